/**
 * Undo and redo of an edit that split a surrogate pair. Every expected value
 * here is what Pulsar's own TextEditor gives for the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('undo puts a lone surrogate back as U+FFFD', () => {
  // Atom's history holds change texts as UTF-8 (a native patch): a lone half of a pair comes back as U+FFFD; the buffer keeps lone halves.
  it('a deletion from inside a pair: the buffer keeps the high half, undo restores the low half as U+FFFD', () => {
    const e = editorWith('')
    e.insertText('👍🏽')
    e.addCursorAtBufferPosition([0, 1])
    e.deleteToEndOfWord()
    expect(e.getText()).toBe('\ud83d')
    e.undo()
    expect(e.getText()).toBe('\ud83d\ufffd🏽')
    expect(selections(e)).toEqual([[[0, 4], [0, 4], false], [[0, 1], [0, 1], false]])
    e.redo()
    expect(e.getText()).toBe('\ud83d')
    e.undo()
    expect(e.getText()).toBe('\ud83d\ufffd🏽')
  })
  it('a replacement ending inside a pair', () => {
    const e = editorWith('\n\n\n\n\n\n\nY of naïve ABCdef y 👍\n')
    e.setSelectedBufferRange([[7, 9], [7, 21]])
    e.insertText('alpha')
    e.undo()
    expect(e.getText()).toBe('\n\n\n\n\n\n\nY of naïve ABCdef y \ufffd\udc4d\n')
  })
})
