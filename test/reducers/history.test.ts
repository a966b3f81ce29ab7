import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import type { Action } from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import type { EditorState } from '../../src/state/editor-state.js'
import { mk, show } from '../helpers/notation.js'

const apply = (s: EditorState, ...actions: Action[]) => actions.reduce(reduce, s)

describe('undo and redo', () => {
  it('undo restores the text and the selections from before, including non-empty ones', () => {
    const s0 = mk('|\n<abc|')
    const s1 = apply(s0, A.insertText({ text: 'abc' }))
    expect(show(s1)).toBe('abc|\nabc|')
    const s2 = apply(s1, A.undo())
    expect(show(s2)).toBe('|\n<abc|')
    expect(s2.selections.map(s => s.id)).toEqual(s0.selections.map(s => s.id))
    expect(show(apply(s2, A.redo()))).toBe('abc|\nabc|')
  })
  it('undoes one action at a time, in reverse order', () => {
    const s = apply(mk('|'), A.insertText({ text: 'a' }), A.insertText({ text: 'b' }), A.backspace(), A.insertText({ text: 'c' }))
    expect(show(s)).toBe('ac|')
    const u1 = apply(s, A.undo())
    expect(show(u1)).toBe('a|')
    expect(show(apply(u1, A.undo()))).toBe('ab|')
    expect(show(apply(u1, A.undo(), A.undo(), A.undo()))).toBe('|')
    expect(show(apply(u1, A.undo(), A.undo(), A.undo(), A.undo()))).toBe('|')
  })
  it('a new edit clears the redo stack', () => {
    const s = apply(mk('|'), A.insertText({ text: 'a' }), A.undo(), A.insertText({ text: 'b' }))
    expect(reduce(s, A.redo())).toBe(s)
  })
  it('cursor moves are not undoable', () => {
    const s = apply(mk('ab|'), A.moveLeft())
    expect(reduce(s, A.undo())).toBe(s)
  })
  it('groups edits inside the grouping interval (timestamps from the actions)', () => {
    const s = apply(
      mk('|'),
      A.insertText({ text: 'a', groupingInterval: 300, timestamp: 1000 }),
      A.insertText({ text: 'b', groupingInterval: 300, timestamp: 1200 }),
      A.insertText({ text: 'c', groupingInterval: 300, timestamp: 1600 }),
    )
    expect(show(apply(s, A.undo()))).toBe('ab|')
    expect(show(apply(s, A.undo(), A.undo()))).toBe('|')
  })
  it('undo: "skip" folds the change into the previous entry', () => {
    const s = apply(mk('|'), A.insertText({ text: 'a' }), A.insertText({ text: 'b', undo: 'skip' }))
    expect(show(apply(s, A.undo()))).toBe('|')
  })
  it('undoes multi-line, CRLF and multi-cursor edits exactly', () => {
    const s0 = mk('a|b\r\nc|d\r\n|')
    const s1 = apply(s0, A.insertText({ text: 'x\ny' }), A.deleteForward(), A.joinLines())
    expect(apply(s1, A.undo(), A.undo(), A.undo()).buffer.getText()).toBe('ab\r\ncd\r\n')
  })
})

describe('checkpoints', () => {
  it('revertToCheckpoint undoes everything after it', () => {
    const s = apply(mk('|'), A.insertText({ text: 'a' }), A.createCheckpoint())
    const id = s.history.nextCheckpointId - 1
    const t = apply(s, A.insertText({ text: 'b' }), A.insertText({ text: 'c' }), A.revertToCheckpoint({ checkpoint: id }))
    expect(show(t)).toBe('a|')
  })
  it('groupChangesSinceCheckpoint makes one undo step', () => {
    const s = apply(mk('|'), A.insertText({ text: 'a' }), A.createCheckpoint())
    const id = s.history.nextCheckpointId - 1
    const t = apply(s, A.insertText({ text: 'b' }), A.insertText({ text: 'c' }), A.groupChangesSinceCheckpoint({ checkpoint: id, deleteCheckpoint: true }))
    expect(show(apply(t, A.undo()))).toBe('a|')
  })
  it('a barrier checkpoint stops undo (an open transaction)', () => {
    const s = apply(mk('|'), A.insertText({ text: 'a' }), A.createCheckpoint({ isBarrier: true }))
    expect(reduce(s, A.undo())).toBe(s)
  })
  it('clearUndoStack forgets everything', () => {
    const s = apply(mk('|'), A.insertText({ text: 'a' }), A.clearUndoStack())
    expect(reduce(s, A.undo())).toBe(s)
  })
})
