/**
 * moveLineUp / moveLineDown next to folds. Atom destroys the folds meeting a
 * block's lines range (ends included) and folds them again moved by the
 * block's delta; it finds the row above row 0 by its display layer's
 * boundary search; and it inserts the moved rows after deleting them, so
 * they take the line ending of where they land. Exact values from Atom
 * (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

const point = (p: { row: number; column: number }): [number, number] => [p.row, p.column]

describe('moveLineDown next to folds', () => {
  // Atom: a fold starting at column 0 of the row after the block meets its lines range and goes with the block.
  it('moves a fold starting right after the block with the block', () => {
    const e = editorWith('a\nb\nc\nd\ne\nf')
    e.foldBufferRange([[2, 0], [3, 1]])
    e.setCursorBufferPosition([1, 1])
    e.moveLineDown()
    expect(e.getText()).toBe('a\nc\nd\nb\ne\nf')
    expect(selections(e)).toEqual([[[3, 1], [3, 1], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([3, 1])
    e.moveLineUp()
    expect(e.getText()).toBe('a\nc\nb\nd\ne\nf')
    expect(point(e.getCursorScreenPosition())).toEqual([2, 1])
  })

  // Atom: past a fold that ends the buffer, the rows are inserted after a new line ending and the fold is folded again below.
  it('moves a row past a fold ending the buffer', () => {
    const e = editorWith('\n\n')
    e.foldBufferRange([[1, 0], [2, 0]])
    e.moveLineDown()
    expect(e.getText()).toBe('\n\n\n')
    expect(selections(e)).toEqual([[[2, 0], [2, 0], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([2, 0])
  })

  // Atom: a fold over the whole buffer still runs the insert-then-delete: the rows take the line ending where they land.
  it('rewrites the rows of a fold over the whole buffer', () => {
    const e = editorWith('\r\n\n')
    e.foldBufferRange([[0, 0], [2, 0]])
    e.moveLineDown()
    expect(e.getText()).toBe('\n\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
  })
})

describe('moveLineUp from a fold reaching row 0', () => {
  // Atom: with a fold starting at [0, 0] the row above row 0 is row 0: nothing moves, the rows are put back (with a line ending).
  it('leaves the selection and the fold where they are when the fold starts at [0, 0]', () => {
    const e = editorWith('\n;')
    e.moveDown()
    e.foldBufferRange([[0, 0], [1, 1]])
    e.moveLineUp()
    expect(e.getText()).toBe('\n;\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([0, 1])
  })

  // Atom: the rows are inserted into what the deletion left, whose only row has no line ending: they stay as they were.
  it('keeps the line endings of rows put back into an emptied buffer', () => {
    const e = editorWith('\n\r\n')
    e.setSelectedBufferRange([[1, 30], [2, 46]])
    e.foldBufferRange([[0, 0], [1, 0]])
    e.moveLineUp()
    expect(e.getText()).toBe('\n\r\n')
    expect(selections(e)).toEqual([[[1, 0], [2, 0], false]])
  })

  // Atom: the group at row 0 keeps its rows; the group touching it below moves above them on its own, and the fold moves down with them.
  it('moves the group below a fold starting at [0, 0] past that fold', () => {
    const e = editorWith('\n.')
    e.insertNewlineBelow()
    e.foldBufferRange([[0, 0], [1, 0]])
    e.addCursorAtScreenPosition([2, 1])
    e.moveLineUp()
    expect(e.getText()).toBe('.\n\n\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[0, 1], [0, 1], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([0, 1])
  })
  // Atom: each group in turn; the second moves over the row the first left, the third past the fold the second pushed down.
  it('moves three groups under a fold from [0, 0] one after another', () => {
    const e = editorWith('ab\ncd\nef\ngh')
    e.foldBufferRange([[0, 0], [1, 1]])
    e.setCursorBufferPosition([1, 1])
    e.addCursorAtBufferPosition([2, 1])
    e.addCursorAtBufferPosition([3, 1])
    e.moveLineUp()
    expect(e.getText()).toBe('ef\ngh\nab\ncd\n')
    expect(selections(e)).toEqual([[[1, 1], [1, 1], false], [[0, 1], [0, 1], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([0, 1])
  })
  // Atom: a fold reaching row 0 from past column 0: the group moves its selection up a row, clipped; the row below it then moves up one row.
  it('moves the group below a fold reaching row 0 from past column 0 by one row', () => {
    const e = editorWith('ab\ncd\nef\ngh')
    e.foldBufferRange([[0, 1], [1, 1]])
    e.setCursorBufferPosition([1, 1])
    e.addCursorAtBufferPosition([2, 1])
    e.moveLineUp()
    expect(e.getText()).toBe('ab\nef\ncd\ngh')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false], [[1, 1], [1, 1], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([1, 1])
  })
  // Atom: the fold a group at row 0 folds again from row -1 is marked but joins no rows: the group below moves above its row as if unfolded.
  it('moves a group inside the fold a group at row 0 moved up as if unfolded', () => {
    const e = editorWith('ab\ncd\nef\ngh\nij')
    e.foldBufferRange([[0, 1], [3, 1]])
    e.setCursorBufferPosition([1, 1])
    e.addCursorAtBufferPosition([2, 1])
    e.moveLineUp()
    expect(e.getText()).toBe('ab\nef\ncd\ngh\nij')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false], [[1, 1], [1, 1], false]])
  })
  // Atom: the same, after a transaction moved lines up, with CRLF rows (the row below the fold's start row moves over the one above it).
  it('moves the later group over a row inside the fold folded again from row -1', () => {
    const e = editorWith('r0\r\nr1\r\nr2\r\nr3\r\nr4\r\nr5\r\nr6\r\nr7\r\nr8\r\nr9\r\n')
    e.transact(() => {
      e.setCursorBufferPosition([2, 1])
      e.addCursorAtBufferPosition([7, 2])
      e.moveLineUp()
    })
    e.foldBufferRowRange(0, 8)
    e.moveLineUp()
    expect(e.getText()).toBe('r0\r\nr2\r\nr1\r\nr3\r\nr4\r\nr7\r\nr5\r\nr6\r\nr8\r\nr9\r\n')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false], [[5, 2], [5, 2], false]])
  })
})
