/**
 * A cursor's goal column across an undo that moves it back to where its
 * marker last reported it. Every expected value here is what Pulsar's own
 * TextEditor gives for the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('undo compares a cursor with where its marker last reported it', () => {
  // Atom: a revived selection's marker reports no text change; the undo putting it back where it last
  // reported makes no change event, so its cursor keeps its goal column.
  it('a revived cursor moved by a text change and put back by undo keeps its goal column', () => {
    const e = editorWith('\n\nx\n\nm')
    e.moveDown()
    e.addCursorAtBufferPosition([2, 8])
    e.deleteLine()
    e.undo()
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[2, 1], [2, 1], false]])
    e.addCursorAtBufferPosition([0, 69])
    e.moveDown()
    expect(selections(e)).toEqual([[[2, 0], [2, 0], false], [[3, 0], [3, 0], false], [[1, 0], [1, 0], false]])
    e.getLastSelection().deleteLine()
    expect(e.getText()).toBe('\nx\n\nm')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[2, 0], [2, 0], false]])
    e.undo()
    expect(e.getText()).toBe('\n\nx\n\nm')
    expect(selections(e)).toEqual([[[2, 0], [2, 0], false], [[3, 0], [3, 0], false], [[1, 0], [1, 0], false]])
    e.moveDown()
    expect(selections(e)).toEqual([[[3, 0], [3, 0], false], [[4, 1], [4, 1], false], [[2, 0], [2, 0], false]])
  })
})
