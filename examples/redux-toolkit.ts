/**
 * README "Redux Toolkit": the editor as a slice of its own, and as a field
 * of a slice of yours, with Redux Toolkit's development checks on. `npm test`
 * type-checks and runs this file (`test/examples.test.ts`).
 */
import assert from 'node:assert/strict'
import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { actions as A, createEditorState, reduce, type Action, type EditorState } from '../src/index.js'
import { createEditorSlice, editorCheckOptions, editorEffectsMiddleware } from '../src/redux/index.js'

// README:begin slice
const editor = createEditorSlice({ name: 'editor', text: 'hello\nworld\n' })
const copied: string[] = []

const store = configureStore({
  reducer: { editor: editor.reducer },
  middleware: getDefault =>
    getDefault(editor.checkOptions).concat(
      // Performs each action's effects once (never on time travel or rehydration).
      editorEffectsMiddleware((s: { editor: EditorState }) => s.editor, e => {
        if (e.type === 'clipboardWrite') copied.push(e.text)
      }),
    ),
})

const { addCursorAtBufferPosition, insertText, selectToBeginningOfLine, copy, undo } = editor.actions
store.dispatch(addCursorAtBufferPosition({ position: { row: 1, column: 0 } }))
store.dispatch(insertText({ text: '> ' }))
store.dispatch(selectToBeginningOfLine())
store.dispatch(copy())

const { selectText, selectCursorBufferPositions, selectCanUndo } = editor.selectors
assert.equal(selectText(store.getState()), '> hello\n> world\n')
assert.deepEqual(copied, ['> \n> '])
store.dispatch(undo())
assert.equal(selectText(store.getState()), 'hello\nworld\n')
assert.deepEqual(selectCursorBufferPositions(store.getState()), [{ row: 0, column: 0 }, { row: 1, column: 0 }])
assert.equal(selectCanUndo(store.getState()), false)
// README:end slice

// README:begin field
const doc = createSlice({
  name: 'doc',
  initialState: { title: 'notes', editor: createEditorState({ text: 'draft' }) },
  reducers: {
    edit: (state, action: PayloadAction<Action>) => {
      state.editor = reduce(state.editor, action.payload)
    },
    rename: (state, action: PayloadAction<string>) => {
      state.title = action.payload
    },
  },
})

const docStore = configureStore({
  reducer: { doc: doc.reducer },
  middleware: getDefault => getDefault(editorCheckOptions('doc.editor')),
})
docStore.dispatch(doc.actions.edit(A.moveToEndOfLine()))
docStore.dispatch(doc.actions.edit(A.insertText({ text: ' one' })))
docStore.dispatch(doc.actions.rename('first'))
assert.equal(docStore.getState().doc.editor.buffer.getText(), 'draft one')
// README:end field
