/**
 * Atom's editor left with no selection (see `EditorState.unselected`).
 */
import type { SingleAction } from '../actions/index.js'
import type { EditorState } from '../state/editor-state.js'

/** Actions that add a selection or cursor through the selections marker layer, without asking the editor for its selections first. */
const ADDING: ReadonlySet<string> = new Set([
  'editor/addCursorAtBufferPosition',
  'editor/addCursorAtScreenPosition',
  'editor/addSelectionForBufferRange',
  'editor/addSelectionForScreenRange',
])

/**
 * The state an action starts from when Atom's editor holds no selection:
 * adding a selection or cursor adds it to none (the cursor standing in for
 * the one Atom creates when asked goes); any other action asks Atom's
 * editor for its selections first, which creates that cursor (it stays).
 */
export const selecting = (state: EditorState, action: SingleAction): EditorState => {
  const { unselected: _, ...rest } = state
  return Object.freeze(ADDING.has(action.type) ? { ...rest, selections: Object.freeze([]) } : rest)
}
