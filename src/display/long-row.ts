/**
 * The screen layout of a long row stored in chunks (see
 * `buffer/chunked-line.ts`), read in place and updated from the layout of
 * the line it was edited from instead of laid out again.
 *
 * It applies to a row that is a group of its own (no fold starts on it) and
 * holds no hard tab: then `layoutGroup` reduces to cutting the row at soft
 * wraps, and the state of its loop right after a wrap is known from three
 * numbers (where the wrap cut the row, where the loop stood, and the width
 * it had counted). So an edit keeps every wrap decided before the edited
 * text was read, lays out from the last of them, and stops as soon as it
 * makes a wrap that the old layout also made at the same place of the same
 * (shifted) text with the same state: from there on the old wraps are
 * copied, shifted. A row whose wraps never fall back in step (no wrap
 * boundary, so every wrap moves with the edit) is laid out to its end.
 *
 * The layout written is exactly `layoutGroup`'s for that row.
 */
import { ChunkReader, type ChunkedLine } from '../buffer/chunked-line.js'
import { isCharacterPair, isWrapBoundary, ratioForCharacter } from './characters.js'
import type { DisplayParams } from './params.js'
import type { GroupLayout, RowSink } from './wrap.js'
import { WrapBuilder, type WrapList } from './wrap-list.js'

// ─── model ──────────────────────────────────────────────────────────────────

/**
 * A long row's soft wraps, and what resuming the layout loop after each
 * needs: all of them, or those up to a point and the `tail` to lay out the
 * rest from (filled in, in place, when a query reaches past them).
 */
interface LongLayout {
  readonly key: string
  /** Content length of the row. */
  readonly len: number
  /** The loop's first non-blank column, and the buffer column where it found it (-1: not found). */
  readonly fnb: number
  readonly fnbCol: number
  /** The wraps known; when `tail` is set, the last screen row's length in it is not. */
  wraps: WrapList
  tail: Tail | null
}

/**
 * The rest of a layout not laid out yet: the row, its settings, and a
 * complete layout of an earlier version whose wraps at `c - delta` are the
 * same as this row's at `c` for `c >= from` once the loop falls in step.
 */
interface Tail {
  readonly line: ChunkedLine
  readonly p: DisplayParams
  readonly ref: LongLayout
  readonly delta: number
  readonly from: number
}

/**
 * How many wraps past an edit are laid out before the rest is left for when
 * it is asked for: a row whose wraps do not fall back in step soon (text
 * that repeats, or an edit that moves every wrap) costs this much per edit
 * instead of the rest of the row.
 */
const AHEAD = 16

const layouts = new WeakMap<ChunkedLine, LongLayout>()

/** How many layouts that later versions were updated from are kept. */
const KEEP_SUPERSEDED = 8
const superseded: WeakRef<ChunkedLine>[] = []

/**
 * Marks the layout of `line` as one a later version was updated from. The
 * last few are kept (an edit made again from the same version, an undo to a
 * recent one, the other half of a line broken in two update from them); older
 * ones are dropped, so that a long undo history does not keep a layout per
 * version (one asked for again is laid out again).
 */
const supersede = (line: ChunkedLine): void => {
  for (const r of superseded) if (r.deref() === line) return
  superseded.push(new WeakRef(line))
  if (superseded.length <= KEEP_SUPERSEDED) return
  const old = superseded.shift()!.deref()
  if (old !== undefined) layouts.delete(old)
}

/** What the loop found: the first non-blank column and where, and the last screen row's length. */
interface Found {
  fnb: number
  fnbCol: number
  last: number
}

// Whether the wrap `(cut, at, width)` of a row is wrap `i` of `W` at `cut - delta`: from there on the wraps are W's.
const inStep = (W: WrapList, delta: number, cut: number, at: number, width: number): number => {
  const i = W.lastCutBelow(cut - delta + 1)
  return i >= 0 && W.cutOf(i) === cut - delta && W.atOf(i) === at - delta && W.widthOf(i) === width ? i : -1
}

// ─── the loop ───────────────────────────────────────────────────────────────

/**
 * `layoutGroup`'s loop for a row with no fold and no tab, from buffer column
 * `bc` with the given state, appending wraps to `out`. `sync` is asked after
 * each wrap whether the rest is known (it then has appended it and set
 * `found.last`): true stops.
 */
const scan = (
  r: ChunkReader, len: number, p: DisplayParams, out: WrapBuilder, found: Found,
  bc: number, unexpanded: number, width: number, firstNonBlank: number,
  sync: (cut: number, at: number, width: number, firstNonBlank: number) => boolean,
): void => {
  const W = p.softWrapColumn
  let lastU = 0, lastE = 0, lastW = 0, lastCol = 0
  let prev = bc > 0 ? r.charCodeAt(bc - 1) : -1
  while (bc <= len) {
    const ch = bc < len ? r.charCodeAt(bc) : -1
    if (firstNonBlank < 0) {
      if (ch !== 32 && ch !== 9) {
        firstNonBlank = unexpanded
        found.fnb = unexpanded
        found.fnbCol = bc
      }
    } else if (prev >= 0 && ch >= 0 && isWrapBoundary(prev, ch)) {
      lastU = unexpanded
      lastE = unexpanded
      lastW = width
      lastCol = bc
    }
    const charWidth = ch < 0 ? 0 : ch < 0x1100 ? 1 : ratioForCharacter(ch, p.ratios)
    if (width > 0 && charWidth > 0 && width + charWidth > W && prev >= 0 && ch >= 0 && !isCharacterPair(prev, ch)) {
      let indent = firstNonBlank < W ? Math.max(0, firstNonBlank) : 0
      if (indent + p.hangingIndent < W) indent += p.hangingIndent
      // Atom's `lastBoundary || current`: a boundary at column 0 counts as none.
      const atBoundary = lastU !== 0
      const wrapU = atBoundary ? lastU : unexpanded
      const cut = atBoundary ? lastCol : bc
      const rowLength = lastE || unexpanded
      unexpanded = unexpanded - wrapU + indent + 1
      width = indent + (width - (lastW || width)) + charWidth
      out.push(cut, bc, width, wrapU, indent, rowLength)
      lastU = lastE = lastW = 0
      prev = ch
      bc++
      if (sync(cut, bc - 1, width, firstNonBlank)) return
      continue
    }
    unexpanded++
    width += charWidth
    prev = ch
    bc++
  }
  // The loop ran once past the end of the row.
  found.last = unexpanded - 1
}

const never = (): boolean => false

// ─── updating ───────────────────────────────────────────────────────────────

/**
 * Lays out more of `L`'s tail, until `stop` holds for the last wrap known
 * (its cut, loop position and the wraps known) or the row is laid out.
 */
const resume = (L: LongLayout, stop: (cut: number, at: number, count: number) => boolean): void => {
  const t = L.tail
  if (t === null) return
  const W = L.wraps
  // A layout is left with a tail only after a wrap.
  const k = W.count - 1
  if (stop(W.cutOf(k), W.atOf(k), W.count)) return
  const out = new WrapBuilder()
  W.copyTo(out, 0, W.count, 0)
  const found: Found = { fnb: L.fnb, fnbCol: L.fnbCol, last: 0 }
  const R = t.ref.wraps
  let count = W.count
  let paused = false
  const sync = (cut: number, at: number, width: number, firstNonBlank: number): boolean => {
    count++
    if (cut >= t.from && firstNonBlank === t.ref.fnb) {
      const i = inStep(R, t.delta, cut, at, width)
      if (i >= 0) {
        R.copyTo(out, i + 1, R.count, t.delta)
        found.last = R.last
        return true
      }
    }
    if (stop(cut, at, count)) paused = true
    return paused
  }
  const at = W.atOf(k)
  scan(new ChunkReader(t.line), L.len, t.p, out, found, at + 1, W.indentOf(k) + (at - W.cutOf(k)) + 1, W.widthOf(k), L.fnb, sync)
  L.wraps = out.finish(paused ? 0 : found.last)
  if (!paused) L.tail = null
}

/** `L` laid out to the end of the row. */
const complete = (L: LongLayout): LongLayout => {
  resume(L, () => false)
  return L
}

/**
 * The layout of `line` from `old`, the layout of an earlier version whose
 * `[from, to)` became `[from, end)` (content columns; all edits between them
 * merged into one span). It stops `AHEAD` wraps past the edit unless the
 * wraps fall back in step with `old`'s (or with those of the complete layout
 * `old`'s tail refers to) before.
 */
/** A layout whose wraps at `c - delta` are also those of the row being laid out at `c >= from`, once in step. */
interface Source {
  readonly layout: LongLayout
  readonly delta: number
  readonly from: number
}

// A tail that lays out the rest as `s`'s layout (or its own tail) would, in the row's columns.
const tailFrom = (line: ChunkedLine, p: DisplayParams, s: Source): Tail => {
  const t = s.layout.tail
  return t === null
    ? { line, p, ref: s.layout, delta: s.delta, from: s.from }
    : { line, p, ref: t.ref, delta: t.delta + s.delta, from: Math.max(s.from, t.from + s.delta) }
}

const update = (line: ChunkedLine, len: number, p: DisplayParams, old: LongLayout, from: number, to: number, end: number, src: Source | null = null): LongLayout => {
  const delta = end - to
  // Old's wraps known past the edit.
  resume(old, (_, at) => at >= from)
  const W = old.wraps
  const out = new WrapBuilder()
  // The last wrap the loop decided before reading the edited text, once the first non-blank was found.
  let k = W.lastAtBelow(from)
  if (old.fnbCol < 0 || old.fnbCol >= from || (k >= 0 && W.atOf(k) < old.fnbCol)) k = -1
  W.copyTo(out, 0, k + 1, 0)
  const found: Found = { fnb: -1, fnbCol: -1, last: 0 }
  // The complete layout to fall back in step with past old's known wraps, and where this row's columns are its.
  const ot = old.tail
  const ref = ot === null ? old : ot.ref
  const refDelta = ot === null ? delta : ot.delta + delta
  const refFrom = ot !== null && ot.from >= to ? ot.from + delta : end
  let tail: Tail | null = null
  let ahead = 0
  let aheadOfSource = 0
  const sync = (cut: number, at: number, width: number, firstNonBlank: number): boolean => {
    if (src !== null && cut >= src.from && firstNonBlank === src.layout.fnb && firstNonBlank >= 0) {
      // Past the joined text: in step with the line it came from?
      const S = src.layout
      resume(S, c => c >= cut - src.delta)
      const i = inStep(S.wraps, src.delta, cut, at, width)
      if (i >= 0) {
        S.wraps.copyTo(out, i + 1, S.wraps.count, src.delta)
        found.last = S.wraps.last
        if (S.tail !== null) tail = tailFrom(line, p, src)
        return true
      }
      if (++aheadOfSource >= AHEAD) {
        tail = tailFrom(line, p, src)
        return true
      }
    }
    if (cut < end || firstNonBlank !== old.fnb || firstNonBlank < 0) return false
    const j = inStep(W, delta, cut, at, width)
    if (j >= 0) {
      // In step again: the old wraps after this one, shifted, and the old rows after it (or old's tail).
      W.copyTo(out, j + 1, W.count, delta)
      found.last = W.last
      if (ot !== null) tail = { line, p, ref: ot.ref, delta: refDelta, from: refFrom }
      return true
    }
    if (ot !== null && cut >= refFrom && firstNonBlank === ref.fnb) {
      const i = inStep(ref.wraps, refDelta, cut, at, width)
      if (i >= 0) {
        ref.wraps.copyTo(out, i + 1, ref.wraps.count, refDelta)
        found.last = ref.wraps.last
        return true
      }
    }
    if (++ahead < AHEAD) return false
    tail = { line, p, ref, delta: refDelta, from: refFrom }
    return true
  }
  const r = new ChunkReader(line)
  if (k < 0) scan(r, len, p, out, found, 0, 0, 0, -1, sync)
  else {
    found.fnb = old.fnb
    found.fnbCol = old.fnbCol
    const at = W.atOf(k)
    scan(r, len, p, out, found, at + 1, W.indentOf(k) + (at - W.cutOf(k)) + 1, W.widthOf(k), old.fnb, sync)
  }
  return { key: p.key, len, fnb: found.fnb, fnbCol: found.fnbCol, wraps: out.finish(found.last), tail }
}

// The layout of `line`: its own, else updated from the nearest earlier version's, else laid out.
const layoutOf = (line: ChunkedLine, len: number, p: DisplayParams): LongLayout => {
  const own = layouts.get(line)
  if (own !== undefined && own.key === p.key && own.len === len) return own
  // Up the line's origins to a version with a layout, merging the edits on the way into one span.
  const edits: { from: number; to: number; end: number }[] = []
  let base: LongLayout | undefined
  let baseLine: ChunkedLine | null = null
  for (let l = line.origin; l !== null; l = l.parent.origin) {
    edits.push(l)
    const known = layouts.get(l.parent)
    if (known !== undefined && known.key === p.key) {
      base = known
      baseLine = l.parent
      break
    }
  }
  let L: LongLayout
  if (base !== undefined && baseLine !== null) {
    // A line joined from two also follows the layout of the line its second part comes from.
    const joined = line.origin?.source
    const sourceLayout = joined === undefined ? undefined : layouts.get(joined.line)
    const src: Source | null = joined === undefined || sourceLayout === undefined || sourceLayout.key !== p.key
      ? null
      : { layout: sourceLayout, delta: joined.delta, from: Math.min(line.origin!.from, len) }
    let n = baseLine.length
    let prefix = n
    let suffix = n
    for (let i = edits.length - 1; i >= 0; i--) {
      const e = edits[i]!
      prefix = Math.min(prefix, e.from)
      suffix = Math.min(suffix, n - e.to)
      n += e.end - e.to
    }
    // The same span in content columns: the common tail holds the line ending when both have the same one.
    const oldEnding = baseLine.length - base.len
    const ending = line.length - len
    const tail = oldEnding === ending && suffix >= ending ? suffix - ending : 0
    const to = base.len - tail
    const end = len - tail
    L = update(line, len, p, base, Math.min(prefix, to, end), to, end, src)
    supersede(baseLine)
  } else L = full(line, len, p)
  layouts.set(line, L)
  line.forgetOrigin()
  return L
}

const full = (line: ChunkedLine, len: number, p: DisplayParams): LongLayout => {
  const out = new WrapBuilder()
  const found: Found = { fnb: -1, fnbCol: -1, last: 0 }
  scan(new ChunkReader(line), len, p, out, found, 0, 0, 0, -1, never)
  return { key: p.key, len, fnb: found.fnb, fnbCol: found.fnbCol, wraps: out.finish(found.last), tail: null }
}

// ─── writing ────────────────────────────────────────────────────────────────

/**
 * Whether `layoutLongRow` lays out this row: a row stored in chunks with no
 * hard tab (the caller checks that no fold starts on it).
 */
export const canLayoutLong = (line: ChunkedLine): boolean => line.tabs === 0

/** First of the packed numbers `layoutLongRow` writes for a wrapped long row (no group has negative extra rows). */
export const LONG_ROW = -1

/**
 * Appends the entry of a long row (content length `len`, no fold starting on
 * it, no tab) to `out`: `layoutGroup`'s screen-row count and longest row, and
 * for a row that wraps, in place of its hunks, `LONG_ROW`, its screen rows
 * and its longest row: the layout is read through `longRowLayout`, so an
 * edit copies three numbers instead of every wrap of the row.
 *
 * Unless `whole`, the row may be laid out only some wraps past its last
 * edit: the entry then counts the screen rows known plus one, and false is
 * returned; `whole` lays it out to its end first.
 */
export const layoutLongRow = (line: ChunkedLine, len: number, p: DisplayParams, out: RowSink, whole = false): boolean => {
  // No wrap column: a row with no tab is as wide as it is long.
  if (!(p.softWrapColumn < Infinity)) {
    out.counts.push(1)
    out.widths.push(len)
    out.starts.push(out.data.length)
    return true
  }
  const L = layoutOf(line, len, p)
  if (whole) complete(L)
  const w = L.wraps
  const rows = w.count + 1
  out.counts.push(rows)
  out.widths.push(L.tail === null ? w.widestLength : 0)
  out.starts.push(out.data.length)
  if (rows > 1) out.data.push(LONG_ROW, rows, L.tail === null ? w.widest : 0)
  return L.tail === null
}

/** Whether a stored layout is the stand-in `layoutLongRow` writes for a long row. */
export const isLongRowStandIn = (L: GroupLayout): boolean => L.data[L.base] === LONG_ROW

// Where the hunks of `longRowLayout`'s layouts start: after any row count's lengths (and no tab counts).
const HUNKS = 2 ** 40

/**
 * The layout of a wrapped long row that `layoutLongRow` wrote, as
 * `layoutGroup` would pack it, its numbers read from the row's wraps when
 * asked for: screen-row lengths from `data[3]`, no tabs (`tabFree`), one
 * soft-wrap hunk per wrap from `data[hunks]`. A row laid out only in part is
 * laid out as far as a query needs (`knownHunks`), and to its end for its
 * row count, longest row or hunk count.
 */
export const longRowLayout = (line: ChunkedLine, len: number, p: DisplayParams): GroupLayout => {
  const L = layoutOf(line, len, p)
  // Wraps `[0, i]` known (all there are, when fewer).
  const upTo = (i: number): WrapList => {
    resume(L, (_, __, count) => count > i)
    return L.wraps
  }
  const at = (k: number): number | undefined => {
    if (k < 3) return k === 0 ? 0 : k === 1 ? complete(L).wraps.count + 1 : complete(L).wraps.widest
    if (k < HUNKS) {
      const w = upTo(k - 3)
      return k - 3 < w.count || L.tail === null ? w.rowLength(k - 3) : undefined
    }
    const i = Math.floor((k - HUNKS) / 8)
    const w = upTo(i)
    if (i >= w.count) return undefined
    switch ((k - HUNKS) % 8) {
      case 0: return i
      case 1: return w.columnOf(i)
      case 2: return i + 1
      case 3: return w.indentOf(i)
      case 5: case 7: return w.cutOf(i)
      default: return 0
    }
  }
  const data = new Proxy({} as ArrayLike<number>, {
    get: (_, key) => {
      if (key === 'length') return HUNKS + 8 * complete(L).wraps.count
      if (typeof key !== 'string') return undefined
      const k = Number(key)
      return Number.isInteger(k) && k >= 0 ? at(k) : undefined
    },
  })
  return {
    data,
    base: 0,
    extraRows: 0,
    get rows() {
      return complete(L).wraps.count + 1
    },
    get widest() {
      return complete(L).wraps.widest
    },
    hunks: HUNKS,
    get hunkCount() {
      return complete(L).wraps.count
    },
    tabFree: true,
    knownHunks: (side, row, column) => {
      if (side === 0) resume(L, (_, __, count) => count > row + 1)
      else if (row === 0) resume(L, cut => cut > column)
      else complete(L)
      return L.wraps.count
    },
  }
}
