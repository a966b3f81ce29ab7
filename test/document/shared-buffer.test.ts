// Several editors on one buffer (Atom's `new TextEditor({ buffer })`): every
// expected value below is what Pulsar's TextEditor gives for the same steps.
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/index.js'

const ranges = (e: TextEditor) => e.getSelections().map(s => [s.getBufferRange().toString(), s.isReversed()])

const pair = () => {
  const a = new TextEditor({ text: 'hello world\nsecond line\n' })
  const b = new TextEditor({ buffer: a.getBuffer() })
  return { a, b }
}

describe('two editors on one buffer', () => {
  it('share the buffer object and see each other\'s edits; each keeps its own selections', () => {
    const { a, b } = pair()
    expect(b.getBuffer()).toBe(a.getBuffer())
    expect(a.getBuffer().hasMultipleEditors()).toBe(true)
    expect(ranges(b)).toEqual([['[(0, 0) - (0, 0)]', false]])
    a.setCursorBufferPosition([0, 5])
    b.setSelectedBufferRange([[1, 0], [1, 6]])
    b.addCursorAtBufferPosition([0, 11])
    a.insertText('XX')
    expect(b.getText()).toBe('helloXX world\nsecond line\n')
    expect(ranges(a)).toEqual([['[(0, 7) - (0, 7)]', false]])
    expect(ranges(b)).toEqual([['[(1, 0) - (1, 6)]', false], ['[(0, 13) - (0, 13)]', false]])
    b.insertText('Y')
    expect(a.getText()).toBe('helloXX worldY\nY line\n')
    expect(ranges(a)).toEqual([['[(0, 7) - (0, 7)]', false]])
    expect(ranges(b)).toEqual([['[(1, 1) - (1, 1)]', false], ['[(0, 14) - (0, 14)]', false]])
  })

  // Atom: undo restores the snapshot of the editor that made the change into the editor that undoes it,
  // replacing that editor's selections; the other editor's selections move through the change as markers.
  it('share one undo history: undo in one editor restores the selections the change was made with, into that editor', () => {
    const { a, b } = pair()
    a.setCursorBufferPosition([0, 5])
    b.setSelectedBufferRange([[1, 0], [1, 6]])
    b.addCursorAtBufferPosition([0, 11])
    a.insertText('XX')
    b.insertText('Y')
    b.undo()
    expect(a.getText()).toBe('helloXX world\nsecond line\n')
    expect(ranges(a)).toEqual([['[(0, 7) - (0, 7)]', false]])
    expect(ranges(b)).toEqual([['[(1, 0) - (1, 6)]', false], ['[(0, 13) - (0, 13)]', false]])
    b.undo()
    expect(a.getText()).toBe('hello world\nsecond line\n')
    expect(ranges(a)).toEqual([['[(0, 5) - (0, 5)]', false]])
    expect(ranges(b)).toEqual([['[(0, 5) - (0, 5)]', false]])
    a.redo()
    expect(a.getText()).toBe('helloXX world\nsecond line\n')
    expect(ranges(a)).toEqual([['[(0, 7) - (0, 7)]', false]])
    expect(ranges(b)).toEqual([['[(0, 7) - (0, 7)]', false]])
    a.redo()
    expect(a.getText()).toBe('helloXX worldY\nY line\n')
    expect(ranges(a)).toEqual([['[(1, 1) - (1, 1)]', false], ['[(0, 14) - (0, 14)]', false]])
    expect(ranges(b)).toEqual([['[(0, 7) - (0, 7)]', false]])
  })

  // Atom: a cursor of another editor at an insertion point is pushed past the inserted text.
  it('text inserted at the other editor\'s cursor pushes it; buffer-level changes reach both', () => {
    const { a, b } = pair()
    b.insertText('Z')
    expect(ranges(a)).toEqual([['[(0, 1) - (0, 1)]', false]])
    b.setCursorBufferPosition([0, 0])
    a.insertText('Q')
    expect(ranges(a)).toEqual([['[(0, 2) - (0, 2)]', false]])
    expect(ranges(b)).toEqual([['[(0, 0) - (0, 0)]', false]])
    a.getBuffer().setTextInRange([[0, 0], [0, 1]], 'W')
    expect(b.getText()).toBe('WQhello world\nsecond line\n')
    expect(ranges(a)).toEqual([['[(0, 2) - (0, 2)]', false]])
    expect(ranges(b)).toEqual([['[(0, 0) - (0, 0)]', false]])
    expect(a.isModified()).toBe(true)
    expect(b.isModified()).toBe(true)
    a.getBuffer().markSaved()
    expect(b.isModified()).toBe(false)
  })

  it('keep their own folds', () => {
    const { a, b } = pair()
    b.foldBufferRange([[1, 0], [1, 4]])
    expect(b.isFoldedAtBufferRow(1)).toBe(true)
    expect(a.isFoldedAtBufferRow(1)).toBe(false)
    a.setCursorBufferPosition([0, 0])
    a.insertText('new line\n')
    expect(b.isFoldedAtBufferRow(2)).toBe(true)
    expect(b.isFoldedAtBufferRow(1)).toBe(false)
    expect(ranges(b)).toEqual([['[(1, 0) - (1, 0)]', false]])
  })

  it('a change inside a transaction reaches the other editor when it ends; an aborted one never does', () => {
    const { a, b } = pair()
    const seen: string[] = []
    b.getBuffer().onDidChange(e => seen.push(e.newText))
    a.transact(() => {
      a.insertText('1')
      a.insertText('2')
    })
    expect(b.getText()).toBe('12hello world\nsecond line\n')
    expect(seen).toEqual(['12'])
    expect(ranges(b)).toEqual([['[(0, 2) - (0, 2)]', false]])
    a.transact(() => {
      a.insertText('3')
      a.abortTransaction()
    })
    expect(b.getText()).toBe('12hello world\nsecond line\n')
    b.undo()
    expect(a.getText()).toBe('hello world\nsecond line\n')
    expect(ranges(a)).toEqual([['[(0, 0) - (0, 0)]', false]])
    expect(ranges(b)).toEqual([['[(0, 0) - (0, 0)]', false]])
  })

  it('the buffer outlives the editor that made it while another editor holds it', () => {
    const { a, b } = pair()
    const seen: string[] = []
    a.getBuffer().onDidChange(e => seen.push(e.newText))
    a.destroy()
    expect(b.getBuffer().isAlive()).toBe(true)
    expect(b.getBuffer().hasMultipleEditors()).toBe(false)
    b.insertText('x')
    expect(b.getBuffer().getText()).toBe('xhello world\nsecond line\n')
    expect(seen).toEqual(['x'])
    b.destroy()
    expect(b.getBuffer().isAlive()).toBe(false)
  })

  // Atom: an editor merges its intersecting selections whenever its display layer changes, another editor's edits included.
  it('merges the selections another editor\'s change makes intersect', () => {
    const a = new TextEditor({ text: 'abc\n' })
    const b = new TextEditor({ buffer: a.getBuffer() })
    a.setCursorBufferPosition([0, 1])
    a.addCursorAtBufferPosition([0, 2])
    b.setSelectedBufferRange([[0, 0], [0, 3]])
    b.delete()
    expect(ranges(a)).toEqual([['[(0, 0) - (0, 0)]', false]])
    expect(ranges(b)).toEqual([['[(0, 0) - (0, 0)]', false]])
  })

  // Atom: undo and redo apply a transaction's changes as one composed patch; the other editor's cursor moves through that.
  it('moves the other editor through an undone transaction as one change', () => {
    const a = new TextEditor({ text: 'a b c\n\nd e f' })
    const b = new TextEditor({ buffer: a.getBuffer() })
    a.selectAll()
    a.transact(() => {
      a.insertText(' ')
      a.moveLeft()
      a.insertText('Q')
    })
    expect(ranges(a)).toEqual([['[(0, 1) - (0, 1)]', false]])
    b.undo()
    expect(ranges(a)).toEqual([['[(2, 5) - (2, 5)]', false]])
    expect(ranges(b)).toEqual([['[(0, 0) - (2, 5)]', false]])
    b.redo()
    expect(b.getText()).toBe('Q ')
    expect(ranges(a)).toEqual([['[(0, 2) - (0, 2)]', false]])
    expect(ranges(b)).toEqual([['[(0, 1) - (0, 1)]', false]])
  })

  // Atom: an edit made through the buffer snapshots every editor's selections; undo and redo restore each editor's own.
  it('gives each editor its own selections back when an edit made through the buffer is undone or redone', () => {
    const a = new TextEditor({ text: 'hello world\nsecond line\nthird\n' })
    const b = new TextEditor({ buffer: a.getBuffer() })
    b.setCursorBufferPosition([1, 5])
    a.getBuffer().setTextInRange([[0, 5], [2, 3]], 'YY')
    expect(a.getText()).toBe('helloYYrd\n')
    expect(ranges(a)).toEqual([['[(0, 0) - (0, 0)]', false]])
    expect(ranges(b)).toEqual([['[(0, 7) - (0, 7)]', false]])
    a.moveDown()
    b.addCursorAtBufferPosition([0, 1])
    b.undo()
    expect(a.getText()).toBe('hello world\nsecond line\nthird\n')
    expect(ranges(a)).toEqual([['[(0, 0) - (0, 0)]', false]])
    expect(ranges(b)).toEqual([['[(1, 5) - (1, 5)]', false]])
    a.redo()
    expect(ranges(a)).toEqual([['[(0, 0) - (0, 0)]', false]])
    expect(ranges(b)).toEqual([['[(0, 7) - (0, 7)]', false]])
  })

  // Atom: a checkpoint keeps the selections of the editor that made it; revertToCheckpoint restores that editor's,
  // whichever editor reverts, and the reverting one moves through the change.
  it('revertToCheckpoint with another editor\'s checkpoint restores the selections of the editor that made it', () => {
    const a = new TextEditor({ text: 'hello\nworld\n' })
    const b = new TextEditor({ buffer: a.getBuffer() })
    a.setCursorBufferPosition([0, 2])
    const checkpoint = a.createCheckpoint()
    a.moveDown()
    b.setCursorBufferPosition([1, 1])
    b.insertText('XY')
    a.insertText('Z')
    expect(b.revertToCheckpoint(checkpoint)).toBe(true)
    expect(a.getText()).toBe('hello\nworld\n')
    expect(ranges(a)).toEqual([['[(0, 2) - (0, 2)]', false]])
    expect(ranges(b)).toEqual([['[(1, 1) - (1, 1)]', false]])
  })

  // Atom: an edit through the buffer snapshots every editor's selections layer; undo restores each editor's own,
  // also into an editor whose selections an earlier undo replaced (the layer is the editor's, whatever its markers).
  it('undo of a buffer edit gives back its own selections to an editor whose selections an undo replaced since', () => {
    const a = new TextEditor({ text: 'hello world\n' })
    const b = new TextEditor({ buffer: a.getBuffer() })
    b.setCursorBufferPosition([0, 3])
    a.getBuffer().setTextInRange([[0, 8], [0, 9]], 'Z')
    a.setCursorBufferPosition([0, 11])
    a.insertText('Q')
    b.undo()
    expect(ranges(b)).toEqual([['[(0, 11) - (0, 11)]', false]])
    a.undo()
    expect(a.getText()).toBe('hello world\n')
    expect(ranges(a)).toEqual([['[(0, 0) - (0, 0)]', false]])
    expect(ranges(b)).toEqual([['[(0, 3) - (0, 3)]', false]])
  })
})
