// Drives Atom packages' view-less commands (Atom's own and two community
// multi-cursor packages) on caretaker and on the Atom oracle, and says
// which scenarios give Atom's text and selections.
//
//   node scripts/packages/compare.mjs --pkgs DIR [--oracle DIR] [--project DIR] [--only TEXT] [--verbose]
//
// DIR holds the packages' sources (see engine.mjs); --oracle is the folder
// of the Atom oracle (`loadAtom`), --project a built caretaker (`npm run build`).
// Not part of the tests: the project never needs the packages' sources.
import { execFileSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const pass = process.argv.slice(2)
const verbose = pass.includes('--verbose')
const run = engine => {
  const out = execFileSync(process.execPath, [join(here, 'engine.mjs'), '--engine', engine, ...pass.filter(a => a !== '--verbose')], { encoding: 'utf8', maxBuffer: 64 << 20 })
  return out.trim().split('\n').filter(Boolean).map(l => JSON.parse(l))
}
const atom = run('atom')
const ours = new Map(run('caretaker').map(r => [r.name, r]))
// caretaker's select-next actions, in place of the package's code, against the package on Atom.
const actions = run('caretaker-actions').filter(r => r.pkg === 'find-and-replace')
for (const r of actions) {
  atom.push({ ...atom.find(a => a.name === r.name), pkg: 'caretaker select-next actions' })
  ours.set(`${r.name}\0actions`, r)
}

const byPackage = new Map()
for (const a of atom) {
  const c = ours.get(a.pkg === 'caretaker select-next actions' ? `${a.name}\0actions` : a.name)
  let verdict
  if (a.threw) verdict = `Atom threw: ${a.threw}`
  else if (!c) verdict = 'missing on caretaker'
  else if (c.threw) verdict = `caretaker threw: ${c.threw}`
  else {
    const step = a.after.findIndex((x, i) => JSON.stringify(x) !== JSON.stringify(c.after[i]))
    verdict = step < 0 ? 'same' : `differs at step ${step + 1}`
    if (step >= 0 && verbose) verdict += `\n      Atom:      ${JSON.stringify(a.after[step])}\n      caretaker: ${JSON.stringify(c.after[step])}`
  }
  const list = byPackage.get(a.pkg) ?? []
  list.push([a.name, verdict])
  byPackage.set(a.pkg, list)
}
let same = 0
let total = 0
for (const [pkg, list] of byPackage) {
  const ok = list.filter(([, v]) => v === 'same').length
  same += ok
  total += list.length
  console.log(`${pkg}: ${ok}/${list.length} give Atom's result`)
  for (const [name, v] of list) console.log(`  ${v === 'same' ? 'ok  ' : 'DIFF'} ${name}${v === 'same' ? '' : ` — ${v}`}`)
}
console.log(`\n${same} of ${total} scenarios give Atom's text and selections after every step`)
