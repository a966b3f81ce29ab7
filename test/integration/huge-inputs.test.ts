/**
 * Huge and hostile inputs: each completes (times are logged), and what would
 * build a text no host can hold is refused up front with a clear error,
 * before any state changes.
 */
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import * as A from '../../src/actions/index.js'
import { reduce, reduceUnknown } from '../../src/reducers/index.js'
import { createEditorState, type EditorState } from '../../src/state/editor-state.js'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import { TextEditor } from '../../src/facades/text-editor.js'
import { assertInvariants } from '../../src/state/invariants.js'

const timed = <T>(label: string, f: () => T): T => {
  const t0 = performance.now()
  const r = f()
  console.log(`${label}: ${(performance.now() - t0).toFixed(0)} ms`)
  return r
}

const undo = (s: EditorState) => reduce(s, A.undo())

describe('huge inputs', () => {
  it('a 10 MB single line: load, type in the middle, selectWord, undo', () => {
    const line = 'abcdefghi '.repeat(1_000_000)
    timed('10 MB line: load, type, selectWord, undo', () => {
      let s = createEditorState({ text: line })
      s = reduce(s, A.setCursorBufferPosition({ position: { row: 0, column: 5_000_003 } }))
      const typed = reduce(s, A.insertText({ text: 'XY' }))
      expect(typed.buffer.getTextInRange({ start: { row: 0, column: 5_000_000 }, end: { row: 0, column: 5_000_012 } })).toBe('abcXYdefghi ')
      const word = reduce(typed, A.selectWord())
      expect([word.selections[0]!.start, word.selections[0]!.end]).toEqual([{ row: 0, column: 5_000_000 }, { row: 0, column: 5_000_011 }])
      const back = undo(word)
      expect(back.buffer.getText()).toBe(line)
      assertInvariants(back)
    })
  })

  it('1,000,000 lines: load, type at the end, undo', () => {
    const text = 'line of text\n'.repeat(999_999) + 'last'
    timed('1,000,000 lines: load, type, undo', () => {
      let s = createEditorState({ text })
      s = reduce(s, A.moveToBottom())
      s = reduce(s, A.insertText({ text: '!\n' }))
      expect(s.buffer.getLineCount()).toBe(1_000_001)
      s = undo(s)
      expect(s.buffer.getLength()).toBe(text.length)
      assertInvariants(s)
    })
  })

  it('100,000 cursors: type, undo', () => {
    const text = 'ab\n'.repeat(99_999) + 'ab'
    timed('100,000 cursors: type, undo', () => {
      const ranges = Array.from({ length: 100_000 }, (_, row) => ({ start: { row, column: 1 }, end: { row, column: 1 } }))
      let s = reduce(createEditorState({ text }), A.setSelectedBufferRanges({ ranges }))
      expect(s.selections.length).toBe(100_000)
      s = reduce(s, A.insertText({ text: 'x' }))
      expect(s.buffer.lineForRow(77_777)).toBe('axb')
      s = undo(s)
      expect(s.buffer.getText()).toBe(text)
      expect(s.selections.length).toBe(100_000)
    })
  })

  it('a 1 MB paste split over 10,000 cursors (one part each), and its undo', () => {
    const text = 'x\n'.repeat(9_999) + 'x'
    const parts = Array.from({ length: 10_000 }, (_, i) => ({ text: String(i % 10).repeat(100) }))
    const clipboard = { text: parts.map(p => p.text).join('\n'), metadata: { selections: parts } }
    timed('1 MB paste at 10,000 cursors, undo', () => {
      const ranges = Array.from({ length: 10_000 }, (_, row) => ({ start: { row, column: 1 }, end: { row, column: 1 } }))
      let s = reduce(createEditorState({ text, autoIndentOnPaste: false }), A.setSelectedBufferRanges({ ranges }))
      s = reduce(s, A.pasteText({ clipboard }))
      expect(s.buffer.getLength()).toBe(text.length + 1_000_000)
      expect(s.buffer.lineForRow(1234)).toBe('x' + '4'.repeat(100))
      s = undo(s)
      expect(s.buffer.getText()).toBe(text)
    })
  })
})

describe('the size limit', () => {
  const tenThousandCursors = () => {
    const e = new TextEditor({ text: 'x\n'.repeat(9_999) + 'x' })
    e.setSelectedBufferRanges(Array.from({ length: 10_000 }, (_, row) => [[row, 1], [row, 1]] as [[number, number], [number, number]]))
    return e
  }

  it('refuses a 1 MB paste at each of 10,000 cursors up front, with a clear error, changing nothing', () => {
    const e = tenThousandCursors()
    const before = e.getState()
    const megabyte = 'y'.repeat(1_000_000)
    e.clipboard.write(megabyte)
    const t0 = performance.now()
    expect(() => e.pasteText()).toThrow(
      new RangeError('clipboard/pasteText refused: the text would reach 10000019999 characters, more than maxDocumentLength (67108864)'),
    )
    expect(() => e.insertText(megabyte)).toThrow(RangeError)
    expect(performance.now() - t0).toBeLessThan(5_000)
    expect(e.getState()).toBe(before)
    // The same action through the reducer: reduceUnknown reports it, reduce returns the state unchanged.
    const action = A.insertText({ text: megabyte })
    expect(reduceUnknown(before, action)).toEqual(
      E.left({ _tag: 'ActionError', messages: ['edit/insertText refused: the text would reach 10000019999 characters, more than maxDocumentLength (67108864)'] }),
    )
    expect(reduce(before, action)).toBe(before)
  })

  it('counts the selected text a paste replaces, and is configurable', () => {
    const s = createEditorState({ text: 'a'.repeat(100), maxDocumentLength: 150 })
    const all = reduce(s, A.selectAll())
    expect(reduce(all, A.insertText({ text: 'b'.repeat(120) })).buffer.getLength()).toBe(120)
    expect(reduce(s, A.insertText({ text: 'b'.repeat(60) }))).toBe(s)
    expect(reduce(s, A.setText({ text: 'c'.repeat(151) }))).toBe(s)
    expect(reduce(s, A.setText({ text: 'c'.repeat(150) })).buffer.getLength()).toBe(150)
    expect(reduce(s, A.duplicateLines())).toBe(s)
    const raised = reduce(s, A.update({ config: { maxDocumentLength: 1000 } }))
    expect(reduce(raised, A.duplicateLines()).buffer.getLength()).toBe(201)
  })

  it('getText past the engine\'s string limit is a clear RangeError', () => {
    // 600 rows sharing one 1 MB string: 600 M characters in the buffer, more than a string can hold.
    const rows = TextBuffer.fromString('\n'.repeat(599))
    const b = rows.insertAtEach(Array.from({ length: 1200 }, (_, i) => (i % 2 === 0 ? i / 2 : 0)), 'z'.repeat(1_000_000))
    expect(b.getLength()).toBeGreaterThan(536_870_888)
    expect(() => b.getText()).toThrow(new RangeError(`the text is ${b.getLength()} characters, more than a JavaScript string can hold (536870888): read it in ranges or rows`))
    expect(b.lineForRow(5).length).toBe(1_000_000)
  })
})

describe('hostile characters', () => {
  it('NUL, lone surrogates, lone CR and mixed endings are text like any other', () => {
    const text = 'a\0b\r\nc\ud800d\re\udc00\nf'
    let s = createEditorState({ text })
    // Atom: the lone `\r` is a character of its row, so three rows.
    expect(s.buffer.getLineCount()).toBe(3)
    s = reduce(s, A.setCursorBufferPosition({ position: { row: 0, column: 2 } }))
    s = reduce(s, A.insertText({ text: '\0\ud800' }))
    s = reduce(s, A.moveDown())
    s = reduce(s, A.backspace())
    s = reduce(s, A.selectWord())
    s = reduce(s, A.deleteForward())
    assertInvariants(s)
    while (reduce(s, A.undo()) !== s) s = reduce(s, A.undo())
    // Atom's undo gives the lone surrogates of the deleted word back as U+FFFD (its history holds texts as UTF-8).
    expect(s.buffer.getText()).toBe('a\0b\r\nc\ufffdd\re\ufffd\nf')
  })
})
