/**
 * Undo and redo of line moves next to folds. Atom's history keeps a
 * transaction as one patch composed of its changes; a moved block is in it
 * twice, deleted where it was and inserted where it went, the rows it
 * passed untouched between; a stretch whose text came back the same is no
 * hunk at all. Undo and redo apply only those hunks, so a fold in rows the
 * patch does not touch survives (moved with its rows). Exact values from
 * Atom (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

const point = (p: { row: number; column: number }): [number, number] => [p.row, p.column]

describe('undo and redo of a line move keep the folds the patch does not touch', () => {
  // Atom: the rows a block moved up past are no hunk: the fold in them goes back with them, and comes again on redo.
  it('a row moved up past a fold', () => {
    const e = editorWith('a\nb {\n c\nd')
    e.foldBufferRange([[1, 3], [2, 2]])
    e.setCursorBufferPosition([3, 1])
    e.moveLineUp()
    expect(e.getText()).toBe('a\nd\nb {\n c\n')
    e.undo()
    expect(e.getText()).toBe('a\nb {\n c\nd')
    expect(selections(e)).toEqual([[[3, 1], [3, 1], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([2, 1])
    expect(e.getScreenLineCount()).toBe(3)
    expect(e.isFoldedAtBufferRow(1)).toBe(true)
    e.redo()
    expect(e.getText()).toBe('a\nd\nb {\n c\n')
    expect(selections(e)).toEqual([[[1, 1], [1, 1], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([1, 1])
    expect(e.getScreenLineCount()).toBe(4)
    expect(e.isFoldedAtBufferRow(2)).toBe(true)
  })

  // Atom: moving down, the block is deleted above the fold's rows and inserted below them: the fold survives both ways.
  it('a row moved down past a fold', () => {
    const e = editorWith('a\nb {\n c\nd')
    e.foldBufferRange([[1, 3], [2, 2]])
    e.setCursorBufferPosition([0, 1])
    e.moveLineDown()
    expect(e.getText()).toBe('b {\n c\na\nd')
    e.undo()
    expect(e.getText()).toBe('a\nb {\n c\nd')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false]])
    expect(e.getScreenLineCount()).toBe(3)
    expect(e.isFoldedAtBufferRow(1)).toBe(true)
    e.redo()
    expect(selections(e)).toEqual([[[2, 1], [2, 1], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([1, 1])
    expect(e.getScreenLineCount()).toBe(3)
  })

  // Atom: a move whose delete and insert give the text back as it was leaves an empty patch: undo touches no fold.
  it('a move that changed no text', () => {
    const e = editorWith('\n\n')
    e.selectToBufferPosition([1, 0])
    e.foldSelectedLines()
    e.moveLineUp()
    e.undo()
    expect(e.getText()).toBe('\n\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([0, 1])
    expect(e.getScreenLineCount()).toBe(2)
  })

  // Atom: a single row moved down at the end of the buffer gives its text back: a fold made afterwards survives the undo.
  it('a fold made after a move that changed no text', () => {
    const e = editorWith('te')
    e.setSelectedBufferRange([[0, 0], [0, 2]])
    e.moveLineDown()
    e.getLastSelection().fold()
    expect(point(e.getCursorScreenPosition())).toEqual([0, 1])
    e.undo()
    expect(e.getText()).toBe('te')
    expect(point(e.getCursorScreenPosition())).toEqual([0, 1])
    expect(e.isFoldedAtBufferRow(0)).toBe(true)
  })

  // Atom composes the transaction as it goes: the two moves of the folded rows cancel out there, and undo
  // only puts back the indentation auto-indent took, inside the fold, which grows with it.
  it('moves that cancel out inside one transaction', () => {
    const e = editorWith('{\n e', { autoIndent: true })
    e.addCursorAtBufferPosition([8, 24])
    e.toggleFoldAtBufferRow(1)
    e.moveLineDown()
    expect(e.getText()).toBe('{\ne')
    e.undo()
    expect(e.getText()).toBe('{\n e')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[1, 2], [1, 2], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([0, 2])
    expect(e.getScreenLineCount()).toBe(1)
  })

  // Atom: rows exchanged with equal rows are still a deletion and an insertion: the fold on the moved row goes.
  it('a row moved past an equal row', () => {
    const e = editorWith('ab\nab\n')
    e.setCursorBufferPosition([1, 0])
    e.moveLineUp()
    e.foldBufferRange([[0, 0], [0, 2]])
    e.undo()
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([1, 0])
    expect(e.isFoldedAtBufferRow(0)).toBe(false)
  })
})
