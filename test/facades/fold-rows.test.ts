/**
 * Row folds and row queries, pinned to real Atom's (Pulsar's) results:
 * without a language, folds follow indentation (Atom's TextMateLanguageMode
 * with the null grammar); with JavaScript, indentation plus the grammar's
 * `foldEndPattern` (a closing `}` joins the fold) and comment runs.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'
import { loadJavaScriptMode } from '../../src/language/javascript.js'
import { registerLanguageMode } from '../../src/language/language-mode.js'
import { SAMPLE_JS } from '../fixtures/sample-js.js'

const folds = (e: TextEditor): string[] => e.getState().folds.map(f => `[(${f.start.row}, ${f.start.column}) - (${f.end.row}, ${f.end.column})]`)
const plain = (text: string) => new TextEditor({ text, tabLength: 2, softTabs: true, autoIndent: false })

describe('row folds without a language (indentation)', () => {
  it('isFoldableAtBufferRow: a non-blank row followed by a deeper one', () => {
    // Atom: TextMateLanguageMode.isFoldableAtRow = endRowForFoldAtRow(row, 1, true) != null.
    const e = plain('a\n  b\n  c\nd\n  e\n')
    expect([0, 1, 2, 3, 4, 5].map(r => e.isFoldableAtBufferRow(r))).toEqual([true, false, false, true, false, false])
  })
  it('isFoldableAtBufferRow measures with a tab length of 1, folding with the editor\'s', () => {
    // Atom: isFoldableAtRow passes tabLength 1, so "\tx" / "  y" is foldable yet foldBufferRow and foldAll fold nothing.
    const e = plain('\tx\n  y\nz')
    expect(e.isFoldableAtBufferRow(0)).toBe(true)
    e.foldBufferRow(0)
    expect(folds(e)).toEqual([])
    e.foldAll()
    expect(folds(e)).toEqual([])
  })
  it('foldAll folds every foldable row; foldBufferRow on an inner row folds the enclosing range once', () => {
    // Atom: foldAll = destroyAllFolds + one fold per getFoldableRanges; foldBufferRow looks up from the row.
    const e = plain('a\n  b\n  c\nd\n  e\n')
    expect(e.foldAll()).toBeUndefined()
    expect(folds(e)).toEqual(['[(0, 1) - (2, 3)]', '[(3, 1) - (4, 3)]'])
    e.unfoldAll()
    expect(e.foldBufferRow(2)).toBeUndefined()
    expect(folds(e)).toEqual(['[(0, 1) - (2, 3)]'])
    e.foldBufferRow(2)
    expect(folds(e)).toEqual(['[(0, 1) - (2, 3)]'])
  })
  it('blank rows inside a fold are skipped', () => {
    // Atom: endRowForCodeFoldAtRow skips rows without a non-whitespace character.
    const e = plain('a\n\n  b\n\nc')
    e.foldBufferRow(1)
    expect(folds(e)).toEqual(['[(0, 1) - (2, 3)]'])
    e.foldAllAtIndentLevel(0)
    expect(folds(e)).toEqual(['[(0, 1) - (2, 3)]'])
  })
  it('foldBufferRow again on a folded row folds the next enclosing range', () => {
    // Atom: an existing fold at the range's start, starting before the point, restarts the search from its row's start.
    const e = plain('a\n  b\n    c\n    d\n  e\nf')
    e.foldBufferRow(2)
    expect(folds(e)).toEqual(['[(1, 3) - (3, 5)]'])
    e.foldBufferRow(2)
    expect(folds(e)).toEqual(['[(0, 1) - (4, 3)]', '[(1, 3) - (3, 5)]'])
    e.foldBufferRow(2)
    e.foldBufferRow(3)
    expect(folds(e)).toEqual(['[(0, 1) - (4, 3)]', '[(1, 3) - (3, 5)]'])
  })
  it('foldAllAtIndentLevel folds the outermost ranges starting at that level; foldAll nests', () => {
    // Atom: getFoldableRangesAtIndentLevel skips past each fold it takes.
    const e = plain('a\n  b\n    c\n    d\n  e\nf')
    expect(e.foldAllAtIndentLevel(1)).toBeUndefined()
    expect(folds(e)).toEqual(['[(1, 3) - (3, 5)]'])
    e.foldAll()
    expect(folds(e)).toEqual(['[(0, 1) - (4, 3)]', '[(1, 3) - (3, 5)]'])
  })
  it('foldCurrentRow returns the new fold id and folds again; unfoldCurrentRow returns every range it removes', () => {
    // Atom: foldCurrentRow = displayLayer.foldBufferRange (no check for an existing fold); unfoldCurrentRow destroys folds containing (row, Infinity).
    const e = plain('a\n  b\n    c\n  d\ne')
    e.setCursorBufferPosition([2, 2])
    expect(typeof e.foldCurrentRow()).toBe('number')
    expect(folds(e)).toEqual(['[(1, 3) - (2, 5)]'])
    expect(e.foldCurrentRow()).not.toBeUndefined()
    expect(folds(e)).toEqual(['[(1, 3) - (2, 5)]', '[(1, 3) - (2, 5)]'])
    expect(e.unfoldCurrentRow().map(String)).toEqual(['[(1, 3) - (2, 5)]', '[(1, 3) - (2, 5)]'])
    expect(folds(e)).toEqual([])
  })
  it('foldCurrentRow returns undefined where nothing folds', () => {
    // Atom: no foldable range containing the point, no fold, undefined.
    const e = plain('a\nb')
    expect(e.foldCurrentRow()).toBeUndefined()
    expect(folds(e)).toEqual([])
  })
  it('toggleFoldAtBufferRow unfolds a folded row (returning the ranges) and folds an unfolded one (returning undefined)', () => {
    // Atom: toggleFoldAtBufferRow = isFoldedAtBufferRow ? unfoldBufferRow : foldBufferRow.
    const e = plain('a\n  b\n  c\nd\n  e\n')
    e.foldBufferRow(2)
    expect(e.toggleFoldAtBufferRow(1)?.map(String)).toEqual(['[(0, 1) - (2, 3)]'])
    expect(folds(e)).toEqual([])
    expect(e.toggleFoldAtBufferRow(1)).toBeUndefined()
    expect(folds(e)).toEqual(['[(0, 1) - (2, 3)]'])
  })
  it('unfoldBufferRow removes folds containing the clipped end of the row only', () => {
    // Atom: destroyFoldsContainingBufferPositions([(row, Infinity)]) after clipping: a fold ending before the row's end stays.
    const e = plain('a\n  b\n  c\nd\n  e\n')
    e.foldBufferRow(0)
    expect(e.unfoldBufferRow(2).map(String)).toEqual(['[(0, 1) - (2, 3)]'])
    e.foldBufferRange([[0, 1], [2, 2]])
    expect(e.unfoldBufferRow(2)).toEqual([])
    expect(folds(e)).toEqual(['[(0, 1) - (2, 2)]'])
  })
  it('foldBufferRow: a fold ending at the end of the foldable range\'s start row counts as existing', () => {
    // Atom: foldsIntersectingBufferRange clips (row, Infinity) to the row's end, which the earlier fold touches; the search moves above it and finds nothing.
    const e = plain('ab\n{\n c\n')
    e.foldBufferRange([[0, 0], [1, 1]])
    e.foldBufferRow(2)
    expect(folds(e)).toEqual(['[(0, 0) - (1, 1)]'])
    expect(e.getScreenLineCount()).toBe(3)
    const alone = plain('ab\n{\n c\n')
    alone.foldBufferRow(2)
    expect(folds(alone)).toEqual(['[(1, 1) - (2, 2)]'])
  })
})

describe('row queries', () => {
  it('isBufferRowBlank is true for whitespace-only rows and false out of range', () => {
    // Atom: TextBuffer.isRowBlank = !/\S/.test(lineForRow(row)); lineForRow is undefined out of range.
    const e = plain('a\n  \n\t\nb')
    expect([-1, 0, 1, 2, 3, 4, 10].map(r => e.isBufferRowBlank(r))).toEqual([false, false, true, true, false, false, false])
  })
  it('lineTextForScreenRow is undefined past the last screen row', () => {
    // Atom: lineTextForScreenRow returns screenLineForScreenRow(row)?.lineText.
    const e = plain('a\n  \n\t\nb')
    expect([0, 3, 4, 10].map(r => e.lineTextForScreenRow(r))).toEqual(['a', 'b', undefined, undefined])
  })
  it('cursorsForScreenRowRange: cursors of selections intersecting the rows, in buffer order', () => {
    // Atom: selectionsMarkerLayer.findMarkers({intersectsScreenRowRange}) sorted by range.
    const e = plain('ab\ncd\nef')
    e.setSelectedBufferRanges([[[1, 1], [2, 1]], [[0, 0], [0, 1]]])
    expect(e.cursorsForScreenRowRange(1, 1).map(c => c.getBufferPosition().toString())).toEqual(['(2, 1)'])
    expect(e.cursorsForScreenRowRange(0, 2).map(c => c.getBufferPosition().toString())).toEqual(['(0, 1)', '(2, 1)'])
    expect(e.cursorsForScreenRowRange(5, 9)).toEqual([])
    // Atom: selectionsForScreenRows filters getSelections() (creation order).
    expect(e.selectionsForScreenRows(0, 2).map(s => s.getBufferRange().toString())).toEqual(['[(1, 1) - (2, 1)]', '[(0, 0) - (0, 1)]'])
  })
  it('screen rows count folded rows once', () => {
    // Atom: screen row 1 after folding rows 0-1 is buffer row 2.
    const e = plain('a\n  b\nc\n  d\ne')
    e.addCursorAtBufferPosition([3, 1])
    e.foldBufferRow(0)
    expect(e.cursorsForScreenRowRange(0, 0).map(c => c.getBufferPosition().toString())).toEqual(['(0, 0)'])
    expect(e.cursorsForScreenRowRange(1, 2).map(c => c.getBufferPosition().toString())).toEqual(['(3, 1)'])
    expect(e.selectionsForScreenRows(0, 1).map(s => s.getBufferRange().toString())).toEqual(['[(0, 0) - (0, 0)]'])
  })
})

describe('folds and backspace (Atom text-editor-spec)', () => {
  it('backspace at the start of a folded row joins it to the row above and keeps the fold', () => {
    // Atom: the fold is an exclusive marker; deleting the newline before it moves it, does not invalidate it.
    const e = plain('a\nb\n  c\n  d\ne')
    e.foldBufferRow(1)
    e.setCursorBufferPosition([1, 0])
    e.backspace()
    expect(e.getText()).toBe('ab\n  c\n  d\ne')
    expect(folds(e)).toEqual(['[(0, 2) - (2, 3)]'])
    expect(e.getScreenLineCount()).toBe(2)
  })
  it('backspacing a selection that ends at the start of a folded row keeps the fold', () => {
    // Atom: a deletion ending at the fold's start (not inside it) leaves an 'overlap' marker valid.
    const e = plain('a\nb\n  c\n  d\ne')
    e.foldBufferRow(1)
    e.setSelectedBufferRange([[0, 0], [1, 0]])
    e.backspace()
    expect(e.getText()).toBe('b\n  c\n  d\ne')
    expect(folds(e)).toEqual(['[(0, 1) - (2, 3)]'])
    expect(e.getSelectedBufferRange().toString()).toBe('[(0, 0) - (0, 0)]')
  })
})

describe('row folds with the JavaScript language', () => {
  beforeAll(async () => {
    registerLanguageMode(await loadJavaScriptMode())
  })
  const js = (text = SAMPLE_JS) => new TextEditor({ text, grammar: 'javascript', tabLength: 2 })

  it('foldBufferRow on the row starting a block folds through its closing brace', () => {
    // Atom: endRowForCodeFoldAtRow takes the row back at the start's level when foldEndPattern (^\s*\}) matches it.
    const e = js()
    e.foldBufferRow(4)
    expect(folds(e)).toEqual(['[(4, 30) - (7, 5)]'])
    expect(e.isFoldedAtBufferRow(7)).toBe(true)
    expect(e.lineTextForScreenRow(4)).toBe('    while (array.length > 0) {\uFEFF')
  })
  it('without the language the same rows fold by indentation alone (the brace stays out)', () => {
    // Atom: the null grammar has no foldEndPattern.
    const e = plain(SAMPLE_JS)
    e.foldBufferRow(4)
    expect(folds(e)).toEqual(['[(4, 30) - (6, 46)]'])
  })
  it('foldAll folds every block; isFoldableAtBufferRow is false on a closing brace', () => {
    // Atom: getFoldableRanges over every row; '};' followed by a shallower row starts nothing.
    const e = js()
    e.foldAll()
    expect(folds(e)).toEqual(['[(0, 29) - (12, 2)]', '[(1, 30) - (9, 4)]', '[(4, 30) - (7, 5)]'])
    expect(e.isFoldableAtBufferRow(9)).toBe(false)
    expect(e.isFoldableAtBufferRow(1)).toBe(true)
  })
  it('a run of comment rows folds from its first row to its last', () => {
    // Atom: endRowForCommentFoldAtRow when the row is commented and the row above is not.
    const e = js('x()\n// a\n// b\n// c\ny()')
    expect([0, 1, 2, 3].map(r => e.isFoldableAtBufferRow(r))).toEqual([false, true, false, false])
    e.foldBufferRow(1)
    expect(folds(e)).toEqual(['[(1, 4) - (3, 4)]'])
  })
  it('backspace at the start of a folded block row keeps the fold (Atom spec, sample.js row 4)', () => {
    // Atom: "when the cursor is at the start of a folded row": the newline goes, the fold stays on the joined row.
    const e = js()
    e.foldBufferRow(4)
    e.setCursorScreenPosition([4, 0])
    e.backspace()
    expect(e.lineTextForBufferRow(3)).toBe('    let pivot = array.shift(), cur, lower = [], upper = [];    while (array.length > 0) {')
    expect(e.isFoldedAtScreenRow(3)).toBe(true)
  })
  it('backspacing a selection ending on a folded block row keeps the fold (Atom spec)', () => {
    // Atom: "when the selection ends on a folded line": the selected text goes, the fold stays.
    const e = js()
    e.foldBufferRow(4)
    e.setSelectedBufferRange([[3, 0], [4, 0]])
    e.backspace()
    expect(e.lineTextForBufferRow(3)).toBe('    while (array.length > 0) {')
    expect(e.isFoldedAtScreenRow(3)).toBe(true)
  })
})

describe('fold actions and selections left intersecting', () => {
  // Two cursors at (2, 1): a method of one cursor does not merge them (Atom).
  const twoCursors = (e: TextEditor) => {
    e.setCursorBufferPosition([2, 1])
    e.addCursorAtBufferPosition([0, 0])
    e.getCursors()[1]!.setBufferPosition([2, 1])
    expect(e.getSelectedBufferRanges().map(String)).toEqual(['[(2, 1) - (2, 1)]', '[(2, 1) - (2, 1)]'])
    return e
  }
  const sels = (e: TextEditor) => e.getSelectedBufferRanges().map(String)

  it('a fold that changes the screen merges them', () => {
    // Atom: the editor merges intersecting selections on its display layer's change event.
    const e = twoCursors(plain('a\n  b\n  c\nd'))
    e.foldBufferRow(0)
    expect(sels(e)).toEqual(['[(2, 1) - (2, 1)]'])
  })
  it('an empty fold outside any fold still reports a change and merges', () => {
    // Atom: DisplayLayer.foldBufferRange reports a change unless an existing fold contains the range.
    const e = twoCursors(plain('a\n  b\n  c\nd'))
    e.foldBufferRange([[3, 0], [3, 0]])
    expect(sels(e)).toEqual(['[(2, 1) - (2, 1)]'])
  })
  it('a fold inside an existing fold, or an unfold that destroys nothing, leaves them', () => {
    // Atom: no display change, no merge.
    const e = plain('a\n  b\n  c\nd')
    e.foldBufferRange([[0, 0], [0, 1]])
    twoCursors(e)
    e.foldBufferRange([[0, 1], [0, 1]])
    e.foldBufferRange([[0, 0], [0, 1]])
    e.unfoldCurrentRow()
    expect(sels(e)).toEqual(['[(2, 1) - (2, 1)]', '[(2, 1) - (2, 1)]'])
    // Atom: destroying a fold reports a change.
    e.unfoldAll()
    expect(sels(e)).toEqual(['[(2, 1) - (2, 1)]'])
  })
  it('foldSelectedLines merges as the fold is made, before the cursors move to the folds\' ends', () => {
    // Atom: Selection.fold = foldBufferRange (display change: merge) then cursor.setBufferPosition(range.end).
    const e = plain('\n')
    e.addCursorAtBufferPosition([1, 0])
    e.getLastSelection().setBufferRange([[1, 0], [0, 0]])
    expect(sels(e)).toEqual(['[(0, 0) - (0, 0)]', '[(0, 0) - (1, 0)]'])
    e.foldSelectedLines()
    expect(sels(e)).toEqual(['[(1, 0) - (1, 0)]'])
  })
})
