/**
 * moveLineUp of a group widened to row 0 by a fold: Atom folds the fold
 * again one row up, from row -1; its marker is clipped to row 0, but its
 * display layer's update from row -1 leaves it out of the screen rows. The
 * fold stays marked (`isFoldedAtBufferRow`) and unshown until the display
 * layer indexes rows from row 0 again. Exact values from Atom (Pulsar's
 * TextEditor).
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'
import { fromJSON, toJSON, type TextEditor } from '../../src/index.js'

const point = (p: { row: number; column: number }): [number, number] => [p.row, p.column]

/** The fold `[[0, 2], [1, 2]]` moved up from row 0 by a cursor at `[1, 2]`. */
const movedUp = (text: string): TextEditor => {
  const e = editorWith(text)
  e.foldBufferRange([[0, 2], [1, 2]])
  e.setCursorBufferPosition([1, 2])
  e.moveLineUp()
  return e
}

describe('moveLineUp: a fold folded again from row -1 is marked but not on screen', () => {
  // Atom: the fold [[-1, 2], [0, 2]] is marked as [[0, 0], [0, 2]], and the screen positions are the buffer's.
  it('keeps the fold marked, the screen unfolded', () => {
    const e = movedUp('xx\ny ')
    expect(e.getText()).toBe('xx\ny \n')
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([0, 2])
    expect(e.isFoldedAtBufferRow(0)).toBe(true)
    expect(point(e.screenPositionForBufferPosition([1, 1]))).toEqual([1, 1])
  })

  // Atom: the fold [[0, 1], [9, 0]] moves up to [[0, 0], [8, 0]]; the cursor at [8, 0] goes to [7, 0], on screen too.
  it('leaves the rows of a long fold on screen', () => {
    const e = editorWith(']\n\n\n\n\n\n\n\n\n')
    e.foldBufferRange([[0, 1], [9, 0]])
    e.setCursorBufferPosition([8, 26])
    e.moveLineUp()
    expect(selections(e)).toEqual([[[7, 0], [7, 0], false]])
    expect(point(e.getCursorScreenPosition())).toEqual([7, 0])
    expect(e.isFoldedAtBufferRow(3)).toBe(true)
    expect(point(e.screenPositionForBufferPosition([0, 2]))).toEqual([0, 1])
  })

  // Atom: an edit at row 0 updates the screen from row 0: the fold, moved to [[0, 1], [0, 3]], shows.
  it('shows the fold after an edit at row 0', () => {
    const e = movedUp('xx\ny \nzz\nww\n')
    e.setCursorBufferPosition([0, 0])
    e.insertText('a')
    e.setCursorBufferPosition([0, 2])
    expect(e.getText()).toBe('axx\ny \nzz\nww\n')
    expect(point(e.getCursorScreenPosition())).toEqual([0, 1])
  })

  // Atom: an edit below row 0, or a fold made below it or inside the unshown one, leaves it unshown.
  it('leaves the fold unshown after edits and folds elsewhere', () => {
    const a = movedUp('xx\ny \nzz\nww\n')
    a.setCursorBufferPosition([1, 0])
    a.insertText('a')
    a.setCursorBufferPosition([0, 2])
    expect(point(a.getCursorScreenPosition())).toEqual([0, 2])
    const b = movedUp('xx\ny \nzz\nww\n')
    b.foldBufferRange([[2, 1], [3, 1]])
    expect(point(b.screenPositionForBufferPosition([0, 2]))).toEqual([0, 2])
    const c = movedUp('xx\ny \nzz\nww\n')
    c.foldBufferRange([[0, 0], [0, 1]])
    expect(point(c.screenPositionForBufferPosition([0, 2]))).toEqual([0, 2])
  })

  // Atom: a fold made at row 0 outside the unshown one updates the screen from row 0: both folds show, joined.
  it('shows the fold when another is folded from row 0', () => {
    const e = movedUp('xx\ny \nzz\nww\n')
    e.foldBufferRange([[0, 1], [1, 1]])
    expect(point(e.screenPositionForBufferPosition([0, 2]))).toEqual([0, 0])
    expect(point(e.screenPositionForBufferPosition([1, 1]))).toEqual([0, 1])
  })

  it('saves the fold as unshown', () => {
    const s = movedUp('xx\ny ').getState()
    expect(s.folds.map(f => [f.start, f.end, f.unshown])).toEqual([[{ row: 0, column: 0 }, { row: 0, column: 2 }, true]])
    const loaded = fromJSON(JSON.parse(JSON.stringify(toJSON(s))))
    expect(E.isRight(loaded) && loaded.right.folds).toEqual(s.folds)
  })
})
