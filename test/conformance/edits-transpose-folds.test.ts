/**
 * transpose next to folds. Atom's transpose at a cursor is `selectRight`,
 * delete, `moveLeft` and insert: two changes, the text between staying in
 * place, and the move left made on the text and folds the deletion left.
 * Every expected value here is what Pulsar's own TextEditor gives for the
 * same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('transpose and folds', () => {
  // The line ending after a fold goes to the fold's start; the folded text is not replaced, so the fold moves with it.
  it('a cursor at a fold\'s end moves the line ending before the fold, which moves down a row', () => {
    const e = editorWith('yV\ne\n')
    e.foldBufferRowRange(0, 1)
    e.addCursorAtBufferPosition([1, 64])
    e.transpose()
    expect(e.getText()).toBe('yV\n\ne')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false], [[1, 0], [1, 0], false]])
    expect(e.getScreenLineCount()).toBe(2)
    expect([0, 1, 2].map(r => e.isFoldedAtBufferRow(r))).toEqual([false, true, true])
  })
  // The deletion takes in the fold's end, which destroys the fold: the cursor then moves left by one character.
  it('a selectRight over a fold\'s end destroys the fold before the move left', () => {
    const text = 'alpha ABCdef\nalpha-and-value of parseHTTPResponse a /value/snake_case_id/ipsum beta setItemCount iPhone'
    const e = editorWith(text, { tabLength: 8, softTabs: false })
    e.foldBufferRange([[1, 15], [1, 65]])
    e.setCursorBufferPosition([1, 64])
    e.transpose()
    expect(e.getText()).toBe('alpha ABCdef\nalpha-and-value of parseHTTPResponse a /value/snake_case_id/ipsm ubeta setItemCount iPhone')
    expect(selections(e)).toEqual([[[1, 65], [1, 65], false]])
    expect(e.isFoldedAtBufferRow(1)).toBe(false)
  })
})
