import fc from 'fast-check'
import { runs } from './fc-config.js'
import { describe, expect, it } from 'vitest'
import * as A from '../src/actions/index.js'
import type { Action } from '../src/actions/index.js'
import { reduce } from '../src/reducers/index.js'
import { head, type EditorState } from '../src/state/editor-state.js'
import * as P from '../src/values/pos.js'
import { stateArb } from './arbitraries/editor.js'
import { expectInvariants } from './invariants.js'

/** Every cursor motion, editor-level (applied to all cursors). */
const motionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.integer({ min: 1, max: 3 }).map(n => A.moveUp({ rowCount: n })),
  fc.integer({ min: 1, max: 3 }).map(n => A.moveDown({ rowCount: n })),
  fc.integer({ min: 1, max: 5 }).map(n => A.moveLeft({ columnCount: n })),
  fc.integer({ min: 1, max: 5 }).map(n => A.moveRight({ columnCount: n })),
  fc.constantFrom<Action>(
    A.moveToTop(), A.moveToBottom(), A.moveToBeginningOfScreenLine(), A.moveToBeginningOfLine(),
    A.moveToFirstCharacterOfLine(), A.moveToEndOfScreenLine(), A.moveToEndOfLine(), A.moveToBeginningOfWord(),
    A.moveToEndOfWord(), A.moveToBeginningOfNextWord(), A.moveToPreviousWordBoundary(), A.moveToNextWordBoundary(),
    A.moveToPreviousSubwordBoundary(), A.moveToNextSubwordBoundary(), A.skipLeadingWhitespace(),
    A.moveToBeginningOfNextParagraph(), A.moveToBeginningOfPreviousParagraph(),
  ),
)

// Atomic soft tabs snap positions inside leading spaces to tab stops, so round trips are stated without them.
const single = (s: EditorState) =>
  reduce(reduce(reduce(s, A.update({ config: { atomicSoftTabs: false } })), A.consolidateSelections()), A.clearSelections())
const theHead = (s: EditorState) => head(s.selections[0]!)

const forward = [A.moveToEndOfWord(), A.moveToBeginningOfNextWord(), A.moveToNextWordBoundary(), A.moveToNextSubwordBoundary()]
const backward = [A.moveToBeginningOfWord(), A.moveToPreviousWordBoundary(), A.moveToPreviousSubwordBoundary(), A.moveToBeginningOfPreviousParagraph()]

describe('cursor motions', () => {
  it('never leave the buffer, and keep the selection invariants', () => {
    fc.assert(
      fc.property(stateArb, fc.array(motionArb, { maxLength: 15 }), (s0, motions) => {
        motions.reduce((s, m) => {
          const n = reduce(s, m)
          expectInvariants(n)
          // Every motion collapses the selection, except skipLeadingWhitespace when it does not move.
          if (m.type !== 'cursor/skipLeadingWhitespace') for (const r of n.selections) expect(P.equals(r.start, r.end)).toBe(true)
          return n
        }, s0)
      }),
      runs(200),
    )
  })

  it('moveDown then moveUp returns to the start (goal column kept) when a row exists below', () => {
    fc.assert(
      fc.property(stateArb, s0 => {
        const s = single(s0)
        const h = theHead(s)
        fc.pre(h.row < s.buffer.getLastRow() && s.buffer.clipPosition(h).column === h.column)
        expect(theHead(reduce(reduce(s, A.moveDown()), A.moveUp()))).toEqual(h)
      }),
      runs(200),
    )
  })

  it('forward word motions never go back and are fixed at the end of the buffer', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom(...forward), (s0, m) => {
        const s = single(s0)
        const n = reduce(s, m)
        expect(P.compare(theHead(n), theHead(s))).toBeGreaterThanOrEqual(0)
        const end = reduce(s, A.moveToBottom())
        expect(theHead(reduce(end, m))).toEqual(end.buffer.getEndPosition())
      }),
      runs(200),
    )
  })

  it('moveToBeginningOfNextParagraph lands on a later blank line, or one column before the end (Atom quirk)', () => {
    fc.assert(
      fc.property(stateArb, s0 => {
        const s = single(s0)
        const h = theHead(reduce(s, A.moveToBeginningOfNextParagraph()))
        const buf = s.buffer
        const last = buf.getLastRow()
        const fallback = P.pos(last, Math.max(0, buf.lineLengthForRow(last) - 1))
        const onBlankAfter = h.column === 0 && h.row > theHead(s).row && h.row < last && buf.isRowBlank(h.row)
        expect(onBlankAfter || P.equals(h, fallback)).toBe(true)
      }),
      runs(200),
    )
  })

  it('backward word motions never go forward and are fixed at [0,0]', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom(...backward), (s0, m) => {
        const s = single(s0)
        expect(P.compare(theHead(reduce(s, m)), theHead(s))).toBeLessThanOrEqual(0)
        expect(theHead(reduce(reduce(s, A.moveToTop()), m))).toEqual(P.ZERO)
      }),
      runs(200),
    )
  })

  it('N cursors moved together end where each moved alone would, then merged', () => {
    fc.assert(
      fc.property(stateArb, motionArb, (s, m) => {
        const together = new Set(reduce(s, m).selections.map(r => JSON.stringify(head(r))))
        const alone = new Set(
          s.selections.map(r => {
            const solo = Object.freeze({ ...s, selections: Object.freeze([r]) })
            return JSON.stringify(theHead(reduce(solo, m)))
          }),
        )
        expect(together).toEqual(alone)
      }),
      runs(150),
    )
  })
})
