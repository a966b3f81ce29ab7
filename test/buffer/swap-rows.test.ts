import { describe, expect, it } from 'vitest'
import { TextBuffer } from '../../src/buffer/text-buffer.js'

const triples = (...t: number[]): Int32Array => Int32Array.from(t)

describe('TextBuffer.swapRows', () => {
  it('moves each lower run above its upper one, endings kept, other rows untouched', () => {
    const b = TextBuffer.fromString('a\nb\nc\nd\ne\nf\ng')
    const s = b.swapRows(triples(0, 1, 3, 4, 5, 6))!
    expect(s.getText()).toBe('b\nc\na\nd\nf\ne\ng')
    expect(s.getLineCount()).toBe(7)
    // The parent is untouched.
    expect(b.getText()).toBe('a\nb\nc\nd\ne\nf\ng')
  })

  it('reports one whole-row replacement per triple, which replayed on the parent gives the same text', () => {
    const b = TextBuffer.fromString('one\r\ntwo\r\nthree\r\nfour\r\nfive')
    TextBuffer.trackLineage(b)
    const s = b.swapRows(triples(1, 3, 4))!
    expect(s.getText()).toBe('one\r\nfour\r\ntwo\r\nthree\r\nfive')
    expect(s.origin!.parent.deref()).toBe(b)
    expect(s.origin!.changes).toEqual([{ start: { row: 1, column: 0 }, end: { row: 4, column: 0 }, text: 'four\r\ntwo\r\nthree\r\n' }])
    expect(b.applyReplacements(s.origin!.changes, { normalizeLineEndings: false }).getText()).toBe(s.getText())
  })

  it('works across leaves of a loaded document', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `row ${i}`)
    const b = TextBuffer.fromString(rows.join('\n'))
    const t: number[] = []
    for (let r = 10; r + 2 < 4990; r += 97) t.push(r, r + 1, r + 3)
    const s = b.swapRows(Int32Array.from(t))!
    const want = rows.slice()
    for (let k = 0; k < t.length; k += 3) want.splice(t[k]!, 3, rows[t[k]! + 1]!, rows[t[k]! + 2]!, rows[t[k]!]!)
    expect(s.getText()).toBe(want.join('\n'))
  })

  it('refuses what is not a plain exchange of rows', () => {
    const b = TextBuffer.fromString('a\nb\r\nc\nd\ne')
    // The last row has no ending.
    expect(b.swapRows(triples(2, 4, 5))).toBeNull()
    // Rows with different endings.
    expect(b.swapRows(triples(0, 1, 2))).toBeNull()
    // Empty runs and rows out of order.
    expect(b.swapRows(triples(2, 2, 3))).toBeNull()
    expect(b.swapRows(triples(3, 2, 4))).toBeNull()
    // The row below has another ending (the last row, with none, is fine).
    expect(TextBuffer.fromString('a\nb\nc\r\nd').swapRows(triples(0, 1, 2))).toBeNull()
    expect(TextBuffer.fromString('a\nb\nc').swapRows(triples(0, 1, 2))!.getText()).toBe('b\na\nc')
    // Overlapping triples (touching ones are fine).
    const plain = TextBuffer.fromString('a\nb\nc\nd\ne\nf')
    expect(plain.swapRows(triples(0, 1, 3, 2, 3, 4))).toBeNull()
    expect(plain.swapRows(triples(0, 1, 3, 3, 4, 5))!.getText()).toBe('b\nc\na\ne\nd\nf')
    // The row above ends with a lone CR: a moved empty row would fuse with it.
    expect(TextBuffer.fromString('a\rb\nc\nd').swapRows(triples(1, 2, 3))).toBeNull()
    expect(b.swapRows(triples())).toBe(b)
  })
})
