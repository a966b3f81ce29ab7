import { describe, expect, it } from 'vitest'
import { Point } from '../../src/values/point.js'
import { Range, toRange } from '../../src/values/range.js'
import type { Span } from '../../src/values/pos.js'

// Compile-time: a Range is a Span.
const asSpan: Span = new Range([0, 1], [2, 3])

const rg = (sr: number, sc: number, er: number, ec: number) => new Range([sr, sc], [er, ec])
const ser = (r: Range) => r.serialize()

describe('Range construction', () => {
  it('defaults to the empty range at the origin', () => {
    expect(ser(new Range())).toEqual([
      [0, 0],
      [0, 0],
    ])
    expect(ser(new Range([2, 2]))).toEqual([
      [0, 0],
      [2, 2],
    ])
    expect(asSpan.start).toEqual({ row: 0, column: 1 })
  })

  it('orders its endpoints', () => {
    const r = new Range([2, 0], [1, 0])
    expect(r.start.toArray()).toEqual([1, 0])
    expect(r.end.toArray()).toEqual([2, 0])
    expect(ser(new Range({ row: 3, column: 9 }, { row: 3, column: 1 }))).toEqual([
      [3, 1],
      [3, 9],
    ])
  })

  it('keeps Point arguments and makes the rest Points', () => {
    const a = new Point(1, 1)
    const r = new Range(a, [0, 4])
    expect(r.end).toBe(a)
    expect(r.start).toBeInstanceOf(Point)
  })

  it('is frozen, endpoints included', () => {
    const r = rg(1, 2, 3, 4)
    expect(Object.isFrozen(r)).toBe(true)
    expect(Object.isFrozen(r.start)).toBe(true)
    expect(Object.isFrozen(r.end)).toBe(true)
    expect(() => {
      ;(r as { start: Point }).start = new Point()
    }).toThrow(TypeError)
  })

  it('freeze returns the same range', () => {
    const r = rg(0, 0, 1, 1)
    expect(r.freeze()).toBe(r)
  })

  it('copy makes new endpoints', () => {
    const r = rg(0, 1, 2, 3)
    const c = r.copy()
    expect(c).not.toBe(r)
    expect(c.start).not.toBe(r.start)
    expect(c.isEqual(r)).toBe(true)
  })

  it('negate negates and reorders', () => {
    expect(ser(rg(1, 2, 3, 4).negate())).toEqual([
      [-3, -4],
      [-1, -2],
    ])
  })
})

describe('Range static constructors', () => {
  it('fromObject returns a Range as is unless copy', () => {
    const r = rg(1, 1, 2, 2)
    expect(Range.fromObject(r)).toBe(r)
    const c = Range.fromObject(r, true)
    expect(c).not.toBe(r)
    expect(c.isEqual(r)).toBe(true)
  })

  it('fromObject reads arrays of point-likes, in either order', () => {
    expect(ser(Range.fromObject([[4, 0], [1, 2]]))).toEqual([
      [1, 2],
      [4, 0],
    ])
    expect(ser(Range.fromObject([new Point(1, 0), { row: 1, column: 5 }]))).toEqual([
      [1, 0],
      [1, 5],
    ])
  })

  it('fromObject reads {start, end}', () => {
    expect(ser(Range.fromObject({ start: [0, 3], end: { row: 2, column: 1 } }))).toEqual([
      [0, 3],
      [2, 1],
    ])
    expect(ser(Range.fromObject({ start: [5, 0], end: [2, 0] }))).toEqual([
      [2, 0],
      [5, 0],
    ])
  })

  it('fromText without a start begins at the origin', () => {
    expect(ser(Range.fromText('plum'))).toEqual([
      [0, 0],
      [0, 4],
    ])
    expect(ser(Range.fromText(''))).toEqual([
      [0, 0],
      [0, 0],
    ])
  })

  it('fromText on one line extends the start column', () => {
    expect(ser(Range.fromText([2, 3], 'fig'))).toEqual([
      [2, 3],
      [2, 6],
    ])
  })

  it('fromText across lines ends at the last line length', () => {
    expect(ser(Range.fromText([2, 3], 'fig\nkiwi\nyam'))).toEqual([
      [2, 3],
      [4, 3],
    ])
    expect(ser(Range.fromText([1, 7], 'a\r\nb\rcd\n'))).toEqual([
      [1, 7],
      [4, 0],
    ])
  })

  it('fromPointWithDelta adds row and column deltas', () => {
    expect(ser(Range.fromPointWithDelta([1, 4], 2, -1))).toEqual([
      [1, 4],
      [3, 3],
    ])
    expect(ser(Range.fromPointWithDelta([1, 4], 0, -3))).toEqual([
      [1, 1],
      [1, 4],
    ])
  })

  it('fromPointWithTraversalExtent traverses', () => {
    expect(ser(Range.fromPointWithTraversalExtent([3, 5], [1, 0]))).toEqual([
      [3, 5],
      [4, 0],
    ])
    expect(ser(Range.fromPointWithTraversalExtent([3, 5], [0, 2]))).toEqual([
      [3, 5],
      [3, 7],
    ])
  })

  it('deserialize reads serialize output and defaults otherwise', () => {
    const r = rg(1, 2, 3, 4)
    expect(Range.deserialize(r.serialize()).isEqual(r)).toBe(true)
    expect(ser(Range.deserialize(null))).toEqual([
      [0, 0],
      [0, 0],
    ])
    expect(ser(Range.deserialize([[2, 2]]))).toEqual([
      [0, 0],
      [2, 2],
    ])
  })
})

describe('Range queries', () => {
  it('isEqual accepts range-likes and is false for null/undefined', () => {
    const r = rg(1, 2, 3, 4)
    expect(r.isEqual(rg(1, 2, 3, 4))).toBe(true)
    expect(r.isEqual([[3, 4], [1, 2]])).toBe(true)
    expect(r.isEqual({ start: [1, 2], end: [3, 4] })).toBe(true)
    expect(r.isEqual(rg(1, 2, 3, 5))).toBe(false)
    expect(r.isEqual(null)).toBe(false)
    expect(r.isEqual(undefined)).toBe(false)
  })

  it('compare orders by start ascending', () => {
    expect(rg(1, 0, 1, 1).compare(rg(2, 0, 2, 0))).toBe(-1)
    expect(rg(2, 0, 2, 0).compare(rg(1, 0, 9, 9))).toBe(1)
  })

  it('compare puts the longer range first on equal starts', () => {
    expect(rg(1, 0, 5, 0).compare(rg(1, 0, 2, 0))).toBe(-1)
    expect(rg(1, 0, 2, 0).compare([[1, 0], [5, 0]])).toBe(1)
    expect(rg(1, 0, 2, 0).compare(rg(1, 0, 2, 0))).toBe(0)
  })

  it('isEmpty and isSingleLine', () => {
    expect([rg(2, 2, 2, 2).isEmpty(), rg(2, 2, 2, 3).isEmpty()]).toEqual([true, false])
    expect([rg(2, 0, 2, 9).isSingleLine(), rg(2, 0, 3, 0).isSingleLine()]).toEqual([true, false])
  })

  it('getRowCount and getRows count both end rows', () => {
    expect(rg(3, 0, 3, 4).getRowCount()).toBe(1)
    expect(rg(3, 4, 6, 0).getRowCount()).toBe(4)
    expect(rg(3, 4, 6, 0).getRows()).toEqual([3, 4, 5, 6])
    expect(rg(0, 0, 0, 0).getRows()).toEqual([0])
  })

  it('getRows refuses an infinite range', () => {
    expect(() => new Range([0, 0], Point.INFINITY).getRows()).toThrow(RangeError)
  })

  it('getExtent is the traversal from start to end', () => {
    expect(rg(3, 5, 4, 0).getExtent().toArray()).toEqual([1, 0])
    expect(rg(3, 5, 3, 9).getExtent().toArray()).toEqual([0, 4])
    expect(new Range([2, Infinity], [2, Infinity]).getExtent().toArray()).toEqual([0, 0])
  })

  it('toDelta matches getExtent except for Infinity columns', () => {
    expect(rg(3, 5, 4, 2).toDelta().toArray()).toEqual([1, 2])
    expect(rg(3, 5, 3, 9).toDelta().toArray()).toEqual([0, 4])
    expect(new Range([2, Infinity], [2, Infinity]).toDelta().toArray()).toEqual([0, NaN])
  })

  it('coversSameRows compares start and end rows only', () => {
    expect(rg(1, 0, 3, 0).coversSameRows(rg(1, 9, 3, 9))).toBe(true)
    expect(rg(1, 0, 3, 0).coversSameRows([[1, 0], [4, 0]])).toBe(false)
  })

  it('intersectsWith counts touching unless exclusive', () => {
    const r = rg(1, 0, 2, 5)
    expect(r.intersectsWith(rg(2, 5, 3, 0))).toBe(true)
    expect(r.intersectsWith(rg(2, 5, 3, 0), true)).toBe(false)
    expect(r.intersectsWith(rg(0, 0, 1, 0))).toBe(true)
    expect(r.intersectsWith(rg(0, 0, 1, 0), true)).toBe(false)
    expect(r.intersectsWith(rg(2, 4, 3, 0), true)).toBe(true)
    expect(r.intersectsWith(rg(2, 6, 3, 0))).toBe(false)
    expect(r.intersectsWith([[1, 1], [1, 2]], true)).toBe(true)
  })

  it('intersectsWith with an empty range inside', () => {
    const r = rg(1, 0, 2, 5)
    expect(r.intersectsWith(rg(1, 3, 1, 3), true)).toBe(true)
    expect(r.intersectsWith(rg(1, 0, 1, 0), true)).toBe(false)
  })

  it('containsPoint is inclusive unless exclusive', () => {
    const r = rg(1, 2, 3, 4)
    expect([r.containsPoint([1, 2]), r.containsPoint([3, 4]), r.containsPoint([2, 0])]).toEqual([true, true, true])
    expect([r.containsPoint([1, 2], true), r.containsPoint([3, 4], true), r.containsPoint([2, 0], true)]).toEqual([
      false,
      false,
      true,
    ])
    expect([r.containsPoint([1, 1]), r.containsPoint({ row: 3, column: 5 })]).toEqual([false, false])
  })

  it('containsRange checks both endpoints', () => {
    const r = rg(1, 2, 3, 4)
    expect(r.containsRange(rg(1, 2, 3, 4))).toBe(true)
    expect(r.containsRange(rg(1, 2, 3, 4), true)).toBe(false)
    expect(r.containsRange([[1, 3], [3, 3]], true)).toBe(true)
    expect(r.containsRange(rg(0, 0, 2, 0))).toBe(false)
  })

  it('intersectsRow is inclusive of both end rows', () => {
    const r = rg(2, 5, 4, 0)
    expect([1, 2, 3, 4, 5].map(row => r.intersectsRow(row))).toEqual([false, true, true, true, false])
  })

  it('intersectsRowRange ignores argument order', () => {
    const r = rg(2, 5, 4, 0)
    expect(r.intersectsRowRange(0, 1)).toBe(false)
    expect(r.intersectsRowRange(0, 2)).toBe(true)
    expect(r.intersectsRowRange(2, 0)).toBe(true)
    expect(r.intersectsRowRange(6, 4)).toBe(true)
    expect(r.intersectsRowRange(7, 5)).toBe(false)
    expect(r.intersectsRowRange(3, 3)).toBe(true)
  })
})

describe('Range combinators', () => {
  it('union takes the min start and max end', () => {
    expect(ser(rg(1, 0, 2, 0).union(rg(0, 5, 1, 5)))).toEqual([
      [0, 5],
      [2, 0],
    ])
    expect(ser(rg(1, 0, 2, 0).union([[4, 0], [5, 0]]))).toEqual([
      [1, 0],
      [5, 0],
    ])
  })

  it('translate moves both endpoints, by one delta or two', () => {
    expect(ser(rg(1, 2, 3, 4).translate([1, 1]))).toEqual([
      [2, 3],
      [4, 5],
    ])
    expect(ser(rg(1, 2, 3, 4).translate([0, -2], [-1, 0]))).toEqual([
      [1, 0],
      [2, 4],
    ])
  })

  it('translate reorders when the endpoints cross', () => {
    expect(ser(rg(1, 0, 1, 2).translate([0, 5], [0, 0]))).toEqual([
      [1, 2],
      [1, 5],
    ])
  })

  it('traverse moves both endpoints by an extent', () => {
    expect(ser(rg(1, 2, 3, 4).traverse([1, 0]))).toEqual([
      [2, 0],
      [4, 0],
    ])
    expect(ser(rg(1, 2, 3, 4).traverse([0, 3]))).toEqual([
      [1, 5],
      [3, 7],
    ])
  })

  it('toString and serialize', () => {
    expect(rg(1, 2, 3, 4).toString()).toBe('[(1, 2) - (3, 4)]')
    expect(`${new Range([0, 0], Point.INFINITY)}`).toBe('[(0, 0) - (Infinity, Infinity)]')
    expect(rg(1, 2, 3, 4).serialize()).toEqual([
      [1, 2],
      [3, 4],
    ])
  })
})

describe('toRange', () => {
  it('returns a Range as is', () => {
    const r = rg(0, 0, 1, 1)
    expect(toRange(r)).toBe(r)
  })

  it('wraps a plain Span, reusing Point endpoints', () => {
    const start = new Point(1, 1)
    const r = toRange({ start, end: { row: 2, column: 0 } })
    expect(r).toBeInstanceOf(Range)
    expect(r.start).toBe(start)
    expect(r.end).toBeInstanceOf(Point)
    expect(ser(r)).toEqual([
      [1, 1],
      [2, 0],
    ])
  })
})
