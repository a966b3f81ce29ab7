/**
 * Line commands (moveLineUp/Down, duplicateLines, deleteLine, joinLines,
 * indent, ...) over several selections, folds and soft wrap, as Atom runs
 * them. Every expected value here is what Pulsar's own TextEditor gives for
 * the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/index.js'

type Sel = [[number, number], [number, number], boolean]
type R = [[number, number], [number, number]]

const editor = (text: string, options: Record<string, unknown> = {}): TextEditor =>
  new TextEditor({ text, tabLength: 2, softTabs: true, autoIndent: false, ...options })

const sels = (e: TextEditor): Sel[] =>
  e.getSelectedBufferRanges().map((r, i) => [[r.start.row, r.start.column], [r.end.row, r.end.column], e.getSelections()[i]!.isReversed()])

const withRanges = (text: string, ranges: R[], options: Record<string, unknown> = {}): TextEditor => {
  const e = editor(text, options)
  e.setSelectedBufferRanges(ranges)
  return e
}

describe('moveLineUp / moveLineDown: selections sharing a row move as one group', () => {
  // Atom widens the group's first range in place (its row changes, its column stays) and sets it with the others: they merge.
  it('moveLineUp: the top range reaches the bottom one\'s end row, keeping its own end column', () => {
    const e = withRanges('a\nb\nccccccc\nd\neeeeee\nf\n', [[[2, 3], [2, 3]], [[2, 5], [4, 1]]])
    e.moveLineUp()
    expect(e.getText()).toBe('a\nccccccc\nd\neeeeee\nb\nf\n')
    expect(sels(e)).toEqual([[[1, 3], [3, 3], false]])
  })
  it('moveLineDown: the bottom range reaches the top one\'s start row, keeping its own start column', () => {
    const e = withRanges('a\nb\nccccccc\nd\neeeeee\nf\n', [[[2, 3], [4, 1]], [[4, 5], [4, 5]]])
    e.moveLineDown()
    expect(e.getText()).toBe('a\nb\nf\nccccccc\nd\neeeeee\n')
    expect(sels(e)).toEqual([[[3, 3], [5, 5], false]])
  })
  it('moveLineDown: two ranges touching at column 0 come out as one', () => {
    const e = withRanges('\n\n', [[[1, 0], [2, 0]], [[0, 0], [1, 0]]])
    e.moveLineDown()
    expect(e.getText()).toBe('\n\n\n')
    expect(sels(e)).toEqual([[[1, 0], [3, 0], false]])
  })
  // The widened top range ends at column 0, so the group leaves its last row behind; every range still moves by the group's delta.
  it('moveLineUp: a group whose top range ends at column 0 leaves the row of the range after it', () => {
    const e = withRanges('\n\n\n\n\n\n\n\n\n\nd\n\n', [[[1, 0], [10, 0]], [[10, 1], [10, 1]]])
    e.moveLineUp()
    expect(e.getText()).toBe('\n\n\n\n\n\n\n\n\n\nd\n\n')
    expect(sels(e)).toEqual([[[0, 0], [9, 0], false]])
  })
})

describe('moveLineDown: line endings', () => {
  // Atom moves blocks bottom first; a block inserted before the rows the block below left takes their ending.
  it('a block takes the ending of the row the block below moved up into place', () => {
    const e = withRanges('a\nb\nc\nd\r\ne\n', [[[0, 0], [0, 1]], [[2, 0], [2, 1]]])
    e.moveLineDown()
    expect(e.getText()).toBe('b\na\r\nd\r\nc\ne\n')
    expect(sels(e)).toEqual([[[3, 0], [3, 1], false], [[1, 0], [1, 1], false]])
  })
  it('the same when the block below reaches the end of the buffer', () => {
    const e = withRanges('\n\n\n\n\n\n\n\n\ns\n\n\r\n\n', [[[1, 0], [9, 1]], [[11, 0], [13, 0]]])
    e.moveLineDown()
    expect(e.getText()).toBe('\n\n\n\n\n\n\n\n\n\ns\n\n\n\n')
    expect(sels(e)).toEqual([[[12, 0], [14, 0], false], [[2, 0], [10, 1], false]])
  })
})

describe('moveLineDown: a block ending the buffer', () => {
  // Atom moves blocks one by one from the bottom: the last row stays, and the (folded) block just above it moves past it.
  it('stays, and the block above moves past it', () => {
    const e = editor('\n\n\n\n\n\n\n{\n\n\tt\n')
    e.addCursorAtBufferPosition([10, 0])
    e.addCursorAtBufferPosition([8, 0])
    e.foldBufferRow(9)
    e.moveLineDown()
    expect(e.getText()).toBe('\n\n\n\n\n\n\n\n{\n\n\tt\n')
    expect(sels(e)).toEqual([[[10, 0], [10, 0], false], [[9, 0], [9, 0], false], [[1, 0], [1, 0], false]])
  })
})

describe('indent over several selections', () => {
  // Atom indents one selection after another: a cursor after another on its row sees the inserted indentation.
  it('a second cursor on the row takes its indent string at its moved column', () => {
    const e = editor('\t')
    e.addCursorAtBufferPosition([0, 1])
    e.indent()
    expect(e.getText()).toBe('\t   ')
    expect(sels(e)).toEqual([[[0, 4], [0, 4], false]])
    const f = withRanges('ab cd\n', [[[0, 1], [0, 1]], [[0, 3], [0, 3]]])
    f.indent()
    expect(f.getText()).toBe('a b   cd\n')
    expect(sels(f)).toEqual([[[0, 2], [0, 2], false], [[0, 6], [0, 6], false]])
  })
  // With auto-indent the suggested indentation reads the row above as the earlier selection left it.
  it('with autoIndent, a cursor below sees the row above already indented', () => {
    const e = editor('&\n', { autoIndent: true })
    e.indent()
    e.addCursorAtBufferPosition([1, 0])
    e.indent()
    expect(e.getText()).toBe('    &\n    ')
    expect(sels(e)).toEqual([[[0, 4], [0, 4], false], [[1, 4], [1, 4], false]])
  })
})

describe('deleteLine: selections merge by screen rows first', () => {
  // Atom's mergeSelectionsOnSameRows merges by screen rows: two cursors on one soft-wrapped row each delete a line.
  it('cursors on two screen rows of one buffer row delete a line each', () => {
    const e = editor('o-lore\nr', { softWrapped: true, editorWidthInChars: 12, softWrapAtPreferredLineLength: true, preferredLineLength: 5 })
    e.addCursorAtBufferPosition([0, 6])
    e.deleteLine()
    expect(e.getText()).toBe('')
    expect(sels(e)).toEqual([[[0, 0], [0, 0], false]])
  })
  // The merge happens before Atom's transaction: undo gives back the merged selection.
  it('undo restores the merged selection', () => {
    const e = withRanges('ab\ncd\n', [[[0, 0], [0, 0]], [[0, 2], [0, 2]]])
    e.deleteLine()
    expect(e.getText()).toBe('cd\n')
    expect(sels(e)).toEqual([[[0, 0], [0, 0], false]])
    e.undo()
    expect(e.getText()).toBe('ab\ncd\n')
    expect(sels(e)).toEqual([[[0, 0], [0, 2], false]])
  })
})

describe('joinLines over several cursors', () => {
  // Atom joins one cursor after another: a later join's space, typed where an earlier cursor sits, pushes it.
  it('a later join in the same line pushes the earlier cursor', () => {
    const e = withRanges('%\n\n \nx', [[[0, 0], [0, 0]], [[1, 0], [1, 0]]])
    e.joinLines()
    expect(e.getText()).toBe('%  \nx')
    expect(sels(e)).toEqual([[[0, 2], [0, 2], false], [[0, 1], [0, 1], false]])
  })
  // With folds, Atom's cursor steps (selectRight, selectToFirstCharacterOfLine) decide what a join deletes.
  it('a join next to a fold', () => {
    const e = editor('\n v\n')
    e.insertText('  innerHTML(ipsum) {\n  done\n}')
    e.addCursorAtBufferPosition([1, 5])
    e.insertText('\n')
    e.insertText('alpha\ny')
    e.foldBufferRow(7)
    e.joinLines()
    expect(e.getText()).toBe('  innerHTML(ipsum) {\n  don\nalpha\nye }\nalpha\n\n v\n')
  })
})

describe('duplicateLines', () => {
  // Atom walks up from the last selection; one above joins the block only when its own rows end on the block's first row.
  it('cursors inside one fold that do not meet duplicate the fold\'s rows once each', () => {
    const e = editor('=\n\ta\n')
    e.addCursorAtBufferPosition([1, 16])
    e.foldBufferRow(0)
    e.addCursorAtBufferPosition([1, 0])
    e.duplicateLines()
    expect(e.getText()).toBe('=\n\ta\n=\n\ta\n=\n\ta\n')
    expect(sels(e)).toEqual([[[2, 0], [2, 0], false], [[5, 2], [5, 2], false], [[3, 0], [3, 0], false]])
  })
  // An empty selection takes its screen row up to the next screen row's start: a wrapped fold line reaches only its first row.
  it('a cursor on a soft-wrapped fold line duplicates the rows its screen row reaches', () => {
    const e = editor('Phone\n i\n', { softWrapped: true, editorWidthInChars: 5 })
    e.toggleFoldAtBufferRow(1)
    e.duplicateLines()
    expect(e.getText()).toBe('Phone\nPhone\n i\n')
    expect(sels(e)).toEqual([[[1, 0], [1, 0], false]])
  })
})

describe('moveLineUp: a group reaching an empty last row', () => {
  // Atom adds a line ending to the moved text only when it does not already end with `\n`.
  it('moves the rows without adding a line', () => {
    const e = withRanges('\nStraße>\n', [[[1, 7], [2, 0]], [[1, 6], [1, 6]]])
    e.moveLineUp()
    expect(e.getText()).toBe('Straße>\n\n')
    expect(sels(e)).toEqual([[[0, 6], [1, 0], false]])
  })
})

describe('moveLineUp: a fold reaching row 0', () => {
  // Atom finds no row above (-1): the rows go back where they were, the selections move up a row (clipped), and the others still move.
  it('keeps its rows, moves its selection up a row, and lets the other blocks move', () => {
    const e = editor('e\n  d\n\n\nd\n')
    e.foldBufferRow(0)
    e.setSelectedBufferRanges([[[1, 0], [1, 2]], [[4, 1], [4, 1]]], { preserveFolds: true })
    e.moveLineUp()
    expect(e.getText()).toBe('e\n  d\n\nd\n\n')
    expect(sels(e)).toEqual([[[0, 0], [0, 1], false], [[3, 1], [3, 1], false]])
    e.undo()
    expect(e.getText()).toBe('e\n  d\n\n\nd\n')
    expect(sels(e)).toEqual([[[1, 0], [1, 2], false], [[4, 1], [4, 1], false]])
  })
})

describe('deleteLine on an empty buffer', () => {
  // Atom's deleteRows still makes its (empty) change, which clears the redo stack.
  it('clears the redo stack', () => {
    const e = editor('')
    e.insertText('alpha')
    e.undo()
    e.deleteLine()
    e.redo()
    expect(e.getText()).toBe('')
  })
})

describe('row commands called on one selection: undo steps', () => {
  // Selection::indent outside a transaction: the undo entry starts after the cursor skipped the leading whitespace.
  it('undo of a selection\'s indent puts the cursor after the skipped whitespace', () => {
    const e = editor(' \n')
    e.getLastSelection().indent()
    expect(e.getText()).toBe('  \n')
    e.undo()
    expect(e.getText()).toBe(' \n')
    expect(sels(e)).toEqual([[[0, 1], [0, 1], false]])
  })
  // Selection::indentSelectedRows / outdentSelectedRows change the buffer row by row: one undo step per row.
  it('undo of a selection\'s indentSelectedRows takes back one row at a time', () => {
    const e = withRanges('\na\nx', [[[1, 0], [2, 1]]])
    e.getLastSelection().indentSelectedRows()
    expect(e.getText()).toBe('\n  a\n  x')
    e.undo()
    expect(e.getText()).toBe('\n  a\nx')
    expect(sels(e)).toEqual([[[1, 0], [2, 1], false]])
    e.undo()
    expect(e.getText()).toBe('\na\nx')
  })
  it('undo of a selection\'s outdentSelectedRows takes back one row at a time', () => {
    const e = withRanges('  a\n  b', [[[0, 0], [1, 1]]])
    e.getLastSelection().outdentSelectedRows()
    expect(e.getText()).toBe('a\nb')
    e.undo()
    expect(e.getText()).toBe('a\n  b')
    expect(sels(e)).toEqual([[[0, 0], [1, 1], false]])
  })
})

describe('joinLines called on one selection', () => {
  // Selection::joinLines deletes its own range as selected; selections merge only after the change (Atom's display layer).
  it('deletes its own range, not its union with a selection it overlaps', () => {
    const e = withRanges('\n\n\n\n\n\n\n /\n', [[[8, 0], [8, 0]], [[7, 0], [7, 2]], [[6, 0], [6, 0]]])
    e.getSelections()[2]!.joinLines()
    expect(e.getText()).toBe('\n\n\n\n\n\n/\n')
    expect(sels(e)).toEqual([[[7, 0], [7, 0], false], [[6, 0], [6, 1], false]])
  })
})

describe('moveLineDown: a block that cannot move', () => {
  // Atom sets the selections again and auto-indents their rows even when the block ends the buffer and stays.
  it('still auto-indents the selected rows', () => {
    const e = editor('d\n a', { autoIndent: true })
    e.foldBufferRow(0)
    e.duplicateLines()
    e.moveLineDown()
    expect(e.getText()).toBe('d\n a\n d\n a')
    expect(sels(e)).toEqual([[[2, 0], [2, 1], false]])
  })
})

describe('moveLineUp / moveLineDown: two groups in one fold', () => {
  // Atom moves group after group on the text the previous ones left: a fold holding two groups' cursors moves twice.
  it('moveLineDown moves the fold once per group', () => {
    const e = editor('{\n\n\n\n i\n')
    e.foldBufferRow(2)
    e.addCursorAtBufferPosition([4, 0])
    e.moveLineDown()
    expect(e.getText()).toBe('{\n\n\n\n i\n\n')
    expect(sels(e)).toEqual([[[5, 0], [5, 0], false]])
  })
  it('moveLineDown: two cursors in a fold reaching the last rows', () => {
    const e = editor('r\n\n\th\n')
    e.addCursorAtBufferPosition([0, 56])
    e.insertText('alpha\n\trun')
    e.foldBufferRow(4)
    e.moveLineDown()
    expect(e.getText()).toBe('\n\nalpha\n\trunralpha\n\trun\n\n\th\n')
    expect(sels(e)).toEqual([[[3, 4], [3, 4], false], [[2, 4], [2, 4], false]])
  })
})

describe('moveLineUp / moveLineDown over unmerged selections', () => {
  // Atom's line moves take the ranges as they are: at row 0 moveLineUp returns before any merge.
  it('moveLineUp at row 0 leaves overlapping selections as they are', () => {
    const e = editor('\n')
    e.addCursorAtBufferPosition([5, 0])
    e.getSelections()[1]!.selectToTop()
    e.moveLineUp()
    expect(sels(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [1, 0], true]])
  })
})

describe('line moves with autoIndent', () => {
  // Atom's setIndentationForBufferRow replaces the indentation even when it is already right: a cursor inside it moves to its end.
  it('a cursor inside unchanged indentation ends after it', () => {
    const e = editor('\n\n\n\n\n    u\n\n    \n', { autoIndent: true })
    e.insertText('setItemCount(bar) {\n  the\n}')
    e.setCursorBufferPosition([9, 1])
    e.moveLineUp()
    expect(e.getText()).toBe('setItemCount(bar) {\n  the\n}\n\n\n\n\n    u\n    \n\n')
    expect(sels(e)).toEqual([[[8, 4], [8, 4], false]])
  })
})

describe('moveLineDown: unmerged selections on one row', () => {
  // Two groups on the same rows (a cursor inside an unmerged selection): Atom moves the rows once per group.
  it('moves the shared row twice', () => {
    const e = editor(';\n')
    e.addSelectionForBufferRange([[2, 2], [2, 6]])
    e.getSelections()[1]!.selectToTop()
    e.moveLineDown()
    expect(e.getText()).toBe(';\n\n')
    expect(sels(e)).toEqual([[[1, 0], [2, 0], false]])
  })
})

describe('deleteLine: merging on the same rows unfolds', () => {
  // Atom's Selection::merge sets the union without preserveFolds: the fold goes, and a later cursor is on its own screen row again.
  it('cursors in one fold: the first two merge, the fold goes, the third deletes its own line', () => {
    const e = editor('d\n\n\n\n h\n')
    e.insertNewlineBelow()
    e.foldBufferRow(4)
    e.addCursorAtBufferPosition([5, 51])
    e.addCursorAtBufferPosition([0, 16])
    e.deleteLine()
    expect(e.getText()).toBe('\n\n\n\n')
    expect(sels(e)).toEqual([[[4, 0], [4, 0], false], [[0, 0], [0, 0], false]])
  })
})
