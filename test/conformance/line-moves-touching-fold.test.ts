/**
 * moveLineUp / moveLineDown with a fold starting where a group's lines end. Every expected
 * value is what Pulsar's TextEditor gives for the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('moveLineUp: a fold starting at the end of a group\'s lines', () => {
  // Atom destroys the folds meeting a group's lines range (ends included) and folds them again moved with the group: the next group, moved by its old rows, meets that fold there.
  it('the fold moves up with the first group and joins the second group\'s row to the row moved', () => {
    const e = editorWith('\n\n\n\n\n\ni\nitem\n\n')
    e.foldBufferRange([[8, 0], [9, 0]])
    e.setCursorBufferPosition([8, 0])
    e.addCursorAtBufferPosition([7, 0])
    e.moveLineUp()
    expect(e.getText()).toBe('\n\n\n\n\n\ni\n\nitem\n')
    expect(selections(e)).toEqual([[[6, 0], [6, 0], false], [[7, 0], [7, 0], false]])
    expect([5, 6, 7, 8, 9].map(r => e.isFoldedAtBufferRow(r))).toEqual([false, true, true, false, false])
  })
  // Moving down, Atom moves the bottom group first: the fold after it goes with it, and the group above moves past one row only.
  it('moveLineDown: the group above moves past the row the fold left, not past the fold', () => {
    const e = editorWith('HTML!"\n,\n\n\n')
    e.foldBufferRange([[1, 0], [1, 1]])
    e.foldBufferRange([[2, 0], [3, 0]])
    e.setSelectedBufferRanges([[[0, 0], [0, 0]], [[1, 0], [1, 0]]])
    e.moveLineDown()
    expect(e.getText()).toBe('\nHTML!"\n\n,\n')
    expect(selections(e)).toEqual([[[3, 0], [3, 0], false], [[1, 0], [1, 0], false]])
    expect([0, 1, 2, 3, 4].map(r => e.isFoldedAtBufferRow(r))).toEqual([false, false, false, true, true])
  })
  it('moveLineDown over a fold starting right after the lower group', () => {
    const e = editorWith('a\nb\nc\nd\ne\nf\n')
    e.foldBufferRange([[2, 0], [3, 0]])
    e.setSelectedBufferRanges([[[0, 0], [0, 0]], [[1, 0], [1, 0]]])
    e.moveLineDown()
    expect(e.getText()).toBe('c\na\nd\nb\ne\nf\n')
    expect(selections(e)).toEqual([[[3, 0], [3, 0], false], [[1, 0], [1, 0], false]])
  })
})
