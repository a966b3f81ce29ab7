/**
 * The initial screen range through the row commands indent and deleteLine.
 * Atom keeps it as a plain screen range that edits do not move; the clears
 * these commands make (`Selection::insertText` before indenting,
 * `cursor.setBufferPosition` after deleting the rows) keep it when it is the
 * empty screen range at the cursor then. Exact values from Atom (Pulsar's
 * TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('the initial screen range through indent and deleteLine', () => {
  // Atom: copySelectedText's selectLine leaves the empty line's range as the initial one; indent's insertion clears at it and keeps it.
  it('survives indenting at the empty range it was set on', () => {
    const e = editorWith('')
    e.copySelectedText()
    e.indent()
    e.selectToScreenPosition([0, 4])
    expect(e.getText()).toBe('  ')
    expect(selections(e)).toEqual([[[0, 0], [0, 2], false]])
  })

  // Atom: deleteLine's cursor clears where the deletion left it; the range kept there makes a drag before it reversed.
  it('survives deleteLine when the deletion leaves the cursor on it', () => {
    const e = editorWith('')
    e.cutSelectedText()
    e.deleteLine()
    e.selectToScreenPosition([0, -3])
    expect(selections(e)).toEqual([[[0, 0], [0, 0], true]])
  })

  // Atom: the same through one selection's deleteLine.
  it('survives one selection\'s deleteLine', () => {
    const e = editorWith('')
    e.cutSelectedText()
    e.getLastSelection().deleteLine()
    e.selectToScreenPosition([0, -3])
    expect(selections(e)).toEqual([[[0, 0], [0, 0], true]])
  })

  // Atom: a second cursor added at the same spot has no initial range; the first keeps its own through indent.
  it('is kept only by the selection that had it', () => {
    const e = editorWith('')
    e.copySelectedText()
    e.addCursorAtBufferPosition([0, 0])
    e.indent()
    e.selectToScreenPosition([0, 5])
    expect(selections(e)).toEqual([[[0, 0], [0, 2], false]])
  })
})

describe('the initial screen range of a line cut', () => {
  // Atom cuts in buffer order: the cursor on the empty last line selects it once the line above is cut, at [1, 0], not where it stood before.
  it('is read on the text the earlier cuts left', () => {
    const e = editorWith('x\n\n')
    e.setCursorBufferPosition([2, 0])
    e.addCursorAtBufferPosition([0, 0])
    e.cutSelectedText()
    expect(e.getText()).toBe('\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[0, 0], [0, 0], false]])
    e.getSelections()[0]!.selectToScreenPosition([1, 3])
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[0, 0], [0, 0], false]])
  })
})
