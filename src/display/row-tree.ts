/**
 * The persistent row tree behind the display map: one entry per buffer row
 * saying how many screen rows it starts (0 for a row hidden by a fold, more
 * than 1 for a soft-wrapped row or fold group), how long its longest screen
 * row is, and its layout when it is not a plain row.
 *
 * A B+ tree whose nodes cache buffer-row and screen-row counts and the
 * longest screen row, so buffer row ↔ screen row lookups cost O(log n). Nodes
 * never change: a batch of splices rebuilds the touched leaves and their
 * paths and shares everything else with the tree it came from.
 */
import { type GroupLayout, layoutView, type RowSink } from './wrap.js'

// ─── model ──────────────────────────────────────────────────────────────────

const LEAF_MAX = 64
const LEAF_MIN = LEAF_MAX >> 2
const BRANCH_MAX = 16
const BRANCH_MIN = BRANCH_MAX >> 2

/** The entries of some consecutive rows, column by column, layouts packed (see `RowSink`). */
export type Entries = RowSink

/** A leaf: up to `LEAF_MAX` rows. */
export interface RowLeaf {
  readonly leaf: true
  /** Buffer rows. */
  readonly rows: number
  /** Screen rows. */
  readonly screen: number
  /** The longest screen row's length and its screen row within the node. */
  readonly maxWidth: number
  readonly maxRow: number
  /** Row `i`'s screen-row count at `2i`, its longest screen row's length at `2i + 1`. */
  readonly cells: Int32Array
  /**
   * Null when every row is plain; else `rows + 1` offsets, then the packed
   * layouts: row `i`'s is at `rows + 1 + layout[i]` up to `rows + 1 + layout[i + 1]`.
   */
  readonly layout: Int32Array | null
}

/** A branch: up to `BRANCH_MAX` children of equal height. */
export interface RowBranch {
  readonly leaf: false
  readonly rows: number
  readonly screen: number
  readonly maxWidth: number
  readonly maxRow: number
  readonly height: number
  readonly children: readonly RowNode[]
}

/** A node of the row tree. */
export type RowNode = RowLeaf | RowBranch

/** Replace entries `[from, to)` of the tree by `entries` (positions in the tree before any splice of the batch). */
export interface RowSplice {
  readonly from: number
  readonly to: number
  readonly entries: Entries
}

// ─── constructors ───────────────────────────────────────────────────────────

/** Empty entry columns to push into. */
export const entries = (): Entries => ({ counts: [], widths: [], starts: [], data: [] })

const EMPTY = new Int32Array(0)

const makeLeaf = (cells: Int32Array, layout: Int32Array | null): RowLeaf => {
  const rows = cells.length >> 1
  let screen = 0
  let maxWidth = -1
  let maxRow = 0
  for (let i = 0; i < rows; i++) {
    const c = cells[2 * i]!
    const w = cells[2 * i + 1]!
    if (c > 0 && w > maxWidth) {
      maxWidth = w
      // A laid-out group's longest row is its `widest` one (packed third).
      maxRow = screen + (layout && layout[i + 1]! > layout[i]! ? layout[rows + 1 + layout[i]! + 2]! : 0)
    }
    screen += c
  }
  return { leaf: true, rows, screen, maxWidth: Math.max(0, maxWidth), maxRow, cells, layout }
}

/** Start of row `i`'s layout in `e.data`, for `i` up to the row count. */
const startIn = (e: Entries, i: number): number => (i < e.starts.length ? e.starts[i]! : e.data.length)

const leafFrom = (e: Entries, from: number, to: number): RowLeaf => {
  const n = to - from
  const cells = new Int32Array(2 * n)
  for (let i = from; i < to; i++) {
    cells[2 * (i - from)] = e.counts[i]!
    cells[2 * (i - from) + 1] = e.widths[i]!
  }
  const d0 = startIn(e, from)
  const d1 = startIn(e, to)
  if (d1 === d0) return makeLeaf(cells, null)
  const layout = new Int32Array(n + 1 + d1 - d0)
  for (let i = 0; i <= n; i++) layout[i] = startIn(e, from + i) - d0
  for (let k = d0; k < d1; k++) layout[n + 1 + k - d0] = e.data[k]!
  return makeLeaf(cells, layout)
}

const makeBranch = (children: readonly RowNode[]): RowBranch => {
  let rows = 0
  let screen = 0
  let maxWidth = -1
  let maxRow = 0
  for (const c of children) {
    if (c.screen > 0 && c.maxWidth > maxWidth) {
      maxWidth = c.maxWidth
      maxRow = screen + c.maxRow
    }
    rows += c.rows
    screen += c.screen
  }
  return { leaf: false, rows, screen, maxWidth: Math.max(0, maxWidth), maxRow, height: children[0]!.leaf ? 1 : (children[0] as RowBranch).height + 1, children }
}

/** Cut `n` items into chunks of at most `max`, as even as possible. */
const chunkSizes = (n: number, max: number): number[] => {
  if (n === 0) return []
  const count = Math.ceil(n / max)
  const base = Math.floor(n / count)
  const extra = n % count
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0))
}

const leavesOf = (e: Entries): RowLeaf[] => {
  const out: RowLeaf[] = []
  let at = 0
  for (const size of chunkSizes(e.counts.length, LEAF_MAX)) {
    out.push(leafFrom(e, at, at + size))
    at += size
  }
  return out
}

const branchesOf = (nodes: readonly RowNode[]): RowBranch[] => {
  const out: RowBranch[] = []
  let at = 0
  for (const size of chunkSizes(nodes.length, BRANCH_MAX)) {
    out.push(makeBranch(nodes.slice(at, at + size)))
    at += size
  }
  return out
}

const rootOf = (nodes: RowNode[]): RowNode => {
  let level: RowNode[] = nodes
  if (level.length === 0) return makeLeaf(EMPTY, null)
  while (level.length > 1) level = branchesOf(level)
  let root = level[0]!
  while (!root.leaf && root.children.length === 1) root = root.children[0]!
  return root
}

/** A tree over `e`'s entries. */
export const buildTree = (e: Entries): RowNode => rootOf(leavesOf(e))

/**
 * A tree built while its entries are written: `sink` receives entries, and
 * whole leaves are cut from its front as they fill (`flush`), so a large
 * build never holds all entries in flat arrays at once.
 */
export interface TreeBuilder {
  readonly sink: Entries
  flush(): void
  finish(): RowNode
}

/** Start a streaming tree build. */
export const treeBuilder = (): TreeBuilder => {
  const sink = entries()
  const leaves: RowLeaf[] = []
  const flush = () => {
    const n = sink.counts.length
    if (n < 2 * LEAF_MAX) return
    const k = n - (n % LEAF_MAX) - LEAF_MAX
    for (let at = 0; at < k; at += LEAF_MAX) leaves.push(leafFrom(sink, at, at + LEAF_MAX))
    const d0 = startIn(sink, k)
    sink.counts.splice(0, k)
    sink.widths.splice(0, k)
    sink.starts.splice(0, k)
    for (let i = 0; i < sink.starts.length; i++) sink.starts[i] = sink.starts[i]! - d0
    sink.data.splice(0, d0)
  }
  return {
    sink,
    flush,
    finish: () => rootOf([...leaves, ...leavesOf(sink)]),
  }
}

// ─── queries ────────────────────────────────────────────────────────────────

/** Where a row entry is: its leaf, its index there, its buffer row and its first screen row. */
export interface Located {
  readonly leaf: RowLeaf
  readonly index: number
  readonly row: number
  readonly screenRow: number
}

/** The entry of buffer row `row` (0 ≤ row < root.rows). */
export const locateRow = (root: RowNode, row: number): Located => {
  let node = root
  let r = row
  let screen = 0
  while (!node.leaf) {
    let i = 0
    for (; i < node.children.length - 1; i++) {
      const c = node.children[i]!
      if (r < c.rows) break
      r -= c.rows
      screen += c.screen
    }
    node = node.children[i]!
  }
  for (let i = 0; i < r; i++) screen += node.cells[2 * i]!
  return { leaf: node, index: r, row, screenRow: screen }
}

/** The entry whose screen rows contain screen row `screenRow` (0 ≤ screenRow < root.screen). */
export const locateScreenRow = (root: RowNode, screenRow: number): Located => {
  let node = root
  let s = screenRow
  let rows = 0
  let screen = 0
  while (!node.leaf) {
    let i = 0
    for (; i < node.children.length - 1; i++) {
      const c = node.children[i]!
      if (s < c.screen) break
      s -= c.screen
      rows += c.rows
      screen += c.screen
    }
    node = node.children[i]!
  }
  let i = 0
  for (; i < node.rows - 1; i++) {
    const c = node.cells[2 * i]!
    if (s < c) break
    s -= c
    screen += c
  }
  return { leaf: node, index: i, row: rows + i, screenRow: screen }
}

/** The layout stored for a located entry (a view of the leaf's packed data). */
export const layoutAt = (at: Located): GroupLayout | null => {
  const { layout, rows } = at.leaf
  if (!layout) return null
  const start = layout[at.index]!
  const end = layout[at.index + 1]!
  return end > start ? layoutView(layout, rows + 1 + start, rows + 1 + end) : null
}

/** The screen-row count stored for a located entry. */
export const countAt = (at: Located): number => at.leaf.cells[2 * at.index]!

/** The width stored for a located entry. */
export const widthAt = (at: Located): number => at.leaf.cells[2 * at.index + 1]!

// ─── splicing ───────────────────────────────────────────────────────────────

interface Local {
  readonly from: number
  readonly to: number
  readonly entries: Entries | null
}

const NONE: Entries = entries()

/** Append rows `[from, to)` of `e` to `out`. */
const appendRows = (out: Entries, e: Entries, from: number, to: number): void => {
  for (let i = from; i < to; i++) {
    out.counts.push(e.counts[i]!)
    out.widths.push(e.widths[i]!)
    out.starts.push(out.data.length)
    for (let k = startIn(e, i), end = startIn(e, i + 1); k < end; k++) out.data.push(e.data[k]!)
  }
}

/** Append rows `[from, to)` of a leaf to `out`. */
const appendLeafRows = (out: Entries, leaf: RowLeaf, from: number, to: number): void => {
  const { cells, layout, rows } = leaf
  for (let i = from; i < to; i++) {
    out.counts.push(cells[2 * i]!)
    out.widths.push(cells[2 * i + 1]!)
    out.starts.push(out.data.length)
    if (layout) for (let k = rows + 1 + layout[i]!, end = rows + 1 + layout[i + 1]!; k < end; k++) out.data.push(layout[k]!)
  }
}

/** Length of the packed layouts of rows `[from, to)` of a leaf. */
const leafData = (leaf: RowLeaf, from: number, to: number): number => (leaf.layout ? leaf.layout[to]! - leaf.layout[from]! : 0)

const spliceLeaf = (leaf: RowLeaf, splices: readonly Local[]): RowLeaf[] => {
  let rows = leaf.rows
  let data = leafData(leaf, 0, leaf.rows)
  for (const s of splices) {
    const e = s.entries ?? NONE
    rows += e.counts.length - (s.to - s.from)
    data += e.data.length - leafData(leaf, s.from, s.to)
  }
  // When the result is one leaf, copy straight into its arrays.
  if (rows > 0 && rows <= LEAF_MAX) {
    const cells = new Int32Array(2 * rows)
    const layout = data > 0 ? new Int32Array(rows + 1 + data) : null
    let r = 0
    let d = 0
    const fromLeaf = (a: number, b: number) => {
      if (b <= a) return
      cells.set(leaf.cells.subarray(2 * a, 2 * b), 2 * r)
      if (layout) {
        const src = leaf.layout
        for (let i = a; i < b; i++) layout[r + i - a] = d + (src ? src[i]! - src[a]! : 0)
        if (src) layout.set(src.subarray(leaf.rows + 1 + src[a]!, leaf.rows + 1 + src[b]!), rows + 1 + d)
        d += leafData(leaf, a, b)
      }
      r += b - a
    }
    let at = 0
    for (const s of splices) {
      fromLeaf(at, Math.max(at, s.from))
      const e = s.entries ?? NONE
      for (let i = 0; i < e.counts.length; i++) {
        cells[2 * r] = e.counts[i]!
        cells[2 * r + 1] = e.widths[i]!
        if (layout) {
          layout[r] = d
          for (let k = startIn(e, i), end = startIn(e, i + 1); k < end; k++) layout[rows + 1 + d++] = e.data[k]!
        }
        r++
      }
      at = Math.max(at, s.to)
    }
    fromLeaf(at, leaf.rows)
    if (layout) layout[rows] = d
    return [makeLeaf(cells, layout)]
  }
  const out = entries()
  let at = 0
  for (const s of splices) {
    appendLeafRows(out, leaf, at, Math.max(at, s.from))
    const e = s.entries ?? NONE
    appendRows(out, e, 0, e.counts.length)
    at = Math.max(at, s.to)
  }
  appendLeafRows(out, leaf, at, leaf.rows)
  return leavesOf(out)
}

const isSmall = (n: RowNode): boolean => (n.leaf ? n.rows < LEAF_MIN : n.children.length < BRANCH_MIN)

/** Merge small nodes of one level into a neighbour, re-splitting when a merge overflows. */
const rebalance = (nodes: RowNode[]): RowNode[] => {
  if (nodes.length < 2 || !nodes.some(isSmall)) return nodes
  const out: RowNode[] = []
  for (const n of nodes) {
    const prev = out[out.length - 1]
    if (prev && (isSmall(prev) || isSmall(n))) {
      out.pop()
      out.push(...merge(prev, n))
    } else out.push(n)
  }
  return out
}

const merge = (a: RowNode, b: RowNode): RowNode[] => {
  if (a.leaf && b.leaf) {
    const out = entries()
    appendLeafRows(out, a, 0, a.rows)
    appendLeafRows(out, b, 0, b.rows)
    return leavesOf(out)
  }
  const children = [...(a as RowBranch).children, ...(b as RowBranch).children]
  return branchesOf(children)
}


const spliceNode = (node: RowNode, splices: readonly Local[]): RowNode[] => {
  if (node.leaf) return spliceLeaf(node, splices)
  const children = node.children
  const n = children.length
  // The common case: one splice inside one child, which stays one node of a healthy size.
  if (splices.length === 1) {
    const s = splices[0]!
    let base = 0
    for (let i = 0; i < n; i++) {
      const child = children[i]!
      const end = base + child.rows
      if (s.from < end || i === n - 1) {
        if (s.to > end) break
        const out = spliceNode(child, [{ from: s.from - base, to: s.to - base, entries: s.entries }])
        if (out.length !== 1 || isSmall(out[0]!)) break
        const next = children.slice()
        next[i] = out[0]!
        return [makeBranch(next)]
      }
      base = end
    }
  }
  const starts: number[] = []
  let base = 0
  for (const c of children) {
    starts.push(base)
    base += c.rows
  }
  // Hand each child the parts of the splices that fall in it; new entries go to the first child whose rows
  // reach past `from` (the last child for an append).
  const parts: Local[][] = children.map(() => [])
  let i = 0
  for (const s of splices) {
    while (i < n - 1 && s.from >= starts[i]! + children[i]!.rows) i++
    parts[i]!.push({ from: s.from - starts[i]!, to: Math.min(s.to, starts[i]! + children[i]!.rows) - starts[i]!, entries: s.entries })
    for (let j = i + 1; j < n && starts[j]! < s.to; j++) {
      parts[j]!.push({ from: 0, to: Math.min(s.to, starts[j]! + children[j]!.rows) - starts[j]!, entries: null })
    }
  }
  const out: RowNode[] = []
  children.forEach((child, k) => {
    const mine = parts[k]!
    if (mine.length === 0) out.push(child)
    else for (const r of spliceNode(child, mine)) if (r.rows > 0) out.push(r)
  })
  const kept = rebalance(out)
  if (kept.length === 0) return []
  return kept.length <= BRANCH_MAX ? [makeBranch(kept)] : branchesOf(kept)
}

/**
 * Apply a batch of splices, sorted by `from` and not overlapping, given in
 * the tree's positions before the batch.
 */
export const spliceTree = (root: RowNode, splices: readonly RowSplice[]): RowNode => {
  if (splices.length === 0) return root
  const nodes = spliceNode(root, splices.map(s => ({ from: s.from, to: s.to, entries: s.entries })))
  return rootOf(nodes)
}
