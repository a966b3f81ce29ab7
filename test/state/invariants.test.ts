/**
 * The exported invariant checker: a sound state has no violation; each kind
 * of corruption is named.
 */
import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import { createEditorState, cursorRecord, selectionRecord, type EditorState, type SelectionRecord } from '../../src/state/editor-state.js'
import { assertInvariants, invariantViolations } from '../../src/state/invariants.js'
import { assertHistoryConsistent, assertMotionStaysInBuffer, insideSurrogatePair, assertUndoRedoRestores } from '../../src/testing/laws.js'

const base = createEditorState({ text: 'one\ntwo\nthree' })
const withSelections = (list: SelectionRecord[], extra: Partial<EditorState> = {}): EditorState =>
  Object.freeze({ ...base, nextId: 10, ...extra, selections: Object.freeze(list) })

describe('invariantViolations', () => {
  it('finds nothing wrong with states the reducer makes', () => {
    let s = reduce(base, A.addCursorAtBufferPosition({ position: { row: 2, column: 5 } }))
    s = reduce(s, A.foldBufferRange({ range: { start: { row: 0, column: 1 }, end: { row: 1, column: 2 } } }))
    expect(invariantViolations(s)).toEqual([])
    expect(() => assertInvariants(s)).not.toThrow()
  })

  it('names positions that are not integers inside the buffer', () => {
    expect(invariantViolations(withSelections([cursorRecord(1, { row: 1, column: NaN })]))).toEqual([
      'selection 1 (1, NaN)-(1, NaN): its start has a coordinate that is not an integer',
      'selection 1 (1, NaN)-(1, NaN): its end has a coordinate that is not an integer',
    ])
    expect(invariantViolations(withSelections([cursorRecord(1, { row: 1.5, column: 0 })]))[0]).toBe(
      'selection 1 (1.5, 0)-(1.5, 0): its start has a coordinate that is not an integer',
    )
    expect(invariantViolations(withSelections([cursorRecord(1, { row: 1, column: '2' as unknown as number })]))[0]).toBe(
      'selection 1 (1, 2)-(1, 2): its start has a coordinate that is not an integer',
    )
    expect(invariantViolations(withSelections([cursorRecord(1, { row: 3, column: 0 })]))[0]).toBe('selection 1 (3, 0)-(3, 0): its start has a row outside 0..2')
    expect(invariantViolations(withSelections([cursorRecord(1, { row: 0, column: 4 })]))[0]).toBe('selection 1 (0, 4)-(0, 4): its start has a column outside 0..3')
  })

  it('names order, ids and overlaps', () => {
    const a = selectionRecord(1, { start: { row: 0, column: 0 }, end: { row: 0, column: 3 } })
    const b = selectionRecord(2, { start: { row: 0, column: 1 }, end: { row: 1, column: 1 } })
    expect(invariantViolations(withSelections([b, a]))).toEqual([
      'selection 2 (0, 1)-(1, 1) and selection 1 (0, 0)-(0, 3): not in buffer order',
      'selection 2 (0, 1)-(1, 1) and selection 1 (0, 0)-(0, 3): intersect, and no merge is suppressed',
    ])
    expect(invariantViolations(withSelections([a, b]))).toEqual(['selection 1 (0, 0)-(0, 3) and selection 2 (0, 1)-(1, 1): intersect, and no merge is suppressed'])
    // Atom keeps intersecting selections until the next editor-level command merges them.
    expect(invariantViolations(withSelections([a, b], { mergeSuppressed: true }))).toEqual([])
    expect(invariantViolations(withSelections([a, { ...b, id: 1 }]))).toContain('selection 1 (0, 1)-(1, 1): another selection has the same id')
    expect(invariantViolations(withSelections([a], { nextId: 1 }))).toEqual(['selection 1 (0, 0)-(0, 3): its id is not below nextId 1'])
  })

  it('names folds outside the buffer and unfrozen states', () => {
    const s = Object.freeze({ ...base, folds: Object.freeze([{ id: 1, start: { row: 0, column: 0 }, end: { row: 7, column: 0 } }]) })
    expect(invariantViolations(s)).toEqual(['fold 1 (0, 0)-(7, 0): its end has a row outside 0..2'])
    expect(invariantViolations({ ...base })).toEqual(['the state is not frozen'])
  })

  it('assertInvariants throws them as one readable message', () => {
    expect(() => assertInvariants(withSelections([cursorRecord(1, { row: 0, column: 4 })]))).toThrow(
      'The state breaks 2 invariant(s):\n  selection 1 (0, 4)-(0, 4): its start has a column outside 0..3\n  selection 1 (0, 4)-(0, 4): its end has a column outside 0..3',
    )
  })
})

describe('laws', () => {
  it('assertUndoRedoRestores passes for edits and says false when nothing was edited', () => {
    expect(assertUndoRedoRestores(base, [A.insertText({ text: 'x' }), A.moveDown(), A.backspace()])).toBe(true)
    expect(assertUndoRedoRestores(base, [A.moveDown()])).toBe(false)
  })

  it('assertMotionStaysInBuffer returns the state after the motion, and names a motion that edits', () => {
    expect(assertMotionStaysInBuffer(base, A.moveToBottom()).selections[0]!.start).toEqual({ row: 2, column: 5 })
    expect(() => assertMotionStaysInBuffer(base, A.insertText({ text: 'x' }))).toThrow(
      'after {"type":"edit/insertText","payload":{"text":"x"}} from [{"id":1,"start":{"row":0,"column":0},"end":{"row":0,"column":0},"reversed":false}] in "one\\ntwo\\nthree": the text changed to "xone\\ntwo\\nthree"',
    )
  })

  it('assertHistoryConsistent walks every entry down and up, and names the redo that does not give the text back', () => {
    const edited = [A.insertText({ text: 'x' }), A.moveDown(), A.backspace(), A.insertText({ text: 'yz' })].reduce(reduce, base)
    expect(assertHistoryConsistent(edited)).toBe(3)
    expect(edited.buffer.getText()).toBe('xone\nyzwo\nthree')
    expect(assertHistoryConsistent(edited, 1)).toBe(1)
    expect(assertHistoryConsistent(base)).toBe(0)
    // The same history on a text it does not belong to.
    const foreign: EditorState = Object.freeze({ ...edited, buffer: createEditorState({ text: 'other text\nhere\nnow' }).buffer })
    expect(() => assertHistoryConsistent(foreign)).toThrow(/^redo \d of 3 gives the text /)
  })

  it('screen motions never leave a cursor between the halves of a surrogate pair (values from Atom)', () => {
    const at = (text: string, row: number, column: number) => reduce(createEditorState({ text }), A.setCursorBufferPosition({ position: { row, column } }))
    const head = (s: EditorState) => s.selections.map(r => (r.reversed ? r.start : r.end))
    const pair = at('a\u{1F600}b', 0, 2)
    expect(insideSurrogatePair(pair, { row: 0, column: 2 })).toBe(true)
    expect(insideSurrogatePair(pair, { row: 0, column: 1 })).toBe(false)
    expect(insideSurrogatePair(pair, { row: 0, column: 3 })).toBe(false)
    expect(head(assertMotionStaysInBuffer(pair, A.moveRight()))).toEqual([{ row: 0, column: 3 }])
    expect(head(assertMotionStaysInBuffer(pair, A.moveLeft()))).toEqual([{ row: 0, column: 0 }])
    expect(head(assertMotionStaysInBuffer(at('abc\n\u{1F600}x', 0, 1), A.moveDown()))).toEqual([{ row: 1, column: 0 }])
    expect(head(assertMotionStaysInBuffer(at('a\u{1F600}b\nxyz', 1, 2), A.moveUp()))).toEqual([{ row: 0, column: 1 }])
    expect(head(assertMotionStaysInBuffer(at('a\u{1F600}b\ncd', 0, 2), A.moveDown()))).toEqual([{ row: 1, column: 1 }])
  })
})
