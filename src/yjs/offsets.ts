/**
 * Text changes between the editor's buffers and a `Y.Text`, as Yjs deltas
 * over UTF-16 offsets (what both count in). A local state's changes are
 * read off its buffer's lineage (each edited buffer keeps the replacements
 * that made it from its parent), never by comparing whole texts; offsets
 * come from the buffer's row tree in O(log n) per change.
 */
import type * as Y from 'yjs'
import type { DeltaOp } from '../actions/collab.js'
import type { Replacement, TextBuffer } from '../buffer/text-buffer.js'

/** How many edits back a buffer's lineage is followed before comparing texts instead. */
export const MAX_HOPS = 4096

/** A Yjs delta operation as `applyDelta` takes it. */
type YOp = { retain: number } | { delete: number } | { insert: string }

/** The delta of one edit step: `changes` (sorted, disjoint, in `parent`'s positions) as offsets. */
export const stepDelta = (parent: TextBuffer, changes: readonly Replacement[]): YOp[] => {
  const ops: YOp[] = []
  let at = 0
  for (const c of changes) {
    const start = parent.characterIndexForPosition(c.start)
    const end = parent.characterIndexForPosition(c.end)
    if (start > at) ops.push({ retain: start - at })
    if (end > start) ops.push({ delete: end - start })
    if (c.text !== '') ops.push({ insert: c.text })
    at = Math.max(at, end)
  }
  return ops
}

/** One replacement turning `a` into `b`: their common prefix and suffix kept (for buffers with no lineage between them). */
export const textDelta = (a: string, b: string): YOp[] => {
  let p = 0
  const max = Math.min(a.length, b.length)
  while (p < max && a.charCodeAt(p) === b.charCodeAt(p)) p++
  let s = 0
  while (s < max - p && a.charCodeAt(a.length - 1 - s) === b.charCodeAt(b.length - 1 - s)) s++
  const ops: YOp[] = []
  if (p > 0) ops.push({ retain: p })
  if (a.length - s > p) ops.push({ delete: a.length - s - p })
  if (b.length - s > p) ops.push({ insert: b.slice(p, b.length - s) })
  return ops
}

/**
 * The deltas that turn `from`'s text into `to`'s: one per edit step along
 * `to`'s lineage back to `from`; when that lineage does not lead back (a
 * state loaded or jumped to), one delta from comparing the texts.
 */
export const deltasBetween = (from: TextBuffer, to: TextBuffer): YOp[][] => {
  if (from === to) return []
  const chain: TextBuffer[] = []
  let b: TextBuffer | undefined = to
  for (let hops = 0; b !== undefined && b !== from && hops < MAX_HOPS; hops++) {
    chain.push(b)
    b = b.origin?.parent.deref()
  }
  if (b !== from) return [textDelta(from.getText(), to.getText())]
  const out: YOp[][] = []
  let parent = from
  for (let i = chain.length - 1; i >= 0; i--) {
    const child = chain[i]!
    out.push(stepDelta(parent, child.origin!.changes))
    parent = child
  }
  return out
}

/** Write the changes from `from` to `to` into `ytext` (whose content is `from`'s text); call inside a transaction. */
export const pushChanges = (ytext: Y.Text, from: TextBuffer, to: TextBuffer): void => {
  for (const delta of deltasBetween(from, to)) if (delta.length > 0) ytext.applyDelta(delta)
}

/**
 * A `Y.YTextEvent`'s delta as plain data for `collab/applyRemoteChanges`:
 * formatting attributes dropped; an embed (not text) counts as one
 * character, as Yjs counts it.
 */
export const plainDelta = (delta: readonly { insert?: unknown; retain?: number; delete?: number }[]): DeltaOp[] => {
  const out: DeltaOp[] = []
  for (const op of delta) {
    if (typeof op.retain === 'number' && op.retain > 0) out.push({ retain: op.retain })
    else if (typeof op.delete === 'number' && op.delete > 0) out.push({ delete: op.delete })
    else if (op.insert !== undefined) out.push({ insert: typeof op.insert === 'string' ? op.insert : '\uFFFC' })
  }
  return out
}
