/**
 * The goal column of a revived selection (one undo put back) that an
 * earlier insertion of the same editor-level insertText moves. Every
 * expected value is what Pulsar's TextEditor gives for the same calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

/** Two cursors, the second put back by undo, then selected down: its goal column is 1. */
const revived = () => {
  const e = editorWith('\n\n\n\ne')
  e.addCursorAtBufferPosition([17, -4])
  e.deleteLine()
  e.moveToTop()
  e.undo()
  e.selectDown(4)
  expect(selections(e)).toEqual([[[0, 0], [4, 0], false], [[4, 1], [4, 1], false]])
  return e
}

describe('insertText at every selection: a revived cursor moved by an earlier insertion', () => {
  // Atom's Selection::insertText clears the selection first; that marker update reports the move the earlier insertion made, and the cursor loses its goal column.
  it('loses its goal column (moveUp then goes to column 0)', () => {
    const e = revived()
    e.insertText('\r\n')
    expect(e.getText()).toBe('\ne\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[2, 0], [2, 0], false]])
    e.moveUp()
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[1, 0], [1, 0], false]])
  })
  // Inserted by itself (a method of its selection), nothing moved it before: the revived cursor keeps its goal column.
  it('keeps it when only its own insertion moves it', () => {
    const e = revived()
    e.getLastSelection().insertText('\n')
    expect(e.getText()).toBe('\n\n\n\ne\n')
    e.moveUp()
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[4, 1], [4, 1], false]])
  })
})
