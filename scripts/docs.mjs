// `npm run docs`: the API reference, written by TypeDoc into docs/api/ (not
// committed). TypeDoc reads the sources through the TypeScript compiler API,
// which TypeScript 7 (the project's compiler) does not have; it runs from
// tools/typedoc with its own TypeScript 6, installed there from that folder's
// lock file on first use. The sources are type-checked by `npm test`, so
// TypeDoc skips error checking; any TypeDoc warning fails the run.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const tool = join(root, 'tools', 'typedoc')
const bin = join(tool, 'node_modules', 'typedoc', 'bin', 'typedoc')
if (!existsSync(bin)) execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tool, stdio: 'inherit' })
execFileSync(process.execPath, [bin, '--options', join(root, 'typedoc.json'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' })
