/**
 * moveLineDown with a block reaching the last row, over overlapping
 * selections and a fold. Every expected value is what Pulsar's TextEditor
 * gives for the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('moveLineDown: selections consolidated before the text changes', () => {
  // Atom's moveLineDown keeps only the oldest selection (consolidateSelections) before it moves any row: no merge of the others destroys a fold while the blocks move.
  it('the fold around an unmerged selection survives the no-op move of the last row and moves with the block above', () => {
    const e = editorWith('\n\n\n\n\n\n\n\n\n')
    e.setCursorBufferPosition([9, 0])
    e.addSelectionForBufferRange([[2, 0], [6, 0]])
    e.addCursorAtBufferPosition([7, 0])
    e.foldBufferRange([[1, 0], [8, 0]])
    e.getSelections()[1]!.selectRight()
    expect(selections(e)).toEqual([[[9, 0], [9, 0], false], [[2, 0], [9, 0], false], [[7, 0], [7, 0], false]])
    e.moveLineDown()
    expect(e.getText()).toBe('\n\n\n\n\n\n\n\n\n\n\n')
    expect(selections(e)).toEqual([[[3, 0], [10, 0], false]])
    expect([2, 3, 9, 10].map(r => e.isFoldedAtBufferRow(r))).toEqual([false, true, true, true])
    e.undo()
    expect(e.getText()).toBe('\n\n\n\n\n\n\n\n\n')
    expect(selections(e)).toEqual([[[9, 0], [9, 0], false], [[2, 0], [9, 0], false], [[7, 0], [7, 0], false]])
  })
  it('with a cursor at row 0 too', () => {
    const e = editorWith('\n\n\n\n\n\n\n\n\n')
    e.setCursorBufferPosition([9, 0])
    e.addSelectionForBufferRange([[2, 0], [6, 0]])
    e.addCursorAtBufferPosition([7, 0])
    e.addCursorAtBufferPosition([0, 0])
    e.foldBufferRange([[1, 0], [8, 0]])
    e.getSelections()[1]!.selectRight()
    e.moveLineDown()
    expect(e.getText()).toBe('\n\n\n\n\n\n\n\n\n\n\n')
    expect(selections(e)).toEqual([[[3, 0], [10, 0], false], [[1, 0], [1, 0], false]])
  })
  it('a selection holding a cursor, in a fold, with the last row moving', () => {
    const e = editorWith('\n\n\na\ndef\nbc')
    e.setCursorBufferPosition([5, 2])
    e.addCursorAtBufferPosition([3, 0])
    e.addCursorAtBufferPosition([2, 1])
    e.addSelectionForBufferRange([[5, 1], [5, 0]])
    e.foldBufferRange([[1, 0], [4, 0]])
    e.getSelections()[1]!.selectUp()
    expect(selections(e)).toEqual([[[5, 2], [5, 2], false], [[0, 0], [3, 0], true], [[2, 0], [2, 0], false], [[5, 0], [5, 1], false]])
    e.moveLineDown()
    expect(e.getText()).toBe('\n\nbc\n\n\na\ndef\n')
    expect(selections(e)).toEqual([[[5, 0], [5, 1], false], [[1, 0], [4, 0], false]])
    expect([2, 3, 6, 7].map(r => e.isFoldedAtBufferRow(r))).toEqual([false, true, true, false])
  })
})
