import fc from 'fast-check'
import { runs } from './fc-config.js'
import { describe, expect, it } from 'vitest'
import * as T from '../src/buffer/line-tree.js'
import { TextBuffer } from '../src/buffer/text-buffer.js'
import type { Replacement, ScanMatch } from '../src/buffer/text-buffer.js'
import type { Pos, Span } from '../src/values/pos.js'
import * as P from '../src/values/pos.js'
import { checkTree, naiveJoinedScan, naiveRowScan, offsetOf, positionsOf, replaceModel, rowsOf } from '../test/buffer/naive.js'
import { endOfInsertedText } from '../src/state/selections.js'
import type { Found } from '../test/buffer/naive.js'

// ─── arbitraries ────────────────────────────────────────────────────────────

// Pieces that reach the edges: every ending, tabs, blanks, punctuation, a
// surrogate pair, and runs long enough to cross leaf boundaries.
const piece = fc.constantFrom('a', 'bc', ' ', '\t', '.', ',', '😀', '\n', '\n', '\r\n', '\r', '\n\n', '  \n', 'x_y')
const textArb = fc.array(piece, { maxLength: 40 }).map(ps => ps.join(''))
// Many short rows, so edits cross leaves of the tree.
const tallTextArb = fc
  .array(fc.constantFrom('a', ' b', '', '\t', '.x'), { minLength: 30, maxLength: 150 })
  .chain(rows => fc.array(fc.constantFrom('\n', '\r\n', '\r'), { minLength: rows.length, maxLength: rows.length })
    .map(ends => rows.map((r, i) => r + (i < rows.length - 1 ? ends[i] : '')).join('')))
const insertArb = fc.array(piece, { maxLength: 6 }).map(ps => ps.join(''))

// A valid position of `text`, picked by two naturals (map, not chain: shrinks well).
const pick = (text: string, k: number): Pos => {
  const all = positionsOf(text)
  return all[k % all.length]!
}

const rangeIn = (text: string, a: number, b: number): Span => P.span(pick(text, a), pick(text, b))

const show = (ms: readonly { range: Span; text?: string; matchText?: string }[]): Found[] =>
  ms.map(m => ({ range: { start: { ...m.range.start }, end: { ...m.range.end } }, text: (m.text ?? m.matchText)! }))

const forward = (buf: TextBuffer, re: RegExp, range: Span): Found[] => {
  const out: ScanMatch[] = []
  buf.scanInRange(re, range, m => void out.push(m))
  return show(out)
}

const backward = (buf: TextBuffer, re: RegExp, range: Span): Found[] => {
  const out: ScanMatch[] = []
  buf.backwardsScanInRange(re, range, m => void out.push(m))
  return show(out)
}

const WORD = /^[\t ]*$|[^\s\/\\\(\)"':,\.;<>~!@#\$%\^&\*\|\+=\[\]\{\}`\?\-…]+|[\/\\\(\)"':,\.;<>~!@#\$%\^&\*\|\+=\[\]\{\}`\?\-…]+/g
const PARAGRAPH = /(\r\n[\t ]*\r\n)|(\n[\t ]*\n)/g
// Multi-line patterns without `^`/`$`: a whitespace run crossing rows, and a bounded one.
const MULTI = [PARAGRAPH, /\s*[.,]+/g, /[.,]+\s*/g, /a\n\s*\S/g, /\n\n|b/g]

const expectRows = (buf: TextBuffer, text: string): void => {
  const rows = rowsOf(text)
  expect(buf.getLineCount()).toBe(rows.length)
  rows.forEach((r, row) => {
    expect(buf.lineForRow(row)).toBe(r.content)
    expect(buf.lineEndingForRow(row)).toBe(r.ending)
  })
}

// ─── laws ───────────────────────────────────────────────────────────────────

describe('TextBuffer model', () => {
  it('round-trips any text and splits it like the model', () =>
    fc.assert(
      fc.property(fc.oneof(textArb, tallTextArb), text => {
        const buf = TextBuffer.fromString(text)
        expect(buf.getText()).toBe(text)
        expect(buf.getLength()).toBe(text.length)
        expectRows(buf, text)
      }),
    ))

  it('setTextInRange without normalisation agrees with string splicing, and old versions keep their text', () =>
    fc.assert(
      fc.property(
        fc.oneof(textArb, tallTextArb),
        fc.array(fc.tuple(fc.nat(), fc.nat(), insertArb), { maxLength: 12 }),
        (text, edits) => {
          const versions: [TextBuffer, string][] = [[TextBuffer.fromString(text), text]]
          for (const [a, b, insert] of edits) {
            const [buf, model] = versions[versions.length - 1]!
            const range = rangeIn(model, a, b)
            const { buffer, change } = buf.setTextInRange(range, insert, { normalizeLineEndings: false })
            const next = replaceModel(model, range.start, range.end, insert)
            expect(buffer.getText()).toBe(next)
            expect(change.oldText).toBe(model.slice(offsetOf(model, range.start), offsetOf(model, range.end)))
            // The new range is the start traversed by the text's extent (Atom's), which may pass the end of
            // a row whose `\r` met a `\n` and became part of its ending: compared once clipped.
            expect(change.newRange).toEqual({ start: range.start, end: endOfInsertedText(range.start, insert) })
            const shown = buffer.clipRange(change.newRange)
            expect(buffer.getTextInRange(change.newRange)).toBe(next.slice(offsetOf(next, shown.start), offsetOf(next, shown.end)))
            versions.push([buffer, next])
          }
          for (const [buf, model] of versions) {
            expect(buf.getText()).toBe(model)
            expectRows(buf, model)
          }
        },
      ),
      runs(150),
    ))

  it('applyReplacements equals applying the same replacements one by one from the last', () =>
    fc.assert(
      fc.property(
        fc.oneof(textArb, tallTextArb),
        fc.array(fc.tuple(fc.nat(), fc.nat(), insertArb), { maxLength: 20 }),
        (text, raw) => {
          // Sorted, non-overlapping (touching allowed), no two insertions at one spot.
          const all = positionsOf(text)
          const cuts = [...new Set(raw.flatMap(([a, b]) => [a % all.length, b % all.length]))].sort((x, y) => x - y)
          const reps: Replacement[] = []
          for (let i = 0; i + 1 < cuts.length; i += 2) {
            const [, , insert] = raw[(i / 2) % raw.length]!
            reps.push({ start: all[cuts[i]!]!, end: all[cuts[i + 1]!]!, text: insert })
          }
          let model = text
          for (let i = reps.length - 1; i >= 0; i--) model = replaceModel(model, reps[i]!.start, reps[i]!.end, reps[i]!.text)
          const before = TextBuffer.fromString(text)
          const after = before.applyReplacements(reps, { normalizeLineEndings: false })
          expect(after.getText()).toBe(model)
          expectRows(after, model)
          expect(before.getText()).toBe(text)
        },
      ),
      runs(150),
    ))

  it('normalisation writes every inserted break as the ending of the edited row, else of the row above', () =>
    fc.assert(
      fc.property(textArb, fc.nat(), fc.nat(), insertArb, (text, a, b, insert) => {
        const range = rangeIn(text, a, b)
        const rows = rowsOf(text)
        const ending = rows[range.start.row]!.ending || rows[range.start.row - 1]?.ending || ''
        const expected = ending === '' ? insert : insert.replace(/\r\n|\r|\n/g, ending)
        const { buffer, change } = TextBuffer.fromString(text).setTextInRange(range, insert)
        expect(change.newText).toBe(expected)
        expect(buffer.getText()).toBe(replaceModel(text, range.start, range.end, expected))
      }),
    ))
})

// Documents long enough (4,096 characters and more, `\n` only) to be loaded lazily: leaves read their
// lines from the loaded text and keep the few lines edits replace beside it.
const loadedTextArb = fc
  .array(fc.array(fc.constantFrom('a', 'b', ' ', '\t', '.', '😀', 'word', 'é'), { maxLength: 12 }).map(cs => cs.join('')), { minLength: 40, maxLength: 120 })
  .map(rows => {
    let text = rows.join('\n')
    for (let k = 0; text.length < 4096; k++) text += `\n${k}\n` + rows.join('\n')
    return text
  })

type LoadedEdit =
  | { kind: 'type'; at: number[]; text: string }
  | { kind: 'replace'; a: number; b: number; text: string }

const loadedEditArb: fc.Arbitrary<LoadedEdit> = fc.oneof(
  // Typing at several cursors, often many in one leaf (more than it keeps beside its text).
  fc.tuple(fc.nat(), fc.array(fc.nat({ max: 40 }), { minLength: 1, maxLength: 14 }), fc.constantFrom('x', 'yz', '😀'))
    .map(([first, gaps, text]) => ({ kind: 'type' as const, at: [first, ...gaps], text })),
  fc.tuple(fc.nat(), fc.nat({ max: 12 }), fc.constantFrom('', 'q', 'r\ns', '\n', 'tt'))
    .map(([a, d, text]) => ({ kind: 'replace' as const, a, b: a + d, text })),
)

describe('a loaded document', () => {
  it('agrees with the model under typing and replacements, and old versions keep their text', () =>
    fc.assert(
      fc.property(loadedTextArb, fc.array(loadedEditArb, { maxLength: 20 }), fc.array(fc.nat(), { minLength: 3, maxLength: 3 }), (text, edits, probes) => {
        const versions: [TextBuffer, string][] = [[TextBuffer.fromString(text), text]]
        for (const e of edits) {
          const [buf, model] = versions[versions.length - 1]!
          let next: [TextBuffer, string]
          if (e.kind === 'type') {
            // Distinct positions in order: each gap moves on by that many positions (wrapping to the start).
            const all = positionsOf(model)
            const picked = new Set<number>()
            let k = e.at[0]! % all.length
            for (const g of e.at) picked.add((k = (k + g) % all.length))
            const at = [...picked].sort((x, y) => x - y).map(i => all[i]!)
            // Insertions between the halves of a surrogate pair are no cursor position.
            fc.pre(at.every(p => buf.clipPosition(p) === p || P.equals(buf.clipPosition(p), p)))
            let m = model
            for (let i = at.length - 1; i >= 0; i--) m = replaceModel(m, at[i]!, at[i]!, e.text)
            next = [buf.insertAtEach(at.length === 1 ? at[0]! : at.flatMap(p => [p.row, p.column]), e.text), m]
          } else {
            const range = rangeIn(model, e.a, e.b)
            next = [buf.setTextInRange(range, e.text, { normalizeLineEndings: false }).buffer, replaceModel(model, range.start, range.end, e.text)]
          }
          expect(next[0].getText()).toBe(next[1])
          versions.push(next)
        }
        for (const [buf, model] of versions) {
          expectRows(buf, model)
          expect(buf.getLength()).toBe(model.length)
          for (const n of probes) {
            const p = pick(model, n)
            expect(buf.characterIndexForPosition(p)).toBe(offsetOf(model, p))
            expect(buf.positionForCharacterIndex(offsetOf(model, p))).toEqual(p)
          }
          expect(buf.getText()).toBe(model)
        }
      }),
      runs(60),
    ))
})

describe('line tree', () => {
  // Splices as (from, length, inserted count) over an array model; big
  // counts force leaves and branches to split and merge.
  const spliceArb = fc.tuple(fc.nat(), fc.nat({ max: 300 }), fc.nat({ max: 400 }))

  it('stays balanced and agrees with an array under batches of splices', () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.array(fc.array(spliceArb, { minLength: 1, maxLength: 6 }), { maxLength: 8 }),
        (n, batches) => {
          let model = Array.from({ length: n }, (_, i) => `${i}\n`)
          let root = T.build(model)
          let fresh = 0
          for (const batch of batches) {
            // Sorted, non-overlapping row spans, each covering at least one row.
            const spans = batch
              .map(([a, len, ins]) => ({ from: a % model.length, len: 1 + (len % 40), ins }))
              .sort((x, y) => x.from - y.from)
            const splices: T.Splice[] = []
            let next = 0
            for (const { from, len, ins } of spans) {
              const start = Math.max(from, next)
              const to = Math.min(model.length, start + len)
              if (start >= to) continue
              splices.push({ from: start, to, lines: Array.from({ length: ins }, () => `n${fresh++}\n`) })
              next = to
            }
            // Keep at least one row, as the buffer always does.
            const kept = splices.reduce((k, sp) => k - (sp.to - sp.from) + sp.lines.length, model.length)
            if (kept === 0) continue
            for (let i = splices.length - 1; i >= 0; i--) {
              const sp = splices[i]!
              model = [...model.slice(0, sp.from), ...(sp.lines as string[]), ...model.slice(sp.to)]
            }
            root = T.splice(root, splices)
            checkTree(root)
            expect(T.linesIn(root, 0, root.lineCount)).toEqual(model)
          }
        },
      ),
      runs(60),
    ))
})

describe('TextBuffer positions', () => {
  const coord = fc.oneof(fc.integer({ min: -3, max: 40 }), fc.constant(Infinity), fc.constant(-Infinity))

  it('clipPosition lands on a valid position, off surrogate middles, and is idempotent', () =>
    fc.assert(
      fc.property(textArb, coord, coord, (text, row, column) => {
        const buf = TextBuffer.fromString(text)
        const p = buf.clipPosition({ row, column })
        expect(p.row).toBeGreaterThanOrEqual(0)
        expect(p.row).toBeLessThanOrEqual(buf.getLastRow())
        expect(p.column).toBeGreaterThanOrEqual(0)
        expect(p.column).toBeLessThanOrEqual(buf.lineLengthForRow(p.row))
        const line = buf.lineForRow(p.row)
        expect(/^[\udc00-\udfff]/.test(line.slice(p.column)) && /[\ud800-\udbff]$/.test(line.slice(0, p.column))).toBe(false)
        expect(buf.clipPosition(p)).toEqual(p)
        expect(buf.clampPosition(buf.clampPosition({ row, column }))).toEqual(buf.clampPosition({ row, column }))
      }),
    ))

  it('index and position round-trip', () =>
    fc.assert(
      fc.property(textArb, text => {
        const buf = TextBuffer.fromString(text)
        for (const p of positionsOf(text)) {
          const i = buf.characterIndexForPosition(p)
          expect(i).toBe(offsetOf(text, p))
          expect(buf.positionForCharacterIndex(i)).toEqual(p)
        }
        for (let i = -1; i <= text.length + 1; i++) {
          const back = buf.characterIndexForPosition(buf.positionForCharacterIndex(i))
          const inCRLF = text[i - 1] === '\r' && text[i] === '\n'
          expect(back).toBe(inCRLF ? i - 1 : Math.max(0, Math.min(i, text.length)))
        }
      }),
    ))
})

describe('TextBuffer scanning', () => {
  const scanCase = fc.tuple(fc.oneof(textArb, tallTextArb), fc.nat(), fc.nat())

  it('forward word scans equal a row-by-row reference; backward scans are their reverse', () =>
    fc.assert(
      fc.property(scanCase, ([text, a, b]) => {
        const buf = TextBuffer.fromString(text)
        const range = rangeIn(text, a, b)
        const fwd = forward(buf, WORD, range)
        expect(fwd).toEqual(naiveRowScan(text, WORD, range))
        expect(backward(buf, WORD, range)).toEqual([...fwd].reverse())
      }),
      runs(300),
    ))

  it('multi-line patterns equal a search of the joined range text, both ways', () =>
    fc.assert(
      fc.property(scanCase, fc.constantFrom(...MULTI), ([text, a, b], re) => {
        const buf = TextBuffer.fromString(text)
        const range = rangeIn(text, a, b)
        const fwd = forward(buf, re, range)
        expect(fwd).toEqual(naiveJoinedScan(text, re, range))
        expect(backward(buf, re, range)).toEqual([...fwd].reverse())
      }),
      runs(300),
    ))

  it('stopping early reports a prefix of the full scan', () =>
    fc.assert(
      fc.property(scanCase, fc.nat(5), ([text, a, b], k) => {
        const buf = TextBuffer.fromString(text)
        const range = rangeIn(text, a, b)
        const all = forward(buf, WORD, range)
        const some: ScanMatch[] = []
        buf.scanInRange(WORD, range, m => (some.push(m), some.length > k))
        expect(show(some)).toEqual(all.slice(0, k + 1))
        const back: ScanMatch[] = []
        buf.backwardsScanInRange(WORD, range, m => (back.push(m), back.length > k))
        expect(show(back)).toEqual([...all].reverse().slice(0, k + 1))
      }),
    ))
})

describe('getEndPosition', () => {
  // It reads the last row's length from offsets, not from the row's characters: the same as the text says.
  it('is the last row at its length, after edits at the end too', () => {
    fc.assert(
      fc.property(fc.oneof(textArb, tallTextArb), fc.array(insertArb, { maxLength: 6 }), (text, appended) => {
        let b = TextBuffer.fromString(text)
        for (const t of appended) {
          const rows = b.getText().split(/\r\n|\n/)
          expect(b.getEndPosition()).toEqual(P.pos(rows.length - 1, rows[rows.length - 1]!.length))
          const end = b.getEndPosition()
          b = b.applyReplacements([{ start: end, end, text: t }])
        }
        const rows = b.getText().split(/\r\n|\n/)
        expect(b.getEndPosition()).toEqual(P.pos(rows.length - 1, rows[rows.length - 1]!.length))
      }),
      runs(300),
    )
  })
})
