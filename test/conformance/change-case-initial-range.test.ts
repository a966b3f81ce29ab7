/**
 * The initial screen range upperCase/lowerCase leave at an empty selection.
 * Atom's `replaceSelectedText({selectWordIfEmpty: true})` selects the word
 * with `setBufferRange`, which destroys the folds strictly containing its
 * ends, and then reads its screen range. Exact values from Atom (Pulsar's
 * TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('the initial screen range of a case change at a cursor inside a fold', () => {
  // Atom: the empty word at [10, 0] is read on screen after the fold around it is gone, so a drag above it starts from [10, 0].
  it('is read once the fold is destroyed', () => {
    const e = editorWith('\n\n\n\n\n\n\n\n\n\n\n')
    e.setCursorBufferPosition([10, 17])
    e.foldBufferRange([[3, 0], [11, 0]])
    e.upperCase()
    expect(e.isFoldedAtBufferRow(5)).toBe(false)
    e.selectToScreenPosition([6, 5])
    expect(selections(e)).toEqual([[[6, 0], [10, 0], true]])
  })

  // Atom: two identical cursors each select the empty word at [0, 0] in turn; the survivor keeps that empty range, which insertText's clear keeps, so a drag starts from [0, 0].
  it('is kept by the survivor of identical cursors', () => {
    const e = editorWith('')
    e.insertText('\r\n')
    e.addSelectionAbove()
    e.getCursors()[0]!.moveToBeginningOfWord()
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [0, 0], false]])
    e.upperCase()
    e.insertText('Z')
    e.selectToScreenPosition([5, 0])
    expect(selections(e)).toEqual([[[0, 0], [1, 0], false]])
  })
})
