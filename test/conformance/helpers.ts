/**
 * Conformance tests replay scenarios whose results were read off Atom's own
 * TextEditor: each test states the text, the calls and Atom's exact result.
 */
import { TextEditor, type TextEditorParams } from '../../src/index.js'

/** An editor as the scenarios start: the text, cursor at [0, 0], soft tabs of 2, no auto-indent. */
export const editorWith = (text: string, params: Partial<TextEditorParams> = {}): TextEditor =>
  new TextEditor({ text, tabLength: 2, softTabs: true, autoIndent: false, ...params })

/** Selections in creation order as `[[start], [end], reversed]`, Atom's `getSelections()` order. */
export const selections = (e: TextEditor): [[number, number], [number, number], boolean][] =>
  e.getSelections().map(s => {
    const r = s.getBufferRange()
    return [[r.start.row, r.start.column], [r.end.row, r.end.column], s.isReversed()]
  })
