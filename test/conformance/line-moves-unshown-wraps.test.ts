/**
 * moveLineUp of a group widened to row 0 by a fold: Atom folds the fold
 * again from row -1, and its display layer's update from row -1 drops the
 * layout of rows 0 through the fold's end row without laying them out again:
 * while the fold is unshown, those rows are on screen without soft wraps.
 * Exact values from Atom (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

const point = (p: { row: number; column: number }): [number, number] => [p.row, p.column]

describe('moveLineUp: rows under a fold folded again from row -1 lose their soft wraps', () => {
  // Atom: "f (v8" wraps at width 4 before the move, not after it; the cursor [0, 2] is at screen [0, 2].
  it('does not wrap row 0 while the fold is unshown', () => {
    const e = editorWith('f (v8\n\t)', { softWrapped: true, editorWidthInChars: 4 })
    e.setCursorBufferPosition([2, 19])
    e.foldCurrentRow()
    e.moveLineUp()
    expect(e.getText()).toBe('f (v8\n\t)\n')
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([0, 2])
    expect(point(e.screenPositionForBufferPosition([0, 4]))).toEqual([0, 4])
  })

  // Atom: the rows after the fold's end row keep their soft wraps.
  it('keeps the wraps of the rows below the fold', () => {
    const e = editorWith('f (v8\n\t)\nabc def ghi\nxyz uvw', { softWrapped: true, editorWidthInChars: 4 })
    e.setCursorBufferPosition([1, 2])
    e.foldCurrentRow()
    e.moveLineUp()
    expect(e.getText()).toBe('f (v8\n\t)\nabc def ghi\nxyz uvw')
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false]])
    expect(e.isFoldedAtBufferRow(0)).toBe(true)
    expect(point(e.getCursorScreenPosition())).toEqual([0, 2])
    expect(point(e.screenPositionForBufferPosition([0, 4]))).toEqual([0, 4])
    expect(point(e.screenPositionForBufferPosition([2, 4]))).toEqual([3, 0])
    expect(point(e.screenPositionForBufferPosition([3, 4]))).toEqual([6, 0])
  })

  // Atom: after foldBufferRowRange(0, 1) and moveLineUp, row 0 (21 columns, width 20) is one screen row.
  it('does not wrap a row folded by a row range', () => {
    const e = editorWith('__proto__ = item(run,\nmyVar$lorem<', { softWrapped: true, editorWidthInChars: 20 })
    e.setCursorBufferPosition([2, 24])
    e.foldBufferRowRange(0, 1)
    e.moveLineUp()
    expect(e.getText()).toBe('__proto__ = item(run,\nmyVar$lorem<\n')
    expect(selections(e)).toEqual([[[0, 12], [0, 12], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([0, 12])
    expect(point(e.screenPositionForBufferPosition([0, 21]))).toEqual([0, 21])
    expect(point(e.screenPositionForBufferPosition([1, 5]))).toEqual([1, 5])
  })
})
