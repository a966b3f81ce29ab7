/**
 * Reading an Atom language package installed from npm: its TextMate
 * grammars (`grammars/*.cson`) and scoped settings (`settings/*.cson`, or
 * `scoped-properties/*.cson` in older packages).
 *
 * The CSON is converted when a mode is first loaded, not at build time: the
 * package in `node_modules` stays the single source and `npm ci && npm test`
 * needs no build step. Parsing CSON (cson-parser runs the CoffeeScript
 * parser) takes 0.3–0.6 s per package, so the result is kept as JSON in
 * `node_modules/.cache/caretaker/` (keyed by package version and files;
 * best effort: an unwritable folder only costs the parse again) and in
 * memory per process.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import * as path from 'node:path'
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

const cache = new Map<string, Promise<GrammarPackage>>()

/** The folder of an installed package. */
export const packageDirectory = (name: string): string => path.dirname(require.resolve(`${name}/package.json`))

// cson-parser (and the CoffeeScript compiler under it) is loaded only when a package is read.
const readCson = async (file: string): Promise<unknown> => {
  const CSON = await import('cson-parser')
  return CSON.parse(await readFile(file, 'utf8'))
}

/** Options of {@link readGrammarPackage}. */
export interface ReadOptions {
  /** Use and fill the JSON cache on disk (default true). */
  readonly diskCache?: boolean
}

// The converted package as stored on disk.
interface Stored {
  readonly key: string
  readonly grammars: readonly IRawGrammar[]
  readonly settings: readonly SettingsFile[]
}

const parsePackage = async (dir: string, files: PackageFiles): Promise<Omit<Stored, 'key'>> => ({
  grammars: (await Promise.all(files.grammars.map(f => readCson(path.join(dir, f))))) as IRawGrammar[],
  settings: (await Promise.all(files.settings.map(f => readCson(path.join(dir, f))))) as SettingsFile[],
})

const readStored = async (file: string, key: string): Promise<Stored | undefined> => {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Stored
    return stored.key === key ? stored : undefined
  } catch {
    return undefined
  }
}

const writeStored = async (file: string, stored: Stored): Promise<void> => {
  try {
    await mkdir(path.dirname(file), { recursive: true })
    const tmp = `${file}.${process.pid}.tmp`
    await writeFile(tmp, JSON.stringify(stored))
    await rename(tmp, file) // atomic: parallel test workers never read half a file
  } catch {
    // read-only install: parse again next time
  }
}

/** Reads (once per process) the given grammar and settings files of an installed Atom language package. */
export const readGrammarPackage = (name: string, files: PackageFiles, options: ReadOptions = {}): Promise<GrammarPackage> => {
  const useDisk = options.diskCache !== false
  const memoKey = `${useDisk}\0${name}\0${files.grammars.join('\0')}\0${files.settings.join('\0')}`
  let p = cache.get(memoKey)
  if (p === undefined) {
    p = (async () => {
      const dir = packageDirectory(name)
      const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version?: string }
      const version = manifest.version ?? ''
      const key = JSON.stringify([name, version, files.grammars, files.settings])
      const file = path.join(path.dirname(dir), '.cache', 'caretaker', `${name.replace(/\//g, '+')}@${version}.json`)
      let stored = useDisk ? await readStored(file, key) : undefined
      if (stored === undefined) {
        stored = { key, ...(await parsePackage(dir, files)) }
        if (useDisk) await writeStored(file, stored)
      }
      return { name, version, grammars: stored.grammars, settings: stored.settings }
    })()
    cache.set(memoKey, p)
  }
  return p
}
