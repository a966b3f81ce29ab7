import { describe, expect, it } from 'vitest'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { TextEditor } from '../../src/facades/text-editor.js'

// Expected values are Atom's (Pulsar's TextEditor run on the same steps).
const editorWith = (text: string) => new TextEditor({ text, clipboard: new MemoryClipboard(), tabLength: 2, softTabs: true, autoIndent: false })
const selections = (editor: TextEditor) => editor.getSelections().map(s => [s.getBufferRange().serialize(), s.isReversed()])

describe('an aborted transaction reverts to its checkpoint as Atom does', () => {
  it('a selection merged away inside comes back after the ones still present', () => {
    // Atom rule: revertToCheckpoint re-creates a destroyed selection's marker; its new Selection joins the end of the list.
    const editor = editorWith(' ipsu')
    editor.setSelectedBufferRanges([[[0, 0], [0, 0]], [[0, 5], [0, 5]]])
    editor.transact(() => {
      editor.setSelectedBufferRanges([[[0, 7], [0, 7]], [[2, 10], [0, 4]], [[0, 11], [0, 25]]], { reversed: true })
      editor.abortTransaction()
    })
    expect(selections(editor)).toEqual([[[[0, 5], [0, 5]], false], [[[0, 0], [0, 0]], false]])
  })

  it('a re-created selection merges with those standing at that moment; none left gives a cursor at the start', () => {
    // Atom rule: unlike undo, the revert does not hold merges off: the re-created selection merges into one about to be destroyed.
    const editor = editorWith('\r\ns')
    editor.setCursorBufferPosition([1, 0])
    editor.transact(() => {
      editor.setSelectedBufferRanges([[[6, 6], [3, 11]], [[7, 28], [1, 13]], [[1, 0], [Infinity, -1]]], { reversed: true })
      editor.abortTransaction()
    })
    expect(editor.getText()).toBe('\r\ns')
    expect(selections(editor)).toEqual([[[[0, 0], [0, 0]], false]])
  })

  it('settings changed inside stay; the redo stack stays when nothing changed the text', () => {
    // Atom rule: the abort reverts the buffer and its markers only, and Pulsar's revert leaves the redo stack alone.
    const editor = editorWith('ab')
    editor.transact(() => {
      editor.insertText('x')
      editor.setSoftTabs(false)
      editor.abortTransaction()
    })
    expect(editor.getText()).toBe('ab')
    expect(editor.getSoftTabs()).toBe(false)
    editor.insertText('y')
    editor.undo()
    editor.transact(() => {
      editor.moveLeft()
      editor.abortTransaction()
    })
    editor.redo()
    expect(editor.getText()).toBe('yab')
  })
})
