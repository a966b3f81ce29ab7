/**
 * When Atom's cursors hear of text changes. Its buffer reports how a change
 * moved the markers only when a transaction ends (any transaction, nested
 * ones too): a text change made inside an open transaction by a call that
 * opens none of its own (a method of one selection, `setTextInBufferRange`,
 * `setText`) is heard at the end of the next transaction to close, whether
 * that is an editor command's own (`mutateSelectedText`) or the open one.
 * Until then the cursors it moved keep their goal columns; when it is heard,
 * a cursor whose head is no longer where its marker last reported it, on
 * screen, loses its goal column (`Selection::markerDidChange`). A cursor
 * moved directly in between (a motion) reported there and then.
 */
import type { SingleAction } from '../actions/index.js'
import { head, isReversed, isRevived, lastSelection, recordWith, type EditorState, type SelectionRecord, type Unreported } from '../state/editor-state.js'
import * as S from '../display/screen.js'
import * as P from '../values/pos.js'

type Payload = { target?: unknown; select?: unknown } | undefined

/** Whether `action`, a text change, is one Atom makes inside the open transaction without closing one of its own. */
const changesUnheard = (state: EditorState, action: SingleAction): boolean =>
  state.history.openTransactions !== undefined &&
  ((action.payload as Payload)?.target !== undefined || action.type === 'edit/setTextInRange' || action.type === 'editor/setText')

/** Copies run in no transaction; every other editor-level text command runs in its own. */
const COPIES: ReadonlySet<string> = new Set(['clipboard/copy', 'clipboard/copySelectedText', 'clipboard/copyOnlySelectedText'])

/** Whether a transaction closes when `action` ends (Atom's buffer then reports every marker move). */
const closesTransaction = (action: SingleAction): boolean => {
  const type = action.type
  if (type.startsWith('history/')) return type !== 'history/createCheckpoint'
  if (type === 'edit/setTextInRange' || COPIES.has(type) || (action.payload as Payload)?.target !== undefined) return false
  return type.startsWith('edit/') || type.startsWith('lines/') || type.startsWith('clipboard/')
}

/**
 * The goal column a change made inside the open transaction took from a
 * cursor it moved, given back, and the move kept unheard; once a
 * transaction closes, the moves heard (see above).
 */
export const goalsAsHeard = (state: EditorState, action: SingleAction, next: EditorState): EditorState => {
  if (next.buffer !== state.buffer && changesUnheard(state, action)) return unheard(state, action, next, false)
  // A revived selection hears no text change at all (see `isRevived`).
  const after = next.buffer !== state.buffer && state.revived !== undefined ? unheard(state, action, next, true) : next
  if (after.unreported === undefined) return after
  if (closesTransaction(action)) return heard(after, undefined, false)
  return after === next ? reportedDirectly(state, action, after) : after
}

/**
 * Calls on one selection that update its marker whatever its range
 * (`Selection::clear` clears the tail even of an empty selection;
 * `setBufferRange` sets the range even when it is the same) and set no goal
 * column after: the marker reports its pending move even when the call
 * leaves the selection as it was, so a cursor whose head left the spot its
 * marker last reported loses its goal column (a revived selection's too:
 * such an update is how it hears a text change that moved it).
 */
const MARKER_UPDATES: ReadonlySet<string> = new Set(['cursor/clearSelection', 'select/clear', 'select/setBufferRange', 'select/setScreenRange'])

/**
 * Editor-level commands that set each selection's range (`setBufferRange`):
 * the marker reports its pending move, and no goal column is set after, so
 * a cursor whose head left the spot its marker last reported loses its
 * goal column even where the range set leaves the head in place.
 */
const RANGE_SETS: ReadonlySet<string> = new Set([
  'select/selectLine', 'select/selectWord', 'select/selectSubword', 'select/selectAll',
  'select/setBufferRange', 'select/setScreenRange', 'select/expandOverLine', 'select/expandOverWord',
])

/** The editor's own commands that set every selection's range or cursor position (see `RANGE_SETS`). */
const EDITOR_RANGE_SETS: ReadonlySet<string> = new Set([
  'editor/selectLinesContainingCursors', 'editor/selectWordsContainingCursors', 'editor/selectSubwordsContainingCursors',
  'editor/setSelectedBufferRanges', 'editor/setSelectedScreenRanges', 'editor/splitSelectionsIntoLines',
  'editor/setCursorBufferPosition', 'editor/setCursorScreenPosition',
])

/**
 * Moving a cursor or selection directly (a motion, a range set) updates its
 * marker, which reports the pending move there and then; the motion then
 * sets the goal column as it does anyway: the entry goes. Atom's
 * editor-level motions move every cursor. `Cursor::moveToBottom` sets its
 * position (the marker reports) between saving and restoring the goal
 * column: its entry goes even where the cursor stays, the goal kept.
 */
const reportedDirectly = (state: EditorState, action: SingleAction, given: EditorState): EditorState => {
  const target = (action.payload as Payload)?.target
  const some = target === undefined && MOVES_SOME.has(action.type)
  const everyCursor = (action.type.startsWith('cursor/') || action.type.startsWith('select/')) && target === undefined && !some
  if ((everyCursor && RANGE_SETS.has(action.type)) || EDITOR_RANGE_SETS.has(action.type)) return heard(given, undefined, true)
  if (everyCursor) {
    const { unreported: _, ...rest } = given
    return Object.freeze(rest)
  }
  // The editor's selectTo… updates the last selection's marker, whatever it leaves it.
  const updated = some && action.type.startsWith('select/selectTo') ? lastSelection(state)?.id : target
  const next = typeof updated === 'number' && (some || MARKER_UPDATES.has(action.type)) && given.unreported![updated] !== undefined ? heard(given, updated, true) : given
  if (next.unreported === undefined) return next
  const { unreported: _, ...rest } = next
  const before = new Map(state.selections.map(s => [s.id, s]))
  const pending: Record<number, Unreported> = {}
  let kept = 0
  for (const s of next.selections) {
    const entry = next.unreported![s.id]
    if (entry !== undefined && before.get(s.id) === s && !(s.id === target && action.type === 'cursor/moveToBottom')) {
      pending[s.id] = entry
      kept++
    }
  }
  if (kept === Object.keys(next.unreported!).length) return next
  return Object.freeze(kept > 0 ? { ...rest, unreported: Object.freeze(pending) } : rest)
}

/**
 * Editor-level commands that update no marker but the last selection's
 * (`selectToBufferPosition`, `selectToScreenPosition`) or none (adding
 * selections): besides the survivors of the merge after them, the other
 * selections' pending moves stay unheard.
 */
const MOVES_SOME: ReadonlySet<string> = new Set([
  'select/addSelectionBelow', 'select/addSelectionAbove', 'select/selectToBufferPosition', 'select/selectToScreenPosition',
])

/** Commands that insert at every selection with `Selection::insertText`. */
const INSERTS: ReadonlySet<string> = new Set(['edit/insertText', 'clipboard/pasteText'])

/** Whether the call on a selection leaves its cursor to the marker (an insertion without `select` into a selection not reversed). */
const leftToMarker = (action: SingleAction, before: SelectionRecord): boolean =>
  INSERTS.has(action.type) && (action.payload as Payload)?.select !== true && !isReversed(before)

/**
 * Whether the insertions an editor-level `insertText` makes before a
 * selection's own (Atom inserts in buffer order) move its head: one on its
 * head's row, or one changing the number of rows above it.
 */
const movedBeforeTurn = (state: EditorState, action: SingleAction, s: SelectionRecord): boolean => {
  const payload = action.payload as { target?: unknown; text?: unknown } | undefined
  if (action.type !== 'edit/insertText' || payload?.target !== undefined || typeof payload?.text !== 'string') return false
  const breaks = payload.text.split(/\r\n|\n|\r/).length - 1
  const h = head(s)
  return state.selections.some(q => q.id !== s.id && P.compare(q.end, s.start) <= 0 && !P.equals(q.start, s.start) &&
    (q.end.row === h.row || q.end.row - q.start.row !== breaks))
}

/** `next` with the moves `action` made unheard as pending entries (of the revived selections only when `revivedOnly`). */
const unheard = (state: EditorState, action: SingleAction, next: EditorState, revivedOnly: boolean): EditorState => {
  const before = new Map(state.selections.map(s => [s.id, s]))
  const target = (action.payload as Payload)?.target
  const pending: Record<number, Unreported> = {}
  let changed = false
  const selections = next.selections.map(s => {
    const p = before.get(s.id)
    const entry = state.unreported?.[s.id]
    if (p === undefined) return s
    if (revivedOnly && !isRevived(state, s.id)) {
      if (entry !== undefined && P.equals(entry.at, head(p))) pending[s.id] = { ...entry, at: head(s) }
      return s
    }
    // An entry holds while the head is where the unheard change left it; a cursor moved since reported then.
    const held = entry !== undefined && P.equals(entry.at, head(p))
    const here = S.screenPositionForBufferPosition(state, head(p))
    // The selection the call works on (the targeted one, or each one an insertion at every selection reaches).
    if (target !== undefined ? s.id === target : INSERTS.has(action.type)) {
      if (!leftToMarker(action, p)) return s
      // The call clears the selection first (`clearTail`), which reports the marker's pending move: the goal
      // column goes if the head left the reported spot; the insertion's own move is then unheard.
      // A revived selection an earlier insertion of the command moved: that clear reports the move (the goal column goes).
      if ((held && !P.equals(here, entry.reported)) || (isRevived(state, s.id) && movedBeforeTurn(state, action, p))) {
        if (s.goalColumn === null) return s
        changed = true
        return recordWith(s, { goalColumn: null })
      }
      if (p.goalColumn === null || P.equals(head(p), head(s))) return s
      pending[s.id] = { reported: here, at: head(s) }
      if (s.goalColumn === p.goalColumn) return s
      changed = true
      return recordWith(s, { goalColumn: p.goalColumn })
    }
    const reported = held ? entry.reported : here
    if (p.goalColumn !== null && !P.equals(head(p), head(s))) {
      // Outside a transaction only revived selections are left unheard: the goal column they kept stays.
      if (s.goalColumn !== null) {
        pending[s.id] = { reported, at: head(s) }
        return s
      }
      if (revivedOnly) return s
      changed = true
      pending[s.id] = { reported, at: head(s) }
      return recordWith(s, { goalColumn: p.goalColumn })
    }
    if (held && s.goalColumn !== null) pending[s.id] = { reported, at: head(s) }
    return s
  })
  const { unreported: _, ...rest } = next
  const ids = Object.keys(pending)
  if (!changed && ids.length === 0) return next.unreported === undefined ? next : Object.freeze(rest)
  return Object.freeze({
    ...rest,
    ...(changed ? { selections: Object.freeze(selections) } : {}),
    ...(ids.length > 0 ? { unreported: Object.freeze(pending) } : {}),
  })
}

/** The pending moves of the selections `only` names (all without it) heard; the others stay pending. */
const heard = (state: EditorState, only: number | ReadonlySet<number> | undefined, direct: boolean): EditorState => {
  const pending = state.unreported!
  let changed = false
  // A transaction's end reports no move of a revived selection's marker; a direct update of the marker does.
  const stays = (id: number): boolean =>
    (only !== undefined && (typeof only === 'number' ? id !== only : !only.has(id))) || (!direct && isRevived(state, id))
  const selections = state.selections.map(s => {
    const entry = pending[s.id]
    if (entry === undefined || stays(s.id)) return s
    if (s.goalColumn === null || !P.equals(head(s), entry.at)) return s
    if (P.equals(S.screenPositionForBufferPosition(state, head(s)), entry.reported)) return s
    changed = true
    return recordWith(s, { goalColumn: null })
  })
  const { unreported: _, ...rest } = state
  const left: Record<number, Unreported> = {}
  for (const [id, e] of Object.entries(pending)) if (stays(Number(id))) left[Number(id)] = e
  const keep = Object.keys(left).length > 0 ? { unreported: Object.freeze(left) } : {}
  return Object.freeze(changed ? { ...rest, ...keep, selections: Object.freeze(selections) } : { ...rest, ...keep })
}

/**
 * Selecting up or down plants the selection's tail first and only then reads
 * the goal column: the state the selection motion starts from. Planting
 * updates the marker (which reports the pending move) only where it has no
 * tail yet.
 */
export const heardBeforeSelecting = (state: EditorState, action: SingleAction): EditorState => {
  if (state.unreported === undefined || (action.type !== 'select/selectUp' && action.type !== 'select/selectDown')) return state
  const target = (action.payload as Payload)?.target
  const untailed = new Set<number>()
  for (const s of state.selections) if (!s.tailed && (target === undefined || s.id === target) && state.unreported[s.id] !== undefined) untailed.add(s.id)
  return untailed.size === 0 ? state : heard(state, untailed, true)
}
