/**
 * Undo where a `\r` met a `\n`: Atom's history keeps a transaction as one
 * composed patch, whose inverse never lands between a `\r` and a `\n` that
 * met inside it; a lone change is applied clipped. Exact values from Atom (Pulsar's TextEditor).
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/index.js'
import { fromJSON, toJSON } from '../../src/persist/json.js'

const ranges = (e: TextEditor): string[] => e.getSelectedBufferRanges().map(r => r.toString())

describe('undo across a \\r joined to a \\n', () => {
  // Atom's transact composes its changes: undo takes back all of "\n\r\n" at once and "a" stays.
  it('undoes a transaction that put a \\n after the \\r it typed, exactly', () => {
    const e = new TextEditor({ text: 'a' })
    e.transact(() => {
      e.addCursorAtBufferPosition([0, 0])
      e.insertText('\r')
      e.addCursorAtBufferPosition([0, 0])
      e.insertText('\n')
    })
    expect(e.getText()).toBe('\n\r\na')
    expect(ranges(e)).toEqual(['[(2, 0) - (2, 0)]', '[(1, 0) - (1, 0)]'])
    e.undo()
    expect(e.getText()).toBe('a')
    expect(ranges(e)).toEqual(['[(0, 0) - (0, 0)]'])
    e.redo()
    expect(e.getText()).toBe('\n\r\na')
    expect(ranges(e)).toEqual(['[(2, 0) - (2, 0)]', '[(1, 0) - (1, 0)]'])
  })

  // Atom's buffer clips a lone change's range: undoing the \n takes the \r with it, and the older entry then removes "a".
  it('undoes the changes one by one clipped, as Atom does, and the state still saves and loads', () => {
    const e = new TextEditor({ text: 'a' })
    e.insertText('\r')
    e.getLastSelection().insertText('\n')
    expect(e.getText()).toBe('\r\na')
    e.undo()
    expect(e.getText()).toBe('a')
    const saved = fromJSON(JSON.parse(JSON.stringify(toJSON(e.getState()))))
    expect(E.isRight(saved)).toBe(true)
    e.undo()
    expect(e.getText()).toBe('')
    e.redo()
    expect(e.getText()).toBe('\r')
    e.redo()
    expect(e.getText()).toBe('\r\n')
    expect(E.isRight(fromJSON(JSON.parse(JSON.stringify(toJSON(e.getState())))))).toBe(true)
  })

  // The inserted \n (normalised from "\r\n") meets the lone \r before it: the change ends one column past its row.
  it('saves and loads a state whose last change joined a lone \r to the \n it inserted', () => {
    const e = new TextEditor({ text: 'aa\ra\n' })
    e.setTextInBufferRange([[0, 3], [1, 0]], '\r\n')
    expect(e.getText()).toBe('aa\r\n')
    expect(E.isRight(fromJSON(JSON.parse(JSON.stringify(toJSON(e.getState())))))).toBe(true)
  })
})

// Exact values from Atom (Pulsar's TextEditor): the deletion joins row 1's lone \r to row 2's \n.
describe('undo of a deletion that joined a lone \\r to a \\n', () => {
  it('reinserts at the clipped start, before the \\r, as Atom does', () => {
    const e = new TextEditor({ text: '\n\r\r\n\n' })
    e.setSelectedBufferRanges([[[0, 0], [0, 0]], [[1, 1], [2, 0]]])
    e.insertText('')
    expect(e.getText()).toBe('\n\r\n')
    e.undo()
    expect(e.getText()).toBe('\n\r\n\r\n')
    expect(ranges(e)).toEqual(['[(0, 0) - (0, 0)]', '[(1, 0) - (2, 0)]'])
  })
})
