import { describe, expect, it } from 'vitest'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import type { Pos, Span } from '../../src/values/pos.js'

const p = (row: number, column: number): Pos => ({ row, column })
const r = (a: [number, number], b: [number, number]): Span => ({ start: p(...a), end: p(...b) })
const buf = (text: string): TextBuffer => TextBuffer.fromString(text)
const rows = (b: TextBuffer): [string, string][] =>
  Array.from({ length: b.getLineCount() }, (_, i) => [b.lineForRow(i), b.lineEndingForRow(i)])

describe('reading', () => {
  it('an empty buffer has one empty row', () => {
    for (const b of [buf(''), TextBuffer.empty]) {
      expect(b.getLineCount()).toBe(1)
      expect(b.getLastRow()).toBe(0)
      expect(rows(b)).toEqual([['', '']])
      expect(b.isEmpty()).toBe(true)
      expect(b.getLength()).toBe(0)
      expect(b.getEndPosition()).toEqual(p(0, 0))
      expect(b.getRange()).toEqual(r([0, 0], [0, 0]))
    }
  })

  it('splits rows with and without a trailing newline', () => {
    expect(rows(buf('ab\ncd'))).toEqual([['ab', '\n'], ['cd', '']])
    expect(rows(buf('ab\ncd\n'))).toEqual([['ab', '\n'], ['cd', '\n'], ['', '']])
    expect(buf('ab\ncd\n').getEndPosition()).toEqual(p(2, 0))
    expect(buf('ab\ncd').getEndPosition()).toEqual(p(1, 2))
  })

  // Atom: only `\n` and `\r\n` end a line; a lone `\r` is a character of its line.
  it('keeps CRLF, lone CR and mixed endings verbatim', () => {
    const text = 'one\r\ntwo\nthree\rfour\r\n\r\r\nlast'
    const b = buf(text)
    expect(rows(b)).toEqual([
      ['one', '\r\n'],
      ['two', '\n'],
      ['three\rfour', '\r\n'],
      ['\r', '\r\n'],
      ['last', ''],
    ])
    expect(b.getText()).toBe(text)
    expect(b.getLength()).toBe(text.length)
  })

  it('answers empty values for rows out of range', () => {
    const b = buf('ab\r\ncd')
    expect([b.lineForRow(-1), b.lineForRow(2), b.lineForRow(0.5)]).toEqual(['', '', ''])
    expect([b.lineEndingForRow(-1), b.lineEndingForRow(1), b.lineEndingForRow(7)]).toEqual(['', '', ''])
    expect([b.lineLengthForRow(0), b.lineLengthForRow(1), b.lineLengthForRow(9), b.lineLengthForRow(-3)]).toEqual([2, 2, 0, 0])
  })

  it('reads ranges across endings verbatim, clipping them first', () => {
    const b = buf('one\r\ntwo\nthree\rfour')
    expect(b.getTextInRange(r([0, 1], [2, 2]))).toBe('ne\r\ntwo\nth')
    expect(b.getTextInRange(r([0, 3], [1, 0]))).toBe('\r\n')
    expect(b.getTextInRange(r([2, 5], [2, 6]))).toBe('\r')
    expect(b.getTextInRange(r([1, 1], [1, 2]))).toBe('w')
    expect(b.getTextInRange(r([-1, -1], [9, 9]))).toBe('one\r\ntwo\nthree\rfour')
    expect(b.getTextInRange(r([2, 99], [0, 99]))).toBe('\r\ntwo\nthree\rfour')
  })

  it('finds blank rows and the nearest non-blank ones', () => {
    const b = buf('a\n  \n\t\nb\n')
    expect([0, 1, 2, 3, 4].map(i => b.isRowBlank(i))).toEqual([false, true, true, false, true])
    expect(b.previousNonBlankRow(3)).toBe(0)
    expect(b.previousNonBlankRow(0)).toBe(null)
    expect(b.previousNonBlankRow(99)).toBe(3)
    expect(b.nextNonBlankRow(0)).toBe(3)
    expect(b.nextNonBlankRow(3)).toBe(null)
    expect(b.nextNonBlankRow(-5)).toBe(0)
  })

  it('gives row ranges with and without the newline, row clamped', () => {
    const b = buf('ab\ncde')
    expect(b.rangeForRow(0)).toEqual(r([0, 0], [0, 2]))
    expect(b.rangeForRow(0, true)).toEqual(r([0, 0], [1, 0]))
    expect(b.rangeForRow(1, true)).toEqual(r([1, 0], [1, 3]))
    expect(b.rangeForRow(7)).toEqual(r([1, 0], [1, 3]))
    expect(b.rangeForRow(-2, true)).toEqual(r([0, 0], [1, 0]))
  })
})

describe('positions', () => {
  // Three rows: `ab`, `cd` (CRLF) and `ef\rgh`.
  const b = buf('ab\ncd\r\nef\rgh')

  it('clamps like Atom: rows before the start, after the end, and columns', () => {
    expect(b.clampPosition(p(-1, 5))).toEqual(p(0, 0))
    expect(b.clampPosition(p(-Infinity, 0))).toEqual(p(0, 0))
    expect(b.clampPosition(p(9, 0))).toEqual(p(2, 5))
    expect(b.clampPosition(p(Infinity, Infinity))).toEqual(p(2, 5))
    expect(b.clampPosition(p(1, -4))).toEqual(p(1, 0))
    expect(b.clampPosition(p(1, Infinity))).toEqual(p(1, 2))
    expect(b.clampPosition(p(1, 7))).toEqual(p(1, 2))
    const inside = p(2, 1)
    expect(b.clampPosition(inside)).toBe(inside)
    expect(b.clipRange(r([3, 9], [-1, 0]))).toEqual(r([0, 0], [2, 5]))
  })

  it('clips off the middle of a surrogate pair', () => {
    const s = buf('a😀b')
    expect(s.clampPosition(p(0, 2))).toEqual(p(0, 2))
    expect(s.clipPosition(p(0, 2))).toEqual(p(0, 1))
    expect(s.clipPosition(p(0, 3))).toEqual(p(0, 3))
    expect(s.clipPosition(p(0, Infinity))).toEqual(p(0, 4))
  })

  it('converts positions and offsets, counting CRLF as two', () => {
    expect([p(0, 0), p(0, 2), p(1, 0), p(1, 2), p(2, 0), p(2, 3), p(2, 5)].map(q => b.characterIndexForPosition(q))).toEqual([
      0, 2, 3, 5, 7, 10, 12,
    ])
    expect(b.characterIndexForPosition(p(1, 99))).toBe(5)
    expect(b.characterIndexForPosition(p(-1, -1))).toBe(0)
    expect(b.characterIndexForPosition(p(99, 99))).toBe(12)
    expect([0, 3, 5, 7, 9, 10, 12].map(i => b.positionForCharacterIndex(i))).toEqual([
      p(0, 0), p(1, 0), p(1, 2), p(2, 0), p(2, 2), p(2, 3), p(2, 5),
    ])
    // Between `\r` and `\n`: the end of that row.
    expect(b.positionForCharacterIndex(6)).toEqual(p(1, 2))
    expect(b.positionForCharacterIndex(-4)).toEqual(p(0, 0))
    expect(b.positionForCharacterIndex(50)).toEqual(p(2, 5))
  })
})

describe('setTextInRange', () => {
  it('writes inserted breaks as the ending of the edited row', () => {
    const { buffer, change } = buf('ab\r\ncd\r\n').setTextInRange(r([0, 1], [0, 1]), 'x\ny\rz')
    expect(buffer.getText()).toBe('ax\r\ny\r\nzb\r\ncd\r\n')
    expect(change).toEqual({ oldRange: r([0, 1], [0, 1]), newRange: r([0, 1], [2, 1]), oldText: '', newText: 'x\r\ny\r\nz' })
  })

  it('uses the previous row ending on the last row, and leaves single-row buffers alone', () => {
    expect(buf('a\rb\ncd').setTextInRange(r([1, 1], [1, 1]), '\r\n').buffer.getText()).toBe('a\rb\nc\nd')
    // One row (its `\r` is no ending): nothing to normalise to.
    expect(buf('ab\rcd').setTextInRange(r([0, 3], [0, 3]), '\r\n').buffer.getText()).toBe('ab\r\r\ncd')
    expect(buf('abcd').setTextInRange(r([0, 2], [0, 2]), 'x\r\ny\rz').buffer.getText()).toBe('abx\r\ny\rzcd')
    expect(buf('ab\r\n').setTextInRange(r([0, 0], [0, 0]), '1\n2', { normalizeLineEndings: false }).buffer.getText()).toBe(
      '1\n2ab\r\n',
    )
  })

  it('replaces across rows and reports both texts', () => {
    const before = buf('one\ntwo\r\nthree')
    const { buffer, change } = before.setTextInRange(r([0, 2], [2, 1]), 'X')
    expect(buffer.getText()).toBe('onXhree')
    expect(change).toEqual({ oldRange: r([0, 2], [2, 1]), newRange: r([0, 2], [0, 3]), oldText: 'e\ntwo\r\nt', newText: 'X' })
    expect(before.getText()).toBe('one\ntwo\r\nthree')
  })

  it('clips the range before replacing', () => {
    const { buffer, change } = buf('ab\ncd').setTextInRange(r([1, 9], [-3, 4]), '')
    expect(buffer.getText()).toBe('')
    expect(change.oldRange).toEqual(r([0, 0], [1, 2]))
    expect(change.newRange).toEqual(r([0, 0], [0, 0]))
  })

  // Atom: a `\r` that an edit leaves right before a `\n` makes one `\r\n` ending with it; the new range is
  // the start traversed by the text's extent (its `\n`s) all the same (values from Atom's text-buffer).
  it('makes a `\\r` meeting a `\\n` one CRLF ending, the new range following the text', () => {
    const { buffer, change } = buf('a\rb').setTextInRange(r([0, 2], [0, 2]), '\nc', { normalizeLineEndings: false })
    expect(rows(buffer)).toEqual([['a', '\r\n'], ['cb', '']])
    expect(change.newRange).toEqual(r([0, 2], [1, 1]))
    const joined = buf('a\rx\nb').setTextInRange(r([0, 2], [0, 3]), '')
    expect(rows(joined.buffer)).toEqual([['a', '\r\n'], ['b', '']])
    expect(joined.change.newRange).toEqual(r([0, 2], [0, 2]))
    const ended = buf('ab\ncd').setTextInRange(r([0, 2], [0, 2]), 'x\r', { normalizeLineEndings: false })
    expect(rows(ended.buffer)).toEqual([['abx', '\r\n'], ['cd', '']])
    expect(ended.change.newRange).toEqual(r([0, 2], [0, 4]))
  })
})

describe('applyReplacements', () => {
  it('applies many edits in old-buffer positions in one call', () => {
    const before = buf('a\nb\r\nc\rd')
    const after = before.applyReplacements([
      { start: p(0, 0), end: p(0, 0), text: '1' },
      { start: p(0, 1), end: p(1, 0), text: '' },
      { start: p(1, 1), end: p(1, 1), text: '2' },
      { start: p(2, 0), end: p(2, 1), text: 'x\ny' },
      { start: p(2, 4), end: p(2, 4), text: '!' },
    ])
    // Atom's text-buffer, applying the same edits last first: `1ab2\r\nx\r\ny\rd!`.
    expect(after.getText()).toBe('1ab2\r\nx\r\ny\rd!')
    expect(before.getText()).toBe('a\nb\r\nc\rd')
  })

  it('applies touching replacements on one row', () => {
    const after = buf('abc').applyReplacements([
      { start: p(0, 0), end: p(0, 1), text: 'X' },
      { start: p(0, 1), end: p(0, 2), text: 'Y' },
      { start: p(0, 2), end: p(0, 2), text: 'Z' },
    ])
    expect(after.getText()).toBe('XYZc')
  })

  it('types one character on every row of a long document', () => {
    const text = Array.from({ length: 3000 }, (_, i) => `row ${i}`).join('\n')
    const before = buf(text)
    const reps = Array.from({ length: 3000 }, (_, i) => ({ start: p(i, 3), end: p(i, 3), text: '_' }))
    const after = before.applyReplacements(reps)
    expect(after.getLineCount()).toBe(3000)
    expect(after.lineForRow(0)).toBe('row_ 0')
    expect(after.lineForRow(2999)).toBe('row_ 2999')
    expect(after.getText()).toBe(text.replace(/row /g, 'row_ '))
    expect(before.lineForRow(1500)).toBe('row 1500')
  })

  it('replaces the whole text: the new text is read as a loaded one, normalised to the first row\'s ending', () => {
    const before = buf('a\r\nb\r\nc')
    const text = Array.from({ length: 2000 }, (_, i) => `line ${i}`).join('\n') + '\n'
    const after = before.applyReplacements([{ start: p(0, 0), end: p(2, 1), text }])
    expect(after.getLineCount()).toBe(2001)
    expect(rows(after).slice(0, 2)).toEqual([['line 0', '\r\n'], ['line 1', '\r\n']])
    expect(rows(after)[2000]).toEqual(['', ''])
    expect(after.getText()).toBe(text.replace(/\n/g, '\r\n'))
    const raw = before.applyReplacements([{ start: p(0, 0), end: p(2, 1), text }], { normalizeLineEndings: false })
    expect(raw.getText()).toBe(text)
    expect(raw.lineForRow(1999)).toBe('line 1999')
    expect(raw.characterIndexForPosition(p(1000, 2))).toBe(text.indexOf('line 1000') + 2)
    // Edits of the new text, and the old buffer, stay exact.
    const edited = raw.setTextInRange(r([1999, 4], [2000, 0]), '!').buffer
    expect(edited.lineForRow(1999)).toBe('line!')
    expect(edited.getLineCount()).toBe(2000)
    expect(before.getText()).toBe('a\r\nb\r\nc')
    expect(raw.origin?.changes).toEqual([{ start: p(0, 0), end: p(2, 1), text }])
  })

  it('returns the same buffer for no replacements', () => {
    const b = buf('x')
    expect(b.applyReplacements([])).toBe(b)
  })
})

describe('versions', () => {
  it('keeps every old version intact', () => {
    let b = buf('start')
    const seen: [TextBuffer, string][] = [[b, 'start']]
    for (let i = 0; i < 200; i++) {
      const at = b.getEndPosition()
      b = b.setTextInRange({ start: at, end: at }, i % 3 === 0 ? '\n' : String(i % 10)).buffer
      seen.push([b, b.getText()])
    }
    for (const [v, text] of seen) expect(v.getText()).toBe(text)
    expect(seen[1]![1]).toBe('start\n')
    expect(seen[0]![0].getLineCount()).toBe(1)
  })

  it('edits the middle of a 200,000-row document', () => {
    const big = buf(Array.from({ length: 200_000 }, (_, i) => `line ${i}`).join('\n'))
    const { buffer } = big.setTextInRange(r([100_000, 5], [100_001, 4]), 'A\nB')
    expect(buffer.getLineCount()).toBe(200_000)
    expect([99_999, 100_000, 100_001, 100_002].map(i => buffer.lineForRow(i))).toEqual([
      'line 99999', 'line A', 'B 100001', 'line 100002',
    ])
    expect(big.lineForRow(100_000)).toBe('line 100000')
    expect(buffer.lineForRow(199_999)).toBe('line 199999')
    expect(buffer.characterIndexForPosition(p(100_001, 0))).toBe(big.characterIndexForPosition(p(100_001, 0)) - 6 + 1)
  })

  it('caches the whole text once built', () => {
    const b = buf('a\nb').setTextInRange(r([0, 0], [0, 0]), 'x').buffer
    expect(b.getText()).toBe(b.getText())
    expect(b.getText()).toBe('xa\nb')
  })
})
