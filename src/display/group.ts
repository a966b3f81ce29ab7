/**
 * Translating positions inside one laid-out row group (reference §5.5):
 * buffer ↔ unexpanded screen columns through the group's hunks (Atom's
 * `translate*WithSpatialIndex`), and unexpanded ↔ expanded columns through
 * hard tabs (Atom's `expandHardTabs` / `collapseHardTabs`).
 *
 * Coordinates are relative to the group: buffer rows count from the group's
 * first buffer row, screen rows from its first screen row.
 */
import * as P from '../values/pos.js'
import type { Pos } from '../values/pos.js'
import type { ClipDirection } from './screen.js'
import type { RowChars } from '../buffer/chunked-line.js'
import {
  type GroupLayout, isSoftWrapHunk, NEW_COL, NEW_END_COL, NEW_END_ROW, NEW_ROW, OLD_COL, OLD_END_COL, OLD_END_ROW, OLD_ROW, rowTabsOf,
} from './wrap.js'

// ─── hunk search ────────────────────────────────────────────────────────────

const before = (r1: number, c1: number, r2: number, c2: number): number => (r1 !== r2 ? r1 - r2 : c1 - c2)

/** Index of the last hunk whose start (new side when `side` is 0, old side when 4) is at or before `(row, column)`, or -1. */
const lastHunkAtOrBefore = (L: GroupLayout, side: 0 | 4, row: number, column: number): number => {
  const h = L.data
  const b = L.hunks + side
  let lo = 0
  let hi = (L.knownHunks === undefined ? L.hunkCount : L.knownHunks(side, row, column)) - 1
  let found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (before(h[b + 8 * mid]!, h[b + 8 * mid + 1]!, row, column) <= 0) {
      found = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  return found
}

// ─── buffer ↔ unexpanded screen ─────────────────────────────────────────────

/**
 * Screen position (unexpanded) of a buffer position in the group. Inside a
 * fold: `backward` gives the placeholder, `forward` the column after it,
 * `closest` the nearer end by buffer distance (ties to the start).
 */
export const bufferToScreen = (L: GroupLayout, row: number, column: number, dir: ClipDirection): Pos => {
  const h = L.data
  const i = lastHunkAtOrBefore(L, OLD_ROW, row, column)
  if (i < 0) return P.pos(row, column)
  const o = L.hunks + 8 * i
  const oldRow = h[o + OLD_ROW]!, oldCol = h[o + OLD_COL]!, endRow = h[o + OLD_END_ROW]!, endCol = h[o + OLD_END_COL]!
  if (before(row, column, endRow, endCol) < 0) {
    const start = P.pos(h[o + NEW_ROW]!, h[o + NEW_COL]!)
    if (oldRow === row && oldCol === column) return start
    const end = P.pos(h[o + NEW_END_ROW]!, h[o + NEW_END_COL]!)
    if (dir === 'backward') return start
    if (dir === 'forward') return end
    // Atom compares traversals: rows first, then columns.
    const fromStart = row === oldRow ? P.pos(0, column - oldCol) : P.pos(row - oldRow, column)
    const toEnd = endRow === row ? P.pos(0, endCol - column) : P.pos(endRow - row, endCol)
    return P.compare(fromStart, toEnd) <= 0 ? start : end
  }
  const newEndRow = h[o + NEW_END_ROW]!, newEndCol = h[o + NEW_END_COL]!
  return row === endRow ? P.pos(newEndRow, newEndCol + column - endCol) : P.pos(newEndRow + row - endRow, column)
}

/**
 * Buffer position of an (unexpanded, already constrained) screen position in
 * the group. At the end of a wrapped segment `closest` and `backward` step one
 * column back and `forward` gives the wrap point; inside the continuation
 * indentation `backward` steps back too unless `skipSoftWrapIndentation`.
 */
export const screenToBuffer = (L: GroupLayout, row: number, column: number, dir: ClipDirection, skip: boolean): Pos => {
  const h = L.data
  const i = lastHunkAtOrBefore(L, NEW_ROW, row, column)
  if (i < 0) return P.pos(row, column)
  const o = L.hunks + 8 * i
  const endRow = h[o + NEW_END_ROW]!, endCol = h[o + NEW_END_COL]!
  if (before(row, column, endRow, endCol) < 0) {
    if (isSoftWrapHunk(L, i)) {
      const atStart = h[o + NEW_ROW] === row && h[o + NEW_COL] === column
      if ((dir === 'backward' && !skip) || (dir === 'closest' && atStart)) {
        return screenToBuffer(L, h[o + NEW_ROW]!, h[o + NEW_COL]! - 1, dir, skip)
      }
    }
    return P.pos(h[o + OLD_ROW]!, h[o + OLD_COL]!)
  }
  const oldEndRow = h[o + OLD_END_ROW]!, oldEndCol = h[o + OLD_END_COL]!
  return row === endRow ? P.pos(oldEndRow, oldEndCol + column - endCol) : P.pos(oldEndRow + row - endRow, column)
}

// ─── hard tabs ──────────────────────────────────────────────────────────────

/** Where a walk over screen row `row` starts: its first buffer position and the first hunk it can meet. */
export const rowStart = (L: GroupLayout, row: number): { start: Pos; hunk: number } => {
  const h = L.data
  const i = lastHunkAtOrBefore(L, NEW_ROW, row, 0)
  const o = L.hunks + 8 * i
  const hunk = i >= 0 && before(h[o + NEW_END_ROW]!, h[o + NEW_END_COL]!, row, 0) > 0 ? i : i + 1
  return { start: screenToBuffer(L, row, 0, 'forward', true), hunk }
}

/**
 * Expanded screen column of unexpanded column `column` on screen row `row`
 * (Atom's `expandHardTabs`). `L` null: a plain row showing `lineAt(0)`.
 */
export const expandColumn = (L: GroupLayout | null, lineAt: (row: number) => RowChars, row: number, column: number, tabLength: number): number => {
  let tabCount: number
  let bufferRow = 0
  let bufferColumn = 0
  let j = 0
  if (L) {
    tabCount = rowTabsOf(L, row)
    if (tabCount === 0) return column
    const s = rowStart(L, row)
    bufferRow = s.start.row
    bufferColumn = s.start.column
    j = s.hunk
  } else {
    const line = lineAt(0)
    const first = line.indexOf('\t')
    if (first < 0 || first >= column) return column
    tabCount = Infinity
  }
  const h = L?.data
  const base = L ? L.hunks : 0
  const hunks = L ? L.hunkCount : 0
  let line = lineAt(bufferRow)
  let u = 0
  let x = 0
  while (tabCount > 0) {
    if (u === column) break
    if (L && h && j < hunks && h[base + 8 * j + OLD_ROW] === bufferRow && h[base + 8 * j + OLD_COL] === bufferColumn) {
      if (isSoftWrapHunk(L, j)) {
        u = x = h[base + 8 * j + NEW_END_COL]!
      } else {
        bufferRow = h[base + 8 * j + OLD_END_ROW]!
        bufferColumn = h[base + 8 * j + OLD_END_COL]!
        line = lineAt(bufferRow)
        u++
        x++
      }
      j++
      continue
    }
    if (bufferColumn >= line.length && !h) break
    if (line.charCodeAt(bufferColumn) === 9) {
      x += tabLength - (x % tabLength)
      tabCount--
    } else x++
    u++
    bufferColumn++
  }
  return x + column - u
}

/**
 * Unexpanded column of expanded screen column `column` on screen row `row`
 * (Atom's `collapseHardTabs`): a column inside a tab's span goes before the
 * tab (`backward`), after it (`forward`), or after it only past the middle
 * (`closest`).
 */
export const collapseColumn = (
  L: GroupLayout | null,
  lineAt: (row: number) => RowChars,
  row: number,
  column: number,
  tabLength: number,
  dir: ClipDirection,
): number => {
  let tabCount: number
  let bufferRow = 0
  let bufferColumn = 0
  let j = 0
  if (L) {
    tabCount = rowTabsOf(L, row)
    if (tabCount === 0) return column
    const s = rowStart(L, row)
    bufferRow = s.start.row
    bufferColumn = s.start.column
    j = s.hunk
  } else {
    const line = lineAt(0)
    const first = line.indexOf('\t')
    if (first < 0 || first >= column) return column
    tabCount = Infinity
  }
  const h = L?.data
  const base = L ? L.hunks : 0
  const hunks = L ? L.hunkCount : 0
  let line = lineAt(bufferRow)
  let u = 0
  let x = 0
  while (tabCount > 0) {
    if (x === column) break
    if (L && h && j < hunks && h[base + 8 * j + OLD_ROW] === bufferRow && h[base + 8 * j + OLD_COL] === bufferColumn) {
      if (isSoftWrapHunk(L, j)) {
        u = x = Math.min(column, h[base + 8 * j + NEW_END_COL]!)
      } else {
        bufferRow = h[base + 8 * j + OLD_END_ROW]!
        bufferColumn = h[base + 8 * j + OLD_END_COL]!
        line = lineAt(bufferRow)
        u++
        x++
      }
      j++
      continue
    }
    if (bufferColumn >= line.length && !h) break
    if (line.charCodeAt(bufferColumn) === 9) {
      const stop = x + tabLength - (x % tabLength)
      if (stop > column) {
        if (dir === 'backward') return u
        if (dir === 'forward') return u + 1
        return column > Math.ceil((stop + x) / 2) ? u + 1 : u
      }
      x = stop
      tabCount--
    } else x++
    u++
    bufferColumn++
  }
  return u + column - x
}
