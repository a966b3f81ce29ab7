/**
 * A lone `\r` in the buffer, as Atom reads it: a character of its line, not a
 * line ending. Every expected value here is what Pulsar's own TextEditor
 * (text-buffer 15) gives for the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/index.js'

type Sel = [[number, number], [number, number], boolean]

const editor = (text: string, options: Record<string, unknown> = {}): TextEditor =>
  new TextEditor({ text, tabLength: 2, softTabs: true, autoIndent: false, ...options })

const sels = (e: TextEditor): Sel[] =>
  e.getSelectedBufferRanges().map((r, i) => [[r.start.row, r.start.column], [r.end.row, r.end.column], e.getSelections()[i]!.isReversed()])

const at = (row: number, column: number): Sel => [[row, column], [row, column], false]

describe('a lone CR is a character of its line', () => {
  // Atom: only `\n` and `\r\n` end a line.
  it('splits rows at LF and CRLF only', () => {
    const e = editor('a\rb\nc')
    expect(e.getLineCount()).toBe(2)
    expect(e.lineTextForBufferRow(0)).toBe('a\rb')
    expect(e.getBuffer().lineEndingForRow(0)).toBe('\n')
    const f = editor('a\r\r\nb')
    expect(f.lineTextForBufferRow(0)).toBe('a\r')
    expect(f.getBuffer().lineEndingForRow(0)).toBe('\r\n')
    expect(editor('\r\n\r\r\n').getLineCount()).toBe(3)
  })

  // Atom: cursor motions step over a lone `\r` as over any character.
  it('moves over it one column at a time', () => {
    const e = editor('a\rb\nc')
    e.setCursorBufferPosition([0, 1])
    e.moveRight()
    expect(sels(e)).toEqual([at(0, 2)])
    e.moveRight()
    expect(sels(e)).toEqual([at(0, 3)])
    e.moveLeft()
    e.moveLeft()
    expect(sels(e)).toEqual([at(0, 1)])
  })

  // Atom: the word regex sees a lone `\r` as whitespace (and its `^`/`$` as a line edge).
  it('ends and starts words at it', () => {
    const e = editor('a\r\rb')
    const ends: number[] = []
    for (let i = 0; i < 3; i++) {
      e.moveToEndOfWord()
      ends.push(e.getCursorBufferPosition().column)
    }
    expect(ends).toEqual([1, 2, 4])
    const starts: number[] = []
    for (let i = 0; i < 3; i++) {
      e.moveToBeginningOfWord()
      starts.push(e.getCursorBufferPosition().column)
    }
    expect(starts).toEqual([3, 2, 0])
    const g = editor('ab\rcd ef')
    g.setCursorBufferPosition([0, 1])
    g.selectWordsContainingCursors()
    expect(sels(g)).toEqual([[[0, 0], [0, 2], false]])
    g.setCursorBufferPosition([0, 0])
    g.moveToBeginningOfNextWord()
    expect(sels(g)).toEqual([at(0, 3)])
  })

  // Atom: on screen a lone `\r` is one column wide, and soft wrap counts it.
  it('takes one screen column', () => {
    const e = editor('ab\rcd', { softWrapped: true, editorWidthInChars: 3 })
    expect(e.getScreenLineCount()).toBe(2)
    expect(e.lineTextForScreenRow(0)).toBe('ab\r')
    e.setCursorBufferPosition([0, 3])
    expect(e.getCursorScreenPosition().toArray()).toEqual([1, 0])
    e.moveDown()
    expect(sels(e)).toEqual([at(0, 5)])
  })
})

describe('inserted text normalises a lone CR', () => {
  // Atom: normalisation rewrites `\r\n`, `\n` and `\r` of inserted text to the row's ending.
  it('as a break, when the buffer has a line ending to write', () => {
    const e = editor('ab\ncd')
    e.setCursorBufferPosition([0, 1])
    e.insertText('x\ry')
    expect(e.getText()).toBe('ax\nyb\ncd')
    expect(sels(e)).toEqual([at(1, 1)])
    const f = editor('ab\r\ncd')
    f.setCursorBufferPosition([0, 1])
    f.insertText('x\ry')
    expect(f.getText()).toBe('ax\r\nyb\r\ncd')
    const g = editor('ab\ncd')
    g.getBuffer().setTextInRange([[0, 1], [0, 1]], 'x\ry', { normalizeLineEndings: false })
    expect(g.getText()).toBe('ax\ryb\ncd')
    expect(g.getLineCount()).toBe(2)
  })

  // Atom: a single-row buffer has no ending to normalise to: the `\r` is inserted as a character.
  it('as a character, in a buffer of one row', () => {
    const e = editor('ab')
    e.setCursorBufferPosition([0, 1])
    e.insertText('x\ry')
    expect(e.getText()).toBe('ax\ryb')
    expect(sels(e)).toEqual([at(0, 4)])
  })

  // Atom's moveLineDown / moveLineUp insert the moved rows again, normalised: their lone `\r` becomes a break.
  it('in rows moved by moveLineDown and moveLineUp', () => {
    const e = editor('x\rb\nc\nd')
    e.setCursorBufferPosition([0, 3])
    e.moveLineDown()
    expect(e.getText()).toBe('c\nx\nb\nd')
    expect(sels(e)).toEqual([at(1, 1)])
    const f = editor('a\nb\r')
    f.setCursorBufferPosition([1, 2])
    f.moveLineUp()
    expect(f.getText()).toBe('b\na\n')
    expect(sels(f)).toEqual([at(0, 1)])
    f.undo()
    expect(f.getText()).toBe('a\nb\r')
    expect(sels(f)).toEqual([at(1, 2)])
    const g = editor('\n\n\ra\n')
    g.setSelectedBufferRanges([[[1, 0], [1, 0]], [[3, 0], [3, 0]]])
    g.moveLineDown()
    expect(g.getText()).toBe('\n\ra\n\n')
    expect(sels(g)).toEqual([at(3, 0), at(2, 0)])
    g.undo()
    expect(g.getText()).toBe('\n\n\ra\n')
    expect(sels(g)).toEqual([at(1, 0), at(3, 0)])
  })

  // Atom: joinLines over rows holding a lone `\r` keeps it as text.
  it('not in joined rows', () => {
    const e = editor('x\r \n\ny\nz')
    e.setSelectedBufferRanges([[[1, 0], [1, 0]], [[2, 0], [2, 0]]])
    e.joinLines()
    expect(e.getText()).toBe('x\r \ny z')
    expect(sels(e)).toEqual([at(1, 0), at(1, 1)])
    e.undo()
    expect(e.getText()).toBe('x\r \n\ny\nz')
    expect(sels(e)).toEqual([at(1, 0), at(2, 0)])
    const f = editor('a\n\r \nb')
    f.joinLines()
    expect(f.getText()).toBe('a \r \nb')
    expect(sels(f)).toEqual([at(0, 1)])
  })
})

describe('a CR that meets an LF makes a CRLF ending', () => {
  // Atom: an LF typed after a trailing `\r` makes `\r\n`: the row ends before the `\r`.
  it('when an LF is typed after it', () => {
    const e = editor('ab\r')
    e.setCursorBufferPosition([0, 3])
    e.insertText('\n')
    expect(e.getText()).toBe('ab\r\n')
    expect(e.lineTextForBufferRow(0)).toBe('ab')
    expect(e.getBuffer().lineEndingForRow(0)).toBe('\r\n')
    expect(sels(e)).toEqual([at(1, 0)])
    e.insertText('z')
    expect(e.getText()).toBe('ab\r\nz')
  })

  // Atom: undo inserts at the clipped start, so it does not restore the text. Atom's markers follow the
  // texts' extents and stay one column past the shortened row (cursor [0, 3], then [0, 4] after undo);
  // caretaker clamps them into the buffer instead, so that every position stays valid (and redo restores
  // the clamped [0, 2] where Atom's [0, 3] is past the row).
  it('when a deletion brings it next to the LF, with Atom\'s texts through undo and redo', () => {
    const e = editor('ab\rc\nd')
    e.setCursorBufferPosition([0, 4])
    e.backspace()
    expect(e.getText()).toBe('ab\r\nd')
    expect(e.lineTextForBufferRow(0)).toBe('ab')
    expect(sels(e)).toEqual([at(0, 2)])
    e.undo()
    expect(e.getText()).toBe('abc\r\nd')
    expect(sels(e)).toEqual([at(0, 3)])
    e.redo()
    expect(e.getText()).toBe('abc\r\nd')
    expect(sels(e)).toEqual([at(0, 2)])
  })
})
