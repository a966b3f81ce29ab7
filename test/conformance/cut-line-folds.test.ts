/**
 * cutSelectedText next to folds. For an empty selection Atom first selects
 * its line (`Selection::selectLine`), whose `setBufferRange` (without
 * `preserveFolds`) destroys the folds strictly containing either end of the
 * line; a deletion inside a fold alone leaves it. Exact values from Atom
 * (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

const point = (p: { row: number; column: number }): [number, number] => [p.row, p.column]

describe('cutSelectedText of a whole line next to folds', () => {
  // Atom: the line's start lies strictly inside the fold: selectLine destroys it before the cut.
  it('destroys the fold holding the cut line', () => {
    const e = editorWith('a\nb\nc\nd\n')
    e.setCursorBufferPosition([1, 1])
    e.foldBufferRange([[0, 1], [2, 1]])
    e.cutSelectedText()
    expect(e.getText()).toBe('a\nc\nd\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([1, 0])
    expect(e.getScreenLineCount()).toBe(4)
    expect(e.isFoldedAtBufferRow(0)).toBe(false)
  })

  // Atom: each empty selection selects its line in turn; the fold holding the first one's line goes.
  it('with two cursors', () => {
    const e = editorWith('a\nb\nc\nd\n')
    e.setCursorBufferPosition([1, 1])
    e.addCursorAtBufferPosition([3, 0])
    e.foldBufferRange([[0, 1], [2, 1]])
    e.cutSelectedText()
    expect(e.getText()).toBe('a\nc\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[2, 0], [2, 0], false]])
    expect(e.getScreenLineCount()).toBe(3)
  })

  // Atom: a fold ending before the cut line stays.
  it('keeps a fold the line does not reach into', () => {
    const e = editorWith('a\nb\nc\nd\n')
    e.setCursorBufferPosition([2, 1])
    e.foldBufferRange([[0, 1], [1, 1]])
    e.cutSelectedText()
    expect(e.getText()).toBe('a\nb\nd\n')
    expect(point(e.getCursorScreenPosition())).toEqual([1, 0])
    expect(e.getScreenLineCount()).toBe(3)
    expect(e.isFoldedAtBufferRow(0)).toBe(true)
  })

  // Atom: a non-empty selection is cut as it is (no selectLine): deleting text inside the fold keeps it.
  it('keeps the fold around a cut selection', () => {
    const e = editorWith('a\nb\nc\nd\n')
    e.setSelectedBufferRange([[1, 0], [1, 1]])
    e.foldBufferRange([[0, 1], [2, 1]])
    e.cutSelectedText()
    expect(e.getText()).toBe('a\n\nc\nd\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([0, 1])
    expect(e.getScreenLineCount()).toBe(3)
  })
})
