import fc from 'fast-check'
import { runs } from './fc-config.js'
import { describe, expect, it } from 'vitest'
import { TextBuffer } from '../src/buffer/text-buffer.js'
import {
  beginningOfNextParagraph,
  beginningOfPreviousParagraph,
  getCurrentParagraphBufferRange,
} from '../src/language/paragraph.js'
import {
  firstCharacterOfLineTarget,
  getBeginningOfCurrentWordBufferPosition,
  getBeginningOfNextWordBufferPosition,
  getCurrentWordBufferRange,
  getEndOfCurrentWordBufferPosition,
  getNextWordBoundaryBufferPosition,
  getPreviousWordBoundaryBufferPosition,
  nextSubwordBoundary,
  previousSubwordBoundary,
  skipLeadingWhitespaceTarget,
  wordRegExp,
} from '../src/language/word.js'
import type { Pos, Span } from '../src/values/pos.js'
import { ZERO, compare, equals, pos } from '../src/values/pos.js'

// ─── arbitraries ────────────────────────────────────────────────────────────

// Word and non-word characters, blanks of both kinds, Latin-1 letters, a
// surrogate pair (two code units) and the ellipsis.
const chars = ['a', 'b', 'Z', 'Q', '_', '7', ' ', ' ', '\t', '.', '-', '(', '=', 'é', 'Ö', '…', '😀', '\u00a0']
const lineArb = fc.array(fc.constantFrom(...chars), { maxLength: 10 }).map(cs => cs.join(''))
const endingArb = fc.constantFrom('\n', '\n', '\r\n', '\r')
const textArb = fc
  .array(fc.tuple(lineArb, endingArb), { minLength: 1, maxLength: 8 })
  .map(rows => rows.map(([line, ending], i) => (i < rows.length - 1 ? line + ending : line)).join(''))

interface Case {
  readonly buf: TextBuffer
  readonly p: Pos
}

/** A buffer and a valid position in it (possibly inside a surrogate pair). */
const caseArb: fc.Arbitrary<Case> = fc.tuple(textArb, fc.nat(), fc.nat()).map(([text, r, c]) => {
  const buf = TextBuffer.fromString(text)
  const row = r % buf.getLineCount()
  return { buf, p: pos(row, c % (buf.lineLengthForRow(row) + 1)) }
})

const show = ({ buf, p }: Case): string => `${JSON.stringify(buf.getText())} @ [${p.row},${p.column}]`
const prop = (name: string, check: (c: Case) => void): void => {
  it(name, () => {
    fc.assert(
      fc.property(caseArb, c => {
        try {
          check(c)
        } catch (e) {
          throw new Error(`${show(c)}: ${String(e)}`)
        }
      }),
      runs(300),
    )
  })
}

// ─── the motions under test ─────────────────────────────────────────────────

type Motion = (buf: TextBuffer, p: Pos) => Pos

const forward: Record<string, Motion> = {
  endOfWord: (b, p) => getEndOfCurrentWordBufferPosition(b, p),
  endOfWordNoNext: (b, p) => getEndOfCurrentWordBufferPosition(b, p, { allowNext: false }),
  beginningOfNextWord: (b, p) => getBeginningOfNextWordBufferPosition(b, p),
  nextWordBoundary: (b, p) => getNextWordBoundaryBufferPosition(b, p),
  nextSubwordBoundary: (b, p) => nextSubwordBoundary(b, p),
  skipLeadingWhitespace: skipLeadingWhitespaceTarget,
}

const backward: Record<string, Motion> = {
  beginningOfWord: (b, p) => getBeginningOfCurrentWordBufferPosition(b, p),
  beginningOfWordNoPrevious: (b, p) => getBeginningOfCurrentWordBufferPosition(b, p, { allowPrevious: false }),
  previousWordBoundary: (b, p) => getPreviousWordBoundaryBufferPosition(b, p),
  previousSubwordBoundary: (b, p) => previousSubwordBoundary(b, p),
  previousParagraph: beginningOfPreviousParagraph,
}

const all: Record<string, Motion> = {
  ...forward,
  ...backward,
  nextParagraph: beginningOfNextParagraph,
  firstCharacterOfLine: (b, p) => firstCharacterOfLineTarget(b, p),
  currentWordStart: (b, p) => getCurrentWordBufferRange(b, p).start,
  currentWordEnd: (b, p) => getCurrentWordBufferRange(b, p).end,
}

const expectInside = (buf: TextBuffer, q: Pos): void => expect(buf.clampPosition(q)).toEqual(q)

// ─── models of Atom's unoptimised algorithms ────────────────────────────────

const allMatches = (buf: TextBuffer, re: RegExp, range: Span): Span[] => {
  const out: Span[] = []
  buf.scanInRange(re, range, m => {
    out.push(m.range)
  })
  return out
}

/** Atom's loop: every match in order, remembering starts until one starts at or after `p`. */
const atomBeginningOfWord = (buf: TextBuffer, p: Pos, allowPrevious: boolean): Pos => {
  const from = allowPrevious ? buf.clampPosition(pos(p.row - 1, 0)) : pos(p.row, 0)
  let result: Pos | undefined
  for (const range of allMatches(buf, wordRegExp(), { start: from, end: p })) {
    if (compare(p, range.start) <= 0) break
    if (allowPrevious || compare(p, range.end) <= 0) result = range.start
  }
  return result ?? (allowPrevious ? ZERO : p)
}

const PARAGRAPH = /(\r\n[\t ]*\r\n)|(\n[\t ]*\n)/g

/** The row of offset `index` of `text`, which starts on `row`. */
const rowAt = (text: string, index: number, row: number): number => {
  let r = row
  for (let i = 0; i < index; i++) {
    // Only `\n` ends a row (a lone `\r` is a character, as in Atom).
    if (text[i] === '\n') r++
  }
  return r
}

/** Atom's paragraph scans with the regex on the plain text of the scan range. */
const atomNextParagraph = (buf: TextBuffer, p: Pos): Pos => {
  const eof = buf.getEndPosition()
  const text = buf.getTextInRange({ start: p, end: eof })
  let result = buf.clampPosition(pos(eof.row, eof.column - 1))
  for (const m of text.matchAll(PARAGRAPH)) {
    result = pos(rowAt(text, m.index, p.row) + 1, 0)
    if (!equals(result, p)) break
  }
  return result
}

const atomPreviousParagraph = (buf: TextBuffer, p: Pos): Pos => {
  const end = p.row > 0 ? buf.clampPosition(pos(p.row - 1, p.column)) : ZERO
  const text = buf.getTextInRange({ start: ZERO, end })
  let result = ZERO
  for (const m of [...text.matchAll(PARAGRAPH)].reverse()) {
    result = pos(rowAt(text, m.index, 0) + 1, 0)
    if (!equals(result, p)) break
  }
  return result
}

// ─── properties ─────────────────────────────────────────────────────────────

describe('word and paragraph targets', () => {
  prop('stay inside the buffer', ({ buf, p }) => {
    for (const f of Object.values(all)) expectInside(buf, f(buf, p))
  })

  prop('forward motions never go backwards and are fixed at EOF', ({ buf, p }) => {
    const eof = buf.getEndPosition()
    for (const [name, f] of Object.entries(forward)) {
      expect(compare(f(buf, p), p), name).toBeGreaterThanOrEqual(0)
      expect(f(buf, eof), name).toEqual(eof)
    }
  })

  prop('the next paragraph is ahead, except one column back from EOF (Atom quirk)', ({ buf, p }) => {
    const eof = buf.getEndPosition()
    if (equals(p, eof)) expect(beginningOfNextParagraph(buf, p)).toEqual(buf.clampPosition(pos(eof.row, eof.column - 1)))
    else expect(compare(beginningOfNextParagraph(buf, p), p)).toBeGreaterThanOrEqual(0)
  })

  prop('backward motions never go forwards and are fixed at [0,0]', ({ buf, p }) => {
    for (const [name, f] of Object.entries(backward)) {
      expect(compare(f(buf, p), p), name).toBeLessThanOrEqual(0)
      expect(f(buf, ZERO), name).toEqual(ZERO)
    }
  })

  prop('the current word range contains the cursor, or is empty at it', ({ buf, p }) => {
    const r = getCurrentWordBufferRange(buf, p)
    expect(r.start.row).toBe(p.row)
    expect(r.end.row).toBe(p.row)
    expect(r.start.column).toBeLessThanOrEqual(p.column)
    expect(r.end.column).toBeGreaterThanOrEqual(p.column)
    if (equals(r.start, r.end)) expect(r.start).toEqual(p)
  })

  prop("beginning of word agrees with Atom's forward loop", ({ buf, p }) => {
    expect(getBeginningOfCurrentWordBufferPosition(buf, p)).toEqual(atomBeginningOfWord(buf, p, true))
    expect(getBeginningOfCurrentWordBufferPosition(buf, p, { allowPrevious: false })).toEqual(
      atomBeginningOfWord(buf, p, false),
    )
  })

  prop('paragraph motions agree with the regex over the plain text', ({ buf, p }) => {
    expect(beginningOfNextParagraph(buf, p)).toEqual(atomNextParagraph(buf, p))
    expect(beginningOfPreviousParagraph(buf, p)).toEqual(atomPreviousParagraph(buf, p))
  })

  prop('the current paragraph contains the cursor row and no blank row', ({ buf, p }) => {
    const r = getCurrentParagraphBufferRange(buf, p)
    if (r === undefined) return expect(buf.isRowBlank(p.row)).toBe(true)
    expect(r.start.row).toBeLessThanOrEqual(p.row)
    expect(r.end.row).toBeGreaterThanOrEqual(p.row)
    for (let row = r.start.row; row <= r.end.row; row++) expect(buf.isRowBlank(row)).toBe(false)
    if (r.start.row > 0) expect(buf.isRowBlank(r.start.row - 1)).toBe(true)
    if (r.end.row < buf.getLastRow()) expect(buf.isRowBlank(r.end.row + 1)).toBe(true)
  })
})
