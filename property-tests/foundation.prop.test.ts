import fc from 'fast-check'
import { runs } from './fc-config.js'
import { describe, expect, it } from 'vitest'
import * as A from '../src/actions/index.js'
import type { Action } from '../src/actions/index.js'
import { reduce } from '../src/reducers/index.js'
import { head } from '../src/state/editor-state.js'
import { posArb, rangeArb, rawPosArb, setupActionArb, stateArb } from './arbitraries/editor.js'
import { expectInvariants } from './invariants.js'

const count = fc.integer({ min: 1, max: 4 })
const foundationActionArb: fc.Arbitrary<Action> = fc.oneof(
  setupActionArb,
  rawPosArb.map(position => A.setBufferPosition({ position })),
  fc.tuple(count, fc.boolean()).map(([columnCount, moveToEndOfSelection]) => A.moveLeft({ columnCount, moveToEndOfSelection })),
  fc.tuple(count, fc.boolean()).map(([columnCount, moveToEndOfSelection]) => A.moveRight({ columnCount, moveToEndOfSelection })),
  fc.tuple(count, fc.boolean()).map(([rowCount, moveToEndOfSelection]) => A.moveUp({ rowCount, moveToEndOfSelection })),
  fc.tuple(count, fc.boolean()).map(([rowCount, moveToEndOfSelection]) => A.moveDown({ rowCount, moveToEndOfSelection })),
  fc.tuple(rangeArb, fc.option(fc.boolean(), { nil: undefined })).map(([range, reversed]) =>
    A.setBufferRange(reversed === undefined ? { range } : { range, reversed })),
  fc.constantFrom('', 'x', 'ab', '\n', 'a\r\nb', '😀', '\t').map(text => A.insertText({ text })),
  fc.array(rangeArb, { minLength: 1, maxLength: 4 }).map(ranges => A.setSelectedBufferRanges({ ranges })),
  posArb.map(position => A.setCursorBufferPosition({ position })),
)

describe('foundation actions', () => {
  it('keep selections sorted, disjoint, inside the buffer, with one last', () => {
    const seen = new Map<string, number>()
    fc.assert(
      fc.property(stateArb, fc.array(foundationActionArb, { maxLength: 20 }), (s0, actions) => {
        expectInvariants(s0)
        actions.reduce((s, a) => {
          const n = reduce(s, a)
          expectInvariants(n)
          seen.set(a.type, (seen.get(a.type) ?? 0) + 1)
          return n
        }, s0)
      }),
      runs(200),
    )
    for (const type of ['cursor/moveLeft', 'cursor/moveUp', 'edit/insertText', 'select/setBufferRange', 'editor/setSelectedBufferRanges'])
      expect(seen.get(type) ?? 0).toBeGreaterThan(0)
  })

  it('moveLeft then moveRight returns to the start away from the edges', () => {
    fc.assert(
      fc.property(stateArb, s => {
        // Atomic soft tabs snap positions inside leading spaces to tab stops; the law is stated without them.
        const one = reduce(reduce(s, A.update({ config: { atomicSoftTabs: false } })), A.consolidateSelections())
        const c = reduce(one, A.clearSelections())
        const h = head(c.selections[0]!)
        const atStart = h.row === 0 && h.column === 0
        // A position set inside a surrogate pair is kept, but screen motions step over whole characters.
        fc.pre(!atStart && c.buffer.clipPosition(h).column === h.column)
        const back = reduce(reduce(c, A.moveLeft()), A.moveRight())
        expect(head(back.selections[0]!)).toEqual(h)
      }),
      runs(200),
    )
  })

  it('an action that changes nothing returns the same state', () => {
    fc.assert(
      fc.property(stateArb, foundationActionArb, (s, a) => {
        const n = reduce(s, a)
        if (n !== s) expect(reduce(n, { type: 'editor/mergeIntersectingSelections', payload: {} })).toBe(n)
      }),
      runs(100),
    )
  })
})
