/**
 * Text commands over several selections (duplicateLines, upperCase /
 * lowerCase, joinLines, word motions) in the corners where Atom's own
 * bookkeeping decides the result. Every expected value is what Pulsar's
 * TextEditor gives for the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('duplicateLines', () => {
  // Atom's insertion normalises a lone `\r` of the copied rows into a line ending: the selections below move by the rows it really inserted.
  it('a copy holding a lone \\r pushes the selections below it by one more row', () => {
    const e = editorWith('\n\r;\n')
    e.setCursorBufferPosition([2, 0])
    e.addCursorAtBufferPosition([1, Infinity])
    e.duplicateLines()
    expect(e.getText()).toBe('\n\r;\n\n;\n\n')
    expect(selections(e)).toEqual([[[5, 0], [5, 0], false], [[2, 0], [2, 0], false]])
  })})

describe('cutSelectedText', () => {
  // Atom's `selectLine` at each cursor is a `setBufferRange`: the folds strictly containing the line's ends go before the cut.
  it('a cursor inside a fold destroys it as it selects its line', () => {
    const e = editorWith('ab\ncd\n{\n\n }\n')
    e.foldBufferRange([[2, 1], [4, 2]])
    e.setCursorBufferPosition([0, 1])
    e.addCursorAtBufferPosition([3, 0])
    e.cutSelectedText()
    expect(e.getText()).toBe('cd\n{\n }\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[2, 0], [2, 0], false]])
    expect(e.isFoldedAtBufferRow(1)).toBe(false)
    expect(e.getCursorScreenPosition().toArray()).toEqual([2, 0])
    e.duplicateLines()
    expect(e.getText()).toBe('cd\ncd\n{\n }\n }\n')
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[4, 0], [4, 0], false]])
  })
})

describe('upperCase / lowerCase at several cursors', () => {
  // A selection set as an empty range where the previous word ends collapses onto that word's start and takes in its re-insertion: it selects no word of its own.
  it('a selection with a tail at the end of the previous cursor\'s word is extended over its new text', () => {
    const e = editorWith('  abc')
    e.setSelectedBufferRange([[0, 2], [0, 2]])
    e.addCursorAtBufferPosition([0, 0])
    e.upperCase()
    expect(e.getText()).toBe('  abc')
    expect(selections(e)).toEqual([[[0, 0], [0, 2], false]])
  })
  it('a bare cursor there is pushed past the re-insertion and selects its own word', () => {
    const e = editorWith('  abc')
    e.setCursorBufferPosition([0, 2])
    e.addCursorAtBufferPosition([0, 0])
    e.upperCase()
    expect(e.getText()).toBe('  ABC')
    expect(selections(e)).toEqual([[[0, 0], [0, 5], false]])
  })
  it('soft wrap and a fold above change nothing', () => {
    const e = editorWith(' innerHTML\n\n\n\n\t\t,\n', { softWrapped: true, editorWidthInChars: 9 })
    e.foldBufferRowRange(2, 1)
    e.setSelectedBufferRange([[4, 2], [4, 2]])
    e.addCursorAtScreenPosition([4, 0])
    e.upperCase()
    expect(e.getText()).toBe(' innerHTML\n\n\n\n\t\t,\n')
    expect(selections(e)).toEqual([[[4, 0], [4, 2], false]])
  })
  // A cursor's word starting inside the range before it starts there once that range is replaced: the earlier range survives the merge.
  it('the selection whose range starts first survives the merge, in its place', () => {
    const e = editorWith(' FOO/_T')
    e.setCursorBufferPosition([0, 7])
    e.addCursorAtBufferPosition([0, 0])
    e.addSelectionForBufferRange([[0, 4], [0, 6]])
    e.lowerCase()
    expect(e.getText()).toBe(' FOO/_t')
    expect(selections(e)).toEqual([[[0, 0], [0, 1], false], [[0, 4], [0, 7], false]])
  })
})

describe('joinLines on one selection merged away by its own change', () => {
  // Outside a transaction each change merges intersecting selections (the first in buffer order survives); the destroyed selection reads as [0, 0] and types its space there.
  it('the space goes in at [0, 0] once the trailing blanks\' deletion merges the selection into an earlier one', () => {
    const e = editorWith('ab   \ncd\n')
    e.setCursorBufferPosition([0, 5])
    e.addCursorAtBufferPosition([0, 1])
    e.getLastSelection().joinLines()
    expect(e.getText()).toBe(' ab\ncd\n')
    expect(selections(e)).toEqual([[[0, 3], [0, 3], false]])
  })
  it('a selection over several rows types a space at [0, 0] for each row left', () => {
    const e = editorWith('ab   \ncd\nef \ngh\n')
    e.setCursorBufferPosition([0, 5])
    e.addCursorAtBufferPosition([1, 0])
    e.getLastSelection().setBufferRange([[0, 3], [2, 1]])
    e.getLastSelection().joinLines()
    expect(e.getText()).toBe('  ab\ncd\nef \ngh\n')
    expect(selections(e)).toEqual([[[0, 4], [0, 4], false]])
  })
})

describe('joinLines on one selection inside a transaction', () => {
  // Inside a transaction the display layer reports the changes only when it ends: nothing merges while joinLines runs.
  it('a cursor the join collapses onto the joining one stays, apart, until the transaction ends', () => {
    const e = editorWith('\t]\t\n')
    e.setCursorBufferPosition([1, 0])
    e.addCursorAtBufferPosition([0, 7])
    e.transact(() => {
      e.getLastSelection().joinLines()
      expect(selections(e)).toEqual([[[0, 2], [0, 2], false], [[0, 2], [0, 2], false]])
      e.getLastCursor().moveToBeginningOfWord()
      e.transact(() => {
        e.addCursorAtBufferPosition([1, 3])
        e.getSelections()[0]!.insertText('\n\n')
      })
    })
    expect(e.getText()).toBe('\t]\n\n')
    expect(selections(e)).toEqual([[[2, 0], [2, 0], false], [[0, 1], [0, 1], false]])
  })
})

describe('joinLines and a lone \\r', () => {
  // Atom's `scanInBufferRange(/[ \t]+$/)` has no `g` flag: it takes the first run of blanks before a lone \r or the row's end.
  it('deletes the first blank run ending at a lone \\r, not the row\'s trailing blanks', () => {
    const e = editorWith(' \r \n')
    e.joinLines()
    expect(e.getText()).toBe('\r ')
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false]])
  })
  it('types its space where that deletion left the cursor', () => {
    const e = editorWith(' \r \nx')
    e.joinLines()
    expect(e.getText()).toBe(' \r x')
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false]])
  })
})
