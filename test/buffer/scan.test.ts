import { describe, expect, it } from 'vitest'
import { scanBackward, scanForward } from '../../src/buffer/scan.js'
import type { ScanSource } from '../../src/buffer/scan.js'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import type { ScanMatch } from '../../src/buffer/text-buffer.js'
import type { Span } from '../../src/values/pos.js'

const WORD = /^[\t ]*$|[^\s\/\\\(\)"':,\.;<>~!@#\$%\^&\*\|\+=\[\]\{\}`\?\-…]+|[\/\\\(\)"':,\.;<>~!@#\$%\^&\*\|\+=\[\]\{\}`\?\-…]+/g
const PARAGRAPH = /(\r\n[\t ]*\r\n)|(\n[\t ]*\n)/g

const r = (a: [number, number], b: [number, number]): Span => ({
  start: { row: a[0], column: a[1] },
  end: { row: b[0], column: b[1] },
})

// Matches as `[startRow, startCol, endRow, endCol, text]`.
type Row = [number, number, number, number, string]
const flat = (m: ScanMatch): Row => [m.range.start.row, m.range.start.column, m.range.end.row, m.range.end.column, m.matchText]

const fwd = (text: string, re: RegExp, range?: Span): Row[] => {
  const b = TextBuffer.fromString(text)
  const out: Row[] = []
  b.scanInRange(re, range ?? b.getRange(), m => void out.push(flat(m)))
  return out
}

const bwd = (text: string, re: RegExp, range?: Span): Row[] => {
  const b = TextBuffer.fromString(text)
  const out: Row[] = []
  b.backwardsScanInRange(re, range ?? b.getRange(), m => void out.push(flat(m)))
  return out
}

describe('scanInRange with the word regex', () => {
  it('finds words, punctuation runs, and blank rows as words', () => {
    expect(fwd('foo bar.\n\n \t \nbaz\n', WORD)).toEqual([
      [0, 0, 0, 3, 'foo'],
      [0, 4, 0, 7, 'bar'],
      [0, 7, 0, 8, '.'],
      [1, 0, 1, 0, ''],
      [2, 0, 2, 3, ' \t '],
      [3, 0, 3, 3, 'baz'],
      [4, 0, 4, 0, ''],
    ])
  })

  it('cuts words at the range edges', () => {
    expect(fwd('hello world', WORD, r([0, 2], [0, 8]))).toEqual([
      [0, 2, 0, 5, 'llo'],
      [0, 6, 0, 8, 'wo'],
    ])
  })

  it('does not let ^ or $ match at mid-line range edges', () => {
    expect(fwd('   \nx', WORD, r([0, 1], [0, 3]))).toEqual([])
    expect(fwd('   \nx', WORD, r([0, 0], [0, 2]))).toEqual([])
    expect(fwd('   \nx', WORD, r([0, 0], [0, 3]))).toEqual([[0, 0, 0, 3, '   ']])
    expect(fwd('aaa', /^a/g, r([0, 1], [0, 3]))).toEqual([])
    expect(fwd('aaa', /a$/g, r([0, 0], [0, 2]))).toEqual([])
    expect(fwd('aaa', /a$/g, r([0, 0], [0, 3]))).toEqual([[0, 2, 0, 3, 'a']])
    // Inside the range, real row starts still count.
    expect(fwd('ab\nab', /^a/g, r([0, 1], [1, 2]))).toEqual([[1, 0, 1, 1, 'a']])
  })

  it('treats CRLF and LF as one break each, shown as \\n', () => {
    expect(fwd('ab\r\ncd', /\n/g)).toEqual([[0, 2, 1, 0, '\n']])
    expect(fwd('ab\r\ncd', /b$/g)).toEqual([[0, 1, 0, 2, 'b']])
    expect(fwd('a\r\n\r\nb', WORD)).toEqual([
      [0, 0, 0, 1, 'a'],
      [1, 0, 1, 0, ''],
      [2, 0, 2, 1, 'b'],
    ])
  })

  // Atom: a lone `\r` is a character of its row, but its search (PCRE, any newline) takes it for a line
  // break in `^`, `$` and `.`; each search after a match starts a new subject, where `^` is no line start
  // unless at column 0 (values from Atom's text-buffer).
  it('reads a lone CR as a character of its row that ^, $ and . see as a break', () => {
    expect(fwd('ab\rcd', /^c/g)).toEqual([[0, 3, 0, 4, 'c']])
    expect(fwd('a\rb\nc', /.$/g)).toEqual([[0, 0, 0, 1, 'a'], [0, 2, 0, 3, 'b'], [1, 0, 1, 1, 'c']])
    expect(fwd('a\rb\nc', /a.b/g)).toEqual([])
    expect(fwd('a\rb\nc', /\s/g)).toEqual([[0, 1, 0, 2, '\r'], [0, 3, 1, 0, '\n']])
    expect(fwd('a\r\rb', WORD)).toEqual([[0, 0, 0, 1, 'a'], [0, 2, 0, 2, ''], [0, 3, 0, 4, 'b']])
    expect(fwd(' \r ', WORD)).toEqual([[0, 0, 0, 1, ' '], [0, 2, 0, 3, ' ']])
    expect(fwd('\r\r', WORD)).toEqual([[0, 0, 0, 0, '']])
    expect(fwd('\raa', WORD)).toEqual([[0, 0, 0, 0, ''], [0, 1, 0, 3, 'aa']])
  })

  it('resumes one column after an empty match and skips one at a mid-line range end', () => {
    expect(fwd('ab', /x*/g)).toEqual([
      [0, 0, 0, 0, ''],
      [0, 1, 0, 1, ''],
    ])
    expect(fwd('ab\n', /x*/g)).toEqual([
      [0, 0, 0, 0, ''],
      [0, 1, 0, 1, ''],
      [0, 2, 0, 2, ''],
      [1, 0, 1, 0, ''],
    ])
    expect(fwd('😀', /(?:)/gu)).toEqual([[0, 0, 0, 0, '']])
    expect(fwd('😀', /(?:)/g)).toEqual([
      [0, 0, 0, 0, ''],
      [0, 1, 0, 1, ''],
    ])
  })

  it('reports an empty match in an empty range when the pattern allows it', () => {
    expect(fwd('a\n\nb', WORD, r([1, 0], [1, 0]))).toEqual([[1, 0, 1, 0, '']])
    expect(fwd('a\nc\nb', WORD, r([1, 0], [1, 0]))).toEqual([])
  })

  it('yields at most one match without the g flag', () => {
    expect(fwd('foo boo', /o+/)).toEqual([[0, 1, 0, 3, 'oo']])
    expect(bwd('foo boo', /o+/)).toEqual([[0, 5, 0, 7, 'oo']])
  })

  it('leaves the caller regex alone', () => {
    const re = /o/g
    re.lastIndex = 3
    fwd('foo', re)
    bwd('foo', re)
    expect(re.lastIndex).toBe(3)
  })
})

describe('multi-line patterns', () => {
  it('finds paragraph breaks with LF and CRLF', () => {
    expect(fwd('a\n\nb\r\n  \r\nc', PARAGRAPH)).toEqual([
      [0, 1, 2, 0, '\n\n'],
      [2, 1, 4, 0, '\n  \n'],
    ])
  })

  it('pairs blank rows from the start of the range, forward and backward', () => {
    const text = `x\n${'\n'.repeat(9)}y`
    const forward = fwd(text, PARAGRAPH)
    expect(forward.map(m => m[0])).toEqual([0, 2, 4, 6, 8])
    expect(bwd(text, PARAGRAPH)).toEqual([...forward].reverse())
    expect(bwd(text, PARAGRAPH, r([1, 0], [10, 1])).map(m => m[0])).toEqual([7, 5, 3, 1])
  })

  it('follows a whitespace run over many blank rows', () => {
    const text = `a${' \n'.repeat(3000)}  ,b`
    expect(fwd(text, /\s*[.,]+/g)).toEqual([[0, 1, 3000, 3, `${' \n'.repeat(3000)}  ,`]])
    expect(bwd(text, /[a,]+\s*/g)).toEqual([
      [3000, 2, 3000, 3, ','],
      [0, 0, 3000, 2, `a${' \n'.repeat(3000)}  `],
    ])
  })
})

describe('backwardsScanInRange', () => {
  it('gives the forward matches last first, and stops when asked', () => {
    const text = 'one two\n\n  three, four\r\nfive'
    expect(bwd(text, WORD)).toEqual([...fwd(text, WORD)].reverse())
    const b = TextBuffer.fromString(text)
    const seen: Row[] = []
    b.backwardsScanInRange(WORD, b.getRange(), m => (seen.push(flat(m)), seen.length === 2))
    expect(seen).toEqual([
      [3, 0, 3, 4, 'five'],
      [2, 9, 2, 13, 'four'],
    ])
  })
})

describe('cost', () => {
  // A buffer view that counts the rows the scanner reads.
  const counting = (b: TextBuffer): ScanSource & { rows: number } => {
    const src = {
      rows: 0,
      getLineCount: () => b.getLineCount(),
      lineForRow: (row: number) => (src.rows++, b.lineForRow(row)),
      lineLengthForRow: (row: number) => b.lineLengthForRow(row),
      contentsOfRows: (from: number, to: number) => ((src.rows += to - from), b.contentsOfRows(from, to)),
    }
    return src
  }
  const big = TextBuffer.fromString(Array.from({ length: 100_000 }, (_, i) => (i % 5 === 4 ? '' : `w${i} x`)).join('\n'))

  it('reads a few rows for a forward scan to the end that stops early', () => {
    const src = counting(big)
    const found: ScanMatch[] = []
    scanForward(src, WORD, r([50_000, 8], [99_999, 0]), m => (found.push(m), true))
    expect(found.map(flat)).toEqual([[50_001, 0, 50_001, 6, 'w50001']])
    expect(src.rows).toBeLessThanOrEqual(4)
  })

  it('reads a few rows for a backward scan from the end that stops early', () => {
    const rowsRead = [WORD, PARAGRAPH, /x\s*/g].map(re => {
      const src = counting(big)
      let found = 0
      scanBackward(src, re, r([0, 0], [60_003, 1]), () => (found++, true))
      expect(found).toBe(1)
      return src.rows
    })
    expect(rowsRead[0]).toBe(1)
    for (const n of rowsRead) expect(n).toBeLessThanOrEqual(40)
  })
})
