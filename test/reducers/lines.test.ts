import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import type { Action } from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import type { EditorState, Fold } from '../../src/state/editor-state.js'
import * as P from '../../src/values/pos.js'
import { mk, show } from '../helpers/notation.js'

const run = (doc: string, ...actions: Action[]) => show(actions.reduce(reduce, mk(doc)))
/** Apply `action`, then undo: the text and the selections must be back. */
const undoes = (state: EditorState, action: Action) => {
  const after = reduce(state, action)
  expect(after.buffer.getText()).not.toBe(state.buffer.getText())
  const back = reduce(after, A.undo())
  expect(show(back)).toBe(show(state))
  expect(back.selections.map(s => s.id)).toEqual(state.selections.map(s => s.id))
}
const fold = (id: number, startRow: number, endRow: number, state: EditorState): Fold => ({
  id,
  start: P.pos(startRow, state.buffer.lineLengthForRow(startRow)),
  end: P.pos(endRow, state.buffer.lineLengthForRow(endRow)),
})
const withFolds = (state: EditorState, ...rows: [number, number][]): EditorState =>
  Object.freeze({ ...state, folds: Object.freeze(rows.map(([a, b], i) => fold(i + 1, a, b, state))) })
const foldRows = (state: EditorState) => state.folds.map(f => [f.start.row, f.end.row])

describe('moveLineUp', () => {
  it('moves the cursor row above the previous one; the cursor moves with it (tailed, as setSelectedBufferRanges leaves it)', () => {
    expect(run('pear\nplu|m\nfig', A.moveLineUp())).toBe('plu<|m\npear\nfig')
  })
  it('moves every row of a selection, keeping its orientation', () => {
    expect(run('pear\nplum\n<fig\nki|wi', A.moveLineUp())).toBe('pear\n<fig\nki|wi\nplum\n')
    expect(run('pear\nplum\n|fig\nki>wi\nlime', A.moveLineUp())).toBe('pear\n|fig\nki>wi\nplum\nlime')
  })
  it('leaves out the last row of a selection that ends at column 0', () => {
    expect(run('pear\n<plum\n|fig', A.moveLineUp())).toBe('<plum\n|pear\nfig')
  })
  it('moves several blocks at once, and joins touching ones', () => {
    expect(run('a\nb|\nc\nd|\ne', A.moveLineUp())).toBe('b<|\na\nd<|\nc\ne')
    expect(run('a\nb|\nc|\nd', A.moveLineUp())).toBe('b<|\nc<|\na\nd')
    expect(run('a\nb|b|b\nc', A.moveLineUp())).toBe('b<|b<|b\na\nc')
  })
  it('does nothing when a selection is on the first row, or the last one is on an empty last row', () => {
    const first = mk('a|\nb|\nc')
    expect(reduce(first, A.moveLineUp())).toBe(first)
    const empty = mk('a\nb|\n|')
    expect(reduce(empty, A.moveLineUp())).toBe(empty)
  })
  it('moving the last row up gives it the previous row ending and leaves an empty last row (Atom)', () => {
    expect(run('a\nb\nc|', A.moveLineUp())).toBe('a\nc<|\nb\n')
  })
  it('keeps CRLF endings', () => {
    expect(run('a\r\nb|\r\nc', A.moveLineUp())).toBe('b<|\r\na\r\nc')
  })
  it('moves over a folded row in one step and carries folds along', () => {
    const s = withFolds(mk('top\nif {\n  x\n}\nlast|'), [1, 3])
    const up = reduce(s, A.moveLineUp())
    expect(show(up)).toBe('top\nlast<|\nif {\n  x\n}\n')
    expect(foldRows(up)).toEqual([[2, 4]])
    // The folded block itself moves as a whole.
    const t = withFolds(mk('top\nif| {\n  x\n}\nlast'), [1, 3])
    const moved = reduce(t, A.moveLineUp())
    expect(show(moved)).toBe('if<| {\n  x\n}\ntop\nlast')
    expect(foldRows(moved)).toEqual([[0, 2]])
  })
  it('is refused by a read-only editor unless bypassed', () => {
    const s = mk('a\nb|', { readOnly: true })
    expect(reduce(s, A.moveLineUp())).toBe(s)
    expect(show(reduce(s, A.moveLineUp({ bypassReadOnly: true })))).toBe('b<|\na\n')
  })
  it('undoes in one step', () => {
    undoes(mk('a\nb|\nc\n<d\ne|\nf'), A.moveLineUp())
  })
})

describe('moveLineDown', () => {
  it('moves the cursor row below the next one', () => {
    expect(run('pe|ar\nplum\nfig', A.moveLineDown())).toBe('plum\npe<|ar\nfig')
  })
  it('leaves out the last row of a selection that ends at column 0', () => {
    expect(run('<pear\n|plum\nfig', A.moveLineDown())).toBe('plum\n<pear\n|fig')
  })
  it('moves several blocks at once', () => {
    expect(run('a|\nb\nc|\nd\ne', A.moveLineDown())).toBe('b\na<|\nd\nc<|\ne')
    expect(run('a|\nb|\nc\nd', A.moveLineDown())).toBe('c\na<|\nb<|\nd')
  })
  it('changes no text for a block that already ends the buffer', () => {
    // Atom's moveLineDown still hands the ranges back through setSelectedBufferRanges: the cursor stays, tailed.
    // Its insert-then-delete changes nothing in the end, but leaves an undo step that restores the cursor.
    const s = mk('a\nb|')
    const after = reduce(s, A.moveLineDown())
    expect(show(after)).toBe('a\nb<|')
    expect(after.buffer.getText()).toBe('a\nb')
    expect(show(reduce(reduce(after, A.moveToTop()), A.undo()))).toBe('a\nb|')
    expect(run('a|\nb\nc|', A.moveLineDown())).toBe('b\na<|\nc<|')
  })
  it('moving below the last row appends a line ending (Atom)', () => {
    expect(run('a\nb|\nc', A.moveLineDown())).toBe('a\nc\nb<|\n')
  })
  it('moves over a folded row in one step and carries folds along', () => {
    const s = withFolds(mk('fir|st\nif {\n  x\n}\nlast'), [1, 3])
    const down = reduce(s, A.moveLineDown())
    expect(show(down)).toBe('if {\n  x\n}\nfir<|st\nlast')
    expect(foldRows(down)).toEqual([[0, 2]])
  })
  it('keeps hard tabs and CRLF', () => {
    expect(show(reduce(mk('\ta|\r\n\tb\r\nc', { autoIndent: false }), A.moveLineDown()))).toBe('\tb\r\n\ta<|\r\nc')
  })
  it('auto-indents the moved rows when autoIndent is on (the null mode copies the line above)', () => {
    expect(run('a|\n  b\nc', A.moveLineDown())).toBe('  b\n  a<|\nc')
  })
  it('then moveLineUp restores the text', () => {
    const s = mk('a\nb|\nc\nd')
    expect(reduce(reduce(s, A.moveLineDown()), A.moveLineUp()).buffer.getText()).toBe(s.buffer.getText())
  })
  it('undoes in one step', () => {
    undoes(withFolds(mk('a|\nb\nc\nd\ne'), [2, 3]), A.moveLineDown())
  })
})

describe('moveSelectionLeft / moveSelectionRight', () => {
  it('moves the selected text one column, keeping it selected', () => {
    expect(run('ab<cd|e', A.moveSelectionLeft())).toBe('a<cd|be')
    expect(run('ab<cd|e', A.moveSelectionRight())).toBe('abe<cd|')
    expect(run('ab|cd>e', A.moveSelectionLeft())).toBe('a|cd>be')
  })
  it('does nothing when a selection touches the edge of its line', () => {
    const left = mk('<ab|c\nd<e|f')
    expect(reduce(left, A.moveSelectionLeft())).toBe(left)
    const right = mk('a<bc|\nd<e|f')
    expect(reduce(right, A.moveSelectionRight())).toBe(right)
  })
  it('moves a cursor without changing text, and leaves an undo entry that restores it', () => {
    // Atom deletes and reinserts the character beside an empty selection: an undo step that changes no text.
    const s0 = mk('ab|c')
    const s = reduce(s0, A.moveSelectionLeft())
    expect(show(s)).toBe('a<|bc')
    expect(s.buffer.getText()).toBe('abc')
    expect(show(reduce(s, A.undo()))).toBe('ab|c')
  })
  it('moves touching selections one after another, each reading its range as it was', () => {
    // Atom: moveSelectionLeft/Right insert and delete per selection in creation order with the ranges read before; rightwards the second moves the first one's character on.
    expect(run('a<b|<c|d', A.moveSelectionLeft())).toBe('<b|<c|ad')
    expect(run('a<b|<c|d', A.moveSelectionRight())).toBe('ac<d|<b|')
  })
  it('undoes in one step', () => {
    undoes(mk('x<ab|y\nz<c|w'), A.moveSelectionRight())
  })
})

describe('duplicateLines', () => {
  it('duplicates the cursor row below and moves the cursor to the copy', () => {
    expect(run('a|b\nc', A.duplicateLines())).toBe('ab\na<|b\nc')
  })
  it('duplicates the last row after a new line ending', () => {
    expect(run('a\nb|c', A.duplicateLines())).toBe('a\nbc\nb<|c')
    expect(run('a\r\nb|c', A.duplicateLines())).toBe('a\r\nbc\r\nb<|c')
  })
  it('duplicates all rows of a selection (not a last row reached at column 0)', () => {
    expect(run('<a\nb|\nc', A.duplicateLines())).toBe('a\nb\n<a\nb|\nc')
    expect(run('<a\n|b', A.duplicateLines())).toBe('a\n<a\n|b')
  })
  it('duplicates a row shared by several selections once; neighbouring rows separately', () => {
    expect(run('a|b|c', A.duplicateLines())).toBe('abc\na<|b<|c')
    expect(run('a|\nb|', A.duplicateLines())).toBe('a\na<|\nb\nb<|')
  })
  it('duplicates a folded row with its fold', () => {
    const s = withFolds(mk('if| {\n  x\n}\nend'), [0, 2])
    const d = reduce(s, A.duplicateLines())
    expect(show(d)).toBe('if {\n  x\n}\nif<| {\n  x\n}\nend')
    expect(foldRows(d)).toEqual([[0, 2], [3, 5]])
  })
  it('undoes in one step', () => {
    undoes(mk('a|\nb\n<c\nd|'), A.duplicateLines())
  })
})

describe('transpose', () => {
  it('swaps the characters around a cursor', () => {
    expect(run('ab|c', A.transpose())).toBe('ac|b')
  })
  it('at a line end moves the line ending left; at column 0 the previous ending right', () => {
    expect(run('ab|\ncd', A.transpose())).toBe('a\n|bcd')
    expect(run('ab\n|cd', A.transpose())).toBe('abc|\nd')
    expect(run('ab|\r\ncd', A.transpose())).toBe('a\r\n|bcd')
  })
  it('at the buffer edges: at the start the text stays, at the end the cursor moves left', () => {
    expect(run('|ab', A.transpose())).toBe('a|b')
    const end = reduce(mk('ab|'), A.transpose())
    expect(show(end)).toBe('a|b')
    // Atom still inserts '' where the cursor lands, and its buffer records that: undo takes the cursor back.
    expect(show(reduce(end, A.undo()))).toBe('ab|')
  })
  it('reverses a selection', () => {
    expect(run('<abc|d', A.transpose())).toBe('cba|d')
    expect(run('|abc>d', A.transpose())).toBe('cba|d')
  })
  it('handles cursors one character apart, and several cursors', () => {
    // Atom: the second swap inserts at the first cursor, which it pushes onto its own; they merge (the merged one has a tail).
    expect(run('a|b|c', A.transpose())).toBe('bc<|a')
    expect(run('ab|cd|ef', A.transpose())).toBe('ac|be|df')
  })
  it('undoes in one step', () => {
    undoes(mk('ab|c\n<de|f'), A.transpose())
  })
})

describe('upperCase / lowerCase', () => {
  it('changes the word of an empty selection and selects it', () => {
    expect(run('foo b|ar baz', A.upperCase())).toBe('foo <BAR| baz')
    expect(run('FOO B|AR', A.lowerCase())).toBe('FOO <bar|')
  })
  it('changes a selection, which stays selected forward', () => {
    expect(run('|foo> bar', A.upperCase())).toBe('<FOO| bar')
    expect(run('<a\nb|c', A.upperCase())).toBe('<A\nB|c')
  })
  it('merges cursors in one word', () => {
    const s = reduce(mk('f|o|o'), A.upperCase())
    expect(show(s)).toBe('<FOO|')
    expect(s.selections.length).toBe(1)
  })
  it('follows length changes', () => {
    expect(run('stra|ße x|y', A.upperCase())).toBe('<STRASSE| <XY|')
  })
  it('undoes in one step', () => {
    undoes(mk('ab|c de|f'), A.upperCase())
  })
})

describe('insertNewlineBelow / insertNewlineAbove', () => {
  it('insertNewlineBelow opens a line below each cursor', () => {
    expect(run('ab|c\nd', A.insertNewlineBelow())).toBe('abc\n|\nd')
    expect(run('a|b\nc|d', A.insertNewlineBelow())).toBe('ab\n|\ncd\n|')
  })
  it('insertNewlineAbove opens a line above each cursor', () => {
    expect(run('a\nb|c', A.insertNewlineAbove())).toBe('a\n|\nbc')
    expect(run('a|b', A.insertNewlineAbove())).toBe('|\nab')
  })
  it('insertNewlineAbove gives the new line the indentation of the cursor row when autoIndent is on', () => {
    expect(run('  x|y', A.insertNewlineAbove())).toBe('  |\n  xy')
    expect(show(reduce(mk('a\n\tx|y', { autoIndent: false }), A.insertNewlineAbove()))).toBe('a\n|\n\txy')
    expect(show(reduce(mk('a\n\tx|y', { softTabs: false }), A.insertNewlineAbove()))).toBe('a\n\t|\n\txy')
  })
  it('keeps CRLF', () => {
    expect(run('a\r\nb|c', A.insertNewlineBelow())).toBe('a\r\nbc\r\n|')
  })
  it('undo restores the cursor from before the command', () => {
    undoes(mk('ab|c\nd'), A.insertNewlineBelow())
    undoes(mk('ab\nc|d'), A.insertNewlineAbove())
    undoes(mk('  a|b'), A.insertNewlineAbove())
  })
  it('is refused by a read-only editor', () => {
    const s = mk('a|b', { readOnly: true })
    expect(reduce(s, A.insertNewlineAbove())).toBe(s)
    expect(reduce(s, A.insertNewlineBelow())).toBe(s)
  })
})
