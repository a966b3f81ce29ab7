/**
 * The ranges Atom's `moveLineUp` / `moveLineDown` hand to
 * `setSelectedBufferRanges`, before they are moved.
 */
import type { SelectionRecord } from '../state/editor-state.js'
import * as P from '../values/pos.js'
import type { Pos } from '../values/pos.js'

/**
 * Atom's ranges in Atom's order, each given to `place` with the id of a
 * selection of its group, whose delta moves it: sorted by start then longer
 * first (up), or the reverse of that (down); a range whose start row (up) /
 * end row (down) is the row where the previous group ends (up) / starts
 * (down) joins it, and the group's first range is widened in place to reach
 * it, its row changed and its column kept (Atom writes the row into the
 * range it hands back). The widened range can then cover the others, which
 * merge into it.
 */
export const atomMoveRanges = <T>(records: readonly SelectionRecord[], up: boolean, place: (start: Pos, end: Pos, group: number) => T): T[] => {
  const sorted: SelectionRecord[] = [...records]
  sorted.sort((a, b) => P.compare(a.start, b.start) || P.compare(b.end, a.end))
  if (!up) sorted.reverse()
  const out: T[] = []
  for (let i = 0; i < sorted.length; ) {
    const first = sorted[i]!
    let start = first.start
    let end = first.end
    let j = i + 1
    for (; j < sorted.length; j++) {
      const next = sorted[j]!
      if (up ? end.row !== next.start.row : start.row !== next.end.row) break
      if (up) end = P.pos(next.end.row, end.column)
      else start = P.pos(next.start.row, start.column)
    }
    // Every range of the group moves by the group's delta, even one on a row the group leaves behind.
    const group = first.id
    out.push(place(start, end, group))
    for (let k = i + 1; k < j; k++) out.push(place(sorted[k]!.start, sorted[k]!.end, group))
    i = j
  }
  return out
}

/** Atom's groups of `records` (buffer order): consecutive selections where one ends on the row the next starts on. */
export const moveGroups = (records: readonly SelectionRecord[]): SelectionRecord[][] => {
  const out: SelectionRecord[][] = []
  for (const s of records) {
    const g = out[out.length - 1]
    if (g && g[g.length - 1]!.end.row === s.start.row) g.push(s)
    else out.push([s])
  }
  return out
}
