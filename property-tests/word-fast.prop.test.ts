/**
 * Differential test: every word query answered by the character-class
 * scanners of `word-scan.ts` equals the answer of the regex path (the
 * `…ByRegex` functions, which run the regexes through the buffer scanner),
 * on random texts that reach the edges, random valid positions and random
 * non-word sets. Each property also checks that the scanners answered most
 * cases themselves rather than handing them back to the regex path.
 */
import fc from 'fast-check'
import { runs } from './fc-config.js'
import { describe, expect, it } from 'vitest'
import { TextBuffer } from '../src/buffer/text-buffer.js'
import * as F from '../src/language/word-scan.js'
import * as W from '../src/language/word.js'
import type { Pos } from '../src/values/pos.js'
import { pos } from '../src/values/pos.js'

// ─── arbitraries ────────────────────────────────────────────────────────────

// Pieces of lines: words of every subword shape, Latin-1 letters (and the
// non-letters × ÷ among them), letters beyond Latin-1, digits, underscores,
// punctuation runs (the ellipsis included), blanks of every kind, surrogate
// pairs and lone halves, and the line separators JS's `m` flag breaks on.
const pieces = [
  'a', 'b', 'z', 'Q', 'Z', 'camelCase', 'getPreviousWord', 'ALLCAPS', 'ALPhA', 'AAADF', 'x1', '88', '7',
  '_', '__', '__init__', 'sub_word', 'é', 'Ö', 'supåTøåst', 'ß', 'ÿ', '×', '÷', 'ā', 'Я', '中',
  '.', '-', '(', ')', '=', '=>', '...', '…', ', ', '/*', '$', '#', '@', '`', '"', "'",
  ' ', ' ', ' ', '  ', '\t', '\u00a0', '\v', '\f', '\u3000',
  '😀', '\ud83d', '\ude00', '\u2028', '\u2029',
]
const lineArb = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '  ', '\t', ' \t ', '\u00a0') },
  { weight: 6, arbitrary: fc.array(fc.constantFrom(...pieces), { maxLength: 9 }).map(ps => ps.join('')) },
)
const endingArb = fc.constantFrom('\n', '\n', '\n', '\r\n', '\r')
const textArb = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  {
    weight: 12,
    arbitrary: fc
      .array(fc.tuple(lineArb, endingArb), { minLength: 1, maxLength: 7 })
      .map(rows => rows.map(([line, ending], i) => (i < rows.length - 1 ? line + ending : line)).join('')),
  },
)

// Non-word sets: the default, parts of it, and sets with letters, digits,
// `_`, blanks, a line break, astral and Latin-1 characters, or nothing.
const setChars = [...W.DEFAULT_NON_WORD_CHARACTERS, 'a', 'Q', 'é', '7', '_', ' ', '\t', '\u00a0', '\n', '😀', '×']
const nonWordArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant(W.DEFAULT_NON_WORD_CHARACTERS) },
  { weight: 2, arbitrary: fc.subarray([...W.DEFAULT_NON_WORD_CHARACTERS]).map(cs => cs.join('')) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(...setChars), { maxLength: 8 }).map(cs => cs.join('')) },
)

interface Case {
  readonly buf: TextBuffer
  readonly p: Pos
  readonly chars: string
}

/** A buffer, a valid clamped position in it (possibly inside a surrogate pair) and a non-word set. */
const caseArb: fc.Arbitrary<Case> = fc.tuple(textArb, fc.nat(), fc.nat(), nonWordArb).map(([text, r, c, chars]) => {
  const buf = TextBuffer.fromString(text)
  const row = r % buf.getLineCount()
  return { buf, p: pos(row, c % (buf.lineLengthForRow(row) + 1)), chars }
})

// ─── the comparison ─────────────────────────────────────────────────────────

const RUNS = 2000

/**
 * Checks `fast` (the public function) against `slow` (the regex path) on
 * random cases; `direct` runs the scanner alone, and must answer (not hand
 * back) in at least `minAnswered` of the cases.
 */
const differential = <T,>(
  name: string,
  fast: (c: Case) => T,
  slow: (c: Case) => T,
  direct: (c: Case) => unknown,
  minAnswered = 0.6,
): void => {
  it(name, () => {
    let answered = 0
    fc.assert(
      fc.property(caseArb, c => {
        const expected = slow(c)
        const actual = fast(c)
        // `expect` only on a difference: it costs more than the queries.
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          const at = `${JSON.stringify(c.buf.getText())} @ [${c.p.row},${c.p.column}] N=${JSON.stringify(c.chars)}`
          expect(actual, at).toEqual(expected)
        }
        try {
          direct(c)
          answered++
        } catch (e) {
          if (e !== F.BAIL) throw e
        }
      }),
      runs(RUNS),
    )
    if (process.env.WORD_FAST_STATS) console.log(name, answered / RUNS)
    expect(answered / RUNS).toBeGreaterThan(minAnswered)
  })
}

const wordClasses = (c: Case): F.CharClasses => {
  const cls = F.charClasses(c.chars)
  if (!cls.wordOk) throw F.BAIL
  return cls
}
const subwordClasses = (c: Case): F.CharClasses => {
  const cls = F.charClasses(c.chars)
  if (!cls.subwordOk) throw F.BAIL
  return cls
}

type Opts = { readonly nonWordCharacters: string; readonly includeNonWordCharacters: boolean }
const flags = [true, false] as const

describe('the word scanners give the regex path’s answers', () => {
  for (const include of flags) {
    const opts = (c: Case): Opts => ({ nonWordCharacters: c.chars, includeNonWordCharacters: include })
    const tag = include ? '' : ' (no non-word runs)'

    for (const allowNext of flags) {
      differential(
        `end of word${tag}${allowNext ? '' : ', allowNext false'}`,
        c => W.getEndOfCurrentWordBufferPosition(c.buf, c.p, { ...opts(c), allowNext }),
        c => W.getEndOfCurrentWordBufferPositionByRegex(c.buf, c.p, { ...opts(c), allowNext }),
        c => F.endOfWord(c.buf, c.p, wordClasses(c), include, allowNext),
      )
    }
    for (const allowPrevious of flags) {
      differential(
        `beginning of word${tag}${allowPrevious ? '' : ', allowPrevious false'}`,
        c => W.getBeginningOfCurrentWordBufferPosition(c.buf, c.p, { ...opts(c), allowPrevious }),
        c => W.getBeginningOfCurrentWordBufferPositionByRegex(c.buf, c.p, { ...opts(c), allowPrevious }),
        c => F.beginningOfWord(c.buf, c.p, wordClasses(c), include, allowPrevious),
      )
    }
    differential(
      `beginning of next word${tag}`,
      c => W.getBeginningOfNextWordBufferPosition(c.buf, c.p, opts(c)),
      c => W.getBeginningOfNextWordBufferPositionByRegex(c.buf, c.p, opts(c)),
      c => F.beginningOfNextWord(c.buf, c.p, wordClasses(c), include),
    )
    differential(
      `current word range${tag}`,
      c => W.getCurrentWordBufferRange(c.buf, c.p, opts(c)),
      c => W.getCurrentWordBufferRangeByRegex(c.buf, c.p, opts(c)),
      c => F.currentWordRange(c.buf, c.p, wordClasses(c), include),
    )
    // A caller passing one of the shared default regexes gets the fast path too.
    differential(
      `end of word and next word boundary, default regex passed as wordRegex${tag}`,
      c => {
        const o = { wordRegex: W.wordRegExp(opts(c)) }
        return [W.getEndOfCurrentWordBufferPosition(c.buf, c.p, o), W.getNextWordBoundaryBufferPosition(c.buf, c.p, o)]
      },
      c => {
        const o = { wordRegex: W.wordRegExp(opts(c)) }
        return [W.getEndOfCurrentWordBufferPositionByRegex(c.buf, c.p, o), W.getNextWordBoundaryBufferPositionByRegex(c.buf, c.p, o)]
      },
      c => F.endOfWord(c.buf, c.p, wordClasses(c), include, true),
    )
  }

  differential(
    'is inside word',
    c => W.isInsideWord(c.buf, c.p, { nonWordCharacters: c.chars }),
    c => W.isInsideWordByRegex(c.buf, c.p, { nonWordCharacters: c.chars }),
    c => F.insideWord(c.buf, c.p, wordClasses(c)),
  )
  differential(
    'previous word boundary',
    c => W.getPreviousWordBoundaryBufferPosition(c.buf, c.p, { nonWordCharacters: c.chars }),
    c => W.getPreviousWordBoundaryBufferPositionByRegex(c.buf, c.p, { nonWordCharacters: c.chars }),
    c => F.previousWordBoundary(c.buf, c.p, wordClasses(c)),
  )
  differential(
    'next word boundary',
    c => W.getNextWordBoundaryBufferPosition(c.buf, c.p, { nonWordCharacters: c.chars }),
    c => W.getNextWordBoundaryBufferPositionByRegex(c.buf, c.p, { nonWordCharacters: c.chars }),
    c => F.nextWordBoundary(c.buf, c.p, wordClasses(c)),
  )
  differential(
    'previous subword boundary',
    c => W.previousSubwordBoundary(c.buf, c.p, c.chars),
    c => W.previousSubwordBoundaryByRegex(c.buf, c.p, c.chars),
    c => F.previousSubword(c.buf, c.p, subwordClasses(c)),
  )
  differential(
    'next subword boundary',
    c => W.nextSubwordBoundary(c.buf, c.p, c.chars),
    c => W.nextSubwordBoundaryByRegex(c.buf, c.p, c.chars),
    c => F.nextSubword(c.buf, c.p, subwordClasses(c)),
  )
  differential(
    'subword boundaries with the default set',
    c => [W.previousSubwordBoundary(c.buf, c.p), W.nextSubwordBoundary(c.buf, c.p)],
    c => [W.previousSubwordBoundaryByRegex(c.buf, c.p), W.nextSubwordBoundaryByRegex(c.buf, c.p)],
    c => [F.previousSubword(c.buf, c.p, subwordClasses({ ...c, chars: W.DEFAULT_NON_WORD_CHARACTERS }))],
  )

  it('classes every code unit as the regexes do', () => {
    const t = F.charClasses(W.DEFAULT_NON_WORD_CHARACTERS)
    const bits: [number, RegExp][] = [
      [F.WS, /\s/],
      [F.NW, /[/\\()"':,.;<>~!@#$%^&*|+=[\]{}`?\-…]/],
      [F.TB, /[\t ]/],
      [F.UP, /[A-Z\u00C0-\u00D6\u00D8-\u00DE]/],
      [F.LO, /[a-z\u00DF-\u00F6\u00F8-\u00FF]/],
      [F.DG, /\d/],
      [F.US, /_/],
    ]
    for (let code = 0; code < 0x10000; code++) {
      const ch = String.fromCharCode(code)
      for (const [bit, re] of bits) if (((F.classOf(t, code) & bit) !== 0) !== re.test(ch)) throw new Error(`code ${code}, bit ${bit}`)
    }
  })
})
