/**
 * addSelectionBelow / addSelectionAbove: where the goal screen range goes
 * when the added selection merges, and the folds an added selection opens.
 * Every expected value is what Pulsar's TextEditor gives for the same text
 * and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

const ranges = (e: ReturnType<typeof editorWith>): string[] => e.getSelections().map(s => s.getBufferRange().toString())

describe('addSelectionBelow/Above on one selection', () => {
  // Atom's addSelectionForScreenRange answers the editor's last selection, and that one takes the goal range, even when the added one merged into another.
  it('the goal range goes to the last selection when the added one merged away', () => {
    const e = editorWith('abcdef\nabcdef\nabcdef\n')
    e.setSelectedBufferRange([[0, 2], [0, 6]])
    e.addSelectionForBufferRange([[1, 0], [1, 4]])
    e.getSelections()[0]!.addSelectionBelow()
    expect(ranges(e)).toEqual(['[(0, 2) - (0, 6)]', '[(1, 0) - (1, 6)]'])
    e.getSelections()[1]!.addSelectionBelow()
    expect(selections(e)).toEqual([[[0, 2], [0, 6], false], [[1, 0], [1, 6], false], [[2, 2], [2, 6], false]])
  })
  // The same rule with hard tabs: the last selection's new goal range is already covered on the row above.
  it('a later editor-level addSelectionAbove reads that goal range', () => {
    const e = editorWith('+=  value\n+=\t xitem\n    +=  lorem')
    e.setSelectedBufferRange([[0, 4], [0, 9]])
    e.addSelectionForBufferRange([[2, 8], [2, 13]])
    e.addSelectionForBufferRange([[1, 4], [1, 9]])
    e.addSelectionForBufferRange([[2, 4], [2, 6]])
    e.getSelections()[2]!.addSelectionBelow()
    expect(ranges(e)).toEqual(['[(0, 4) - (0, 9)]', '[(1, 4) - (1, 9)]', '[(2, 4) - (2, 13)]'])
    e.addSelectionAbove()
    expect(selections(e)).toEqual([[[0, 4], [0, 9], false], [[1, 4], [1, 9], false], [[2, 4], [2, 13], false]])
  })
})

describe('addSelectionBelow: folds', () => {
  // Atom's addSelectionForBufferRange destroys the folds strictly containing the new ends; a fold ending inside `e\u0301` clips the added cursor into it.
  it('a cursor clipped into a fold opens it, and later selections read the unfolded rows', () => {
    const e = editorWith('abcde\nfg\nhi\nxe\u0301yz\n')
    e.foldBufferRange([[1, 2], [3, 2]])
    e.setCursorBufferPosition([0, 3])
    e.addCursorAtBufferPosition([2, 0])
    e.addSelectionBelow()
    expect(selections(e)).toEqual([[[0, 3], [0, 3], false], [[2, 0], [2, 0], false], [[3, 1], [3, 1], false], [[3, 0], [3, 0], false]])
    expect(e.getScreenLineCount()).toBe(5)
    expect(e.isFoldedAtBufferRow(2)).toBe(false)
  })
})
