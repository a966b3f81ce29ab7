/**
 * The clipboard and line commands of Atom's `TextEditor` and `Selection`
 * (reference §2.1 "Clipboard", §4.4, §8.5), installed on the facades'
 * prototypes. Each method is one dispatch: it checks Atom's read-only guard,
 * reads the injected clipboard when the action needs its contents, and
 * lets the editor perform the `clipboardWrite` effects the reducer leaves in the state.
 */
import * as A from '../actions/index.js'
import type { ClipboardContents } from '../actions/clipboard.js'
import { pasteWithRanges } from '../reducers/clipboard.js'
import { toRange } from '../values/range.js'
import type { Selection } from './selection.js'
import type { TextEditor } from './text-editor.js'
import { checked } from './args.js'

// ─── options ────────────────────────────────────────────────────────────────

/** Atom's `{bypassReadOnly}`: must be true to change a read-only editor. */
export interface ReadOnlyOptions {
  bypassReadOnly?: boolean
}

/** Options of `pasteText`: `insertText`'s (`autoIndent` defaults to the editor's `autoIndentOnPaste`). */
export type PasteOptions = Omit<Parameters<typeof A.pasteText>[0], 'clipboard' | 'target'>

/** Options of `insertNewlineAbove` / `insertNewlineBelow` (passed on to `insertNewline`). */
export type NewlineOptions = Omit<NonNullable<Parameters<typeof A.insertNewlineAbove>[0]>, 'target'>

// ─── plumbing ───────────────────────────────────────────────────────────────

/** Dispatch `action` (the editor hands the clipboard writes it produced to its clipboard). */
const run = (editor: TextEditor, action: A.Action): void => {
  editor.dispatch(action)
}

/** The clipboard's contents, for actions that read them. */
const contents = (editor: TextEditor): ClipboardContents => {
  const { text, metadata } = editor.clipboard.readWithMetadata()
  return metadata === undefined ? { text } : { text, metadata }
}

/** Atom's `ensureWritable`: a read-only editor throws unless the call bypasses it. */
const writable = (editor: TextEditor, bypassReadOnly: boolean | undefined, throughSelection = false): void => {
  if (editor.isReadOnly() && !bypassReadOnly) throw editor.readOnlyError(throughSelection)
}

const bypass = (o: ReadOnlyOptions): { bypassReadOnly?: boolean } =>
  o.bypassReadOnly === undefined ? {} : { bypassReadOnly: o.bypassReadOnly }

/** A selection's action: the creator's payload with the selection as target. */
const on = <T extends { payload: object }>(selection: Selection, a: T): A.Action =>
  ({ ...a, payload: { ...a.payload, target: selection.id } }) as unknown as A.Action

// ─── TextEditor ─────────────────────────────────────────────────────────────

/** Atom's clipboard and line commands on the editor. */
export interface ClipboardLineMethods {
  /** For each selection in buffer order, copy its text; an empty selection copies its whole line, to be pasted as a line. */
  copySelectedText(): void
  /** For each non-empty selection, copy its text. */
  copyOnlySelectedText(): void
  /** For each selection, cut its text; an empty selection cuts its whole line. One undo step. */
  cutSelectedText(options?: ReadOnlyOptions): void
  /** For each selection, cut to the end of its screen line (the selected text if there is some). */
  cutToEndOfLine(options?: ReadOnlyOptions): void
  /** For each selection, cut to the end of its buffer line (the selected text if there is some). */
  cutToEndOfBufferLine(options?: ReadOnlyOptions): void
  /**
   * Replace each selection with the clipboard's text (each with its own part
   * when the clipboard holds one per selection); false when a
   * `will-insert-text` listener cancels.
   */
  pasteText(options?: PasteOptions): false | undefined
  /** Move the rows of every selection up one screen row. */
  moveLineUp(options?: ReadOnlyOptions): void
  /** Move the rows of every selection down one screen row. */
  moveLineDown(options?: ReadOnlyOptions): void
  /** Move every selection's text one column left. */
  moveSelectionLeft(options?: ReadOnlyOptions): void
  /** Move every selection's text one column right. */
  moveSelectionRight(options?: ReadOnlyOptions): void
  /** Duplicate the rows of every selection; the selections move to the copies. */
  duplicateLines(options?: ReadOnlyOptions): void
  /** Swap the characters around each cursor, or reverse each selection's text. */
  transpose(options?: ReadOnlyOptions): void
  /** Upper-case each selection (an empty one: its word); the result stays selected. */
  upperCase(options?: ReadOnlyOptions): void
  /** Lower-case each selection (an empty one: its word); the result stays selected. */
  lowerCase(options?: ReadOnlyOptions): void
  /** Open a new line above each cursor's line and move there. */
  insertNewlineAbove(options?: NewlineOptions): void
  /** Open a new line below each cursor's line and move there. */
  insertNewlineBelow(options?: NewlineOptions): void
}

const editorMethods: { [K in keyof ClipboardLineMethods]: (this: TextEditor, ...args: Parameters<ClipboardLineMethods[K]>) => ReturnType<ClipboardLineMethods[K]> } = {
  copySelectedText() { run(this, A.copySelectedText({ clipboard: contents(this) })) },
  copyOnlySelectedText() { run(this, A.copyOnlySelectedText()) },
  cutSelectedText(options = {}) {
    writable(this, options.bypassReadOnly)
    run(this, A.cutSelectedText({ ...bypass(options), clipboard: contents(this) }))
  },
  cutToEndOfLine(options = {}) {
    writable(this, options.bypassReadOnly)
    run(this, A.cutToEndOfLine({ ...bypass(options), clipboard: contents(this) }))
  },
  cutToEndOfBufferLine(options = {}) {
    writable(this, options.bypassReadOnly)
    run(this, A.cutToEndOfBufferLine({ ...bypass(options), clipboard: contents(this) }))
  },
  pasteText(options = {}) {
    writable(this, options.bypassReadOnly)
    const clipboard = contents(this)
    const action = checked(this.getState(), A.pasteText({ ...options, clipboard }))
    if (!this.emitWillInsertText(clipboard.text)) return false
    const { inserted } = pasteWithRanges(this.getState(), action.payload)
    run(this, action)
    this.emitDidInsertText(() => inserted.map(x => ({ text: x.text, range: toRange(x.range) })))
    return undefined
  },
  moveLineUp(options = {}) { writable(this, options.bypassReadOnly); run(this, A.moveLineUp(bypass(options))) },
  moveLineDown(options = {}) { writable(this, options.bypassReadOnly); run(this, A.moveLineDown(bypass(options))) },
  moveSelectionLeft(options = {}) { writable(this, options.bypassReadOnly); run(this, A.moveSelectionLeft(bypass(options))) },
  moveSelectionRight(options = {}) { writable(this, options.bypassReadOnly); run(this, A.moveSelectionRight(bypass(options))) },
  duplicateLines(options = {}) { writable(this, options.bypassReadOnly); run(this, A.duplicateLines(bypass(options))) },
  transpose(options = {}) { writable(this, options.bypassReadOnly); run(this, A.transpose(bypass(options))) },
  upperCase(options = {}) { writable(this, options.bypassReadOnly); run(this, A.upperCase(bypass(options))) },
  lowerCase(options = {}) { writable(this, options.bypassReadOnly); run(this, A.lowerCase(bypass(options))) },
  insertNewlineAbove(options = {}) { writable(this, options.bypassReadOnly); run(this, A.insertNewlineAbove(options)) },
  insertNewlineBelow(options = {}) { writable(this, options.bypassReadOnly); run(this, A.insertNewlineBelow(options)) },
}

// ─── Selection ──────────────────────────────────────────────────────────────

/** Atom's clipboard methods on a selection. */
export interface SelectionClipboardMethods {
  /**
   * Copy the selected text (nothing when empty). `maintainClipboard` appends
   * it to the clipboard's text and to `metadata.selections`; `fullLine`
   * marks it to be pasted at the start of the cursor's line.
   */
  copy(maintainClipboard?: boolean, fullLine?: boolean): void
  /** Copy, then delete (an empty selection deletes the character after it). */
  cut(maintainClipboard?: boolean, fullLine?: boolean, bypassReadOnly?: boolean | { bypassReadOnly?: boolean | undefined }): void
  /** Cut to the end of the screen line when empty, else the selected text. */
  cutToEndOfLine(maintainClipboard?: boolean, options?: ReadOnlyOptions): void
  /** Cut to the end of the buffer line when empty, else the selected text. */
  cutToEndOfBufferLine(maintainClipboard?: boolean, options?: ReadOnlyOptions): void
}

const selectionMethods: { [K in keyof SelectionClipboardMethods]: (this: Selection, ...args: Parameters<SelectionClipboardMethods[K]>) => void } = {
  copy(maintainClipboard = false, fullLine = false) {
    run(this.editor, on(this, A.copy({ maintainClipboard, fullLine, ...(maintainClipboard ? { clipboard: contents(this.editor) } : {}) })))
  },
  cut(maintainClipboard = false, fullLine = false, bypassReadOnly = false) {
    // Atom's signature takes a boolean; the typings an options object: both work.
    const b = typeof bypassReadOnly === 'boolean' ? bypassReadOnly : bypassReadOnly.bypassReadOnly ?? false
    writable(this.editor, b, true)
    run(this.editor, on(this, A.cut({ maintainClipboard, fullLine, bypassReadOnly: b, clipboard: contents(this.editor) })))
  },
  cutToEndOfLine(maintainClipboard = false, options = {}) {
    writable(this.editor, options.bypassReadOnly, true)
    run(this.editor, on(this, A.cutToEndOfLine({ maintainClipboard, ...bypass(options), clipboard: contents(this.editor) })))
  },
  cutToEndOfBufferLine(maintainClipboard = false, options = {}) {
    writable(this.editor, options.bypassReadOnly, true)
    run(this.editor, on(this, A.cutToEndOfBufferLine({ maintainClipboard, ...bypass(options), clipboard: contents(this.editor) })))
  },
}

// ─── installation ───────────────────────────────────────────────────────────

const install = (proto: object, methods: Record<string, unknown>): void => {
  for (const [name, value] of Object.entries(methods))
    Object.defineProperty(proto, name, { value, writable: true, configurable: true })
}

/** Install the editor's clipboard and line commands on its prototype. */
export const installClipboardLineMethods = (proto: TextEditor): void => install(proto, editorMethods)

/** Install the selection's clipboard methods on its prototype. */
export const installSelectionClipboardMethods = (proto: Selection): void => install(proto, selectionMethods)
