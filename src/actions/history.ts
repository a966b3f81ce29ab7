/**
 * Undo history actions (`history/<method>`, reference §4.5).
 */
import * as t from 'io-ts'
import { action, creator, Finite, Int, Interval, optionsAction } from './action.js'

// ─── codecs ─────────────────────────────────────────────────────────────────

export const Undo = optionsAction('history/undo', { bypassReadOnly: t.boolean })
export const Redo = optionsAction('history/redo', { bypassReadOnly: t.boolean })
export const CreateCheckpoint = optionsAction('history/createCheckpoint', { isBarrier: t.boolean, transaction: t.boolean })
export const RevertToCheckpoint = action('history/revertToCheckpoint', { checkpoint: Int }, { bypassReadOnly: t.boolean })
export const GroupChangesSinceCheckpoint = action('history/groupChangesSinceCheckpoint', { checkpoint: Int }, { deleteCheckpoint: t.boolean })
export const ApplyGroupingInterval = action('history/applyGroupingInterval', { groupingInterval: Interval, timestamp: Finite }, {})
export const GroupLastChanges = optionsAction('history/groupLastChanges', {})
export const ClearUndoStack = optionsAction('history/clearUndoStack', {})

/** Every history action. */
export const HistoryAction = t.union([
  Undo, Redo, CreateCheckpoint, RevertToCheckpoint, GroupChangesSinceCheckpoint, ApplyGroupingInterval, GroupLastChanges, ClearUndoStack,
])
export type HistoryAction = t.TypeOf<typeof HistoryAction>
type Of<T extends HistoryAction['type']> = Extract<HistoryAction, { type: T }>

// ─── creators ───────────────────────────────────────────────────────────────

export const undo = creator<Of<'history/undo'>>('history/undo')
export const redo = creator<Of<'history/redo'>>('history/redo')
export const createCheckpoint = creator<Of<'history/createCheckpoint'>>('history/createCheckpoint')
export const revertToCheckpoint = creator<Of<'history/revertToCheckpoint'>>('history/revertToCheckpoint')
export const groupChangesSinceCheckpoint = creator<Of<'history/groupChangesSinceCheckpoint'>>('history/groupChangesSinceCheckpoint')
export const applyGroupingInterval = creator<Of<'history/applyGroupingInterval'>>('history/applyGroupingInterval')
export const groupLastChanges = creator<Of<'history/groupLastChanges'>>('history/groupLastChanges')
export const clearUndoStack = creator<Of<'history/clearUndoStack'>>('history/clearUndoStack')
