/**
 * `DisplayMarker::matchesProperties`: whether a marker matches the
 * parameters Atom's `findMarkers` takes (positions, rows, containment,
 * intersection, `invalidate`/`reversed`/`tailed`/`valid`; any other key is
 * compared with the marker's property of that name, deeply).
 */
import { Point, type PointCompatible } from '../values/point.js'
import { Range, type RangeCompatible } from '../values/range.js'

/** What a marker exposes for matching. */
export interface Matchable {
  getBufferRange(): Range
  getInvalidationStrategy(): string
  isReversed(): boolean
  hasTail(): boolean
  isValid(): boolean
  getProperties(): Readonly<Record<string, unknown>>
}

/** Atom's `isEqual` for plain data. */
export const deepEqual = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return ka.length === kb.length && ka.every(k => Object.prototype.hasOwnProperty.call(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

const rowRange = (value: unknown): [number, number] => {
  const [s, e] = value as [number, number]
  return [s, e]
}

const matchesParam = (m: Matchable, key: string, value: unknown): boolean => {
  const r = m.getBufferRange()
  switch (key) {
    case 'startPosition':
    case 'startBufferPosition':
      return r.start.isEqual(Point.fromObject(value as PointCompatible))
    case 'endPosition':
    case 'endBufferPosition':
      return r.end.isEqual(Point.fromObject(value as PointCompatible))
    case 'containsPoint':
    case 'containsPosition':
    case 'containsBufferPosition':
      return r.containsPoint(Point.fromObject(value as PointCompatible))
    case 'containsRange':
    case 'containsBufferRange':
      return r.containsRange(Range.fromObject(value as RangeCompatible))
    case 'containedInRange':
    case 'containedInBufferRange':
      return Range.fromObject(value as RangeCompatible).containsRange(r)
    case 'startsInBufferRange':
    case 'startsInRange':
      return Range.fromObject(value as RangeCompatible).containsPoint(r.start)
    case 'endsInBufferRange':
    case 'endsInRange':
      return Range.fromObject(value as RangeCompatible).containsPoint(r.end)
    case 'intersectsRange':
    case 'intersectsBufferRange':
      return r.intersectsWith(Range.fromObject(value as RangeCompatible), false)
    case 'startRow':
    case 'startBufferRow':
      return r.start.row === value
    case 'endRow':
    case 'endBufferRow':
      return r.end.row === value
    case 'intersectsRow':
      return r.start.row <= (value as number) && (value as number) <= r.end.row
    case 'intersectsRowRange':
    case 'intersectsBufferRowRange': {
      const [s, e] = rowRange(value)
      return r.start.row <= e && s <= r.end.row
    }
    case 'invalidate':
      return m.getInvalidationStrategy() === value
    case 'reversed':
      return m.isReversed() === value
    case 'tailed':
      return m.hasTail() === value
    case 'valid':
      return m.isValid() === value
    default:
      return deepEqual(m.getProperties()[key], value)
  }
}

/** Whether `m` matches every parameter. */
export const matchesParams = (m: Matchable, params: Readonly<Record<string, unknown>>): boolean =>
  Object.entries(params).every(([k, v]) => matchesParam(m, k, v))
