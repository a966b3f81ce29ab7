import { describe, expect, it } from 'vitest'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { TextEditor } from '../../src/facades/text-editor.js'

// Expected values are Atom's (Pulsar's TextEditor run on the same steps).
const editorWith = (text: string) => new TextEditor({ text, clipboard: new MemoryClipboard(), tabLength: 2, softTabs: true, autoIndent: false })
const selections = (editor: TextEditor) => editor.getSelections().map(s => [s.getBufferRange().serialize(), s.isReversed()])

describe('insertText adjusts each selection\'s text on what the earlier insertions left', () => {
  it('auto-indentation reads the rows an earlier insertion filled', () => {
    // Atom rule: mutateSelectedText inserts at one selection after another; the suggestion reads the previous non-blank row.
    const editor = editorWith('\n')
    editor.setSelectedBufferRanges([[[0, 0], [0, 0]], [[1, 0], [1, 0]]])
    editor.insertText('and\n\tx', { autoIndent: true })
    expect(editor.getText()).toBe('and\n\tx\n  and\n  \tx')
    expect(selections(editor)).toEqual([[[[1, 2], [1, 2]], false], [[[3, 4], [3, 4]], false]])
  })

  it('the indentation basis reads the row as the earlier insertion on it left it', () => {
    // Atom rule: the basis is measured on the text before the selection on its row, at its turn.
    const editor = editorWith(' ;\n')
    editor.setSelectedBufferRanges([[[0, 1], [0, 1]], [[0, 2], [0, 2]]])
    editor.insertText('a\n  b', { indentBasis: 0 })
    expect(editor.getText()).toBe(' a\n   b;a\n     b\n')
    expect(selections(editor)).toEqual([[[[1, 4], [1, 4]], false], [[[2, 6], [2, 6]], false]])
  })
})
