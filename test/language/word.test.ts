import { describe, expect, it } from 'vitest'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import type { Pos, Span } from '../../src/values/pos.js'
import { pos } from '../../src/values/pos.js'
import {
  DEFAULT_NON_WORD_CHARACTERS,
  firstCharacterOfLineTarget,
  getBeginningOfCurrentWordBufferPosition,
  getBeginningOfNextWordBufferPosition,
  getCurrentWordBufferRange,
  getCurrentWordPrefix,
  getEndOfCurrentWordBufferPosition,
  getIndentLevel,
  getNextWordBoundaryBufferPosition,
  getPreviousWordBoundaryBufferPosition,
  hasPrecedingCharactersOnLine,
  isAtBeginningOfLine,
  isAtEndOfLine,
  isBetweenWordAndNonWord,
  isInsideWord,
  isSurroundedByWhitespace,
  isWhitespaceCode,
  nextSubwordBoundary,
  previousSubwordBoundary,
  skipLeadingWhitespaceTarget,
  subwordRegExp,
  wordRegExp,
} from '../../src/language/word.js'
import { SAMPLE_JS } from '../fixtures/sample-js.js'

const sample = TextBuffer.fromString(SAMPLE_JS)
const buf = (text: string): TextBuffer => TextBuffer.fromString(text)
const P = (row: number, column: number): Pos => pos(row, column)
const S = (r0: number, c0: number, r1: number, c1: number): Span => ({ start: pos(r0, c0), end: pos(r1, c1) })

/** Follows a motion `n` times from `p`, collecting the columns (row 0). */
const columns = (b: TextBuffer, start: number, n: number, step: (b: TextBuffer, p: Pos) => Pos): number[] => {
  const out: number[] = []
  let p = P(0, start)
  for (let i = 0; i < n; i++) {
    p = step(b, p)
    expect(p.row).toBe(0)
    out.push(p.column)
  }
  return out
}

describe('regexes', () => {
  it('has the 32 default non-word characters', () => {
    expect([...DEFAULT_NON_WORD_CHARACTERS]).toHaveLength(32)
    expect(DEFAULT_NON_WORD_CHARACTERS).toContain('…')
    expect(DEFAULT_NON_WORD_CHARACTERS).not.toMatch(/[\w\s]/)
  })

  it('builds the default word regex literally', () => {
    const n = String.raw`\/\\\(\)"':,\.;<>~!@#\$%\^&\*\|\+=\[\]\{\}` + '`' + String.raw`\?\-…`
    expect(wordRegExp().source).toBe(`^[\t ]*$|[^\\s${n}]+|[${n}]+`)
    expect(wordRegExp().flags).toBe('g')
    expect(wordRegExp({ includeNonWordCharacters: false }).source).toBe(`^[\t ]*$|[^\\s${n}]+`)
  })

  it('returns a new regex on every call, so callers never share lastIndex', () => {
    const re = wordRegExp()
    re.lastIndex = 5
    const again = wordRegExp()
    expect(again).not.toBe(re)
    expect(again.source).toBe(re.source)
    expect(again.lastIndex).toBe(0)
    expect(re.lastIndex).toBe(5)
    const sub = subwordRegExp()
    sub.exec('fooBar')
    expect(sub.lastIndex).toBe(3)
    expect(subwordRegExp()).not.toBe(sub)
    expect(subwordRegExp().lastIndex).toBe(0)
    expect(subwordRegExp({ backwards: true }).source).not.toBe(sub.source)
  })

  it('a caller\'s default word regex, used and left with a lastIndex, gives the same answers', () => {
    const b = buf('foo bar-baz')
    const re = wordRegExp()
    re.exec('foo bar')
    expect(re.lastIndex).toBe(3)
    expect(getEndOfCurrentWordBufferPosition(b, P(0, 4), { wordRegex: re })).toEqual(P(0, 7))
    expect(getBeginningOfNextWordBufferPosition(b, P(0, 4), { wordRegex: re })).toEqual(P(0, 7))
    expect(getCurrentWordBufferRange(b, P(0, 9), { wordRegex: re })).toEqual({ start: P(0, 8), end: P(0, 11) })
  })

  it('builds the subword regexes in Atom order', () => {
    const L = 'a-z\\u00DF-\\u00F6\\u00F8-\\u00FF'
    const U = 'A-Z\\u00C0-\\u00D6\\u00D8-\\u00DE'
    const n = String.raw`\-\.`
    expect(subwordRegExp({ nonWordCharacters: '-.' }).source).toBe(
      `^[\t ]+|[\t ]+$|[${U}]+(?![${L}])|\\d+|_*[${U}]?[${L}]+|\\s*[${n}]+|_+`,
    )
    expect(subwordRegExp({ backwards: true, nonWordCharacters: '-.' }).source).toBe(
      `^[\t ]+|[\t ]+$|[${U}]+(?![${L}])|\\d+|[${U}]?[${L}]+_*|[${n}]+\\s*|_+`,
    )
  })

  it('classifies whitespace exactly like \\s', () => {
    const mismatches: number[] = []
    for (let c = 0; c <= 0xffff; c++) if (isWhitespaceCode(c) !== /\s/.test(String.fromCharCode(c))) mismatches.push(c)
    expect(mismatches).toEqual([])
  })
})

describe('line predicates', () => {
  it('isAtBeginningOfLine / isAtEndOfLine', () => {
    const b = buf('ab\r\n\ncd')
    expect(isAtBeginningOfLine(b, P(0, 0))).toBe(true)
    expect(isAtBeginningOfLine(b, P(0, 1))).toBe(false)
    expect(isAtEndOfLine(b, P(0, 2))).toBe(true)
    expect(isAtEndOfLine(b, P(0, 1))).toBe(false)
    expect(isAtEndOfLine(b, P(1, 0))).toBe(true)
    expect(isAtEndOfLine(b, P(2, 2))).toBe(true)
    expect(isAtEndOfLine(buf(''), P(0, 0))).toBe(true)
  })

  it('isSurroundedByWhitespace looks one column each side, clipped to the line', () => {
    const b = buf('a  b\n  x\nx \n\n\t\t\n \u00a0')
    expect(isSurroundedByWhitespace(b, P(0, 2))).toBe(true)
    expect(isSurroundedByWhitespace(b, P(0, 1))).toBe(false)
    expect(isSurroundedByWhitespace(b, P(0, 3))).toBe(false)
    expect(isSurroundedByWhitespace(b, P(1, 0))).toBe(true) // only the character after
    expect(isSurroundedByWhitespace(b, P(2, 2))).toBe(true) // only the character before
    expect(isSurroundedByWhitespace(b, P(3, 0))).toBe(false) // empty line
    expect(isSurroundedByWhitespace(b, P(4, 1))).toBe(true) // tabs
    expect(isSurroundedByWhitespace(b, P(5, 1))).toBe(true) // no-break space is \s
  })

  it('isBetweenWordAndNonWord', () => {
    const b = buf('foo.bar\na .b\n_.\n(a)')
    expect(isBetweenWordAndNonWord(b, P(0, 3))).toBe(true)
    expect(isBetweenWordAndNonWord(b, P(0, 4))).toBe(true)
    expect(isBetweenWordAndNonWord(b, P(0, 2))).toBe(false)
    expect(isBetweenWordAndNonWord(b, P(0, 0))).toBe(false)
    expect(isBetweenWordAndNonWord(b, P(0, 7))).toBe(false)
    expect(isBetweenWordAndNonWord(b, P(1, 2))).toBe(false) // whitespace before
    expect(isBetweenWordAndNonWord(b, P(1, 1))).toBe(false) // whitespace after
    expect(isBetweenWordAndNonWord(b, P(2, 1))).toBe(true) // `_` is a word character
    expect(isBetweenWordAndNonWord(b, P(3, 1))).toBe(true)
    expect(isBetweenWordAndNonWord(b, P(0, 3), 'x')).toBe(false)
    expect(isBetweenWordAndNonWord(b, P(0, 2), 'o')).toBe(false)
    expect(isBetweenWordAndNonWord(b, P(0, 1), 'o')).toBe(true)
  })

  it('isInsideWord: true on word and punctuation characters and before a blank rest of line', () => {
    expect(isInsideWord(sample, P(0, 4))).toBe(true)
    expect(isInsideWord(sample, P(0, 8))).toBe(true)
    expect(isInsideWord(sample, P(0, 14))).toBe(true) // `=`
    expect(isInsideWord(sample, P(0, 3))).toBe(false) // space, then a word
    expect(isInsideWord(sample, P(0, 29))).toBe(true) // end of line
    expect(isInsideWord(sample, P(10, 0))).toBe(true) // empty line
    const b = buf('ab  \t\nab \u00a0')
    expect(isInsideWord(b, P(0, 2))).toBe(true) // only spaces and tabs follow
    expect(isInsideWord(b, P(1, 2))).toBe(false) // a no-break space is not [\t ]
    expect(isInsideWord(sample, P(0, 14), { wordRegex: /\w+/g })).toBe(false)
    expect(isInsideWord(sample, P(0, 14), { nonWordCharacters: '' })).toBe(true)
  })

  it('hasPrecedingCharactersOnLine: true when non-whitespace precedes the cursor', () => {
    const b = buf('  foo\n   \n')
    expect(hasPrecedingCharactersOnLine(b, P(0, 0))).toBe(false)
    expect(hasPrecedingCharactersOnLine(b, P(0, 2))).toBe(false)
    expect(hasPrecedingCharactersOnLine(b, P(0, 3))).toBe(true)
    expect(hasPrecedingCharactersOnLine(b, P(0, 5))).toBe(true)
    expect(hasPrecedingCharactersOnLine(b, P(1, 3))).toBe(false)
    expect(hasPrecedingCharactersOnLine(b, P(2, 0))).toBe(false)
  })

  it('getIndentLevel is column based', () => {
    expect(getIndentLevel(6, true, 2)).toBe(3)
    expect(getIndentLevel(5, true, 2)).toBe(2.5)
    expect(getIndentLevel(5, false, 2)).toBe(5)
    expect(getIndentLevel(0, true, 4)).toBe(0)
  })
})

describe('getBeginningOfCurrentWordBufferPosition', () => {
  const at = (p: Pos): Pos => getBeginningOfCurrentWordBufferPosition(sample, p)

  it('reproduces the sample examples', () => {
    expect(at(P(0, 8))).toEqual(P(0, 4))
    expect(at(P(1, 12))).toEqual(P(1, 11))
    expect(at(P(3, 0))).toEqual(P(2, 39))
    expect(at(P(11, 0))).toEqual(P(10, 0)) // the empty line is a word
    expect(at(P(10, 0))).toEqual(P(9, 2))
    expect(at(P(0, 0))).toEqual(P(0, 0))
  })

  it('returns the previous word start after whitespace, and [0,0] with nothing before', () => {
    const b = buf('\tfoo\tbar\n   x')
    expect(getBeginningOfCurrentWordBufferPosition(b, P(0, 5))).toEqual(P(0, 1))
    expect(getBeginningOfCurrentWordBufferPosition(b, P(0, 1))).toEqual(P(0, 0))
    expect(getBeginningOfCurrentWordBufferPosition(b, P(1, 3))).toEqual(P(0, 5))
  })

  it('without allowPrevious stays on the row and needs a word reaching the cursor', () => {
    const b = buf('foo\n  bar baz')
    const at2 = (p: Pos): Pos => getBeginningOfCurrentWordBufferPosition(b, p, { allowPrevious: false })
    expect(at2(P(1, 2))).toEqual(P(1, 2))
    expect(at2(P(1, 4))).toEqual(P(1, 2))
    expect(at2(P(1, 5))).toEqual(P(1, 2))
    expect(at2(P(1, 6))).toEqual(P(1, 6))
    expect(at2(P(0, 0))).toEqual(P(0, 0))
    expect(getBeginningOfCurrentWordBufferPosition(b, P(1, 2))).toEqual(P(0, 0))
  })

  it('honours includeNonWordCharacters, nonWordCharacters and wordRegex', () => {
    const b = buf('ab+=cd')
    expect(getBeginningOfCurrentWordBufferPosition(b, P(0, 4))).toEqual(P(0, 2))
    expect(getBeginningOfCurrentWordBufferPosition(b, P(0, 4), { includeNonWordCharacters: false })).toEqual(P(0, 0))
    expect(getBeginningOfCurrentWordBufferPosition(b, P(0, 5), { nonWordCharacters: '' })).toEqual(P(0, 0))
    expect(getBeginningOfCurrentWordBufferPosition(b, P(0, 5), { wordRegex: /[a-z]/g })).toEqual(P(0, 4))
  })
})

describe('getEndOfCurrentWordBufferPosition', () => {
  const at = (p: Pos): Pos => getEndOfCurrentWordBufferPosition(sample, p)

  it('reproduces the sample examples', () => {
    expect(at(P(0, 6))).toEqual(P(0, 13))
    expect(at(P(1, 10))).toEqual(P(1, 12))
    expect(at(P(2, 40))).toEqual(P(3, 7))
    expect(at(P(9, 4))).toEqual(P(10, 0))
    expect(at(P(10, 0))).toEqual(P(11, 8))
    expect(at(P(12, 2))).toEqual(P(12, 2))
  })

  it('falls back to EOF when nothing ends within two rows', () => {
    const b = buf('x\n\n\n\n  ')
    expect(getEndOfCurrentWordBufferPosition(b, P(0, 1))).toEqual(P(1, 0))
    // A whitespace-only line is a word, but not one of no-break spaces.
    expect(getEndOfCurrentWordBufferPosition(buf('x\n  \n\nz'), P(0, 1))).toEqual(P(1, 2))
    const c = buf('x\n\u00a0\n\u00a0\nz')
    expect(getEndOfCurrentWordBufferPosition(c, P(0, 1))).toEqual(P(3, 1))
  })

  it('without allowNext stays on the row and stops at a later word', () => {
    const b = buf('foo  bar\nbaz')
    const at2 = (p: Pos): Pos => getEndOfCurrentWordBufferPosition(b, p, { allowNext: false })
    expect(at2(P(0, 1))).toEqual(P(0, 3))
    expect(at2(P(0, 3))).toEqual(P(0, 3))
    expect(at2(P(0, 4))).toEqual(P(0, 4))
    expect(at2(P(0, 8))).toEqual(P(0, 8))
  })

  it('uses the custom non-word set', () => {
    const b = buf('foo-bar.baz')
    expect(getEndOfCurrentWordBufferPosition(b, P(0, 4))).toEqual(P(0, 7))
    expect(getEndOfCurrentWordBufferPosition(b, P(0, 4), { nonWordCharacters: '-' })).toEqual(P(0, 11))
    expect(getEndOfCurrentWordBufferPosition(b, P(0, 3), { includeNonWordCharacters: false })).toEqual(P(0, 7))
  })
})

describe('getBeginningOfNextWordBufferPosition', () => {
  const at = (p: Pos): Pos => getBeginningOfNextWordBufferPosition(sample, p)

  it('reproduces the sample examples', () => {
    expect(at(P(0, 6))).toEqual(P(0, 14))
    expect(at(P(1, 11))).toEqual(P(1, 13))
    expect(at(P(2, 0))).toEqual(P(2, 4))
    expect(at(P(9, 4))).toEqual(P(10, 0))
    expect(at(P(10, 0))).toEqual(P(11, 9))
    expect(at(P(12, 2))).toEqual(P(12, 2))
    expect(getBeginningOfNextWordBufferPosition(buf('ab cde- '), P(0, 2))).toEqual(P(0, 3))
  })

  it('steps over punctuation runs', () => {
    const b = buf('a += b')
    expect(getBeginningOfNextWordBufferPosition(b, P(0, 0))).toEqual(P(0, 2))
    expect(getBeginningOfNextWordBufferPosition(b, P(0, 2))).toEqual(P(0, 5))
  })
})

describe('word boundaries', () => {
  it('previous: reproduces the sample examples', () => {
    const at = (p: Pos): Pos => getPreviousWordBoundaryBufferPosition(sample, p)
    expect(at(P(0, 8))).toEqual(P(0, 4))
    expect(at(P(2, 0))).toEqual(P(1, 30))
    expect(at(P(2, 4))).toEqual(P(2, 0))
    expect(at(P(3, 14))).toEqual(P(3, 13))
    expect(at(P(11, 0))).toEqual(P(10, 0))
    expect(at(P(0, 0))).toEqual(P(0, 0))
  })

  it('next: reproduces the sample examples', () => {
    const at = (p: Pos): Pos => getNextWordBoundaryBufferPosition(sample, p)
    expect(at(P(0, 8))).toEqual(P(0, 13))
    expect(at(P(2, 40))).toEqual(P(3, 0))
    expect(at(P(3, 0))).toEqual(P(3, 4))
    expect(at(P(3, 30))).toEqual(P(3, 31))
    expect(at(P(9, 4))).toEqual(P(10, 0))
    expect(at(P(12, 2))).toEqual(P(12, 2))
  })

  it('previous: skips blank rows to the nearest non-blank one', () => {
    const b = buf('foo\n\n  \nbar')
    expect(getPreviousWordBoundaryBufferPosition(b, P(3, 0))).toEqual(P(2, 2)) // end of the blank-line word
    expect(getPreviousWordBoundaryBufferPosition(b, P(3, 2))).toEqual(P(3, 0))
    expect(getPreviousWordBoundaryBufferPosition(b, P(2, 1))).toEqual(P(2, 0))
    // The empty line at the range end is a match starting at the cursor.
    expect(getPreviousWordBoundaryBufferPosition(b, P(1, 0))).toEqual(P(1, 0))
  })

  it('works across tabs', () => {
    const b = buf('\tfoo\tbar')
    expect(getNextWordBoundaryBufferPosition(b, P(0, 0))).toEqual(P(0, 1))
    expect(getNextWordBoundaryBufferPosition(b, P(0, 4))).toEqual(P(0, 5))
    expect(getPreviousWordBoundaryBufferPosition(b, P(0, 8))).toEqual(P(0, 5))
    expect(getPreviousWordBoundaryBufferPosition(b, P(0, 5))).toEqual(P(0, 4))
  })
})

describe('subword boundaries', () => {
  const back = (text: string, start: number, n: number): number[] => columns(buf(text), start, n, previousSubwordBoundary)
  const fwd = (text: string, start: number, n: number): number[] => columns(buf(text), start, n, nextSubwordBoundary)

  it('reproduces Atom\'s spec examples', () => {
    expect(back('sub_word ', 9, 3)).toEqual([8, 4, 0])
    expect(back(' getPreviousWord', 16, 3)).toEqual([12, 4, 1])
    expect(fwd('getPreviousWord ', 0, 3)).toEqual([3, 11, 15])
    expect(fwd(', => ', 0, 2)).toEqual([1, 4])
    expect(back('e, => ', 6, 2)).toEqual([3, 1])
    expect(fwd(' AAADF ', 1, 1)).toEqual([6])
    expect(fwd('ALPhA', 0, 1)).toEqual([2])
    expect(back('ALPhA', 4, 1)).toEqual([2])
    expect(fwd(' 88 ', 1, 1)).toEqual([3])
    expect(fwd('supåTøåst ', 0, 1)).toEqual([4])
    expect(nextSubwordBoundary(buf(''), P(0, 0))).toEqual(P(0, 0))
    expect(previousSubwordBoundary(buf(''), P(0, 0))).toEqual(P(0, 0))
  })

  it('splits snake_case, camelCase, ALLCAPS, digits and Latin-1 words', () => {
    expect(fwd('foo_bar_baz', 0, 3)).toEqual([3, 7, 11])
    expect(back('foo_bar_baz', 11, 3)).toEqual([8, 4, 0])
    expect(fwd('__init__', 0, 2)).toEqual([6, 8])
    expect(fwd('abc123def', 0, 3)).toEqual([3, 6, 9])
    expect(fwd('parseHTTPRequest', 0, 3)).toEqual([5, 9, 16])
    expect(fwd('supåTøåst ', 4, 2)).toEqual([9, 10])
    expect(fwd('aÀÉÎ', 1, 1)).toEqual([4])
    expect(fwd('ALPhA', 2, 2)).toEqual([4, 5])
  })

  it('never lands inside a surrogate pair', () => {
    expect(fwd('ab😀cd', 2, 1)).toEqual([4])
    expect(back('ab😀cd', 4, 1)).toEqual([2])
  })

  it('uses the custom non-word set', () => {
    expect(nextSubwordBoundary(buf('a  ~ b'), P(0, 1))).toEqual(P(0, 4))
    expect(nextSubwordBoundary(buf('a  ~ b'), P(0, 1), '-')).toEqual(P(0, 5))
    expect(nextSubwordBoundary(buf('a-~b'), P(0, 1), '-~')).toEqual(P(0, 3))
    expect(previousSubwordBoundary(buf('a-~b'), P(0, 3), '-~')).toEqual(P(0, 1))
  })
})

describe('getCurrentWordBufferRange', () => {
  it('takes the first match containing the column, inclusive', () => {
    expect(getCurrentWordBufferRange(sample, P(0, 8))).toEqual(S(0, 4, 0, 13))
    expect(getCurrentWordBufferRange(sample, P(0, 13))).toEqual(S(0, 4, 0, 13))
    expect(getCurrentWordBufferRange(sample, P(0, 4))).toEqual(S(0, 4, 0, 13))
    const b = buf('foo.bar\na  b\n   \n\na == b')
    expect(getCurrentWordBufferRange(b, P(0, 3))).toEqual(S(0, 0, 0, 3)) // the left word wins
    expect(getCurrentWordBufferRange(b, P(0, 4))).toEqual(S(0, 3, 0, 4))
    expect(getCurrentWordBufferRange(b, P(1, 2))).toEqual(S(1, 2, 1, 2)) // between words: empty
    expect(getCurrentWordBufferRange(b, P(2, 1))).toEqual(S(2, 0, 2, 3)) // a blank line is a word
    expect(getCurrentWordBufferRange(b, P(3, 0))).toEqual(S(3, 0, 3, 0))
    expect(getCurrentWordBufferRange(b, P(4, 3))).toEqual(S(4, 2, 4, 4))
    expect(getCurrentWordBufferRange(b, P(4, 3), { includeNonWordCharacters: false })).toEqual(S(4, 3, 4, 3))
    expect(getCurrentWordBufferRange(b, P(0, 4), { nonWordCharacters: '' })).toEqual(S(0, 0, 0, 7))
    expect(getCurrentWordBufferRange(b, P(0, 5), { wordRegex: /[a-z]{2}/g })).toEqual(S(0, 4, 0, 6))
  })

  it('works on CRLF lines without touching the line ending', () => {
    const b = buf('ab\r\ncd\r\n')
    expect(getCurrentWordBufferRange(b, P(0, 2))).toEqual(S(0, 0, 0, 2))
    expect(getCurrentWordBufferRange(b, P(2, 0))).toEqual(S(2, 0, 2, 0))
  })
})

describe('getCurrentWordPrefix', () => {
  it('includes the whitespace after the previous word (Atom quirk)', () => {
    const b = buf('foo bar')
    expect(getCurrentWordPrefix(b, P(0, 4))).toBe('foo ')
    expect(getCurrentWordPrefix(b, P(0, 6))).toBe('ba')
    expect(getCurrentWordPrefix(b, P(0, 0))).toBe('')
    expect(getCurrentWordPrefix(buf('a.b'), P(0, 3))).toBe('b')
    expect(getCurrentWordPrefix(buf('a.b'), P(0, 3), '')).toBe('a.b')
  })

  it('reaches back to the previous row', () => {
    expect(getCurrentWordPrefix(buf('foo\r\n  x'), P(1, 2))).toBe('foo\r\n  ')
  })
})

describe('line targets', () => {
  it('skipLeadingWhitespaceTarget never moves backwards', () => {
    const b = buf('  \tx\n   \n')
    expect(skipLeadingWhitespaceTarget(b, P(0, 0))).toEqual(P(0, 3))
    expect(skipLeadingWhitespaceTarget(b, P(0, 1))).toEqual(P(0, 3))
    const p = P(0, 3)
    expect(skipLeadingWhitespaceTarget(b, p)).toBe(p)
    const q = P(0, 4)
    expect(skipLeadingWhitespaceTarget(b, q)).toBe(q)
    expect(skipLeadingWhitespaceTarget(b, P(1, 0))).toEqual(P(1, 3))
    const r = P(2, 0)
    expect(skipLeadingWhitespaceTarget(b, r)).toBe(r)
  })

  it('firstCharacterOfLineTarget toggles between indentation and column 0', () => {
    const b = buf('   foo\n  \t\n\nfoo')
    expect(firstCharacterOfLineTarget(b, P(0, 5))).toEqual(P(0, 3))
    expect(firstCharacterOfLineTarget(b, P(0, 3))).toEqual(P(0, 0))
    expect(firstCharacterOfLineTarget(b, P(0, 0))).toEqual(P(0, 3))
    expect(firstCharacterOfLineTarget(b, P(1, 2))).toEqual(P(1, 0))
    expect(firstCharacterOfLineTarget(b, P(2, 0))).toEqual(P(2, 0))
    const p = P(3, 0)
    expect(firstCharacterOfLineTarget(b, p)).toBe(p)
    expect(firstCharacterOfLineTarget(b, P(3, 2))).toEqual(P(3, 0))
  })

  it('firstCharacterOfLineTarget works within a screen row\'s buffer range', () => {
    const b = buf('ab   cd ef')
    const seg = { start: P(0, 2), end: P(0, 8) }
    expect(firstCharacterOfLineTarget(b, P(0, 6), seg)).toEqual(P(0, 5))
    expect(firstCharacterOfLineTarget(b, P(0, 5), seg)).toEqual(P(0, 2))
    expect(firstCharacterOfLineTarget(b, P(0, 9), { start: P(0, 7), end: P(0, 10) })).toEqual(P(0, 8))
    expect(firstCharacterOfLineTarget(b, P(0, 4), { start: P(0, 2), end: P(0, 5) })).toEqual(P(0, 2))
  })

  it('firstCharacterOfLineTarget keeps only the column of a match on a later row', () => {
    // Folded rows: the range starts on row 0; the first non-blank is on row 1 at column 4.
    const b = buf('  \n    cd\nx')
    expect(firstCharacterOfLineTarget(b, P(1, 6), { start: P(0, 0), end: P(1, 6) })).toEqual(P(0, 2))
    // The same column as the cursor (on another row) counts as "already there".
    const c = buf('  ab\n  cd\n  ef')
    expect(firstCharacterOfLineTarget(c, P(2, 2), { start: P(0, 0), end: P(2, 4) })).toEqual(P(0, 0))
    expect(firstCharacterOfLineTarget(c, P(2, 3), { start: P(0, 0), end: P(2, 4) })).toEqual(P(0, 2))
  })
})

describe('buffer edges, CRLF and surrogate pairs', () => {
  it('stays put at the buffer edges', () => {
    const e = buf('')
    for (const f of [
      getBeginningOfCurrentWordBufferPosition,
      getEndOfCurrentWordBufferPosition,
      getBeginningOfNextWordBufferPosition,
      getPreviousWordBoundaryBufferPosition,
      getNextWordBoundaryBufferPosition,
    ]) {
      expect(f(e, P(0, 0))).toEqual(P(0, 0))
    }
    const t = buf('abc\n')
    expect(getEndOfCurrentWordBufferPosition(t, P(1, 0))).toEqual(P(1, 0))
    expect(getBeginningOfNextWordBufferPosition(t, P(1, 0))).toEqual(P(1, 0))
    expect(getNextWordBoundaryBufferPosition(t, P(1, 0))).toEqual(P(1, 0))
    expect(getBeginningOfCurrentWordBufferPosition(t, P(1, 0))).toEqual(P(0, 0))
    expect(getPreviousWordBoundaryBufferPosition(t, P(1, 0))).toEqual(P(1, 0))
  })

  it('never stops between \\r and \\n', () => {
    const b = buf('ab\r\n\r\ncd')
    expect(getEndOfCurrentWordBufferPosition(b, P(0, 2))).toEqual(P(1, 0))
    expect(getNextWordBoundaryBufferPosition(b, P(0, 2))).toEqual(P(1, 0))
    expect(getBeginningOfNextWordBufferPosition(b, P(0, 2))).toEqual(P(1, 0))
    expect(getBeginningOfCurrentWordBufferPosition(b, P(2, 0))).toEqual(P(1, 0))
    expect(getPreviousWordBoundaryBufferPosition(b, P(2, 0))).toEqual(P(1, 0))
    expect(getPreviousWordBoundaryBufferPosition(b, P(1, 0))).toEqual(P(1, 0))
    const c = buf('ab\r\n  \r\ncd')
    expect(getCurrentWordBufferRange(c, P(1, 1))).toEqual(S(1, 0, 1, 2))
    expect(getEndOfCurrentWordBufferPosition(c, P(0, 2))).toEqual(P(1, 2))
  })

  // Atom: a lone `\r` is a character of its row, whitespace to the word regex (values from Pulsar's editor).
  it('treats a lone \\r as a whitespace character of its row', () => {
    const b = buf('ab\rcd')
    expect(getEndOfCurrentWordBufferPosition(b, P(0, 2))).toEqual(P(0, 5))
    expect(getNextWordBoundaryBufferPosition(b, P(0, 2))).toEqual(P(0, 3))
    expect(getBeginningOfCurrentWordBufferPosition(b, P(0, 2))).toEqual(P(0, 0))
    expect(getCurrentWordBufferRange(b, P(0, 2))).toEqual(S(0, 0, 0, 2))
    expect(getBeginningOfCurrentWordBufferPosition(b, P(0, 3))).toEqual(P(0, 0))
    expect(getBeginningOfNextWordBufferPosition(b, P(0, 3))).toEqual(P(0, 3))
  })

  it('keeps surrogate pairs inside words', () => {
    const b = buf('x 😀😀 y')
    expect(getCurrentWordBufferRange(b, P(0, 4))).toEqual(S(0, 2, 0, 6))
    expect(getBeginningOfCurrentWordBufferPosition(b, P(0, 4))).toEqual(P(0, 2))
    expect(getEndOfCurrentWordBufferPosition(b, P(0, 2))).toEqual(P(0, 6))
    expect(getBeginningOfNextWordBufferPosition(b, P(0, 2))).toEqual(P(0, 7))
  })
})
