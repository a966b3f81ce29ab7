/**
 * The batch action (`history/transact`): a list of actions applied as one
 * step, the reducer's counterpart of `TextEditor.transact`. One undo entry,
 * one new state, one batch of events; the list is decoded with the batch, so
 * one bad member rejects it whole.
 */
import * as t from 'io-ts'
import { action, Finite, Interval } from './action.js'

// ─── codecs ─────────────────────────────────────────────────────────────────

/**
 * The batch codec over `member` (every other action: a batch does not nest).
 * `groupingInterval` and `timestamp` group the batch's undo entry with its
 * neighbours, as `transact(groupingInterval, fn)` does.
 */
export const transactCodec = <M extends t.Mixed>(member: M) =>
  action('history/transact', { actions: t.readonlyArray(member) }, { groupingInterval: Interval, timestamp: Finite })
