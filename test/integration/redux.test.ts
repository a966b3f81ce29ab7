import { configureStore } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import { createEditorReducer } from '../../src/reducers/index.js'
import { createEditorState } from '../../src/state/editor-state.js'

// The buffer is a persistent tree (a class whose nodes are never mutated and
// are shared between versions): Redux Toolkit's dev checks would walk all of
// it on every dispatch and flag the class as non-plain, so only that one path
// is excluded. Everything else in the state is plain data and fully checked.
const makeStore = () =>
  configureStore({
    reducer: createEditorReducer(createEditorState({ text: 'alpha beta\ngamma delta\n' })),
    middleware: getDefault =>
      getDefault({
        immutableCheck: { ignoredPaths: ['buffer'] },
        serializableCheck: { ignoredPaths: ['buffer'] },
      }),
  })

describe('EditorState in a Redux Toolkit store', () => {
  it('runs the exported action creators with the dev checks on', () => {
    const store = makeStore()
    store.dispatch(A.addCursorAtBufferPosition({ position: { row: 1, column: 0 } }))
    store.dispatch(A.moveToEndOfWord())
    store.dispatch(A.insertText({ text: '!' }))
    store.dispatch(A.selectLeft({ columnCount: 2 }))
    const state = store.getState()
    expect(state.buffer.getText()).toBe('alpha! beta\ngamma! delta\n')
    expect(state.selections.map(s => [s.start, s.end, s.reversed])).toEqual([
      [{ row: 0, column: 4 }, { row: 0, column: 6 }, true],
      [{ row: 1, column: 4 }, { row: 1, column: 6 }, true],
    ])
  })
  it('leaves the state alone for actions that are not ours', () => {
    const store = makeStore()
    const before = store.getState()
    store.dispatch({ type: 'other/thing' })
    store.dispatch({ type: 'cursor/moveUp', payload: { rowCount: 'x' } })
    expect(store.getState()).toBe(before)
  })
})
