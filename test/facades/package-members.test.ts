/**
 * Members Atom packages call around cursors (the community multi-cursor
 * packages): setting `cursor.goalColumn`, `editor.mergeCursors()` and
 * `selection.modifySelection(fn)`. Exact values from Atom.
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/index.js'

const ranges = (e: TextEditor) => e.getSelectedBufferRanges().map(r => [r.start.row, r.start.column, r.end.row, r.end.column])

describe('members packages call', () => {
  // Atom keeps a goal column assigned by package code for the next vertical motions.
  it('cursor.goalColumn = n aims the next vertical motion at column n', () => {
    const e = new TextEditor({ text: 'ab\nabcdef' })
    e.setCursorBufferPosition([0, 2])
    const c = e.getLastCursor()
    c.goalColumn = 4
    expect(c.goalColumn).toBe(4)
    c.moveDown()
    expect(ranges(e)).toEqual([[1, 4, 1, 4]])
    c.moveUp()
    expect(ranges(e)).toEqual([[0, 2, 0, 2]])
    expect(() => { c.goalColumn = Number.NaN }).toThrow(TypeError)
    // Infinity aims at the end of the row, as Atom's moveToEndOfLine leaves it.
    c.goalColumn = Infinity
    c.moveDown()
    expect(ranges(e)).toEqual([[1, 6, 1, 6]])
    expect(c.goalColumn).toBe(Infinity)
  })

  // Atom's mergeCursors keeps the oldest of the cursors at one position.
  it('editor.mergeCursors() removes the newer of two cursors at one position', () => {
    const e = new TextEditor({ text: 'ab' })
    e.setCursorBufferPosition([0, 0])
    e.addCursorAtBufferPosition([0, 1])
    e.getLastCursor().moveLeft()
    expect(ranges(e)).toEqual([[0, 0, 0, 0], [0, 0, 0, 0]])
    e.mergeCursors()
    expect(ranges(e)).toEqual([[0, 0, 0, 0]])
  })

  // Atom's modifySelection plants the tail, then the cursor's moves extend the selection.
  it('selection.modifySelection(fn) selects from the tail to where fn moved the cursor', () => {
    let e = new TextEditor({ text: 'abc' })
    e.setSelectedBufferRange([[0, 0], [0, 1]])
    let s = e.getLastSelection()
    s.modifySelection(() => s.cursor.moveRight())
    expect(ranges(e)).toEqual([[0, 0, 0, 2]])
    expect(s.isReversed()).toBe(false)
    e = new TextEditor({ text: 'abc\nxyz' })
    e.setCursorBufferPosition([1, 2])
    s = e.getLastSelection()
    s.modifySelection(() => { s.cursor.moveUp(); s.cursor.moveLeft() })
    expect(ranges(e)).toEqual([[0, 1, 1, 2]])
    expect(s.isReversed()).toBe(true)
  })
})
