/**
 * Which selections undo, redo and a transaction's abort restore, and in what
 * order. Every expected value here is what Pulsar's own TextEditor gives for
 * the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('a selection revived by a restore keeps its identity', () => {
  // Atom revives the destroyed selection's own marker (same id) at the end of the editor's list; a later restore finds it there.
  it('undo revives a cleared cursor; after a merge keeps it, redo revives the other one after it', () => {
    const e = editorWith('\n')
    e.addCursorAtBufferPosition([1, 0])
    e.insertText('x')
    e.clearSelections()
    e.undo()
    expect(e.getText()).toBe('\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[1, 0], [1, 0], false]])
    e.selectToTop()
    expect(selections(e)).toEqual([[[0, 0], [1, 0], true]])
    e.redo()
    expect(e.getText()).toBe('x\nx')
    expect(selections(e)).toEqual([[[1, 1], [1, 1], false], [[0, 1], [0, 1], false]])
    e.undo()
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[0, 0], [0, 0], false]])
  })

  // Atom: revertToCheckpoint revives the cursor's marker too; the undo after it finds that selection present.
  it('an aborted transaction revives a cleared cursor; undo then revives the other after it', () => {
    const e = editorWith('ab\ncd')
    e.addCursorAtBufferPosition([1, 1])
    e.insertText('x')
    e.transact(() => {
      e.clearSelections()
      e.abortTransaction()
    })
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false], [[1, 2], [1, 2], false]])
    e.selectToTop()
    expect(selections(e)).toEqual([[[0, 0], [1, 2], true]])
    e.undo()
    expect(e.getText()).toBe('ab\ncd')
    expect(selections(e)).toEqual([[[1, 1], [1, 1], false], [[0, 0], [0, 0], false]])
  })
})

describe('an editor-level command snapshots the selections before anything merges them', () => {
  // Atom's transaction takes its "before" snapshot of the overlapping selections; undo restores them unmerged.
  it('duplicateLines over a cursor inside a selection: undo brings both back, the merged one last', () => {
    const e = editorWith('\n{')
    e.moveToBottom()
    e.selectUp()
    e.splitSelectionsIntoLines()
    e.getSelections()[0]!.setScreenRange([[8, Infinity], [11, Infinity]])
    expect(selections(e)).toEqual([[[1, 1], [1, 1], false], [[1, 0], [1, 1], false]])
    e.duplicateLines()
    expect(e.getText()).toBe('\n{\n{')
    expect(selections(e)).toEqual([[[2, 0], [2, 1], false]])
    e.undo()
    expect(e.getText()).toBe('\n{')
    expect(selections(e)).toEqual([[[1, 0], [1, 1], false], [[1, 1], [1, 1], false]])
  })

  // Atom's deleteLine merges the selections on the same rows before its transaction: undo restores the merged one.
  it('deleteLine merges first: undo restores one selection', () => {
    const e = editorWith('ab\ncd\n')
    e.setCursorBufferPosition([0, 1])
    e.addCursorAtBufferPosition([1, 1])
    e.getSelections()[0]!.selectToBufferPosition([1, 2])
    e.deleteLine()
    expect(e.getText()).toBe('')
    e.undo()
    expect(e.getText()).toBe('ab\ncd\n')
    expect(selections(e)).toEqual([[[0, 1], [1, 2], false]])
  })
})

describe("a cut on one selection: undo restores the selection as the cut left it before deleting", () => {
  // Atom grows an empty selection by moving its head (selectToEndOfLine, the selectRight of delete): it is no longer reversed.
  it('cutToEndOfLine from an empty reversed selection', () => {
    const e = editorWith('ab\ncd\n')
    e.setSelectedBufferRange([[1, 0], [1, 0]], { reversed: true })
    e.getSelections()[0]!.cutToEndOfLine()
    expect(e.getText()).toBe('ab\n\n')
    e.undo()
    expect(selections(e)).toEqual([[[1, 0], [1, 2], false]])
  })
  it('cut from an empty reversed selection deletes the next character', () => {
    const e = editorWith('ab\ncd\n')
    e.setSelectedBufferRange([[1, 0], [1, 0]], { reversed: true })
    e.getSelections()[0]!.cut()
    expect(e.getText()).toBe('ab\nd\n')
    e.undo()
    expect(selections(e)).toEqual([[[1, 0], [1, 1], false]])
  })
})

describe('setText with the text the buffer already holds', () => {
  // Atom's buffer replaces the whole text anyway: the selections move through the replacement and undo has an entry.
  it('moves the selections to the end and records an undo entry', () => {
    const e = editorWith('abc\ndef')
    e.setSelectedBufferRanges([[[0, 1], [0, 1]], [[1, 1], [1, 2]]])
    e.setText('abc\ndef')
    expect(selections(e)).toEqual([[[1, 3], [1, 3], false]])
    e.setCursorBufferPosition([0, 1])
    e.undo()
    expect(e.getText()).toBe('abc\ndef')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false], [[1, 1], [1, 2], false]])
  })
  it('an empty text set to empty is an entry too', () => {
    const e = editorWith('a')
    e.delete()
    e.setText('')
    e.undo()
    expect(e.getText()).toBe('')
    e.undo()
    expect(e.getText()).toBe('a')
  })
})

describe('what a restored selection keeps besides its range', () => {
  // Atom's restore sets the marker's range only: the cursor keeps its own goal column, lost when its head moved on screen.
  it('undo moving the head clears the goal column the snapshot had', () => {
    const e = editorWith('abcdef\nab\nabcdef')
    e.setCursorBufferPosition([0, 5])
    e.moveDown()
    e.insertText('x')
    e.undo()
    expect(selections(e)).toEqual([[[1, 2], [1, 2], false]])
    e.moveDown()
    expect(selections(e)).toEqual([[[2, 2], [2, 2], false]])
  })
  // Atom's editor makes a new Selection and Cursor for a revived marker: no goal column.
  it('a revived cursor has no goal column', () => {
    const e = editorWith('abcdef\nab\nabcdef')
    e.setCursorBufferPosition([2, 1])
    e.addCursorAtBufferPosition([0, 5])
    e.moveDown()
    e.insertText('x')
    e.clearSelections()
    e.undo()
    expect(selections(e)).toEqual([[[2, 6], [2, 6], false], [[1, 2], [1, 2], false]])
    e.moveDown()
    expect(selections(e)).toEqual([[[2, 6], [2, 6], false], [[2, 2], [2, 2], false]])
  })
})

describe('indent on one empty selection', () => {
  // Atom's Selection::insertText clears the selection (tail and orientation) before changing the text: undo restores it cleared.
  it('undo restores the cursor unreversed', () => {
    const e = editorWith(' ')
    e.setSelectedBufferRange([[0, 1], [0, 1]], { reversed: true })
    e.getLastSelection().indent()
    expect(e.getText()).toBe('  ')
    e.undo()
    expect(e.getText()).toBe(' ')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false]])
  })
})
