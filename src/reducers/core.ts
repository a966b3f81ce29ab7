/**
 * The plumbing every reducer shares: run a step on the targeted selections
 * (or all of them), then sort and merge once; return the same state when
 * nothing changed.
 */
import * as S from '../display/screen.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { head, withRange } from '../state/editor-state.js'
import * as P from '../values/pos.js'
import { compareRecords, isMerged, sortRecords, withNormalized, type MergeOptions } from '../state/selections.js'

/** A reducer over the whole state for one action type. */
export type Handler<A> = (state: EditorState, action: A) => EditorState

/** One handler per action type: a missing case is a compile error. */
export type Handlers<A extends { type: string }> = { readonly [K in A['type']]: Handler<Extract<A, { type: K }>> }

/** Replace the selection collection (already normalised). */
export const withSelections = (state: EditorState, selections: readonly SelectionRecord[]): EditorState =>
  Object.freeze({ ...state, selections: Object.freeze(selections) })

/**
 * Run `step` on the selection `target` (or every selection when `target` is
 * undefined); a step returns the record (same object = unchanged) or null to
 * destroy it. Then sort, and merge with `merge` options when every selection
 * was stepped: Atom merges after its editor-level commands, never after a
 * method called on one cursor or selection, which may leave selections
 * overlapping or identical (the state is then marked `mergeSuppressed`).
 */
export const updateSelections = (
  state: EditorState,
  target: number | undefined,
  step: (s: SelectionRecord) => SelectionRecord | null,
  merge: MergeOptions = {},
): EditorState => {
  let changed = false
  const next: SelectionRecord[] = []
  for (const s of state.selections) {
    if (target !== undefined && s.id !== target) {
      next.push(s)
      continue
    }
    const n = step(s)
    if (n !== s) changed = true
    if (n) next.push(n)
  }
  // An editor-level command merges even when it moved nothing (Atom's mergeCursors / mergeIntersectingSelections).
  if (!changed && (target !== undefined || state.mergeSuppressed !== true)) return state
  return target === undefined ? unfoldedGoals(state, withNormalized(state, next, merge)) : withUnmerged(state, sortRecords(next))
}

/**
 * A merge that destroys folds (`Selection::merge` sets the union with
 * `setBufferRange`) moves heads on screen, and Atom's cursors forget their
 * goal column when their head moves on screen: also the one a motion has
 * just set.
 */
const unfoldedGoals = (before: EditorState, after: EditorState): EditorState => {
  if (after.folds === before.folds || after.selections.every(s => s.goalColumn === null)) return after
  let changed = false
  const selections = after.selections.map(s => {
    if (s.goalColumn === null) return s
    const h = head(s)
    if (P.equals(S.screenPositionForBufferPosition(before, h), S.screenPositionForBufferPosition(after, h))) return s
    changed = true
    return withRange(s, s.start, s.end, s.reversed, s.tailed, null)
  })
  return changed ? Object.freeze({ ...after, selections: Object.freeze(selections) }) : after
}

/** `state` with `sorted` as its selections, marked `mergeSuppressed` while any two of them intersect. */
export const withUnmerged = (state: EditorState, sorted: readonly SelectionRecord[]): EditorState => {
  const { mergeSuppressed: _, ...rest } = state
  return Object.freeze(isMerged(sorted) ? { ...rest, selections: Object.freeze(sorted) } : { ...rest, selections: Object.freeze(sorted), mergeSuppressed: true as const })
}

/** Add new records (ids already assigned) and merge. */
export const addSelections = (
  state: EditorState,
  added: readonly SelectionRecord[],
  nextId: number,
  merge: MergeOptions = {},
): EditorState =>
  withNormalized(Object.freeze({ ...state, nextId }), insertSorted(state.selections, added), merge)

/**
 * `sorted` with `added` inserted in buffer order: one record goes in by binary
 * search (adding cursors one by one stays linear per add, not a sort); more
 * are appended and left to `normalize`'s sort.
 */
const insertSorted = (sorted: readonly SelectionRecord[], added: readonly SelectionRecord[]): SelectionRecord[] => {
  if (added.length !== 1) return [...sorted, ...added]
  const a = added[0]!
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (compareRecords(sorted[mid]!, a) <= 0) lo = mid + 1
    else hi = mid
  }
  return sorted.slice(0, lo).concat([a], sorted.slice(lo))
}
