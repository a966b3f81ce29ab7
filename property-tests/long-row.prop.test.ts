/**
 * Property tests of long rows stored in chunks on screen: after random edits
 * in and around a long row (a keystroke, a deletion, a pasted run, a line
 * break), the incremental display map answers every screen query as a map
 * built from scratch does, and the long row's layout is `layoutGroup`'s on
 * the row as one string (the plain model).
 */
import fc from 'fast-check'
import { runs } from './fc-config.js'
import { describe, expect, it } from 'vitest'
import { packed } from '../test/helpers/layout.js'
import * as S from '../src/display/screen.js'
import { groupOfBufferRow } from '../src/display/display-map.js'
import { layoutGroup, type RowSink } from '../src/display/wrap.js'
import { mapChanges } from '../src/state/selections.js'
import { mapFolds } from '../src/display/folds.js'
import { createEditorState, type EditorState } from '../src/state/editor-state.js'
import * as P from '../src/values/pos.js'

const PIECES = ['lorem', ' ', 'ipsum', '-', '/', 'x', '漢', 'ｱ', '😀', 'e\u0301', '  ', 'consectetur', '(a,b);', 'aaaaaaaaaaaaaaaaaaaa']
const piecesArb = fc.array(fc.nat({ max: PIECES.length - 1 }), { minLength: 1, maxLength: 40 }).map(ks => ks.map(k => PIECES[k]!).join(''))

// A long row: a random run of pieces repeated past the chunking length (so its wraps repeat too, the hard case).
const longRowArb = fc.tuple(piecesArb, fc.nat({ max: 3 })).map(([unit, lead]) => ' '.repeat(lead) + unit.repeat(Math.ceil(70_000 / unit.length)))

const stepArb = fc.record({
  at: fc.nat(),
  removed: fc.oneof(fc.constant(0), fc.constant(0), fc.nat({ max: 3 }), fc.nat({ max: 3000 })),
  text: fc.oneof(piecesArb, fc.constant(''), fc.constant('q'), fc.constant('\n'), fc.constant('z'.repeat(1500))),
})

const stateOf = (text: string, column: number): EditorState => createEditorState({ text, softWrapped: true, editorWidthInChars: column })

const edit = (st: EditorState, step: { at: number; removed: number; text: string }): EditorState => {
  const text = st.buffer.getText()
  const from = step.at % (text.length + 1)
  const to = Math.min(text.length, from + step.removed)
  const rep = { start: st.buffer.positionForCharacterIndex(from), end: st.buffer.positionForCharacterIndex(to), text: step.text }
  return Object.freeze({ ...st, buffer: st.buffer.applyReplacements([rep]), folds: mapFolds(st.folds, mapChanges([rep])) })
}

const plainLayout = (row: string, st: EditorState): RowSink => {
  const out: RowSink = { counts: [], widths: [], starts: [], data: [] }
  layoutGroup(() => row, 0, [], 0, S.displayMap(st).params, out)
  return out
}

describe('long rows in chunks on screen', () => {
  it('after random edits answer screen queries as a scratch map does, laid out as layoutGroup lays the row out', () =>
    fc.assert(
      fc.property(longRowArb, fc.constantFrom(7, 40, 500), fc.array(stepArb, { minLength: 1, maxLength: 8 }), fc.array(fc.nat(), { minLength: 6, maxLength: 6 }), (row, column, steps, probes) => {
        let st = stateOf(`first\n${row}\nlast`, column)
        S.getScreenLineCount(st)
        for (const step of steps) {
          st = edit(st, step)
          // An editor asks where the cursor is after each edit.
          S.screenPositionForBufferPosition(st, st.buffer.positionForCharacterIndex(step.at % (st.buffer.getText().length + 1)))
        }
        const scratch = stateOf(st.buffer.getText(), column)
        const chars = st.buffer.getText().length
        // Buffer → screen first: a row laid out in part is laid out only as far as each query needs.
        for (const k of probes) {
          const p = st.buffer.positionForCharacterIndex(k % (chars + 1))
          expect(S.screenPositionForBufferPosition(st, p)).toEqual(S.screenPositionForBufferPosition(scratch, p))
        }
        const count = S.getScreenLineCount(st)
        expect(count).toBe(S.getScreenLineCount(scratch))
        for (const k of probes) {
          const q = P.pos(k % count, k % 600)
          expect(S.bufferPositionForScreenPosition(st, q)).toEqual(S.bufferPositionForScreenPosition(scratch, q))
          expect(S.lineLengthForScreenRow(st, k % count)).toBe(S.lineLengthForScreenRow(scratch, k % count))
        }
        // Every row's layout against the plain model.
        const m = S.displayMap(st)
        for (let r = 0; r < st.buffer.getLineCount(); r++) {
          const expected = plainLayout(st.buffer.lineForRow(r), st)
          const g = groupOfBufferRow(m, r)
          expect(g.layout === null ? 1 : g.layout.rows).toBe(expected.counts[0])
          if (g.layout !== null) expect(packed(g.layout)).toEqual(expected.data)
        }
      }),
      runs(25),
    ))
})
