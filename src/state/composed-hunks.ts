/**
 * The hunks of a run of history steps, as Atom's composed patch has them:
 * Atom's undo, redo and revert apply one patch composed of every change of
 * the entries involved. Composing joins the changes' ranges wherever they
 * overlap or touch, and drops a hunk as soon as its old and new texts agree
 * (a line moved and moved back, rows exchanged with equal rows): those
 * stretches are not touched when the patch is applied, so folds and markers
 * inside them survive. A moved run of rows is two hunks (deleted at one
 * place, inserted at the other), the rows it passed untouched between them.
 * Each hunk's text is handed back from native code as one string, so a
 * surrogate half whose partner lies outside the hunk comes back as U+FFFD
 * (see `values/surrogates.ts`).
 */
import * as P from '../values/pos.js'
import type { Pos } from '../values/pos.js'
import type { Replacement, TextBuffer } from '../buffer/text-buffer.js'
import { lastChangeAtOrBefore, shift, type MappedChange } from './selections.js'
import { loneSurrogates, REPLACEMENT } from '../values/surrogates.js'

/**
 * A hunk of a composed patch: its range before the run (`start`, `end`)
 * and now (`newStart`, `newEnd`). Hunks are sorted and neither overlap nor
 * touch, in both coordinate systems.
 */
export type Hunk = MappedChange

/** Where a point that no change of the batch covers lands (a point inside one never bounds a joined hunk). */
const mapOutside = (changes: readonly MappedChange[], p: Pos): Pos => {
  const i = lastChangeAtOrBefore(changes, p)
  if (i < 0) return p
  const c = changes[i]!
  return P.compare(p, c.end) >= 0 ? shift(p, c.end, c.newEnd) : P.compare(p, c.start) === 0 ? c.newStart : c.newEnd
}

/**
 * Where a present point was before the run: through the unchanged text
 * after the last hunk starting at or before it (a point inside a hunk gives
 * the hunk's start; such a point never bounds a joined hunk alone).
 */
const origin = (hunks: readonly Hunk[], p: Pos): Pos => {
  let lo = 0
  let hi = hunks.length - 1
  let found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (P.compare(hunks[mid]!.newStart, p) <= 0) {
      found = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  if (found < 0) return p
  const h = hunks[found]!
  return P.compare(p, h.newEnd) >= 0 ? shift(p, h.newEnd, h.end) : h.start
}

const extentEquals = (a: Pos, b: Pos, c: Pos, d: Pos): boolean =>
  b.row - a.row === d.row - c.row && (b.row === a.row ? b.column - a.column === d.column - c.column : b.column === d.column)

/** Whether a hunk's old text (in `before`) and new text (in `after`) agree. */
const unchanged = (h: Hunk, before: TextBuffer, after: TextBuffer): boolean =>
  extentEquals(h.start, h.end, h.newStart, h.newEnd) &&
  before.getTextInRange({ start: h.start, end: h.end }) === after.getTextInRange({ start: h.newStart, end: h.newEnd })

interface Item {
  /** Range in the coordinates before the batch. */
  readonly from: Pos
  readonly to: Pos
  /** Range after the batch. */
  readonly newFrom: Pos
  readonly newTo: Pos
  /** Range before the run. */
  readonly oldFrom: Pos
  readonly oldTo: Pos
  readonly change: boolean
}

const min = (a: Pos, b: Pos): Pos => (P.compare(a, b) <= 0 ? a : b)
const max = (a: Pos, b: Pos): Pos => (P.compare(a, b) >= 0 ? a : b)

/**
 * `hunks` (the run so far, from `before`'s text) after one sorted, disjoint
 * batch of `changes` that turned the text into `after`'s: each change joined
 * with the hunks and changes it overlaps or touches, and every hunk the
 * batch made or grew dropped when its old and new texts agree. Costs the
 * hunks and changes involved, and the texts of the hunks whose old and new
 * extents are equal.
 */
export const composeHunks = (hunks: readonly Hunk[], changes: readonly MappedChange[], before: TextBuffer, after: TextBuffer): Hunk[] => {
  if (changes.length === 0) return hunks.slice()
  const items: Item[] = hunks.map(h => ({
    from: h.newStart, to: h.newEnd, newFrom: mapOutside(changes, h.newStart), newTo: mapOutside(changes, h.newEnd), oldFrom: h.start, oldTo: h.end, change: false,
  }))
  for (const c of changes) {
    items.push({ from: c.start, to: c.end, newFrom: c.newStart, newTo: c.newEnd, oldFrom: origin(hunks, c.start), oldTo: origin(hunks, c.end), change: true })
  }
  items.sort((a, b) => P.compare(a.from, b.from) || P.compare(a.to, b.to))
  const out: Hunk[] = []
  let cur: { to: Pos; hunk: Hunk; change: boolean } | null = null
  const flush = () => {
    if (cur !== null && !(cur.change && unchanged(cur.hunk, before, after))) out.push(cur.hunk)
  }
  for (const it of items) {
    if (cur !== null && P.compare(it.from, cur.to) <= 0) {
      const h: Hunk = cur.hunk
      cur = {
        to: max(cur.to, it.to),
        hunk: { start: min(h.start, it.oldFrom), end: max(h.end, it.oldTo), newStart: min(h.newStart, it.newFrom), newEnd: max(h.newEnd, it.newTo) },
        change: cur.change || it.change,
      }
      continue
    }
    flush()
    cur = { to: it.to, hunk: { start: it.oldFrom, end: it.oldTo, newStart: it.newFrom, newEnd: it.newTo }, change: it.change }
  }
  flush()
  return out
}

/** A composed patch inverted: its hunks as changes applied the other way. */
export const invertHunks = (hunks: readonly Hunk[]): Hunk[] =>
  hunks.map(h => ({ start: h.newStart, end: h.newEnd, newStart: h.start, newEnd: h.end }))

/**
 * The one-character replacements that turn every lone surrogate of each
 * hunk's present text in `buffer` into U+FFFD, sorted; none when there is none.
 */
export const loneSurrogateFixes = (buffer: TextBuffer, hunks: readonly Hunk[]): Replacement[] => {
  const out: Replacement[] = []
  for (const h of hunks) {
    const text = buffer.getTextInRange({ start: h.newStart, end: h.newEnd })
    const lone = loneSurrogates(text)
    if (lone.length === 0) continue
    let row = h.newStart.row
    let rowStart = -h.newStart.column
    let scanned = 0
    for (const k of lone) {
      for (let i = text.indexOf('\n', scanned); i >= 0 && i < k; i = text.indexOf('\n', i + 1)) {
        row++
        rowStart = i + 1
        scanned = i + 1
      }
      scanned = Math.max(scanned, k)
      const at = P.pos(row, k - rowStart)
      out.push({ start: at, end: P.pos(row, k - rowStart + 1), text: REPLACEMENT })
    }
  }
  return out
}
