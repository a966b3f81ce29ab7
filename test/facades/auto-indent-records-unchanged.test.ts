import { describe, expect, it } from 'vitest'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { TextEditor } from '../../src/facades/text-editor.js'

// Expected values are Atom's (Pulsar's TextEditor run on the same steps).
const editorWith = (text: string) => new TextEditor({ text, clipboard: new MemoryClipboard(), tabLength: 2, softTabs: true, autoIndent: false })

describe('auto-indentation records its change even when the indentation stays the same', () => {
  it("a selection's newline with autoIndentNewline: the first undo takes back only the re-indentation", () => {
    // Atom rule: setIndentationForBufferRow always calls setTextInRange; outside a transaction that change is an undo entry of its own.
    const editor = editorWith('')
    editor.getLastSelection().insertText('\n', { autoIndentNewline: true })
    editor.undo()
    expect(editor.getText()).toBe('\n')
    editor.undo()
    expect(editor.getText()).toBe('')
  })

  it('autoIndentSelectedRows on rows already indented right leaves an undo entry that changes nothing', () => {
    // Atom rule: as above, inside the command's own transaction.
    const editor = editorWith(' ')
    editor.deleteToEndOfLine()
    editor.autoIndentSelectedRows()
    editor.undo()
    expect(editor.getText()).toBe('')
    editor.undo()
    expect(editor.getText()).toBe(' ')
  })
})

describe('a change of nothing to nothing merges nothing', () => {
  it("a selection's autoIndentSelectedRows on a row needing no indentation keeps identical cursors", () => {
    // Atom rule: replacing an empty range by nothing is recorded, but the display layer reports no change, so no merge follows.
    const editor = editorWith('x\n,')
    editor.addSelectionForBufferRange([[2, 7], [2, 43]])
    editor.addSelectionAbove()
    editor.getLastSelection().setBufferRange([[2, 16], [2, 4]])
    editor.getLastSelection().autoIndentSelectedRows()
    expect(editor.getSelections().map(s => s.getBufferRange().serialize())).toEqual([[[0, 0], [0, 0]], [[1, 1], [1, 1]], [[1, 1], [1, 1]]])
  })
})

describe("a selection's insertText of nothing at a cursor merges nothing", () => {
  it('two cursors on one spot stay two', () => {
    // Atom rule: an empty insertion at a cursor changes nothing the display layer reports, so no merge follows.
    const editor = editorWith('\n\n')
    editor.setCursorBufferPosition([1, 0])
    editor.addCursorAtBufferPosition([2, 0])
    editor.getCursors()[1]!.setBufferPosition([1, 0])
    editor.getLastSelection().insertText('')
    expect(editor.getSelections().map(s => s.getBufferRange().serialize())).toEqual([[[1, 0], [1, 0]], [[1, 0], [1, 0]]])
  })
})
