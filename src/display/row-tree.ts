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
import type { GroupLayout } from './wrap.js'

// ─── model ──────────────────────────────────────────────────────────────────

const LEAF_MAX = 64
const LEAF_MIN = LEAF_MAX >> 2
const BRANCH_MAX = 16
const BRANCH_MIN = BRANCH_MAX >> 2

/** The entries of some consecutive rows, column by column. */
export interface Entries {
  readonly counts: number[]
  readonly widths: number[]
  readonly layouts: (GroupLayout | null)[]
}

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
  readonly counts: Int32Array
  readonly widths: Int32Array
  /** Null when every row is plain. */
  readonly layouts: readonly (GroupLayout | null)[] | null
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
export const entries = (): Entries => ({ counts: [], widths: [], layouts: [] })

const makeLeaf = (counts: Int32Array, widths: Int32Array, layouts: readonly (GroupLayout | null)[] | null): RowLeaf => {
  let screen = 0
  let maxWidth = -1
  let maxRow = 0
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i]!
    if (c > 0 && widths[i]! > maxWidth) {
      maxWidth = widths[i]!
      maxRow = screen + (layouts?.[i]?.widest ?? 0)
    }
    screen += c
  }
  return { leaf: true, rows: counts.length, screen, maxWidth: Math.max(0, maxWidth), maxRow, counts, widths, layouts }
}

const leafFrom = (e: Entries, from: number, to: number): RowLeaf => {
  let layouts: (GroupLayout | null)[] | null = null
  for (let i = from; i < to; i++) {
    if (e.layouts[i]) {
      layouts = e.layouts.slice(from, to)
      break
    }
  }
  const counts = new Int32Array(to - from)
  const widths = new Int32Array(to - from)
  for (let i = from; i < to; i++) {
    counts[i - from] = e.counts[i]!
    widths[i - from] = e.widths[i]!
  }
  return makeLeaf(counts, widths, layouts)
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
  if (level.length === 0) return makeLeaf(new Int32Array(0), new Int32Array(0), null)
  while (level.length > 1) level = branchesOf(level)
  let root = level[0]!
  while (!root.leaf && root.children.length === 1) root = root.children[0]!
  return root
}

/** A tree over `e`'s entries. */
export const buildTree = (e: Entries): RowNode => rootOf(leavesOf(e))

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
  for (let i = 0; i < r; i++) screen += node.counts[i]!
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
    const c = node.counts[i]!
    if (s < c) break
    s -= c
    screen += c
  }
  return { leaf: node, index: i, row: rows + i, screenRow: screen }
}

/** The layout stored for a located entry. */
export const layoutAt = (at: Located): GroupLayout | null => at.leaf.layouts?.[at.index] ?? null

/** The screen-row count stored for a located entry. */
export const countAt = (at: Located): number => at.leaf.counts[at.index]!

/** The width stored for a located entry. */
export const widthAt = (at: Located): number => at.leaf.widths[at.index]!

// ─── splicing ───────────────────────────────────────────────────────────────

interface Local {
  readonly from: number
  readonly to: number
  readonly entries: Entries | null
}

const NONE: Entries = { counts: [], widths: [], layouts: [] }

const spliceLeaf = (leaf: RowLeaf, splices: readonly Local[]): RowLeaf[] => {
  const out = entries()
  let at = 0
  const copy = (to: number) => {
    for (; at < to; at++) {
      out.counts.push(leaf.counts[at]!)
      out.widths.push(leaf.widths[at]!)
      out.layouts.push(leaf.layouts?.[at] ?? null)
    }
  }
  for (const s of splices) {
    copy(s.from)
    const e = s.entries ?? NONE
    for (let i = 0; i < e.counts.length; i++) {
      out.counts.push(e.counts[i]!)
      out.widths.push(e.widths[i]!)
      out.layouts.push(e.layouts[i] ?? null)
    }
    at = Math.max(at, s.to)
  }
  copy(leaf.rows)
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
  if (a.leaf && b.leaf) return spliceLeaf(a, [{ from: a.rows, to: a.rows, entries: entriesOf(b) }])
  const children = [...(a as RowBranch).children, ...(b as RowBranch).children]
  return branchesOf(children)
}

const entriesOf = (leaf: RowLeaf): Entries => ({
  counts: Array.from(leaf.counts),
  widths: Array.from(leaf.widths),
  layouts: leaf.layouts ? [...leaf.layouts] : new Array<GroupLayout | null>(leaf.rows).fill(null),
})

const spliceNode = (node: RowNode, splices: readonly Local[]): RowNode[] => {
  if (node.leaf) return spliceLeaf(node, splices)
  const children = node.children
  const n = children.length
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
