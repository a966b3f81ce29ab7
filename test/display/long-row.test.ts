/**
 * The layout of a long row stored in chunks (`long-row.ts`) against
 * `layoutGroup` on the same row as one string: from scratch, and updated
 * edit after edit from the layout of the version before (or from an older
 * one, several edits back).
 */
import { describe, expect, it } from 'vitest'
import { packed } from '../helpers/layout.js'
import { ChunkedLine } from '../../src/buffer/chunked-line.js'
import { isLongRowStandIn, layoutLongRow, LONG_ROW, longRowLayout } from '../../src/display/long-row.js'
import type { DisplayParams } from '../../src/display/params.js'
import { DEFAULT_RATIOS } from '../../src/display/characters.js'
import { layoutGroup, layoutView, type RowSink } from '../../src/display/wrap.js'

const sink = (): RowSink => ({ counts: [], widths: [], starts: [], data: [] })

const params = (softWrapColumn: number, hangingIndent = 0): DisplayParams => ({
  key: `2|${softWrapColumn}|${hangingIndent}|true`,
  tabLength: 2,
  softWrapColumn,
  hangingIndent,
  atomicSoftTabs: true,
  ratios: DEFAULT_RATIOS,
  maxRatio: 2,
})

const expected = (text: string, p: DisplayParams): RowSink => {
  const out = sink()
  layoutGroup(() => text, 0, [], 0, p, out)
  return out
}

// The entry `layoutLongRow` writes, its stand-in replaced by the numbers `longRowLayout` reads (which lays out
// the rest of a row laid out in part, as far as each number read needs).
const actual = (line: ChunkedLine, p: DisplayParams): RowSink => {
  const out = sink()
  const whole = layoutLongRow(line, line.length, p, out)
  if (out.counts[0] === 1) return out
  expect(isLongRowStandIn(layoutView(out.data, 0, out.data.length))).toBe(true)
  const L = longRowLayout(line, line.length, p)
  const data = packed(L)
  const rows = data[1]!
  const exact = sink()
  layoutLongRow(line, line.length, p, exact, true)
  expect(exact.data).toEqual([LONG_ROW, rows, data[2]])
  if (whole) expect(out).toEqual(exact)
  return { ...exact, data }
}

// mulberry32
const prng = (seed: number) => {
  let a = seed >>> 0
  return (n: number): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (((t ^ (t >>> 14)) >>> 0) % n)
  }
}

// Words, spaces, wrap boundaries (`-`, `/`), CJK and half-width characters, a surrogate pair, a combining mark.
const PIECES = ['lorem', ' ', 'ipsum', '-', '/', 'x', '漢字', 'ｱ', '😀', 'e\u0301', '  ', 'consectetur', '(a,b);', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa']
const text = (rand: (n: number) => number, length: number, lead = 0): string => {
  let s = ' '.repeat(lead)
  while (s.length < length) s += PIECES[rand(PIECES.length)]
  return s
}

describe('long rows laid out in chunks', () => {
  it('lays a row out as layoutGroup does, at several wrap columns and hanging indents', () => {
    const rand = prng(1)
    for (const lead of [0, 3, 40]) {
      const s = text(rand, 20_000, lead)
      const line = ChunkedLine.from(s)
      for (const p of [params(1), params(7, 2), params(80), params(500), params(Infinity)]) expect(actual(line, p)).toEqual(expected(s, p))
    }
  })

  it('counts wide characters with the ratios setDefaultCharWidth measured, as layoutGroup does', () => {
    const s = text(prng(21), 20_000)
    const line = ChunkedLine.from(s)
    const ratios = { doubleWidth: 3, halfWidth: 0.75, korean: 2.5 }
    const p: DisplayParams = { ...params(80), key: '2|80|0|true|3,0.75,2.5', ratios, maxRatio: 3 }
    expect(actual(line, p)).toEqual(expected(s, p))
    expect(actual(line, p)).not.toEqual(actual(line, params(80)))
  })

  it('a row with no wrap boundary wraps every wrap column, and an insertion moves every wrap', () => {
    const s = 'x'.repeat(10_000)
    const p = params(100)
    let line = ChunkedLine.from(s)
    expect(actual(line, p).counts).toEqual([100])
    line = line.replace(5_000, 5_000, 'y')
    // Laid out only some wraps past the edit: 50 wraps before it, the one it moved and 16 after.
    const partial = sink()
    expect(layoutLongRow(line, line.length, p, partial)).toBe(false)
    expect(partial.counts).toEqual([67])
    expect(actual(line, p)).toEqual(expected(`${s.slice(0, 5_000)}y${s.slice(5_000)}`, p))
  })

  it('updates the layout edit after edit, and across several edits at once', () => {
    for (let seed = 2; seed < 14; seed++) {
      const rand = prng(seed)
      const p = params([3, 20, 80, 500][seed % 4]!, seed % 3)
      let s = text(rand, 12_000 + rand(4_000), seed % 5 === 0 ? 600 : rand(4))
      let line = ChunkedLine.from(s)
      expect(actual(line, p)).toEqual(expected(s, p))
      for (let k = 0; k < 40; k++) {
        const from = rand(s.length + 1)
        const to = Math.min(s.length, from + (rand(3) === 0 ? rand(3_000) : rand(4)))
        const insert = rand(2) === 0 ? '' : text(rand, rand(3) === 0 ? 1_500 : rand(6))
        s = s.slice(0, from) + insert + s.slice(to)
        line = line.replace(from, to, insert)
        // Laid out after most edits; after some, only once several have piled up.
        if (rand(4) !== 0) expect(actual(line, p)).toEqual(expected(s, p))
      }
      expect(actual(line, p)).toEqual(expected(s, p))
    }
  })

  it('a line joined from two is laid out from both lines\' layouts, as layoutGroup lays out the joined text', () => {
    for (const seed of [31, 32]) {
      const rand = prng(seed)
      const p = params(seed === 31 ? 80 : 500)
      // Periodic text (the wraps of the joined part never fall back in step with the second line's) and random text.
      const first = seed === 31 ? 'lorem ipsum dolor '.repeat(2_000) : text(rand, 40_000)
      const second = seed === 31 ? 'sit amet, consectetur '.repeat(2_000) : text(rand, 40_000)
      const a = ChunkedLine.from(first)
      const b = ChunkedLine.from(second)
      actual(a, p)
      actual(b, p)
      const head = a.replace(30_000, a.length, 'JOIN')
      const joined = ChunkedLine.joined(head, b, 1_000)
      expect(actual(joined, p)).toEqual(expected(`${first.slice(0, 30_000)}JOIN${second.slice(1_000)}`, p))
    }
  })

  it('edits in the leading blanks change the wrap indentation of every row', () => {
    const s = `${' '.repeat(10)}${'word '.repeat(4_000)}`
    const p = params(60)
    const line = ChunkedLine.from(s)
    expect(actual(line, p)).toEqual(expected(s, p))
    const fewer = line.replace(0, 6, '')
    expect(actual(fewer, p)).toEqual(expected(s.slice(6), p))
  })
})
