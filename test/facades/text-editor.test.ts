import type { Range } from '../../src/values/range.js'
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'
import type { CursorPositionChangedEvent } from '../../src/facades/cursor.js'
import type { SelectionChangedEvent } from '../../src/facades/selection.js'
import * as E from 'fp-ts/lib/Either.js'

const text = 'var answer = 42;\nfunction f() {\n  return answer;\n}\n'

describe('TextEditor construction', () => {
  it('starts with one cursor at [0,0] and Atom defaults', () => {
    const editor = new TextEditor({ text })
    expect(editor.getCursors().length).toBe(1)
    expect(editor.getCursorBufferPosition().toArray()).toEqual([0, 0])
    expect(editor.getTabLength()).toBe(2)
    expect(editor.getSoftTabs()).toBe(true)
    expect(editor.isReadOnly()).toBe(false)
  })
  it('honours initialLine and initialColumn, clipped', () => {
    const editor = new TextEditor({ text, initialLine: 1, initialColumn: 99 })
    expect(editor.getCursorBufferPosition().toArray()).toEqual([1, 14])
  })
})

describe('handles are stable', () => {
  it('returns identical Cursor and Selection objects on every call', () => {
    const editor = new TextEditor({ text })
    editor.addCursorAtBufferPosition([2, 0])
    const [a, b] = editor.getCursors()
    expect(editor.getCursors()[0]).toBe(a)
    expect(editor.getCursors()[1]).toBe(b)
    expect(editor.getLastCursor()).toBe(b)
    expect(a!.selection).toBe(editor.getSelections()[0])
    expect(editor.getSelections()[0]!.cursor).toBe(a)
    editor.moveDown()
    expect(editor.getCursors()[0]).toBe(a)
  })
})

describe('cursor and selection methods through the facade', () => {
  it('sets and reads buffer positions', () => {
    const editor = new TextEditor({ text })
    const cursor = editor.getLastCursor()
    cursor.setBufferPosition([1, 4])
    expect(cursor.getBufferPosition().toArray()).toEqual([1, 4])
    expect(cursor.getBufferRow()).toBe(1)
    expect(cursor.getBufferColumn()).toBe(4)
    expect(cursor.getScreenRow()).toBe(1)
    expect(cursor.getScreenColumn()).toBe(4)
    expect(cursor.getCurrentBufferLine()).toBe('function f() {')
    cursor.moveRight(3)
    expect(cursor.getBufferPosition().toArray()).toEqual([1, 7])
  })
  it('sets a reversed range and reads it back', () => {
    const editor = new TextEditor({ text })
    const selection = editor.getLastSelection()
    selection.setBufferRange([[0, 4], [0, 10]], { reversed: true })
    expect(selection.isReversed()).toBe(true)
    expect(selection.isEmpty()).toBe(false)
    expect(selection.getText()).toBe('answer')
    expect(selection.getHeadBufferPosition().toArray()).toEqual([0, 4])
    expect(selection.getTailBufferPosition().toArray()).toEqual([0, 10])
    selection.setBufferRange([[1, 0], [1, 8]])
    expect(selection.isReversed()).toBe(true)
  })
  it('inserts at three cursors and returns the inserted ranges', () => {
    const editor = new TextEditor({ text })
    editor.setCursorBufferPosition([0, 0])
    editor.addCursorAtBufferPosition([1, 0])
    editor.addCursorAtBufferPosition([2, 2])
    const ranges = <Range[]>editor.insertText('// ')
    expect(ranges.map(r => r.serialize())).toEqual([[[0, 0], [0, 3]], [[1, 0], [1, 3]], [[2, 2], [2, 5]]])
    expect(editor.getText()).toBe('// var answer = 42;\n// function f() {\n  // return answer;\n}\n')
    expect(editor.getCursorBufferPositions().map(p => p.toArray())).toEqual([[0, 3], [1, 3], [2, 5]])
  })
  it('addCursorAtBufferPosition on an existing cursor returns the last cursor', () => {
    const editor = new TextEditor({ text })
    const first = editor.getLastCursor()
    const returned = editor.addCursorAtBufferPosition([0, 0])
    expect(returned).toBe(first)
    expect(editor.getCursors().length).toBe(1)
  })
  it('setCursorBufferPosition keeps the oldest cursor', () => {
    const editor = new TextEditor({ text })
    const first = editor.getLastCursor()
    editor.addCursorAtBufferPosition([1, 1])
    editor.addCursorAtBufferPosition([2, 1])
    editor.setCursorBufferPosition([3, 0])
    expect(editor.getCursors()).toEqual([first])
    expect(first.getBufferPosition().toArray()).toEqual([3, 0])
  })
  it('throws Atom\'s error for an empty setSelectedBufferRanges', () => {
    const editor = new TextEditor({ text })
    expect(() => editor.setSelectedBufferRanges([])).toThrow('Passed an empty array to setSelectedBufferRanges')
  })
  it('throws on edits to a read-only editor', () => {
    const editor = new TextEditor({ text, readOnly: true })
    expect(() => editor.insertText('x')).toThrow('Attempt to mutate a read-only TextEditor')
    expect(() => editor.getLastSelection().insertText('x')).toThrow('Attempt to mutate a read-only TextEditor through a Selection')
    editor.insertText('x', { bypassReadOnly: true })
    expect(editor.lineTextForBufferRow(0)).toBe('xvar answer = 42;')
  })
  it('reports an undecodable action without touching the state', () => {
    const editor = new TextEditor({ text })
    const before = editor.getState()
    const result = editor.dispatchUnknown({ type: 'cursor/moveUp', payload: { rowCount: 'two' } })
    expect(E.isLeft(result)).toBe(true)
    expect(editor.getState()).toBe(before)
  })
})

describe('events', () => {
  it('emits a cursor event with old and new positions', () => {
    const editor = new TextEditor({ text })
    const cursor = editor.getLastCursor()
    const seen: CursorPositionChangedEvent[] = []
    const editorSeen: CursorPositionChangedEvent[] = []
    cursor.onDidChangePosition(e => seen.push(e))
    editor.onDidChangeCursorPosition(e => editorSeen.push(e))
    cursor.moveDown()
    expect(seen.length).toBe(1)
    const e = seen[0]!
    expect(e.oldBufferPosition.toArray()).toEqual([0, 0])
    expect(e.newBufferPosition.toArray()).toEqual([1, 0])
    expect(e.oldScreenPosition.toArray()).toEqual([0, 0])
    expect(e.newScreenPosition.toArray()).toEqual([1, 0])
    expect(e.textChanged).toBe(false)
    expect(e.cursor).toBe(cursor)
    expect(Object.keys(e).sort()).toEqual(['cursor', 'newBufferPosition', 'newScreenPosition', 'oldBufferPosition', 'oldScreenPosition', 'textChanged'])
    expect(editorSeen).toEqual(seen)
  })
  it('emits nothing when the position does not change', () => {
    const editor = new TextEditor({ text })
    let count = 0
    editor.getLastCursor().onDidChangePosition(() => count++)
    editor.getLastCursor().setBufferPosition([0, 0])
    editor.getLastCursor().moveLeft()
    expect(count).toBe(0)
  })
  it('marks text-caused moves', () => {
    const editor = new TextEditor({ text })
    const seen: CursorPositionChangedEvent[] = []
    editor.onDidChangeCursorPosition(e => seen.push(e))
    editor.insertText('ab')
    expect(seen.map(e => [e.newBufferPosition.toArray(), e.textChanged])).toEqual([[[0, 2], true]])
  })
  it('emits two range events when a move collapses a selection', () => {
    const editor = new TextEditor({ text })
    const selection = editor.getLastSelection()
    selection.setBufferRange([[0, 4], [0, 10]])
    const ranges: SelectionChangedEvent[] = []
    let cursorEvents = 0
    selection.onDidChangeRange(e => ranges.push(e))
    selection.cursor.onDidChangePosition(() => cursorEvents++)
    selection.cursor.moveRight()
    expect(ranges.map(e => [e.oldBufferRange.serialize(), e.newBufferRange.serialize()])).toEqual([
      [[[0, 4], [0, 10]], [[0, 10], [0, 10]]],
      [[[0, 10], [0, 10]], [[0, 11], [0, 11]]],
    ])
    expect(cursorEvents).toBe(1)
    expect(Object.keys(ranges[0]!).sort()).toEqual(['newBufferRange', 'newScreenRange', 'oldBufferRange', 'oldScreenRange', 'selection'])
  })
  it('emits remove and destroy events when cursors merge', () => {
    const editor = new TextEditor({ text })
    const order: string[] = []
    editor.onDidAddCursor(c => order.push(`add-cursor ${c.id}`))
    editor.onDidAddSelection(s => order.push(`add-selection ${s.id}`))
    editor.onDidRemoveCursor(c => order.push(`remove-cursor ${c.id}`))
    editor.onDidRemoveSelection(s => order.push(`remove-selection ${s.id}`))
    const second = editor.addCursorAtBufferPosition([1, 0])
    second.onDidDestroy(() => order.push('cursor-destroyed'))
    second.selection.onDidDestroy(() => order.push('selection-destroyed'))
    editor.moveUp()
    expect(order).toEqual([
      'add-cursor 2', 'add-selection 2', 'remove-cursor 2', 'remove-selection 2', 'cursor-destroyed', 'selection-destroyed',
    ])
    expect(second.destroyed).toBe(true)
    expect(editor.getCursors().length).toBe(1)
  })
  it('batches events of a transaction and disposes listeners', () => {
    const editor = new TextEditor({ text })
    let count = 0
    const sub = editor.onDidChangeCursorPosition(() => count++)
    editor.transact(() => {
      editor.moveDown()
      editor.moveDown()
      editor.moveUp()
    })
    expect(count).toBe(1)
    sub.dispose()
    editor.moveDown()
    expect(count).toBe(1)
  })
  it('restores the state when a transaction throws', () => {
    const editor = new TextEditor({ text })
    expect(() =>
      editor.transact(() => {
        editor.insertText('zzz')
        throw new Error('boom')
      }),
    ).toThrow('boom')
    expect(editor.getText()).toBe(text)
  })
})
