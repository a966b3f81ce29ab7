/**
 * The screen report an aborted transaction holds. Atom's buffer reverts an
 * aborted transaction while it still counts as open, so its display layer
 * reports neither the transaction's changes nor the revert's: the report,
 * and the merge of intersecting selections it brings, come with the next
 * one (the end of the next transaction, or a text or screen change outside
 * one). Exact values from Atom (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import type { TextEditor } from '../../src/index.js'
import { editorWith, selections } from './helpers.js'

const TEXT = 'onse? a item the! done lorem val\n'

/** Two cursors, then a backspace at the last one aborted. */
const aborted = (): TextEditor => {
  const e = editorWith(TEXT)
  e.addCursorAtBufferPosition([0, 31])
  e.transact(() => {
    e.getLastSelection().backspace()
    e.abortTransaction()
  })
  return e
}

/** A transaction that moves a new cursor onto the cursor at [1, 0] (a method of one cursor: no merge of its own). */
const collide = (e: TextEditor): void => {
  e.addCursorAtBufferPosition([1, 0])
  e.transact(() => {
    e.addCursorAtBufferPosition([0, 58])
    e.getCursors()[3]!.moveRight()
  })
}

describe('a transaction aborted after changing text', () => {
  // Atom: the held report comes when the next transaction ends, and the editor merges the two cursors at [1, 0].
  it('has the next transaction merge when it ends', () => {
    const e = aborted()
    expect(e.getText()).toBe(TEXT)
    collide(e)
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 31], [0, 31], false], [[1, 0], [1, 0], false]])
  })

  // Atom: a text change outside a transaction reports first; the next transaction then reports nothing and merges nothing.
  it('reports with a text change made after it', () => {
    const e = aborted()
    e.insertText('x')
    collide(e)
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false], [[0, 33], [0, 33], false], [[1, 0], [1, 0], false], [[1, 0], [1, 0], false]])
  })

  // Atom: an editor-level motion runs in a transaction of its own (`moveCursors`), whose end reports: the next transaction merges nothing.
  it('reports with an editor-level motion made after it', () => {
    const e = aborted()
    e.moveLeft()
    collide(e)
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 30], [0, 30], false], [[1, 0], [1, 0], false], [[1, 0], [1, 0], false]])
  })

  // Atom: a motion of one cursor opens no transaction: the report stays held, and the next transaction merges.
  it('stays held across a motion of one cursor', () => {
    const e = aborted()
    e.getLastCursor().moveLeft()
    collide(e)
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 30], [0, 30], false], [[1, 0], [1, 0], false]])
  })

  // Atom: an aborted inner transaction's report waits for the outermost transaction's end, which merges.
  it('inside another transaction reports when the outermost one ends', () => {
    const e = editorWith(TEXT)
    e.addCursorAtBufferPosition([0, 31])
    e.transact(() => {
      e.transact(() => {
        e.getLastSelection().backspace()
        e.abortTransaction()
      })
      e.addCursorAtBufferPosition([1, 0])
      e.addCursorAtBufferPosition([0, 58])
      e.getCursors()[3]!.moveRight()
    })
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 31], [0, 31], false], [[1, 0], [1, 0], false]])
  })

  // Atom: a transaction aborted after moving a cursor only changed nothing on screen: nothing is held.
  it('holds nothing when it changed no text', () => {
    const e = editorWith(TEXT)
    e.addCursorAtBufferPosition([0, 31])
    e.transact(() => {
      e.getLastCursor().moveLeft()
      e.abortTransaction()
    })
    collide(e)
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 31], [0, 31], false], [[1, 0], [1, 0], false], [[1, 0], [1, 0], false]])
  })
})
