/**
 * Rules of Atom's text commands found by the oracle fuzzer (Pulsar's
 * TextEditor given the same calls gives every value here).
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'

const make = (text = '') => new TextEditor({ text, autoIndent: false })
const sel = (e: TextEditor) => e.getSelections().map(s => [...s.getBufferRange().serialize(), s.isReversed()])

describe('transpose around line endings: Atom deletes the character after the cursor and re-inserts it normalised where it lands', () => {
  const cases: [string, [number, number], string][] = [
    ['a\r\nb\n', [1, 0], 'ab\r\n\n'],
    ['a\r\n\nb', [1, 0], 'a\r\n\r\nb'],
    ['\r\n\n', [0, 0], '\n\n'],
    ['x\r\n\ny', [0, 1], '\nx\ny'],
    ['x\n\r\ny\r\n', [0, 1], '\r\nx\r\ny\r\n'],
    ['ab\r\n', [0, 2], 'a\r\nb'],
    ['\r\n', [0, 0], '\r\n'],
    ['q\r\n\n', [1, 0], 'q\r\n\r\n'],
    ['a\nb\r\nc', [1, 1], 'a\n\nbc'],
  ]
  for (const [text, at, expected] of cases)
    it(`${JSON.stringify(text)} at [${at}]`, () => {
      const e = make(text)
      e.setCursorBufferPosition(at)
      e.transpose()
      expect(e.getText()).toBe(expected)
    })

  it('a reversed selection: its text normalised at the selection start', () => {
    const e = make('ab\r\ncd\n')
    e.setSelectedBufferRange([[0, 1], [1, 1]])
    e.transpose()
    expect(e.getText()).toBe('ac\r\n\r\nbd\n')
    expect(sel(e)).toEqual([[[2, 1], [2, 1], false]])
  })

  it('at the buffer end the cursor moves left and the no-op insertion is an undo step', () => {
    const e = make()
    e.insertText('_')
    e.transpose()
    expect(sel(e)).toEqual([[[0, 0], [0, 0], false]])
    e.undo()
    expect(e.getText()).toBe('_')
    expect(sel(e)).toEqual([[[0, 1], [0, 1], false]])
  })
})

describe('changes that change nothing are still undo steps (Atom records every setTextInRange)', () => {
  it('upperCase of an empty word', () => {
    const e = make()
    e.insertNewlineBelow()
    e.upperCase()
    e.undo()
    expect(e.getText()).toBe('\n')
    expect(sel(e)).toEqual([[[1, 0], [1, 0], false]])
  })

  it('lowerCase of an empty word clears the redo stack', () => {
    const e = make()
    e.insertText(' ')
    e.undo()
    e.lowerCase()
    e.redo()
    expect(e.getText()).toBe('')
  })

  it('setTextInBufferRange of an empty range with nothing', () => {
    const e = make()
    e.setText('x')
    e.insertText('_')
    e.setTextInBufferRange([[0, 9], [0, 9]], '')
    e.undo()
    expect(e.getText()).toBe('x_')
    expect(sel(e)).toEqual([[[0, 2], [0, 2], false]])
  })
})

describe('case changes insert after deleting: line endings follow the row the deletion leaves', () => {
  it('the whole buffer: nothing to normalise to, the text keeps its endings', () => {
    const e = make('\n\r\n')
    e.selectAll()
    e.lowerCase()
    expect(e.getText()).toBe('\n\r\n')
    expect(sel(e)).toEqual([[[0, 0], [2, 0], false]])
  })

  it('a selection over a CRLF: the ending of the row where it ends', () => {
    const e = make('ab\r\ncd\nef')
    e.setSelectedBufferRange([[0, 1], [1, 1]])
    e.upperCase()
    expect(e.getText()).toBe('aB\nCd\nef')
    expect(sel(e)).toEqual([[[0, 1], [1, 1], false]])
  })
})

describe('splitSelectionsIntoLines merges what a method on one selection left intersecting', () => {
  it('two identical cursors become one', () => {
    const e = make('ab\ncd')
    e.setSelectedBufferRanges([[[0, 0], [0, 0]], [[1, 1], [1, 1]]])
    e.getSelections()[1]!.setBufferRange([[0, 0], [0, 0]])
    expect(sel(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [0, 0], false]])
    e.splitSelectionsIntoLines()
    expect(sel(e)).toEqual([[[0, 0], [0, 0], false]])
  })
})
