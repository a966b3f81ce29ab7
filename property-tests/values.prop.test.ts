import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as P from '../src/values/pos.js'
import { Point, type PointCompatible } from '../src/values/point.js'
import { Range, type RangeCompatible } from '../src/values/range.js'

// ─── arbitraries ────────────────────────────────────────────────────────────

// Small coordinates so equal rows and equal columns are common; ±Infinity
// because Atom uses Infinity for "end of line" and "end of buffer".
const finiteArb = fc.integer({ min: -4, max: 4 })
const coordArb = fc.oneof({ arbitrary: finiteArb, weight: 5 }, { arbitrary: fc.constantFrom(Infinity, -Infinity), weight: 1 })

const pointArb = fc.tuple(coordArb, coordArb).map(([r, c]) => new Point(r, c))
const finitePointArb = fc.tuple(finiteArb, finiteArb).map(([r, c]) => new Point(r, c))

// Every shape `fromObject` takes, so laws also exercise the conversions.
const pointLikeArb: fc.Arbitrary<PointCompatible> = pointArb.chain(p =>
  fc.constantFrom<PointCompatible>(p, p.toArray(), { row: p.row, column: p.column }),
)

const rangeArb = fc.tuple(pointArb, pointArb).map(([a, b]) => new Range(a, b))
const finiteRangeArb = fc.tuple(finitePointArb, finitePointArb).map(([a, b]) => new Range(a, b))

const rangeLikeArb: fc.Arbitrary<RangeCompatible> = rangeArb.chain(r =>
  fc.constantFrom<RangeCompatible>(r, [r.start, r.end], [r.end.toArray(), r.start.toArray()], {
    start: r.start.toArray(),
    end: { row: r.end.row, column: r.end.column },
  }),
)

// ─── Point ──────────────────────────────────────────────────────────────────

describe('Point order', () => {
  it('compare is antisymmetric and agrees with isEqual', () =>
    fc.assert(
      fc.property(pointArb, pointLikeArb, (a, b) => {
        const b1 = Point.fromObject(b)
        expect(a.compare(b) + b1.compare(a)).toBe(0)
        expect(a.compare(b) === 0).toBe(a.isEqual(b))
      }),
    ))

  it('compare is transitive', () =>
    fc.assert(
      fc.property(pointArb, pointArb, pointArb, (a, b, c) => {
        fc.pre(a.isLessThanOrEqual(b) && b.isLessThanOrEqual(c))
        expect(a.isLessThanOrEqual(c)).toBe(true)
        if (a.isLessThan(b) || b.isLessThan(c)) expect(a.isLessThan(c)).toBe(true)
      }),
    ))

  it('compare agrees with pos.ts', () =>
    fc.assert(
      fc.property(pointArb, pointArb, (a, b) => {
        expect(a.compare(b)).toBe(P.compare(a, b))
      }),
    ))

  it('the ordering predicates are views of compare', () =>
    fc.assert(
      fc.property(pointArb, pointLikeArb, (a, b) => {
        const c = a.compare(b)
        expect([a.isLessThan(b), a.isLessThanOrEqual(b), a.isGreaterThan(b), a.isGreaterThanOrEqual(b)]).toEqual([
          c < 0,
          c <= 0,
          c > 0,
          c >= 0,
        ])
      }),
    ))

  it('isPositive / isZero / isNegative partition by comparison with ZERO', () =>
    fc.assert(
      fc.property(pointArb, p => {
        const c = p.compare(Point.ZERO)
        expect([p.isNegative(), p.isZero(), p.isPositive()]).toEqual([c < 0, c === 0, c > 0])
      }),
    ))

  it('min and max pick one of the two, in order', () =>
    fc.assert(
      fc.property(pointLikeArb, pointLikeArb, (a, b) => {
        const lo = Point.min(a, b), hi = Point.max(a, b)
        expect(lo.isLessThanOrEqual(hi)).toBe(true)
        expect(lo.isLessThanOrEqual(a) && lo.isLessThanOrEqual(b)).toBe(true)
        expect(hi.isGreaterThanOrEqual(a) && hi.isGreaterThanOrEqual(b)).toBe(true)
        expect(lo.isEqual(a) || lo.isEqual(b)).toBe(true)
        expect(new Range(lo, hi).isEqual([a, b])).toBe(true)
      }),
    ))

  it('fromObject and serialize round-trip, and every result is frozen', () =>
    fc.assert(
      fc.property(pointLikeArb, p => {
        const q = Point.fromObject(p)
        expect(Object.isFrozen(q)).toBe(true)
        expect(Point.fromObject(q.serialize()).isEqual(q)).toBe(true)
        expect(Point.fromObject(q, true)).not.toBe(q)
      }),
    ))
})

describe('Point arithmetic', () => {
  it('translate by the negation round-trips (finite)', () =>
    fc.assert(
      fc.property(finitePointArb, finitePointArb, (p, d) => {
        expect(p.translate(d).translate(d.negate()).isEqual(p)).toBe(true)
      }),
    ))

  it('traversalFrom undoes traverse (finite)', () =>
    fc.assert(
      fc.property(finitePointArb, finitePointArb, (p, d) => {
        expect(p.traverse(d).traversalFrom(p).isEqual(d)).toBe(true)
      }),
    ))

  it('traverse by traversalFrom reaches the target (finite)', () =>
    fc.assert(
      fc.property(finitePointArb, finitePointArb, (a, b) => {
        expect(a.traverse(b.traversalFrom(a)).isEqual(b)).toBe(true)
      }),
    ))

  it('traverse by traversalFrom also reaches end-of-line targets', () =>
    fc.assert(
      fc.property(finiteArb, finiteArb, finiteArb, (r1, c1, r2) => {
        // Infinity columns are defined as long as no Infinity - Infinity or
        // finite - Infinity lands on one row.
        for (const [a, b] of [
          [new Point(r1, c1), new Point(r2, Infinity)],
          [new Point(r1, Infinity), new Point(r1, Infinity)],
        ] as const)
          expect(a.traverse(b.traversalFrom(a)).isEqual(b)).toBe(true)
      }),
    ))

  it('splitAt halves traverse back to the whole', () =>
    fc.assert(
      fc.property(finitePointArb, finiteArb, (p, column) => {
        const [left, right] = p.splitAt(column)
        expect(left.traverse(right).isEqual(p)).toBe(true)
      }),
    ))
})

// ─── Range ──────────────────────────────────────────────────────────────────

describe('Range', () => {
  it('the constructor normalises order', () =>
    fc.assert(
      fc.property(pointLikeArb, pointLikeArb, (a, b) => {
        const r = new Range(a, b)
        expect(r.start.isLessThanOrEqual(r.end)).toBe(true)
        expect(r.isEqual(new Range(b, a))).toBe(true)
        expect(r.start.isEqual(Point.min(a, b)) && r.end.isEqual(Point.max(a, b))).toBe(true)
        expect(Object.isFrozen(r)).toBe(true)
      }),
    ))

  it('fromObject, serialize and deserialize round-trip', () =>
    fc.assert(
      fc.property(rangeLikeArb, r => {
        const q = Range.fromObject(r)
        expect(q.isEqual(r)).toBe(true)
        expect(Range.deserialize(q.serialize()).isEqual(q)).toBe(true)
      }),
    ))

  it('compare is antisymmetric and agrees with isEqual', () =>
    fc.assert(
      fc.property(rangeArb, rangeLikeArb, (a, b) => {
        expect(a.compare(b) + Range.fromObject(b).compare(a)).toBe(0)
        expect(a.compare(b) === 0).toBe(a.isEqual(b))
      }),
    ))

  it('compare is transitive', () =>
    fc.assert(
      fc.property(rangeArb, rangeArb, rangeArb, (a, b, c) => {
        fc.pre(a.compare(b) <= 0 && b.compare(c) <= 0)
        expect(a.compare(c)).toBeLessThanOrEqual(0)
      }),
    ))

  it('compare agrees with pos.ts compareSpans', () =>
    fc.assert(
      fc.property(rangeArb, rangeArb, (a, b) => {
        expect(a.compare(b)).toBe(P.compareSpans(a, b))
      }),
    ))

  it('union contains both and is the smallest such range', () =>
    fc.assert(
      fc.property(rangeArb, rangeLikeArb, (a, b) => {
        const u = a.union(b)
        expect(u.containsRange(a) && u.containsRange(b)).toBe(true)
        expect(u.start.isEqual(a.start) || u.start.isEqual(Range.fromObject(b).start)).toBe(true)
        expect(u.end.isEqual(a.end) || u.end.isEqual(Range.fromObject(b).end)).toBe(true)
        expect(u.isEqual(Range.fromObject(b).union(a))).toBe(true)
      }),
    ))

  it('intersectsWith is symmetric, agrees with pos.ts, and exclusive implies inclusive', () =>
    fc.assert(
      fc.property(rangeArb, rangeArb, fc.boolean(), (a, b, exclusive) => {
        expect(a.intersectsWith(b, exclusive)).toBe(b.intersectsWith(a, exclusive))
        expect(a.intersectsWith(b, exclusive)).toBe(P.spansIntersect(a, b, exclusive))
        if (a.intersectsWith(b, true)) expect(a.intersectsWith(b)).toBe(true)
      }),
    ))

  it('containment implies intersection; a non-empty range intersects itself exclusively', () =>
    fc.assert(
      fc.property(rangeArb, rangeArb, (a, b) => {
        if (a.containsRange(b)) expect(a.intersectsWith(b)).toBe(true)
        expect(a.containsRange(a)).toBe(true)
        expect(a.containsPoint(a.start)).toBe(true)
        expect(a.containsPoint(a.start, true)).toBe(false)
        if (!a.isEmpty()) expect(a.intersectsWith(a, true)).toBe(true)
      }),
    ))

  it('containsPoint agrees with pos.ts spanContains', () =>
    fc.assert(
      fc.property(rangeArb, pointArb, fc.boolean(), (r, p, exclusive) => {
        expect(r.containsPoint(p, exclusive)).toBe(P.spanContains(r, p, exclusive))
      }),
    ))

  it('translate by the negation round-trips (finite)', () =>
    fc.assert(
      fc.property(finiteRangeArb, finitePointArb, finitePointArb, (r, ds, de) => {
        // Separate deltas may swap the endpoints; the inverse translation is
        // then applied to the swapped pair, so only a shared delta round-trips.
        expect(r.translate(ds).translate(ds.negate()).isEqual(r)).toBe(true)
        const moved = r.translate(ds, de)
        if (moved.start.isEqual(r.start.translate(ds)))
          expect(moved.translate(ds.negate(), de.negate()).isEqual(r)).toBe(true)
      }),
    ))

  it('getExtent and fromPointWithTraversalExtent round-trip (finite)', () =>
    fc.assert(
      fc.property(finiteRangeArb, r => {
        expect(Range.fromPointWithTraversalExtent(r.start, r.getExtent()).isEqual(r)).toBe(true)
        expect(r.toDelta().isEqual(r.getExtent())).toBe(true)
      }),
    ))

  it('fromText ends where traversing the text ends', () =>
    fc.assert(
      fc.property(
        finitePointArb,
        fc.array(fc.constantFrom('a', 'é', '\n', '\r', '\r\n', '😀'), { maxLength: 8 }),
        (start, parts) => {
          const text = parts.join('')
          const lines = text.split(/\r\n|\n|\r/)
          const r = Range.fromText(start, text)
          expect(r.start.isEqual(start)).toBe(true)
          expect(r.getExtent().isEqual([lines.length - 1, lines[lines.length - 1]?.length ?? 0])).toBe(true)
        },
      ),
    ))

  it('row queries agree with the rows list', () =>
    fc.assert(
      fc.property(finiteRangeArb, finiteArb, finiteArb, (r, x, y) => {
        const rows = r.getRows()
        expect(rows.length).toBe(r.getRowCount())
        expect(r.intersectsRow(x)).toBe(rows.includes(x))
        const lo = Math.min(x, y), hi = Math.max(x, y)
        expect(r.intersectsRowRange(x, y)).toBe(rows.some(row => lo <= row && row <= hi))
        expect(r.intersectsRowRange(x, y)).toBe(r.intersectsRowRange(y, x))
      }),
    ))
})
