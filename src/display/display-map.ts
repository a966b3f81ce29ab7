/**
 * The display map: which screen rows each buffer row takes, derived from the
 * buffer, the display settings and the folds, memoized per (buffer, settings,
 * folds) and updated incrementally rather than rebuilt.
 *
 * Maps live in a WeakMap keyed by the buffer (never in the state). A buffer
 * made by an edit records its parent and the changes (`origin`); the map of
 * the new buffer is the parent's map with the touched row groups laid out
 * again and spliced into the persistent row tree: O(changes · log n) plus the
 * length of the touched rows. A map for other folds on the same buffer is
 * patched over the rows of the folds that differ. Only when no ancestor's map
 * is at hand is the map built from scratch, in one pass over the rows that
 * looks at each line's length and tabs and wraps only lines that can wrap.
 */
import { TextBuffer, type BufferOrigin } from '../buffer/text-buffer.js'
import type { Fold } from '../state/editor-state.js'
import { mapChanges, rowDelta, type MappedChange } from '../state/selections.js'
import { effectiveFolds, firstFoldFromRow, groupRows, mapFolds, unwrappedRows } from './folds.js'
import type { DisplayParams } from './params.js'
import {
  countAt, entries, type Entries, layoutAt, type Located, locateRow, locateScreenRow, type RowNode, type RowSplice, spliceTree, treeBuilder,
} from './row-tree.js'
import * as P from '../values/pos.js'
import type { Pos } from '../values/pos.js'
import { type FoldRange, type GroupLayout, layoutGroup, plainWidth } from './wrap.js'
import { canLayoutLong, isLongRowStandIn, layoutLongRow, longRowLayout } from './long-row.js'
import { contentOf, endingLength } from '../buffer/lines.js'
import type { ChunkedLine } from '../buffer/chunked-line.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** The screen layout of one buffer version under one set of settings and folds. */
export interface DisplayMap {
  readonly buffer: TextBuffer
  readonly params: DisplayParams
  /** The fold records it was made for (the state's list). */
  readonly folds: readonly Fold[]
  /** What the screen shows of them. */
  readonly ranges: readonly FoldRange[]
  /**
   * The row tree; null for a map whose rows were only checked to be plain
   * (no folds, nothing wraps), which then needs no per-row entries.
   */
  readonly root: RowNode | null
  /** Every buffer row is one plain screen row: screen rows are buffer rows. */
  readonly identity: boolean
}

/** A row group located on screen: its first buffer row, first screen row and layout (null: one plain row). */
export interface Group {
  readonly head: number
  readonly screenRow: number
  readonly layout: GroupLayout | null
}

// ─── laying out rows ────────────────────────────────────────────────────────

const CHUNK = 2048

/** Entries for the rows `[from, to)`, which must be whole row groups under `ranges`, written to `e` (`after` runs after each group). */
const layoutRows = (
  buffer: TextBuffer,
  params: DisplayParams,
  ranges: readonly FoldRange[],
  from: number,
  to: number,
  e: Entries = entries(),
  after?: () => void,
  partial?: number[],
  unwrapped = 0,
): Entries => {
  let fold = firstFoldFromRow(ranges, from)
  const plainParams = unwrapped > from ? unwrappedParams(params) : params
  let cache: (string | ChunkedLine)[] = []
  let cacheFrom = from
  const lineAt = (row: number): string => {
    const i = row - cacheFrom
    const line = i >= 0 && i < cache.length ? cache[i]! : buffer.lineForRow(row)
    return typeof line === 'string' ? line : line.slice(0, line.length - endingLength(line))
  }
  for (let row = from; row < to; ) {
    if (row >= cacheFrom + cache.length) {
      cacheFrom = row
      cache = buffer.contentsOrChunksOfRows(row, Math.min(to, row + CHUNK))
    }
    const stored = cache[row - cacheFrom]!
    if (typeof stored !== 'string' && canLayoutLong(stored) && !(fold < ranges.length && ranges[fold]!.start.row === row)) {
      // A long row in chunks, a group of its own: laid out in place, from its last layout (maybe in part).
      if (!layoutLongRow(stored, stored.length - endingLength(stored), row < unwrapped ? plainParams : params, e, partial === undefined)) partial!.push(row)
      row++
      after?.()
      continue
    }
    const before = e.counts.length
    fold = layoutGroup(lineAt, row, ranges, fold, row < unwrapped ? plainParams : params, e)
    row += e.counts.length - before
    after?.()
  }
  return e
}

const unwrappedMemo = new WeakMap<DisplayParams, DisplayParams>()

/** `params` wrapping no row (the rows `unwrappedRows` counts). */
const unwrappedParams = (params: DisplayParams): DisplayParams => {
  let p = unwrappedMemo.get(params)
  if (!p) {
    p = Object.freeze({ ...params, key: `${params.key}|unwrapped`, softWrapColumn: Infinity })
    unwrappedMemo.set(params, p)
  }
  return p
}

/**
 * `plainWidth` of a row as `contentsOrChunksOfRows` gives it: a long row in
 * chunks is not read when its length settles it (no tab and no wrap column;
 * or longer than twice the wrap column, as no character is narrower than half
 * a column).
 */
const storedWidth = (line: string | ChunkedLine, params: DisplayParams): number => {
  if (typeof line === 'string') return plainWidth(line, params)
  const len = line.length - endingLength(line)
  if (!(params.softWrapColumn < Infinity) && line.tabs === 0) return len
  if (len > 2 * params.softWrapColumn) return -1
  return plainWidth(line.slice(0, len), params)
}

/**
 * Maps whose tree has entries for long rows laid out only in part (see
 * `layoutLongRow`): the tree as made, and those rows. Such a map lays them
 * out to their end, once, when its `root` is first read; queries that only
 * need the rows before such a row, or the part of it laid out, read the tree
 * as made (`groupOfBufferRow`, `groupOfScreenRow`), and so do maps made from
 * it that lay those rows out again.
 */
const partialMaps = new WeakMap<DisplayMap, { readonly root: RowNode; readonly rows: readonly number[] }>()

const make = (buffer: TextBuffer, params: DisplayParams, folds: readonly Fold[], ranges: readonly FoldRange[], root: RowNode | null, partial: readonly number[] = []): DisplayMap => {
  const identity = ranges.length === 0 && (root === null || root.screen === root.rows)
  if (partial.length === 0 || root === null) return Object.freeze({ buffer, params, folds, ranges, root, identity })
  let whole: RowNode | null = null
  const m: DisplayMap = Object.freeze({
    buffer, params, folds, ranges, identity,
    get root(): RowNode {
      if (whole === null) {
        whole = spliceTree(root, partial.map(row => ({ from: row, to: row + 1, entries: layoutRows(buffer, params, ranges, row, row + 1) })))
        partialMaps.delete(m)
      }
      return whole
    },
  })
  partialMaps.set(m, { root, rows: partial })
  return m
}

/** A map's tree as made and its rows laid out in part (none once laid out). */
const treeOf = (m: DisplayMap): { readonly root: RowNode | null; readonly rows: readonly number[] } => partialMaps.get(m) ?? { root: m.root, rows: [] }

// ─── plain documents ────────────────────────────────────────────────────────

/** The longest screen row of maps without a tree, once known (row, width). */
const longestOfPlain = new WeakMap<DisplayMap, Pos>()

/**
 * Whether every row of the buffer is one plain screen row, and if so its
 * longest row. One pass: over the whole text with `indexOf` when the buffer
 * was made from a string (its text is at hand), else over the rows in chunks.
 */
const scanPlain = (buffer: TextBuffer, params: DisplayParams): Pos | null => {
  let longest = P.pos(0, -1)
  const visit = (row: number, line: string): boolean => {
    const width = plainWidth(line, params)
    if (width < 0) return false
    if (width > longest.column) longest = P.pos(row, width)
    return true
  }
  const lines = buffer.getLineCount()
  const text = buffer.origin === undefined ? buffer.getText() : null
  if (text !== null && text.indexOf('\r') < 0) {
    // Lines short enough never to wrap need only their length and tabs.
    const T = params.tabLength
    const short = Math.floor(params.softWrapColumn / Math.max(params.maxRatio, T))
    let start = 0
    let tab = text.indexOf('\t')
    for (let row = 0; row < lines; row++) {
      let end = text.indexOf('\n', start)
      if (end < 0) end = text.length
      const len = end - start
      if (tab >= 0 && tab < start) tab = text.indexOf('\t', start)
      if (len > short || (tab >= 0 && tab < end)) {
        if (!visit(row, text.slice(start, end))) return null
      } else if (len > longest.column) longest = P.pos(row, len)
      start = end + 1
    }
    return P.pos(longest.row, Math.max(0, longest.column))
  }
  for (let from = 0; from < lines; from += CHUNK) {
    const chunk = buffer.contentsOrChunksOfRows(from, Math.min(lines, from + CHUNK))
    for (let i = 0; i < chunk.length; i++) {
      const width = storedWidth(chunk[i]!, params)
      if (width < 0) return null
      if (width > longest.column) longest = P.pos(from + i, width)
    }
  }
  return P.pos(longest.row, Math.max(0, longest.column))
}

/** The longest screen row of a map (row, length). */
export const longestScreenRow = (m: DisplayMap): Pos => {
  if (m.root) return P.pos(m.root.maxRow, m.root.maxWidth)
  let known = longestOfPlain.get(m)
  if (!known) {
    const pending = pendingLongest.get(m)
    if (pending !== undefined) {
      const changes = mapChanges(pending.origin.changes)
      const best = widestEdited(m.buffer, m.params, changes)
      if (best !== null) known = carriedLongest(pending.known, best, changes)
      pendingLongest.delete(m)
    }
    known ??= scanPlain(m.buffer, m.params) ?? P.ZERO
    longestOfPlain.set(m, known)
  }
  return known
}

/**
 * Whether every row of a loaded buffer is one plain screen row, from its row
 * starts alone (no line read) when no row is long enough to wrap; null when
 * that does not tell (no row starts at hand, or a row is that long).
 */
const shortRowsOnly = (buffer: TextBuffer, params: DisplayParams): boolean | null => {
  const starts = buffer.rowStarts()
  if (starts === null) return null
  const short = Math.floor(params.softWrapColumn / Math.max(params.maxRatio, params.tabLength))
  // A row's length with its `\n`: one more than the row's, except on the last row.
  for (let k = 1; k < starts.length; k++) if (starts[k]! - starts[k - 1]! > short) return null
  return true
}

/** A map built from scratch: without a tree when every row is plain and nothing is folded. */
export const buildDisplayMap = (buffer: TextBuffer, params: DisplayParams, folds: readonly Fold[]): DisplayMap => {
  const ranges = effectiveFolds(folds)
  if (unwrappedRows(folds) > 0) return buildTreeMap(buffer, params, folds, ranges)
  // The longest row is then found when someone asks.
  if (ranges.length === 0 && shortRowsOnly(buffer, params)) return make(buffer, params, folds, ranges, null)
  if (ranges.length === 0) {
    const longest = scanPlain(buffer, params)
    if (longest) {
      const m = make(buffer, params, folds, ranges, null)
      longestOfPlain.set(m, longest)
      return m
    }
  }
  return buildTreeMap(buffer, params, folds, ranges)
}

const buildTreeMap = (buffer: TextBuffer, params: DisplayParams, folds: readonly Fold[], ranges: readonly FoldRange[]): DisplayMap => {
  const b = treeBuilder()
  const partial: number[] = []
  layoutRows(buffer, params, ranges, 0, buffer.getLineCount(), b.sink, b.flush, partial, unwrappedRows(folds))
  return make(buffer, params, folds, ranges, b.finish(), partial)
}

/** The same map with a row tree (laid out from scratch if it had none). */
const withTree = (m: DisplayMap): DisplayMap & { readonly root: RowNode } =>
  (m.root ? m : buildTreeMap(m.buffer, m.params, m.folds, m.ranges)) as DisplayMap & { readonly root: RowNode }

/**
 * The map of an edited plain document, if it stays plain: the edited rows are
 * checked, and the longest row is carried over when the edit leaves it alone.
 */
const updatePlain = (old: DisplayMap, buffer: TextBuffer, changes: readonly MappedChange[]): DisplayMap | null => {
  const best = widestEdited(buffer, old.params, changes)
  if (best === null) return null
  const m = make(buffer, old.params, old.folds, old.ranges, null)
  const known = longestOfPlain.get(old)
  const longest = known === undefined ? undefined : carriedLongest(known, best, changes)
  if (longest !== undefined) longestOfPlain.set(m, longest)
  return m
}

/** The widest of the rows `changes` wrote (row, width; width -1 for none), or null when one of them wraps. */
const widestEdited = (buffer: TextBuffer, params: DisplayParams, changes: readonly MappedChange[]): Pos | null => {
  let best = P.pos(0, -1)
  // The edited rows are read through one reader: an edit at many cursors has its rows mostly in the leaf read before.
  const reader = buffer.rowReader()
  for (const c of changes) {
    for (let row = c.newStart.row; row <= c.newEnd.row; row++) {
      const stored = reader.stored(row)
      const width = storedWidth(typeof stored === 'string' ? contentOf(stored) : stored, params)
      if (width < 0) return null
      if (width > best.column) best = P.pos(row, width)
    }
  }
  return best
}

/**
 * The longest row after `changes`, from the one before them (`known`) and the
 * widest row they wrote (`best`); undefined when that does not tell (the
 * longest row was edited and nothing written is as wide): found again when
 * someone asks.
 */
const carriedLongest = (known: Pos, best: Pos, changes: readonly MappedChange[]): Pos | undefined => {
  if (!changes.some(c => known.row >= c.start.row && known.row <= c.end.row)) {
    // Rows after the changes move by the rows the changes before them added.
    let delta = 0
    for (const c of changes) if (c.end.row < known.row) delta += c.newEnd.row - c.newStart.row - (c.end.row - c.start.row)
    return best.column > known.column ? best : P.pos(known.row + delta, known.column)
  }
  return best.column >= known.column ? best : undefined
}

/**
 * The longest row of a plain map made by `plainAfterEdit`, carried over from
 * its parent's when someone asks: the parent's longest row and the edit that
 * made the map's buffer (its rows then read, as `updatePlain` reads them).
 */
const pendingLongest = new WeakMap<DisplayMap, { readonly known: Pos; readonly origin: BufferOrigin }>()

/**
 * Whether the map of `buffer`, made by an edit from the buffer of `m`, is
 * plain without reading a row of the edit: `m` is plain and has no folds,
 * and no row can wrap (no wrap column) or the edit was typing that wrote no
 * row long enough to. A listener asking one cursor's screen position after
 * a keystroke at 100,000 cursors would otherwise have every edited row read.
 */
const staysPlain = (m: DisplayMap, buffer: TextBuffer): boolean => {
  // `treeOf`, not `m.root`: reading the root of a map with long rows laid out in part lays them out to their end.
  if (m.folds.length !== 0 || treeOf(m).root !== null) return false
  const p = m.params
  if (!(p.softWrapColumn < Infinity)) return true
  const typed = buffer.longestTypedRow()
  // As `plainWidth` reads it: a row this short fits even at the widest characters or all tabs.
  return typed >= 0 && typed * Math.max(p.maxRatio, p.tabLength) <= p.softWrapColumn
}

/** The map of `buffer`, made by `origin` from the buffer of `old`, a map that `staysPlain`. */
const plainAfterEdit = (old: DisplayMap, buffer: TextBuffer, origin: BufferOrigin): DisplayMap => {
  const m = make(buffer, old.params, old.folds, old.ranges, null)
  // The parent's longest row is carried over only when it is known: a chain of edits nobody asked about is scanned again.
  const known = longestOfPlain.get(old)
  if (known !== undefined) pendingLongest.set(m, { known, origin })
  return m
}

// ─── groups ─────────────────────────────────────────────────────────────────

/** The layout stored at `at` (a long row's read from its wraps). */
const storedLayout = (m: DisplayMap, at: Located): GroupLayout | null => {
  const L = layoutAt(at)
  if (L === null || !isLongRowStandIn(L)) return L
  const line = m.buffer.contentsOrChunksOfRows(at.row, at.row + 1)[0]!
  // Only a row in chunks is written so (see `layoutRows`).
  const chunked = line as ChunkedLine
  return longRowLayout(chunked, chunked.length - endingLength(chunked), m.params)
}

/** The row group holding buffer row `row` (0 ≤ row < line count). */
export const groupOfBufferRow = (m: DisplayMap, row: number): Group => {
  const t = treeOf(m)
  // Rows up to the first laid out in part are where the tree as made says.
  const root = t.rows.length > 0 && row <= t.rows[0]! ? t.root : m.root
  if (m.identity || root === null) return { head: row, screenRow: row, layout: null }
  const at = locateRow(root, row)
  if (countAt(at) > 0) return { head: row, screenRow: at.screenRow, layout: storedLayout(m, at) }
  // A row hidden by a fold: its group is the one ending on the screen row before.
  const head = locateScreenRow(root, at.screenRow - 1)
  return { head: head.row, screenRow: head.screenRow, layout: storedLayout(m, head) }
}

/** The row group showing screen row `screenRow` (0 ≤ screenRow < screen line count). */
export const groupOfScreenRow = (m: DisplayMap, screenRow: number): Group => {
  if (m.identity) return { head: screenRow, screenRow, layout: null }
  const t = treeOf(m)
  let root = t.root
  // Screen rows before those a row laid out in part leaves unknown are where the tree as made says.
  if (t.rows.length > 0 && screenRow >= screenRowsKnown(m)) root = m.root
  if (root === null) return { head: screenRow, screenRow, layout: null }
  const at = locateScreenRow(root, screenRow)
  return { head: at.row, screenRow: at.screenRow, layout: storedLayout(m, at) }
}

/** Buffer rows `[first, last]` of the group holding `row` in map `m`. */
const rowsOfGroup = (m: DisplayMap, row: number): [number, number] => {
  if (m.identity) return [row, row]
  const g = groupOfBufferRow(m, row)
  return [g.head, g.head + (g.layout?.extraRows ?? 0)]
}

/**
 * A number of screen rows there are at least, found without laying out the
 * rest of a long row laid out in part: the screen rows before the first
 * screen row it leaves unknown (all of them for other maps).
 */
export const screenRowsKnown = (m: DisplayMap): number => {
  const t = treeOf(m)
  if (t.rows.length === 0 || t.root === null) return screenLineCount(m)
  const first = locateRow(t.root, t.rows[0]!)
  return first.screenRow + countAt(first) - 1
}

/** Number of screen rows. */
export const screenLineCount = (m: DisplayMap): number =>
  m.identity || m.root === null ? m.buffer.getLineCount() : m.root.screen

// ─── incremental updates ────────────────────────────────────────────────────

/** A dirty stretch: old rows `[oldFrom, oldTo)` become new rows `[newFrom, newTo)`. */
interface Dirty {
  oldFrom: number
  oldTo: number
  newFrom: number
  newTo: number
}

/** Sort stretches and merge those sharing rows (their offsets agree where they meet). */
const mergeDirty = (dirty: Dirty[]): Dirty[] => {
  const out: Dirty[] = []
  for (const d of dirty) {
    const prev = out[out.length - 1]
    if (prev && d.oldFrom < prev.oldTo) {
      prev.oldTo = Math.max(prev.oldTo, d.oldTo)
      prev.newTo = Math.max(prev.newTo, d.newTo)
    } else out.push({ ...d })
  }
  return out
}

/**
 * Grow each stretch to whole row groups of both the old and the new layout.
 * Between stretches rows map one to one (shifted by the rows the stretches
 * before added), so a grown edge is carried to the other side through the
 * gap it lands in; an edge that reaches the next stretch merges with it.
 */
const wholeGroups = (sorted: Dirty[], old: DisplayMap, ranges: readonly FoldRange[]): Dirty[] => {
  const blocks = mergeDirty(sorted)
  let i = 0
  while (i < blocks.length) {
    const b = blocks[i]!
    const prev = blocks[i - 1]
    const before = prev ? prev.newTo - prev.oldTo : 0
    const from = Math.min(rowsOfGroup(old, b.oldFrom)[0], groupRows(ranges, b.newFrom)[0] - before)
    if (from < b.oldFrom) {
      if (prev && from < prev.oldTo) {
        prev.oldTo = b.oldTo
        prev.newTo = b.newTo
        blocks.splice(i, 1)
        i--
      } else {
        b.oldFrom = from
        b.newFrom = from + before
      }
      continue
    }
    const next = blocks[i + 1]
    const after = b.newTo - b.oldTo
    const to = Math.max(rowsOfGroup(old, b.oldTo - 1)[1], groupRows(ranges, b.newTo - 1)[1] - after) + 1
    if (to > b.oldTo) {
      if (next && to > next.oldFrom) {
        b.oldTo = next.oldTo
        b.newTo = next.newTo
        blocks.splice(i + 1, 1)
      } else {
        b.oldTo = to
        b.newTo = to + after
      }
      continue
    }
    i++
  }
  return blocks
}

const relayout = (plain: DisplayMap, buffer: TextBuffer, folds: readonly Fold[], ranges: readonly FoldRange[], dirty: Dirty[]): DisplayMap => {
  // Rows laid out without wraps come or go: every row is laid out again.
  const unwrapped = unwrappedRows(folds)
  if (unwrapped !== unwrappedRows(plain.folds)) return buildDisplayMap(buffer, plain.params, folds)
  const blocks = wholeGroups(dirty, plain, ranges)
  // The tree as made serves when every row laid out in part is laid out again.
  const t = treeOf(plain)
  const again = t.root !== null && t.rows.every(r => blocks.some(b => r >= b.oldFrom && r < b.oldTo))
  const root = again ? t.root! : withTree(plain).root
  const partial: number[] = []
  const splices: RowSplice[] = blocks.map(d => ({
    from: d.oldFrom,
    to: d.oldTo,
    entries: layoutRows(buffer, plain.params, ranges, d.newFrom, d.newTo, entries(), undefined, partial, unwrapped),
  }))
  return make(buffer, plain.params, folds, ranges, spliceTree(root, splices), partial)
}

/** The map of `buffer`, made from `old` (the map of its parent) and the changes between them; null if the rows do not add up. */
const updateForEdit = (old: DisplayMap, buffer: TextBuffer, changes: readonly MappedChange[]): DisplayMap | null => {
  // Changes that do not account for the new row count are not the ones between the two: start again.
  if (buffer.getLineCount() !== old.buffer.getLineCount() + rowDelta(changes)) return null
  const folds = mapFolds(old.folds, changes)
  const ranges = effectiveFolds(folds)
  if (treeOf(old).root === null) {
    // A plain document that stays plain needs only its edited rows checked.
    const plain = ranges.length === 0 ? updatePlain(old, buffer, changes) : null
    return plain ?? buildDisplayMap(buffer, old.params, folds)
  }
  const dirty: Dirty[] = changes.map(c => ({ oldFrom: c.start.row, oldTo: c.end.row + 1, newFrom: c.newStart.row, newTo: c.newEnd.row + 1 }))
  return relayout(old, buffer, folds, ranges, dirty)
}

const sameRange = (a: FoldRange, b: FoldRange) =>
  a.start.row === b.start.row && a.start.column === b.start.column && a.end.row === b.end.row && a.end.column === b.end.column

/** The map for other folds on the same buffer: the rows of the folds that differ are laid out again. */
const updateForFolds = (old: DisplayMap, folds: readonly Fold[]): DisplayMap => {
  const ranges = effectiveFolds(folds)
  const dirty: Dirty[] = []
  const add = (r: FoldRange) => dirty.push({ oldFrom: r.start.row, oldTo: r.end.row + 1, newFrom: r.start.row, newTo: r.end.row + 1 })
  const a = old.ranges
  let i = 0
  let j = 0
  while (i < a.length || j < ranges.length) {
    const x = a[i]
    const y = ranges[j]
    if (x && y && sameRange(x, y)) {
      i++
      j++
    } else if (x && (!y || x.start.row < y.start.row || (x.start.row === y.start.row && x.start.column <= y.start.column))) {
      add(x)
      i++
    } else {
      add(y!)
      j++
    }
  }
  if (dirty.length === 0 && unwrappedRows(folds) === unwrappedRows(old.folds)) {
    const t = treeOf(old)
    const m = make(old.buffer, old.params, folds, ranges, t.root, t.rows)
    const longest = longestOfPlain.get(old)
    if (longest) longestOfPlain.set(m, longest)
    return m
  }
  dirty.sort((p, q) => p.oldFrom - q.oldFrom || p.oldTo - q.oldTo)
  return relayout(old, old.buffer, folds, ranges, dirty)
}

// ─── the memo ───────────────────────────────────────────────────────────────

const KEEP = 4
/** How many generations of edits to replay before building from scratch is cheaper. */
const MAX_ANCESTORS = 256
const cache = new WeakMap<TextBuffer, DisplayMap[]>()

const remember = (m: DisplayMap): DisplayMap => {
  const list = cache.get(m.buffer)
  if (!list) cache.set(m.buffer, [m])
  else {
    list.unshift(m)
    if (list.length > KEEP) list.length = KEEP
  }
  return m
}

const cached = (buffer: TextBuffer, params: DisplayParams): DisplayMap | undefined =>
  cache.get(buffer)?.find(m => m.params.key === params.key)

/** Walk up the edit history of `buffer` to a buffer with a map and replay the edits from there. */
const fromAncestors = (buffer: TextBuffer, params: DisplayParams): DisplayMap | undefined => {
  const chain: { buffer: TextBuffer; origin: BufferOrigin }[] = []
  let b = buffer
  let base: DisplayMap | undefined
  while (chain.length < MAX_ANCESTORS) {
    const origin = b.origin
    const parent = origin?.parent.deref()
    if (!origin || !parent) return undefined
    chain.push({ buffer: b, origin })
    base = cached(parent, params)
    if (base) break
    b = parent
  }
  if (!base) return undefined
  let m = base
  let k = chain.length - 1
  while (k >= 0) {
    const { buffer: next, origin } = chain[k]!
    if (staysPlain(m, next)) {
      m = remember(plainAfterEdit(m, next, origin))
      k--
      continue
    }
    const changes = mapChanges(origin.changes)
    if (treeOf(m).root !== null && changes.every(inRow)) {
      // Generations that only edit within rows (typing): their rows are laid out once, for the last of them.
      const rows = new Set<number>()
      let folds = m.folds
      let last = next
      let cs = changes
      for (;;) {
        for (const c of cs) rows.add(c.start.row)
        folds = mapFolds(folds, cs)
        last = chain[k]!.buffer
        k--
        if (k < 0) break
        cs = mapChanges(chain[k]!.origin.changes)
        if (!cs.every(inRow)) break
      }
      const dirty = [...rows].sort((a, b) => a - b).map(r => ({ oldFrom: r, oldTo: r + 1, newFrom: r, newTo: r + 1 }))
      m = remember(relayout(m, last, folds, effectiveFolds(folds), dirty))
      continue
    }
    m = remember(updateForEdit(m, next, changes) ?? buildDisplayMap(next, params, mapFolds(m.folds, changes)))
    k--
  }
  return m
}

// A change that keeps the rows where they are: replaced and inserted text within one row, the same.
const inRow = (c: MappedChange): boolean =>
  c.start.row === c.end.row && c.newStart.row === c.start.row && c.newEnd.row === c.start.row

/**
 * The display map of `buffer` under `params` with `folds`: memoized, else
 * patched from a map of the same buffer, else replayed from an ancestor's,
 * else built.
 */
export const displayMapFor = (buffer: TextBuffer, params: DisplayParams, folds: readonly Fold[]): DisplayMap => {
  // The maps of this buffer's descendants are replayed from this one.
  TextBuffer.trackLineage(buffer)
  const list = cache.get(buffer)
  if (list) {
    let same: DisplayMap | undefined
    for (const m of list) {
      if (m.params.key !== params.key) continue
      if (m.folds === folds) return m
      same ??= m
    }
    if (same) return remember(updateForFolds(same, folds))
  }
  const derived = fromAncestors(buffer, params)
  if (derived) return derived.folds === folds ? derived : remember(updateForFolds(derived, folds))
  return remember(buildDisplayMap(buffer, params, folds))
}
