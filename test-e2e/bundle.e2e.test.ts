/// <reference lib="dom" />
/**
 * The package as a browser app gets it: a page importing `caretaker` and
 * `caretaker/javascript` by name, resolved through package.json `exports`
 * (a `node_modules/caretaker` link to this repository, whose `dist/` the
 * script builds first), bundled by Vite with its defaults (no Node
 * polyfills), served, and run in Chromium. The page creates an editor,
 * edits it at two cursors, loads the JavaScript mode (grammar chunk and wasm
 * assets emitted by Vite next to the bundle) and asks for scopes.
 */
import { mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, serve, type Session } from './browser.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const app = path.join(root, 'node_modules', '.cache', 'caretaker-e2e-bundle')
const out = path.join(app, 'dist')

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>bundle</title><link rel="icon" href="data:,"></head>
<body><pre id="out"></pre><script type="module" src="./main.js"></script></body></html>`

const MAIN = `
import { TextEditor, registerLanguageMode } from 'caretaker'
import { loadJavaScriptMode } from 'caretaker/javascript'

const editor = new TextEditor({ text: 'let a = 1\\nlet b = 2\\n' })
editor.addCursorAtBufferPosition([1, 4])
editor.insertText('x')
registerLanguageMode(await loadJavaScriptMode())
const js = new TextEditor({ text: 'const s = "hi"', grammar: 'javascript' })
const result = {
  text: editor.getText(),
  cursors: editor.getCursorBufferPositions().map(p => p.toArray()),
  scopes: js.scopeDescriptorForBufferPosition([0, 12]).getScopesArray(),
  tree: js.syntaxTreeScopeDescriptorForBufferPosition([0, 12]).getScopesArray(),
}
document.getElementById('out').textContent = JSON.stringify(result)
document.body.dataset.done = 'true'
`

let session: Session | undefined
let server: PreviewServer | undefined
let url = ''

beforeAll(async () => {
  rmSync(app, { recursive: true, force: true })
  mkdirSync(path.join(app, 'node_modules'), { recursive: true })
  symlinkSync(root, path.join(app, 'node_modules', 'caretaker'), 'dir')
  writeFileSync(path.join(app, 'index.html'), PAGE)
  writeFileSync(path.join(app, 'main.js'), MAIN)
  await build({ root: app, configFile: false, logLevel: 'silent', base: './', build: { outDir: out, target: 'es2022' } })
  const served = await serve(out)
  server = served.server
  url = served.url
  session = await launch()
})

afterAll(async () => {
  await session?.close()
  await server?.close()
  rmSync(app, { recursive: true, force: true })
})

describe('the Vite-bundled package in Chromium', () => {
  it('emits the grammar as its own chunk and the wasm files as assets', () => {
    const assets = readdirSync(path.join(out, 'assets'))
    expect(assets.filter(f => f.endsWith('.wasm')).map(f => f.replace(/-[\w-]{8}\.wasm$/, '.wasm')).sort()).toEqual([
      'onig.wasm',
      'tree-sitter-javascript.wasm',
      'web-tree-sitter.wasm',
    ])
    expect(assets.some(f => f.startsWith('language-javascript') && f.endsWith('.js'))).toBe(true)
  })

  it('creates and edits an editor, loads the JavaScript mode, with no console error', async () => {
    const page = await session!.context.newPage()
    const problems: string[] = []
    page.on('console', m => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`)
    })
    page.on('pageerror', e => problems.push(`page: ${e.message}`))
    page.on('requestfailed', r => problems.push(`request failed: ${r.url()}`))
    await page.goto(url)
    await page.waitForSelector('body[data-done="true"]', { timeout: 60_000 })
    expect(JSON.parse((await page.textContent('#out')) ?? '')).toEqual({
      text: 'xlet a = 1\nlet xb = 2\n',
      cursors: [
        [0, 1],
        [1, 5],
      ],
      scopes: ['source.js', 'string.quoted.double.js'],
      tree: ['source.js', 'program', 'lexical_declaration', 'variable_declarator', 'string', 'string_fragment'],
    })
    expect(problems).toEqual([])
    await page.close()
  })
})
