/**
 * The package as users get it: `npm pack` (whose `prepack` cleans `dist/` and
 * builds it), install the tarball into a fresh project, import it from plain
 * ESM JavaScript, and type-check an Atom-style TypeScript snippet against the
 * installed declarations (with `@types/atom` alongside, as an Atom package
 * would have it).
 *
 * Runtime dependencies come from the local npm cache when present
 * (`--prefer-offline`), from the registry otherwise.
 */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
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
}, TIMEOUT)

afterAll(async () => {
  if (temp) await rm(temp, { recursive: true, force: true })
})

describe('the packed library', () => {
  it('ships the compiled library with declarations, its grammars, the README and package.json, and nothing else', () => {
    const paths = packed.files.map(f => f.path).sort()
    expect(paths).toContain('package.json')
    expect(paths).toContain('README.md')
    expect(paths).toContain('dist/index.js')
    expect(paths).toContain('dist/index.d.ts')
    // The language modes read their grammars (converted to JSON by the build) at run time.
    const unexpected = paths.filter(p => !/^(package\.json|README\.md|dist\/.+\.(js|d\.ts)|dist\/language\/grammars\/[\w.-]+\.json)$/.test(p))
    expect(unexpected).toEqual([])
    // No tests, benches or examples compiled in, and every module has its declarations.
    expect(paths.filter(p => /^dist\/(test|bench|examples|property-tests)\//.test(p))).toEqual([])
    const js = paths.filter(p => p.endsWith('.js'))
    expect(js.filter(p => !paths.includes(p.replace(/\.js$/, '.d.ts')))).toEqual([])
  })

  it('declares its exports map with types first', async () => {
    const pkg = JSON.parse(await readFile(join(project, 'node_modules', 'caretaker', 'package.json'), 'utf8')) as {
      exports: Record<string, Record<string, string>>
    }
    const main = pkg.exports['.']!
    expect(Object.keys(main)[0]).toBe('types')
    expect(main).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' })
    expect(pkg.exports['./redux']).toEqual({ types: './dist/redux/index.d.ts', import: './dist/redux/index.js' })
  })

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
