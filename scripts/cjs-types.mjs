/**
 * Declarations for CommonJS consumers. The package is ES modules only, and
 * Node ≥ 20.19 `require()`s them; but TypeScript (`module: node16` in a
 * CommonJS project) refuses to type a `require` of an ES module (TS1479).
 * The `require` condition of each entry in `exports` therefore points its
 * types at a copy of the declarations under `dist/cjs/`, whose
 * `package.json` says `"type": "commonjs"`, while the code stays the same
 * ES module (so there is one module instance, never two).
 *
 * `node scripts/cjs-types.mjs [dist]` copies every `.d.ts` of `dist`
 * (except `dist/cjs` itself) into `dist/cjs`.
 */
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import * as path from 'node:path'

const dist = path.resolve(process.argv[2] ?? 'dist')
const out = path.join(dist, 'cjs')
await rm(out, { recursive: true, force: true })
let count = 0
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue
  const from = path.join(entry.parentPath, entry.name)
  const to = path.join(out, path.relative(dist, from))
  await mkdir(path.dirname(to), { recursive: true })
  await copyFile(from, to)
  count++
}
await writeFile(path.join(out, 'package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`)
console.log(`cjs-types: ${count} declaration files in ${path.relative(process.cwd(), out)}`)
