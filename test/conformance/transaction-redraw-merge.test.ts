/**
 * A fold destroyed by a method of one selection merges intersecting
 * selections when Atom's display layer reports the screen change: at once
 * outside a transaction (before the new range is set), when the outermost
 * transaction ends inside one. Exact values from Atom (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

/** Cursors at [4, 1] and [2, 0], both inside the fold foldAll makes over rows 1-4. */
const folded = () => {
  const e = editorWith('\ne\n\n\n x')
  e.setCursorBufferPosition([4, 1])
  e.addCursorAtBufferPosition([2, 0])
  e.foldAll()
  expect(e.getScreenLineCount()).toBe(2)
  return e
}

describe('the merge a destroyed fold brings', () => {
  // Atom: selectLine's setBufferRange destroys the fold first; the merge then finds two cursors apart, and none comes after.
  it('outside a transaction comes before the range is set', () => {
    const e = folded()
    e.getCursors()[1]!.moveDown()
    e.getLastSelection().selectLine()
    expect(selections(e)).toEqual([[[4, 1], [4, 1], false], [[4, 0], [4, 2], false]])
  })

  // Atom's display layer holds its report while a transaction is open: the merge comes when it ends.
  it('inside a transaction waits for its end', () => {
    const e = folded()
    let inside: unknown
    e.transact(() => {
      e.getCursors()[1]!.moveDown()
      e.getLastSelection().selectLine()
      inside = selections(e)
    })
    expect(inside).toEqual([[[4, 1], [4, 1], false], [[4, 0], [4, 2], false]])
    expect(selections(e)).toEqual([[[4, 0], [4, 2], false]])
  })

  // Atom: the same in nested transactions; only the outermost end reports.
  it('inside nested transactions waits for the outermost end', () => {
    const e = folded()
    let inner: unknown
    e.transact(() => {
      e.transact(() => {
        e.getCursors()[1]!.moveDown()
        e.getLastSelection().selectLine()
      })
      inner = selections(e)
    })
    expect(inner).toEqual([[[4, 1], [4, 1], false], [[4, 0], [4, 2], false]])
    expect(selections(e)).toEqual([[[4, 0], [4, 2], false]])
  })
})
