/**
 * Editor-level edits over selections that may overlap. Atom's
 * `mutateSelectedText` does not merge first: it runs the edit on each
 * selection in buffer order, each on the text the previous ones left (the
 * others move like markers), and merges afterwards; the whole is one undo
 * entry with the selections before and after it. When the selections are
 * disjoint the batch machinery does the same in one pass; this is the path
 * for a state left `mergeSuppressed` by a method called on one selection.
 */
import type { Action } from '../actions/index.js'
import type { Effect, EditorState, SelectionRecord } from '../state/editor-state.js'
import { freezeState } from '../state/editor-state.js'
import {
  groupLastChanges, mergeEntries, pushGrouped, replacementsOf, RowSwapStep, snapshotOf, stepsOf, type ChangeEntry, type HistoryEntry, type Stack, type Step,
} from '../state/history.js'
import { mapChanges, mapRecords, sortRecords, withMerged, type MappedChange } from '../state/selections.js'
import type { Handler } from './core.js'

/** The edit actions that Atom runs through `mutateSelectedText`, one selection at a time. */
const IN_TURN: ReadonlySet<string> = new Set([
  'edit/insertText', 'edit/backspace', 'edit/delete', 'edit/deleteSelectedText',
  'edit/deleteToPreviousWordBoundary', 'edit/deleteToNextWordBoundary', 'edit/deleteToBeginningOfWord', 'edit/deleteToEndOfWord',
  'edit/deleteToBeginningOfSubword', 'edit/deleteToEndOfSubword', 'edit/deleteToBeginningOfLine', 'edit/deleteToEndOfLine',
])

/** Whether `action` on `state` takes this path: an editor-level edit of that kind over unmerged selections. */
export const editsInTurn = (state: EditorState, action: Action): boolean =>
  state.mergeSuppressed === true && IN_TURN.has(action.type) && (action.payload as { target?: number } | undefined)?.target === undefined

/** The steps of the entries `after` pushed on top of `before`'s undo stack, oldest first. */
export const addedSteps = (after: EditorState, before: EditorState): Step[] => {
  const out: Step[] = []
  for (let x = after.history.undoStack; x && x !== before.history.undoStack; x = x.tail)
    if (x.head.kind === 'change') out.push(...stepsOf(x.head.steps))
  return out.reverse()
}

/** A step's changes in both coordinate systems. */
export const stepChanges = (step: Step): readonly MappedChange[] =>
  step instanceof RowSwapStep ? step.mapped : mapChanges(replacementsOf(step))

/**
 * What one turn adds to the action's payload, given its index among the
 * selections and the last clipboard write so far (cuts chain the clipboard:
 * every selection after the first maintains it).
 */
export type TurnPayload = (index: number, lastWrite: Effect | null) => Record<string, unknown>

/** Apply `action` through `handler` to each selection in buffer order, then merge; one undo entry. */
export const applyInTurn = (state: EditorState, action: Action, handler: Handler<Action>, turn?: TurnPayload): EditorState => {
  // `undo: 'skip'` joins the whole edit to the entry below it, once, at the end: a turn that did it
  // would fold its change under the stack this walk stops at, and the next turns would map through it again.
  const { undo, ...payload } = (action.payload ?? {}) as Record<string, unknown>
  let s = state
  let lastWrite: Effect | null = null
  let index = 0
  for (const { id } of state.selections) {
    const self = s.selections.find(r => r.id === id)
    if (!self) continue
    // The edit sees its own selection only; the others move through its changes like markers.
    const others = s.selections.filter(r => r.id !== id)
    const alone = Object.freeze({ ...s, selections: Object.freeze([self]) })
    const extra = turn ? turn(index++, lastWrite) : {}
    const done = handler(alone, { ...action, payload: { ...payload, ...extra, target: id } } as Action)
    if (done === alone) continue
    for (const e of done.effects) if (e.type === 'clipboardWrite' && !alone.effects.includes(e)) lastWrite = e
    let moved: readonly SelectionRecord[] = others
    for (const step of addedSteps(done, s)) moved = mapRecords(moved, stepChanges(step))
    s = Object.freeze({ ...done, selections: Object.freeze(sortRecords([...moved, ...done.selections])) })
  }
  if (s === state && !state.mergeSuppressed) return state
  if (lastWrite) s = Object.freeze({ ...s, effects: Object.freeze([lastWrite]) })
  const merged = withMerged(s, s.selections)
  // The entries the turns pushed (bare ones), newest first, down to the stack the state had.
  const added: ChangeEntry[] = []
  let stack: Stack<HistoryEntry> = merged.history.undoStack
  for (; stack && stack !== state.history.undoStack; stack = stack.tail) if (stack.head.kind === 'change') added.push(stack.head)
  if (added.length === 0) return merged.buffer === state.buffer ? merged : freezeState(merged)
  const grouped = added.reverse().reduce((a, b) => mergeEntries(a, b))
  const entry: ChangeEntry = {
    ...grouped,
    selectionsBefore: snapshotOf(state.selections),
    // Atom snapshots the selections at the end of the command's transaction, before it merges them.
    selectionsAfter: snapshotOf(s.selections),
    timestamp: typeof payload.timestamp === 'number' ? payload.timestamp : 0,
    groupingInterval: typeof payload.groupingInterval === 'number' ? payload.groupingInterval : 0,
  }
  const pushed = Object.freeze({ ...state.history, undoStack: pushGrouped(state.history.undoStack, entry), redoStack: null })
  const history = undo === 'skip' ? (groupLastChanges(pushed) ?? pushed) : pushed
  return freezeState(merged, history)
}
