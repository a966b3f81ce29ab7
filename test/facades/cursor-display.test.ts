/**
 * Cursor behaviour that depends on the display layer: first character of a
 * folded screen line, editor-level left/right collapsing to the selection's
 * screen edges, goal columns cleared by display changes, and the cursor's
 * marker and word regexes.
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'
import type { CursorPositionChangedEvent } from '../../src/facades/cursor.js'
import * as A from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import { createEditorState } from '../../src/state/editor-state.js'

const at = (editor: TextEditor) => editor.getCursorBufferPosition().toArray()

describe('moveToFirstCharacterOfLine on a folded screen line', () => {
  it('scans the buffer range of the whole screen row, from the row where it starts', () => {
    const editor = new TextEditor({ text: 'ab\n  cd' })
    editor.foldBufferRange([[0, 1], [1, 0]])
    editor.setCursorBufferPosition([1, 4])
    expect(editor.getCursorScreenPosition().toArray()).toEqual([0, 6])
    editor.moveToFirstCharacterOfLine()
    expect(at(editor)).toEqual([0, 0])
    // Already on the first character: the start of the screen row, i.e. no move.
    editor.moveToFirstCharacterOfLine()
    expect(at(editor)).toEqual([0, 0])
  })

  it('compares only columns: the first character at the cursor column of another row counts as reached', () => {
    const editor = new TextEditor({ text: '  ab\n  cd\n  ef' })
    editor.foldBufferRange([[0, 3], [2, 1]])
    editor.setCursorBufferPosition([2, 2])
    editor.moveToFirstCharacterOfLine()
    expect(at(editor)).toEqual([0, 0])
    editor.setCursorBufferPosition([2, 3])
    editor.moveToFirstCharacterOfLine()
    expect(at(editor)).toEqual([0, 2])
    editor.moveToFirstCharacterOfLine()
    expect(at(editor)).toEqual([0, 0])
  })

  it('takes the column of a first character found on a folded row, clipped to the start row', () => {
    const editor = new TextEditor({ text: '  \n    cd' })
    editor.foldBufferRange([[0, 1], [1, 3]])
    editor.setCursorBufferPosition([1, 6])
    editor.moveToFirstCharacterOfLine()
    expect(at(editor)).toEqual([0, 2])
  })

  it('on a soft-wrapped continuation row, starts at the segment', () => {
    const editor = new TextEditor({ text: 'abcdef ghijkl', softWrapped: true, editorWidthInChars: 8 })
    editor.setCursorBufferPosition([0, 10])
    expect(editor.getCursorScreenPosition().toArray()).toEqual([1, 3])
    editor.moveToFirstCharacterOfLine()
    expect(at(editor)).toEqual([0, 7])
    editor.moveToFirstCharacterOfLine()
    expect(at(editor)).toEqual([0, 7])
  })

  it('selectToFirstCharacterOfLine uses the same target', () => {
    const editor = new TextEditor({ text: 'ab\n  cd' })
    editor.foldBufferRange([[0, 1], [1, 0]])
    editor.setCursorBufferPosition([1, 4])
    editor.selectToFirstCharacterOfLine()
    expect(editor.getSelectedBufferRange().serialize()).toEqual([[0, 0], [1, 4]])
  })
})

describe('editor moveLeft/moveRight with a selection go to its screen edge', () => {
  it('snaps the start inside atomic soft tabs', () => {
    const editor = new TextEditor({ text: '    x' })
    editor.setSelectedBufferRange([[0, 1], [0, 5]])
    editor.moveLeft()
    expect(at(editor)).toEqual([0, 0])
  })

  it('keeps a surrogate pair whole at the start', () => {
    const editor = new TextEditor({ text: 'a😀b' })
    editor.setSelectedBufferRange([[0, 2], [0, 4]])
    editor.moveLeft()
    expect(at(editor)).toEqual([0, 1])
  })

  it('translates the end with the closest clip: the middle of a pair goes before it', () => {
    const editor = new TextEditor({ text: 'a😀b' })
    editor.setSelectedBufferRange([[0, 0], [0, 2]])
    editor.moveRight()
    expect(at(editor)).toEqual([0, 1])
  })

  it('an edge inside a fold lands on the fold start', () => {
    const editor = new TextEditor({ text: 'abc\ndef' })
    editor.foldBufferRange([[0, 1], [1, 1]])
    editor.setSelectedBufferRange([[0, 0], [0, 2]], { preserveFolds: true })
    editor.moveRight()
    expect(at(editor)).toEqual([0, 1])
  })

  it('plain edges are kept as they are', () => {
    const editor = new TextEditor({ text: '    x = 1' })
    editor.setSelectedBufferRange([[0, 4], [0, 7]])
    editor.moveLeft()
    expect(at(editor)).toEqual([0, 4])
    editor.setSelectedBufferRange([[0, 4], [0, 7]])
    editor.moveRight()
    expect(at(editor)).toEqual([0, 7])
  })

  it('a Cursor motion without moveToEndOfSelection moves from the head', () => {
    const editor = new TextEditor({ text: 'a😀b' })
    editor.setSelectedBufferRange([[0, 0], [0, 3]])
    editor.getLastCursor().moveLeft()
    expect(at(editor)).toEqual([0, 1])
  })
})

describe('a cursor event from a display change clears the goal column', () => {
  const text = 'abcdef\nab\nabcdef\nabcdef'

  it('folding rows above the cursor moves it on screen: event, goal column null', () => {
    const editor = new TextEditor({ text })
    const cursor = editor.getLastCursor()
    cursor.setBufferPosition([3, 5])
    editor.moveUp()
    expect(cursor.goalColumn).toBe(5)
    const events: CursorPositionChangedEvent[] = []
    cursor.onDidChangePosition(e => events.push(e))
    editor.foldBufferRange([[0, 1], [1, 1]])
    expect(events.map(e => [e.oldScreenPosition.toArray(), e.newScreenPosition.toArray(), e.textChanged])).toEqual([
      [[2, 5], [1, 5], false],
    ])
    expect(cursor.goalColumn).toBeNull()
    expect(cursor.getBufferPosition().toArray()).toEqual([2, 5])
  })

  it('a fold that leaves the cursor where it is on screen keeps the goal column', () => {
    const editor = new TextEditor({ text })
    const cursor = editor.getLastCursor()
    cursor.setBufferPosition([3, 5])
    editor.moveUp()
    let events = 0
    cursor.onDidChangePosition(() => events++)
    editor.foldBufferRange([[2, 6], [3, 1]])
    expect(events).toBe(0)
    expect(cursor.goalColumn).toBe(5)
  })

  it('unfolding and soft wrap changes do the same', () => {
    const editor = new TextEditor({ text: 'abcdef ghijkl\nx\nabcdef' })
    const cursor = editor.getLastCursor()
    cursor.setBufferPosition([2, 4])
    editor.moveUp()
    expect(cursor.goalColumn).toBe(4)
    editor.update({ softWrapped: true, editorWidthInChars: 8 })
    expect(cursor.getScreenPosition().toArray()).toEqual([2, 1])
    expect(cursor.goalColumn).toBeNull()

    editor.update({ softWrapped: false })
    cursor.setBufferPosition([2, 4])
    editor.moveUp()
    editor.foldBufferRange([[0, 1], [0, 3]])
    expect(cursor.goalColumn).toBe(4)
    editor.unfoldAll()
    expect(cursor.goalColumn).toBe(4)
    editor.foldBufferRange([[0, 1], [1, 0]])
    expect(cursor.goalColumn).toBeNull()
  })

  it('is part of the pure reducer: the same state change without the facade', () => {
    let state = createEditorState({ text, initialLine: 3, initialColumn: 5 })
    state = reduce(state, A.moveUp({ rowCount: 1 }))
    expect(state.selections[0]!.goalColumn).toBe(5)
    const folded = reduce(state, A.foldBufferRange({ range: { start: { row: 0, column: 1 }, end: { row: 1, column: 1 } } }))
    expect(folded.selections[0]!.goalColumn).toBeNull()
    expect(folded.selections[0]!.start).toEqual({ row: 2, column: 5 })
  })
})

describe('Cursor.marker and the word regexes', () => {
  it('marker is the cursor marker view', () => {
    const editor = new TextEditor({ text: 'hello world' })
    const cursor = editor.getLastCursor()
    cursor.selection.setBufferRange([[0, 2], [0, 5]], { reversed: true })
    expect(cursor.marker.getBufferRange().serialize()).toEqual([[0, 2], [0, 5]])
    expect(cursor.marker.getHeadBufferPosition().toArray()).toEqual([0, 2])
    expect(cursor.marker.isReversed()).toBe(true)
    expect(cursor.marker.getBufferRange().serialize()).toEqual(cursor.getMarker().getBufferRange().serialize())
  })

  it('wordRegExp and subwordRegExp give a fresh regex on every call', () => {
    const editor = new TextEditor({ text: 'fooBar baz' })
    const cursor = editor.getLastCursor()
    const a = cursor.wordRegExp()
    expect(a.exec('fooBar baz')?.[0]).toBe('fooBar')
    expect(a.lastIndex).toBe(6)
    const b = cursor.wordRegExp()
    expect(b).not.toBe(a)
    expect(b.lastIndex).toBe(0)
    expect(b.exec('fooBar baz')?.[0]).toBe('fooBar')
    const s = cursor.subwordRegExp()
    expect(s.exec('fooBar')?.[0]).toBe('foo')
    expect(cursor.subwordRegExp().exec('fooBar')?.[0]).toBe('foo')
    // Motions are not disturbed by a caller's regex state.
    cursor.moveToEndOfWord()
    expect(cursor.getBufferPosition().toArray()).toEqual([0, 6])
  })
})
