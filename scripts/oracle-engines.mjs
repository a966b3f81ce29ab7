// Shared by the differential scripts that take the Atom oracle's folder: the
// command line (`--name value`), and both engines loaded (Atom's `loadAtom()`
// from `--oracle DIR`, caretaker's build from `--project DIR`, default this checkout).
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** The value after `--name`, or `fallback`. */
export const argOf = (args, name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : fallback
}

/** `{ atom, ct, arg }`, or exits with `usage` when --oracle is missing. */
export const loadEngines = async usage => {
  const args = process.argv.slice(2)
  const arg = (name, fallback) => argOf(args, name, fallback)
  const oracle = arg('oracle')
  if (!oracle) {
    console.error(`usage: ${usage}`)
    process.exit(2)
  }
  const project = resolve(arg('project', join(dirname(fileURLToPath(import.meta.url)), '..')))
  const { loadAtom } = await import(pathToFileURL(join(resolve(oracle), 'atom.mjs')).href)
  const ct = await import(pathToFileURL(join(project, 'dist', 'index.js')).href)
  return { atom: await loadAtom(), ct, arg }
}
