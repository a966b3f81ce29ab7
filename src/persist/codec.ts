/**
 * The JSON form of an editor state, as io-ts codecs: what `toJSON` writes
 * and `fromJSON` accepts. Positions are `[row, column]` pairs, selection
 * records are tuples, and history steps keep their changes as numbers and
 * strings, so the size is that of the text plus the history.
 */
import * as t from 'io-ts'
import { ConfigUpdate } from '../state/config.js'

// ─── numbers ────────────────────────────────────────────────────────────────

const isNat = (u: unknown): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 0 && u <= 0x7fffffff

/** A whole number from 0 to 2³¹ − 1 (a row, a column, an id). */
export const Nat = new t.Type<number, number, unknown>('Nat', isNat, (u, c) => (isNat(u) ? t.success(u) : t.failure(u, c)), n => n)

const isFiniteNumber = (u: unknown): u is number => typeof u === 'number' && Number.isFinite(u)

/** A finite number (a timestamp, an interval). */
export const Finite = new t.Type<number, number, unknown>(
  'Finite', isFiniteNumber, (u, c) => (isFiniteNumber(u) ? t.success(u) : t.failure(u, c)), n => n,
)

// ─── selections ─────────────────────────────────────────────────────────────

/** `[row, column]`. */
export const PosJSON = t.tuple([Nat, Nat], 'Position')
export type PosJSON = t.TypeOf<typeof PosJSON>

/** `[start, end]`. */
export const SpanJSON = t.tuple([PosJSON, PosJSON], 'Range')
export type SpanJSON = t.TypeOf<typeof SpanJSON>

/** A goal column: a column, none, or the end of every line (`'Infinity'`: JSON has no infinite number). */
export const GoalJSON = t.union([Nat, t.null, t.literal('Infinity')], 'GoalColumn')
export type GoalJSON = t.TypeOf<typeof GoalJSON>

/** Flag bits of a record. */
export const REVERSED = 1
export const TAILED = 2
export const WORDWISE = 4
export const LINEWISE = 8

const OptionalSpan = t.union([SpanJSON, t.null])

/**
 * A selection record: `[id, [start, end], flags, goalColumn, screenRanges]`,
 * where `screenRanges` is null or `[goalScreenRange, initialScreenRange]`
 * (each a range or null), the rare ranges kept across vertical motions and
 * by word and line selections.
 */
export const RecordJSON = t.tuple([Nat, SpanJSON, Nat, GoalJSON, t.union([t.tuple([OptionalSpan, OptionalSpan]), t.null])], 'Selection')
export type RecordJSON = t.TypeOf<typeof RecordJSON>

/** `[id, start, end]`, and `1` after them for a fold marked but not on screen (`Fold.unshown`). */
export const FoldJSON = t.union([t.tuple([Nat, PosJSON, PosJSON, t.literal(1)]), t.tuple([Nat, PosJSON, PosJSON])], 'Fold')
export type FoldJSON = t.TypeOf<typeof FoldJSON>

// ─── history ────────────────────────────────────────────────────────────────

/** Replacements: `[start, oldEnd, newText, oldText]` each, sorted and disjoint, in the coordinates before the step. */
export const ChangesStepJSON = t.type({ changes: t.array(t.tuple([PosJSON, PosJSON, t.string, t.string])) }, 'ChangesStep')
/** One text inserted at every `[row, column]` pair of the flat list `at` (sorted, distinct). */
export const InsertionsStepJSON = t.type({ at: t.array(Nat), text: t.string }, 'InsertionsStep')
/** Row exchanges, `[first, mid, end]` triples (see `RowSwapStep`); `down` when the first run of each moved down. */
export const SwapsStepJSON = t.intersection([t.type({ swaps: t.array(Nat) }), t.partial({ down: t.boolean })], 'SwapsStep')

export const StepJSON = t.union([ChangesStepJSON, InsertionsStepJSON, SwapsStepJSON], 'Step')
export type StepJSON = t.TypeOf<typeof StepJSON>

/** Selections an undo entry restores, or null (undo moves the selections through the text instead). */
export const SnapshotJSON = t.union([t.array(RecordJSON), t.null], 'Snapshot')

/** An undoable change: its steps (newest first) and the selections around it. */
export const ChangeJSON = t.type(
  { steps: t.array(StepJSON), before: SnapshotJSON, after: SnapshotJSON, timestamp: Finite, groupingInterval: Finite },
  'Change',
)
/** A checkpoint. */
export const CheckpointJSON = t.type({ checkpoint: Nat, selections: t.array(RecordJSON), isBarrier: t.boolean }, 'Checkpoint')

export const EntryJSON = t.union([ChangeJSON, CheckpointJSON], 'HistoryEntry')
export type EntryJSON = t.TypeOf<typeof EntryJSON>

/** The stacks, newest entry first. */
export const HistoryJSON = t.intersection([
  t.type({ nextCheckpointId: Nat, undo: t.array(EntryJSON), redo: t.array(EntryJSON) }),
  t.partial({ inexact: t.literal(true) }),
], 'History')
export type HistoryJSON = t.TypeOf<typeof HistoryJSON>

// ─── state ──────────────────────────────────────────────────────────────────

/** A marker: its id, range, orientation, tail, strategy, exclusivity (null: Atom's default), validity and properties. */
export const MarkerJSON = t.type({
  id: Nat,
  start: PosJSON,
  end: PosJSON,
  reversed: t.boolean,
  tailed: t.boolean,
  invalidate: t.keyof({ never: null, surround: null, overlap: null, inside: null, touch: null }),
  exclusive: t.union([t.boolean, t.null]),
  valid: t.boolean,
  properties: t.record(t.string, t.unknown),
}, 'Marker')
export type MarkerJSON = t.TypeOf<typeof MarkerJSON>

/** The marker store: the next id, the records, and the saved text (`markSaved`) when there is one. */
export const MarkersJSON = t.intersection([t.type({ nextId: Nat, records: t.array(MarkerJSON) }), t.partial({ saved: t.string })], 'Markers')
export type MarkersJSON = t.TypeOf<typeof MarkersJSON>
/** Another user's selections: client id, name, colour, and ranges as `[start, end, reversed]`. */
export const RemoteSelectionJSON = t.type({
  clientId: t.number,
  name: t.string,
  color: t.string,
  ranges: t.array(t.tuple([PosJSON, PosJSON, t.boolean])),
}, 'RemoteSelection')
export type RemoteSelectionJSON = t.TypeOf<typeof RemoteSelectionJSON>

/** The format's version: `fromJSON` accepts this one. */
export const VERSION = 1

/** A whole editor state as JSON. Effects are not part of it: they belong to the action that made a state. */
export const EditorStateJSON = t.intersection(
  [
    t.type({
      caretaker: t.literal(VERSION),
      text: t.string,
      selections: t.array(RecordJSON),
      nextId: Nat,
      folds: t.array(FoldJSON),
      config: ConfigUpdate,
      history: HistoryJSON,
    }),
    t.partial({
      mergeSuppressed: t.literal(true),
      /** Atom's editor holds no selection yet (see `EditorState.unselected`). */
      unselected: t.literal(true),
      markers: MarkersJSON,
      /** The select-next commands' memory (see `state/select-next.ts`). */
      remoteSelections: t.array(RemoteSelectionJSON),
      selectNext: t.type({ word: t.union([t.type({ id: Nat, range: SpanJSON }), t.null]), ranges: t.array(SpanJSON) }),
      /** Revived selections: `[id, the id the history's snapshots know it by]` each (see `EditorState.revived`). */
      revived: t.array(t.tuple([Nat, Nat])),
      /** Cursors' unheard moves: `[id, reported screen position, head]` each (see `EditorState.unreported`). */
      unreported: t.array(t.tuple([Nat, PosJSON, PosJSON])),
    }),
  ],
  'EditorStateJSON',
)
export type EditorStateJSON = t.TypeOf<typeof EditorStateJSON>
