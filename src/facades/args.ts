/**
 * The editor's door: what its methods take from a caller before anything
 * changes. Points and ranges are checked as Atom checks them (`Invalid
 * Point: (NaN, 1)`), text must be a string, and every action a method builds
 * is checked against the action codecs and the size limit. A call that fails
 * throws, and the editor's state, history and listeners are as before it.
 */
import * as E from '../values/either.js'
import * as A from '../actions/index.js'
import type { EditorState } from '../state/editor-state.js'
import { refusal } from '../reducers/limits.js'
import { Point, type PointCompatible } from '../values/point.js'
import { Range, type RangeCompatible } from '../values/range.js'
import type { Pos, Span } from '../values/pos.js'

/** An integer, or ±Infinity (clipped later): what a row or column may be. */
const isCoordinate = (n: unknown): boolean =>
  typeof n === 'number' && (Number.isSafeInteger(n) || n === Infinity || n === -Infinity)

/** The point a point-compatible value means, or undefined if it is not one. */
const pointOf = (p: unknown): Point | undefined => {
  if (p instanceof Point) return p
  if (Array.isArray(p)) return new Point(p[0], p[1])
  if (typeof p === 'object' && p !== null) return new Point((p as Pos).row, (p as Pos).column)
  return undefined
}

/** A value as shown in an error: JSON where it has one (at most 100 characters), else `String`. */
const json = (u: unknown): string => {
  let s: string | undefined
  try {
    s = JSON.stringify(u)
  } catch {
    s = undefined
  }
  s ??= String(u)
  return s.length > 100 ? `${s.slice(0, 99)}…` : s
}

const shown = (p: unknown): string => {
  const q = pointOf(p)
  return q === undefined ? json(p) : q.toString()
}

/**
 * Plain `{row, column}` for actions. Throws Atom's `TypeError("Invalid Point: (NaN, 1)")`
 * for a value that is not a point, a coordinate that is not a number (or is
 * NaN), and, unlike Atom, which would store it, a fractional coordinate.
 */
export const plainPoint = (p: PointCompatible): Pos => {
  if (Array.isArray(p) && isCoordinate(p[0]) && isCoordinate(p[1])) return { row: p[0] as number, column: p[1] as number }
  const q = pointOf(p)
  if (q === undefined || !isCoordinate(q.row) || !isCoordinate(q.column)) throw new TypeError(`Invalid Point: ${shown(p)}`)
  return { row: q.row, column: q.column }
}

/**
 * A coordinate as a 32-bit integer: one beyond (an infinity, a huge safe
 * integer) is clipped to the buffer exactly as the largest 32-bit one is, no
 * text having 2^31 rows or columns. The quick forms are read into an
 * `Int32Array` so that the positions made from them hold small integers: read
 * back from a float array, a coordinate is a double, and positions holding
 * doubles get a field representation of their own, which sends the compiled
 * code of everything reading positions back to the interpreter ("not a Smi"),
 * by chance from one process to the next.
 */
const saturated = (n: number): number => (n > 0x7fffffff ? 0x7fffffff : n < -0x7fffffff ? -0x7fffffff : n)

/**
 * Reads `[[row, column], [row, column]]` or `{start, end}` with valid
 * coordinates into `out[at..at + 3]`, start before end; false when the value
 * is anything else (which the general path then reads or rejects).
 */
const readQuickRange = (r: unknown, out: Int32Array, at: number): boolean => {
  // Indexed reads and no intermediate objects: this runs once per range of `setSelectedBufferRanges`.
  // A missing coordinate reads as 0, as `Point` reads it.
  let a: unknown
  let b: unknown
  if (Array.isArray(r)) {
    a = r[0]
    b = r[1]
  } else if (typeof r === 'object' && r !== null) {
    a = (r as { start: unknown }).start
    b = (r as { end: unknown }).end
  } else return false
  let sr: unknown, sc: unknown, er: unknown, ec: unknown
  if (Array.isArray(a)) {
    sr = a[0]
    sc = a[1]
  } else if (typeof a === 'object' && a !== null) {
    sr = (a as Pos).row
    sc = (a as Pos).column
  } else return false
  if (Array.isArray(b)) {
    er = b[0]
    ec = b[1]
  } else if (typeof b === 'object' && b !== null) {
    er = (b as Pos).row
    ec = (b as Pos).column
  } else return false
  if (sr === undefined) sr = 0
  if (sc === undefined) sc = 0
  if (er === undefined) er = 0
  if (ec === undefined) ec = 0
  if (!isCoordinate(sr) || !isCoordinate(sc) || !isCoordinate(er) || !isCoordinate(ec)) return false
  const r0 = sr as number, c0 = sc as number, r1 = er as number, c1 = ec as number
  const ordered = r0 < r1 || (r0 === r1 && c0 <= c1)
  out[at] = saturated(ordered ? r0 : r1)
  out[at + 1] = saturated(ordered ? c0 : c1)
  out[at + 2] = saturated(ordered ? r1 : r0)
  out[at + 3] = saturated(ordered ? c1 : c0)
  return true
}

const scratch = new Int32Array(4)

/** `plainRange` without building Points and a Range (undefined when the value is not in a quick form). */
export const quickRange = (r: unknown): Span | undefined =>
  // A coordinate at a 32-bit limit may have been saturated: the general path keeps it as given (an infinity, say).
  readQuickRange(r, scratch, 0) && !atLimit(scratch[0]!) && !atLimit(scratch[1]!) && !atLimit(scratch[2]!) && !atLimit(scratch[3]!)
    ? { start: { row: scratch[0]!, column: scratch[1]! }, end: { row: scratch[2]!, column: scratch[3]! } }
    : undefined

const atLimit = (n: number): boolean => n === 0x7fffffff || n === -0x7fffffff

/** What `flatRanges` reads into (grown as needed). */
let flatScratch = new Int32Array(256)

/**
 * The ranges as four numbers each (start row, start column, end row, end
 * column; start before end), read as `plainRange` reads them; undefined
 * when any is not in a quick form (the general path then reads or rejects it).
 * The array is a view of one buffer that every call reuses: valid until the
 * next call. (A new array per call would be a new backing store outside the
 * heap each time, whose growth brings on full collections.)
 */
export const flatRanges = (list: readonly unknown[]): Int32Array | undefined => {
  const size = list.length * 4
  if (flatScratch.length < size) flatScratch = new Int32Array(Math.max(size, 2 * flatScratch.length))
  const out = flatScratch.subarray(0, size)
  for (let i = 0; i < list.length; i++) if (!readQuickRange(list[i], out, 4 * i)) return undefined
  return out
}

/** Plain `{start, end}` for actions; `TypeError("Invalid Range: [(NaN, 0) - (1, 0)]")` if an endpoint is not a valid point. */
export const plainRange = (r: RangeCompatible): Span => {
  const quick = quickRange(r)
  if (quick !== undefined) return quick
  const [a, b] = r instanceof Range ? [r.start, r.end] : Array.isArray(r) ? [r[0], r[1]] : typeof r === 'object' && r !== null ? [(r as Span).start, (r as Span).end] : [undefined, undefined]
  const pa = pointOf(a), pb = pointOf(b)
  if (pa === undefined || pb === undefined || ![pa.row, pa.column, pb.row, pb.column].every(isCoordinate)) {
    throw new TypeError(`Invalid Range: ${pa && pb ? `[${pa} - ${pb}]` : json(r)}`)
  }
  const q = new Range(pa, pb)
  return { start: { row: q.start.row, column: q.start.column }, end: { row: q.end.row, column: q.end.column } }
}

/**
 * True when `options` has no own enumerable key (the `{}` a method defaults
 * to): an action a method built from checked arguments and such options is
 * well formed as built, and `dispatchBuilt` takes it without the codec check.
 */
export const noOptions = (options: object): boolean => {
  for (const k in options) if (Object.prototype.hasOwnProperty.call(options, k)) return false
  return true
}

/** Throws a `TypeError` unless `text` is a string. */
export const assertText = (text: unknown, what = 'text'): void => {
  if (typeof text !== 'string') throw new TypeError(`${what} must be a string, got ${text === null ? 'null' : typeof text}`)
}

/**
 * The action itself if the reducer can take it in `state`; else a
 * `TypeError` naming the bad argument (a count of 0.5, a NaN row, an unknown
 * option), or a `RangeError` when the result would pass `maxDocumentLength`.
 */
export const checked = <T extends A.Action>(state: EditorState, action: T): T => refusedOrAction(state, wellFormed(action))

/** The action itself if its shape is one the reducer takes; else a `TypeError` naming the bad argument. */
export const wellFormed = <T extends A.Action>(action: T): T => {
  if (!A.isAction(action)) {
    const decoded = A.decodeAction(action)
    // Like Atom's, the methods ignore option keys they do not know; the reducer ignores them too.
    const problems = E.isLeft(decoded) ? decoded.left.messages.filter(m => !/^payload\.[^:]*: unknown key/.test(m)) : []
    if (problems.length > 0) throw new TypeError(`Invalid arguments: ${problems.join('; ')}`)
  }
  return action
}

/** The action itself unless its result would pass `maxDocumentLength` in `state` (a `RangeError` then). */
export const refusedOrAction = <T extends A.Action>(state: EditorState, action: T): T => {
  const refused = refusal(state, action)
  if (refused !== undefined) throw new RangeError(refused)
  return action
}

/** Atom's read-only error (`detail` says how to bypass it). */
export const readOnlyError = (throughSelection = false): Error => {
  const error = new Error(throughSelection ? 'Attempt to mutate a read-only TextEditor through a Selection' : 'Attempt to mutate a read-only TextEditor')
  ;(error as Error & { detail?: string }).detail = 'This TextEditor is read-only; pass bypassReadOnly: true to modify it.'
  return error
}
