/**
 * Editor-level range sets inside a transaction and the goal column. A text
 * change made by one selection's method inside an open transaction moves
 * the cursors unheard; Atom's editor-level commands that set every
 * selection's range (`selectLinesContainingCursors`, `setSelectedBufferRanges`,
 * ...) update each marker, which reports its pending move: a cursor whose
 * head left the spot last reported loses its goal column, even where the
 * range set leaves the head in place. Exact values from Atom (Pulsar's
 * TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('editor-level range sets inside a transaction', () => {
  // Atom: moveDown sets goal column 0, the insertion moves the head unheard to [1, 5], selectLine's setBufferRange reports it and clears the goal; selectUp then keeps column 5, clipped to 1.
  it('selectLinesContainingCursors clears the goal column an unheard insertion left', () => {
    const e = editorWith('')
    e.transact(() => {
      e.getCursors()[0]!.moveDown(2)
      e.getLastSelection().insertText('i\nvalue')
      e.selectLinesContainingCursors()
    })
    expect(selections(e)).toEqual([[[1, 0], [1, 5], false]])
    e.selectUp()
    expect(selections(e)).toEqual([[[0, 1], [1, 0], true]])
  })

  // Atom: the same through setSelectedBufferRanges giving the head its own position.
  it('setSelectedBufferRanges clears it too', () => {
    const e = editorWith('')
    e.transact(() => {
      e.getCursors()[0]!.moveDown(2)
      e.getLastSelection().insertText('i\nvalue')
      e.setSelectedBufferRanges([[[1, 0], [1, 5]]])
    })
    e.selectUp()
    expect(selections(e)).toEqual([[[0, 1], [1, 0], true]])
  })
})
