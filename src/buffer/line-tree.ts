/**
 * The persistent line tree behind `TextBuffer`: a B+ tree whose leaves hold
 * arrays of stored lines (content plus ending) and whose nodes cache their
 * line count and UTF-16 length.
 *
 * All leaves sit at the same depth and every node but the root holds between
 * half of and the full branching factor, so depth stays O(log n) whatever the
 * edits. Nodes are never changed after construction: an edit rebuilds the
 * leaves it touches and the path above them, and shares everything else with
 * the version it came from (codemirror/state `src/text.ts` is the model; this
 * is a separate implementation with bulk splicing).
 *
 * A stored line is a string, or, once an edit makes it longer than
 * `LONG_LINE`, a `ChunkedLine` (see `chunked-line.ts`): `storedAt` and
 * `RowReader.stored` give it as stored, `lineAt` and `RowReader.line` as one
 * string (building a chunked one).
 */

import { flat, type StoredLine } from './chunked-line.js'
import { SourceText } from './source-text.js'

export { SourceText } from './source-text.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** Most lines in a leaf. */
export const LEAF_MAX = 32
/** Fewest lines in a leaf that is not the root. */
export const LEAF_MIN = LEAF_MAX >> 1
/** Most children of a branch. */
export const BRANCH_MAX = 16
/** Fewest children of a branch that is not the root. */
export const BRANCH_MIN = BRANCH_MAX >> 1

const noPatches: readonly (number | StoredLine)[] = Object.freeze([])

// Where `Leaf.replaced` builds a patch list before copying it out.
const patchScratch: (number | StoredLine)[] = []

/** Most replaced lines a leaf of a loaded document keeps beside its text. */
const PATCHES_MAX = 8

/**
 * A leaf: up to `LEAF_MAX` stored lines, in an array, or, for a document
 * loaded from a string, left in that string, so that loading costs a scan
 * for line breaks, not a string per line, and editing a line here and there
 * copies no leaf's worth of lines; the lines read are the same either way.
 * Such a leaf holds lines `[first, first + lineCount)` of a `SourceText` and
 * the lines edits have replaced since, as ascending `[index in the leaf,
 * stored line, …]` pairs (few: a leaf with more is copied into an array).
 */
export class Leaf {
  declare readonly isLeaf: true
  declare readonly height: 0
  private stored: readonly StoredLine[] | null
  constructor(lines: readonly StoredLine[], length: number)
  constructor(lines: null, length: number, lineCount: number, source: SourceText, first: number, patches: readonly (number | StoredLine)[])
  constructor(
    lines: readonly StoredLine[] | null,
    readonly length: number,
    readonly lineCount: number = (lines as readonly StoredLine[]).length,
    /** The loaded text this leaf reads from, if any. */
    readonly sourceText: SourceText | null = null,
    private readonly first = 0,
    private readonly patches: readonly (number | StoredLine)[] = noPatches,
  ) {
    this.stored = lines
  }

  // Line `i` of the loaded text (or its replacement).
  private fromSource(i: number): StoredLine {
    const k = this.patchOf(i)
    return k >= 0 ? (this.patches[k] as StoredLine) : (this.sourceText as SourceText).line(this.first + i)
  }

  /** The stored line at index `i` of this leaf (in range). */
  line(i: number): StoredLine {
    const stored = this.stored
    return stored !== null ? (stored[i] as StoredLine) : this.fromSource(i)
  }

  // The index in `patches` of the line replacing line `i` of the loaded text, or -1.
  private patchOf(i: number): number {
    const p = this.patches
    for (let k = 0; k < p.length; k += 2) if (p[k] === i) return k + 1
    return -1
  }

  /** The length of line `i` of this leaf (in range) with its ending, read without its characters (the last row's, which has none, is its content length). */
  storedLength(i: number): number {
    const stored = this.stored
    if (stored !== null) return (stored[i] as StoredLine).length
    const k = this.patchOf(i)
    if (k < 0) return this.contentLength(i)
    return (this.patches[k] as StoredLine).length
  }

  /** The length of line `i` of this leaf (in range) without its ending. */
  contentLength(i: number): number {
    const stored = this.stored
    let line: StoredLine
    if (stored !== null) line = stored[i] as StoredLine
    else {
      const k = this.patchOf(i)
      // A line of loaded text, read in place.
      if (k < 0) return (this.sourceText as SourceText).contentLength(this.first + i)
      line = this.patches[k] as StoredLine
    }
    const n = line.length
    if (n === 0 || line.charCodeAt(n - 1) !== 10) return n
    return n > 1 && line.charCodeAt(n - 2) === 13 ? n - 2 : n - 1
  }

  /**
   * Reads lines `[from, to)` of this leaf (in range) in order, in as few
   * pieces as it can: `run(source, start, end)` for a run of lines still in
   * the loaded text (offsets in `source.text`, `start < end`), `line` for
   * each line stored apart from it.
   */
  pieces(from: number, to: number, run: (source: SourceText, start: number, end: number) => void, line: (line: StoredLine) => void): void {
    const source = this.sourceText
    if (source === null) {
      const stored = this.stored as readonly StoredLine[]
      for (let i = from; i < to; i++) line(stored[i] as StoredLine)
      return
    }
    const starts = source.starts
    const p = this.patches
    const first = this.first
    let i = from
    for (let k = 0; k < p.length; k += 2) {
      const at = p[k] as number
      if (at < i) continue
      if (at >= to) break
      if (at > i) run(source, starts[first + i]!, starts[first + at]!)
      line(p[k + 1] as StoredLine)
      i = at + 1
    }
    if (i < to) run(source, starts[first + i]!, starts[first + to]!)
  }

  /** The stored lines (copied out of the source text on first use, then kept). */
  get lines(): readonly StoredLine[] {
    let lines = this.stored
    if (lines === null) {
      const out: StoredLine[] = new Array(this.lineCount)
      for (let i = 0; i < out.length; i++) out[i] = this.fromSource(i)
      lines = this.stored = out
    }
    return lines
  }

  /**
   * This leaf with the lines at the ascending leaf indexes `at[lo, hi)`
   * replaced by `lines[lo, hi)`, one for one. A leaf still in its source text
   * stays there, with the new lines beside it, while they are few.
   */
  replaced(at: ArrayLike<number>, base: number, lines: readonly StoredLine[], lo: number, hi: number): Leaf {
    let length = this.length
    if (this.stored === null && this.patches.length / 2 + (hi - lo) <= PATCHES_MAX) {
      // The old pairs and the new ones merged in index order (a new line replacing an old pair), into an array of exactly their size.
      const old = this.patches
      let kept = old.length
      for (let k = lo, j = 0; k < hi; k++) {
        const i = (at[k] as number) - base
        while (j < old.length && (old[j] as number) < i) j += 2
        if (j < old.length && old[j] === i) kept -= 2
      }
      // Filled in a scratch array and copied out, for the reason given at `leaves`.
      const patches = patchScratch
      patches.length = kept + 2 * (hi - lo)
      const starts = (this.sourceText as SourceText).starts
      let j = 0
      let o = 0
      for (let k = lo; k < hi; k++) {
        const i = (at[k] as number) - base
        const line = lines[k] as StoredLine
        for (; j < old.length && (old[j] as number) < i; j += 2) {
          patches[o++] = old[j] as number
          patches[o++] = old[j + 1] as StoredLine
        }
        // The replaced line's length, read in place when it is still the loaded one.
        if (j < old.length && old[j] === i) {
          length += line.length - (old[j + 1] as StoredLine).length
          j += 2
        } else length += line.length - (starts[this.first + i + 1]! - starts[this.first + i]!)
        patches[o++] = i
        patches[o++] = line
      }
      for (; j < old.length; j++) patches[o++] = old[j] as number | StoredLine
      const copy = patches.slice()
      patches.length = 0
      return new Leaf(null, length, this.lineCount, this.sourceText as SourceText, this.first, copy)
    }
    const out = this.lines.slice()
    for (let k = lo; k < hi; k++) {
      const i = (at[k] as number) - base
      length += (lines[k] as StoredLine).length - (out[i] as StoredLine).length
      out[i] = lines[k] as StoredLine
    }
    return new Leaf(out, length)
  }
}
Object.defineProperty(Leaf.prototype, 'isLeaf', { value: true })
Object.defineProperty(Leaf.prototype, 'height', { value: 0 })

/** A branch: up to `BRANCH_MAX` children of equal height. */
export class Branch {
  declare readonly isLeaf: false
  declare readonly height: number
  readonly lineCount: number
  readonly length: number
  /** Totals are summed from the children unless given (when a caller knows them). */
  constructor(readonly children: readonly LineNode[], lineCount = -1, length = -1) {
    if (lineCount < 0) {
      lineCount = length = 0
      for (const c of children) {
        lineCount += c.lineCount
        length += c.length
      }
    }
    this.lineCount = lineCount
    this.length = length
  }
}

Object.defineProperty(Branch.prototype, 'isLeaf', { value: false })
// Levels above the leaves, counted down the first children (all leaves are at one depth): not kept per branch.
Object.defineProperty(Branch.prototype, 'height', {
  get(this: Branch): number {
    let h = 1
    for (let n = this.children[0] as LineNode; !n.isLeaf; n = n.children[0] as LineNode) h++
    return h
  },
})

/** A node of the line tree. */
export type LineNode = Leaf | Branch

/**
 * Replace rows `[from, to)` (`to > from`) by `lines`. Splices passed together
 * are sorted by `from` and do not overlap.
 */
export interface Splice {
  readonly from: number
  readonly to: number
  readonly lines: readonly StoredLine[]
}

// ─── constructors ───────────────────────────────────────────────────────────

const sumLengths = (lines: readonly StoredLine[]): number => {
  let n = 0
  for (const l of lines) n += l.length
  return n
}

/** A leaf over `lines` (which the leaf then owns). */
export const leaf = (lines: readonly StoredLine[]): Leaf => new Leaf(lines, sumLengths(lines))

// Cuts `items` into `ceil(n / max)` runs of nearly equal size: each run then
// holds at least `max / 2` items whenever there is more than one.
const evenRuns = <T>(items: readonly T[], max: number): T[][] => {
  const n = items.length
  const count = Math.ceil(n / max)
  const out: T[][] = []
  for (let k = 0, start = 0; k < count; k++) {
    const end = Math.round(((k + 1) * n) / count)
    out.push(items.slice(start, end))
    start = end
  }
  return out
}

// A node keeps a copy (`slice`) of the array it was built from, never that
// array itself: arrays filled by `push` at one site of ours would then be
// kept by every version, and V8 decides per allocation site, from how many of
// a site's arrays outlive a minor collection, to allocate that site's arrays
// straight in the old generation. It decides so at random moments of an
// edit, and then every later edit's node arrays (old) keep its fresh nodes
// (young) alive through minor collections until a full one: joinLines at
// 1,000 cursors took 3x as long in the processes where that happened. Copies
// made by `slice` carry no allocation site, and have no spare capacity.
const leaves = (lines: readonly StoredLine[]): Leaf[] =>
  lines.length === 0 ? [] : lines.length <= LEAF_MAX ? [leaf(lines.slice())] : evenRuns(lines, LEAF_MAX).map(leaf)

const branches = (nodes: readonly LineNode[]): Branch[] =>
  nodes.length === 0
    ? []
    : nodes.length <= BRANCH_MAX
      ? [new Branch(nodes.slice())]
      : evenRuns(nodes, BRANCH_MAX).map(ns => new Branch(ns))

// Stacks levels of equal-height nodes until one root remains.
const rootOf = (nodes: LineNode[]): LineNode => {
  while (nodes.length > 1) nodes = branches(nodes)
  let root = nodes[0] ?? leaf([''])
  // A root branch with one child is just a taller path to that child.
  while (!root.isLeaf && root.children.length === 1) root = root.children[0] as LineNode
  return root
}

/** A balanced tree over stored lines (at least one), built bottom-up. */
export const build = (lines: readonly StoredLine[]): LineNode => rootOf(leaves(lines))

/**
 * The tree of a whole text, as `build(splitLines(text))` makes it, with its
 * leaves left unsplit: one scan finds where the lines start (after each
 * `\n`, the only break), and each leaf cuts its lines on first read.
 */
export const buildFromText = (text: string, split: (text: string) => string[]): LineNode => {
  if (text.length < 4096) return build(split(text))
  // One pass over the text for its line starts, into a buffer that doubles as it fills.
  let found = new Uint32Array(1024)
  let n = 1
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    if (n + 1 >= found.length) {
      const grown = new Uint32Array(found.length * 2)
      grown.set(found)
      found = grown
    }
    found[n++] = i + 1
  }
  found[n] = text.length
  const starts = found.slice(0, n + 1)
  const source = new SourceText(text, starts)
  // The same runs as `leaves` cuts (see `evenRuns`).
  const count = Math.ceil(n / LEAF_MAX)
  const out: Leaf[] = []
  for (let k = 0, first = 0; k < count; k++) {
    const end = Math.round(((k + 1) * n) / count)
    out.push(new Leaf(null, starts[end]! - starts[first]!, end - first, source, first, noPatches))
    first = end
  }
  return rootOf(out)
}

// ─── editing ────────────────────────────────────────────────────────────────

const isUnder = (n: LineNode): boolean =>
  n.isLeaf ? n.lineCount < LEAF_MIN : n.children.length < BRANCH_MIN

// Joins two neighbours of equal height into one node, or two balanced ones.
// Branch children are settled again: an underfull branch may hold an
// underfull only child.
const merge = (a: LineNode, b: LineNode): LineNode[] => {
  if (a.isLeaf && b.isLeaf) return leaves(a.lines.concat(b.lines))
  return branches(settle((a as Branch).children.concat((b as Branch).children)))
}

// Merges every underfull node into a neighbour. Afterwards an underfull node
// remains only when it is alone, and the parent deals with it.
function settle(nodes: readonly LineNode[]): LineNode[] {
  const out: LineNode[] = []
  for (const n of nodes) {
    const last = out[out.length - 1]
    if (last !== undefined && (isUnder(last) || isUnder(n))) {
      out.pop()
      for (const m of merge(last, n)) out.push(m)
    } else out.push(n)
  }
  return out
}

const editLeaf = (node: Leaf, base: number, sp: readonly Splice[], lo: number, hi: number): LineNode[] => {
  const src = node.lines
  const out: StoredLine[] = []
  let row = base
  for (let k = lo; k < hi; k++) {
    const s = sp[k] as Splice
    const from = Math.max(s.from, base)
    for (let r = row; r < from; r++) out.push(src[r - base] as StoredLine)
    // The new lines belong to the leaf holding the splice's first row; other
    // leaves it covers only lose rows.
    if (s.from >= base) for (const l of s.lines) out.push(l)
    row = Math.min(s.to, base + src.length)
  }
  for (let r = row; r < base + src.length; r++) out.push(src[r - base] as StoredLine)
  return leaves(out)
}

// Applies splices `sp[lo, hi)` (all touching this node) and returns nodes of
// the same height: none, one (maybe underfull) or several balanced ones.
const edit = (node: LineNode, base: number, sp: readonly Splice[], lo: number, hi: number): LineNode[] => {
  if (node.isLeaf) return editLeaf(node, base, sp, lo, hi)
  const next: LineNode[] = []
  let k = lo
  let pos = base
  for (const child of node.children) {
    const end = pos + child.lineCount
    while (k < hi && (sp[k] as Splice).to <= pos) k++
    let e = k
    while (e < hi && (sp[e] as Splice).from < end) e++
    if (e === k) next.push(child)
    else if (e === k + 1 && (sp[k] as Splice).from < pos && (sp[k] as Splice).to >= end) {
      // Deleted whole by a splice that started in an earlier child (which
      // takes its new lines): dropped without visiting its lines.
      if ((sp[k] as Splice).to === end) k++
    } else {
      for (const n of edit(child, pos, sp, k, e)) next.push(n)
      // A splice running past this child also touches the next one.
      k = (sp[e - 1] as Splice).to > end ? e - 1 : e
    }
    pos = end
  }
  return branches(settle(next))
}

// The common single edit inside one leaf that keeps its size in bounds: copy
// that leaf and the path above it, nothing else. Null when it does not apply.
const spliceInLeaf = (root: LineNode, s: Splice): LineNode | null => {
  const path: Branch[] = []
  const index: number[] = []
  let node = root
  let base = 0
  while (!node.isLeaf) {
    const cs = node.children
    let i = 0
    for (; i < cs.length - 1; i++) {
      const c = cs[i] as LineNode
      if (s.from - base < c.lineCount) break
      base += c.lineCount
    }
    path.push(node)
    index.push(i)
    node = cs[i] as LineNode
  }
  const old = node.lines
  if (s.to - base > old.length) return null
  const count = old.length - (s.to - s.from) + s.lines.length
  if (count > LEAF_MAX || count < (path.length === 0 ? 1 : LEAF_MIN)) return null
  // concat sizes the new array exactly (a pushed-to array keeps spare capacity, which every retained version would carry).
  const lines = old.slice(0, s.from - base).concat(s.lines, old.slice(s.to - base))
  let length = node.length
  for (let r = s.from - base; r < s.to - base; r++) length -= (old[r] as StoredLine).length
  for (const l of s.lines) length += l.length
  let next: LineNode = new Leaf(lines, length)
  const dLines = count - old.length
  const dLength = length - node.length
  for (let k = path.length - 1; k >= 0; k--) {
    const b = path[k] as Branch
    const cs = b.children.slice()
    cs[index[k] as number] = next
    next = new Branch(cs, b.lineCount + dLines, b.length + dLength)
  }
  return next
}

/** The tree with all `splices` applied (sorted, non-overlapping, rows of `root`). */
export const splice = (root: LineNode, splices: readonly Splice[]): LineNode => {
  if (splices.length === 0) return root
  if (splices.length === 1) {
    const fast = spliceInLeaf(root, splices[0] as Splice)
    if (fast !== null) return fast
  }
  return rootOf(edit(root, 0, splices, 0, splices.length))
}

// Replaces rows `rows[lo, hi)` (inside this node) by `lines[lo, hi)`, one for one.
const replaceIn = (node: LineNode, base: number, rows: ArrayLike<number>, lines: readonly StoredLine[], lo: number, hi: number): LineNode => {
  if (node.isLeaf) return node.replaced(rows, base, lines, lo, hi)
  const cs = node.children.slice()
  let length = node.length
  let pos = base
  let k = lo
  for (let i = 0; i < cs.length && k < hi; i++) {
    const c = cs[i] as LineNode
    const end = pos + c.lineCount
    let e = k
    while (e < hi && (rows[e] as number) < end) e++
    if (e > k) {
      const n = replaceIn(c, pos, rows, lines, k, e)
      length += n.length - c.length
      cs[i] = n
      k = e
    }
    pos = end
  }
  return new Branch(cs, node.lineCount, length)
}

/**
 * The tree with each of the distinct, ascending `rows` holding the matching
 * stored line of `lines` instead: the shape stays (no row is added or
 * removed), so only the paths to those rows are copied, with no rebalancing.
 */
export const replaceRows = (root: LineNode, rows: ArrayLike<number>, lines: readonly StoredLine[]): LineNode =>
  rows.length === 0 ? root : replaceIn(root, 0, rows, lines, 0, rows.length)

// ─── lookups ────────────────────────────────────────────────────────────────

/** The loaded text a tree built by `buildFromText` reads from (null for other trees; only meaningful before edits). */
export const sourceTextOf = (root: LineNode): SourceText | null => {
  let node = root
  while (!node.isLeaf) node = node.children[0] as LineNode
  return node.sourceText
}

/** The leaf holding `row` (in range) and the row of its first line. */
export const leafAt = (root: LineNode, row: number): { leaf: Leaf; base: number } => {
  const leaf = descend(root, row)
  return { leaf, base: fingerBases[fingerDepth] as number }
}

// A one-slot memo of the last descent by `lineAt`: the nodes from the root
// down to a leaf and the first row of each. The next lookup in the same tree
// climbs only as far as the nearest node holding its row, so a sweep over
// sorted rows (cursors, line runs) mostly descends one level instead of from
// the root. It is never part of any value: it only remembers where to start.
// A climb that stops at a node resumes its scan of that node's children at
// the child it left (when the row lies at or after it), so a sweep in buffer
// order does not rescan the children before it.
let fingerRoot: LineNode | null = null
const fingerNodes: LineNode[] = []
const fingerBases: number[] = []
/** The index of `fingerNodes[d]` among the children of `fingerNodes[d - 1]`. */
const fingerIndexes: number[] = []
let fingerDepth = 0

/** The stored line at `row` (in range), as one string. */
export const lineAt = (root: LineNode, row: number): string => flat(storedAt(root, row))

/** The stored line at `row` (in range), as stored (a long line in chunks). */
export const storedAt = (root: LineNode, row: number): StoredLine => {
  const leaf = descend(root, row)
  return leaf.line(row - (fingerBases[fingerDepth] as number))
}

/**
 * The length of the last row (which has no ending), read without its
 * characters: reading a row's last characters makes V8 flatten a row built
 * by concatenation, a copy of it.
 */
export const lastRowLength = (root: LineNode): number => {
  const row = root.lineCount - 1
  const leaf = descend(root, row)
  return leaf.storedLength(row - (fingerBases[fingerDepth] as number))
}

/** The length of the line at `row` (in range) without its ending. */
export const contentLengthAt = (root: LineNode, row: number): number => {
  const leaf = descend(root, row)
  return leaf.contentLength(row - (fingerBases[fingerDepth] as number))
}

// The leaf holding `row`, from the finger (left on the leaf).
const descend = (root: LineNode, row: number): Leaf => {
  let d = 0
  if (fingerRoot === root) {
    d = fingerDepth
    while (d > 0) {
      const base = fingerBases[d] as number
      if (row >= base && row < base + (fingerNodes[d] as LineNode).lineCount) break
      d--
    }
  } else {
    fingerRoot = root
    fingerNodes[0] = root
    fingerBases[0] = 0
    fingerDepth = 0
  }
  let node = fingerNodes[d] as LineNode
  let base = fingerBases[d] as number
  let i = 0
  if (d < fingerDepth && row >= (fingerBases[d + 1] as number)) {
    i = fingerIndexes[d + 1] as number
    base = fingerBases[d + 1] as number
  }
  while (!node.isLeaf) {
    const cs = node.children
    for (; i < cs.length - 1; i++) {
      const c = cs[i] as LineNode
      if (row - base < c.lineCount) break
      base += c.lineCount
    }
    node = cs[i] as LineNode
    d++
    fingerNodes[d] = node
    fingerBases[d] = base
    fingerIndexes[d] = i
    i = 0
  }
  fingerDepth = d
  return node
}

/** UTF-16 offset of the start of `row` (in range, or `lineCount` for the end). */
export const offsetOfRow = (root: LineNode, row: number): number => {
  if (row >= root.lineCount) return root.length
  let node = root
  let off = 0
  while (!node.isLeaf) {
    const cs = node.children
    let i = 0
    for (; i < cs.length - 1; i++) {
      const c = cs[i] as LineNode
      if (row < c.lineCount) break
      row -= c.lineCount
      off += c.length
    }
    node = cs[i] as LineNode
  }
  for (let i = 0; i < row; i++) off += node.line(i).length
  return off
}

/** The row holding offset `index` (`0 <= index < length`) and that row's start offset. */
export const rowAtOffset = (root: LineNode, index: number): { row: number; start: number } => {
  let node = root
  let row = 0
  let start = 0
  while (!node.isLeaf) {
    const cs = node.children
    let i = 0
    for (; i < cs.length - 1; i++) {
      const c = cs[i] as LineNode
      if (index - start < c.length) break
      start += c.length
      row += c.lineCount
    }
    node = cs[i] as LineNode
  }
  let i = 0
  for (; i < node.lineCount - 1; i++) {
    const l = node.line(i).length
    if (index - start < l) break
    start += l
  }
  return { row: row + i, start }
}

/** Calls `f` on each leaf holding rows of `[from, to)`, in order, with the leaf indexes `[lo, hi)` of those rows (rows in range). */
export const eachLeafSpan = (root: LineNode, from: number, to: number, f: (leaf: Leaf, lo: number, hi: number) => void): void => {
  const walk = (node: LineNode, base: number): void => {
    if (node.isLeaf) {
      f(node, Math.max(from - base, 0), Math.min(to - base, node.lineCount))
      return
    }
    for (const c of node.children) {
      const end = base + c.lineCount
      if (end > from && base < to) walk(c, base)
      if (end >= to) return
      base = end
    }
  }
  if (to > from) walk(root, 0)
}

/** Calls `f` on the stored lines of rows `[from, to)` in order (rows in range), as stored. */
export const eachStored = (root: LineNode, from: number, to: number, f: (line: StoredLine) => void): void =>
  eachLeafSpan(root, from, to, (leaf, lo, hi) => {
    for (let i = lo; i < hi; i++) f(leaf.line(i))
  })

/** Calls `f` on the stored lines of rows `[from, to)` in order (rows in range), each as one string. */
export const eachLine = (root: LineNode, from: number, to: number, f: (line: string) => void): void =>
  eachStored(root, from, to, l => f(flat(l)))

/** The stored lines of rows `[from, to)` (rows in range), each as one string. */
export const linesIn = (root: LineNode, from: number, to: number): string[] => {
  const out: string[] = []
  eachLine(root, from, to, l => out.push(l))
  return out
}

/**
 * Reads rows in mostly ascending order, re-descending only when a row falls
 * outside the last leaf visited (batch edits read many rows of few leaves).
 */
export class RowReader {
  /**
   * A reader that lives as long as the class. Readers live for one call, and a
   * full collection that finds none left drops the hidden classes their
   * fields were added through, and with them the optimized code of every
   * caller that checks them: a sweep over the cursors would then run
   * unoptimized after each collection until it is compiled again.
   */
  static readonly resident: RowReader = new RowReader(new Leaf([''], 0))
  private leaf: Leaf | null = null
  private base = 0
  constructor(private readonly root: LineNode) {}

  /** The stored line at `row` (in range), as one string. */
  line(row: number): string {
    return flat(this.stored(row))
  }

  /** The stored line at `row` (in range), as stored (a long line in chunks). */
  stored(row: number): StoredLine {
    return this.leafOf(row).line(row - this.base)
  }

  /** The length of the line at `row` (in range) without its ending (read in place, as `contentLengthAt`). */
  contentLength(row: number): number {
    return this.leafOf(row).contentLength(row - this.base)
  }

  private leafOf(row: number): Leaf {
    let l = this.leaf
    if (l === null || row < this.base || row >= this.base + l.lineCount) {
      l = this.leaf = descend(this.root, row)
      this.base = fingerBases[fingerDepth] as number
    }
    return l
  }
}
