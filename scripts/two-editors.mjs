// Differential run of two editors on one buffer (Atom's `new TextEditor({ buffer })`):
// random steps on either editor, run on caretaker and on the Atom oracle in
// lockstep; a scenario differs when, after a step, either editor's text or
// selections (ranges and orientation) differ, or only one engine threw.
//
//   node scripts/two-editors.mjs --oracle DIR [--project DIR] [--seed N] [--count N] [--show N]
//
// DIR is the folder of the Atom oracle (its `atom.mjs` exports `loadAtom`),
// --project a built caretaker (`npm run build`; default: this checkout).
// Prints the first --show differing scenarios (default 4) and the counts by
// the step that differed. Not part of the tests: the project never needs the oracle.
import { loadEngines } from './oracle-engines.mjs'

const { atom, ct, arg } = await loadEngines('node scripts/two-editors.mjs --oracle DIR [--project DIR] [--seed N] [--count N] [--show N]')

let seed = Number(arg('seed', 1))
const count = Number(arg('count', 300))
const show = Number(arg('show', 4))
const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648 }
const pick = a => a[Math.floor(rnd() * a.length)]
const pos = () => [Math.floor(rnd() * 4), Math.floor(rnd() * 8)]
const ordered = (p, q) => [p, q].sort((x, y) => x[0] - y[0] || x[1] - y[1])

const texts = ['hello world\nsecond line\nthird\n', 'a b c\n\nd e f', 'foo bar foo\nbaz\n', '']
const methods = [
  'insertText', 'insertText', 'setCursorBufferPosition', 'addCursorAtBufferPosition', 'selectRight', 'backspace',
  'undo', 'undo', 'redo', 'moveDown', 'transact', 'bufferSet', 'selectAll', 'delete', 'insertNewline',
  'setSelectedBufferRange', 'checkpoint', 'revertToCheckpoint',
]
const scenario = () => {
  const steps = []
  const n = 4 + Math.floor(rnd() * 10)
  for (let i = 0; i < n; i++) steps.push({ who: rnd() < 0.5 ? 0 : 1, m: pick(methods), p: pos(), q: pos(), t: pick(['x', 'YY', 'a\nb', ' ']) })
  return { text: pick(texts), steps }
}

/** One step on one engine's pair of editors; checkpoints are kept per engine, by the editor that made them. */
const run = (pair, checkpoints, s) => {
  const ed = pair[s.who]
  switch (s.m) {
    case 'insertText': return ed.insertText(s.t)
    case 'insertNewline': return ed.insertNewline()
    case 'setCursorBufferPosition': return ed.setCursorBufferPosition(s.p)
    case 'addCursorAtBufferPosition': return ed.addCursorAtBufferPosition(s.p)
    case 'selectRight': return ed.selectRight()
    case 'backspace': return ed.backspace()
    case 'delete': return ed.delete()
    case 'undo': return ed.undo()
    case 'redo': return ed.redo()
    case 'moveDown': return ed.moveDown()
    case 'selectAll': return ed.selectAll()
    case 'transact': return ed.transact(() => { ed.insertText(s.t); ed.moveLeft(); ed.insertText('Q') })
    case 'bufferSet': { const b = ed.getBuffer(); return b.setTextInRange(b.clipRange(ordered(s.p, s.q)), s.t) }
    case 'setSelectedBufferRange': return ed.setSelectedBufferRange(ordered(s.p, s.q))
    case 'checkpoint': checkpoints.push(ed.createCheckpoint()); return
    // The latest checkpoint, whichever editor made it, reverted through this step's editor.
    case 'revertToCheckpoint': return checkpoints.length ? ed.revertToCheckpoint(checkpoints.pop()) : undefined
  }
}

const observe = e => ({ text: e.getText(), sel: e.getSelections().map(s => [s.getBufferRange().toString(), s.isReversed()]) })
const options = { tabLength: 2, softTabs: true, autoIndent: false }
let differ = 0
const byStep = {}
for (let k = 0; k < count; k++) {
  const { text, steps } = scenario()
  const a0 = atom.makeEditor(text, {})
  const A = [a0, new atom.TextEditor({ buffer: a0.getBuffer(), ...options })]
  const c0 = new ct.TextEditor({ text, ...options })
  const C = [c0, new ct.TextEditor({ buffer: c0.getBuffer(), ...options })]
  const checkpoints = { atom: [], ours: [] }
  for (let i = 0; i < steps.length; i++) {
    let ea, ec
    try { run(A, checkpoints.atom, steps[i]) } catch (e) { ea = String(e) }
    try { run(C, checkpoints.ours, steps[i]) } catch (e) { ec = String(e) }
    const oa = JSON.stringify([observe(A[0]), observe(A[1]), !!ea])
    const oc = JSON.stringify([observe(C[0]), observe(C[1]), !!ec])
    if (oa !== oc) {
      differ++
      byStep[steps[i].m] = (byStep[steps[i].m] ?? 0) + 1
      if (differ <= show) console.log(JSON.stringify({ text, steps: steps.slice(0, i + 1) }), '\n  atom', oa, ea ?? '', '\n  ours', oc, ec ?? '')
      break
    }
  }
}
console.log(`differ ${differ} of ${count} (seed ${arg('seed', 1)})`, JSON.stringify(byStep))
