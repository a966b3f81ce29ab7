/**
 * The word queries of `word.ts` for the default word regex and the default
 * subword regexes, computed by hand-written character-class scanners over
 * the buffer's row strings instead of running the regexes through the
 * buffer scanner.
 *
 * Each scanner reproduces, for its one regex, exactly the matches the
 * buffer scanner reports (see `scan.ts`): the range's rows joined by line
 * breaks, `^` and `$` only at real line boundaries (a range edge inside a
 * row is none), matches cut by the range, alternatives tried in order with
 * greedy quantifiers and their backtracking, code-unit semantics (no `u`
 * flag). The functions here then apply the same decisions as the regex
 * path in `word.ts`, so the answers are identical; a differential property
 * test (`property-tests/word-fast.prop.test.ts`) holds them to that.
 *
 * Where exactness would take more than a simple scanner, the functions
 * throw {@link BAIL} and the caller answers by the regex path instead: a
 * row they read holds U+2028 or U+2029 (which JS's multiline `^`/`$` treat
 * as line breaks, and the buffer scanner only in some of its windows) or a
 * lone `\r` (a character of its row that Atom's search, as the buffer
 * scanner, takes for a line break in `^` and `$`), the
 * position is not a valid clamped position, or the non-word set holds a
 * line break (word scanners) or any whitespace (subword scanners; see
 * {@link CharClasses}).
 *
 * Word regex: `^[\t ]*$|[^\sN]+|[N]+`. Its matches never cross a line
 * break, so each row's matches depend on that row alone: a row wholly inside
 * the range that is only spaces and tabs (or empty) is one match; otherwise
 * the matches are the maximal runs of word characters (neither `\s` nor in
 * `N`) and of non-word characters (in `N`), cut by the range.
 *
 * Subword regexes (forward / backwards): `^[\t ]+`, `[\t ]+$`,
 * `[U]+(?![L])`, `\d+`, `_*[U]?[L]+` / `[U]?[L]+_*`, `\s*[N]+` / `[N]+\s*`,
 * `_+`. Only the whitespace runs of the sixth alternative cross line breaks
 * (and blank rows).
 */

import type { RowReader } from '../buffer/line-tree.js'
import { ChunkReader } from '../buffer/chunked-line.js'
import { endingLength, type LineChars } from '../buffer/lines.js'
import type { TextBuffer } from '../buffer/text-buffer.js'
import type { Pos, Span } from '../values/pos.js'
import { ZERO, pos } from '../values/pos.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** Thrown by the scanners when they cannot vouch for the regex path's answer. */
export class Bail {
  private constructor() {}
  /** The one instance thrown. */
  static readonly instance: Bail = new Bail()
}

/** The value the scanners throw to hand a query back to the regex path. */
export const BAIL: Bail = Bail.instance

/** Class bit: in JavaScript's `\s`. */
export const WS = 1
/** Class bit: in the non-word set. */
export const NW = 2
/** Class bit: space or tab (`[\t ]`). */
export const TB = 4
/** Class bit: an uppercase letter of the subword regexes (`A-Z\u00C0-\u00D6\u00D8-\u00DE`). */
export const UP = 8
/** Class bit: a lowercase letter of the subword regexes (`a-z\u00DF-\u00F6\u00F8-\u00FF`). */
export const LO = 16
/** Class bit: an ASCII digit (`\d` without `u`). */
export const DG = 32
/** Class bit: the underscore. */
export const US = 64

/**
 * The character classes of one non-word set: the class bits of the code
 * units below U+0100 (`low`), the non-word code units from U+0100 on
 * (`high`, usually just `…`), and which scanners can serve the set: the word
 * scanners unless the set holds a `\n` (then a non-word run could cross
 * rows), the subword scanners only if the set holds no whitespace (then
 * `\s*[N]+` would backtrack into it).
 */
export interface CharClasses {
  readonly low: Uint8Array
  readonly high: readonly number[]
  readonly wordOk: boolean
  readonly subwordOk: boolean
}

// ─── characters ─────────────────────────────────────────────────────────────

/** Whether a UTF-16 code unit is in JavaScript's `\s` class. */
export const isWhitespaceCode = (c: number): boolean =>
  c === 0x20 ||
  (c >= 0x09 && c <= 0x0d) ||
  (c > 0x7f &&
    (c === 0xa0 ||
      c === 0x1680 ||
      (c >= 0x2000 && c <= 0x200a) ||
      c === 0x2028 ||
      c === 0x2029 ||
      c === 0x202f ||
      c === 0x205f ||
      c === 0x3000 ||
      c === 0xfeff))

// Every class bit but NW, for the code units below U+0100 (none above has any but WS).
const BASE = ((): Uint8Array => {
  const t = new Uint8Array(0x100)
  for (let c = 0; c < 0x100; c++) if (isWhitespaceCode(c)) t[c] = WS
  t[0x09] = WS | TB
  t[0x20] = WS | TB
  for (let c = 0x30; c <= 0x39; c++) t[c] = DG
  for (let c = 0x41; c <= 0x5a; c++) t[c] = UP
  for (let c = 0xc0; c <= 0xde; c++) if (c !== 0xd7) t[c] = UP
  for (let c = 0x61; c <= 0x7a; c++) t[c] = LO
  for (let c = 0xdf; c <= 0xff; c++) if (c !== 0xf7) t[c] = LO
  t[0x5f] = US
  return t
})()

const classCache = new Map<string, CharClasses>()
const CLASS_CACHE_MAX = 256
let lastChars: string | undefined
let lastClasses: CharClasses | undefined

/** The {@link CharClasses} of a non-word set (cached per set). */
export const charClasses = (nonWordCharacters: string): CharClasses => {
  if (nonWordCharacters === lastChars && lastClasses !== undefined) return lastClasses
  let c = classCache.get(nonWordCharacters)
  if (c === undefined) {
    const low = BASE.slice()
    const high: number[] = []
    let wordOk = true
    let subwordOk = true
    for (let i = 0; i < nonWordCharacters.length; i++) {
      const code = nonWordCharacters.charCodeAt(i)
      if (code === 10) wordOk = false
      if (isWhitespaceCode(code)) subwordOk = false
      if (code < 0x100) low[code] = (low[code] as number) | NW
      else if (!high.includes(code)) high.push(code)
    }
    if (classCache.size >= CLASS_CACHE_MAX) classCache.clear()
    c = { low, high, wordOk, subwordOk }
    classCache.set(nonWordCharacters, c)
  }
  lastChars = nonWordCharacters
  lastClasses = c
  return c
}

/** The class bits of a UTF-16 code unit under a non-word set. */
export const classOf = (t: CharClasses, code: number): number => {
  if (code < 0x100) return t.low[code] as number
  const ws = isWhitespaceCode(code) ? WS : 0
  const high = t.high
  for (let i = 0; i < high.length; i++) if (high[i] === code) return ws | NW
  return ws
}

// ─── rows ───────────────────────────────────────────────────────────────────

// U+2028, U+2029, or a `\r` other than that of a `\r\n` ending (the only `\n` of a stored line is its last character).
const LINE_SEPARATORS = /[\u2028\u2029]|\r(?!\n$)/

// The rows the queries read, each checked once for U+2028/U+2029/lone `\r` (the last
// two kept). `line` is the stored line (its ending included), `len` the
// length of its content. One instance serves every query (they never
// re-enter): it keeps its row reader and rows while the queries stay on one
// buffer, so many cursors on nearby rows find their rows without descending
// the tree. Buffers are immutable, so what it holds never goes stale; it
// keeps the last buffer queried alive.
class Rows {
  line: LineChars = ''
  len = 0
  last = 0
  private buf: TextBuffer | null = null
  private reader: RowReader | null = null
  private r0 = -1
  private s0: LineChars = ''
  private n0 = 0
  private r1 = -1
  private s1: LineChars = ''
  private n1 = 0

  // Starts a query on `buf`.
  open(buf: TextBuffer): void {
    if (buf === this.buf) return
    this.buf = buf
    this.reader = buf.rowReader()
    this.last = buf.getLastRow()
    this.r0 = this.r1 = -1
  }

  get(row: number): void {
    if (row === this.r0) {
      this.line = this.s0
      this.len = this.n0
      return
    }
    if (row === this.r1) {
      this.line = this.s1
      this.len = this.n1
      return
    }
    const stored = (this.reader as RowReader).stored(row)
    let raw: LineChars
    if (typeof stored === 'string') {
      if (LINE_SEPARATORS.test(stored)) throw BAIL
      raw = stored
    } else {
      // A long line in chunks: its counts tell whether it holds a separator or a lone `\r`, and it is read in place.
      if (stored.separators > 0 || stored.crs > (endingLength(stored) === 2 ? 1 : 0)) throw BAIL
      raw = new ChunkReader(stored)
    }
    const n = raw.length - endingLength(raw)
    this.r1 = this.r0
    this.s1 = this.s0
    this.n1 = this.n0
    this.r0 = row
    this.s0 = raw
    this.n0 = n
    this.line = raw
    this.len = n
  }
}

const shared = new Rows()

// The shared rows on `buf` with `p`'s row loaded, after checking that `p`
// is a valid clamped position (anything else goes to the regex path, which
// clips).
const open = (buf: TextBuffer, p: Pos): Rows => {
  const rows = shared
  rows.open(buf)
  const { row, column } = p
  if (!(row >= 0 && row <= rows.last && column >= 0 && Number.isInteger(row) && Number.isInteger(column))) throw BAIL
  rows.get(row)
  if (column > rows.len) throw BAIL
  return rows
}

// The class bits of the code unit at `i` (in range).
const at = (t: CharClasses, line: LineChars, i: number): number => {
  const code = line.charCodeAt(i)
  return code < 0x100 ? (t.low[code] as number) : classOf(t, code)
}

const isBlankRow = (t: CharClasses, line: LineChars, len: number): boolean => {
  for (let i = 0; i < len; i++) if ((at(t, line, i) & WS) === 0) return false
  return true
}

// The last match found: start column (word scanners, one row) or start and
// end positions. Module state: the scanners never re-enter.
let mStart = 0
let mEnd = 0
let mEndRow = 0

// ─── word regex ─────────────────────────────────────────────────────────────

const WORD = WS | NW

// Whether the whole row is spaces and tabs (or empty): a blank-line word.
const isSpaceRow = (t: CharClasses, line: LineChars, len: number): boolean => {
  for (let i = 0; i < len; i++) if ((at(t, line, i) & TB) === 0) return false
  return true
}

// First match of the word regex in columns `[a, b)` of a row (the blank-line
// alternative only when that is the whole row): `mStart`, `mEnd`.
const rowFirst = (t: CharClasses, line: LineChars, len: number, a: number, b: number, include: boolean): boolean => {
  if (a === 0 && b === len && isSpaceRow(t, line, len)) {
    mStart = 0
    mEnd = len
    return true
  }
  for (let i = a; i < b; i++) {
    const k = at(t, line, i)
    if ((k & WORD) === 0) {
      let j = i + 1
      while (j < b && (at(t, line, j) & WORD) === 0) j++
      mStart = i
      mEnd = j
      return true
    }
    if (include && (k & NW) !== 0) {
      let j = i + 1
      while (j < b && (at(t, line, j) & NW) !== 0) j++
      mStart = i
      mEnd = j
      return true
    }
  }
  return false
}

// Last match of the word regex in columns `[a, b)` of a row, as `rowFirst`.
const rowLast = (t: CharClasses, line: LineChars, len: number, a: number, b: number, include: boolean): boolean => {
  if (a === 0 && b === len && isSpaceRow(t, line, len)) {
    mStart = 0
    mEnd = len
    return true
  }
  for (let i = b - 1; i >= a; i--) {
    const k = at(t, line, i)
    if ((k & WORD) === 0) {
      let j = i
      while (j > a && (at(t, line, j - 1) & WORD) === 0) j--
      mStart = j
      mEnd = i + 1
      return true
    }
    if (include && (k & NW) !== 0) {
      let j = i
      while (j > a && (at(t, line, j - 1) & NW) !== 0) j--
      mStart = j
      mEnd = i + 1
      return true
    }
  }
  return false
}

// `getEndOfCurrentWordBufferPosition` on loaded rows: the answer as
// `mEndRow`/`mEnd`, or false for the fallback.
const endOfWordIn = (rows: Rows, t: CharClasses, p: Pos, include: boolean, allowNext: boolean): boolean => {
  // The range ends at [row + 2, 0] (a cut row), at EOF, or at the end of the row.
  const cutRow = allowNext && p.row + 2 <= rows.last ? p.row + 2 : -1
  const endRow = allowNext ? (cutRow >= 0 ? cutRow : rows.last) : p.row
  for (let r = p.row; r <= endRow; r++) {
    rows.get(r)
    const a = r === p.row ? p.column : 0
    const b = r === cutRow ? 0 : rows.len
    if (!rowFirst(t, rows.line, rows.len, a, b, include)) continue
    if (!allowNext && mStart > p.column) return false
    if (r > p.row || mEnd > p.column) {
      mEndRow = r
      return true
    }
    // An empty blank-line word at `p`: nothing else on this row.
  }
  return false
}

/** `getEndOfCurrentWordBufferPosition` for the default word regex. */
export const endOfWord = (buf: TextBuffer, p: Pos, t: CharClasses, include: boolean, allowNext: boolean): Pos => {
  const rows = open(buf, p)
  if (endOfWordIn(rows, t, p, include, allowNext)) return pos(mEndRow, mEnd)
  return allowNext ? buf.getEndPosition() : p
}

/** `getBeginningOfCurrentWordBufferPosition` for the default word regex. */
export const beginningOfWord = (
  buf: TextBuffer,
  p: Pos,
  t: CharClasses,
  include: boolean,
  allowPrevious: boolean,
): Pos => {
  const rows = open(buf, p)
  const fromRow = allowPrevious ? Math.max(p.row - 1, 0) : p.row
  for (let r = p.row; r >= fromRow; r--) {
    rows.get(r)
    const b = r === p.row ? p.column : rows.len
    if (!rowLast(t, rows.line, rows.len, 0, b, include)) continue
    // An empty blank-line word at `p` does not start before it; it is its row's only match.
    if (r === p.row && mStart >= p.column) continue
    if (allowPrevious || (r === p.row && mEnd >= p.column)) return pos(r, mStart)
    return p
  }
  return allowPrevious ? ZERO : p
}

/**
 * `isInsideWord` for the default word regex (non-word runs included):
 * the rest of the line is only spaces and tabs, or starts with a word or
 * non-word character.
 */
export const insideWord = (buf: TextBuffer, p: Pos, t: CharClasses): boolean => {
  const rows = open(buf, p)
  return insideWordIn(rows, t, p.column)
}

const insideWordIn = (rows: Rows, t: CharClasses, column: number): boolean => {
  const { line, len } = rows
  if (column === len) return true
  const k = at(t, line, column)
  if ((k & WORD) === 0 || (k & NW) !== 0) return true
  for (let i = column; i < len; i++) if ((at(t, line, i) & TB) === 0) return false
  return true
}

/**
 * `getBeginningOfNextWordBufferPosition` for the default word regex
 * (`include` shapes only the end-of-word step, as in Atom).
 */
export const beginningOfNextWord = (buf: TextBuffer, p: Pos, t: CharClasses, include: boolean): Pos => {
  const rows = open(buf, p)
  let sr = p.row
  let sc = p.column
  if (insideWordIn(rows, t, p.column)) {
    if (endOfWordIn(rows, t, p, include, true)) {
      sr = mEndRow
      sc = mEnd
    } else {
      sr = rows.last
      rows.get(sr)
      sc = rows.len
    }
  }
  for (let r = sr; r <= rows.last; r++) {
    rows.get(r)
    if (rowFirst(t, rows.line, rows.len, r === sr ? sc : 0, rows.len, true)) return pos(r, mStart)
  }
  return p
}

/** `getPreviousWordBoundaryBufferPosition` for the default word regex. */
export const previousWordBoundary = (buf: TextBuffer, p: Pos, t: CharClasses): Pos => {
  const rows = open(buf, p)
  // The range starts at the nearest earlier non-blank row (row 0 if none).
  for (let r = p.row; r >= 0; r--) {
    rows.get(r)
    const { line, len } = rows
    if (rowLast(t, line, len, 0, r === p.row ? p.column : len, true)) {
      if (r < p.row && p.column > 0) return pos(p.row, 0)
      return r < p.row || p.column > mEnd ? pos(r, mEnd) : pos(r, mStart)
    }
    if (r < p.row && !isBlankRow(t, line, len)) break
  }
  return p
}

/** `getNextWordBoundaryBufferPosition` for the default word regex. */
export const nextWordBoundary = (buf: TextBuffer, p: Pos, t: CharClasses): Pos => {
  const rows = open(buf, p)
  for (let r = p.row; r <= rows.last; r++) {
    rows.get(r)
    if (!rowFirst(t, rows.line, rows.len, r === p.row ? p.column : 0, rows.len, true)) continue
    if (r > p.row) return pos(r, 0)
    return mStart > p.column ? pos(r, mStart) : pos(r, mEnd)
  }
  return p
}

/** `getCurrentWordBufferRange` for the default word regex; undefined for none. */
export const currentWordRange = (buf: TextBuffer, p: Pos, t: CharClasses, include: boolean): Span | undefined => {
  const rows = open(buf, p)
  const { line, len } = rows
  const c = p.column
  // The row's matches are its blank-line match, else its maximal runs of one match class: the first
  // ending at or after `c` is the run holding `c - 1`, else one starting at `c`. Found by reading
  // outward from `c`, so the cost is the word's length, not the row's.
  if (isSpaceRow(t, line, len)) return { start: pos(p.row, 0), end: pos(p.row, len) }
  let k = c > 0 ? matchClass(t, line, c - 1, include) : 0
  let from = c - 1
  if (k === 0) {
    k = c < len ? matchClass(t, line, c, include) : 0
    if (k === 0) return undefined
    from = c
  }
  let a = from
  while (a > 0 && matchClass(t, line, a - 1, include) === k) a--
  let b = from + 1
  while (b < len && matchClass(t, line, b, include) === k) b++
  return { start: pos(p.row, a), end: pos(p.row, b) }
}

// The match class of column `i` under the word regex: 1 a word character, 2 a non-word one (when
// non-word runs are matches), 0 neither (whitespace, which no run holds).
const matchClass = (t: CharClasses, line: LineChars, i: number, include: boolean): number => {
  const k = at(t, line, i)
  return (k & WORD) === 0 ? 1 : include && (k & NW) !== 0 ? 2 : 0
}

// ─── subword regexes ────────────────────────────────────────────────────────

// Memo against quadratic rescans of long blank runs: the `[\t ]` run
// containing the columns before `runEnd` of row `runRow` ends at `runEnd`;
// the forward `\s*[N]+` fails from every position before
// `[failRow, failCol]`.
let runRow = -1
let runEnd = 0
let failRow = -1
let failCol = 0

// End of the run of `bits` from column `j` of `line`, before `b`.
const runFrom = (t: CharClasses, line: LineChars, j: number, b: number, bits: number): number => {
  while (j < b && (at(t, line, j) & bits) !== 0) j++
  return j
}

// End of the `[\t ]` run at column `j` (memoised per row).
const spaceRun = (t: CharClasses, line: LineChars, r: number, j: number, b: number): number => {
  if (r === runRow && j < runEnd) return runEnd
  runRow = r
  return (runEnd = runFrom(t, line, j, b, TB))
}

// The forward `\s*[N]+` from `[r, j]` (text up to EOF): `mEndRow`, `mEnd`.
const forwardPunctuation = (rows: Rows, t: CharClasses, r: number, j: number): boolean => {
  if (r < failRow || (r === failRow && j < failCol)) return false
  rows.get(r)
  for (;;) {
    j = runFrom(t, rows.line, j, rows.len, WS)
    if (j < rows.len || r === rows.last) break
    rows.get(++r)
    j = 0
  }
  if (j < rows.len && (at(t, rows.line, j) & NW) !== 0) {
    mEndRow = r
    mEnd = runFrom(t, rows.line, j + 1, rows.len, NW)
    return true
  }
  failRow = r
  failCol = j
  return false
}

// The forward subword regex at `[r, j]` (row `r` loaded, text up to EOF):
// its end as `mEndRow`, `mEnd`.
const forwardAt = (rows: Rows, t: CharClasses, r: number, j: number): boolean => {
  const { line, len } = rows
  if (j === len) return r < rows.last && forwardPunctuation(rows, t, r, j)
  const k = at(t, line, j)
  mEndRow = r
  if ((k & TB) !== 0) {
    // `^[\t ]+`, then `[\t ]+$` (every row end is a real line end here).
    const e = spaceRun(t, line, r, j, len)
    if (j === 0 || e === len) {
      mEnd = e
      return true
    }
  }
  if ((k & UP) !== 0) {
    // `[U]+(?![L])`, backing off one letter when a lowercase one follows.
    const e = runFrom(t, line, j + 1, len, UP)
    if (e === len || (at(t, line, e) & LO) === 0) {
      mEnd = e
      return true
    }
    if (e - j >= 2) {
      mEnd = e - 1
      return true
    }
  }
  if ((k & DG) !== 0) {
    mEnd = runFrom(t, line, j + 1, len, DG)
    return true
  }
  if ((k & (US | UP | LO)) !== 0) {
    // `_*[U]?[L]+`
    const i = runFrom(t, line, j, len, US)
    if (i < len) {
      const ki = at(t, line, i)
      if ((ki & UP) !== 0 && i + 1 < len && (at(t, line, i + 1) & LO) !== 0) {
        mEnd = runFrom(t, line, i + 2, len, LO)
        return true
      }
      if ((ki & LO) !== 0) {
        mEnd = runFrom(t, line, i + 1, len, LO)
        return true
      }
    }
  }
  if ((k & (WS | NW)) !== 0 && forwardPunctuation(rows, t, r, j)) return true
  if ((k & US) !== 0) {
    mEndRow = r
    mEnd = runFrom(t, line, j + 1, len, US)
    return true
  }
  return false
}

/** `nextSubwordBoundary`: the next word boundary under the forward subword regex. */
export const nextSubword = (buf: TextBuffer, p: Pos, t: CharClasses): Pos => {
  const rows = open(buf, p)
  runRow = failRow = -1
  let r = p.row
  let j = p.column
  for (;;) {
    if (forwardAt(rows, t, r, j)) {
      if (r > p.row) return pos(r, 0)
      return j > p.column ? pos(r, j) : pos(mEndRow, mEnd)
    }
    rows.get(r)
    if (j < rows.len) j++
    else if (r === rows.last) return p
    else {
      rows.get(++r)
      j = 0
    }
  }
}

// The backwards subword regex at `[r, j]` (row `r` loaded), the text ending
// at `[er, ec]`: its end as `mEndRow`, `mEnd`.
const backwardAt = (rows: Rows, t: CharClasses, r: number, j: number, er: number, ec: number): boolean => {
  const { line, len } = rows
  const b = r === er ? ec : len
  // At the text's end or a line break: no alternative starts there.
  if (j >= b) return false
  const k = at(t, line, j)
  mEndRow = r
  if ((k & TB) !== 0) {
    // `^[\t ]+`, then `[\t ]+$` (a run reaching `len` reaches a real line end).
    const e = spaceRun(t, line, r, j, b)
    if (j === 0 || e === len) {
      mEnd = e
      return true
    }
  }
  if ((k & UP) !== 0) {
    const e = runFrom(t, line, j + 1, b, UP)
    if (e === b || (at(t, line, e) & LO) === 0) {
      mEnd = e
      return true
    }
    if (e - j >= 2) {
      mEnd = e - 1
      return true
    }
  }
  if ((k & DG) !== 0) {
    mEnd = runFrom(t, line, j + 1, b, DG)
    return true
  }
  // `[U]?[L]+_*`
  let i = -1
  if ((k & UP) !== 0) {
    if (j + 1 < b && (at(t, line, j + 1) & LO) !== 0) i = j + 2
  } else if ((k & LO) !== 0) i = j + 1
  if (i >= 0) {
    mEnd = runFrom(t, line, runFrom(t, line, i, b, LO), b, US)
    return true
  }
  if ((k & NW) !== 0) {
    // `[N]+\s*`, the blank run crossing line breaks up to the text's end.
    let e = runFrom(t, line, j + 1, b, NW)
    let rr = r
    let bb = b
    for (;;) {
      e = runFrom(t, rows.line, e, bb, WS)
      if (e < bb || rr === er) break
      rows.get(++rr)
      e = 0
      bb = rr === er ? ec : rows.len
    }
    mEndRow = rr
    mEnd = e
    return true
  }
  if ((k & US) !== 0) {
    mEnd = runFrom(t, line, j + 1, b, US)
    return true
  }
  return false
}

// The last match of the backwards subword regex in `[sr, sc]..[er, ec]`,
// scanning forward from `[sr, sc]` (a range start or a position no match
// straddles): start `[lastRow, lastCol]`, end `[mEndRow, mEnd]`.
let lastRow = 0
let lastCol = 0
const lastBackward = (rows: Rows, t: CharClasses, sr: number, sc: number, er: number, ec: number): boolean => {
  runRow = -1
  let found = false
  let endRow = 0
  let endCol = 0
  let r = sr
  let j = sc
  rows.get(r)
  while (r < er || j < ec) {
    if (backwardAt(rows, t, r, j, er, ec)) {
      found = true
      lastRow = r
      lastCol = j
      endRow = r = mEndRow
      endCol = j = mEnd
      rows.get(r)
      continue
    }
    rows.get(r)
    if (j < rows.len) j++
    else {
      rows.get(++r)
      j = 0
    }
  }
  mEndRow = endRow
  mEnd = endCol
  return found
}

/** `previousSubwordBoundary`: the previous word boundary under the backwards subword regex. */
export const previousSubword = (buf: TextBuffer, p: Pos, t: CharClasses): Pos => {
  const rows = open(buf, p)
  const { line } = rows
  const r = p.row
  const c = p.column
  // The last non-blank character after a blank one (or at column 0) before
  // `p`: no match straddles it, so the matches from there on are the
  // range's, and if there are any the last one is the range's last.
  let x = c - 1
  while (x >= 0 && !((at(t, line, x) & WS) === 0 && (x === 0 || (at(t, line, x - 1) & WS) !== 0))) x--
  let found = x >= 0 && lastBackward(rows, t, r, x, r, c)
  if (!found) {
    // The whole range, from the nearest earlier non-blank row (row 0 if none).
    let from = r - 1
    for (; from >= 0; from--) {
      rows.get(from)
      if (!isBlankRow(t, rows.line, rows.len)) break
    }
    found = lastBackward(rows, t, Math.max(from, 0), 0, r, c)
  }
  if (!found) return p
  if (lastRow < r && c > 0) return pos(r, 0)
  return mEndRow < r || c > mEnd ? pos(mEndRow, mEnd) : pos(lastRow, lastCol)
}
