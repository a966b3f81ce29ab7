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

// README:begin panes
import { joinDocument, reduceDocument } from '../src/index.js'

// Two panes on one document: each pane's editor state has its own selections and folds,
// and both share the text, the undo history and the saved state.
const panes = createSlice({
  name: 'panes',
  initialState: () => {
    const left = createEditorState({ text: 'one two\n' })
    return { editors: { left, right: joinDocument(left) } }
  },
  reducers: {
    edit: (state, action: PayloadAction<{ pane: 'left' | 'right'; action: Action }>) => {
      state.editors = reduceDocument(state.editors, action.payload.pane, action.payload.action)
    },
  },
})
const paneStore = configureStore({
  reducer: { panes: panes.reducer },
  middleware: getDefault => getDefault(editorCheckOptions('panes.editors.left', 'panes.editors.right')),
})
paneStore.dispatch(panes.actions.edit({ pane: 'right', action: A.moveToEndOfWord() }))
paneStore.dispatch(panes.actions.edit({ pane: 'left', action: A.insertText({ text: '> ' }) }))
const { left, right } = paneStore.getState().panes.editors
assert.equal(right.buffer.getText(), '> one two\n')
assert.deepEqual(right.selections.map(s => s.end), [{ row: 0, column: 5 }])
paneStore.dispatch(panes.actions.edit({ pane: 'right', action: A.undo() }))
assert.equal(paneStore.getState().panes.editors.left.buffer.getText(), 'one two\n')
assert.equal(left.history, right.history)
// README:end panes
