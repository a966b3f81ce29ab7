/**
 * The initial screen range selectWord sets at each selection of an
 * editor-level command. Atom selects one selection after another in
 * creation order, each reading its screen range right after its own
 * setBufferRange: a fold a later selection destroys does not move it.
 * Exact values from Atom (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('the initial screen range of selectWordsContainingCursors', () => {
  // Atom: the first cursor's empty word at [2, 0] sits at the fold's end, on screen [1, 7]; the second cursor's word destroys the fold, and the drag still starts from [1, 7].
  it('is read before a later selection destroys a fold', () => {
    const e = editorWith('\n"v8Engi\n')
    e.setCursorBufferPosition([13, -3])
    e.foldBufferRange([[1, 6], [2, 0]])
    e.addCursorAtBufferPosition([1, 6])
    e.selectWordsContainingCursors()
    expect(selections(e)).toEqual([[[2, 0], [2, 0], false], [[1, 1], [1, 7], false]])
    e.getSelections()[0]!.selectToScreenPosition([0, 43])
    expect(selections(e)).toEqual([[[0, 0], [1, 7], true], [[1, 1], [1, 7], false]])
  })
})
