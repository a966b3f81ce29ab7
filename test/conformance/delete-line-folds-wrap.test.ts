/**
 * deleteLine at an empty selection whose screen row starts with a fold and
 * ends in a soft-wrapped line. Atom removes the buffer rows from the screen
 * row's buffer row up to the row before the next screen row's
 * (`bufferRowsForScreenRows(row, row + 1)`): when the next screen row
 * continues the wrapped line, that line stays. Exact values from Atom
 * (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

const point = (p: { row: number; column: number }): [number, number] => [p.row, p.column]

describe('deleteLine on a screen row holding a fold and a soft wrap', () => {
  // Atom: the fold's screen row continues on the next screen row (same buffer row 1): only row 0 goes.
  it('keeps the wrapped line the next screen row continues', () => {
    const e = editorWith('\nem xPos\n', { softWrapped: true, editorWidthInChars: 7 })
    e.getLastSelection().selectLine()
    e.foldSelectedLines()
    expect(point(e.getCursorScreenPosition())).toEqual([0, 1])
    e.deleteLine()
    expect(e.getText()).toBe('em xPos\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    expect(e.getScreenLineCount()).toBe(2)
  })

  // Atom: the same with a fold ending inside the wrapped line's first screen row.
  it('with a fold ending mid-line', () => {
    const e = editorWith('a\nbb cc dd\nz\n', { softWrapped: true, editorWidthInChars: 6 })
    e.foldBufferRange([[0, 1], [1, 2]])
    e.setCursorBufferPosition([1, 2])
    e.deleteLine()
    expect(e.getText()).toBe('bb cc dd\nz\n')
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([0, 2])
  })

  // Atom: without a wrap after the fold, every row the screen row shows goes.
  it('deletes every row of an unwrapped folded screen row', () => {
    const e = editorWith('a\nbb\nzz\n', { softWrapped: true, editorWidthInChars: 6 })
    e.foldBufferRange([[0, 1], [1, 1]])
    e.setCursorBufferPosition([1, 1])
    e.deleteLine()
    expect(e.getText()).toBe('zz\n')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false]])
  })

  // Atom: on the last screen row, the rows up to the fold's end go.
  it('on the last screen row', () => {
    const e = editorWith('a\nbb cc\nz', { softWrapped: true, editorWidthInChars: 6 })
    e.foldBufferRange([[1, 1], [2, 0]])
    e.setCursorBufferPosition([2, 1])
    expect(point(e.getCursorScreenPosition())).toEqual([1, 3])
    e.deleteLine()
    expect(e.getText()).toBe('a')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false]])
  })

  // Atom: a second cursor on the continuation row then deletes that row in its turn.
  it('with a cursor on each screen row of the wrapped line', () => {
    const e = editorWith('\nem xPos\nq\n', { softWrapped: true, editorWidthInChars: 7 })
    e.foldBufferRange([[0, 0], [1, 0]])
    e.setCursorBufferPosition([1, 0])
    e.addCursorAtBufferPosition([1, 5])
    e.deleteLine()
    expect(e.getText()).toBe('q\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 1], [0, 1], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([0, 1])
  })

  // Atom: the selections delete in turn; the first deletion brings the last cursor onto the fold's
  // screen row, and that one then deletes the fold's rows.
  it('a deletion that brings a cursor onto a fold deletes the folded rows next', () => {
    const e = editorWith('e\ns\n')
    e.getSelections()[0]!.selectLine()
    e.addCursorAtBufferPosition([2, 4])
    e.foldSelectedLines()
    e.addCursorAtBufferPosition([1, 2])
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[2, 0], [2, 0], false], [[1, 1], [1, 1], false]])
    e.deleteLine()
    expect(e.getText()).toBe('')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
  })
})
