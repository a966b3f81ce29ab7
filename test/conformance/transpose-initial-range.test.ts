/**
 * transpose at a cursor with nothing after it, and the initial screen range
 * a selectLine left. Every expected value is what Pulsar's TextEditor gives
 * for the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('transpose at the end of the buffer', () => {
  // Atom's transpose there only clears the selection (each `finalize` keeps the initial screen range while it is the empty range at the cursor), so a later selectToScreenPosition extends from it.
  it('keeps the empty initial screen range of cutSelectedText on an empty buffer', () => {
    const e = editorWith('')
    e.cutSelectedText()
    e.transpose()
    e.insertNewline()
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false]])
    e.selectToScreenPosition([7, 9])
    expect(selections(e)).toEqual([[[0, 0], [1, 0], false]])
  })
})
