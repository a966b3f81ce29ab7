/**
 * README "Collaboration": editors sharing a document through a y-websocket
 * server, with the `TextEditor` facade and with a Redux store. The server is
 * started here on 127.0.0.1 (a free port, told to the snippet through
 * `Y_WEBSOCKET`) and stopped at the end. `npm test` type-checks and runs this
 * file (`test/examples.test.ts`).
 */
import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { setupWSConnection } from '@y/websocket-server/utils'

const wss = new WebSocketServer({ noServer: true })
wss.on('connection', (conn, req) => setupWSConnection(conn, req))
const server = createServer()
server.on('upgrade', (req, socket, head) => wss.handleUpgrade(req, socket, head, ws => wss.emit('connection', ws, req)))
await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
process.env.Y_WEBSOCKET = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`

/** Resolves once `check` holds. */
const until = async (check: () => boolean): Promise<void> => {
  for (let waited = 0; !check(); waited += 5) {
    if (waited > 120_000) throw new Error('the editors did not converge')
    await new Promise(r => setTimeout(r, 5))
  }
}

// README:begin facade
import * as Y from 'yjs'
import { WebsocketProvider } from 'y-websocket'
import { WebSocket } from 'ws' // Node ≥ 22 and browsers have WebSocket: leave out this line and the option
import { TextEditor } from '../src/index.js'
import { bindEditor } from '../src/yjs/index.js'

const options = { WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket }
const doc = new Y.Doc()
const provider = new WebsocketProvider(process.env.Y_WEBSOCKET ?? 'ws://localhost:1234', 'notes', doc, options)
const editor = new TextEditor()
const binding = bindEditor(editor, doc.getText('text'), provider.awareness, { user: { name: 'Ann', color: '#e06c75' } })
editor.insertText('hello from Ann\n') // every editor on 'notes' sees it; editor.undo() takes back Ann's changes only
// README:end facade

// README:begin redux
import { configureStore } from '@reduxjs/toolkit'
import { createEditorSlice } from '../src/redux/index.js'
import { bindState } from '../src/yjs/index.js'

const slice = createEditorSlice({ name: 'editor', text: '' })
const store = configureStore({ reducer: { editor: slice.reducer }, middleware: getDefault => getDefault(slice.checkOptions) })

const bobDoc = new Y.Doc()
const bobProvider = new WebsocketProvider(process.env.Y_WEBSOCKET ?? 'ws://localhost:1234', 'notes', bobDoc, options)
const shared = bindState(bobDoc.getText('text'), { getState: () => store.getState().editor, dispatch: store.dispatch }, { awareness: bobProvider.awareness, user: { name: 'Bob', color: '#61afef' } })
store.subscribe(() => shared.sync(store.getState().editor)) // local changes out; remote ones come in as actions
// Undo and redo go to the binding, which takes back Bob's changes only: shared.undo(), shared.redo()
// README:end redux

await until(() => slice.selectors.selectText(store.getState()) === 'hello from Ann\n')
store.dispatch(slice.actions.moveToBottom())
store.dispatch(slice.actions.insertText({ text: 'and Bob' }))
await until(() => editor.getText() === 'hello from Ann\nand Bob')
// Each sees the other's cursor (awareness), at the end of what they typed.
await until(() => editor.getRemoteSelections().length === 1 && (store.getState().editor.remoteSelections ?? []).length === 1)
assert.deepEqual(editor.getRemoteSelections()[0]!.ranges, [{ start: { row: 1, column: 7 }, end: { row: 1, column: 7 }, reversed: false }])
assert.equal(store.getState().editor.remoteSelections![0]!.name, 'Ann')
editor.undo()
await until(() => slice.selectors.selectText(store.getState()) === 'and Bob')
assert.equal(editor.getText(), 'and Bob')

for (const b of [binding, shared]) b.destroy()
for (const p of [provider, bobProvider]) p.destroy()
for (const c of wss.clients) c.terminate()
await new Promise<void>(resolve => wss.close(() => resolve()))
await new Promise<void>((resolve, reject) => server.close(e => (e ? reject(e) : resolve())))
