/**
 * Editor-level deletions and cuts where a later selection's extension reads
 * text an earlier selection's deletion changed: Atom deletes at one
 * selection after another (`mutateSelectedText`), so the later extension
 * sees the text the earlier deletions left. Every expected value here is
 * what Pulsar's own TextEditor gives for the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { editorWith, selections } from './helpers.js'

describe('a forward extension from where the previous deletion ends', () => {
  // The second cursor, moved onto the emptied row, finds no word boundary ahead: it deletes nothing.
  it('deleteToNextWordBoundary: the next boundary is looked for in the joined text', () => {
    const e = editorWith('\n\nd\n \n')
    e.setCursorBufferPosition([3, 0])
    e.addCursorAtBufferPosition([3, 1])
    e.deleteToNextWordBoundary()
    expect(e.getText()).toBe('\n\nd\n\n')
    expect(selections(e)).toEqual([[[3, 0], [3, 0], false]])
  })
  // The first cursor deletes its line ending; the second, now on the joined row, deletes to the end of its wrapped screen line.
  it('deleteToEndOfLine: after a joined line ending, the screen line of the joined row', () => {
    const e = editorWith('s(the, 42)\n', { softWrapped: true, editorWidthInChars: 40, softWrapAtPreferredLineLength: true, preferredLineLength: 19 })
    e.duplicateLines()
    e.addCursorAtBufferPosition([0, 26])
    e.deleteToEndOfLine()
    expect(e.getText()).toBe('s(the, 42) 42)\n')
    expect(selections(e)).toEqual([[[0, 10], [0, 10], false]])
  })
  // The second cursor selects its whole line, which the first cut joined with the row above.
  it('cutSelectedText: an empty selection cuts the line an earlier cut joined into', () => {
    const clipboard = new MemoryClipboard()
    const e = editorWith('yVar  n.  bar\na\n', { clipboard })
    e.setCursorBufferPosition([0, 12])
    e.addSelectionBelow()
    e.deleteToNextWordBoundary()
    e.selectRight()
    expect(selections(e)).toEqual([[[0, 12], [1, 0], false], [[1, 1], [1, 1], false]])
    e.cutSelectedText()
    expect(e.getText()).toBe('')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    expect(clipboard.read()).toBe('\n\nyVar  n.  baa')
  })
})

describe('to the end of the screen line, on a row an earlier deletion rewrapped', () => {
  it('deleteToEndOfLine: two cursors on one soft-wrapped row', () => {
    const e = editorWith('if (bar >= 3.14) {\n', { softWrapped: true, editorWidthInChars: 10 })
    e.addSelectionBelow()
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 8], [0, 8], false]])
    e.deleteToEndOfLine()
    expect(e.getText()).toBe('  {\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 1], [0, 1], false]])
  })
  it('deleteToEndOfLine: a cursor on the last screen line of a long wrapped row', () => {
    const text = '\t s alpha  (  beta  ipsum  the  the  --  /bar/_/n  value  bet\n'
    const e = editorWith(text, { tabLength: 4, softWrapped: true, editorWidthInChars: 7 })
    e.addCursorAtBufferPosition([0, 59])
    e.deleteToEndOfLine()
    expect(e.getText()).toBe(' alpha  (  beta  ipsum  the  the  --  /bar/_/n  value  b\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 56], [0, 56], false]])
  })
  it('cutToEndOfLine: the clipboard holds both cuts, the second from the rewrapped row', () => {
    const clipboard = new MemoryClipboard()
    const e = editorWith('rn.iPhone[007]\n', { clipboard, softWrapped: true, editorWidthInChars: 7 })
    e.addSelectionBelow()
    e.cutToEndOfLine()
    expect(e.getText()).toBe('o7]\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 1], [0, 1], false]])
    expect(clipboard.read()).toBe('rn.iPh\nne[00')
  })
  it('cutToEndOfLine: three cursors, two on one wrapped row', () => {
    const e = editorWith('\n"x item, x foo\n', { softWrapped: true, editorWidthInChars: 6 })
    e.insertNewlineAbove()
    e.addSelectionForScreenRange([[4, 9], [4, 3]])
    e.moveToFirstCharacterOfLine()
    e.addCursorAtScreenPosition([2, 37])
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[2, 9], [2, 9], false], [[2, 2], [2, 2], false]])
    e.cutToEndOfLine()
    expect(e.getText()).toBe('\n"xitem,  foo\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[1, 8], [1, 8], false], [[1, 2], [1, 2], false]])
  })
})

describe('a cut after an earlier cut on its row', () => {
  // Atom's copy reads its indentation basis from the row as the earlier cut left it.
  it('cutToEndOfBufferLine: the second part\'s indentBasis is read after the first cut', () => {
    const clipboard = new MemoryClipboard()
    const e = editorWith('\n // Uer item item\n{\n', { clipboard })
    e.setSelectedBufferRanges([[[8, 8], [1, 36]], [[Infinity, -3], [4, 17]], [[1, 16], [1, -3]]])
    expect(selections(e)).toEqual([[[1, 17], [3, 0], false], [[1, 0], [1, 16], false]])
    e.cutToEndOfBufferLine()
    expect(e.getText()).toBe('\nm')
    expect(clipboard.readWithMetadata()).toEqual({
      text: ' // Uer item ite\n\n{\n',
      metadata: {
        indentBasis: 0,
        fullLine: false,
        selections: [{ text: ' // Uer item ite', indentBasis: 0, fullLine: false }, { text: '\n{\n', indentBasis: 0, fullLine: false }],
      },
    })
    e.pasteText()
    expect(e.getText()).toBe('\n // Uer item item\n {\n')
    expect(selections(e)).toEqual([[[3, 0], [3, 0], false], [[1, 16], [1, 16], false]])
  })
})

describe('a backward boundary looked for over rows an earlier deletion changed', () => {
  // Atom scans from the previous non-blank row: once the first cursor's deletion blanks its row, the second cursor's scan starts higher and finds a match there.
  it('deleteToBeginningOfSubword: the first deletion blanks a row, the second cursor then goes to its row start', () => {
    const e = editorWith(' \n+=\n\n+=', { nonWordCharacters: ' ' })
    e.setCursorBufferPosition([3, 2])
    e.deleteToBeginningOfSubword()
    expect(e.getText()).toBe(' \n+=\n\n+=')
    e.setCursorBufferPosition([1, 2])
    e.addCursorAtBufferPosition([3, 2])
    e.deleteToBeginningOfSubword()
    expect(e.getText()).toBe(' \n\n\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[3, 0], [3, 0], false]])
  })
})
