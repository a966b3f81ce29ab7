/**
 * Reducers for the fold actions. Folds are records in `state.folds`; the
 * display map reads them, and the event diff reports the cursors they move
 * on screen.
 */
import type { FoldAction } from '../actions/fold.js'
import * as F from '../display/folds.js'
import type { EditorState } from '../state/editor-state.js'
import { selectionsInCreationOrder } from '../state/editor-state.js'
import * as P from '../values/pos.js'
import type { Handler, Handlers } from './core.js'
import { updateSelections } from './core.js'
import { moveTo } from './steps.js'
import { mergedOnScreenChange } from './redrawn.js'
import { foldRowReducers, rangesToFold, refold, unfoldRow } from './fold-rows.js'

/**
 * Atom's `Selection::fold` on the targeted selections, walking the live list
 * in creation order as `foldSelectedLines` does: each non-empty selection's
 * exact range is folded (a fold that changes the screen merges intersecting
 * selections at once), then the selection's cursor goes to the range's end,
 * collapsing it. A selection merged into an earlier one by its own fold
 * leaves the list: its cursor move does nothing, and the selection after it
 * in the list is skipped. Empty selections are left alone; nothing merges
 * after the cursor moves.
 */
const foldSelections = (state: EditorState, target: number | undefined): EditorState => {
  let st = state
  let live = selectionsInCreationOrder(st)
  for (let i = 0; i < live.length; i++) {
    const s = live[i]!
    if ((target !== undefined && s.id !== target) || P.equals(s.start, s.end)) continue
    const range = P.span(s.start, s.end)
    let next = mergedOnRedraw(st, F.addFold(st, range))
    if (next.selections.some(x => x.id === s.id)) next = updateSelections(next, s.id, x => moveTo(x, { head: range.end, goalColumn: null }, next))
    st = next
    live = selectionsInCreationOrder(st)
  }
  return st
}

/** `next`, its selections merged when they intersect and the fold change from `state` redrew the screen (Atom's display layer reports it). */
const mergedOnRedraw = (state: EditorState, next: EditorState): EditorState =>
  (next.mergeSuppressed || next.history.openTransactions !== undefined) && foldsRedrawn(state, next) ? mergedOnScreenChange(next) : next

/** A fold handler followed by the merge its screen change brings. */
const merging = <A>(handler: Handler<A>): Handler<A> => (state, action) => mergedOnRedraw(state, handler(state, action))

const rowReducers = Object.fromEntries(
  Object.entries(foldRowReducers).map(([type, handler]) => [type, merging(handler as Handler<FoldAction>)]),
) as unknown as typeof foldRowReducers

/** One handler per fold action. */
export const foldReducers: Handlers<FoldAction> = {
  'fold/foldBufferRange': merging((state, { payload: { range } }) => F.addFold(state, range)),
  'fold/foldBufferRowRange': merging((state, { payload: { startRow, endRow } }) =>
    F.addFold(state, { start: P.pos(startRow, Infinity), end: P.pos(endRow, Infinity) })),
  'fold/unfoldBufferRow': merging((state, { payload: { row } }) => unfoldRow(state, row)),
  'fold/unfoldAll': merging(state => F.removeFolds(state, state.folds)),
  'fold/destroyFoldsIntersectingBufferRange': merging((state, { payload: { range } }) =>
    F.removeFolds(state, F.foldsIntersecting(state.folds, state.buffer.clipRange(P.span(range.start, range.end))))),
  'fold/destroyFoldsContainingBufferPositions': merging((state, { payload: { positions, excludeEndpoints = false } }) =>
    F.removeFolds(state, F.foldsContaining(state.folds, positions.map(p => state.buffer.clampPosition(p)), excludeEndpoints))),
  'fold/destroyFold': merging((state, { payload: { id } }) => F.removeFolds(state, state.folds.filter(f => f.id === id))),
  'fold/foldSelectedLines': state => foldSelections(state, undefined),
  'fold/foldSelection': (state, { payload: { target } }) => foldSelections(state, target),
  // Each fold made (and the destruction of the old ones) redraws the screen and merges there and then.
  'fold/foldAll': state => refold(state, rangesToFold(state), mergedOnRedraw),
  'fold/foldAllAtIndentLevel': (state, { payload: { level } }) => refold(state, rangesToFold(state, level), mergedOnRedraw),
  ...rowReducers,
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
