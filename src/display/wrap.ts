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
import { isCharacterPair, isWrapBoundary, ratioForCharacter } from './characters.js'
import type { DisplayParams } from './params.js'
import type { RowChars } from '../buffer/chunked-line.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** A folded buffer range as the screen shows it (merged, non-empty). */
export interface FoldRange {
  readonly start: Pos
  readonly end: Pos
}

/**
 * A group that is not one plain screen row, as a view of its packed numbers
 * (`data[base …]`: extra rows, screen rows, widest row, then each screen
 * row's length, then each screen row's hard-tab count, then the hunks).
 *
 * A hunk is 8 numbers, in screen order: new start row/column, new end
 * row/column, old start row/column, old end row/column. New positions are
 * (screen row within the group, unexpanded screen column); old ones are
 * (buffer row minus the group's first row, buffer column). A hunk with an
 * empty old range is a soft wrap (its new range is the line break plus the
 * continuation indentation); any other hunk is a fold placeholder (one
 * screen column). Layouts are relative to the group, so they stay valid
 * wherever edits above move it.
 */
export interface GroupLayout {
  readonly data: ArrayLike<number>
  readonly base: number
  /** Buffer rows after the first one that the group takes in (rows hidden by folds). */
  readonly extraRows: number
  /** Screen rows of the group. */
  readonly rows: number
  /** The index of the longest screen row within the group (first of equals). */
  readonly widest: number
  /** Where the hunks start in `data`, and how many there are. */
  readonly hunks: number
  readonly hunkCount: number
  /** Set when no screen row of the group holds a hard tab (its tab counts are then not stored). */
  readonly tabFree?: boolean
  /**
   * For a layout read in part (a long row's): a number of leading hunks that
   * are known and enough to find the last hunk starting at or before
   * `(row, column)` on one side (0: new, 4: old), as `hunkCount` would.
   */
  readonly knownHunks?: (side: 0 | 4, row: number, column: number) => number
}

/** The layout packed at `data[start, end)`. */
export const layoutView = (data: ArrayLike<number>, start: number, end: number): GroupLayout => {
  const rows = data[start + 1]!
  const hunks = start + 3 + 2 * rows
  return { data, base: start, extraRows: data[start]!, rows, widest: data[start + 2]!, hunks, hunkCount: (end - hunks) >> 3 }
}

/** Length (expanded screen columns) of the group's screen row `i`. */
export const rowLengthOf = (L: GroupLayout, i: number): number => L.data[L.base + 3 + i]!

/** Hard tabs on the group's screen row `i`. */
export const rowTabsOf = (L: GroupLayout, i: number): number => (L.tabFree === true ? 0 : L.data[L.base + 3 + L.rows + i]!)

/**
 * Where `layoutGroup` writes, one entry per buffer row: screen rows, longest
 * screen row, and the packed layout at `data[starts[i], starts[i + 1])`
 * (`data.length` after the last row; an empty range is a plain row).
 */
export interface RowSink {
  readonly counts: number[]
  readonly widths: number[]
  readonly starts: number[]
  readonly data: number[]
}

// ─── hunk fields ────────────────────────────────────────────────────────────

/** Offsets of a hunk's fields within its 8 numbers. */
export const NEW_ROW = 0, NEW_COL = 1, NEW_END_ROW = 2, NEW_END_COL = 3, OLD_ROW = 4, OLD_COL = 5, OLD_END_ROW = 6, OLD_END_COL = 7

/** Whether hunk `i` of the layout is a soft wrap (empty old range). */
export const isSoftWrapHunk = (L: GroupLayout, i: number): boolean => {
  const o = L.hunks + 8 * i
  return L.data[o + OLD_ROW] === L.data[o + OLD_END_ROW] && L.data[o + OLD_COL] === L.data[o + OLD_END_COL]
}

// ─── plain rows ─────────────────────────────────────────────────────────────

/** Screen length of a line with hard tabs expanded to tab stops of `tabLength`. */
export const expandedLength = (line: RowChars, tabLength: number): number => {
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
 * The screen length of `line` when it fits on one screen row of `p` (tabs
 * expanded), or -1 when its wrap width passes the soft-wrap column.
 */
export const plainWidth = (line: string, p: DisplayParams): number => {
  const T = p.tabLength
  const W = p.softWrapColumn
  const len = line.length
  // Even at the widest characters it fits: only tabs matter.
  if (len * (T > p.maxRatio ? T : p.maxRatio) <= W) return expandedLength(line, T)
  let width = 0
  let x = 0
  for (let i = 0; i < len; i++) {
    const c = line.charCodeAt(i)
    if (c === 9) {
      const d = T - (x % T)
      x += d
      width += d
    } else {
      x++
      width += c < 0x1100 ? 1 : ratioForCharacter(c, p.ratios)
    }
    if (width > W) return -1
  }
  return x
}

// Scratch space of the layout loop, reused (a layout copies out what it keeps).
const hunks: number[] = []
const lengths: number[] = []
const tabs: number[] = []
const tabColumns: number[] = []

/**
 * Lay out the group whose first buffer row is `head` and append its entries
 * to `out`: the first row's, then a hidden entry (no screen rows) for each
 * further row it takes in. `folds` are the effective folds, sorted; `fold`
 * is the index of the first one starting at or after `[head, 0]`; returns
 * the index of the first fold after the group. `lineAt` reads a row's text.
 */
export const layoutGroup = (
  lineAt: (row: number) => string,
  head: number,
  folds: readonly FoldRange[],
  fold: number,
  p: DisplayParams,
  out: RowSink,
): number => {
  const T = p.tabLength
  const W = p.softWrapColumn
  let line = lineAt(head)
  const foldHere = fold < folds.length && folds[fold]!.start.row === head
  // No fold and no wrap: one plain screen row.
  if (!foldHere) {
    const width = plainWidth(line, p)
    if (width >= 0) {
      out.counts.push(1)
      out.widths.push(width)
      out.starts.push(out.data.length)
      return fold
    }
  }

  // Scratch arrays are used up to these counts (never shrunk).
  let hn = 0
  let ln = 0
  let tn = 0
  let cn = 0
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
  // The next fold's start, hoisted out of the loop (-1: none).
  let foldRow = f < folds.length ? folds[f]!.start.row : -1
  let foldCol = f < folds.length ? folds[f]!.start.column : -1

  while (bufferColumn <= len) {
    const foldEnd = bufferRow === foldRow && bufferColumn === foldCol ? folds[f]!.end : null
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

    const charWidth = ch === 9 ? T - (expanded % T) : ch < 0 ? 0 : ch < 0x1100 ? 1 : ratioForCharacter(ch, p.ratios)

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
      let at = hn
      while (at > 0 && hunks[at - 8 + NEW_ROW] === screenRow && hunks[at - 8 + NEW_COL]! >= wrapU) at -= 8
      for (let k = hn - 1; k >= at; k--) hunks[k + 8] = hunks[k]!
      for (let k = at + 8; k < hn + 8; k += 8) {
        hunks[k + NEW_ROW] = screenRow + 1
        hunks[k + NEW_COL] = hunks[k + NEW_COL]! - wrapU + indent
        hunks[k + NEW_END_ROW] = screenRow + 1
        hunks[k + NEW_END_COL] = hunks[k + NEW_END_COL]! - wrapU + indent
      }
      hunks[at + NEW_ROW] = screenRow
      hunks[at + NEW_COL] = wrapU
      hunks[at + NEW_END_ROW] = screenRow + 1
      hunks[at + NEW_END_COL] = indent
      hunks[at + OLD_ROW] = hunks[at + OLD_END_ROW] = oldRow
      hunks[at + OLD_COL] = hunks[at + OLD_END_COL] = oldCol
      hn += 8
      lengths[ln++] = wrapE
      screenRow++

      // Tabs after the break take new widths from their new columns.
      let uAfterTab = indent
      let eAfterTab = indent
      let before = 0
      for (let i = 0; i < cn; i++) {
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
      tabs[tn++] = before
      cn -= before
      unexpanded = unexpanded - wrapU + indent
      expanded = eAfterTab + unexpanded - uAfterTab
      width = indent + (width - wrapW)
      lastU = lastE = lastW = 0
    }

    if (foldEnd) {
      hunks[hn + NEW_ROW] = screenRow
      hunks[hn + NEW_COL] = unexpanded
      hunks[hn + NEW_END_ROW] = screenRow
      hunks[hn + NEW_END_COL] = unexpanded + 1
      hunks[hn + OLD_ROW] = bufferRow - head
      hunks[hn + OLD_COL] = bufferColumn
      hunks[hn + OLD_END_ROW] = foldEnd.row - head
      hunks[hn + OLD_END_COL] = foldEnd.column
      hn += 8
      unexpanded++
      expanded++
      width += charWidth
      bufferRow = foldEnd.row
      bufferColumn = foldEnd.column
      line = lineAt(bufferRow)
      len = line.length
      f++
      foldRow = f < folds.length ? folds[f]!.start.row : -1
      foldCol = f < folds.length ? folds[f]!.start.column : -1
    } else {
      if (ch === 9) {
        tabColumns[cn++] = unexpanded
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
  lengths[ln++] = expanded
  tabs[tn++] = cn

  if (hn === 0) {
    out.counts.push(1)
    out.widths.push(expanded)
    out.starts.push(out.data.length)
    return f
  }
  let widest = 0
  for (let i = 1; i < ln; i++) if (lengths[i]! > lengths[widest]!) widest = i
  const extraRows = bufferRow - head
  out.counts.push(ln)
  out.widths.push(lengths[widest]!)
  out.starts.push(out.data.length)
  const d = out.data
  d.push(extraRows, ln, widest)
  for (let i = 0; i < ln; i++) d.push(lengths[i]!)
  for (let i = 0; i < tn; i++) d.push(tabs[i]!)
  for (let i = 0; i < hn; i++) d.push(hunks[i]!)
  for (let k = 0; k < extraRows; k++) {
    out.counts.push(0)
    out.widths.push(0)
    out.starts.push(d.length)
  }
  return f
}
