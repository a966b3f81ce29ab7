/**
 * Number codecs: which numbers a field takes. Never NaN, never a numeric
 * string; each says in its name what it takes, for error messages.
 */
import * as t from 'io-ts'

// ─── constructors ───────────────────────────────────────────────────────────

/** What a `NumberCodec` takes: a range, and whether only integers, and whether ±Infinity too. */
export interface NumberSpec {
  readonly min: number
  readonly max: number
  readonly integer: boolean
  readonly infinite: boolean
}

/** A number codec that says what it takes (`spec`), for error messages and for generators. */
export class NumberCodec extends t.Type<number, number, unknown> {
  constructor(
    name: string,
    readonly spec: NumberSpec,
  ) {
    const ok = (n: number): boolean =>
      (spec.infinite && (n === Infinity || n === -Infinity)) ||
      (Number.isFinite(n) && (!spec.integer || Number.isSafeInteger(n)) && n >= spec.min && n <= spec.max)
    super(
      name,
      (u): u is number => typeof u === 'number' && ok(u),
      (u, c) => (typeof u === 'number' && ok(u) ? t.success(u) : t.failure(u, c)),
      t.identity,
    )
  }
}

const SAFE = Number.MAX_SAFE_INTEGER

/** A safe integer. */
export const Int = new NumberCodec('integer', { min: -SAFE, max: SAFE, integer: true, infinite: false })

/** A safe integer, or ±Infinity, which the reducer clips (to the buffer's edge, a line's end, or as far as a motion goes). */
export const Clipped = new NumberCodec('integer or ±Infinity', { min: -SAFE, max: SAFE, integer: true, infinite: true })

/** An integer in `[min, max]`. */
export const IntIn = (min: number, max: number) => new NumberCodec(`integer in [${min}, ${max}]`, { min, max, integer: true, infinite: false })

/** A finite number (fractions allowed) in `[min, max]`. */
export const NumberIn = (min: number, max: number) => new NumberCodec(`number in [${min}, ${max}]`, { min, max, integer: false, infinite: false })

/** A finite number: a timestamp in milliseconds. */
export const Finite = new NumberCodec('finite number', { min: -Number.MAX_VALUE, max: Number.MAX_VALUE, integer: false, infinite: false })

/** A finite number ≥ 0: an interval in milliseconds. */
export const Interval = new NumberCodec('finite number ≥ 0', { min: 0, max: Number.MAX_VALUE, integer: false, infinite: false })

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
