/**
 * Selection and editor selection methods through the facade, with exact
 * ranges: screen ranges over hard tabs, folds and soft wraps, row ranges,
 * intersection and ordering queries, every select-to motion on the JavaScript
 * sample (row 0 `var quicksort = function () {`, row 10 blank, last row
 * `};`), and the editor's multi-selection commands.
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'
import type { Selection } from '../../src/facades/selection.js'
import type { RangeCompatible } from '../../src/values/range.js'
import { SAMPLE_JS } from '../fixtures/sample-js.js'

const range = (s: Selection) => s.getBufferRange().serialize()
const ranges = (e: TextEditor) => e.getSelectedBufferRanges().map(r => r.serialize())

/** An editor on `text` whose last selection is `r` (reversed when asked). */
const selected = (text: string, r: RangeCompatible, options: { reversed?: boolean; tabLength?: number } = {}) => {
  const { reversed, ...params } = options
  const e = new TextEditor({ text, ...params })
  e.setSelectedBufferRange(r, reversed === undefined ? {} : { reversed })
  return { e, s: e.getLastSelection() }
}

/** An editor on the sample with one cursor at `p`. */
const sampleAt = (row: number, column: number) => {
  const e = new TextEditor({ text: SAMPLE_JS })
  e.setCursorBufferPosition([row, column])
  return { e, s: e.getLastSelection() }
}

// `\t` spans screen columns 0–4, `a` 4, `b` 5, the second `\t` 6–8, `c` 8, `d` 9.
const TABS = '\tab\tcd\nxyz'
// Width 10: screen row 0 is `aaaa bbbb ` (buffer columns 0–10), row 1 `cccc dddd`, row 2 `xy`.
const wrapped = () => new TextEditor({ text: 'aaaa bbbb cccc dddd\nxy', softWrapped: true, editorWidthInChars: 10 })

describe('Selection screen coordinates', () => {
  it('getScreenRange translates each end: hard tabs', () => {
    const { s } = selected(TABS, [[0, 1], [0, 4]], { tabLength: 4 })
    expect(s.getScreenRange().serialize()).toEqual([[0, 4], [0, 8]])
  })

  it('getScreenRange through a fold: its end maps after the placeholder, later rows move up', () => {
    const e = new TextEditor({ text: 'abc\ndef\nghi' })
    e.foldBufferRange([[0, 1], [1, 2]])
    e.setSelectedBufferRange([[1, 2], [2, 1]])
    expect(e.getLastSelection().getScreenRange().serialize()).toEqual([[0, 2], [1, 1]])
  })

  it('getScreenRange and head/tail positions at a soft-wrap point', () => {
    const e = wrapped()
    e.setSelectedBufferRange([[0, 5], [0, 10]])
    const s = e.getLastSelection()
    expect(s.getScreenRange().serialize()).toEqual([[0, 5], [1, 0]])
    expect(s.getHeadScreenPosition().toArray()).toEqual([1, 0])
    expect(s.getTailScreenPosition().toArray()).toEqual([0, 5])
  })

  it('getHeadScreenPosition and getTailScreenPosition follow the orientation', () => {
    const { s } = selected(TABS, [[0, 1], [0, 4]], { reversed: true, tabLength: 4 })
    expect(s.getHeadScreenPosition().toArray()).toEqual([0, 4])
    expect(s.getTailScreenPosition().toArray()).toEqual([0, 8])
    expect(s.getHeadBufferPosition().toArray()).toEqual([0, 1])
    expect(s.getTailBufferPosition().toArray()).toEqual([0, 4])
  })

  it('a bare cursor’s tail is its head', () => {
    const e = new TextEditor({ text: TABS, tabLength: 4 })
    e.setCursorBufferPosition([0, 4])
    const s = e.getLastSelection()
    expect(s.getHeadScreenPosition().toArray()).toEqual([0, 8])
    expect(s.getTailScreenPosition().toArray()).toEqual([0, 8])
  })
})

describe('Selection.getBufferRowRange', () => {
  it('leaves out an end row reached at column 0', () => {
    expect(selected(SAMPLE_JS, [[1, 10], [3, 0]]).s.getBufferRowRange()).toEqual([1, 2])
    expect(selected(SAMPLE_JS, [[1, 0], [2, 0]]).s.getBufferRowRange()).toEqual([1, 1])
    expect(selected(SAMPLE_JS, [[0, 1], [2, 4]]).s.getBufferRowRange()).toEqual([0, 2])
  })

  it('an empty selection at column 0 is its own row', () => {
    expect(selected(SAMPLE_JS, [[4, 0], [4, 0]]).s.getBufferRowRange()).toEqual([4, 4])
  })
})

describe('Selection queries', () => {
  it('intersectsBufferRange is inclusive', () => {
    const { s } = selected(SAMPLE_JS, [[1, 2], [1, 5]])
    expect(s.intersectsBufferRange([[1, 5], [1, 8]])).toBe(true)
    expect(s.intersectsBufferRange([[0, 0], [1, 2]])).toBe(true)
    expect(s.intersectsBufferRange([[1, 3], [1, 4]])).toBe(true)
    expect(s.intersectsBufferRange([[1, 6], [2, 0]])).toBe(false)
    expect(s.intersectsBufferRange([[0, 0], [1, 1]])).toBe(false)
  })

  it('intersectsBufferRange of an empty selection', () => {
    const { s } = sampleAt(1, 3)
    expect(s.intersectsBufferRange([[1, 3], [1, 3]])).toBe(true)
    expect(s.intersectsBufferRange([[1, 0], [1, 3]])).toBe(true)
    expect(s.intersectsBufferRange([[1, 4], [1, 6]])).toBe(false)
  })

  it('intersectsScreenRowRange uses screen rows (a wrapped segment is its own row)', () => {
    const e = wrapped()
    e.setSelectedBufferRange([[0, 11], [0, 13]])
    const s = e.getLastSelection()
    expect(s.getScreenRange().serialize()).toEqual([[1, 1], [1, 3]])
    expect(s.intersectsScreenRowRange(0, 0)).toBe(false)
    expect(s.intersectsScreenRowRange(1, 1)).toBe(true)
    expect(s.intersectsScreenRowRange(0, 1)).toBe(true)
    expect(s.intersectsScreenRowRange(1, 0)).toBe(true)
    expect(s.intersectsScreenRowRange(2, 3)).toBe(false)
    expect(s.intersectsScreenRow(0)).toBe(false)
    expect(s.intersectsScreenRow(1)).toBe(true)
  })

  it('isLastSelection: the most recently added surviving selection', () => {
    const e = new TextEditor({ text: SAMPLE_JS })
    const first = e.getLastSelection()
    expect(first.isLastSelection()).toBe(true)
    const second = e.addSelectionForBufferRange([[2, 0], [2, 3]])
    expect(second.isLastSelection()).toBe(true)
    expect(first.isLastSelection()).toBe(false)
    second.destroy()
    expect(second.isLastSelection()).toBe(false)
    expect(first.isLastSelection()).toBe(true)
  })

  it('compare: start ascending, then the later end first', () => {
    const a = selected(SAMPLE_JS, [[1, 2], [1, 5]]).s
    const b = selected(SAMPLE_JS, [[1, 2], [1, 8]]).s
    const c = selected(SAMPLE_JS, [[0, 9], [3, 0]]).s
    expect(a.compare(b)).toBe(1)
    expect(b.compare(a)).toBe(-1)
    expect(c.compare(a)).toBe(-1)
    expect(a.compare(c)).toBe(1)
    expect(a.compare(selected(SAMPLE_JS, [[1, 2], [1, 5]], { reversed: true }).s)).toBe(0)
  })
})

describe('Selection select-to methods: the tail stays, the head moves', () => {
  it('selectToBufferPosition: orientation follows the head; the position is clipped', () => {
    const { s } = sampleAt(3, 8)
    s.selectToBufferPosition([1, 2])
    expect(range(s)).toEqual([[1, 2], [3, 8]])
    expect(s.isReversed()).toBe(true)
    s.selectToBufferPosition([5, 3])
    expect(range(s)).toEqual([[3, 8], [5, 3]])
    expect(s.isReversed()).toBe(false)
    s.selectToBufferPosition([3, 100])
    expect(range(s)).toEqual([[3, 8], [3, 59]])
  })

  it('selectToBeginningOfLine', () => {
    const { s } = selected(SAMPLE_JS, [[2, 10], [2, 20]])
    s.selectToBeginningOfLine()
    expect(range(s)).toEqual([[2, 0], [2, 10]])
    expect(s.isReversed()).toBe(true)
  })

  it('selectToFirstCharacterOfLine toggles between the first character and column 0', () => {
    const { s } = sampleAt(2, 10)
    s.selectToFirstCharacterOfLine()
    expect(range(s)).toEqual([[2, 4], [2, 10]])
    expect(s.isReversed()).toBe(true)
    s.selectToFirstCharacterOfLine()
    expect(range(s)).toEqual([[2, 0], [2, 10]])
  })

  it('selectToEndOfBufferLine goes past soft wraps; selectToEndOfLine stops at the screen row', () => {
    const e = wrapped()
    e.setCursorBufferPosition([0, 2])
    const s = e.getLastSelection()
    s.selectToEndOfLine()
    expect(range(s)).toEqual([[0, 2], [0, 9]])
    s.selectToEndOfBufferLine()
    expect(range(s)).toEqual([[0, 2], [0, 19]])
    expect(s.isReversed()).toBe(false)
  })

  it('selectToBeginningOfWord', () => {
    const a = sampleAt(0, 8).s
    a.selectToBeginningOfWord()
    expect(range(a)).toEqual([[0, 4], [0, 8]])
    expect(a.isReversed()).toBe(true)
    // From a row start the previous row's last word (`;`) is the beginning.
    const b = sampleAt(3, 0).s
    b.selectToBeginningOfWord()
    expect(range(b)).toEqual([[2, 39], [3, 0]])
  })

  it('selectToEndOfWord', () => {
    const a = sampleAt(0, 6).s
    a.selectToEndOfWord()
    expect(range(a)).toEqual([[0, 6], [0, 13]])
    const b = sampleAt(1, 10).s
    b.selectToEndOfWord()
    expect(range(b)).toEqual([[1, 10], [1, 12]])
  })

  it('selectToBeginningOfNextWord', () => {
    const a = sampleAt(0, 6).s
    a.selectToBeginningOfNextWord()
    expect(range(a)).toEqual([[0, 6], [0, 14]])
    const b = sampleAt(2, 0).s
    b.selectToBeginningOfNextWord()
    expect(range(b)).toEqual([[2, 0], [2, 4]])
  })

  it('selectToPreviousWordBoundary', () => {
    const a = sampleAt(3, 14).s
    a.selectToPreviousWordBoundary()
    expect(range(a)).toEqual([[3, 13], [3, 14]])
    expect(a.isReversed()).toBe(true)
    const b = sampleAt(2, 0).s
    b.selectToPreviousWordBoundary()
    expect(range(b)).toEqual([[1, 30], [2, 0]])
  })

  it('selectToNextWordBoundary', () => {
    const a = sampleAt(0, 8).s
    a.selectToNextWordBoundary()
    expect(range(a)).toEqual([[0, 8], [0, 13]])
    const b = sampleAt(2, 40).s
    b.selectToNextWordBoundary()
    expect(range(b)).toEqual([[2, 40], [3, 0]])
  })

  it('selectToPreviousSubwordBoundary', () => {
    const e = new TextEditor({ text: ' getPreviousWord' })
    e.setCursorBufferPosition([0, 16])
    const s = e.getLastSelection()
    const seen: number[][][] = []
    for (let i = 0; i < 3; i++) {
      s.selectToPreviousSubwordBoundary()
      seen.push(range(s))
    }
    expect(seen).toEqual([[[0, 12], [0, 16]], [[0, 4], [0, 16]], [[0, 1], [0, 16]]])
    expect(s.isReversed()).toBe(true)
  })

  it('selectToNextSubwordBoundary', () => {
    const e = new TextEditor({ text: 'getPreviousWord ' })
    const s = e.getLastSelection()
    const seen: number[][][] = []
    for (let i = 0; i < 3; i++) {
      s.selectToNextSubwordBoundary()
      seen.push(range(s))
    }
    expect(seen).toEqual([[[0, 0], [0, 3]], [[0, 0], [0, 11]], [[0, 0], [0, 15]]])
  })

  it('selectToBeginningOfNextParagraph: onto the blank row, then one column before the end', () => {
    const { s } = sampleAt(0, 6)
    s.selectToBeginningOfNextParagraph()
    expect(range(s)).toEqual([[0, 6], [10, 0]])
    s.selectToBeginningOfNextParagraph()
    expect(range(s)).toEqual([[0, 6], [12, 1]])
  })

  it('selectToBeginningOfPreviousParagraph: onto the blank row, then the start of the buffer', () => {
    const { s } = sampleAt(12, 1)
    s.selectToBeginningOfPreviousParagraph()
    expect(range(s)).toEqual([[10, 0], [12, 1]])
    expect(s.isReversed()).toBe(true)
    s.selectToBeginningOfPreviousParagraph()
    expect(range(s)).toEqual([[0, 0], [12, 1]])
  })

  it('expandOverWord adds the word at the head and keeps the orientation', () => {
    const a = selected(SAMPLE_JS, [[0, 2], [0, 6]]).s
    a.expandOverWord()
    expect(range(a)).toEqual([[0, 2], [0, 13]])
    expect(a.isReversed()).toBe(false)
    const b = selected(SAMPLE_JS, [[0, 6], [0, 20]], { reversed: true }).s
    b.expandOverWord()
    expect(range(b)).toEqual([[0, 4], [0, 20]])
    expect(b.isReversed()).toBe(true)
  })
})

describe('editor selection methods', () => {
  it('getSelectionsOrderedByBufferPosition sorts; getSelections keeps insertion order', () => {
    const e = new TextEditor({ text: SAMPLE_JS })
    e.setSelectedBufferRanges([[[3, 0], [3, 4]], [[1, 0], [1, 2]]])
    e.addSelectionForBufferRange([[2, 0], [2, 1]])
    const [a, b, c] = e.getSelections()
    expect(e.getSelectionsOrderedByBufferPosition()).toEqual([b, c, a])
    expect(e.getSelectionsOrderedByBufferPosition().map(range)).toEqual([[[1, 0], [1, 2]], [[2, 0], [2, 1]], [[3, 0], [3, 4]]])
  })

  it('selectLinesContainingCursors selects each spanned row with its newline', () => {
    const e = new TextEditor({ text: SAMPLE_JS })
    e.setSelectedBufferRanges([[[1, 3], [1, 3]], [[3, 5], [3, 5]], [[5, 2], [6, 1]], [[12, 1], [12, 1]]])
    e.selectLinesContainingCursors()
    expect(ranges(e)).toEqual([[[1, 0], [2, 0]], [[3, 0], [4, 0]], [[5, 0], [7, 0]], [[12, 0], [12, 2]]])
  })

  it('selectLinesContainingCursors on neighbouring rows leaves touching selections apart', () => {
    const e = new TextEditor({ text: SAMPLE_JS })
    e.setCursorBufferPosition([1, 3])
    e.addCursorAtBufferPosition([2, 1])
    e.selectLinesContainingCursors()
    expect(ranges(e)).toEqual([[[1, 0], [2, 0]], [[2, 0], [3, 0]]])
  })

  it('selectWordsContainingCursors', () => {
    const e = new TextEditor({ text: SAMPLE_JS })
    e.setCursorBufferPosition([0, 1])
    e.addCursorAtBufferPosition([0, 8])
    e.selectWordsContainingCursors()
    expect(ranges(e)).toEqual([[[0, 0], [0, 3]], [[0, 4], [0, 13]]])
  })

  it('addSelectionForScreenRange converts the range and returns the new last selection', () => {
    const e = new TextEditor({ text: TABS, tabLength: 4 })
    const s = e.addSelectionForScreenRange([[0, 4], [0, 8]], { reversed: true })
    expect(s).toBe(e.getLastSelection())
    expect(range(s)).toEqual([[0, 1], [0, 4]])
    expect(s.isReversed()).toBe(true)
    expect(ranges(e)).toEqual([[[0, 0], [0, 0]], [[0, 1], [0, 4]]])
  })

  it('setSelectedScreenRange clips inside a tab to the closer side', () => {
    const e = new TextEditor({ text: TABS, tabLength: 4 })
    e.setSelectedScreenRange([[0, 2], [0, 6]])
    expect(ranges(e)).toEqual([[[0, 0], [0, 3]]])
    expect(e.getSelectedScreenRange().serialize()).toEqual([[0, 0], [0, 6]])
  })

  it('setSelectedScreenRanges and getSelectedScreenRanges (insertion order)', () => {
    const e = new TextEditor({ text: TABS, tabLength: 4 })
    e.setSelectedScreenRanges([[[1, 0], [1, 1]], [[0, 4], [0, 8]]])
    expect(ranges(e)).toEqual([[[1, 0], [1, 1]], [[0, 1], [0, 4]]])
    expect(e.getSelectedScreenRanges().map(r => r.serialize())).toEqual([[[1, 0], [1, 1]], [[0, 4], [0, 8]]])
    expect(e.getSelectedScreenRange().serialize()).toEqual([[0, 4], [0, 8]])
  })

  it('selectMarker selects a valid marker’s range and returns it; an invalid one changes nothing', () => {
    const e = new TextEditor({ text: SAMPLE_JS })
    e.setSelectedBufferRanges([[[0, 0], [0, 2]], [[5, 0], [5, 2]]])
    expect(e.selectMarker({ isValid: () => false, getBufferRange: () => [[1, 0], [1, 4]] })).toBeUndefined()
    expect(ranges(e)).toEqual([[[0, 0], [0, 2]], [[5, 0], [5, 2]]])
    const r = e.selectMarker({ isValid: () => true, getBufferRange: () => [[1, 0], [1, 4]] })
    expect(r?.serialize()).toEqual([[1, 0], [1, 4]])
    expect(ranges(e)).toEqual([[[1, 0], [1, 4]]])
  })

  it('mergeIntersectingSelections merges what a drag left intersecting, with the given orientation', () => {
    const e = new TextEditor({ text: 'abcdefgh' })
    e.setSelectedBufferRange([[0, 0], [0, 2]])
    e.addCursorAtBufferPosition([0, 5])
    const [first] = e.getSelections()
    e.selectToScreenPosition([0, 1], { suppressSelectionMerge: true })
    expect(e.getSelections()).toHaveLength(2)
    e.mergeIntersectingSelections({ reversed: true })
    expect(e.getSelections()).toEqual([first])
    expect(ranges(e)).toEqual([[[0, 0], [0, 5]]])
    expect(first!.isReversed()).toBe(true)
  })

  it('mergeIntersectingSelections leaves disjoint selections alone', () => {
    const e = new TextEditor({ text: 'abcdefgh' })
    e.setSelectedBufferRanges([[[0, 0], [0, 2]], [[0, 2], [0, 4]]])
    const before = e.getSelections()
    e.mergeIntersectingSelections()
    expect(e.getSelections()).toEqual(before)
    expect(ranges(e)).toEqual([[[0, 0], [0, 2]], [[0, 2], [0, 4]]])
  })
})

describe('onDidDestroy when a non-empty selection is merged away', () => {
  it('the cursor, then the selection, after the editor’s remove events; the survivor is not destroyed', () => {
    const e = new TextEditor({ text: 'abcdefghij' })
    e.setSelectedBufferRanges([[[0, 0], [0, 4]], [[0, 6], [0, 9]]])
    const [a, b] = e.getSelections()
    const events: string[] = []
    e.onDidRemoveCursor(c => events.push(c === b!.cursor ? 'remove cursor' : 'remove other cursor'))
    e.onDidRemoveSelection(s => events.push(s === b ? 'remove selection' : 'remove other selection'))
    b!.cursor.onDidDestroy(() => events.push('cursor destroyed'))
    b!.onDidDestroy(() => events.push('selection destroyed'))
    a!.onDidDestroy(() => events.push('survivor destroyed'))
    e.selectAll()
    expect(events).toEqual(['remove cursor', 'remove selection', 'cursor destroyed', 'selection destroyed'])
    expect(ranges(e)).toEqual([[[0, 0], [0, 10]]])
    expect(b!.destroyed).toBe(true)
    expect(a!.destroyed).toBe(false)
  })

  it('through Selection.merge, once', () => {
    const e = new TextEditor({ text: 'abcdefghij' })
    e.setSelectedBufferRanges([[[0, 0], [0, 4]], [[0, 6], [0, 9]]])
    const [a, b] = e.getSelections()
    let calls = 0
    b!.onDidDestroy(() => calls++)
    a!.merge(b!)
    expect(calls).toBe(1)
    expect(ranges(e)).toEqual([[[0, 0], [0, 9]]])
  })
})
