/**
 * Buffer ↔ screen coordinates (reference §5.5).
 *
 * Every screen-based reducer and selector goes through this module. This
 * version maps rows one to one (no folds, soft wrap or tab expansion yet) but
 * already applies the screen clamping rules and keeps positions off the
 * middle of surrogate pairs, variation selectors and combining marks.
 */
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import type { EditorState } from '../state/editor-state.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** How a position between two valid ones is resolved. */
export type ClipDirection = 'closest' | 'backward' | 'forward'

/** Options of the translation functions. */
export interface ClipOptions {
  readonly clipDirection?: ClipDirection
  readonly skipSoftWrapIndentation?: boolean
}

// ─── character pairs ────────────────────────────────────────────────────────

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff
const isVariationSelector = (c: number) => c >= 0xfe00 && c <= 0xfe0f
const isCombiningMark = (c: number) =>
  (c >= 0x300 && c <= 0x36f) || (c >= 0x1ab0 && c <= 0x1aff) || (c >= 0x1dc0 && c <= 0x1dff) ||
  (c >= 0x20d0 && c <= 0x20ff) || (c >= 0xfe20 && c <= 0xfe2f)

/** Atom's `isCharacterPair`: the two code units belong to one visible character. */
export const isCharacterPair = (a: number, b: number): boolean =>
  (isHighSurrogate(a) && isLowSurrogate(b)) || (!isHighSurrogate(a) && (isVariationSelector(b) || isCombiningMark(b)))

/** Move a column off the middle of a character pair on `line`. */
export const snapCharacterPair = (line: string, column: number, direction: ClipDirection): number => {
  if (column <= 0 || column >= line.length) return column
  return isCharacterPair(line.charCodeAt(column - 1), line.charCodeAt(column))
    ? direction === 'forward' ? column + 1 : column - 1
    : column
}

// ─── conversions ────────────────────────────────────────────────────────────

/** Screen position of a buffer position (clamped to the buffer first). */
export const screenPositionForBufferPosition = (state: EditorState, p: Pos, options: ClipOptions = {}): Pos => {
  const q = state.buffer.clampPosition(p)
  const column = snapCharacterPair(state.buffer.lineForRow(q.row), q.column, options.clipDirection ?? 'closest')
  return column === q.column ? q : P.pos(q.row, column)
}

/** Buffer position of a screen position, with Atom's screen clamping rules. */
export const bufferPositionForScreenPosition = (state: EditorState, p: Pos, options: ClipOptions = {}): Pos => {
  const buf = state.buffer
  const direction = options.clipDirection ?? 'closest'
  if (p.row < 0) return P.ZERO
  const last = buf.getLastRow()
  if (p.row > last) return buf.getEndPosition()
  const row = Math.floor(p.row)
  const line = buf.lineForRow(row)
  let column = p.column < 0 ? 0 : p.column
  if (column > line.length) {
    if (direction === 'forward' && row < last) return P.pos(row + 1, 0)
    column = line.length
  }
  column = snapCharacterPair(line, Math.floor(column), direction)
  return column === p.column && row === p.row ? p : P.pos(row, column)
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

/** Number of screen rows. */
export const getScreenLineCount = (state: EditorState): number => state.buffer.getLineCount()

/** Last screen row. */
export const getLastScreenRow = (state: EditorState): number => state.buffer.getLastRow()

/** Length of a screen row in screen columns. */
export const lineLengthForScreenRow = (state: EditorState, row: number): number => state.buffer.lineLengthForRow(row)

/** Text shown on a screen row. */
export const lineTextForScreenRow = (state: EditorState, row: number): string => state.buffer.lineForRow(row)

/** Screen row of a buffer row. */
export const screenRowForBufferRow = (_state: EditorState, row: number): number => row

/** Buffer row shown on a screen row. */
export const bufferRowForScreenRow = (_state: EditorState, row: number): number => row

/** Buffer range shown by one screen row, from its first character (after any wrap indentation) to its end. */
export const bufferRangeForScreenRow = (state: EditorState, row: number): Span => {
  const r = Math.max(0, Math.min(row, state.buffer.getLastRow()))
  return { start: P.pos(r, 0), end: P.pos(r, state.buffer.lineLengthForRow(r)) }
}
