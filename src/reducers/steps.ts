/**
 * Per-record steps shared by the cursor and selection reducers: Atom's
 * `changePosition` (move, collapsing the selection) and `modifySelection`
 * (extend, keeping the tail).
 */
import * as S from '../display/screen.js'
import * as P from '../values/pos.js'
import { recordWith, withRange, type EditorState, type SelectionRecord } from '../state/editor-state.js'
import { clearSelection, clearTail, finalize, plantTail, setHead, type ScreenRangeOf } from '../state/selections.js'
import type { Target } from './motions.js'

const withGoal = (s: SelectionRecord, goalColumn: number | null): SelectionRecord =>
  s.goalColumn === goalColumn ? s : withRange(s, s.start, s.end, s.reversed, s.tailed, goalColumn)

/** Screen ranges in `state` (what `finalize` compares a selection's initial screen range with). */
export const screenRangeIn = (state: EditorState): ScreenRangeOf => r => S.screenRangeForBufferRange(state, r)

/** Atom's `Selection::clear` in `state`: tail and goal range dropped, finalized. */
export const clear = (state: EditorState, s: SelectionRecord): SelectionRecord => clearSelection(s, screenRangeIn(state))

/** Atom's `Cursor::changePosition`: collapse the selection, move the head, set the goal column. */
export const moveTo = (s: SelectionRecord, t: Target | null, state: EditorState): SelectionRecord => {
  if (t === null) return s
  // A bare cursor (no tail, goal range, initial screen range, word or line mode): one record, or none when nothing changes.
  if (!s.tailed && s.goalScreenRange === null && s.initialScreenRange === null && !s.wordwise && !s.linewise) {
    const p = t.head
    if (!(P.equals(p, s.start) && P.equals(p, s.end))) return withRange(s, p, p, false, false, t.goalColumn)
    return t.goalColumn === s.goalColumn ? s : withRange(s, s.start, s.end, s.reversed, false, t.goalColumn)
  }
  return withGoal(setHead(clear(state, s), t.head, t.raw), t.goalColumn)
}

/**
 * Atom's `Selection::modifySelection` around a cursor motion: plant the
 * tail, drop the goal range and finalize (the motion's inner clear keeps the
 * tail), then move the head; orientation follows.
 */
export const selectTo = (s: SelectionRecord, t: Target | null, state: EditorState): SelectionRecord => {
  if (t === null) return s
  if (s.goalScreenRange === null && s.initialScreenRange === null && !s.wordwise && !s.linewise) return plantedAndSet(s, t)
  let n = plantTail(s)
  if (n.goalScreenRange !== null) n = recordWith(n, { goalScreenRange: null })
  // `finalize` changes nothing on a record with no initial screen range and no word or line mode (most of them).
  if (n.initialScreenRange !== null || n.wordwise || n.linewise) n = finalize(n, screenRangeIn(state))
  return withGoal(setHead(n, t.head, t.raw), t.goalColumn)
}

/** Collapse to the head without moving (tail dropped, goal column kept). */
export const collapse = (s: SelectionRecord): SelectionRecord => clearTail(s)

/**
 * `selectTo` of a record with no goal range, no initial screen range and no
 * word or line mode (finalize then changes nothing): the tail planted and
 * the head set (`setHead`'s rules) with one record built, or none when
 * nothing changes.
 */
const plantedAndSet = (s: SelectionRecord, t: Target): SelectionRecord => {
  const p = t.head
  const raw = t.raw ?? p
  let start = s.start
  let end = s.end
  let reversed = s.reversed
  if (!reversed) {
    if (P.compare(raw, start) < 0) {
      end = start
      start = p
      reversed = true
    } else end = p
  } else if (P.compare(raw, end) < 0) start = p
  else {
    start = end
    end = p
    reversed = false
  }
  if (s.tailed && reversed === s.reversed && P.equals(start, s.start) && P.equals(end, s.end) && t.goalColumn === s.goalColumn) return s
  return withRange(s, start, end, reversed, true, t.goalColumn)
}
