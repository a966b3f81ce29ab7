/**
 * getCursorAtScreenPosition as Atom finds it: the selection whose marker
 * contains the buffer position the screen position translates to, whose
 * head is then at that screen position. Exact values from Atom (Pulsar's
 * TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith } from '../conformance/helpers.js'

describe('getCursorAtScreenPosition', () => {
  // Atom: [0, 1] inside a leading soft tab shows at [0, 0], but [0, 0] translates to buffer [0, 0], which the cursor's marker does not contain.
  it('finds no cursor shown there from inside an atomic soft tab', () => {
    const e = editorWith('  and')
    e.setCursorBufferPosition([0, 1])
    expect(e.getCursorScreenPosition().toArray()).toEqual([0, 0])
    expect(e.getCursorAtScreenPosition([0, 0])).toBeUndefined()
  })

  // Atom: a cursor whose buffer position is the translated one is found.
  it('finds the cursor at the translated position', () => {
    const e = editorWith('  and')
    e.setCursorBufferPosition([0, 3])
    expect(e.getCursorAtScreenPosition([0, 3])?.getBufferPosition().toArray()).toEqual([0, 3])
  })
})
