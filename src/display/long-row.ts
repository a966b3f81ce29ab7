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
import type { RowSink } from './wrap.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** A long row's soft wraps, and what resuming the layout loop after each needs. */
interface LongLayout {
  readonly key: string
  /** Content length of the row. */
  readonly len: number
  /** The loop's first non-blank column, and the buffer column where it found it (-1: not found). */
  fnb: number
  fnbCol: number
  /** Per wrap: the buffer column it cuts at, where the loop stood, the width counted after that step. */
  readonly cut: number[]
  readonly at: number[]
  readonly width: number[]
  /** Per wrap: its screen column (unexpanded) and the indentation of the row it starts. */
  readonly column: number[]
  readonly indent: number[]
  /** Per screen row: its length. */
  readonly lengths: number[]
}

const layouts = new WeakMap<ChunkedLine, LongLayout>()

const empty = (key: string, len: number): LongLayout =>
  ({ key, len, fnb: -1, fnbCol: -1, cut: [], at: [], width: [], column: [], indent: [], lengths: [] })

// ─── the loop ───────────────────────────────────────────────────────────────

/**
 * `layoutGroup`'s loop for a row with no fold and no tab, from buffer column
 * `bc` with the given state, appending wraps to `L`. `sync` is asked after
 * each wrap whether the rest is known (it then has appended it): true stops.
 */
const scan = (
  r: ChunkReader, len: number, p: DisplayParams, L: LongLayout,
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
        L.fnb = unexpanded
        L.fnbCol = bc
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
      L.lengths.push(lastE || unexpanded)
      L.column.push(wrapU)
      L.indent.push(indent)
      L.cut.push(cut)
      L.at.push(bc)
      unexpanded = unexpanded - wrapU + indent + 1
      width = indent + (width - (lastW || width)) + charWidth
      L.width.push(width)
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
  L.lengths.push(unexpanded - 1)
}

const never = (): boolean => false

// ─── updating ───────────────────────────────────────────────────────────────

// Index of the last entry of ascending `a` below `v`, or -1.
const lastBelow = (a: readonly number[], v: number): number => {
  let lo = 0
  let hi = a.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (a[mid]! < v) lo = mid + 1
    else hi = mid
  }
  return lo - 1
}

/**
 * The layout of `line` from `old`, the layout of an earlier version whose
 * `[from, to)` became `[from, end)` (content columns; all edits between them
 * merged into one span).
 */
const update = (line: ChunkedLine, len: number, p: DisplayParams, old: LongLayout, from: number, to: number, end: number): LongLayout => {
  const delta = end - to
  const L = empty(p.key, len)
  const r = new ChunkReader(line)
  // The last wrap the loop decided before reading the edited text, once the first non-blank was found.
  let k = lastBelow(old.at, from)
  if (old.fnbCol < 0 || old.fnbCol >= from) k = -1
  while (k >= 0 && old.at[k]! < old.fnbCol) k--
  for (let i = 0; i <= k; i++) {
    L.cut.push(old.cut[i]!)
    L.at.push(old.at[i]!)
    L.width.push(old.width[i]!)
    L.column.push(old.column[i]!)
    L.indent.push(old.indent[i]!)
    L.lengths.push(old.lengths[i]!)
  }
  const sync = (cut: number, at: number, width: number, firstNonBlank: number): boolean => {
    if (cut < end || firstNonBlank !== old.fnb || firstNonBlank < 0) return false
    const j = lastBelow(old.cut, cut - delta + 1)
    if (j < 0 || old.cut[j] !== cut - delta || old.at[j] !== at - delta || old.width[j] !== width) return false
    // In step again: the old wraps after this one, shifted, and the old rows after it.
    const n = old.cut.length
    for (let i = j + 1; i < n; i++) {
      L.cut.push(old.cut[i]! + delta)
      L.at.push(old.at[i]! + delta)
      L.width.push(old.width[i]!)
      L.column.push(old.column[i]!)
      L.indent.push(old.indent[i]!)
    }
    for (let i = j + 1; i <= n; i++) L.lengths.push(old.lengths[i]!)
    return true
  }
  if (k < 0) scan(r, len, p, L, 0, 0, 0, -1, sync)
  else {
    L.fnb = old.fnb
    L.fnbCol = old.fnbCol
    const at = old.at[k]!
    scan(r, len, p, L, at + 1, old.indent[k]! + (at - old.cut[k]!) + 1, old.width[k]!, old.fnb, sync)
  }
  return L
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
    let n = baseLine.length
    let prefix = n
    let suffix = n
    for (let i = edits.length - 1; i >= 0; i--) {
      const e = edits[i]!
      prefix = Math.min(prefix, e.from)
      suffix = Math.min(suffix, n - e.to)
      n += e.end - e.to
    }
    const from = prefix
    const to = baseLine.length - suffix
    const end = n - suffix
    L = len - base.len === end - to && from <= base.len ? update(line, len, p, base, from, Math.min(to, base.len), Math.min(end, len)) : full(line, len, p)
    // Later versions update from this one: the older layout is dropped (a version kept alive, as in an
    // undo history, would otherwise keep its layout too; one asked for again is laid out again).
    layouts.delete(baseLine)
  } else L = full(line, len, p)
  layouts.set(line, L)
  line.forgetOrigin()
  return L
}

const full = (line: ChunkedLine, len: number, p: DisplayParams): LongLayout => {
  const L = empty(p.key, len)
  scan(new ChunkReader(line), len, p, L, 0, 0, 0, -1, never)
  return L
}

// ─── writing ────────────────────────────────────────────────────────────────

/**
 * Whether `layoutLongRow` lays out this row: a row stored in chunks with no
 * hard tab (the caller checks that no fold starts on it).
 */
export const canLayoutLong = (line: ChunkedLine): boolean => line.tabs === 0

/**
 * Appends the entries of a long row (content length `len`, no fold starting
 * on it, no tab) to `out`, as `layoutGroup` would.
 */
export const layoutLongRow = (line: ChunkedLine, len: number, p: DisplayParams, out: RowSink): void => {
  // No wrap column: a row with no tab is as wide as it is long.
  if (!(p.softWrapColumn < Infinity)) {
    out.counts.push(1)
    out.widths.push(len)
    out.starts.push(out.data.length)
    return
  }
  const L = layoutOf(line, len, p)
  const rows = L.lengths.length
  const lengths = L.lengths
  let widest = 0
  for (let i = 1; i < rows; i++) if (lengths[i]! > lengths[widest]!) widest = i
  out.counts.push(rows)
  out.widths.push(lengths[widest]!)
  out.starts.push(out.data.length)
  if (rows === 1) return
  const d = out.data
  d.push(0, rows, widest)
  for (let i = 0; i < rows; i++) d.push(lengths[i]!)
  for (let i = 0; i < rows; i++) d.push(0)
  const n = L.cut.length
  for (let i = 0; i < n; i++) {
    const c = L.cut[i]!
    d.push(i, L.column[i]!, i + 1, L.indent[i]!, 0, c, 0, c)
  }
}
