import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import { reduce, reduceUnknown } from '../../src/reducers/index.js'
import { createEditorState } from '../../src/state/editor-state.js'
import { undoDepth } from '../../src/state/history.js'
import { TextEditor } from '../../src/facades/text-editor.js'
import { MemoryClipboard } from '../../src/facades/clipboard.js'

const start = () => reduce(createEditorState({ text: 'a\nb\nc' }), A.addCursorAtBufferPosition({ position: { row: 2, column: 0 } }))
const comment = [A.setCursorBufferPosition({ position: { row: 0, column: 0 } }), A.insertText({ text: '// ' }), A.moveDown(), A.moveToBeginningOfLine(), A.insertText({ text: '// ' }), A.moveToEndOfLine()]

describe('history/transact (a batch of actions as one step)', () => {
  it('applies its members in order and is one undo entry', () => {
    const s0 = start()
    const s1 = reduce(s0, A.transact({ actions: comment }))
    expect(s1.buffer.getText()).toBe('// a\n// b\nc')
    expect(s1.selections.map(s => [s.start.row, s.start.column])).toEqual([[1, 4]])
    expect(undoDepth(s1.history)).toBe(1)
    expect(s1.history.nextCheckpointId).toBe(2)
    const undone = reduce(s1, A.undo())
    expect(undone.buffer.getText()).toBe('a\nb\nc')
    // The ranges come back; a selection merged away inside the batch returns as a new one (Atom's marker snapshot).
    const shape = (s: typeof s0) => s.selections.map(({ id: _, ...rest }) => rest)
    expect(shape(undone)).toEqual(shape(s0))
    expect(reduce(undone, A.redo()).buffer.getText()).toBe('// a\n// b\nc')
  })

  it('is the same state when its members change nothing, and for an empty list', () => {
    const s0 = reduce(createEditorState({ text: 'abc' }), A.moveToTop())
    expect(reduce(s0, A.transact({ actions: [] }))).toBe(s0)
    expect(reduce(s0, A.transact({ actions: [A.moveToTop(), A.moveLeft()] }))).toBe(s0)
  })

  it('carries the effects of every member, in order', () => {
    const s0 = reduce(createEditorState({ text: 'one two' }), A.selectWord())
    const s1 = reduce(s0, A.transact({ actions: [A.copy(), A.moveToEndOfWord(), A.selectToBeginningOfWord(), A.copy()] }))
    expect(s1.effects.map(e => e.type === 'clipboardWrite' && e.text)).toEqual(['one', 'two'])
  })

  it('groups with the entry before it by its grouping interval and timestamp', () => {
    const typed = reduce(createEditorState({ text: '' }), A.insertText({ text: 'x', timestamp: 1000, groupingInterval: 300 }))
    const batched = reduce(typed, A.transact({ actions: [A.insertText({ text: 'y' }), A.insertText({ text: 'z' })], groupingInterval: 300, timestamp: 1100 }))
    expect(undoDepth(batched.history)).toBe(1)
    expect(reduce(batched, A.undo()).buffer.getText()).toBe('')
  })

  it('is decoded as a whole: a bad member rejects the batch and the state is untouched', () => {
    const s0 = start()
    const bad = { type: 'history/transact', payload: { actions: [A.insertText({ text: 'x' }), { type: 'cursor/moveUp', payload: { rowCount: 'two' } }] } }
    const decoded = A.decodeAction(bad)
    expect(E.isLeft(decoded) && decoded.left.messages).toEqual(['payload.actions.1: payload.rowCount: expected integer or ±Infinity, got "two"'])
    expect(reduceUnknown(s0, bad)).toEqual(decoded)
    const nested = { type: 'history/transact', payload: { actions: [A.transact({ actions: [] })] } }
    expect(E.isLeft(A.decodeAction(nested)) && (A.decodeAction(nested) as E.Left<A.ActionError>).left.messages).toEqual([
      'payload.actions.0: a batch does not hold another batch',
    ])
    expect(E.isRight(A.decodeAction(JSON.parse(JSON.stringify(A.transact({ actions: comment })))))).toBe(true)
  })

  it('through the facade: one state, one event batch, one undo step; transact(list) dispatches it', () => {
    const editor = new TextEditor({ text: 'a\nb\nc', clipboard: new MemoryClipboard() })
    const changes: number[] = []
    const moves: number[] = []
    editor.onDidChange(cs => changes.push(cs.length))
    editor.onDidChangeCursorPosition(() => moves.push(1))
    const states: unknown[] = []
    const dispatch = editor.dispatch.bind(editor)
    editor.dispatch = a => {
      const s = dispatch(a)
      states.push(s)
      return s
    }
    editor.transact(comment)
    expect(editor.getText()).toBe('// a\n// b\nc')
    expect(states.length).toBe(1)
    expect(changes).toEqual([2])
    expect(moves).toEqual([1])
    editor.undo()
    expect(editor.getText()).toBe('a\nb\nc')
  })
})
