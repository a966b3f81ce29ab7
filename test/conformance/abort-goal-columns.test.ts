/**
 * Goal columns through an aborted transaction. Atom's revert moves the
 * markers back and restores the checkpoint's snapshot, then has each marker
 * report against where it last reported: a cursor that a change inside the
 * transaction moved without its hearing it, and that the revert put back,
 * reports nothing and keeps its goal column. Exact values from Atom
 * (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('a cursor moved inside an aborted transaction', () => {
  // Atom: the second cursor, moved up a row by the first one's joinLines and put back by the abort, keeps goal column 5.
  it('keeps its goal column', () => {
    const e = editorWith('abcdef\nq\nabcdef\nx\nabcdef\n')
    e.setCursorBufferPosition([0, 5])
    e.addCursorAtBufferPosition([2, 5])
    e.moveDown()
    expect(selections(e)).toEqual([[[1, 1], [1, 1], false], [[3, 1], [3, 1], false]])
    e.transact(() => {
      e.getSelections()[0]!.joinLines()
      e.abortTransaction()
    })
    e.moveDown()
    expect(selections(e)).toEqual([[[2, 1], [2, 1], false], [[4, 5], [4, 5], false]])
  })

  // Atom: the same change kept (the transaction ends) is heard, and the moved cursor loses its goal column.
  it('loses it when the transaction ends', () => {
    const e = editorWith('abcdef\nq\nabcdef\nx\nabcdef\n')
    e.setCursorBufferPosition([0, 5])
    e.addCursorAtBufferPosition([2, 5])
    e.moveDown()
    e.transact(() => {
      e.getSelections()[0]!.joinLines()
    })
    e.moveDown()
    expect(e.getText()).toBe('abcdef\nq abcdef\nx\nabcdef\n')
    expect(selections(e)).toEqual([[[2, 1], [2, 1], false], [[3, 1], [3, 1], false]])
  })
})
