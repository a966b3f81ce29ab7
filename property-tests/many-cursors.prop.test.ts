import fc from 'fast-check'
import { runs } from './fc-config.js'
import { describe, expect, it } from 'vitest'
import * as A from '../src/actions/index.js'
import type { Action } from '../src/actions/index.js'
import { reduce } from '../src/reducers/index.js'
import { insertTextInBatches } from '../src/reducers/edit.js'
import { createEditorState, type EditorState } from '../src/state/editor-state.js'
import { PACK_MIN } from '../src/state/history.js'
import { charArb, eolArb } from './arbitraries/editor.js'
import { expectInvariants, expectUndoRedoRestores } from './invariants.js'

/** Texts of 13 to 25 rows of up to 30 characters, with mixed line endings (the edge cases of `textArb`, more room). */
const textArb = fc
  .tuple(fc.array(fc.tuple(fc.array(charArb, { maxLength: 30 }).map(cs => cs.join('')), eolArb), { minLength: 12, maxLength: 24 }), fc.array(charArb, { maxLength: 8 }))
  .map(([lines, last]) => lines.map(([l, e]) => l + e).join('') + last.join(''))

const posArb = fc.record({ row: fc.nat({ max: 25 }), column: fc.nat({ max: 32 }) })

/**
 * States with many selections (up to twice `PACK_MIN`, so that undo entries
 * are kept packed), several to a row: bare cursors, empty selections with a
 * tail, and, unless `emptyOnly`, some non-empty ones.
 */
// `plainCR`: every lone `\r` of the text made a `\n` (for laws that are Atom's only without one).
// `wholePairs`: no selection ends between the halves of a surrogate pair (Atom's undo gives a lone half back as U+FFFD).
const manyArb = (emptyOnly: boolean, plainCR = false, wholePairs = false): fc.Arbitrary<EditorState> =>
  fc
    .tuple(
      textArb,
      fc.array(fc.tuple(posArb, fc.nat({ max: 5 }), fc.nat({ max: 2 })), { minLength: 2 * PACK_MIN, maxLength: 4 * PACK_MIN }),
    )
    .map(([text, given]) => {
      let marks = given
      let s = createEditorState({ text: plainCR ? text.replace(/\r(?!\n)/g, '\n') : text, atomicSoftTabs: false })
      const whole = (p: { row: number; column: number }) => {
        if (!wholePairs || p.row >= s.buffer.getLineCount()) return p
        const line = s.buffer.lineForRow(p.row)
        return p.column > 0 && /[\ud800-\udbff]/.test(line[p.column - 1] ?? '') && /[\udc00-\udfff]/.test(line[p.column] ?? '') ? { row: p.row, column: p.column - 1 } : p
      }
      marks = marks.map(([p, kind, width]) => [whole(p), kind, width])
      const first = marks[0]![0]
      s = reduce(s, A.setCursorBufferPosition({ position: first }))
      for (const [position, kind, width] of marks.slice(1)) {
        if (kind === 0 && !emptyOnly) {
          const end = whole({ row: position.row, column: position.column + width + 1 })
          s = reduce(s, A.addSelectionForBufferRange({ range: { start: position, end }, reversed: width === 1 }))
        } else if (kind === 1) s = reduce(s, A.addSelectionForBufferRange({ range: { start: position, end: position } }))
        else s = reduce(s, A.addCursorAtBufferPosition({ position }))
      }
      return s
    })

/** Breakless texts: what the typing path takes. */
const typedArb = fc.constantFrom('x', 'yz', '\t', '😀', '中文', ' ')

describe('many cursors', () => {
  it('typing at every cursor makes the state the general insertText machinery makes, and undoes the same', () => {
    fc.assert(
      fc.property(manyArb(true), typedArb, (s0, text) => {
        const action = A.insertText({ text })
        const fast = reduce(s0, action)
        const general = insertTextInBatches(s0, action)
        expect(fast.buffer.getText()).toBe(general.buffer.getText())
        expect(fast.selections).toEqual(general.selections)
        expectInvariants(fast)
        const [u1, u2] = [reduce(fast, A.undo()), reduce(general, A.undo())]
        expect(u1.buffer.getText()).toBe(s0.buffer.getText())
        expect(u2.buffer.getText()).toBe(s0.buffer.getText())
        expect(u1.selections).toEqual(s0.selections)
        expect(u2.selections).toEqual(s0.selections)
        const r1 = reduce(u1, A.redo())
        expect(r1.buffer.getText()).toBe(fast.buffer.getText())
        expect(r1.selections).toEqual(fast.selections)
      }),
      runs(300),
    )
  })

  const editArb: fc.Arbitrary<Action> = fc.oneof(
    fc.constantFrom('x', '\n', 'a\r\nb', '\t', '😀', 'ab').map(text => A.insertText({ text })),
    fc.constantFrom<Action>(
      A.backspace(), A.deleteForward(), A.deleteToEndOfWord(), A.deleteToBeginningOfLine(), A.deleteLine(),
      A.joinLines(), A.indentSelectedRows(), A.outdentSelectedRows(), A.moveLineDown(), A.moveLineUp(),
      A.duplicateLines(), A.insertNewlineBelow(),
    ),
    fc.constantFrom<Action>(A.moveDown(), A.moveToEndOfWord(), A.selectRight(), A.selectToBeginningOfLine(), A.moveLeft()),
  )

  it('undoing everything restores the initial text and selections, redoing everything the final ones', () => {
    fc.assert(
      // Atom's undo does not restore a text where a step put a lone `\r` right before a `\n` (see edit.prop).
      fc.property(manyArb(false, true, true), fc.array(editArb, { maxLength: 8 }), (s0, actions) => {
        fc.pre(expectUndoRedoRestores(s0, actions))
      }),
      runs(200),
    )
  })
})
