import { describe, expect, it } from 'vitest'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import { LONG_LINE } from '../../src/buffer/chunked-line.js'
import type { Pos } from '../../src/values/pos.js'

// The whole text and the text of ranges are read from a loaded document's
// string in slices where its lines are untouched, and line by line where
// edits replaced them: both ways must give the text a plain string model has.

const p = (row: number, column: number): Pos => ({ row, column })

// A plain string model of a buffer: offsets of a position, as the buffer counts them.
const offsetIn = (text: string, at: Pos): number => {
  let offset = 0
  for (let row = 0; row < at.row; row++) offset = text.indexOf('\n', offset) + 1
  return offset + at.column
}

// mulberry32
const rng = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const loaded = (rows: number, ending = '\n'): string =>
  Array.from({ length: rows }, (_, i) => `row ${i}${'\t·'.repeat(i % 5)}`).join(ending)

describe('whole text of a loaded document', () => {
  it('reads an edited row between untouched ones: the texts around it as they were loaded', () => {
    const text = loaded(2000)
    const b = TextBuffer.fromString(text).setTextInRange({ start: p(1000, 0), end: p(1000, 0) }, 'x').buffer
    const at = text.indexOf('row 1000')
    expect(b.getText()).toBe(text.slice(0, at) + 'x' + text.slice(at))
    expect(b.getTextInRange({ start: p(998, 2), end: p(1003, 1) })).toBe(b.getText().slice(offsetIn(b.getText(), p(998, 2)), offsetIn(b.getText(), p(1003, 1))))
  })

  it('matches a string model through random edits: one row, many rows of one leaf, rows added and removed, CRLF', () => {
    for (const [seed, ending] of [[1, '\n'], [2, '\r\n'], [3, '\n']] as const) {
      const next = rng(seed)
      let model = loaded(3000, ending)
      let b = TextBuffer.fromString(model)
      for (let step = 0; step < 300; step++) {
        const rows = b.getLineCount()
        const row = Math.floor(next() * rows)
        const kind = next()
        // Most edits stay inside a row (the loaded leaf keeps the new row beside its text); some
        // cut rows or add them (the leaf copies its lines out), some repeat a nearby row.
        const endRow = kind < 0.7 ? row : Math.min(rows - 1, row + Math.floor(next() * 40))
        const start = p(row, Math.floor(next() * (b.lineLengthForRow(row) + 1)))
        const end = endRow === row ? p(row, Math.max(start.column, Math.floor(next() * (b.lineLengthForRow(row) + 1)))) : p(endRow, Math.floor(next() * (b.lineLengthForRow(endRow) + 1)))
        const inserted = kind < 0.85 ? String.fromCharCode(97 + (step % 26)) : `new${step}${ending}more`
        // Offsets in the model with its real endings: rows before the start each have `ending`.
        const real = (at: Pos): number => offsetIn(model.replace(/\r\n/g, '\n'), at) + (ending.length - 1) * at.row
        model = model.slice(0, real(start)) + inserted + model.slice(real(end))
        b = b.setTextInRange({ start, end }, inserted, { normalizeLineEndings: false }).buffer
        if (step % 50 === 49) expect(b.getText()).toBe(model)
      }
      expect(b.getText()).toBe(model)
      expect(b.getLength()).toBe(model.length)
      const mid = Math.floor(b.getLineCount() / 2)
      expect(b.getTextInRange({ start: p(10, 1), end: p(mid, 2) })).toBe(model.slice(b.characterIndexForPosition(p(10, 1)), b.characterIndexForPosition(p(mid, 2))))
    }
  })

  it('keeps a long row edited in its chunks, and rows of two loaded texts, in order', () => {
    const long = 'w'.repeat(LONG_LINE + 100)
    const text = `${loaded(100)}\n${long}\n${loaded(100)}`
    let b = TextBuffer.fromString(text)
    b = b.setTextInRange({ start: p(100, 10), end: p(100, 10) }, 'LONG').buffer
    // A pasted text long enough is loaded as a text of its own.
    const pasted = `${loaded(300).replace(/row/g, 'pasted')}\n`
    b = b.setTextInRange({ start: p(50, 0), end: p(50, 0) }, pasted).buffer
    const at = text.indexOf('row 50')
    const expected = text.slice(0, at) + pasted + text.slice(at, text.indexOf(long) + 10) + 'LONG' + text.slice(text.indexOf(long) + 10)
    expect(b.getText()).toBe(expected)
    expect(b.getTextInRange({ start: p(40, 0), end: p(500, 3) })).toBe(expected.slice(b.characterIndexForPosition(p(40, 0)), b.characterIndexForPosition(p(500, 3))))
  })
})
