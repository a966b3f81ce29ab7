/**
 * Selection snapshots (reference §4.5): what an undo entry or a checkpoint
 * keeps of the selections it restores, packed into numbers for many
 * selections.
 */
import type { SelectionRecord } from './editor-state.js'
import * as P from '../values/pos.js'

/** Batches of at least this many changes, and selection lists of at least this many records, are kept packed. */
export const PACK_MIN = 32

/**
 * The selections an undo entry or a checkpoint restores: the one record, the
 * records themselves, or, for many selections, the same records packed into numbers
 * (an entry per keystroke at thousands of cursors would otherwise keep
 * thousands of record objects alive for every keystroke).
 */
export type SelectionSnapshot = readonly SelectionRecord[] | PackedSelections | SelectionRecord

/** Numbers per packed record: id, start row and column, end row and column, flags, goal column. */
export const STRIDE = 7
/** The goal column of a record without one. */
export const NO_GOAL = -1
/** Flags of a packed record. */
export const REVERSED = 1
export const TAILED = 2
export const WORDWISE = 4
export const LINEWISE = 8

/**
 * Selection records as numbers (see `STRIDE`); the rare screen ranges a
 * record may carry (`goalScreenRange`, `initialScreenRange`) are kept by
 * record index beside them.
 */
export class PackedSelections {
  constructor(
    readonly data: Int32Array,
    readonly ranges: ReadonlyMap<number, Pick<SelectionRecord, 'goalScreenRange' | 'initialScreenRange'>>,
  ) {}

  get length(): number {
    return this.data.length / STRIDE
  }

  /** Whether the records' ids ascend (Atom's restore order, when no selection was revived). */
  get ascending(): boolean {
    const d = this.data
    for (let o = STRIDE; o < d.length; o += STRIDE) if (!(d[o - STRIDE]! < d[o]!)) return false
    return true
  }
}

type ScreenRanges = Pick<SelectionRecord, 'goalScreenRange' | 'initialScreenRange'>

// The screen ranges of a packed list that has none (most lists): never written to.
const NO_RANGES: ReadonlyMap<number, ScreenRanges> = new Map()

// Every number is checked to be an int32 as `(n | 0) === n`, written out: `pack` runs at every edit over every record.
const pack = (records: readonly SelectionRecord[]): PackedSelections | null => {
  const data = new Int32Array(records.length * STRIDE)
  let ranges: Map<number, ScreenRanges> | null = null
  for (let i = 0; i < records.length; i++) {
    const s = records[i]!
    const g = s.goalColumn ?? NO_GOAL
    if (s.goalColumn !== null && !((g | 0) === g && g >= 0)) return null
    const id = s.id
    const start = s.start
    const end = s.end
    if ((id | 0) !== id || (start.row | 0) !== start.row || (start.column | 0) !== start.column || (end.row | 0) !== end.row || (end.column | 0) !== end.column) return null
    const o = i * STRIDE
    data[o] = id
    data[o + 1] = start.row
    data[o + 2] = start.column
    data[o + 3] = end.row
    data[o + 4] = end.column
    data[o + 5] = (s.reversed ? REVERSED : 0) | (s.tailed ? TAILED : 0) | (s.wordwise ? WORDWISE : 0) | (s.linewise ? LINEWISE : 0)
    data[o + 6] = g
    if (s.goalScreenRange !== null || s.initialScreenRange !== null) (ranges ??= new Map()).set(i, { goalScreenRange: s.goalScreenRange, initialScreenRange: s.initialScreenRange })
  }
  return new PackedSelections(data, ranges ?? NO_RANGES)
}

// One snapshot per selection list: the "after" of one entry is usually the "before" of the next.
const snapshots = new WeakMap<readonly SelectionRecord[], SelectionSnapshot>()

/** What the history keeps of `records`: its one record, the list itself when short, else its packed form (one per list). */
export const snapshotOf = (records: readonly SelectionRecord[]): SelectionSnapshot => {
  if (records.length === 1) return records[0]!
  if (records.length < PACK_MIN) return records
  let snap = snapshots.get(records)
  if (snap === undefined) snapshots.set(records, (snap = pack(records) ?? records))
  return snap
}

/** The packed snapshot already made of `records`, if any (nothing is packed). */
export const packedOf = (records: readonly SelectionRecord[]): PackedSelections | null => {
  const snap = snapshots.get(records)
  return snap instanceof PackedSelections ? snap : null
}

/** Makes `snap` the snapshot of `records`, which hold exactly its records (equal, in order): restored from it unchanged. */
export const remember = (records: readonly SelectionRecord[], snap: PackedSelections): void => {
  snapshots.set(records, snap)
}

/** The records a snapshot holds (new, equal records for a packed one). */
export const recordsOf = (snap: SelectionSnapshot): readonly SelectionRecord[] => {
  if ('id' in snap) return Object.freeze([snap])
  if (!(snap instanceof PackedSelections)) return snap
  const d = snap.data
  const out: SelectionRecord[] = new Array(snap.length)
  for (let i = 0; i < out.length; i++) {
    const o = i * STRIDE
    const start = P.pos(d[o + 1]!, d[o + 2]!)
    const end = d[o + 3] === start.row && d[o + 4] === start.column ? start : P.pos(d[o + 3]!, d[o + 4]!)
    const f = d[o + 5]!
    const extra = snap.ranges.get(i)
    out[i] = {
      id: d[o]!,
      start,
      end,
      reversed: (f & REVERSED) !== 0,
      tailed: (f & TAILED) !== 0,
      goalColumn: d[o + 6] === NO_GOAL ? null : d[o + 6]!,
      goalScreenRange: extra?.goalScreenRange ?? null,
      initialScreenRange: extra?.initialScreenRange ?? null,
      wordwise: (f & WORDWISE) !== 0,
      linewise: (f & LINEWISE) !== 0,
    }
  }
  return Object.freeze(out)
}

