/**
 * Markers as data (Atom's `TextEditor::markBufferRange` and friends): each
 * marker is a frozen record in `EditorState.markers`, moved through every
 * text change by the rules of Atom's marker index (superstring's
 * `MarkerIndex::splice`) and marked invalid by its invalidation strategy.
 * Undo and redo move markers through the changes they make (Atom keeps no
 * history for these markers); an earlier state, restored, has its markers as
 * they were.
 *
 * The store is one layer (the editor's default marker layer); a record
 * carries every field Atom's `Marker` keeps, so more layers and the rest of
 * `DisplayMarker` can be built on it.
 */
import type { TextBuffer } from '../buffer/text-buffer.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import type { MappedChange } from './selections.js'

/** Atom's invalidation strategies, from the sturdiest to the most fragile. */
export type InvalidationStrategy = 'never' | 'surround' | 'overlap' | 'inside' | 'touch'

/** The strategies, for codecs. */
export const INVALIDATION_STRATEGIES: readonly InvalidationStrategy[] = ['never', 'surround', 'overlap', 'inside', 'touch']

/** One marker: its range and Atom's `Marker` fields. */
export interface MarkerRecord {
  /** Stable identity; ids are never reused within a store. */
  readonly id: number
  readonly start: Pos
  readonly end: Pos
  /** The head is `start` (only meaningful with a tail). */
  readonly reversed: boolean
  /** False for a marker made by `markBufferPosition` (a tailless marker). */
  readonly tailed: boolean
  readonly invalidate: InvalidationStrategy
  /** `exclusive` as given, or null for Atom's default (exclusive when tailless or `invalidate: 'inside'`). */
  readonly exclusive: boolean | null
  /** False once a change invalidated the marker by its strategy (it keeps moving). */
  readonly valid: boolean
  /** Custom properties (plain data). */
  readonly properties: Readonly<Record<string, unknown>>
}

/**
 * The markers of an editor: records in creation order and the next id, and
 * the saved-state marker: the buffer as it was at the last `markSaved`
 * (`isModified` compares the text with it).
 */
export interface MarkerStore {
  readonly nextId: number
  readonly records: readonly MarkerRecord[]
  /** The buffer at the last `marker/markSaved`; absent when the text was never marked saved. */
  readonly saved?: TextBuffer
}

/** `store` with other records (the saved-state marker kept). */
const withRecords = (store: MarkerStore, records: readonly MarkerRecord[], nextId = store.nextId): MarkerStore =>
  Object.freeze(store.saved ? { nextId, records: Object.freeze(records), saved: store.saved } : { nextId, records: Object.freeze(records) })

/** `store` with `buffer` as the saved text (the same store when it already is). */
export const markSaved = (store: MarkerStore, buffer: TextBuffer): MarkerStore =>
  store.saved === buffer ? store : Object.freeze({ nextId: store.nextId, records: store.records, saved: buffer })

/**
 * Atom's `TextBuffer::isModified` for a buffer without a file: never marked
 * saved, any text is a modification; marked saved, a text other than the
 * saved one is.
 */
export const isModified = (store: MarkerStore | undefined, buffer: TextBuffer): boolean => {
  const saved = store?.saved
  if (!saved) return buffer.getLength() > 0
  if (saved === buffer) return false
  return saved.getLength() !== buffer.getLength() || saved.getText() !== buffer.getText()
}

/** The empty store. */
export const NO_MARKERS: MarkerStore = Object.freeze({ nextId: 1, records: Object.freeze([]) })

/** Atom's `Marker::isExclusive`. */
export const isExclusive = (m: MarkerRecord): boolean => m.exclusive ?? (m.invalidate === 'inside' || !m.tailed)

/** Atom's `Marker::getHeadPosition`. */
export const markerHead = (m: MarkerRecord): Pos => (m.reversed ? m.start : m.end)

/** Atom's `Marker::getTailPosition` (the head for a tailless marker too: its range is empty). */
export const markerTail = (m: MarkerRecord): Pos => (m.reversed ? m.end : m.start)

/** Options of a new marker (Atom's reserved keys; the rest are properties). */
export interface MarkerOptions {
  readonly reversed?: boolean
  readonly tailed?: boolean
  readonly invalidate?: InvalidationStrategy
  readonly exclusive?: boolean
  readonly properties?: Readonly<Record<string, unknown>>
}

/** The store with a new marker over `range` (clipped to `buffer`). */
export const addMarker = (store: MarkerStore, buffer: TextBuffer, range: Span, options: MarkerOptions): MarkerStore => {
  const r = buffer.clipRange(P.span(range.start, range.end))
  const tailed = options.tailed ?? true
  const record: MarkerRecord = Object.freeze({
    id: store.nextId,
    start: r.start,
    end: tailed ? r.end : r.start,
    reversed: options.reversed ?? false,
    tailed,
    invalidate: options.invalidate ?? 'overlap',
    exclusive: options.exclusive ?? null,
    valid: true,
    properties: Object.freeze({ ...(options.properties ?? {}) }),
  })
  return withRecords(store, [...store.records, record], store.nextId + 1)
}

/** The store with marker `id` replaced by `f(record)` (unchanged when absent or when `f` returns it). */
export const updateMarker = (store: MarkerStore, id: number, f: (m: MarkerRecord) => MarkerRecord): MarkerStore => {
  const i = store.records.findIndex(m => m.id === id)
  if (i < 0) return store
  const next = f(store.records[i]!)
  if (next === store.records[i]) return store
  const records = store.records.slice()
  records[i] = Object.freeze(next)
  return withRecords(store, records)
}

/** The store without marker `id`. */
export const removeMarker = (store: MarkerStore, id: number): MarkerStore => {
  const records = store.records.filter(m => m.id !== id)
  return records.length === store.records.length ? store : withRecords(store, records)
}

/** The marker with `id`, or undefined. */
export const findMarker = (store: MarkerStore | undefined, id: number): MarkerRecord | undefined => store?.records.find(m => m.id === id)

// ─── through a change (superstring's MarkerIndex::splice) ───────────────────

/** `p` after `from` was replaced by text ending at `to` (p at or after `from`). */
const shifted = (p: Pos, from: Pos, to: Pos): Pos =>
  p.row === from.row ? P.pos(to.row, to.column + p.column - from.column) : P.pos(p.row + to.row - from.row, p.column)

/**
 * One marker through one change: `[s, e)` replaced by text now spanning
 * `[s, n)`. Returns the same record when nothing about it changes.
 *
 * Insertion (`s = e`): an exclusive marker's start at `s` is pushed to `n`
 * and its end stays (both are pushed for an empty one); an inclusive
 * marker's start stays and its end is pushed (it grows over the text).
 * Replacement: endpoints strictly inside go to `n`, an endpoint at `e` goes
 * to `n`, an exclusive start at `s` (not also its end) goes to `n`.
 *
 * Invalidation, by strategy: `touch` when the change touches the marker;
 * `inside` when it reaches into the marker's inside (for an insertion: the
 * marker now covers the text); `overlap` when a marker endpoint lies inside
 * the change (an exclusive start at `s` or end at `e` counts); `surround`
 * when both do.
 */
export const spliceMarker = (m: MarkerRecord, s: Pos, e: Pos, n: Pos): MarkerRecord => {
  const { start: ms, end: me } = m
  // Entirely before the change: untouched.
  if (P.compare(me, s) < 0) return m
  const x = isExclusive(m)
  const empty = P.equals(ms, me)
  let start: Pos
  let end: Pos
  let touch: boolean
  let inside: boolean
  let overlap = false
  let surround = false
  if (P.equals(s, e)) {
    const at = (p: Pos, isStart: boolean): Pos => {
      const c = P.compare(p, s)
      if (c < 0) return p
      if (c > 0) return shifted(p, s, n)
      if (isStart) return x ? n : s
      return !x || empty ? n : s
    }
    start = at(ms, true)
    end = at(me, false)
    touch = P.compare(ms, s) <= 0 && P.compare(s, me) <= 0
    inside = P.compare(start, s) <= 0 && P.compare(end, n) >= 0
  } else {
    const at = (p: Pos, isStart: boolean): Pos => {
      const cs = P.compare(p, s)
      if (cs < 0) return p
      if (cs === 0) return isStart && x && !empty ? n : s
      const ce = P.compare(p, e)
      return ce <= 0 ? n : shifted(p, e, n)
    }
    start = at(ms, true)
    end = at(me, false)
    const startsIn = (P.compare(s, ms) < 0 && P.compare(ms, e) < 0) || (x && P.equals(ms, s) && !empty)
    const endsIn = (P.compare(s, me) < 0 && P.compare(me, e) < 0) || (x && P.equals(me, e) && !empty)
    overlap = startsIn || endsIn
    surround = startsIn && endsIn
    inside = overlap || (P.compare(ms, e) < 0 && P.compare(me, s) > 0)
    touch = P.compare(ms, e) <= 0 && P.compare(me, s) >= 0
  }
  const hit = { never: false, surround, overlap, inside, touch }[m.invalidate]
  const valid = m.valid && !hit
  if (valid === m.valid && P.equals(start, ms) && P.equals(end, me)) return m
  return Object.freeze({ ...m, start, end, valid })
}

/**
 * Every marker through a sorted batch of changes (old coordinates, as
 * `mapChanges` gives them), applied one after another from the first, as
 * Atom's buffer applies a multi-cursor edit. Returns the same store when no
 * marker changes.
 */
export const mapMarkers = (store: MarkerStore, changes: readonly MappedChange[]): MarkerStore => {
  if (store.records.length === 0 || changes.length === 0) return store
  let changed = false
  const records = store.records.map(m => {
    let r = m
    for (const c of changes) {
      // In the coordinates left by the changes before it: its start is `newStart`, its old end that far past.
      const e = shifted(c.end, c.start, c.newStart)
      if (P.equals(c.newStart, e) && P.equals(c.newStart, c.newEnd)) continue
      r = spliceMarker(r, c.newStart, e, c.newEnd)
    }
    if (r !== m) changed = true
    return r
  })
  return changed ? withRecords(store, records) : store
}
