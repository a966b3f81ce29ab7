/**
 * `npm run size`: the package's weight in a browser bundle, next to
 * CodeMirror's, every bundle built the same way (Vite's library build:
 * Rolldown, Oxc minifier, ES module output) and gzipped at level 9.
 * Reads `dist/` (the script `size` builds it first) through the package's
 * `exports`, with its `sideEffects: false`.
 *
 * Each entry re-exports a whole surface, so nothing is shaken off that a
 * user could reach: the reducer core (state, actions, reducer), the core
 * with its facades (`export *` of the root entry), the core with the
 * JavaScript mode (all chunks, the lazily loaded grammars and parser
 * included; the wasm files are listed apart), `@codemirror/state`, and
 * `@codemirror/state` with `@codemirror/commands`.
 */
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const work = path.join(root, 'node_modules', '.cache', 'caretaker-size')

const ENTRIES = {
  'caretaker: reducer core': `export { createEditorState, reduce, reduceUnknown, createReducer, decodeAction, actions } from 'caretaker'`,
  'caretaker: core + facades': `export * from 'caretaker'`,
  'caretaker: core + facades + JavaScript mode': `export * from 'caretaker'\nexport * from 'caretaker/javascript'`,
  '@codemirror/state': `export * from '@codemirror/state'`,
  '@codemirror/state + @codemirror/commands': `export * from '@codemirror/state'\nexport * from '@codemirror/commands'`,
}

const kb = n => `${(n / 1024).toFixed(1)} KB`

const measure = async (name, code, index) => {
  const entry = path.join(work, `entry-${index}.js`)
  await writeFile(entry, `${code}\n`)
  const result = await build({
    root: work,
    logLevel: 'silent',
    configFile: false,
    resolve: {
      alias: [
        { find: /^caretaker$/, replacement: path.join(root, 'dist', 'index.js') },
        { find: /^caretaker\/(textmate|javascript|erlang)$/, replacement: path.join(root, 'dist', '$1.js') },
      ],
    },
    build: {
      write: false,
      minify: true,
      assetsInlineLimit: 0,
      rollupOptions: { input: entry, preserveEntrySignatures: 'exports-only', output: { format: 'es' } },
    },
  })
  let min = 0
  let gz = 0
  let wasm = 0
  let chunks = 0
  for (const out of (Array.isArray(result) ? result : [result]).flatMap(r => r.output)) {
    if (out.type === 'chunk') {
      chunks++
      min += Buffer.byteLength(out.code)
      gz += gzipSync(out.code, { level: 9 }).length
      // SIZE_MODULES=1 lists the largest modules of each bundle (on stderr).
      if (process.env.SIZE_MODULES) for (const [id, m] of Object.entries(out.modules).sort((x, y) => y[1].renderedLength - x[1].renderedLength).slice(0, 25)) console.error(name, m.renderedLength, path.relative(root, id))
    } else if (out.fileName.endsWith('.wasm')) wasm += out.source.length
  }
  return { name, chunks, min, gz, wasm }
}

await rm(work, { recursive: true, force: true })
await mkdir(work, { recursive: true })
const rows = []
let i = 0
for (const [name, code] of Object.entries(ENTRIES)) rows.push(await measure(name, code, i++))
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'))
console.log(`| bundle (Vite ${JSON.parse(await readFile(path.join(root, 'node_modules', 'vite', 'package.json'), 'utf8')).version}, minified) | JS chunks | minified | min + gzip | wasm (not gzipped) |`)
console.log('| --- | --- | --- | --- | --- |')
for (const r of rows) console.log(`| ${r.name} | ${r.chunks} | ${kb(r.min)} | **${kb(r.gz)}** | ${r.wasm ? kb(r.wasm) : '—'} |`)
const cm = name => JSON.parse(readFileSync(name)).version

console.log(`\ncaretaker ${pkg.version}; @codemirror/state ${cm(path.join(root, 'node_modules/@codemirror/state/package.json'))}, @codemirror/commands ${cm(path.join(root, 'node_modules/@codemirror/commands/package.json'))}`)
await rm(work, { recursive: true, force: true })
