/**
 * The soft wraps of a long row as a persistent list in chunks: wraps are
 * kept in chunks of up to `CHUNK` entries, each chunk's buffer columns
 * relative to the wrap before it, so a chunk stays valid wherever an edit
 * before it moves the text. Updating the layout after an edit keeps the
 * chunks before the edit and those after the point where the layout falls
 * back in step, and copies at most two partial chunks and the wraps laid
 * out again: a keystroke costs the wraps it changes plus one pointer per
 * chunk, not the whole row.
 */

// ─── model ──────────────────────────────────────────────────────────────────

/** Most wraps in a chunk. */
export const CHUNK = 128

/**
 * A run of consecutive wraps. Per wrap: the buffer column it cuts at and
 * where the layout loop stood (both relative to the cut of the wrap before
 * the chunk, 0 for the first chunk of a row), the width the loop had counted
 * after it, its screen column (unexpanded), the indentation of the screen
 * row it starts, and the length of the screen row it ends.
 */
export interface WrapChunk {
  readonly cut: readonly number[]
  readonly at: readonly number[]
  readonly width: readonly number[]
  readonly column: readonly number[]
  readonly indent: readonly number[]
  readonly length: readonly number[]
  /** The first longest of its screen rows (local index). */
  readonly widest: number
}

const chunkOf = (cut: number[], at: number[], width: number[], column: number[], indent: number[], length: number[]): WrapChunk => {
  let widest = 0
  for (let i = 1; i < length.length; i++) if (length[i]! > length[widest]!) widest = i
  return { cut, at, width, column, indent, length, widest }
}

/** The wraps of a row and the length of its last screen row. */
export class WrapList {
  /** Wraps (screen rows minus one). */
  readonly count: number
  /** The first longest screen row, and its length. */
  readonly widest: number
  readonly widestLength: number
  // Per chunk: the index of its first wrap, and the absolute cut its columns are relative to.
  private readonly starts: number[]
  private readonly origins: number[]

  constructor(
    private readonly chunks: readonly WrapChunk[],
    /** Length of the last screen row. */
    readonly last: number,
  ) {
    const starts: number[] = new Array(chunks.length)
    const origins: number[] = new Array(chunks.length)
    let count = 0
    let origin = 0
    let widest = -1
    let widestLength = -1
    for (let c = 0; c < chunks.length; c++) {
      const ch = chunks[c]!
      starts[c] = count
      origins[c] = origin
      const n = ch.cut.length
      if (ch.length[ch.widest]! > widestLength) {
        widestLength = ch.length[ch.widest]!
        widest = count + ch.widest
      }
      count += n
      origin += ch.cut[n - 1]!
    }
    if (last > widestLength) {
      widestLength = last
      widest = count
    }
    this.count = count
    this.widest = widest
    this.widestLength = widestLength
    this.starts = starts
    this.origins = origins
  }

  /** The chunk holding wrap `i` (0 ≤ i < count). */
  private chunkIndex(i: number): number {
    const s = this.starts
    let lo = 0
    let hi = s.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (s[mid]! <= i) lo = mid
      else hi = mid - 1
    }
    return lo
  }

  /** Buffer column wrap `i` cuts at. */
  cutOf(i: number): number {
    const c = this.chunkIndex(i)
    return this.origins[c]! + this.chunks[c]!.cut[i - this.starts[c]!]!
  }
  /** Buffer column the loop stood at when it made wrap `i`. */
  atOf(i: number): number {
    const c = this.chunkIndex(i)
    return this.origins[c]! + this.chunks[c]!.at[i - this.starts[c]!]!
  }
  widthOf(i: number): number {
    const c = this.chunkIndex(i)
    return this.chunks[c]!.width[i - this.starts[c]!]!
  }
  columnOf(i: number): number {
    const c = this.chunkIndex(i)
    return this.chunks[c]!.column[i - this.starts[c]!]!
  }
  indentOf(i: number): number {
    const c = this.chunkIndex(i)
    return this.chunks[c]!.indent[i - this.starts[c]!]!
  }
  /** Length of screen row `i` (0 ≤ i ≤ count). */
  rowLength(i: number): number {
    if (i >= this.count) return this.last
    const c = this.chunkIndex(i)
    return this.chunks[c]!.length[i - this.starts[c]!]!
  }

  /** Index of the last wrap cutting before column `v`, or -1. */
  lastCutBelow(v: number): number {
    const { chunks, origins } = this
    let lo = 0
    let hi = chunks.length - 1
    let c = -1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (origins[mid]! + chunks[mid]!.cut[0]! < v) {
        c = mid
        lo = mid + 1
      } else hi = mid - 1
    }
    if (c < 0) return -1
    const cut = chunks[c]!.cut
    const rel = v - origins[c]!
    lo = 0
    hi = cut.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (cut[mid]! < rel) lo = mid
      else hi = mid - 1
    }
    return this.starts[c]! + lo
  }

  /** Index of the last wrap the loop made before reaching column `v`, or -1. */
  lastAtBelow(v: number): number {
    const j = this.lastCutBelow(v)
    // A wrap's loop position is before the next wrap's cut.
    return j >= 0 && this.atOf(j) >= v ? j - 1 : j
  }

  /** Appends wraps `[from, to)` to `b`, their columns moved by `delta`. */
  copyTo(b: WrapBuilder, from: number, to: number, delta: number): void {
    if (from >= to) return
    let c = this.chunkIndex(from)
    let i = from
    while (i < to) {
      const ch = this.chunks[c]!
      const start = this.starts[c]!
      const n = ch.cut.length
      const o = this.origins[c]! + delta
      if (i === start && start + n <= to && b.takesChunk()) {
        b.pushChunk(ch)
        i += n
      } else {
        const end = Math.min(to, start + n)
        for (; i < end; i++) {
          const l = i - start
          b.push(o + ch.cut[l]!, o + ch.at[l]!, ch.width[l]!, ch.column[l]!, ch.indent[l]!, ch.length[l]!)
        }
      }
      c++
    }
  }
}

// ─── building ───────────────────────────────────────────────────────────────

/** Builds a `WrapList` wrap by wrap, taking whole chunks of another list as they are. */
export class WrapBuilder {
  private readonly chunks: WrapChunk[] = []
  // The absolute cut of the last wrap in `chunks`.
  private origin = 0
  private cut: number[] = []
  private at: number[] = []
  private width: number[] = []
  private column: number[] = []
  private indent: number[] = []
  private length: number[] = []

  /** Appends one wrap (absolute columns). */
  push(cut: number, at: number, width: number, column: number, indent: number, length: number): void {
    const o = this.origin
    this.cut.push(cut - o)
    this.at.push(at - o)
    this.width.push(width)
    this.column.push(column)
    this.indent.push(indent)
    this.length.push(length)
    if (this.cut.length >= CHUNK) this.flush()
  }

  /** Whether a whole chunk is better taken as it is than copied into the pending one. */
  takesChunk(): boolean {
    const n = this.cut.length
    if (n === 0) return true
    if (n < CHUNK >> 1) return false
    this.flush()
    return true
  }

  /** Appends a chunk whose columns are relative to the last wrap appended. */
  pushChunk(ch: WrapChunk): void {
    this.chunks.push(ch)
    this.origin += ch.cut[ch.cut.length - 1]!
  }

  private flush(): void {
    const n = this.cut.length
    if (n === 0) return
    this.chunks.push(chunkOf(this.cut, this.at, this.width, this.column, this.indent, this.length))
    this.origin += this.cut[n - 1]!
    this.cut = []
    this.at = []
    this.width = []
    this.column = []
    this.indent = []
    this.length = []
  }

  /** The list, its last screen row `last` long. */
  finish(last: number): WrapList {
    this.flush()
    return new WrapList(this.chunks, last)
  }
}
