/**
 * `TextEditor::insertText`: the insertion at every selection as one action,
 * with Atom's `will-insert-text` (cancellable) before and one
 * `did-insert-text` per selection, in buffer order, after. Typing at empty
 * cursors reads the inserted ranges off the new cursors; anything else plans
 * the insertion once to know them.
 */
import * as A from '../actions/index.js'
import { newRanges, planInsertText, typesAtEveryCursor } from '../reducers/edit.js'
import { toRange, type Range } from '../values/range.js'
import { checked, noOptions, refusedOrAction } from './args.js'
import { LAZY_MIN, lazyArray, typedRanges } from './editor-events.js'
import type { InsertTextOptions, TextEditor } from './text-editor.js'

/** Insert `text` at every selection of `editor`; the inserted ranges in buffer order, or false when a listener cancelled. */
export const insertText = (editor: TextEditor, text: string, options: InsertTextOptions & { groupUndo?: boolean }): Range[] | false => {
  if (editor.isReadOnly() && !options.bypassReadOnly) throw editor.readOnlyError()
  const { config } = editor.getState()
  let payload: Parameters<typeof A.insertText>[0]
  let action: A.Action
  // Bad arguments and the size limit throw before will-insert-text and before any planning. A string and no
  // options (the usual call, a keystroke) make an action well formed as built: only the size limit is checked.
  if (typeof text === 'string' && noOptions(options)) {
    payload = { text, autoIndentNewline: config.autoIndent, autoDecreaseIndent: config.autoIndent }
    action = refusedOrAction(editor.getState(), A.insertText(payload))
  } else {
    const { groupUndo, ...rest } = options
    payload = {
      text,
      autoIndentNewline: config.autoIndent,
      autoDecreaseIndent: config.autoIndent,
      ...rest,
      ...(groupUndo ? { groupingInterval: config.undoGroupingInterval, timestamp: Date.now() } : {}),
    }
    action = checked(editor.getState(), A.insertText(payload))
  }
  if (!editor.emitWillInsertText(text)) return false
  // A will-insert-text listener may have changed the state.
  const before = editor.getState()
  // Typing at empty cursors: each inserted range ends at its new cursor, so nothing is planned twice. The
  // texts are all `text` (no line break: nothing to indent), whichever way the ranges are read.
  if (typesAtEveryCursor(before, payload) && !/[\r\n]/.test(text)) {
    const planned = (): Range[] => newRanges(before, planInsertText(before, payload).replacements).map(toRange)
    const ranges = typedRanges(before, editor.dispatchBuilt(action), text, planned)
    editor.emitDidInsertText(() => ranges.map(range => ({ text, range })))
    return ranges
  }
  // The plan is a function of `before` and the payload alone: at many selections or over a long text (which
  // planning reads through again) it is made only when the ranges are read or a listener wants them.
  let plan: ReturnType<typeof planInsertText> | undefined
  const planned = () => (plan ??= planInsertText(before, payload))
  const build = (): Range[] => newRanges(before, planned().replacements).map(toRange)
  const ranges = before.selections.length >= LAZY_MIN || text.length >= LAZY_TEXT ? lazyArray(build) : build()
  editor.dispatchBuilt(action)
  editor.emitDidInsertText(() => planned().replacements.map((r, i) => ({ text: r.text, range: ranges[i]! })))
  return ranges
}

/** Texts this long are planned again only when their ranges are asked for. */
const LAZY_TEXT = 4096
