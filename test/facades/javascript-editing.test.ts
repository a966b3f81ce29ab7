/**
 * Pasting into a function body and moving by words with the JavaScript
 * language mode: the indentation rules and the scoped non-word characters
 * come from the grammar package's settings.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { TextEditor } from '../../src/facades/text-editor.js'
import { loadJavaScriptMode } from '../../src/language/javascript.js'
import { registerLanguageMode } from '../../src/language/language-mode.js'

beforeAll(async () => {
  registerLanguageMode(await loadJavaScriptMode())
})

const source = [
  'function f() {',
  '  let x = 1',
  '',
  '}',
  'function g() {',
  '  if (a) {',
  '    if (y) {',
  '      z()',
  '    }',
  '  }',
  '}',
].join('\n')

const jsEditor = (options: { autoIndentOnPaste?: boolean } = {}) =>
  new TextEditor({ text: source, grammar: 'javascript', clipboard: new MemoryClipboard(), ...options })

describe('pasteText into a function body with the JavaScript mode', () => {
  it('copies with the indent basis of the source and re-indents for the function body (autoIndentOnPaste)', () => {
    const editor = jsEditor()
    editor.setSelectedBufferRange([[6, 4], [8, 5]])
    editor.copySelectedText()
    expect(editor.clipboard.readWithMetadata()).toEqual({
      text: 'if (y) {\n      z()\n    }',
      metadata: { indentBasis: 2, fullLine: false },
    })
    editor.setCursorBufferPosition([2, 0])
    editor.pasteText()
    // Trailing lines shifted by (0 − 2) levels for the empty preceding text,
    // then by the suggested level (1, after `  let x = 1`) for the first line,
    // which is given that level too.
    expect(editor.getText().split('\n').slice(0, 7)).toEqual([
      'function f() {',
      '  let x = 1',
      '  if (y) {',
      '    z()',
      '  }',
      '}',
      'function g() {',
    ])
    expect(editor.getCursorBufferPosition().toArray()).toEqual([4, 3])
  })

  it('pasted after existing indentation, the trailing lines follow it', () => {
    const editor = jsEditor()
    editor.setTextInBufferRange([[2, 0], [2, 0]], '  ')
    editor.setSelectedBufferRange([[6, 4], [8, 5]])
    editor.copySelectedText()
    editor.setCursorBufferPosition([2, 2])
    editor.pasteText()
    expect(editor.getText().split('\n').slice(0, 6)).toEqual([
      'function f() {',
      '  let x = 1',
      '  if (y) {',
      '    z()',
      '  }',
      '}',
    ])
  })

  it('without autoIndentOnPaste only the indent basis applies', () => {
    const editor = jsEditor({ autoIndentOnPaste: false })
    editor.setSelectedBufferRange([[6, 4], [8, 5]])
    editor.copySelectedText()
    editor.setCursorBufferPosition([2, 0])
    editor.pasteText()
    expect(editor.getText().split('\n').slice(0, 6)).toEqual([
      'function f() {',
      '  let x = 1',
      'if (y) {',
      '  z()',
      '}',
      '}',
    ])
  })
})

describe('scoped non-word characters through cursor motions', () => {
  it('`$` is a word character in JavaScript', () => {
    const editor = new TextEditor({ text: 'a$b c', grammar: 'javascript' })
    const cursor = editor.getLastCursor()
    expect(cursor.getNonWordCharacters()).not.toContain('$')
    cursor.moveToEndOfWord()
    expect(cursor.getBufferPosition().toArray()).toEqual([0, 3])
    cursor.moveToBeginningOfWord()
    expect(cursor.getBufferPosition().toArray()).toEqual([0, 0])
    cursor.moveToBeginningOfNextWord()
    expect(cursor.getBufferPosition().toArray()).toEqual([0, 4])
  })

  it('and a non-word character in plain text', () => {
    const editor = new TextEditor({ text: 'a$b c' })
    const cursor = editor.getLastCursor()
    expect(cursor.getNonWordCharacters()).toContain('$')
    cursor.moveToEndOfWord()
    expect(cursor.getBufferPosition().toArray()).toEqual([0, 1])
  })
})
