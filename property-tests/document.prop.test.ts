/**
 * Several editor states on one document (`joinDocument`, `reduceDocument`):
 * after any actions on either editor, both hold the same buffer and undo
 * history, each satisfies the state invariants, their selection ids never
 * collide.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as A from '../src/actions/index.js'
import type { Action } from '../src/actions/index.js'
import { joinDocument, reduceDocument } from '../src/reducers/document.js'
import { action as anyAction } from '../src/testing/arbitraries.js'
import { posArb, rangeArb, stateArb } from './arbitraries/editor.js'
import { expectInvariants } from './invariants.js'

const textArb = fc.constantFrom('x', 'yz', '\n', '\r\n', '\t', '中', '', 'a\nb')

/** Edits, motions, selections and history, plus any action now and then. */
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: textArb.map(text => A.insertText({ text })) },
  { weight: 3, arbitrary: fc.constantFrom<Action>(A.backspace(), A.deleteLine(), A.undo(), A.undo(), A.redo(), A.selectAll(), A.moveDown(), A.selectRight(), A.duplicateLines(), A.moveLineUp(), A.cut(), A.createCheckpoint()) },
  { weight: 2, arbitrary: posArb.map(position => A.addCursorAtBufferPosition({ position })) },
  { weight: 2, arbitrary: fc.tuple(rangeArb, textArb).map(([range, text]) => A.setTextInRange({ range, text })) },
  { weight: 1, arbitrary: rangeArb.map(range => A.foldBufferRange({ range })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 4 }).map(checkpoint => A.revertToCheckpoint({ checkpoint })) },
  { weight: 1, arbitrary: anyAction },
)

describe('editor states sharing a document', () => {
  it('share buffer and history, keep their invariants, and never share a selection id', () =>
    fc.assert(
      fc.property(stateArb, fc.array(fc.tuple(fc.constantFrom('left', 'right'), actionArb), { maxLength: 30 }), (s0, steps) => {
        let editors = { left: s0, right: joinDocument(s0) }
        for (const [key, a] of steps) {
          editors = reduceDocument(editors, key, a)
          const { left, right } = editors
          expect(right.buffer).toBe(left.buffer)
          expect(right.history).toBe(left.history)
          const nextId = Math.max(left.nextId, right.nextId)
          for (const s of [left, right]) {
            if (s.selections.length > 0) expectInvariants(s)
            for (const r of s.selections) expect(r.id).toBeLessThan(nextId)
          }
          const ids = new Set(left.selections.map(r => r.id))
          for (const r of right.selections) expect(ids.has(r.id)).toBe(false)
        }
      }),
      { numRuns: 200 },
    ))
})
