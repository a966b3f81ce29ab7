/**
 * Reducers for the fold actions. Folds are records in `state.folds`; the
 * display map reads them, and the event diff reports the cursors they move
 * on screen.
 */
import type { FoldAction } from '../actions/fold.js'
import * as F from '../display/folds.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { selectionsInCreationOrder } from '../state/editor-state.js'
import * as P from '../values/pos.js'
import type { Handlers } from './core.js'
import { updateSelections } from './core.js'
import { moveTo } from './steps.js'
import { withMerged } from '../state/selections.js'
import { foldRowReducers, unfoldRow } from './fold-rows.js'

/**
 * Atom's `Selection::fold` on the targeted selections, in creation order:
 * fold each non-empty selection's exact range, then put its cursor at the
 * range's end (collapsing it). Empty selections are left alone.
 */
const foldSelections = (state: EditorState, target: number | undefined): EditorState => {
  const folded: SelectionRecord[] = selectionsInCreationOrder(state).filter(
    s => (target === undefined || s.id === target) && !P.equals(s.start, s.end),
  )
  if (folded.length === 0) return state
  let withFolds = folded.reduce((st, s) => F.addFold(st, s), state)
  // Atom merges intersecting selections as the new fold changes the screen, before the cursors move;
  // a selection that absorbed a folded one moves to that fold's end.
  if (withFolds.mergeSuppressed && foldsRedrawn(state, withFolds)) withFolds = withMerged(withFolds, withFolds.selections)
  const ids = new Set(folded.map(s => s.id))
  const absorbed = (s: SelectionRecord) => folded.find(f => P.compare(s.start, f.start) <= 0 && P.compare(f.end, s.end) <= 0)
  return updateSelections(withFolds, undefined, s => {
    const end = ids.has(s.id) ? s.end : absorbed(s)?.end
    return end ? moveTo(s, { head: end, goalColumn: null }, withFolds) : s
  })
}

/** One handler per fold action. */
export const foldReducers: Handlers<FoldAction> = {
  'fold/foldBufferRange': (state, { payload: { range } }) => F.addFold(state, range),
  'fold/foldBufferRowRange': (state, { payload: { startRow, endRow } }) =>
    F.addFold(state, { start: P.pos(startRow, Infinity), end: P.pos(endRow, Infinity) }),
  'fold/unfoldBufferRow': (state, { payload: { row } }) => unfoldRow(state, row),
  'fold/unfoldAll': state => F.removeFolds(state, state.folds),
  'fold/destroyFoldsIntersectingBufferRange': (state, { payload: { range } }) =>
    F.removeFolds(state, F.foldsIntersecting(state.folds, state.buffer.clipRange(P.span(range.start, range.end)))),
  'fold/destroyFoldsContainingBufferPositions': (state, { payload: { positions, excludeEndpoints = false } }) =>
    F.removeFolds(state, F.foldsContaining(state.folds, positions.map(p => state.buffer.clampPosition(p)), excludeEndpoints)),
  'fold/destroyFold': (state, { payload: { id } }) => F.removeFolds(state, state.folds.filter(f => f.id === id)),
  'fold/foldSelectedLines': state => foldSelections(state, undefined),
  'fold/foldSelection': (state, { payload: { target } }) => foldSelections(state, target),
  ...foldRowReducers,
}

/**
 * Whether a fold action changed what the screen shows the way Atom's display
 * layer reports it (after which Atom's editor merges intersecting
 * selections): some fold was destroyed, or a fold was created that no fold
 * before it contained. A fold inside an existing one, or no change at all,
 * reports nothing.
 */
export const foldsRedrawn = (from: EditorState, next: EditorState): boolean => {
  if (next.folds === from.folds) return false
  const before = new Set(from.folds)
  const after = new Set(next.folds)
  if (from.folds.some(f => !after.has(f))) return true
  return next.folds.some(f => !before.has(f) && !from.folds.some(g => P.compare(g.start, f.start) <= 0 && P.compare(f.end, g.end) <= 0))
}
