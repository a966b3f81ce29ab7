/**
 * Line strings: splitting text into lines that keep their own endings, and an
 * accumulator that rebuilds lines from pieces without rescanning the parts it
 * knows hold no line break.
 *
 * A stored line is its content followed by its ending (`\n` or `\r\n`);
 * only the last line of a document has no ending (and may be `''`). As in
 * Atom's buffer, only a `\n` ends a line: a `\r` right before it makes the
 * ending `\r\n`, and any other `\r` is an ordinary character of its line
 * (so a line whose content ends with `\r` is always the last one). Text being
 * inserted is another matter: its lone `\r` counts as a break when line
 * endings are normalised (`normalizeBreaks`, `hasInsertedBreak`).
 */

// ─── model ──────────────────────────────────────────────────────────────────

/** The ending stored at the end of a line; `''` only for the last line. */
export type LineEnding = '\n' | '\r\n' | ''

const LF = 10
const CR = 13

/** What the ending helpers read of a stored line: a string, or a long line in chunks. */
export interface LineChars {
  readonly length: number
  charCodeAt(index: number): number
}

// ─── combinators ────────────────────────────────────────────────────────────

/** Number of code units taken by the ending of a stored line (0, 1 or 2). */
export const endingLength = (line: LineChars): number => {
  const n = line.length
  if (n === 0 || line.charCodeAt(n - 1) !== LF) return 0
  return n > 1 && line.charCodeAt(n - 2) === CR ? 2 : 1
}

/** The ending of a stored line as a number, cheaper to compare than `endingOf`: 0 none, 1 `\n`, 2 `\r\n`. */
export const endingKind = (line: LineChars): number => endingLength(line)

/** The ending of a stored line. */
export const endingOf = (line: LineChars): LineEnding => {
  const k = endingLength(line)
  return k === 0 ? '' : k === 2 ? '\r\n' : '\n'
}

/**
 * `s` as one flat string. A string built with `+` from slices of a line may
 * be kept as its pieces, and through them the whole line it was sliced
 * from; reading one code unit has the engine copy it into one string, as
 * `Array.prototype.join` would, at a fraction of join's cost on a few
 * short pieces (the rows typing rewrites).
 */
export const flattened = (s: string): string => {
  if (s.length > 0) s.charCodeAt(0)
  return s
}

/** A stored line without its ending. */
export const contentOf = (line: string): string => {
  const k = endingLength(line)
  return k === 0 ? line : line.slice(0, line.length - k)
}

/**
 * Index of the last `\n` in `text`, or -1. `lastIndexOf` of a character that
 * is absent walks the whole string one code unit at a time (about 1 ms a
 * megabyte), while `indexOf` scans fast: the break is looked for from the
 * end only once it is known to be there.
 */
export const lastBreakIndex = (text: string): number => (text.indexOf('\n') < 0 ? -1 : text.lastIndexOf('\n'))

/** Whether `text` holds a line break of the buffer (a `\n`). */
export const hasBreak = (text: string): boolean => text.indexOf('\n') >= 0

/** Whether text to insert holds a break that normalisation rewrites (`\n` or `\r`). */
export const hasInsertedBreak = (text: string): boolean => text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0

/**
 * Splits `text` into stored lines: each keeps its ending, the last has none
 * (and is `''` when the text ends with a `\n`). Always at least one line.
 */
export const splitLines = (text: string): string[] => {
  const out: string[] = []
  let pos = 0
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', pos)) {
    out.push(text.slice(pos, i + 1))
    pos = i + 1
  }
  out.push(pos === 0 ? text : text.slice(pos))
  return out
}

/** Replaces every `\r\n`, `\n` and `\r` in `text` by `ending`. */
export const normalizeBreaks = (text: string, ending: LineEnding): string =>
  hasInsertedBreak(text) ? text.replace(/\r\n|\r|\n/g, ending) : text

/**
 * Builds stored lines from consecutive pieces of text. A line is complete at
 * its `\n`; a `\r` that a later piece follows with `\n` makes that line's
 * ending `\r\n`, as it would in the joined text.
 */
export class LineAccumulator {
  /** Completed lines, in order. */
  readonly lines: string[] = []
  private cur = ''

  /** Appends text that may contain line breaks. */
  add(text: string): void {
    if (text === '') return
    if (!hasBreak(text)) {
      this.cur += text
      return
    }
    const pieces = splitLines(text)
    pieces[0] = this.cur + (pieces[0] as string)
    const last = pieces.length - 1
    for (let i = 0; i < last; i++) this.lines.push(pieces[i] as string)
    this.cur = pieces[last] as string
  }

  /** Appends text known to hold no `\n` (a slice of a line's content). */
  addPlain(text: string): void {
    this.cur += text
  }

  /** Appends a line ending (`''` allowed), without scanning for breaks. */
  addEnding(ending: string): void {
    if (ending === '') return
    this.lines.push(this.cur + ending)
    this.cur = ''
  }

  /**
   * Ends the sequence. With `keepLast`, the text after the last break is the
   * document's last line and is kept; otherwise the text ended with a break
   * and the empty remainder is dropped.
   */
  finish(keepLast: boolean): string[] {
    if (keepLast) this.lines.push(this.cur)
    this.cur = ''
    return this.lines
  }
}

/** Whether a code unit is JavaScript whitespace (what `\s` matches). */
const isSpaceUnit = (c: number): boolean =>
  c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff

/**
 * A row's leading whitespace, what the pattern `^\s*` matches of it, read one code unit at
 * a time: a long row stored in chunks is not built into a string to find
 * the few characters its indentation takes.
 */
export const leadingWhitespace = (chars: LineChars): string => {
  let i = 0
  while (i < chars.length && isSpaceUnit(chars.charCodeAt(i))) i++
  if (typeof chars === 'string') return chars.slice(0, i)
  let out = ''
  for (let k = 0; k < i; k++) out += String.fromCharCode(chars.charCodeAt(k))
  return out
}
