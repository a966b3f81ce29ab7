/**
 * The merge a screen change brings. Atom's editor merges intersecting
 * selections when its display layer reports a change; inside a transaction
 * the display layer holds its reports until the outermost transaction ends,
 * so the merge waits until then (`History.redrawn`).
 */
import type { EditorState } from '../state/editor-state.js'
import { withMerged } from '../state/selections.js'

/** `state` (whose screen just changed) with its intersecting selections merged, or the merge left for the end of the open transaction. */
export const mergedOnScreenChange = (state: EditorState): EditorState => {
  if (state.history.openTransactions === undefined) return state.mergeSuppressed ? withMerged(state, state.selections) : state
  // Whatever the selections are now, the merge comes when the report does.
  return state.history.redrawn ? state : Object.freeze({ ...state, history: Object.freeze({ ...state.history, redrawn: true as const }) })
}
