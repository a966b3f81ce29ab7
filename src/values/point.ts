/**
 * Atom's `Point`: a frozen row/column value with Atom's public API.
 *
 * Structurally a `Pos`, so a Point can go anywhere the hot path takes a plain
 * position; `toPoint` goes the other way. Unlike Atom's, a Point here cannot
 * be called without `new` (a TypeScript class is not callable): write
 * `new Point(r, c)` or `Point.fromObject([r, c])`.
 */

import type { Pos } from './pos.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** Anything Atom accepts where it wants a point: a Point, `[row, column]` or `{row, column}`. */
export type PointCompatible = Point | readonly [number, number] | { readonly row: number; readonly column: number }

// A NaN row or column would make every comparison false, so Atom rejects it;
// Infinity stays valid because it means "end of line / end of buffer".
const isNumber = (value: unknown): boolean => typeof value === 'number' && !Number.isNaN(value)

/** A zero-based position: row, then UTF-16 column. Frozen; every method returns a new Point. */
export class Point {
  /** Zero-based row. */
  readonly row: number
  /** Zero-based column in UTF-16 code units. */
  readonly column: number

  // ─── constructors ─────────────────────────────────────────────────────────

  /** A frozen point; both coordinates default to 0. */
  constructor(row = 0, column = 0) {
    this.row = row
    this.column = column
    Object.freeze(this)
  }

  /** The origin `(0, 0)`. */
  static readonly ZERO: Point = new Point(0, 0)

  /** `(Infinity, Infinity)`: past the end of everything, clipped by whoever uses it. */
  static readonly INFINITY: Point = new Point(Infinity, Infinity)

  /** Any point-compatible value as a Point; a Point comes back as is unless `copy`. */
  static fromObject(object: PointCompatible, copy?: boolean): Point {
    if (object instanceof Point) return copy ? object.copy() : object
    if (isPair(object)) return new Point(object[0], object[1])
    return new Point(object.row, object.column)
  }

  /** The earlier of two points (the first when equal). */
  static min(point1: PointCompatible, point2: PointCompatible): Point {
    const a = Point.fromObject(point1), b = Point.fromObject(point2)
    return a.isLessThanOrEqual(b) ? a : b
  }

  /** The later of two points (the first when equal). */
  static max(point1: PointCompatible, point2: PointCompatible): Point {
    const a = Point.fromObject(point1), b = Point.fromObject(point2)
    return a.isGreaterThanOrEqual(b) ? a : b
  }

  /** Throws `TypeError("Invalid Point: …")` unless row and column are numbers other than NaN. */
  static assertValid(point: { readonly row: unknown; readonly column: unknown }): void {
    if (!(isNumber(point.row) && isNumber(point.column))) throw new TypeError(`Invalid Point: ${String(point)}`)
  }

  /** A new, equal Point. */
  copy(): Point {
    return new Point(this.row, this.column)
  }

  /** Both coordinates negated. */
  negate(): Point {
    return new Point(-this.row, -this.column)
  }

  /** Atom's `freeze`: instances are frozen already, so this is the Point itself. */
  freeze(): Point {
    return this
  }

  // ─── combinators ──────────────────────────────────────────────────────────

  /** Row first, then column: -1, 0 or 1. */
  compare(other: PointCompatible): -1 | 0 | 1 {
    const o = Point.fromObject(other)
    if (this.row > o.row) return 1
    if (this.row < o.row) return -1
    if (this.column > o.column) return 1
    if (this.column < o.column) return -1
    return 0
  }

  /** Same row and column; false for null or undefined. */
  isEqual(other: PointCompatible | null | undefined): boolean {
    if (!other) return false
    const o = Point.fromObject(other)
    return this.row === o.row && this.column === o.column
  }

  /** `compare(other) < 0`. */
  isLessThan(other: PointCompatible): boolean {
    return this.compare(other) < 0
  }

  /** `compare(other) <= 0`. */
  isLessThanOrEqual(other: PointCompatible): boolean {
    return this.compare(other) <= 0
  }

  /** `compare(other) > 0`. */
  isGreaterThan(other: PointCompatible): boolean {
    return this.compare(other) > 0
  }

  /** `compare(other) >= 0`. */
  isGreaterThanOrEqual(other: PointCompatible): boolean {
    return this.compare(other) >= 0
  }

  /** Row and column both 0. */
  isZero(): boolean {
    return this.row === 0 && this.column === 0
  }

  /** After the origin: a positive row, or row 0 and a positive column. */
  isPositive(): boolean {
    return this.row > 0 || (this.row === 0 && this.column > 0)
  }

  /** Before the origin: a negative row, or row 0 and a negative column. */
  isNegative(): boolean {
    return this.row < 0 || (this.row === 0 && this.column < 0)
  }

  /** Component-wise sum: `(row + delta.row, column + delta.column)`. */
  translate(delta: PointCompatible): Point {
    const d = Point.fromObject(delta)
    return new Point(this.row + d.row, this.column + d.column)
  }

  /**
   * Moves by an extent, as text of that extent would: on the same row the
   * columns add; after a newline the column is the extent's own.
   */
  traverse(delta: PointCompatible): Point {
    const d = Point.fromObject(delta)
    return d.row === 0 ? new Point(this.row, this.column + d.column) : new Point(this.row + d.row, d.column)
  }

  /**
   * The extent that `other.traverse` needs to reach this point. Two Infinity
   * columns on one row give `(0, 0)`, not `(0, NaN)`.
   */
  traversalFrom(other: PointCompatible): Point {
    const o = Point.fromObject(other)
    if (this.row !== o.row) return new Point(this.row - o.row, this.column)
    if (this.column === Infinity && o.column === Infinity) return new Point(0, 0)
    return new Point(0, this.column - o.column)
  }

  /**
   * Splits this extent at `column` of its first row: `[(0, column), rest]`,
   * where `left.traverse(rest)` gives this extent back.
   */
  splitAt(column: number): [Point, Point] {
    const rightColumn = this.row === 0 ? this.column - column : this.column
    return [new Point(0, column), new Point(this.row, rightColumn)]
  }

  /** `[row, column]`. */
  toArray(): [number, number] {
    return [this.row, this.column]
  }

  /** `[row, column]`, for `fromObject` to read back. */
  serialize(): [number, number] {
    return this.toArray()
  }

  /** `"(row, column)"`. */
  toString(): string {
    return `(${this.row}, ${this.column})`
  }
}

// `Array.isArray` does not narrow readonly tuples out of a union, hence the guard.
const isPair = (object: PointCompatible): object is readonly [number, number] => Array.isArray(object)

/** A plain position as a Point; a Point comes back as is. */
export const toPoint = (p: Pos): Point => (p instanceof Point ? p : new Point(p.row, p.column))
