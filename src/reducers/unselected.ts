/**
 * Atom's editor left with no selection (see `EditorState.unselected`).
 */
import type { SingleAction } from '../actions/index.js'
import type { EditorState } from '../state/editor-state.js'

/** Actions that add selections through the selections marker layer without asking the editor for its selections first. */
const ADDING: ReadonlySet<string> = new Set([
  'editor/addCursorAtBufferPosition',
  'editor/addCursorAtScreenPosition',
  'editor/addSelectionForBufferRange',
  'editor/addSelectionForScreenRange',
])

/**
 * Actions of Atom's buffer that never ask the editor for its selections: a
 * transaction opening or closing (its snapshot holds none) and a revert
 * (which revives the snapshot's selections into none).
 */
const NOT_ASKING: ReadonlySet<string> = new Set(['history/createCheckpoint', 'history/groupChangesSinceCheckpoint', 'history/revertToCheckpoint'])

/**
 * The state an action starts from when Atom's editor holds no selection:
 * adding a selection or cursor starts from none (the cursor standing in for
 * the one Atom creates when asked goes); the buffer's transaction actions
 * take the state as it is; any other action asks Atom's editor for its
 * selections first, which creates that cursor (it stays).
 */
export const selecting = (state: EditorState, action: SingleAction): EditorState => {
  if (NOT_ASKING.has(action.type)) return state
  const { unselected: _, ...rest } = state
  return Object.freeze(ADDING.has(action.type) ? { ...rest, selections: Object.freeze([]) } : rest)
}

/** Outside a transaction, whatever observes Atom's editor (its views) asks for its selections at once: the cursor at the start is made. */
export const askedOutside = (state: EditorState): EditorState => {
  if (!state.unselected || state.history.openTransactions) return state
  const { unselected: _, ...rest } = state
  return Object.freeze(rest)
}
