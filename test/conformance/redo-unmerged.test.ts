/**
 * What redo restores after an editor-level command whose selections met:
 * Atom snapshots the selections at the end of the command's transaction,
 * before it merges them, and redo restores that snapshot without merging.
 * Every expected value here is what Pulsar's own TextEditor gives for the
 * same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('redo restores the unmerged selections of deleteLine', () => {
  // Atom: deleteLine runs in mutateSelectedText, whose merge follows the transaction; redo restores both cursors.
  it('two cursors deleteLine onto one position: redo gives two identical cursors', () => {
    const e = editorWith('\n')
    e.addCursorAtBufferPosition([1, 0])
    e.deleteLine()
    expect(e.getText()).toBe('')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    e.undo()
    expect(e.getText()).toBe('\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[1, 0], [1, 0], false]])
    e.redo()
    expect(e.getText()).toBe('')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [0, 0], false]])
  })

  // Atom: the identical cursors redo restored merge at the next editor-level motion.
  it('the restored cursors merge at the next motion', () => {
    const e = editorWith('one\ntwo')
    e.setCursorBufferPosition([0, 3])
    e.addCursorAtBufferPosition([1, 0])
    e.deleteLine()
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    e.undo()
    expect(selections(e)).toEqual([[[0, 3], [0, 3], false], [[1, 0], [1, 0], false]])
    e.redo()
    expect(e.getText()).toBe('')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [0, 0], false]])
    e.moveRight()
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
  })
})

describe('redo restores the unmerged selections of the row and case commands', () => {
  // Atom: outdentSelectedRows runs in mutateSelectedText; the outdent moves both cursors to one position, merged only after the transaction's snapshot.
  it('outdentSelectedRows at two cursors of one row: redo gives two identical cursors', () => {
    const e = editorWith(',\n')
    e.indentSelectedRows()
    e.addCursorAtBufferPosition([0, 1])
    e.outdentSelectedRows()
    expect(e.getText()).toBe(',\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    e.undo()
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false], [[0, 1], [0, 1], false]])
    e.redo()
    expect(e.getText()).toBe(',\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [0, 0], false]])
  })

  // Atom: lowerCase (replaceSelectedText in mutateSelectedText) selects the same word at both cursors; redo restores both selections.
  it('lowerCase at two cursors of one word: redo gives two identical selections', () => {
    const e = editorWith('a b')
    e.setCursorBufferPosition([0, 3])
    e.addCursorAtBufferPosition([0, 2])
    e.lowerCase()
    expect(selections(e)).toEqual([[[0, 2], [0, 3], false]])
    e.undo()
    expect(selections(e)).toEqual([[[0, 3], [0, 3], false], [[0, 2], [0, 2], false]])
    e.redo()
    expect(e.getText()).toBe('a b')
    expect(selections(e)).toEqual([[[0, 2], [0, 3], false], [[0, 2], [0, 3], false]])
  })
})
