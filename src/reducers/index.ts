/**
 * The reducer: one dispatcher over the per-domain handlers.
 */
import * as E from '../values/either.js'
import { type Action, type ActionError, type SingleAction, decodeAction } from '../actions/index.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { createEditorState, head, withRange } from '../state/editor-state.js'
import * as S from '../display/screen.js'
import { displayParams, softWrapColumn } from '../display/params.js'
import * as P from '../values/pos.js'
import type { Handler, Handlers } from './core.js'
import { isMerged, withMerged } from '../state/selections.js'
import { withSelections } from './core.js'
import { cursorReducers } from './cursor.js'
import { editorReducers } from './editor.js'
import { editReducers } from './edit.js'
import { selectReducers } from './select.js'
import { rowReducers } from './rows.js'
import { historyReducers, withSnapshotBeforeMerge } from './history.js'
import { clipboardReducers } from './clipboard.js'
import { linesReducers } from './lines.js'
import { foldReducers } from './fold.js'
import { applyInTurn, editsInTurn } from './in-turn.js'
import { linesInTurn } from './lines-in-turn.js'
import { reduceTransact } from './transact.js'
import { goalsAsHeard, heardBeforeSelecting } from './reported-goals.js'
import { undraft, type EditorDraft } from '../state/drafts.js'
import { refusal } from './limits.js'
import { markerReducers } from './marker.js'
import { findReducers } from './find.js'
import { collabReducers } from './collab.js'
import { askedOutside, selecting } from './unselected.js'
import type { CollabAction } from '../actions/collab.js'

const table: Handlers<SingleAction> = { ...cursorReducers, ...selectReducers, ...editorReducers, ...editReducers, ...rowReducers, ...historyReducers, ...clipboardReducers, ...linesReducers, ...foldReducers, ...markerReducers, ...findReducers }
// A Map, so that a type such as "toString" or "constructor" finds nothing rather than Object.prototype's.
const handlers = new Map<string, Handler<SingleAction>>(Object.entries(table) as [string, Handler<SingleAction>][])
// A shared document's actions: applied as they are, never in a batch, never merging or refusing first.
const collab = new Map<string, Handler<CollabAction>>(Object.entries(collabReducers) as [string, Handler<CollabAction>][])

/** A value as named in an error: its type, and its `type` field if it has one. */
const nameOf = (u: unknown): string => {
  if (u === null) return 'null'
  if (Array.isArray(u)) return 'an array'
  if (typeof u !== 'object') return typeof u === 'string' ? `the string ${JSON.stringify(u.slice(0, 60))}` : `${typeof u} ${String(u).slice(0, 60)}`
  const type = (u as { type?: unknown }).type
  return typeof type === 'string' ? `an object of unknown type ${JSON.stringify(type.slice(0, 80))}` : 'an object without a string "type"'
}

/** The type of a decoded action; anything else is a TypeError that says what it got. */
const typeOf = (action: unknown): string => {
  const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined
  const known = typeof type === 'string' && (type === 'history/transact' || handlers.has(type) || collab.has(type))
  const payload = typeof action === 'object' && action !== null ? (action as { payload?: unknown }).payload : undefined
  if (!known || typeof payload !== 'object' || payload === null) {
    throw new TypeError(`reduce takes a decoded action (see decodeAction), got ${!known ? nameOf(action) : `a ${String(type)} whose payload is ${payload === null ? 'null' : typeof payload}`}`)
  }
  return type
}

/** The settings whose change hands Atom's display layer a new wrap column. */
const WRAP_SETTINGS = ['softWrapped', 'softWrapAtPreferredLineLength', 'preferredLineLength', 'maxScreenLineLength', 'editorWidthInChars'] as const

/**
 * Whether a settings change resets Atom's display layer: a display parameter
 * changed, or a wrap setting changed while the wrap column is NaN (soft wrap
 * at the preferred length with no known width), which never equals itself.
 */
const displayReset = (prev: EditorState, next: EditorState): boolean =>
  next.config !== prev.config &&
  (displayParams(next.config).key !== displayParams(prev.config).key ||
    (Number.isNaN(softWrapColumn(next.config)) && WRAP_SETTINGS.some(k => next.config[k] !== prev.config[k])))

/** Whether the screen layout may differ for reasons other than the text: folds or display settings changed. */
const displayChanged = (prev: EditorState, next: EditorState): boolean =>
  next.folds !== prev.folds || (next.config !== prev.config && displayParams(next.config).key !== displayParams(prev.config).key)

/**
 * Atom clears a cursor's goal column whenever the cursor reports a move,
 * which it does when its head moves on screen, also when only folds or soft
 * wrap moved it. Motions and edits set goal columns themselves; this covers
 * display changes: each cursor that still has a goal column and whose head's
 * screen position changed loses it. Costs nothing when no goal column is set.
 */
const clearGoalColumnsMovedOnScreen = (prev: EditorState, next: EditorState): EditorState => {
  let withGoal = 0
  for (const s of next.selections) if (s.goalColumn !== null) withGoal++
  if (withGoal === 0) return next
  const before = new Map<number, SelectionRecord>()
  for (const s of prev.selections) if (s.goalColumn !== null) before.set(s.id, s)
  let changed = false
  const selections = next.selections.map(s => {
    const old = s.goalColumn === null ? undefined : before.get(s.id)
    if (old === undefined) return s
    const from = S.screenPositionForBufferPosition(prev, head(old))
    const to = S.screenPositionForBufferPosition(next, head(s))
    if (P.equals(from, to)) return s
    changed = true
    return withRange(s, s.start, s.end, s.reversed, s.tailed, null)
  })
  return changed ? withSelections(next, selections) : next
}

/**
 * Apply a decoded action: pure, never throws, never mutates. An action that
 * changes nothing returns the very same state object. The new state carries
 * the effects of this action only. An immer draft of a state (a field of a
 * `createSlice` state) is unwrapped first; the result is a real state.
 */
export function reduce(state: EditorDraft, action: Action): EditorDraft
export function reduce(state: EditorState, action: Action): EditorState
export function reduce(given: EditorState | EditorDraft, action: Action): EditorState | EditorDraft {
  const state = undraft(given)
  const type = typeOf(action)
  const shared = collab.get(type)
  if (shared) return ownEffects(state, shared(state, action as CollabAction))
  return type === 'history/transact' ? reduceTransact(state, action as Extract<Action, { type: 'history/transact' }>, reduceOne) : reduceOne(state, action as SingleAction)
}

const noEffects: EditorState['effects'] = Object.freeze([])

/** One action that is not a batch, its cursors' goal columns as they hear its text changes (see `goalsAsHeard`). */
const reduceOne = (original: EditorState, action: SingleAction): EditorState => {
  // Atom's editor holding no selection creates one when an action asks for its selections (see `unselected.ts`).
  const given = original.unselected ? selecting(original, action) : original
  const state = heardBeforeSelecting(given, action)
  const next = reduceAction(state, action)
  const heard = next === given && given.unreported === undefined ? next : goalsAsHeard(state, action, next)
  return reported(original, heard.unselected ? askedOutside(heard) : heard, action)
}

/**
 * Atom's editor-level cursor motions, each run in a transaction of its own
 * (`moveCursors`): its end makes the display layer report what it held.
 */
const MOVES_CURSORS: ReadonlySet<string> = new Set([
  'cursor/moveUp', 'cursor/moveDown', 'cursor/moveLeft', 'cursor/moveRight', 'cursor/moveToTop', 'cursor/moveToBottom',
  'cursor/moveToBeginningOfScreenLine', 'cursor/moveToBeginningOfLine', 'cursor/moveToFirstCharacterOfLine',
  'cursor/moveToEndOfScreenLine', 'cursor/moveToEndOfLine', 'cursor/moveToBeginningOfWord', 'cursor/moveToEndOfWord',
  'cursor/moveToBeginningOfNextWord', 'cursor/moveToPreviousWordBoundary', 'cursor/moveToNextWordBoundary',
  'cursor/moveToPreviousSubwordBoundary', 'cursor/moveToNextSubwordBoundary', 'cursor/moveToBeginningOfNextParagraph',
  'cursor/moveToBeginningOfPreviousParagraph', 'editor/setCursorBufferPosition', 'editor/setCursorScreenPosition',
])

/**
 * `next` without the screen report an aborted transaction held
 * (`History.redrawn`) once a text or screen change outside a transaction
 * has made Atom's display layer report: the merge that report brings is the
 * command's own (undo and redo hold it off). An editor-level cursor motion
 * ends a transaction of its own, which reports too, and the editor then
 * merges intersecting selections.
 */
const reported = (prev: EditorState, next: EditorState, action: SingleAction): EditorState => {
  const h = next.history
  if (h.redrawn !== true || h.openTransactions || !prev.history.redrawn || prev.history.openTransactions) return next
  const motion = MOVES_CURSORS.has(action.type) && (action.payload as { target?: unknown } | undefined)?.target === undefined
  if (!motion && next.buffer === prev.buffer && !displayChanged(prev, next)) return next
  const { redrawn: _, ...rest } = h
  const released = Object.freeze({ ...next, history: Object.freeze(rest) })
  return motion && released.mergeSuppressed ? withMerged(released, released.selections) : released
}

/** One action that is not a batch. */
const reduceAction = (state: EditorState, action: SingleAction): EditorState => {
  const handler = handlers.get(typeOf(action))!
  // Past the size limit (see limits.ts) the action is refused: the same state.
  if (refusal(state, action) !== undefined) return state
  if (editsInTurn(state, action) || linesInTurn(state, action)) {
    const next = applyInTurn(state, action, handler as Handler<Action>)
    return ownEffects(state, next !== state && displayChanged(state, next) ? clearGoalColumnsMovedOnScreen(state, next) : next)
  }
  const deferred = defersMerge(state, action) ? reduceDeferred(state, action, handler) : undefined
  if (deferred !== undefined) return ownEffects(state, deferred)
  const from = state.mergeSuppressed && needsMerged(action) ? withMerged(state, state.selections) : state
  // Atom's commands snapshot the selections for undo before anything merges them; deleteLine merges the selections on the same rows first.
  let next = action.type === 'edit/deleteLine' ? handler(from, action) : withSnapshotBeforeMerge(state, from, handler(from, action))
  // Atom's editor-level selection commands merge afterwards even when they changed nothing.
  if (next === from && from.mergeSuppressed && MERGE_WHEN_IDLE.has(action.type) && (action.payload as { target?: unknown } | undefined)?.target === undefined)
    next = withMerged(from, from.selections)
  // Atom merges intersecting selections when its display layer resets: a settings change merges only then.
  if (next.mergeSuppressed && action.type === 'editor/update' && displayReset(from, next)) next = withMerged(next, next.selections)
  if (next.mergeSuppressed && next !== from && !isSuppressing(action) && isMerged(next.selections)) next = withMerged(next, next.selections)
  if (next !== from && displayChanged(from, next)) next = clearGoalColumnsMovedOnScreen(from, next)
  return ownEffects(state, next)
}

/**
 * Inside a transaction, a text change that Atom's editor merges after only
 * because its display layer reported it (a method of one selection or
 * cursor, `setTextInBufferRange`, `setText`) leaves the selections unmerged: the display
 * layer reports when the outermost transaction ends, and the merge comes then
 * (see the history's `groupChangesSinceCheckpoint`).
 */
const defersMerge = (state: EditorState, action: SingleAction): boolean =>
  state.history.openTransactions !== undefined &&
  ((action.payload as { target?: unknown } | undefined)?.target !== undefined || action.type === 'edit/setTextInRange' || action.type === 'editor/setText')

/**
 * `action` applied with the merge deferred, the result marked `mergeSuppressed` while any two selections
 * intersect; undefined when it changed no text (the action then takes the usual way).
 */
const reduceDeferred = (state: EditorState, action: SingleAction, handler: Handler<SingleAction>): EditorState | undefined => {
  const next = handler(Object.freeze({ ...state, mergeDeferred: true as const }), action)
  if (next.buffer === state.buffer) return undefined
  const { mergeDeferred: _, mergeSuppressed: _m, ...rest } = next
  return Object.freeze(isMerged(rest.selections) ? rest : { ...rest, mergeSuppressed: true as const })
}

/** Effects belong to the action that made them: a changed state that made none carries none. */
const ownEffects = (state: EditorState, next: EditorState): EditorState =>
  next !== state && next.effects === state.effects && next.effects.length > 0 ? Object.freeze({ ...next, effects: noEffects }) : next

/**
 * After a drag with `suppressSelectionMerge` the selections may intersect.
 * Cursor, selection and editor selection actions work on them as they are
 * and merge afterwards, as Atom's do; markers leave them alone; fold actions
 * and settings merge them only when they change the screen; text edits and
 * history get them merged first.
 */
/** Editor-level commands that merge intersecting selections even when they add or move nothing. */
const MERGE_WHEN_IDLE: ReadonlySet<string> = new Set(['select/addSelectionBelow', 'select/addSelectionAbove', 'editor/splitSelectionsIntoLines'])

/**
 * Commands that work on the selections as they are: Atom's copies walk them without merging;
 * moveSelectionLeft/Right test them before anything merges; Atom's cuts, paste and transpose
 * run through `mutateSelectedText`, which merges only afterwards (their handlers take unmerged
 * selections one after another); and its line moves group the ranges as they are (and return
 * early, unmerged, at the first or last row), then merge through setSelectedBufferRanges;
 * duplicateLines walks them as they stand and merges when its transaction ends;
 * insertNewlineAbove/Below move every cursor first (which clears its selection), and only
 * cursors left on one position merge.
 */
const NO_MERGE_BEFORE: ReadonlySet<string> = new Set([
  'clipboard/copySelectedText', 'clipboard/copyOnlySelectedText', 'lines/moveSelectionLeft', 'lines/moveSelectionRight',
  'clipboard/cut', 'clipboard/cutToEndOfLine', 'clipboard/cutToEndOfBufferLine', 'clipboard/cutSelectedText', 'clipboard/pasteText', 'lines/transpose',
  'lines/moveLineUp', 'lines/moveLineDown', 'lines/duplicateLines', 'lines/insertNewlineAbove', 'lines/insertNewlineBelow',
])

const needsMerged = (action: SingleAction): boolean => {
  if (NO_MERGE_BEFORE.has(action.type)) return false
  // Checkpoints and grouping leave the selections alone (undo and redo restore snapshots; a revert merges itself).
  if (action.type.startsWith('history/')) return false
  // A method called on one selection works on the selections as they are (Atom merges only after a text change).
  // So does a buffer change (`setTextInBufferRange`): the merge comes when the display layer reports it, never for nothing replaced by nothing.
  if (action.type === 'edit/setTextInRange') return false
  if ((action.payload as { target?: unknown } | undefined)?.target !== undefined) return false
  const family = action.type.slice(0, action.type.indexOf('/'))
  return family !== 'select' && family !== 'cursor' && family !== 'marker' && family !== 'fold' &&
    family !== 'editor'
}

const isSuppressing = (action: SingleAction): boolean =>
  action.type === 'select/selectToScreenPosition' && action.payload.suppressSelectionMerge === true && action.payload.target === undefined


/**
 * Decode an unknown value and apply it; an undecodable value, or an action
 * refused by the size limit (see `limits.ts`), leaves the state untouched and
 * is reported. Never throws.
 */
export const reduceUnknown = (state: EditorState, u: unknown): E.Either<ActionError, EditorState> => {
  const decoded = decodeAction(u)
  if (E.isLeft(decoded)) return decoded
  const refused = refusal(state, decoded.right)
  if (refused !== undefined) return E.left({ _tag: 'ActionError', messages: [refused] })
  try {
    return E.right(reduce(state, decoded.right))
  } catch (e) {
    // Not expected of a decoded action; reported rather than thrown, the state untouched.
    return E.left({ _tag: 'ActionError', messages: [`the reducer failed: ${String((e as Error)?.message ?? e).slice(0, 200)}`] })
  }
}

/**
 * A Redux-compatible reducer: `(state = initial, action) => state`. Values
 * that are not caretaker actions (Redux's own `@@redux/INIT…`, other slices'
 * actions) leave the state as it is. (Named apart from Redux Toolkit's
 * `createReducer`; `caretaker/redux` has `createEditorSlice`.)
 */
export const createEditorReducer =
  (initial: EditorState = createEditorState()) =>
  (state: EditorState | undefined, action: unknown): EditorState => {
    const s = state ?? initial
    const decoded = decodeAction(action)
    return E.isRight(decoded) ? reduce(s, decoded.right) : s
  }
