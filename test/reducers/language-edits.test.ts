import { beforeAll, describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import type { Action } from '../../src/actions/index.js'
import { loadJavaScriptMode } from '../../src/language/javascript.js'
import { registerLanguageMode } from '../../src/language/language-mode.js'
import { reduce } from '../../src/reducers/index.js'
import { TextEditor } from '../../src/facades/text-editor.js'
import { mk, show } from '../helpers/notation.js'

beforeAll(async () => {
  registerLanguageMode(await loadJavaScriptMode())
})

const js = (doc: string, ...actions: Action[]) => show(actions.reduce(reduce, mk(doc, { grammar: 'javascript' })))

describe('toggleLineComments with the JavaScript mode', () => {
  it('comments and uncomments the rows of each selection', () => {
    expect(js('  let a = 1|\n  let b = 2', A.toggleLineComments())).toBe('  // let a = 1|\n  let b = 2')
    expect(js('  // let a = 1|\n  let b = 2', A.toggleLineComments())).toBe('  let a = 1|\n  let b = 2')
    expect(js('<a()\nb()|', A.toggleLineComments())).toBe('<// a()\n// b()|')
  })
  it('is a no-op without a language mode', () => {
    const s = mk('a|()')
    expect(reduce(s, A.toggleLineComments())).toBe(s)
  })
})

describe('auto-indent through insertText with the JavaScript mode', () => {
  it('indents a new line after an opening brace, and dedents a closing brace', () => {
    const editor = new TextEditor({ text: 'function f() {', grammar: 'javascript' })
    editor.setCursorBufferPosition([0, 14])
    editor.insertText('\n')
    expect(editor.getText()).toBe('function f() {\n  ')
    editor.insertText('x();\n')
    editor.insertText('}')
    expect(editor.getText()).toBe('function f() {\n  x();\n}')
  })
  it('indent at an empty line uses the suggested indentation with autoIndent', () => {
    const editor = new TextEditor({ text: 'if (a) {\n\n}', grammar: 'javascript' })
    editor.setCursorBufferPosition([1, 0])
    editor.indent()
    expect(editor.lineTextForBufferRow(1)).toBe('  ')
  })
})
