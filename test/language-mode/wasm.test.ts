/**
 * Where the modes' wasm comes from: every `WasmSource` shape gives the same
 * bytes (a `file:` URL as a `URL` or a string, an `ArrayBuffer`, a typed
 * array or a view into a larger buffer, a `Response`, an `http:` URL
 * fetched from a server), and a mode built from injected bytes works.
 * This file runs in its own worker, so the injected bytes are the first
 * Oniguruma and web-tree-sitter loads of its process.
 */
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import { loadJavaScriptMode } from '../../src/language/javascript.js'
import { wasmBytes } from '../../src/language/wasm.js'

const onigUrl = new URL('../../src/language/onig.wasm', import.meta.url)
const treeUrl = new URL('../../src/language/tree-sitter-javascript.wasm', import.meta.url)
const runtimeUrl = new URL('../../node_modules/web-tree-sitter/web-tree-sitter.wasm', import.meta.url)

let server: Server
let base = ''
let expected: Uint8Array

beforeAll(async () => {
  expected = new Uint8Array(await readFile(onigUrl))
  server = createServer((req, res) => {
    if (req.url === '/onig.wasm') {
      res.writeHead(200, { 'content-type': 'application/wasm' })
      res.end(expected)
    } else {
      res.writeHead(404)
      res.end('no such file')
    }
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

describe('wasmBytes', () => {
  test('every source shape gives the file’s bytes', async () => {
    const copy = expected.slice()
    const padded = new Uint8Array(copy.length + 16)
    padded.set(copy, 8)
    const sources = [
      onigUrl,
      onigUrl.href,
      copy.buffer,
      copy,
      new DataView(padded.buffer, 8, copy.length),
      new Response(copy),
      `${base}/onig.wasm`,
      new URL(`${base}/onig.wasm`),
    ]
    for (const source of sources) {
      const bytes = await wasmBytes(source)
      expect(bytes.length).toBe(expected.length)
      expect(Buffer.compare(Buffer.from(bytes), Buffer.from(expected))).toBe(0)
    }
  })

  test('a failed fetch says which URL and status', async () => {
    await expect(wasmBytes(`${base}/missing.wasm`)).rejects.toThrow(`could not load ${base}/missing.wasm: HTTP 404`)
  })
})

describe('a JavaScript mode from injected wasm bytes', () => {
  test('scopes from Oniguruma and node types from tree-sitter, both loaded from the bytes given', async () => {
    // Responses, so the test sees each one read.
    const given = {
      oniguruma: new Response(await readFile(onigUrl)),
      treeSitter: new Response(await readFile(treeUrl)),
      treeSitterRuntime: new Response(await readFile(runtimeUrl)),
    }
    const mode = await loadJavaScriptMode({ name: 'javascript-injected', wasm: given })
    expect([given.oniguruma.bodyUsed, given.treeSitter.bodyUsed, given.treeSitterRuntime.bodyUsed]).toEqual([true, true, true])
    const buffer = TextBuffer.fromString('const s = "hi" // note')
    expect(mode.scopeDescriptorForPosition(buffer, { row: 0, column: 12 })).toEqual(['source.js', 'string.quoted.double.js'])
    expect(mode.scopeDescriptorForPosition(buffer, { row: 0, column: 18 })).toEqual(['source.js', 'comment.line.double-slash.js'])
    expect(mode.syntaxTreeScopeDescriptorForPosition(buffer, { row: 0, column: 12 })).toEqual([
      'source.js', 'program', 'lexical_declaration', 'variable_declarator', 'string', 'string_fragment',
    ])
    mode.dispose()
  })
})
