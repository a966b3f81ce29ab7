/**
 * Undo, redo and a transaction's abort hand the text back through Atom's
 * native patch, whose UTF-8 conversion turns each surrogate half without
 * its partner inside one composed hunk into U+FFFD. Every expected value
 * here is what Pulsar's own TextEditor gives for the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('undo, redo and revert turn lone surrogate halves into U+FFFD', () => {
  // Atom: the replaced text ends between the halves of 👍; undo puts back its high half as U+FFFD, the low half stays.
  it('undo of an insertion over a range ending inside an emoji', () => {
    const e = editorWith('\n\n\n\n\n\n\nY of naïve ABCdef y 👍\n')
    e.setSelectedBufferRange([[7, 9], [7, 21]])
    e.insertText('alpha')
    expect(e.getText()).toBe('\n\n\n\n\n\n\nY of naïvalpha\udc4d\n')
    e.undo()
    expect(e.getText()).toBe('\n\n\n\n\n\n\nY of naïve ABCdef y \ufffd\udc4d\n')
    expect(selections(e)).toEqual([[[7, 9], [7, 21], false]])
  })

  // Atom: redo hands back the inserted text the same way; typing itself keeps the half.
  it('redo of a lone half typed in', () => {
    const e = editorWith('ab\n')
    e.setCursorBufferPosition([0, 1])
    e.insertText('\ud83d')
    expect(e.getText()).toBe('a\ud83db\n')
    e.undo()
    expect(e.getText()).toBe('ab\n')
    e.redo()
    expect(e.getText()).toBe('a\ufffdb\n')
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false]])
  })

  // Atom: each selection's change is its own hunk; the low halves left in the buffer stay as they are.
  it('undo and redo at two selections', () => {
    const e = editorWith('x👍y👍z')
    e.setSelectedBufferRanges([[[0, 0], [0, 2]], [[0, 4], [0, 5]]])
    e.insertText('Q')
    expect(e.getText()).toBe('Q\udc4dyQ\udc4dz')
    e.undo()
    expect(e.getText()).toBe('x\ufffd\udc4dy\ufffd\udc4dz')
    expect(selections(e)).toEqual([[[0, 0], [0, 2], false], [[0, 4], [0, 5], false]])
    e.redo()
    expect(e.getText()).toBe('Q\udc4dyQ\udc4dz')
  })

  // Atom composes a transaction's changes into one hunk: the two halves deleted one after the other come back as a pair.
  it('a transaction that deleted both halves in turn gives the pair back', () => {
    const e = editorWith('👍x')
    e.transact(() => {
      e.setSelectedBufferRange([[0, 0], [0, 1]])
      e.delete()
      e.setSelectedBufferRange([[0, 0], [0, 1]])
      e.delete()
    })
    expect(e.getText()).toBe('x')
    e.undo()
    expect(e.getText()).toBe('👍x')
    e.redo()
    expect(e.getText()).toBe('x')
  })

  // Atom's line move rewrites the rows it exchanges: undoing or redoing it hands their text back, lone halves converted.
  it('undo and redo of a line move over a row holding a lone half', () => {
    const e = editorWith('a\ud83d\nb\n')
    e.moveLineDown()
    expect(e.getText()).toBe('b\na\ud83d\n')
    e.undo()
    expect(e.getText()).toBe('a\ufffd\nb\n')
    e.redo()
    expect(e.getText()).toBe('b\na\ufffd\n')
  })

  // Atom's abortTransaction reverts through the same composed patch.
  it('an aborted transaction', () => {
    const e = editorWith('x👍y')
    e.transact(() => {
      e.setSelectedBufferRange([[0, 0], [0, 2]])
      e.insertText('Q')
      e.abortTransaction()
    })
    expect(e.getText()).toBe('x\ufffd\udc4dy')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
  })
})
