/**
 * A growable list of values that shares its storage with the lists made
 * from it: the per-row tokenizer states of one buffer snapshot are mostly
 * the states of its parent snapshot, shifted by the edit's line delta.
 *
 * Values live in chunks of at most {@link CHUNK} entries. A chunk handed to
 * another list is never written again (its owner starts a new chunk on its
 * next `push`), so appending a slice of another list copies only the chunk
 * directory and the two partial chunks at the slice's ends: O(n / CHUNK +
 * CHUNK) pointer copies, whatever the slice's length. A million rows is a
 * thousand chunk pointers.
 */

/** Entries per chunk. */
export const CHUNK = 1024

/** An append-only list whose slices can be appended to other lists cheaply. */
export class ChunkedList<T> {
  // chunks[i] holds entries [starts[i], starts[i] + chunks[i].length).
  private chunks: T[][] = []
  private starts: number[] = []
  // Whether the last chunk is this list's own, so `push` may write to it.
  private lastOwned = false
  private count = 0

  /** Number of entries. */
  get length(): number {
    return this.count
  }

  /** The entry at `i` (0 ≤ i < length). */
  get(i: number): T {
    const c = this.chunkIndex(i)
    return (this.chunks[c] as T[])[i - (this.starts[c] as number)] as T
  }

  /** Appends one entry. */
  push(value: T): void {
    const last = this.chunks[this.chunks.length - 1]
    if (last !== undefined && this.lastOwned && last.length < CHUNK) last.push(value)
    else {
      this.chunks.push([value])
      this.starts.push(this.count)
      this.lastOwned = true
    }
    this.count++
  }

  /** Appends entries `[from, to)` of `other` (shared where whole chunks are taken). */
  appendSlice(other: ChunkedList<T>, from: number, to: number): void {
    if (to <= from) return
    let c = other.chunkIndex(from)
    while (from < to) {
      const chunk = other.chunks[c] as T[]
      const start = other.starts[c] as number
      const end = Math.min(to, start + chunk.length)
      if (from === start && end === start + chunk.length && chunk.length >= CHUNK / 4) {
        // A whole chunk: share it, and keep both lists from writing to it.
        if (c === other.chunks.length - 1) other.lastOwned = false
        this.chunks.push(chunk)
        this.starts.push(this.count)
        this.lastOwned = false
        this.count += chunk.length
      } else {
        for (let i = from; i < end; i++) this.push(chunk[i - start] as T)
      }
      from = end
      c++
    }
    if (this.chunks.length > 2 * Math.ceil(this.count / CHUNK) + 16) this.compact()
  }

  /** A new list holding entries `[0, n)`. */
  prefix(n: number): ChunkedList<T> {
    const list = new ChunkedList<T>()
    list.appendSlice(this, 0, Math.min(n, this.count))
    return list
  }

  // Index of the chunk holding entry `i` (binary search over `starts`).
  private chunkIndex(i: number): number {
    let lo = 0
    let hi = this.starts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if ((this.starts[mid] as number) <= i) lo = mid
      else hi = mid - 1
    }
    return lo
  }

  // Rebuilds full chunks when many small ones have accumulated.
  private compact(): void {
    const chunks: T[][] = []
    const starts: number[] = []
    let current: T[] = []
    let n = 0
    for (const chunk of this.chunks) {
      for (const v of chunk) {
        if (current.length === CHUNK) {
          chunks.push(current)
          starts.push(n - CHUNK)
          current = []
        }
        current.push(v)
        n++
      }
    }
    if (current.length > 0) {
      chunks.push(current)
      starts.push(n - current.length)
    }
    this.chunks = chunks
    this.starts = starts
    this.lastOwned = true
  }
}
