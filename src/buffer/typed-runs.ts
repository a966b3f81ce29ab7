/**
 * Typing at many positions, and taking it back, as rows to rewrite: what
 * `TextBuffer.insertAtEach` and `removeAtEach` check and build, kept apart
 * from the buffer class.
 */
import * as P from '../values/pos.js'
import { endingLength, flattened } from './lines.js'
import type * as T from './line-tree.js'
import type { Replacement } from './row-edits.js'

/**
 * Whether every `[row, column]` pair of `at` (flat) names a row below
 * `lineCount` and a column inside that row's content (at most its length),
 * each after the one before: where `insertAtEach` can insert.
 */
export const insideContentInOrder = (reader: T.RowReader, lineCount: number, at: ArrayLike<number>): boolean => {
  let row = -1
  let column = -1
  let length = 0
  for (let i = 0; i + 1 < at.length; i += 2) {
    const r = at[i]!
    const c = at[i + 1]!
    if (r !== row) {
      if (!(r > row && r < lineCount && Number.isInteger(r))) return false
      length = reader.contentLength(r)
      row = r
    } else if (!(c > column)) return false
    if (!(c >= 0 && c <= length && Number.isInteger(c))) return false
    column = c
  }
  return true
}

/**
 * The rows left when `length` characters are removed where typing at the
 * flat `[row, column]` pairs of `at` (sorted, distinct) put them (the k-th
 * insertion on a row k - 1 texts right of its column): each row's new
 * line, or null when a removal would leave its row's content or the row is
 * stored in chunks (the general path then applies).
 */
export const rowsWithoutTyping = (
  reader: T.RowReader,
  lineCount: number,
  at: ArrayLike<number>,
  length: number,
): RewrittenRows | null => {
  const rows: number[] = []
  const lines: string[] = []
  const n = at.length >> 1
  const lengths = new Int32Array(n)
  for (let i = 0; i < n; ) {
    const row = at[2 * i]!
    if (!(row > (rows.length === 0 ? -1 : rows[rows.length - 1]!) && row < lineCount && Number.isInteger(row))) return null
    const line = reader.stored(row)
    if (typeof line !== 'string') return null
    const content = line.length - endingLength(line)
    const first = i
    let next = ''
    let from = 0
    for (let k = 0; i < n && at[2 * i] === row; i++, k++) {
      const column = at[2 * i + 1]! + k * length
      if (!(column >= from && column + length <= content && Number.isInteger(column))) return null
      next += line.slice(from, column)
      from = column + length
    }
    const built = flattened(next + line.slice(from))
    rows.push(row)
    lines.push(built)
    lengths.fill(built.length - endingLength(built), first, i)
  }
  return { rows, lines, lengths }
}

/**
 * `text` (no line break) inserted at every `[row, column]` pair of `at`
 * (flat), as `TextBuffer.insertAtEach` inserts it: each row's new line, or
 * null when a pair is not inside its row's content, after the one before
 * (see `insideContentInOrder`), or its row is stored in chunks or would grow
 * past `longLine` (the check and the general insertion then apply).
 */
export const rowsWithTyping = (
  reader: T.RowReader,
  lineCount: number,
  at: ArrayLike<number>,
  text: string,
  longLine: number,
): RewrittenRows | null => {
  const rows: number[] = []
  const lines: string[] = []
  const n = at.length >> 1
  const lengths = new Int32Array(n)
  for (let i = 0; i < n; ) {
    const row = at[2 * i]!
    if (!(row > (rows.length === 0 ? -1 : rows[rows.length - 1]!) && row < lineCount && Number.isInteger(row))) return null
    const line = reader.stored(row)
    if (typeof line !== 'string' || line.length + text.length > longLine) return null
    const content = line.length - endingLength(line)
    const first = i
    let next = ''
    let from = 0
    for (; i < n && at[2 * i] === row; i++) {
      const column = at[2 * i + 1]!
      if (!(column >= from && column <= content && (column > from || i === first) && Number.isInteger(column))) return null
      next += line.slice(from, column) + text
      from = column
    }
    // One flat string (see `flattened`).
    const built = flattened(next + line.slice(from))
    rows.push(row)
    lines.push(built)
    lengths.fill(built.length - endingLength(built), first, i)
  }
  return { rows, lines, lengths }
}

/**
 * Rows rewritten by typing or its removal: the rows (ascending), their new
 * lines, and the new content length of the row of each `[row, column]` pair
 * of the positions typed at.
 */
export interface RewrittenRows {
  readonly rows: number[]
  readonly lines: string[]
  readonly lengths: Int32Array
}

/** The content lengths `RewrittenRows` gives, by the flat `[row, column]` pairs of `at` (sorted) typed at. */
export class RowLengths {
  constructor(
    private readonly at: ArrayLike<number>,
    private readonly lengths: Int32Array,
  ) {}

  /** A lookup of the content length of a row typed at (-1 for another row), fastest for rows asked in order. */
  finder(): (row: number) => number {
    const { at, lengths } = this
    const n = lengths.length
    // The pair last found: rows asked for mostly ascend, so the same one or the next.
    let k = 0
    return row => {
      if (!(k < n && at[2 * k] === row)) k = k + 1 < n && at[2 * k + 2] === row ? k + 1 : firstAtRow(at, n, row)
      return k < n && at[2 * k] === row ? lengths[k]! : -1
    }
  }
}

/** The first of the `n` flat `[row, column]` pairs of `at` (sorted) on `row` or after it. */
const firstAtRow = (at: ArrayLike<number>, n: number, row: number): number => {
  let lo = 0
  let hi = n
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (at[2 * mid]! < row) lo = mid + 1
    else hi = mid
  }
  return lo
}

// The origin of `removeAtEach`: the removals, in the parent's coordinates, built on first read.
export class RemovalsOrigin<Link> {
  private built: readonly Replacement[] | null = null
  constructor(
    readonly parent: Link,
    private readonly at: ArrayLike<number>,
    private readonly length: number,
  ) {}
  get changes(): readonly Replacement[] {
    if (this.built === null) {
      const at = this.at
      const out: Replacement[] = new Array(at.length >> 1)
      for (let i = 0, k = 0; i < out.length; i++) {
        k = i > 0 && at[2 * i] === at[2 * i - 2] ? k + 1 : 0
        const column = at[2 * i + 1]! + k * this.length
        out[i] = { start: P.pos(at[2 * i]!, column), end: P.pos(at[2 * i]!, column + this.length), text: '' }
      }
      this.built = out
    }
    return this.built
  }
}
