import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as A from '../src/actions/index.js'
import type { Action } from '../src/actions/index.js'
import { reduce } from '../src/reducers/index.js'
import { moveLinesBySplices } from '../src/reducers/lines.js'
import { createEditorState, type EditorState } from '../src/state/editor-state.js'
import { PACK_MIN } from '../src/state/history.js'
import { expectInvariants } from './invariants.js'

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

const undoAll = (s: EditorState): EditorState => {
  for (let n = reduce(s, A.undo()); n !== s; n = reduce(s, A.undo())) s = n
  return s
}
const redoAll = (s: EditorState): EditorState => {
  for (let n = reduce(s, A.redo()); n !== s; n = reduce(s, A.redo())) s = n
  return s
}

const sameState = (a: EditorState, b: EditorState) => {
  expect(a.buffer.getText()).toBe(b.buffer.getText())
  expect(a.selections).toEqual(b.selections)
  expect(a.folds).toEqual(b.folds)
  expect(a.nextId).toBe(b.nextId)
}

describe('moveLineUp / moveLineDown', () => {
  it('rewriting rows in place gives the text, selections and undo/redo results of one replacement per splice', () => {
    let inPlace = 0
    fc.assert(
      fc.property(stateArb, fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }), (s0, ups) => {
        let fast = s0
        let general = s0
        for (const up of ups) {
          const action: Action = up ? A.moveLineUp() : A.moveLineDown()
          const next = reduce(fast, action)
          const nextGeneral = (up ? moveLinesBySplices.up : moveLinesBySplices.down)(general, action as never)
          sameState(next, nextGeneral)
          expectInvariants(next)
          // The undo stack grows exactly when the splices' does.
          expect(next.history.undoStack === fast.history.undoStack).toBe(nextGeneral.history.undoStack === general.history.undoStack)
          general = nextGeneral
          if (next.buffer !== fast.buffer && next.buffer.origin!.changes.some(c => c.start.row === c.end.row)) inPlace++
          fast = next
        }
        const back = undoAll(fast)
        sameState(back, undoAll(general))
        expect(back.buffer.getText()).toBe(s0.buffer.getText())
        expect(back.selections).toEqual(s0.selections)
        const again = redoAll(back)
        sameState(again, redoAll(undoAll(general)))
        expect(again.buffer.getText()).toBe(fast.buffer.getText())
        expect(again.selections).toEqual(fast.selections)
      }),
      { numRuns: 300 },
    )
    // The in-place path is taken in most runs.
    expect(inPlace).toBeGreaterThan(100)
  })
})
