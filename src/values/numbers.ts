/**
 * Number codecs: which numbers a field takes. Never NaN, never a numeric
 * string; each says in its name what it takes, for error messages.
 */
import * as t from 'io-ts'

// ─── constructors ───────────────────────────────────────────────────────────

/** A number codec named `name` that takes the numbers `ok` accepts. */
export const numberWhere = (name: string, ok: (n: number) => boolean): t.Type<number, number, unknown> =>
  new t.Type<number, number, unknown>(
    name,
    (u): u is number => typeof u === 'number' && ok(u),
    (u, c) => (typeof u === 'number' && ok(u) ? t.success(u) : t.failure(u, c)),
    t.identity,
  )

/** A safe integer. */
export const Int = numberWhere('integer', Number.isSafeInteger)

/** A safe integer, or ±Infinity, which the reducer clips (to the buffer's edge, a line's end, or as far as a motion goes). */
export const Clipped = numberWhere('integer or ±Infinity', n => Number.isSafeInteger(n) || n === Infinity || n === -Infinity)

/** An integer in `[min, max]`. */
export const IntIn = (min: number, max: number) =>
  numberWhere(`integer in [${min}, ${max}]`, n => Number.isSafeInteger(n) && n >= min && n <= max)

/** A finite number (fractions allowed) in `[min, max]`. */
export const NumberIn = (min: number, max: number) =>
  numberWhere(`number in [${min}, ${max}]`, n => Number.isFinite(n) && n >= min && n <= max)

/** A finite number: a timestamp in milliseconds. */
export const Finite = numberWhere('finite number', Number.isFinite)

/** A finite number ≥ 0: an interval in milliseconds. */
export const Interval = numberWhere('finite number ≥ 0', n => Number.isFinite(n) && n >= 0)

/** An indentation level (Atom's are fractional when spaces do not fill a tab): 0 to 1,000. */
export const Level = NumberIn(0, 1000)

/** A string of at most `max` UTF-16 code units. */
export const StringUpTo = (max: number) =>
  new t.Type<string, string, unknown>(
    `string of at most ${max} characters`,
    (u): u is string => typeof u === 'string' && u.length <= max,
    (u, c) => (typeof u === 'string' && u.length <= max ? t.success(u) : t.failure(u, c)),
    t.identity,
  )
