import fc from 'fast-check'
import { runs } from './fc-config.js'
import { describe, expect, it } from 'vitest'
import * as A from '../src/actions/index.js'
import type { Action } from '../src/actions/index.js'
import { reduce } from '../src/reducers/index.js'
import { createEditorState, head, type EditorState } from '../src/state/editor-state.js'
import { posArb, rangeArb, stateArb, textArb } from './arbitraries/editor.js'
import { expectInvariants } from './invariants.js'

/** Pairs of (select command, the cursor motion it extends by). */
const pairs: readonly [Action, Action][] = [
  [A.selectRight(), A.moveRight()],
  [A.selectLeft(), A.moveLeft()],
  [A.selectUp(), A.moveUp()],
  [A.selectDown(), A.moveDown()],
  [A.selectToTop(), A.moveToTop()],
  [A.selectToBottom(), A.moveToBottom()],
  [A.selectToBeginningOfLine(), A.moveToBeginningOfLine()],
  [A.selectToFirstCharacterOfLine(), A.moveToFirstCharacterOfLine()],
  [A.selectToEndOfLine(), A.moveToEndOfScreenLine()],
  [A.selectToEndOfBufferLine(), A.moveToEndOfLine()],
  [A.selectToBeginningOfWord(), A.moveToBeginningOfWord()],
  [A.selectToEndOfWord(), A.moveToEndOfWord()],
  [A.selectToBeginningOfNextWord(), A.moveToBeginningOfNextWord()],
  [A.selectToPreviousWordBoundary(), A.moveToPreviousWordBoundary()],
  [A.selectToNextWordBoundary(), A.moveToNextWordBoundary()],
  [A.selectToPreviousSubwordBoundary(), A.moveToPreviousSubwordBoundary()],
  [A.selectToNextSubwordBoundary(), A.moveToNextSubwordBoundary()],
  [A.selectToBeginningOfNextParagraph(), A.moveToBeginningOfNextParagraph()],
  [A.selectToBeginningOfPreviousParagraph(), A.moveToBeginningOfPreviousParagraph()],
]

const selectArb: fc.Arbitrary<Action> = fc.oneof(
  fc.constantFrom(...pairs.map(p => p[0])),
  fc.constantFrom<Action>(
    A.selectAll(), A.selectWord(), A.selectSubword(), A.expandOverWord(), A.selectLine(), A.expandOverLine(),
    A.addSelectionBelow(), A.addSelectionAbove(), A.splitSelectionsIntoLines(), A.selectLinesContainingCursors(),
    A.selectWordsContainingCursors(), A.consolidateSelections(), A.clearSelections(), A.clear(),
  ),
  posArb.map(position => A.selectToBufferPosition({ position })),
  posArb.map(position => A.selectToScreenPosition({ position })),
  fc.tuple(rangeArb, fc.boolean()).map(([range, reversed]) => A.addSelectionForBufferRange({ range, reversed })),
)

const single = (s: EditorState) => reduce(s, A.consolidateSelections())

describe('selection commands', () => {
  it('keep selections sorted, disjoint by Atom rules, inside the buffer, with one last', () => {
    const counts = new Map<string, number>()
    fc.assert(
      fc.property(stateArb, fc.array(selectArb, { maxLength: 15 }), (s0, actions) => {
        actions.reduce((s, a) => {
          const n = reduce(s, a)
          expectInvariants(n)
          counts.set(a.type, (counts.get(a.type) ?? 0) + 1)
          return n
        }, s0)
      }),
      runs(200),
    )
    for (const type of ['select/selectWord', 'select/addSelectionBelow', 'select/selectToEndOfWord', 'editor/splitSelectionsIntoLines'])
      expect(counts.get(type) ?? 0).toBeGreaterThan(0)
  })

  it('selectToX then clear leaves the cursor where moveToX would have', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom(...pairs), (s0, [select, move]) => {
        const s = single(s0)
        const viaSelect = reduce(reduce(s, select), A.clear())
        const viaMove = reduce(s, move)
        expect(viaSelect.selections.map(head)).toEqual(viaMove.selections.map(head))
      }),
      runs(300),
    )
  })

  it('the range a merge covers does not depend on the order of the two selections', () => {
    fc.assert(
      fc.property(textArb, rangeArb, rangeArb, (text, a, b) => {
        const pair = (first: typeof a, second: typeof a) =>
          reduce(reduce(createEditorState({ text }), A.setBufferRange({ range: first })), A.addSelectionForBufferRange({ range: second }))
        const spans = (s: EditorState) => s.selections.map(r => [r.start, r.end])
        expect(spans(pair(a, b))).toEqual(spans(pair(b, a)))
        // An explicit merge, either way round.
        const s = reduce(createEditorState({ text }), A.setSelectedBufferRanges({ ranges: [a, b] }))
        fc.pre(s.selections.length === 2)
        const [x, y] = [...s.selections].sort((p, q) => p.id - q.id)
        const xy = reduce(s, A.merge({ target: x!.id, other: y!.id }))
        const yx = reduce(s, A.merge({ target: y!.id, other: x!.id }))
        expect(spans(xy)).toEqual(spans(yx))
      }),
      runs(200),
    )
  })
})
