/**
 * Atom's `duplicateLines` step by step, for selections left unmerged (or a
 * few selections over folds): Atom does not merge first. It walks the
 * selections from the last in buffer order; an empty one takes its screen
 * row's rows, a non-empty one its own; a selection above whose rows end on
 * the row the block starts on joins the block. The block's text goes in
 * below it (one buffer change); every other selection moves through it like
 * a marker (one ending at the insertion point takes it in, so a later block
 * reads its rows after the earlier insertions); the block's selections are
 * then set to their ranges (read when the walk reached them) moved down by
 * the inserted rows, which destroys the folds strictly containing their
 * ends; and the folds that touched the block are folded again on the copy,
 * where they still exist. The selections merge at the end (of the outermost
 * transaction).
 */
import * as F from '../display/folds.js'
import * as S from '../display/screen.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { isEmpty } from '../state/editor-state.js'
import { withMerged } from '../state/selections.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { applyBatch, commit, type CommitOptions, type Draft } from './batch.js'
import { withUnmerged } from './core.js'
import { moved, textOf, translateSpan } from './line-moves.js'
import { bufferRowRange } from './rows.js'

/**
 * The rows of an empty selection's duplicateLines: Atom selects its screen
 * row up to the start of the next one (clipped to the buffer's end), and
 * takes that range's rows (an end at column 0 leaves its row out). A fold
 * gives its rows; a soft-wrapped segment only the rows it reaches.
 */
export const screenRowRows = (state: EditorState, at: Pos): [number, number] => {
  if (state.folds.length === 0 && !state.config.softWrapped) return [at.row, at.row]
  const row = S.screenPositionForBufferPosition(state, at).row
  const start = S.bufferPositionForScreenPosition(state, P.pos(row, 0))
  const end = row < S.getLastScreenRow(state) ? S.bufferPositionForScreenPosition(state, P.pos(row + 1, 0)) : state.buffer.getEndPosition()
  return [start.row, end.column === 0 ? Math.max(start.row, end.row - 1) : end.row]
}

const spanOf = (s: SelectionRecord): Span => ({ start: s.start, end: s.end })

/** Atom's `duplicateLines` over `state`'s selections as they stand (one undo entry, merged at the end). */
export const duplicateLinesLiterally = (state: EditorState, p: CommitOptions): EditorState => {
  const order = state.selections.map(s => s.id)
  // The merge waits for the end of the command, as Atom's display layer reports when its transaction ends.
  let d: Draft = { start: state, state: Object.freeze({ ...state, mergeDeferred: true as const }), steps: null }
  const current = (id: number): SelectionRecord => d.state.selections.find(s => s.id === id)!
  for (let i = order.length - 1; i >= 0; i--) {
    const last = current(order[i]!)
    const ranges = new Map<number, Span>([[last.id, spanOf(last)]])
    let [first, end] = isEmpty(last) ? screenRowRows(d.state, last.start) : bufferRowRange(last)
    end++
    for (; i > 0; i--) {
      const above = current(order[i - 1]!)
      const [a, b] = bufferRowRange(above)
      if (b !== first) break
      first = a
      ranges.set(above.id, spanOf(above))
    }
    const buf = d.state.buffer
    const from = P.pos(first, 0)
    const to = buf.clampPosition(P.pos(end, 0))
    const touching = F.foldsIntersecting(d.state.folds, { start: from, end: to })
    const text = (end > buf.getLastRow() ? '\n' : '') + textOf(d.state, from, to)
    const rows = end - first
    d = applyBatch(d, [{ start: to, end: to, text }], (_mapped, buffer) => {
      const out = new Map<number, SelectionRecord>()
      for (const [id, r] of ranges) {
        const t = translateSpan(r, rows)
        out.set(id, moved(current(id), { start: buffer.clampPosition(t.start), end: buffer.clampPosition(t.end) }))
      }
      return out
    })
    // Each selection's setBufferRange destroys the folds strictly containing its ends.
    let s = d.state
    for (const id of ranges.keys()) {
      const r = s.selections.find(x => x.id === id)!
      s = F.unfoldAt(s, [r.start, r.end])
    }
    // The folds that touched the block, where they are after the insertion, folded again on the copy.
    for (const f of touching) {
      const now = s.folds.find(x => x.id === f.id)
      if (now) s = F.addFold(s, translateSpan(now, rows))
    }
    d = { ...d, state: s }
  }
  const { mergeDeferred: _, ...rest } = d.state
  // Inside a transaction the display layer reports (and the selections merge) when the outermost one ends.
  if (state.history.openTransactions) return commit({ ...d, state: withUnmerged(Object.freeze(rest), rest.selections) }, p)
  const merged = withMerged(Object.freeze(rest), rest.selections)
  // Atom snapshots the selections for redo at the end of its transaction, before they merge.
  return commit({ ...d, state: merged, ...(merged.selections.length < rest.selections.length ? { unmerged: rest.selections } : {}) }, p)
}
