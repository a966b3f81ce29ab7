/**
 * Words, subwords and line predicates: what Atom's `Cursor` computes about
 * the text around a position, as pure functions of `(buffer, position)`.
 *
 * Every function mirrors one Atom `Cursor` method (same scan ranges, same
 * tie-breaking, same quirks); the reducers turn the returned positions into
 * motions. Positions passed in are assumed to be valid buffer positions
 * (clamped). Scans stop at the first match the algorithm needs, and scan
 * backwards when Atom's algorithm only keeps the last match.
 *
 * Two paths give the same answers. The regex path (the `…ByRegex`
 * functions) runs the word regex through the buffer scanner and serves any
 * regex. The default word regex and the default subword regexes, which
 * nearly every motion uses, go to hand-written character-class scanners
 * over the row strings (`word-scan.ts`), many times faster; they hand a
 * query back to the regex path in the rare cases they do not model.
 */

import type { TextBuffer } from '../buffer/text-buffer.js'
import type { RowChars } from '../buffer/chunked-line.js'
import type { Pos, Span } from '../values/pos.js'
import { ZERO, compare, emptySpan, pos } from '../values/pos.js'
import * as F from './word-scan.js'
import { isWhitespaceCode } from './word-scan.js'

export { isWhitespaceCode } from './word-scan.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** Atom's default `editor.nonWordCharacters`: 31 ASCII marks plus `…`. */
export const DEFAULT_NON_WORD_CHARACTERS = '/\\()"\':,.;<>~!@#$%^&*|+=[]{}`?-…'

/**
 * Options shared by the word queries. `wordRegex` replaces the default word
 * regex entirely; `includeNonWordCharacters` (default true) and
 * `nonWordCharacters` (default {@link DEFAULT_NON_WORD_CHARACTERS}) only shape
 * the default one.
 */
export interface WordOptions {
  readonly wordRegex?: RegExp
  readonly includeNonWordCharacters?: boolean
  readonly nonWordCharacters?: string
}

/** Options of {@link wordRegExp}. */
export interface WordRegExpOptions {
  readonly includeNonWordCharacters?: boolean
  readonly nonWordCharacters?: string
}

/** Options of {@link subwordRegExp}. */
export interface SubwordRegExpOptions {
  readonly backwards?: boolean
  readonly nonWordCharacters?: string
}

// ─── regexes ────────────────────────────────────────────────────────────────

/** Escapes `- [ ] / { } ( ) * + ? . \ ^ $ |`, the set Atom escapes. */
const escapeRegExp = (s: string): string => s.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')

// Keyed by the non-word set; index 0 without, 1 with the non-word-run alternative.
const wordCache: readonly [Map<string, RegExp>, Map<string, RegExp>] = [new Map(), new Map()]
// What each regex built by `defaultWordRegExp` is made of, so a caller
// passing one of them as `wordRegex` still gets the fast path.
const defaultWordRegExps = new WeakMap<RegExp, { readonly chars: string; readonly include: boolean }>()
// Index 0 forward, 1 backwards.
const subwordCache: readonly [Map<string, RegExp>, Map<string, RegExp>] = [new Map(), new Map()]

const defaultWordRegExp = (nonWordCharacters: string | undefined, include: boolean): RegExp => {
  const chars = nonWordCharacters ?? DEFAULT_NON_WORD_CHARACTERS
  const cache = wordCache[include ? 1 : 0]
  let re = cache.get(chars)
  if (re === undefined) {
    const n = escapeRegExp(chars)
    re = new RegExp(`^[\t ]*$|[^\\s${n}]+${include ? `|[${n}]+` : ''}`, 'g')
    cache.set(chars, re)
    defaultWordRegExps.set(re, { chars, include })
  }
  re.lastIndex = 0
  return re
}

/**
 * Atom's `Cursor::wordRegExp`: `^[\t ]*$|[^\sN]+|[N]+` (flag `g`), where `N`
 * is the escaped non-word set; `includeNonWordCharacters: false` drops the
 * last alternative. A blank line is a word, so is a run of punctuation.
 *
 * A new regex on every call, as Atom builds one per call: a caller may run
 * it (and its `lastIndex`) freely. Passed back as `wordRegex`, it still gets
 * the fast scanners.
 */
export const wordRegExp = (options: WordRegExpOptions = {}): RegExp => {
  const shared = defaultWordRegExp(options.nonWordCharacters, options.includeNonWordCharacters !== false)
  const re = new RegExp(shared.source, shared.flags)
  defaultWordRegExps.set(re, defaultWordRegExps.get(shared)!)
  return re
}

/**
 * Atom's `Cursor::subwordRegExp` (flag `g`): blank runs at a line edge,
 * ALLCAPS runs not followed by a lowercase letter, digit runs, a
 * Capitalised-or-lowercase run with `_` attached on the side facing the
 * motion, punctuation runs with whitespace on the side facing the motion,
 * and `_` runs. Letters are ASCII and Latin-1 only.
 *
 * A new regex on every call, like {@link wordRegExp}.
 */
export const subwordRegExp = (options: SubwordRegExpOptions = {}): RegExp => {
  const shared = sharedSubwordRegExp(options.nonWordCharacters, options.backwards === true)
  return new RegExp(shared.source, shared.flags)
}

/** The subword regex, built once per (set, direction) for the module's own scans; `lastIndex` reset. */
const sharedSubwordRegExp = (nonWordCharacters: string | undefined, backwards: boolean): RegExp => {
  const chars = nonWordCharacters ?? DEFAULT_NON_WORD_CHARACTERS
  const cache = subwordCache[backwards ? 1 : 0]
  let re = cache.get(chars)
  if (re === undefined) {
    const lower = 'a-z\\u00DF-\\u00F6\\u00F8-\\u00FF'
    const upper = 'A-Z\\u00C0-\\u00D6\\u00D8-\\u00DE'
    const n = escapeRegExp(chars)
    const camel = `[${upper}]?[${lower}]+`
    const parts = [
      '^[\t ]+',
      '[\t ]+$',
      `[${upper}]+(?![${lower}])`,
      '\\d+',
      backwards ? `${camel}_*` : `_*${camel}`,
      backwards ? `[${n}]+\\s*` : `\\s*[${n}]+`,
      '_+',
    ]
    re = new RegExp(parts.join('|'), 'g')
    cache.set(chars, re)
  }
  re.lastIndex = 0
  return re
}

/** The regex a word query uses: the caller's, else the default one. */
const regexFor = (options: WordOptions): RegExp =>
  options.wordRegex ?? defaultWordRegExp(options.nonWordCharacters, options.includeNonWordCharacters !== false)

// ─── characters ─────────────────────────────────────────────────────────────

/** Index of the first non-`\s` code unit of `line` in `[from, to)`, or -1. */
const firstNonWhitespace = (line: RowChars, from: number, to: number): number => {
  for (let i = from; i < to; i++) if (!isWhitespaceCode(line.charCodeAt(i))) return i
  return -1
}

/** The first match of a forward scan, if any. */
const firstMatch = (buf: TextBuffer, re: RegExp, range: Span): Span | undefined => {
  let found = undefined as Span | undefined
  buf.scanInRange(re, range, m => {
    found = m.range
    return true
  })
  return found
}

/** The last match of a scan (found by scanning backwards), if any. */
const lastMatch = (buf: TextBuffer, re: RegExp, range: Span): Span | undefined => {
  let found = undefined as Span | undefined
  buf.backwardsScanInRange(re, range, m => {
    found = m.range
    return true
  })
  return found
}

// ─── predicates ─────────────────────────────────────────────────────────────

/** Atom's `isAtBeginningOfLine`: the column is 0. */
export const isAtBeginningOfLine = (_buf: TextBuffer, p: Pos): boolean => p.column === 0

/** Atom's `isAtEndOfLine`: at the end of the row, before its line ending (true on empty lines and at EOF). */
export const isAtEndOfLine = (buf: TextBuffer, p: Pos): boolean => p.column === buf.lineLengthForRow(p.row)

/**
 * Atom's `isSurroundedByWhitespace`: the text from one column before to one
 * column after `p`, clipped to the line, is non-empty and all `\s`. At column
 * 0 only the character after counts, at end of line only the one before; an
 * empty line gives false.
 */
export const isSurroundedByWhitespace = (buf: TextBuffer, p: Pos): boolean => {
  const line = buf.rowChars(p.row)
  const from = Math.max(0, p.column - 1)
  const to = Math.min(line.length, p.column + 1)
  return from < to && firstNonWhitespace(line, from, to) === -1
}

/**
 * Atom's `isBetweenWordAndNonWord`: false at either end of the line or when
 * the character before or after `p` is whitespace; otherwise true iff exactly
 * one of the two is in `nonWordCharacters`.
 */
export const isBetweenWordAndNonWord = (
  buf: TextBuffer,
  p: Pos,
  nonWordCharacters: string = DEFAULT_NON_WORD_CHARACTERS,
): boolean => {
  const line = buf.rowChars(p.row)
  if (p.column === 0 || p.column >= line.length) return false
  const before = line.charCodeAt(p.column - 1)
  const after = line.charCodeAt(p.column)
  if (isWhitespaceCode(before) || isWhitespaceCode(after)) return false
  // Code-unit membership, as Atom's `String::includes` on one character.
  return nonWordCharacters.includes(String.fromCharCode(before)) !== nonWordCharacters.includes(String.fromCharCode(after))
}

/**
 * Atom's `isInsideWord`: `String::search` of the word regex over the rest of
 * the line finds its first match at offset 0. Quirk kept on purpose: `^` and
 * `$` anchor to that substring, so with the default regex this is true on any
 * non-whitespace character (word or punctuation) and whenever the rest of the
 * line is empty or only spaces/tabs (e.g. at end of line).
 */
export const isInsideWord = (buf: TextBuffer, p: Pos, options: WordOptions = {}): boolean => {
  const fast = fastFor(options, true)
  if (fast !== undefined && fast.include) {
    try {
      return F.insideWord(buf, p, fast.classes)
    } catch (e) {
      handBack(e)
    }
  }
  return isInsideWordByRegex(buf, p, options)
}

/** {@link isInsideWord} by running the regex on the rest of the line (any regex). */
export const isInsideWordByRegex = (buf: TextBuffer, p: Pos, options: WordOptions = {}): boolean => {
  const re = options.wordRegex ?? defaultWordRegExp(options.nonWordCharacters, true)
  return buf.lineForRow(p.row).slice(p.column).search(re) === 0
}

/**
 * Atom's `hasPrecedingCharactersOnLine`, as it behaves (not as its doc
 * sentence says): true iff the line has non-whitespace and `p` is after the
 * first non-whitespace column, i.e. some non-whitespace text precedes `p`.
 */
export const hasPrecedingCharactersOnLine = (buf: TextBuffer, p: Pos): boolean => {
  const line = buf.rowChars(p.row)
  const first = firstNonWhitespace(line, 0, line.length)
  return first !== -1 && p.column > first
}

/**
 * Atom's `Cursor::getIndentLevel` quirk: from the cursor's column, not the
 * line's indentation. Soft tabs: `column / tabLength` (may be fractional);
 * hard tabs: `column`.
 */
export const getIndentLevel = (column: number, softTabs: boolean, tabLength: number): number =>
  softTabs ? column / tabLength : column

// ─── fast-path dispatch ─────────────────────────────────────────────────────

/** A word query's regex as the fast scanners see it: character classes, with or without non-word runs. */
interface FastWord {
  readonly classes: F.CharClasses
  readonly include: boolean
}

// Per non-word set: the two FastWords (without, with non-word runs), or null
// when the word scanners cannot serve the set.
const fastWords = new Map<string, readonly [FastWord, FastWord] | null>()
const FAST_WORDS_MAX = 64

let lastFastChars: string | undefined
let lastFastPair: readonly [FastWord, FastWord] | null = null

const fastWordFor = (chars: string, include: boolean): FastWord | undefined => {
  let pair = chars === lastFastChars ? lastFastPair : fastWords.get(chars)
  if (pair === undefined) {
    const c = F.charClasses(chars)
    pair = c.wordOk ? [{ classes: c, include: false }, { classes: c, include: true }] : null
    if (fastWords.size >= FAST_WORDS_MAX) fastWords.clear()
    fastWords.set(chars, pair)
  }
  lastFastChars = chars
  lastFastPair = pair
  return pair === null ? undefined : pair[include ? 1 : 0]
}

/**
 * The fast path for a word query, or undefined for the regex path: without
 * `wordRegex`, the default regex of `options.nonWordCharacters` (with
 * non-word runs iff `include`); with it, only if it is one of the shared
 * regexes {@link wordRegExp} returns.
 */
const fastFor = (options: WordOptions, include: boolean): FastWord | undefined => {
  const re = options.wordRegex
  if (re === undefined) return fastWordFor(options.nonWordCharacters ?? DEFAULT_NON_WORD_CHARACTERS, include)
  const known = defaultWordRegExps.get(re)
  return known === undefined ? undefined : fastWordFor(known.chars, known.include)
}

/** The subword scanners' classes for a non-word set, or undefined for the regex path. */
const fastSubwordClasses = (nonWordCharacters: string | undefined): F.CharClasses | undefined => {
  const c = F.charClasses(nonWordCharacters ?? DEFAULT_NON_WORD_CHARACTERS)
  return c.subwordOk ? c : undefined
}

// Rethrows anything but the fast path's hand-back.
const handBack = (e: unknown): void => {
  if (e !== F.BAIL) throw e
}

// ─── word queries ───────────────────────────────────────────────────────────

/**
 * Atom's `getBeginningOfCurrentWordBufferPosition`: among the word matches
 * in `[row-1, 0]..p` (`[row, 0]..p` when `allowPrevious` is false) that start
 * before `p`, the last one's start; without `allowPrevious` only if that
 * match reaches `p`. Fallback: `[0,0]`, or `p` without `allowPrevious`.
 */
export const getBeginningOfCurrentWordBufferPosition = (
  buf: TextBuffer,
  p: Pos,
  options: WordOptions & { readonly allowPrevious?: boolean } = {},
): Pos => {
  const fast = fastFor(options, options.includeNonWordCharacters !== false)
  if (fast !== undefined) {
    try {
      return F.beginningOfWord(buf, p, fast.classes, fast.include, options.allowPrevious !== false)
    } catch (e) {
      handBack(e)
    }
  }
  return getBeginningOfCurrentWordBufferPositionByRegex(buf, p, options)
}

/** {@link getBeginningOfCurrentWordBufferPosition} by running the regex through the buffer scanner (any regex). */
export const getBeginningOfCurrentWordBufferPositionByRegex = (
  buf: TextBuffer,
  p: Pos,
  options: WordOptions & { readonly allowPrevious?: boolean } = {},
): Pos => {
  const allowPrevious = options.allowPrevious !== false
  const from = allowPrevious ? (p.row > 0 ? pos(p.row - 1, 0) : ZERO) : pos(p.row, 0)
  let result = undefined as Pos | undefined
  // Matches are ordered and disjoint, so the last one starting before `p` is
  // the only one that can reach `p`: scanning backwards finds it first.
  buf.backwardsScanInRange(regexFor(options), { start: from, end: p }, ({ range }) => {
    if (compare(range.start, p) >= 0) return false
    if (allowPrevious || compare(p, range.end) <= 0) result = range.start
    return true
  })
  return result ?? (allowPrevious ? ZERO : p)
}

/**
 * Atom's `getEndOfCurrentWordBufferPosition`: the end of the first word match
 * in `p..[row+2, 0]` that ends after `p`; else EOF. With `allowNext: false`
 * the scan stops at the end of the row and at the first match starting after
 * `p`, and the fallback is `p`.
 */
export const getEndOfCurrentWordBufferPosition = (
  buf: TextBuffer,
  p: Pos,
  options: WordOptions & { readonly allowNext?: boolean } = {},
): Pos => {
  const fast = fastFor(options, options.includeNonWordCharacters !== false)
  if (fast !== undefined) {
    try {
      return F.endOfWord(buf, p, fast.classes, fast.include, options.allowNext !== false)
    } catch (e) {
      handBack(e)
    }
  }
  return getEndOfCurrentWordBufferPositionByRegex(buf, p, options)
}

/** {@link getEndOfCurrentWordBufferPosition} by running the regex through the buffer scanner (any regex). */
export const getEndOfCurrentWordBufferPositionByRegex = (
  buf: TextBuffer,
  p: Pos,
  options: WordOptions & { readonly allowNext?: boolean } = {},
): Pos => {
  const allowNext = options.allowNext !== false
  const to = allowNext
    ? p.row + 2 <= buf.getLastRow()
      ? pos(p.row + 2, 0)
      : buf.getEndPosition()
    : pos(p.row, buf.lineLengthForRow(p.row))
  let result = undefined as Pos | undefined
  buf.scanInRange(regexFor(options), { start: p, end: to }, ({ range }) => {
    if (!allowNext && compare(p, range.start) < 0) return true
    if (compare(p, range.end) < 0) {
      result = range.end
      return true
    }
    return false
  })
  return result ?? (allowNext ? buf.getEndPosition() : p)
}

/**
 * Atom's `getBeginningOfNextWordBufferPosition`: from the end of the current
 * word if {@link isInsideWord}, else from `p`, the start of the first word
 * match up to EOF; none → `p`. The final scan ignores
 * `includeNonWordCharacters` (Atom calls `wordRegExp()` there).
 */
export const getBeginningOfNextWordBufferPosition = (buf: TextBuffer, p: Pos, options: WordOptions = {}): Pos => {
  // The fast scanner runs the final scan with non-word runs: only a default
  // regex with them (or none given) fits it.
  const fast = fastFor(options, options.includeNonWordCharacters !== false)
  if (fast !== undefined && (options.wordRegex === undefined || fast.include)) {
    try {
      return F.beginningOfNextWord(buf, p, fast.classes, fast.include)
    } catch (e) {
      handBack(e)
    }
  }
  return getBeginningOfNextWordBufferPositionByRegex(buf, p, options)
}

/** {@link getBeginningOfNextWordBufferPosition} by running the regex through the buffer scanner (any regex). */
export const getBeginningOfNextWordBufferPositionByRegex = (buf: TextBuffer, p: Pos, options: WordOptions = {}): Pos => {
  const start = isInsideWordByRegex(buf, p, options) ? getEndOfCurrentWordBufferPositionByRegex(buf, p, options) : p
  const re = options.wordRegex ?? defaultWordRegExp(options.nonWordCharacters, true)
  return firstMatch(buf, re, { start, end: buf.getEndPosition() })?.start ?? p
}

/**
 * Atom's `getPreviousWordBoundaryBufferPosition`: the last word match in
 * `[r, 0]..p`, `r` being the nearest earlier row with non-whitespace (0 if
 * none). If it starts on an earlier row and `p` is not at column 0 →
 * `[row, 0]`; else if `p` is after its end → its end; else its start. No
 * match → `p`. The default regex ignores `includeNonWordCharacters`.
 */
export const getPreviousWordBoundaryBufferPosition = (buf: TextBuffer, p: Pos, options: WordOptions = {}): Pos => {
  const fast = fastFor(options, true)
  if (fast !== undefined && fast.include) {
    try {
      return F.previousWordBoundary(buf, p, fast.classes)
    } catch (e) {
      handBack(e)
    }
  }
  return getPreviousWordBoundaryBufferPositionByRegex(buf, p, options)
}

/** {@link getPreviousWordBoundaryBufferPosition} by running the regex through the buffer scanner (any regex). */
export const getPreviousWordBoundaryBufferPositionByRegex = (buf: TextBuffer, p: Pos, options: WordOptions = {}): Pos => {
  const from = pos(buf.previousNonBlankRow(p.row) ?? 0, 0)
  const re = options.wordRegex ?? defaultWordRegExp(options.nonWordCharacters, true)
  const last = lastMatch(buf, re, { start: from, end: p })
  if (last === undefined) return p
  if (last.start.row < p.row && p.column > 0) return pos(p.row, 0)
  return compare(p, last.end) > 0 ? last.end : last.start
}

/**
 * Atom's `getNextWordBoundaryBufferPosition`: the first word match in
 * `p..EOF`. If it starts on a later row → the start of that row; else if it
 * starts after `p` → its start; else its end. No match → `p`. The default
 * regex ignores `includeNonWordCharacters`.
 */
export const getNextWordBoundaryBufferPosition = (buf: TextBuffer, p: Pos, options: WordOptions = {}): Pos => {
  const fast = fastFor(options, true)
  if (fast !== undefined && fast.include) {
    try {
      return F.nextWordBoundary(buf, p, fast.classes)
    } catch (e) {
      handBack(e)
    }
  }
  return getNextWordBoundaryBufferPositionByRegex(buf, p, options)
}

/** {@link getNextWordBoundaryBufferPosition} by running the regex through the buffer scanner (any regex). */
export const getNextWordBoundaryBufferPositionByRegex = (buf: TextBuffer, p: Pos, options: WordOptions = {}): Pos => {
  const re = options.wordRegex ?? defaultWordRegExp(options.nonWordCharacters, true)
  const first = firstMatch(buf, re, { start: p, end: buf.getEndPosition() })
  if (first === undefined) return p
  if (first.start.row > p.row) return pos(first.start.row, 0)
  return compare(p, first.start) < 0 ? first.start : first.end
}

/** Atom's `moveToPreviousSubwordBoundary` target: the previous word boundary under `subwordRegExp({ backwards: true })`. */
export const previousSubwordBoundary = (buf: TextBuffer, p: Pos, nonWordCharacters?: string): Pos => {
  const classes = fastSubwordClasses(nonWordCharacters)
  if (classes !== undefined) {
    try {
      return F.previousSubword(buf, p, classes)
    } catch (e) {
      handBack(e)
    }
  }
  return previousSubwordBoundaryByRegex(buf, p, nonWordCharacters)
}

/** {@link previousSubwordBoundary} by running the regex through the buffer scanner. */
export const previousSubwordBoundaryByRegex = (buf: TextBuffer, p: Pos, nonWordCharacters?: string): Pos =>
  getPreviousWordBoundaryBufferPositionByRegex(buf, p, {
    wordRegex: sharedSubwordRegExp(nonWordCharacters, true),
  })

/** Atom's `moveToNextSubwordBoundary` target: the next word boundary under `subwordRegExp()`. */
export const nextSubwordBoundary = (buf: TextBuffer, p: Pos, nonWordCharacters?: string): Pos => {
  const classes = fastSubwordClasses(nonWordCharacters)
  if (classes !== undefined) {
    try {
      return F.nextSubword(buf, p, classes)
    } catch (e) {
      handBack(e)
    }
  }
  return nextSubwordBoundaryByRegex(buf, p, nonWordCharacters)
}

/** {@link nextSubwordBoundary} by running the regex through the buffer scanner. */
export const nextSubwordBoundaryByRegex = (buf: TextBuffer, p: Pos, nonWordCharacters?: string): Pos =>
  getNextWordBoundaryBufferPositionByRegex(buf, p, {
    wordRegex: sharedSubwordRegExp(nonWordCharacters, false),
  })

/**
 * Atom's `getCurrentWordBufferRange`: the first word match on `p`'s row with
 * `start.column <= p.column <= end.column` (inclusive both ends, so between
 * two words the left one wins); none → the empty span at `p`.
 */
export const getCurrentWordBufferRange = (buf: TextBuffer, p: Pos, options: WordOptions = {}): Span => {
  const fast = fastFor(options, options.includeNonWordCharacters !== false)
  if (fast !== undefined) {
    try {
      return F.currentWordRange(buf, p, fast.classes, fast.include) ?? emptySpan(p)
    } catch (e) {
      handBack(e)
    }
  }
  return getCurrentWordBufferRangeByRegex(buf, p, options)
}

/** {@link getCurrentWordBufferRange} by running the regex through the buffer scanner (any regex). */
export const getCurrentWordBufferRangeByRegex = (buf: TextBuffer, p: Pos, options: WordOptions = {}): Span => {
  let found = undefined as Span | undefined
  const line = { start: pos(p.row, 0), end: pos(p.row, buf.lineLengthForRow(p.row)) }
  buf.scanInRange(regexFor(options), line, ({ range }) => {
    // Later matches start later still, so none can contain `p`.
    if (range.start.column > p.column) return true
    if (range.end.column >= p.column) {
      found = range
      return true
    }
    return false
  })
  return found ?? emptySpan(p)
}

/**
 * Atom's `getCurrentWordPrefix`: the text from
 * {@link getBeginningOfCurrentWordBufferPosition} (defaults) to `p`. Quirk:
 * right after whitespace (`foo |bar`) it is `"foo "`.
 */
export const getCurrentWordPrefix = (buf: TextBuffer, p: Pos, nonWordCharacters?: string): string =>
  buf.getTextInRange({
    start: getBeginningOfCurrentWordBufferPosition(buf, p, nonWordCharacters === undefined ? {} : { nonWordCharacters }),
    end: p,
  })

// ─── line targets ───────────────────────────────────────────────────────────

/**
 * Where Atom's `skipLeadingWhitespace` moves: the end of the row's leading
 * spaces/tabs if that is after `p`, else `p` itself (it never moves back).
 */
export const skipLeadingWhitespaceTarget = (buf: TextBuffer, p: Pos): Pos => {
  const line = buf.rowChars(p.row)
  let end = 0
  while (end < line.length) {
    const c = line.charCodeAt(end)
    if (c !== 0x20 && c !== 0x09) break
    end++
  }
  return end > p.column ? pos(p.row, end) : p
}

/**
 * Where Atom's `moveToFirstCharacterOfLine` moves, given `range`, the buffer
 * range of `p`'s screen row (default: `p`'s whole line). Atom scans the range
 * (folded text included) for the first non-whitespace character and keeps
 * only its *column*: if there is one and that column is not `p`'s column, the
 * target is that column on the range's first row, else the range's start.
 * Toggles between indentation and column 0 on an unwrapped line; a
 * whitespace-only line gives column 0. The target is clamped to the buffer;
 * `p` itself is returned when the target equals it.
 */
export const firstCharacterOfLineTarget = (buf: TextBuffer, p: Pos, range?: Span): Pos => {
  const start = range?.start ?? pos(p.row, 0)
  const end = range?.end ?? pos(p.row, buf.lineLengthForRow(p.row))
  let first = -1
  for (let row = start.row; row <= end.row && first === -1; row++) {
    const line = buf.rowChars(row)
    const from = row === start.row ? start.column : 0
    first = firstNonWhitespace(line, from, row === end.row ? Math.min(end.column, line.length) : line.length)
  }
  const column = first !== -1 && first !== p.column ? first : start.column
  if (start.row === p.row && column === p.column) return p
  const target = buf.clampPosition(pos(start.row, column))
  return compare(target, p) === 0 ? p : target
}
