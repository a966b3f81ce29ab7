/**
 * Per-record steps shared by the cursor and selection reducers: Atom's
 * `changePosition` (move, collapsing the selection) and `modifySelection`
 * (extend, keeping the tail).
 */
import { withRange, type SelectionRecord } from '../state/editor-state.js'
import { clearSelection, clearTail, finalize, plantTail, setHead } from '../state/selections.js'
import type { Target } from './motions.js'

const withGoal = (s: SelectionRecord, goalColumn: number | null): SelectionRecord =>
  s.goalColumn === goalColumn ? s : withRange(s, s.start, s.end, s.reversed, s.tailed, goalColumn)

/** Atom's `Cursor::changePosition`: collapse the selection, move the head, set the goal column. */
export const moveTo = (s: SelectionRecord, t: Target | null): SelectionRecord =>
  t === null ? s : withGoal(setHead(clearSelection(s), t.head), t.goalColumn)

/**
 * Atom's `Selection::modifySelection` around a cursor motion: plant the
 * tail, drop the goal range and finalize (the motion's inner clear keeps the
 * tail), then move the head; orientation follows.
 */
export const selectTo = (s: SelectionRecord, t: Target | null): SelectionRecord => {
  if (t === null) return s
  let n = plantTail(s)
  if (n.goalScreenRange !== null) n = { ...n, goalScreenRange: null }
  n = finalize(n)
  return withGoal(setHead(n, t.head), t.goalColumn)
}

/** Collapse to the head without moving (tail dropped, goal column kept). */
export const collapse = (s: SelectionRecord): SelectionRecord => clearTail(s)
