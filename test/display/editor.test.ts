import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'
import type { CursorPositionChangedEvent } from '../../src/facades/cursor.js'
import type { SelectionChangedEvent } from '../../src/facades/selection.js'
import { SAMPLE_JS } from '../fixtures/sample-js.js'

const arr = (p: { toArray(): number[] }) => p.toArray()

describe('folding through the editor', () => {
  it('folds row ranges, answers fold queries and unfolds', () => {
    const editor = new TextEditor({ text: SAMPLE_JS })
    const id = editor.foldBufferRowRange(1, 9)
    expect(typeof id).toBe('number')
    expect(editor.getScreenLineCount()).toBe(5)
    expect([0, 1, 5, 9, 10].map(r => editor.isFoldedAtBufferRow(r))).toEqual([false, true, true, true, false])
    expect(editor.isFoldedAtScreenRow(1)).toBe(true)
    expect(editor.isFoldedAtScreenRow(2)).toBe(false)
    expect(editor.largestFoldContainingBufferRow(4)?.serialize()).toEqual([[1, 30], [9, 4]])
    expect(editor.unfoldAll().map(r => r.serialize())).toEqual([[[1, 30], [9, 4]]])
    expect(editor.getScreenLineCount()).toBe(13)
    expect(editor.unfoldAll()).toEqual([])
  })

  it('unfoldBufferRow destroys every fold containing the end of the row', () => {
    const editor = new TextEditor({ text: SAMPLE_JS })
    editor.foldBufferRowRange(1, 9)
    editor.foldBufferRowRange(4, 7)
    expect(editor.unfoldBufferRow(5).map(r => r.serialize())).toEqual([[[1, 30], [9, 4]], [[4, 30], [7, 5]]])
    editor.foldBufferRowRange(4, 7)
    expect(editor.unfoldBufferRow(8)).toEqual([])
    expect(editor.destroyFoldsContainingBufferPositions([[4, 30]], true)).toEqual([])
    expect(editor.destroyFoldsContainingBufferPositions([[4, 30]], false).length).toBe(1)
    editor.foldBufferRange([[2, 3], [3, 4]])
    expect(editor.destroyFoldsIntersectingBufferRange([[3, 4], [3, 9]]).map(r => r.serialize())).toEqual([[[2, 3], [3, 4]]])
  })

  it('isFoldedAtCursorRow follows the last cursor', () => {
    const editor = new TextEditor({ text: SAMPLE_JS })
    editor.foldBufferRowRange(1, 9)
    editor.setCursorBufferPosition([5, 2])
    expect(editor.isFoldedAtCursorRow()).toBe(true)
    editor.setCursorBufferPosition([11, 2])
    expect(editor.isFoldedAtCursorRow()).toBe(false)
  })

  it('Selection::fold folds the exact range and puts the cursor at its end', () => {
    const editor = new TextEditor({ text: SAMPLE_JS })
    editor.setSelectedBufferRange([[0, 3], [1, 6]])
    editor.getLastSelection().fold()
    expect(editor.getLastSelection().isEmpty()).toBe(true)
    expect(arr(editor.getCursorBufferPosition())).toEqual([1, 6])
    expect(arr(editor.getCursorScreenPosition())).toEqual([0, 4])
  })

  it('foldSelectedLines folds each non-empty selection and leaves empty ones', () => {
    const editor = new TextEditor({ text: SAMPLE_JS })
    editor.setSelectedBufferRanges([[[1, 2], [2, 4]], [[5, 0], [5, 0]], [[7, 1], [8, 3]]])
    editor.foldSelectedLines()
    expect(editor.getScreenLineCount()).toBe(11)
    expect(editor.getCursorBufferPositions().map(arr)).toEqual([[2, 4], [5, 0], [8, 3]])
  })

  it('a selection set inside a fold unfolds it unless preserveFolds', () => {
    const editor = new TextEditor({ text: SAMPLE_JS })
    editor.foldBufferRowRange(1, 9)
    editor.setSelectedBufferRange([[3, 0], [3, 4]], { preserveFolds: true })
    expect(editor.isFoldedAtBufferRow(3)).toBe(true)
    // Touching the fold's boundary does not unfold.
    editor.setSelectedBufferRange([[1, 30], [1, 30]])
    expect(editor.isFoldedAtBufferRow(3)).toBe(true)
    editor.setSelectedBufferRange([[3, 0], [3, 4]])
    expect(editor.isFoldedAtBufferRow(3)).toBe(false)
    editor.foldBufferRowRange(1, 9)
    editor.addSelectionForBufferRange([[12, 0], [12, 1]])
    expect(editor.isFoldedAtBufferRow(3)).toBe(true)
    editor.addSelectionForBufferRange([[2, 0], [12, 1]])
    expect(editor.isFoldedAtBufferRow(3)).toBe(false)
  })

  it('setting the cursor inside a fold does not unfold; its screen position snaps', () => {
    const editor = new TextEditor({ text: SAMPLE_JS })
    editor.foldBufferRowRange(1, 9)
    editor.setCursorBufferPosition([3, 3])
    expect(editor.isFoldedAtBufferRow(3)).toBe(true)
    expect(arr(editor.getCursorBufferPosition())).toEqual([3, 3])
    expect(arr(editor.getCursorScreenPosition())).toEqual([1, 30])
  })
})

describe('folds and edits', () => {
  it('move with text inserted above and die when an edit overlaps their boundary', () => {
    const editor = new TextEditor({ text: SAMPLE_JS })
    editor.foldBufferRowRange(4, 7)
    editor.setCursorBufferPosition([0, 0])
    editor.insertText('// hi\n')
    expect(editor.isFoldedAtBufferRow(6)).toBe(true)
    expect(editor.isFoldedAtBufferRow(4)).toBe(false)
    expect(editor.getScreenLineCount()).toBe(11)
    // Replace text from inside the fold to past its end.
    editor.setSelectedBufferRange([[6, 2], [9, 1]], { preserveFolds: true })
    editor.insertText('x')
    expect(editor.isFoldedAtBufferRow(5)).toBe(false)
    expect(editor.getScreenLineCount()).toBe(11)
  })

  it('survive undo and redo as markers do', () => {
    const editor = new TextEditor({ text: SAMPLE_JS })
    editor.setCursorBufferPosition([0, 0])
    editor.insertText('\n\n')
    editor.foldBufferRowRange(6, 9)
    editor.undo()
    expect(editor.isFoldedAtBufferRow(4)).toBe(true)
    expect(editor.getScreenLineCount()).toBe(10)
  })
})

describe('screen motions with folds and soft wrap', () => {
  it('moveDown skips the rows hidden by a fold and moveRight crosses it in one step', () => {
    const editor = new TextEditor({ text: SAMPLE_JS })
    editor.foldBufferRowRange(1, 9)
    editor.setCursorBufferPosition([0, 2])
    editor.moveDown()
    expect(arr(editor.getCursorBufferPosition())).toEqual([1, 2])
    editor.moveDown()
    expect(arr(editor.getCursorBufferPosition())).toEqual([10, 0])
    editor.setCursorBufferPosition([1, 30])
    editor.moveRight()
    expect(arr(editor.getCursorBufferPosition())).toEqual([9, 4])
    editor.moveLeft()
    expect(arr(editor.getCursorBufferPosition())).toEqual([1, 30])
  })

  it('backspace after a fold deletes the folded text', () => {
    const editor = new TextEditor({ text: 'abc\ndef\nghi' })
    editor.foldBufferRange([[0, 1], [1, 2]])
    editor.setCursorBufferPosition([1, 2])
    editor.backspace()
    expect(editor.getText()).toBe('af\nghi')
  })

  it('vertical motion keeps the goal in screen columns across wrapped segments', () => {
    const editor = new TextEditor({ text: SAMPLE_JS, softWrapped: true, editorWidthInChars: 20 })
    editor.setCursorScreenPosition([4, 5])
    expect(arr(editor.getCursorBufferPosition())).toEqual([2, 5])
    editor.moveDown()
    expect(arr(editor.getCursorScreenPosition())).toEqual([5, 5])
    expect(arr(editor.getCursorBufferPosition())).toEqual([2, 8])
    editor.moveDown()
    expect(arr(editor.getCursorScreenPosition())).toEqual([6, 5])
    // Screen row 7 ("    array;") and back up: the goal column holds.
    editor.moveUp(2)
    expect(arr(editor.getCursorScreenPosition())).toEqual([4, 5])
  })

  it('moveToBeginningOfScreenLine / moveToEndOfScreenLine / selectToEndOfLine work on the wrapped segment', () => {
    const editor = new TextEditor({ text: SAMPLE_JS, softWrapped: true, editorWidthInChars: 20 })
    editor.setCursorScreenPosition([5, 8])
    editor.moveToBeginningOfScreenLine()
    expect(arr(editor.getCursorBufferPosition())).toEqual([2, 7])
    expect(arr(editor.getCursorScreenPosition())).toEqual([5, 4])
    editor.moveToEndOfScreenLine()
    expect(arr(editor.getCursorScreenPosition())).toEqual([5, 17])
    editor.setCursorScreenPosition([5, 4])
    editor.selectToEndOfLine()
    expect(editor.getSelectedText()).toBe('(array.length')
    expect(editor.getLastSelection().isSingleScreenLine()).toBe(true)
    editor.setSelectedBufferRange([[2, 0], [2, 20]])
    expect(editor.getLastSelection().isSingleScreenLine()).toBe(false)
    expect(editor.getLastSelection().intersectsScreenRow(5)).toBe(true)
    expect(editor.getLastSelection().intersectsScreenRow(7)).toBe(false)
  })

  it('setScreenRange and selectToScreenPosition translate through the display map', () => {
    const editor = new TextEditor({ text: SAMPLE_JS })
    editor.foldBufferRowRange(1, 9)
    editor.getLastSelection().setScreenRange([[2, 0], [3, 4]])
    expect(editor.getSelectedBufferRange().serialize()).toEqual([[10, 0], [11, 4]])
    editor.setCursorScreenPosition([0, 0])
    editor.selectToScreenPosition([2, 0])
    expect(editor.getSelectedBufferRange().serialize()).toEqual([[0, 0], [10, 0]])
    // A multi-row buffer selection inside one folded screen row is a single screen line.
    editor.setSelectedBufferRange([[1, 2], [9, 4]], { preserveFolds: true })
    expect(editor.getLastSelection().isSingleScreenLine()).toBe(true)
  })
})

describe('events from display changes', () => {
  it('a fold above the cursor moves it on screen: one cursor event with equal buffer positions', () => {
    const editor = new TextEditor({ text: SAMPLE_JS })
    editor.setCursorBufferPosition([11, 2])
    const cursorEvents: CursorPositionChangedEvent[] = []
    const selectionEvents: SelectionChangedEvent[] = []
    editor.onDidChangeCursorPosition(e => cursorEvents.push(e))
    editor.onDidChangeSelectionRange(e => selectionEvents.push(e))
    editor.foldBufferRowRange(1, 9)
    expect(cursorEvents.length).toBe(1)
    const e = cursorEvents[0]!
    expect(e.textChanged).toBe(false)
    expect(arr(e.oldBufferPosition)).toEqual([11, 2])
    expect(arr(e.newBufferPosition)).toEqual([11, 2])
    expect(arr(e.oldScreenPosition)).toEqual([11, 2])
    expect(arr(e.newScreenPosition)).toEqual([3, 2])
    expect(selectionEvents.length).toBe(1)
    expect(selectionEvents[0]!.newScreenRange.serialize()).toEqual([[3, 2], [3, 2]])
  })

  it('a fold below the cursor, or moving inside a fold to the same screen spot, emits no cursor event', () => {
    const editor = new TextEditor({ text: SAMPLE_JS })
    editor.setCursorBufferPosition([0, 2])
    const cursorEvents: CursorPositionChangedEvent[] = []
    editor.onDidChangeCursorPosition(e => cursorEvents.push(e))
    editor.foldBufferRowRange(1, 9)
    expect(cursorEvents).toEqual([])
    editor.setCursorBufferPosition([3, 3])
    expect(cursorEvents.length).toBe(1)
    editor.setCursorBufferPosition([3, 4])
    expect(cursorEvents.length).toBe(1)
  })

  it('toggling soft wrap moves cursors on wrapped rows', () => {
    const editor = new TextEditor({ text: SAMPLE_JS, editorWidthInChars: 20 })
    editor.setCursorBufferPosition([2, 30])
    const cursorEvents: CursorPositionChangedEvent[] = []
    editor.onDidChangeCursorPosition(e => cursorEvents.push(e))
    expect(editor.toggleSoftWrapped()).toBe(true)
    expect(editor.isSoftWrapped()).toBe(true)
    expect(editor.getSoftWrapColumn()).toBe(20)
    expect(cursorEvents.length).toBe(1)
    expect(cursorEvents[0]!.textChanged).toBe(false)
    expect(arr(cursorEvents[0]!.newScreenPosition)).toEqual([6, 13])
    expect(editor.setSoftWrapped(false)).toBe(false)
    expect(editor.getSoftWrapColumn()).toBe(500)
    expect(cursorEvents.length).toBe(2)
  })
})

describe('screen queries through the editor', () => {
  it('report lengths, rows and the longest row', () => {
    const editor = new TextEditor({ text: SAMPLE_JS, softWrapped: true, editorWidthInChars: 20 })
    expect(editor.lineLengthForScreenRow(0)).toBe(16)
    expect(editor.bufferRowsForScreenRows(0, 5)).toEqual([0, 0, 1, 1, 2, 2])
    const lengths = Array.from({ length: editor.getScreenLineCount() }, (_, r) => editor.lineLengthForScreenRow(r))
    expect(editor.getApproximateLongestScreenRow()).toBe(lengths.indexOf(Math.max(...lengths)))
    expect(editor.clipScreenRange([[4, 7], [5, 1]]).serialize()).toEqual([[4, 6], [5, 4]])
    editor.setEditorWidthInChars(50)
    expect(editor.getEditorWidthInChars()).toBe(50)
    expect(editor.getScreenLineCount()).toBe(15)
  })
})
