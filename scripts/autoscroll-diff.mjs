// Differential run of the scroll requests (onDidRequestAutoscroll) that editor
// commands make: random commands on caretaker and on the Atom oracle in
// lockstep; a scenario differs when a step's sequence of requests
// (`{screenRange, options}`) differs (scenarios stop at the first step where
// the text or selections differ, which the main fuzzer covers).
//
//   node scripts/autoscroll-diff.mjs --oracle DIR [--project DIR] [--seed N] [--count N] [--show N] [--only m1,m2]
//
// DIR is the folder of the Atom oracle (its `atom.mjs` exports `loadAtom`),
// --project a built caretaker (`npm run build`; default: this checkout).
// Not part of the tests: the project never needs the oracle.
import { loadEngines } from './oracle-engines.mjs'

const { atom, ct, arg } = await loadEngines('node scripts/autoscroll-diff.mjs --oracle DIR [--project DIR] [--seed N] [--count N] [--show N] [--only m1,m2]')
let seed = Number(arg('seed', 1))
const count = Number(arg('count', 300))
const show = Number(arg('show', 4))
const only = arg('only')?.split(',')
const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const pick = a => a[Math.floor(rnd() * a.length)];
const texts = ['hello world\nsecond line\nthird\n', 'a b c\n\nd e f', 'foo bar foo\nbaz\n', '  indented\n\tx\n'];
const pos = () => [Math.floor(rnd() * 4), Math.floor(rnd() * 8)];
const M = ['insertText','insertNewline','setCursorBufferPosition','addCursorAtBufferPosition','selectRight','selectLeft','backspace','delete','undo','redo','moveDown','moveUp','moveLeft','moveRight','selectAll','selectToEndOfLine','selectToBeginningOfWord','deleteToEndOfWord','deleteToBeginningOfWord','setSelectedBufferRange','addSelectionForBufferRange','selectWordsContainingCursors','selectLinesContainingCursors','consolidateSelections','clearSelections','moveToEndOfWord','selectDown','selectUp','addSelectionBelow','addSelectionAbove','cutSelectedText','copySelectedText','pasteText','deleteLine','moveToBottom','moveToTop','selectToTop','setSelectedBufferRanges','deleteToEndOfLine','deleteToBeginningOfLine','cursorMove','selectionSet','indent','mergeNo','transpose','upperCase','lowerCase','insertNewlineAbove','insertNewlineBelow','duplicateLines','moveLineUp','moveLineDown'];
const run = (ed, s) => {
  switch (s.m) {
    case 'insertText': return ed.insertText(s.t);
    case 'setCursorBufferPosition': return ed.setCursorBufferPosition(s.p, s.o);
    case 'addCursorAtBufferPosition': return ed.addCursorAtBufferPosition(s.p, s.o);
    case 'setSelectedBufferRange': return ed.setSelectedBufferRange([s.p, s.q].sort((x, y) => x[0] - y[0] || x[1] - y[1]), s.o);
    case 'setSelectedBufferRanges': return ed.setSelectedBufferRanges([[s.p, s.p], [s.q, s.q]], s.o);
    case 'addSelectionForBufferRange': return ed.addSelectionForBufferRange([s.p, s.q].sort((x, y) => x[0] - y[0] || x[1] - y[1]), s.o);
    case 'cursorMove': return ed.getCursors()[0].moveDown();
    case 'selectionSet': return ed.getSelections()[ed.getSelections().length - 1].setBufferRange([s.p, s.p]);
    case 'mergeNo': return;
    default: return ed[s.m]();
  }
};
let bad = 0; const cats = {};
for (let k = 0; k < count; k++) {
  const text = pick(texts);
  const n = 3 + Math.floor(rnd() * 8);
  const steps = [];
  for (let i = 0; i < n; i++) steps.push({ m: pick(M), p: pos(), q: pos(), t: pick(['x', 'YY', 'a\nb', ' ']), o: rnd() < 0.2 ? { autoscroll: false } : {} });
  const A = atom.makeEditor(text, {}); const C = new ct.TextEditor({ text });
  atom.clipboard.reset?.(); ct.TextEditor.setClipboard(new ct.MemoryClipboard());
  const sa = [], sc = [];
  A.onDidRequestAutoscroll(ev => sa.push(`${ev.screenRange.toString()} ${JSON.stringify(ev.options)}`));
  C.onDidRequestAutoscroll(ev => sc.push(`${ev.screenRange.toString()} ${JSON.stringify(ev.options)}`));
  for (let i = 0; i < steps.length; i++) {
    sa.length = 0; sc.length = 0;
    try { run(A, steps[i]) } catch (e) { sa.push('T') }
    try { run(C, steps[i]) } catch (e) { sc.push('T') }
    if ((!only || only.includes(steps[i].m)) && sa.join('|') !== sc.join('|')) {
      bad++; cats[steps[i].m] = (cats[steps[i].m] ?? 0) + 1;
      if (bad <= show) console.log(JSON.stringify({ text, steps: steps.slice(0, i + 1) }), '\n  atom', sa.join(' | '), '\n  ours', sc.join(' | '));
      break;
    }
    if (A.getText() !== C.getText() || A.getSelectedBufferRanges().join() !== C.getSelectedBufferRanges().join()) break;
  }
}
console.log(`differ ${bad} of ${count} (seed ${arg('seed', 1)})`, JSON.stringify(cats));
