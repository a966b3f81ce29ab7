/**
 * How a buffer snapshot was derived from an earlier one, in the terms the
 * language caches need: which of its rows have the same text as rows of an
 * ancestor (so that tokenizer states can be reused), and the edits a syntax
 * tree must be told about.
 *
 * A buffer made by an edit records `origin = { parent, changes }` (changes
 * in the parent's coordinates, sorted, with the text actually inserted; the
 * parent held weakly, and only for a tracked lineage: `generations` tracks
 * the buffers it is asked about). Only live parents count: a parent that
 * was garbage-collected, or not linked, ends the chain.
 */
import { TextBuffer, type BufferOrigin, type Replacement } from '../buffer/text-buffer.js'

export type { BufferOrigin } from '../buffer/text-buffer.js'

/** One replacement, in the parent's coordinates. */
export type OriginChange = Replacement

/** The buffer's origin, if it records one. */
export const originOf = (buffer: TextBuffer): BufferOrigin | undefined => buffer.origin

/**
 * Rows `[from, to)` of the derived buffer whose text equals rows
 * `[from - shift, to - shift)` of the ancestor.
 */
export interface Segment {
  readonly from: number
  readonly to: number
  readonly shift: number
}

/** One generation: the parent and the child's unchanged segments (child rows, sorted). */
export interface Generation {
  readonly parent: TextBuffer
  readonly child: TextBuffer
  readonly changes: readonly OriginChange[]
  readonly segments: readonly Segment[]
}

/** Number of line breaks in `text`: its `\n`s (a `\r\n` is one; a lone `\r` is no break). */
export const lineBreaks = (text: string): number => {
  let n = 0
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++
  return n
}

/**
 * The unchanged segments of `child` against `parent`, or undefined when the
 * changes do not account for the child's line count (changes that are not
 * the ones between the two); then nothing is reused. A `\r` that an edit
 * leaves right before a `\n` makes one `\r\n` ending with it, but both lie
 * on the edited row, so no row outside the changes is touched.
 */
export const unchangedSegments = (parent: TextBuffer, child: TextBuffer, changes: readonly OriginChange[]): Segment[] | undefined => {
  const segments: Segment[] = []
  let delta = 0
  let from = 0 // first child row of the current unchanged run
  for (const c of changes) {
    const to = c.start.row + delta
    if (to > from) segments.push({ from, to, shift: delta })
    delta += lineBreaks(c.text) - (c.end.row - c.start.row)
    from = Math.max(from, c.end.row + 1 + delta)
  }
  if (parent.getLineCount() + delta !== child.getLineCount()) return undefined
  if (child.getLineCount() > from) segments.push({ from, to: child.getLineCount(), shift: delta })
  return segments
}

/** The live ancestors of `buffer`, nearest first, at most `limit` generations. */
export const generations = (buffer: TextBuffer, limit: number): Generation[] => {
  // Results derived for this buffer are reused for its descendants.
  TextBuffer.trackLineage(buffer)
  const out: Generation[] = []
  let child = buffer
  while (out.length < limit) {
    const origin = originOf(child)
    const parent = origin?.parent.deref()
    if (origin === undefined || parent === undefined) break
    const segments = unchangedSegments(parent, child, origin.changes)
    if (segments === undefined) break
    out.push({ parent, child, changes: origin.changes, segments })
    child = parent
  }
  return out
}

/**
 * Composes the segment maps of consecutive generations (`outer` maps the
 * ancestor to the middle buffer, `inner` the middle buffer to the newest):
 * the newest buffer's rows whose text equals rows of the ancestor.
 */
export const composeSegments = (inner: readonly Segment[], outer: readonly Segment[]): Segment[] => {
  const out: Segment[] = []
  let j = 0
  for (const a of inner) {
    // The middle buffer's rows [lo, hi); both lists are sorted, so one sweep.
    const lo = a.from - a.shift
    const hi = a.to - a.shift
    while (j < outer.length && (outer[j] as Segment).to <= lo) j++
    for (let k = j; k < outer.length && (outer[k] as Segment).from < hi; k++) {
      const b = outer[k] as Segment
      const from = Math.max(lo, b.from)
      const to = Math.min(hi, b.to)
      if (from < to) out.push({ from: from + a.shift, to: to + a.shift, shift: a.shift + b.shift })
    }
  }
  return out
}
