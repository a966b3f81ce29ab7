/**
 * Where a WebAssembly module comes from. The language modes find their wasm
 * files next to their own modules (`new URL('./onig.wasm', import.meta.url)`):
 * read from disk in Node, fetched in a browser, and emitted as assets by
 * bundlers that follow that pattern (Vite, webpack 5, Rollup with a URL
 * plugin). A host that serves them elsewhere, or has the bytes already,
 * passes a {@link WasmSource} instead.
 */

/** A wasm module: its URL (absolute, or relative to the page), or its bytes. */
export type WasmSource = string | URL | ArrayBuffer | ArrayBufferView | Response

// Kept out of bundlers' sight: Node's file system is reached only for `file:` URLs, which only Node has.
const NODE_FS = 'node:fs/promises'

const readFileUrl = async (url: URL): Promise<Uint8Array> => {
  const fs = (await import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_FS)) as typeof import('node:fs/promises')
  return new Uint8Array(await fs.readFile(url))
}

const fromResponse = async (response: Response, what: string): Promise<Uint8Array> => {
  if (!response.ok) throw new Error(`could not load ${what}: HTTP ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}

/** The bytes of a wasm module. */
export const wasmBytes = async (source: WasmSource): Promise<Uint8Array> => {
  if (source instanceof ArrayBuffer) return new Uint8Array(source)
  if (ArrayBuffer.isView(source)) return new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
  if (typeof Response !== 'undefined' && source instanceof Response) return fromResponse(source, source.url)
  const href = String(source)
  const url = URL.canParse(href) ? new URL(href) : undefined
  if (url?.protocol === 'file:') return readFileUrl(url)
  return fromResponse(await fetch(href), href)
}

/** The bytes as a fresh ArrayBuffer (what vscode-oniguruma takes). */
export const wasmArrayBuffer = async (source: WasmSource): Promise<ArrayBuffer> => {
  const bytes = await wasmBytes(source)
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
}
