/**
 * Two editors on one document through a real y-websocket server: the
 * server (`@y/websocket-server`) runs on 127.0.0.1 on a free port for this
 * test only; the providers have BroadcastChannel off (`disableBc`), so every
 * update and awareness message goes through the server.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import * as Y from 'yjs'
import { WebsocketProvider } from 'y-websocket'
import { setupWSConnection } from '@y/websocket-server/utils'
import { TextEditor } from '../../src/facades/text-editor.js'
import { bindEditor } from '../../src/yjs/index.js'

let server: Server
let wss: WebSocketServer
let url = ''

beforeAll(async () => {
  wss = new WebSocketServer({ noServer: true })
  wss.on('connection', (conn, req) => setupWSConnection(conn, req))
  server = createServer((_req, res) => res.end('caretaker test server'))
  server.on('upgrade', (req, socket, head) => wss.handleUpgrade(req, socket, head, ws => wss.emit('connection', ws, req)))
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const client of wss.clients) client.terminate()
  await new Promise<void>(resolve => wss.close(() => resolve()))
  await new Promise<void>((resolve, reject) => server.close(e => (e ? reject(e) : resolve())))
})

/** Resolves once `check` holds (polled), or fails after `ms`. */
const until = async (check: () => boolean, ms = 120_000): Promise<void> => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for the editors to agree')
    await new Promise(r => setTimeout(r, 5))
  }
}

const join = async (room: string, text = '') => {
  const doc = new Y.Doc()
  const provider = new WebsocketProvider(url, room, doc, { WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket, disableBc: true })
  await new Promise<void>(resolve => provider.once('sync', (synced: boolean) => synced && resolve()))
  const editor = new TextEditor({ text })
  const binding = bindEditor(editor, doc.getText('text'), provider.awareness, { user: { name: room, color: '#0a0' }, publishInterval: 0 })
  return { doc, provider, editor, binding }
}

describe('two editors through a y-websocket server on 127.0.0.1', () => {
  it('converge on every edit, show each other\'s cursors, and undo per user', async () => {
    const a = await join('doc-1', 'first line\r\nsecond line\n')
    const b = await join('doc-1')
    try {
      await until(() => b.editor.getText() === 'first line\r\nsecond line\n')
      a.editor.setCursorBufferPosition([0, 5])
      a.editor.insertText(' 😀')
      b.editor.setCursorBufferPosition([1, 0])
      b.editor.insertText('2: ')
      await until(() => a.editor.getText() === b.editor.getText() && a.editor.getText().includes('2: ') && b.editor.getText().includes('😀'))
      expect(a.editor.getText()).toBe('first 😀 line\r\n2: second line\n')
      // Concurrent typing at the same place, then both converge.
      a.editor.setCursorBufferPosition([2, 0])
      b.editor.setCursorBufferPosition([2, 0])
      a.editor.insertText('A')
      b.editor.insertText('B')
      await until(() => a.editor.getText() === b.editor.getText() && a.editor.getText().length === 'first 😀 line\r\n2: second line\nAB'.length)
      expect(a.editor.getText()).toBe(b.doc.getText('text').toString())
      // A's cursor as B sees it.
      await until(() => b.editor.getRemoteSelections().some(r => r.clientId === a.doc.clientID && r.ranges.length === 1))
      const seen = b.editor.getRemoteSelections().find(r => r.clientId === a.doc.clientID)!
      expect(seen.name).toBe('doc-1')
      expect(a.editor.getState().buffer.characterIndexForPosition(seen.ranges[0]!.end)).toBe(a.editor.getState().buffer.characterIndexForPosition(a.editor.getCursorBufferPosition()))
      // A undoes its last change only: B's "B" stays.
      a.editor.undo()
      await until(() => !b.editor.getText().includes('A'))
      expect(b.editor.getText()).toBe(a.editor.getText())
      expect(b.editor.getText().endsWith('B')).toBe(true)
    } finally {
      for (const p of [a, b]) {
        p.binding.destroy()
        p.provider.destroy()
        p.doc.destroy()
      }
    }
  })
})
