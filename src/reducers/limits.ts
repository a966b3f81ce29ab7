/**
 * The document size limit. An action that could make the text longer than
 * `config.maxDocumentLength` UTF-16 code units is refused before anything
 * changes: `reduce` returns the state as it was, `reduceUnknown` reports it,
 * and the editor's methods throw a `RangeError`. Without it, one paste of a
 * megabyte at ten thousand cursors builds a 10 GB document whose undo
 * exhausts the heap and aborts the process.
 *
 * The bound is an upper estimate computed before the edit, in time linear in
 * the selections: the buffer's length, plus the text inserted at each
 * targeted selection, minus the selected text it replaces (duplicated rows,
 * indentation added to every selected row, and case changes that can grow a
 * text are counted the same way).
 */
import type { Action } from '../actions/index.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import type { TextBuffer } from '../buffer/text-buffer.js'

/** The selections an action applies to: `target` alone, or all of them. */
const targeted = (state: EditorState, target: number | undefined): readonly SelectionRecord[] =>
  target === undefined ? state.selections : state.selections.filter(s => s.id === target)

const selectedLength = (buffer: TextBuffer, list: readonly SelectionRecord[]): number => {
  let n = 0
  for (const s of list) n += buffer.characterIndexForPosition(s.end) - buffer.characterIndexForPosition(s.start)
  return n
}

const rowsLength = (buffer: TextBuffer, list: readonly SelectionRecord[]): number => {
  let n = 0
  for (const s of list) {
    const from = buffer.characterIndexForPosition({ row: s.start.row, column: 0 })
    const to = s.end.row >= buffer.getLastRow() ? buffer.getLength() : buffer.characterIndexForPosition({ row: s.end.row + 1, column: 0 })
    n += to - from + 1
  }
  return n
}

const rowCount = (list: readonly SelectionRecord[]): number => {
  let n = 0
  for (const s of list) n += s.end.row - s.start.row + 1
  return n
}

/** The clipboard text each of `count` selections pastes, summed. */
const pasted = (clipboard: { text: string; metadata?: { selections?: readonly { text: string }[] } }, count: number): number => {
  const parts = clipboard.metadata?.selections
  if (parts !== undefined && parts.length === count) return parts.reduce((n, p) => n + p.text.length, 0)
  return clipboard.text.length * count
}

/** At most how long the text can be after `action`, or 0 when the action cannot lengthen it much. */
const lengthAfter = (state: EditorState, action: Action, max: number): number => {
  const { buffer } = state
  const length = buffer.getLength()
  switch (action.type) {
    case 'editor/setText':
      return action.payload.text.length
    case 'edit/setTextInRange':
      return length + action.payload.text.length
    case 'edit/insertText': {
      const list = targeted(state, action.payload.target)
      const bound = length + action.payload.text.length * list.length
      // The replaced text is measured only when the cheap bound is over the limit.
      return bound <= max ? bound : bound - selectedLength(buffer, list)
    }
    case 'clipboard/pasteText': {
      const list = targeted(state, action.payload.target)
      const bound = length + pasted(action.payload.clipboard, list.length)
      return bound <= max ? bound : bound - selectedLength(buffer, list)
    }
    case 'lines/duplicateLines':
      // Rows are duplicated at most once each, so the text at most doubles (plus a line ending).
      return 2 * length + 1 <= max ? 0 : length + rowsLength(buffer, targeted(state, action.payload.target))
    case 'lines/upperCase':
    case 'lines/lowerCase':
      // A case change can grow a text (ß → SS, ŉ → ʼN): counted as doubling the selected text.
      return 2 * length <= max ? 0 : length + selectedLength(buffer, targeted(state, action.payload.target))
    case 'edit/indent':
    case 'edit/indentSelectedRows':
      return length + rowCount(targeted(state, action.payload.target)) * state.config.tabLength
    default:
      return 0
  }
}

/** Why the state refuses `action` (the text would outgrow `config.maxDocumentLength`), or undefined. */
export const refusal = (state: EditorState, action: Action): string | undefined => {
  const max = state.config.maxDocumentLength
  const after = lengthAfter(state, action, max)
  return after > max
    ? `${action.type} refused: the text would reach ${after} characters, more than maxDocumentLength (${max})`
    : undefined
}
