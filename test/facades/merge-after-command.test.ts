import { describe, expect, it } from 'vitest'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { TextEditor } from '../../src/facades/text-editor.js'

// Expected values are Atom's (Pulsar's TextEditor run on the same steps).
const editorWith = (text: string) => new TextEditor({ text, clipboard: new MemoryClipboard(), tabLength: 2, softTabs: true, autoIndent: false })
const selections = (editor: TextEditor) => editor.getSelections().map(s => [s.getBufferRange().serialize(), s.isReversed()])

describe('an edit at every selection merges them only after its undo step is recorded', () => {
  it('redo of a cut brings back both cursors it left at one position', () => {
    // Atom rule: the transaction snapshots the selections before mutateSelectedText merges them; redo restores that snapshot unmerged.
    const editor = editorWith(';')
    editor.setSelectedBufferRanges([[[0, 0], [0, 0]], [[0, 1], [0, 1]]])
    editor.cutSelectedText()
    expect(selections(editor)).toEqual([[[[0, 0], [0, 0]], false]])
    editor.undo()
    editor.redo()
    expect(editor.getText()).toBe('')
    expect(selections(editor)).toEqual([[[[0, 0], [0, 0]], false], [[[0, 0], [0, 0]], false]])
  })

  it('redo of a backspace at two adjacent cursors brings back both', () => {
    // Atom rule: as above, for the deletions.
    const editor = editorWith('ab')
    editor.setSelectedBufferRanges([[[0, 1], [0, 1]], [[0, 2], [0, 2]]])
    editor.backspace()
    expect(selections(editor)).toEqual([[[[0, 0], [0, 0]], false]])
    editor.undo()
    editor.redo()
    expect(selections(editor)).toEqual([[[[0, 0], [0, 0]], false], [[[0, 0], [0, 0]], false]])
  })

  it('cursors that end at one position merge into the earliest created, which undo restores in place', () => {
    // Atom rule: the final merge keeps the first of equal selections in the editor's order; the other comes back after it.
    const editor = editorWith('\n\n')
    editor.setSelectedBufferRanges([[[2, 0], [2, 0]], [[1, 0], [1, 0]]])
    editor.cutToEndOfLine()
    expect(editor.getText()).toBe('\n')
    editor.undo()
    expect(selections(editor)).toEqual([[[[2, 0], [2, 0]], false], [[[1, 0], [1, 0]], false]])
  })
})

describe("a deletion or cut called on one selection moves the others through its change like markers", () => {
  it('a cursor at the end of the deleted range ends at its start, and the earliest created of the two stays', () => {
    // Atom rule: the selection's change maps the other cursors; the merge after it keeps the first in the editor's order.
    const editor = editorWith(' item aaa aa a?   ')
    editor.setSelectedBufferRanges([[[0, 18], [0, 18]], [[0, 1], [0, 1]], [[0, 17], [0, 17]]])
    editor.getLastSelection().deleteToEndOfLine()
    expect(editor.getText()).toBe(' item aaa aa a?  ')
    expect(selections(editor)).toEqual([[[[0, 17], [0, 17]], false], [[[0, 1], [0, 1]], false]])
  })

  it('the same for a cut', () => {
    // Atom rule: as above, for Selection::cutToEndOfLine.
    const editor = editorWith('ab\ncd')
    editor.setSelectedBufferRanges([[[0, 2], [0, 2]], [[1, 0], [1, 0]], [[0, 1], [0, 1]]])
    editor.getLastSelection().cutToEndOfLine()
    expect(editor.getText()).toBe('a\ncd')
    expect(selections(editor)).toEqual([[[[0, 1], [0, 1]], false], [[[1, 0], [1, 0]], false]])
  })
})

describe('deletions and cuts take the selections in turn where Atom would see a difference', () => {
  it("a backward word deletion that stops at the previous selection's range goes on once that range is gone", () => {
    // Atom rule: mutateSelectedText deletes the earlier range first; the later motion then runs over the joined text.
    const editor = editorWith('ab\ncd')
    editor.setSelectedBufferRanges([[[0, 2], [1, 0]], [[1, 2], [1, 2]]])
    editor.deleteToBeginningOfWord()
    expect(editor.getText()).toBe('')
    expect(selections(editor)).toEqual([[[[0, 0], [0, 0]], false]])
  })

  it('a cut does not merge intersecting selections first', () => {
    // Atom rule: the cuts run through mutateSelectedText, which merges only afterwards; each selection cuts in its turn.
    const editor = editorWith('\n\n')
    editor.setSelectedBufferRanges([[[0, 0], [0, 0]], [[1, 0], [1, 0]], [[2, 0], [2, 0]]])
    editor.getSelections()[0]!.selectRight()
    editor.cutToEndOfLine()
    expect(editor.getText()).toBe('')
    expect(selections(editor)).toEqual([[[[0, 0], [0, 0]], false]])
  })
})
