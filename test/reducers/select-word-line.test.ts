import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import type { Action } from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import { createEditorState, type EditorState } from '../../src/state/editor-state.js'
import { SAMPLE_JS } from '../fixtures/sample-js.js'
import { mk, show } from '../helpers/notation.js'

const at = (row: number, column: number) => reduce(createEditorState({ text: SAMPLE_JS }), A.setBufferPosition({ position: { row, column } }))
const ranges = (s: EditorState) => [...s.selections].sort((a, b) => a.id - b.id).map(r => [[r.start.row, r.start.column], [r.end.row, r.end.column]])
const apply = (s: EditorState, ...as: Action[]) => as.reduce(reduce, s)
const run = (doc: string, ...as: Action[]) => show(apply(mk(doc), ...as))

describe('select/selectWord', () => {
  it('selects the word containing the cursor, the left one when touching two', () => {
    expect(ranges(apply(at(0, 8), A.selectWord()))).toEqual([[[0, 4], [0, 13]]])
    expect(ranges(apply(at(0, 4), A.selectWord()))).toEqual([[[0, 4], [0, 13]]])
    expect(ranges(apply(at(0, 3), A.selectWord()))).toEqual([[[0, 0], [0, 3]]])
  })
  it('selects the run of blanks when the cursor is surrounded by whitespace', () => {
    expect(ranges(apply(at(5, 2), A.selectWord()))).toEqual([[[5, 0], [5, 6]]])
    expect(ranges(apply(at(5, 0), A.selectWord()))).toEqual([[[5, 0], [5, 6]]])
  })
  it('prefers the word over the punctuation run between word and non-word', () => {
    expect(run('foo(|bar)', A.selectWord())).toBe('foo(<bar|)')
  })
  it('selects the last word at the end of the buffer', () => {
    expect(run('one word|', A.selectWord())).toBe('one <word|')
  })
  it('marks the selection wordwise', () => {
    const s = apply(at(0, 8), A.selectWord())
    expect(s.selections[0]!.wordwise).toBe(true)
    expect(s.selections[0]!.initialScreenRange).toEqual({ start: { row: 0, column: 4 }, end: { row: 0, column: 13 } })
  })
})

describe('select/selectSubword', () => {
  it('selects camelCase, snake_case and digit parts', () => {
    expect(run('getPre|viousWord', A.selectSubword())).toBe('get<Previous|Word')
    expect(run('get_prev|ious_word', A.selectSubword())).toBe('get<_previous|_word')
    expect(run('version1|23end', A.selectSubword())).toBe('version<123|end')
  })
})

describe('select/selectLine and expandOverLine', () => {
  it('selects a given row with its newline, the last row without', () => {
    expect(ranges(apply(at(0, 0), A.selectLine({ row: 1 })))).toEqual([[[1, 0], [2, 0]]])
    expect(ranges(apply(at(0, 0), A.selectLine({ row: 12 })))).toEqual([[[12, 0], [12, 2]]])
  })
  it('grows by a line when repeated', () => {
    expect(ranges(apply(at(0, 3), A.selectLine(), A.selectLine()))).toEqual([[[0, 0], [2, 0]]])
  })
  it('covers every row a selection spans', () => {
    const s = apply(at(0, 0), A.setBufferRange({ range: { start: { row: 1, column: 10 }, end: { row: 3, column: 20 } } }), A.selectLine())
    expect(ranges(s)).toEqual([[[1, 0], [4, 0]]])
    expect(s.selections[0]!.linewise).toBe(true)
  })
  it('expandOverLine unions with the head row', () => {
    expect(run('ab\nc<d|e\nf', A.expandOverLine())).toBe('ab\n<cde\n|f')
  })
})

describe('select/addSelectionBelow and addSelectionAbove', () => {
  it('adds selections on the next rows with room, keeping the column span', () => {
    let s = apply(at(0, 0), A.setBufferRange({ range: { start: { row: 3, column: 22 }, end: { row: 3, column: 38 } } }))
    s = apply(s, A.addSelectionBelow())
    expect(ranges(s)).toEqual([[[3, 22], [3, 38]], [[4, 22], [4, 30]]])
    s = apply(s, A.addSelectionBelow(), A.addSelectionBelow())
    expect(ranges(s)).toEqual([[[3, 22], [3, 38]], [[4, 22], [4, 30]], [[5, 22], [5, 26]], [[6, 22], [6, 38]]])
  })
  it('skips rows too short for an empty selection\'s column', () => {
    expect(run('abcd|e\nab\n\nabcdef', A.addSelectionBelow())).toBe('abcd|e\nab<|\n\nabcdef')
    expect(run('abcde\n\nabcd|ef', A.addSelectionAbove())).toBe('abcd<|e\n\nabcd|ef')
  })
  it('does nothing at the last row', () => {
    const s = mk('ab\nc|d')
    expect(reduce(s, A.addSelectionBelow())).toBe(s)
  })
})

describe('editor-level selection commands', () => {
  it('splitSelectionsIntoLines', () => {
    expect(run('a<bc\ndef\ngh|i', A.splitSelectionsIntoLines())).toBe('a<bc|\n<def|\n<gh|i')
    expect(run('a<bc\n|def', A.splitSelectionsIntoLines())).toBe('a<bc|\ndef')
  })
  it('consolidateSelections keeps the oldest, uncollapsed', () => {
    const s = apply(mk('|ab <cd|'), A.consolidateSelections())
    expect(show(s)).toBe('|ab cd')
  })
  it('clearSelections leaves one empty cursor at the oldest selection\'s head', () => {
    expect(run('<ab| <cd|', A.clearSelections())).toBe('ab| cd')
  })
  // Atom: Selection::setBufferRange writes the first selection's orientation into the shared options, so every range takes it.
  it('setSelectedBufferRanges reuses the oldest selections and gives all the orientation of the first', () => {
    const s = apply(mk('|ab>cdef'), A.setSelectedBufferRanges({
      ranges: [{ start: { row: 0, column: 2 }, end: { row: 0, column: 3 } }, { start: { row: 0, column: 4 }, end: { row: 0, column: 6 } }],
    }))
    expect(show(s)).toBe('ab|c>d|ef>')
    expect(s.selections.map(r => r.id)).toEqual([1, 2])
  })
  it('merge unions two selections and destroys the other', () => {
    const s = mk('<ab| cd <ef|')
    expect(show(reduce(s, A.merge({ target: 1, other: 2 })))).toBe('<ab cd ef|')
  })
})
