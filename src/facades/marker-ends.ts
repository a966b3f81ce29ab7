/**
 * Atom's `Marker::setHeadPosition` and `setTailPosition` as data: the range,
 * orientation and tail a marker gets when one end moves to `p` (the other
 * end stays; the orientation flips when the head passes the tail).
 */
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'

/** A marker's shape: range, orientation and whether it has a tail. */
export interface Ends extends Span {
  readonly reversed: boolean
  readonly tailed: boolean
}

/** The shape after the head moves to `p`; a tailless marker stays tailless and empty. */
export const withHead = (m: Ends, p: Pos): Ends => {
  if (!m.tailed) return { start: p, end: p, reversed: m.reversed, tailed: false }
  if (m.reversed) return P.compare(p, m.end) < 0 ? { start: p, end: m.end, reversed: true, tailed: true } : { start: m.end, end: p, reversed: false, tailed: true }
  return P.compare(p, m.start) < 0 ? { start: p, end: m.start, reversed: true, tailed: true } : { start: m.start, end: p, reversed: false, tailed: true }
}

/** The shape after the tail moves to `p`; the marker gets a tail. */
export const withTail = (m: Ends, p: Pos): Ends => {
  if (m.reversed) return P.compare(p, m.start) < 0 ? { start: p, end: m.start, reversed: false, tailed: true } : { start: m.start, end: p, reversed: true, tailed: true }
  return P.compare(p, m.end) < 0 ? { start: p, end: m.end, reversed: false, tailed: true } : { start: m.end, end: p, reversed: true, tailed: true }
}
