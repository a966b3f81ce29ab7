/**
 * The package as users get it: `npm pack` (whose `prepack` cleans `dist/` and
 * builds it), install the tarball into a fresh project, import it from plain
 * ESM JavaScript and `require()` it from CommonJS, load the language modes
 * from their subpaths (wasm and grammars found next to the modules),
 * type-check an Atom-style TypeScript snippet against the installed
 * declarations (with `@types/atom` alongside, as an Atom package would have
 * it) and a CommonJS consumer under `module: node16`, and bundle it with Vite
 * for the browser.
 *
 * Runtime dependencies come from the local npm cache when present
 * (`--prefer-offline`), from the registry otherwise.
 */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')
const TIMEOUT = 180_000

interface PackResult {
  filename: string
  files: { path: string }[]
}

let temp = ''
let project = ''
let packed: PackResult

/** Runs a command; on failure the error carries its output. */
const sh = async (file: string, args: readonly string[], cwd: string): Promise<{ stdout: string; stderr: string }> => {
  try {
    return await run(file, args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } })
  } catch (error) {
    const e = error as Error & { stdout?: string; stderr?: string }
    throw new Error(`${file} ${args.join(' ')} failed in ${cwd}:\n${e.stdout ?? ''}\n${e.stderr ?? ''}`, { cause: error })
  }
}

/** The JSON array `npm pack --json` prints (after any lifecycle-script output). */
const parsePack = (stdout: string): PackResult => {
  const start = stdout.search(/^\[/m)
  const [result] = JSON.parse(stdout.slice(start)) as PackResult[]
  if (!result) throw new Error(`no pack result in:\n${stdout}`)
  return result
}

const SMOKE_MJS = `
import { TextEditor, Point, Range, createEditorState, reduce, actions } from 'caretaker'
import { createEditorSlice } from 'caretaker/redux'

const editor = new TextEditor({ text: 'hello world\\nsecond line\\n' })
const moves = []
editor.onDidChangeCursorPosition(e => moves.push(e.newBufferPosition.toArray()))
editor.setCursorBufferPosition([0, 5])
editor.addCursorAtBufferPosition([1, 6])
editor.insertText('!')
const state = reduce(createEditorState({ text: 'abc' }), actions.insertText({ text: 'x' }))
console.log(JSON.stringify({
  text: editor.getText(),
  cursors: editor.getCursorBufferPositions().map(p => p.toArray()),
  moved: moves.length > 0,
  point: Point.fromObject([1, 2]) instanceof Point,
  range: new Range([1, 1], [0, 0]).toString(),
  reduced: state.buffer.getText(),
  slice: (() => {
    const slice = createEditorSlice({ name: 'ed', text: 'q' })
    return slice.selectors.selectText({ ed: slice.reducer(undefined, actions.insertText({ text: 'p' })) })
  })(),
}))
`

const REQUIRE_CJS = `
const { TextEditor, createEditorState, reduce, actions, registerLanguageMode } = require('caretaker')
const { loadJavaScriptMode } = require('caretaker/javascript')
const editor = new TextEditor({ text: 'ab\\ncd' })
editor.addCursorAtBufferPosition([1, 1])
editor.insertText('|')
const state = reduce(createEditorState({ text: 'abc' }), actions.insertText({ text: 'x' }))
loadJavaScriptMode().then(mode => {
  registerLanguageMode(mode)
  const js = new TextEditor({ text: 'let a = 1', grammar: 'javascript' })
  console.log(JSON.stringify({
    text: editor.getText(),
    reduced: state.buffer.getText(),
    scopes: js.scopeDescriptorForBufferPosition([0, 1]).getScopesArray(),
  }))
})
`

// The language modes from their subpaths: the grammars and wasm files are found next to the installed modules.
const MODES_MJS = `
import { TextEditor, registerLanguageMode } from 'caretaker'
import { loadJavaScriptMode } from 'caretaker/javascript'
import { loadErlangMode } from 'caretaker/erlang'
import { TextMateLanguageMode } from 'caretaker/textmate'

registerLanguageMode(await loadJavaScriptMode())
registerLanguageMode(await loadErlangMode())
const js = new TextEditor({ text: 'function f () {\\n  return "s"\\n}\\n', grammar: 'javascript' })
js.setCursorBufferPosition([1, 10])
const scopes = js.scopeDescriptorForBufferPosition([1, 10]).getScopesArray()
const tree = js.syntaxTreeScopeDescriptorForBufferPosition([1, 10]).getScopesArray()
js.toggleLineCommentsInSelection()
const erl = new TextEditor({ text: 'f() -> ok.\\n', grammar: 'erlang' })
erl.toggleLineCommentsInSelection()
console.log(JSON.stringify({
  scopes,
  tree,
  commented: js.lineTextForBufferRow(1),
  erlang: erl.lineTextForBufferRow(0),
  textmate: js.getLanguageMode() instanceof TextMateLanguageMode,
}))
`

const CONSUMER_CTS = `
import { TextEditor, type Cursor } from 'caretaker'
import { loadJavaScriptMode } from 'caretaker/javascript'
const editor = new TextEditor({ text: 'x' })
const cursor: Cursor = editor.getLastCursor()
const load: typeof loadJavaScriptMode = loadJavaScriptMode
export const row: number = cursor.getBufferRow()
void load
`

// Bundled for the browser: the whole facade, and the reducer alone.
const BUNDLE_ENTRIES = {
  facade: `import { TextEditor } from 'caretaker'\nconst e = new TextEditor({ text: 'a' }); e.insertText('b'); globalThis.out = e.getText()\n`,
  reducer: `import { createEditorState, reduce, actions } from 'caretaker'\nglobalThis.out = reduce(createEditorState({ text: 'a' }), actions.insertText({ text: 'b' })).buffer.getText()\n`,
}

const SNIPPET_TS = `
import type { Disposable as AtomDisposable, Point as AtomPoint, Range as AtomRange, ScopeDescriptor as AtomScopeDescriptor } from 'atom'
import { Point, TextEditor, type Cursor, type CursorPositionChangedEvent, type Selection } from 'caretaker'

// A helper written against @types/atom, as an Atom package would have it.
function describe(position: AtomPoint, range: AtomRange): string {
  return \`\${position.row}:\${position.column} in \${range.toString()}\`
}

const editor = new TextEditor({ text: 'hello world\\nsecond line\\n' })
const cursor: Cursor = editor.addCursorAtBufferPosition([1, 0])
const subscription: AtomDisposable = cursor.onDidChangePosition((event: CursorPositionChangedEvent) => {
  const moved: AtomPoint = event.newBufferPosition
  void moved
})
cursor.moveToEndOfWord()
const selection: Selection = editor.getLastSelection()
selection.selectToEndOfLine()
editor.setSelectedBufferRanges([[[0, 0], [0, 5]], { start: { row: 1, column: 0 }, end: [1, 6] }])
const scopes: AtomScopeDescriptor = cursor.getScopeDescriptor()
const text: string = describe(cursor.getBufferPosition(), selection.getBufferRange())
subscription.dispose()

const origin: Point = Point.fromObject({ row: 0, column: 0 })
// @ts-expect-error a Point is not a string: the shipped declarations are real types, not any
const wrong: string = origin
void scopes, text, wrong
`

beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), 'caretaker-pack-'))
  project = join(temp, 'consumer')
  const { stdout } = await sh('npm', ['pack', '--json', '--pack-destination', temp], root)
  packed = parsePack(stdout)

  const atomTypes = JSON.parse(await readFile(join(root, 'node_modules', '@types', 'atom', 'package.json'), 'utf8')) as { version: string }
  await mkdir(project)
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
  await sh(
    'npm',
    ['install', join(temp, packed.filename), `@types/atom@${atomTypes.version}`, '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--no-package-lock'],
    project,
  )
  await writeFile(join(project, 'smoke.mjs'), SMOKE_MJS)
  await writeFile(join(project, 'snippet.ts'), SNIPPET_TS)
  await writeFile(join(project, 'require.cjs'), REQUIRE_CJS)
  await writeFile(join(project, 'modes.mjs'), MODES_MJS)
  await writeFile(join(project, 'consumer.cts'), CONSUMER_CTS)
  for (const [name, code] of Object.entries(BUNDLE_ENTRIES)) await writeFile(join(project, `${name}.js`), code)
}, TIMEOUT)

afterAll(async () => {
  if (temp) await rm(temp, { recursive: true, force: true })
})

describe('the packed library', () => {
  it('ships the compiled library with declarations, its grammars and wasm files, the README, LICENSE and package.json, and nothing else', () => {
    const paths = packed.files.map(f => f.path).sort()
    for (const file of ['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts', 'dist/cjs/index.d.ts', 'dist/cjs/package.json']) expect(paths).toContain(file)
    // The language modes import their grammars (converted from CSON to JSON modules by the build) and load their wasm next to them.
    expect(paths.filter(p => p.startsWith('dist/language/grammars/') || p.endsWith('.wasm'))).toEqual([
      'dist/cjs/language/grammars/language-erlang.d.ts',
      'dist/cjs/language/grammars/language-javascript.d.ts',
      'dist/language/grammars/language-erlang.d.ts',
      'dist/language/grammars/language-erlang.js',
      'dist/language/grammars/language-javascript.d.ts',
      'dist/language/grammars/language-javascript.js',
      'dist/language/onig.wasm',
      'dist/language/tree-sitter-javascript.wasm',
    ].filter(p => !p.startsWith('dist/cjs')))
    const unexpected = paths.filter(p => !/^(package\.json|README\.md|LICENSE|dist\/.+\.(js|d\.ts)|dist\/language\/[\w-]+\.wasm|dist\/cjs\/package\.json)$/.test(p))
    expect(unexpected).toEqual([])
    // No tests, benches or examples compiled in, and every module has its declarations.
    expect(paths.filter(p => /^dist\/(test|bench|examples|property-tests)\//.test(p))).toEqual([])
    const js = paths.filter(p => p.endsWith('.js'))
    expect(js.filter(p => !paths.includes(p.replace(/\.js$/, '.d.ts')))).toEqual([])
  })

  it('declares an exports entry per subpath, one ES module for import and require, CommonJS-typed declarations for require', async () => {
    const pkg = JSON.parse(await readFile(join(project, 'node_modules', 'caretaker', 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>
      sideEffects: boolean
      dependencies: Record<string, string>
    }
    expect(Object.keys(pkg.exports)).toEqual(['.', './textmate', './javascript', './erlang', './redux', './testing', './yjs', './package.json'])
    expect(pkg.exports['.']).toEqual({
      require: { types: './dist/cjs/index.d.ts', default: './dist/index.js' },
      default: { types: './dist/index.d.ts', default: './dist/index.js' },
    })
    expect(pkg.exports['./redux']).toEqual({
      require: { types: './dist/cjs/redux/index.d.ts', default: './dist/redux/index.js' },
      default: { types: './dist/redux/index.d.ts', default: './dist/redux/index.js' },
    })
    expect(pkg.exports['./yjs']).toEqual({
      require: { types: './dist/cjs/yjs/index.d.ts', default: './dist/yjs/index.js' },
      default: { types: './dist/yjs/index.d.ts', default: './dist/yjs/index.js' },
    })
    expect(pkg.sideEffects).toBe(false)
    // Runtime dependencies are what ships at run time: no grammar packages, no CSON parser, no native parser.
    expect(Object.keys(pkg.dependencies).filter(d => /language-|cson|tree-sitter-javascript/.test(d))).toEqual([])
    // Installed without its development dependencies: no native build, no prebuilds.
    expect((await readdir(join(project, 'node_modules'))).filter(d => /tree-sitter-javascript|cson|language-/.test(d))).toEqual([])
  })

  it('is require()d from CommonJS (Node ≥ 20.19 loads the ES modules), the JavaScript mode included', async () => {
    const { stdout } = await sh(process.execPath, ['require.cjs'], project)
    expect(JSON.parse(stdout)).toEqual({ text: '|ab\nc|d', reduced: 'xabc', scopes: ['source.js', 'storage.type.var.js'] })
  }, TIMEOUT)

  it('loads the JavaScript and Erlang modes from their subpaths, wasm and grammars next to the modules', async () => {
    const { stdout } = await sh(process.execPath, ['modes.mjs'], project)
    expect(JSON.parse(stdout)).toEqual({
      scopes: ['source.js', 'string.quoted.double.js'],
      tree: ['source.js', 'program', 'function_declaration', 'statement_block', 'return_statement', 'string', 'string_fragment'],
      commented: '  // return "s"',
      erlang: '% f() -> ok.',
      textmate: true,
    })
  }, TIMEOUT)

  it('type-checks a CommonJS consumer under module node16 (no TS1479)', async () => {
    await sh(process.execPath, [tsc, '--noEmit', '--strict', '--module', 'node16', '--moduleResolution', 'node16', '--target', 'es2022', '--skipLibCheck', 'false', 'consumer.cts'], project)
  }, TIMEOUT)

  it('bundles for the browser with Vite: no Node built-in reached, the reducer alone leaves the facade out', async () => {
    const sizes: Record<string, string> = {}
    for (const name of Object.keys(BUNDLE_ENTRIES)) {
      const output = await build({
        root: project,
        logLevel: 'silent',
        configFile: false,
        build: { write: false, minify: true, lib: { entry: join(project, `${name}.js`), formats: ['es'], fileName: name } },
      })
      const chunks = (Array.isArray(output) ? output : [output]).flatMap(o => ('output' in o ? o.output : []))
      const code = chunks.map(c => ('code' in c ? c.code : '')).join('\n')
      expect(code).not.toMatch(/node:|createRequire|cson/)
      sizes[name] = code
    }
    // Tree-shaking through sideEffects: false: the reducer bundle has no event emitter and no facade.
    expect(sizes.facade).toContain('did-change-cursor-position')
    expect(sizes.reducer).not.toContain('did-change-cursor-position')
    expect(sizes.reducer!.length).toBeLessThan(sizes.facade!.length)
  }, TIMEOUT)

  it('installs and imports from plain ESM JavaScript', async () => {
    const { stdout } = await sh(process.execPath, ['smoke.mjs'], project)
    expect(JSON.parse(stdout)).toEqual({
      text: 'hello! world\nsecond! line\n',
      cursors: [
        [0, 6],
        [1, 7],
      ],
      moved: true,
      point: true,
      range: '[(0, 0) - (1, 1)]',
      reduced: 'xabc',
      slice: 'pq',
    })
  }, TIMEOUT)

  it('type-checks an Atom-style snippet against the installed declarations (nodenext, strict, no skipLibCheck)', async () => {
    const args = [
      tsc,
      '--noEmit',
      '--strict',
      '--exactOptionalPropertyTypes',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--lib',
      'es2022,dom',
      '--skipLibCheck',
      'false',
      'snippet.ts',
    ]
    await sh(process.execPath, args, project)
  }, TIMEOUT)
})
