/**
 * Line strings: splitting text into lines that keep their own endings, and an
 * accumulator that rebuilds lines from pieces without rescanning the parts it
 * knows hold no line break.
 *
 * A stored line is its content followed by its ending (`\n`, `\r\n`, `\r`);
 * only the last line of a document has no ending (and may be `''`). A `\r`
 * immediately followed by `\n` is always one `\r\n` ending, never two.
 */

// ─── model ──────────────────────────────────────────────────────────────────

/** The ending stored at the end of a line; `''` only for the last line. */
export type LineEnding = '\n' | '\r\n' | '\r' | ''

const LF = 10
const CR = 13

// ─── combinators ────────────────────────────────────────────────────────────

/** Number of code units taken by the ending of a stored line (0, 1 or 2). */
export const endingLength = (line: string): number => {
  const n = line.length
  if (n === 0) return 0
  const c = line.charCodeAt(n - 1)
  if (c === LF) return n > 1 && line.charCodeAt(n - 2) === CR ? 2 : 1
  return c === CR ? 1 : 0
}

/** The ending of a stored line as a number, cheaper to compare than `endingOf`: 0 none, 1 `\n`, 2 `\r\n`, 3 `\r`. */
export const endingKind = (line: string): number => {
  const k = endingLength(line)
  return k === 0 ? 0 : k === 2 ? 2 : line.charCodeAt(line.length - 1) === LF ? 1 : 3
}

/** The ending of a stored line. */
export const endingOf = (line: string): LineEnding => {
  const k = endingLength(line)
  return k === 0 ? '' : k === 2 ? '\r\n' : line.charCodeAt(line.length - 1) === LF ? '\n' : '\r'
}

/** A stored line without its ending. */
export const contentOf = (line: string): string => {
  const k = endingLength(line)
  return k === 0 ? line : line.slice(0, line.length - k)
}

/**
 * Index of the last `\n` or `\r` in `text`, or -1. `lastIndexOf` of a
 * character that is absent walks the whole string one code unit at a time
 * (about 1 ms a megabyte), while `indexOf` scans fast: each kind of break is
 * looked for from the end only once it is known to be there.
 */
export const lastBreakIndex = (text: string): number => {
  const lf = text.indexOf('\n') < 0 ? -1 : text.lastIndexOf('\n')
  const cr = text.indexOf('\r') < 0 ? -1 : text.lastIndexOf('\r')
  return lf > cr ? lf : cr
}

/** Whether `text` holds any `\n` or `\r`. */
export const hasBreak = (text: string): boolean => text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0

/**
 * Splits `text` into stored lines: each keeps its ending, the last has none
 * (and is `''` when the text ends with a break). Always at least one line.
 */
export const splitLines = (text: string): string[] => {
  const out: string[] = []
  let pos = 0
  if (text.indexOf('\r') < 0) {
    // The common case: indexOf is much faster than a regex over large texts.
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', pos)) {
      out.push(text.slice(pos, i + 1))
      pos = i + 1
    }
  } else {
    const re = /\r\n?|\n/g
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const end = m.index + m[0].length
      out.push(text.slice(pos, end))
      pos = end
    }
  }
  out.push(pos === 0 ? text : text.slice(pos))
  return out
}

/** Replaces every `\r\n`, `\n` and `\r` in `text` by `ending`. */
export const normalizeBreaks = (text: string, ending: LineEnding): string =>
  hasBreak(text) ? text.replace(/\r\n|\r|\n/g, ending) : text

/**
 * Builds stored lines from consecutive pieces of text. A `\r` ending a piece
 * is held back until the next piece shows whether a `\n` follows, so a CRLF
 * split across pieces (or across an edit boundary) becomes one ending.
 */
export class LineAccumulator {
  /** Completed lines, in order. */
  readonly lines: string[] = []
  private cur = ''
  // `cur` ends with a `\r` whose line is complete unless a `\n` comes next.
  private pendingCR = false

  /** Appends text that may contain line breaks. */
  add(text: string): void {
    if (text === '') return
    if (!this.resolveCR(text)) {
      if (text.length === 1) return
      text = text.slice(1)
    }
    if (!hasBreak(text)) {
      this.cur += text
      return
    }
    const pieces = splitLines(text)
    pieces[0] = this.cur + (pieces[0] as string)
    const last = pieces.length - 1
    // A trailing lone `\r` leaves an empty last piece: hold the line before it back.
    const hold = text.charCodeAt(text.length - 1) === CR ? last - 1 : last
    for (let i = 0; i < hold; i++) this.lines.push(pieces[i] as string)
    this.cur = pieces[hold] as string
    this.pendingCR = hold !== last
  }

  /** Appends text known to hold no line break (a slice of a line's content). */
  addPlain(text: string): void {
    if (text === '') return
    this.resolveCR(text)
    this.cur += text
  }

  /** Appends a line ending (`''` allowed), without scanning for breaks. */
  addEnding(ending: string): void {
    if (ending === '') return
    if (this.pendingCR) {
      if (!this.resolveCR(ending)) return // `\r` + `\n`: the held line took it
    }
    if (ending === '\r') {
      this.cur += ending
      this.pendingCR = true
    } else {
      this.lines.push(this.cur + ending)
      this.cur = ''
    }
  }

  /**
   * Ends the sequence. With `keepLast`, the text after the last break is the
   * document's last line and is kept; otherwise the text ended with a break
   * and the empty remainder is dropped.
   */
  finish(keepLast: boolean): string[] {
    if (this.pendingCR) {
      this.lines.push(this.cur)
      this.cur = ''
      this.pendingCR = false
    }
    if (keepLast) this.lines.push(this.cur)
    this.cur = ''
    return this.lines
  }

  // Settles a held-back `\r` before `next`; false when it absorbed next's leading `\n`.
  private resolveCR(next: string): boolean {
    if (!this.pendingCR) return true
    this.pendingCR = false
    const joined = next.charCodeAt(0) === LF
    this.lines.push(joined ? this.cur + '\n' : this.cur)
    this.cur = ''
    return !joined
  }
}
