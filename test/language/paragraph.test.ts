import { describe, expect, it } from 'vitest'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import {
  beginningOfNextParagraph,
  beginningOfPreviousParagraph,
  getCurrentParagraphBufferRange,
} from '../../src/language/paragraph.js'
import type { Pos, Span } from '../../src/values/pos.js'
import { pos } from '../../src/values/pos.js'
import { SAMPLE_JS } from '../fixtures/sample-js.js'

const sample = TextBuffer.fromString(SAMPLE_JS)
const buf = (text: string): TextBuffer => TextBuffer.fromString(text)
const P = (row: number, column: number): Pos => pos(row, column)
const S = (r0: number, c0: number, r1: number, c1: number): Span => ({ start: pos(r0, c0), end: pos(r1, c1) })
const next = (text: string, p: Pos): Pos => beginningOfNextParagraph(buf(text), p)
const prev = (text: string, p: Pos): Pos => beginningOfPreviousParagraph(buf(text), p)

describe('beginningOfNextParagraph', () => {
  it('lands on the blank line (sample)', () => {
    expect(beginningOfNextParagraph(sample, P(0, 6))).toEqual(P(10, 0))
    expect(beginningOfNextParagraph(sample, P(9, 4))).toEqual(P(10, 0))
  })

  it('goes one column before EOF when no blank line follows (Atom quirk)', () => {
    expect(beginningOfNextParagraph(sample, P(10, 0))).toEqual(P(12, 1))
    expect(beginningOfNextParagraph(sample, P(12, 2))).toEqual(P(12, 1))
    expect(next('abc', P(0, 0))).toEqual(P(0, 2))
    expect(next('abc\n', P(0, 0))).toEqual(P(1, 0)) // [1, -1] clipped
    expect(next('', P(0, 0))).toEqual(P(0, 0))
  })

  it('needs a line ending after the blank line', () => {
    expect(next('abc\n\n', P(0, 0))).toEqual(P(1, 0))
    expect(next('abc\n\n', P(1, 0))).toEqual(P(2, 0))
    expect(next('abc\n  ', P(0, 1))).toEqual(P(1, 1))
  })

  it('steps through consecutive blank lines one by one', () => {
    const text = 'a\n\n\n\nb'
    expect(next(text, P(0, 0))).toEqual(P(1, 0))
    expect(next(text, P(1, 0))).toEqual(P(2, 0))
    expect(next(text, P(2, 0))).toEqual(P(3, 0))
    expect(next(text, P(3, 0))).toEqual(P(4, 0))
  })

  it('treats lines of spaces and tabs as blank, but not other whitespace', () => {
    expect(next('a\n \t \nb', P(0, 0))).toEqual(P(1, 0))
    expect(next('a\n\u00a0\nb', P(0, 0))).toEqual(P(2, 0))
  })

  it('handles blank lines at the start of the buffer', () => {
    expect(next('\n\nabc', P(0, 0))).toEqual(P(1, 0))
    expect(next('\n\nabc', P(1, 0))).toEqual(P(2, 2))
  })

  it('follows the line-ending rules of the blank-line pattern', () => {
    expect(next('a\r\n\r\nb', P(0, 0))).toEqual(P(1, 0))
    expect(next('a\r\n \t\r\nb', P(0, 1))).toEqual(P(1, 0))
    expect(next('a\r\n\nb', P(0, 0))).toEqual(P(1, 0)) // matched from the CRLF's `\n`
    expect(next('a\n\r\nb', P(0, 0))).toEqual(P(2, 0)) // `\n` then `\r\n`: no match
    // A lone `\r` is a character of its row (values from Pulsar's editor).
    expect(next('a\r\rb', P(0, 0))).toEqual(P(0, 3))
    expect(next('a\r\r\nb', P(0, 0))).toEqual(P(1, 0))
    expect(next('a\n\r\n\rb', P(0, 0))).toEqual(P(2, 1))
    expect(next('a\r\n\r\r\nb', P(0, 0))).toEqual(P(2, 0))
    expect(prev('a\r\rb\nc', P(1, 0))).toEqual(P(0, 0))
    expect(prev('a\r\n\r\r\nb', P(2, 0))).toEqual(P(0, 0))
  })
})

describe('beginningOfPreviousParagraph', () => {
  it('goes to [0,0] from the blank line (sample)', () => {
    expect(beginningOfPreviousParagraph(sample, P(10, 0))).toEqual(P(0, 0))
    expect(beginningOfPreviousParagraph(sample, P(12, 2))).toEqual(P(10, 0))
    expect(beginningOfPreviousParagraph(sample, P(12, 0))).toEqual(P(10, 0))
  })

  it('only sees blank lines that end before the previous row', () => {
    // The scan stops at [row - 1, column], so row 11 cannot see row 10's break.
    expect(beginningOfPreviousParagraph(sample, P(11, 5))).toEqual(P(0, 0))
    expect(prev('a\n\nb\nc', P(3, 1))).toEqual(P(1, 0))
    expect(prev('a\n\nb\nc', P(2, 1))).toEqual(P(0, 0))
  })

  it('stays at [0,0] at the top and in an empty buffer', () => {
    expect(beginningOfPreviousParagraph(sample, P(0, 0))).toEqual(P(0, 0))
    expect(beginningOfPreviousParagraph(sample, P(0, 10))).toEqual(P(0, 0))
    expect(prev('', P(0, 0))).toEqual(P(0, 0))
    expect(prev('\n\nabc', P(2, 3))).toEqual(P(0, 0))
  })

  it('matches every other blank line in a run, as the regex does', () => {
    const four = 'a\n\n\n\nb' // blank rows 1–3
    expect(prev(four, P(4, 1))).toEqual(P(1, 0))
    const six = 'a\n\n\n\n\n\nb' // blank rows 1–5
    expect(prev(six, P(6, 1))).toEqual(P(3, 0))
    expect(prev(six, P(6, 0))).toEqual(P(3, 0))
    expect(prev(six, P(5, 0))).toEqual(P(3, 0))
    expect(prev(six, P(4, 0))).toEqual(P(1, 0))
    expect(prev(six, P(3, 0))).toEqual(P(1, 0))
    expect(prev(six, P(2, 0))).toEqual(P(0, 0))
  })

  it('follows the line-ending rules of the blank-line pattern', () => {
    expect(prev('a\r\n\r\nb\r\nc', P(3, 0))).toEqual(P(1, 0))
    expect(prev('a\n\r\nb\nc', P(3, 0))).toEqual(P(0, 0))
    expect(prev('a\n\u00a0\nb\nc', P(3, 0))).toEqual(P(0, 0))
  })
})

describe('getCurrentParagraphBufferRange', () => {
  it('spans the non-blank rows around the cursor (sample)', () => {
    expect(getCurrentParagraphBufferRange(sample, P(3, 5))).toEqual(S(0, 0, 9, 4))
    expect(getCurrentParagraphBufferRange(sample, P(0, 0))).toEqual(S(0, 0, 9, 4))
    expect(getCurrentParagraphBufferRange(sample, P(10, 0))).toBeUndefined()
    expect(getCurrentParagraphBufferRange(sample, P(11, 3))).toEqual(S(11, 0, 12, 2))
  })

  it('is separated by whitespace-only lines of any \\s', () => {
    const b = buf('a\nbc\n   \nd\n\u00a0\ne')
    expect(getCurrentParagraphBufferRange(b, P(0, 0))).toEqual(S(0, 0, 1, 2))
    expect(getCurrentParagraphBufferRange(b, P(2, 1))).toBeUndefined()
    expect(getCurrentParagraphBufferRange(b, P(3, 0))).toEqual(S(3, 0, 3, 1))
    expect(getCurrentParagraphBufferRange(b, P(4, 0))).toBeUndefined()
    expect(getCurrentParagraphBufferRange(b, P(5, 1))).toEqual(S(5, 0, 5, 1))
    expect(getCurrentParagraphBufferRange(buf(''), P(0, 0))).toBeUndefined()
  })

  it('splits on a change of comment status', () => {
    const text = 'x\n// one\n// two\ny\nz'
    const lines = text.split('\n')
    const commented = (row: number): boolean => (lines[row] ?? '').trimStart().startsWith('//')
    const b = buf(text)
    expect(getCurrentParagraphBufferRange(b, P(1, 0), commented)).toEqual(S(1, 0, 2, 6))
    expect(getCurrentParagraphBufferRange(b, P(3, 0), commented)).toEqual(S(3, 0, 4, 1))
    expect(getCurrentParagraphBufferRange(b, P(0, 0), commented)).toEqual(S(0, 0, 0, 1))
    expect(getCurrentParagraphBufferRange(b, P(0, 0))).toEqual(S(0, 0, 4, 1))
  })

  it('ends before the line ending on CRLF rows', () => {
    const b = buf('ab\r\ncd\r\n\r\nef\r\n')
    expect(getCurrentParagraphBufferRange(b, P(0, 1))).toEqual(S(0, 0, 1, 2))
    expect(getCurrentParagraphBufferRange(b, P(3, 2))).toEqual(S(3, 0, 3, 2))
  })
})
