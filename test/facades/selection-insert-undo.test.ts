import { describe, expect, it } from 'vitest'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { TextEditor } from '../../src/facades/text-editor.js'

// Expected values are Atom's (Pulsar's TextEditor run on the same steps).
const editorWith = (text: string) => new TextEditor({ text, clipboard: new MemoryClipboard(), tabLength: 2, softTabs: true, autoIndent: false })

describe("Selection::insertText with autoIndent records the first line's indentation as an undo step of its own", () => {
  it('the first undo takes back the re-indentation, the second the insertion', () => {
    // Atom rule: outside a transaction each buffer change is its own undo step; setIndentationForBufferRow is one.
    const editor = editorWith('  a\n')
    editor.getLastSelection().setBufferRange([[1, 0], [1, 0]])
    editor.getLastSelection().insertText('lorem\n\tvalue', { autoIndent: true })
    expect(editor.getText()).toBe('  a\n  lorem\n  \tvalue')
    editor.undo()
    expect(editor.getText()).toBe('  a\nlorem\n  \tvalue')
    editor.undo()
    expect(editor.getText()).toBe('  a\n')
  })

  it('also when the indentation stays as it was: the first undo then changes no text', () => {
    // Atom rule: setIndentationForBufferRow replaces the leading whitespace even by the same text, and the buffer records it.
    const editor = editorWith('')
    editor.getLastSelection().insertText('lorem\n\tvalue', { autoIndent: true })
    editor.undo()
    expect(editor.getText()).toBe('lorem\n\tvalue')
    editor.undo()
    expect(editor.getText()).toBe('')
  })

  it('undoing the re-indentation of a selected insertion restores the selection as the insertion left it', () => {
    // Atom rule: the buffer snapshots the selections before each change; only the insertion itself comes after the clearing.
    const editor = editorWith('  a\n')
    editor.setCursorBufferPosition([1, 0])
    editor.getLastSelection().insertText('lorem\n\tvalue', { select: true, autoIndent: true })
    editor.undo()
    expect(editor.getText()).toBe('  a\nlorem\n  \tvalue')
    expect(editor.getSelectedBufferRanges().map(r => r.serialize())).toEqual([[[1, 0], [2, 8]]])
  })
})
