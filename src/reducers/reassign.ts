/**
 * How Atom hands ranges back to selections after commands that compute new
 * ranges and then call `setSelectedBufferRanges` (moveLineUp/Down): range
 * `k` goes to the `k`-th selection in creation order, surplus selections are
 * destroyed, missing ones are created; every one takes the orientation of
 * the first that was set (Atom's `Selection::setBufferRange` writes its
 * default into the options the editor reuses), and the result is merged.
 */
import type { SelectionRecord } from '../state/editor-state.js'
import { isReversed, selectionRecord, withRange } from '../state/editor-state.js'
import { normalize } from '../state/selections.js'
import * as P from '../values/pos.js'
import type { Span } from '../values/pos.js'

/** `records` given `ranges` in order, as `setSelectedBufferRanges` does; returns the records and the next id. */
export const reassignRanges = (
  records: readonly SelectionRecord[],
  ranges: readonly Span[],
  nextId: number,
  reversed?: boolean,
): { selections: SelectionRecord[]; nextId: number } => {
  const byAge = [...records].sort((a, b) => a.id - b.id)
  const rev = reversed ?? (byAge[0] ? isReversed(byAge[0]) : false)
  let id = nextId
  const out = ranges.map((r, i) => {
    const old = byAge[i]
    if (!old) return selectionRecord(id++, r, rev)
    const same = old.tailed && old.reversed === rev && old.goalColumn === null && P.equals(old.start, r.start) && P.equals(old.end, r.end)
    return same ? old : withRange(old, r.start, r.end, rev, true, null)
  })
  return { selections: normalize(out, { reversed: rev }), nextId: id }
}
