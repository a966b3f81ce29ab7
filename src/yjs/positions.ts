/**
 * Selections as Yjs relative positions, which stay attached to the
 * characters around them while other users edit: what the undo history
 * keeps with each entry and what awareness publishes.
 */
import * as Y from 'yjs'
import type { TextBuffer } from '../buffer/text-buffer.js'
import type { SelectionRecord } from '../state/editor-state.js'
import type { RemoteRange } from '../state/remote.js'
import * as P from '../values/pos.js'

/** A selection as relative positions (JSON, as awareness sends it): its tail (`anchor`) and its head. */
export interface RelativeSelection {
  readonly anchor: unknown
  readonly head: unknown
}

const relative = (ytext: Y.Text, index: number, assoc: number): unknown =>
  Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(ytext, index, assoc))

/**
 * The selections as relative positions in `ytext` (whose text is
 * `buffer`'s): at most `max` of them, the most recent first kept. Each
 * endpoint costs Yjs a walk of the text's items, so a crowd of cursors is
 * published by its newest members only.
 */
export const toRelative = (ytext: Y.Text, buffer: TextBuffer, selections: readonly SelectionRecord[], max: number): RelativeSelection[] => {
  const kept = selections.length <= max ? selections : [...selections].sort((a, b) => b.id - a.id).slice(0, max)
  return kept.map(s => {
    const tail = s.reversed ? s.end : s.start
    const head = s.reversed ? s.start : s.end
    const t = buffer.characterIndexForPosition(tail)
    const h = t === buffer.characterIndexForPosition(head) && P.equals(tail, head) ? t : buffer.characterIndexForPosition(head)
    // A cursor stays before text inserted at it by others (assoc 0 keeps to the character after it).
    return { anchor: relative(ytext, t, 0), head: relative(ytext, h, 0) }
  })
}

const absolute = (doc: Y.Doc, json: unknown): number | null => {
  if (typeof json !== 'object' || json === null) return null
  try {
    const abs = Y.createAbsolutePositionFromRelativePosition(Y.createRelativePositionFromJSON(json), doc)
    return abs === null ? null : abs.index
  } catch {
    return null
  }
}

/** Relative selections resolved to ranges in `buffer` (whose text is `ytext`'s); ones that no longer resolve are left out. */
export const fromRelative = (ytext: Y.Text, buffer: TextBuffer, list: readonly RelativeSelection[]): RemoteRange[] => {
  const doc = ytext.doc
  if (doc === null) return []
  const out: RemoteRange[] = []
  for (const s of list) {
    const a = absolute(doc, s.anchor)
    const h = absolute(doc, s.head)
    if (a === null || h === null) continue
    const anchor = buffer.positionForCharacterIndex(a)
    const head = buffer.positionForCharacterIndex(h)
    const reversed = P.compare(head, anchor) < 0
    out.push({ start: reversed ? head : anchor, end: reversed ? anchor : head, reversed })
  }
  return out
}

/** Whether `u` looks like a list of relative selections (awareness states come from other peers: checked, not trusted). */
export const isRelativeList = (u: unknown): u is RelativeSelection[] =>
  Array.isArray(u) && u.every(s => typeof s === 'object' && s !== null && 'anchor' in s && 'head' in s)
