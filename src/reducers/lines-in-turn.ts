/**
 * The row and case commands Atom runs through `mutateSelectedText` (indent,
 * indentSelectedRows, outdentSelectedRows, autoIndentSelectedRows,
 * toggleLineComments, joinLines, upperCase, lowerCase): over unmerged
 * selections they run the selection's own method on each selection in
 * buffer order, without merging first, so two identical cursors indent their
 * row twice (or toggle its comment twice) and a selection covering a
 * cursor's row indents it again; the others move through each change like
 * markers, the redo snapshot is taken before the merge, and the merge keeps
 * the first in buffer order with its own orientation. Disjoint selections
 * take each handler's one batch.
 */
import type { Action } from '../actions/index.js'
import type { EditorState } from '../state/editor-state.js'

/** The commands that work on unmerged selections one after another (see `applyInTurn`). */
const LINES_IN_TURN: ReadonlySet<string> = new Set([
  'edit/indent', 'edit/indentSelectedRows', 'edit/outdentSelectedRows', 'edit/autoIndentSelectedRows', 'edit/toggleLineComments', 'edit/joinLines', 'lines/upperCase', 'lines/lowerCase',
])

/** Whether `action` on `state` is one of those commands, editor-level, over unmerged selections. */
export const linesInTurn = (state: EditorState, action: Action): boolean =>
  state.mergeSuppressed === true && LINES_IN_TURN.has(action.type) && (action.payload as { target?: number } | undefined)?.target === undefined
