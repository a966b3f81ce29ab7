/**
 * Saving and loading: `fromJSON(JSON.parse(JSON.stringify(toJSON(s))))`
 * behaves like `s` under any action sequence, undo and redo included, and a
 * corrupted save is a `Left` or a state that still works, never a broken one.
 */
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import * as A from '../src/actions/index.js'
import type { Action } from '../src/actions/index.js'
import { reduce } from '../src/reducers/index.js'
import { createEditorState, type EditorState } from '../src/state/editor-state.js'
import { fromJSON, toJSON } from '../src/persist/json.js'
import { posArb, rangeArb, stateArb } from './arbitraries/editor.js'
import { expectInvariants } from './invariants.js'

const textPieceArb = fc.constantFrom('x', 'yz', '\n', '\r\n', '\r', '\t', '😀', '中', '', 'a\r\nb\nc', '  ')

/** Actions of every family, with timestamps so that grouping happens. */
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.tuple(textPieceArb, fc.nat({ max: 1000 })).map(([text, timestamp]) => A.insertText({ text, timestamp, groupingInterval: 300 })),
  textPieceArb.map(text => A.insertText({ text })),
  fc.constantFrom<Action>(
    A.backspace(), A.deleteForward(), A.deleteToBeginningOfWord(), A.deleteLine(), A.joinLines(), A.moveLineDown(), A.moveLineUp(),
    A.duplicateLines(), A.indentSelectedRows(), A.outdentSelectedRows(), A.upperCase(), A.transpose(), A.insertNewlineBelow(),
    A.moveUp(), A.moveDown(), A.moveLeft(), A.moveRight(), A.moveToEndOfLine(), A.moveToBeginningOfWord(), A.moveToEndOfScreenLine(),
    A.selectRight(), A.selectUp(), A.selectDown(), A.selectWord(), A.selectLine(), A.selectAll(), A.selectToEndOfWord(),
    A.addSelectionBelow(), A.addSelectionAbove(), A.splitSelectionsIntoLines(), A.consolidateSelections(), A.clearSelections(),
    A.copy(), A.cut(), A.cutToEndOfLine(),
    A.undo(), A.undo(), A.redo(), A.redo(), A.createCheckpoint(), A.groupLastChanges(), A.createCheckpoint({ isBarrier: true }),
    A.foldSelectedLines(), A.unfoldAll(), A.foldBufferRowRange({ startRow: 0, endRow: 2 }),
    A.update({ config: { softWrapped: true, editorWidthInChars: 5 } }), A.update({ config: { tabLength: 4, softTabs: false } }),
  ),
  posArb.map(position => A.addCursorAtBufferPosition({ position })),
  posArb.map(position => A.setCursorBufferPosition({ position })),
  fc.tuple(rangeArb, fc.boolean()).map(([range, reversed]) => A.addSelectionForBufferRange({ range, reversed })),
  posArb.map(position => A.selectToScreenPosition({ position, suppressSelectionMerge: true })),
  fc.tuple(rangeArb, textPieceArb).map(([range, text]) => A.setTextInRange({ range, text })),
  // Methods called on one selection (their undo entries keep no selections).
  fc.tuple(textPieceArb, fc.integer({ min: 1, max: 4 })).map(([text, target]) => A.insertText({ text, target })),
  fc.integer({ min: 1, max: 4 }).map(target => A.selectRight({ target })),
  fc.integer({ min: 1, max: 4 }).map(target => A.backspace({ target })),
  textPieceArb.map(text => A.pasteText({ clipboard: { text } })),
  fc.nat({ max: 6 }).map(checkpoint => A.revertToCheckpoint({ checkpoint })),
  fc.nat({ max: 6 }).map(checkpoint => A.groupChangesSinceCheckpoint({ checkpoint })),
  fc.array(fc.tuple(textPieceArb, posArb), { maxLength: 3 }).map(list =>
    A.transact({ actions: list.flatMap(([text, position]) => [A.addCursorAtBufferPosition({ position }), A.insertText({ text })]) }),
  ),
)

/** Many cursors (packed undo steps and packed selection lists: 32 and more). */
const manyArb: fc.Arbitrary<EditorState> = fc
  .tuple(fc.array(fc.constantFrom('ab cd', '', '\tx😀', 'word, word'), { minLength: 40, maxLength: 40 }), fc.constantFrom('\n', '\r\n'), fc.nat({ max: 4 }))
  .map(([lines, eol, column]) =>
    reduce(
      createEditorState({ text: lines.join(eol) }),
      A.setSelectedBufferRanges({ ranges: lines.map((_, row) => ({ start: { row, column }, end: { row, column } })) }),
    ),
  )

const run = (s: EditorState, actions: readonly Action[]): EditorState => actions.reduce(reduce, s)
const roundTrip = (s: EditorState): EditorState => {
  const loaded = fromJSON(JSON.parse(JSON.stringify(toJSON(s))))
  if (E.isLeft(loaded)) throw new Error(loaded.left.messages.join('\n'))
  return loaded.right
}

describe('toJSON / fromJSON', () => {
  it('round-trips exactly and behaves like the original under any actions, undo and redo included', () =>
    fc.assert(
      fc.property(fc.oneof(stateArb, manyArb), fc.array(actionArb, { maxLength: 25 }), fc.array(actionArb, { maxLength: 25 }), (s0, before, after) => {
        const s = run(s0, before)
        const loaded = roundTrip(s)
        expect(loaded.buffer.getText()).toBe(s.buffer.getText())
        expect(loaded.selections).toEqual(s.selections)
        expect(loaded.folds).toEqual(s.folds)
        expect(toJSON(loaded)).toEqual(toJSON(s))
        // Then every action, and undoing and redoing all of it, goes the same way.
        let [a, b] = [s, loaded]
        for (const action of [...after, ...Array.from({ length: 30 }, () => A.undo()), ...Array.from({ length: 30 }, () => A.redo())]) {
          const [na, nb] = [reduce(a, action), reduce(b, action)]
          expect(nb.buffer.getText()).toBe(na.buffer.getText())
          expect(nb.selections).toEqual(na.selections)
          expect(nb.folds).toEqual(na.folds)
          // The effects of this action (a state that did not change keeps those of an earlier one, which a save drops).
          if (na !== a && nb !== b) expect(nb.effects).toEqual(na.effects)
          ;[a, b] = [na, nb]
        }
        expect(toJSON(b)).toEqual(toJSON(a))
      }),
      { numRuns: 200 },
    ))

  it('a corrupted save is a Left with messages, or a state that works', () =>
    fc.assert(
      fc.property(stateArb, fc.array(actionArb, { maxLength: 20 }), fc.nat(), fc.oneof(fc.integer({ min: -2, max: 40 }), fc.constantFrom<unknown>('x', null, 1.5, [], {})), (s0, actions, pick, value) => {
        const json = JSON.parse(JSON.stringify(toJSON(run(s0, actions)))) as unknown
        // Replace one leaf (a number, string, boolean or null) somewhere in the save.
        const leaves: { parent: Record<string, unknown>; key: string }[] = []
        const walk = (v: unknown): void => {
          if (typeof v !== 'object' || v === null) return
          for (const [k, x] of Object.entries(v)) {
            if (typeof x === 'object' && x !== null) walk(x)
            else leaves.push({ parent: v as Record<string, unknown>, key: k })
          }
        }
        walk(json)
        const leaf = leaves[pick % leaves.length]!
        leaf.parent[leaf.key] = value
        const loaded = fromJSON(json)
        if (E.isLeft(loaded)) {
          expect(loaded.left.messages.length).toBeGreaterThan(0)
          return
        }
        let s = loaded.right
        if (s.selections.length === 0) s = reduce(s, A.ensureCursor())
        for (const action of [A.undo(), A.undo(), A.undo(), A.redo(), A.redo(), A.insertText({ text: 'q\n' }), A.moveUp(), A.backspace(), A.undo()]) {
          s = reduce(s, action)
          if (!s.mergeSuppressed) expectInvariants(s)
        }
      }),
      { numRuns: 300 },
    ))
})
