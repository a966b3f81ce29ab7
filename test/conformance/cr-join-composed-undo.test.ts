/**
 * Undo and redo of a composed entry where a `\r` met a `\n`: Atom applies
 * the entry's composed patch hunk by hunk, each range clipped to the buffer,
 * so a hunk bounded between the `\r` and the `\n` of a `\r\n` ending replaces
 * from before the `\r`. Exact values from Atom (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('composed undo clipped where a \\r met a \\n', () => {
  // The transaction's hunk starts after the lone \r its backspace joined to the \n: undo inserts "x" before the \r.
  it('undoes a transaction that joined a lone \\r to a \\n, clipped', () => {
    const e = editorWith('a\rx\nb\rx\n')
    e.setCursorBufferPosition([0, 3])
    e.transact(() => {
      e.backspace()
      e.insertText('y')
      e.backspace()
    })
    expect(e.getText()).toBe('a\r\nb\rx\n')
    e.undo()
    expect(e.getText()).toBe('ax\r\nb\rx\n')
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false]])
    e.redo()
    expect(e.getText()).toBe('ax\r\nb\rx\n')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false]])
  })

  // Two cursors' "\n" make one change each: the second hunk starts after the lone \r, so undo removes the \r too.
  it('undoes insertions at two cursors, the second right after a lone \\r, clipped', () => {
    const e = editorWith('\r')
    e.addCursorAtBufferPosition([0, 42])
    e.insertText('\n')
    expect(e.getText()).toBe('\n\r\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[2, 0], [2, 0], false]])
    e.undo()
    expect(e.getText()).toBe('')
    e.redo()
    expect(e.getText()).toBe('\n\n')
  })

  // Backspace at two cursors joins each lone \r to its \n; undo puts each "x" back before its \r.
  it('undoes backspaces at two cursors that joined lone \\rs to \\ns, clipped', () => {
    const e = editorWith('a\rx\nb\rx\n')
    e.setCursorBufferPosition([0, 3])
    e.addCursorAtBufferPosition([1, 3])
    e.backspace()
    expect(e.getText()).toBe('a\r\nb\r\n')
    e.undo()
    expect(e.getText()).toBe('ax\r\nbx\r\n')
    e.redo()
    expect(e.getText()).toBe('ax\r\nbx\r\n')
  })
})
