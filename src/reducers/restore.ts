/**
 * Restoring a selection snapshot (undo, redo, a revert to a checkpoint) as
 * Atom's marker layer restores one (reference §4.5): present selections take
 * their snapshot ranges, destroyed ones come back under new ids.
 */
import * as P from '../values/pos.js'
import { cursorRecord, head, isBare, recordWith, snapshotIdentity, type EditorState, type SelectionRecord } from '../state/editor-state.js'
import * as S from '../display/screen.js'
import { clampSelections, compareRecords, intersects, isMerged, normalize, sortRecords } from '../state/selections.js'
import {
  LINEWISE, NO_GOAL, PackedSelections, packedOf, recordsOf, remember, REVERSED, STRIDE, TAILED, WORDWISE, type SelectionSnapshot,
} from '../state/snapshots.js'

/** The selections a restore gives, the next id, and the revived selections' identities when it revived any. */
export interface Restored {
  readonly selections: readonly SelectionRecord[]
  readonly nextId: number
  readonly revived?: Readonly<Record<number, number>>
  /** Set when the restore left no selection: the cursor at the start stands for the one Atom's editor creates when asked. */
  readonly unselected?: true
}

/** `restore` applied to `state`: its selections, next id and (when a selection was revived) identities. */
export const withRestored = (state: EditorState, restore: Restored): EditorState =>
  restore.revived
    ? { ...state, nextId: restore.nextId, revived: restore.revived }
    : isBare(state)
    ? { buffer: state.buffer, selections: state.selections, nextId: restore.nextId, folds: state.folds, config: state.config, history: state.history, effects: state.effects }
    : { ...state, nextId: restore.nextId }

/** `revived` (or a copy of the state's map) with `id` known as `identity`. */
const revive = (state: EditorState, revived: Record<number, number> | undefined, id: number, identity: number): Record<number, number> => {
  const map = revived ?? { ...state.revived }
  map[id] = identity
  return map
}

/** A snapshot's records in Atom's restore order: by the marker ids the history knows them by. */
const inRestoreOrder = (state: EditorState, snapshot: readonly SelectionRecord[]): readonly SelectionRecord[] => {
  const identity = identityIn(state)
  if (state.revived === undefined) {
    let i = 1
    while (i < snapshot.length && snapshot[i - 1]!.id < snapshot[i]!.id) i++
    if (i >= snapshot.length) return snapshot
  }
  for (let i = 1; i < snapshot.length; i++) {
    if (identity(snapshot[i - 1]!.id) > identity(snapshot[i]!.id)) return [...snapshot].sort((a, b) => identity(a.id) - identity(b.id))
  }
  return snapshot
}

/** The ids the history knows `state`'s selections by (see `EditorState.revived`), as a function of their own. */
const identityIn = (state: EditorState): ((id: number) => number) => {
  const revived = state.revived
  return revived === undefined ? id => id : id => revived[id] ?? id
}

/**
 * A present selection given its snapshot's range: Atom's marker takes the
 * snapshot's range, orientation and tail; the Selection and its Cursor keep
 * their own fields, the cursor losing its goal column when its head moved on
 * screen (from where its marker last reported it in `before` to where it is
 * in `after`).
 */
const takeRange = (before: EditorState, after: EditorState, live: SelectionRecord, r: SelectionRecord): SelectionRecord => {
  const goalColumn = live.goalColumn !== null && moved(before, after, live, head(r)) ? null : live.goalColumn
  if (
    live.id === r.id && goalColumn === r.goalColumn && live.goalScreenRange === r.goalScreenRange &&
    live.initialScreenRange === r.initialScreenRange && live.wordwise === r.wordwise && live.linewise === r.linewise
  ) return r
  return {
    id: live.id, start: r.start, end: r.end, reversed: r.reversed, tailed: r.tailed, goalColumn,
    goalScreenRange: live.goalScreenRange, initialScreenRange: live.initialScreenRange, wordwise: live.wordwise, linewise: live.linewise,
  }
}

/**
 * Whether a cursor with a goal column loses it when its head goes from
 * `live`'s to `to`: when its head moved on screen. A head a text change
 * moved without its marker reporting it (see `EditorState.unreported`) is
 * compared from where the marker last reported it.
 */
const moved = (before: EditorState, after: EditorState, live: SelectionRecord, to: P.Pos): boolean =>
  !P.equals(head(live), to) && !P.equals(reportedHead(before, live), S.screenPositionForBufferPosition(after, to))

/** Where `live`'s marker last reported its head on screen in `before`. */
const reportedHead = (before: EditorState, live: SelectionRecord): P.Pos => {
  const pending = before.unreported?.[live.id]
  return pending !== undefined && P.equals(pending.at, head(live)) ? pending.reported : S.screenPositionForBufferPosition(before, head(live))
}

/** A revived selection under `id`: Atom's editor makes a new Selection and Cursor for the marker (no goal column, no word or line mode). */
const revivedRecord = (r: SelectionRecord, id: number): SelectionRecord =>
  recordWith(r, { id, goalColumn: null, goalScreenRange: null, initialScreenRange: null, wordwise: false, linewise: false })

/**
 * The state with a snapshot's selections restored, as Atom's marker layer
 * restores one (in the order of its marker ids): a selection still present
 * takes its snapshot range in place (`takeRange`; `before` is the state
 * the undo or redo started from); one destroyed since is revived, and
 * Atom's editor appends it to its selections: here it comes back under a
 * new id (after the others, in snapshot order), its identity kept in
 * `revived` so that later restores find it.
 */
export const restored = (state: EditorState, snapshot: readonly SelectionRecord[], before: EditorState = state): Restored => {
  const identity = identityIn(state)
  const order = inRestoreOrder(state, snapshot)
  // The present selections in the same order, walked side by side with the snapshot's.
  const present = inRestoreOrder(state, state.selections)
  let j = 0
  let nextId = state.nextId
  let revived: Record<number, number> | undefined
  const selections = order.map(r => {
    const id = identity(r.id)
    while (j < present.length && identity(present[j]!.id) < id) j++
    const live = present[j]
    if (live !== undefined && identity(live.id) === id) return takeRange(before, state, live, r)
    const revivedId = nextId++
    revived = revive(state, revived, revivedId, id)
    return revivedRecord(r, revivedId)
  })
  return revived ? { selections, nextId, revived: Object.freeze(revived) } : { selections, nextId }
}

/**
 * The state's selections given a snapshot as Atom's `revertToCheckpoint`
 * gives them (no merge is held off, unlike undo and redo): in the
 * snapshot's restore order, a selection still present takes its snapshot
 * range; one destroyed since comes back (as `restored` brings it back), and Atom then
 * merges the selections as they stand at that moment (the ones not yet
 * restored and the ones about to go included), so it may merge into one of
 * them, or absorb it; at the end the selections the snapshot does not hold
 * go. None left: a cursor at the start, as Atom's editor then creates one
 * (an empty selection with a tail, as `addSelectionForBufferRange` makes).
 */
export const restoredMerging = (state: EditorState, snapshot: readonly SelectionRecord[], before: EditorState): Restored => {
  let live: SelectionRecord[] = [...state.selections]
  let nextId = state.nextId
  let revived: Record<number, number> | undefined
  const kept = new Set<number>()
  for (const r of inRestoreOrder(state, snapshot)) {
    const identity = snapshotIdentity(state, r.id)
    const i = live.findIndex(x => snapshotIdentity(state, x.id) === identity)
    if (i >= 0) {
      const old = before.selections.find(x => x.id === live[i]!.id) ?? live[i]!
      // The replay's moves go unheard (Atom's buffer counts the revert as inside a transaction): the marker reports
      // against where it last reported, with the goal column the cursor had before the revert.
      live[i] = takeRange(before, state, old, r)
      kept.add(live[i]!.id)
      continue
    }
    const id = nextId++
    revived = revive(state, revived, id, identity)
    kept.add(id)
    live = normalize([...live, revivedRecord(r, id)])
  }
  const selections = live.filter(x => kept.has(x.id))
  const rest = revived ? { nextId, revived: Object.freeze(revived) } : { nextId }
  if (selections.length > 0) return { selections, ...rest }
  // Atom's editor adds that selection with `addSelectionForBufferRange`: its marker has a tail.
  return { selections: [recordWith(cursorRecord(nextId, P.ZERO), { tailed: true })], ...rest, nextId: nextId + 1, unselected: true }
}


/** A restore whose selections are clamped into the text and in buffer order (as undo and redo keep them), and whether no two intersect. */
export interface Placed extends Restored {
  readonly merged: boolean
}

/**
 * `restored` from `snapshot`, its selections then clamped into the text (a
 * step that put a `\r` before a `\n`, one `\r\n` ending, a row a column
 * shorter, can leave restored ranges past a row's end, where Atom leaves
 * them; clamped, every position stays valid) and sorted into buffer order.
 */
export const placed = (state: EditorState, snapshot: SelectionSnapshot, before: EditorState): Placed => {
  if (snapshot instanceof PackedSelections) {
    const fast = placedPacked(state, snapshot, before)
    if (fast !== null) return fast
  }
  // One selection restored over the one present under the same id: what `restored` and the clamping give, without their lists.
  const live = state.selections
  if ('id' in snapshot && live.length === 1 && live[0]!.id === snapshot.id && state.revived === undefined) {
    const r = takeRange(before, state, live[0]!, snapshot)
    const start = state.buffer.clampPosition(r.start)
    const end = state.buffer.clampPosition(r.end)
    return { selections: Object.freeze([start === r.start && end === r.end ? r : recordWith(r, { start, end })]), nextId: state.nextId, merged: true }
  }
  const back = restored(state, recordsOf(snapshot), before)
  const selections = Object.freeze(sortRecords(clampSelections(state.buffer.clamper(), back.selections)))
  return { ...back, selections, merged: isMerged(selections) }
}

/** Whether the ids of `records` ascend. */
const ascending = (records: readonly SelectionRecord[]): boolean => {
  for (let i = 1; i < records.length; i++) if (!(records[i - 1]!.id < records[i]!.id)) return false
  return true
}

/**
 * `placed` from a packed snapshot in one pass, each record built once, when
 * no selection was revived and both the snapshot's and the state's ids ascend
 * (both already in restore order); else null. The state's selections are
 * read from their own packed snapshot when the history made one (the records
 * themselves only for a goal column to keep or drop). Restored unchanged, the
 * selections are known to hold the snapshot (`remember`): a later snapshot of
 * them is that one.
 */
const placedPacked = (state: EditorState, snap: PackedSelections, before: EditorState): Placed | null => {
  const live = state.selections
  const packed = packedOf(live)
  if (state.revived !== undefined || !snap.ascending || !(packed !== null ? packed.ascending : ascending(live))) return null
  const d = snap.data
  const n = snap.length
  const ranges = snap.ranges.size > 0 ? snap.ranges : null
  // The present selections as numbers (see `PackedSelections`), when known.
  const ld = packed?.data
  const liveRanges = packed !== null && packed.ranges.size > 0 ? packed.ranges : null
  const clamper = state.buffer.clamper()
  const out: SelectionRecord[] = new Array(n)
  let nextId = state.nextId
  let revived: Record<number, number> | undefined
  let exact = true
  let sorted = true
  let merged = true
  for (let i = 0, j = 0; i < n; i++) {
    const o = i * STRIDE
    const id = d[o]!
    const from = P.pos(d[o + 1]!, d[o + 2]!)
    const to = d[o + 3] === from.row && d[o + 4] === from.column ? from : P.pos(d[o + 3]!, d[o + 4]!)
    const f = d[o + 5]!
    const reversed = (f & REVERSED) !== 0
    const tailed = (f & TAILED) !== 0
    const start = clamper.clampPosition(from)
    const end = clamper.clampPosition(to)
    if (start !== from || end !== to) exact = false
    let found: boolean
    if (ld !== undefined) {
      while (j < live.length && ld[j * STRIDE]! < id) j++
      found = j < live.length && ld[j * STRIDE] === id
    } else {
      while (j < live.length && live[j]!.id < id) j++
      found = j < live.length && live[j]!.id === id
    }
    let r: SelectionRecord
    if (found) {
      // `takeRange`: the present selection's own fields, the snapshot's range.
      let goal: number | null
      let wordwise: boolean
      let linewise: boolean
      let goalScreenRange: SelectionRecord['goalScreenRange']
      let initialScreenRange: SelectionRecord['initialScreenRange']
      if (ld !== undefined) {
        const lo = j * STRIDE
        goal = ld[lo + 6] === NO_GOAL ? null : ld[lo + 6]!
        wordwise = (ld[lo + 5]! & WORDWISE) !== 0
        linewise = (ld[lo + 5]! & LINEWISE) !== 0
        const extra = liveRanges?.get(j)
        goalScreenRange = extra?.goalScreenRange ?? null
        initialScreenRange = extra?.initialScreenRange ?? null
      } else {
        const l = live[j]!
        goal = l.goalColumn
        wordwise = l.wordwise
        linewise = l.linewise
        goalScreenRange = l.goalScreenRange
        initialScreenRange = l.initialScreenRange
      }
      const goalColumn = goal !== null && moved(before, state, live[j]!, reversed ? from : to) ? null : goal
      r = { id, start, end, reversed, tailed, goalColumn, goalScreenRange, initialScreenRange, wordwise, linewise }
      if (exact) {
        const extra = ranges?.get(i)
        exact = goalColumn === (d[o + 6] === NO_GOAL ? null : d[o + 6]) && wordwise === ((f & WORDWISE) !== 0) && linewise === ((f & LINEWISE) !== 0) &&
          goalScreenRange === (extra?.goalScreenRange ?? null) && initialScreenRange === (extra?.initialScreenRange ?? null)
      }
    } else {
      // `revivedRecord`.
      const revivedId = nextId++
      revived = revive(state, revived, revivedId, id)
      r = { id: revivedId, start, end, reversed, tailed, goalColumn: null, goalScreenRange: null, initialScreenRange: null, wordwise: false, linewise: false }
      exact = false
    }
    if (i > 0) {
      const prev = out[i - 1]!
      if (sorted && compareRecords(prev, r) > 0) sorted = false
      if (merged && intersects(prev, r)) merged = false
    }
    out[i] = r
  }
  if (!sorted) {
    out.sort(compareRecords)
    merged = isMerged(out)
  }
  const selections = Object.freeze(out)
  if (exact && sorted) remember(selections, snap)
  return revived ? { selections, nextId, revived: Object.freeze(revived), merged } : { selections, nextId, merged }
}
