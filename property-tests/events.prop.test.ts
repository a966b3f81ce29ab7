/**
 * The event diff's narrower forms say the same as the whole: without range
 * events (`diffEvents(prev, next, false)`, what the editor computes when
 * only cursor-position listeners are on it) the list is the whole list with
 * the range events left out, and an editor listening to cursor positions
 * alone receives the very events one listening to everything receives.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as A from '../src/actions/index.js'
import type { Action } from '../src/actions/index.js'
import { diffEvents } from '../src/events/diff.js'
import { TextEditor } from '../src/facades/text-editor.js'
import { reduce } from '../src/reducers/index.js'
import { posArb, rangeArb, stateArb } from './arbitraries/editor.js'
import { runs } from './fc-config.js'

/** Actions that move, select, edit, fold, undo: each changes selections in its own way. */
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.integer({ min: 1, max: 3 }).map(n => A.moveDown({ rowCount: n })),
  fc.integer({ min: 1, max: 4 }).map(n => A.moveLeft({ columnCount: n })),
  fc.constantFrom('x', 'yz', '\t', '😀', '\n', '中').map(text => A.insertText({ text })),
  posArb.map(position => A.setCursorBufferPosition({ position })),
  posArb.map(position => A.addCursorAtBufferPosition({ position })),
  rangeArb.map(range => A.addSelectionForBufferRange({ range })),
  fc.constantFrom<Action>(
    A.backspace(), A.deleteForward(), A.selectToEndOfLine(), A.selectToBeginningOfWord(), A.moveToEndOfWord(), A.selectAll(),
    A.undo(), A.redo(), A.foldSelectedLines(), A.unfoldAll(), A.consolidateSelections(), A.clearSelections(),
    A.joinLines(), A.moveLineDown(), A.splitSelectionsIntoLines(), A.selectLinesContainingCursors(),
  ),
)

describe('the event diff without range events', () => {
  it('is the whole diff with the range events left out', () => {
    fc.assert(
      fc.property(stateArb, fc.array(actionArb, { minLength: 1, maxLength: 8 }), (s0, actions) => {
        let s = s0
        for (const action of actions) {
          const next = reduce(s, action)
          const whole = diffEvents(s, next)
          expect(diffEvents(s, next, false)).toEqual(whole.filter(e => e.type !== 'selection-changed'))
          s = next
        }
      }),
      runs(300),
    )
  })

  it('an editor with only a cursor-position listener hears what one listening to everything hears of it', () => {
    fc.assert(
      fc.property(stateArb, fc.array(actionArb, { minLength: 1, maxLength: 8 }), (s0, actions) => {
        const text = s0.buffer.getText()
        const ranges = s0.selections.map(r => [[r.start.row, r.start.column], [r.end.row, r.end.column]] as [[number, number], [number, number]])
        const heard = (both: boolean): string[] => {
          const e = new TextEditor({ text })
          e.setSelectedBufferRanges(ranges)
          const out: string[] = []
          e.onDidChangeCursorPosition(ev => out.push(`${ev.cursor.id} ${ev.oldBufferPosition} ${ev.newBufferPosition} ${ev.oldScreenPosition} ${ev.newScreenPosition} ${ev.textChanged}`))
          if (both) e.onDidChangeSelectionRange(() => undefined)
          for (const action of actions) e.dispatch(action)
          return out
        }
        expect(heard(false)).toEqual(heard(true))
      }),
      runs(150),
    )
  })
})
