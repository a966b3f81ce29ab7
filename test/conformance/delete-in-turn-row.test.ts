/**
 * backspace and delete at several cursors on one row: Atom deletes in buffer
 * order, so a later cursor's one-character motion reads the row as the
 * earlier deletions left it. Every expected value is what Pulsar's
 * TextEditor gives for the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('backspace/delete after an earlier deletion on the same row', () => {
  // Atom's moveLeft snaps to the soft tab stops of the row as the earlier backspace left it.
  it('backspace: the soft tab stops shift with the earlier deletion', () => {
    const e = editorWith('     x\n')
    e.setCursorBufferPosition([0, 1])
    e.addCursorAtBufferPosition([0, 4])
    e.backspace()
    expect(e.getText()).toBe(' x\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
  })
  // Atom's moveRight snaps likewise.
  it('delete: the soft tab stops shift with the earlier deletion', () => {
    const e = editorWith('      x\n')
    e.setCursorBufferPosition([0, 1])
    e.addCursorAtBufferPosition([0, 3])
    e.delete()
    expect(e.getText()).toBe('   x\n')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false], [[0, 2], [0, 2], false]])
  })
  // The earlier deletion unwraps the row, and the later cursor lands in leading whitespace at a soft tab stop.
  it('backspace under soft wrap: the row as rewrapped by the earlier deletion', () => {
    const e = editorWith('                7]\n', { tabLength: 8, softWrapped: true, editorWidthInChars: 10 })
    e.setCursorBufferPosition([0, 8])
    e.addCursorAtBufferPosition([0, 16])
    e.backspace()
    expect(e.getText()).toBe('7]\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
  })
})
