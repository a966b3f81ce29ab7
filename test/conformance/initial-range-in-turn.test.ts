/**
 * The initial screen range through an edit at several selections. Atom's
 * editor-level edits clear each selection in its turn, after the earlier
 * selections' edits moved it; `Selection::finalize` keeps the initial
 * screen range only when it equals the selection's screen range then. Exact
 * values from Atom (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('the initial screen range of a selection moved by an earlier selection\'s edit', () => {
  // Atom: the second cursor's clear comes after the first paste moved it two rows down, so its copied line's range is dropped.
  it('is dropped by a full-line paste at the moved cursor', () => {
    const e = editorWith('\n\n\n\n\n\n\n\n\n\n\n', { autoIndentOnPaste: false })
    e.setSelectedScreenRanges([[[9, 0], [9, 0]], [[16, 16], [16, 16]]])
    e.copySelectedText()
    e.pasteText()
    expect(selections(e)).toEqual([[[10, 0], [10, 0], false], [[13, 0], [13, 0], false]])
    e.selectToScreenPosition([7, 24])
    expect(selections(e)).toEqual([[[7, 0], [13, 0], true]])
  })

  // Atom: insertText clears the moved cursor at [3,0]; its range [2,0] is dropped and the drag starts from the cursor.
  it('is dropped by insertText', () => {
    const e = editorWith('\n\n')
    e.addCursorAtBufferPosition([2, 0])
    e.copySelectedText()
    e.insertText('x\n')
    expect(e.getText()).toBe('x\n\n\nx\n')
    e.selectToScreenPosition([0, 0])
    expect(selections(e)).toEqual([[[0, 0], [4, 0], true]])
  })

  // Atom: the same through insertNewline.
  it('is dropped by insertNewline', () => {
    const e = editorWith('\n\n')
    e.addCursorAtBufferPosition([2, 0])
    e.copySelectedText()
    e.insertNewline()
    e.selectToScreenPosition([0, 0])
    expect(selections(e)).toEqual([[[0, 0], [4, 0], true]])
  })

  // Atom: backspace at the first cursor joins two rows; the second cursor is cleared one row up, away from its range.
  it('is dropped by backspace', () => {
    const e = editorWith('\na\n\n')
    e.setCursorBufferPosition([1, 0])
    e.addCursorAtBufferPosition([3, 0])
    e.copySelectedText()
    e.backspace()
    e.selectToScreenPosition([0, 0])
    expect(e.getText()).toBe('a\n')
    expect(selections(e)).toEqual([[[0, 0], [1, 0], true]])
  })
})
