/**
 * upperCase / lowerCase at cursors whose words meet: Atom's
 * `mutateSelectedText` runs `replaceSelectedText` at each selection in turn,
 * each on the text and positions the earlier ones left, and merges after.
 * Every expected value is what Pulsar's own TextEditor gives.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('changing case at cursors in one word', () => {
  // Atom: the first cursor's whitespace word is deleted and put back; the second cursor lands after it and selects the word there.
  it('upperCase at two cursors in leading whitespace: the word after it is changed too', () => {
    const e = editorWith('   f\n')
    e.setCursorBufferPosition([0, 1])
    e.addCursorAtBufferPosition([0, 2])
    e.upperCase()
    expect(e.getText()).toBe('   F\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 4], false]])
    e.undo()
    expect(e.getText()).toBe('   f\n')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false], [[0, 2], [0, 2], false]])
    // Redo restores the selections as they were before the merge.
    e.redo()
    expect(e.getText()).toBe('   F\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 4], false], [[0, 3], [0, 4], false]])
  })

  // Atom: the same with one cursor at the start of the whitespace.
  it('lowerCase at the start of leading whitespace and inside it', () => {
    const e = editorWith('  N\n')
    e.addCursorAtBufferPosition([0, 1])
    e.lowerCase()
    expect(e.getText()).toBe('  n\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 3], false]])
    e.undo()
    expect(e.getText()).toBe('  N\n')
    e.redo()
    expect(selections(e)).toEqual([[[0, 0], [0, 3], false], [[0, 2], [0, 3], false]])
  })
})
