/**
 * `caretaker/yjs` in one process: two editors on two Y.Docs whose updates
 * are exchanged by hand. Text both ways, byte-exact line endings and
 * surrogate pairs, selections and markers moved by remote changes, events
 * with `textChanged: true`, per-user undo with its selections, remote
 * selections through awareness, and the reducer host binding.
 */
import { describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness'
import { TextEditor } from '../../src/facades/text-editor.js'
import { bindEditor, bindState } from '../../src/yjs/index.js'
import { createEditorState, type EditorState } from '../../src/state/editor-state.js'
import { reduce } from '../../src/reducers/index.js'
import * as A from '../../src/actions/index.js'
import { toJSON, fromJSON } from '../../src/persist/json.js'
import { assertInvariants } from '../../src/state/invariants.js'

/** Two docs that deliver every update to each other at once. */
const linked = (): [Y.Doc, Y.Doc] => {
  const a = new Y.Doc()
  const b = new Y.Doc()
  a.on('update', (u: Uint8Array, origin: unknown) => { if (origin !== 'remote') Y.applyUpdate(b, u, 'remote') })
  b.on('update', (u: Uint8Array, origin: unknown) => { if (origin !== 'remote') Y.applyUpdate(a, u, 'remote') })
  return [a, b]
}

const pair = (text = '') => {
  const [da, db] = linked()
  const a = new TextEditor({ text })
  const b = new TextEditor()
  const ba = bindEditor(a, da.getText('t'))
  const bb = bindEditor(b, db.getText('t'))
  return { a, b, da, db, ba, bb }
}

describe('bindEditor', () => {
  it('sends local edits to the other editor and keeps both texts equal to the Y.Text', () => {
    const { a, b, da } = pair('hello\nworld\n')
    expect(b.getText()).toBe('hello\nworld\n')
    a.setCursorBufferPosition([1, 5])
    a.insertText('!')
    b.setCursorBufferPosition([0, 0])
    b.insertText('> ')
    expect(a.getText()).toBe('> hello\nworld!\n')
    expect(b.getText()).toBe('> hello\nworld!\n')
    expect(da.getText('t').toString()).toBe('> hello\nworld!\n')
  })

  it('round-trips CRLF, mixed endings, lone CR, surrogate pairs and wide characters byte for byte', () => {
    const text = 'a\r\nb\nc\rd\r\n😀x\r\n中文\t\n'
    const { a, b } = pair(text)
    expect(b.getText()).toBe(text)
    a.setCursorBufferPosition([0, 1])
    a.insertText('😀\r\n')
    b.setCursorBufferPosition([b.getLastBufferRow(), 0])
    b.insertText('末\r')
    a.setSelectedBufferRange([[1, 0], [2, 1]])
    a.delete()
    expect(b.getText()).toBe(a.getText())
    expect(a.getText()).toBe(a.getState().buffer.getText())
  })

  it('applies a delta that cuts into a CRLF break exactly', () => {
    const s0 = createEditorState({ text: 'ab\r\ncd' })
    // Insert between the \r and the \n, then delete just the \n of what is left.
    const s1 = reduce(s0, A.applyRemoteChanges({ delta: [{ retain: 3 }, { insert: 'X' }] }))
    expect(s1.buffer.getText()).toBe('ab\rX\ncd')
    const s2 = reduce(s1, A.applyRemoteChanges({ delta: [{ retain: 4 }, { delete: 1 }] }))
    expect(s2.buffer.getText()).toBe('ab\rXcd')
    const s3 = reduce(createEditorState({ text: 'ab\r\ncd' }), A.applyRemoteChanges({ delta: [{ retain: 2 }, { delete: 1 }] }))
    expect(s3.buffer.getText()).toBe('ab\ncd')
    const s4 = reduce(createEditorState({ text: 'ab\r\ncd' }), A.applyRemoteChanges({ delta: [{ retain: 3 }, { delete: 2 }, { insert: 'Q' }] }))
    expect(s4.buffer.getText()).toBe('ab\rQd')
    for (const s of [s1, s2, s3, s4]) assertInvariants(s)
  })

  it('moves local selections, folds and markers through remote changes, as markers', () => {
    const { a, b } = pair('one two three\nfour\n')
    b.setSelectedBufferRange([[0, 4], [0, 7]])
    const marker = b.markBufferRange([[1, 0], [1, 4]])
    b.foldBufferRange([[0, 8], [1, 2]])
    a.setCursorBufferPosition([0, 0])
    a.insertText('zero ')
    expect(b.getSelectedBufferRange().serialize()).toEqual([[0, 9], [0, 12]])
    expect(marker.getBufferRange().serialize()).toEqual([[1, 0], [1, 4]])
    expect(b.getState().folds.map(f => [f.start, f.end])).toEqual([[{ row: 0, column: 13 }, { row: 1, column: 2 }]])
    // Text inserted at a marker's start: Atom's default marker (not exclusive) grows over it.
    a.setCursorBufferPosition([1, 0])
    a.insertText('\n')
    expect(marker.getBufferRange().serialize()).toEqual([[1, 0], [2, 4]])
    expect(b.getState().folds.map(f => [f.start, f.end])).toEqual([[{ row: 0, column: 13 }, { row: 2, column: 2 }]])
  })

  it('fires the editor events for remote changes, textChanged true', () => {
    const { a, b } = pair('abc')
    b.setCursorBufferPosition([0, 3])
    const changes: unknown[] = []
    const moves: boolean[] = []
    b.onDidChange(c => changes.push(c.map(x => [x.oldRange.serialize(), x.newRange.serialize(), x.oldText, x.newText])))
    b.onDidChangeCursorPosition(e => moves.push(e.textChanged))
    a.setCursorBufferPosition([0, 0])
    a.insertText('xy')
    expect(changes).toEqual([[[[[0, 0], [0, 0]], [[0, 0], [0, 2]], '', 'xy']]])
    expect(moves).toEqual([true])
    expect(b.getCursorBufferPosition().serialize()).toEqual([0, 5])
  })

  it('keeps remote changes out of the local undo: undo takes back only this user\'s change, with its selections', () => {
    const { a, b } = pair('line\n')
    a.setCursorBufferPosition([0, 4])
    a.insertText(' A')
    b.setCursorBufferPosition([0, 0])
    b.insertText('B ')
    a.setCursorBufferPosition([1, 0])
    a.undo()
    expect(a.getText()).toBe('B line\n')
    expect(b.getText()).toBe('B line\n')
    // The selection from before the undone change, mapped through B's insertion.
    expect(a.getCursorBufferPosition().serialize()).toEqual([0, 6])
    a.redo()
    expect(b.getText()).toBe('B line A\n')
    b.undo()
    expect(a.getText()).toBe('line A\n')
    expect(b.getState().history.undoStack).toBe(null)
  })

  it('keeps a remote change off the state history in the reducer', () => {
    let s = reduce(createEditorState({ text: 'x' }), A.insertText({ text: 'a' }))
    expect(s.history.undoStack).not.toBe(null)
    s = reduce(s, A.applyRemoteChanges({ delta: [{ insert: 'r' }] }))
    expect(s.buffer.getText()).toBe('rax')
    expect(s.history.undoStack).toBe(null)
    expect(reduce(s, A.undo())).toBe(s)
  })

  it('decodes the remote actions strictly', () => {
    expect(A.decodeAction({ type: 'collab/applyRemoteChanges', payload: { delta: [{ retain: 1.5 }] } })._tag).toBe('Left')
    expect(A.decodeAction({ type: 'collab/applyRemoteChanges', payload: { delta: [{ retain: 1, insert: 'x' }] } })._tag).toBe('Left')
    expect(A.decodeAction({ type: 'collab/applyRemoteChanges', payload: { delta: [{ delete: 0 }] } })._tag).toBe('Left')
    expect(A.decodeAction({ type: 'collab/applyRemoteChanges', payload: { delta: [], target: 1 } })._tag).toBe('Left')
    expect(A.decodeAction({ type: 'collab/applyRemoteChanges', payload: { delta: [{ retain: 2 }, { delete: 1 }, { insert: 'é' }] } })._tag).toBe('Right')
    // A delta past the end of the text is clipped to it.
    expect(reduce(createEditorState({ text: 'ab' }), A.applyRemoteChanges({ delta: [{ retain: 9 }, { insert: '!' }] })).buffer.getText()).toBe('ab!')
    expect(reduce(createEditorState({ text: 'ab' }), A.applyRemoteChanges({ delta: [{ retain: 1 }, { delete: 9 }] })).buffer.getText()).toBe('a')
  })
})

describe('remote selections through awareness', () => {
  it('shows each user the other\'s selections, moved by edits, and round-trips them through toJSON', () => {
    const [da, db] = linked()
    const wa = new Awareness(da)
    const wb = new Awareness(db)
    // Awareness exchanged by hand, as a provider would.
    const relay = (from: Awareness, to: Awareness) =>
      from.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        if (origin !== 'remote') applyAwarenessUpdate(to, encodeAwarenessUpdate(from, [...added, ...updated, ...removed]), 'remote')
      })
    relay(wa, wb)
    relay(wb, wa)
    const a = new TextEditor({ text: 'alpha beta\ngamma\n' })
    const b = new TextEditor()
    const ba = bindEditor(a, da.getText('t'), wa, { user: { name: 'Ann', color: '#f00' }, publishInterval: 0 })
    const bb = bindEditor(b, db.getText('t'), wb, { user: { name: 'Bob', color: '#00f' }, publishInterval: 0 })
    const seen: number[] = []
    b.onDidChangeRemoteSelections(list => seen.push(list.length))
    a.setSelectedBufferRange([[0, 6], [0, 10]])
    expect(b.getRemoteSelections()).toEqual([{ clientId: da.clientID, name: 'Ann', color: '#f00', ranges: [{ start: { row: 0, column: 6 }, end: { row: 0, column: 10 }, reversed: false }] }])
    expect(seen.length).toBeGreaterThan(0)
    // B types before A's selection: B's view of it moves with the text.
    b.setCursorBufferPosition([0, 0])
    b.insertText('>>')
    expect(b.getRemoteSelections()[0]!.ranges).toEqual([{ start: { row: 0, column: 8 }, end: { row: 0, column: 12 }, reversed: false }])
    expect(a.getRemoteSelections()[0]!.name).toBe('Bob')
    const state = b.getState()
    assertInvariants(state)
    const back = fromJSON(JSON.parse(JSON.stringify(toJSON(state))))
    expect(back._tag).toBe('Right')
    if (back._tag === 'Right') expect(back.right.remoteSelections).toEqual(state.remoteSelections)
    ba.destroy()
    bb.destroy()
  })
})

describe('bindState (a reducer host)', () => {
  it('follows a store: local transitions become Yjs updates, remote ones actions', () => {
    const [da, db] = linked()
    const store = (text: string) => {
      let state: EditorState = createEditorState({ text })
      const listeners: (() => void)[] = []
      return {
        getState: () => state,
        dispatch: (action: A.Action) => {
          state = reduce(state, action)
          for (const l of listeners) l()
          return action
        },
        subscribe: (l: () => void) => listeners.push(l),
      }
    }
    const sa = store('shared\n')
    const sb = store('')
    const ba = bindState(da.getText('t'), sa)
    sa.subscribe(() => ba.sync(sa.getState()))
    const bbind = bindState(db.getText('t'), sb)
    sb.subscribe(() => bbind.sync(sb.getState()))
    expect(sb.getState().buffer.getText()).toBe('shared\n')
    sa.dispatch(A.addCursorAtBufferPosition({ position: { row: 1, column: 0 } }))
    sa.dispatch(A.insertText({ text: '#' }))
    expect(sb.getState().buffer.getText()).toBe('#shared\n#')
    sb.dispatch(A.moveToBottom())
    sb.dispatch(A.insertText({ text: 'b' }))
    expect(sa.getState().buffer.getText()).toBe('#shared\n#b')
    ba.undo()
    expect(sb.getState().buffer.getText()).toBe('shared\nb')
  })
})

describe('publishing the local selections', () => {
  it('is throttled to one awareness update per publishInterval, the latest selections last', () => {
    vi.useFakeTimers()
    try {
      const doc = new Y.Doc()
      const awareness = new Awareness(doc)
      const editor = new TextEditor({ text: 'abcdef' })
      const published: number[] = []
      awareness.on('change', () => {
        const s = awareness.getLocalState()?.selections as { head: unknown }[] | undefined
        if (s && s.length > 0) published.push(Y.createAbsolutePositionFromRelativePosition(Y.createRelativePositionFromJSON(s[0]!.head), doc)!.index)
      })
      const { destroy } = bindEditor(editor, doc.getText('t'), awareness, { publishInterval: 100 })
      expect(published).toEqual([0])
      editor.setCursorBufferPosition([0, 1])
      editor.setCursorBufferPosition([0, 2])
      editor.setCursorBufferPosition([0, 3])
      expect(published).toEqual([0])
      vi.advanceTimersByTime(100)
      expect(published).toEqual([0, 3])
      destroy()
      expect(awareness.getLocalState()?.selections).toBe(null)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('a host that jumps between states', () => {
  it('sends the difference of the texts when the new state does not descend from the last one', () => {
    const [da, db] = linked()
    let state = createEditorState({ text: 'one\r\ntwo\rthree' })
    const binding = bindState(da.getText('t'), { getState: () => state, dispatch: a => (state = reduce(state, a)) })
    const other = createEditorState({ text: 'one\r\n2\rthree😀' })
    state = other
    binding.sync(state)
    expect(db.getText('t').toString()).toBe('one\r\n2\rthree😀')
  })
})
