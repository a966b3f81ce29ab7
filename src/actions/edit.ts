/**
 * Text-changing actions (`edit/<method>`).
 */
import * as t from 'io-ts'
import { action, creator, SpanCodec } from './action.js'

// ─── codecs ─────────────────────────────────────────────────────────────────

export const InsertText = action(
  'edit/insertText',
  { text: t.string },
  {
    select: t.boolean,
    autoIndent: t.boolean,
    autoIndentNewline: t.boolean,
    autoDecreaseIndent: t.boolean,
    preserveTrailingLineIndentation: t.boolean,
    normalizeLineEndings: t.boolean,
    undo: t.literal('skip'),
    bypassReadOnly: t.boolean,
    autoscroll: t.boolean,
  },
)

/** Atom's `TextBuffer::setTextInRange` (and `insert`, `delete`, `append`): selections move like markers. */
export const SetTextInRange = action(
  'edit/setTextInRange',
  { range: SpanCodec, text: t.string },
  { normalizeLineEndings: t.boolean, bypassReadOnly: t.boolean },
)

/** Every edit action. */
export const EditAction = t.union([InsertText, SetTextInRange])
export type EditAction = t.TypeOf<typeof EditAction>
type Of<T extends EditAction['type']> = Extract<EditAction, { type: T }>

// ─── creators ───────────────────────────────────────────────────────────────

export const insertText = creator<Of<'edit/insertText'>>('edit/insertText')
export const setTextInRange = creator<Of<'edit/setTextInRange'>>('edit/setTextInRange')
