/**
 * Saving a state and loading it back: `toJSON(state)` is plain JSON data
 * (redux-persist, devtools export, a worker, a server), `fromJSON(json)`
 * decodes and checks it and builds the state again: the text byte for byte
 * (line endings included), the selections with their ids, orientation and
 * goal columns, the folds, the settings and the undo and redo history. A
 * value that is not such a state is a `Left` with readable messages, never a
 * broken state. Effects are not saved: a loaded state performs nothing.
 */
import * as E from '../values/either.js'
import * as t from 'io-ts'
import { TextBuffer } from '../buffer/text-buffer.js'
import { makeConfig } from '../state/config.js'
import type { EditorState, Fold, SelectionRecord } from '../state/editor-state.js'
import {
  oldTextAt, PACK_MIN, PackedStep, recordsOf, replacementsOf, RowSwapStep, snapshotOf, stepsOf, toArray, withStep,
  type ChangeEntry, type History, type HistoryEntry, type SelectionSnapshot, type Stack, type Step, type StepChange, type Steps,
} from '../state/history.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import {
  EditorStateJSON, LINEWISE, REVERSED, TAILED, VERSION, WORDWISE,
  type EntryJSON, type FoldJSON, type GoalJSON, type HistoryJSON, type MarkerJSON, type MarkersJSON, type PosJSON, type RecordJSON, type RemoteSelectionJSON, type SpanJSON, type StepJSON,
} from './codec.js'
import { checkState } from './check.js'
import type { MarkerRecord, MarkerStore } from '../state/markers.js'
import type { SelectNextState } from '../state/select-next.js'
import type { RemoteSelection } from '../state/remote.js'

export { EditorStateJSON } from './codec.js'

/** Why a value could not be loaded: readable lines, one per problem. */
export interface LoadError {
  readonly _tag: 'LoadError'
  readonly messages: readonly string[]
}

// ─── saving ─────────────────────────────────────────────────────────────────

const posJSON = (p: Pos): PosJSON => [p.row, p.column]
const spanJSON = (s: Span | null): SpanJSON | null => (s === null ? null : [posJSON(s.start), posJSON(s.end)])
const goalJSON = (g: number | null): GoalJSON => (g === Infinity ? 'Infinity' : g)

const recordJSON = (s: SelectionRecord): RecordJSON => [
  s.id,
  [posJSON(s.start), posJSON(s.end)],
  (s.reversed ? REVERSED : 0) | (s.tailed ? TAILED : 0) | (s.wordwise ? WORDWISE : 0) | (s.linewise ? LINEWISE : 0),
  goalJSON(s.goalColumn),
  s.goalScreenRange === null && s.initialScreenRange === null ? null : [spanJSON(s.goalScreenRange), spanJSON(s.initialScreenRange)],
]

const snapshotJSON = (snap: SelectionSnapshot): RecordJSON[] => recordsOf(snap).map(recordJSON)
const optionalSnapshotJSON = (snap: SelectionSnapshot | null): RecordJSON[] | null => (snap === null ? null : snapshotJSON(snap))

const stepJSON = (step: Step): StepJSON => {
  if (step instanceof RowSwapStep) return step.down ? { swaps: Array.from(step.swaps), down: true } : { swaps: Array.from(step.swaps) }
  if (step instanceof PackedStep && step.stride === 2 && typeof step.newTexts === 'string' && step.oldTexts === '')
    return { at: Array.from(step.coords), text: step.newTexts }
  return { changes: replacementsOf(step).map((r, i) => [posJSON(r.start), posJSON(r.end), r.text, oldTextAt(step, i)]) }
}

const entryJSON = (e: HistoryEntry): EntryJSON =>
  e.kind === 'checkpoint'
    ? { checkpoint: e.id, selections: snapshotJSON(e.selections), isBarrier: e.isBarrier }
    : {
        steps: stepsOf(e.steps).map(stepJSON),
        before: optionalSnapshotJSON(e.selectionsBefore),
        after: optionalSnapshotJSON(e.selectionsAfter),
        timestamp: e.timestamp,
        groupingInterval: e.groupingInterval,
      }

const historyJSON = (h: History): HistoryJSON => ({
  nextCheckpointId: h.nextCheckpointId,
  undo: toArray(h.undoStack).map(entryJSON),
  redo: toArray(h.redoStack).map(entryJSON),
  ...(h.inexact === true ? { inexact: true as const } : {}),
})

const markersJSON = (m: MarkerStore): MarkersJSON => ({
  nextId: m.nextId,
  records: m.records.map(r => ({ ...r, start: posJSON(r.start), end: posJSON(r.end), properties: { ...r.properties } })),
  ...(m.saved ? { saved: m.saved.getText() } : {}),
})

/**
 * The state as plain JSON data: the text once, selections and folds as
 * numbers, the settings, and the history as the text each change inserted
 * and replaced. `JSON.stringify` it to store it; `fromJSON` loads it.
 */
export const toJSON = (s: EditorState): EditorStateJSON => ({
  caretaker: VERSION,
  text: s.buffer.getText(),
  selections: s.selections.map(recordJSON),
  nextId: s.nextId,
  folds: s.folds.map((f): FoldJSON => (f.unshown ? [f.id, posJSON(f.start), posJSON(f.end), 1] : [f.id, posJSON(f.start), posJSON(f.end)])),
  config: { ...s.config },
  history: historyJSON(s.history),
  ...(s.mergeSuppressed ? { mergeSuppressed: true as const } : {}),
  ...(s.unselected ? { unselected: true as const } : {}),
  ...(s.markers ? { markers: markersJSON(s.markers) } : {}),
  ...(s.selectNext ? { selectNext: { word: s.selectNext.word && { id: s.selectNext.word.id, range: spanJSON(s.selectNext.word.range)! }, ranges: s.selectNext.ranges.map(r => spanJSON(r)!) } } : {}),
  ...(s.revived ? { revived: Object.entries(s.revived).map(([id, identity]): [number, number] => [Number(id), identity]) } : {}),
  ...(s.unreported ? { unreported: Object.entries(s.unreported).map(([id, u]): [number, PosJSON, PosJSON] => [Number(id), posJSON(u.reported), posJSON(u.at)]) } : {}),
  ...(s.remoteSelections ? { remoteSelections: s.remoteSelections.map(r => ({ ...r, ranges: r.ranges.map((x): [PosJSON, PosJSON, boolean] => [posJSON(x.start), posJSON(x.end), x.reversed]) })) } : {}),
})

// ─── loading ────────────────────────────────────────────────────────────────

const pos = ([row, column]: PosJSON): Pos => P.pos(row, column)
const spanOf = ([s, e]: SpanJSON): Span => Object.freeze({ start: pos(s), end: pos(e) })
const selectNextState = (j: NonNullable<EditorStateJSON['selectNext']>): SelectNextState =>
  Object.freeze({ word: j.word && Object.freeze({ id: j.word.id, range: spanOf(j.word.range) }), ranges: Object.freeze(j.ranges.map(spanOf)) })

/** The marker store; a saved text equal to the text is the buffer itself (unmodified). */
const markerStore = (j: MarkersJSON, buffer: TextBuffer): MarkerStore => {
  const records = Object.freeze(j.records.map((m): MarkerRecord => Object.freeze({ ...m, start: pos(m.start), end: pos(m.end), properties: Object.freeze({ ...m.properties }) })))
  if (j.saved === undefined) return Object.freeze({ nextId: j.nextId, records })
  return Object.freeze({ nextId: j.nextId, records, saved: j.saved === buffer.getText() ? buffer : TextBuffer.fromString(j.saved) })
}
const span = (s: SpanJSON | null): Span | null => (s === null ? null : { start: pos(s[0]), end: pos(s[1]) })

const record = ([id, [s, e], flags, goal, screen]: RecordJSON): SelectionRecord => {
  const start = pos(s)
  return {
    id,
    start,
    // One position object for an empty range, as the reducers keep it.
    end: s[0] === e[0] && s[1] === e[1] ? start : pos(e),
    reversed: (flags & REVERSED) !== 0,
    tailed: (flags & TAILED) !== 0,
    goalColumn: goal === 'Infinity' ? Infinity : goal,
    goalScreenRange: screen === null ? null : span(screen[0]),
    initialScreenRange: screen === null ? null : span(screen[1]),
    wordwise: (flags & WORDWISE) !== 0,
    linewise: (flags & LINEWISE) !== 0,
  }
}

const records = (list: readonly RecordJSON[]): readonly SelectionRecord[] => Object.freeze(list.map(record))
const snapshot = (list: readonly RecordJSON[]): SelectionSnapshot => snapshotOf(records(list))

const step = (j: StepJSON): Step => {
  if ('swaps' in j) return new RowSwapStep(Int32Array.from(j.swaps), j.down === true)
  if ('at' in j) return PackedStep.insertions(Int32Array.from(j.at), j.text)
  const changes: StepChange[] = j.changes.map(([s, e, newText, oldText]) => {
    const start = pos(s)
    return { start, oldEnd: s[0] === e[0] && s[1] === e[1] ? start : pos(e), oldText, newText }
  })
  if (changes.length === 1) return changes[0]!
  if (changes.length < PACK_MIN) return changes
  return PackedStep.of(changes.map(c => ({ start: c.start, end: c.oldEnd, text: c.newText })), changes.map(c => c.oldText))
}

const entry = (j: EntryJSON): HistoryEntry => {
  if ('checkpoint' in j) return { kind: 'checkpoint', id: j.checkpoint, selections: snapshot(j.selections), isBarrier: j.isBarrier }
  const [newest, ...older] = j.steps.map(step)
  // Steps are saved newest first; an entry keeps the one step itself, or a stack.
  let steps: Steps = older.length === 0 ? newest! : older.at(-1)!
  for (let i = older.length - 2; i >= 0; i--) steps = withStep(steps, older[i]!)
  if (older.length > 0) steps = withStep(steps, newest!)
  const change: ChangeEntry = {
    kind: 'change',
    steps,
    selectionsBefore: j.before === null ? null : snapshot(j.before),
    selectionsAfter: j.after === null ? null : snapshot(j.after),
    timestamp: j.timestamp,
    groupingInterval: j.groupingInterval,
  }
  return change
}

const stack = (list: readonly EntryJSON[]): Stack<HistoryEntry> => {
  let s: Stack<HistoryEntry> = null
  for (let i = list.length - 1; i >= 0; i--) s = { head: entry(list[i]!), tail: s }
  return s
}

const fail = (messages: readonly string[]): E.Either<LoadError, never> => E.left({ _tag: 'LoadError', messages })

const isMember = (type: t.Decoder<unknown, unknown> | undefined): boolean => type instanceof t.IntersectionType || type instanceof t.UnionType

/** `path: expected Type, got value`, the path without union and intersection member indexes. */
const describe = (e: t.ValidationError): string => {
  const path = e.context
    .filter((c, i) => c.key !== '' && !isMember(e.context[i - 1]?.type))
    .map(c => c.key)
    .join('.')
  // A member of an intersection describes part of one object: name the intersection.
  let last = e.context.length - 1
  while (last > 0 && e.context[last - 1]!.type instanceof t.IntersectionType) last--
  let shown: string
  try {
    shown = JSON.stringify(e.value) ?? String(e.value)
  } catch {
    shown = String(e.value)
  }
  if (shown.length > 60) shown = `${shown.slice(0, 57)}...`
  return `${path || '(root)'}: expected ${e.context[last]?.type.name ?? 'a value'}, got ${shown}`
}

/**
 * Load a state saved by `toJSON` (after `JSON.parse`, or as it is): decoded
 * with the `EditorStateJSON` codec, built, and checked (positions in the
 * text, selection and fold order, settings, and the whole undo and redo
 * history replayed against the text). Anything else is a `Left`.
 */
export const fromJSON = (json: unknown): E.Either<LoadError, EditorState> => {
  const decoded = EditorStateJSON.decode(json)
  if (E.isLeft(decoded)) return fail([...new Set(decoded.left.map(describe))].slice(0, 20))
  const j = decoded.right
  if (j.nextId < 1 || j.history.nextCheckpointId < 1) return fail(['nextId and history.nextCheckpointId start at 1'])
  const buffer = TextBuffer.fromString(j.text)
  const folds: readonly Fold[] = Object.freeze(j.folds.map(([id, s, e, unshown]): Fold => Object.freeze(unshown ? { id, start: pos(s), end: pos(e), unshown: true as const } : { id, start: pos(s), end: pos(e) })))
  const state: EditorState = Object.freeze({
    buffer,
    selections: records(j.selections),
    nextId: j.nextId,
    folds: folds.length === 0 ? noFolds : folds,
    config: makeConfig(j.config),
    history: Object.freeze({ undoStack: stack(j.history.undo), redoStack: stack(j.history.redo), nextCheckpointId: j.history.nextCheckpointId, ...(j.history.inexact === true ? { inexact: true as const } : {}) }),
    effects: noEffects,
    ...(j.mergeSuppressed ? { mergeSuppressed: true as const } : {}),
    ...(j.unselected ? { unselected: true as const } : {}),
    ...(j.markers ? { markers: markerStore(j.markers, buffer) } : {}),
    ...(j.selectNext ? { selectNext: selectNextState(j.selectNext) } : {}),
    ...(j.remoteSelections ? { remoteSelections: remoteSelections(j.remoteSelections) } : {}),
    ...(j.revived ? { revived: Object.freeze(Object.fromEntries(j.revived)) } : {}),
    ...(j.unreported ? { unreported: Object.freeze(Object.fromEntries(j.unreported.map(([id, r, a]) => [id, Object.freeze({ reported: pos(r), at: pos(a) })]))) } : {}),
  })
  if (buffer.getText() !== j.text) return fail(['text: the buffer does not give the text back'])
  const problem = checkState(state)
  return problem === null ? E.right(state) : fail([problem])
}

const remoteSelections = (list: readonly RemoteSelectionJSON[]): readonly RemoteSelection[] =>
  Object.freeze(list.map(r => Object.freeze({
    clientId: r.clientId,
    name: r.name,
    color: r.color,
    ranges: Object.freeze(r.ranges.map(([s, e, reversed]) => Object.freeze({ start: pos(s), end: pos(e), reversed }))),
  })))

const noFolds: readonly Fold[] = Object.freeze([])
const noEffects: EditorState['effects'] = Object.freeze([])
