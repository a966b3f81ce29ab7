/**
 * Line and case commands over selections left unmerged by a method called on
 * one cursor or selection: Atom does not merge them first, it runs the
 * command on each selection as it stands, in buffer order, and merges after.
 * Every expected value is what Pulsar's own TextEditor gives.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('indent / indentSelectedRows / joinLines over unmerged selections', () => {
  // Atom's mutateSelectedText: two identical cursors each indent (the second after the first's insertion).
  it('indent at two identical cursors indents twice', () => {
    const e = editorWith('b\n')
    e.addCursorAtBufferPosition([0, 2])
    e.getLastCursor().moveLeft()
    e.indent()
    expect(e.getText()).toBe('    b\n')
    expect(selections(e)).toEqual([[[0, 4], [0, 4], false]])
  })
  // A cursor and a selection over its (empty) row: the cursor inserts a tab; the selection's row is blank, so it adds nothing.
  it('indent: a cursor inside a selection of its row still indents', () => {
    const e = editorWith('\n')
    e.addCursorAtBufferPosition([13, 21])
    e.getLastSelection().selectAll()
    e.indent()
    expect(e.getText()).toBe('  \n')
    expect(selections(e)).toEqual([[[0, 0], [1, 0], false]])
  })
  // A row covered by two selections is indented once per selection (hard tabs here).
  it('indent: a row shared by two selections gets two tabs', () => {
    const e = editorWith('a\nx\ny\nz\n', { tabLength: 8, softTabs: false })
    e.setSelectedBufferRanges([[[0, 0], [1, 0]], [[2, 0], [3, 0]]])
    e.getSelections()[0]!.setBufferRange([[0, 0], [3, 0]])
    e.indent()
    expect(e.getText()).toBe('\ta\n\tx\n\t\ty\nz\n')
    expect(selections(e)).toEqual([[[0, 0], [3, 0], false]])
  })
  // Two identical selections each run Selection::indentSelectedRows.
  it('indentSelectedRows at two identical selections indents twice', () => {
    const e = editorWith('r\n')
    e.addSelectionForBufferRange([[0, 5], [1, 7]])
    e.getSelections()[0]!.setScreenRange([[6, 0], [0, 22]])
    e.indentSelectedRows()
    expect(e.getText()).toBe('    r\n')
    expect(selections(e)).toEqual([[[0, 5], [1, 0], false]])
  })
  // Selection::joinLines at each: the cursor first, then a selection reaching back over the line it left.
  it('joinLines: a selection over a cursor joins again after it', () => {
    const e = editorWith('\nd\n\n')
    e.cutToEndOfBufferLine()
    e.addSelectionForScreenRange([[0, Infinity], [0, Infinity]])
    e.getLastSelection().selectUp()
    e.joinLines()
    expect(e.getText()).toBe('d')
    expect(selections(e)).toEqual([[[0, 0], [0, 1], false]])
  })
})

describe('upperCase / lowerCase over unmerged selections', () => {
  // replaceSelectedText per selection: delete, then insert; an empty marker at the insertion point moves past it.
  it('two identical cursors: the second one selects the next word', () => {
    const e = editorWith(' e')
    e.addCursorAtScreenPosition([6, 30])
    e.getCursors()[1]!.moveToTop()
    e.lowerCase()
    expect(e.getText()).toBe(' e')
    expect(selections(e)).toEqual([[[0, 0], [0, 2], false]])
  })
  // A selection ending where a later turn re-inserts its word takes the insertion in, and they merge.
  it('a selection ending at the start of a later word grows over it', () => {
    const e = editorWith('m\ne')
    e.setCursorBufferPosition([0, 105])
    e.addCursorAtBufferPosition([0, 0])
    e.getLastSelection().selectToBeginningOfNextParagraph()
    e.lowerCase()
    expect(e.getText()).toBe('m\ne')
    expect(selections(e)).toEqual([[[0, 0], [1, 1], false]])
  })
})

describe('duplicateLines walks the selections as they stand', () => {
  // Atom walks up from the last selection; an insertion at a selection's end (column 0) grows it, so it then duplicates that row too.
  it('a selection ending where the cursor below inserts its copy duplicates the copy as well', () => {
    const e = editorWith('\n')
    e.addSelectionBelow()
    e.getSelections()[0]!.selectToBeginningOfNextParagraph()
    e.duplicateLines()
    expect(e.getText()).toBe('\n\n\n\n')
    expect(selections(e)).toEqual([[[2, 0], [4, 0], false]])
  })
  // A cursor inside a selection: the selection's rows are duplicated, then the cursor's row (moved by that insertion) again.
  it('a cursor covered by a selection duplicates its row once more', () => {
    const e = editorWith('\n\n')
    e.addCursorAtScreenPosition([8, 25])
    e.getLastSelection().selectAll()
    e.duplicateLines()
    expect(e.getText()).toBe('\n\n\n\n\n\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[3, 0], [6, 0], false]])
  })
  // setBufferRange on the copy destroys the fold strictly containing its ends: the fold is not folded again.
  it('a fold over the moved selection\'s ends is destroyed', () => {
    const e = editorWith('\n\n\n\n\n\n\n;')
    e.setSelectedBufferRange([[7, 0], [0, 1]])
    e.foldBufferRange([[0, 0], [7, 1]])
    e.duplicateLines()
    expect(e.getText()).toBe('\n\n\n\n\n\n\n\n\n\n\n\n\n\n;')
    expect(selections(e)).toEqual([[[7, 0], [14, 0], false]])
    expect(e.getCursorScreenPosition().toArray()).toEqual([14, 0])
  })
  it('a fold starting on the selection\'s last row is gone once the selection moves into it', () => {
    const e = editorWith('\n\n\n\n\n')
    e.setCursorBufferPosition([3, 6])
    e.selectDown()
    e.foldBufferRange([[3, 0], [5, 0]])
    e.duplicateLines()
    expect(e.getText()).toBe('\n\n\n\n\n\n')
    expect(selections(e)).toEqual([[[4, 0], [5, 0], false]])
    expect(e.getCursorScreenPosition().toArray()).toEqual([5, 0])
  })
  // Inside a transaction the merge waits for its end: a later call still sees the selections apart.
  it('in a transaction, the selections stay apart until it ends', () => {
    const e = editorWith('\n\n\n')
    e.selectToBottom()
    e.splitSelectionsIntoLines()
    e.moveLeft()
    e.getLastSelection().selectUp()
    e.transact(() => {
      e.duplicateLines()
      e.getLastCursor().setBufferPosition([3, 0])
    })
    expect(e.getText()).toBe('\n\n\n\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[3, 0], [3, 0], false]])
  })
  // Two cursors in one fold: the second block reads its screen row after the first copy's fold joined it.
  it('two cursors in a fold duplicate the folded rows twice', () => {
    const e = editorWith('\n\n')
    e.setCursorBufferPosition([2, 0])
    e.addCursorAtScreenPosition([1, 0])
    e.foldBufferRange([[0, 0], [2, 0]])
    e.duplicateLines()
    expect(e.getText()).toBe('\n\n\n\n\n\n\n\n')
    expect(selections(e)).toEqual([[[4, 0], [8, 0], false]])
  })
})

describe('upperCase over touching selections', () => {
  // The second selection grows over the first one's re-inserted text and writes it again: its line ending (LF) wins.
  it('a run of touching ranges takes the line ending the last one inserts with', () => {
    const e = editorWith('\n\r\n  a\nx')
    e.setSelectedBufferRanges([[[0, 0], [1, 0]], [[1, 0], [2, 3]]])
    e.upperCase()
    expect(e.getText()).toBe('\n\n  A\nx')
    expect(selections(e)).toEqual([[[0, 0], [2, 3], false]])
  })
})

describe('insertNewlineAbove / insertNewlineBelow over unmerged selections', () => {
  // Atom moves every cursor first (clearing its selection; only cursors on one position merge), then inserts at each.
  it('insertNewlineAbove: a cursor and a selection over it each get their newline', () => {
    const e = editorWith('a\n')
    e.addSelectionForScreenRange([[10, 0], [10, 0]])
    e.getSelections()[1]!.selectAll()
    e.insertNewlineAbove()
    expect(e.getText()).toBe('\na\n\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[2, 0], [2, 0], false]])
  })
  it('insertNewlineAbove: the selections keep their creation order', () => {
    const e = editorWith('\n\n\n')
    e.setSelectedBufferRanges([[[6, 4], [6, 4]], [[2, 20], [2, Infinity]], [[6, 0], [6, 0]]])
    e.getSelections()[0]!.setScreenRange([[7, 8], [0, 38]])
    e.insertNewlineAbove()
    expect(e.getText()).toBe('\n\n\n\n\n')
    expect(selections(e)).toEqual([[[4, 0], [4, 0], false], [[2, 0], [2, 0], false]])
  })
  it('insertNewlineBelow: a cursor at the start of a selection\'s row and the selection each add a line', () => {
    const e = editorWith('\n\n\n\n\n\n')
    e.setSelectedBufferRanges([[[5, 2], [-2, 23]], [[5, 2], [Infinity, 8]]])
    e.getCursors()[0]!.moveToEndOfScreenLine()
    e.insertNewlineBelow()
    expect(e.getText()).toBe('\n\n\n\n\n\n\n\n')
    expect(selections(e)).toEqual([[[6, 0], [6, 0], false], [[8, 0], [8, 0], false]])
  })
})

describe('copySelectedText leaves a cursor tailed', () => {
  // Atom's copySelectedText selects the cursor's line, then setBufferRange puts it back: the marker keeps a tail,
  // so an insertion at it (indentSelectedRows here) extends it into a selection.
  it('indentSelectedRows after copying a cursor\'s line selects the inserted indentation', () => {
    const e = editorWith('\n\nx\nx')
    e.setCursorBufferPosition([3, 0])
    e.copySelectedText()
    e.indentSelectedRows()
    expect(e.getText()).toBe('\n\nx\n  x')
    expect(selections(e)).toEqual([[[3, 0], [3, 2], false]])
  })
  // selectLine and the setBufferRange back keep the selection's orientation.
  it('a reversed empty selection stays reversed', () => {
    const e = editorWith('')
    e.transact(() => {
      e.setSelectedScreenRange([[8, 0], [8, 0]], { reversed: true })
      e.copySelectedText()
    })
    expect(selections(e)).toEqual([[[0, 0], [0, 0], true]])
  })
})

describe('transpose in a fold', () => {
  // Atom deletes the line ending after the cursor first; that destroys a fold ending there, so the cursor's moveLeft is not held by it.
  it('at the end of a row inside a fold ending on the next row, the line ending moves left', () => {
    const e = editorWith('a\nbc\n\nd')
    e.setCursorBufferPosition([1, 2])
    e.foldBufferRange([[0, 1], [2, 0]])
    e.transpose()
    expect(e.getText()).toBe('a\nb\n\ncd')
    expect(selections(e)).toEqual([[[3, 0], [3, 0], false]])
    expect(e.getCursorScreenPosition().toArray()).toEqual([3, 0])
  })
})

describe('a merge after an edit destroys the folds around the union', () => {
  // Selection::outdentSelectedRows changes the text outside a transaction; the merge that follows sets the union
  // with setBufferRange, which destroys the fold strictly containing its start.
  it('outdentSelectedRows on a cursor inside a selection unfolds where they merge', () => {
    const e = editorWith('a\nb\nc\n  d')
    e.foldBufferRange([[1, 0], [3, 0]])
    e.setCursorBufferPosition([3, 2])
    e.addCursorAtBufferPosition([2, 0])
    e.getLastSelection().selectToBufferPosition([3, 2])
    e.getSelections()[0]!.outdentSelectedRows()
    expect(e.getText()).toBe('a\nb\nc\nd')
    expect(selections(e)).toEqual([[[2, 0], [3, 0], false]])
    expect(e.getCursorScreenPosition().toArray()).toEqual([3, 0])
    expect(e.isFoldedAtBufferRow(2)).toBe(false)
  })
})

describe('joinLines and a lone CR', () => {
  // Atom's /[ \t]+$/ search treats a lone CR as a line end: the blanks before it are the trailing blanks it deletes.
  it('deletes the blanks before a lone CR', () => {
    const e = editorWith(' \r0\n')
    e.joinLines()
    expect(e.getText()).toBe('\r0')
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false]])
  })
})
