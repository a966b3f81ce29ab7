/**
 * A lone `\r` moved or met by an edit, as Atom's buffer handles it: inserted
 * text is normalised (a lone `\r` becomes the row's line ending), and a `\r`
 * left right before a `\n` makes one `\r\n` ending, past which Atom clips.
 * Every expected value is what Pulsar's TextEditor gives for the same text
 * and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('moveSelectionLeft / moveSelectionRight carrying a lone \\r', () => {
  // Atom re-inserts the moved character with buffer.insert, which normalises a lone `\r` to the row's line ending.
  it('right: the \\r becomes the row\'s \\n', () => {
    const e = editorWith('\r4\n')
    e.moveSelectionRight()
    expect(e.getText()).toBe('\n4\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    e.undo()
    expect(e.getText()).toBe('\r4\n')
  })
  it('right, a range: the \\r goes before it as the row\'s \\r\\n', () => {
    const e = editorWith('ab\rc\r\nd')
    e.setSelectedBufferRange([[0, 0], [0, 2]])
    e.moveSelectionRight()
    expect(e.getText()).toBe('\r\nabc\r\nd')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    e.undo()
    expect(e.getText()).toBe('ab\rc\r\nd')
  })
  // Atom inserts at the cursor first: the `\n` meets the `\r` before it (one `\r\n` ending), and the delete, past the row's content, is clipped to nothing.
  it('left, a cursor after a \\r: the \\r stays, joined to the inserted \\n', () => {
    const e = editorWith('a\rb\n')
    e.setCursorBufferPosition([0, 2])
    e.moveSelectionLeft()
    expect(e.getText()).toBe('a\r\nb\n')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false]])
    e.undo()
    expect(e.getText()).toBe('ab\n')
  })
  it('left, a range: the \\r goes after it as the row\'s \\r\\n', () => {
    const e = editorWith('x\nab\rc\r\nd')
    e.setSelectedBufferRange([[1, 3], [1, 4]])
    e.moveSelectionLeft()
    expect(e.getText()).toBe('x\nabc\r\n\r\nd')
    expect(selections(e)).toEqual([[[1, 2], [1, 3], false]])
  })
  // Atom reads every range before the command: after the first move adds a line, the second cursor's range is stale.
  it('two cursors: the second moves by its range read before the first one\'s new line', () => {
    const e = editorWith('\ra\n\rb\n')
    e.setSelectedBufferRanges([[[0, 0], [0, 0]], [[1, 0], [1, 0]]])
    e.moveSelectionRight()
    expect(e.getText()).toBe('\na\n\rb\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[1, 1], [1, 1], false]])
  })
  it('a single-row buffer has no line ending to normalise to: the \\r moves as it is', () => {
    const e = editorWith('\ra')
    e.moveSelectionRight()
    expect(e.getText()).toBe('\ra')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false]])
  })
})

describe('undo of a change that put a \\n after a \\r', () => {
  // An indentation set to what it was adds no hunk to Atom's patch: the entry undoes as its lone change, clipped past the joined `\r`.
  it('a newline auto-indented after a lone \\r: undo removes the whole \\r\\n', () => {
    const e = editorWith('\r', { autoIndent: true })
    e.moveRight()
    e.insertText('\n')
    expect(e.getText()).toBe('\r\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false]])
    e.undo()
    // (Atom leaves the restored cursor at [0, 1], past the empty row's end; the model clamps it.)
    expect(e.getText()).toBe('')
    e.redo()
    expect(e.getText()).toBe('\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false]])
  })
})

describe('moveLineUp over rows holding a lone \\r', () => {
  // Atom re-inserts the moved rows normalised to the row above's ending (a lone `\r` becomes a line), and moves the later groups by their rows read before the command.
  it('the first group gains a line: the second moves its stale row', () => {
    const e = editorWith('\n\n\r\r\n\ns\n')
    e.getLastSelection().setBufferRange([[4, 2], [4, -2]])
    e.addCursorAtBufferPosition([2, 1])
    expect(selections(e)).toEqual([[[4, 0], [4, 1], false], [[2, 1], [2, 1], false]])
    e.moveLineUp()
    expect(e.getText()).toBe('\n\n\n\n\ns\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[3, 0], [3, 0], false]])
    e.undo()
    expect(e.getText()).toBe('\n\n\r\r\n\ns\n')
  })
  it('two touching groups, the first holding a \\r', () => {
    const e = editorWith('a\n\rb\nc\rd\ne')
    e.setSelectedBufferRanges([[[1, 0], [1, 0]], [[2, 0], [2, 0]]])
    e.moveLineUp()
    expect(e.getText()).toBe('\na\nb\nc\rd\ne')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[1, 0], [1, 0], false]])
  })
  it('CRLF rows: the \\r becomes a \\r\\n ending', () => {
    const e = editorWith('a\r\n\rb\r\nc\rd\r\ne')
    e.setSelectedBufferRanges([[[1, 1], [1, 1]], [[3, 0], [3, 0]]])
    e.moveLineUp()
    expect(e.getText()).toBe('\r\nb\r\nc\r\nd\r\na\r\ne')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[2, 0], [2, 0], false]])
  })
})
