/**
 * deleteToBeginningOfLine over selections in turn: a selection whose head
 * is on the row where the previous selection's deletion ends extends to
 * the start of the line that deletion joined it to. Exact values from Atom
 * (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('deleteToBeginningOfLine after an earlier deletion joined the row', () => {
  // Atom's mutateSelectedText: the second selection's head, now on row 0, goes to [0, 0] and takes the "a" too.
  it('extends the later selection to the joined line start', () => {
    const e = editorWith('ab\ncd ef\n')
    e.setSelectedBufferRange([[0, 1], [1, 0]])
    e.addSelectionForBufferRange([[1, 0], [1, 2]], { reversed: true })
    expect(selections(e)).toEqual([[[0, 1], [1, 0], false], [[1, 0], [1, 2], true]])
    e.deleteToBeginningOfLine()
    expect(e.getText()).toBe(' ef\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    e.undo()
    expect(e.getText()).toBe('ab\ncd ef\n')
    expect(selections(e)).toEqual([[[0, 1], [1, 0], false], [[1, 0], [1, 2], true]])
  })
})
