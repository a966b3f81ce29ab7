/**
 * Atom language packages from npm: their TextMate grammars
 * (`grammars/*.cson`) and scoped settings (`settings/*.cson`, or
 * `scoped-properties/*.cson` in older packages), as JSON.
 *
 * Two sources, first found wins:
 * 1. **Bundled modules** next to this module (`grammars/<package>.js`, the
 *    converted JSON as an ES module with its `.d.ts`), written by
 *    `npm run build` into `dist/` ({@link bundleGrammarPackages}).
 *    A published caretaker reads only these: the language packages are
 *    development dependencies, because `language-javascript` depends on a
 *    native `tree-sitter-javascript@0.4` whose build fails on Node 20 and
 *    npm `overrides` do not reach a consumer's install.
 * 2. **The installed package's CSON** (this repository: tests, `npm start`,
 *    benchmarks), so `npm ci && npm test` needs no build step and the
 *    package in `node_modules` stays the single source. Parsing CSON
 *    (cson-parser runs the CoffeeScript parser) takes 0.3–0.6 s a package,
 *    so the result is also kept as JSON in `node_modules/.cache/caretaker/`
 *    (keyed by package version and files; best effort: an unwritable
 *    folder only costs the parse again).
 *
 * Either way the result is memoized per process.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import * as path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { IRawGrammar } from 'vscode-textmate'
import type { SettingsFile } from './scoped-settings.js'

const require = createRequire(import.meta.url)

/** The files of one package: paths relative to the package's folder. */
export interface PackageFiles {
  readonly grammars: readonly string[]
  readonly settings: readonly string[]
}

/** What a language mode needs from a package. */
export interface GrammarPackage {
  readonly name: string
  readonly version: string
  readonly grammars: readonly IRawGrammar[]
  readonly settings: readonly SettingsFile[]
}

/** The files caretaker's own modes use, per package (what the build bundles). */
export const PACKAGE_FILES = {
  'language-javascript': {
    grammars: ['grammars/javascript.cson', 'grammars/jsdoc.cson', 'grammars/regular expressions (javascript).cson'],
    settings: ['settings/language-javascript.cson'],
  },
  'language-erlang': {
    grammars: ['grammars/erlang.cson'],
    settings: ['scoped-properties/language-erlang.cson'],
  },
} as const satisfies Record<string, PackageFiles>

/** Options of {@link readGrammarPackage}. */
export interface ReadOptions {
  /** Read the bundled JSON when there is one (default true). */
  readonly bundled?: boolean
  /** Use and fill the JSON cache in `node_modules/.cache` (default true). */
  readonly diskCache?: boolean
}

// A converted package as stored in JSON.
interface Stored {
  readonly name: string
  readonly version: string
  readonly files: PackageFiles
  readonly grammars: readonly IRawGrammar[]
  readonly settings: readonly SettingsFile[]
}

const memo = new Map<string, Promise<GrammarPackage>>()

/** The folder of an installed package. */
export const packageDirectory = (name: string): string => path.dirname(require.resolve(`${name}/package.json`))

const here = path.dirname(fileURLToPath(import.meta.url))
const baseName = (name: string): string => name.replace(/\//g, '+')
const fileName = (name: string): string => `${baseName(name)}.json`
const sameFiles = (a: PackageFiles, b: PackageFiles): boolean => JSON.stringify([a.grammars, a.settings]) === JSON.stringify([b.grammars, b.settings])

// cson-parser (and the CoffeeScript compiler under it) is loaded only when CSON is read.
const readCson = async (file: string): Promise<unknown> => {
  const CSON = await import('cson-parser')
  return CSON.parse(await readFile(file, 'utf8'))
}

const readJson = async (file: string): Promise<Stored | undefined> => {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Stored
  } catch {
    return undefined
  }
}

const writeJson = async (file: string, stored: Stored): Promise<void> => {
  await mkdir(path.dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.tmp`
  await writeFile(tmp, JSON.stringify(stored))
  await rename(tmp, file) // atomic: parallel test workers never read half a file
}

/** Converts the package's CSON files (no caches). */
const convert = async (name: string, files: PackageFiles): Promise<Stored> => {
  const dir = packageDirectory(name)
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version?: string }
  return {
    name,
    version: manifest.version ?? '',
    files,
    grammars: (await Promise.all(files.grammars.map(f => readCson(path.join(dir, f))))) as IRawGrammar[],
    settings: (await Promise.all(files.settings.map(f => readCson(path.join(dir, f))))) as SettingsFile[],
  }
}

const load = async (name: string, files: PackageFiles, options: ReadOptions): Promise<Stored> => {
  if (options.bundled !== false) {
    const bundled = path.join(here, 'grammars', `${baseName(name)}.js`)
    const stored = existsSync(bundled) ? ((await import(pathToFileURL(bundled).href)) as { default: Stored }).default : undefined
    if (stored !== undefined && sameFiles(stored.files, files)) return stored
  }
  if (options.diskCache === false) return convert(name, files)
  const dir = packageDirectory(name)
  const { version = '' } = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version?: string }
  const cached = path.join(path.dirname(dir), '.cache', 'caretaker', fileName(`${name}@${version}`))
  const stored = await readJson(cached)
  if (stored !== undefined && stored.version === version && sameFiles(stored.files, files)) return stored
  const fresh = await convert(name, files)
  await writeJson(cached, fresh).catch(() => undefined) // read-only install: parse again next time
  return fresh
}

/** The grammars and settings of an Atom language package (memoized per process). */
export const readGrammarPackage = (name: string, files: PackageFiles, options: ReadOptions = {}): Promise<GrammarPackage> => {
  const key = JSON.stringify([name, files.grammars, files.settings, options.bundled !== false, options.diskCache !== false])
  let p = memo.get(key)
  if (p === undefined) {
    p = load(name, files, options).then(s => ({ name: s.name, version: s.version, grammars: s.grammars, settings: s.settings }))
    memo.set(key, p)
  }
  return p
}

/**
 * Writes every package in {@link PACKAGE_FILES}, converted from the
 * installed CSON, as an ES module (`<package>.js`, default export: the
 * converted package; with a `.d.ts`) into `outDir` (default: `grammars/`
 * next to this module); run by `npm run build` on `dist/`. Modules rather
 * than JSON files, so the package ships only `.js` and `.d.ts` files and
 * Node needs no JSON import attributes. Returns the modules written.
 */
export async function bundleGrammarPackages(outDir: string = path.join(here, 'grammars')): Promise<string[]> {
  await mkdir(outDir, { recursive: true })
  const written: string[] = []
  for (const [name, files] of Object.entries(PACKAGE_FILES)) {
    const stored = await convert(name, files)
    const file = path.join(outDir, `${baseName(name)}.js`)
    const header = `// ${name}@${stored.version}: grammars and settings converted from CSON by caretaker's build (MIT, see the package).\n`
    await writeFile(file, `${header}export default JSON.parse(${JSON.stringify(JSON.stringify(stored))})\n`)
    await writeFile(file.replace(/\.js$/, '.d.ts'), `${header}declare const grammarPackage: unknown\nexport default grammarPackage\n`)
    written.push(file)
  }
  return written
}
