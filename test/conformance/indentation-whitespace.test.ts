/**
 * The indentation Atom's setIndentationForBufferRow replaces is the row's
 * leading `\s*`: any JavaScript whitespace, a lone `\r` included. Exact
 * values from Atom (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('auto-indent replaces leading \\s*', () => {
  // A row holding only a lone \r is reindented to nothing: the \r counts as its indentation.
  it('removes a lone \\r as indentation', () => {
    const e = editorWith('\r')
    e.autoIndentSelectedRows()
    expect(e.getText()).toBe('')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
  })

  // Tabs, spaces and lone \r mixed at a row's start all go.
  it('replaces a mixed run of tabs, spaces and \\r', () => {
    const e = editorWith('\tx\n\r \ry')
    e.selectAll()
    e.autoIndentSelectedRows()
    expect(e.getText()).toBe('x\ny')
    expect(selections(e)).toEqual([[[0, 0], [1, 1], false]])
  })
})
