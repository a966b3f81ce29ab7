/**
 * moveLineUp with a block widened by a fold to an empty last row. Every
 * expected value is what Pulsar's TextEditor gives for the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

const P = '\uFEFF'

describe('moveLineUp: a block ending on the empty last row', () => {
  // Atom's moved text ends with the `\n` before the empty last row: that row stays last, and the row above goes right before it (a fold on it with it).
  it('the fold on the row above lands on the row before the empty last row', () => {
    const e = editorWith('a\nb\nc\nd\ne\n')
    e.foldBufferRange([[3, 1], [5, 0]])
    e.foldBufferRange([[2, 0], [2, 1]])
    e.setCursorBufferPosition([4, 0])
    e.moveLineUp()
    expect(e.getText()).toBe('a\nb\nd\ne\nc\n')
    expect(selections(e)).toEqual([[[3, 0], [3, 0], false]])
    expect(e.getScreenLineCount()).toBe(4)
    expect(e.lineTextForScreenRow(2)).toBe(`d${P}${P}`)
    expect([4, 5].map(r => e.isFoldedAtBufferRow(r))).toEqual([true, false])
    expect(e.screenPositionForBufferPosition([4, 1]).toArray()).toEqual([2, 3])
  })
  it('two groups in turn: the second passes the fold the first moved down', () => {
    const e = editorWith('\ndone\n  ynaïve\ngamma\n\tipsum\nnaïve\ngamma\n\tipsum\n')
    e.foldBufferRange([[5, 3], [8, 0]])
    e.foldBufferRange([[3, 0], [3, 5]])
    e.setCursorBufferPosition([4, 6])
    e.addCursorAtBufferPosition([7, 6])
    e.moveLineUp()
    expect(e.getText()).toBe('\ndone\n  ynaïve\n\tipsum\nnaïve\ngamma\n\tipsum\ngamma\n')
    expect(selections(e)).toEqual([[[3, 6], [3, 6], false], [[6, 6], [6, 6], false]])
    expect(e.lineTextForScreenRow(4)).toBe(`naï${P}${P}`)
    e.getSelections()[1]!.selectRight()
    expect(selections(e)).toEqual([[[3, 6], [3, 6], false], [[6, 6], [7, 5], false]])
  })
})
