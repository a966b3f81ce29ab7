/**
 * Laying out one row group on screen: a buffer row, or several rows joined
 * by folds, cut into soft-wrapped segments (reference §5.5).
 *
 * This is Atom's `DisplayLayer.updateSpatialIndex` inner loop for one screen
 * line, producing the same "hunks" (soft-wrap breaks and fold placeholders,
 * in unexpanded screen columns) but relative to the group, so a layout stays
 * valid wherever edits above move the group.
 */
import type { Pos } from '../values/pos.js'
import { isCharacterPair, isWrapBoundary, MAX_RATIO, ratioForCharacter } from './characters.js'
import type { DisplayParams } from './params.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** A folded buffer range as the screen shows it (merged, non-empty). */
export interface FoldRange {
  readonly start: Pos
  readonly end: Pos
}

/**
 * A group that is not one plain screen row. `hunks` holds 8 numbers per
 * hunk, in screen order: new start row/column, new end row/column, old
 * start row/column, old end row/column. New positions are (screen row within
 * the group, unexpanded screen column); old ones are (buffer row minus the
 * group's first row, buffer column). A hunk with an empty old range is a soft
 * wrap (its new range is the line break plus the continuation indentation);
 * any other hunk is a fold placeholder (one screen column).
 */
export interface GroupLayout {
  /** Buffer rows after the first one that the group takes in (rows hidden by folds). */
  readonly extraRows: number
  readonly hunks: Int32Array
  /** Length of each screen row of the group, in (expanded) screen columns. */
  readonly lengths: Int32Array
  /** Hard tabs on each screen row of the group. */
  readonly tabs: Int32Array
  /** The longest screen row's length, and its index within the group (first of equals). */
  readonly width: number
  readonly widest: number
}

/** The layout of the group starting at a row, and the index of the first fold after it. */
export interface GroupResult {
  /** Null: one screen row showing the buffer row as it is (tabs expanded). */
  readonly layout: GroupLayout | null
  /** Length of the longest screen row of the group. */
  readonly width: number
  readonly nextFold: number
}

// ─── hunk fields ────────────────────────────────────────────────────────────

/** Offsets of a hunk's fields within its 8 numbers. */
export const NEW_ROW = 0, NEW_COL = 1, NEW_END_ROW = 2, NEW_END_COL = 3, OLD_ROW = 4, OLD_COL = 5, OLD_END_ROW = 6, OLD_END_COL = 7

/** Whether hunk `i` is a soft wrap (empty old range). */
export const isSoftWrapHunk = (h: Int32Array, i: number): boolean =>
  h[8 * i + OLD_ROW] === h[8 * i + OLD_END_ROW] && h[8 * i + OLD_COL] === h[8 * i + OLD_END_COL]

// ─── plain rows ─────────────────────────────────────────────────────────────

/** Screen length of a line with hard tabs expanded to tab stops of `tabLength`. */
export const expandedLength = (line: string, tabLength: number): number => {
  let tab = line.indexOf('\t')
  if (tab < 0) return line.length
  let x = 0
  let from = 0
  while (tab >= 0) {
    x += tab - from
    x += tabLength - (x % tabLength)
    from = tab + 1
    tab = line.indexOf('\t', from)
  }
  return x + line.length - from
}

// ─── the layout ─────────────────────────────────────────────────────────────

/**
 * Lay out the group whose first buffer row is `head`. `folds` are the
 * effective folds, sorted; `fold` is the index of the first one starting at
 * or after `[head, 0]`. `lineAt` reads a buffer row's text.
 */
export const layoutGroup = (
  lineAt: (row: number) => string,
  head: number,
  folds: readonly FoldRange[],
  fold: number,
  p: DisplayParams,
): GroupResult => {
  const T = p.tabLength
  const W = p.softWrapColumn
  let line = lineAt(head)
  const foldHere = folds[fold]?.start.row === head
  // No fold, and even at the widest possible characters the row fits: one plain screen row.
  if (!foldHere && line.length * Math.max(MAX_RATIO, T) <= W) return { layout: null, width: expandedLength(line, T), nextFold: fold }

  const hunks: number[] = []
  const lengths: number[] = []
  const tabs: number[] = []
  const tabColumns: number[] = []
  let bufferRow = head
  let bufferColumn = 0
  let len = line.length
  let screenRow = 0
  let unexpanded = 0
  let expanded = 0
  let width = 0
  let lastU = 0, lastE = 0, lastW = 0, lastRow = 0, lastCol = 0
  let firstNonBlank = -1
  let f = fold

  while (bufferColumn <= len) {
    const next = folds[f]
    const foldEnd = next && next.start.row === bufferRow && next.start.column === bufferColumn ? next.end : null
    const prev = bufferColumn > 0 ? line.charCodeAt(bufferColumn - 1) : -1
    const ch = foldEnd ? 0xfeff : bufferColumn < len ? line.charCodeAt(bufferColumn) : -1

    // In leading whitespace, note where it ends; after it, note wrap boundaries.
    if (firstNonBlank < 0) {
      if (ch !== 32 && ch !== 9) firstNonBlank = expanded
    } else if (prev >= 0 && ch >= 0 && isWrapBoundary(prev, ch)) {
      lastU = unexpanded
      lastE = expanded
      lastW = width
      lastRow = bufferRow
      lastCol = bufferColumn
    }

    const charWidth = ch === 9 ? T - (expanded % T) : ch >= 0 ? ratioForCharacter(ch) : 0

    if (width > 0 && charWidth > 0 && width + charWidth > W && prev >= 0 && ch >= 0 && !isCharacterPair(prev, ch)) {
      let indent = firstNonBlank < W ? Math.max(0, firstNonBlank) : 0
      if (indent + p.hangingIndent < W) indent += p.hangingIndent
      // Atom's `lastBoundary || current`: a boundary at column 0 counts as none.
      const atBoundary = lastU !== 0
      const wrapU = atBoundary ? lastU : unexpanded
      const wrapE = lastE || expanded
      const wrapW = lastW || width
      const oldRow = (atBoundary ? lastRow : bufferRow) - head
      const oldCol = atBoundary ? lastCol : bufferColumn
      // Fold placeholders already placed after the break move to the next row.
      let at = hunks.length
      while (at > 0 && hunks[at - 8 + NEW_ROW] === screenRow && hunks[at - 8 + NEW_COL]! >= wrapU) at -= 8
      for (let k = at; k < hunks.length; k += 8) {
        hunks[k + NEW_ROW] = screenRow + 1
        hunks[k + NEW_COL] = hunks[k + NEW_COL]! - wrapU + indent
        hunks[k + NEW_END_ROW] = screenRow + 1
        hunks[k + NEW_END_COL] = hunks[k + NEW_END_COL]! - wrapU + indent
      }
      hunks.splice(at, 0, screenRow, wrapU, screenRow + 1, indent, oldRow, oldCol, oldRow, oldCol)
      lengths.push(wrapE)
      screenRow++

      // Tabs after the break take new widths from their new columns.
      let uAfterTab = indent
      let eAfterTab = indent
      let before = 0
      for (let i = 0; i < tabColumns.length; i++) {
        const column = tabColumns[i]!
        if (column < wrapU) before++
        else {
          const moved = indent + column - wrapU
          eAfterTab += moved - uAfterTab
          eAfterTab += T - (eAfterTab % T)
          uAfterTab = moved + 1
          tabColumns[i - before] = moved
        }
      }
      tabs.push(before)
      tabColumns.length -= before
      unexpanded = unexpanded - wrapU + indent
      expanded = eAfterTab + unexpanded - uAfterTab
      width = indent + (width - wrapW)
      lastU = lastE = lastW = 0
    }

    if (foldEnd) {
      hunks.push(screenRow, unexpanded, screenRow, unexpanded + 1, bufferRow - head, bufferColumn, foldEnd.row - head, foldEnd.column)
      unexpanded++
      expanded++
      width += charWidth
      bufferRow = foldEnd.row
      bufferColumn = foldEnd.column
      line = lineAt(bufferRow)
      len = line.length
      f++
    } else {
      if (ch === 9) {
        tabColumns.push(unexpanded)
        const d = T - (expanded % T)
        expanded += d
        width += d
      } else {
        expanded++
        width += charWidth
      }
      unexpanded++
      bufferColumn++
    }
  }
  // The loop ran once past the end of the line.
  expanded--
  lengths.push(expanded)
  tabs.push(tabColumns.length)

  if (hunks.length === 0) return { layout: null, width: expanded, nextFold: f }
  let widest = 0
  for (let i = 1; i < lengths.length; i++) if (lengths[i]! > lengths[widest]!) widest = i
  return {
    layout: Object.freeze({
      extraRows: bufferRow - head,
      hunks: Int32Array.from(hunks),
      lengths: Int32Array.from(lengths),
      tabs: Int32Array.from(tabs),
      width: lengths[widest]!,
      widest,
    }),
    width: lengths[widest]!,
    nextFold: f,
  }
}
