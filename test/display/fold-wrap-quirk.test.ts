import { describe, expect, it } from 'vitest'
import * as S from '../../src/display/screen.js'
import { addFold } from '../../src/display/folds.js'
import { createEditorState } from '../../src/state/editor-state.js'
import * as P from '../../src/values/pos.js'

// Atom's DisplayLayer gives these same answers (checked against @pulsar-edit/text-buffer):
// the fold's end (1,1) sits inside row 1's leading spaces, which atomic soft tabs snap
// back to (1,0), inside the fold, so the end of the fold placeholder does not round-trip.
describe('a fold ending inside an atomic soft tab, soft wrapped at width 1', () => {
  const state = addFold(
    createEditorState({ text: '\u2764\ufe0f\u00e9x\u00e9\n  \u6587a  \nb', softWrapped: true, editorWidthInChars: 1 }),
    P.span(P.pos(0, 0), P.pos(1, 1)),
  )

  it('shows the placeholder alone on the first screen row', () => {
    expect([0, 1, 2].map(r => S.lineTextForScreenRow(state, r))).toEqual(['\ufeff', ' ', '\u6587'])
  })

  it('translates as Atom does, where the round trip is not the identity', () => {
    expect(S.clipScreenPosition(state, P.pos(1, 0))).toEqual(P.pos(0, 1))
    expect(S.bufferPositionForScreenPosition(state, P.pos(1, 0))).toEqual(P.pos(1, 0))
    expect(S.screenPositionForBufferPosition(state, P.pos(1, 1))).toEqual(P.pos(0, 1))
    expect(S.screenPositionForBufferPosition(state, P.pos(1, 0))).toEqual(P.pos(0, 1))
    expect(S.bufferPositionForScreenPosition(state, P.pos(0, 1))).toEqual(P.pos(0, 0))
  })
})

// Atom: DisplayLayer.clipScreenPosition on "x\n   y", fold [0,0]-[1,1], soft wrap at 1, tab length 2
// clips (1,1) to (0,1) and (0,1) to (0,0): clipping the clipped position moves it again
describe('clipping a fold end inside an atomic soft tab twice, soft wrapped at width 1', () => {
  const state = addFold(
    createEditorState({ text: 'x\n   y', tabLength: 2, softWrapped: true, editorWidthInChars: 1 }),
    P.span(P.pos(0, 0), P.pos(1, 1)),
  )

  it('moves the clipped position again, as Atom does', () => {
    expect(S.clipScreenPosition(state, P.pos(1, 1))).toEqual(P.pos(0, 1))
    expect(S.clipScreenPosition(state, P.pos(1, 2))).toEqual(P.pos(0, 1))
    expect(S.clipScreenPosition(state, P.pos(0, 1))).toEqual(P.pos(0, 0))
    expect(S.clipScreenPosition(state, P.pos(0, 0))).toEqual(P.pos(0, 0))
  })

  it('is idempotent backward and forward there', () => {
    for (const clipDirection of ['backward', 'forward'] as const)
      for (const p of [P.pos(0, 0), P.pos(0, 1), P.pos(1, 0), P.pos(1, 1), P.pos(1, 2)]) {
        const c = S.clipScreenPosition(state, p, { clipDirection })
        expect(S.clipScreenPosition(state, c, { clipDirection })).toEqual(c)
      }
  })
})
