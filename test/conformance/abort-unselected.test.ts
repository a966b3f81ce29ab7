/**
 * A revert that leaves Atom's editor with no selection: the selection it
 * revives merges into one the revert then destroys. Atom creates a cursor at
 * the start only when next asked for its selections, so a selection added
 * first is added to none. Every expected value here is what Pulsar's own
 * TextEditor gives for the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

const text = 'ab\ncd\nef\ngh\n'
// The original cursor is merged away inside the nested transaction: the abort revives it into the merged selection, which then goes.
const mergeAway = (e: ReturnType<typeof editorWith>) => e.transact(() => {
  e.setSelectedBufferRanges([[[1, 0], [2, 0]], [[0, 0], [3, 0]]])
  e.abortTransaction()
})

describe('an abort that leaves no selection inside an open transaction', () => {
  // Atom: addSelection pushes the new selection onto an empty list; no cursor at the start is created.
  it('a selection added next is the only one', () => {
    const e = editorWith(text)
    e.transact(() => {
      mergeAway(e)
      e.addSelectionForBufferRange([[2, 0], [2, 1]])
    })
    expect(selections(e)).toEqual([[[2, 0], [2, 1], false]])
  })

  it('a cursor added next is the only one', () => {
    const e = editorWith(text)
    e.transact(() => {
      mergeAway(e)
      e.addCursorAtBufferPosition([2, 1])
    })
    expect(selections(e)).toEqual([[[2, 1], [2, 1], false]])
  })

  // Atom: any other command asks for the cursors first, which creates the one at the start.
  it('a motion first creates the cursor at the start, which a later add keeps', () => {
    const e = editorWith(text)
    e.transact(() => {
      mergeAway(e)
      e.moveDown()
      e.addCursorAtBufferPosition([3, 1])
    })
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[3, 1], [3, 1], false]])
  })

  it('an insert types at the start', () => {
    const e = editorWith(text)
    e.transact(() => {
      mergeAway(e)
      e.insertText('X')
    })
    expect(e.getText()).toBe('X' + text)
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false]])
  })

  it('undo of the enclosing transaction restores the cursor from before it', () => {
    const e = editorWith(text)
    e.transact(() => {
      mergeAway(e)
      e.addCursorAtBufferPosition([2, 1])
      e.insertText('X')
    })
    e.undo()
    expect(e.getText()).toBe(text)
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
  })
})

// The fuzzer's scenario: clipped, out-of-range ranges merge the original cursor away.
it('abort of a nested transaction whose ranges merged the cursor away, then addSelectionForBufferRange', () => {
  const e = editorWith('\n\n\n\n\n0 beta value; getValue lorem run done myVar xPos foo",\n')
  e.transact(() => {
    e.transact(() => {
      e.setSelectedBufferRanges([[[5, 53], [-2, 62]], [[-3, -3], [-3, -3]], [[9, 18], [9, 23]], [[-1, 0], [5, Infinity]], [[4, 0], [9, 13]]])
      e.abortTransaction()
    })
    e.addSelectionForBufferRange([[5, 0], [4, 7]], { reversed: true })
  })
  expect(selections(e)).toEqual([[[4, 0], [5, 0], true]])
})

describe('reverts and transactions of an editor holding no selection', () => {
  // Atom: the inner revert leaves none (the revived cursor merged into the collapsed selection); the outer revert revives its snapshot's selection into none.
  it('a throw in a nested transaction: the outer revert brings back the selection from before it', () => {
    const e = editorWith('\n')
    e.selectRight()
    expect(() => e.transact(() => {
      e.deleteToBeginningOfSubword()
      e.transact(() => {
        e.getLastSelection().insertText('ab\ncd\nef')
        e.setSelectedBufferRanges([[[2, 1], [2, 1]], [[1, 0], [2, 1]]])
        e.setSelectedBufferRanges([])
      })
    })).toThrow()
    expect(e.getText()).toBe('\n')
    expect(selections(e)).toEqual([[[0, 0], [1, 0], false]])
  })

  // Atom: a transaction opened then snapshots no selection; its abort destroys every selection made inside it.
  it('a second abort restores the empty snapshot: a cursor added next is the only one', () => {
    const e = editorWith(text)
    e.transact(() => {
      mergeAway(e)
      mergeAway(e)
      e.addCursorAtBufferPosition([3, 1])
    })
    expect(selections(e)).toEqual([[[3, 1], [3, 1], false]])
  })

  it('a nested transaction that only adds a cursor then commits: later adds keep it', () => {
    const e = editorWith(text)
    e.transact(() => {
      mergeAway(e)
      e.transact(() => {
        e.addCursorAtBufferPosition([1, 1])
      })
      e.addCursorAtBufferPosition([3, 1])
    })
    expect(selections(e)).toEqual([[[1, 1], [1, 1], false], [[3, 1], [3, 1], false]])
  })

  it('a nested transaction that inserts first creates the cursor at the start', () => {
    const e = editorWith(text)
    e.transact(() => {
      mergeAway(e)
      e.transact(() => {
        e.insertText('Z')
      })
      e.addCursorAtBufferPosition([3, 1])
    })
    expect(e.getText()).toBe('Z' + text)
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false], [[3, 1], [3, 1], false]])
  })
})
