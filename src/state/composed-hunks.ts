/**
 * The regions of the text a run of history steps rewrote, as Atom's
 * composed patch has them: Atom's undo, redo and revert apply one patch
 * composed of every change of the entries involved, whose hunks are the
 * changes' ranges joined wherever they overlap or touch. Each hunk's text is
 * handed back from native code as one string, so a surrogate half whose
 * partner lies outside the hunk comes back as U+FFFD (see
 * `values/surrogates.ts`).
 */
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import type { Replacement, TextBuffer } from '../buffer/text-buffer.js'
import { lastChangeAtOrBefore, shift, type MappedChange } from './selections.js'
import { loneSurrogates, REPLACEMENT } from '../values/surrogates.js'

/** Where a point that no change of the batch covers lands (a point inside one never bounds a joined hunk). */
const mapOutside = (changes: readonly MappedChange[], p: Pos): Pos => {
  const i = lastChangeAtOrBefore(changes, p)
  if (i < 0) return p
  const c = changes[i]!
  return P.compare(p, c.end) >= 0 ? shift(p, c.end, c.newEnd) : P.compare(p, c.start) === 0 ? c.newStart : c.newEnd
}

/**
 * `hunks` (sorted, apart, in the coordinates before `changes`) after one
 * sorted, disjoint batch of `changes`, joined with the batch's own ranges
 * where they overlap or touch; in the coordinates after the batch.
 */
export const composeHunks = (hunks: readonly Span[], changes: readonly MappedChange[]): Span[] => {
  const items: MappedChange[] = hunks.map(h => ({ start: h.start, end: h.end, newStart: mapOutside(changes, h.start), newEnd: mapOutside(changes, h.end) }))
  items.push(...changes)
  items.sort((a, b) => P.compare(a.start, b.start) || P.compare(a.end, b.end))
  const out: Span[] = []
  let cur: MappedChange | null = null
  for (const it of items) {
    if (cur !== null && P.compare(it.start, cur.end) <= 0) {
      if (P.compare(it.end, cur.end) >= 0) cur = { start: cur.start, end: it.end, newStart: cur.newStart, newEnd: it.newEnd }
      continue
    }
    if (cur !== null) out.push({ start: cur.newStart, end: cur.newEnd })
    cur = it
  }
  if (cur !== null) out.push({ start: cur.newStart, end: cur.newEnd })
  return out
}

/**
 * The one-character replacements that turn every lone surrogate of each
 * hunk's text in `buffer` into U+FFFD, sorted; none when there is none.
 */
export const loneSurrogateFixes = (buffer: TextBuffer, hunks: readonly Span[]): Replacement[] => {
  const out: Replacement[] = []
  for (const h of hunks) {
    const text = buffer.getTextInRange(h)
    const lone = loneSurrogates(text)
    if (lone.length === 0) continue
    let row = h.start.row
    let rowStart = -h.start.column
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
