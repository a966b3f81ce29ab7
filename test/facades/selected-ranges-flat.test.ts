import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { runs } from '../../property-tests/fc-config.js'
import { rawPosArb, stateArb } from '../../property-tests/arbitraries/editor.js'
import * as A from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import { createEditorState } from '../../src/state/editor-state.js'
import { setSelectedBufferRangesFlat } from '../../src/reducers/editor.js'
import { flatRanges, plainRange } from '../../src/facades/args.js'
import { TextEditor } from '../../src/facades/text-editor.js'
import { Point } from '../../src/values/point.js'
import { Range } from '../../src/values/range.js'
import type { RangeCompatible } from '../../src/values/range.js'

/** A range in one of the forms `setSelectedBufferRanges` reads quickly, ends in either order. */
const rangeArb: fc.Arbitrary<RangeCompatible> = fc
  .tuple(rawPosArb, rawPosArb, fc.nat({ max: 3 }))
  .map(([a, b, form]): RangeCompatible => {
    if (form === 0) return [[a.row, a.column], [b.row, b.column]]
    if (form === 1) return { start: a, end: b }
    if (form === 2) return [new Point(a.row, a.column), b]
    return new Range([a.row, a.column], [b.row, b.column])
  })

const optionsArb = fc.record({ reversed: fc.boolean(), preserveFolds: fc.boolean() }, { requiredKeys: [] })
// Some states with a fold, so that the ranges' ends can unfold it.
const foldedArb = fc.tuple(stateArb, fc.option(fc.tuple(rawPosArb, rawPosArb), { nil: undefined })).map(([s, f]) =>
  f === undefined ? s : reduce(s, A.foldBufferRange({ range: plainRange([[f[0].row, f[0].column], [f[1].row, f[1].column]]) })),
)

describe('setSelectedBufferRanges read as numbers', () => {
  it('flatRanges reads each range as plainRange does, a coordinate beyond 32 bits saturated', () => {
    // No text has 2^31 rows or columns: the buffer clips 2^31 - 1 as it clips an infinity.
    const sat = (n: number) => Math.max(-0x7fffffff, Math.min(0x7fffffff, n))
    fc.assert(
      fc.property(fc.array(rangeArb, { minLength: 1, maxLength: 20 }), ranges => {
        const flat = flatRanges(ranges)!
        expect(flat).toBeInstanceOf(Int32Array)
        const spans = ranges.map(plainRange)
        expect(Array.from(flat)).toEqual(spans.flatMap(r => [r.start.row, r.start.column, r.end.row, r.end.column].map(sat)))
      }),
      runs(200),
    )
  })

  it('reads Infinity and huge coordinates into 32 bits; plainRange keeps them as given', () => {
    expect(Array.from(flatRanges([[[0, -Infinity], [Infinity, 2 ** 40]]])!)).toEqual([0, -0x7fffffff, 0x7fffffff, 0x7fffffff])
    expect(plainRange([[0, -Infinity], [Infinity, 2 ** 40]])).toEqual({ start: { row: 0, column: -Infinity }, end: { row: Infinity, column: 2 ** 40 } })
    const e = new TextEditor({ text: 'ab\ncd' })
    e.setSelectedBufferRanges(Array.from({ length: 64 }, (_, i) => [[i, 0], [Infinity, Infinity]]))
    expect(e.getSelectedBufferRanges().map(r => r.toString())).toEqual(['[(0, 0) - (1, 2)]'])
  })

  it('flatRanges gives up on a range it cannot read quickly, which plainRange then rejects', () => {
    expect(flatRanges([[[0, 0], [1, 1]], [[0, NaN], [1, 1]]])).toBeUndefined()
    expect(() => plainRange([[0, NaN], [1, 1]])).toThrow('Invalid Range: [(0, NaN) - (1, 1)]')
    expect(flatRanges([[[0, 0], [1, 1]], 'x' as never])).toBeUndefined()
    expect(Array.from(flatRanges([[[2, 5], [1, 1]], { start: { row: 0, column: 3 }, end: [0, 1] }])!)).toEqual([1, 1, 2, 5, 0, 1, 0, 3])
  })

  it('makes the state the action makes, with or without folds and options', () => {
    fc.assert(
      fc.property(foldedArb, fc.array(rangeArb, { minLength: 1, maxLength: 90 }), optionsArb, (s, ranges, options) => {
        const expected = reduce(s, A.setSelectedBufferRanges({ ...options, ranges: ranges.map(plainRange) }))
        expect(setSelectedBufferRangesFlat(s, flatRanges(ranges)!, options.reversed, options.preserveFolds)).toEqual(expected)
      }),
      runs(300),
    )
  })

  // The second time, most selections are given their own ranges again (as given: out of the buffer, reversed ends).
  it('given the same ranges again, makes the state the action makes, the same state where nothing changes', () => {
    fc.assert(
      fc.property(foldedArb, fc.array(rangeArb, { minLength: 1, maxLength: 90 }), optionsArb, (s, ranges, options) => {
        const action = A.setSelectedBufferRanges({ ...options, ranges: ranges.map(plainRange) })
        const s1 = reduce(s, action)
        const expected = reduce(s1, action)
        const again = setSelectedBufferRangesFlat(s1, flatRanges(ranges)!, options.reversed, options.preserveFolds)
        expect(again).toEqual(expected)
        if (expected === s1) expect(again).toBe(s1)
      }),
      runs(300),
    )
  })

  it('through the editor, 64 ranges or more end where the action ends, with the same events', () => {
    fc.assert(
      fc.property(foldedArb, fc.array(rangeArb, { minLength: 64, maxLength: 100 }), optionsArb, (s, ranges, options) => {
        const log = (e: TextEditor): string[] => {
          const out: string[] = []
          e.onDidAddSelection(sel => out.push(`add ${sel.getBufferRange()}`))
          e.onDidRemoveSelection(sel => out.push(`remove ${sel.getBufferRange()}`))
          e.onDidChangeSelectionRange(ev => out.push(`range ${ev.oldBufferRange} -> ${ev.newBufferRange}`))
          return out
        }
        const quick = new TextEditor()
        const general = new TextEditor()
        quick.setState(s)
        general.setState(s)
        const quickLog = log(quick)
        const generalLog = log(general)
        quick.setSelectedBufferRanges(ranges, options)
        general.dispatch(A.setSelectedBufferRanges({ ...options, ranges: ranges.map(plainRange) }))
        expect(quick.getState()).toEqual(general.getState())
        expect(quickLog).toEqual(generalLog)
      }),
      runs(100),
    )
  })

  it('leaves a state with the last action\'s effects, a suspended merge or an open transaction to the action', () => {
    const s0 = createEditorState({ text: 'one\ntwo' })
    const copied = reduce(s0, A.copySelectedText())
    expect(copied.effects.length).toBe(1)
    const flat = flatRanges([[[0, 0], [0, 1]]])!
    expect(setSelectedBufferRangesFlat(copied, flat)).toBeUndefined()
    expect(setSelectedBufferRangesFlat(Object.freeze({ ...s0, mergeSuppressed: true as const }), flat)).toBeUndefined()
    expect(setSelectedBufferRangesFlat(reduce(s0, A.createCheckpoint({ isBarrier: true, transaction: true })), flat)).toBeUndefined()
    expect(setSelectedBufferRangesFlat(s0, flat)).toEqual(reduce(s0, A.setSelectedBufferRanges({ ranges: [plainRange([[0, 0], [0, 1]])] })))
    // Through the editor the effects are then the action's own: none.
    const e = new TextEditor({ text: 'one\ntwo' })
    e.copySelectedText()
    e.setSelectedBufferRanges(Array.from({ length: 64 }, (_, i): RangeCompatible => [[i % 2, 0], [i % 2, 1]]))
    expect(e.getState().effects).toEqual([])
  })

  it('an autoscroll listener gets the requests of the ranges', () => {
    const e = new TextEditor({ text: 'one\ntwo\nthree' })
    const seen: string[] = []
    e.onDidRequestAutoscroll(({ screenRange }) => seen.push(screenRange.toString()))
    const ranges: RangeCompatible[] = Array.from({ length: 64 }, (_, i) => [[i % 3, 0], [i % 3, 1]])
    e.setSelectedBufferRanges(ranges)
    expect(seen.length).toBe(64)
    expect(seen[63]).toBe('[(0, 0) - (0, 1)]')
    expect(e.getSelectedBufferRanges().map(String)).toEqual(['[(0, 0) - (0, 1)]', '[(1, 0) - (1, 1)]', '[(2, 0) - (2, 1)]'])
  })
})
