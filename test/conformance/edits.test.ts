import { describe, expect, it } from 'vitest'
import { MemoryClipboard, actions, createEditorState, reduce } from '../../src/index.js'
import { editorWith, selections } from './helpers.js'

describe('editor-level edits over selections whose ranges overlap (Atom)', () => {
  it('delete at one cursor after another, each on the text the previous one left', () => {
    // Atom's mutateSelectedText: [0,0] deletes "0)", then [0,1] (moved to [0,0], now at the end of its line) deletes the line ending.
    const e = editorWith('0)\n')
    e.addSelectionBelow()
    e.moveToPreviousSubwordBoundary()
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 1], [0, 1], false]])
    e.deleteToEndOfLine()
    expect(e.getText()).toBe('')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    e.undo()
    expect(e.getText()).toBe('0)\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 1], [0, 1], false]])
  })
})

describe('an edit called on one selection (Atom)', () => {
  it('works on its own selection even inside another one, and the text change merges them', () => {
    // Atom merges nothing before Selection::insertText; the display layer's change merges intersecting selections after.
    const e = editorWith('\n')
    e.addSelectionBelow()
    e.getSelections()[0]!.selectDown()
    expect(selections(e)).toEqual([[[0, 0], [1, 0], false], [[1, 0], [1, 0], false]])
    e.getSelections()[1]!.insertText('done')
    expect(e.getText()).toBe('\ndone')
    expect(selections(e)).toEqual([[[0, 0], [1, 4], false]])
    e.undo()
    expect(e.getText()).toBe('\n')
    expect(selections(e)).toEqual([[[0, 0], [1, 0], false], [[1, 0], [1, 0], false]])
  })
})

describe('goal columns (Atom)', () => {
  it('a selection whose head moves loses its goal column', () => {
    // Atom: Selection::markerDidChange clears the cursor's goal column when the head moves on screen.
    const e = editorWith('%\n4')
    e.moveDown()
    e.setSelectedScreenRanges([[[13, 21], [13, 21]], [[3, 1], [7, -4]], [[7, 3], [7, 3]]])
    expect(selections(e)).toEqual([[[1, 1], [1, 1], false]])
    e.moveUp()
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false]])
  })
})

describe('moveLineDown at the last row (Atom)', () => {
  it('runs its insert-then-delete for a block on the last row: a line is added above it', () => {
    // Atom clips the insertion at the end and puts a line ending before the rows, for every block, bottom to top.
    const e = editorWith('\n\n')
    e.setSelectedBufferRange([[1, 0], [1, 0]])
    e.addCursorAtBufferPosition([2, 0])
    e.moveLineDown()
    expect(e.getText()).toBe('\n\n\n')
    expect(selections(e)).toEqual([[[2, 0], [2, 0], false]])
    e.undo()
    expect(e.getText()).toBe('\n\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[2, 0], [2, 0], false]])
  })
})

describe('cuts over overlapping ranges (Atom)', () => {
  it('cutSelectedText at two cursors on one row cuts that row, then the next, into one clipboard', () => {
    // Atom's mutateSelectedText: each cut sees the text the previous one left and maintains the clipboard.
    const clipboard = new MemoryClipboard()
    const e = editorWith('a\n\n', { clipboard })
    e.insertText('a')
    e.addCursorAtBufferPosition([-1, 22])
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false], [[0, 0], [0, 0], false]])
    e.cutSelectedText()
    expect(e.getText()).toBe('')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    expect(clipboard.readWithMetadata()).toEqual({
      text: 'aa\n\n\n',
      metadata: {
        indentBasis: 0,
        fullLine: true,
        selections: [{ text: 'aa\n', indentBasis: 0, fullLine: true }, { text: '\n', indentBasis: 0, fullLine: true }],
      },
    })
    e.undo()
    expect(e.getText()).toBe('aa\n\n')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false], [[0, 0], [0, 0], false]])
  })
})

describe('joinLines (Atom)', () => {
  it('finds the next row\'s first character on its screen row: with soft wrap a leading blank can stay', () => {
    // Atom's Selection::joinLines selects through moveToFirstCharacterOfLine, which works on screen rows.
    const e = editorWith('\n /i_h\n', { softWrapped: true, editorWidthInChars: 4 })
    e.joinLines()
    expect(e.getText()).toBe(' /i_h\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
  })

  it('trims the trailing blanks of a selected last row', () => {
    const e = editorWith('\t')
    e.selectToNextSubwordBoundary()
    e.joinLines()
    expect(e.getText()).toBe('')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
  })

  it('called on one selection, each of its buffer changes is an undo step', () => {
    // Atom: the space is typed, then the line ending deleted; outside a transaction each is its own step.
    const e = editorWith('y\n{\n')
    e.setCursorBufferPosition([0, 1])
    e.getLastSelection().joinLines()
    expect(e.getText()).toBe('y {\n')
    e.undo()
    expect(e.getText()).toBe('y \n{\n')
    expect(selections(e)).toEqual([[[0, 2], [1, 0], false]])
    e.undo()
    expect(e.getText()).toBe('y\n{\n')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false]])
  })
})

describe('joinLines with undo: skip on one selection (Atom)', () => {
  it('joins every change it makes to the undo step before it', () => {
    // Atom passes the options to each insertText and deleteSelectedText, each grouped with the step before.
    let s = createEditorState({ text: 'y\n{\n' })
    s = reduce(s, actions.insertText({ text: 'x' }))
    s = reduce(s, actions.joinLines({ target: s.selections[0]!.id, undo: 'skip' }))
    expect(s.buffer.getText()).toBe('xy {\n')
    expect(reduce(s, actions.undo()).buffer.getText()).toBe('y\n{\n')
  })
})

describe('pasting an empty clipboard (Atom)', () => {
  it('leaves an undo step that changes no text, so undo does not reach the typing before it', () => {
    // Atom's pasteText goes through Selection::insertText, whose buffer change is recorded even when empty.
    const e = editorWith('', { clipboard: new MemoryClipboard() })
    e.insertText('foo')
    e.pasteText()
    expect(e.getText()).toBe('foo')
    e.undo()
    expect(e.getText()).toBe('foo')
    e.undo()
    expect(e.getText()).toBe('')
  })
})

describe('duplicateLines on a cursor in a fold that reaches an empty last row (Atom)', () => {
  it("duplicates the fold's rows but the last: Atom selects the screen row up to the buffer's end, whose column 0 leaves that row out", () => {
    const e = editorWith('x\n\n')
    e.foldBufferRange([[0, 0], [2, 0]])
    e.setCursorBufferPosition([0, 0])
    e.duplicateLines()
    expect(e.getText()).toBe('x\n\nx\n\n')
    expect(selections(e)).toEqual([[[2, 0], [2, 0], false]])
  })

  it('with a last row that is not empty the whole fold is duplicated, after a line ending', () => {
    const e = editorWith('x\n\ny')
    e.foldBufferRange([[0, 0], [2, 0]])
    e.setCursorBufferPosition([0, 0])
    e.duplicateLines()
    expect(e.getText()).toBe('x\n\ny\nx\n\ny')
    expect(selections(e)).toEqual([[[3, 0], [3, 0], false]])
  })
})

describe('deleteLine at several cursors reaching the last row (Atom)', () => {
  it('deletes top-down, each on the text the blocks above left: the last block, once alone at the end, takes the line ending before it', () => {
    const e = editorWith('\n\n')
    e.setCursorBufferPosition([2, 0])
    e.addCursorAtBufferPosition([1, 0])
    e.deleteLine()
    expect(e.getText()).toBe('')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    e.undo()
    expect(e.getText()).toBe('\n\n')
    expect(selections(e)).toEqual([[[2, 0], [2, 0], false], [[1, 0], [1, 0], false]])
  })

  it('a block that does not reach the end keeps its own rows only', () => {
    const e = editorWith('a\nbb\nc\n')
    e.setCursorBufferPosition([1, 1])
    e.addCursorAtBufferPosition([3, 0])
    e.addCursorAtBufferPosition([2, 1])
    e.deleteLine()
    expect(e.getText()).toBe('a')
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false], [[0, 0], [0, 0], false]])
  })

  it('each cursor goes where its own deletion left it, and the deletions below move it', () => {
    const e = editorWith(' \n\n')
    e.setCursorBufferPosition([2, 0])
    e.addCursorAtBufferPosition([1, 0])
    e.deleteLine()
    expect(e.getText()).toBe(' ')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 1], [0, 1], false]])
    const f = editorWith('abc\nd\nxyz\nq')
    f.setCursorBufferPosition([0, 3])
    f.addCursorAtBufferPosition([2, 2])
    f.addCursorAtBufferPosition([1, 0])
    f.deleteLine()
    expect(f.getText()).toBe('q')
    expect(selections(f)).toEqual([[[0, 0], [0, 0], false], [[0, 1], [0, 1], false]])
  })
})

describe('upperCase over several selections with mixed line endings (Atom)', () => {
  it("normalises each selection's text after the previous ones ran: the row above may end with a break just re-inserted", () => {
    const e = editorWith('\n\n\n\n\n\r\n\n')
    e.setSelectedBufferRanges([[[0, 0], [6, 0]], [[6, 0], [7, 0]]])
    e.upperCase()
    expect(e.getText()).toBe('\n\n\n\n\n\n\n')
    e.upperCase()
    expect(e.getText()).toBe('\n\n\n\n\n\n\n')
  })
})

describe('upperCase over touching selections (Atom)', () => {
  it('a selection starting where the previous ends comes out spanning both, and they merge', () => {
    const e = editorWith('\ny')
    e.setSelectedBufferRanges([[[0, 0], [1, 0]], [[1, 0], [1, 1]]])
    e.upperCase()
    expect(e.getText()).toBe('\nY')
    expect(selections(e)).toEqual([[[0, 0], [1, 1], false]])
  })
})
