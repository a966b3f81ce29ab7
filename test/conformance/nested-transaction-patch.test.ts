/**
 * Undo after a transaction holding a command that runs its own transaction.
 * Every expected value here is what Pulsar's own TextEditor gives for the
 * same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('an inner transaction whose text came back the same adds nothing to the outer patch', () => {
  // Atom composes an inner transaction's patch when it closes; moveLineDown's changes cancel there, so the
  // outer undo applies only the deletion's change and the fold next to it stays.
  it('undo of deleteToEndOfLine and a cancelling moveLineDown keeps the fold', () => {
    const e = editorWith('')
    e.insertText('a\n  ipsum')
    e.setSelectedBufferRange([[0, Infinity], [0, 1]])
    e.selectLinesContainingCursors()
    e.clearSelections()
    e.foldBufferRange([[0, 0], [1, 0]])
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false]])
    expect(e.getCursorScreenPosition().toArray()).toEqual([0, 1])
    e.transact(() => {
      e.getSelections()[0]!.deleteToEndOfLine()
      e.moveLineDown()
    })
    expect(e.getText()).toBe('a\n')
    expect(e.getCursorScreenPosition().toArray()).toEqual([0, 1])
    e.undo()
    expect(e.getText()).toBe('a\n  ipsum')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false]])
    expect(e.getCursorScreenPosition().toArray()).toEqual([0, 1])
  })
})
