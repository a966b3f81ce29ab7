/**
 * Where an edit leaves a selection, as Atom's `Selection` does: the clears
 * that keep or drop the initial screen range (`Selection::finalize`), and
 * the goal columns a cursor keeps or forgets as its marker reports changes.
 */
import * as S from '../display/screen.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { bareCursor, head, isEmpty, isReversed, recordWith } from '../state/editor-state.js'
import type { MappedChange } from '../state/selections.js'
import * as P from '../values/pos.js'

/** A bare cursor at `p`, forgetting goal column, goal range and word/line mode. */
export const cursorAt = (s: SelectionRecord, p: P.Pos): SelectionRecord => bareCursor(s.id, p)

/**
 * Whether Atom's `Selection::finalize`, run by a `clear` while the selection
 * is the empty range at `at`, keeps its initial screen range: only when that
 * range is the (empty) screen range at `at`. Edits never move it.
 */
export const keepsInitial = (state: EditorState, s: SelectionRecord, at: P.Pos): boolean => {
  const i = s.initialScreenRange
  return i !== null && P.equals(i.start, i.end) && P.equals(i.start, S.screenPositionForBufferPosition(state, at))
}

/** `cursorAt`, keeping the initial screen range when `keep` (see `keepsInitial`). */
export const clearedAt = (s: SelectionRecord, p: P.Pos, keep: boolean): SelectionRecord =>
  keep ? recordWith(bareCursor(s.id, p), { initialScreenRange: s.initialScreenRange }) : bareCursor(s.id, p)

/**
 * A cursor where a deletion of `s`'s range (`s` as extended from `original`)
 * leaves it (`deleteSelectedText`): Atom's clears there (and in the
 * extending motion, from an empty original) keep the initial screen range
 * only when it is the empty screen range at each of those moments.
 */
export const deletedAt = (state: EditorState, original: SelectionRecord | undefined, s: SelectionRecord, p: P.Pos, c?: MappedChange): SelectionRecord =>
  clearedAt(s, p, (c === undefined || unshifted(c)) && keepsInitial(state, s, s.start) && (!original || !isEmpty(original) || keepsInitial(state, original, head(original))))

/**
 * Whether no earlier change of the same command moved the spot of change
 * `c`: Atom's editor-level edits clear each selection in its turn (buffer
 * order), after the earlier selections' edits moved it, so an initial screen
 * range set before the command no longer equals the moved cursor's screen
 * range and `finalize` drops it.
 */
export const unshifted = (c: MappedChange): boolean => P.equals(c.start, c.newStart)

/**
 * The goal columns an edit keeps: Atom's cursor forgets its goal column
 * when its marker reports a change (its buffer range moved) and its head's
 * screen position changed (`Selection::markerDidChange`), not when only the
 * text around it changes. Each record `ids` holds that lost its goal column
 * gets it back when its head stayed at its buffer position or on screen.
 */
export const keepGoalColumns = (before: EditorState, after: EditorState, ids: ReadonlySet<number>): EditorState => {
  const old = new Map<number, SelectionRecord>()
  for (const s of before.selections) if (s.goalColumn !== null && ids.has(s.id)) old.set(s.id, s)
  if (old.size === 0) return after
  let changed = false
  const selections = after.selections.map(s => {
    const o = old.get(s.id)
    if (!o || s.goalColumn !== null) return s
    const h = head(s)
    const oh = head(o)
    if (!P.equals(h, oh) && !P.equals(S.screenPositionForBufferPosition(before, oh), S.screenPositionForBufferPosition(after, h))) return s
    changed = true
    return recordWith(s, { goalColumn: o.goalColumn })
  })
  return changed ? Object.freeze({ ...after, selections: Object.freeze(selections) }) : after
}

/**
 * The goal columns after an insertion selects its text (`select`). Atom
 * clears the selection to its head, changes the text (which moves that
 * cursor like a marker: to the end of the new text, or to its start from
 * the start of a replaced range, see `clearedHeadIn`), then selects the new
 * range in `modifySelection`, whose `plantTail` and `setBufferRange` both
 * make the marker report. The cursor forgets its goal column when a report
 * finds its head elsewhere on screen than the report before: it keeps it
 * only when the head's screen position before the insertion, the cleared
 * cursor's after it and the new head's are one, also when the head keeps
 * its buffer position (a row that wraps anew moves it on screen).
 * `via` maps the records to check to where the change took their cleared cursor.
 */
export const goalsAfterSelecting = (before: EditorState, after: EditorState, via: ReadonlyMap<number, P.Pos>): EditorState => {
  const old = new Map<number, SelectionRecord>()
  for (const s of before.selections) if (s.goalColumn !== null && via.has(s.id)) old.set(s.id, s)
  if (old.size === 0) return after
  let changed = false
  const selections = after.selections.map(s => {
    const o = old.get(s.id)
    if (!o) return s
    const cleared = S.screenPositionForBufferPosition(after, via.get(s.id)!)
    const same = P.equals(S.screenPositionForBufferPosition(before, head(o)), cleared) && P.equals(cleared, S.screenPositionForBufferPosition(after, head(s)))
    const goalColumn = same ? o.goalColumn : null
    if (s.goalColumn === goalColumn) return s
    changed = true
    return recordWith(s, { goalColumn })
  })
  return changed ? Object.freeze({ ...after, selections: Object.freeze(selections) }) : after
}

/** Where a change replacing selection `s` takes the cursor its clear left: the start of a reversed range stays at the change's start, else the end. */
export const clearedHeadIn = (s: SelectionRecord, c: MappedChange): P.Pos => (s.reversed && !isEmpty(s) ? c.newStart : c.newEnd)

/**
 * A cursor keeps its goal column through an insertion that leaves its head
 * where it was: Atom clears the goal column only when the head moves, or
 * when it sets a cursor position itself (after inserting over a reversed
 * selection without `select`, `Selection::insertText` moves the cursor to
 * the end of the new text). `after` is where the insertion leaves `before`.
 * A revived selection (`isRevived`) hears nothing of the insertion that
 * moves its head: it keeps its goal column unless its cursor is set.
 */
export const keepingGoal = (before: SelectionRecord, after: SelectionRecord, cursorSet = isReversed(before), revived = false): SelectionRecord =>
  !cursorSet && before.goalColumn !== null && after.goalColumn === null && (revived || P.equals(head(before), head(after))) ? recordWith(after, { goalColumn: before.goalColumn }) : after
