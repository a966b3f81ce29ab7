/**
 * Atom's default key bindings (its Linux and Windows keymap; on macOS the
 * Command key stands for Ctrl) for the editor commands caretaker
 * implements, each as the serializable action it dispatches. Copy, cut and
 * paste go through the browser's clipboard events instead (see `view.ts`).
 *
 * Three bindings are the playground's own, each named by what it runs:
 * `ctrl-d` selects the words at the cursors (Atom's `find-and-replace`
 * package uses it for select-next), `ctrl-alt-l` splits selections into
 * lines, and `ctrl-alt-[` folds the selected lines (Atom folds the current
 * row's language fold there, which needs fold ranges caretaker's modes do
 * not compute).
 */
import { actions as A, type Action, type EditorState } from 'caretaker'

/** What a key does: the actions to dispatch for the current state. */
export type Command = (state: EditorState) => Action[]

const one = (action: Action): Command => () => [action]

/** Key names as `ctrl-alt-shift-key` (lower case), Atom's notation. */
export const KEYMAP: Readonly<Record<string, readonly [string, Command]>> = {
  left: ['core:move-left', one(A.moveLeft())],
  right: ['core:move-right', one(A.moveRight())],
  up: ['core:move-up', one(A.moveUp())],
  down: ['core:move-down', one(A.moveDown())],
  'shift-left': ['core:select-left', one(A.selectLeft())],
  'shift-right': ['core:select-right', one(A.selectRight())],
  'shift-up': ['core:select-up', one(A.selectUp())],
  'shift-down': ['core:select-down', one(A.selectDown())],
  'ctrl-left': ['editor:move-to-beginning-of-word', one(A.moveToBeginningOfWord())],
  'ctrl-right': ['editor:move-to-end-of-word', one(A.moveToEndOfWord())],
  'ctrl-shift-left': ['editor:select-to-beginning-of-word', one(A.selectToBeginningOfWord())],
  'ctrl-shift-right': ['editor:select-to-end-of-word', one(A.selectToEndOfWord())],
  'alt-left': ['editor:move-to-previous-subword-boundary', one(A.moveToPreviousSubwordBoundary())],
  'alt-right': ['editor:move-to-next-subword-boundary', one(A.moveToNextSubwordBoundary())],
  'alt-shift-left': ['editor:select-to-previous-subword-boundary', one(A.selectToPreviousSubwordBoundary())],
  'alt-shift-right': ['editor:select-to-next-subword-boundary', one(A.selectToNextSubwordBoundary())],
  home: ['editor:move-to-first-character-of-line', one(A.moveToFirstCharacterOfLine())],
  end: ['editor:move-to-end-of-screen-line', one(A.moveToEndOfScreenLine())],
  'shift-home': ['editor:select-to-first-character-of-line', one(A.selectToFirstCharacterOfLine())],
  'shift-end': ['editor:select-to-end-of-line', one(A.selectToEndOfLine())],
  'ctrl-home': ['core:move-to-top', one(A.moveToTop())],
  'ctrl-end': ['core:move-to-bottom', one(A.moveToBottom())],
  'ctrl-shift-home': ['core:select-to-top', one(A.selectToTop())],
  'ctrl-shift-end': ['core:select-to-bottom', one(A.selectToBottom())],
  'ctrl-a': ['core:select-all', one(A.selectAll())],
  'alt-shift-up': ['editor:add-selection-above', one(A.addSelectionAbove())],
  'alt-shift-down': ['editor:add-selection-below', one(A.addSelectionBelow())],
  'ctrl-alt-l': ['editor:split-selections-into-lines', one(A.splitSelectionsIntoLines())],
  'ctrl-l': ['editor:select-line', one(A.selectLinesContainingCursors())],
  'ctrl-d': ['editor:select-word', one(A.selectWordsContainingCursors())],
  'ctrl-j': ['editor:join-lines', one(A.joinLines())],
  'ctrl-up': ['editor:move-line-up', one(A.moveLineUp())],
  'ctrl-down': ['editor:move-line-down', one(A.moveLineDown())],
  'ctrl-shift-d': ['editor:duplicate-lines', one(A.duplicateLines())],
  'ctrl-shift-k': ['editor:delete-line', one(A.deleteLine())],
  'ctrl-alt-f': ['editor:fold-selection', one(A.foldSelection())],
  'ctrl-alt-[': ['editor:fold-selected-lines', one(A.foldSelectedLines())],
  'ctrl-alt-]': ['editor:unfold-current-row', state => [...new Set(state.selections.map(s => s.start.row))].map(row => A.unfoldBufferRow({ row }))],
  'ctrl-alt-}': ['editor:unfold-all', one(A.unfoldAll())],
  'ctrl-/': ['editor:toggle-line-comments', one(A.toggleLineComments())],
  'ctrl-z': ['core:undo', one(A.undo())],
  'ctrl-shift-z': ['core:redo', one(A.redo())],
  'ctrl-y': ['core:redo', one(A.redo())],
  backspace: ['core:backspace', one(A.backspace())],
  delete: ['core:delete', one(A.deleteForward())],
  'ctrl-backspace': ['editor:delete-to-beginning-of-word', one(A.deleteToBeginningOfWord())],
  'ctrl-delete': ['editor:delete-to-end-of-word', one(A.deleteToEndOfWord())],
  'alt-backspace': ['editor:delete-to-beginning-of-subword', one(A.deleteToBeginningOfSubword())],
  'alt-delete': ['editor:delete-to-end-of-subword', one(A.deleteToEndOfSubword())],
  enter: ['editor:newline', one(A.insertText({ text: '\n', autoIndentNewline: true }))],
  'ctrl-enter': ['editor:newline-below', one(A.insertNewlineBelow())],
  'ctrl-shift-enter': ['editor:newline-above', one(A.insertNewlineAbove())],
  tab: ['editor:indent', one(A.indent())],
  'shift-tab': ['editor:outdent-selected-rows', one(A.outdentSelectedRows())],
  'ctrl-]': ['editor:indent-selected-rows', one(A.indentSelectedRows())],
  'ctrl-[': ['editor:outdent-selected-rows', one(A.outdentSelectedRows())],
  escape: ['editor:consolidate-selections', one(A.consolidateSelections())],
}

const KEY_NAMES: Readonly<Record<string, string>> = {
  ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down', Home: 'home', End: 'end',
  Backspace: 'backspace', Delete: 'delete', Enter: 'enter', Tab: 'tab', Escape: 'escape',
}

/** Atom's name of a key press (`ctrl-shift-left`), or undefined for a lone modifier. */
export const keystroke = (e: KeyboardEvent): string | undefined => {
  if (['Control', 'Shift', 'Alt', 'Meta'].includes(e.key)) return undefined
  let key = KEY_NAMES[e.key] ?? e.key.toLowerCase()
  // Shifted punctuation arrives as its shifted character: keep Atom's `ctrl-alt-}` style.
  const shifted = e.shiftKey && e.key.length === 1 && e.key.toLowerCase() === e.key.toUpperCase()
  if (e.code === 'BracketRight' && e.shiftKey) key = '}'
  const parts: string[] = []
  if (e.ctrlKey || e.metaKey) parts.push('ctrl')
  if (e.altKey) parts.push('alt')
  if (e.shiftKey && !shifted) parts.push('shift')
  parts.push(key)
  return parts.join('-')
}

/** The command of a key press, if any. */
export const commandFor = (e: KeyboardEvent): readonly [string, Command] | undefined => {
  const k = keystroke(e)
  return k === undefined ? undefined : KEYMAP[k]
}
