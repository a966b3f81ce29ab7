/**
 * Fold records (reference §5.5, §8.3): `state.folds` holds every fold as an
 * exclusive marker with `invalidate: 'overlap'`, sorted like markers (start
 * ascending, then end descending, then id). This module orders them, merges
 * them into what the screen shows, moves them through edits, and answers the
 * editor's fold queries.
 */
import type { EditorState, Fold } from '../state/editor-state.js'
import { lastChangeAtOrBefore, shift, type MappedChange } from '../state/selections.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import type { FoldRange } from './wrap.js'

// ─── order ──────────────────────────────────────────────────────────────────

/** Marker order: start ascending, then end descending (outer first), then id. */
export const compareFolds = (a: Fold, b: Fold): number => P.compare(a.start, b.start) || P.compare(b.end, a.end) || a.id - b.id

const NO_FOLDS: readonly Fold[] = Object.freeze([])

/** Sort and freeze a fold list (the empty list is one shared value). */
export const sortedFolds = (folds: readonly Fold[]): readonly Fold[] =>
  folds.length === 0 ? NO_FOLDS : Object.freeze([...folds].sort(compareFolds))

/** The id a new fold gets: one more than the largest id in use. */
export const nextFoldId = (folds: readonly Fold[]): number => {
  let max = 0
  for (const f of folds) if (f.id > max) max = f.id
  return max + 1
}

// ─── what the screen shows ──────────────────────────────────────────────────

const effectiveMemo = new WeakMap<readonly Fold[], readonly FoldRange[]>()

/**
 * The folds as the screen shows them: overlapping folds merged (only the
 * outermost extent counts), empty ones and unshown ones (`Fold.unshown`)
 * dropped, sorted (Atom's `computeFoldsInBufferRowRange`). Memoized per fold list.
 */
export const effectiveFolds = (folds: readonly Fold[]): readonly FoldRange[] => {
  if (folds.length === 0) return NO_FOLDS
  let out = effectiveMemo.get(folds)
  if (!out) {
    const list: FoldRange[] = []
    const shown = folds.some(f => f.unshown) ? folds.filter(f => !f.unshown) : folds
    for (let i = 0; i < shown.length; i++) {
      const start = shown[i]!.start
      let end = shown[i]!.end
      while (i < shown.length - 1 && P.compare(shown[i + 1]!.start, end) < 0) {
        if (P.compare(end, shown[i + 1]!.end) < 0) end = shown[i + 1]!.end
        i++
      }
      if (P.compare(start, end) < 0) list.push({ start, end })
    }
    out = Object.freeze(list)
    effectiveMemo.set(folds, out)
  }
  return out
}

/** Index of the first effective fold starting on `row` or later (binary search). */
export const firstFoldFromRow = (ranges: readonly FoldRange[], row: number): number => {
  let lo = 0
  let hi = ranges.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (ranges[mid]!.start.row < row) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * The rows `[first, last]` of the row group holding `row`: rows joined on
 * screen by folds (a fold from one row into a later one joins them).
 */
export const groupRows = (ranges: readonly FoldRange[], row: number): [number, number] => {
  // The last fold starting on or before `row`.
  let i = firstFoldFromRow(ranges, row + 1) - 1
  if (i < 0 || ranges[i]!.end.row < row) return [row, row]
  let first = ranges[i]!.start.row
  for (let k = i; k > 0 && ranges[k - 1]!.end.row === ranges[k]!.start.row; k--) first = ranges[k - 1]!.start.row
  let last = ranges[i]!.end.row
  for (let k = i + 1; k < ranges.length && ranges[k]!.start.row === last; k++) last = Math.max(last, ranges[k]!.end.row)
  return [first, last]
}

// ─── through edits (reference §5.4) ─────────────────────────────────────────

/** Where an exclusive marker's endpoint lands; `pushed` says whether an insertion at it pushes it forward. */
const mapPoint = (changes: readonly MappedChange[], p: Pos, pushed: boolean): Pos => {
  const i = lastChangeAtOrBefore(changes, p)
  if (i < 0) return p
  const c = changes[i]!
  const insertion = P.equals(c.start, c.end)
  if (P.compare(p, c.start) > 0) return P.compare(p, c.end) < 0 ? c.newEnd : shift(p, c.end, c.newEnd)
  if (insertion) return pushed ? c.newEnd : c.newStart
  return c.newStart
}

/**
 * Whether a change destroys the fold (`invalidate: 'overlap'` on an exclusive
 * marker): a replacement with a fold endpoint strictly inside it, starting at
 * the fold's start, or ending at the fold's end. Insertions never do.
 */
const invalidates = (c: MappedChange, f: Fold): boolean => {
  if (P.equals(c.start, c.end)) return false
  const empty = P.equals(f.start, f.end)
  const inside = (p: Pos) => P.compare(c.start, p) < 0 && P.compare(p, c.end) < 0
  return inside(f.start) || inside(f.end) || (!empty && (P.equals(c.start, f.start) || P.equals(c.end, f.end)))
}

/**
 * Move every fold through a sorted batch of changes (old coordinates, as
 * `mapChanges` gives them), destroying the invalidated ones. Returns the same
 * array when no fold moves.
 */
export const mapFolds = (folds: readonly Fold[], changes: readonly MappedChange[]): readonly Fold[] => {
  if (folds.length === 0 || changes.length === 0) return folds
  const reindexed = changes.some(c => indexesFromRowZero(folds, c.start.row))
  let changed = false
  const out: Fold[] = []
  for (const f of folds) {
    // The changes that can touch [start, end]: the last starting at or before the end, and those before it reaching the start.
    let dead = false
    for (let i = lastChangeAtOrBefore(changes, f.end); i >= 0 && P.compare(changes[i]!.end, f.start) >= 0; i--) {
      if (invalidates(changes[i]!, f)) {
        dead = true
        break
      }
    }
    if (dead) {
      changed = true
      continue
    }
    const empty = P.equals(f.start, f.end)
    const start = mapPoint(changes, f.start, true)
    const end = empty ? start : mapPoint(changes, f.end, false)
    const unshown = f.unshown && !reindexed
    if (P.equals(start, f.start) && P.equals(end, f.end) && unshown === f.unshown) out.push(f)
    else {
      changed = true
      const range = { id: f.id, start, end: P.compare(end, start) < 0 ? start : end }
      out.push(Object.freeze(unshown ? { ...range, unshown: true as const } : range))
    }
  }
  return changed ? sortedFolds(out) : folds
}

/**
 * Whether Atom's display layer, updating the rows from `row`, starts at row
 * 0 (`findBoundaryPrecedingBufferRow`: the first row of the screen row
 * holding `row`) when some fold is unshown: it then folds the unshown ones
 * on screen again.
 */
const indexesFromRowZero = (folds: readonly Fold[], row: number): boolean =>
  folds.some(f => f.unshown) && (row <= 0 || groupRows(effectiveFolds(folds), row)[0] === 0)

/**
 * How many rows from row 0 Atom's display layer lays out without soft wraps
 * while some fold is unshown: folding again from row -1 re-indexes from that
 * row, drops the layout of rows 0 through the fold's end row and lays out
 * none of them again (0 when no fold is unshown).
 */
export const unwrappedRows = (folds: readonly Fold[]): number => {
  let n = 0
  for (const f of folds) if (f.unshown && f.end.row + 1 > n) n = f.end.row + 1
  return n
}

/** `folds` with every fold shown (Atom's display layer indexed rows from row 0 again). */
const allShown = (folds: readonly Fold[]): readonly Fold[] =>
  folds.some(f => f.unshown) ? sortedFolds(folds.map(f => (f.unshown ? Object.freeze({ id: f.id, start: f.start, end: f.end }) : f))) : folds

// ─── queries ────────────────────────────────────────────────────────────────

/** The folds containing any of `positions` (strictly, with `excludeEndpoints`), in marker order. */
export const foldsContaining = (folds: readonly Fold[], positions: readonly Pos[], excludeEndpoints = false): Fold[] =>
  folds.filter(f => positions.some(p => P.spanContains(f, p, excludeEndpoints)))

/** The folds intersecting `range` (touching counts), in marker order. */
export const foldsIntersecting = (folds: readonly Fold[], range: Span): Fold[] => folds.filter(f => P.spansIntersect(f, range))

/** Atom's `isFoldedAtBufferRow`: some fold intersects the row (its start row and last row included). */
export const isFoldedAtBufferRow = (state: EditorState, row: number): boolean => {
  if (state.folds.length === 0) return false
  const r = state.buffer.rangeForRow(row)
  return state.folds.some(f => P.spansIntersect(f, r))
}

/** The outermost fold intersecting the row (earliest start, then latest end), or undefined. */
export const largestFoldContainingBufferRow = (state: EditorState, row: number): Fold | undefined => {
  if (state.folds.length === 0) return undefined
  const r = state.buffer.rangeForRow(row)
  return state.folds.find(f => P.spansIntersect(f, r))
}

// ─── state updates ──────────────────────────────────────────────────────────

/** The state with `folds` (same state when the list is unchanged). */
export const withFolds = (state: EditorState, folds: readonly Fold[]): EditorState =>
  folds === state.folds ? state : Object.freeze({ ...state, folds })

/** Add a fold over the (clipped) range; its id is `nextFoldId`. */
export const addFold = (state: EditorState, range: Span): EditorState => {
  const r = state.buffer.clipRange(P.span(range.start, range.end))
  const fold: Fold = Object.freeze({ id: nextFoldId(state.folds), start: r.start, end: r.end })
  // Atom updates the screen rows of a fold no other fold contains, from its start row.
  const contained = state.folds.some(f => P.compare(f.start, r.start) <= 0 && P.compare(r.end, f.end) <= 0)
  const folds = !contained && indexesFromRowZero(state.folds, r.start.row) ? allShown(state.folds) : state.folds
  return withFolds(state, sortedFolds([...folds, fold]))
}

/** Destroy the given folds (by identity); Atom updates the screen rows from the first one's start row. */
export const removeFolds = (state: EditorState, doomed: readonly Fold[]): EditorState => {
  if (doomed.length === 0) return state
  const set = new Set(doomed)
  const rest = state.folds.filter(f => !set.has(f))
  const first = doomed.reduce((row, f) => Math.min(row, f.start.row), Infinity)
  return withFolds(state, rest.length === 0 ? NO_FOLDS : indexesFromRowZero(state.folds, first) ? allShown(rest) : Object.freeze(rest))
}

/**
 * What `setBufferRange` and friends do unless `preserveFolds`: destroy the
 * folds strictly containing any of the (clipped) positions.
 */
export const unfoldAt = (state: EditorState, positions: readonly Pos[]): EditorState => {
  if (state.folds.length === 0) return state
  const clipped = positions.map(p => state.buffer.clampPosition(p))
  return removeFolds(state, foldsContaining(state.folds, clipped, true))
}
