/**
 * The language modes' run-time assets, made from development dependencies:
 *
 * - each Atom grammar package's CSON grammars and settings, converted to
 *   JSON and written as an ES module (`grammars/<package>.js`, default
 *   export: the package; its `.d.ts` is the one committed in
 *   `src/language/grammars/`), so nothing parses CSON at run time and any
 *   bundler can split it into its own chunk;
 * - the wasm files the modes load next to their modules: Oniguruma's
 *   (`onig.wasm`, from vscode-oniguruma) and tree-sitter's JavaScript parser
 *   (`tree-sitter-javascript.wasm`, from tree-sitter-javascript, whose
 *   native parts are never used).
 *
 * `node scripts/assets.mjs <dir>` writes them into `<dir>` (the build gives
 * `dist/language`; tests, the demo and the playground use `src/language`,
 * where the files are ignored by git). A grammar module whose header names
 * the same package version and files is kept; the wasm files are copied
 * when their size differs.
 */
import { copyFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The files caretaker's own modes use, per package. */
export const PACKAGE_FILES = {
  'language-javascript': {
    grammars: ['grammars/javascript.cson', 'grammars/jsdoc.cson', 'grammars/regular expressions (javascript).cson'],
    settings: ['settings/language-javascript.cson'],
  },
  'language-erlang': {
    grammars: ['grammars/erlang.cson'],
    settings: ['scoped-properties/language-erlang.cson'],
  },
}

/** The wasm files copied, by the name they take next to the modules. */
export const WASM_FILES = {
  'onig.wasm': 'vscode-oniguruma/release/onig.wasm',
  'tree-sitter-javascript.wasm': 'tree-sitter-javascript/tree-sitter-javascript.wasm',
}

const packageDirectory = name => path.dirname(require.resolve(`${name}/package.json`))

/** The package's grammars and settings, converted from its CSON now. */
export async function convertPackage(name, files = PACKAGE_FILES[name]) {
  const CSON = (await import('cson-parser')).default
  const dir = packageDirectory(name)
  const read = async f => CSON.parse(await readFile(path.join(dir, f), 'utf8'))
  const { version = '' } = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'))
  return {
    name,
    version,
    files,
    grammars: await Promise.all(files.grammars.map(read)),
    settings: await Promise.all(files.settings.map(read)),
  }
}

const headerFor = async name => {
  const { version = '' } = JSON.parse(await readFile(path.join(packageDirectory(name), 'package.json'), 'utf8'))
  return `// ${name}@${version} ${JSON.stringify(PACKAGE_FILES[name])}: converted from CSON by caretaker's build (MIT, see the package).\n`
}

const firstLine = async file => {
  try {
    return (await readFile(file, 'utf8')).split('\n', 1)[0] + '\n'
  } catch {
    return undefined
  }
}

const size = async file => {
  try {
    return (await stat(file)).size
  } catch {
    return -1
  }
}

/** Writes the grammar modules and wasm files into `outDir`; returns the files written. */
export async function writeAssets(outDir) {
  const written = []
  const grammarDir = path.join(outDir, 'grammars')
  await mkdir(grammarDir, { recursive: true })
  for (const name of Object.keys(PACKAGE_FILES)) {
    const file = path.join(grammarDir, `${name}.js`)
    const header = await headerFor(name)
    if ((await firstLine(file)) !== header) {
      const converted = await convertPackage(name)
      await writeFile(file, `${header}export default JSON.parse(${JSON.stringify(JSON.stringify(converted))})\n`)
      written.push(file)
    }
    const types = path.join(root, 'src', 'language', 'grammars', `${name}.d.ts`)
    const typesOut = path.join(grammarDir, `${name}.d.ts`)
    const declarations = await readFile(types, 'utf8')
    if (path.resolve(types) !== path.resolve(typesOut) && (await readFile(typesOut, 'utf8').catch(() => '')) !== declarations) {
      await writeFile(typesOut, declarations)
      written.push(typesOut)
    }
  }
  for (const [target, source] of Object.entries(WASM_FILES)) {
    const from = require.resolve(source)
    const to = path.join(outDir, target)
    if ((await size(from)) !== (await size(to))) {
      await copyFile(from, to)
      written.push(to)
    }
  }
  return written
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'src', 'language'))
  const written = await writeAssets(outDir)
  if (written.length > 0) console.log(`assets: wrote ${written.length} files into ${path.relative(process.cwd(), outDir) || '.'}`)
}
