/**
 * Selection behaviours that depend on options and on the display: merging
 * after editor-level selectTo…Position, adding selections below multi-row
 * ranges, the initial screen range kept through a motion, scoped non-word
 * characters, setBufferRange options forwarded by selectWord/selectLine/merge,
 * `destroyed` flags without listeners, soft wrap without a known width, the
 * goal screen range and the soft-wrapped event.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'
import type { Selection } from '../../src/facades/selection.js'
import { loadJavaScriptMode } from '../../src/language/javascript.js'
import { registerLanguageMode } from '../../src/language/language-mode.js'

beforeAll(async () => {
  registerLanguageMode(await loadJavaScriptMode())
})

const ranges = (e: TextEditor) => e.getSelectedBufferRanges().map(r => r.serialize())
const range = (s: Selection) => s.getBufferRange().serialize()
const EIGHTS = 'abcdefgh\nabcdefgh\nabcdefgh\nabcdefgh'

describe('editor-level selectToBufferPosition and selectToScreenPosition', () => {
  const twoSelections = () => {
    const e = new TextEditor({ text: 'abcdefgh' })
    e.setSelectedBufferRange([[0, 0], [0, 2]])
    e.addCursorAtBufferPosition([0, 5])
    return e
  }

  it('move the last selection, then merge with its orientation', () => {
    const e = twoSelections()
    const [first] = e.getSelections()
    e.selectToBufferPosition([0, 1])
    expect(e.getSelections()).toEqual([first])
    expect(ranges(e)).toEqual([[[0, 0], [0, 5]]])
    expect(first!.isReversed()).toBe(true)
  })

  it('selectToScreenPosition merges the same way', () => {
    const e = twoSelections()
    e.selectToScreenPosition([0, 1])
    expect(ranges(e)).toEqual([[[0, 0], [0, 5]]])
    expect(e.getLastSelection().isReversed()).toBe(true)
  })

  it('moves only the last selection', () => {
    const e = new TextEditor({ text: 'abcdefgh\nabcdefgh' })
    e.setSelectedBufferRange([[0, 1], [0, 2]])
    e.addCursorAtBufferPosition([1, 1])
    e.selectToBufferPosition([1, 6])
    expect(ranges(e)).toEqual([[[0, 1], [0, 2]], [[1, 1], [1, 6]]])
  })

  it('suppressSelectionMerge leaves intersecting selections until they are merged', () => {
    const e = twoSelections()
    e.selectToScreenPosition([0, 1], { suppressSelectionMerge: true })
    expect(ranges(e)).toEqual([[[0, 0], [0, 2]], [[0, 1], [0, 5]]])
    // Dragging back out of the first selection: both survive the merge.
    e.selectToScreenPosition([0, 4], { suppressSelectionMerge: true })
    expect(ranges(e)).toEqual([[[0, 0], [0, 2]], [[0, 4], [0, 5]]])
    e.mergeIntersectingSelections()
    expect(ranges(e)).toEqual([[[0, 0], [0, 2]], [[0, 4], [0, 5]]])
    expect(e.getLastSelection().isReversed()).toBe(true)
  })

  it('mergeIntersectingSelections after a suppressed merge keeps the survivor’s orientation unless told', () => {
    const e = twoSelections()
    const [first] = e.getSelections()
    e.selectToScreenPosition([0, 1], { suppressSelectionMerge: true })
    e.mergeIntersectingSelections()
    expect(e.getSelections()).toEqual([first])
    expect(ranges(e)).toEqual([[[0, 0], [0, 5]]])
    expect(first!.isReversed()).toBe(false)
  })

  it('a multi-selection command applies to each intersecting selection, then merges', () => {
    const e = twoSelections()
    e.selectToScreenPosition([0, 1], { suppressSelectionMerge: true })
    // [[0,0],[0,3]] and reversed [[0,2],[0,5]], merged forward: the first keeps its orientation.
    e.selectRight()
    expect(ranges(e)).toEqual([[[0, 0], [0, 5]]])
    expect(e.getLastSelection().isReversed()).toBe(false)
  })

  it('a text edit works on the unmerged selections, one after another, then merges', () => {
    // Atom's mutateSelectedText does not merge first: [0,0]-[0,2] becomes X, then [0,1]-[0,5] (now [0,1]-[0,4]) becomes X.
    const e = twoSelections()
    e.selectToScreenPosition([0, 1], { suppressSelectionMerge: true })
    e.insertText('X')
    expect(e.getText()).toBe('XXfgh')
    expect(e.getCursorBufferPositions().map(p => p.toArray())).toEqual([[0, 1], [0, 2]])
  })
})

describe('addSelectionBelow from a multi-row range', () => {
  it('collapses the range onto one row and judges emptiness there', () => {
    const e = new TextEditor({ text: EIGHTS })
    e.setSelectedBufferRange([[0, 5], [1, 5]])
    e.addSelectionBelow()
    expect(ranges(e)).toEqual([[[0, 5], [1, 5]], [[2, 5], [2, 5]]])
  })

  it('keeps a non-empty span of columns', () => {
    const e = new TextEditor({ text: EIGHTS })
    e.setSelectedBufferRange([[0, 2], [1, 6]])
    e.addSelectionBelow()
    expect(ranges(e)).toEqual([[[0, 2], [1, 6]], [[2, 2], [2, 6]]])
  })

  it('addSelectionAbove finds the collapsed range inside the selection and adds nothing', () => {
    const e = new TextEditor({ text: EIGHTS })
    e.setSelectedBufferRange([[1, 5], [2, 5]])
    e.addSelectionAbove()
    expect(ranges(e)).toEqual([[[1, 5], [2, 5]]])
  })
})

describe('the initial screen range survives a motion while it matches the screen range', () => {
  it('over a hard tab (screen and buffer columns differ)', () => {
    const e = new TextEditor({ text: '\tone two', tabLength: 4 })
    e.setCursorBufferPosition([0, 2])
    const s = e.getLastSelection()
    s.selectWord()
    expect(range(s)).toEqual([[0, 1], [0, 4]])
    s.selectRight()
    expect(range(s)).toEqual([[0, 1], [0, 5]])
    s.selectToScreenPosition([0, 0])
    expect(range(s)).toEqual([[0, 0], [0, 4]])
    expect(s.isReversed()).toBe(true)
  })

  it('and is dropped once the range moved before a motion', () => {
    const e = new TextEditor({ text: '\tone two', tabLength: 4 })
    e.setCursorBufferPosition([0, 2])
    const s = e.getLastSelection()
    s.selectWord()
    s.selectRight()
    s.selectRight()
    // The second selectRight finalized [[0,1],[0,5]], whose screen range differs from the word's.
    s.selectToScreenPosition([0, 0])
    expect(range(s)).toEqual([[0, 0], [0, 1]])
    expect(s.isReversed()).toBe(true)
  })
})

describe('word selection uses the non-word characters in force at the cursor', () => {
  const js = (text: string) => new TextEditor({ text, grammar: 'javascript' })

  it('selectWord: `$` is a word character in JavaScript', () => {
    const e = js('let foo$bar = 1')
    e.setCursorBufferPosition([0, 5])
    e.getLastSelection().selectWord()
    expect(ranges(e)).toEqual([[[0, 4], [0, 11]]])
    const plain = new TextEditor({ text: 'let foo$bar = 1' })
    plain.setCursorBufferPosition([0, 5])
    plain.getLastSelection().selectWord()
    expect(ranges(plain)).toEqual([[[0, 4], [0, 7]]])
  })

  it('selectWordsContainingCursors', () => {
    const e = js('let foo$bar = a$b')
    e.setCursorBufferPosition([0, 5])
    e.addCursorAtBufferPosition([0, 15])
    e.selectWordsContainingCursors()
    expect(ranges(e)).toEqual([[[0, 4], [0, 11]], [[0, 14], [0, 17]]])
  })

  it('expandOverWord', () => {
    const e = js('let foo$bar = 1')
    e.setSelectedBufferRange([[0, 1], [0, 5]])
    e.getLastSelection().expandOverWord()
    expect(ranges(e)).toEqual([[[0, 1], [0, 11]]])
  })

  it('selectSubword', () => {
    const e = js('ab$cd')
    e.setCursorBufferPosition([0, 3])
    e.getLastSelection().selectSubword()
    expect(ranges(e)).toEqual([[[0, 3], [0, 5]]])
    const plain = new TextEditor({ text: 'ab$cd' })
    plain.setCursorBufferPosition([0, 3])
    plain.getLastSelection().selectSubword()
    expect(ranges(plain)).toEqual([[[0, 2], [0, 3]]])
  })
})

describe('setBufferRange options through selectWord, selectLine and merge', () => {
  const TEXT = 'hello world\nabcdef\nabcdef'

  it('selectWord honours reversed and preserveFolds', () => {
    const e = new TextEditor({ text: TEXT })
    e.setCursorBufferPosition([0, 1])
    e.foldBufferRange([[0, 3], [1, 1]])
    const s = e.getLastSelection()
    s.selectWord({ reversed: true, preserveFolds: true })
    expect(range(s)).toEqual([[0, 0], [0, 5]])
    expect(s.isReversed()).toBe(true)
    expect(e.isFoldedAtBufferRow(0)).toBe(true)
    s.clear()
    s.selectWord()
    expect(s.isReversed()).toBe(false)
    expect(e.isFoldedAtBufferRow(0)).toBe(false)
  })

  it('selectLine(row, options) honours reversed and preserveFolds', () => {
    const e = new TextEditor({ text: TEXT })
    e.foldBufferRange([[0, 5], [1, 3]])
    const s = e.getLastSelection()
    s.selectLine(0, { reversed: true, preserveFolds: true })
    expect(range(s)).toEqual([[0, 0], [1, 0]])
    expect(s.isReversed()).toBe(true)
    expect(e.isFoldedAtBufferRow(1)).toBe(true)
    s.selectLine(0)
    expect(s.isReversed()).toBe(true)
    expect(e.isFoldedAtBufferRow(1)).toBe(false)
  })

  it('selectLine() without a row takes the same options', () => {
    const e = new TextEditor({ text: TEXT })
    e.setCursorBufferPosition([1, 2])
    e.getLastSelection().selectLine(undefined, { reversed: true })
    expect(ranges(e)).toEqual([[[1, 0], [2, 0]]])
    expect(e.getLastSelection().isReversed()).toBe(true)
  })

  it('merge with preserveFolds keeps a fold strictly containing an end of the union', () => {
    const make = () => {
      const e = new TextEditor({ text: TEXT })
      e.setSelectedBufferRanges([[[0, 1], [0, 3]], [[1, 4], [1, 4]]])
      e.foldBufferRange([[1, 2], [2, 5]])
      return e
    }
    const kept = make()
    const [a, b] = kept.getSelections()
    a!.merge(b!, { preserveFolds: true })
    expect(ranges(kept)).toEqual([[[0, 1], [1, 4]]])
    expect(kept.isFoldedAtBufferRow(1)).toBe(true)
    const unfolded = make()
    const [c, d] = unfolded.getSelections()
    c!.merge(d!)
    expect(ranges(unfolded)).toEqual([[[0, 1], [1, 4]]])
    expect(unfolded.isFoldedAtBufferRow(1)).toBe(false)
  })
})

describe('destroyed flags without any listener', () => {
  it('after destroy()', () => {
    const e = new TextEditor({ text: 'abc' })
    e.addCursorAtBufferPosition([0, 2])
    const s = e.getLastSelection()
    const c = s.cursor
    s.destroy()
    expect(s.destroyed).toBe(true)
    expect(c.destroyed).toBe(true)
    expect(e.getSelections()[0]!.destroyed).toBe(false)
  })

  it('after being merged away, and for a cursor destroyed directly', () => {
    const e = new TextEditor({ text: 'abcdefgh' })
    e.setSelectedBufferRanges([[[0, 0], [0, 2]], [[0, 4], [0, 6]]])
    const [a, b] = e.getSelections()
    const bc = b!.cursor
    e.selectAll()
    expect(a!.destroyed).toBe(false)
    expect(b!.destroyed).toBe(true)
    expect(bc.destroyed).toBe(true)
    const c = e.addCursorAtBufferPosition([0, 7])
    c.destroy()
    expect(c.destroyed).toBe(true)
    expect(e.getCursors()).toHaveLength(1)
  })

  it('a selection restored by undo gets a new, live handle; the old one stays destroyed', () => {
    const e = new TextEditor({ text: 'abc' })
    e.addCursorAtBufferPosition([0, 2])
    const old = e.getLastSelection()
    e.insertText('x')
    old.destroy()
    expect(old.destroyed).toBe(true)
    e.undo()
    const restored = e.getSelections()
    expect(restored).toHaveLength(2)
    expect(restored.every(s => !s.destroyed)).toBe(true)
    expect(restored).not.toContain(old)
    expect(old.destroyed).toBe(true)
  })
})

describe('soft wrap with no known width', () => {
  const long = 'x'.repeat(600)

  it('wraps nothing, not even at maxScreenLineLength', () => {
    const e = new TextEditor({ text: long, softWrapped: true })
    expect(e.getSoftWrapColumn()).toBeUndefined()
    expect(e.getScreenLineCount()).toBe(1)
    expect(e.lineTextForScreenRow(0)).toBe(long)
  })

  it('at the preferred line length the column is NaN and nothing wraps either', () => {
    const e = new TextEditor({ text: long, softWrapped: true, softWrapAtPreferredLineLength: true })
    expect(e.getSoftWrapColumn()).toBeNaN()
    expect(e.getScreenLineCount()).toBe(1)
  })

  it('not soft-wrapped, maxScreenLineLength wraps; with a width, the width does', () => {
    const e = new TextEditor({ text: long })
    expect(e.getSoftWrapColumn()).toBe(500)
    expect(e.getScreenLineCount()).toBe(2)
    e.setSoftWrapped(true)
    expect(e.getScreenLineCount()).toBe(1)
    e.setEditorWidthInChars(100)
    expect(e.getSoftWrapColumn()).toBe(100)
    expect(e.getScreenLineCount()).toBe(6)
    e.update({ softWrapAtPreferredLineLength: true, preferredLineLength: 80 })
    expect(e.getSoftWrapColumn()).toBe(80)
    expect(e.getScreenLineCount()).toBe(8)
  })
})

describe('Selection.setGoalScreenRange', () => {
  it('sets the range addSelectionBelow aims for', () => {
    const e = new TextEditor({ text: EIGHTS })
    const s = e.getLastSelection()
    expect(s.getGoalScreenRange().serialize()).toEqual([[0, 0], [0, 0]])
    s.setGoalScreenRange([[0, 4], [0, 2]])
    expect(s.getGoalScreenRange().serialize()).toEqual([[0, 2], [0, 4]])
    expect(range(s)).toEqual([[0, 0], [0, 0]])
    s.addSelectionBelow()
    expect(ranges(e)).toEqual([[[0, 0], [0, 0]], [[1, 2], [1, 4]]])
  })
})

describe('TextEditor.onDidChangeSoftWrapped', () => {
  it('calls back with the new value when the setting changes', () => {
    const e = new TextEditor({ text: 'abc' })
    const spy = vi.fn()
    e.onDidChangeSoftWrapped(spy)
    expect(e.setSoftWrapped(true)).toBe(true)
    e.setSoftWrapped(true)
    expect(e.toggleSoftWrapped()).toBe(false)
    e.update({ softWrapped: true })
    expect(spy.mock.calls).toEqual([[true], [false], [true]])
  })

  it('stops after the subscription is disposed', () => {
    const e = new TextEditor({ text: 'abc' })
    const spy = vi.fn()
    e.onDidChangeSoftWrapped(spy).dispose()
    e.setSoftWrapped(true)
    expect(spy).not.toHaveBeenCalled()
  })
})
