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
import type { EditorState } from '../state/editor-state.js'
import * as P from '../values/pos.js'
import type { Span } from '../values/pos.js'
import { applyBatch, draft, type Draft } from './batch.js'
import { reassignRanges } from './reassign.js'
import { selectionsInCreationOrder } from '../state/editor-state.js'

interface Moving {
  start: P.Pos
  readonly end: P.Pos
  readonly members: Span[]
}

/** The draft after Atom's moveLineDown of every selection (no folds), before auto-indentation. */
export const moveLinesDownLiterally = (state: EditorState): Draft => {
  // Atom sorts the ranges with `b.compare(a)`: start descending, then end ascending.
  const ranges: Span[] = state.selections.map(s => ({ start: s.start, end: s.end }))
    .sort((a, b) => P.compare(b.start, a.start) || P.compare(a.end, b.end))
  let d = draft(state)
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
    const linesRange = { start: P.pos(block.start.row, 0), end: P.pos(endRow + 1, 0) }
    const followingRow = Math.min(buf.getLineCount(), endRow + 2)
    const delta = followingRow - linesRange.end.row
    let lines = buf.getTextInRange(buf.clipRange(linesRange))
    if (followingRow - 1 === buf.getLastRow()) lines = '\n' + lines
    const at = buf.clampPosition(P.pos(followingRow, 0))
    d = applyBatch(d, [{ start: at, end: at, text: lines }])
    const del = d.state.buffer.clipRange(linesRange)
    d = applyBatch(d, [{ start: del.start, end: del.end, text: '' }])
    // Atom widens the first range in place: it moves as the whole block's range, its start column kept.
    block.members[0] = { start: block.start, end: block.end }
    for (const m of block.members) moved.push({ start: P.pos(m.start.row + delta, m.start.column), end: P.pos(m.end.row + delta, m.end.column) })
  }
  const buffer = d.state.buffer
  const clipped = moved.map(r => buffer.clipRange(r))
  // consolidateSelections keeps the oldest; setSelectedBufferRanges hands out the ranges in this order.
  const oldest = selectionsInCreationOrder(state)[0]!
  const current = d.state.selections.find(s => s.id === oldest.id) ?? oldest
  const { selections, nextId } = reassignRanges([current], clipped, d.state.nextId)
  return { ...d, state: Object.freeze({ ...d.state, nextId, selections: Object.freeze(selections) }) }
}
