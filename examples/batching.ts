/**
 * README "Batches": several actions as one step, in the reducer and through
 * the facade. `npm test` type-checks and runs this file.
 */
import assert from 'node:assert/strict'
import { actions as A, createEditorState, reduce, TextEditor } from '../src/index.js'

// README:begin batch
const indentThenMove = A.transact({
  actions: [A.selectAll(), A.indentSelectedRows(), A.moveToEndOfLine()],
})

let state = createEditorState({ text: 'let a = 1\nlet b = 2\n' })
state = reduce(state, indentThenMove) // one new state, one undo entry
assert.equal(state.buffer.getText(), '  let a = 1\n  let b = 2\n')
assert.equal(reduce(state, A.undo()).buffer.getText(), 'let a = 1\nlet b = 2\n')

const editor = new TextEditor({ text: 'x\ny\n' })
let batches = 0
editor.onDidChange(() => batches++)
editor.transact([A.insertText({ text: '1' }), A.moveDown(), A.insertText({ text: '2' })]) // one event batch
assert.equal(editor.getText(), '1x\ny2\n')
assert.equal(batches, 1)
// README:end batch
