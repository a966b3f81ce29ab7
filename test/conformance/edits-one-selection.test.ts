/**
 * Deletions and cuts called on one selection, over selections that overlap
 * or coincide (a method of one selection does not merge them first). Every
 * expected value here is what Pulsar's own TextEditor gives for the same
 * text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('a method of one selection that deletes nothing merges nothing', () => {
  // Atom's buffer changes nothing, so its display layer reports nothing and the editor does not merge.
  it('backspace at [0, 0] leaves two identical cursors', () => {
    const e = editorWith('\n')
    e.addCursorAtScreenPosition([1, 0])
    e.getSelections()[1]!.setBufferRange([[0, 0], [0, 0]])
    e.getLastSelection().backspace()
    expect(e.getText()).toBe('\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [0, 0], false]])
  })
  it('delete at the end of the buffer leaves a cursor touching another selection', () => {
    const e = editorWith('\n')
    e.addSelectionBelow()
    e.getSelections()[0]!.selectToBottom()
    e.getLastSelection().delete()
    expect(e.getText()).toBe('\n')
    expect(selections(e)).toEqual([[[0, 0], [1, 0], false], [[1, 0], [1, 0], false]])
  })
  it('deleteSelectedText of an empty selection inside another selection', () => {
    const e = editorWith('\n')
    e.addCursorAtBufferPosition([4, 0])
    e.getLastSelection().selectUp()
    e.getSelections()[0]!.deleteSelectedText()
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [1, 0], true]])
  })
  it('deleteToBeginningOfLine at [0, 0] inside a selection of everything', () => {
    const e = editorWith(':')
    e.addCursorAtBufferPosition([5, 3])
    e.getLastSelection().selectAll()
    e.getSelections()[0]!.deleteToBeginningOfLine()
    expect(e.getText()).toBe(':')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [0, 1], false]])
  })
  it('deleteToNextWordBoundary at the end of the buffer', () => {
    const e = editorWith('\n')
    e.addSelectionForBufferRange([[1, 0], [1, 1]])
    e.getSelections()[0]!.selectLine()
    e.getLastSelection().deleteToNextWordBoundary()
    expect(selections(e)).toEqual([[[0, 0], [1, 0], false], [[1, 0], [1, 0], false]])
  })
  it('cut and cutToEndOfLine of an empty selection at the end copy and delete nothing', () => {
    const e = editorWith('\n\n')
    e.setCursorBufferPosition([2, 0])
    e.addCursorAtBufferPosition([1, 0])
    e.getSelections()[1]!.setBufferRange([[2, 0], [2, 0]])
    e.getSelections()[1]!.cutToEndOfLine()
    expect(selections(e)).toEqual([[[2, 0], [2, 0], false], [[2, 0], [2, 0], false]])
    e.getLastSelection().cut()
    expect(e.getText()).toBe('\n\n')
    expect(selections(e)).toEqual([[[2, 0], [2, 0], false], [[2, 0], [2, 0], false]])
  })
})

describe('a method of one selection that deletes: the merge its change triggers', () => {
  // Atom merges when the buffer reports the deletion, the selection still its collapsed (tailed) range; it is set as a bare cursor only afterwards.
  it('delete merges the cursor it meets, and the survivor is a bare cursor (text inserted there is not selected)', () => {
    const e = editorWith('\n')
    e.addSelectionBelow()
    e.getSelections()[0]!.delete()
    expect(e.getText()).toBe('')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    e.setTextInBufferRange([[0, 0], [0, 0]], 'ab')
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false]])
  })
  it('cutToEndOfLine likewise', () => {
    const e = editorWith('\n\n')
    e.cutSelectedText()
    e.addSelectionBelow()
    e.getSelections()[0]!.cutToEndOfLine()
    expect(e.getText()).toBe('')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    e.setTextInBufferRange([[0, 18], [1, -1]], 'ipsum')
    expect(selections(e)).toEqual([[[0, 5], [0, 5], false]])
  })
})
