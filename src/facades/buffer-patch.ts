/**
 * Atom's aggregated changes (`TextBuffer::onDidChange`, `onDidStopChanging`):
 * the text changes of a batch composed into disjoint hunks, each with its
 * range in the text before the batch (`oldRange`) and after it
 * (`newRange`). Changes that overlap or touch become one hunk, as in the
 * patch Atom's buffer composes.
 */
import type { TextBuffer } from '../buffer/text-buffer.js'
import * as P from '../values/pos.js'
import type { Pos } from '../values/pos.js'
import { Range } from '../values/range.js'
import type { TextChange } from './text-changes.js'

/** One hunk: old coordinates (before the batch) and new ones (now). */
export interface Hunk {
  readonly oldStart: Pos
  readonly oldEnd: Pos
  readonly newStart: Pos
  readonly newEnd: Pos
}

/** `p` (at or after `from`) once the text ending at `from` ends at `to`. */
const shifted = (p: Pos, from: Pos, to: Pos): Pos =>
  p.row === from.row ? P.pos(to.row, to.column + p.column - from.column) : P.pos(p.row + to.row - from.row, p.column)

/** The end of `text` inserted at `start`. */
const endOf = (start: Pos, newExtent: Pos): Pos =>
  newExtent.row === 0 ? P.pos(start.row, start.column + newExtent.column) : P.pos(start.row + newExtent.row, newExtent.column)

/**
 * `hunks` (sorted, in current coordinates on their new side) after the
 * current text's `[s, e)` is replaced by text ending at `n`.
 */
export const spliceHunks = (hunks: readonly Hunk[], s: Pos, e: Pos, n: Pos): Hunk[] => {
  if (P.equals(s, e) && P.equals(s, n)) return hunks.slice()
  const out: Hunk[] = []
  let i = 0
  // Hunks wholly before the change.
  while (i < hunks.length && P.compare(hunks[i]!.newEnd, s) < 0) out.push(hunks[i++]!)
  const before = out.at(-1)
  const toOld = (p: Pos, prev: Hunk | undefined): Pos => (prev ? shifted(p, prev.newEnd, prev.oldEnd) : p)
  let newStart = s
  let oldStart = toOld(s, before)
  let end = e
  let oldEnd: Pos | null = null
  let last: Hunk | undefined = before
  // Hunks the change overlaps or touches merge with it.
  while (i < hunks.length && P.compare(hunks[i]!.newStart, e) <= 0) {
    const h = hunks[i++]!
    if (P.compare(h.newStart, newStart) <= 0) {
      newStart = h.newStart
      oldStart = h.oldStart
    }
    if (P.compare(h.newEnd, end) >= 0) {
      end = h.newEnd
      oldEnd = h.oldEnd
    }
    last = h
  }
  oldEnd ??= toOld(e, last)
  out.push({ oldStart, oldEnd, newStart, newEnd: P.equals(end, e) ? n : shifted(end, e, n) })
  // Hunks after the change move with it.
  for (; i < hunks.length; i++) {
    const h = hunks[i]!
    out.push({ oldStart: h.oldStart, oldEnd: h.oldEnd, newStart: shifted(h.newStart, e, n), newEnd: shifted(h.newEnd, e, n) })
  }
  return out
}

/**
 * The hunks of one step's changes (simultaneous, sorted, disjoint, old
 * ranges in the step's parent, new ranges in its result): touching ones
 * merged. Linear.
 */
const stepHunks = (changes: readonly TextChange[]): Hunk[] => {
  const out: Hunk[] = []
  for (const c of changes) {
    const h: Hunk = { oldStart: c.oldRange.start, oldEnd: c.oldRange.end, newStart: c.newRange.start, newEnd: c.newRange.end }
    if (P.equals(h.oldStart, h.oldEnd) && P.equals(h.newStart, h.newEnd)) continue
    const prev = out.at(-1)
    if (prev && P.compare(prev.oldEnd, h.oldStart) >= 0) out[out.length - 1] = { oldStart: prev.oldStart, oldEnd: h.oldEnd, newStart: prev.newStart, newEnd: h.newEnd }
    else out.push(h)
  }
  return out
}

/**
 * `hunks` composed with more edit steps (`textChangeSteps`: each step's
 * changes simultaneous, its old ranges in the text the step before left).
 */
export const composeSteps = (hunks: readonly Hunk[], steps: readonly (readonly TextChange[])[]): Hunk[] => {
  let out = hunks.slice()
  for (const step of steps) {
    if (out.length === 0) {
      out = stepHunks(step)
      continue
    }
    // Later changes first: each leaves the coordinates of the earlier ones alone.
    for (let k = step.length - 1; k >= 0; k--) {
      const c = step[k]!
      out = spliceHunks(out, c.oldRange.start, c.oldRange.end, endOf(c.oldRange.start, c.newExtent))
    }
  }
  return out
}

/** The hunks that change something (a change undone within the batch leaves an empty one, which Atom's patch drops). */
export const effective = (hunks: readonly Hunk[]): Hunk[] =>
  hunks.filter(h => !(P.equals(h.oldStart, h.oldEnd) && P.equals(h.newStart, h.newEnd)))

/** Atom's `TextChange`: the ranges and texts of one hunk (`start`, `oldExtent`, `newExtent` too). */
export const hunkChange = (h: Hunk, before: TextBuffer, after: TextBuffer): TextChange => {
  const oldRange = new Range([h.oldStart.row, h.oldStart.column], [h.oldEnd.row, h.oldEnd.column])
  const newRange = new Range([h.newStart.row, h.newStart.column], [h.newEnd.row, h.newEnd.column])
  return {
    start: newRange.start,
    oldExtent: oldRange.end.traversalFrom(oldRange.start),
    newExtent: newRange.end.traversalFrom(newRange.start),
    oldRange,
    newRange,
    oldText: before.getTextInRange(oldRange),
    newText: after.getTextInRange(newRange),
  }
}
