/**
 * Reducers for undo history: undo and redo apply an entry's steps backwards
 * or forwards and restore the selections exactly as they were (no merging,
 * reference §4.5 and pitfall 10).
 */
import type { HistoryAction } from '../actions/history.js'
import type { Replacement, TextBuffer } from '../buffer/text-buffer.js'
import { hasSurrogate } from '../values/surrogates.js'
import { hasInsertedBreak } from '../buffer/lines.js'
import { composeHunks, invertHunks, loneSurrogateFixes, type Hunk } from '../state/composed-hunks.js'
import * as P from '../values/pos.js'
import { isBare, snapshotIdentity, type EditorState, type SelectionRecord } from '../state/editor-state.js'
import {
  checkpointDepth, closingTransactions, composed, groupLastChanges, transactionsIn, mergeEntries, oldTextAt, onlyNoOps, PackedStep, push, recordsOf, replacementsOf, RowSwapStep, snapshotFor, snapshotOf, stepsOf, toArray,
  type ChangeEntry, type CheckpointEntry, type History, type HistoryEntry, type Stack, type Step, type TextStep,
} from '../state/history.js'
import { clampRecords, clampSelections, isMerged, mapChanges, mapRecords, sortRecords, withMerged, type MappedChange } from '../state/selections.js'
import { mapFolds, sortedFolds } from '../display/folds.js'
import { mapMarkers } from '../state/markers.js'
import { mapRemoteSelections } from '../state/remote.js'
import type { Handlers } from './core.js'
import { placed, restoredMerging, withRestored, type Placed } from './restore.js'

// ─── applying steps ─────────────────────────────────────────────────────────

/** The replacements that take a step back: each new text (where mapping the batch puts it) by the old text. */
const inverse = (step: TextStep): Replacement[] =>
  isTyping(step)
    ? typingRemoved(step.coords, step.newTexts.length)
    : mapChanges(replacementsOf(step)).map((m, i) => ({ start: m.newStart, end: m.newEnd, text: oldTextAt(step, i) }))

/** A step of typing: one text with no line break inserted at many positions (what the typing path packs). */
const isTyping = (step: TextStep): step is PackedStep & { readonly newTexts: string } =>
  step instanceof PackedStep && step.stride === 2 && typeof step.newTexts === 'string' && !hasInsertedBreak(step.newTexts)

/**
 * The removals that take typing back: `length` characters where each
 * insertion at the flat `[row, column]` pairs of `at` (sorted) put them, the
 * k-th on its row k - 1 texts to the right of its column.
 */
const typingRemoved = (at: Int32Array, length: number): Replacement[] => {
  const out: Replacement[] = new Array(at.length >> 1)
  let row = -1
  let shift = 0
  for (let i = 0; i < out.length; i++) {
    const r = at[2 * i]!
    shift = r === row ? shift + length : 0
    row = r
    const column = at[2 * i + 1]! + shift
    out[i] = { start: P.pos(r, column), end: P.pos(r, column + length), text: '' }
  }
  return out
}

const forward = replacementsOf

/**
 * Row exchanges `swaps` applied to `buffer`. They always apply to the buffer
 * the step left (or restored); the replacements spelled out are the same
 * change, should `swapRows` ever refuse. `down`: which run moved (the
 * changes the buffer reports are Atom's of that move).
 */
const swapped = (buffer: TextBuffer, swaps: Int32Array, down: boolean): TextBuffer => {
  const fast = buffer.swapRows(swaps, down)
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
 * Whether applying `entry` (undone or redone) may put a surrogate half in
 * the text: one of the texts it inserts holds one, or it exchanges rows
 * (whose text it does not keep).
 */
const insertsSurrogates = (entry: ChangeEntry, direction: 'undo' | 'redo'): boolean =>
  stepsOf(entry.steps).some(step => {
    if (step instanceof RowSwapStep) return true
    if (direction === 'redo') {
      if (step instanceof PackedStep && typeof step.newTexts === 'string') return hasSurrogate(step.newTexts)
      return replacementsOf(step).some(r => hasSurrogate(r.text))
    }
    if (step instanceof PackedStep && step.oldTexts === '') return false
    const n = step instanceof PackedStep ? step.length : Array.isArray(step) ? step.length : 1
    for (let i = 0; i < n; i++) if (hasSurrogate(oldTextAt(step, i))) return true
    return false
  })

/** A step's changes as Atom's patch has them, done forward (see `RowSwapStep.hunks`). */
const forwardHunks = (step: Step): MappedChange[] => (step instanceof RowSwapStep ? step.hunks() : mapChanges(forward(step)))

/**
 * Apply an entry's text steps (undo: newest first, inverted; redo: oldest
 * first). Also gives the entry's patch as Atom's history keeps it, its steps
 * composed oldest first (`composeHunks`, hunks whose text came back the
 * same dropped as the composition goes), done the way it was applied (undo:
 * inverted), when asked for (`withHunks`). Folds, markers and selections
 * are left to the caller.
 */
const replay = (state: EditorState, entry: ChangeEntry, direction: 'undo' | 'redo', withHunks: boolean): Replayed => {
  const steps = stepsOf(entry.steps)
  if (direction === 'redo') steps.reverse()
  const options = { normalizeLineEndings: false, exactColumns: composed(steps) }
  // Whether a step of a composed entry addressed a position past its row's content (see `clippedByAtom`).
  let metJoin = false
  // The replacements of an entry of one step, when applied as such (`clipsJoin` tests them).
  let lone: readonly Replacement[] | null = null
  let s = state
  // The text after each step done forward, in the order applied (undo: before undoing it).
  const texts: TextBuffer[] = []
  for (const step of steps) {
    if (direction === 'undo') texts.push(s.buffer)
    let buffer: TextBuffer
    let mapped: () => readonly MappedChange[]
    if (step instanceof RowSwapStep) {
      buffer = swapped(s.buffer, direction === 'undo' ? step.undone : step.swaps, direction === 'undo' ? !step.down : step.down)
      mapped = () => step.mapped
    } else {
      const typed = direction === 'redo' ? redoneTyping(s.buffer, step) : undoneTyping(s.buffer, step)
      const changes = typed === null ? (direction === 'undo' ? inverse(step) : forward(step)) : null
      if (options.exactColumns && changes !== null && !metJoin) metJoin = pastContent(s.buffer, changes)
      if (steps.length === 1) lone = changes
      buffer = typed ?? s.buffer.applyReplacements(changes!, options)
      // Where the changes went is only asked for remote selections (Atom's patch is composed below, when asked for).
      let known: MappedChange[] | null = null
      mapped = () => (known ??= mapChanges(changes ?? (direction === 'undo' ? inverse(step) : forward(step))))
    }
    if (direction === 'redo') texts.push(buffer)
    s = s.remoteSelections
      ? { ...s, buffer, remoteSelections: mapRemoteSelections(s.remoteSelections, mapped(), buffer) }
      : isBare(s)
      ? { buffer, selections: s.selections, nextId: s.nextId, folds: s.folds, config: s.config, history: s.history, effects: s.effects }
      : { ...s, buffer }
  }
  if (!withHunks && !metJoin) return { state: s, hunks: null, clipped: false, lone }
  if (direction === 'undo') {
    steps.reverse()
    texts.reverse()
  }
  const start = direction === 'undo' ? s.buffer : state.buffer
  let hunks: Hunk[] = []
  steps.forEach((step, k) => (hunks = composeHunks(hunks, forwardHunks(step), start, texts[k]!)))
  const applied = direction === 'undo' ? invertHunks(hunks) : hunks
  const buffer = metJoin ? clippedByAtom(state.buffer, s.buffer, applied) : null
  return { state: buffer === null ? s : { ...s, buffer }, hunks: withHunks ? applied : null, clipped: buffer !== null, lone }
}

/** What `replay` gives: the state, the entry's patch when asked for, and whether Atom's clipping changed the text. */
interface Replayed {
  readonly state: EditorState
  readonly hunks: Hunk[] | null
  readonly clipped: boolean
  /** The replacements applied, for an entry of one step that was not a row swap or typing replayed as such; else null. */
  readonly lone: readonly Replacement[] | null
}

/** Whether `p` lies past its row's content in `buffer`: between the `\r` and the `\n` of a `\r\n` ending. */
const isPastContent = (buffer: TextBuffer, p: P.Pos): boolean => p.row < buffer.getLineCount() && p.column > buffer.lineLengthForRow(p.row)

/** Whether some end of `changes` lies past its row's content in `buffer`. */
const pastContent = (buffer: TextBuffer, changes: readonly Replacement[]): boolean =>
  changes.some(c => isPastContent(buffer, c.start) || isPastContent(buffer, c.end))

/**
 * The text Atom's undo or redo of a composed entry leaves, or null when it
 * is the one replayed step by step (`exact`): Atom applies the entry's
 * composed patch hunk by hunk, each range clipped to the buffer, so a hunk
 * ending between a `\r` and the `\n` it met (one `\r\n` ending, its row a
 * column shorter than the hunk's extent says) replaces from before the `\r`.
 * `hunks` go from `buffer`'s coordinates to `exact`'s, which holds their texts.
 */
const clippedByAtom = (buffer: TextBuffer, exact: TextBuffer, hunks: readonly Hunk[]): TextBuffer | null => {
  if (!hunks.some(h => isPastContent(buffer, h.start) || isPastContent(buffer, h.end))) return null
  const reps = hunks.map(h => ({ start: h.start, end: h.end, text: exact.getTextInRange({ start: h.newStart, end: h.newEnd }) }))
  return buffer.applyReplacements(reps, { normalizeLineEndings: false })
}

/**
 * Redoing typing (one text, no line break, inserted at many positions, as
 * the typing path packs it): the same text inserted at each position as
 * typing inserted it, when every position still lies inside its row's
 * content, in order; else null (the replacements then apply as any step's).
 */
const redoneTyping = (buffer: TextBuffer, step: TextStep): TextBuffer | null =>
  isTyping(step) && step.newTexts !== '' ? buffer.insertAtEachInside(step.coords, step.newTexts) : null

/** Undoing typing (see `redoneTyping`): the texts removed where typing put them, when each lies inside its row's content; else null. */
const undoneTyping = (buffer: TextBuffer, step: TextStep): TextBuffer | null =>
  isTyping(step) && step.newTexts !== '' ? buffer.removeAtEach(step.coords, step.newTexts.length) : null

/**
 * `entries` applied in turn (undone or redone, see `replay`) as Atom applies
 * the one patch composed of their patches: the folds and markers (and, with
 * `moveSelections`, for entries without snapshots, the selections) move
 * through its hunks only, so what lies in a stretch whose text came back
 * the same is left alone; then every lone surrogate half in the text the
 * hunks hold turned into U+FFFD, as Atom's history hands that text back (in
 * place: nothing moves). Also tells whether some entry was applied clipped
 * where a `\r` had met a `\n` (see `clipsJoin`, `clippedByAtom`).
 */
const replayAll = (
  state: EditorState,
  entries: readonly ChangeEntry[],
  direction: 'undo' | 'redo',
  moveSelections: boolean,
): { readonly state: EditorState; readonly clipped: boolean } => {
  // Without folds, markers, moved selections or surrogate halves to fix, the patch is not needed.
  const surrogates = entries.some(e => insertsSurrogates(e, direction))
  const withHunks = moveSelections || surrogates || state.folds.length > 0 || state.markers !== undefined
  let hunks: Hunk[] | null = null
  let s = state
  let clipped = false
  for (const e of entries) {
    const r = replay(s, e, direction, withHunks)
    clipped ||= r.clipped || clipsJoin(s, e, direction, r.lone)
    hunks = hunks === null ? r.hunks : r.hunks && composeHunks(hunks, r.hunks, state.buffer, r.state.buffer)
    s = r.state
  }
  if (hunks === null) return { state: s, clipped }
  const selections = moveSelections ? sortRecords(mapRecords(s.selections, hunks)) : s.selections
  s = { ...s, selections, folds: mapFolds(s.folds, hunks), ...(s.markers ? { markers: mapMarkers(s.markers, hunks) } : {}) }
  const fixes = surrogates ? loneSurrogateFixes(s.buffer, hunks) : []
  return { state: fixes.length === 0 ? s : { ...s, buffer: s.buffer.applyReplacements(fixes, { normalizeLineEndings: false }) }, clipped }
}

/**
 * `changes` (oldest first, ending at `state`) as Atom composes them when a
 * transaction closes: an entry of several changes is a transaction closed
 * before, its patch composed then; when its text came back the same that
 * patch has no hunk, and adds nothing to the patch composed now. Such entries
 * drop out, unless every entry does.
 */
const withoutEmptyPatches = (state: EditorState, changes: readonly ChangeEntry[]): readonly ChangeEntry[] => {
  if (changes.length < 2 || !changes.some(e => stepsOf(e.steps).length > 1)) return changes
  const empty = new Set<ChangeEntry>()
  let s = state
  for (let i = changes.length - 1; i >= 0; i--) {
    const e = changes[i]!
    const r = replay(s, e, 'undo', true)
    if (stepsOf(e.steps).length > 1 && r.hunks !== null && r.hunks.length === 0) empty.add(e)
    s = r.state
  }
  return empty.size === 0 || empty.size === changes.length ? changes : changes.filter(e => !empty.has(e))
}

/**
 * Whether undoing or redoing `entry` applies a lone change past a row's
 * content (where a `\r` met a `\n`), which the buffer clips as Atom's does:
 * the history is then marked `inexact`.
 */
const clipsJoin = (state: EditorState, entry: ChangeEntry, direction: 'undo' | 'redo', applied: readonly Replacement[] | null = null): boolean => {
  const steps = stepsOf(entry.steps)
  const step = steps[0]
  if (steps.length !== 1 || step === undefined || step instanceof RowSwapStep || composed(steps)) return false
  // The replacements `replay` applied are these (`applied`), when it applied them.
  return pastContent(state.buffer, applied ?? (direction === 'undo' ? inverse(step) : forward(step)))
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
  // A step that put a `\r` before a `\n` (one `\r\n` ending, a row a column shorter) can leave restored
  // ranges past a row's end, where Atom leaves them: they are clamped, so that every position stays valid.
  const sorted = Object.freeze(sortRecords(clampSelections(state.buffer.clamper(), selections)))
  return withPlaced(state, history, { selections: sorted, merged: isMerged(sorted) })
}

/** `withHistory` given the selections already clamped and in buffer order (see `placed`). */
const withPlaced = (state: EditorState, history: History, { selections, merged }: Pick<Placed, 'selections' | 'merged'>): EditorState => {
  const folds = clampRecords(state.buffer, state.folds)
  // A state with no other field than the seven: one literal (a rest pattern and spreads of a state are slow).
  if (merged && isBare(state)) {
    return Object.freeze({
      buffer: state.buffer, selections, nextId: state.nextId, folds: folds === state.folds ? folds : sortedFolds(folds), config: state.config, history: Object.freeze(history), effects: state.effects,
    })
  }
  const { mergeSuppressed: _, ...rest } = state
  return Object.freeze({
    ...rest,
    history: Object.freeze(history),
    selections,
    ...(folds === state.folds ? {} : { folds: sortedFolds(folds) }),
    ...(merged ? {} : { mergeSuppressed: true as const }),
  })
}

/**
 * The history after a revert (`after`), with the screen report it holds
 * (`History.redrawn`): a revert inside a transaction, closing it or not,
 * reports nothing, so what the reverted changes changed (text, or the
 * screen) and what the revert changed back stay held, past the outermost
 * transaction's end when the revert closed it; a revert outside a
 * transaction reports at once.
 */
const heldReport = (before: History, after: History, reverted: readonly ChangeEntry[]): History => {
  if (!before.openTransactions) {
    if (!after.redrawn) return after
    const { redrawn: _, ...rest } = after
    return rest
  }
  // Still inside a transaction, or the outermost one closed by this revert: held either way.
  if (after.redrawn) return after
  return before.redrawn || !reverted.every(onlyNoOps) ? { ...after, redrawn: true } : after
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

/**
 * `next`, the result of an editor-level command run on `from` (the
 * selections of `state` merged first), with the undo entry the command
 * pushed holding `state`'s selections as its "before": Atom takes that
 * snapshot when the command's transaction opens, before anything merges
 * (for every command but `deleteLine`, which merges the selections on the
 * same rows first), so undo restores the overlapping selections (one
 * merged away since comes back at the end of the editor's list).
 */
export const withSnapshotBeforeMerge = (state: EditorState, from: EditorState, next: EditorState): EditorState => {
  const stack = next.history.undoStack
  const top = stack?.head
  if (from === state || stack === from.history.undoStack || top?.kind !== 'change' || top.selectionsBefore !== snapshotOf(from.selections)) return next
  const entry: ChangeEntry = { ...top, selectionsBefore: snapshotOf(state.selections) }
  return Object.freeze({ ...next, history: Object.freeze({ ...next.history, undoStack: push(stack!.tail, entry) }) })
}

// ─── handlers ───────────────────────────────────────────────────────────────

/** One handler per history action. */
export const historyReducers: Handlers<HistoryAction> = {
  'history/undo': (state, { payload }) => {
    if (state.config.readOnly && !payload.bypassReadOnly) return state
    const popped = popToChange(state.history.undoStack)
    if (!popped) return state
    const before = snapshotFor(popped.entry, 'before', state.selections, state.layer, id => snapshotIdentity(state, id))
    const { state: s, clipped } = replayAll(state, [popped.entry], 'undo', before === null)
    // The checkpoints above the change go to the redo stack under it (Pulsar), so redo brings them back.
    let redoStack = state.history.redoStack
    for (const c of popped.above) redoStack = push(redoStack, c)
    const history = marked({ ...state.history, undoStack: popped.rest, redoStack: push(redoStack, popped.entry) }, clipped)
    if (before === null) return withHistory(s, history, s.selections)
    const back = placed(s, before, state)
    return withPlaced(withRestored(s, back), history, back)
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
    const after = snapshotFor(entry, 'after', state.selections, state.layer, id => snapshotIdentity(state, id))
    const { state: s, clipped } = replayAll(state, [entry], 'redo', after === null)
    const history = marked({ ...state.history, undoStack, redoStack: rest }, clipped)
    if (after === null) return withHistory(s, history, s.selections)
    const back = placed(s, after, state)
    return withPlaced(withRestored(s, back), history, back)
  },
  'history/createCheckpoint': (state, { payload: { isBarrier = false, transaction = false } }) => {
    const id = state.history.nextCheckpointId
    // Atom's editor holding no selection (`EditorState.unselected`): the snapshot holds none.
    const selections = snapshotOf(state.unselected ? [] : state.selections)
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
    // The selections move with the text as it goes back (Atom's markers), then take the checkpoint's snapshot.
    const changes = above.filter((e): e is ChangeEntry => e.kind === 'change')
    // Atom's editor holding no selection (`EditorState.unselected`) revives the snapshot's into none.
    const { unselected, ...rest } = state
    const from: EditorState = unselected ? { ...rest, selections: [] } : state
    const { state: s, clipped } = replayAll(from, changes, 'undo', true)
    const back = restoredMerging(s, recordsOf(cp.selections), from)
    // Pulsar's revert leaves the redo stack as it is.
    const history = heldReport(state.history, marked(closingTransactions({ ...state.history, undoStack: below }, transactionsIn([...above, cp])), clipped), changes)
    const next = withHistory(withRestored(s, back), history, back.selections)
    // No selection left inside a transaction still open: Atom's editor creates the cursor only when asked (`EditorState.unselected`).
    return back.unselected && history.openTransactions ? Object.freeze({ ...next, unselected: true as const }) : next
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
      const closedHistory = closingTransactions({ ...state.history, undoStack }, closed)
      // A screen change inside the transaction is reported, and merged after, when the outermost one ends.
      const after = withHistory(state, closedHistory)
      return state.history.redrawn && !closedHistory.openTransactions && after.mergeSuppressed ? withMerged(after, after.selections) : after
    }
    // One entry, not open for grouping with later ones (Pulsar's new Transaction); `transact` sets its interval.
    const grouped = withoutEmptyPatches(state, changes).reduce((acc, e) => mergeEntries(acc, e))
    const entry: ChangeEntry = { ...grouped, selectionsBefore: cp.selections, selectionsAfter: snapshotOf(state.selections), groupingInterval: 0 }
    const history = closingTransactions({ ...state.history, undoStack: push(rest, entry) }, closed)
    const next = withHistory(state, history)
    // The outermost transaction ends after changing text: Atom's display layer reports the changes now, and the
    // editor merges the selections that methods of one selection left intersecting (the snapshot above keeps them).
    // Changes that all replaced nothing by nothing report nothing: no merge.
    return closed > 0 && !history.openTransactions && next.mergeSuppressed && (!changes.every(onlyNoOps) || state.history.redrawn) ? withMerged(next, next.selections) : next
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
