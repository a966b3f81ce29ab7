/**
 * Undo history inside the state (reference §4.5).
 *
 * An undo entry is a list of steps, each one batch of replacements with the
 * text it replaced, plus the selections before and after (shared with the
 * states that held them, so an entry costs only its changed text). Stacks
 * are persistent linked lists: push and pop are O(1) and old states keep
 * their history untouched.
 */
import type { SelectionRecord } from './editor-state.js'
import type { Pos } from '../values/pos.js'
import type { TextBuffer } from '../buffer/text-buffer.js'

// ─── model ──────────────────────────────────────────────────────────────────

/**
 * The text a change replaced: the string itself, or, for large ranges, the
 * old buffer to read it from when an undo needs it (the buffer is persistent
 * and shares its nodes, so keeping it is cheaper than copying megabytes).
 */
export type OldText = string | { readonly buffer: TextBuffer }

/** One replacement of a step: where it was (old coordinates), where its new text went, and both texts. */
export interface StepChange {
  readonly start: Pos
  readonly oldEnd: Pos
  readonly oldText: OldText
  readonly newStart: Pos
  readonly newText: string
}

/** The replaced text of a change, read from the old buffer when it was kept by reference. */
export const oldTextOf = (c: StepChange): string =>
  typeof c.oldText === 'string' ? c.oldText : c.oldText.buffer.getTextInRange({ start: c.start, end: c.oldEnd })

/** One batch of replacements, sorted and disjoint. */
export type Step = readonly StepChange[]

/** A persistent stack (newest first). */
export type Stack<T> = { readonly head: T; readonly tail: Stack<T> } | null

/** An undoable change: its steps (newest first) and the selections around it. */
export interface ChangeEntry {
  readonly kind: 'change'
  readonly steps: Stack<Step>
  readonly selectionsBefore: readonly SelectionRecord[]
  readonly selectionsAfter: readonly SelectionRecord[]
  /** When it was committed (from the action, never a clock), and its grouping interval in ms. */
  readonly timestamp: number
  readonly groupingInterval: number
}

/** A checkpoint marker (`createCheckpoint`); a barrier stops undo inside an open transaction. */
export interface CheckpointEntry {
  readonly kind: 'checkpoint'
  readonly id: number
  readonly selections: readonly SelectionRecord[]
  readonly isBarrier: boolean
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
export const concatSteps = (newer: Stack<Step>, older: Stack<Step>): Stack<Step> =>
  toArray(newer).reverse().reduce<Stack<Step>>((acc, step) => push(acc, step), older)

// ─── combinators ────────────────────────────────────────────────────────────

/** Record a committed step: a new entry (or merged into the top one when grouping allows); the redo stack is cleared. */
export const recordStep = (
  h: History,
  step: Step,
  selectionsBefore: readonly SelectionRecord[],
  selectionsAfter: readonly SelectionRecord[],
  grouping: { readonly timestamp: number; readonly groupingInterval: number } = { timestamp: 0, groupingInterval: 0 },
): History => {
  const entry: ChangeEntry = {
    kind: 'change',
    steps: push(null, step),
    selectionsBefore,
    selectionsAfter,
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
export const undoDepth = (h: History): number => toArray(h.undoStack).filter(e => e.kind === 'change').length
