/**
 * The editor state: one persistent, frozen value.
 *
 * Everything a Redux store, a property test or a time-travelling host needs:
 * the text, the selections, folds, settings and undo history. Old states
 * stay valid forever and share structure with new ones.
 */
import { TextBuffer } from '../buffer/text-buffer.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { makeConfig, type Config } from './config.js'
import { emptyHistory, type History } from './history.js'
import type { MarkerStore } from './markers.js'
import type { SelectNextState } from './select-next.js'
import type { RemoteSelection } from './remote.js'

// ─── model ──────────────────────────────────────────────────────────────────

/**
 * One selection and its cursor, as plain data (Atom's selection marker plus
 * the Selection and Cursor fields that outlive a method call).
 *
 * `start <= end` always; `reversed` says the head (the cursor) is `start`.
 * A `tailed: false` record is a bare cursor: empty, never reversed, and
 * pushed forward by text inserted at its position (Atom's exclusive marker).
 */
export interface SelectionRecord {
  /** Stable identity, increasing with creation order: the largest is the last selection. */
  readonly id: number
  readonly start: Pos
  readonly end: Pos
  readonly reversed: boolean
  readonly tailed: boolean
  /** The screen column vertical motions aim for, or null. */
  readonly goalColumn: number | null
  /** The range `addSelectionBelow/Above` keep across short lines, or null. */
  readonly goalScreenRange: Span | null
  /** Set by selectWord/selectLine: what a drag keeps selected. */
  readonly initialScreenRange: Span | null
  readonly wordwise: boolean
  readonly linewise: boolean
}

/**
 * A folded buffer range, kept in `EditorState.folds`: the screen shows the
 * outermost folds as one fold character each, and edits move a fold or
 * destroy it when they overlap its boundaries (see `display/folds.ts`).
 */
export interface Fold {
  readonly id: number
  readonly start: Pos
  readonly end: Pos
  /**
   * Marked but not on screen: Atom's `moveLineUp` folded it again from row
   * -1 (a group widened to row 0 by a fold), and its display layer's update
   * from that row left it out of the screen rows. The fold queries see it;
   * the screen does not, until the display layer indexes rows from row 0
   * again (an edit there, a fold made or destroyed there).
   */
  readonly unshown?: true
}

/** Something a reducer asks the host to do, as data (autoscroll, clipboard writes). */
export type Effect =
  | { readonly type: 'autoscroll'; readonly screenRange: Span; readonly options: Readonly<Record<string, unknown>> }
  | { readonly type: 'clipboardWrite'; readonly text: string; readonly metadata: Readonly<Record<string, unknown>> }

/** The whole editor as one persistent value. */
export interface EditorState {
  readonly buffer: TextBuffer
  /** Sorted by buffer range (start ascending, end descending), then id; disjoint by Atom's merge rules. */
  readonly selections: readonly SelectionRecord[]
  /** The id the next created selection gets. */
  readonly nextId: number
  readonly folds: readonly Fold[]
  readonly config: Config
  readonly history: History
  /** Effects produced by the last action (replaced, not accumulated, by every action). */
  readonly effects: readonly Effect[]
  /**
   * Set when the editor-level `selectToScreenPosition` with
   * `suppressSelectionMerge` (a mouse drag) left the selections sorted but
   * possibly intersecting. Selection and cursor actions work on them as they
   * are and merge afterwards; any other action merges them first.
   */
  readonly mergeSuppressed?: true
  /**
   * Set by the reducer, for one action, while a text change made by a method
   * of one selection (or `setTextInBufferRange`) runs inside an open
   * transaction: the edit leaves the selections sorted but unmerged, as Atom
   * merges them only when the outermost transaction ends. Never in a state
   * the reducer returns.
   */
  readonly mergeDeferred?: true
  /** Markers made by `markBufferRange` and friends (absent until the first one; see `markers.ts`). */
  readonly markers?: MarkerStore
  /** What the select-next commands keep between commands (absent until the first one; see `select-next.ts`). */
  readonly selectNext?: SelectNextState
  /** Other users' selections in a shared document (absent until the first; see `remote.ts` and `caretaker/yjs`). */
  readonly remoteSelections?: readonly RemoteSelection[]
  /**
   * Which editor of a shared document this is (`joinDocument` numbers each
   * editor that joins; the first has none): an undo entry of an edit made
   * through the shared buffer keeps each editor's selections under it.
   */
  readonly layer?: number
  /**
   * Selections an undo, redo or revert brought back after they were
   * destroyed, by their id, mapped to the id the history's snapshots know
   * them by. Atom revives the same selection marker (its id unchanged) but
   * appends a new Selection at the end of the editor's list; here the
   * revived selection takes a new id (its place at the end) and this
   * record (plain data: ids) keeps its identity for later restores (absent
   * until the first revival).
   */
  readonly revived?: Readonly<Record<number, number>>
  /**
   * Cursors a text change inside the open transaction moved without Atom's
   * buffer having reported it yet (it reports when a transaction closes),
   * by id: they keep their goal columns until then (see
   * `reducers/reported-goals.ts`). Absent outside transactions.
   */
  readonly unreported?: Readonly<Record<number, Unreported>>
  /**
   * Set when a revert inside a transaction that stays open left Atom's
   * editor with no selection at all (the selections it revived merged into
   * ones the revert then destroyed). Atom creates a cursor at the start only
   * when it is next asked for its selections; the cursor at the start here
   * stands for it. A selection or cursor added next is added to none, so that
   * cursor goes; any other action keeps it (see `reducers/unselected.ts`).
   */
  readonly unselected?: true
}

/** A cursor's unreported move: where its marker last reported its head (screen), and where the head went (buffer). */
export interface Unreported {
  readonly reported: Pos
  readonly at: Pos
}

/** Options of `createEditorState`: the text, settings, and where the first cursor goes. */
export interface EditorStateOptions extends Partial<Config> {
  readonly text?: string
  readonly buffer?: TextBuffer
  readonly initialLine?: number
  readonly initialColumn?: number
  readonly suppressCursorCreation?: boolean
}

// ─── constructors ───────────────────────────────────────────────────────────

const noEffects: readonly Effect[] = Object.freeze([])
const noFolds: readonly Fold[] = Object.freeze([])

/** A bare cursor record at `p` (not frozen: the hot path builds many). */
export const bareCursor = (id: number, p: Pos): SelectionRecord => ({
  id,
  start: p,
  end: p,
  reversed: false,
  tailed: false,
  goalColumn: null,
  goalScreenRange: null,
  initialScreenRange: null,
  wordwise: false,
  linewise: false,
})

/**
 * A bare cursor record at `p` (the same as `bareCursor`). Records are never
 * frozen (the state holding them is): a frozen record would have a hidden
 * class of its own.
 */
export const cursorRecord: (id: number, p: Pos) => SelectionRecord = bareCursor

/** The fields `recordWith` replaces. */
export type RecordChanges = { -readonly [K in keyof SelectionRecord]?: SelectionRecord[K] }

/**
 * `s` with the fields of `c` replaced, as one object literal of the record's
 * fixed shape. Every record is made by such a literal, so that all have one
 * hidden class: a spread copy (`{ ...s, tailed: true }`) gets a hidden class
 * of its own, which V8 keeps only while copies of it live; code compiled for
 * it is thrown away once they are gone and compiled again at the next copy.
 */
export const recordWith = (s: SelectionRecord, c: RecordChanges): SelectionRecord => ({
  id: c.id ?? s.id,
  start: c.start ?? s.start,
  end: c.end ?? s.end,
  reversed: c.reversed ?? s.reversed,
  tailed: c.tailed ?? s.tailed,
  goalColumn: c.goalColumn !== undefined ? c.goalColumn : s.goalColumn,
  goalScreenRange: c.goalScreenRange !== undefined ? c.goalScreenRange : s.goalScreenRange,
  initialScreenRange: c.initialScreenRange !== undefined ? c.initialScreenRange : s.initialScreenRange,
  wordwise: c.wordwise ?? s.wordwise,
  linewise: c.linewise ?? s.linewise,
})

/**
 * `s` with a new range, orientation, tail flag and goal column: one object
 * literal of a fixed shape (much cheaper than a spread on the hot path).
 */
export const withRange = (
  s: SelectionRecord,
  start: Pos,
  end: Pos,
  reversed: boolean,
  tailed: boolean,
  goalColumn: number | null = s.goalColumn,
): SelectionRecord => ({
  id: s.id,
  start,
  // One position object for an empty range.
  end: end !== start && end.row === start.row && end.column === start.column ? start : end,
  reversed,
  tailed,
  goalColumn,
  goalScreenRange: s.goalScreenRange,
  initialScreenRange: s.initialScreenRange,
  wordwise: s.wordwise,
  linewise: s.linewise,
})

/** A tailed selection record over `range` (not frozen, as `bareCursor`: `setSelectedBufferRanges` builds one per range). */
export const selectionRecord = (id: number, range: Span, reversed = false): SelectionRecord => selectionRecordAt(id, range.start, range.end, reversed)

/** `selectionRecord` over `start`..`end` (start before end), without a range object. */
export const selectionRecordAt = (id: number, start: Pos, end: Pos, reversed = false): SelectionRecord =>
  ({
    id,
    start,
    end: P.equals(start, end) ? start : end,
    reversed,
    tailed: true,
    goalColumn: null,
    goalScreenRange: null,
    initialScreenRange: null,
    wordwise: false,
    linewise: false,
  })

/** A new editor state with Atom's defaults and one cursor at `[initialLine, initialColumn]` (clipped). */
export const createEditorState = (options: EditorStateOptions = {}): EditorState => {
  const { text, buffer: given, initialLine = 0, initialColumn = 0, suppressCursorCreation = false, ...config } = options
  const buffer = given ?? TextBuffer.fromString(text ?? '')
  const first = buffer.clampPosition(P.pos(initialLine, initialColumn))
  return Object.freeze({
    buffer,
    selections: Object.freeze(suppressCursorCreation ? [] : [cursorRecord(1, first)]),
    nextId: 2,
    folds: noFolds,
    config: makeConfig(config),
    history: emptyHistory,
    effects: noEffects,
  })
}

/**
 * Whether `s` holds only the seven fields every state has: a literal of them
 * then copies it (one shape, and much faster than a spread or a rest pattern
 * of a frozen state).
 */
export const isBare = (s: EditorState): boolean =>
  s.mergeSuppressed === undefined && s.mergeDeferred === undefined && s.markers === undefined && s.selectNext === undefined &&
  s.remoteSelections === undefined && s.layer === undefined && s.revived === undefined && s.unreported === undefined && s.unselected === undefined

/**
 * `s` with `history` as a frozen state object of one fixed shape (all fields
 * written in one literal: smaller and faster to read than the copies spreads
 * make).
 */
export const freezeState = (s: EditorState, history: History = s.history): EditorState =>
  Object.freeze(
    s.markers || s.remoteSelections || s.revived || s.unreported || s.unselected
      ? { ...s, history }
      : s.layer !== undefined
      ? { buffer: s.buffer, selections: s.selections, nextId: s.nextId, folds: s.folds, config: s.config, history, effects: s.effects, layer: s.layer, ...(s.mergeSuppressed ? { mergeSuppressed: true as const } : {}) }
      : s.mergeSuppressed
      ? { buffer: s.buffer, selections: s.selections, nextId: s.nextId, folds: s.folds, config: s.config, history, effects: s.effects, mergeSuppressed: true as const }
      : { buffer: s.buffer, selections: s.selections, nextId: s.nextId, folds: s.folds, config: s.config, history, effects: s.effects },
  )

// ─── selectors ──────────────────────────────────────────────────────────────

/** The id the history's snapshots know selection `id` by (see `EditorState.revived`). */
export const snapshotIdentity = (state: Pick<EditorState, 'revived'>, id: number): number => state.revived?.[id] ?? id

/**
 * Whether selection `id` is one an undo, redo or revert revived (see
 * `EditorState.revived`). Atom's marker layer puts the destroyed marker
 * back without listening for its changes again, so a text change that moves
 * it reports nothing: its cursor keeps its goal column. Moves made through
 * the marker's own API still report.
 */
export const isRevived = (state: Pick<EditorState, 'revived'>, id: number): boolean => state.revived?.[id] !== undefined

/** The head (cursor position) of a record. */
export const head = (s: SelectionRecord): Pos => (s.reversed ? s.start : s.end)

/** The tail of a record (the head for a bare cursor). */
export const tail = (s: SelectionRecord): Pos => (s.tailed ? (s.reversed ? s.end : s.start) : head(s))

/** Atom's `Selection::isReversed`. */
export const isReversed = (s: SelectionRecord): boolean => s.tailed && s.reversed

/** Atom's `Selection::isEmpty`. */
export const isEmpty = (s: SelectionRecord): boolean => P.equals(s.start, s.end)

/** Per selection array: lookups so far, then (from the `SCANS`-th on) an id index. */
const indexes = new WeakMap<readonly SelectionRecord[], Map<number, SelectionRecord> | number>()
const SCANS = 8

/**
 * Where the last few ids a scan looked for were found, in whichever array: a
 * memo only (a hint is checked against the array before it is used), so the
 * answer is the same without it.
 */
const places = new Map<number, number>()
const PLACES_MAX = 64

/**
 * The record with `id`, or undefined. The first few lookups in a selection
 * array scan it; after that an id index is built and kept for that array
 * (derived, cached weakly). A few lookups per state (adding cursors one by
 * one) cost scans, never an index each.
 */
export const findSelection = (state: EditorState, id: number): SelectionRecord | undefined => {
  const list = state.selections
  if (list.length < 16) return list.find(s => s.id === id)
  // The place an id was last found at: the next state's list (an edit's, a motion's) mostly keeps it there.
  const hint = places.get(id)
  if (hint !== undefined && hint < list.length && list[hint]!.id === id) return list[hint]
  let index = indexes.get(list) ?? 0
  if (typeof index === 'number') {
    if (index < SCANS) {
      indexes.set(list, index + 1)
      const i = list.findIndex(s => s.id === id)
      if (i < 0) return undefined
      if (places.size >= PLACES_MAX) places.clear()
      places.set(id, i)
      return list[i]
    }
    index = new Map()
    for (const s of list) index.set(s.id, s)
    indexes.set(list, index)
  }
  return index.get(id)
}

/** The last (most recently added, surviving) selection. */
export const lastSelection = (state: EditorState): SelectionRecord | undefined => {
  let last: SelectionRecord | undefined
  for (const s of state.selections) if (!last || s.id > last.id) last = s
  return last
}

/** Selections in creation order (Atom's `getSelections()` order). */
export const selectionsInCreationOrder = (state: EditorState): SelectionRecord[] => {
  const list = state.selections
  // Ids are unique: a list already in id order (one selection, or cursors added top to bottom) needs no sort.
  // (A spread, not `slice`, copies it: `slice` of a frozen array takes a slow path.)
  for (let i = 1; i < list.length; i++) if (list[i - 1]!.id > list[i]!.id) return [...list].sort((a, b) => a.id - b.id)
  return [...list]
}
