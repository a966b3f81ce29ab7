/**
 * Foldable row ranges, as Atom's `TextMateLanguageMode` finds them (also
 * with the null grammar): a row starts a fold when it is not blank and rows
 * below it are indented deeper; the fold runs to the last such row (blank
 * rows in between are skipped), and on to the first row back at the start
 * row's level when the language's `foldEndPattern` matches it (JavaScript's
 * closing `}`, `]`, `)`). A run of commented rows folds from its first row
 * to its last. Every function is pure: the buffer, the tab length and the
 * language mode decide.
 */
import type { TextBuffer } from '../buffer/text-buffer.js'
import { indentLevelForLine } from '../language/indent-level.js'
import type { LanguageMode } from '../language/language-mode.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'

const NON_WHITESPACE = /\S/

/** What a fold computation reads: the text, the tab length, the language. */
export interface FoldContext {
  readonly buffer: TextBuffer
  readonly tabLength: number
  readonly mode: LanguageMode
}

const inRange = (buffer: TextBuffer, row: number): boolean => Number.isInteger(row) && row >= 0 && row <= buffer.getLastRow()

const commented = (c: FoldContext, row: number): boolean => inRange(c.buffer, row) && c.mode.isRowCommented(c.buffer, row)

/** Atom's `endRowForCommentFoldAtRow`: the last row of the comment run starting at `row` (not when the row above is commented). */
const endRowForCommentFold = (c: FoldContext, row: number, existenceOnly: boolean): number | undefined => {
  if (commented(c, row - 1)) return undefined
  let endRow: number | undefined
  for (let next = row + 1, end = c.buffer.getLineCount(); next < end; next++) {
    if (!commented(c, next)) break
    endRow = next
    if (existenceOnly) break
  }
  return endRow
}

/** Atom's `endRowForCodeFoldAtRow`: indentation, then the language's fold-end pattern on the row back at the start's level. */
const endRowForCodeFold = (c: FoldContext, row: number, tabLength: number, existenceOnly: boolean): number | undefined => {
  const line = c.buffer.lineForRow(row)
  if (!NON_WHITESPACE.test(line)) return undefined
  const startLevel = indentLevelForLine(line, tabLength)
  const foldEnd = c.mode.foldEndPatternForPosition?.(c.buffer, P.pos(row, 0))
  let endRow: number | undefined
  for (let next = row + 1, end = c.buffer.getLineCount(); next < end; next++) {
    const text = c.buffer.lineForRow(next)
    if (!NON_WHITESPACE.test(text)) continue
    const level = indentLevelForLine(text, tabLength)
    if (level < startLevel) break
    if (level === startLevel) {
      if (foldEnd?.(text)) endRow = next
      break
    }
    endRow = next
    if (existenceOnly) break
  }
  return endRow
}

/** Atom's `endRowForFoldAtRow`: where a fold starting at `row` ends, or undefined when `row` starts none. */
export const endRowForFoldAtRow = (c: FoldContext, row: number, tabLength = c.tabLength, existenceOnly = false): number | undefined => {
  if (!inRange(c.buffer, row)) return undefined
  return commented(c, row) ? endRowForCommentFold(c, row, existenceOnly) : endRowForCodeFold(c, row, tabLength, existenceOnly)
}

/** Atom's `isFoldableAtRow` (which measures indentation with a tab length of 1). */
export const isFoldableAtRow = (c: FoldContext, row: number): boolean => endRowForFoldAtRow(c, row, 1, true) !== undefined

const rowRange = (startRow: number, endRow: number): Span => P.span(P.pos(startRow, Infinity), P.pos(endRow, Infinity))

/**
 * Atom's `getFoldableRangeContainingPoint`: at or past the end of its row,
 * the fold starting on the point's row; otherwise (or when that row starts
 * none) the nearest fold starting above that reaches the point's row.
 */
export const foldableRangeContainingPoint = (c: FoldContext, point: Pos): Span | undefined => {
  if (point.column >= c.buffer.lineForRow(point.row).length) {
    const endRow = endRowForFoldAtRow(c, point.row)
    if (endRow !== undefined) return rowRange(point.row, endRow)
  }
  for (let row = Math.min(point.row, c.buffer.getLineCount()) - 1; row >= 0; row--) {
    const endRow = endRowForFoldAtRow(c, row)
    if (endRow !== undefined && endRow >= point.row) return rowRange(row, endRow)
  }
  return undefined
}

/** Atom's `getFoldableRanges`: every row's fold, nested ones included, top to bottom. */
export const foldableRanges = (c: FoldContext): Span[] => {
  const out: Span[] = []
  for (let row = 0, count = c.buffer.getLineCount(); row < count; row++) {
    const endRow = endRowForFoldAtRow(c, row)
    if (endRow !== undefined) out.push(rowRange(row, endRow))
  }
  return out
}

/** Atom's `getFoldableRangesAtIndentLevel`: the outermost folds starting on rows at exactly `level`. */
export const foldableRangesAtIndentLevel = (c: FoldContext, level: number): Span[] => {
  const out: Span[] = []
  const count = c.buffer.getLineCount()
  let row = 0
  while (row < count) {
    if (indentLevelForLine(c.buffer.lineForRow(row), c.tabLength) === level) {
      const endRow = endRowForFoldAtRow(c, row)
      if (endRow !== undefined) {
        out.push(rowRange(row, endRow))
        row = endRow + 1
        continue
      }
    }
    row++
  }
  return out
}
