/**
 * Regex scanning over a buffer range, emulating Atom's native search with JS
 * regexes and costing only the text examined before the caller stops.
 *
 * The range's rows are shown to the regex in windows: row contents joined by
 * a single `\n` (whatever the real ending), a window that starts below the
 * range's first row preceded by the `\n` that really comes before it, and one
 * that stops before the range's end followed by the `\n` that comes after it.
 * The first window is cut at the range start and the last at the range end,
 * as native search sees only the range. Private compiled copies get the `m`
 * flag; where a cut falls mid-line, `^` or `$` is rewritten so it does not
 * match at the cut (see `regex-shape.ts`).
 *
 * A window only vouches for match attempts that cannot look past its end:
 * with the regex's reach (how many line breaks one attempt can step over)
 * known, attempts starting far enough from the end are decided; others wait
 * for a larger window. Single-line patterns decide every row at once.
 *
 * Backward scans walk windows from the end, each starting at a row start that
 * no match can straddle (every row start for single-line patterns; checked by
 * looking back `reach` rows otherwise), so every window sees exactly the
 * matches a forward scan of the whole range would see there.
 *
 * Known differences from Atom: `matchText` shows `\n` for every line ending
 * (so a paragraph match in a CRLF file reads `\n  \n`, and the `\r\n`
 * alternative of such patterns never matches); `match` is the exec result
 * over the window (Atom re-runs the regex on the match text alone); JS `m`
 * mode also treats U+2028/U+2029 inside a row as line breaks for `^`/`$`;
 * lookbehinds that reach back over a line break, and patterns whose reach
 * is unbounded (`[^x]*`, `[\s\S]*`), are correct but make a scan read the
 * rest of its range.
 */

import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { compile } from './regex-shape.js'
import type { CompiledRegex } from './regex-shape.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** One match: its buffer range, its text (`\n` for any line ending) and the exec result. */
export interface ScanMatch {
  readonly range: Span
  readonly matchText: string
  readonly match: RegExpExecArray
}

/** What the scanner reads from a buffer. */
export interface ScanSource {
  getLineCount(): number
  lineForRow(row: number): string
  lineLengthForRow(row: number): number
  /** Row contents without endings, rows `[from, to)`. */
  contentsOfRows(from: number, to: number): string[]
}

interface Hit {
  readonly start: Pos
  readonly end: Pos
  readonly match: RegExpExecArray
}

// Windows grow by doubling; past this many rows they stop growing while the
// scan keeps moving forward.
const WINDOW_CAP = 1024

const isBlank = (text: string): boolean => !/\S/.test(text)

const CR = 13

const isPairAt = (text: string, i: number): boolean => {
  const a = text.charCodeAt(i)
  const b = text.charCodeAt(i + 1)
  return a >= 0xd800 && a <= 0xdbff && b >= 0xdc00 && b <= 0xdfff
}

// ─── windows ────────────────────────────────────────────────────────────────

// Rows `[firstRow, lastRow]` of the range as one string for the regex.
class Window {
  readonly text: string
  readonly lastRow: number
  /** The window ends at the range end (no `\n` after it). */
  readonly atEnd: boolean
  /** Match attempts starting on rows up to this one are decided by this window. */
  readonly decidedRow: number
  readonly re: RegExp
  /** `$` does not match at the window's end (the range ends mid-line). */
  readonly endMid: boolean
  // Offset in `text` of each row's first shown column.
  private readonly rowOff: number[]
  // Column shown at offset `rowOff[0]`: the range start's column on its row.
  private readonly firstCol: number

  constructor(
    src: ScanSource,
    range: Span,
    c: CompiledRegex,
    readonly firstRow: number,
    rows: number,
  ) {
    const { start, end } = range
    this.lastRow = Math.min(end.row, firstRow + rows - 1)
    this.atEnd = this.lastRow === end.row
    const parts = src.contentsOfRows(firstRow, this.lastRow + 1)
    const n = parts.length - 1
    if (this.atEnd) parts[n] = (parts[n] as string).slice(0, end.column)
    const atStart = firstRow === start.row
    this.firstCol = atStart ? start.column : 0
    if (atStart && start.column > 0) parts[0] = (parts[0] as string).slice(start.column)
    const lead = atStart ? '' : '\n'
    this.rowOff = []
    let off = lead.length
    for (const p of parts) {
      this.rowOff.push(off)
      off += p.length + 1
    }
    this.text = lead + (n === 0 ? (parts[0] as string) : parts.join('\n')) + (this.atEnd ? '' : '\n')
    this.endMid = this.atEnd && end.column < src.lineLengthForRow(end.row)
    this.re = c.variant(atStart && start.column > 0, this.endMid)
    this.decidedRow = this.atEnd ? Infinity : this.decide(c, parts)
  }

  // The last row from which no attempt can reach past the window's end.
  private decide(c: CompiledRegex, parts: readonly string[]): number {
    const { reach, skipsBlank } = c.shape
    if (reach === 0) return this.lastRow
    if (reach === Infinity) return this.firstRow - 1
    if (!skipsBlank) return this.lastRow - reach
    // Each step reaches at most the next non-blank row.
    let need = reach
    for (let i = parts.length - 1; i >= 0; i--) {
      if (!isBlank(parts[i] as string) && --need === 0) return this.firstRow + i - 1
    }
    return this.firstRow - 1
  }

  /** Row of offset `off` (the row after the window for the very end past a `\n`). */
  rowAt(off: number): number {
    const ro = this.rowOff
    let lo = 0
    let hi = ro.length - 1
    if (off >= this.text.length && !this.atEnd) return this.lastRow + 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if ((ro[mid] as number) <= off) lo = mid
      else hi = mid - 1
    }
    return this.firstRow + lo
  }

  /** Buffer position of offset `off`. */
  posAt(off: number): Pos {
    const row = this.rowAt(off)
    if (row > this.lastRow) return P.pos(row, 0)
    const i = row - this.firstRow
    return P.pos(row, off - (this.rowOff[i] as number) + (i === 0 ? this.firstCol : 0))
  }

  /** Offset of position `p` (inside the window, or the row just after it). */
  offsetOf(p: Pos): number {
    if (p.row > this.lastRow) return this.text.length
    const i = p.row - this.firstRow
    return (this.rowOff[i] as number) + p.column - (i === 0 ? this.firstCol : 0)
  }
}

// ─── forward ────────────────────────────────────────────────────────────────

// Produces the matches of a forward scan from `from` (the range start or a
// row start inside it), stopping before matches starting at `stop`.
class Forward {
  private win: Window | null = null
  private off = 0
  private at: Pos
  private rows: number
  // Where the search resumes after a match that ended right after a lone `\r` (else null): Atom's search
  // starts a new subject there, not at a line start, so `^` does not match there, as JS's `m` mode would.
  private noCaret: Pos | null = null
  // Largest window taken while the scan is moving forward.
  private readonly cap: number
  private done = false

  constructor(
    private readonly src: ScanSource,
    private readonly range: Span,
    private readonly c: CompiledRegex,
    from: Pos,
    private readonly stop: Pos | null,
  ) {
    this.at = from
    const { reach } = c.shape
    this.cap = reach === Infinity ? WINDOW_CAP : Math.max(WINDOW_CAP, 2 * reach + 2)
    this.rows = reach === Infinity ? 1 : 1 + reach
  }

  next(): Hit | null {
    while (!this.done) {
      let w = this.win
      if (w === null) {
        w = this.win = new Window(this.src, this.range, this.c, this.at.row, this.rows)
        this.off = w.offsetOf(this.at)
      }
      const re = w.re
      re.lastIndex = this.off
      let m = re.exec(w.text)
      if (m !== null && this.noCaret !== null && P.equals(w.posAt(m.index), this.noCaret)) m = this.afterCR(w, this.off)
      if (m === null) {
        const stop = this.stop
        if (w.atEnd || (stop !== null && w.decidedRow >= stop.row - 1)) this.done = true
        else this.regrow(w, w.text.length)
        continue
      }
      const s = m.index
      const e = s + m[0].length
      if (!w.atEnd && (e >= w.text.length || w.rowAt(s) > w.decidedRow)) {
        // Undecided: an attempt before it may have run into the window's end.
        const stop = this.stop
        if (stop !== null && w.decidedRow >= stop.row - 1 && P.compare(w.posAt(s), stop) >= 0) this.done = true
        else this.regrow(w, s)
        continue
      }
      if (w.atEnd && s === w.text.length && this.range.end.column > 0) {
        // Atom skips a match starting exactly at a range end that is not a row start.
        this.done = true
        continue
      }
      const start = w.posAt(s)
      if (this.stop !== null && P.compare(start, this.stop) >= 0) {
        this.done = true
        continue
      }
      const end = e === s ? start : w.posAt(e)
      // After an empty match, resume one column (one code point) later.
      const next = e > s ? e : s + (this.c.unicode && isPairAt(w.text, s) ? 2 : 1)
      if (next > w.text.length) this.done = true
      else this.off = next
      this.noCaret = next > 0 && w.text.charCodeAt(next - 1) === CR ? w.posAt(next) : null
      return { start, end, match: m }
    }
    return null
  }

  // The first match at or after `off` for a search whose subject starts at
  // `off` (a `^` there is no line start): the text from there on, searched
  // with the variant whose `^` needs a break before it.
  private afterCR(w: Window, off: number): RegExpExecArray | null {
    const re = this.c.variant(true, w.endMid)
    re.lastIndex = 0
    const m = re.exec(w.text.slice(off))
    if (m !== null) m.index += off
    return m
  }

  // Moves on to another window. Decided rows hold no match before
  // `firstHit` (an offset in `w`), so the search may skip ahead to it.
  private regrow(w: Window, firstHit: number): void {
    const here = w.posAt(this.off)
    let target = here
    if (w.decidedRow >= here.row) {
      const skip = w.posAt(Math.min(firstHit, w.offsetOf(P.pos(w.decidedRow + 1, 0))))
      if (P.compare(skip, here) > 0) target = skip
    }
    this.at = target
    this.win = null
    // Starting on the same row again, the window must grow past the attempt
    // that ran into its end; otherwise it grows up to a cap.
    this.rows = target.row > w.firstRow ? Math.min(this.rows * 2, this.cap) : this.rows * 2
  }
}

// ─── scanning ───────────────────────────────────────────────────────────────

const toMatch = (h: Hit): ScanMatch => ({ range: { start: h.start, end: h.end }, matchText: h.match[0], match: h.match })

/** Forward scan of a clipped range; `iterator` returns true to stop. */
export const scanForward = (
  src: ScanSource,
  regex: RegExp,
  range: Span,
  iterator: (m: ScanMatch) => boolean | void,
): void => {
  const c = compile(regex)
  const f = new Forward(src, range, c, range.start, null)
  for (let h = f.next(); h !== null; h = f.next()) if (iterator(toMatch(h)) === true || !c.global) return
}

/** Every match of a forward scan of the clipped range (a convenience over `scanForward`). */
export const findAll = (src: ScanSource, regex: RegExp, range: Span): ScanMatch[] => {
  const out: ScanMatch[] = []
  scanForward(src, regex, range, m => void out.push(m))
  return out
}

/**
 * Backward scan of a clipped range: the matches of `scanForward`, last first
 * (only the last one without `g`); `iterator` returns true to stop.
 */
export const scanBackward = (
  src: ScanSource,
  regex: RegExp,
  range: Span,
  iterator: (m: ScanMatch) => boolean | void,
): void => {
  const c = compile(regex)
  let stop: Pos | null = null
  let rows = 1
  let row = range.end.row
  for (;;) {
    const from = cleanStart(src, range, c, Math.max(range.start.row, row - rows + 1))
    const hits: Hit[] = []
    const f = new Forward(src, range, c, from, stop)
    for (let h = f.next(); h !== null; h = f.next()) hits.push(h)
    for (let k = hits.length - 1; k >= 0; k--) if (iterator(toMatch(hits[k] as Hit)) === true || !c.global) return
    if (from.row === range.start.row) return
    stop = from
    row = from.row - 1
    rows = Math.min(rows * 2, WINDOW_CAP)
  }
}

// The latest row start at or before row `row` that no match straddles (so a
// forward scan of the whole range passes through it), else the range start.
// A row whose check would read from the range start anyway is not checked:
// scanning from the range start costs the same and needs no check.
const cleanStart = (src: ScanSource, range: Span, c: CompiledRegex, row: number): Pos => {
  const { reach, skipsBlank } = c.shape
  if (row <= range.start.row || reach === Infinity) return range.start
  if (reach === 0) return P.pos(row, 0)
  for (let r = row; r > range.start.row; r--) {
    // Whitespace runs cross blank rows, so only non-blank rows are tried.
    if (skipsBlank && isBlank(src.lineForRow(r))) continue
    const from = lookback(src, range, c, r)
    if (from === range.start.row) return range.start
    if (isClean(src, range, c, r, from)) return P.pos(r, 0)
  }
  return range.start
}

// The first row from which a match could reach `[row, 0]`: `reach` rows
// back (non-blank rows when whitespace runs cross blank ones), not before
// the range start.
const lookback = (src: ScanSource, range: Span, c: CompiledRegex, row: number): number => {
  const { reach, skipsBlank } = c.shape
  if (!skipsBlank) return Math.max(range.start.row, row - reach)
  let need = reach
  let from = row
  while (from > range.start.row && need > 0) if (!isBlank(src.lineForRow(--from))) need--
  return from
}

// No match starting in rows `from..row-1` (within reach) ends after `[row, 0]`.
const isClean = (src: ScanSource, range: Span, c: CompiledRegex, row: number, from: number): boolean => {
  const { reach } = c.shape
  let rows = row - from + 1 + reach
  let w = new Window(src, range, c, from, rows)
  while (w.decidedRow < row - 1) w = new Window(src, range, c, from, (rows *= 2))
  const x = w.offsetOf(P.pos(row, 0))
  let off = w.offsetOf(from === range.start.row ? range.start : P.pos(from, 0))
  for (;;) {
    w.re.lastIndex = off
    const m = w.re.exec(w.text)
    if (m === null || m.index >= x) return true
    if (m.index + m[0].length > x) return false
    off = m.index + (c.unicode && isPairAt(w.text, m.index) ? 2 : 1)
  }
}
