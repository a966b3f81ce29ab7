/**
 * The goal column through moveLineUp / moveLineDown. Atom sets the ranges
 * again with `setSelectedBufferRanges`; each selection's marker reports
 * where its text changes took it, then its new range, and the cursor forgets
 * its goal column when a report finds the head elsewhere on screen. Exact
 * values from Atom (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('moveLineDown of a row reaching the end of the buffer', () => {
  // Atom: the insert-then-delete collapses the cursor to the start of the deleted row before its range is set back: the goal column goes.
  it('forgets the goal column though the row and the cursor stay', () => {
    const e = editorWith('\t xxxxxxxxxxxxxxxxxxxxxxxx', { softWrapped: true, editorWidthInChars: 26 })
    e.moveDown()
    expect(selections(e)).toEqual([[[0, 25], [0, 25], false]])
    expect(e.getCursorScreenPosition().toArray()).toEqual([1, 3])
    e.moveLineDown()
    expect(e.getText()).toBe('\t xxxxxxxxxxxxxxxxxxxxxxxx')
    expect(selections(e)).toEqual([[[0, 25], [0, 25], false]])
    e.moveUp()
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false]])
    expect(e.getCursorScreenPosition().toArray()).toEqual([0, 3])
  })
})
