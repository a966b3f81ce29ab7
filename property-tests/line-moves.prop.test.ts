import fc from 'fast-check'
import { runs } from './fc-config.js'
import { describe, expect, it } from 'vitest'
import * as A from '../src/actions/index.js'
import type { Action } from '../src/actions/index.js'
import { moveLines } from '../src/reducers/line-moves.js'
import { reduce } from '../src/reducers/index.js'
import { createEditorState, type EditorState } from '../src/state/editor-state.js'
import { PACK_MIN, RowSwapStep, stepsOf } from '../src/state/history.js'
import { expectInvariants, redoAll, shapes, undoAll } from './invariants.js'

/** Short lines, often empty, often equal to each other. */
const lineArb = fc.oneof(fc.constant(''), fc.constantFrom('a', 'b', ' c', '\td', 'ef gh', '😀'), fc.string({ maxLength: 6 }).map(s => s.replace(/[\r\n]/g, '')))

/**
 * Texts of 1 to 30 rows: mostly one ending throughout (`\n` or `\r\n`, so that
 * rows keep their endings when they change places), sometimes another
 * ending here and there, lone CRs included; the last row may be empty.
 */
const textArb = fc
  .tuple(
    fc.constantFrom('\n', '\r\n'),
    fc.array(fc.tuple(lineArb, fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('\n', '\r\n', '\r') })), { maxLength: 29 }),
    lineArb,
  )
  .map(([ending, lines, last]) => lines.map(([l, e]) => l + (e ?? ending)).join('') + last)

const posArb = fc.record({ row: fc.nat({ max: 31 }), column: fc.nat({ max: 7 }) })

/**
 * A state with up to twice `PACK_MIN` selections: cursors, empty tailed
 * selections, and ranges over up to three rows (forward or reversed), so
 * that blocks touch, share rows and reach the first and last rows.
 */
const stateArb: fc.Arbitrary<EditorState> = fc
  .tuple(
    textArb,
    fc.array(fc.tuple(posArb, fc.nat({ max: 3 }), fc.nat({ max: 7 }), fc.boolean()), { minLength: 1, maxLength: 2 * PACK_MIN }),
    fc.boolean(),
  )
  .map(([text, marks, autoIndent]) => {
    let s = createEditorState({ text, autoIndent })
    s = reduce(s, A.setCursorBufferPosition({ position: marks[0]![0] }))
    for (const [start, rows, column, reversed] of marks.slice(1)) {
      if (rows === 0 && column === 0) s = reduce(s, A.addCursorAtBufferPosition({ position: start }))
      else {
        const end = { row: start.row + rows, column }
        s = reduce(s, A.addSelectionForBufferRange({ range: { start, end }, reversed }))
      }
    }
    return s
  })

describe('moveLineUp / moveLineDown', () => {
  it('keep every invariant (mixed and lone-CR endings, many selections), and undo/redo restore the text and selections', () => {
    fc.assert(
      fc.property(stateArb, fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }), (s0, ups) => {
        let s = s0
        let beforeFirst: EditorState | undefined
        let afterLast: EditorState | undefined
        for (const up of ups) {
          const next = reduce(s, up ? A.moveLineUp() : A.moveLineDown())
          expectInvariants(next)
          // Rows change places: without auto-indent the text keeps its characters, endings aside.
          if (!s0.config.autoIndent) expect(next.buffer.getText().replace(/[\r\n]/g, '').length).toBe(s.buffer.getText().replace(/[\r\n]/g, '').length)
          if (next.history.undoStack !== s.history.undoStack) {
            beforeFirst ??= s
            afterLast = next
          }
          s = next
        }
        // Moved rows have a lone `\r` normalised to a line ending, and a `\r` meeting a `\n` makes one `\r\n`
        // ending that undo does not split again (in Atom too): the round trip is Atom's law without a lone `\r`.
        fc.pre(beforeFirst !== undefined && !/\r(?!\n)/.test(s0.buffer.getText()))
        const back = undoAll(s)
        expect(back.buffer.getText()).toBe(s0.buffer.getText())
        expect(shapes(back)).toEqual(shapes(beforeFirst!))
        const again = redoAll(back)
        expect(again.buffer.getText()).toBe(s.buffer.getText())
        expect(shapes(again)).toEqual(shapes(afterLast!))
      }),
      runs(300),
    )
  })
})

describe('moveLineUp / moveLineDown by row exchange', () => {
  // The reducers with the in-place row exchange turned off: every move as text replacements.
  const byText = (s: EditorState, up: boolean): EditorState => moveLines(up, { rowSwaps: false })(s, up ? A.moveLineUp() : A.moveLineDown())
  const changesOf = (s: EditorState) => s.buffer.origin?.changes.map(c => [c.start, c.end, c.text])

  it('gives the states the text replacements give: text, selections, folds, reported changes, undo and redo', () => {
    const foldArb = fc.option(fc.tuple(fc.nat({ max: 31 }), fc.nat({ max: 3 })), { nil: undefined })
    // Moves that took the row-exchange path (the comparison is vacuous without them), and those that did not.
    let swapped = 0
    let replaced = 0
    fc.assert(
      fc.property(stateArb, foldArb, fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }), (s0, fold, ups) => {
        if (fold) {
          const [row, rows] = fold
          s0 = reduce(s0, A.foldBufferRowRange({ startRow: row, endRow: row + rows }))
        }
        let fast = s0
        let slow = s0
        for (const up of ups) {
          const a = reduce(fast, up ? A.moveLineUp() : A.moveLineDown())
          const b = byText(slow, up)
          expect(a.buffer.getText()).toBe(b.buffer.getText())
          expect(a.selections).toEqual(b.selections)
          expect(a.folds).toEqual(b.folds)
          if (a.buffer !== fast.buffer) {
            expect(changesOf(a)).toEqual(changesOf(b))
            if (a.history.undoStack?.head.kind === 'change' && stepsOf(a.history.undoStack.head.steps)[0] instanceof RowSwapStep) swapped++
            else replaced++
          }
          fast = a
          slow = b
        }
        const [fastBack, slowBack] = [undoAll(fast), undoAll(slow)]
        expect(fastBack.buffer.getText()).toBe(slowBack.buffer.getText())
        expect(fastBack.selections).toEqual(slowBack.selections)
        expect(fastBack.folds).toEqual(slowBack.folds)
        const [fastAgain, slowAgain] = [redoAll(fastBack), redoAll(slowBack)]
        expect(fastAgain.buffer.getText()).toBe(slowAgain.buffer.getText())
        expect(fastAgain.selections).toEqual(slowAgain.selections)
        expect(fastAgain.folds).toEqual(slowAgain.folds)
      }),
      runs(400),
    )
    expect(swapped).toBeGreaterThan(100)
    expect(replaced).toBeGreaterThan(50)
  })
})
