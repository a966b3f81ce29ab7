/**
 * `TextBuffer`: an immutable, persistent text document addressed by rows and
 * UTF-16 columns, with Atom's `TextBuffer` reading, clipping, editing and
 * scanning semantics.
 *
 * Every edit returns a new buffer that shares all untouched tree nodes with
 * the old one, so keeping old versions (history, time travel) costs about one
 * leaf and one root path per edit, and old versions stay valid forever.
 */

import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { contentOf, endingKind, endingLength, endingOf, flattened, hasBreak, hasInsertedBreak, splitLines } from './lines.js'
import type { LineEnding } from './lines.js'
import * as T from './line-tree.js'
import { textOfRows } from './text-of.js'
import { ChunkedContent, ChunkedLine, LONG_LINE, replaceInLine, type RowChars, type StoredLine } from './chunked-line.js'
import type { LineNode, Splice } from './line-tree.js'
import { scanBackward, scanForward } from './scan.js'
import type { ScanMatch, ScanSource } from './scan.js'
import {
  addCluster, contentSlice, endOfInserted, exactReplacements, hasLoneCR, InsertionsOrigin, normalizeAt, type Replacement, RowSource, SwapsOrigin,
} from './row-edits.js'
import { insideContentInOrder, RemovalsOrigin, RowLengths, rowsWithoutTyping, rowsWithTyping, type RewrittenRows } from './typed-runs.js'

/** The longest string a JavaScript engine builds (V8 on 64-bit hosts: 2^29 − 24 code units). */
export const MAX_STRING_LENGTH = 536_870_888

export type { LineEnding } from './lines.js'
export type { ScanMatch } from './scan.js'
export type { Replacement } from './row-edits.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** One text change: where it was, where its new text is, and both texts. */
export interface BufferChange {
  readonly oldRange: Span
  readonly newRange: Span
  readonly oldText: string
  readonly newText: string
}

/** Options of `setTextInRange` and `applyReplacements`. */
export interface EditOptions {
  /** Convert the new text's line breaks to the ending of the edited row (default true). */
  readonly normalizeLineEndings?: boolean
  /**
   * Columns one past a row's content address the stored text exactly, between
   * the `\r` and the `\n` of its `\r\n` ending (where extents put a position
   * after a `\r` met a `\n` within the same undo entry), instead of being
   * clipped to the content as Atom clips a single change (default false).
   */
  readonly exactColumns?: boolean
}

// Past this length an insertion edits the line's chunks (see `chunked-line.ts`).
const LONG_LINE_EDIT = LONG_LINE

const isBlank = (content: string): boolean => !/\S/.test(content)

// `endingKind` value of the last row.
const NO_ENDING = 0

const HIGH_SURROGATE_MIN = 0xd800
const HIGH_SURROGATE_MAX = 0xdbff
const LOW_SURROGATE_MIN = 0xdc00
const LOW_SURROGATE_MAX = 0xdfff

// ─── the buffer ─────────────────────────────────────────────────────────────

// Whole texts already built, per buffer. Kept outside the instances so a
// frozen buffer still caches, and buffers never change shape.
const texts = new WeakMap<TextBuffer, string>()

// The rows typing (or taking it back) rewrote, per buffer made by `insertAtEachInside` or `removeAtEach`:
// the positions typed at and the new content length of each one's row, so that `clamper` reads no line
// for them (restoring the selections of an undo or redo of typing clamps a position on every such row).
const rewritten = new WeakMap<TextBuffer, RowLengths>()

// The most code units of a row (ending included) that the typing which made a buffer wrote, per buffer made
// by typing or taking it back (`insertAtEach`, `insertAtEachInside`, `removeAtEach`): whether an edited row
// can be long enough to wrap is then known without reading one (see `longestTypedRow`).
const typedWidths = new WeakMap<TextBuffer, number>()

/** A weak link to the buffer an edit started from: the buffer while it is alive and tracked, else undefined. */
export interface ParentLink {
  deref(): TextBuffer | undefined
}

/**
 * How an edited buffer was made from its parent: the replacements, in the
 * parent's coordinates, sorted, each with the text actually inserted (line
 * endings normalised). Caches of derived data (tokenizer states, syntax
 * trees, screen layout) and editor events use it to redo only the work the
 * edit invalidates. The parent is held weakly, so history that is dropped
 * can be collected, and only when its lineage is tracked (see
 * `trackLineage`); otherwise `parent.deref()` gives undefined.
 */
export interface BufferOrigin {
  readonly parent: ParentLink
  readonly changes: readonly Replacement[]
}

// Buffers whose lineage is tracked: their children link back to them, and are tracked in turn.
const tracked = new WeakSet<object>()

const UNLINKED: ParentLink = Object.freeze({ deref: () => undefined })

// The link a buffer made from `parent` keeps: a `WeakRef` only when the lineage is
// tracked, as a `WeakRef` keeps its target alive until the current job ends.
const linkTo = (parent: TextBuffer): ParentLink => (tracked.has(parent) ? new WeakRef(parent) : UNLINKED)

/** An immutable text document: rows of content, each with its own line ending. */
export class TextBuffer implements ScanSource {
  private constructor(
    private readonly root: LineNode,
    /** How this buffer was made by an edit (undefined for a buffer built from a string). */
    readonly origin?: BufferOrigin,
  ) {
    if (origin !== undefined && origin.parent !== UNLINKED) tracked.add(this)
  }

  /**
   * Tracks the lineage of `buffer`: buffers made from it by edits, and
   * buffers made from those, link back to their parents (`origin.parent`),
   * weakly. Whatever derives data from a buffer and wants to update it
   * incrementally for the buffer's descendants calls this (the display map,
   * the language caches and the editor facade do). Untracked, an edit keeps
   * no `WeakRef`: JavaScript keeps a `WeakRef`'s target alive until the
   * current job ends, so a loop of edits in one job would keep every
   * intermediate buffer alive until it returns.
   */
  static trackLineage(buffer: TextBuffer): void {
    tracked.add(buffer)
  }

  /** A buffer holding `text` verbatim (all line endings kept as they are). */
  static fromString(text: string): TextBuffer {
    const b = new TextBuffer(T.buildFromText(text, splitLines))
    texts.set(b, text)
    return b
  }

  /** The empty buffer: one empty row. */
  static readonly empty: TextBuffer = TextBuffer.fromString('')

  // Section: Reading

  /** The whole text with its original line endings; a RangeError past `MAX_STRING_LENGTH`. */
  getText(): string {
    let text = texts.get(this)
    // Past the engine's limit, joining would fail deep inside with "Invalid string length".
    if (text === undefined && this.root.length > MAX_STRING_LENGTH)
      throw new RangeError(`the text is ${this.root.length} characters, more than a JavaScript string can hold (${MAX_STRING_LENGTH}): read it in ranges or rows`)
    if (text === undefined) texts.set(this, (text = textOfRows(this.root, 0, this.root.lineCount)))
    return text
  }

  /** UTF-16 length of the whole text, line endings included. */
  getLength(): number {
    return this.root.length
  }

  /** Number of rows; at least 1 (an empty buffer has one empty row). */
  getLineCount(): number {
    return this.root.lineCount
  }

  /** Index of the last row. */
  getLastRow(): number {
    return this.root.lineCount - 1
  }

  /** Whether the buffer holds no text. */
  isEmpty(): boolean {
    return this.root.length === 0
  }

  /** The row's text without its line ending; `''` for a row out of range. */
  lineForRow(row: number): string {
    return this.inRange(row) ? contentOf(T.lineAt(this.root, row)) : ''
  }

  /**
   * The row's content as `lineForRow` gives it, for reading code units: a
   * long row stored in chunks is read in place instead of built into a
   * string (`''` for a row out of range).
   */
  rowChars(row: number): RowChars {
    if (!this.inRange(row)) return ''
    const line = T.storedAt(this.root, row)
    return typeof line === 'string' ? contentOf(line) : new ChunkedContent(line, line.length - endingLength(line))
  }

  /** The row's line ending: `''` for the last row and for rows out of range. */
  lineEndingForRow(row: number): LineEnding {
    return this.inRange(row) ? endingOf(T.storedAt(this.root, row)) : ''
  }

  /** Length of the row's text without its ending; 0 out of range. */
  lineLengthForRow(row: number): number {
    return this.inRange(row) ? T.contentLengthAt(this.root, row) : 0
  }

  /** The text of the range (clipped first), line endings verbatim. */
  getTextInRange(range: Span): string {
    const { start, end } = this.clipRange(range)
    if (start.row === end.row) return T.storedAt(this.root, start.row).slice(start.column, end.column)
    // The first and last rows are sliced where they are stored, so a long row is not built for a few characters of it.
    const first = T.storedAt(this.root, start.row)
    const last = T.storedAt(this.root, end.row)
    return first.slice(start.column) + textOfRows(this.root, start.row + 1, end.row) + last.slice(0, Math.min(end.column, last.length - endingLength(last)))
  }

  /** End of the buffer: the last row at its length. */
  getEndPosition(): Pos {
    // The last row has no line ending: its stored length, without reading its characters (see `lastRowLength`).
    return P.pos(this.getLastRow(), T.lastRowLength(this.root))
  }

  /** `[[0, 0], end of buffer]`. */
  getRange(): Span {
    return { start: P.ZERO, end: this.getEndPosition() }
  }

  /** The row's range (row clamped); with the newline, `[[row, 0], [row + 1, 0]]` except on the last row. */
  rangeForRow(row: number, includeNewline = false): Span {
    const r = Math.max(0, Math.min(row, this.getLastRow()))
    if (includeNewline && r < this.getLastRow()) return { start: P.pos(r, 0), end: P.pos(r + 1, 0) }
    return { start: P.pos(r, 0), end: P.pos(r, this.lineLengthForRow(r)) }
  }

  /** Whether the row has nothing but whitespace (true for rows out of range). */
  isRowBlank(row: number): boolean {
    return isBlank(this.lineForRow(row))
  }

  /** The nearest row above `row` that is not blank, or null (Atom: `row` is first clamped to the last row). */
  previousNonBlankRow(row: number): number | null {
    const reader = new T.RowReader(this.root)
    for (let r = Math.min(row, this.getLastRow()) - 1; r >= 0; r--) if (!isBlank(contentOf(reader.line(r)))) return r
    return null
  }

  /** The nearest row below `row` that is not blank, or null. */
  nextNonBlankRow(row: number): number | null {
    const reader = new T.RowReader(this.root)
    const last = this.getLastRow()
    for (let r = Math.max(row + 1, 0); r <= last; r++) if (!isBlank(contentOf(reader.line(r)))) return r
    return null
  }

  // Section: Positions

  /**
   * Atom's `clipPosition`: a row above the buffer gives `[0, 0]`, below it the
   * end of the buffer; the column is clamped to `[0, line length]`.
   */
  clampPosition(p: Pos): Pos {
    if (p.row < 0) return P.ZERO
    if (p.row > this.getLastRow()) return this.getEndPosition()
    const row = Math.floor(p.row)
    const len = this.lineLengthForRow(row)
    const column = p.column < 0 ? 0 : p.column > len ? len : p.column
    return row === p.row && column === p.column ? p : P.pos(row, column)
  }

  /**
   * `clampPosition` through one row reader: for many positions in buffer
   * order (restored selections), which mostly fall in the leaf the one
   * before read, instead of a descent each.
   */
  clamper(): { clampPosition(p: Pos): Pos } {
    const reader = new T.RowReader(this.root)
    const lastRow = this.getLastRow()
    const knownLength = rewritten.get(this)?.finder()
    const contentLength = (row: number): number => {
      const n = knownLength === undefined ? -1 : knownLength(row)
      return n >= 0 ? n : reader.contentLength(row)
    }
    return {
      clampPosition: p => {
        if (p.row < 0) return P.ZERO
        if (p.row > lastRow) return this.getEndPosition()
        const row = Math.floor(p.row)
        const len = contentLength(row)
        const column = p.column < 0 ? 0 : p.column > len ? len : p.column
        return row === p.row && column === p.column ? p : P.pos(row, column)
      },
    }
  }

  /** `clampPosition`, then moved back to the start of a surrogate pair it splits. */
  clipPosition(p: Pos): Pos {
    const c = this.clampPosition(p)
    if (c.column === 0) return c
    const line = T.storedAt(this.root, c.row)
    if (c.column >= line.length - endingLength(line)) return c
    const before = line.charCodeAt(c.column - 1)
    const at = line.charCodeAt(c.column)
    const splits =
      before >= HIGH_SURROGATE_MIN &&
      before <= HIGH_SURROGATE_MAX &&
      at >= LOW_SURROGATE_MIN &&
      at <= LOW_SURROGATE_MAX
    return splits ? P.pos(c.row, c.column - 1) : c
  }

  /** Both ends clamped (`clampPosition`), start before end. */
  clipRange(r: Span): Span {
    const start = this.clampPosition(r.start)
    const end = this.clampPosition(r.end)
    if (start === r.start && end === r.end && P.compare(start, end) <= 0) return r
    return P.span(start, end)
  }

  /** Offset of the (clamped) position in `getText()`; `\r\n` counts 2. */
  characterIndexForPosition(p: Pos): number {
    const c = this.clampPosition(p)
    return T.offsetOfRow(this.root, c.row) + c.column
  }

  /** The position at offset `i` (clamped); an offset inside `\r\n` gives the end of that row. */
  positionForCharacterIndex(i: number): Pos {
    if (!(i > 0)) return P.ZERO
    if (i >= this.root.length) return this.getEndPosition()
    const { row, start } = T.rowAtOffset(this.root, Math.floor(i))
    const len = this.lineLengthForRow(row)
    return P.pos(row, Math.min(Math.floor(i) - start, len))
  }

  // Section: Editing

  /**
   * Replaces the (clipped) range by `text` and describes the change. Unless
   * `normalizeLineEndings` is false, every line break in `text` becomes the
   * ending of the row where the change starts, else of the row before it.
   */
  setTextInRange(range: Span, text: string, options?: EditOptions): { buffer: TextBuffer; change: BufferChange } {
    // One reader serves every lookup below: they mostly hit the same leaf.
    const reader = new T.RowReader(this.root)
    const oldRange = this.clipWithReader(range, reader)
    const { start, end } = oldRange
    const newText = options?.normalizeLineEndings === false ? text : normalizeAt(start.row, text, reader)
    const oldText =
      start.row === end.row
        ? reader.stored(start.row).slice(start.column, end.column)
        : this.getTextInRange(oldRange)
    const buffer = this.applyWith([{ start, end, text: newText }], false, reader)
    // As in Atom, the new range is the start traversed by the text's extent (its `\n`s), even where a
    // `\r` met a `\n` across the edit and became part of a `\r\n` ending.
    return { buffer, change: { oldRange, newRange: { start, end: endOfInserted(start, newText) }, oldText, newText } }
  }

  /**
   * Applies replacements given in old-buffer positions, already clipped,
   * sorted and non-overlapping (touching allowed), in one pass: rows shared
   * by neighbouring replacements are rebuilt once, and each leaf and branch
   * on the way is copied once.
   */
  applyReplacements(reps: readonly Replacement[], options?: EditOptions): TextBuffer {
    if (reps.length === 0) return this
    const reader = new T.RowReader(this.root)
    return this.applyWith(options?.exactColumns === true ? exactReplacements(reps, reader) : reps, options?.normalizeLineEndings !== false, reader)
  }

  /**
   * Inserts `text`, which holds no line break, at every position of `at`
   * (flat `[row, column]` pairs, which the buffer keeps, or one position: in
   * range, sorted, distinct; the typing of one
   * character at every cursor). The same buffer as `applyReplacements` with
   * those insertions makes; its origin lists the changes only when asked.
   */
  insertAtEach(at: ArrayLike<number> | Pos, text: string): TextBuffer {
    const pairs = 'length' in at ? at : [at.row, at.column]
    if (pairs.length === 0 || text === '') return this
    const lines: StoredLine[] = []
    const buffer = new TextBuffer(this.insertedRoot(pairs, text, lines), new InsertionsOrigin(linkTo(this), at, text))
    let longest = 0
    for (const line of lines) if (line.length > longest) longest = line.length
    typedWidths.set(buffer, longest)
    return buffer
  }

  /**
   * For a buffer made by typing or by taking it back (`insertAtEach`,
   * `insertAtEachInside`, `removeAtEach`): at least the length of every row
   * that edit wrote, and at most that plus 2 (the row's line ending), so that
   * whether one can wrap is known without reading it; -1 for any other buffer.
   */
  longestTypedRow(): number {
    return typedWidths.get(this) ?? -1
  }

  /** Whether `insertAtEach` can insert at every `[row, column]` pair of `at`: inside its row's content, each after the one before. */
  insideContentInOrder(at: ArrayLike<number>): boolean {
    return insideContentInOrder(new T.RowReader(this.root), this.root.lineCount, at)
  }

  /**
   * Takes back typing: removes `length` characters where `insertAtEach(at,
   * text)` put a text of that length (the flat `[row, column]` pairs as
   * given to it). The same buffer as `applyReplacements` with those
   * removals makes; null when one would not lie inside its row's content,
   * or its row is stored in chunks.
   */
  removeAtEach(at: ArrayLike<number>, length: number): TextBuffer | null {
    const edit = rowsWithoutTyping(new T.RowReader(this.root), this.root.lineCount, at, length)
    return edit === null ? null : this.rewrittenBy(edit, at, new RemovalsOrigin(linkTo(this), at, length))
  }

  /**
   * `insertAtEach`, when every pair of `at` (flat) lies inside its row's
   * content, each after the one before (`insideContentInOrder`); else null.
   */
  insertAtEachInside(at: ArrayLike<number>, text: string): TextBuffer | null {
    if (at.length === 0 || text === '') return this.insideContentInOrder(at) ? this : null
    const edit = rowsWithTyping(new T.RowReader(this.root), this.root.lineCount, at, text, LONG_LINE_EDIT)
    if (edit !== null) return this.rewrittenBy(edit, at, new InsertionsOrigin(linkTo(this), at, text))
    // A position outside, or a long row (edited in its chunks): checked, then inserted as `insertAtEach` inserts.
    return this.insideContentInOrder(at) ? this.insertAtEach(at, text) : null
  }

  // The buffer with the rows typing at `at` rewrote, which knows their content lengths (see `rewritten`).
  private rewrittenBy(edit: RewrittenRows, at: ArrayLike<number>, origin: BufferOrigin): TextBuffer {
    const buffer = new TextBuffer(T.replaceRows(this.root, edit.rows, edit.lines), origin)
    rewritten.set(buffer, new RowLengths(at, edit.lengths))
    let longest = 0
    for (const n of edit.lengths) if (n > longest) longest = n
    typedWidths.set(buffer, longest)
    return buffer
  }

  /**
   * Exchanges runs of whole rows: `swaps` holds ascending, disjoint
   * `[first, mid, end]` triples, and rows `[mid, end)` move up to start at
   * `first`, above rows `[first, mid)`, their stored lines (endings
   * included) kept verbatim. The row count and every row outside the runs
   * stay. That is what replacing `[[first, 0], [end, 0]]` by the two runs'
   * text in the other order does, and the origin lists exactly those
   * replacements, one per triple (built when asked). Null for triples out
   * of order, overlapping or out of range, and when the exchange would not
   * be that replacement row for row: when a run reaches the last row (which has no
   * ending), when the rows of one triple do not all share one line ending,
   * or when one of them holds a lone `\r` (text moved by a replacement has it
   * normalised to a line ending, as Atom's line moves do). Null too when the row after a triple has
   * another ending than its rows (unless it is the last row, which has
   * none): text inserted there takes that row's ending (Atom's
   * normalisation), so line moves only exchange rows that agree with it.
   * With `down` given, the buffer reports the exchange as Atom's changes
   * of a line move (`down`: the first run of each triple moved down; else
   * the second moved up): the run deleted, then inserted; without it, one
   * whole-row replacement per triple.
   */
  swapRows(swaps: Int32Array, down?: boolean): TextBuffer | null {
    if (swaps.length === 0) return this
    const reader = new T.RowReader(this.root)
    const lastRow = this.getLastRow()
    let count = 0
    let prevEnd = 0
    for (let k = 0; k < swaps.length; k += 3) {
      const first = swaps[k]!
      const mid = swaps[k + 1]!
      const end = swaps[k + 2]!
      if (!(first >= prevEnd && first < mid && mid < end && end <= lastRow)) return null
      prevEnd = end
      count += end - first
    }
    const rows = new Int32Array(count)
    const lines: StoredLine[] = new Array(count)
    let at = 0
    for (let k = 0; k < swaps.length; k += 3) {
      const first = swaps[k]!
      const mid = swaps[k + 1]!
      const end = swaps[k + 2]!
      // Each row read once, in order: rows of the lower run go first, then those of the upper one.
      const upper = mid - first
      const lower = end - mid
      let ending = -1
      for (let r = first; r < end; r++) {
        const line = reader.stored(r)
        const kind = endingKind(line)
        if ((ending >= 0 && kind !== ending) || hasLoneCR(line)) return null
        ending = kind
        const to = at + (r < mid ? lower + (r - first) : r - mid)
        rows[to] = first + (to - at)
        lines[to] = line
      }
      const below = endingKind(reader.stored(end))
      if (below !== ending && below !== NO_ENDING) return null
      at += upper + lower
    }
    const root = T.replaceRows(this.root, rows, lines)
    return new TextBuffer(root, new SwapsOrigin(linkTo(this), swaps, root, down))
  }

  // Section: Scanning

  /**
   * Calls `iterator` on each match of `regex` in the (clipped) range, first
   * to last, as Atom's native search would find them: `^` and `$` only at
   * real line boundaries, every line ending seen as one `\n` (so `matchText`
   * shows `\n` for a `\r\n`), matches cut by the range, an empty match
   * followed one column later. The iterator returns true to stop. Without
   * the `g` flag at most one match is reported. The cost is proportional to
   * the text examined before stopping. `match` comes from running a private
   * copy of `regex` over an internal window of text, so `match.index` and
   * `match.input` do not refer to buffer offsets; groups are as matched.
   */
  scanInRange(regex: RegExp, range: Span, iterator: (m: ScanMatch) => boolean | void): void {
    const rows = new RowSource(this)
    scanForward(rows, regex, this.clipWithReader(range, rows.reader), iterator)
  }

  /** The same matches as `scanInRange`, last first (the last one only without `g`). */
  backwardsScanInRange(regex: RegExp, range: Span, iterator: (m: ScanMatch) => boolean | void): void {
    const rows = new RowSource(this)
    scanBackward(rows, regex, this.clipWithReader(range, rows.reader), iterator)
  }

  /** Contents (no endings) of rows `[from, to)`; part of `ScanSource`. */
  contentsOfRows(from: number, to: number): string[] {
    const out: string[] = []
    T.eachLine(this.root, from, to, l => out.push(contentOf(l)))
    return out
  }

  /**
   * Rows `[from, to)` as `contentsOfRows` gives them, except that a long row
   * stored in chunks comes as its `ChunkedLine` (ending included; its content
   * is its first `lineLengthForRow(row)` code units), not built into a string.
   */
  contentsOrChunksOfRows(from: number, to: number): (string | ChunkedLine)[] {
    const out: (string | ChunkedLine)[] = []
    T.eachStored(this.root, from, to, l => out.push(typeof l === 'string' ? contentOf(l) : l))
    return out
  }

  // ─── internals ────────────────────────────────────────────────────────────

  // The tree with `text` inserted at the flat `[row, column]` pairs of `at` (see `insertAtEach`).
  // The tree with `text` inserted at each pair of `at`; the rows written are left in `lines`.
  private insertedRoot(at: ArrayLike<number>, text: string, lines: StoredLine[]): LineNode {
    const n = at.length >> 1
    const reader = new T.RowReader(this.root)
    const rows: number[] = []
    for (let i = 0; i < n; ) {
      const row = at[2 * i]!
      const line = reader.stored(row)
      if (typeof line !== 'string' || line.length + text.length > LONG_LINE_EDIT) {
        // A long line: each insertion edits its chunks, last first so the columns before stay valid.
        let j = i
        while (j < n && at[2 * j] === row) j++
        let next: StoredLine = line
        for (let k = j - 1; k >= i; k--) next = replaceInLine(next, at[2 * k + 1]!, at[2 * k + 1]!, text)
        rows.push(row)
        lines.push(next)
        i = j
        continue
      }
      // Every insertion on this row, left to right, made one flat string: left as a
      // concatenation it would keep the pieces (and through them the old line) alive.
      let next = ''
      let from = 0
      for (; i < n && at[2 * i] === row; i++) {
        const column = at[2 * i + 1]!
        next += line.slice(from, column) + text
        from = column
      }
      rows.push(row)
      lines.push(flattened(next + line.slice(from)))
    }
    return T.replaceRows(this.root, rows, lines)
  }


  private inRange(row: number): boolean {
    return row >= 0 && row < this.root.lineCount && Number.isInteger(row)
  }

  private clipWithReader(r: Span, reader: T.RowReader): Span {
    const a = this.clampWith(r.start, reader)
    const b = this.clampWith(r.end, reader)
    return a === r.start && b === r.end && P.compare(a, b) <= 0 ? r : P.span(a, b)
  }

  /**
   * Where each row starts in `getText()`, and one more entry, its length:
   * known without work for a buffer loaded from a string with `\n` breaks
   * only, else null.
   */
  rowStarts(): Uint32Array | null {
    if (this.origin !== undefined) return null
    const source = T.sourceTextOf(this.root)
    return source !== null && source.starts.length === this.root.lineCount + 1 ? source.starts : null
  }

  /** A reader over this buffer's rows (for `RowSource`). */
  rowReader(): T.RowReader {
    return new T.RowReader(this.root)
  }

  private clampWith(p: Pos, reader: T.RowReader): Pos {
    if (p.row < 0) return P.ZERO
    if (p.row > this.getLastRow()) return this.getEndPosition()
    const row = Math.floor(p.row)
    const line = reader.stored(row)
    const len = line.length - endingLength(line)
    const column = p.column < 0 ? 0 : p.column > len ? len : p.column
    return row === p.row && column === p.column ? p : P.pos(row, column)
  }

  private applyWith(reps: readonly Replacement[], normalize: boolean, reader: T.RowReader): TextBuffer {
    const lastRow = this.getLastRow()
    const whole = reps[0] as Replacement
    if (reps.length === 1 && whole.start.row === 0 && whole.start.column === 0 && whole.end.row === lastRow && whole.end.column === this.lineLengthForRow(lastRow)) {
      // The whole text replaced (select all, then paste): the new text is loaded as a document is.
      const text = normalize ? normalizeAt(0, whole.text, reader) : whole.text
      const b = new TextBuffer(T.buildFromText(text, splitLines), { parent: linkTo(this), changes: [{ start: whole.start, end: whole.end, text }] })
      texts.set(b, text)
      return b
    }
    // Rows that only change within themselves (the common case: typing), kept as
    // parallel arrays until a replacement that adds or removes rows needs splices.
    const rows: number[] = []
    const lines: StoredLine[] = []
    let splices: Splice[] | null = null
    let i = 0
    while (i < reps.length) {
      const first = reps[i] as Replacement
      const row = first.start.row
      const next = reps[i + 1]
      if (first.end.row === row && (next === undefined || next.start.row > row) && !(normalize ? hasInsertedBreak(first.text) : hasBreak(first.text))) {
        // One replacement inside one row, no break involved: one new line (a `\r` it leaves
        // right before the row's `\n` makes that ending `\r\n`, as it would in the text).
        const line = reader.stored(row)
        // Columns past the row's content (positions a `\r` meeting a `\n` left behind) are clipped, as Atom does.
        const length = line.length - endingLength(line)
        const from = Math.min(first.start.column, length)
        const replaced = replaceInLine(line, from, Math.max(from, Math.min(first.end.column, length)), first.text)
        if (splices === null) {
          rows.push(row)
          lines.push(replaced)
        } else splices.push({ from: row, to: row + 1, lines: [replaced] })
        i++
        continue
      }
      splices ??= rows.map((r, k) => ({ from: r, to: r + 1, lines: [lines[k] as StoredLine] }))
      i = addCluster(reps, i, normalize, reader, lastRow, splices)
    }
    const changes = normalize ? reps.map(r => ({ start: r.start, end: r.end, text: normalizeAt(r.start.row, r.text, reader) })) : reps
    const root = splices === null ? T.replaceRows(this.root, rows, lines) : T.splice(this.root, splices)
    return new TextBuffer(root, { parent: linkTo(this), changes })
  }
}
