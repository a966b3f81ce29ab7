/**
 * What undo and redo restore of a selection: Atom's history snapshots hold
 * marker ranges only, so a selection still present keeps its own word/line
 * mode, initial and goal screen ranges, and its goal column unless its head's
 * screen position changes. Exact values from Atom (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('undo keeps the fields a selection has now', () => {
  // Atom: undo restores the linewise range, but the selection is no longer linewise (deleting cleared it).
  it('does not bring back line mode with the range', () => {
    const e = editorWith('\n\n the /done/x__y/bet')
    e.selectLinesContainingCursors()
    e.getLastSelection().deleteSelectedText()
    e.undo()
    expect(selections(e)).toEqual([[[0, 0], [1, 0], false]])
    e.selectToScreenPosition([2, 18])
    expect(selections(e)).toEqual([[[0, 0], [2, 18], false]])
  })

  // Atom: undo restores the word's range, but word mode and the initial screen range stay cleared.
  it('does not bring back word mode with the range', () => {
    const e = editorWith('ngin\n')
    e.selectSubwordsContainingCursors()
    e.deleteToEndOfWord()
    e.undo()
    e.selectToScreenPosition([0, 3])
    expect(selections(e)).toEqual([[[0, 0], [0, 3], false]])
  })

  // Atom: undo moves the selection but the initial screen range set after the change survives it.
  it('keeps an initial screen range set after the change', () => {
    const e = editorWith('\n')
    e.duplicateLines()
    e.getLastSelection().selectWord()
    e.undo()
    e.setSelectedBufferRange([[1, 0], [1, 0]])
    e.duplicateLines()
    expect(e.getText()).toBe('\n\n')
    e.selectToScreenPosition([0, 1])
    expect(selections(e)).toEqual([[[0, 0], [1, 0], true]])
  })

  // Atom: the goal column set after the change survives an undo that leaves the head where it was on screen.
  it('keeps the goal column when the head does not move', () => {
    const e = editorWith('.\n\n\n\n\nN\n')
    e.getLastSelection().joinLines()
    e.moveDown()
    e.undo()
    expect(selections(e)).toEqual([[[0, 1], [1, 0], false]])
    e.moveDown(4)
    expect(selections(e)).toEqual([[[5, 1], [5, 1], false]])
  })

  // Atom: the goal column is the one the selection has now (none after the insertion), not the snapshot's.
  it('does not bring back the goal column of the snapshot', () => {
    const e = editorWith('L\nx')
    e.moveToEndOfLine()
    e.moveUp()
    e.insertText('\r\n')
    e.undo()
    e.moveDown()
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false]])
  })

  // Atom: the goal screen range addSelectionAbove gave is gone after a motion, and undo does not bring it back.
  it('does not bring back a goal screen range', () => {
    const e = editorWith('=/\n')
    e.moveToBottom()
    e.insertText('y\n\tthe')
    e.addSelectionAbove()
    e.duplicateLines()
    e.moveToNextSubwordBoundary()
    e.undo()
    e.addSelectionAbove()
    expect(selections(e)).toEqual([[[2, 4], [2, 4], false], [[1, 1], [1, 1], false], [[0, 1], [0, 1], false]])
  })
})
