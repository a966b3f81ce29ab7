/**
 * How `TextBuffer` edits rows: the rows a multi-row replacement rebuilds,
 * Atom's line-break normalisation, the lazily built origins of its bulk
 * edits, and the row source its scans read.
 */
import * as P from '../values/pos.js'
import type { Pos } from '../values/pos.js'
import { LineAccumulator, contentOf, endingLength, endingOf, hasInsertedBreak, normalizeBreaks } from './lines.js'
import * as T from './line-tree.js'
import type { LineNode, Splice } from './line-tree.js'
import { ChunkedLine, replaceInLine, SHORT_LINE, storedOf, type StoredLine } from './chunked-line.js'
import type { ScanSource } from './scan.js'

/** Replace `[start, end]` of the old buffer by `text`. */
export interface Replacement {
  readonly start: Pos
  readonly end: Pos
  readonly text: string
}

/** What `RowSource` reads of a buffer. */
export interface RowsOf {
  getLineCount(): number
  contentsOfRows(from: number, to: number): string[]
  rowReader(): T.RowReader
}

// ─── rows rebuilt by an edit ────────────────────────────────────────────────

/**
 * Rebuilds the rows touched by `reps[i]` and the replacements sharing rows
 * with it as one splice, pushed to `splices`; returns the index of the next
 * replacement.
 */
export const addCluster = (
  reps: readonly Replacement[],
  i: number,
  normalize: boolean,
  reader: T.RowReader,
  lastRow: number,
  splices: Splice[],
): number => {
  const first = reps[i] as Replacement
  const from = first.start.row
  const acc = new LineAccumulator()
  // A long line in chunks keeps them on either side of the edit (breaking it in two copies neither half).
  const startLine = reader.stored(first.start.row)
  const startColumn = Math.min(first.start.column, startLine.length - endingLength(startLine))
  const keepStart = typeof startLine !== 'string' && startColumn >= SHORT_LINE
  if (!keepStart) acc.addPlain(contentSlice(startLine, 0, first.start.column))
  let rep = first
  for (;;) {
    acc.add(normalize ? normalizeAt(rep.start.row, rep.text, reader) : rep.text)
    const next = reps[i + 1]
    if (next === undefined) break
    if (next.start.row > rep.end.row) break
    // The next replacement shares this row: add the text between the two.
    const line = reader.stored(rep.end.row)
    if (next.start.row === rep.end.row) acc.addPlain(contentSlice(line, rep.end.column, next.start.column))
    else {
      acc.addPlain(contentSlice(line, rep.end.column))
      acc.addEnding(endingOf(line))
    }
    rep = next
    i++
  }
  const endRow = rep.end.row
  const endLine = reader.stored(endRow)
  const endColumn = Math.min(rep.end.column, endLine.length - endingLength(endLine))
  const keepEnd = typeof endLine !== 'string' && endLine.length - endColumn >= SHORT_LINE
  // Content slices hold no break, so a long line is never rescanned.
  if (!keepEnd) {
    acc.addPlain(contentSlice(endLine, rep.end.column))
    acc.addEnding(endingOf(endLine))
  }
  // Only `\n` breaks a line, so the lines are cut where they would be with the kept text in place.
  const built = acc.finish(keepEnd || endRow === lastRow)
  const lines: StoredLine[] = built.map(storedOf)
  const last = lines.length - 1
  if (keepEnd && (last > 0 || !keepStart)) lines[last] = replaceInLine(endLine, 0, endColumn, built[last]!)
  else if (keepEnd) {
    // Two long lines joined: the first's chunks, then the second's from the end of the edit.
    const head = (startLine as ChunkedLine).replace(startColumn, startLine.length, built[0]!)
    lines[0] = ChunkedLine.joined(head, endLine as ChunkedLine, endColumn)
  }
  if (keepStart && !(keepEnd && last === 0)) lines[0] = replaceInLine(startLine, startColumn, startLine.length, built[0]!)
  splices.push({ from, to: endRow + 1, lines })
  return i + 1
}

/**
 * Atom's rule for a text's line breaks: the ending of the row where the
 * change starts, else the previous row's; with neither (a single-row
 * buffer), the text as given.
 */
export const normalizeAt = (row: number, text: string, reader: T.RowReader): string => {
  if (!hasInsertedBreak(text)) return text
  const ending = endingOf(reader.stored(row)) || (row > 0 ? endingOf(reader.stored(row - 1)) : '')
  return ending === '' ? text : normalizeBreaks(text, ending)
}

// ─── origins and readers ────────────────────────────────────────────────────

// The origin of `insertAtEach`: the replacements are built on first read
// (most edits are never replayed by a derived cache).
export class InsertionsOrigin<Link> {
  private built: readonly Replacement[] | null = null
  constructor(
    readonly parent: Link,
    private readonly at: ArrayLike<number> | Pos,
    private readonly text: string,
  ) {}
  get changes(): readonly Replacement[] {
    if (this.built === null) {
      const at = this.at
      if (!('length' in at)) this.built = [{ start: at, end: at, text: this.text }]
      else {
        const out: Replacement[] = new Array(at.length >> 1)
        for (let i = 0; i < out.length; i++) {
          const p = P.pos(at[2 * i]!, at[2 * i + 1]!)
          out[i] = { start: p, end: p, text: this.text }
        }
        this.built = out
      }
    }
    return this.built
  }
}

// The origin of `swapRows`: one whole-row replacement per triple, or, when
// the direction of the move is known, Atom's changes of a line move (the
// moved run deleted where it was and inserted where it went, touching
// changes joined); texts read from the new rows when first asked for.
export class SwapsOrigin<Link> {
  private built: readonly Replacement[] | null = null
  constructor(
    readonly parent: Link,
    private readonly swaps: Int32Array,
    private readonly root: LineNode,
    private readonly down?: boolean,
  ) {}
  get changes(): readonly Replacement[] {
    if (this.built === null) {
      const reader = new T.RowReader(this.root)
      const text = (from: number, to: number): string => {
        const parts: string[] = []
        for (let r = from; r < to; r++) parts.push(reader.line(r))
        return parts.join('')
      }
      const out: Replacement[] = []
      const push = (c: Replacement) => {
        const prev = out[out.length - 1]
        if (prev !== undefined && P.equals(prev.end, c.start)) out[out.length - 1] = { start: prev.start, end: c.end, text: prev.text + c.text }
        else out.push(c)
      }
      for (let i = 0; i < this.swaps.length; i += 3) {
        const [first, mid, end] = [this.swaps[i]!, this.swaps[i + 1]!, this.swaps[i + 2]!]
        const at = (row: number) => P.pos(row, 0)
        if (this.down === undefined) push({ start: at(first), end: at(end), text: text(first, end) })
        else if (this.down) {
          push({ start: at(first), end: at(mid), text: '' })
          push({ start: at(end), end: at(end), text: text(first + end - mid, end) })
        } else {
          push({ start: at(first), end: at(first), text: text(first, first + end - mid) })
          push({ start: at(mid), end: at(end), text: '' })
        }
      }
      this.built = out
    }
    return this.built
  }
}

// The scanner's view of one buffer during one scan: rows near each other are
// read from the same leaf without descending the tree again.
export class RowSource implements ScanSource {
  readonly reader: T.RowReader
  constructor(private readonly buffer: RowsOf) {
    this.reader = buffer.rowReader()
  }
  getLineCount(): number {
    return this.buffer.getLineCount()
  }
  lineForRow(row: number): string {
    return contentOf(this.reader.line(row))
  }
  lineLengthForRow(row: number): number {
    const line = this.reader.stored(row)
    return line.length - endingLength(line)
  }
  contentsOfRows(from: number, to: number): string[] {
    if (to - from > T.LEAF_MAX) return this.buffer.contentsOfRows(from, to)
    const out: string[] = []
    for (let r = from; r < to; r++) out.push(contentOf(this.reader.line(r)))
    return out
  }
}

// Whether a stored line holds a `\r` other than that of its `\r\n` ending.
export const hasLoneCR = (line: StoredLine): boolean => {
  if (line instanceof ChunkedLine) return line.crs > (endingLength(line) === 2 ? 1 : 0)
  const i = line.indexOf('\r')
  return i >= 0 && (i !== line.length - 2 || line.charCodeAt(line.length - 1) !== 10)
}

/**
 * `reps` with every column one past its row's content (between the `\r` and
 * the `\n` of a `\r\n` ending: where extents put a position after a `\r`
 * met a `\n`) moved to a real position, the text adjusted so that the
 * replacement changes exactly the same characters: a start there starts
 * before the `\r` and puts it back first, an end there ends after the `\n`
 * and puts it back last. Replacements touching at such a point become one.
 * Other columns are left as they are.
 */
export const exactReplacements = (reps: readonly Replacement[], reader: T.RowReader): readonly Replacement[] => {
  const inEnding = (p: Pos): boolean => {
    const line = reader.stored(p.row)
    return endingLength(line) === 2 && p.column === line.length - 1
  }
  if (!reps.some(r => inEnding(r.start) || inEnding(r.end))) return reps
  const joined: Replacement[] = []
  for (const r of reps) {
    const prev = joined[joined.length - 1]
    if (prev !== undefined && P.equals(prev.end, r.start) && inEnding(r.start)) joined[joined.length - 1] = { start: prev.start, end: r.end, text: prev.text + r.text }
    else joined.push(r)
  }
  return joined.map(r => {
    const s = inEnding(r.start)
    const e = inEnding(r.end)
    if (!s && !e) return r
    return {
      start: s ? P.pos(r.start.row, r.start.column - 1) : r.start,
      end: e ? P.pos(r.end.row + 1, 0) : r.end,
      text: (s ? '\r' : '') + r.text + (e ? '\n' : ''),
    }
  })
}

// `[from, to)` of a stored line's content (to its end without `to`).
export const contentSlice = (line: StoredLine, from: number, to?: number): string => {
  const length = line.length - endingLength(line)
  return line.slice(Math.min(from, length), to === undefined ? length : Math.min(to, length))
}

// The position after `text` inserted at `start`: Atom's extent of a text, which counts its `\n`s only.
export const endOfInserted = (start: Pos, text: string): Pos => {
  const last = text.indexOf('\n') < 0 ? -1 : text.lastIndexOf('\n')
  if (last < 0) return P.pos(start.row, start.column + text.length)
  let rows = 0
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) rows++
  return P.pos(start.row + rows, text.length - last - 1)
}
