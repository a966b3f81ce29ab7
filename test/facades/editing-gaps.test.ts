/**
 * Editing behaviours checked through the TextEditor facade: nested
 * transactions, Selection.insertText's returned range, joinLines on a
 * reversed selection, and the history's checkpoint rules (Pulsar's
 * default history provider).
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'

const ranges = (editor: TextEditor) => editor.getSelectedBufferRanges().map(r => r.serialize())

describe('nested transactions', () => {
  it('abortTransaction() aborts only the innermost transaction; the outer one runs to its end', () => {
    const editor = new TextEditor({ text: 'x' })
    let after = false
    const result = editor.transact(() => {
      editor.insertText('a')
      const inner = editor.transact(() => {
        editor.insertText('b')
        editor.abortTransaction()
      })
      expect(inner).toBe(undefined)
      expect(editor.getText()).toBe('ax')
      editor.insertText('c')
      after = true
      return 42
    })
    expect(result).toBe(42)
    expect(after).toBe(true)
    expect(editor.getText()).toBe('acx')
    expect(editor.getCursorBufferPosition().toArray()).toEqual([0, 2])
    // One undo step for the whole outer transaction.
    editor.undo()
    expect(editor.getText()).toBe('x')
    expect(editor.getCursorBufferPosition().toArray()).toEqual([0, 0])
  })
  it('an error thrown in an inner transaction reverts it and reaches the outer one, which reverts too', () => {
    const editor = new TextEditor({ text: 'x' })
    expect(() =>
      editor.transact(() => {
        editor.insertText('a')
        editor.transact(() => {
          editor.insertText('b')
          throw new Error('boom')
        })
      }),
    ).toThrow('boom')
    expect(editor.getText()).toBe('x')
  })
  it('undo inside a nested transaction stops at its barrier (the outer change before it stays)', () => {
    const editor = new TextEditor({ text: 'x' })
    editor.transact(() => {
      editor.insertText('a')
      editor.transact(() => {
        editor.undo()
        expect(editor.getText()).toBe('ax')
      })
    })
    expect(editor.getText()).toBe('ax')
  })
})

describe('Selection.insertText returns the range of the text as inserted', () => {
  it('after indentBasis shifted the trailing lines', () => {
    const editor = new TextEditor({ text: 'x' })
    const range = editor.getLastSelection().insertText('a\n    b', { indentBasis: 2 })
    expect(editor.getText()).toBe('a\nbx')
    expect(range.serialize()).toEqual([[0, 0], [1, 1]])
  })
  it('after autoIndent shifted the trailing lines (the first line is indented afterwards)', () => {
    const editor = new TextEditor({ text: '    a\n' })
    editor.setCursorBufferPosition([1, 0])
    const range = editor.getLastSelection().insertText('b\n  c', { autoIndent: true })
    expect(editor.getText()).toBe('    a\n    b\n      c')
    expect(range.serialize()).toEqual([[1, 0], [2, 7]])
  })
  it('of that selection only, in current coordinates, with others present', () => {
    const editor = new TextEditor({ text: 'ab\ncd' })
    editor.setCursorBufferPosition([0, 1])
    editor.addCursorAtBufferPosition([1, 1])
    const range = editor.getSelections()[1]!.insertText('XY\nZ')
    expect(editor.getText()).toBe('ab\ncXY\nZd')
    expect(range.serialize()).toEqual([[1, 1], [2, 1]])
  })
})

describe('joinLines on a reversed selection', () => {
  it('ends with the joined range selected forward (Atom re-selects the tracked range without `reversed`)', () => {
    const editor = new TextEditor({ text: 'ab\ncd\nef\ngh' })
    editor.setSelectedBufferRange([[0, 1], [2, 1]], { reversed: true })
    expect(editor.getLastSelection().isReversed()).toBe(true)
    editor.joinLines()
    expect(editor.getText()).toBe('ab cd ef\ngh')
    expect(ranges(editor)).toEqual([[[0, 1], [0, 7]]])
    expect(editor.getLastSelection().isReversed()).toBe(false)
  })
})

describe('history edge cases (Pulsar default history provider)', () => {
  it('groupLastChanges skips a non-barrier checkpoint between the two changes (and drops it)', () => {
    const editor = new TextEditor({ text: 'x' })
    editor.insertText('1')
    const checkpoint = editor.createCheckpoint()
    editor.insertText('2')
    expect(editor.getBuffer().groupLastChanges()).toBe(true)
    expect(editor.revertToCheckpoint(checkpoint)).toBe(false)
    editor.undo()
    expect(editor.getText()).toBe('x')
    expect(editor.getCursorBufferPosition().toArray()).toEqual([0, 0])
    editor.redo()
    expect(editor.getText()).toBe('12x')
  })
  it('groupLastChanges does not group past the barrier of an open transaction', () => {
    const editor = new TextEditor({ text: 'x' })
    editor.insertText('1')
    editor.transact(() => {
      editor.insertText('2')
      expect(editor.getBuffer().groupLastChanges()).toBe(false)
    })
    editor.undo()
    expect(editor.getText()).toBe('1x')
  })
  it("insertText with undo: 'skip' right after a checkpoint groups with the change before it", () => {
    const editor = new TextEditor({ text: 'x' })
    editor.insertText('1')
    editor.createCheckpoint()
    editor.insertText('2', { undo: 'skip' })
    expect(editor.getText()).toBe('12x')
    editor.undo()
    expect(editor.getText()).toBe('x')
  })
  it('revertToCheckpoint and groupChangesSinceCheckpoint stop at the barrier of the open transaction', () => {
    const editor = new TextEditor({ text: 'x' })
    const checkpoint = editor.createCheckpoint()
    editor.insertText('a')
    editor.transact(() => {
      editor.insertText('b')
      expect(editor.revertToCheckpoint(checkpoint)).toBe(false)
      expect(editor.groupChangesSinceCheckpoint(checkpoint)).toBe(false)
      expect(editor.getText()).toBe('abx')
      // A checkpoint made inside the transaction is in reach.
      const inner = editor.createCheckpoint()
      editor.insertText('c')
      expect(editor.revertToCheckpoint(inner)).toBe(true)
      expect(editor.getText()).toBe('abx')
    })
    // Once the transaction is closed, the checkpoint is in reach again.
    expect(editor.groupChangesSinceCheckpoint(checkpoint)).toBe(true)
    editor.undo()
    expect(editor.getText()).toBe('x')
  })
  it('a checkpoint made in an outer transaction is out of reach inside a nested one', () => {
    const editor = new TextEditor({ text: 'x' })
    editor.transact(() => {
      const checkpoint = editor.createCheckpoint()
      editor.insertText('a')
      editor.transact(() => {
        expect(editor.revertToCheckpoint(checkpoint)).toBe(false)
      })
      expect(editor.revertToCheckpoint(checkpoint)).toBe(true)
      expect(editor.getText()).toBe('x')
    })
  })
  it('a successful revertToCheckpoint removes the checkpoint: a second call returns false', () => {
    const editor = new TextEditor({ text: 'x' })
    const checkpoint = editor.createCheckpoint()
    editor.insertText('a')
    expect(editor.revertToCheckpoint(checkpoint)).toBe(true)
    expect(editor.getText()).toBe('x')
    editor.insertText('b')
    expect(editor.revertToCheckpoint(checkpoint)).toBe(false)
    expect(editor.getText()).toBe('bx')
    expect(editor.groupChangesSinceCheckpoint(checkpoint)).toBe(false)
  })
  it('undo moves the checkpoints above the undone change to the redo stack; redo brings them back', () => {
    const editor = new TextEditor({ text: 'x' })
    editor.insertText('a')
    const checkpoint = editor.createCheckpoint()
    editor.undo()
    expect(editor.getText()).toBe('x')
    // On the redo stack now, out of reach.
    expect(editor.revertToCheckpoint(checkpoint)).toBe(false)
    editor.redo()
    expect(editor.getText()).toBe('ax')
    editor.insertText('b')
    expect(editor.revertToCheckpoint(checkpoint)).toBe(true)
    expect(editor.getText()).toBe('ax')
  })
  it('redo restores the checkpoints in their order around the changes', () => {
    const editor = new TextEditor({ text: '' })
    const c1 = editor.createCheckpoint()
    editor.insertText('a')
    const c2 = editor.createCheckpoint()
    editor.insertText('b')
    const c3 = editor.createCheckpoint()
    editor.undo()
    editor.undo()
    expect(editor.getText()).toBe('')
    editor.redo()
    editor.redo()
    expect(editor.getText()).toBe('ab')
    editor.insertText('c')
    expect(editor.revertToCheckpoint(c3)).toBe(true)
    expect(editor.getText()).toBe('ab')
    expect(editor.revertToCheckpoint(c2)).toBe(true)
    expect(editor.getText()).toBe('a')
    expect(editor.revertToCheckpoint(c1)).toBe(true)
    expect(editor.getText()).toBe('')
  })
  it('groupChangesSinceCheckpoint with nothing since it succeeds and keeps the checkpoint', () => {
    const editor = new TextEditor({ text: 'x' })
    const checkpoint = editor.createCheckpoint()
    expect(editor.groupChangesSinceCheckpoint(checkpoint)).toBe(true)
    editor.insertText('a')
    editor.insertText('b')
    expect(editor.groupChangesSinceCheckpoint(checkpoint)).toBe(true)
    editor.undo()
    expect(editor.getText()).toBe('x')
  })
})
