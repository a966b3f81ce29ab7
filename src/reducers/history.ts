/**
 * Reducers for undo history: undo and redo apply an entry's steps backwards
 * or forwards and restore the selections exactly as they were (no merging,
 * reference §4.5 and pitfall 10).
 */
import type { HistoryAction } from '../actions/history.js'
import type { Replacement, TextBuffer } from '../buffer/text-buffer.js'
import * as P from '../values/pos.js'
import { cursorRecord, type EditorState, type SelectionRecord } from '../state/editor-state.js'
import {
  checkpointDepth, closingTransactions, composed, groupLastChanges, transactionsIn, mergeEntries, oldTextAt, push, recordsOf, replacementsOf, RowSwapStep, snapshotFor, snapshotOf, stepsOf, toArray,
  type ChangeEntry, type CheckpointEntry, type History, type HistoryEntry, type Stack, type Step, type TextStep,
} from '../state/history.js'
import { clampRecords, isMerged, mapChanges, mapRecords, normalize, sortRecords, withMerged } from '../state/selections.js'
import { mapFolds, sortedFolds } from '../display/folds.js'
import { mapMarkers } from '../state/markers.js'
import { mapRemoteSelections } from '../state/remote.js'
import type { Handlers } from './core.js'
import { throughPatch } from '../state/patch-text.js'

// ─── applying steps ─────────────────────────────────────────────────────────

/** The replacements that take a step back: each new text (where mapping the batch puts it) by the old text. */
const inverse = (step: TextStep): Replacement[] =>
  mapChanges(replacementsOf(step)).map((m, i) => ({ start: m.newStart, end: m.newEnd, text: throughPatch(oldTextAt(step, i)) }))

/** The replacements that make a step again, their texts as Atom's history gives them back. */
const forward = (step: TextStep): Replacement[] => {
  const reps = replacementsOf(step)
  return reps.some(r => throughPatch(r.text) !== r.text) ? reps.map(r => ({ ...r, text: throughPatch(r.text) })) : reps
}

/**
 * Row exchanges `swaps` applied to `buffer`. They always apply to the buffer
 * the step left (or restored); the replacements spelled out are the same
 * change, should `swapRows` ever refuse.
 */
const swapped = (buffer: TextBuffer, swaps: Int32Array): TextBuffer => {
  const fast = buffer.swapRows(swaps)
  if (fast !== null) return fast
  const reps: Replacement[] = []
  for (let k = 0; k < swaps.length; k += 3) {
    const [first, mid, end] = [swaps[k]!, swaps[k + 1]!, swaps[k + 2]!]
    const text = buffer.getTextInRange({ start: P.pos(mid, 0), end: P.pos(end, 0) }) + buffer.getTextInRange({ start: P.pos(first, 0), end: P.pos(mid, 0) })
    reps.push({ start: P.pos(first, 0), end: P.pos(end, 0), text })
  }
  return buffer.applyReplacements(reps, { normalizeLineEndings: false })
}

/**
 * Apply an entry's steps (undo: newest first, inverted; redo: oldest first).
 * With `moveSelections` (an entry without snapshots) the selections move
 * through each step like markers; otherwise the caller restores a snapshot.
 */
const replay = (state: EditorState, entry: ChangeEntry, direction: 'undo' | 'redo', moveSelections = false): EditorState => {
  const steps = stepsOf(entry.steps)
  if (direction === 'redo') steps.reverse()
  const options = { normalizeLineEndings: false, exactColumns: composed(steps) }
  let s = state
  for (const step of steps) {
    if (step instanceof RowSwapStep) {
      const buffer = swapped(s.buffer, direction === 'undo' ? step.undone : step.swaps)
      const mapped = step.mapped
      const selections = moveSelections ? sortRecords(mapRecords(s.selections, mapped)) : s.selections
      s = { ...s, buffer, selections, folds: mapFolds(s.folds, mapped), ...(s.markers ? { markers: mapMarkers(s.markers, mapped) } : {}), ...(s.remoteSelections ? { remoteSelections: mapRemoteSelections(s.remoteSelections, mapped, buffer) } : {}) }
      continue
    }
    const changes = direction === 'undo' ? inverse(step) : forward(step)
    const buffer = s.buffer.applyReplacements(changes, options)
    const mapped = mapChanges(changes)
    const selections = moveSelections ? sortRecords(mapRecords(s.selections, mapped)) : s.selections
    s = { ...s, buffer, selections, folds: mapFolds(s.folds, mapped), ...(s.markers ? { markers: mapMarkers(s.markers, mapped) } : {}), ...(s.remoteSelections ? { remoteSelections: mapRemoteSelections(s.remoteSelections, mapped, buffer) } : {}) }
  }
  return s
}

/**
 * Whether undoing or redoing `entry` applies a lone change past a row's
 * content (where a `\r` met a `\n`), which the buffer clips as Atom's does:
 * the history is then marked `inexact`.
 */
const clipsJoin = (state: EditorState, entry: ChangeEntry, direction: 'undo' | 'redo'): boolean => {
  const steps = stepsOf(entry.steps)
  const step = steps[0]
  if (steps.length !== 1 || step === undefined || step instanceof RowSwapStep || composed(steps)) return false
  const changes = direction === 'undo' ? inverse(step) : forward(step)
  const past = (p: P.Pos): boolean => p.row < state.buffer.getLineCount() && p.column > state.buffer.lineLengthForRow(p.row)
  return changes.some(c => past(c.start) || past(c.end))
}

/** `history`, marked `inexact` when `clipped`. */
const marked = (history: History, clipped: boolean): History => (clipped && history.inexact !== true ? { ...history, inexact: true } : history)

/**
 * `state` with `history`, and with `selections` when given: undo and redo
 * never merge (Atom restores or moves the selections as they are), so the
 * state is marked `mergeSuppressed` while any two intersect.
 */
const withHistory = (state: EditorState, history: History, selections?: readonly SelectionRecord[]): EditorState => {
  if (!selections) return Object.freeze({ ...state, history: Object.freeze(history) })
  const { mergeSuppressed: _, ...rest } = state
  // A step that put a `\r` before a `\n` (one `\r\n` ending, a row a column shorter) can leave restored
  // ranges past a row's end, where Atom leaves them: they are clamped, so that every position stays valid.
  const sorted = sortRecords(clampRecords(state.buffer, selections))
  const folds = clampRecords(state.buffer, state.folds)
  return Object.freeze({
    ...rest,
    history: Object.freeze(history),
    selections: Object.freeze(sorted),
    ...(folds === state.folds ? {} : { folds: sortedFolds(folds) }),
    ...(isMerged(sorted) ? {} : { mergeSuppressed: true as const }),
  })
}

/**
 * The state with a snapshot's selections restored, as Atom's marker layer
 * restores one: a selection still present takes its snapshot range in
 * place; one destroyed since comes back as a new selection, after the
 * others in creation order (it gets a new id, in snapshot order).
 */
export const restored = (state: EditorState, snapshot: readonly SelectionRecord[]): { selections: SelectionRecord[]; nextId: number } => {
  const present = new Set(state.selections.map(r => r.id))
  let nextId = state.nextId
  const selections = [...snapshot].sort((a, b) => a.id - b.id).map(r => (present.has(r.id) ? r : { ...r, id: nextId++ }))
  return { selections, nextId }
}

/**
 * The state's selections given a snapshot as Atom's `revertToCheckpoint`
 * gives them (no merge is held off, unlike undo and redo): in the
 * snapshot's creation order, a selection still present takes its snapshot
 * range; one destroyed since comes back as a new selection, and Atom then
 * merges the selections as they stand at that moment (the ones not yet
 * restored and the ones about to go included), so it may merge into one of
 * them, or absorb it; at the end the selections the snapshot does not hold
 * go. None left: a cursor at the start, as Atom's editor then creates one.
 */
const restoredMerging = (state: EditorState, snapshot: readonly SelectionRecord[]): { selections: SelectionRecord[]; nextId: number } => {
  let live: SelectionRecord[] = [...state.selections]
  let nextId = state.nextId
  const kept = new Set<number>()
  for (const r of [...snapshot].sort((a, b) => a.id - b.id)) {
    const i = live.findIndex(x => x.id === r.id)
    if (i >= 0) {
      live[i] = r
      kept.add(r.id)
      continue
    }
    const id = nextId++
    kept.add(id)
    live = normalize([...live, { ...r, id }])
  }
  const selections = live.filter(x => kept.has(x.id))
  if (selections.length > 0) return { selections, nextId }
  return { selections: [cursorRecord(nextId, P.ZERO)], nextId: nextId + 1 }
}

/** The newest change and the checkpoints above it (newest first); null if a barrier comes first or there is no change. */
const popToChange = (stack: Stack<HistoryEntry>): { entry: ChangeEntry; above: CheckpointEntry[]; rest: Stack<HistoryEntry> } | null => {
  const above: CheckpointEntry[] = []
  let s = stack
  while (s && s.head.kind === 'checkpoint') {
    if (s.head.isBarrier) return null
    above.push(s.head)
    s = s.tail
  }
  return s && s.head.kind === 'change' ? { entry: s.head, above, rest: s.tail } : null
}

/** The entries above a checkpoint `depth` entries down, that checkpoint, and the stack below it. */
const splitAt = (stack: Stack<HistoryEntry>, depth: number) => {
  const above: HistoryEntry[] = []
  let rest = stack
  for (let i = 0; i < depth; i++) {
    above.push(rest!.head)
    rest = rest!.tail
  }
  return { above, checkpoint: rest!.head as CheckpointEntry, below: rest!.tail }
}

// ─── handlers ───────────────────────────────────────────────────────────────

/** One handler per history action. */
export const historyReducers: Handlers<HistoryAction> = {
  'history/undo': (state, { payload }) => {
    if (state.config.readOnly && !payload.bypassReadOnly) return state
    const popped = popToChange(state.history.undoStack)
    if (!popped) return state
    const before = snapshotFor(popped.entry, 'before', state.selections, state.layer)
    const s = replay(state, popped.entry, 'undo', before === null)
    const { selections, nextId } = before === null ? s : restored(s, recordsOf(before))
    // The checkpoints above the change go to the redo stack under it (Pulsar), so redo brings them back.
    let redoStack = state.history.redoStack
    for (const c of popped.above) redoStack = push(redoStack, c)
    return withHistory({ ...s, nextId }, marked({
      ...state.history,
      undoStack: popped.rest,
      redoStack: push(redoStack, popped.entry),
    }, clipsJoin(state, popped.entry, 'undo')), selections)
  },
  'history/redo': (state, { payload }) => {
    if (state.config.readOnly && !payload.bypassReadOnly) return state
    // The newest undone change, with the checkpoints stacked above and below it (Pulsar moves them all back).
    const above: CheckpointEntry[] = []
    let rest = state.history.redoStack
    while (rest && rest.head.kind === 'checkpoint') {
      above.push(rest.head)
      rest = rest.tail
    }
    if (!rest) return state
    const entry = rest.head as ChangeEntry
    rest = rest.tail
    let undoStack = state.history.undoStack
    for (const c of above) undoStack = push(undoStack, c)
    undoStack = push(undoStack, entry)
    while (rest && rest.head.kind === 'checkpoint') {
      undoStack = push(undoStack, rest.head)
      rest = rest.tail
    }
    const after = snapshotFor(entry, 'after', state.selections, state.layer)
    const s = replay(state, entry, 'redo', after === null)
    const { selections, nextId } = after === null ? s : restored(s, recordsOf(after))
    return withHistory({ ...s, nextId }, marked({ ...state.history, undoStack, redoStack: rest }, clipsJoin(state, entry, 'redo')), selections)
  },
  'history/createCheckpoint': (state, { payload: { isBarrier = false, transaction = false } }) => {
    const id = state.history.nextCheckpointId
    const selections = snapshotOf(state.selections)
    return withHistory(state, {
      ...state.history,
      nextCheckpointId: id + 1,
      undoStack: push(state.history.undoStack, {
        kind: 'checkpoint', id, selections, isBarrier, ...(transaction ? { transaction } : {}), ...(state.layer !== undefined ? { layer: state.layer } : {}),
      }),
      ...(transaction ? { openTransactions: (state.history.openTransactions ?? 0) + 1 } : {}),
    })
  },
  // Pulsar: a checkpoint beyond a barrier (made before the open transaction) is out of reach; a revert
  // removes the checkpoint with everything above it.
  'history/revertToCheckpoint': (state, { payload: { checkpoint, bypassReadOnly } }) => {
    if (state.config.readOnly && !bypassReadOnly) return state
    const depth = checkpointDepth(state.history, checkpoint)
    if (depth < 0) return state
    const { above, checkpoint: cp, below } = splitAt(state.history.undoStack, depth)
    let s = state
    // The selections move with the text as it goes back (Atom's markers), then take the checkpoint's snapshot.
    let clipped = false
    for (const e of above) if (e.kind === 'change') {
      clipped ||= clipsJoin(s, e, 'undo')
      s = replay(s, e, 'undo', true)
    }
    const { selections, nextId } = restoredMerging(s, recordsOf(cp.selections))
    // Pulsar's revert leaves the redo stack as it is.
    return withHistory({ ...s, nextId }, marked(closingTransactions({ ...state.history, undoStack: below }, transactionsIn([...above, cp])), clipped), selections)
  },
  'history/groupChangesSinceCheckpoint': (state, { payload: { checkpoint, deleteCheckpoint = false } }) => {
    const depth = checkpointDepth(state.history, checkpoint)
    if (depth < 0) return state
    const { above, checkpoint: cp, below } = splitAt(state.history.undoStack, depth)
    const changes = above.filter((e): e is ChangeEntry => e.kind === 'change').reverse()
    const rest: Stack<HistoryEntry> = deleteCheckpoint ? below : push(below, cp)
    // Deleting a transaction's checkpoint (with those of the transactions still open above it) ends them.
    const closed = deleteCheckpoint ? transactionsIn([...above, cp]) : 0
    if (changes.length === 0) {
      if (!deleteCheckpoint) return state
      // Only the checkpoint goes; the checkpoints above it stay.
      let undoStack = below
      for (let i = above.length - 1; i >= 0; i--) undoStack = push(undoStack, above[i]!)
      return withHistory(state, closingTransactions({ ...state.history, undoStack }, closed))
    }
    // One entry, not open for grouping with later ones (Pulsar's new Transaction); `transact` sets its interval.
    const grouped = changes.reduce((acc, e) => mergeEntries(acc, e))
    const entry: ChangeEntry = { ...grouped, selectionsBefore: cp.selections, selectionsAfter: snapshotOf(state.selections), groupingInterval: 0 }
    const history = closingTransactions({ ...state.history, undoStack: push(rest, entry) }, closed)
    const next = withHistory(state, history)
    // The outermost transaction ends after changing text: Atom's display layer reports the changes now, and the
    // editor merges the selections that methods of one selection left intersecting (the snapshot above keeps them).
    return closed > 0 && !history.openTransactions && next.mergeSuppressed ? withMerged(next, next.selections) : next
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
    const grouped = groupLastChanges(state.history)
    return grouped === null ? state : withHistory(state, grouped)
  },
  'history/clearUndoStack': state =>
    state.history.undoStack === null && state.history.redoStack === null
      ? state
      : withHistory(state, closingTransactions({ ...state.history, undoStack: null, redoStack: null }, state.history.openTransactions ?? 0)),
}
