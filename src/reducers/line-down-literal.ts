/**
 * Atom's `moveLineDown` step by step, for the case the row arithmetic of
 * `lines.ts` does not describe: a block of rows that reaches the last row.
 * Atom still runs its insert-then-delete for that block (the rows are read
 * clipped, a line ending is put before them, the insertion point is clipped
 * to the end), which can add a line and shifts the blocks above it. Blocks
 * are handled bottom to top, each as an insertion and a deletion on the
 * text the previous ones left; the selections then get their ranges as
 * Atom's `setSelectedBufferRanges` hands them out.
 */
import * as F from '../display/folds.js'
import type { EditorState, Fold } from '../state/editor-state.js'
import * as P from '../values/pos.js'
import type { Span } from '../values/pos.js'
import { applyBatch, draft, type Draft } from './batch.js'
import { reassignRanges } from './reassign.js'
import { head, selectionsInCreationOrder } from '../state/editor-state.js'

interface Moving {
  start: P.Pos
  readonly end: P.Pos
  readonly members: Span[]
}

/** Atom's display-layer row boundaries under `folds`: the first row of the screen row holding `row`, and the row after it. */
const boundaries = (folds: readonly Fold[], lastRow: number) => {
  const ranges = F.effectiveFolds(folds)
  return {
    preceding: (row: number): number => (ranges.length === 0 ? row : F.groupRows(ranges, row)[0]),
    // `findBoundaryFollowingBufferRow`: `row` when it starts a screen row (or lies past the end), else the row after that screen row.
    following: (row: number): number => {
      if (ranges.length === 0 || row > lastRow) return row
      const [first, last] = F.groupRows(ranges, row)
      return first === row ? row : last + 1
    },
  }
}

/** Whether fold `f` meets the rows `[from, to)` as a range from `[from, 0]` to `[to, 0]`, ends included. */
const meets = (f: Fold, from: number, to: number): boolean =>
  P.compare(f.start, P.pos(to, 0)) <= 0 && P.compare(f.end, P.pos(from, 0)) >= 0

/**
 * The draft after Atom's moveLineDown of every selection, before
 * auto-indentation, and where the text changes took the selection that
 * stays (its head, before its range is set again). Each block is widened to the folds joining its rows to
 * others on screen; the folds meeting its lines (ends included) are
 * destroyed and folded again moved by the block's delta (clipped) once its
 * rows are moved.
 */
export const moveLinesDownLiterally = (state: EditorState): { draft: Draft; moved: ReadonlyMap<number, P.Pos> } => {
  // Atom sorts the ranges with `b.compare(a)`: start descending, then end ascending.
  const ranges: Span[] = state.selections.map(s => ({ start: s.start, end: s.end }))
    .sort((a, b) => P.compare(b.start, a.start) || P.compare(a.end, b.end))
  // consolidateSelections keeps the oldest selection before any text changes: the others neither merge with it nor touch folds.
  const oldest = selectionsInCreationOrder(state)[0]!
  let d: Draft = { ...draft(state), state: Object.freeze({ ...state, selections: Object.freeze([oldest]) }) }
  const moved: Span[] = []
  while (ranges.length > 0) {
    const first = ranges.shift()!
    const block: Moving = { start: first.start, end: first.end, members: [first] }
    // A selection ending on the row this block starts on joins it (Atom widens the block's start row).
    while (ranges.length > 0 && block.start.row === ranges[0]!.end.row) {
      const next = ranges.shift()!
      block.members.push(next)
      block.start = P.pos(next.start.row, block.start.column)
    }
    let endRow = block.end.row
    if (endRow > block.start.row && block.end.column === 0) endRow--
    const buf = d.state.buffer
    const rows = boundaries(d.state.folds, buf.getLastRow())
    const startRow = rows.preceding(block.start.row)
    const linesEnd = rows.following(endRow + 1)
    const linesRange = { start: P.pos(startRow, 0), end: P.pos(linesEnd, 0) }
    const followingRow = Math.min(buf.getLineCount(), rows.following(linesEnd + 1))
    const delta = followingRow - linesRange.end.row
    const refold = d.state.folds.filter(f => meets(f, startRow, linesEnd))
    if (refold.length > 0) d = { ...d, state: F.removeFolds(d.state, refold) }
    let lines = buf.getTextInRange(buf.clipRange(linesRange))
    if (followingRow - 1 === buf.getLastRow()) lines = '\n' + lines
    const at = buf.clampPosition(P.pos(followingRow, 0))
    d = applyBatch(d, [{ start: at, end: at, text: lines }])
    const del = d.state.buffer.clipRange(linesRange)
    d = applyBatch(d, [{ start: del.start, end: del.end, text: '' }])
    for (const f of refold) d = { ...d, state: F.addFold(d.state, { start: P.pos(f.start.row + delta, f.start.column), end: P.pos(f.end.row + delta, f.end.column) }) }
    // Atom widens the first range in place: it moves as the whole block's range, its start column kept.
    block.members[0] = { start: block.start, end: block.end }
    for (const m of block.members) moved.push({ start: P.pos(m.start.row + delta, m.start.column), end: P.pos(m.end.row + delta, m.end.column) })
  }
  const buffer = d.state.buffer
  const clipped = moved.map(r => buffer.clipRange(r))
  // setSelectedBufferRanges hands out the ranges in this order, starting with the selection kept.
  const current = d.state.selections.find(s => s.id === oldest.id) ?? oldest
  const { selections, nextId } = reassignRanges([current], clipped, d.state.nextId)
  return { draft: { ...d, state: Object.freeze({ ...d.state, nextId, selections: Object.freeze(selections) }) }, moved: new Map([[current.id, head(current)]]) }
}
