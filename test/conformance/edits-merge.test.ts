/**
 * When and how Atom merges selections around a text change that is not an
 * editor-level command (`setText`, `insertText` called on one selection).
 * Every expected value here is what Pulsar's own TextEditor gives for the
 * same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('setText merges after the change only', () => {
  // Atom's setText is a buffer change: the selections collapse like markers, then merge in creation order at equal ranges.
  it('a reversed selection and a cursor both collapsed at [0, 0]: the earlier created survives, not reversed', () => {
    const e = editorWith('(setItemCount, 007);', { softWrapped: true, editorWidthInChars: 19 })
    e.addSelectionBelow()
    e.getSelections()[1]!.selectToScreenPosition([0, 0])
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [0, 15], true]])
    e.setText('')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
  })
  it('three selections, one containing the others', () => {
    const e = editorWith('ab\ncd\nef\n')
    e.setCursorBufferPosition([1, 1])
    e.addCursorAtBufferPosition([2, 1])
    e.addCursorAtBufferPosition([3, 0])
    e.getSelections()[2]!.setBufferRange([[0, 0], [3, 0]], { reversed: true })
    e.setText('')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
  })
})

describe('insertText on one selection: the merge the change triggers', () => {
  // The buffer change merges the others among themselves; the inserting selection (a cursor then) is placed after it, unmerged.
  it('the cursors inside the replaced range merge; the selection moves onto them afterwards', () => {
    const e = editorWith('ab\ncd\nef\n')
    e.setCursorBufferPosition([1, 1])
    e.addCursorAtBufferPosition([2, 1])
    e.addCursorAtBufferPosition([3, 0])
    e.getSelections()[2]!.setBufferRange([[0, 0], [3, 0]], { reversed: true })
    e.getSelections()[2]!.insertText('Z')
    expect(e.getText()).toBe('Z')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false], [[0, 1], [0, 1], false]])
  })
  // Cleared to its head, the reversed selection meets a later cursor there, takes it in, then moves past its text.
  it('a later identical cursor is merged into the inserting selection', () => {
    const e = editorWith('abc\n')
    e.setCursorBufferPosition([0, 2])
    e.addCursorAtBufferPosition([0, 3])
    e.getSelections()[0]!.setBufferRange([[0, 0], [0, 2]], { reversed: true })
    e.getSelections()[1]!.setBufferRange([[0, 0], [0, 0]])
    e.getSelections()[0]!.insertText('X')
    expect(e.getText()).toBe('Xc\n')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false]])
  })
  // The merge sets the union with setBufferRange, which destroys a fold strictly containing one of its ends.
  it('a merge the insertion triggers unfolds around the union', () => {
    const e = editorWith('\n\n7\ns')
    e.setCursorBufferPosition([8, 19])
    e.addSelectionAbove()
    e.addSelectionForBufferRange([[3, 0], [3, 0]])
    e.foldBufferRowRange(1, 3)
    e.getSelections()[1]!.selectToBufferPosition([3, 0])
    e.getSelections()[0]!.insertText('1')
    expect(e.getText()).toBe('\n\n7\ns1')
    expect(selections(e)).toEqual([[[3, 2], [3, 2], false], [[2, 1], [3, 0], false]])
    expect(e.getCursorScreenPosition().toArray()).toEqual([3, 0])
    expect(e.isFoldedAtBufferRow(2)).toBe(false)
  })
})

describe('copySelectedText leaves an empty selection a tailed empty range', () => {
  // Atom selects the line, copies it, then restores the range with setBufferRange, which plants a tail: an insertion there is selected.
  it('text inserted at the cursor afterwards ends up selected', () => {
    const e = editorWith('ab\n')
    e.setCursorBufferPosition([0, 1])
    e.copySelectedText()
    e.setTextInBufferRange([[0, 1], [0, 1]], 'X')
    expect(e.getText()).toBe('aXb\n')
    expect(selections(e)).toEqual([[[0, 1], [0, 2], false]])
  })
  it('insertText on one of two identical cursors: the other widens over the text and takes it in', () => {
    const e = editorWith('\n')
    e.addSelectionBelow()
    e.getSelections()[0]!.selectToBottom()
    e.getCursors()[1]!.moveDown()
    e.getCursors()[0]!.moveToBeginningOfScreenLine()
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[1, 0], [1, 0], false]])
    e.copySelectedText()
    e.getSelections()[0]!.insertText('==')
    expect(e.getText()).toBe('\n==')
    expect(selections(e)).toEqual([[[1, 0], [1, 2], false]])
  })
})

describe('setTextInBufferRange merges only when its change is reported', () => {
  // A buffer change: the display layer reports it (and the editor merges) unless nothing was replaced by nothing.
  it('nothing replaced by nothing at a clipped position leaves overlapping selections; a real change merges them', () => {
    const e = editorWith('\n')
    e.addSelectionBelow()
    e.getLastSelection().selectUp()
    e.setTextInBufferRange([[1, 20], [1, 20]], '')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [1, 0], true]])
    e.setTextInBufferRange([[1, 0], [1, 0]], 'x')
    expect(e.getText()).toBe('\nx')
    expect(selections(e)).toEqual([[[0, 0], [1, 1], true]])
  })
})
