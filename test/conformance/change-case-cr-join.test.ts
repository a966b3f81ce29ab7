/**
 * upperCase / lowerCase where deleting the selected text joins a lone `\r`
 * before it to the `\n` after it: Atom's buffer clips the insertion point,
 * now inside a `\r\n` ending, to before the `\r`, and normalises the new
 * text to `\r\n`. Exact values from Atom (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('changing case where the deletion joins a \\r to a \\n', () => {
  // Atom's replaceSelectedText deletes the word, then inserts at the clipped point, before the \r.
  it('inserts the word before the \\r in a transaction', () => {
    const e = editorWith('\r|\n')
    e.transact(() => {
      e.duplicateLines()
      e.moveToBeginningOfWord()
      e.lowerCase()
    })
    expect(e.getText()).toBe('|\r\n\n|\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 1], false]])
  })

  // The joined row ends with \r\n, so the multi-row text is normalised to it; the other selection changes as usual.
  it('normalises a multi-row text to the joined \\r\\n', () => {
    const e = editorWith('a\rb\ncd\nz')
    e.setSelectedBufferRanges([[[0, 2], [1, 2]], [[2, 0], [2, 1]]])
    e.upperCase()
    expect(e.getText()).toBe('aB\r\nCD\r\nZ')
    expect(selections(e)).toEqual([[[0, 1], [1, 2], false], [[2, 0], [2, 1], false]])
  })
})
