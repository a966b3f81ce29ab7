/**
 * What every editor state satisfies, whatever actions made it: a checker
 * that lists the violations in words, for tests, soaks and hosts that want
 * to verify a state they were handed.
 *
 * - Selections are in buffer order (`compareRecords`: start, then end
 *   descending, then id), with unique integer ids below `nextId`.
 * - Every endpoint is an integer position inside the buffer (no NaN, no
 *   fraction, no Infinity, no column past its line), `start <= end`; a bare
 *   cursor is empty and not reversed.
 * - Neighbours do not intersect by Atom's merge rule, unless
 *   `mergeSuppressed` is set: Atom keeps intersecting selections after a
 *   method called on one cursor or selection, or a drag that suppresses the
 *   merge, until the next editor-level command merges them.
 * - Goal columns are null, integers or Infinity; folds are ranges inside the
 *   buffer with unique ids; the settings are in their ranges; the state and
 *   its selection list are frozen.
 *
 * "Exactly one last selection" follows: the last selection is the one with
 * the largest id, and ids are unique.
 */
import { Config } from './config.js'
import type { EditorState, SelectionRecord } from './editor-state.js'
import { compareRecords, intersects } from './selections.js'
import * as P from '../values/pos.js'
import type { Pos } from '../values/pos.js'

/** At most this many violations are listed. */
const MAX_VIOLATIONS = 20

const shown = (p: Pos): string => `(${String(p?.row)}, ${String(p?.column)})`
const describeRecord = (s: SelectionRecord): string => `selection ${s.id} ${shown(s.start)}-${shown(s.end)}`

/** Why `p` is not an integer position inside the buffer, or undefined. */
const positionProblem = (state: EditorState, p: Pos): string | undefined => {
  if (typeof p !== 'object' || p === null) return 'is not a position'
  if (!Number.isSafeInteger(p.row) || !Number.isSafeInteger(p.column)) return 'has a coordinate that is not an integer'
  if (p.row < 0 || p.row > state.buffer.getLastRow()) return `has a row outside 0..${state.buffer.getLastRow()}`
  const length = state.buffer.lineLengthForRow(p.row)
  if (p.column < 0 || p.column > length) return `has a column outside 0..${length}`
  return undefined
}

/** Every invariant `state` breaks, in words (at most 20); empty when it is sound. */
export const invariantViolations = (state: EditorState): string[] => {
  const out: string[] = []
  const report = (m: string): boolean => {
    out.push(m)
    return out.length >= MAX_VIOLATIONS
  }
  if (!Object.isFrozen(state)) report('the state is not frozen')
  if (!Object.isFrozen(state.selections)) report('the selection list is not frozen')
  if (!Config.is(state.config)) report('a setting is outside its range')
  const ids = new Set<number>()
  const list = state.selections
  for (let i = 0; i < list.length; i++) {
    const s = list[i]!
    const name = describeRecord(s)
    if (!Number.isSafeInteger(s.id) || s.id < 0) { if (report(`${name}: its id is not a natural number`)) return out }
    if (s.id >= state.nextId) { if (report(`${name}: its id is not below nextId ${state.nextId}`)) return out }
    if (ids.has(s.id)) { if (report(`${name}: another selection has the same id`)) return out }
    ids.add(s.id)
    let valid = true
    for (const [end, p] of [['start', s.start], ['end', s.end]] as const) {
      const problem = positionProblem(state, p)
      if (problem === undefined) continue
      valid = false
      if (report(`${name}: its ${end} ${problem}`)) return out
    }
    if (!valid) continue
    if (P.compare(s.start, s.end) > 0 && report(`${name}: its start is after its end`)) return out
    if (!s.tailed && (!P.equals(s.start, s.end) || s.reversed) && report(`${name}: a bare cursor that is not empty or is reversed`)) return out
    const goal = s.goalColumn
    if (goal !== null && !(Number.isSafeInteger(goal) || goal === Infinity) && report(`${name}: goal column ${String(goal)} is not an integer`)) return out
    if (i > 0) {
      const prev = list[i - 1]!
      if (!(compareRecords(prev, s) < 0) && report(`${describeRecord(prev)} and ${name}: not in buffer order`)) return out
      if (state.mergeSuppressed !== true && intersects(prev, s) && report(`${describeRecord(prev)} and ${name}: intersect, and no merge is suppressed`)) return out
    }
  }
  const foldIds = new Set<number>()
  for (const f of state.folds) {
    const name = `fold ${f.id} ${shown(f.start)}-${shown(f.end)}`
    if (foldIds.has(f.id) && report(`${name}: another fold has the same id`)) return out
    foldIds.add(f.id)
    for (const [end, p] of [['start', f.start], ['end', f.end]] as const) {
      const problem = positionProblem(state, p)
      if (problem !== undefined && report(`${name}: its ${end} ${problem}`)) return out
    }
    if (P.compare(f.start, f.end) > 0 && report(`${name}: its start is after its end`)) return out
  }
  for (const r of state.remoteSelections ?? []) {
    for (const x of r.ranges) {
      const name = `remote selection of client ${r.clientId} ${shown(x.start)}-${shown(x.end)}`
      for (const [end, p] of [['start', x.start], ['end', x.end]] as const) {
        const problem = positionProblem(state, p)
        if (problem !== undefined && report(`${name}: its ${end} ${problem}`)) return out
      }
      if (P.compare(x.start, x.end) > 0 && report(`${name}: its start is after its end`)) return out
    }
  }
  return out
}

/** Throws an `Error` listing every invariant `state` breaks (see `invariantViolations`). */
export const assertInvariants = (state: EditorState): void => {
  const violations = invariantViolations(state)
  if (violations.length > 0) throw new Error(`The state breaks ${violations.length === MAX_VIOLATIONS ? 'at least ' : ''}${violations.length} invariant(s):\n  ${violations.join('\n  ')}`)
}
