/**
 * Clipboard actions (`clipboard/<method>`, reference §2.1 "Clipboard" and
 * §4.4). Reducers never touch a real clipboard: a copy leaves a
 * `clipboardWrite` effect in `state.effects`, and an action that reads the
 * clipboard (a paste, or a copy that appends with `maintainClipboard`)
 * carries its contents in `clipboard`. Without `target` an action applies to
 * every selection in buffer order, as one undo step; after the first
 * selection each one appends to the clipboard (Atom's `maintainClipboard`
 * chaining in the editor-level commands).
 */
import * as t from 'io-ts'
import { creator, Finite, Interval, Level, optionsAction, action, strict } from './action.js'

// ─── codecs ─────────────────────────────────────────────────────────────────

/** The clipboard's contents as the host read them: text, and Atom's metadata (`indentBasis`, `fullLine`, `selections`) if any. */
/** One selection's part in Atom's clipboard metadata. */
const ClipboardPart = t.intersection([t.type({ text: t.string }), t.partial({ indentBasis: Level, fullLine: t.boolean })], 'ClipboardPart')

/**
 * Atom's clipboard metadata: the keys the paste reads are checked
 * (`indentBasis`, `fullLine`, `selections`); other keys, which packages may
 * add, pass as they are.
 */
const ClipboardMetadata = t.intersection(
  [t.UnknownRecord, t.partial({ indentBasis: Level, fullLine: t.boolean, selections: t.array(ClipboardPart) })],
  'ClipboardMetadata',
)

export const ClipboardContents = strict('ClipboardContents', { text: t.string }, { metadata: ClipboardMetadata })
export type ClipboardContents = t.TypeOf<typeof ClipboardContents>

/** Options every text-changing clipboard action accepts. */
const common = { bypassReadOnly: t.boolean, timestamp: Finite, groupingInterval: Interval, undo: t.literal('skip') }
/** How a copy starts: append to `clipboard` (`maintainClipboard`) or replace it. */
const maintain = { maintainClipboard: t.boolean, clipboard: ClipboardContents }

/** Atom's `Selection::copy(maintainClipboard, fullLine)`: copy non-empty selections. */
export const Copy = optionsAction('clipboard/copy', { ...maintain, fullLine: t.boolean })
/** Atom's `Selection::cut(maintainClipboard, fullLine, bypassReadOnly)`: copy, then `delete` (an empty selection deletes the next character). */
export const Cut = optionsAction('clipboard/cut', { ...common, ...maintain, fullLine: t.boolean })
/** Atom's `cutToEndOfLine`: an empty selection first extends to the end of its screen line. */
export const CutToEndOfLine = optionsAction('clipboard/cutToEndOfLine', { ...common, ...maintain })
/** Atom's `cutToEndOfBufferLine`: an empty selection first extends to the end of its buffer line. */
export const CutToEndOfBufferLine = optionsAction('clipboard/cutToEndOfBufferLine', { ...common, ...maintain })
/** Atom's `TextEditor::copySelectedText`: an empty selection copies its whole line, marked `fullLine`. */
export const CopySelectedText = optionsAction('clipboard/copySelectedText', { clipboard: ClipboardContents })
/** Atom's `TextEditor::copyOnlySelectedText`: empty selections are skipped. */
export const CopyOnlySelectedText = optionsAction('clipboard/copyOnlySelectedText', {})
/** Atom's `TextEditor::cutSelectedText`: an empty selection cuts its whole line, marked `fullLine`. */
export const CutSelectedText = optionsAction('clipboard/cutSelectedText', { ...common, clipboard: ClipboardContents })
/** Atom's `TextEditor::pasteText`: insert the clipboard's text (one part per selection when the counts match). */
export const PasteText = action(
  'clipboard/pasteText',
  { clipboard: ClipboardContents },
  {
    ...common,
    select: t.boolean,
    autoIndent: t.boolean,
    autoIndentNewline: t.boolean,
    autoDecreaseIndent: t.boolean,
    preserveTrailingLineIndentation: t.boolean,
    normalizeLineEndings: t.boolean,
  },
)

/** Every clipboard action. */
export const ClipboardAction = t.union([
  Copy, Cut, CutToEndOfLine, CutToEndOfBufferLine, CopySelectedText, CopyOnlySelectedText, CutSelectedText, PasteText,
])
export type ClipboardAction = t.TypeOf<typeof ClipboardAction>
type Of<T extends ClipboardAction['type']> = Extract<ClipboardAction, { type: T }>

// ─── creators (named after Atom's methods) ──────────────────────────────────

/** Atom's `Selection::copy` (on `target`, or every selection in buffer order). */
export const copy = creator<Of<'clipboard/copy'>>('clipboard/copy')
/** Atom's `Selection::cut`. */
export const cut = creator<Of<'clipboard/cut'>>('clipboard/cut')
/** Atom's `cutToEndOfLine` (the editor's without `target` and `maintainClipboard`). */
export const cutToEndOfLine = creator<Of<'clipboard/cutToEndOfLine'>>('clipboard/cutToEndOfLine')
/** Atom's `cutToEndOfBufferLine` (the editor's without `target` and `maintainClipboard`). */
export const cutToEndOfBufferLine = creator<Of<'clipboard/cutToEndOfBufferLine'>>('clipboard/cutToEndOfBufferLine')
/** Atom's `TextEditor::copySelectedText`. */
export const copySelectedText = creator<Of<'clipboard/copySelectedText'>>('clipboard/copySelectedText')
/** Atom's `TextEditor::copyOnlySelectedText`. */
export const copyOnlySelectedText = creator<Of<'clipboard/copyOnlySelectedText'>>('clipboard/copyOnlySelectedText')
/** Atom's `TextEditor::cutSelectedText`. */
export const cutSelectedText = creator<Of<'clipboard/cutSelectedText'>>('clipboard/cutSelectedText')
/** Atom's `TextEditor::pasteText`, with the clipboard's contents. */
export const pasteText = creator<Of<'clipboard/pasteText'>>('clipboard/pasteText')
