import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import { reduce } from '../../src/reducers/index.js'
import * as S from '../../src/display/screen.js'
import { createEditorState } from '../../src/state/editor-state.js'
import * as P from '../../src/values/pos.js'

// A document long enough to be loaded lazily (4,096 characters and more, `\n` breaks only).
const rows = Array.from({ length: 400 }, (_, i) => (i === 250 ? '\tindented by a tab, the longest row here' : `row ${i} of text`))
const text = rows.join('\n')

describe('a loaded document on screen', () => {
  it('knows its row starts until edited', () => {
    const b = TextBuffer.fromString(text)
    const starts = b.rowStarts()!
    expect(starts.length).toBe(401)
    expect(starts[3]).toBe(text.indexOf('row 3 '))
    expect(starts[400]).toBe(text.length)
    expect(b.lineLengthForRow(250)).toBe(rows[250]!.length)
    expect(b.lineLengthForRow(399)).toBe('row 399 of text'.length)
    expect(b.setTextInRange({ start: P.pos(0, 0), end: P.pos(0, 0) }, 'x').buffer.rowStarts()).toBeNull()
    expect(TextBuffer.fromString('short\ntext').rowStarts()).toBeNull()
  })

  it('with short rows only: one screen row per buffer row, and the longest row found when asked', () => {
    const s = createEditorState({ text, tabLength: 4 })
    expect(S.isIdentity(s)).toBe(true)
    expect(S.getScreenLineCount(s)).toBe(400)
    expect(S.getApproximateLongestScreenRow(s)).toBe(250)
    expect(S.getRightmostScreenPosition(s)).toEqual(P.pos(250, rows[250]!.length + 3))
    expect(S.screenPositionForBufferPosition(s, P.pos(250, 1))).toEqual(P.pos(250, 4))
  })

  it('a row longer than maxScreenLineLength still wraps', () => {
    const long = rows.map((r, i) => (i === 7 ? 'w'.repeat(1200) : r)).join('\n')
    const s = createEditorState({ text: long })
    expect(S.isIdentity(s)).toBe(false)
    expect(S.getScreenLineCount(s)).toBe(402)
    expect(S.screenPositionForBufferPosition(s, P.pos(8, 0))).toEqual(P.pos(10, 0))
  })

  it('moving to the ends of screen lines reads lengths of loaded rows, edited or not', () => {
    let s = createEditorState({ text })
    s = reduce(s, A.setSelectedBufferRanges({ ranges: [0, 250, 399].map(row => ({ start: P.pos(row, 1), end: P.pos(row, 1) })) }))
    s = reduce(s, A.insertText({ text: 'ab' }))
    s = reduce(s, A.selectToEndOfLine())
    expect(s.selections.map(r => [r.start, r.end])).toEqual([
      [P.pos(0, 3), P.pos(0, rows[0]!.length + 2)],
      [P.pos(250, 3), P.pos(250, rows[250]!.length + 2)],
      [P.pos(399, 3), P.pos(399, rows[399]!.length + 2)],
    ])
  })
})
