import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import * as S from '../../src/display/screen.js'
import { createEditorState, type EditorState } from '../../src/state/editor-state.js'
import * as P from '../../src/values/pos.js'

// Typing at many cursors of a plain document (no folds, nothing wrapped): the
// map of each new state is made without reading the typed rows when none can
// be long enough to wrap, and its longest row is carried over when asked.
// Every answer must be the one a map built from scratch gives.

// Rows of distinct lengths (no two equally long), a tab in some; row 70 the longest.
const rows = Array.from({ length: 300 }, (_, i) => (i === 70 ? `${'L'.repeat(30)} longest` : `${i % 4 === 0 ? '\t' : ''}r${i}${'.'.repeat(i % 23)}`))
const text = rows.join('\n')

const fresh = (s: EditorState): EditorState => createEditorState({ text: s.buffer.getText(), maxScreenLineLength: s.config.maxScreenLineLength, tabLength: s.config.tabLength })

const expectAsFresh = (s: EditorState, probes: readonly P.Pos[], longest: boolean): void => {
  const f = fresh(s)
  expect(S.getScreenLineCount(s)).toBe(S.getScreenLineCount(f))
  for (const p of probes) expect(S.screenPositionForBufferPosition(s, p)).toEqual(S.screenPositionForBufferPosition(f, p))
  if (longest) {
    expect(S.getApproximateLongestScreenRow(s)).toBe(S.getApproximateLongestScreenRow(f))
    expect(S.getRightmostScreenPosition(s)).toEqual(S.getRightmostScreenPosition(f))
  }
}

// Cursors at the end of rows 10..59 (50 cursors), the first one's screen position asked, as a listener on it asks.
const typing = (maxScreenLineLength: number): EditorState => {
  let s = createEditorState({ text, maxScreenLineLength, tabLength: 4 })
  s = reduce(s, A.setSelectedBufferRanges({ ranges: Array.from({ length: 50 }, (_, i) => P.span(P.pos(10 + i, 99), P.pos(10 + i, 99))) }))
  S.screenPositionForBufferPosition(s, s.selections[0]!.end)
  return s
}

const probes = [P.pos(0, 0), P.pos(10, 3), P.pos(12, 40), P.pos(70, 5), P.pos(200, 2), P.pos(299, 1)]

describe('typing at many cursors of a plain document', () => {
  for (const ask of ['every keystroke', 'every third keystroke', 'at the end'] as const) {
    it(`keeps screen positions and the longest row as a fresh map has them, the longest row asked ${ask}`, () => {
      let s = typing(500)
      for (let k = 0; k < 40; k++) {
        s = reduce(s, A.insertText({ text: k % 5 === 0 ? '\t' : 'x' }))
        S.screenPositionForBufferPosition(s, s.selections[0]!.end)
        const asked = ask === 'every keystroke' || (ask === 'every third keystroke' && k % 3 === 2)
        if (asked) expectAsFresh(s, probes, true)
      }
      // The typed rows overtook row 70: one of them is now the longest.
      expect(S.getApproximateLongestScreenRow(s)).not.toBe(70)
      expectAsFresh(s, probes, true)
      // Taken back keystroke by keystroke (typing's undo rewrites the same rows).
      for (let k = 0; k < 40; k++) {
        s = reduce(s, A.undo())
        S.screenPositionForBufferPosition(s, s.selections[0]!.end)
        if (ask === 'every keystroke' || k === 39) expectAsFresh(s, probes, true)
      }
      expect(s.buffer.getText()).toBe(text)
      expect(S.getApproximateLongestScreenRow(s)).toBe(70)
    })
  }

  it('wraps a typed row once it is long enough, though no row was before', () => {
    // At 4 columns a tab and a wrap column of 120, a row of 30 code units or fewer cannot wrap.
    let s = typing(120)
    expect(S.isIdentity(s)).toBe(true)
    for (let k = 0; k < 110; k++) {
      s = reduce(s, A.insertText({ text: 'w' }))
      S.screenPositionForBufferPosition(s, s.selections[0]!.end)
    }
    expect(S.isIdentity(s)).toBe(false)
    expect(S.getScreenLineCount(s)).toBeGreaterThan(300)
    expectAsFresh(s, [...probes, P.pos(59, 100), P.pos(60, 0)], true)
  })
})
