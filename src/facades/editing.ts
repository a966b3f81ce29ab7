/**
 * The deletion and indentation methods of Atom's `TextEditor` (every
 * selection, one undo step) and `Selection` (one selection): one-line
 * methods generated from a table, each guarding read-only editors with
 * Atom's error and dispatching one action.
 */
import * as A from '../actions/index.js'
import { languageModeFor } from '../language/language-mode.js'
import { buildIndentString, indentLevelForLine } from '../reducers/indentation.js'
import type { Selection } from './selection.js'
import type { TextEditor } from './text-editor.js'

/** Options of the text-changing methods. */
export interface EditOptions {
  bypassReadOnly?: boolean
}

type Make = (options: EditOptions & { autoIndent?: boolean }) => A.Action

/** Atom method name → action, shared by the editor (all selections) and Selection (one). */
const shared = {
  backspace: o => A.backspace(o),
  delete: o => A.deleteForward(o),
  deleteToPreviousWordBoundary: o => A.deleteToPreviousWordBoundary(o),
  deleteToNextWordBoundary: o => A.deleteToNextWordBoundary(o),
  deleteToBeginningOfWord: o => A.deleteToBeginningOfWord(o),
  deleteToEndOfWord: o => A.deleteToEndOfWord(o),
  deleteToBeginningOfSubword: o => A.deleteToBeginningOfSubword(o),
  deleteToEndOfSubword: o => A.deleteToEndOfSubword(o),
  deleteToBeginningOfLine: o => A.deleteToBeginningOfLine(o),
  deleteToEndOfLine: o => A.deleteToEndOfLine(o),
  deleteLine: o => A.deleteLine(o),
  joinLines: o => A.joinLines(o),
  indentSelectedRows: o => A.indentSelectedRows(o),
  outdentSelectedRows: o => A.outdentSelectedRows(o),
  autoIndentSelectedRows: o => A.autoIndentSelectedRows(o),
} satisfies Record<string, Make>

/** Methods only the Selection has. */
const selectionOnly = {
  deleteSelectedText: o => A.deleteSelectedText(o),
  toggleLineComments: o => A.toggleLineComments(o),
  indent: o => A.indent(o),
} satisfies Record<string, Make>

/** Methods only the editor has (names differ from the Selection's). */
const editorOnly = {
  toggleLineCommentsInSelection: o => A.toggleLineComments(o),
} satisfies Record<string, Make>

/** The generated editor methods, for the TextEditor's type. */
export type EditorEditMethods = { [K in keyof typeof shared | keyof typeof editorOnly]: (options?: EditOptions) => void } & {
  /** Indent at empty selections, indent rows of the others; `autoIndent` defaults to the editor's setting. */
  indent(options?: EditOptions & { autoIndent?: boolean }): void
  setIndentationForBufferRow(bufferRow: number, newLevel: number, options?: { preserveLeadingWhitespace?: boolean }): void
  indentationForBufferRow(bufferRow: number): number
  indentLevelForLine(line: string): number
  buildIndentString(level: number, column?: number): string
  getTabText(): string
  suggestedIndentForBufferRow(bufferRow: number): number | undefined
}

/** The generated Selection methods, for the Selection's type. */
export type SelectionEditMethods = { [K in keyof typeof shared | keyof typeof selectionOnly]: (options?: EditOptions & { autoIndent?: boolean }) => void }

const define = (proto: object, name: string, value: (...args: never[]) => unknown): void => {
  Object.defineProperty(proto, name, { value, writable: true, configurable: true })
}

/** Install the editor methods. */
export const editorEditMethods = (proto: TextEditor): void => {
  for (const [name, make] of Object.entries<Make>({ ...shared, ...editorOnly })) {
    define(proto, name, function (this: TextEditor, options: EditOptions = {}) {
      if (this.isReadOnly() && !options.bypassReadOnly) throw this.readOnlyError()
      this.dispatch(make(options))
    })
  }
  define(proto, 'indent', function (this: TextEditor, options: EditOptions & { autoIndent?: boolean } = {}) {
    if (this.isReadOnly() && !options.bypassReadOnly) throw this.readOnlyError()
    this.dispatch(A.indent({ autoIndent: this.getState().config.autoIndent, ...options }))
  })
  define(proto, 'setIndentationForBufferRow', function (this: TextEditor, row: number, level: number, options: { preserveLeadingWhitespace?: boolean } = {}) {
    this.dispatch(A.setIndentationForBufferRow({ row, level, bypassReadOnly: true, ...options }))
  })
  define(proto, 'indentationForBufferRow', function (this: TextEditor, row: number) {
    return indentLevelForLine(this.lineTextForBufferRow(row), this.getTabLength())
  })
  define(proto, 'indentLevelForLine', function (this: TextEditor, line: string) {
    return indentLevelForLine(line, this.getTabLength())
  })
  define(proto, 'buildIndentString', function (this: TextEditor, level: number, column = 0) {
    return buildIndentString(level, column, this.getState().config)
  })
  define(proto, 'getTabText', function (this: TextEditor) {
    return buildIndentString(1, 0, this.getState().config)
  })
  define(proto, 'suggestedIndentForBufferRow', function (this: TextEditor, row: number) {
    const s = this.getState()
    return languageModeFor(s.config.grammar).suggestedIndentForBufferRow(s.buffer, row, s.config.tabLength)
  })
}

/** Install the Selection methods. */
export const selectionEditMethods = (proto: Selection): void => {
  for (const [name, make] of Object.entries<Make>({ ...shared, ...selectionOnly })) {
    define(proto, name, function (this: Selection, options: EditOptions & { autoIndent?: boolean } = {}) {
      if (this.editor.isReadOnly() && !options.bypassReadOnly) throw this.editor.readOnlyError(true)
      this.editor.dispatch({ ...make(options), payload: { ...make(options).payload, target: this.id } } as A.Action)
    })
  }
}
