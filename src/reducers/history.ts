/**
 * Reducers for undo history: undo and redo apply an entry's steps backwards
 * or forwards and restore the selections exactly as they were (no merging,
 * reference §4.5 and pitfall 10).
 */
import type { HistoryAction } from '../actions/history.js'
import type { Replacement } from '../buffer/text-buffer.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import {
  mergeEntries, oldTextOf, push, toArray, type ChangeEntry, type History, type HistoryEntry, type Stack, type Step,
} from '../state/history.js'
import { endOfInsertedText } from '../state/selections.js'
import { applyRaw } from './batch.js'
import { mapFolds } from '../display/folds.js'
import type { Handlers } from './core.js'

// ─── applying steps ─────────────────────────────────────────────────────────

const inverse = (step: Step): Replacement[] =>
  step.map(c => ({ start: c.newStart, end: endOfInsertedText(c.newStart, c.newText), text: oldTextOf(c) }))

const forward = (step: Step): Replacement[] =>
  step.map(c => ({ start: c.start, end: c.oldEnd, text: c.newText }))

/** Apply an entry's steps (undo: newest first, inverted; redo: oldest first). */
const replay = (state: EditorState, entry: ChangeEntry, direction: 'undo' | 'redo'): EditorState => {
  const steps = toArray(entry.steps)
  if (direction === 'redo') steps.reverse()
  let s = state
  for (const step of steps) {
    const { buffer, mapped } = applyRaw(s, direction === 'undo' ? inverse(step) : forward(step))
    s = { ...s, buffer, folds: mapFolds(s.folds, mapped) }
  }
  return s
}

const withHistory = (state: EditorState, history: History, selections?: readonly SelectionRecord[]): EditorState =>
  Object.freeze({ ...state, history: Object.freeze(history), ...(selections ? { selections: Object.freeze(selections) } : {}) })

const ensureNextId = (state: EditorState, selections: readonly SelectionRecord[]): number =>
  selections.reduce((n, s) => Math.max(n, s.id + 1), state.nextId)

/** Pop checkpoints above the newest change; null if a barrier comes first or there is no change. */
const popToChange = (stack: Stack<HistoryEntry>): { entry: ChangeEntry; rest: Stack<HistoryEntry> } | null => {
  let s = stack
  while (s && s.head.kind === 'checkpoint') {
    if (s.head.isBarrier) return null
    s = s.tail
  }
  return s && s.head.kind === 'change' ? { entry: s.head, rest: s.tail } : null
}

// ─── handlers ───────────────────────────────────────────────────────────────

/** One handler per history action. */
export const historyReducers: Handlers<HistoryAction> = {
  'history/undo': (state, { payload }) => {
    if (state.config.readOnly && !payload.bypassReadOnly) return state
    const popped = popToChange(state.history.undoStack)
    if (!popped) return state
    const s = replay(state, popped.entry, 'undo')
    const selections = popped.entry.selectionsBefore
    return withHistory({ ...s, nextId: ensureNextId(s, selections) }, {
      ...state.history,
      undoStack: popped.rest,
      redoStack: push(state.history.redoStack, popped.entry),
    }, selections)
  },
  'history/redo': (state, { payload }) => {
    if (state.config.readOnly && !payload.bypassReadOnly) return state
    const entry = state.history.redoStack?.head
    if (!entry) return state
    const s = replay(state, entry, 'redo')
    const selections = entry.selectionsAfter
    return withHistory({ ...s, nextId: ensureNextId(s, selections) }, {
      ...state.history,
      undoStack: push(state.history.undoStack, entry),
      redoStack: state.history.redoStack!.tail,
    }, selections)
  },
  'history/createCheckpoint': (state, { payload: { isBarrier = false } }) => {
    const id = state.history.nextCheckpointId
    return withHistory(state, {
      ...state.history,
      nextCheckpointId: id + 1,
      undoStack: push(state.history.undoStack, { kind: 'checkpoint', id, selections: state.selections, isBarrier }),
    })
  },
  'history/revertToCheckpoint': (state, { payload: { checkpoint, bypassReadOnly } }) => {
    if (state.config.readOnly && !bypassReadOnly) return state
    const entries = toArray(state.history.undoStack)
    const at = entries.findIndex(e => e.kind === 'checkpoint' && e.id === checkpoint)
    if (at < 0) return state
    let s = state
    for (const e of entries.slice(0, at)) if (e.kind === 'change') s = replay(s, e, 'undo')
    let rest: Stack<HistoryEntry> = state.history.undoStack
    for (let i = 0; i < at; i++) rest = rest!.tail
    const cp = rest!.head as Extract<HistoryEntry, { kind: 'checkpoint' }>
    return withHistory({ ...s, nextId: ensureNextId(s, cp.selections) }, { ...state.history, undoStack: rest, redoStack: null }, cp.selections)
  },
  'history/groupChangesSinceCheckpoint': (state, { payload: { checkpoint, deleteCheckpoint = false } }) => {
    const entries = toArray(state.history.undoStack)
    const at = entries.findIndex(e => e.kind === 'checkpoint' && e.id === checkpoint)
    if (at < 0) return state
    const changes = entries.slice(0, at).filter((e): e is ChangeEntry => e.kind === 'change').reverse()
    let rest: Stack<HistoryEntry> = state.history.undoStack
    for (let i = 0; i < at; i++) rest = rest!.tail
    const cp = rest!.head as Extract<HistoryEntry, { kind: 'checkpoint' }>
    if (deleteCheckpoint) rest = rest!.tail
    if (changes.length === 0) {
      return rest === state.history.undoStack ? state : withHistory(state, { ...state.history, undoStack: rest })
    }
    const grouped = changes.reduce((acc, e) => mergeEntries(acc, e))
    const entry: ChangeEntry = { ...grouped, selectionsBefore: cp.selections, selectionsAfter: state.selections }
    return withHistory(state, { ...state.history, undoStack: push(rest, entry) })
  },
  'history/applyGroupingInterval': (state, { payload: { groupingInterval, timestamp } }) => {
    const stack = state.history.undoStack
    const top = stack?.head
    if (!top || top.kind !== 'change') return state
    const entry: ChangeEntry = { ...top, groupingInterval, timestamp }
    const below = stack!.tail?.head
    if (
      below?.kind === 'change' && groupingInterval > 0 && below.groupingInterval > 0 &&
      timestamp - below.timestamp < Math.min(groupingInterval, below.groupingInterval)
    ) {
      return withHistory(state, { ...state.history, undoStack: push(stack!.tail!.tail, mergeEntries(below, entry)) })
    }
    return withHistory(state, { ...state.history, undoStack: push(stack!.tail, entry) })
  },
  'history/groupLastChanges': state => {
    const stack = state.history.undoStack
    const top = stack?.head
    const below = stack?.tail?.head
    if (top?.kind !== 'change' || below?.kind !== 'change') return state
    return withHistory(state, {
      ...state.history,
      undoStack: push(stack!.tail!.tail, mergeEntries(below, top)),
    })
  },
  'history/clearUndoStack': state =>
    state.history.undoStack === null && state.history.redoStack === null
      ? state
      : withHistory(state, { ...state.history, undoStack: null, redoStack: null }),
}
