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
import { freezeState, withRange } from '../state/editor-state.js'
import * as P from '../values/pos.js'
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

/**
 * Apply `action` through `handler` to each selection in buffer order, then
 * merge; one undo entry. `groups` (selection ids in buffer order, without
 * `turn`) lets the selections of one group take their turn together, as one
 * call of `handler` over them: for selections the caller knows cannot see
 * each other's changes, which the handler then edits in one batch.
 */
export const applyInTurn = (state: EditorState, action: Action, handler: Handler<Action>, turn?: TurnPayload, groups?: readonly (readonly number[])[]): EditorState => {
  // `undo: 'skip'` joins the whole edit to the entry below it, once, at the end: a turn that did it
  // would fold its change under the stack this walk stops at, and the next turns would map through it again.
  const { undo, ...payload } = (action.payload ?? {}) as Record<string, unknown>
  let s = state
  let lastWrite: Effect | null = null
  const byGroups = groups !== undefined && turn === undefined ? turnsInGroups(state, action, handler, payload, groups) : undefined
  if (byGroups !== undefined) s = byGroups
  else {
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

/**
 * The turns of `applyInTurn` by groups (runs of `state.selections`, in
 * order), each group edited by one call of `handler`, in time proportional
 * to the groups' work rather than to every selection at every turn. The
 * selections not reached yet are mapped through a turn's changes only when
 * they lie on or above the last row those change: the ones below only move
 * by the rows the changes added or removed, which is kept as one count
 * (`rows`) and applied when they are reached. The ones done are mapped from
 * the last one that can lie at or after the first change. No clipboard
 * effect is followed (`turn` is for those). Undefined when `groups` are not
 * the selections in order.
 */
const turnsInGroups = (
  state: EditorState, action: Action, handler: Handler<Action>, payload: Record<string, unknown>, groups: readonly (readonly number[])[],
): EditorState | undefined => {
  const all = state.selections
  // The groups must be the selections, in order, each once.
  let k = 0
  for (const ids of groups) for (const id of ids) if (all[k++]?.id !== id) return undefined
  if (k !== all.length) return undefined
  let s = state
  const done: SelectionRecord[] = []
  // `reach[i]`: the furthest end among done[0..i] (a range reaching over later ones is mapped with them).
  const reach: P.Pos[] = []
  // Reached but not done yet, mapped to the current text; then all[next..], which move by `rows` rows.
  let reached: SelectionRecord[] = []
  let next = 0
  let rows = 0
  let moved = false
  const lift = (r: SelectionRecord): SelectionRecord =>
    moved ? withRange(r, P.pos(r.start.row + rows, r.start.column), r.end === r.start ? P.pos(r.start.row + rows, r.start.column) : P.pos(r.end.row + rows, r.end.column), r.reversed, r.tailed, null) : r
  // Appends to `done` (one by one: a group can hold every selection) and extends `reach`.
  const append = (to: SelectionRecord[], records: readonly SelectionRecord[]) => {
    for (const r of records) {
      const i = to.length
      to.push(r)
      reach[i] = i > 0 && P.compare(reach[i - 1]!, r.end) > 0 ? reach[i - 1]! : r.end
    }
    reach.length = to.length
  }
  for (const ids of groups) {
    while (reached.length < ids.length && next < all.length) reached.push(lift(all[next++]!))
    const selves = reached.slice(0, ids.length)
    reached = reached.slice(ids.length)
    const alone = Object.freeze({ ...s, selections: Object.freeze(selves) })
    const result = handler(alone, { ...action, payload: ids.length === 1 ? { ...payload, target: ids[0] } : payload } as Action)
    if (result === alone) {
      append(done, selves)
      continue
    }
    for (const step of addedSteps(result, s)) {
      const changes = stepChanges(step)
      if (changes.length === 0) continue
      const first = changes[0]!.start
      const last = changes[changes.length - 1]!
      let from = done.length
      while (from > 0 && P.compare(reach[from - 1]!, first) >= 0) from--
      if (from < done.length) {
        const mapped = mapRecords(done.slice(from), changes)
        done.length = from
        append(done, mapped)
      }
      while (next < all.length && all[next]!.start.row + rows <= last.end.row) reached.push(lift(all[next++]!))
      reached = mapRecords(reached, changes)
      const delta = last.newEnd.row - last.end.row
      if (delta !== 0) {
        rows += delta
        moved = true
      }
    }
    append(done, result.selections)
    s = result
  }
  if (s === state) return state
  const rest = all.slice(next).map(lift)
  return Object.freeze({ ...s, selections: Object.freeze(sortRecords([...done, ...reached, ...rest])) })
}
