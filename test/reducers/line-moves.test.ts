import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import type { Action } from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import type { EditorState } from '../../src/state/editor-state.js'
import { mk, show } from '../helpers/notation.js'

/** The replacements that made the state's buffer, as `[startRow, startColumn, endRow, endColumn, text]`. */
const shapes = (s: EditorState) => s.selections.map(({ id: _, ...rest }) => rest)
const changes = (s: EditorState) => s.buffer.origin!.changes.map(c => [c.start.row, c.start.column, c.end.row, c.end.column, c.text])

/** Moves the lines of `doc` once (`up` or not) and checks its undo and redo; returns the state. */
const move = (doc: string, up: boolean, options = {}): EditorState => {
  const s = mk(doc, { autoIndent: false, ...options })
  const action: Action = up ? A.moveLineUp() : A.moveLineDown()
  const after = reduce(s, action)
  const back = reduce(after, A.undo())
  expect(back.buffer.getText()).toBe(s.buffer.getText())
  // Atom's undo restores the ranges; a selection destroyed by the move comes back as a new one.
  expect(shapes(back)).toEqual(shapes(s))
  const again = reduce(back, A.redo())
  expect(again.buffer.getText()).toBe(after.buffer.getText())
  expect(shapes(again)).toEqual(shapes(after))
  return after
}

describe('moveLineUp / moveLineDown: the changes of each moved block, as Atom reports them (deleted where it was, inserted where it went)', () => {
  it('swaps LF rows', () => {
    const after = move('a\nb|\nc\nd', false)
    expect(show(after)).toBe('a\nc\nb<|\nd')
    expect(changes(after)).toEqual([[1, 0, 2, 0, ''], [3, 0, 3, 0, 'b\n']])
  })
  it('swaps CRLF rows', () => {
    const after = move('a\r\nb|\r\nc\r\nd', false)
    expect(show(after)).toBe('a\r\nc\r\nb<|\r\nd')
    expect(changes(after)).toEqual([[1, 0, 2, 0, ''], [3, 0, 3, 0, 'b\r\n']])
  })
  it('moves a block of rows up past one row', () => {
    const after = move('a\nb\n<c\nd|\ne', true)
    expect(show(after)).toBe('a\n<c\nd|\nb\ne')
    expect(changes(after)).toEqual([[1, 0, 1, 0, 'c\nd\n'], [2, 0, 4, 0, '']])
  })
  it('moves a block of rows down past one row', () => {
    const after = move('a\n<b\nc|\nd\ne', false)
    expect(show(after)).toBe('a\nd\n<b\nc|\ne')
    expect(changes(after)).toEqual([[1, 0, 3, 0, ''], [4, 0, 4, 0, 'b\nc\n']])
  })
  it('moves an empty row', () => {
    const after = move('x\n<\nb|\n\nz', false)
    expect(show(after)).toBe('x\n\n<\nb|\nz')
    expect(changes(after)).toEqual([[1, 0, 3, 0, ''], [4, 0, 4, 0, '\nb\n']])
  })
  it('records the move of empty rows past empty rows (no text changes, one undo entry)', () => {
    const s = mk('\n|\n\nx', { autoIndent: false })
    const after = move('\n|\n\nx', false)
    expect(show(after)).toBe('\n\n<|\nx')
    expect(changes(after)).toEqual([[1, 0, 2, 0, ''], [3, 0, 3, 0, '\n']])
    expect(after.history.undoStack).not.toBe(s.history.undoStack)
  })
  it('the moved block takes the ending of the row after it', () => {
    const after = move('b|\nc\n\r\nd', false)
    expect(show(after)).toBe('c\nb<|\r\n\r\nd')
    expect(changes(after)).toEqual([[0, 0, 1, 0, ''], [2, 0, 2, 0, 'b\r\n']])
  })
  it('rows with different endings', () => {
    const after = move('a\nb|\r\nc\nd', false)
    expect(show(after)).toBe('a\nc\nb<|\nd')
    expect(changes(after)).toEqual([[1, 0, 2, 0, ''], [3, 0, 3, 0, 'b\n']])
  })
  // Atom inserts the moved rows again, normalised: a lone `\r` in them becomes the row's ending.
  it('of a row holding a lone CR', () => {
    const s = mk('x\rb|\nc\nd', { autoIndent: false })
    const after = reduce(s, A.moveLineDown())
    expect(after.buffer.getText()).toBe('c\nx\nb\nd')
    expect(after.selections.map(r => [r.start.row, r.start.column, r.end.row, r.end.column])).toEqual([[1, 1, 1, 1]])
    const back = reduce(after, A.undo())
    expect(back.buffer.getText()).toBe('x\rb\nc\nd')
    expect(shapes(back)).toEqual(shapes(s))
  })
  it('a block reaching the last row beside another block', () => {
    const after = move('a|\nb\nc\nd|\ne', false)
    expect(show(after)).toBe('b\na<|\nc\ne\nd<|\n')
    expect(changes(after)).toEqual([[0, 0, 1, 0, ''], [2, 0, 2, 0, 'a\n'], [3, 0, 4, 0, ''], [4, 1, 4, 1, '\nd\n']])
  })
  it('moves a targeted selection only', () => {
    const s = mk('a\nb|\nc|\nd\ne', { autoIndent: false })
    const after = reduce(s, A.moveLineDown({ target: s.selections[1]!.id }))
    expect(show(after)).toBe('a\nb|\nd\nc<|\ne')
    expect(changes(after)).toEqual([[2, 0, 3, 0, ''], [4, 0, 4, 0, 'c\n']])
  })
  it('moves the rows of a folded buffer', () => {
    const s = mk('a\nb|\nc\nd', { autoIndent: false })
    const folded = Object.freeze({ ...s, folds: Object.freeze([{ id: 1, start: { row: 3, column: 0 }, end: { row: 3, column: 1 } }]) })
    const after = reduce(folded, A.moveLineDown())
    expect(after.buffer.getText()).toBe('a\nc\nb\nd')
    expect(changes(after)).toEqual([[1, 0, 2, 0, ''], [3, 0, 3, 0, 'b\n']])
  })
  it('auto-indents the moved rows afterwards', () => {
    const after = move('  a\nb\nc|\nd', true, { autoIndent: true })
    expect(show(after)).toBe('  a\n  c<|\nb\nd')
  })
  // Atom (values from Pulsar's editor): the lone `\r` of a row that stays is text; the block reaching the
  // last row goes below a new empty row; the selections are set again in the order Atom leaves them.
  it('beside a row holding a lone CR, with a block reaching the last row', () => {
    const s = mk('|\n\ra\n<a\n|', { autoIndent: false })
    const after = reduce(s, A.moveLineDown())
    expect(after.buffer.getText()).toBe('\ra\n\n\na\n')
    // The ranges Atom gives (it lists them in another order, [3, 0, 4, 0] first: a rule of line moves apart from the `\r`).
    expect(after.selections.map(r => [r.start.row, r.start.column, r.end.row, r.end.column])).toEqual([[1, 0, 1, 0], [3, 0, 4, 0]])
    const back = reduce(after, A.undo())
    expect(back.buffer.getText()).toBe('\n\ra\na\n')
    expect(shapes(back)).toEqual(shapes(s))
    expect(shapes(reduce(back, A.redo()))).toEqual(shapes(after))
  })

})
