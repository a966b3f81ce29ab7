/**
 * Text-changing actions (`edit/<method>`). Without `target` an action applies
 * to every selection, in buffer order, as one undo step (Atom's
 * `mutateSelectedText`). `timestamp` and `groupingInterval` let undo group
 * edits made close together; the timestamp travels in the action so that
 * reducers never read a clock.
 */
import * as t from 'io-ts'
import { action, creator, Finite, Int, Interval, Level, optionsAction, SpanCodec } from './action.js'

// ─── codecs ─────────────────────────────────────────────────────────────────

/** Options every edit accepts. */
const common = { bypassReadOnly: t.boolean, timestamp: Finite, groupingInterval: Interval, undo: t.literal('skip') }

export const InsertText = action(
  'edit/insertText',
  { text: t.string },
  {
    ...common,
    select: t.boolean,
    autoIndent: t.boolean,
    autoIndentNewline: t.boolean,
    autoDecreaseIndent: t.boolean,
    preserveTrailingLineIndentation: t.boolean,
    normalizeLineEndings: t.boolean,
    indentBasis: Level,
    autoscroll: t.boolean,
  },
)

/** Atom's `TextBuffer::setTextInRange` (and `insert`, `delete`, `append`): selections move like markers. */
export const SetTextInRange = action('edit/setTextInRange', { range: SpanCodec, text: t.string }, { ...common, normalizeLineEndings: t.boolean })
export const Backspace = optionsAction('edit/backspace', common)
export const Delete = optionsAction('edit/delete', common)
export const DeleteToPreviousWordBoundary = optionsAction('edit/deleteToPreviousWordBoundary', common)
export const DeleteToNextWordBoundary = optionsAction('edit/deleteToNextWordBoundary', common)
export const DeleteToBeginningOfWord = optionsAction('edit/deleteToBeginningOfWord', common)
export const DeleteToEndOfWord = optionsAction('edit/deleteToEndOfWord', common)
export const DeleteToBeginningOfSubword = optionsAction('edit/deleteToBeginningOfSubword', common)
export const DeleteToEndOfSubword = optionsAction('edit/deleteToEndOfSubword', common)
export const DeleteToBeginningOfLine = optionsAction('edit/deleteToBeginningOfLine', common)
export const DeleteToEndOfLine = optionsAction('edit/deleteToEndOfLine', common)
export const DeleteSelectedText = optionsAction('edit/deleteSelectedText', common)
export const DeleteLine = optionsAction('edit/deleteLine', common)
export const JoinLines = optionsAction('edit/joinLines', common)
export const Indent = optionsAction('edit/indent', { ...common, autoIndent: t.boolean })
export const IndentSelectedRows = optionsAction('edit/indentSelectedRows', common)
export const OutdentSelectedRows = optionsAction('edit/outdentSelectedRows', common)
export const AutoIndentSelectedRows = optionsAction('edit/autoIndentSelectedRows', common)
export const ToggleLineComments = optionsAction('edit/toggleLineComments', common)
export const SetIndentationForBufferRow = action(
  'edit/setIndentationForBufferRow',
  { row: Int, level: Level },
  { ...common, preserveLeadingWhitespace: t.boolean },
)

/** Every edit action. */
export const EditAction = t.union([
  InsertText, SetTextInRange, Backspace, Delete, DeleteToPreviousWordBoundary, DeleteToNextWordBoundary,
  DeleteToBeginningOfWord, DeleteToEndOfWord, DeleteToBeginningOfSubword, DeleteToEndOfSubword,
  DeleteToBeginningOfLine, DeleteToEndOfLine, DeleteSelectedText, DeleteLine, JoinLines, Indent,
  IndentSelectedRows, OutdentSelectedRows, AutoIndentSelectedRows, ToggleLineComments, SetIndentationForBufferRow,
])
export type EditAction = t.TypeOf<typeof EditAction>
type Of<T extends EditAction['type']> = Extract<EditAction, { type: T }>

// ─── creators ───────────────────────────────────────────────────────────────

export const insertText = creator<Of<'edit/insertText'>>('edit/insertText')
export const setTextInRange = creator<Of<'edit/setTextInRange'>>('edit/setTextInRange')
export const backspace = creator<Of<'edit/backspace'>>('edit/backspace')
/** Atom's `delete` (a reserved word in JavaScript, hence the name). */
export const deleteForward = creator<Of<'edit/delete'>>('edit/delete')
export const deleteToPreviousWordBoundary = creator<Of<'edit/deleteToPreviousWordBoundary'>>('edit/deleteToPreviousWordBoundary')
export const deleteToNextWordBoundary = creator<Of<'edit/deleteToNextWordBoundary'>>('edit/deleteToNextWordBoundary')
export const deleteToBeginningOfWord = creator<Of<'edit/deleteToBeginningOfWord'>>('edit/deleteToBeginningOfWord')
export const deleteToEndOfWord = creator<Of<'edit/deleteToEndOfWord'>>('edit/deleteToEndOfWord')
export const deleteToBeginningOfSubword = creator<Of<'edit/deleteToBeginningOfSubword'>>('edit/deleteToBeginningOfSubword')
export const deleteToEndOfSubword = creator<Of<'edit/deleteToEndOfSubword'>>('edit/deleteToEndOfSubword')
export const deleteToBeginningOfLine = creator<Of<'edit/deleteToBeginningOfLine'>>('edit/deleteToBeginningOfLine')
export const deleteToEndOfLine = creator<Of<'edit/deleteToEndOfLine'>>('edit/deleteToEndOfLine')
export const deleteSelectedText = creator<Of<'edit/deleteSelectedText'>>('edit/deleteSelectedText')
export const deleteLine = creator<Of<'edit/deleteLine'>>('edit/deleteLine')
export const joinLines = creator<Of<'edit/joinLines'>>('edit/joinLines')
export const indent = creator<Of<'edit/indent'>>('edit/indent')
export const indentSelectedRows = creator<Of<'edit/indentSelectedRows'>>('edit/indentSelectedRows')
export const outdentSelectedRows = creator<Of<'edit/outdentSelectedRows'>>('edit/outdentSelectedRows')
export const autoIndentSelectedRows = creator<Of<'edit/autoIndentSelectedRows'>>('edit/autoIndentSelectedRows')
export const toggleLineComments = creator<Of<'edit/toggleLineComments'>>('edit/toggleLineComments')
export const setIndentationForBufferRow = creator<Of<'edit/setIndentationForBufferRow'>>('edit/setIndentationForBufferRow')
