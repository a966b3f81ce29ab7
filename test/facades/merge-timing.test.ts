/**
 * When Atom merges selections left intersecting by a method called on one
 * selection, and what those merges do to folds, pinned to real Atom's
 * (Pulsar's) results.
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'

const plain = (text: string, options: Record<string, unknown> = {}) => new TextEditor({ text, tabLength: 2, softTabs: true, autoIndent: false, ...options })
/** The selections in creation order, as Atom's `getSelections` lists them; `r` marks a reversed one. */
const selections = (e: TextEditor) => e.getSelections().map(s => String(s.getBufferRange()) + (s.isReversed() ? 'r' : ''))
const folds = (e: TextEditor): string[] => e.getState().folds.map(f => `[(${f.start.row}, ${f.start.column}) - (${f.end.row}, ${f.end.column})]`)

/** Two selections on "\n" left intersecting by a method called on one of them. */
const overlapping = (options: Record<string, unknown> = {}) => {
  const e = plain('\n', options)
  e.addSelectionBelow()
  e.getSelections()[1]!.setScreenRange([[0, 0], [1, 0]])
  return e
}

describe('settings merge only when they reset the display layer', () => {
  it('setSoftTabs leaves intersecting selections alone', () => {
    // Atom: soft tabs are not a display-layer parameter; no reset, no mergeIntersectingSelections.
    const e = overlapping()
    e.setSoftTabs(false)
    expect(selections(e)).toEqual(['[(0, 0) - (0, 0)]', '[(0, 0) - (1, 0)]'])
  })
  it('setEditorWidthInChars without soft wrap leaves them alone; turning soft wrap on then merges', () => {
    // Atom: the wrap column stays maxScreenLineLength, so the display layer does not reset; setSoftWrapped(true) changes it and resets.
    const e = overlapping()
    e.setEditorWidthInChars(9)
    expect(selections(e)).toEqual(['[(0, 0) - (0, 0)]', '[(0, 0) - (1, 0)]'])
    e.setSoftWrapped(true)
    expect(selections(e)).toEqual(['[(0, 0) - (1, 0)]'])
  })
  it('setSoftWrapped(true) when already soft-wrapped leaves them alone; a new width merges', () => {
    // Atom: updateSoftWrapped passes nothing when the value is unchanged; a new editorWidthInChars resets the layer.
    const e = overlapping({ softWrapped: true, editorWidthInChars: 20 })
    e.setSoftWrapped(true)
    expect(selections(e)).toEqual(['[(0, 0) - (0, 0)]', '[(0, 0) - (1, 0)]'])
    e.setEditorWidthInChars(9)
    expect(selections(e)).toEqual(['[(0, 0) - (1, 0)]'])
  })
})

describe('a merge destroys the folds strictly containing the merged range\'s ends', () => {
  it('folding inside two identical selections merges them, and the merge unfolds the new fold', () => {
    // Atom: Selection.merge calls setBufferRange(union), which destroys folds containing its ends (endpoints excluded).
    const e = plain('s\n\n')
    e.setSelectedBufferRanges([[[0, 1], [1, 0]], [[0, 0], [0, 0]]])
    e.getSelections()[1]!.setBufferRange([[0, 1], [1, 0]])
    e.foldBufferRange([[0, 1], [2, 0]])
    expect(selections(e)).toEqual(['[(0, 1) - (1, 0)]'])
    expect(folds(e)).toEqual([])
    expect(e.getCursorScreenPosition().toArray()).toEqual([1, 0])
  })
})

describe('setBufferRange unfolds even when the range does not change', () => {
  it('expandOverWord destroys a fold around the selection\'s start', () => {
    // Atom: Selection.expandOverWord always ends in setBufferRange(union), unfolding at its ends.
    const e = plain('\n\nPhone{\n')
    e.addSelectionForBufferRange([[4, 0], [2, 5]])
    e.foldBufferRange([[1, 0], [2, 6]])
    e.getLastSelection().expandOverWord()
    expect(selections(e)).toEqual(['[(0, 0) - (0, 0)]', '[(2, 5) - (3, 0)]'])
    expect(folds(e)).toEqual([])
    expect(e.getCursorScreenPosition().toArray()).toEqual([3, 0])
  })
  it('selectToScreenPosition (not from a word or line) keeps the fold its tail lies in', () => {
    // Atom: Selection.selectToScreenPosition moves the cursor only; no setBufferRange, no unfolding.
    const e = plain('ab\ncd\nef\ngh\n')
    e.setCursorBufferPosition([1, 1])
    e.foldBufferRange([[0, 1], [2, 1]])
    e.selectToScreenPosition([1, 1])
    expect(selections(e)).toEqual(['[(1, 1) - (3, 1)]'])
    expect(e.getCursorScreenPosition().toArray()).toEqual([1, 1])
    expect(e.getScreenLineCount()).toBe(3)
  })
})

describe('addSelectionAbove with nothing to add', () => {
  it('still merges intersecting selections, reversed', () => {
    // Atom: expandSelectionsBackward merges with {reversed: true} whether or not a selection was added.
    const e = plain('\n')
    e.addCursorAtScreenPosition([4, 0])
    e.getSelections()[0]!.selectToBottom()
    expect(selections(e)).toEqual(['[(0, 0) - (1, 0)]', '[(1, 0) - (1, 0)]'])
    e.addSelectionAbove()
    expect(selections(e)).toEqual(['[(0, 0) - (1, 0)]r'])
  })
})

describe('folding selections one by one', () => {
  it('Selection.fold collapses the selection to the fold\'s end and merges nothing afterwards', () => {
    // Atom: the fold's display change merges first (nothing intersects then); the cursor move that follows merges nothing.
    const e = plain('\n\n\n\n')
    e.setSelectedBufferRanges([[[4, 21], [3, Infinity]], [[3, 19], [1, 4]], [[0, 51], [3, Infinity]]])
    expect(selections(e)).toEqual(['[(3, 0) - (4, 0)]', '[(0, 0) - (3, 0)]'])
    e.getLastSelection().fold()
    expect(selections(e)).toEqual(['[(3, 0) - (4, 0)]', '[(3, 0) - (3, 0)]'])
    expect(folds(e)).toEqual(['[(0, 0) - (3, 0)]'])
  })
  it('foldSelectedLines: a selection merged away by its own fold skips the next one in the list', () => {
    // Atom: foldSelectedLines walks this.selections live; the merge removes the folded one, so the survivor is never folded.
    const e = plain('aa\nbb\ncc\ndd\nee\n')
    e.setSelectedBufferRanges([[[1, 0], [3, 0]], [[4, 0], [4, 1]]])
    e.getSelections()[1]!.setBufferRange([[0, 0], [2, 0]])
    e.foldSelectedLines()
    expect(selections(e)).toEqual(['[(0, 0) - (3, 0)]'])
    expect(folds(e)).toEqual(['[(1, 0) - (3, 0)]'])
  })
  it('foldSelectedLines: a selection that absorbs the next one by its fold collapses to its own fold\'s end', () => {
    // Atom: the first fold merges the later selection into the first, whose cursor then moves to the first range's end.
    const e = plain('aa\nbb\ncc\ndd\nee\n')
    e.setSelectedBufferRanges([[[0, 0], [2, 0]], [[4, 0], [4, 1]]])
    e.getSelections()[1]!.setBufferRange([[1, 0], [3, 0]])
    e.foldSelectedLines()
    expect(selections(e)).toEqual(['[(2, 0) - (2, 0)]'])
    expect(folds(e)).toEqual(['[(0, 0) - (2, 0)]'])
  })
})

describe('splitSelectionsIntoLines adds its pieces as addSelectionForBufferRange does', () => {
  it('a fold strictly containing a piece\'s end is destroyed', () => {
    // Atom: each piece goes through addSelectionForBufferRange, which destroys folds containing its ends (endpoints excluded).
    const e = plain('abc\n\n')
    e.setSelectedBufferRange([[0, 0], [1, 0]])
    e.foldBufferRange([[0, 2], [1, 0]])
    e.splitSelectionsIntoLines()
    expect(selections(e)).toEqual(['[(0, 0) - (0, 3)]'])
    expect(folds(e)).toEqual([])
    expect(e.getCursorScreenPosition().toArray()).toEqual([0, 3])
  })
})

describe('selectWord and selectSubword keep line mode', () => {
  it('a drag after selectLine then selectSubwordsContainingCursors still extends by lines', () => {
    // Atom: Selection.selectSubword sets wordwise only; selectToScreenPosition tries linewise first (expandOverLine).
    const e = plain(' U\n')
    e.getLastSelection().selectLine()
    e.selectSubwordsContainingCursors()
    expect(selections(e)).toEqual(['[(1, 0) - (1, 0)]'])
    e.selectToScreenPosition([0, 5])
    expect(selections(e)).toEqual(['[(0, 0) - (1, 0)]r'])
  })
  it('likewise after selectWordsContainingCursors', () => {
    // Atom: Selection.selectWord sets wordwise only.
    const e = plain(' U\n')
    e.getLastSelection().selectLine()
    e.selectWordsContainingCursors()
    e.selectToScreenPosition([0, 5])
    expect(selections(e)).toEqual(['[(0, 0) - (1, 0)]r'])
  })
})

describe('moveSelectionLeft/Right refuse before anything merges', () => {
  it('moveSelectionLeft with a cursor at column 0 leaves identical cursors apart', () => {
    // Atom: moveSelectionLeft tests getSelectedBufferRanges() and does nothing, merging nothing, when one starts a line.
    const e = plain('\n')
    e.addCursorAtScreenPosition([1, 0])
    e.getSelections()[0]!.setBufferRange([[1, 0], [4, 10]])
    e.moveSelectionLeft()
    expect(selections(e)).toEqual(['[(1, 0) - (1, 0)]', '[(1, 0) - (1, 0)]'])
  })
  it('moveSelectionRight with a cursor at a line\'s end leaves the selection holding it alone', () => {
    // Atom: moveSelectionRight tests each selection's end as it is; the cursor on the empty row refuses the move.
    const e = plain('\n\n\n\ndone...<  \n')
    e.addCursorAtScreenPosition([6, 0])
    e.getSelections()[1]!.setBufferRange([[4, 9], [-2, 42]])
    e.moveSelectionRight()
    expect(selections(e)).toEqual(['[(0, 0) - (0, 0)]', '[(0, 0) - (4, 9)]'])
    expect(e.getText()).toBe('\n\n\n\ndone...<  \n')
  })
})

describe('a fold destroyed by a method on one selection merges at once', () => {
  it('selectLine on a selection inside another: the unfold merges it away before its range is set', () => {
    // Atom: Selection.setBufferRange destroys the fold first; the display change runs mergeIntersectingSelections, then the destroyed selection sets nothing.
    const e = plain('ab\ncd\nef\n')
    e.setSelectedBufferRanges([[[1, 1], [2, 1]], [[0, 1], [0, 1]]])
    e.foldBufferRange([[0, 0], [1, 1]])
    e.getSelections()[1]!.setBufferRange([[2, 0], [2, 0]])
    expect(selections(e)).toEqual(['[(1, 1) - (2, 1)]', '[(2, 0) - (2, 0)]'])
    e.getSelections()[1]!.selectLine(1)
    expect(selections(e)).toEqual(['[(1, 1) - (2, 1)]'])
    expect(folds(e)).toEqual([])
  })
})

describe('moveSelectionLeft inserts and deletes apart', () => {
  it('a fold inside the selection survives', () => {
    // Atom: moveSelectionLeft inserts the character at the selection's end, then deletes it before the start; neither change overlaps the fold.
    const e = plain('a\na\n a\n')
    e.foldBufferRange([[1, 1], [2, 2]])
    e.setSelectedBufferRange([[0, 1], [3, 0]])
    e.moveSelectionLeft()
    expect(e.getText()).toBe('\na\n a\na')
    expect(selections(e)).toEqual(['[(0, 0) - (3, 0)]'])
    expect(folds(e)).toEqual(['[(1, 1) - (2, 2)]'])
    expect(e.getCursorScreenPosition().toArray()).toEqual([2, 0])
  })
})

describe('a merge that destroys a fold merges again at once, then sets the union it computed', () => {
  it('selectLeft: the nested merge grows the survivor, the outer merge shrinks it back', () => {
    // Atom: merge(b) computes the union, setBufferRange unfolds, the display change re-runs mergeIntersectingSelections, then the marker takes the first union.
    const e = plain('\n\n\n\n\n\n')
    e.selectToBottom()
    e.splitSelectionsIntoLines()
    e.foldBufferRange([[3, 0], [6, 0]])
    e.selectLeft()
    expect(selections(e)).toEqual(['[(0, 0) - (1, 0)]r', '[(1, 0) - (2, 0)]r', '[(2, 0) - (4, 0)]r'])
    expect(folds(e)).toEqual([])
  })
  it('selectToBeginningOfNextParagraph: the selection the nested merge absorbed stays out', () => {
    // Atom: the same nesting; the third selection is merged in the nested pass and the outer union leaves it out.
    const e = plain('\n\nn\na\n\n')
    e.setSelectedBufferRanges([[[3, 3], [6, 1]], [[2, 16], [2, 24]], [[1, 22], [1, 14]]])
    e.foldBufferRange([[0, 0], [3, 0]])
    e.selectToBeginningOfNextParagraph()
    expect(selections(e)).toEqual(['[(1, 0) - (4, 0)]'])
    expect(folds(e)).toEqual([])
  })
})

describe('moveSelectionLeft/Right run selection by selection', () => {
  it('touching selections move in creation order, each with the range read before anything moved', () => {
    // Atom: for each selection (creation order) the character beside it is inserted on its other side and deleted, at the original coordinates.
    const cases: [string, [[number, number], [number, number]][], string, string[]][] = [
      ['moveSelectionLeft', [[[0, 1], [0, 2]], [[0, 2], [0, 3]]], 'bcad', ['[(0, 0) - (0, 1)]', '[(0, 1) - (0, 2)]']],
      ['moveSelectionLeft', [[[0, 2], [0, 3]], [[0, 1], [0, 2]]], 'cabd', ['[(0, 1) - (0, 2)]', '[(0, 0) - (0, 1)]']],
      ['moveSelectionRight', [[[0, 1], [0, 2]], [[0, 2], [0, 3]]], 'acdb', ['[(0, 2) - (0, 3)]', '[(0, 3) - (0, 4)]']],
      ['moveSelectionRight', [[[0, 2], [0, 3]], [[0, 1], [0, 2]]], 'adbc', ['[(0, 3) - (0, 4)]', '[(0, 2) - (0, 3)]']],
    ]
    for (const [method, ranges, text, after] of cases) {
      const e = plain('abcd')
      e.setSelectedBufferRanges(ranges)
      if (method === 'moveSelectionLeft') e.moveSelectionLeft()
      else e.moveSelectionRight()
      expect([e.getText(), selections(e)]).toEqual([text, after])
    }
  })
  it('intersecting selections each move their character, then merge', () => {
    // Atom: the second selection reads its (original) end in the text the first one's move left.
    const e = plain('lpha and , ABCdef lorem')
    e.addCursorAtBufferPosition([0, 15])
    e.selectSubwordsContainingCursors()
    e.getSelections()[0]!.selectToBufferPosition([0, 22])
    expect(selections(e)).toEqual(['[(0, 0) - (0, 22)]', '[(0, 13) - (0, 17)]'])
    e.moveSelectionRight()
    expect(e.getText()).toBe('mlpha and , AfBCde lore')
    expect(selections(e)).toEqual(['[(0, 1) - (0, 23)]'])
  })
  it('a move across rows shifts the rest of its last row before the next selection moves', () => {
    // Atom: the first selection's character goes to its start on row 4; the second reads its original columns on row 5, now one shorter at the front.
    const e = plain('\n\n\n\n\n0]\nd(a_1) ')
    e.addSelectionForScreenRange([[5, 1], [6, 6]])
    e.getSelections()[0]!.selectLine(4)
    e.moveSelectionRight()
    expect(e.getText()).toBe('\n\n\n\n0\n] \nd(a_1)')
    expect(selections(e)).toEqual(['[(4, 1) - (5, 1)]', '[(5, 2) - (6, 6)]'])
  })
})

describe('more rules on selections left intersecting', () => {
  it('moveSelectionLeft hands the ranges back through setSelectedBufferRanges, which unfolds', () => {
    // Atom: setSelectedBufferRanges calls setBufferRange on each selection, destroying folds strictly containing the ends.
    const e = plain('x\n.')
    e.setSelectedBufferRange([[0, 1], [1, 1]])
    e.foldBufferRange([[0, 1], [1, 1]])
    e.moveSelectionLeft()
    expect(e.getText()).toBe('\n.x')
    expect(selections(e)).toEqual(['[(0, 0) - (1, 0)]'])
    expect(folds(e)).toEqual([])
    expect(e.getCursorScreenPosition().toArray()).toEqual([1, 0])
  })
  it('Selection.addSelectionBelow adds nothing where any selection, however far back, contains the range', () => {
    // Atom: findMarkers({containsScreenRange}) over all selections; a selection from row 1 to row 12 contains (12, 0).
    const e = plain('\n\n\n\n\n\n\n\n\n\n\n\n')
    e.setSelectedBufferRanges([[[0, 0], [0, 0]], [[5, 0], [5, 0]]])
    e.addCursorAtBufferPosition([11, 0])
    e.addSelectionBelow()
    e.getLastSelection().setBufferRange([[1, 0], [16, 25]])
    const before = ['[(0, 0) - (0, 0)]', '[(5, 0) - (5, 0)]', '[(11, 0) - (11, 0)]', '[(1, 0) - (1, 0)]', '[(6, 0) - (6, 0)]', '[(1, 0) - (12, 0)]']
    expect(selections(e)).toEqual(before)
    e.getSelections()[2]!.addSelectionBelow()
    expect(selections(e)).toEqual(before)
  })
})

describe('copySelectedText on a cursor selects its line and sets the cursor back', () => {
  it('line mode and the initial range stay, so a drag extends by lines', () => {
    // Atom: copySelectedText calls selectLine (linewise, initialScreenRange) then setBufferRange(previousRange), which keeps both.
    const e = plain('ab\ncd\nef\n')
    e.setCursorBufferPosition([1, 1])
    e.copySelectedText()
    e.selectToScreenPosition([2, 1])
    expect(selections(e)).toEqual(['[(1, 0) - (3, 0)]'])
  })
  it('a fold around the line\'s start or the cursor is destroyed', () => {
    // Atom: selectLine's and the restoring setBufferRange's unfolding (folds strictly containing the ends).
    const e = plain('ab\ncd\nef\n')
    e.setCursorBufferPosition([1, 1])
    e.foldBufferRange([[0, 1], [1, 2]])
    e.foldBufferRange([[2, 0], [2, 1]])
    e.copySelectedText()
    expect(folds(e)).toEqual(['[(2, 0) - (2, 1)]'])
    expect(e.getCursorScreenPosition().toArray()).toEqual([1, 1])
  })
})

describe('upperCase/lowerCase select through setBufferRange', () => {
  it('selecting a cursor\'s word destroys the fold around it', () => {
    // Atom: replaceSelectedText({selectWordIfEmpty}) calls selectWord, whose setBufferRange unfolds at the word's ends.
    const e = plain('\n\n')
    e.setCursorScreenPosition([1, 5])
    e.foldBufferRange([[0, 0], [2, 0]])
    e.upperCase()
    expect(folds(e)).toEqual([])
    expect(e.getCursorScreenPosition().toArray()).toEqual([1, 0])
  })
  it('selecting the new text destroys a fold around it that the edit left', () => {
    // Atom: replaceSelectedText ends with setBufferRange(insertedRange), unfolding at its ends.
    const e = plain('ab cd\nx\n')
    e.setSelectedBufferRange([[0, 1], [0, 2]])
    e.foldBufferRange([[0, 0], [1, 1]])
    e.upperCase()
    expect(e.getText()).toBe('aB cd\nx\n')
    expect(selections(e)).toEqual(['[(0, 1) - (0, 2)]'])
    expect(folds(e)).toEqual([])
  })
})

describe('the selection made when none is left', () => {
  it('is a tailed empty range at (0, 0): indentation inserted there ends up selected', () => {
    // Atom: createLastSelectionIfNeeded calls addSelectionForBufferRange([[0, 0], [0, 0]]), a marker with a tail.
    const e = plain('e')
    e.getLastCursor().destroy()
    expect(selections(e)).toEqual(['[(0, 0) - (0, 0)]'])
    e.indentSelectedRows()
    expect(e.getText()).toBe('  e')
    expect(selections(e)).toEqual(['[(0, 0) - (0, 2)]'])
  })
})
