/**
 * README "Saving and loading a state": `toJSON` / `fromJSON`, history
 * included. `npm test` type-checks and runs this file.
 */
import assert from 'node:assert/strict'
import * as E from 'fp-ts/lib/Either.js'
import { actions as A, createEditorState, fromJSON, reduce, toJSON } from '../src/index.js'

// README:begin persist
let state = createEditorState({ text: 'one\r\ntwo\n' })
state = reduce(state, A.moveToEndOfLine())
state = reduce(state, A.insertText({ text: '!' }))

const saved = JSON.stringify(toJSON(state)) // text, selections, folds, settings, undo history

const loaded = fromJSON(JSON.parse(saved))
if (E.isLeft(loaded)) throw new Error(loaded.left.messages.join('\n'))
assert.equal(loaded.right.buffer.getText(), 'one!\r\ntwo\n')
assert.equal(reduce(loaded.right, A.undo()).buffer.getText(), 'one\r\ntwo\n')

const broken = fromJSON({ ...JSON.parse(saved), selections: [[1, [[9, 0], [9, 0]], 0, null, null]] })
assert.deepEqual(E.isLeft(broken) && broken.left.messages, ['selections: selection 1 [9, 0]–[9, 0] lies outside the text'])
// README:end persist
