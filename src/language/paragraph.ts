/**
 * Paragraph motions and the current paragraph, as pure functions of
 * `(buffer, position)`, computing what Atom's `Cursor` computes.
 *
 * Atom finds paragraph breaks by scanning for `/(\r\n[\t ]*\r\n)|(\n[\t ]*\n)/g`
 * — a line ending, a line of only spaces/tabs, another line ending. Here the
 * same matches are found row by row (no text is materialised), including the
 * regex's non-overlapping left-to-right matching, which only the backward
 * motion can observe.
 */

import type { TextBuffer } from '../buffer/text-buffer.js'
import type { Pos, Span } from '../values/pos.js'
import { ZERO, pos } from '../values/pos.js'

// ─── rows ───────────────────────────────────────────────────────────────────

/** Whether `line` consists only of spaces and tabs (`^[\t ]*$`). */
const isSpacesAndTabs = (line: string): boolean => {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i)
    if (c !== 0x20 && c !== 0x09) return false
  }
  return true
}

/** Whether `line` has a character outside JavaScript's `\s` (`/\S/`). */
const hasNonWhitespace = (line: string): boolean => /\S/.test(line)

/**
 * Whether the paragraph regex matches starting at the line ending of `row`:
 * `row`'s ending, then row `row + 1` of only spaces/tabs, then its ending.
 * `\r\n` pairs with `\r\n`; `\n` pairs with `\n`; a `\r\n` followed by a blank
 * line ending in `\n` matches from the `\n` of the CRLF (same row). A lone
 * `\r` never matches.
 */
const isBreakAfterRow = (buf: TextBuffer, row: number): boolean => {
  const first = buf.lineEndingForRow(row)
  if (first !== '\n' && first !== '\r\n') return false
  const second = buf.lineEndingForRow(row + 1)
  if (second !== '\n' && !(first === '\r\n' && second === '\r\n')) return false
  return isSpacesAndTabs(buf.lineForRow(row + 1))
}

// ─── motions ────────────────────────────────────────────────────────────────

/**
 * Atom's `moveToBeginningOfNextParagraph` target: the blank row of the first
 * paragraph break at or after `p` (`[match.start.row + 1, 0]`). With no
 * further break: one column before EOF, clipped (`[lastRow, lastColumn - 1]`),
 * so an empty buffer stays at `[0,0]`.
 */
export const beginningOfNextParagraph = (buf: TextBuffer, p: Pos): Pos => {
  const lastRow = buf.getLastRow()
  // A break after `row` ends at [row + 2, 0], which must be inside the buffer;
  // it starts at the end of `row`, never before `p` when row >= p.row, and
  // its candidate row `row + 1` is after `p`, so it always differs from `p`.
  for (let row = p.row; row + 2 <= lastRow; row++) {
    if (isBreakAfterRow(buf, row)) return pos(row + 1, 0)
  }
  const eof = buf.getEndPosition()
  return buf.clampPosition(pos(eof.row, eof.column - 1))
}

/**
 * Atom's `moveToBeginningOfPreviousParagraph` target: scanning
 * `[0,0]..[row - 1, column]` backwards, the blank row of the last paragraph
 * break found there; none → `[0,0]`. A break must end (at `[r + 2, 0]`) within
 * that range, so only breaks after rows `r <= p.row - 3` count, and in a run
 * of consecutive blank lines the regex matches every other one, starting
 * from the first.
 */
export const beginningOfPreviousParagraph = (buf: TextBuffer, p: Pos): Pos => {
  let last = p.row - 3
  while (last >= 0 && !isBreakAfterRow(buf, last)) last--
  if (last < 0) return ZERO
  let first = last
  while (first > 0 && isBreakAfterRow(buf, first - 1)) first--
  // Matches in a run start at first, first + 2, …: the last one is `last` or
  // the one just before it.
  const matchRow = (last - first) % 2 === 0 ? last : last - 1
  return pos(matchRow + 1, 0)
}

/**
 * Atom's `getCurrentParagraphBufferRange`: undefined when `p`'s row is blank
 * (only `\s`); otherwise the rows around it that are non-blank and share its
 * `isRowCommented` status (default: nothing is commented), as
 * `[[startRow, 0], [endRow, length of endRow]]`.
 */
export const getCurrentParagraphBufferRange = (
  buf: TextBuffer,
  p: Pos,
  isRowCommented: (row: number) => boolean = () => false,
): Span | undefined => {
  const row = p.row
  if (!hasNonWhitespace(buf.lineForRow(row))) return undefined
  const commented = isRowCommented(row)
  const sameParagraph = (r: number): boolean => hasNonWhitespace(buf.lineForRow(r)) && isRowCommented(r) === commented
  let startRow = row
  while (startRow > 0 && sameParagraph(startRow - 1)) startRow--
  const lastRow = buf.getLastRow()
  let endRow = row
  while (endRow < lastRow && sameParagraph(endRow + 1)) endRow++
  return { start: pos(startRow, 0), end: pos(endRow, buf.lineLengthForRow(endRow)) }
}
