/**
 * Atom's `Range`: a frozen pair of Points with `start <= end`.
 *
 * Structurally a `Span`, so a Range can go anywhere the hot path takes a plain
 * span; `toRange` goes the other way. As with Point, a Range cannot be called
 * without `new`.
 */

import type { Span } from './pos.js'
import { Point, toPoint, type PointCompatible } from './point.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** Anything Atom accepts where it wants a range: a Range, `[a, b]` or `{start, end}` of point-likes. */
export type RangeCompatible =
  | Range
  | readonly [PointCompatible, PointCompatible]
  | { readonly start: PointCompatible; readonly end: PointCompatible }

// Atom's line-ending regex: a lone `\r` ends a line too.
const NEWLINE = /\r\n|\n|\r/

/** A normalised region: `start <= end`. Frozen; every method returns a new Range. */
export class Range {
  /** The earlier endpoint. */
  readonly start: Point
  /** The later endpoint. */
  readonly end: Point

  // ─── constructors ─────────────────────────────────────────────────────────

  /** A frozen range between two point-likes given in either order; both default to `(0, 0)`. */
  constructor(pointA: PointCompatible = Point.ZERO, pointB: PointCompatible = Point.ZERO) {
    const a = Point.fromObject(pointA), b = Point.fromObject(pointB)
    const ordered = a.isLessThanOrEqual(b)
    this.start = ordered ? a : b
    this.end = ordered ? b : a
    Object.freeze(this)
  }

  /** Any range-compatible value as a Range; a Range comes back as is unless `copy`. */
  static fromObject(object: RangeCompatible, copy?: boolean): Range {
    if (isPair(object)) return new Range(object[0], object[1])
    if (object instanceof Range) return copy ? object.copy() : object
    return new Range(object.start, object.end)
  }

  /** The range `text` would cover if inserted at `start` (default `(0, 0)`). */
  static fromText(text: string): Range
  static fromText(start: PointCompatible, text: string): Range
  static fromText(...args: [string] | [PointCompatible, string]): Range {
    const [start, text] = args.length === 1 ? [Point.ZERO, args[0]] : [Point.fromObject(args[0]), args[1]]
    // Text without a line ending (most edits) extends the start column; no split.
    if (text.indexOf('\n') < 0 && text.indexOf('\r') < 0) return new Range(start, new Point(start.row, start.column + text.length))
    const lines = text.split(NEWLINE)
    const last = lines[lines.length - 1] ?? ''
    // Within one line the text extends the start column; past a line ending
    // the end column is just the last line's length.
    const end =
      lines.length > 1 ? new Point(start.row + lines.length - 1, last.length) : new Point(start.row, start.column + last.length)
    return new Range(start, end)
  }

  /** From `start` to `start` translated by `(rowDelta, columnDelta)`. */
  static fromPointWithDelta(start: PointCompatible, rowDelta: number, columnDelta: number): Range {
    const s = Point.fromObject(start)
    return new Range(s, new Point(s.row + rowDelta, s.column + columnDelta))
  }

  /** From `start` to `start` traversed by `extent`. */
  static fromPointWithTraversalExtent(start: PointCompatible, extent: PointCompatible): Range {
    const s = Point.fromObject(start)
    return new Range(s, s.traverse(extent))
  }

  /** Reads back what `serialize` wrote; anything but an array gives the empty range at the origin. */
  static deserialize(array: unknown): Range {
    if (!Array.isArray(array)) return new Range()
    // Missing endpoints fall back to the constructor's `(0, 0)` defaults.
    return new Range(array[0] as PointCompatible | undefined, array[1] as PointCompatible | undefined)
  }

  /** A new Range with new, equal endpoints. */
  copy(): Range {
    return new Range(this.start.copy(), this.end.copy())
  }

  /** Both endpoints negated (and so swapped back into order). */
  negate(): Range {
    return new Range(this.start.negate(), this.end.negate())
  }

  /** Atom's `freeze`: instances are frozen already, so this is the Range itself. */
  freeze(): Range {
    return this
  }

  // ─── combinators ──────────────────────────────────────────────────────────

  /** Same endpoints; false for null or undefined. */
  isEqual(other: RangeCompatible | null | undefined): boolean {
    if (other == null) return false
    const o = Range.fromObject(other)
    return this.start.isEqual(o.start) && this.end.isEqual(o.end)
  }

  /** Start ascending; on equal starts, end descending (the longer range first). */
  compare(other: RangeCompatible): -1 | 0 | 1 {
    const o = Range.fromObject(other)
    return this.start.compare(o.start) || o.end.compare(this.end)
  }

  /** Start equals end. */
  isEmpty(): boolean {
    return this.start.isEqual(this.end)
  }

  /** Start and end on one row. */
  isSingleLine(): boolean {
    return this.start.row === this.end.row
  }

  /** Rows touched, counting both end rows: `end.row - start.row + 1`. */
  getRowCount(): number {
    return this.end.row - this.start.row + 1
  }

  /**
   * Every row from `start.row` to `end.row`, inclusive. Throws a RangeError
   * for a non-finite row, where Atom would loop forever.
   */
  getRows(): number[] {
    if (!Number.isFinite(this.start.row) || !Number.isFinite(this.end.row))
      throw new RangeError(`Range.getRows: rows of ${this.toString()} are not finite`)
    return Array.from({ length: this.end.row - this.start.row + 1 }, (_, i) => this.start.row + i)
  }

  /** The traversal from start to end: `end.traversalFrom(start)`. */
  getExtent(): Point {
    return this.end.traversalFrom(this.start)
  }

  /**
   * Atom's `toDelta`: like `getExtent`, but two Infinity columns on one row
   * give a NaN column rather than 0.
   */
  toDelta(): Point {
    const rows = this.end.row - this.start.row
    return new Point(rows, rows === 0 ? this.end.column - this.start.column : this.end.column)
  }

  /** The smallest range covering both: min start, max end. */
  union(other: RangeCompatible): Range {
    const o = Range.fromObject(other)
    return new Range(Point.min(this.start, o.start), Point.max(this.end, o.end))
  }

  /** Start translated by `startDelta`, end by `endDelta` (default: the same delta). */
  translate(startDelta: PointCompatible, endDelta: PointCompatible = startDelta): Range {
    return new Range(this.start.translate(startDelta), this.end.translate(endDelta))
  }

  /** Both endpoints traversed by `delta`. */
  traverse(delta: PointCompatible): Range {
    return new Range(this.start.traverse(delta), this.end.traverse(delta))
  }

  /** Same start row and same end row as `other`. */
  coversSameRows(other: RangeCompatible): boolean {
    const o = Range.fromObject(other)
    return this.start.row === o.start.row && this.end.row === o.end.row
  }

  /**
   * Overlap test. Inclusive by default, so ranges that merely touch intersect;
   * with `exclusive` they must share more than an endpoint.
   */
  intersectsWith(other: RangeCompatible, exclusive = false): boolean {
    const o = Range.fromObject(other)
    return exclusive
      ? !(this.end.isLessThanOrEqual(o.start) || this.start.isGreaterThanOrEqual(o.end))
      : !(this.end.isLessThan(o.start) || this.start.isGreaterThan(o.end))
  }

  /** Both endpoints of `other` inside this range (strictly inside when `exclusive`). */
  containsRange(other: RangeCompatible, exclusive = false): boolean {
    const o = Range.fromObject(other)
    return this.containsPoint(o.start, exclusive) && this.containsPoint(o.end, exclusive)
  }

  /** `start <= point <= end`, or `start < point < end` when `exclusive`. */
  containsPoint(point: PointCompatible, exclusive = false): boolean {
    const p = Point.fromObject(point)
    return exclusive
      ? p.isGreaterThan(this.start) && p.isLessThan(this.end)
      : p.isGreaterThanOrEqual(this.start) && p.isLessThanOrEqual(this.end)
  }

  /** `start.row <= row <= end.row`. */
  intersectsRow(row: number): boolean {
    return this.start.row <= row && row <= this.end.row
  }

  /** Shares a row with the rows `startRow..endRow` (inclusive, given in either order). */
  intersectsRowRange(startRow: number, endRow: number): boolean {
    const lo = Math.min(startRow, endRow), hi = Math.max(startRow, endRow)
    return this.end.row >= lo && hi >= this.start.row
  }

  /** `"[(r, c) - (r, c)]"`. */
  toString(): string {
    return `[${this.start.toString()} - ${this.end.toString()}]`
  }

  /** `[[r, c], [r, c]]`, for `deserialize` to read back. */
  serialize(): [[number, number], [number, number]] {
    return [this.start.serialize(), this.end.serialize()]
  }
}

// `Array.isArray` does not narrow readonly tuples out of a union, hence the guard.
const isPair = (object: RangeCompatible): object is readonly [PointCompatible, PointCompatible] => Array.isArray(object)

/** A plain span as a Range; a Range comes back as is. */
export const toRange = (s: Span): Range => (s instanceof Range ? s : new Range(toPoint(s.start), toPoint(s.end)))
