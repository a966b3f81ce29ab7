import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('when selections merge (Atom)', () => {
  it('a method called on one selection leaves overlapping selections unmerged', () => {
    // Atom merges after editor-level commands only: Selection::setBufferRange does not merge.
    const e = editorWith('\n')
    e.moveToEndOfWord()
    e.addCursorAtBufferPosition([0, Infinity])
    e.getLastSelection().setBufferRange([[1, 13], [0, 3]])
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[0, 0], [1, 0], false]])
  })

  it('a method called on one cursor leaves two cursors on one position', () => {
    // Atom: Cursor::moveUp does not run mergeCursors; only the editor's moveUp does.
    const e = editorWith('\n')
    e.addSelectionBelow()
    e.getLastCursor().moveUp()
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [0, 0], false]])
    // The next editor-level command merges them.
    e.moveRight()
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false]])
  })

  it('undo and redo never merge', () => {
    // Atom: undo/redo run inside avoidMergingSelections, even when there is nothing to redo.
    const e = editorWith('b')
    e.addSelectionForBufferRange([[0, 2], [0, 3]])
    e.getSelections()[1]!.selectWord()
    e.redo()
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [0, 1], false]])
  })

  it('setSelectedBufferRanges gives every range the orientation of the oldest selection', () => {
    // Atom: Selection::setBufferRange writes its default `reversed` into the options object the editor reuses.
    const e = editorWith('\n\n')
    e.getSelections()[0]!.setBufferRange([[4, 0], [10, 0]], { reversed: true })
    e.setSelectedBufferRanges([[[Infinity, 51], [9, 12]], [[10, 0], [1, 0]], [[9, 19], [9, 19]]])
    expect(selections(e)).toEqual([[[1, 0], [2, 0], true]])
  })
})

describe('orientation (Atom)', () => {
  it('is decided with the position as given, before the buffer clips it', () => {
    // Atom's Marker::setHeadPosition compares the unclipped position with the tail.
    const e = editorWith('')
    e.selectToBufferPosition([-1, Infinity])
    expect(selections(e)).toEqual([[[0, 0], [0, 0], true]])
  })

  it('selectToBeginningOfNextParagraph with no paragraph ahead aims at column -1 of an empty last row', () => {
    // Atom: getBeginningOfNextParagraphBufferPosition returns [eof.row, eof.column - 1], unclipped.
    const e = editorWith('')
    e.selectToBeginningOfNextParagraph()
    expect(selections(e)).toEqual([[[0, 0], [0, 0], true]])
    const f = editorWith('ab\n')
    f.selectToBeginningOfNextParagraph()
    expect(selections(f)).toEqual([[[0, 0], [1, 0], false]])
  })
})

describe('line moves hand the ranges back in order (Atom)', () => {
  it('moveLineDown keeps the oldest selection for the lowest range and creates the others', () => {
    // Atom: consolidateSelections, then setSelectedBufferRanges with the ranges bottom to top.
    const e = editorWith('\n\n')
    e.addCursorAtBufferPosition([5, 0])
    e.moveLineDown()
    expect(e.getText()).toBe('\n\n')
    expect(selections(e)).toEqual([[[2, 0], [2, 0], false], [[1, 0], [1, 0], false]])
    const f = editorWith('a\nb\nc')
    f.setCursorBufferPosition([0, 1])
    f.addCursorAtBufferPosition([2, 1])
    f.moveLineDown()
    expect(f.getText()).toBe('b\na\nc')
    expect(selections(f)).toEqual([[[2, 1], [2, 1], false], [[1, 1], [1, 1], false]])
  })

  it('moveLineUp gives the ranges in buffer order to the selections in creation order, with the oldest one\'s orientation', () => {
    const e = editorWith('a\nb\nc\nd\n')
    e.setSelectedBufferRange([[1, 0], [1, 1]], { reversed: true })
    e.addCursorAtBufferPosition([3, 0])
    e.moveLineUp()
    expect(e.getText()).toBe('b\na\nd\nc\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 1], true], [[2, 0], [2, 0], true]])
  })
})

describe('undo after a method called on one selection (Atom)', () => {
  it('restores the selections as they were just before the buffer changed', () => {
    // Atom: a buffer change outside a transaction is its own transaction, with marker snapshots around it.
    const e = editorWith('\n')
    e.getSelections()[0]!.cutToEndOfLine()
    expect(e.getText()).toBe('')
    e.undo()
    expect(e.getText()).toBe('\n')
    expect(selections(e)).toEqual([[[0, 0], [1, 0], false]])
  })
})

describe("deleteLine called on one selection (Atom)", () => {
  it('merges what the buffer change made intersect, then places its cursor, and merges nothing after that', () => {
    const e = editorWith('')
    e.insertText('ipsum\n\tis')
    e.addSelectionAbove()
    expect(selections(e)).toEqual([[[1, 3], [1, 3], false], [[0, 4], [0, 4], false]])
    e.getLastSelection().deleteLine()
    expect(e.getText()).toBe('\tis')
    // Atom: the other cursor moves up to [0, 3]; this one goes to its old start column 4, clipped to 3: two cursors there.
    expect(selections(e)).toEqual([[[0, 3], [0, 3], false], [[0, 3], [0, 3], false]])
    e.moveRight()
    expect(selections(e)).toEqual([[[0, 3], [0, 3], false]])
  })
})

describe('editor-level commands on selections left intersecting by a method of one selection (Atom)', () => {
  const touching = (text: string, at: [number, number]) => {
    // Two selections that touch, left so by a method called on one of them.
    const e = editorWith(text)
    e.addSelectionForBufferRange([at, at])
    e.getSelections()[0]!.selectToBufferPosition(at)
    expect(selections(e)).toEqual([[[0, 0], at, false], [at, at, false]])
    return e
  }

  it('addSelectionBelow merges them even when it adds nothing', () => {
    const e = touching('\n', [1, 0])
    e.addSelectionBelow()
    expect(selections(e)).toEqual([[[0, 0], [1, 0], false]])
  })

  it('splitSelectionsIntoLines merges them even when nothing spans two lines', () => {
    const e = touching('ab', [0, 1])
    e.splitSelectionsIntoLines()
    expect(selections(e)).toEqual([[[0, 0], [0, 1], false]])
  })

  it('copySelectedText copies them as they are and merges nothing', () => {
    const e = touching('\n', [1, 0])
    e.copySelectedText()
    expect(selections(e)).toEqual([[[0, 0], [1, 0], false], [[1, 0], [1, 0], false]])
  })
})

describe('selectSubword (Atom)', () => {
  it('uses the subword regex alone: between two words inside a line of blanks it selects nothing', () => {
    const e = editorWith('  done item    bar of  ')
    e.setCursorBufferPosition([0, 13])
    e.getLastSelection().selectSubword()
    expect(selections(e)).toEqual([[[0, 13], [0, 13], false]])
    e.setCursorBufferPosition([0, 22])
    e.selectSubwordsContainingCursors()
    expect(selections(e)).toEqual([[[0, 21], [0, 23], false]])
  })
})
