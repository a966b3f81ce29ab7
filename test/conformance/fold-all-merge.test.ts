/**
 * foldAll and foldAllAtIndentLevel over selections left overlapping by a
 * method of one selection. Atom folds one range after another; the first
 * fold's screen change merges the intersecting selections right then, and
 * that merge's setBufferRange destroys only the folds made so far that
 * contain the merged ends: a fold made afterwards stays. Exact values from
 * Atom (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

/** Two selections at [3, 1], a cursor and one reaching [4, 1], left unmerged by selectUp on the last one. */
const overlapping = () => {
  const e = editorWith('{\n o\n{\n o\n;')
  e.setCursorBufferPosition([3, 1])
  e.addSelectionBelow()
  e.getLastSelection().selectUp()
  expect(selections(e)).toEqual([[[3, 1], [3, 1], false], [[3, 1], [4, 1], true]])
  return e
}

describe('folding everything over overlapping selections', () => {
  // Atom: the merge after the first fold (rows 0-1) comes before the fold of rows 2-3, which keeps the merged head at its end on screen.
  it('foldAllAtIndentLevel merges at the first fold and keeps the later one', () => {
    const e = overlapping()
    e.foldAllAtIndentLevel(0)
    expect(selections(e)).toEqual([[[3, 1], [4, 1], true]])
    expect(e.getCursorScreenPosition().toArray()).toEqual([1, 2])
    expect(e.getScreenLineCount()).toBe(3)
  })

  // Atom: the same for foldAll.
  it('foldAll merges at the first fold and keeps the later one', () => {
    const e = overlapping()
    e.foldAll()
    expect(selections(e)).toEqual([[[3, 1], [4, 1], true]])
    expect(e.getCursorScreenPosition().toArray()).toEqual([1, 2])
    expect(e.getScreenLineCount()).toBe(3)
  })
})
