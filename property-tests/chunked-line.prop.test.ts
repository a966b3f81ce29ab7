/**
 * A buffer holding a long row (stored in chunks once edited) against a plain
 * string model: random edits in and around the long row (typing, deletions
 * within a chunk and across many, pastes of whole chunks' worth, line breaks,
 * `\r` meeting `\n`, surrogate pairs, several cursors at once) keep every
 * read equal to the model's: the text, each row's content, length and
 * ending, ranges, offsets and clipped positions.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { runs } from './fc-config.js'
import { LONG_LINE } from '../src/buffer/chunked-line.js'
import { TextBuffer } from '../src/buffer/text-buffer.js'
import type { Pos } from '../src/values/pos.js'
import * as P from '../src/values/pos.js'
import { offsetOf, rowsOf } from '../test/buffer/naive.js'

const LONG = LONG_LINE + 5_000

const filler = (n: number): string => {
  const unit = 'lorem ipsum\tdolor, sit; 😀 amet '
  return unit.repeat(Math.ceil(n / unit.length)).slice(0, n)
}

const insertArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('a', 'xy', ' ', '\t', '😀', '\ud83d', '\ude00', 'é', '\u2028') },
  { weight: 2, arbitrary: fc.constantFrom('\n', '\r', '\r\n', 'a\nb', '') },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 12_000 }).map(filler) },
)

/** One step: what to do, and naturals that pick its positions in the text it finds. */
interface Step {
  readonly kind: 'edit' | 'each'
  readonly at: number
  readonly span: number
  readonly wide: boolean
  readonly text: string
  readonly count: number
}

const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom<'edit' | 'each'>('edit', 'edit', 'edit', 'each'),
  at: fc.nat(),
  span: fc.nat({ max: 30_000 }),
  wide: fc.boolean(),
  text: insertArb,
  count: fc.integer({ min: 1, max: 5 }),
})

// The position `k` code units into `text` (clamped), moved back off a `\r\n` ending's middle.
const positionAt = (text: string, k: number): Pos => {
  const rows = rowsOf(text)
  let rest = k % (text.length + 1)
  for (let row = 0; row < rows.length; row++) {
    const r = rows[row]!
    if (rest <= r.content.length) return P.pos(row, rest)
    rest -= r.content.length + r.ending.length
    if (rest < 0) return P.pos(row, r.content.length)
  }
  const last = rows.length - 1
  return P.pos(last, rows[last]!.content.length)
}

const check = (b: TextBuffer, text: string, probe: number): void => {
  expect(b.getText()).toBe(text)
  const rows = rowsOf(text)
  expect(b.getLineCount()).toBe(rows.length)
  rows.forEach((r, row) => {
    expect(b.lineLengthForRow(row)).toBe(r.content.length)
    expect(b.lineEndingForRow(row)).toBe(r.ending)
    expect(b.lineForRow(row)).toBe(r.content)
  })
  const a = positionAt(text, probe)
  const z = positionAt(text, probe * 7 + 12_345)
  const [s, e] = P.compare(a, z) <= 0 ? [a, z] : [z, a]
  expect(b.getTextInRange(P.span(s, e))).toBe(text.slice(offsetOf(text, s), offsetOf(text, e)))
  expect(b.characterIndexForPosition(e)).toBe(offsetOf(text, e))
  // Clipping moves off the middle of a surrogate pair, as on the plain row.
  const row = rows[a.row]!.content
  const splits = a.column > 0 && a.column < row.length && /[\ud800-\udbff]/.test(row[a.column - 1]!) && /[\udc00-\udfff]/.test(row[a.column]!)
  expect(b.clipPosition(a)).toEqual(splits ? P.pos(a.row, a.column - 1) : a)
}

describe('a long row in chunks reads as the same text in a string', () => {
  it('after random edits and multi-cursor typing', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 25 }), fc.nat(), (steps, probe) => {
        let text = `short\r\n${filler(LONG)}\nend`
        let b = TextBuffer.fromString(text)
        for (const step of steps) {
          if (step.kind === 'edit') {
            const start = positionAt(text, step.at)
            const end = positionAt(text, offsetOf(text, start) + (step.wide ? step.span : step.span % 4))
            const from = offsetOf(text, start)
            const to = Math.max(from, offsetOf(text, end))
            const endPos = to === from ? start : end
            text = text.slice(0, from) + step.text + text.slice(to)
            b = b.setTextInRange(P.span(start, endPos), step.text, { normalizeLineEndings: false }).buffer
          } else {
            // One text with no break typed at several distinct positions of one row.
            const typed = step.text.replace(/[\r\n\u2028]/g, '') || 'k'
            const at = positionAt(text, step.at)
            const length = rowsOf(text)[at.row]!.content.length
            const columns = [...new Set(Array.from({ length: step.count }, (_, i) => (at.column + i * 997) % (length + 1)))].sort((x, y) => x - y)
            const flat: number[] = []
            for (const c of columns) flat.push(at.row, c)
            const rowStart = offsetOf(text, P.pos(at.row, 0))
            for (let i = columns.length - 1; i >= 0; i--) {
              const o = rowStart + columns[i]!
              text = text.slice(0, o) + typed + text.slice(o)
            }
            b = b.insertAtEach(flat, typed)
          }
        }
        check(b, text, probe)
      }),
      runs(40),
    )
  })
})
