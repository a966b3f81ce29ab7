/**
 * A selection revived by undo hears no text change until its marker is
 * updated. Editor-level commands that update no marker of it (adding
 * selections below or above; selecting to a position, which moves only the
 * last selection) leave the move pending, and selectDown's planted tail then
 * reports it: the goal column goes. Every expected value is what Pulsar's
 * TextEditor gives for the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

/** Two cursors revived by undo, moved down (goal column 4), then moved by typing unheard. */
const revivedAndTyped = () => {
  const e = editorWith('\n')
  e.addSelectionForBufferRange([[3, 29], [3, 0]])
  e.insertText('x\nitem')
  e.insertText('  i is  ')
  e.addSelectionForBufferRange([[1, 6], [Infinity, 24]])
  e.undo()
  e.moveDown()
  e.insertText('<')
  expect(e.getText()).toBe('x\nitem\nx<\nitem<')
  expect(selections(e)).toEqual([[[2, 2], [2, 2], false], [[3, 5], [3, 5], false]])
  return e
}

describe('pending moves of revived selections', () => {
  // Atom's addSelectionBelow adds a marker and updates none of the others: their moves stay pending.
  it('addSelectionBelow leaves them pending; selectDown then drops the goal column', () => {
    const e = revivedAndTyped()
    e.addSelectionBelow()
    e.selectDown()
    expect(selections(e)).toEqual([[[2, 2], [3, 2], false], [[3, 2], [3, 5], false]])
  })
  // Atom's editor-level selectToBufferPosition updates the last selection's marker only.
  it('selectToBufferPosition leaves the first one pending', () => {
    const e = revivedAndTyped()
    e.selectToBufferPosition([3, 1])
    e.selectDown()
    expect(selections(e)).toEqual([[[2, 2], [3, 2], false], [[3, 5], [3, 5], false]])
  })
})

describe('selectDown on a selection that has a tail', () => {
  // Atom's Marker::plantTail updates the marker only when it has no tail: a revived selection's pending move stays unheard, its goal column kept.
  it('keeps the goal column an indent left unheard', () => {
    const e = editorWith('abcdef\nabcdef\nabcdef\nabcdef\n')
    e.insertText('x')
    e.addSelectionForBufferRange([[0, 0], [1, 2]])
    e.undo()
    e.selectToBufferPosition([1, 4])
    e.selectDown()
    e.indent()
    expect(e.getText()).toBe('  abcdef\n  abcdef\n  abcdef\nabcdef\n')
    expect(e.getLastCursor().goalColumn).toBe(4)
    e.selectDown()
    expect(selections(e)).toEqual([[[0, 0], [3, 4], false]])
  })
})
