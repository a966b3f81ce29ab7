/**
 * Selection state after a revert or undo brings selections back, and after
 * copies, cuts and pastes: what Atom's Selection and Cursor keep (goal
 * column, tail, initial screen range) and when its editor merges. Every
 * expected value is what Pulsar's own TextEditor gives for the same calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

/** `"\n\n"` with a second cursor set below the text, destroyed by a merge in a transaction, then revived by aborting it. */
const revivedBelow = () => {
  const e = editorWith('\n\n')
  e.addSelectionBelow()
  e.getCursors()[1]!.setBufferPosition([3, 0])
  e.transact(() => {
    e.setCursorBufferPosition([5, 16])
    e.abortTransaction()
  })
  return e
}

describe('a revived selection hears no text change', () => {
  // Atom's marker layer puts a destroyed marker back without listening for its changes again: text moving it leaves its goal column.
  it('keeps the goal column an insertion moved its head past', () => {
    const e = revivedBelow()
    e.moveUp()
    e.insertText('  ')
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false], [[1, 2], [1, 2], false]])
    e.moveDown(0)
    expect(e.getText()).toBe('  \n  \n')
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false], [[1, 0], [1, 0], false]])
  })

  // A direct update of the revived marker (Selection::clear's clearTail, setBufferRange), even one that changes nothing, reports the unheard move: the goal column goes.
  it.each([
    ['lastCursor.clearSelection', (e: ReturnType<typeof editorWith>) => e.getLastCursor().clearSelection()],
    ['lastSelection.clear', (e: ReturnType<typeof editorWith>) => e.getLastSelection().clear()],
    ['lastSelection.setBufferRange to its own range', (e: ReturnType<typeof editorWith>) => e.getLastSelection().setBufferRange(e.getLastSelection().getBufferRange())],
  ])('forgets it once %s updates its marker', (_name, update) => {
    const e = revivedBelow()
    e.moveUp()
    e.insertText('  ')
    update(e)
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false], [[1, 2], [1, 2], false]])
    e.moveDown(0)
    expect(e.getText()).toBe('  \n  \n')
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false], [[1, 2], [1, 2], false]])
  })

  // The fuzzed scenario: the revived cursor's goal column (56) survives the insertion, then its clearSelection reports the move.
  it('a cursor revived by an aborted transaction, moved up, typed at, then cleared moves down to its own column', () => {
    const e = editorWith(
      'X 0x1F; y foo done bar parseHTTPResponse ipsum the done, lorem\nthe getValue. alpha\n\t\nof a iPhone ipsum… iPhone -7 ipsum v8Engine\nrun of of gamma the\nThe bar run ipsum\nvalue gamma gamma -7 n… run y alpha run 007 parseHTTPResponse\nitem alpha value v8Engine lorem foo\nI y y alpha\nIs n v8Engine parseHTTPResponse n is of\nof beta! n -7… setItemCount value bar 0x1F beta, alpha, ipsum\nthe gamma… i and run\n1e10 foo beta alpha 1_000 item n n iPhone\n',
      { tabLength: 4, softTabs: true, autoIndent: false, autoIndentOnPaste: false },
    )
    e.transact(() => {
      e.addCursorAtScreenPosition([10, 63])
      e.transact(() => {
        e.lowerCase()
        e.setCursorBufferPosition([11, 13])
        e.abortTransaction()
      })
      e.getLastCursor().moveToPreviousWordBoundary()
    })
    e.getLastCursor().moveUp(1, { moveToEndOfSelection: true })
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[9, 39], [9, 39], false]])
    e.insertText('façade')
    e.getLastCursor().clearSelection()
    expect(selections(e)).toEqual([[[0, 6], [0, 6], false], [[9, 45], [9, 45], false]])
    e.moveDown()
    expect(selections(e)).toEqual([[[1, 6], [1, 6], false], [[10, 45], [10, 45], false]])
  })

  // A selection never revived loses its goal column when text moves its head.
  it('a selection that was never destroyed forgets it', () => {
    const e = editorWith('\n\n\n')
    e.addSelectionBelow()
    e.moveDown()
    e.insertText('  ')
    e.moveDown(0)
    expect(selections(e)).toEqual([[[1, 2], [1, 2], false], [[2, 2], [2, 2], false]])
  })
})

describe('a revert that leaves no selection', () => {
  // The revived cursor merges into a selection the revert then destroys; Atom's editor adds a selection at [0, 0] whose marker has a tail.
  it('the new cursor at the start has a tail: text inserted at it is selected', () => {
    const e = editorWith('')
    e.transact(() => {
      e.insertText('value\n\tx')
      e.transact(() => {
        e.addSelectionForBufferRange([[0, 0], [1, 3]])
        e.setSelectedBufferRanges([[[0, 0], [0, 5]], [[1, 3], [1, 3]]])
        e.selectLinesContainingCursors()
      })
      e.abortTransaction()
    })
    expect(e.getText()).toBe('')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    e.setTextInBufferRange([[0, 0], [0, 0]], 'gamma\nalpha\n')
    expect(selections(e)).toEqual([[[0, 0], [2, 0], false]])
  })
})

describe('the end of a transaction that changed nothing Atom reports', () => {
  // An empty range replaced by nothing is recorded but reported to no display layer: the editor merges nothing when the transaction ends.
  it('identical cursors stay two after a no-op auto-indent', () => {
    const e = editorWith('abc\n')
    e.setCursorBufferPosition([0, 2])
    e.transact(() => {
      e.addCursorAtBufferPosition([0, 3])
      e.autoIndentSelectedRows()
      e.getCursors()[1]!.moveToTop()
      e.getCursors()[0]!.moveToTop()
    })
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [0, 0], false]])
  })
})

describe('the initial screen range through cuts and pastes', () => {
  // A cut with nothing to cut clears the selection where it is: finalize keeps the initial range equal to that empty range.
  it('cutToEndOfLine at the end of the buffer keeps it: a later drag starts there', () => {
    const e = editorWith('\n')
    e.setCursorBufferPosition([1, 0])
    e.selectLinesContainingCursors()
    e.getLastSelection().cutToEndOfLine()
    e.setSelectedBufferRanges([[[0, 0], [1, 0]]])
    e.selectToScreenPosition([1, 0])
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false]])
  })
  // pasteText inserts with insertText, whose clear keeps the initial range equal to the empty range where the cursor was.
  it('pasteText over an empty line selection keeps it', () => {
    const e = editorWith('{\n')
    e.cutToEndOfLine()
    e.deleteLine()
    e.getLastSelection().selectLine()
    e.pasteText()
    expect(selections(e)).toEqual([[[0, 1], [0, 1], false]])
    e.selectToScreenPosition([9, 22])
    expect(selections(e)).toEqual([[[0, 0], [0, 1], false]])
  })
})

describe('copySelectedText over folds', () => {
  // Setting a cursor's range back destroys the fold around it; the editor merges there and then, the cursor still spanning its line.
  it('a cursor inside a fold absorbs the cursor at its line start', () => {
    const e = editorWith('Count amma y foo of of etItemCount run gamma Phone\n', { softWrapped: true, editorWidthInChars: 5 })
    e.addCursorAtBufferPosition([0, 44])
    e.foldBufferRange([[0, 27], [0, 50]])
    e.copySelectedText()
    expect(selections(e)).toEqual([[[0, 44], [0, 44], false]])
  })
})

describe('cursors hear text changes when a transaction closes', () => {
  // Atom's buffer reports marker moves when a transaction ends: a change by a method of one selection inside one leaves the goal column.
  it('moveUp after a selection\'s insertion inside a transaction aims for the old goal column', () => {
    const e = editorWith('abcd\nabcd\n')
    e.setCursorBufferPosition([0, 1])
    e.moveDown()
    e.transact(() => {
      e.getLastSelection().insertText('xy')
      e.moveUp()
      expect(selections(e)).toEqual([[[0, 1], [0, 1], false]])
    })
    expect(e.getText()).toBe('abcd\naxybcd\n')
  })
  // setTextInBufferRange opens no transaction of its own inside one: its moves are heard when that one closes.
  it('setTextInBufferRange inside a transaction keeps the goal column until the transaction ends', () => {
    const e = editorWith('abcd\nabcd\nabcd\n')
    e.setCursorBufferPosition([0, 1])
    e.moveDown()
    e.transact(() => {
      e.setTextInBufferRange([[1, 0], [1, 0]], 'Q')
      e.moveDown()
      expect(selections(e)).toEqual([[[2, 1], [2, 1], false]])
    })
  })
  it('the goal column is gone once the transaction closes', () => {
    const e = editorWith('abcd\nabcd\nabcd\n')
    e.setCursorBufferPosition([0, 1])
    e.moveDown()
    e.transact(() => e.setTextInBufferRange([[1, 0], [1, 0]], 'Q'))
    e.moveDown()
    expect(selections(e)).toEqual([[[2, 2], [2, 2], false]])
  })
  // Any transaction closing reports every pending move, a nested empty one too.
  it('a nested transaction closing reports the pending moves', () => {
    const e = editorWith('abcd\nabcd\nabcd\n')
    e.setCursorBufferPosition([0, 1])
    e.moveDown()
    e.transact(() => {
      e.setTextInBufferRange([[1, 0], [1, 0]], 'Q')
      e.transact(() => {})
      e.moveDown()
      expect(selections(e)).toEqual([[[2, 2], [2, 2], false]])
    })
  })
  // selectDown plants the tail first (a marker update, which reports the pending move) and then reads the goal column.
  it('selectDown after an unheard insertion starts from the head\'s column', () => {
    const e = editorWith('\n')
    e.transact(() => {
      e.moveUp()
      e.getLastSelection().insertText('_')
      e.getLastSelection().selectDown(1)
      expect(selections(e)).toEqual([[[0, 1], [1, 0], false]])
    })
    e.transact(() => {
      e.getCursors()[0]!.moveUp()
      e.getLastSelection().backspace()
    })
    expect(e.getText()).toBe('\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
  })
  // A revived selection's marker still reports its own updates: selectUp forgets the goal column an insertion left it.
  it('a revived cursor\'s selectUp reports its move first', () => {
    const e = editorWith('')
    e.deleteLine()
    e.getSelections()[0]!.destroy()
    e.undo()
    e.moveUp()
    e.insertText('innerHTML(n) {\n\tthe\n}')
    e.selectUp(0)
    expect(selections(e)).toEqual([[[2, 1], [2, 1], false]])
  })
  // Each insertion clears its selection first (a marker update): a revived cursor's pending move is reported there, and the goal column goes.
  it('a second insertion at a revived cursor forgets the goal column the first left it', () => {
    const e = editorWith('gamma gamma al\n', { softWrapped: true, editorWidthInChars: 11 })
    e.insertText('-')
    e.getCursors()[0]!.destroy()
    e.undo()
    e.selectDown()
    e.insertText('==')
    e.insertText('  ')
    e.moveDown()
    expect(e.getText()).toBe('==  gamma al\n')
    expect(selections(e)).toEqual([[[0, 12], [0, 12], false]])
  })
})

describe('moveToBottom inside a transaction', () => {
  // Cursor::moveToBottom saves the goal column, sets the position (its marker reports the move a text change made), then restores it.
  it('keeps the goal column when the transaction closes', () => {
    const e = editorWith('')
    e.transact(() => {
      e.getLastCursor().moveDown(2)
      e.getLastSelection().insertText('i\nvalue')
      e.getLastCursor().moveToBottom()
    })
    e.selectUp()
    expect(e.getText()).toBe('i\nvalue')
    expect(selections(e)).toEqual([[[0, 0], [1, 5], true]])
  })
})
