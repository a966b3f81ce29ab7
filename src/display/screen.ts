/**
 * Buffer ↔ screen coordinates: folds, soft wrap, hard tabs,
 * atomic soft tabs and character pairs, as Atom's `DisplayLayer` translates
 * them.
 *
 * Every screen-based reducer, selector and the event diff goes through this
 * module. Positions are translated through the state's display map (see
 * `display-map.ts`), memoized per buffer, settings and folds; a translation
 * costs O(log n) in the rows plus the length of the row it lands on.
 */
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import type { TextBuffer } from '../buffer/text-buffer.js'
import type { RowChars } from '../buffer/chunked-line.js'
import { FOLD_CHARACTER, isCharacterPair as isPair } from './characters.js'
import { type DisplayMap, displayMapFor, type Group, groupOfBufferRow, groupOfScreenRow, longestScreenRow, screenLineCount, screenRowsKnown } from './display-map.js'
import { bufferToScreen, collapseColumn, expandColumn, rowStart, screenToBuffer } from './group.js'
import { displayParams, type DisplayParams } from './params.js'
import { expandedLength, type GroupLayout, isSoftWrapHunk, NEW_END_COL, NEW_ROW, OLD_COL, OLD_END_COL, OLD_END_ROW, OLD_ROW, rowLengthOf } from './wrap.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** How a position between two valid ones is resolved. */
export type ClipDirection = 'closest' | 'backward' | 'forward'

/** Options of the translation functions. */
export interface ClipOptions {
  readonly clipDirection?: ClipDirection
  readonly skipSoftWrapIndentation?: boolean
}

// Per state: a reducer asks once per selection.
const maps = new WeakMap<EditorState, DisplayMap>()

/** The display map of a state. */
export const displayMap = (state: EditorState): DisplayMap => {
  let m = maps.get(state)
  if (m === undefined) maps.set(state, (m = displayMapFor(state.buffer, displayParams(state.config), state.folds)))
  return m
}

/** Whether every buffer row is one screen row (no folds, nothing wraps): screen rows are buffer rows. */
export const isIdentity = (state: EditorState): boolean => displayMap(state).identity

// ─── character pairs ────────────────────────────────────────────────────────

/** Atom's `isCharacterPair` on two code units: they belong to one visible character. */
export const isCharacterPair = (a: number, b: number): boolean => isPair(a, b)

/** Move a column off the middle of a character pair on `line`. */
export const snapCharacterPair = (line: string, column: number, direction: ClipDirection): number => {
  if (column <= 0 || column >= line.length) return column
  return isCharacterPair(line.charCodeAt(column - 1), line.charCodeAt(column))
    ? direction === 'forward' ? column + 1 : column - 1
    : column
}

/**
 * Atom's `getClipColumnDelta`: keep a buffer position off the middle of a
 * character pair, and (with `atomicSoftTabs`) snap it to a tab stop inside
 * leading indentation made of spaces.
 */
const clipColumnDelta = (line: RowChars, column: number, dir: ClipDirection, p: DisplayParams): number => {
  if (column > 0 && column < line.length && isPair(line.charCodeAt(column - 1), line.charCodeAt(column))) {
    return dir === 'forward' ? 1 : -1
  }
  if (!p.atomicSoftTabs || column > p.softWrapColumn) return 0
  const T = p.tabLength
  const previousStop = column - (column % T)
  if (column === previousStop) return 0
  const nextStop = previousStop + T
  // Everything before the next stop, the column included, must be spaces.
  if (nextStop > line.length) return 0
  for (let c = 0; c < nextStop; c++) if (line.charCodeAt(c) !== 32) return 0
  const target = dir === 'backward' ? previousStop : dir === 'forward' ? nextStop : column - previousStop > T / 2 ? nextStop : previousStop
  return target - column
}

// ─── rows ───────────────────────────────────────────────────────────────────

const lineReader = (buffer: TextBuffer, head: number) => (row: number): RowChars => buffer.rowChars(head + row)

/** Number of screen rows. */
export const getScreenLineCount = (state: EditorState): number => {
  return screenLineCount(displayMap(state))
}

/** Last screen row. */
export const getLastScreenRow = (state: EditorState): number => getScreenLineCount(state) - 1

const rowLength = (state: EditorState, m: DisplayMap, g: Group, row: number): number =>
  g.layout ? rowLengthOf(g.layout, row - g.screenRow) : expandedLength(state.buffer.rowChars(g.head), m.params.tabLength)

/** Length of a screen row in screen columns (0 past the last row). */
export const lineLengthForScreenRow = (state: EditorState, row: number): number => {
  if (!(row >= 0)) return 0
  const m = displayMap(state)
  // Rows before `screenRowsKnown` are on screen without counting them all.
  if (!(row < screenRowsKnown(m)) && row > screenLineCount(m) - 1) return 0
  const r = Math.floor(row)
  return rowLength(state, m, groupOfScreenRow(m, r), r)
}

// ─── conversions ────────────────────────────────────────────────────────────

/** Screen position of a buffer position (clamped to the buffer first). */
export const screenPositionForBufferPosition = (state: EditorState, p: Pos, options: ClipOptions = {}): Pos => {
  const buf = state.buffer
  const dir = options.clipDirection ?? 'closest'
  const m = displayMap(state)
  // Atom's buffer clipping (rows, then columns to the line), reading the line once.
  const lastRow = buf.getLastRow()
  const row = !(p.row >= 0) ? 0 : p.row > lastRow ? lastRow : Math.floor(p.row)
  const line = buf.rowChars(row)
  const given = !(p.row >= 0) ? 0 : p.row > lastRow ? line.length : p.column
  const clamped = given < 0 ? 0 : given > line.length ? line.length : given
  const column = clamped + clipColumnDelta(line, clamped, dir, m.params)
  const g = groupOfBufferRow(m, row)
  const T = m.params.tabLength
  if (!g.layout) return P.pos(g.screenRow, expandPlain(line, column, T))
  const s = bufferToScreen(g.layout, row - g.head, column, dir)
  return P.pos(g.screenRow + s.row, expandColumn(g.layout, lineReader(buf, g.head), s.row, s.column, T))
}

/** Expanded column of `column` on a plain row showing `line`. */
const expandPlain = (line: RowChars, column: number, tabLength: number): number => {
  const tab = line.indexOf('\t')
  return tab < 0 || tab >= column ? column : expandColumn(null, () => line, 0, column, tabLength)
}

/** Buffer position of a screen position, with Atom's screen clamping rules. */
export const bufferPositionForScreenPosition = (state: EditorState, p: Pos, options: ClipOptions = {}): Pos => {
  const buf = state.buffer
  const dir = options.clipDirection ?? 'closest'
  const skip = options.skipSoftWrapIndentation ?? false
  const m = displayMap(state)
  const T = m.params.tabLength
  // Plain rows read their line once for the length, the tabs and the clipping.
  let cachedRow = -1
  let cachedLine: RowChars = ''
  const lineOf = (r: number): RowChars => (r === cachedRow ? cachedLine : ((cachedRow = r), (cachedLine = buf.rowChars(r))))
  const lengthOf = (g: Group, r: number): number =>
    g.layout ? rowLengthOf(g.layout, r - g.screenRow) : expandedLength(lineOf(g.head), T)
  // Constrain to the screen: negative row → [0, 0]; past the last row → its end; columns to the row.
  // Rows before `known` are on screen; the last row is counted only for a row past them.
  const known = screenRowsKnown(m)
  const last = (): number => screenLineCount(m) - 1
  let row: number
  let column: number
  let g: Group
  if (!(p.row >= 0)) {
    row = 0
    column = 0
    g = groupOfScreenRow(m, 0)
  } else if (!(p.row < known) && p.row > last()) {
    row = last()
    g = groupOfScreenRow(m, row)
    column = lengthOf(g, row)
  } else {
    row = Math.floor(p.row)
    g = groupOfScreenRow(m, row)
    const length = lengthOf(g, row)
    column = !(p.column >= 0) ? 0 : Math.floor(p.column)
    if (column > length) {
      if (dir === 'forward' && (row + 1 < known || row < last())) {
        row++
        column = 0
        g = groupOfScreenRow(m, row)
      } else column = length
    }
  }
  let b: Pos
  if (!g.layout) {
    const line = lineOf(g.head)
    b = P.pos(g.head, line.indexOf('\t') < 0 ? column : collapseColumn(null, () => line, 0, column, T, dir))
  } else {
    const read = lineReader(buf, g.head)
    const rel = row - g.screenRow
    const r = screenToBuffer(g.layout, rel, collapseColumn(g.layout, read, rel, column, T, dir), dir, skip)
    b = P.pos(g.head + r.row, r.column)
  }
  if (b.row > buf.getLastRow()) return buf.getEndPosition()
  const delta = clipColumnDelta(lineOf(b.row), b.column, dir, m.params)
  const out = delta === 0 ? b : P.pos(b.row, b.column + delta)
  return out.row === p.row && out.column === p.column ? p : out
}

/**
 * A vertical motion's target: the buffer position `rowDelta` screen rows from
 * `from`, at screen column `goalColumn` (null: the column of `from`), with the
 * goal column it leaves. The same as translating to the screen, moving the
 * row and translating back (skipping soft-wrap indentation); when every
 * buffer row is one screen row it reads only the row it lands on (and the
 * row it leaves, when there is no goal column yet).
 */
export const verticalTarget = (
  state: EditorState,
  from: Pos,
  goalColumn: number | null,
  rowDelta: number,
): { readonly head: Pos; readonly goalColumn: number } => {
  const m = displayMap(state)
  if (!m.identity) {
    const screen = screenPositionForBufferPosition(state, from)
    const column = goalColumn ?? screen.column
    const head = bufferPositionForScreenPosition(state, P.pos(screen.row + rowDelta, column), { skipSoftWrapIndentation: true })
    return { head, goalColumn: column }
  }
  const buf = state.buffer
  const T = m.params.tabLength
  const lastRow = buf.getLastRow()
  const fromRow = !(from.row >= 0) ? 0 : from.row > lastRow ? lastRow : Math.floor(from.row)
  let column = goalColumn
  if (column === null) {
    const line = buf.rowChars(fromRow)
    const given = !(from.row >= 0) ? 0 : from.row > lastRow ? line.length : from.column
    const clamped = given < 0 ? 0 : given > line.length ? line.length : given
    column = expandPlain(line, clamped + clipColumnDelta(line, clamped, 'closest', m.params), T)
  }
  const row = fromRow + rowDelta
  if (!(row >= 0)) return { head: P.ZERO, goalColumn: column }
  if (row > lastRow) return { head: buf.getEndPosition(), goalColumn: column }
  const line = buf.rowChars(row)
  const length = expandedLength(line, T)
  const c = !(column >= 0) ? 0 : column > length ? length : Math.floor(column)
  const b = line.indexOf('\t') < 0 ? c : collapseColumn(null, () => line, 0, c, T, 'closest')
  return { head: P.pos(row, b + clipColumnDelta(line, b, 'closest', m.params)), goalColumn: column }
}

/**
 * The buffer position a cursor set to `p`'s screen position lands on (both
 * translations `closest`): off the middle of a character pair, snapped to a
 * tab stop inside atomic soft tabs, out of a fold to its nearer end. `p` must
 * be a valid buffer position. When every buffer row is one screen row only
 * the snapping applies, read from `p`'s line.
 */
export const screenRoundTrip = (state: EditorState, p: Pos): Pos => {
  const m = displayMap(state)
  if (!m.identity) return bufferPositionForScreenPosition(state, screenPositionForBufferPosition(state, p))
  const delta = clipColumnDelta(state.buffer.rowChars(p.row), p.column, 'closest', m.params)
  return delta === 0 ? p : P.pos(p.row, p.column + delta)
}

/** Atom's `clipScreenPosition`: translate to the buffer and back. */
export const clipScreenPosition = (state: EditorState, p: Pos, options: ClipOptions = {}): Pos =>
  screenPositionForBufferPosition(state, bufferPositionForScreenPosition(state, p, options), options)

/** Screen range of a buffer range, endpoint-wise. */
export const screenRangeForBufferRange = (state: EditorState, r: Span, options: ClipOptions = {}): Span => ({
  start: screenPositionForBufferPosition(state, r.start, options),
  end: screenPositionForBufferPosition(state, r.end, options),
})

/** Buffer range of a screen range, endpoint-wise. */
export const bufferRangeForScreenRange = (state: EditorState, r: Span, options: ClipOptions = {}): Span =>
  P.span(bufferPositionForScreenPosition(state, r.start, options), bufferPositionForScreenPosition(state, r.end, options))

/** Atom's `clipScreenRange`: both ends clipped. */
export const clipScreenRange = (state: EditorState, r: Span, options: ClipOptions = {}): Span => ({
  start: clipScreenPosition(state, r.start, options),
  end: clipScreenPosition(state, r.end, options),
})

/** Screen row of a buffer row (a row hidden in a fold gives the fold's screen row). */
export const screenRowForBufferRow = (state: EditorState, row: number): number =>
  screenPositionForBufferPosition(state, P.pos(row, 0)).row

/** Buffer row shown on a screen row (continuation rows give their buffer row). */
export const bufferRowForScreenRow = (state: EditorState, row: number): number =>
  bufferPositionForScreenPosition(state, P.pos(row, 0)).row

/**
 * Atom's `bufferRowsForScreenRows(start, end)`: the buffer row of each screen
 * row, `end` included; rows past the last screen row count on one buffer row
 * each from the last buffer row (Atom's display layer maps them so, unclipped).
 */
export const bufferRowsForScreenRows = (state: EditorState, start: number, end: number): number[] => {
  const out: number[] = []
  const lastScreenRow = getLastScreenRow(state)
  const lastBufferRow = state.buffer.getLastRow()
  for (let r = start; r <= end; r++) out.push(r > lastScreenRow ? lastBufferRow + (r - lastScreenRow) : bufferRowForScreenRow(state, r))
  return out
}

/** Buffer range shown by one screen row, from its first character (after any wrap indentation) to its end. */
export const bufferRangeForScreenRow = (state: EditorState, row: number): Span => {
  const start = clipScreenPosition(state, P.pos(row, 0), { skipSoftWrapIndentation: true })
  return bufferRangeForScreenRange(state, { start, end: P.pos(row, Infinity) })
}

// ─── screen text and extent ─────────────────────────────────────────────────

/** The text of a screen row of a group: indentation as spaces, tabs expanded, folds as the fold character. */
const groupRowText = (buf: TextBuffer, L: GroupLayout, head: number, row: number, tabLength: number): string => {
  const h = L.data
  // The hunks up to the start of the next screen row are enough.
  const hunks = L.knownHunks === undefined ? L.hunkCount : L.knownHunks(NEW_ROW, row + 1, 0)
  const { start, hunk } = rowStart(L, row)
  let j = hunk
  let bufferRow = start.row
  let bufferColumn = start.column
  let line = buf.rowChars(head + bufferRow)
  let out = ''
  let x = 0
  for (;;) {
    const o = L.hunks + 8 * j
    if (j < hunks && h[o + OLD_ROW] === bufferRow && h[o + OLD_COL] === bufferColumn) {
      if (isSoftWrapHunk(L, j)) {
        if (h[o + NEW_ROW] === row) break
        out += ' '.repeat(h[o + NEW_END_COL]!)
        x = h[o + NEW_END_COL]!
      } else {
        out += FOLD_CHARACTER
        x++
        bufferRow = h[o + OLD_END_ROW]!
        bufferColumn = h[o + OLD_END_COL]!
        line = buf.rowChars(head + bufferRow)
      }
      j++
      continue
    }
    if (bufferColumn >= line.length) break
    const c = line.charCodeAt(bufferColumn++)
    if (c === 9) {
      const d = tabLength - (x % tabLength)
      out += ' '.repeat(d)
      x += d
    } else {
      out += String.fromCharCode(c)
      x++
    }
  }
  return out
}

/** A line with hard tabs expanded to spaces. */
const expandTabs = (line: string, tabLength: number): string => {
  if (line.indexOf('\t') < 0) return line
  let out = ''
  for (let i = 0; i < line.length; i++) {
    if (line.charCodeAt(i) === 9) out += ' '.repeat(tabLength - (out.length % tabLength))
    else out += line[i]
  }
  return out
}

/** Text shown on a screen row: tabs as spaces, wrap indentation as spaces, a fold as U+FEFF; '' past the end. */
export const lineTextForScreenRow = (state: EditorState, row: number): string => {
  if (!(row >= 0) || row > getLastScreenRow(state)) return ''
  const r = Math.floor(row)
  const m = displayMap(state)
  const g = groupOfScreenRow(m, r)
  const T = m.params.tabLength
  return g.layout ? groupRowText(state.buffer, g.layout, g.head, r - g.screenRow, T) : expandTabs(state.buffer.lineForRow(g.head), T)
}

/** The screen row of the longest screen line (Atom's `getApproximateLongestScreenRow`). */
export const getApproximateLongestScreenRow = (state: EditorState): number => longestScreenRow(displayMap(state)).row

/** End of the longest screen line (Atom's `getRightmostScreenPosition`). */
export const getRightmostScreenPosition = (state: EditorState): Pos => {
  return longestScreenRow(displayMap(state))
}

/**
 * Atom's `getSelectionAtScreenPosition`: the selections marker layer's first
 * marker (by start, then the longer first) containing the buffer position
 * `p` translates to (clipped to the closest), or undefined.
 */
export const selectionAtScreenPosition = (state: EditorState, p: Pos): SelectionRecord | undefined => {
  const at = bufferPositionForScreenPosition(state, p)
  let best: SelectionRecord | undefined
  for (const s of state.selections) {
    if (P.compare(s.start, at) > 0 || P.compare(at, s.end) > 0) continue
    if (!best || P.compare(s.start, best.start) < 0 || (P.equals(s.start, best.start) && P.compare(s.end, best.end) > 0)) best = s
  }
  return best
}
