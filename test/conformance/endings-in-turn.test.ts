/**
 * Line endings of text inserted at several selections, as Atom's editor
 * commands insert it: one selection after another in buffer order, each
 * normalised by the buffer as the earlier insertions left it. Every expected
 * value is what Pulsar's TextEditor gives for the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('insertText at several selections: the line ending of each insertion', () => {
  // Atom normalises to the ending of the row the change starts on, else of the row before, read after the earlier insertions.
  it('on the last row, the break before it is the one the earlier insertion made', () => {
    const e = editorWith('\n\r\n{')
    e.selectToBeginningOfNextParagraph()
    e.addCursorAtBufferPosition([12, 19])
    expect(selections(e)).toEqual([[[0, 0], [2, 0], false], [[2, 1], [2, 1], false]])
    e.insertText('\n\n')
    expect(e.getText()).toBe('\n\n{\n\n')
    expect(selections(e)).toEqual([[[2, 0], [2, 0], false], [[4, 0], [4, 0], false]])
  })
  // The same rule when the earlier insertion replaced the `\r\n` row before the last one.
  it('a range over the CRLF row, then a cursor on the last row', () => {
    const e = editorWith('8\n\n\n\n\n\n\n\r\n\n')
    e.addSelectionForBufferRange([[12, 0], [13, Infinity]])
    e.moveLeft()
    e.selectLinesContainingCursors()
    e.addSelectionForScreenRange([[0, 23], [8, 0]])
    e.getLastSelection().insertText('1')
    expect(e.getText()).toBe('8\n\n\n\n\n\n\n\r\n1')
    expect(selections(e)).toEqual([[[0, 0], [8, 0], false], [[8, 1], [8, 1], false]])
    e.insertText('\n')
    expect(e.getText()).toBe('\n1\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[2, 0], [2, 0], false]])
  })
  // A row with its own ending keeps it: the earlier insertions are before the change.
  it('a cursor on a CRLF row after an LF insertion keeps CRLF', () => {
    const e = editorWith('a\nb\r\nc')
    e.setSelectedBufferRanges([[[0, 1], [0, 1]], [[1, 1], [1, 1]]])
    e.insertText('\n')
    expect(e.getText()).toBe('a\n\nb\r\n\r\nc')
  })
})
