/**
 * The buffer view's and editor's remaining Atom members; expected values are
 * Atom's (Pulsar's TextEditor and text-buffer 15) for the same calls.
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/index.js'

describe('deleteRow / deleteRows', () => {
  it('rows in either order, with their line endings; the last row takes the ending before it; out of range clips', () => {
    const editor = new TextEditor({ text: 'a\nb\nc\nd' })
    const buffer = editor.getBuffer()
    expect(buffer.deleteRows(2, 1).toString()).toBe('[(1, 0) - (1, 0)]')
    expect(buffer.getText()).toBe('a\nd')
    expect(buffer.deleteRow(1).toString()).toBe('[(0, 1) - (0, 1)]')
    expect(buffer.getText()).toBe('a')
    expect(buffer.deleteRows(5, 9).toString()).toBe('[(0, 1) - (0, 1)]')
    expect(buffer.deleteRows(-3, -1).toString()).toBe('[(0, 0) - (0, 0)]')
    expect(buffer.getText()).toBe('a')
    expect(buffer.deleteRows(0, 0).toString()).toBe('[(0, 0) - (0, 0)]')
    expect(buffer.getText()).toBe('')
  })

  it('CRLF rows go with their CRLF', () => {
    const buffer = new TextEditor({ text: 'a\r\nb\r\nc' }).getBuffer()
    buffer.deleteRow(0)
    expect(buffer.getText()).toBe('b\r\nc')
    buffer.deleteRow(1)
    expect(buffer.getText()).toBe('b')
  })
})

describe('normalizeTabsInBufferRange', () => {
  it('soft tabs: each tab in the range becomes the tab text, one undo step each, left to right', () => {
    const editor = new TextEditor({ text: '\ta\tb\n\tc\t', softTabs: true, tabLength: 3 })
    editor.normalizeTabsInBufferRange([[0, 1], [1, 1]])
    expect(editor.getText()).toBe('\ta   b\n   c\t')
    editor.undo()
    expect(editor.getText()).toBe('\ta   b\n\tc\t')
    editor.undo()
    expect(editor.getText()).toBe('\ta\tb\n\tc\t')
  })

  it('hard tabs: nothing changes', () => {
    const editor = new TextEditor({ text: '\ta', softTabs: false })
    editor.normalizeTabsInBufferRange([[0, 0], [0, 2]])
    expect(editor.getText()).toBe('\ta')
  })

  it('several tabs on the range\'s last row all fall inside it', () => {
    const editor = new TextEditor({ text: 'x\t\t\ty', softTabs: true, tabLength: 2 })
    editor.normalizeTabsInBufferRange([[0, 0], [0, 3]])
    expect(editor.getText()).toBe('x    \ty')
  })
})

describe('grammar, language mode, character widths', () => {
  it('getGrammar returns the same object each time', () => {
    const editor = new TextEditor({ text: '' })
    expect(editor.getGrammar()).toBe(editor.getGrammar())
    expect(editor.getGrammar()).toBe(new TextEditor().getGrammar())
    expect(editor.getGrammar()).toEqual({ name: 'text', scopeName: 'text' })
  })

  it('the buffer answers the editor\'s language mode', () => {
    const editor = new TextEditor({ text: '' })
    expect(editor.getBuffer().getLanguageMode()).toBe(editor.getLanguageMode())
  })

  it('setDefaultCharWidth: the other widths default to it (Atom)', () => {
    const editor = new TextEditor({ text: '' })
    expect(editor.getDefaultCharWidth()).toBeUndefined()
    editor.setDefaultCharWidth(7)
    expect([editor.getDefaultCharWidth(), editor.getDoubleWidthCharWidth(), editor.getHalfWidthCharWidth(), editor.getKoreanCharWidth()]).toEqual([7, 7, 7, 7])
    editor.setDefaultCharWidth(1, 2, 0.5, 3)
    expect([editor.getDefaultCharWidth(), editor.getDoubleWidthCharWidth(), editor.getHalfWidthCharWidth(), editor.getKoreanCharWidth()]).toEqual([1, 2, 0.5, 3])
  })
})

describe('preferred line ending', () => {
  it('text written through the buffer takes the preferred ending (Atom: "ax\\ny\\r\\nb")', () => {
    const buffer = new TextEditor({ text: 'a\r\nb' }).getBuffer()
    expect(buffer.getPreferredLineEnding()).toBeNull()
    buffer.setPreferredLineEnding('\n')
    buffer.insert([0, 1], 'x\r\ny')
    expect(buffer.getText()).toBe('ax\ny\r\nb')
    expect(buffer.getPreferredLineEnding()).toBe('\n')
    buffer.insert([0, 0], '1\r\n2', { normalizeLineEndings: false })
    expect(buffer.getText()).toBe('1\r\n2ax\ny\r\nb')
    buffer.setPreferredLineEnding()
    buffer.insert([0, 0], 'p\nq')
    expect(buffer.getText()).toBe('p\r\nq1\r\n2ax\ny\r\nb')
  })
})

describe('buffer transact', () => {
  it('takes a function, an interval and a function, or Atom\'s options object', () => {
    const editor = new TextEditor({ text: '' })
    const buffer = editor.getBuffer()
    expect(buffer.transact(() => { buffer.append('a'); buffer.append('b'); return 1 })).toBe(1)
    buffer.transact({ groupingInterval: 0 }, () => { buffer.append('c'); buffer.append('d') })
    buffer.transact(0, () => buffer.append('e'))
    expect(buffer.getText()).toBe('abcde')
    buffer.undo()
    expect(buffer.getText()).toBe('abcd')
    buffer.undo()
    expect(buffer.getText()).toBe('ab')
    expect(buffer.transact(() => { buffer.append('z'); buffer.abortTransaction() })).toBeUndefined()
    expect(buffer.getText()).toBe('ab')
  })
})

describe('editor.selections and editor.cursors', () => {
  it('are arrays in creation order, as Atom packages read them (bracket-matcher calls .some)', () => {
    const editor = new TextEditor({ text: 'ab\ncd\nef' })
    editor.setCursorBufferPosition([2, 1])
    editor.addCursorAtBufferPosition([0, 1])
    editor.addSelectionForBufferRange([[1, 0], [1, 2]])
    expect(Array.isArray(editor.selections)).toBe(true)
    expect(editor.selections.map(s => s.getBufferRange().toString())).toEqual(['[(2, 1) - (2, 1)]', '[(0, 1) - (0, 1)]', '[(1, 0) - (1, 2)]'])
    expect(editor.selections.some(s => !s.isEmpty())).toBe(true)
    expect(editor.cursors.map(c => c.getBufferPosition().toString())).toEqual(['(2, 1)', '(0, 1)', '(1, 2)'])
    expect(editor.cursors[1]).toBe(editor.getCursors()[1])
  })
})

describe('hasAstral', () => {
  it('true when a surrogate code unit is in the text, a lone one too (Atom)', () => {
    expect(new TextEditor({ text: 'ab\n漢' }).getBuffer().hasAstral()).toBe(false)
    const buffer = new TextEditor({ text: 'a' }).getBuffer()
    buffer.append('\n😀')
    expect(buffer.hasAstral()).toBe(true)
    expect(new TextEditor({ text: '\ud83d' }).getBuffer().hasAstral()).toBe(true)
  })
})
