/**
 * Operations on the sorted selection collection: Atom's marker rules for one
 * record (head moves, tails, ranges), the merge rules for many, and mapping
 * every selection through a batch of text changes in one pass.
 */
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { lastBreakIndex } from '../buffer/lines.js'
import { isBare, recordWith, withRange, type EditorState, type SelectionRecord } from './editor-state.js'

// ─── one record (Atom's marker rules, reference §5.4) ──────────────────────

/**
 * Move the head; the tail stays and orientation follows (`setHeadPosition`).
 * Atom decides the orientation with the position as given, before the buffer
 * clips it: `raw` is that position (default `p`, the clipped one), so a head
 * set before the buffer's start leaves an empty selection reversed.
 */
export const setHead = (s: SelectionRecord, p: Pos, raw: Pos = p): SelectionRecord => {
  if (!s.tailed) return P.equals(p, s.start) && P.equals(p, s.end) ? s : withRange(s, p, p, false, false)
  if (!s.reversed) {
    return P.compare(raw, s.start) < 0
      ? withRange(s, p, s.start, true, true)
      : P.equals(p, s.end) ? s : withRange(s, s.start, p, false, true)
  }
  return P.compare(raw, s.end) < 0
    ? P.equals(p, s.start) ? s : withRange(s, p, s.end, true, true)
    : withRange(s, s.end, p, false, true)
}

/** Drop the tail: collapse to the head, tailless and not reversed (`clearTail`). */
export const clearTail = (s: SelectionRecord): SelectionRecord => {
  if (!s.tailed) return s
  const h = s.reversed ? s.start : s.end
  return withRange(s, h, h, false, false)
}

/** Plant the tail at the head of a bare cursor (`plantTail`); no position change. */
export const plantTail = (s: SelectionRecord): SelectionRecord => (s.tailed ? s : recordWith(s, { tailed: true }))

/**
 * Set a tailed range with an orientation (`setBufferRange` on the marker).
 * A head that moves clears the goal column, as every marker change that
 * moves Atom's cursor does (`Selection::markerDidChange`).
 */
export const setRange = (s: SelectionRecord, r: Span, reversed: boolean): SelectionRecord => {
  if (s.tailed && s.reversed === reversed && P.equals(s.start, r.start) && P.equals(s.end, r.end)) return s
  const headMoved = !P.equals(s.reversed && s.tailed ? s.start : s.end, reversed ? r.start : r.end)
  return withRange(s, r.start, r.end, reversed, true, headMoved ? null : s.goalColumn)
}

/**
 * The screen range of a buffer range in the state at hand (`finalize`
 * compares a selection's initial screen range with it; it is only called for
 * selections that have one).
 */
export type ScreenRangeOf = (range: Span) => Span

/** Atom's `Selection::clear` state changes: goal range dropped, tail dropped, finalize. */
export const clearSelection = (s: SelectionRecord, screenRangeOf: ScreenRangeOf): SelectionRecord => {
  let n = clearTail(s)
  if (n.goalScreenRange !== null) n = recordWith(n, { goalScreenRange: null })
  return finalize(n, screenRangeOf)
}

/**
 * Atom's `Selection::finalize`: forget word/line mode once empty, and the
 * initial screen range once it differs from the selection's screen range.
 */
export const finalize = (s: SelectionRecord, screenRangeOf: ScreenRangeOf): SelectionRecord => {
  let n = s
  if (n.initialScreenRange && !P.spanEquals(n.initialScreenRange, screenRangeOf(n)))
    n = recordWith(n, { initialScreenRange: null })
  if ((n.wordwise || n.linewise) && P.equals(n.start, n.end)) n = recordWith(n, { wordwise: false, linewise: false })
  return n
}

// ─── the collection ─────────────────────────────────────────────────────────

/** Buffer order: Atom's `Range.compare`, then creation order. */
export const compareRecords = (a: SelectionRecord, b: SelectionRecord): number =>
  P.compare(a.start, b.start) || P.compare(b.end, a.end) || a.id - b.id

/** True when `list` is already in buffer order. */
const isSorted = (list: readonly SelectionRecord[]): boolean => {
  for (let i = 1; i < list.length; i++) if (compareRecords(list[i - 1]!, list[i]!) > 0) return false
  return true
}

/** Options of a merge: the orientation forced on merged results (backward commands force `true`). */
export interface MergeOptions {
  readonly reversed?: boolean
  /**
   * Atom's `mergeCursors` (after cursor motions): a later empty cursor on the
   * same spot as an earlier one is dropped without touching the survivor.
   */
  readonly cursors?: boolean
}

/**
 * Sort and merge by Atom's rules (`mergeIntersectingSelections`): walking in
 * buffer order, a selection that intersects the current one is merged into
 * it (exclusively when both are non-empty, inclusively when either is
 * empty); the earliest in buffer order survives with the union range.
 */
export const normalize = (list: readonly SelectionRecord[], options: MergeOptions = {}, unions?: Span[]): SelectionRecord[] => {
  const sorted = isSorted(list) ? list : [...list].sort(compareRecords)
  // Most commands merge nothing: find the first pair that merges (or drops a cursor) before building anything.
  let first = 1
  while (first < sorted.length && !merges(sorted[first - 1]!, sorted[first]!, options)) first++
  // A spread, not `slice`, copies the list: `slice` of a frozen array (a state's selections) takes a slow path.
  if (first >= sorted.length) return sorted === list ? [...list] : (sorted as SelectionRecord[])
  const out: SelectionRecord[] = sorted.slice(0, first)
  for (let i = first; i < sorted.length; i++) {
    const next = sorted[i]!
    const cur = out[out.length - 1]
    if (cur && options.cursors && P.equals(cur.start, cur.end) && P.equals(next.start, next.end) && P.equals(cur.start, next.start)) continue
    if (cur && intersects(cur, next)) {
      const r = P.union(cur, next)
      unions?.push(r)
      out[out.length - 1] = setRange(cur, r, options.reversed ?? isReversedRecord(cur))
    } else out.push(next)
  }
  // Exactly sized: the collection is kept by the state and by undo entries, and a pushed-to array has spare capacity.
  return out.slice()
}

/** Whether `normalize` drops `next` or merges it into `cur` (its neighbour before it in buffer order). */
const merges = (cur: SelectionRecord, next: SelectionRecord, options: MergeOptions): boolean =>
  (options.cursors === true && P.equals(cur.start, cur.end) && P.equals(next.start, next.end) && P.equals(cur.start, next.start)) || intersects(cur, next)

const isReversedRecord = (s: SelectionRecord): boolean => s.tailed && s.reversed

/** Buffer order without merging (what a drag with `suppressSelectionMerge` leaves). */
export const sortRecords = (list: readonly SelectionRecord[]): SelectionRecord[] =>
  isSorted(list) ? [...list] : [...list].sort(compareRecords)

/** `state` with `list` sorted and merged by `options` as its selections, and no suspended merge. */
export const withMerged = (state: EditorState, list: readonly SelectionRecord[], options: MergeOptions = {}): EditorState => {
  const { selections, folds } = mergeAll(state.folds, list, options)
  if (isBare(state)) return Object.freeze({ buffer: state.buffer, selections, nextId: state.nextId, folds, config: state.config, history: state.history, effects: state.effects })
  const { mergeSuppressed: _, ...rest } = state
  return Object.freeze({ ...rest, selections, folds })
}

/** `state` with `list` sorted and merged by `options` as its selections (a suspended merge stays marked). */
export const withNormalized = (state: EditorState, list: readonly SelectionRecord[], options: MergeOptions = {}): EditorState => {
  const { selections, folds } = mergeAll(state.folds, list, options)
  return Object.freeze(folds === state.folds ? { ...state, selections } : { ...state, selections, folds })
}

/**
 * Merge with the folds in view. Atom's `Selection::merge` sets the union
 * with `setBufferRange`, which destroys the folds strictly containing either
 * of its ends (even when the union is the survivor's own range, whatever
 * `preserveFolds` the merging command was given). When none is destroyed the
 * plain merge is exact; otherwise Atom's loop is followed step by step.
 */
const mergeAll = (folds: EditorState['folds'], list: readonly SelectionRecord[], options: MergeOptions): { selections: readonly SelectionRecord[]; folds: EditorState['folds'] } => {
  const unions: Span[] = []
  const merged = normalize(list, options, unions)
  if (unions.length === 0 || folds.length === 0 || !unions.some(r => folds.some(f => insideFold(f, r)))) return { selections: Object.freeze(merged), folds }
  return mergeUnfolding(folds, list, options)
}

/** Whether a fold strictly contains either end of `r`. */
const insideFold = (f: Span, r: Span): boolean => P.spanContains(f, r.start, true) || P.spanContains(f, r.end, true)

/** What a destroyed selection's marker reports as its range. */
const DEAD: Span = Object.freeze({ start: P.ZERO, end: P.ZERO })

/**
 * Atom's merge loop when merges destroy folds. The loop walks the
 * selections in the buffer order they had when it began; a merge computes
 * the union, destroys the folds around its ends, and that screen change
 * runs the whole merge again at once (with default options) over the live
 * selections, the other one still among them; only then does the survivor
 * take the union computed before, and the other one is destroyed. Back in
 * the outer loop, a selection destroyed meanwhile reads as the empty range
 * at (0, 0).
 */
const mergeUnfolding = (folds: EditorState['folds'], list: readonly SelectionRecord[], options: MergeOptions): { selections: readonly SelectionRecord[]; folds: EditorState['folds'] } => {
  const live = new Map<number, SelectionRecord>()
  for (const s of list) live.set(s.id, s)
  let fs = folds
  const loop = (opts: MergeOptions): void => {
    const order = [...live.values()].sort(compareRecords).map(s => s.id)
    let last = order[0]
    for (let i = 1; i < order.length; i++) {
      const id = order[i]!
      const a = live.get(last!)
      const b = live.get(id)
      const ar: Span = a ?? DEAD
      const br: Span = b ?? DEAD
      const bothNonEmpty = !P.equals(ar.start, ar.end) && !P.equals(br.start, br.end)
      if (!P.spansIntersect(ar, br, bothNonEmpty)) {
        last = id
        continue
      }
      const union = P.union(ar, br)
      const reversed = opts.reversed ?? (a ? isReversedRecord(a) : false)
      if (fs.some(f => insideFold(f, union))) {
        fs = Object.freeze(fs.filter(f => !insideFold(f, union)))
        loop({})
      }
      const survivor = live.get(last!)
      if (survivor) live.set(last!, setRange(survivor, union, reversed))
      live.delete(id)
    }
  }
  loop(options)
  return { selections: Object.freeze([...live.values()].sort(compareRecords)), folds: fs }
}

/** No two neighbours (in buffer order) intersect by Atom's merge rules. */
export const isMerged = (list: readonly SelectionRecord[]): boolean => {
  for (let i = 1; i < list.length; i++) if (intersects(list[i - 1]!, list[i]!)) return false
  return true
}

/** Atom's merge test between two selections. */
export const intersects = (a: SelectionRecord, b: SelectionRecord): boolean => {
  const bothNonEmpty = !P.equals(a.start, a.end) && !P.equals(b.start, b.end)
  return P.spansIntersect(a, b, bothNonEmpty)
}

// ─── mapping through a batch of changes (reference §5.4) ──────────────────

/** One change of a batch, in old coordinates, with where its new text ends. */
export interface MappedChange {
  readonly start: Pos
  readonly end: Pos
  /** Start of the change in new coordinates. */
  readonly newStart: Pos
  /** End of the inserted text in new coordinates. */
  readonly newEnd: Pos
}

/** Where text inserted at `at` ends: `at` traversed by the text's extent (Atom's: its `\n`s are its breaks). */
export const endOfInsertedText = (at: Pos, text: string): Pos => {
  const lastBreak = lastBreakIndex(text)
  if (lastBreak < 0) return P.pos(at.row, at.column + text.length)
  let rows = 0
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) rows++
  return P.pos(at.row + rows, text.length - lastBreak - 1)
}

/**
 * Compute new coordinates for a sorted, disjoint batch of changes, given
 * where each one's inserted text ends relative to its own start.
 */
export const mapChanges = (
  changes: readonly { readonly start: Pos; readonly end: Pos; readonly text: string }[],
): MappedChange[] => {
  const out: MappedChange[] = []
  let prevOldEnd: Pos | null = null
  let prevNewEnd: Pos | null = null
  // The extent of the last text seen (typing inserts the same text at every cursor).
  let text: string | null = null
  let breaks = 0
  let lastColumn = 0
  for (const c of changes) {
    const newStart: Pos = prevOldEnd && prevNewEnd ? shift(c.start, prevOldEnd, prevNewEnd) : c.start
    if (c.text !== text) {
      text = c.text
      const e = endOfInsertedText(P.ZERO, text)
      breaks = e.row
      lastColumn = e.column
    }
    const newEnd = breaks === 0 ? P.pos(newStart.row, newStart.column + lastColumn) : P.pos(newStart.row + breaks, lastColumn)
    out.push({ start: c.start, end: c.end, newStart, newEnd })
    prevOldEnd = c.end
    prevNewEnd = newEnd
  }
  return out
}

/** Translate `p` (at or after `oldEnd`) so that `oldEnd` lands on `newEnd`. */
export const shift = (p: Pos, oldEnd: Pos, newEnd: Pos): Pos =>
  p.row === oldEnd.row
    ? P.pos(newEnd.row, newEnd.column + p.column - oldEnd.column)
    : newEnd.row === oldEnd.row ? p : P.pos(p.row + newEnd.row - oldEnd.row, p.column)

/** Index of the last change whose start is <= p, or -1 (binary search over a sorted batch). */
export const lastChangeAtOrBefore = (changes: readonly MappedChange[], p: Pos): number => {
  let lo = 0
  let hi = changes.length - 1
  let found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (P.compare(changes[mid]!.start, p) <= 0) {
      found = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  return found
}

/**
 * Where an endpoint lands. `which` says whether it is the marker's start or
 * end; `inclusive` is true for tailed markers; `empty` for empty markers.
 */
const mapEndpoint = (
  changes: readonly MappedChange[],
  p: Pos,
  which: 'start' | 'end',
  inclusive: boolean,
  empty: boolean,
): Pos => {
  let i = lastChangeAtOrBefore(changes, p)
  // Several changes can start at p only if earlier ones are empty insertions
  // touching a replacement; the last one starting at p decides.
  if (i < 0) return p
  const c = changes[i]!
  if (P.compare(p, c.end) >= 0 && !P.equals(c.start, c.end)) return shift(p, c.end, c.newEnd)
  if (P.compare(p, c.start) > 0) {
    // Strictly inside a replacement, or after a pure insertion.
    return P.compare(p, c.end) < 0 ? c.newEnd : shift(p, c.end, c.newEnd)
  }
  // p is exactly at the change's start.
  const insertion = P.equals(c.start, c.end)
  if (insertion) {
    if (which === 'start') return inclusive ? c.newStart : c.newEnd
    return inclusive || empty ? c.newEnd : c.newStart
  }
  return c.newStart
}

/**
 * Map every record through a sorted batch of changes, in one pass over the
 * sorted records with a binary search per endpoint: O(N log K).
 * Records whose head moves lose their goal column (a cursor event clears it).
 */
export const mapRecords = (
  records: readonly SelectionRecord[],
  changes: readonly MappedChange[],
): SelectionRecord[] =>
  records.map(s => {
    const empty = P.equals(s.start, s.end)
    const start = mapEndpoint(changes, s.start, 'start', s.tailed, empty)
    const end = empty && !s.tailed ? start : mapEndpoint(changes, s.end, 'end', s.tailed, empty)
    if (P.equals(start, s.start) && P.equals(end, s.end)) return s
    const fixedEnd = P.compare(end, start) < 0 ? start : end
    const headMoved = s.reversed ? !P.equals(start, s.start) : !P.equals(fixedEnd, s.end)
    return withRange(s, start, fixedEnd, s.reversed, s.tailed, headMoved ? null : s.goalColumn)
  })

/**
 * Whether a batch left a `\r` right before a `\n`, where the two make one
 * `\r\n` ending and the row ends a column earlier than the changes' extents
 * say: a change's new start or end then lies past its row's end. Only a
 * change whose text is empty, starts with `\n` or ends with `\r` can do that.
 */
export const joinedCR = (
  buffer: { lineLengthForRow(row: number): number },
  changes: readonly { readonly text: string }[],
  mapped: readonly MappedChange[],
): boolean => {
  for (let i = 0; i < changes.length; i++) {
    const t = changes[i]!.text
    const m = mapped[i]!
    if (t === '' || t.charCodeAt(0) === 10) {
      if (buffer.lineLengthForRow(m.newStart.row) < m.newStart.column) return true
    }
    if (t.charCodeAt(t.length - 1) === 13 && buffer.lineLengthForRow(m.newEnd.row) < m.newEnd.column) return true
  }
  return false
}

/**
 * The records with their ends clamped into `buffer` (the same array when all
 * lie inside); `moved` makes a record with new ends (selection records pass
 * `recordWith`, which keeps their one shape).
 */
export const clampRecords = <R extends { readonly start: Pos; readonly end: Pos }>(
  buffer: { clampPosition(p: Pos): Pos },
  records: readonly R[],
  moved: (r: R, start: Pos, end: Pos) => R = (r, start, end) => ({ ...r, start, end }),
): readonly R[] => {
  let out: R[] | null = null
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!
    const start = buffer.clampPosition(r.start)
    const end = buffer.clampPosition(r.end)
    if (start === r.start && end === r.end) {
      if (out !== null) out.push(r)
      continue
    }
    out ??= records.slice(0, i)
    out.push(moved(r, start, end))
  }
  return out ?? records
}

/** `clampRecords` for selection records. */
export const clampSelections = (buffer: { clampPosition(p: Pos): Pos }, records: readonly SelectionRecord[]): readonly SelectionRecord[] =>
  clampRecords(buffer, records, (r, start, end) => recordWith(r, { start, end }))

/** Rows the batch adds (negative: removes), from the changes' extents. */
export const rowDelta = (changes: readonly MappedChange[]): number => {
  let d = 0
  for (const c of changes) d += c.newEnd.row - c.newStart.row - (c.end.row - c.start.row)
  return d
}

