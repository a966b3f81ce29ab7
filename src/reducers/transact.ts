/**
 * The batch action: a list of actions applied as one step. Like
 * `TextEditor.transact`, the members run after a barrier checkpoint (undo
 * inside the batch does not reach past it) and their changes are then
 * grouped into one undo entry; the new state carries the effects of every
 * member, in order.
 */
import type { SingleAction, Transact } from '../actions/index.js'
import { applyGroupingInterval, createCheckpoint, groupChangesSinceCheckpoint } from '../actions/history.js'
import type { Effect, EditorState } from '../state/editor-state.js'

/** The state after `members` as one step; the same state when they change nothing. */
export const reduceTransact = (
  state: EditorState,
  { payload: { actions, groupingInterval = 0, timestamp = 0 } }: Transact,
  one: (s: EditorState, a: SingleAction) => EditorState,
): EditorState => {
  if (actions.length === 0) return state
  const checkpoint = state.history.nextCheckpointId
  let s = one(state, createCheckpoint({ isBarrier: true, transaction: true }))
  const effects: Effect[] = []
  for (const a of actions) {
    const next = one(s, a)
    if (next !== s && next.effects !== s.effects) effects.push(...next.effects)
    s = next
  }
  s = one(s, groupChangesSinceCheckpoint({ checkpoint, deleteCheckpoint: true }))
  if (groupingInterval > 0) s = one(s, applyGroupingInterval({ groupingInterval, timestamp }))
  const h = s.history
  const same =
    s.buffer === state.buffer && s.selections === state.selections && s.folds === state.folds && s.config === state.config &&
    s.nextId === state.nextId && s.mergeSuppressed === state.mergeSuppressed &&
    h.undoStack === state.history.undoStack && h.redoStack === state.history.redoStack
  if (same && effects.length === 0) return state
  return Object.freeze({ ...s, effects: effects.length === 0 ? noEffects : Object.freeze(effects) })
}

const noEffects: readonly Effect[] = Object.freeze([])
