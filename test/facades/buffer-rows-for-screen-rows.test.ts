// bufferRowsForScreenRows past the last screen row. Exact values from Atom (Pulsar's TextEditor).
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/index.js'

describe('bufferRowsForScreenRows', () => {
  // Atom: screen rows past the last count on one buffer row each from the last buffer row.
  it('counts on past the last screen row', () => {
    const e = new TextEditor({ text: 'a\nb\nc' })
    expect(e.bufferRowsForScreenRows(1, 3)).toEqual([1, 2, 3])
    expect(e.bufferRowsForScreenRows(4, 6)).toEqual([4, 5, 6])
  })

  // Atom: the same under a fold and a soft wrap (a fold's screen row then the wrapped line's continuation).
  it('with a fold and a soft wrap', () => {
    const e = new TextEditor({ text: '\nem xPos\n', softWrapped: true, editorWidthInChars: 7 })
    e.foldBufferRange([[0, 0], [1, 0]])
    expect(e.bufferRowsForScreenRows(0, 6)).toEqual([0, 1, 2, 3, 4, 5, 6])
    const f = new TextEditor({ text: 'a\nbb cc dd\nz\n', softWrapped: true, editorWidthInChars: 6 })
    f.foldBufferRange([[0, 1], [1, 2]])
    expect(f.bufferRowsForScreenRows(0, 6)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(f.bufferRowsForScreenRows(2, 5)).toEqual([2, 3, 4, 5])
  })
})
