import { describe, expect, it } from 'vitest'
import { Point, toPoint, type PointCompatible } from '../../src/values/point.js'
import type { Pos } from '../../src/values/pos.js'

// Compile-time: a Point is a Pos.
const asPos: Pos = new Point(1, 2)

const pt = (row: number, column: number) => new Point(row, column)
const arr = (p: Point) => p.toArray()

describe('Point construction', () => {
  it('defaults to the origin', () => {
    expect(arr(new Point())).toEqual([0, 0])
    expect(arr(new Point(4))).toEqual([4, 0])
    expect(asPos).toEqual({ row: 1, column: 2 })
  })

  it('is frozen', () => {
    const p = pt(2, 3)
    expect(Object.isFrozen(p)).toBe(true)
    expect(() => {
      ;(p as { row: number }).row = 9
    }).toThrow(TypeError)
    expect(p.row).toBe(2)
    expect(Object.isFrozen(Point.ZERO)).toBe(true)
    expect(Object.isFrozen(Point.INFINITY)).toBe(true)
  })

  it('has ZERO and INFINITY', () => {
    expect(arr(Point.ZERO)).toEqual([0, 0])
    expect(arr(Point.INFINITY)).toEqual([Infinity, Infinity])
  })

  it('freeze returns the same point', () => {
    const p = pt(1, 1)
    expect(p.freeze()).toBe(p)
  })

  it('copy returns a new, equal point', () => {
    const p = pt(7, 8)
    const c = p.copy()
    expect(c).not.toBe(p)
    expect(c.isEqual(p)).toBe(true)
    expect(c).toBeInstanceOf(Point)
  })

  it('negate flips both signs', () => {
    expect(arr(pt(2, -5).negate())).toEqual([-2, 5])
    expect(arr(Point.INFINITY.negate())).toEqual([-Infinity, -Infinity])
  })
})

describe('Point.fromObject', () => {
  it('returns a Point as is unless copy', () => {
    const p = pt(1, 2)
    expect(Point.fromObject(p)).toBe(p)
    const c = Point.fromObject(p, true)
    expect(c).not.toBe(p)
    expect(arr(c)).toEqual([1, 2])
  })

  it('reads [row, column] arrays', () => {
    const p = Point.fromObject([3, 4])
    expect(p).toBeInstanceOf(Point)
    expect(arr(p)).toEqual([3, 4])
    expect(Object.isFrozen(p)).toBe(true)
  })

  it('reads {row, column} objects', () => {
    const p = Point.fromObject({ row: 5, column: 6 })
    expect(p).toBeInstanceOf(Point)
    expect(arr(p)).toEqual([5, 6])
  })

  it('reads a frozen readonly tuple', () => {
    const t: PointCompatible = Object.freeze([9, 1] as const)
    expect(arr(Point.fromObject(t))).toEqual([9, 1])
  })
})

describe('Point.min / Point.max', () => {
  it('picks by row then column', () => {
    expect(arr(Point.min([1, 9], [2, 0]))).toEqual([1, 9])
    expect(arr(Point.max([1, 9], [2, 0]))).toEqual([2, 0])
    expect(arr(Point.min({ row: 3, column: 4 }, [3, 2]))).toEqual([3, 2])
    expect(arr(Point.max([3, 4], [3, 2]))).toEqual([3, 4])
  })

  it('returns the first argument on a tie', () => {
    const a = pt(1, 1), b = pt(1, 1)
    expect(Point.min(a, b)).toBe(a)
    expect(Point.max(a, b)).toBe(a)
  })

  it('handles Infinity', () => {
    expect(Point.max([4, 2], Point.INFINITY)).toBe(Point.INFINITY)
    expect(arr(Point.min([4, Infinity], [4, 100]))).toEqual([4, 100])
  })
})

describe('Point.assertValid', () => {
  it('accepts finite and infinite numbers', () => {
    expect(() => Point.assertValid(pt(0, 0))).not.toThrow()
    expect(() => Point.assertValid(Point.INFINITY)).not.toThrow()
    expect(() => Point.assertValid(pt(-3, -Infinity))).not.toThrow()
  })

  it('rejects NaN with the point in the message', () => {
    expect(() => Point.assertValid(pt(NaN, 1))).toThrow(new TypeError('Invalid Point: (NaN, 1)'))
    expect(() => Point.assertValid(pt(1, NaN))).toThrow(new TypeError('Invalid Point: (1, NaN)'))
  })

  it('rejects non-numbers', () => {
    expect(() => Point.assertValid({ row: '1', column: 2 })).toThrow(TypeError)
    expect(() => Point.assertValid({ row: 1, column: undefined })).toThrow(/^Invalid Point: /)
    expect(() => Point.assertValid({ row: null, column: 0 })).toThrow(TypeError)
  })
})

describe('Point comparison', () => {
  it('compares row first, then column', () => {
    expect(pt(1, 5).compare([2, 0])).toBe(-1)
    expect(pt(2, 0).compare([1, 5])).toBe(1)
    expect(pt(2, 3).compare({ row: 2, column: 4 })).toBe(-1)
    expect(pt(2, 4).compare([2, 3])).toBe(1)
    expect(pt(2, 3).compare(pt(2, 3))).toBe(0)
    expect(pt(2, 3).compare([2, Infinity])).toBe(-1)
    expect(Point.INFINITY.compare([Infinity, Infinity])).toBe(0)
  })

  it('isEqual accepts point-likes and is false for null/undefined', () => {
    expect(pt(1, 2).isEqual([1, 2])).toBe(true)
    expect(pt(1, 2).isEqual({ row: 1, column: 2 })).toBe(true)
    expect(pt(1, 2).isEqual(pt(1, 3))).toBe(false)
    expect(pt(1, 2).isEqual(null)).toBe(false)
    expect(pt(1, 2).isEqual(undefined)).toBe(false)
  })

  it('has the four ordering predicates', () => {
    const p = pt(3, 3)
    expect([p.isLessThan([3, 4]), p.isLessThan([3, 3]), p.isLessThan([3, 2])]).toEqual([true, false, false])
    expect([p.isLessThanOrEqual([3, 4]), p.isLessThanOrEqual([3, 3]), p.isLessThanOrEqual([3, 2])]).toEqual([
      true,
      true,
      false,
    ])
    expect([p.isGreaterThan([3, 4]), p.isGreaterThan([3, 3]), p.isGreaterThan([3, 2])]).toEqual([false, false, true])
    expect([p.isGreaterThanOrEqual([3, 4]), p.isGreaterThanOrEqual([3, 3]), p.isGreaterThanOrEqual([3, 2])]).toEqual([
      false,
      true,
      true,
    ])
  })

  it('classifies zero, positive and negative', () => {
    expect([pt(0, 0).isZero(), pt(0, 1).isZero(), pt(1, 0).isZero()]).toEqual([true, false, false])
    expect([pt(0, 1).isPositive(), pt(1, -5).isPositive(), pt(0, 0).isPositive(), pt(0, -1).isPositive()]).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect([pt(0, -1).isNegative(), pt(-1, 5).isNegative(), pt(0, 0).isNegative(), pt(1, -9).isNegative()]).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect([Point.INFINITY.isPositive(), Point.INFINITY.negate().isNegative()]).toEqual([true, true])
  })
})

describe('Point arithmetic', () => {
  it('translate adds component-wise', () => {
    expect(arr(pt(3, 5).translate([1, 0]))).toEqual([4, 5])
    expect(arr(pt(3, 5).translate([-2, -5]))).toEqual([1, 0])
    expect(arr(pt(3, 5).translate({ row: 0, column: Infinity }))).toEqual([3, Infinity])
  })

  it('translate returns a new point', () => {
    const p = pt(1, 1)
    expect(p.translate([0, 0])).not.toBe(p)
  })

  it('traverse adds columns on the same row, else takes the delta column', () => {
    expect(arr(pt(3, 5).traverse([1, 0]))).toEqual([4, 0])
    expect(arr(pt(3, 5).traverse([0, 2]))).toEqual([3, 7])
    expect(arr(pt(3, 5).traverse([2, 7]))).toEqual([5, 7])
    expect(arr(pt(3, 5).traverse([0, -5]))).toEqual([3, 0])
    expect(arr(pt(3, 5).traverse([-1, 4]))).toEqual([2, 4])
    expect(arr(pt(3, 5).traverse([0, Infinity]))).toEqual([3, Infinity])
  })

  it('traversalFrom inverts traverse', () => {
    expect(arr(pt(4, 0).traversalFrom([3, 5]))).toEqual([1, 0])
    expect(arr(pt(3, 7).traversalFrom([3, 5]))).toEqual([0, 2])
    expect(arr(pt(3, 2).traversalFrom([3, 5]))).toEqual([0, -3])
    expect(arr(pt(1, 6).traversalFrom([3, 5]))).toEqual([-2, 6])
    expect(arr(pt(3, Infinity).traversalFrom([3, 5]))).toEqual([0, Infinity])
  })

  it('traversalFrom gives (0, 0) for two Infinity columns on one row', () => {
    expect(arr(pt(2, Infinity).traversalFrom([2, Infinity]))).toEqual([0, 0])
    expect(arr(Point.INFINITY.traversalFrom(Point.INFINITY))).toEqual([0, 0])
    expect(arr(pt(Infinity, 3).traversalFrom([2, 5]))).toEqual([Infinity, 3])
  })

  it('splitAt cuts a single-row extent at the column', () => {
    expect(pt(0, 10).splitAt(4).map(arr)).toEqual([
      [0, 4],
      [0, 6],
    ])
  })

  it('splitAt keeps the column of a multi-row extent', () => {
    expect(pt(2, 3).splitAt(4).map(arr)).toEqual([
      [0, 4],
      [2, 3],
    ])
  })
})

describe('Point output', () => {
  it('toArray and serialize give [row, column]', () => {
    expect(pt(6, 7).toArray()).toEqual([6, 7])
    expect(pt(6, 7).serialize()).toEqual([6, 7])
    expect(Point.fromObject(pt(6, 7).serialize()).isEqual([6, 7])).toBe(true)
  })

  it('toString gives (r, c)', () => {
    expect(pt(6, 7).toString()).toBe('(6, 7)')
    expect(`${Point.INFINITY}`).toBe('(Infinity, Infinity)')
    expect(pt(-1, 0).toString()).toBe('(-1, 0)')
  })
})

describe('toPoint', () => {
  it('returns a Point as is', () => {
    const p = pt(1, 2)
    expect(toPoint(p)).toBe(p)
  })

  it('wraps a plain Pos', () => {
    const p = toPoint({ row: 3, column: 1 })
    expect(p).toBeInstanceOf(Point)
    expect(arr(p)).toEqual([3, 1])
  })
})
