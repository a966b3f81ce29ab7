import { describe, expect, it } from 'vitest'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { TextEditor } from '../../src/facades/text-editor.js'

// Expected values are Atom's (Pulsar's TextEditor run on the same steps).
const editorWith = (text: string) => {
  const clipboard = new MemoryClipboard()
  return { editor: new TextEditor({ text, clipboard, tabLength: 2, softTabs: true, autoIndent: false }), clipboard }
}
const selections = (editor: TextEditor) => editor.getSelections().map(s => [s.getBufferRange().serialize(), s.isReversed()])

describe('pasteText runs at one selection after another, as Atom does', () => {
  it('a full-line paste at a later cursor on the same row widens the earlier one, left empty at that row start', () => {
    // Atom rule: the earlier cursor, set one row down with setBufferRange (a tailed marker), takes in text inserted at its position.
    const { editor } = editorWith('a\n')
    editor.copySelectedText()
    editor.addCursorAtBufferPosition([0, 1])
    editor.pasteText()
    expect(editor.getText()).toBe('a\na\na\n')
    expect(selections(editor)).toEqual([[[[1, 0], [2, 0]], false], [[[2, 1], [2, 1]], false]])
  })

  it('a full-line paste on the row below the previous one starts where that cursor now is', () => {
    // Atom rule: a full-line paste leaves its cursor a row down, at the start of the next paste's row when it was at column 0.
    const { editor } = editorWith('a b')
    editor.copySelectedText()
    editor.setText('p\nq')
    editor.setSelectedBufferRanges([[[1, 1], [1, 1]], [[0, 0], [0, 0]]])
    editor.pasteText()
    expect(editor.getText()).toBe('a bp\na bq')
    expect(selections(editor)).toEqual([[[[1, 4], [1, 4]], false], [[[1, 0], [1, 3]], false]])
  })

  it('a selected full-line paste keeps the reversed flag when its cursor moves a row down', () => {
    // Atom rule: setBufferRange without `reversed` keeps the selection's own flag.
    const { editor } = editorWith('\n')
    editor.copySelectedText()
    editor.setSelectedBufferRanges([[[1, 0], [1, 0]], [[0, 0], [0, 0]]], { reversed: true })
    editor.pasteText({ select: true })
    expect(editor.getText()).toBe('\n\n\n')
    expect(selections(editor)).toEqual([[[[3, 0], [3, 0]], true], [[[1, 0], [1, 0]], true]])
  })

  it('an auto-indented paste reads the rows an earlier paste filled', () => {
    // Atom rule: each selection's paste is auto-indented on the text the earlier ones left.
    const { editor, clipboard } = editorWith('\n')
    clipboard.write('run\n u', { indentBasis: 0, fullLine: false })
    editor.setSelectedBufferRanges([[[0, 0], [0, 0]], [[1, 0], [1, 0]]])
    editor.pasteText({ autoIndent: true })
    expect(editor.getText()).toBe('run\n u\n run\n  u')
    expect(selections(editor)).toEqual([[[[1, 2], [1, 2]], false], [[[3, 3], [3, 3]], false]])
  })
})

describe('a multi-selection copy', () => {
  it('keeps the first part as the clipboard read it back: its CRLF becomes LF, the later parts keep theirs', () => {
    // Atom rule: the first part of metadata.selections is the clipboard's own (normalised) text.
    const { editor, clipboard } = editorWith('Done gamma?\r\nx and of: i')
    editor.setSelectedBufferRanges([[[0, 0], [0, 0]], [[1, 11], [1, 11]]])
    editor.copySelectedText()
    expect(clipboard.readWithMetadata().metadata?.['selections']).toEqual([
      { text: 'Done gamma?\n', indentBasis: 0, fullLine: true },
      { text: 'x and of: i', indentBasis: 0, fullLine: true },
    ])
  })
})
