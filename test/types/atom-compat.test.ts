/**
 * The behaviour behind the cases where `@types/atom` and Atom disagree
 * (README, "Types: @types/atom compatibility"); `atom-compat.ts` checks the
 * types themselves.
 */
import { describe, expect, it } from 'vitest'
import { Point, Range, TextEditor } from '../../src/index.js'

describe('where @types/atom and Atom disagree, caretaker follows Atom', () => {
  it('getBufferPosition returns a Point (the docs say Array)', () => {
    const editor = new TextEditor({ text: 'hello world' })
    editor.setCursorBufferPosition([0, 3])
    const position = editor.getLastCursor().getBufferPosition()
    expect(position).toBeInstanceOf(Point)
    expect(Array.isArray(position)).toBe(false)
    expect(position.toArray()).toEqual([0, 3])
  })

  it('the word-position queries return Points (the docs say Range)', () => {
    const editor = new TextEditor({ text: 'hello world' })
    editor.setCursorBufferPosition([0, 2])
    const cursor = editor.getLastCursor()
    for (const p of [
      cursor.getBeginningOfCurrentWordBufferPosition(),
      cursor.getEndOfCurrentWordBufferPosition(),
      cursor.getBeginningOfNextWordBufferPosition(),
    ]) {
      expect(p).toBeInstanceOf(Point)
    }
    expect(cursor.getBeginningOfCurrentWordBufferPosition().toArray()).toEqual([0, 0])
  })

  it('getCurrentParagraphBufferRange is undefined on a blank row (the typings say Range)', () => {
    const editor = new TextEditor({ text: 'a\n\nb' })
    editor.setCursorBufferPosition([1, 0])
    expect(editor.getLastCursor().getCurrentParagraphBufferRange()).toBeUndefined()
    expect(editor.getCurrentParagraphBufferRange()).toBeUndefined()
    editor.setCursorBufferPosition([0, 0])
    expect(editor.getCurrentParagraphBufferRange()?.toString()).toBe('[(0, 0) - (0, 1)]')
  })

  it('hasPrecedingCharactersOnLine is true when non-blank text precedes the cursor (the docs say the opposite)', () => {
    const editor = new TextEditor({ text: '  ab' })
    const cursor = editor.getLastCursor()
    cursor.setBufferPosition([0, 3])
    expect(cursor.hasPrecedingCharactersOnLine()).toBe(true)
    cursor.setBufferPosition([0, 1])
    expect(cursor.hasPrecedingCharactersOnLine()).toBe(false)
  })

  it('editor.insertText returns one Range per selection (the typings say Range | false)', () => {
    const editor = new TextEditor({ text: 'ab\ncd' })
    editor.addCursorAtBufferPosition([1, 1])
    const ranges = <Range[]>editor.insertText('x')
    expect(Array.isArray(ranges)).toBe(true)
    expect(ranges.map(r => r.toString())).toEqual(['[(0, 0) - (0, 1)]', '[(1, 1) - (1, 2)]'])
  })

  it('selection.insertText returns the inserted Range (the typings say void)', () => {
    const editor = new TextEditor({ text: 'ab' })
    expect(editor.getLastSelection().insertText('xy').toString()).toBe('[(0, 0) - (0, 2)]')
  })

  it('keeps the older Cursor visibility API as view state (isVisible true until setVisible(false))', () => {
    const cursor = new TextEditor({ text: '' }).getLastCursor()
    expect(cursor.isVisible()).toBe(true)
    cursor.setVisible(false)
    expect(cursor.isVisible()).toBe(false)
    expect(cursor.clearAutoscroll()).toBe(undefined)
  })
})

describe('shapes the typings rely on', () => {
  it('subscriptions are Disposables with dispose() and disposed', () => {
    const editor = new TextEditor({ text: 'ab' })
    const subscription = editor.getLastCursor().onDidChangePosition(() => {})
    expect(subscription.disposed).toBe(false)
    subscription.dispose()
    expect(subscription.disposed).toBe(true)
  })

  it('selectMarker takes any valid marker-like object, such as an Atom DisplayMarker', () => {
    const editor = new TextEditor({ text: 'hello\nworld' })
    const foreign = { isValid: () => true, getBufferRange: () => ({ start: { row: 1, column: 1 }, end: { row: 1, column: 3 } }) }
    const range = editor.selectMarker(foreign)
    expect(range).toBeInstanceOf(Range)
    expect(editor.getSelectedBufferRange().toString()).toBe('[(1, 1) - (1, 3)]')
    expect(editor.selectMarker({ isValid: () => false, getBufferRange: () => [[0, 0], [0, 1]] })).toBeUndefined()
  })

  it("the cursor marker's screen getters take DisplayMarker's clipDirection", () => {
    // A cursor may sit between the halves of a surrogate pair; only the screen translation snaps.
    const editor = new TextEditor({ text: '\u{1F600}x' })
    editor.setCursorBufferPosition([0, 1])
    const marker = editor.getLastCursor().getMarker()
    expect(marker.getHeadBufferPosition().toArray()).toEqual([0, 1])
    expect(marker.getHeadScreenPosition({ clipDirection: 'backward' }).toArray()).toEqual([0, 0])
    expect(marker.getHeadScreenPosition({ clipDirection: 'forward' }).toArray()).toEqual([0, 2])
    expect(marker.getStartScreenPosition({ clipDirection: 'forward' }).toArray()).toEqual([0, 2])
    expect(marker.getEndScreenPosition({ clipDirection: 'backward' }).toArray()).toEqual([0, 0])
    expect(marker.getTailScreenPosition({ clipDirection: 'backward' }).toArray()).toEqual([0, 0])
    expect(marker.getHeadScreenPosition().toArray()).toEqual(marker.getScreenRange().start.toArray())
  })

  it('position arguments take every shape of PointCompatible and RangeCompatible', () => {
    const editor = new TextEditor({ text: 'hello\nworld' })
    editor.setCursorBufferPosition({ row: 1, column: 2 })
    expect(editor.getCursorBufferPosition().toArray()).toEqual([1, 2])
    editor.setSelectedBufferRanges([
      [{ row: 0, column: 0 }, [0, 1]],
      [[1, 0], { row: 1, column: 1 }],
      { start: [0, 3], end: { row: 0, column: 4 } },
    ])
    expect(editor.getSelectedBufferRanges().map(r => r.toString())).toEqual([
      '[(0, 0) - (0, 1)]',
      '[(1, 0) - (1, 1)]',
      '[(0, 3) - (0, 4)]',
    ])
  })
})
