/**
 * Plain positions and ranges: the hot-path representation.
 *
 * Reducers, the buffer and the display map work on these readonly records;
 * the `Point` and `Range` classes (Atom's API) are built by the facades on
 * demand and also satisfy these shapes, so either can be passed in.
 */

// ─── model ──────────────────────────────────────────────────────────────────

/** A zero-based buffer or screen position: row, then UTF-16 column. */
export interface Pos {
  readonly row: number
  readonly column: number
}

/** A normalised span: `start <= end`. */
export interface Span {
  readonly start: Pos
  readonly end: Pos
}

// ─── constructors ───────────────────────────────────────────────────────────

/** A frozen position. */
export const pos = (row: number, column: number): Pos => ({ row, column })

/** The origin, shared. */
export const ZERO: Pos = Object.freeze(pos(0, 0))

/** A span from two positions in either order. */
export const span = (a: Pos, b: Pos): Span => (compare(a, b) <= 0 ? { start: a, end: b } : { start: b, end: a })

/** An empty span at `p`. */
export const emptySpan = (p: Pos): Span => ({ start: p, end: p })

// ─── combinators ────────────────────────────────────────────────────────────

/** Row first, then column: -1, 0 or 1. */
export const compare = (a: Pos, b: Pos): -1 | 0 | 1 =>
  a.row < b.row ? -1 : a.row > b.row ? 1 : a.column < b.column ? -1 : a.column > b.column ? 1 : 0

export const equals = (a: Pos, b: Pos): boolean => a.row === b.row && a.column === b.column

export const min = (a: Pos, b: Pos): Pos => (compare(a, b) <= 0 ? a : b)
export const max = (a: Pos, b: Pos): Pos => (compare(a, b) >= 0 ? a : b)

export const isEmptySpan = (s: Span): boolean => equals(s.start, s.end)

export const spanEquals = (a: Span, b: Span): boolean => equals(a.start, b.start) && equals(a.end, b.end)

/** Atom's `Range.compare`: start ascending, then end descending. */
export const compareSpans = (a: Span, b: Span): -1 | 0 | 1 => compare(a.start, b.start) || compare(b.end, a.end)

/** Atom's `Range.intersectsWith`: inclusive (touching counts) unless `exclusive`. */
export const spansIntersect = (a: Span, b: Span, exclusive = false): boolean =>
  exclusive
    ? !(compare(a.end, b.start) <= 0 || compare(a.start, b.end) >= 0)
    : !(compare(a.end, b.start) < 0 || compare(a.start, b.end) > 0)

/** Smallest span covering both. */
export const union = (a: Span, b: Span): Span => ({ start: min(a.start, b.start), end: max(a.end, b.end) })

/** Inclusive containment of a position. */
export const spanContains = (s: Span, p: Pos, exclusive = false): boolean =>
  exclusive ? compare(p, s.start) > 0 && compare(p, s.end) < 0 : compare(p, s.start) >= 0 && compare(p, s.end) <= 0
