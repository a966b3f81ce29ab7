import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { runs } from './fc-config.js'
import * as A from '../src/actions/index.js'
import type { Action } from '../src/actions/index.js'
import { reduce } from '../src/reducers/index.js'
import { editReducers } from '../src/reducers/edit.js'
import { applyInTurn } from '../src/reducers/in-turn.js'
import type { Handler } from '../src/reducers/core.js'
import { createEditorState, type EditorState } from '../src/state/editor-state.js'
import { charArb, eolArb } from './arbitraries/editor.js'

// Rows that often start with blanks (soft tabs to snap to), some empty, mixed line endings.
const rowArb = fc.tuple(fc.constantFrom('', ' ', '  ', '    ', '\t', ' \t'), fc.array(charArb, { maxLength: 14 })).map(([lead, cs]) => lead + cs.join(''))
const textArb = fc
  .tuple(fc.array(fc.tuple(rowArb, eolArb), { minLength: 4, maxLength: 20 }), rowArb)
  .map(([rows, last]) => rows.map(([r, e]) => r + e).join('') + last)

/** States with up to 40 cursors, several to a row and some at column 0, sometimes soft-wrapped narrow. */
const stateArb: fc.Arbitrary<EditorState> = fc
  .tuple(
    textArb,
    fc.array(fc.record({ row: fc.nat({ max: 21 }), column: fc.nat({ max: 18 }) }), { minLength: 2, maxLength: 40 }),
    fc.option(fc.integer({ min: 4, max: 12 }), { nil: undefined }),
  )
  .map(([text, cursors, width]) => {
    let s = createEditorState({ text, ...(width !== undefined ? { softWrapped: true, editorWidthInChars: width } : {}) })
    s = reduce(s, A.setCursorBufferPosition({ position: cursors[0]! }))
    for (const position of cursors.slice(1)) s = reduce(s, A.addCursorAtBufferPosition({ position }))
    return s
  })

const seen = (s: EditorState) => ({ text: s.buffer.getText(), selections: s.selections.map(r => [r.start.row, r.start.column, r.end.row, r.end.column, r.reversed]) })

describe('backspace and delete at many cursors', () => {
  for (const [name, make] of [['backspace', () => A.backspace()], ['delete', () => A.deleteForward()]] as const) {
    it(`${name} ends, undoes and redoes as ${name} at one cursor after another in buffer order`, () => {
      fc.assert(
        fc.property(stateArb, fc.nat({ max: 4 }), (s0, before) => {
          // A few deletions first bring cursors together on rows, as repeated backspacing does.
          let s = s0
          for (let k = 0; k < before; k++) s = reduce(s, make())
          const action: Action = make()
          const batched = reduce(s, action)
          const oneByOne = applyInTurn(s, action, editReducers[`edit/${name}`] as Handler<Action>)
          expect(seen(batched)).toEqual(seen(oneByOne))
          const undone = reduce(batched, A.undo())
          expect(seen(undone)).toEqual(seen(reduce(oneByOne, A.undo())))
          expect(seen(reduce(undone, A.redo()))).toEqual(seen(reduce(reduce(oneByOne, A.undo()), A.redo())))
        }),
        runs(300),
      )
    })
  }
})
