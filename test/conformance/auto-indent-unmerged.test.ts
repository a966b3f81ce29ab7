/**
 * autoIndentSelectedRows over selections left unmerged by a method called on
 * one cursor or selection: Atom's `mutateSelectedText` runs the command on
 * each selection in buffer order (the others moving like markers), snapshots
 * the selections for redo when the transaction ends, and merges only after.
 * Every expected value is what Pulsar's own TextEditor gives.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('autoIndentSelectedRows over unmerged selections', () => {
  // Atom: the first cursor's re-indentation moves the second (reversed) one like a marker; the merge's survivor is the first in buffer order, with its own orientation.
  it('two identical cursors, the second reversed: the reversed one survives the merge', () => {
    const e = editorWith('\tP\n')
    e.moveDown()
    e.addSelectionAbove()
    e.getLastSelection().setBufferRange([[8, 1], [8, 0]], { reversed: true })
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[1, 0], [1, 0], true]])
    e.autoIndentSelectedRows()
    expect(e.getText()).toBe('\tP\n  ')
    expect(selections(e)).toEqual([[[1, 0], [1, 2], true]])
  })

  // Atom: the transaction's end snapshot is taken before the merge, so redo restores both identical cursors.
  it('redo restores the two identical cursors the command ran at', () => {
    const e = editorWith('r')
    e.addCursorAtBufferPosition([0, 4])
    e.getLastCursor().moveToTop()
    e.autoIndentSelectedRows()
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    e.undo()
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [0, 0], false]])
    e.redo()
    expect(e.getText()).toBe('r')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [0, 0], false]])
  })
})
