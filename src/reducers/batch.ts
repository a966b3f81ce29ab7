/**
 * The edit machinery: every text change goes through here. A batch of
 * sorted, disjoint replacements is applied to the buffer in one call,
 * selections (and folds) are mapped through it in one pass, and the batch is
 * recorded as one step of an undo entry. Several batches of one action form
 * one entry (a draft collects them).
 */
import type { Replacement, TextBuffer } from '../buffer/text-buffer.js'
import { hasInsertedBreak } from '../buffer/lines.js'
import { freezeState, head, isRevived, withRange, type EditorState, type SelectionRecord } from '../state/editor-state.js'
import * as S from '../display/screen.js'
import { groupLastChanges, PACK_MIN, PackedStep, recordStep, withStep, type OldText, type Step, type StepChange } from '../state/history.js'

/** Replaced ranges spanning more rows than this are kept by reference to the old buffer in the undo history. */
const LARGE_ROWS = 64
import {
  clearTail, clampRecords, joinedCR, mapChanges, mapRecords, normalize, sortRecords, withNormalized, type MappedChange, type MergeOptions,
} from '../state/selections.js'
import { push, replacementsOf, RowSwapStep, type Stack } from '../state/history.js'
import { mapMarkers } from '../state/markers.js'
import { mapRemoteSelections } from '../state/remote.js'
import { mapFolds, sortedFolds } from '../display/folds.js'
import * as P from '../values/pos.js'
import type { Pos } from '../values/pos.js'

// ─── line endings ───────────────────────────────────────────────────────────

/**
 * Atom's insert normalisation (§5.2): every line break in `text` becomes the
 * ending of the row where the change starts, else that of the previous row;
 * unchanged when neither exists.
 */
export const normalizeText = (buffer: TextBuffer, at: Pos, text: string): string => {
  if (!hasInsertedBreak(text)) return text
  return withEnding(text, buffer.lineEndingForRow(at.row) || (at.row > 0 ? buffer.lineEndingForRow(at.row - 1) : ''))
}

/** `text` with every line break made `ending` (unchanged for no ending). */
const withEnding = (text: string, ending: string): string =>
  // Already in LF form: nothing to replace (a large paste is not rewritten).
  !ending || (ending === '\n' && text.indexOf('\r') < 0) ? text : text.replace(/\r\n|\n|\r/g, ending)

/**
 * `normalizeText` for the `i`th replacement of a batch applied in buffer
 * order, as Atom's editor commands apply their selections' edits one after
 * another: the row the change starts on keeps its own ending (the earlier
 * edits are before it), but on the last row, which has none, the break
 * before the change is read on the buffer as the earlier edits of the batch
 * left it (`texts` holds their inserted texts).
 */
const normalizeInBatch = (buffer: TextBuffer, reps: readonly Replacement[], texts: readonly string[], i: number): string => {
  const r = reps[i]!
  if (i === 0 || r.start.row !== buffer.getLastRow() || !hasInsertedBreak(r.text)) return normalizeText(buffer, r.start, r.text)
  let at = r.start
  for (let j = i - 1; j >= 0; j--) {
    const prev = reps[j]!
    // Unchanged text holding a break lies between the two: the break is the old row's.
    if (prev.end.row < at.row) break
    const text = texts[j]!
    const lf = text.lastIndexOf('\n')
    if (lf >= 0) return withEnding(r.text, lf > 0 && text[lf - 1] === '\r' ? '\r\n' : '\n')
    at = prev.start
  }
  return withEnding(r.text, at.row > 0 ? buffer.lineEndingForRow(at.row - 1) : '')
}

// ─── raw application ────────────────────────────────────────────────────────

/**
 * Apply sorted, disjoint, already-normalised replacements to the buffer: the
 * one place text changes. Returns the new buffer and the changes in both
 * coordinate systems (for mapping selections and folds).
 */
export const applyRaw = (state: EditorState, changes: readonly Replacement[]): { buffer: TextBuffer; mapped: MappedChange[] } => ({
  buffer: state.buffer.applyReplacements(changes, { normalizeLineEndings: false }),
  mapped: mapChanges(changes),
})

// ─── drafts ─────────────────────────────────────────────────────────────────

/** An edit in progress: the state so far and the steps applied since `start`. */
export interface Draft {
  readonly start: EditorState
  readonly state: EditorState
  readonly steps: Stack<Step>
  /**
   * For each batch applied (newest first), the selections just before it and
   * its changes: what a bare undo entry snapshots (see `commit`).
   */
  readonly marks?: Stack<BatchMark>
  /**
   * The selections before the batches' merge, when it merged some (kept by
   * batches run with `keepUnmerged`, and moved through the later ones): what
   * Atom snapshots for redo at the end of a command that merges only
   * afterwards (`mutateSelectedText`).
   */
  readonly unmerged?: readonly SelectionRecord[]
}

/** The selections just before a batch, and the batch's changes in both coordinate systems. */
export interface BatchMark {
  readonly before: readonly SelectionRecord[]
  readonly mapped: readonly MappedChange[]
}

/** Begin an edit of `state`. */
export const draft = (state: EditorState): Draft => ({ start: state, state, steps: null })

/**
 * Placements by selection id backed by one array, in the order they were
 * made: a sweep that places every selection needs no hashing; lookups by id
 * build an index the first time they are asked for.
 */
export class Placements implements ReadonlyMap<number, SelectionRecord> {
  private index: Map<number, SelectionRecord> | null = null
  constructor(readonly records: readonly SelectionRecord[]) {}
  private byId(): Map<number, SelectionRecord> {
    return (this.index ??= new Map(this.records.map(r => [r.id, r])))
  }
  get size(): number {
    return this.records.length
  }
  get(id: number): SelectionRecord | undefined {
    return this.byId().get(id)
  }
  has(id: number): boolean {
    return this.byId().has(id)
  }
  forEach(f: (value: SelectionRecord, key: number, map: ReadonlyMap<number, SelectionRecord>) => void): void {
    for (const r of this.records) f(r, r.id, this)
  }
  *entries(): MapIterator<[number, SelectionRecord]> {
    for (const r of this.records) yield [r.id, r]
  }
  *keys(): MapIterator<number> {
    for (const r of this.records) yield r.id
  }
  *values(): MapIterator<SelectionRecord> {
    yield* this.records
  }
  [Symbol.iterator](): MapIterator<[number, SelectionRecord]> {
    return this.entries()
  }
}

/** Options of one batch. */
export interface BatchOptions {
  readonly normalizeLineEndings?: boolean
  /**
   * Record replacements that change nothing (an empty range replaced by
   * nothing), as Atom's buffer records every `setTextInRange` it is asked
   * for: the undo entry changes no text but restores the selections, and
   * clears the redo stack.
   */
  readonly keepNoOps?: boolean
  /** Keep the placed selections as they were before merging (`Draft.unmerged`). */
  readonly keepUnmerged?: boolean
}

/**
 * Apply sorted, disjoint replacements (old coordinates) to the draft's
 * buffer. Selections other than those `place` returns are moved like
 * markers; `place` gives new records for the selections it handles (by id),
 * from the mapped changes. Returns the draft unchanged for an empty batch.
 */
export const applyBatch = (
  d: Draft,
  replacements: readonly Replacement[],
  place: (mapped: readonly MappedChange[], buffer: TextBuffer) => ReadonlyMap<number, SelectionRecord> = () => new Map(),
  options: BatchOptions = {},
  merge: MergeOptions = {},
): Draft => {
  const old = d.state.buffer
  const normalizeLineEndings = options.normalizeLineEndings ?? true
  const changes: Replacement[] = []
  const oldTexts: OldText[] = []
  // The replacements as given, with their texts normalised (built only once a text changes).
  let normalized: Replacement[] | null = null
  // Texts known to hold no line break need no normalisation (typing repeats one text at every cursor).
  let plain: string | null = null
  // The texts as inserted, for the normalisation of the later replacements.
  const texts: string[] = []
  for (let i = 0; i < replacements.length; i++) {
    const r = replacements[i]!
    let text = r.text
    if (normalizeLineEndings && text !== plain) {
      text = normalizeInBatch(old, replacements, texts, i)
      if (text === r.text && !hasInsertedBreak(text)) plain = text
    }
    texts.push(text)
    if (text !== r.text) (normalized ??= replacements.slice(0, i)).push({ start: r.start, end: r.end, text })
    else if (normalized !== null) normalized.push(r)
    const empty = P.equals(r.start, r.end)
    if (text === '' && empty && !options.keepNoOps) continue
    // Large replaced ranges keep a reference to the old buffer instead of a copy of their text.
    const oldText: OldText = empty ? '' : r.end.row - r.start.row > LARGE_ROWS ? { buffer: old } : old.getTextInRange(r)
    changes.push(text === r.text ? r : { start: r.start, end: r.end, text })
    oldTexts.push(oldText)
  }
  // Placements index the replacements as given; no-ops (dropped above) keep their slot there. Each is
  // mapped by its text as inserted (Atom's new range is the extent of the normalised text).
  const allMapped = changes.length === replacements.length && changes.every((c, i) => c === replacements[i])
    ? null
    : mapChanges(normalized ?? replacements)
  if (changes.length === 0) {
    // Nothing changes in the text; placements may still move selections.
    const placed = place(allMapped!, old)
    if (placed.size === 0) return d
    const all = [...placed.values(), ...(d.unmerged ?? d.state.selections).filter(s => !placed.has(s.id))]
    const selections = settle(d.state, all, merge)
    return withUnmerged({ ...d, state: Object.freeze({ ...d.state, selections: Object.freeze(selections) }) }, options.keepUnmerged || d.unmerged ? all : null, selections)
  }
  // Exactly sized (the new buffer keeps the changes): a pushed-to array has spare capacity.
  const { buffer, mapped } = applyRaw(d.state, changes.slice())
  const step: Step = changes.length >= PACK_MIN
    ? PackedStep.of(changes, oldTexts)
    : changes.length === 1
    ? { start: changes[0]!.start, oldEnd: changes[0]!.end, oldText: oldTexts[0]!, newText: changes[0]!.text }
    : changes.map((c, i): StepChange => ({ start: c.start, oldEnd: c.end, oldText: oldTexts[i]!, newText: c.text }))
  const placed = place(allMapped ?? mapped, buffer)
  // Typing at every cursor places them all: no marker mapping, no merge of two lists.
  const combined = placed.size === d.state.selections.length
    ? placed instanceof Placements ? placed.records : Array.from(placed.values())
    : [...placed.values(), ...mapRecords(d.state.selections.filter(s => !placed.has(s.id)), mapped)]
  // Positions are mapped by the texts' extents, as Atom's markers are. Where an edit leaves a `\r` right
  // before a `\n` (one `\r\n` ending then, the row a column shorter), Atom leaves positions past the row's
  // end; they are clamped into the buffer here, so that every position stays valid.
  const joined = joinedCR(buffer, changes, mapped)
  // A batch that only replaced nothing by nothing (kept no-ops) leaves Atom's display layer nothing to report: no merge.
  const quiet = changes.every(c => c.text === '' && P.equals(c.start, c.end))
  const folds = joined ? sortedFolds(clampRecords(buffer, mapFolds(d.state.folds, mapped))) : mapFolds(d.state.folds, mapped)
  const settled = quiet ? sortRecords(combined) : settle(d.state, joined ? clampRecords(buffer, combined) : combined, merge)
  // A merge sets the union with setBufferRange, which destroys the folds strictly containing its ends.
  const state = goalsKeptOnScreen(d.state, !quiet && folds.length > 0 && settled.length < combined.length
    ? withNormalized(Object.freeze({ ...d.state, buffer, folds }), joined ? clampRecords(buffer, combined) : combined, merge)
    : Object.freeze({ ...d.state, buffer, selections: Object.freeze(settled), folds }), placed)
  const selections = state.selections
  const next: Draft = { ...d, state, steps: push(d.steps, step), marks: push(d.marks ?? null, { before: d.state.selections, mapped }) }
  if (!options.keepUnmerged && !d.unmerged) return next
  const all = d.unmerged ? [...placed.values(), ...mapRecords(d.unmerged.filter(s => !placed.has(s.id)), mapped)] : combined
  return withUnmerged(next, joined ? clampRecords(buffer, all) : all, selections)
}

/**
 * A selection an edit moves like a marker (not one it places) keeps its goal
 * column when its head stays where it was on screen: Atom's cursor forgets
 * it only when its marker's change moves the head's screen position
 * (`Selection::markerDidChange`), and a revived selection's marker reports
 * no text change at all (see `isRevived`).
 */
const goalsKeptOnScreen = (before: EditorState, after: EditorState, placed: ReadonlyMap<number, SelectionRecord>): EditorState => {
  let old: Map<number, SelectionRecord> | null = null
  for (const s of before.selections) if (s.goalColumn !== null && !placed.has(s.id)) (old ??= new Map()).set(s.id, s)
  if (old === null) return after
  let changed = false
  const selections = after.selections.map(s => {
    const o = old!.get(s.id)
    if (!o || s.goalColumn !== null) return s
    const heard = !isRevived(before, s.id)
    if (heard && !P.equals(S.screenPositionForBufferPosition(before, head(o)), S.screenPositionForBufferPosition(after, head(s)))) return s
    changed = true
    return withRange(s, s.start, s.end, s.reversed, s.tailed, o.goalColumn)
  })
  return changed ? Object.freeze({ ...after, selections: Object.freeze(selections) }) : after
}

/** `d` keeping `all` (the selections before a merge) as its unmerged selections when the merge left fewer. */
const withUnmerged = (d: Draft, all: readonly SelectionRecord[] | null, merged: readonly SelectionRecord[]): Draft => {
  const { unmerged: _, ...rest } = d
  return all !== null && all.length > merged.length ? { ...rest, unmerged: Object.freeze(sortRecords(all)) } : rest
}

/** Set selections in a draft without changing text. */
export const withDraftSelections = (d: Draft, selections: readonly SelectionRecord[], merge: MergeOptions = {}): Draft => {
  const { unmerged: _, ...rest } = d
  return { ...rest, state: Object.freeze({ ...d.state, selections: Object.freeze(settle(d.state, selections, merge)) }) }
}

/** The selections after a batch: merged, or only sorted while the state defers its merge (`mergeDeferred`). */
const settle = (state: EditorState, list: readonly SelectionRecord[], merge: MergeOptions): SelectionRecord[] =>
  state.mergeDeferred ? sortRecords(list) : normalize(list, merge)

/** Grouping and undo options carried by edit actions. */
export interface CommitOptions {
  /** Atom's deprecated `undo: 'skip'`: fold this change into the previous undo entry. */
  readonly undo?: 'skip'
  /** Group with the previous entry when within `groupingInterval` ms of it (`timestamp` from the action). */
  readonly groupingInterval?: number
  readonly timestamp?: number
  /** The selection the edit was called on: a change outside an editor-level command (see `bare`). */
  readonly target?: number
  /**
   * Record each step as its own undo entry without selection snapshots, as
   * Atom's buffer records a change made outside a transaction (a method of
   * one selection or cursor, `setTextInBufferRange`, `setText`). Implied by
   * `target`.
   */
  readonly bare?: boolean
  /** The edit clears its selection before changing the text (`Selection::insertText`); bare snapshots show it cleared. */
  readonly clearsFirst?: boolean
}

/**
 * Finish a draft: the new state, with one undo entry for all its steps
 * (none if no text changed). Returns the start state when nothing changed.
 */
export const commit = (d: Draft, options: CommitOptions = {}): EditorState => {
  if (d.state === d.start) return d.start
  if (!d.steps) {
    const same = d.state.selections.length === d.start.selections.length && d.state.selections.every((s, i) => s === d.start.selections[i])
    if (same && d.state.buffer === d.start.buffer) return d.start
    // A draft's state may be a plain spread (a delete whose ranges were all empty): freeze it like any other.
    return Object.isFrozen(d.state) && Object.isFrozen(d.state.selections) ? d.state : freezeState({ ...d.state, selections: Object.freeze(d.state.selections) })
  }
  const grouping = { timestamp: options.timestamp ?? 0, groupingInterval: options.groupingInterval ?? 0 }
  const steps = toSteps(d.steps)
  // Markers move through every step, whichever way the steps are recorded.
  const state = withMarkersMoved(d.state, steps)
  if (options.bare === true || options.target !== undefined) {
    const marks = d.marks ? toSteps(d.marks) : []
    let history = d.start.history
    steps.forEach((step, i) => {
      const mark = marks.length === steps.length ? marks[i]! : null
      // Only the insertion itself comes after the clearing; follow-up changes (re-indentation) see the selection as the insertion left it.
      const before = mark ? bareBefore(mark, options.target, options.clearsFirst === true && i === 0) : i === 0 ? d.start.selections : null
      const after = mark && before ? sortRecords(mapRecords(before, mark.mapped)) : i === steps.length - 1 ? d.state.selections : null
      history = recordStep(history, step, before, after)
    })
    if (options.undo === 'skip') history = groupLastChanges(history) ?? history
    return freezeState(state, history)
  }
  // Atom snapshots the selections at the end of the command's transaction, before it merges them.
  let history = recordStep(d.start.history, steps[0]!, d.start.selections, d.unmerged ?? d.state.selections, grouping)
  // Further steps of this draft join the entry just pushed.
  for (let i = 1; i < steps.length; i++) {
    const entry = history.undoStack!.head
    if (entry.kind !== 'change') break
    history = Object.freeze({ ...history, undoStack: push(history.undoStack!.tail, { ...entry, steps: withStep(entry.steps, steps[i]!) }) })
  }
  // Atom's `undo: 'skip'`: then `groupLastChanges` (past non-barrier checkpoints; not past a barrier).
  if (options.undo === 'skip') history = groupLastChanges(history) ?? history
  return freezeState(state, history)
}

/**
 * The selections Atom's buffer snapshots before one change made outside a
 * transaction: as they stand, except that an inserting selection was
 * cleared to its head first (`Selection::insertText` clears before it
 * replaces); a deleting one keeps its range.
 */
const bareBefore = (mark: BatchMark, target: number | undefined, clearsFirst: boolean): readonly SelectionRecord[] => {
  if (target === undefined || !clearsFirst) return mark.before
  return sortRecords(mark.before.map(s => (s.id === target ? clearTail(s) : s)))
}

const toSteps = <T>(s: Stack<T>): T[] => {
  const out: T[] = []
  for (let x = s; x; x = x.tail) out.push(x.head)
  return out.reverse()
}

/** The changes a step made, mapped (old and new coordinates). */
export const mappedOf = (step: Step): readonly MappedChange[] => (step instanceof RowSwapStep ? step.mapped : mapChanges(replacementsOf(step)))

/** `state` with its markers moved through the steps of an edit, in order (every text change passes here). */
const withMarkersMoved = (state: EditorState, steps: readonly Step[]): EditorState => {
  const moved = state.remoteSelections && state.remoteSelections.length > 0
    ? { ...state, remoteSelections: steps.reduce((r, step) => mapRemoteSelections(r, mappedOf(step), state.buffer), state.remoteSelections) }
    : state
  if (!moved.markers || moved.markers.records.length === 0) return moved
  const markers = steps.reduce((m, step) => mapMarkers(m, mappedOf(step)), moved.markers)
  return markers === moved.markers ? moved : { ...moved, markers }
}
