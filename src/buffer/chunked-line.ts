/**
 * Long lines stored in chunks: a persistent tree of short strings (a rope)
 * that stands for one stored line of the buffer once that line grows past
 * `LONG_LINE` code units.
 *
 * A flat string line costs a copy of the whole line per edit; a chunked one
 * copies one chunk and the path above it, so typing in the middle of a
 * 10 MB line stays cheap. Reading a range (`slice`), a code unit
 * (`charCodeAt`) or the chunk around a column (`chunkAt`) descends the tree
 * without building the line; `toString()` builds it (kept for the last few
 * lines built). Nodes count the tabs, carriage returns and U+2028/U+2029 they
 * hold, so layout and word scanning learn whether a line has any without
 * reading it.
 *
 * Chunk boundaries fall anywhere: inside a surrogate pair or between the
 * `\r` and `\n` of a `\r\n` ending. Everything here works in code units, and
 * readers that look at pairs read across chunks through `charCodeAt`.
 */

// ─── model ──────────────────────────────────────────────────────────────────

/** Lines longer than this are stored chunked after an edit. */
export const LONG_LINE = 1 << 16
/** A chunked line edited below this length is stored flat again. */
export const SHORT_LINE = LONG_LINE >> 1
/** Longest chunk. */
export const CHUNK_MAX = 4096
// Chunks cut from a long text are about this long, so an insertion rarely splits one.
const CHUNK_CUT = 3072
// Neighbouring chunks merge when one is shorter than this and they fit in one.
const CHUNK_MIN = 1024
/** Most children of a branch of the chunk tree. */
export const FANOUT = 32

const countOf = (s: string, ch: string): number => {
  let n = 0
  for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i + 1)) n++
  return n
}

/** A leaf of the chunk tree: some text and its counts. */
class Chunk {
  declare readonly isChunk: true
  readonly tabs: number
  readonly crs: number
  readonly seps: number
  constructor(readonly text: string) {
    this.tabs = countOf(text, '\t')
    this.crs = countOf(text, '\r')
    this.seps = countOf(text, '\u2028') + countOf(text, '\u2029')
  }
  get length(): number {
    return this.text.length
  }
}
Object.defineProperty(Chunk.prototype, 'isChunk', { value: true })

/** A branch of the chunk tree: children of equal height and their totals. */
class Node {
  declare readonly isChunk: false
  readonly length: number
  readonly tabs: number
  readonly crs: number
  readonly seps: number
  constructor(readonly children: readonly Piece[]) {
    let length = 0, tabs = 0, crs = 0, seps = 0
    for (const c of children) {
      length += c.length
      tabs += c.tabs
      crs += c.crs
      seps += c.seps
    }
    this.length = length
    this.tabs = tabs
    this.crs = crs
    this.seps = seps
  }
}
Object.defineProperty(Node.prototype, 'isChunk', { value: false })

type Piece = Chunk | Node

// ─── constructors ───────────────────────────────────────────────────────────

// `text` cut into chunks of about `CHUNK_CUT` code units (none when empty).
const cut = (text: string): Chunk[] => {
  const n = text.length
  if (n === 0) return []
  if (n <= CHUNK_MAX) return [new Chunk(text)]
  const count = Math.ceil(n / CHUNK_CUT)
  const out: Chunk[] = new Array(count)
  for (let k = 0, start = 0; k < count; k++) {
    const end = Math.round(((k + 1) * n) / count)
    out[k] = new Chunk(text.slice(start, end))
    start = end
  }
  return out
}

// Nodes grouped into parents of at most `FANOUT` children, in near-equal runs.
const group = (nodes: readonly Piece[]): Node[] => {
  const n = nodes.length
  const count = Math.ceil(n / FANOUT)
  const out: Node[] = new Array(count)
  for (let k = 0, start = 0; k < count; k++) {
    const end = Math.round(((k + 1) * n) / count)
    out[k] = new Node(nodes.slice(start, end))
    start = end
  }
  return out
}

// One root over nodes of equal height (an empty chunk for none).
const rootOver = (nodes: readonly Piece[]): Piece => {
  if (nodes.length === 0) return new Chunk('')
  let level = nodes
  while (level.length > 1) level = group(level)
  let root = level[0] as Piece
  while (!root.isChunk && root.children.length === 1) root = root.children[0] as Piece
  return root
}

// Adjacent short chunks joined, so that many small edits do not leave a tree of tiny leaves.
const mergeSmall = (nodes: Piece[]): Piece[] => {
  const out: Piece[] = []
  for (const n of nodes) {
    const last = out[out.length - 1]
    if (last !== undefined && last.isChunk && n.isChunk && (last.length < CHUNK_MIN || n.length < CHUNK_MIN) && last.length + n.length <= CHUNK_MAX)
      out[out.length - 1] = new Chunk(last.text + n.text)
    else out.push(n)
  }
  return out
}

// Replaces `[a, b)` of `node` (offsets within it) by `text`; nodes of the same height, maybe none.
const edit = (node: Piece, a: number, b: number, text: string): Piece[] => {
  if (node.isChunk) {
    const s = node.text
    return cut(s.slice(0, a) + text + s.slice(b))
  }
  const next: Piece[] = []
  let pos = 0
  let placed = false
  for (const c of node.children) {
    const end = pos + c.length
    // The text goes to the first child reaching `a`; other children are edited where they overlap `[a, b)`.
    const carries = !placed && a <= end
    if (carries) placed = true
    if (carries || (pos < b && end > a)) {
      if (!carries && a <= pos && end <= b) {
        // Deleted whole.
      } else for (const n of edit(c, Math.max(a - pos, 0), Math.min(b - pos, c.length), carries ? text : '')) next.push(n)
    } else next.push(c)
    pos = end
  }
  if (next.length === 0) return []
  const merged = next[0]!.isChunk ? mergeSmall(next) : next
  return merged.length <= FANOUT ? [new Node(merged)] : group(merged)
}

// The last few lines built by `toString`: building one is a copy of the whole line.
const built: [ChunkedLine | null, string, ChunkedLine | null, string] = [null, '', null, '']

// How many edits back a chunked line remembers the line it was made from.
const MAX_LINEAGE = 32

/**
 * The line a chunked line was made from by one edit, and that edit: `[from,
 * to)` of the parent became `[from, end)` of the child.
 */
export interface LineEdit {
  readonly parent: ChunkedLine
  readonly from: number
  readonly to: number
  readonly end: number
  /** For a line joined from two (`joined`): the line whose text at `c - delta` its text at `c >= from` is. */
  readonly source?: { readonly line: ChunkedLine; readonly delta: number }
}

// The height of a piece: 0 for a chunk.
const heightOf = (node: Piece): number => {
  let h = 0
  for (let n = node; !n.isChunk; n = n.children[0] as Piece) h++
  return h
}

// The pieces of height `h` under `node` (of height `height`), in order.
const piecesAt = (node: Piece, height: number, h: number, out: Piece[]): void => {
  if (height === h) out.push(node)
  else if (!node.isChunk) for (const c of node.children) piecesAt(c, height - 1, h, out)
}

/** A long stored line (ending included) held as a tree of chunks. */
export class ChunkedLine {
  private constructor(
    private readonly root: Piece,
    private link: LineEdit | null = null,
    // Links in the chain of origins from this line up.
    private depth = 0,
    // The line as one string, when it was chunked from one (its chunks are slices of it).
    private readonly text: string | null = null,
  ) {}

  /**
   * The edit this line was made by, for caches derived from a line (its
   * screen layout) to update rather than rebuild: null for a line chunked
   * from a string, after `MAX_LINEAGE` edits in a row with no cache built,
   * and once a cache is built for this line (`forgetOrigin`), so that old
   * versions are not kept alive by their descendants. Not part of the line's
   * value.
   */
  get origin(): LineEdit | null {
    return this.link
  }

  /** Drops the link to the parent line (a cache derived from this line itself is at hand now). */
  forgetOrigin(): void {
    this.link = null
    this.depth = 0
  }

  /** `text` chunked. */
  static from(text: string): ChunkedLine {
    return new ChunkedLine(rootOver(cut(text)), null, 0, text)
  }

  /** UTF-16 length. */
  get length(): number {
    return this.root.length
  }
  /** Hard tabs in the line. */
  get tabs(): number {
    return this.root.tabs
  }
  /** Carriage returns in the line (that of a `\r\n` ending included). */
  get crs(): number {
    return this.root.crs
  }
  /** U+2028 and U+2029 in the line. */
  get separators(): number {
    return this.root.seps
  }

  /** The code unit at `i`, NaN out of range (as a string's). */
  charCodeAt(i: number): number {
    if (!(i >= 0 && i < this.root.length)) return NaN
    const { text, start } = this.chunkAt(i)
    return text.charCodeAt(i - start)
  }

  /** The chunk holding offset `i` (`0 <= i < length`; the last chunk past it) and where it starts. */
  chunkAt(i: number): { text: string; start: number } {
    let node = this.root
    let start = 0
    while (!node.isChunk) {
      const cs = node.children
      let k = 0
      for (; k < cs.length - 1; k++) {
        const c = cs[k] as Piece
        if (i - start < c.length) break
        start += c.length
      }
      node = cs[k] as Piece
    }
    return { text: node.text, start }
  }

  /** The text of `[from, to)`, clamped as `String.prototype.slice` does for non-negative offsets. */
  slice(from: number, to: number = this.root.length): string {
    const n = this.root.length
    const a = Math.max(0, Math.min(from, n))
    const b = Math.max(a, Math.min(to, n))
    if (b - a === n) return this.toString()
    const parts: string[] = []
    const walk = (node: Piece, pos: number): void => {
      if (node.isChunk) {
        parts.push(node.text.slice(Math.max(a - pos, 0), Math.min(b - pos, node.text.length)))
        return
      }
      for (const c of node.children) {
        const end = pos + c.length
        if (end > a && pos < b) walk(c, pos)
        if (end >= b) return
        pos = end
      }
    }
    if (b > a) walk(this.root, 0)
    return parts.length === 1 ? (parts[0] as string) : parts.join('')
  }

  /** The line with `[from, to)` replaced by `text` (offsets in range, `from <= to`). */
  replace(from: number, to: number, text: string): ChunkedLine {
    const root = rootOver(edit(this.root, from, to, text))
    if (this.depth < MAX_LINEAGE) return new ChunkedLine(root, { parent: this, from, to, end: from + text.length }, this.depth + 1)
    // A long chain: the new line links straight to the chain's first line, by the one span
    // holding every edit since (the text around it is the same), so the lines between can go.
    let first: ChunkedLine = this
    let prefix = from
    let suffix = this.length - to
    for (let l = this.link; l !== null; l = first.link) {
      prefix = Math.min(prefix, l.from)
      suffix = Math.min(suffix, first.length - l.end)
      first = l.parent
    }
    const length = root.length
    return new ChunkedLine(root, { parent: first, from: prefix, to: first.length - suffix, end: length - suffix }, 1)
  }

  /**
   * `first` followed by `source` from offset `from` on: the line a deletion
   * across a line break makes of two long lines, without building either. It
   * links to `first` by an edit that appended the rest, and names `source`
   * as where that text comes from (a cache of `source`, such as its layout,
   * then serves for it).
   */
  static joined(first: ChunkedLine, source: ChunkedLine, from: number): ChunkedLine {
    const rest = rootOver(edit(source.root, 0, Math.min(from, source.length), ''))
    const a = first.root
    const ha = heightOf(a)
    const hb = heightOf(rest)
    const h = Math.min(ha, hb)
    const nodes: Piece[] = []
    if (a.length > 0) piecesAt(a, ha, h, nodes)
    if (rest.length > 0) piecesAt(rest, hb, h, nodes)
    const root = rootOver(h === 0 ? mergeSmall(nodes) : nodes)
    const n = first.length
    return new ChunkedLine(root, { parent: first, from: n, to: n, end: root.length, source: { line: source, delta: n - from } }, first.depth + 1)
  }

  /** The whole line as one string (the last two built are kept). */
  toString(): string {
    if (this.text !== null) return this.text
    if (built[0] === this) return built[1]
    if (built[2] === this) return built[3]
    const parts: string[] = []
    const walk = (node: Piece): void => {
      if (node.isChunk) parts.push(node.text)
      else for (const c of node.children) walk(c)
    }
    walk(this.root)
    const s = parts.join('')
    // Read once, so the engine flattens the join now and the cache holds one flat string.
    if (s.length > 0) s.charCodeAt(0)
    built[2] = built[0]
    built[3] = built[1]
    built[0] = this
    built[1] = s
    return s
  }
}

// ─── stored lines ───────────────────────────────────────────────────────────

/** A stored line of the buffer: a string, or a long line in chunks. */
export type StoredLine = string | ChunkedLine

/** The stored line as one string (builds a chunked line). */
export const flat = (line: StoredLine): string => (typeof line === 'string' ? line : line.toString())

/** A stored line for `text`: chunked when it is long. */
export const storedOf = (text: string): StoredLine => (text.length > LONG_LINE ? ChunkedLine.from(text) : text)

/**
 * `line` with `[from, to)` replaced by `text`: a flat string while the
 * result is short, else chunked (a flat line is chunked once, on the edit
 * that finds it long, and a chunked line that shrinks is made flat).
 */
export const replaceInLine = (line: StoredLine, from: number, to: number, text: string): StoredLine => {
  const length = line.length - (to - from) + text.length
  if (typeof line === 'string') {
    if (length <= LONG_LINE) return line.slice(0, from) + text + line.slice(to)
    return ChunkedLine.from(line).replace(from, to, text)
  }
  const next = line.replace(from, to, text)
  return length < SHORT_LINE ? next.toString() : next
}

/** `line.slice(from, to)` for either kind of stored line. */
export const sliceLine = (line: StoredLine, from: number, to?: number): string => line.slice(from, to)

/**
 * Reads a chunked line code unit by code unit, keeping the chunk it last
 * read: scanning outward from a column costs the characters read plus one
 * descent per chunk entered.
 */
export class ChunkReader {
  private text = ''
  private start = 0
  private end = 0
  readonly length: number
  constructor(private readonly line: ChunkedLine) {
    this.length = line.length
  }

  /** The code unit at `i`, NaN out of range. */
  charCodeAt(i: number): number {
    if (i >= this.start && i < this.end) return this.text.charCodeAt(i - this.start)
    if (!(i >= 0 && i < this.length)) return NaN
    const c = this.line.chunkAt(i)
    this.text = c.text
    this.start = c.start
    this.end = c.start + c.text.length
    return c.text.charCodeAt(i - c.start)
  }
}

/** What readers of a row's content use: a string has all of it. */
export interface RowChars {
  readonly length: number
  charCodeAt(index: number): number
  indexOf(search: string, position?: number): number
}

/**
 * The content (ending left out) of a chunked line, read in place: code units
 * through a `ChunkReader`; a search for a tab, U+2028, U+2029 or `\r` the
 * line's counts rule out costs nothing, any other builds the text searched.
 */
export class ChunkedContent implements RowChars {
  private readonly reader: ChunkReader
  constructor(
    private readonly line: ChunkedLine,
    readonly length: number,
  ) {
    this.reader = new ChunkReader(line)
  }

  charCodeAt(i: number): number {
    return i < this.length ? this.reader.charCodeAt(i) : NaN
  }

  indexOf(search: string, position = 0): number {
    const from = Math.max(0, Math.min(position, this.length))
    if (search === '\t' && this.line.tabs === 0) return -1
    if (search === '\r' && this.line.crs === 0) return -1
    if ((search === '\u2028' || search === '\u2029') && this.line.separators === 0) return -1
    const i = this.line.slice(from, this.length).indexOf(search)
    return i < 0 ? -1 : i + from
  }
}
