/**
 * Long lines stored in chunks: the chunk tree on its own, and a buffer whose
 * long row is edited across chunk borders, with a surrogate pair or a `\r\n`
 * ending cut by a border, undone and redone; every read agrees with the same
 * text held as a plain string.
 */
import { describe, expect, it } from 'vitest'
import { CHUNK_MAX, ChunkedLine, LONG_LINE, SHORT_LINE, replaceInLine } from '../../src/buffer/chunked-line.js'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import { leadingWhitespace } from '../../src/buffer/lines.js'
import { createEditorState } from '../../src/state/editor-state.js'
import { reduce } from '../../src/reducers/index.js'
import * as A from '../../src/actions/index.js'
import * as P from '../../src/values/pos.js'

const digits = (n: number): string => {
  let s = ''
  for (let i = 0; s.length < n; i++) s += `${i % 10}`
  return s
}

// The offsets where `line`'s chunks start, read through `chunkAt`.
const borders = (line: ChunkedLine): number[] => {
  const out: number[] = []
  for (let i = 0; i < line.length; ) {
    const c = line.chunkAt(i)
    out.push(c.start)
    i = c.start + c.text.length
  }
  return out
}

describe('ChunkedLine', () => {
  it('reads as the string it was cut from', () => {
    const s = digits(50_000)
    const line = ChunkedLine.from(s)
    expect(line.length).toBe(50_000)
    expect(borders(line).length).toBeGreaterThan(10)
    expect(line.toString()).toBe(s)
    expect(line.slice(4_000, 9_000)).toBe(s.slice(4_000, 9_000))
    expect(line.slice(49_990)).toBe(s.slice(49_990))
    expect(line.charCodeAt(12_345)).toBe(s.charCodeAt(12_345))
    expect(line.charCodeAt(50_000)).toBeNaN()
  })

  it('edits across chunk borders, and builds the same string as the edits on a string', () => {
    let s = digits(40_000)
    let line = ChunkedLine.from(s)
    const b = borders(line)
    const edits: [number, number, string][] = [
      [b[3]! - 5, b[3]! + 5, 'ACROSS'],
      [b[5]!, b[8]! + 1, ''],
      [b[2]!, b[2]!, 'x'.repeat(3 * CHUNK_MAX)],
      [0, 3, ''],
      [line.length - 10, line.length, 'END'],
    ]
    for (const [from, to, text] of edits) {
      s = s.slice(0, from) + text + s.slice(to)
      line = line.replace(from, to, text)
      expect(line.toString()).toBe(s)
      expect(line.length).toBe(s.length)
    }
    expect(line.slice(1_000, 30_000)).toBe(s.slice(1_000, 30_000))
    // The edited line remembers the line it came from and the span of the last edit.
    expect(line.origin).toMatchObject({ from: edits[4]![0], to: edits[4]![1], end: edits[4]![0] + 3 })
  })

  it('counts tabs, carriage returns and line separators', () => {
    const line = ChunkedLine.from(`${'a\t'.repeat(10_000)}\r\u2028\r\n`)
    expect([line.tabs, line.crs, line.separators]).toEqual([10_000, 2, 1])
    const edited = line.replace(0, 4, '\u2029')
    expect([edited.tabs, edited.crs, edited.separators]).toEqual([9_998, 2, 2])
  })

  it('a line edited past LONG_LINE is chunked, and one edited below SHORT_LINE is a string again', () => {
    const long = replaceInLine('a'.repeat(LONG_LINE), 5, 5, 'bc')
    expect(long).toBeInstanceOf(ChunkedLine)
    const short = replaceInLine(long, 0, LONG_LINE - SHORT_LINE + 10, '')
    expect(typeof short).toBe('string')
    expect(short).toBe('a'.repeat(SHORT_LINE - 8))
  })
})

// A buffer of a short row, a long row (chunked once edited), and a short row.
const LONG = 100_000
const longText = (ending: string): string => `first\n${digits(LONG)}${ending}last`

describe('ChunkedLine.joined', () => {
  it('is the first line followed by the rest of the second, and links to the first by the appended span', () => {
    const a = ChunkedLine.from(digits(70_000)).replace(60_000, 70_000, 'x')
    const b = ChunkedLine.from(`${'y'.repeat(80_000)}\t\r\n`)
    for (const from of [0, 1, 5_000, 80_003]) {
      const j = ChunkedLine.joined(a, b, from)
      const text = a.toString() + b.toString().slice(from)
      expect(j.toString()).toBe(text)
      expect(j.length).toBe(text.length)
      expect([j.tabs, j.crs]).toEqual([from <= 80_000 ? 1 : 0, from <= 80_001 ? 1 : 0])
      expect(j.slice(59_990, 60_020)).toBe(text.slice(59_990, 60_020))
      expect(j.origin).toEqual({ parent: a, from: a.length, to: a.length, end: text.length, source: { line: b, delta: a.length - from } })
    }
  })
})

describe('a buffer with a long row', () => {
  it('typing and deleting in the middle, one edit after another, reads as the plain text', () => {
    let text = longText('\n')
    let b = TextBuffer.fromString(text)
    const model = (row: number, column: number, del: number, insert: string): void => {
      const at = text.indexOf('\n') + 1 + column
      text = text.slice(0, at) + insert + text.slice(at + del)
      b = b.setTextInRange(P.span(P.pos(row, column), P.pos(row, column + del)), insert).buffer
    }
    for (let k = 0; k < 50; k++) model(1, 50_000 + k, 0, String.fromCharCode(97 + (k % 26)))
    for (let k = 0; k < 20; k++) model(1, 30_000, 1, '')
    model(1, 10, 60_000, 'SPAN')
    model(1, 0, 0, 'x'.repeat(70_000))
    expect(b.getText()).toBe(text)
    const row = text.split('\n')[1]!
    expect(b.lineForRow(1)).toBe(row)
    expect(b.lineLengthForRow(1)).toBe(row.length)
    expect(b.getTextInRange(P.span(P.pos(1, 69_990), P.pos(1, 70_020)))).toBe(row.slice(69_990, 70_020))
    expect(b.getTextInRange(P.span(P.pos(0, 2), P.pos(2, 2)))).toBe(text.slice(2, text.length - 2))
    expect(b.characterIndexForPosition(P.pos(2, 1))).toBe(text.length - 3)
  })

  it('a line break in the middle keeps both halves in chunks; edits across rows read as the plain text', () => {
    for (const ending of ['\n', '\r\n']) {
      let text = longText(ending)
      let b = TextBuffer.fromString(text)
      const offset = (row: number, column: number): number => {
        let at = 0
        for (let r = 0; r < row; r++) at = text.indexOf('\n', at) + 1
        return at + column
      }
      const edit = (start: P.Pos, end: P.Pos, insert: string): void => {
        text = text.slice(0, offset(start.row, start.column)) + insert + text.slice(offset(end.row, end.column))
        b = b.setTextInRange(P.span(start, end), insert).buffer
        expect(b.getText()).toBe(text)
      }
      edit(P.pos(1, 50_000), P.pos(1, 50_000), ending)
      // Both halves of the long row stay in chunks (neither is rebuilt as one string).
      expect(b.contentsOrChunksOfRows(1, 3).map(l => typeof l)).toEqual(['object', 'object'])
      // Joining them again (a deletion across the break) keeps the chunks of both.
      edit(P.pos(1, 49_990), P.pos(2, 10), '-')
      expect(b.contentsOrChunksOfRows(1, 2).map(l => typeof l)).toEqual(['object'])
      edit(P.pos(1, 50_000), P.pos(1, 50_000), ending)
      edit(P.pos(2, 3), P.pos(2, 3), `a${ending}b${ending}`)
      edit(P.pos(1, 40_000), P.pos(3, 1), 'joined')
      // Row 0 ends with `\n`: a break inserted there is one.
      edit(P.pos(0, 1), P.pos(1, 30_000), 'x\n')
      edit(P.pos(1, 100), P.pos(2, 0), '')
      expect(b.lineForRow(1)).toBe(text.split('\n')[1]!.replace(/\r$/, ''))
    }
  })

  it('a surrogate pair cut by a chunk border: clipping, reading and editing keep it whole', () => {
    const row = digits(LONG)
    let b = TextBuffer.fromString(longText('\n'))
    // `mirror` goes through the same edits as row 1's stored line, so its chunk borders are the row's.
    let mirror = ChunkedLine.from(`${row}\n`)
    const edit = (from: number, to: number, text: string): void => {
      b = b.setTextInRange(P.span(P.pos(1, from), P.pos(1, to)), text).buffer
      mirror = mirror.replace(from, to, text)
    }
    const border = borders(mirror)[4]!
    // An insertion at a border joins the chunk before it; one inside a chunk stays in it.
    edit(border, border, '\ud83d')
    edit(border + 2, border + 2, '\ude00')
    edit(border + 1, border + 2, '')
    expect(borders(mirror)).toContain(border + 1)
    expect(mirror.slice(border, border + 2)).toBe('😀')
    expect(b.lineForRow(1)).toBe(`${row.slice(0, border)}😀${row.slice(border + 1)}`)
    expect(b.clipPosition(P.pos(1, border + 1))).toEqual(P.pos(1, border))
    expect(b.clipPosition(P.pos(1, border + 2))).toEqual(P.pos(1, border + 2))
    expect(b.getTextInRange(P.span(P.pos(1, border), P.pos(1, border + 2)))).toBe('😀')
    edit(border, border + 2, '')
    expect(b.getText()).toBe(`first\n${row.slice(0, border)}${row.slice(border + 1)}\nlast`)
  })

  it('a \\r\\n ending cut by a chunk border: the ending and the content length stay right', () => {
    let b = TextBuffer.fromString(longText('\n'))
    let mirror = ChunkedLine.from(`${digits(LONG)}\n`)
    const edit = (from: number, to: number, text: string): void => {
      b = b.setTextInRange(P.span(P.pos(1, from), P.pos(1, to)), text, { normalizeLineEndings: false }).buffer
      mirror = mirror.replace(from, to, text)
    }
    // The chunk before the last one filled to one short of the most a chunk holds and the last one
    // emptied but for `x\n`; a `\r` typed before the `x` joins the chunk before (now full), and
    // deleting the `x` leaves the `\r` before the `\n`, in the chunk before.
    const bs = borders(mirror)
    const last = bs[bs.length - 1]!
    edit(last, last, 'p'.repeat(CHUNK_MAX - 1 - (last - bs[bs.length - 2]!)))
    const lastNow = borders(mirror)[bs.length - 1]!
    edit(lastNow, mirror.length - 2, '')
    edit(lastNow, lastNow, '\r')
    edit(lastNow + 1, lastNow + 2, '')
    expect(borders(mirror)[bs.length - 1]).toBe(mirror.length - 1)
    expect(mirror.slice(mirror.length - 2)).toBe('\r\n')
    const content = mirror.slice(0, mirror.length - 2)
    expect(b.lineEndingForRow(1)).toBe('\r\n')
    expect(b.lineLengthForRow(1)).toBe(content.length)
    expect(b.lineForRow(1)).toBe(content)
    expect(b.clipPosition(P.pos(1, content.length + 1))).toEqual(P.pos(1, content.length))
    b = b.setTextInRange(P.span(P.pos(1, content.length), P.pos(1, content.length)), 'END').buffer
    expect(b.getText()).toBe(`first\n${content}END\r\nlast`)
    // A break typed into the long row takes its ending.
    b = b.setTextInRange(P.span(P.pos(1, 5), P.pos(1, 5)), '\n').buffer
    expect(b.lineForRow(1)).toBe(content.slice(0, 5))
    expect(b.lineEndingForRow(1)).toBe('\r\n')
    expect(b.getText()).toBe(`first\n${content.slice(0, 5)}\r\n${content.slice(5)}END\r\nlast`)
  })

  it('a \\r left before the row\'s \\n ending by a deletion makes a \\r\\n ending', () => {
    let b = TextBuffer.fromString(`${digits(LONG)}\r.\nlast`)
    b = b.setTextInRange(P.span(P.pos(0, LONG + 1), P.pos(0, LONG + 2)), '').buffer
    expect(b.lineEndingForRow(0)).toBe('\r\n')
    expect(b.getText()).toBe(`${digits(LONG)}\r\nlast`)
  })

  it('typing in the middle, then undo and redo, restore each text and cursor', () => {
    const text = longText('\n')
    let s = createEditorState({ text })
    s = reduce(s, A.setSelectedBufferRanges({ ranges: [P.span(P.pos(1, 50_000), P.pos(1, 50_000))] }))
    for (const ch of 'abc') s = reduce(s, A.insertText({ text: ch }))
    const typed = `first\n${digits(LONG).slice(0, 50_000)}abc${digits(LONG).slice(50_000)}\nlast`
    expect(s.buffer.getText()).toBe(typed)
    s = reduce(s, A.undo())
    expect(s.buffer.lineForRow(1)).toBe(`${digits(LONG).slice(0, 50_000)}ab${digits(LONG).slice(50_000)}`)
    s = reduce(reduce(s, A.undo()), A.undo())
    expect(s.buffer.getText()).toBe(text)
    expect(s.selections[0]!.end).toEqual(P.pos(1, 50_000))
    for (let k = 0; k < 3; k++) s = reduce(s, A.redo())
    expect(s.buffer.getText()).toBe(typed)
    expect(s.selections[0]!.end).toEqual(P.pos(1, 50_003))
  })

  it('selectWord and word motions on the long row read only around the cursor', () => {
    const row = 'lorem ipsum dolor '.repeat(8_000)
    let s = createEditorState({ text: row })
    s = reduce(s, A.setSelectedBufferRanges({ ranges: [P.span(P.pos(0, 72_002), P.pos(0, 72_002))] }))
    s = reduce(s, A.insertText({ text: 'XY' }))
    // "lo" + "XY" + "rem" at 72,000.
    s = reduce(s, A.selectWord())
    expect(s.selections[0]).toMatchObject({ start: P.pos(0, 72_000), end: P.pos(0, 72_007) })
    s = reduce(s, A.moveToEndOfWord())
    s = reduce(s, A.moveToEndOfWord())
    // Past " ipsum" and " dolor".
    expect(s.selections[0]).toMatchObject({ start: P.pos(0, 72_019), end: P.pos(0, 72_019) })
    s = reduce(s, A.moveToBeginningOfWord())
    expect(s.selections[0]).toMatchObject({ start: P.pos(0, 72_014), end: P.pos(0, 72_014) })
  })
})

describe('leadingWhitespace', () => {
  it('reads what /^\\s*/ matches, for every code unit', () => {
    const wrong: string[] = []
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c)
      const line = `${ch} ${ch}x${ch}`
      if (leadingWhitespace(line) !== /^\s*/.exec(line)![0]) wrong.push(`U+${c.toString(16)}`)
    }
    expect(wrong).toEqual([])
    expect(leadingWhitespace('')).toBe('')
    expect(leadingWhitespace(' \t \r')).toBe(' \t \r')
  })

  it('reads a long row in chunks across a chunk border, without its content after the indentation', () => {
    const indent = `${'\t '.repeat(CHUNK_MAX)}\u3000\u00a0`
    const text = `${indent}word${' tail'.repeat(LONG_LINE / 4)}`
    const b = TextBuffer.fromString(`first\n${text}\nlast`)
    expect(b.contentsOrChunksOfRows(1, 2).map(l => typeof l)).toEqual(['object'])
    expect(leadingWhitespace(b.rowChars(1))).toBe(indent)
    expect(leadingWhitespace(b.rowChars(0))).toBe('')
  })

  it('Enter in the middle of a long indented row indents the new row as the row above', () => {
    const row = `    ${'word '.repeat(LONG_LINE / 4)}`
    let s = createEditorState({ text: `${row}\nnext` })
    s = reduce(s, A.setCursorBufferPosition({ position: P.pos(0, 40_001) }))
    s = reduce(s, A.insertText({ text: '\n', autoIndentNewline: true, autoDecreaseIndent: true }))
    expect(s.buffer.lineForRow(0)).toBe(row.slice(0, 40_001))
    expect(s.buffer.lineForRow(1)).toBe(`    ${row.slice(40_001)}`)
    expect(s.selections.map(x => [x.start.row, x.start.column])).toEqual([[1, 4]])
  })
})
