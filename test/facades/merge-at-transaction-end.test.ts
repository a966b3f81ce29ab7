import { describe, expect, it } from 'vitest'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { TextEditor } from '../../src/facades/text-editor.js'
import { reduce } from '../../src/reducers/index.js'
import { createEditorState } from '../../src/state/editor-state.js'
import * as A from '../../src/actions/index.js'

// Expected values are Atom's (Pulsar's TextEditor run on the same steps).
const editorWith = (text: string) => new TextEditor({ text, clipboard: new MemoryClipboard(), tabLength: 2, softTabs: true, autoIndent: false })
const selections = (editor: TextEditor) => editor.getSelections().map(s => [s.getBufferRange().serialize(), s.isReversed()])

describe('inside a transaction, a text change by one selection merges only when the outermost transaction ends', () => {
  it('a cursor backspacing onto another keeps both until the end; undo and redo restore them unmerged', () => {
    // Atom rule: the display layer reports changes (and the editor merges) only when the outermost transaction ends.
    const editor = editorWith('abc')
    editor.addCursorAtBufferPosition([0, 1])
    const inside: unknown[] = []
    editor.transact(() => {
      editor.getSelections()[1]!.backspace()
      inside.push(selections(editor))
      editor.transact(() => {})
      editor.createCheckpoint()
      inside.push(selections(editor))
    })
    const both = [[[[0, 0], [0, 0]], false], [[[0, 0], [0, 0]], false]]
    expect(inside).toEqual([both, both])
    expect(editor.getText()).toBe('bc')
    expect(selections(editor)).toEqual([[[[0, 0], [0, 0]], false]])
    editor.undo()
    expect(selections(editor)).toEqual([[[[0, 0], [0, 0]], false], [[[0, 1], [0, 1]], false]])
    editor.redo()
    expect(selections(editor)).toEqual(both)
  })

  it('a transaction that changes no text leaves intersecting selections as they are', () => {
    // Atom rule: with no text change the display layer reports nothing, so the transaction's end merges nothing.
    const editor = editorWith('abc')
    editor.setSelectedBufferRanges([[[0, 0], [0, 2]], [[0, 2], [0, 3]]])
    editor.transact(() => editor.getSelections()[1]!.setBufferRange([[0, 1], [0, 3]]))
    expect(selections(editor)).toEqual([[[[0, 0], [0, 2]], false], [[[0, 1], [0, 3]], false]])
  })

  it('the batch action defers the merge the same way', () => {
    // Atom rule: as above, for history/transact given as data.
    let s = reduce(createEditorState({ text: 'abc' }), A.addCursorAtBufferPosition({ position: { row: 0, column: 1 } }))
    const second = s.selections[1]!.id
    s = reduce(s, A.transact({ actions: [A.backspace({ target: second })] }))
    expect(s.buffer.getText()).toBe('bc')
    expect(s.selections.map(r => [r.start, r.end])).toEqual([[{ row: 0, column: 0 }, { row: 0, column: 0 }]])
    s = reduce(s, A.undo())
    s = reduce(s, A.redo())
    expect(s.selections.length).toBe(2)
  })
})

describe("a selection's insertText merges when the buffer reports the change", () => {
  it('a reversed selection, cleared to its start, merges into the one ending there and is gone', () => {
    // Atom rule: Selection::insertText clears to the head before the change; the change's merge sees that cursor, not the final one.
    const editor = editorWith('s, 42);\n')
    editor.setSelectedBufferRanges([[[0, 6], [0, 7]], [[0, 7], [1, 0]]], { reversed: true })
    editor.getSelections()[1]!.insertText('\n')
    expect(editor.getText()).toBe('s, 42);\n')
    expect(selections(editor)).toEqual([[[[0, 6], [0, 7]], true]])
  })
})
