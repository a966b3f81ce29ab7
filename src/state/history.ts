/**
 * Undo history inside the state (reference §4.5).
 *
 * An undo entry is a list of steps, each one batch of replacements with the
 * text it replaced (or, for line moves, the rows exchanged), plus the
 * selections before and after (shared with the states that held them, so an
 * entry costs only its changed text). Stacks
 * are persistent linked lists: push and pop are O(1) and old states keep
 * their history untouched.
 */
import type { SelectionRecord } from './editor-state.js'
import { PACK_MIN, recordsOf, snapshotOf, type SelectionSnapshot } from './snapshots.js'
import type { MappedChange } from './selections.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import type { Replacement, TextBuffer } from '../buffer/text-buffer.js'

export { PACK_MIN, PackedSelections, recordsOf, snapshotOf, type SelectionSnapshot } from './snapshots.js'

// ─── model ──────────────────────────────────────────────────────────────────

/**
 * The text a change replaced: the string itself, or, for large ranges, the
 * old buffer to read it from when an undo needs it (the buffer is persistent
 * and shares its nodes, so keeping it is cheaper than copying megabytes).
 */
export type OldText = string | { readonly buffer: TextBuffer }

/**
 * One replacement of a step: where it was (old coordinates) and both texts.
 * Where the new text went is not stored: mapping the step's batch gives it.
 */
export interface StepChange {
  readonly start: Pos
  readonly oldEnd: Pos
  readonly oldText: OldText
  readonly newText: string
}

/** The replaced text of a change, read from the old buffer when it was kept by reference. */
export const oldTextOf = (c: StepChange): string =>
  typeof c.oldText === 'string' ? c.oldText : c.oldText.buffer.getTextInRange({ start: c.start, end: c.oldEnd })

/**
 * One batch of replacements, sorted and disjoint: one change, a list of them, or, for
 * a batch of many changes (an edit at every cursor), the same changes packed
 * into one typed array of positions and shared texts; or, for line moves,
 * row exchanges, which keep no text at all.
 */
export type Step = TextStep | RowSwapStep

/** A step that keeps its texts (every step but row exchanges). */
export type TextStep = StepChange | readonly StepChange[] | PackedStep

/**
 * A batch of changes as numbers. With `stride` 4 the start and old end of
 * change `i` are `coords[4i..4i+3]` (rows and columns); with `stride` 2 every
 * change is an insertion at `coords[2i..2i+1]`. Its texts are `newTexts`
 * (one string when every change inserts the same text) and `oldTexts` (`''`
 * when every change is an insertion). Where each new text lands is not
 * stored: mapping the batch (`replacementsOf`, then `mapChanges`) gives it
 * back.
 */
export class PackedStep {
  constructor(
    readonly coords: Int32Array,
    readonly stride: 2 | 4,
    readonly newTexts: string | readonly string[],
    readonly oldTexts: '' | readonly OldText[],
  ) {}

  get length(): number {
    return this.coords.length / this.stride
  }

  /** The packed batch of `changes` (sorted, disjoint), replacing `oldTexts`. */
  static of(changes: readonly Replacement[], oldTexts: readonly OldText[]): PackedStep {
    const n = changes.length
    const coords = new Int32Array(4 * n)
    let sameText = true
    let insertions = true
    const first = changes[0]!.text
    for (let i = 0; i < n; i++) {
      const c = changes[i]!
      coords[4 * i] = c.start.row
      coords[4 * i + 1] = c.start.column
      coords[4 * i + 2] = c.end.row
      coords[4 * i + 3] = c.end.column
      if (c.text !== first) sameText = false
      if (oldTexts[i] !== '') insertions = false
    }
    return new PackedStep(coords, 4, sameText ? first : changes.map(c => c.text), insertions ? '' : oldTexts.slice())
  }

  /** `text` inserted at every `[row, column]` pair of `at` (sorted, distinct); the step keeps `at`. */
  static insertions(at: Int32Array, text: string): PackedStep {
    return new PackedStep(at, 2, text, '')
  }
}

/**
 * A batch of row exchanges (`TextBuffer.swapRows`: line moves): `swaps`
 * holds `[first, mid, end]` triples, rows `[mid, end)` moved above rows
 * `[first, mid)`. No text is kept: the rows themselves are the text, and
 * the exchange is undone by exchanging the runs back (`undone`). As text
 * changes, each triple is one replacement of rows `[first, end)` that keeps
 * the row count, so its new range is its old one.
 */
export class RowSwapStep {
  /**
   * `down`: each triple moved rows `[first, mid)` down below `[mid, end)`
   * (`moveLineDown`); else rows `[mid, end)` moved up above `[first, mid)`.
   * The text is the same either way; Atom's patch is not (see `hunks`).
   */
  constructor(readonly swaps: Int32Array, readonly down = false) {}

  /** The triples that take the step back: the lower run (now on top) moves down again. */
  get undone(): Int32Array {
    const s = this.swaps
    const out = new Int32Array(s.length)
    for (let k = 0; k < s.length; k += 3) {
      out[k] = s[k]!
      out[k + 1] = s[k]! + s[k + 2]! - s[k + 1]!
      out[k + 2] = s[k + 2]!
    }
    return out
  }

  /**
   * The step as Atom's patch has it: per triple, the moved run deleted
   * where it was and inserted where it went, the rows it passed untouched
   * (done forward, sorted).
   */
  hunks(): MappedChange[] {
    const s = this.swaps
    const out: MappedChange[] = []
    const at = (row: number) => P.pos(row, 0)
    for (let k = 0; k < s.length; k += 3) {
      const [first, mid, end] = [s[k]!, s[k + 1]!, s[k + 2]!]
      if (this.down) {
        out.push({ start: at(first), end: at(mid), newStart: at(first), newEnd: at(first) })
        out.push({ start: at(end), end: at(end), newStart: at(first + end - mid), newEnd: at(end) })
      } else {
        out.push({ start: at(first), end: at(first), newStart: at(first), newEnd: at(first + end - mid) })
        out.push({ start: at(mid), end: at(end), newStart: at(end), newEnd: at(end) })
      }
    }
    return out
  }

  /** The changes of the step as ranges, both coordinate systems alike (for mapping folds). */
  get mapped(): MappedChange[] {
    const s = this.swaps
    const out: MappedChange[] = new Array(s.length / 3)
    for (let i = 0; i < out.length; i++) {
      const start = P.pos(s[3 * i]!, 0)
      const end = P.pos(s[3 * i + 2]!, 0)
      out[i] = { start, end, newStart: start, newEnd: end }
    }
    return out
  }
}

const isChange = (step: TextStep): step is StepChange => 'oldEnd' in step

/** The new text of change `i` of a packed step. */
const packedNewText = (s: PackedStep, i: number): string => (typeof s.newTexts === 'string' ? s.newTexts : s.newTexts[i]!)

/** The replacements a step makes, in old coordinates (what redo applies). */
export const replacementsOf = (step: TextStep): Replacement[] => {
  if (isChange(step)) return [{ start: step.start, end: step.oldEnd, text: step.newText }]
  if (!(step instanceof PackedStep)) return step.map(c => ({ start: c.start, end: c.oldEnd, text: c.newText }))
  const out: Replacement[] = new Array(step.length)
  const k = step.coords
  const w = step.stride
  for (let i = 0; i < out.length; i++) {
    const start = P.pos(k[w * i]!, k[w * i + 1]!)
    const end = w === 2 || (k[w * i + 2] === start.row && k[w * i + 3] === start.column) ? start : P.pos(k[w * i + 2]!, k[w * i + 3]!)
    out[i] = { start, end, text: packedNewText(step, i) }
  }
  return out
}

/** The replaced text of change `i` of a step. */
export const oldTextAt = (step: TextStep, i: number): string => {
  if (isChange(step)) return oldTextOf(step)
  if (!(step instanceof PackedStep)) return oldTextOf(step[i]!)
  if (step.oldTexts === '') return ''
  const t = step.oldTexts[i]!
  if (typeof t === 'string') return t
  const k = step.coords
  const range: Span = { start: P.pos(k[4 * i]!, k[4 * i + 1]!), end: P.pos(k[4 * i + 2]!, k[4 * i + 3]!) }
  return t.buffer.getTextInRange(range)
}

/** A persistent stack (newest first). */
export type Stack<T> = { readonly head: T; readonly tail: Stack<T> } | null

/**
 * An entry's steps, newest first: the one step itself (most entries have
 * one, and a stack node for it would cost more than the step), or a stack.
 */
export type Steps = Step | NonNullable<Stack<Step>>

const isStack = (s: Steps): s is NonNullable<Stack<Step>> => 'head' in s

/** The steps, newest first. */
export const stepsOf = (s: Steps): Step[] => (isStack(s) ? toArray<Step>(s) : [s])

/** `s` with `step` done after them. */
export const withStep = (s: Steps, step: Step): Steps => ({ head: step, tail: isStack(s) ? s : { head: s, tail: null } })

/**
 * An undoable change: its steps (newest first) and the selections around it.
 * A change made outside any editor-level command (a method called on one
 * selection or cursor, or a buffer-level replacement) has no snapshots, as
 * Atom's bare buffer patches have none: undo and redo then move the
 * selections through the text like markers instead of restoring them.
 */
export interface ChangeEntry {
  readonly kind: 'change'
  readonly steps: Steps
  readonly selectionsBefore: SelectionSnapshot | null
  readonly selectionsAfter: SelectionSnapshot | null
  /** When it was committed (from the action, never a clock), and its grouping interval in ms. */
  readonly timestamp: number
  readonly groupingInterval: number
  /**
   * For an edit made through a buffer that several editors share (not
   * through an editor command): the other editors' selections around it.
   * Atom snapshots every editor's selections for such an edit, and undo and
   * redo restore each editor's own (see `snapshotFor`).
   */
  readonly others?: readonly { readonly before: SelectionSnapshot; readonly after: SelectionSnapshot; readonly layer?: number }[]
  /** With `others`: the editor (`EditorState.layer`, 0 for none) whose selections `selectionsBefore` and `selectionsAfter` are. */
  readonly layer?: number
}

/**
 * The snapshot of an entry an editor with `selections` restores on undo
 * (`before`) or redo: of the entry's snapshots (its own and, for a shared
 * buffer's edit, the other editors'), the editor's own (by `layer` when the
 * entry names its editors, else the one that holds one of those
 * selections, by `identity`: see `EditorState.revived`); else, when the entry has other editors' snapshots, null (the
 * editor's selections then move through the change), else its own.
 */
export const snapshotFor = (
  entry: ChangeEntry,
  side: 'before' | 'after',
  selections: readonly SelectionRecord[],
  layer = 0,
  identity: (id: number) => number = id => id,
): SelectionSnapshot | null => {
  const own = side === 'before' ? entry.selectionsBefore : entry.selectionsAfter
  if (!entry.others) return own
  if (entry.layer !== undefined) {
    if (entry.layer === layer) return own
    for (const o of entry.others) if (o.layer === layer) return o[side]
    return null
  }
  const ids = new Set(selections.map(s => identity(s.id)))
  const holds = (snap: SelectionSnapshot | null) => snap !== null && recordsOf(snap).some(r => ids.has(identity(r.id)))
  if (holds(own)) return own
  for (const o of entry.others) if (holds(o[side])) return o[side]
  return null
}

/** A checkpoint marker (`createCheckpoint`); a barrier stops undo inside an open transaction. */
export interface CheckpointEntry {
  readonly kind: 'checkpoint'
  readonly id: number
  readonly selections: SelectionSnapshot
  readonly isBarrier: boolean
  /** The editor of a shared document that made it (`EditorState.layer`; absent: the first). */
  readonly layer?: number
  /** Opened by a transaction (`transact`): removing it closes that transaction. */
  readonly transaction?: true
}

export type HistoryEntry = ChangeEntry | CheckpointEntry

/**
 * The undo and redo stacks. Undo moves the checkpoints above the change it
 * undoes onto the redo stack with it, and redo brings them back, as Pulsar's
 * history does; the redo stack holds no barrier.
 */
export interface History {
  readonly undoStack: Stack<HistoryEntry>
  readonly redoStack: Stack<HistoryEntry>
  readonly nextCheckpointId: number
  /**
   * Set once an undo or redo applied a lone change clipped, as Atom's buffer
   * applies it, where a `\r` had met a `\n` (the row a column shorter than
   * the change's extent says): from then on the older entries' texts may not
   * be where they say, in Atom's history as here, and a saved state is loaded
   * without checking them.
   */
  readonly inexact?: true
  /**
   * How many transactions are open (their checkpoints on the undo stack);
   * absent when none. Atom's display layer reports changes, and its editor
   * then merges intersecting selections, only when the outermost one ends.
   */
  readonly openTransactions?: number
  /**
   * Set when the screen changed (a fold made or destroyed) while a
   * transaction was open: Atom's display layer reports that change, and its
   * editor merges intersecting selections, when the outermost one ends.
   * An aborted outermost transaction (closed by its revert) reports nothing:
   * Atom's revert runs while the transaction still counts as open, so the
   * changes it and the transaction made stay held, and the flag stays with
   * no transaction open, until the next report: the end of the next
   * transaction (which then merges), or a text or screen change outside one.
   */
  readonly redrawn?: true
}

// ─── constructors ───────────────────────────────────────────────────────────

/** No history. */
export const emptyHistory: History = Object.freeze({ undoStack: null, redoStack: null, nextCheckpointId: 1 })

/** Push onto a stack. */
export const push = <T>(stack: Stack<T>, head: T): Stack<T> => ({ head, tail: stack })

/** Stack elements, newest first. */
export const toArray = <T>(stack: Stack<T>): T[] => {
  const out: T[] = []
  for (let s = stack; s; s = s.tail) out.push(s.head)
  return out
}

/** Concatenate step stacks: `newer` on top of `older`. */
export const concatSteps = (newer: Steps, older: Steps): Steps =>
  stepsOf(newer).reverse().reduce<Steps>((acc, step) => withStep(acc, step), older)

// ─── combinators ────────────────────────────────────────────────────────────

/** Record a committed step: a new entry (or merged into the top one when grouping allows); the redo stack is cleared. */
export const recordStep = (
  h: History,
  step: Step,
  selectionsBefore: readonly SelectionRecord[] | null,
  selectionsAfter: readonly SelectionRecord[] | null,
  grouping: { readonly timestamp: number; readonly groupingInterval: number } = { timestamp: 0, groupingInterval: 0 },
): History => {
  const entry: ChangeEntry = {
    kind: 'change',
    steps: step,
    selectionsBefore: selectionsBefore && snapshotOf(selectionsBefore),
    selectionsAfter: selectionsAfter && snapshotOf(selectionsAfter),
    timestamp: grouping.timestamp,
    groupingInterval: grouping.groupingInterval,
  }
  return Object.freeze({ ...h, undoStack: pushGrouped(h.undoStack, entry), redoStack: null })
}

/** Push `entry`, merging it into the top change entry when both group and were committed close enough. */
export const pushGrouped = (stack: Stack<HistoryEntry>, entry: ChangeEntry): Stack<HistoryEntry> => {
  const top = stack?.head
  if (
    top?.kind === 'change' && entry.groupingInterval > 0 && top.groupingInterval > 0 &&
    entry.timestamp - top.timestamp < Math.min(entry.groupingInterval, top.groupingInterval)
  ) {
    return push(stack!.tail, mergeEntries(top, entry))
  }
  return push(stack, entry)
}

/** One entry doing `older` then `newer`. */
export const mergeEntries = (older: ChangeEntry, newer: ChangeEntry): ChangeEntry => ({
  kind: 'change',
  steps: concatSteps(newer.steps, older.steps),
  selectionsBefore: older.selectionsBefore,
  selectionsAfter: newer.selectionsAfter,
  timestamp: newer.timestamp,
  groupingInterval: newer.groupingInterval,
})

/**
 * Pulsar's `groupLastChanges`: the two newest changes merged into one, the
 * non-barrier checkpoints among and above them dropped; null when a barrier
 * comes first or there are fewer than two changes.
 */
export const groupLastChanges = (h: History): History | null => {
  let newer: ChangeEntry | null = null
  for (let s = h.undoStack; s; s = s.tail) {
    const e = s.head
    if (e.kind === 'checkpoint') {
      if (e.isBarrier) return null
    } else if (newer === null) newer = e
    else return Object.freeze({ ...h, undoStack: push(s.tail, { ...mergeEntries(e, newer), groupingInterval: 0 }) })
  }
  return null
}

/**
 * How many entries lie above checkpoint `id` on the undo stack, or -1 when
 * it is not there or a barrier comes first (a checkpoint made before the
 * open transaction is out of reach). Walks only down to the checkpoint.
 */
export const checkpointDepth = (h: History, id: number): number => {
  let depth = 0
  for (let s = h.undoStack; s; s = s.tail, depth++) {
    const e = s.head
    if (e.kind === 'checkpoint') {
      if (e.id === id) return depth
      if (e.isBarrier) return -1
    }
  }
  return -1
}

/** Number of undoable change entries (O(stack)). */
/** How many of `entries` are checkpoints that opened a transaction. */
export const transactionsIn = (entries: readonly HistoryEntry[]): number =>
  entries.reduce((n, e) => (e.kind === 'checkpoint' && e.transaction ? n + 1 : n), 0)

/** `h` with `closed` fewer open transactions. */
export const closingTransactions = (h: History, closed: number): History => {
  if (closed === 0 || !h.openTransactions) return h
  const { openTransactions, redrawn, ...rest } = h
  return openTransactions > closed ? { ...rest, openTransactions: openTransactions - closed, ...(redrawn ? { redrawn } : {}) } : rest
}

export const undoDepth = (h: History): number => toArray(h.undoStack).filter(e => e.kind === 'change').length

/**
 * Whether an entry's steps hold more than one change. Atom's history keeps
 * such an entry (a transaction, changes grouped by time) as one composed
 * patch, applied hunk by hunk: its steps are replayed one by one with
 * positions past a row's end (a `\r` met a `\n` between them) addressing the
 * text exactly, and the result is Atom's clipped one only where a hunk is
 * bounded between a `\r` and a `\n` (see `clippedByAtom` in the history
 * reducers). A lone change is applied as Atom applies it, clipped.
 */
export const composed = (steps: readonly Step[]): boolean => {
  let n = 0
  for (const step of steps) {
    n += step instanceof RowSwapStep ? 1 : changeCount(step)
    if (n > 1) return true
  }
  return false
}

/**
 * How many changes a step of text makes, an empty range replaced by nothing
 * left out: Atom's patch keeps no hunk for it (an indentation set to what it
 * was), so it composes with nothing.
 */
const changeCount = (step: TextStep): number => {
  if (isChange(step)) return isNoOp(step.start, step.oldEnd, step.newText) ? 0 : 1
  if (step instanceof PackedStep && typeof step.newTexts === 'string' && step.newTexts !== '') return step.length
  return replacementsOf(step).reduce((n, r) => (isNoOp(r.start, r.end, r.text) ? n : n + 1), 0)
}

const isNoOp = (start: Pos, end: Pos, text: string): boolean => text === '' && P.equals(start, end)

/**
 * Whether an entry changed nothing Atom's display layer reports: every
 * change replaced an empty range by nothing (Atom's buffer records such a
 * `setTextInRange`, but tells its display layer of no change).
 */
export const onlyNoOps = (entry: ChangeEntry): boolean =>
  stepsOf(entry.steps).every(step => !(step instanceof RowSwapStep) && replacementsOf(step).every(r => r.text === '' && P.equals(r.start, r.end)))
