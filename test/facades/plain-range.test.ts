import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { plainRange } from '../../src/facades/args.js'
import { Point } from '../../src/values/point.js'
import { Range } from '../../src/values/range.js'

/** What `plainRange` means, through Point and Range (Atom's reading of a range-compatible value). */
const reference = (r: unknown): unknown => {
  const pointOf = (p: unknown): Point | undefined =>
    p instanceof Point ? p : Array.isArray(p) ? new Point(p[0], p[1]) : typeof p === 'object' && p !== null ? new Point((p as Point).row, (p as Point).column) : undefined
  const [a, b] = r instanceof Range ? [r.start, r.end] : Array.isArray(r) ? [r[0], r[1]] : typeof r === 'object' && r !== null ? [(r as Range).start, (r as Range).end] : [undefined, undefined]
  const pa = pointOf(a), pb = pointOf(b)
  const ok = (n: unknown) => typeof n === 'number' && (Number.isSafeInteger(n) || n === Infinity || n === -Infinity)
  if (pa === undefined || pb === undefined || ![pa.row, pa.column, pb.row, pb.column].every(ok)) return 'throws'
  const q = new Range(pa, pb)
  return { start: { row: q.start.row, column: q.start.column }, end: { row: q.end.row, column: q.end.column } }
}

const outcome = (r: unknown): unknown => {
  try {
    return plainRange(r as never)
  } catch (e) {
    expect(e).toBeInstanceOf(TypeError)
    return 'throws'
  }
}

const coordinate = fc.oneof(
  fc.integer({ min: -3, max: 1e6 }),
  fc.constantFrom(Infinity, -Infinity, NaN, 0.5, undefined, null, '3', Number.MAX_SAFE_INTEGER + 2),
)
const pointLike = fc.oneof(
  fc.tuple(coordinate, coordinate),
  fc.tuple(coordinate),
  fc.record({ row: coordinate, column: coordinate }),
  fc.tuple(fc.nat(50), fc.nat(50)).map(([r, c]) => new Point(r, c)),
  fc.constantFrom(undefined, null, 7, 'x'),
)
const rangeLike = fc.oneof(
  fc.tuple(pointLike, pointLike),
  fc.record({ start: pointLike, end: pointLike }),
  fc.tuple(fc.nat(50), fc.nat(50), fc.nat(50), fc.nat(50)).map(([a, b, c, d]) => new Range([a, b], [c, d])),
  fc.constantFrom(undefined, null, [], 'x'),
)

describe('plainRange', () => {
  it('reads every range-compatible value as Point and Range do, and rejects the others with a TypeError', () => {
    fc.assert(fc.property(rangeLike, r => {
      expect(outcome(r)).toEqual(reference(r))
    }), { numRuns: 2000 })
  })
  it('orders the ends and keeps infinite coordinates', () => {
    expect(plainRange([[3, 4], [1, Infinity]])).toEqual({ start: { row: 1, column: Infinity }, end: { row: 3, column: 4 } })
    expect(plainRange({ start: { row: 2, column: 5 }, end: [2, 1] })).toEqual({ start: { row: 2, column: 1 }, end: { row: 2, column: 5 } })
    expect(() => plainRange([[NaN, 0], [1, 0]])).toThrow('Invalid Range: [(NaN, 0) - (1, 0)]')
  })
})
