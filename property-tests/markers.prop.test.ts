/**
 * Markers through random edits, against a model in character offsets: the
 * rules of Atom's marker index (where each endpoint goes, and which
 * strategies a change invalidates) restated on a flat string. Texts reach
 * empty buffers, CRLF, tabs, surrogate pairs and wide characters.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as A from '../src/actions/index.js'
import { reduce } from '../src/reducers/index.js'
import { createEditorState, type EditorState } from '../src/state/editor-state.js'
import { lineArb, rawPosArb } from './arbitraries/editor.js'

type Strategy = 'never' | 'surround' | 'overlap' | 'inside' | 'touch'

interface ModelMarker {
  readonly start: number
  readonly end: number
  readonly exclusive: boolean
  readonly invalidate: Strategy
  readonly valid: boolean
}

/** One marker through `[s, e)` replaced by `len` characters, in offsets. */
const model = (m: ModelMarker, s: number, e: number, len: number): ModelMarker => {
  const x = m.exclusive
  const empty = m.start === m.end
  const n = s + len
  let start: number
  let end: number
  let hits: Record<Strategy, boolean>
  if (s === e) {
    const at = (p: number, isStart: boolean) => (p < s ? p : p > s ? p + len : isStart ? (x ? n : s) : !x || empty ? n : s)
    start = at(m.start, true)
    end = at(m.end, false)
    const touch = m.start <= s && s <= m.end
    hits = { never: false, surround: false, overlap: false, inside: start <= s && end >= n, touch }
  } else {
    const at = (p: number, isStart: boolean) => (p < s ? p : p === s ? (isStart && x && !empty ? n : s) : p <= e ? n : p - e + n)
    start = at(m.start, true)
    end = at(m.end, false)
    const startsIn = (s < m.start && m.start < e) || (x && m.start === s && !empty)
    const endsIn = (s < m.end && m.end < e) || (x && m.end === e && !empty)
    const overlap = startsIn || endsIn
    hits = { never: false, surround: startsIn && endsIn, overlap, inside: overlap || (m.start < e && m.end > s), touch: m.start <= e && m.end >= s }
  }
  return { ...m, start, end, valid: m.valid && !hits[m.invalidate] }
}

const textArb = fc
  .tuple(fc.array(fc.tuple(lineArb, fc.constantFrom('\n', '\r\n')), { maxLength: 5 }), lineArb)
  .map(([lines, last]) => lines.map(([l, e]) => l + e).join('') + last)
const insertedArb = fc.constantFrom('', 'x', 'ab', '\n', 'q\nr', '😀', '\t')
const markerArb = fc.record({
  range: fc.tuple(rawPosArb, rawPosArb),
  invalidate: fc.constantFrom<Strategy>('never', 'surround', 'overlap', 'inside', 'touch'),
  exclusive: fc.constantFrom(undefined, true, false),
  tailless: fc.boolean(),
})
const editArb = fc.record({ range: fc.tuple(rawPosArb, rawPosArb), text: insertedArb })

const span = ([a, b]: readonly [{ row: number; column: number }, { row: number; column: number }]) => ({ start: a, end: b })

describe('markers through edits', () => {
  it('every marker lands where the offset model puts it, valid as the model says', () => {
    fc.assert(
      fc.property(textArb, fc.array(markerArb, { minLength: 1, maxLength: 6 }), fc.array(editArb, { minLength: 1, maxLength: 6 }), (text, markers, edits) => {
        let s: EditorState = createEditorState({ text })
        for (const m of markers) {
          s = m.tailless
            ? reduce(s, A.markBufferPosition({ position: m.range[0], invalidate: m.invalidate, ...(m.exclusive === undefined ? {} : { exclusive: m.exclusive }) }))
            : reduce(s, A.markBufferRange({ range: span(m.range), invalidate: m.invalidate, ...(m.exclusive === undefined ? {} : { exclusive: m.exclusive }) }))
        }
        let models: ModelMarker[] = s.markers!.records.map(r => ({
          start: s.buffer.characterIndexForPosition(r.start),
          end: s.buffer.characterIndexForPosition(r.end),
          exclusive: r.exclusive ?? (r.invalidate === 'inside' || !r.tailed),
          invalidate: r.invalidate,
          valid: true,
        }))
        for (const edit of edits) {
          const range = s.buffer.clipRange(span(edit.range))
          const from = s.buffer.characterIndexForPosition(range.start)
          const to = s.buffer.characterIndexForPosition(range.end)
          const before = s.buffer.getLength()
          const next = reduce(s, A.setTextInRange({ range, text: edit.text, bypassReadOnly: true }))
          const len = next.buffer.getLength() - before + (to - from)
          // A change of nothing (recorded, as Atom's buffer records it) moves and invalidates no marker (Atom's too).
          if (from !== to || len > 0) models = models.map(m => model(m, from, to, len))
          s = next
        }
        const got = s.markers!.records.map(r => [s.buffer.characterIndexForPosition(r.start), s.buffer.characterIndexForPosition(r.end), r.valid])
        expect(got).toEqual(models.map(m => [m.start, m.end, m.valid]))
        for (const r of s.markers!.records) expect(s.buffer.clipRange({ start: r.start, end: r.end })).toEqual({ start: r.start, end: r.end })
      }),
      { numRuns: 400 },
    )
  })

  it('undo and redo keep every marker inside the buffer, and redo restores the edited text', () => {
    fc.assert(
      fc.property(textArb, markerArb, editArb, (text, m, edit) => {
        let s = createEditorState({ text })
        s = reduce(s, A.markBufferRange({ range: span(m.range), invalidate: 'never' }))
        const edited = reduce(s, A.setTextInRange({ range: span(edit.range), text: edit.text, bypassReadOnly: true }))
        const undone = reduce(edited, A.undo())
        const redone = reduce(undone, A.redo())
        for (const st of [edited, undone, redone]) {
          const r = st.markers!.records[0]!
          expect(st.buffer.clipRange({ start: r.start, end: r.end })).toEqual({ start: r.start, end: r.end })
        }
        expect(redone.buffer.getText()).toBe(edited.buffer.getText())
      }),
      { numRuns: 200 },
    )
  })
})
