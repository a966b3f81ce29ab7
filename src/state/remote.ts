/**
 * Other users' selections in a shared document, as plain data: what their
 * editors publish through Yjs awareness, resolved to buffer positions. The
 * state holds them read-only (`EditorState.remoteSelections`); edits move
 * them as they move markers, and the binding replaces them when a user's
 * awareness changes.
 */
import * as P from '../values/pos.js'
import type { Pos } from '../values/pos.js'
import { lastChangeAtOrBefore, shift, type MappedChange } from './selections.js'

/** One range of a remote user's selection; `reversed` says the head (their cursor) is `start`. */
export interface RemoteRange {
  readonly start: Pos
  readonly end: Pos
  readonly reversed: boolean
}

/** A remote user's selections: their Yjs client id, the name and colour their awareness gives, their ranges. */
export interface RemoteSelection {
  readonly clientId: number
  readonly name: string
  readonly color: string
  readonly ranges: readonly RemoteRange[]
}

/** Where `p` goes through one batch of changes: pushed past text inserted at it, moved to the end of text replacing it. */
const mapPoint = (changes: readonly MappedChange[], p: Pos): Pos => {
  const found = lastChangeAtOrBefore(changes, p)
  if (found < 0) return p
  const c = changes[found]!
  if (P.equals(p, c.start) && !P.equals(c.start, c.end)) return c.newStart
  if (P.compare(p, c.end) < 0) return c.newEnd
  return shift(p, c.end, c.newEnd)
}

/**
 * Every remote range through a sorted batch of changes (old coordinates, as
 * `mapChanges` gives them), clamped into `buffer`, the text after them (a
 * `\n` inserted after a lone `\r` joins it into one break, one row less than
 * the changes say).
 */
export const mapRemoteSelections = (
  list: readonly RemoteSelection[],
  changes: readonly MappedChange[],
  buffer: { clampPosition(p: Pos): Pos },
): readonly RemoteSelection[] => {
  if (list.length === 0 || changes.length === 0) return list
  return Object.freeze(list.map(r => Object.freeze({
    ...r,
    ranges: Object.freeze(r.ranges.map(x => {
      const start = buffer.clampPosition(mapPoint(changes, x.start))
      const end = buffer.clampPosition(mapPoint(changes, x.end))
      return Object.freeze({ start, end: P.compare(end, start) < 0 ? start : end, reversed: x.reversed })
    })),
  })))
}

/** Every remote range clamped into a buffer (after a change that joined a lone `\r` and a `\n`). */
export const clampRemoteSelections = (list: readonly RemoteSelection[], buffer: { clampPosition(p: Pos): Pos }): readonly RemoteSelection[] =>
  Object.freeze(list.map(r => Object.freeze({
    ...r,
    ranges: Object.freeze(r.ranges.map(x => {
      const a = buffer.clampPosition(x.start)
      const b = buffer.clampPosition(x.end)
      return Object.freeze(P.compare(a, b) <= 0 ? { start: a, end: b, reversed: x.reversed } : { start: b, end: a, reversed: !x.reversed })
    })),
  })))
