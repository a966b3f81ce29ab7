/**
 * The facade against the reducer, command by command: each multi-cursor
 * command at 1,000, 10,000 and 100,000 cursors as `reduce(state, action)`
 * and as the `TextEditor` method, with no listener, then with listeners
 * (one cursor's, and the editor's, which receives one event per cursor),
 * and the edits of `editor.getBuffer()` against the same edit as an action.
 * `runFacadeBench` returns markdown; `bench/run.ts` calls it.
 *
 * Each side of each command runs in its own process, each operation timed
 * in CPU time after a full GC; the tables show medians.
 */
import { createEditorState, reduce, TextEditor, type EditorState } from '../src/index.js'
import * as A from '../src/actions/index.js'
import type { Action } from '../src/actions/index.js'
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { gc } from './harness.js'
import { cursorLayout, docLines, rangeLayout } from './workloads.js'

/** Options of `runFacadeBench`. */
export interface FacadeBenchOptions {
  readonly quick?: boolean
}

type R = [[number, number], [number, number]]

/** One command, both ways. */
interface Command {
  readonly name: string
  /** The action `reduce` gets. */
  readonly action: () => Action
  /** The same through the editor. */
  readonly call: (e: TextEditor) => void
  /** Untimed preparation of both sides (history to undo, say), before the first operation. */
  readonly prepare?: { readonly action: () => Action; readonly call: (e: TextEditor) => void; readonly times: number }
}

const cpuMs = (f: () => void): number => {
  gc()
  const c0 = process.cpuUsage()
  f()
  const c = process.cpuUsage(c0)
  return (c.user + c.system) / 1000
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

const fmt = (x: number): string => Number.isNaN(x) ? `> ${CHILD_TIMEOUT_MS / 1000} s (timed out)` : (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2)) + ' ms'
const ratio = (x: number): string => (Number.isNaN(x) ? '—' : `${x.toFixed(2)}×`)
const count = (n: number): string => n.toLocaleString('en-US')

/** A document of `2n` rows with a cursor on every other row, both ways. */
const setup = (n: number, lines: readonly string[]): { state: EditorState; editor: TextEditor; ranges: R[] } => {
  const pos = cursorLayout(lines, n, 2)
  const ranges: R[] = []
  for (let i = 0; i < pos.length; i += 2) ranges.push([[pos[i]!, pos[i + 1]!], [pos[i]!, pos[i + 1]!]])
  const text = lines.join('\n')
  const plain = ranges.map(([[r, c]]) => ({ start: { row: r, column: c }, end: { row: r, column: c } }))
  const state = reduce(createEditorState({ text }), A.setSelectedBufferRanges({ ranges: plain }))
  const editor = new TextEditor({ text })
  editor.setSelectedBufferRanges(ranges)
  return { state, editor, ranges }
}

const commands = (lines: readonly string[], n: number): Command[] => {
  const q = rangeLayout(lines, n)
  const selectRanges: R[] = []
  for (let i = 0; i < q.length; i += 4) selectRanges.push([[q[i]!, q[i + 1]!], [q[i + 2]!, q[i + 3]!]])
  const plainSelect = selectRanges.map(([[a, b], [c, d]]) => ({ start: { row: a, column: b }, end: { row: c, column: d } }))
  return [
    { name: 'insertText (a letter)', action: () => A.insertText({ text: 'x' }), call: e => e.insertText('x') },
    { name: 'backspace', action: () => A.backspace(), call: e => e.backspace() },
    { name: 'moveDown', action: () => A.moveDown({ moveToEndOfSelection: true }), call: e => e.moveDown() },
    { name: 'moveToEndOfWord', action: () => A.moveToEndOfWord(), call: e => e.moveToEndOfWord() },
    { name: 'selectToEndOfLine', action: () => A.selectToEndOfLine(), call: e => e.selectToEndOfLine() },
    { name: 'moveLeft', action: () => A.moveLeft({ moveToEndOfSelection: true }), call: e => e.moveLeft() },
    {
      name: 'undo (a letter typed at every cursor)',
      action: () => A.undo(),
      call: e => e.undo(),
      prepare: { action: () => A.insertText({ text: 'y' }), call: e => e.insertText('y'), times: 40 },
    },
    {
      name: `setSelectedBufferRanges (${count(n)} ranges)`,
      action: () => A.setSelectedBufferRanges({ ranges: plainSelect }),
      call: e => e.setSelectedBufferRanges(selectRanges),
    },
  ]
}

/** Median CPU ms of `reps` operations of `cmd` at `n` cursors, one way, after warm-up operations. */
const measureSide = (n: number, cmd: Command, side: 'reducer' | 'facade', reps: number): number => {
  const lines = docLines(2 * n + 10)
  const s = setup(n, lines)
  let state = s.state
  const op = side === 'reducer' ? () => { state = reduce(state, cmd.action()) } : () => cmd.call(s.editor)
  // Warm-up operations (more where one is short, so that both sides are measured compiled).
  const warm = n >= 100_000 ? 1 : n >= 10_000 ? 3 : 10
  // Below 100,000 cursors each sample times a batch of operations: one operation of a few milliseconds, timed alone
  // right after a full GC, times mostly what the first allocations into the emptied heap cost (up to 2-3x the
  // operation's steady cost, varying run to run).
  const batch = n >= 100_000 ? 1 : 10
  if (cmd.prepare) {
    const prep = side === 'reducer' ? () => { state = reduce(state, cmd.prepare!.action()) } : () => cmd.prepare!.call(s.editor)
    const times = Math.max(cmd.prepare.times, (reps + warm) * batch)
    for (let k = 0; k < times; k++) prep()
  }
  const t: number[] = []
  for (let k = 0; k < reps + warm; k++) {
    const ms = cpuMs(() => { for (let j = 0; j < batch; j++) op() }) / batch
    if (k >= warm) t.push(ms)
  }
  return median(t)
}

/** What a child measures (argv after `child`). */
interface ChildJob {
  readonly n: number
  readonly command: number
  readonly side: 'reducer' | 'facade'
  readonly reps: number
}

/**
 * Runs one side of one command in its own process (as the main bench runs
 * each system), so that neither side's compiled code or garbage weighs on
 * the other's.
 */
const inChild = (job: ChildJob): number => {
  try {
    const out = execFileSync(process.execPath, ['--expose-gc', '--max-old-space-size=8192', fileURLToPath(import.meta.url), 'child', JSON.stringify(job)], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
      timeout: CHILD_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    })
    return Number(JSON.parse(out.trim().split('\n').pop()!).ms)
  } catch {
    // Timed out (or failed): shown as such.
    return NaN
  }
}

/** A side that takes longer than this (set-up, warm-up and runs) is reported as timed out. */
const CHILD_TIMEOUT_MS = 150_000

/** Keystrokes at `n` cursors through the facade: no listener, one cursor's listener, the editor's listener. */
const listenerRows = (n: number, lines: readonly string[], reps: number): string[] => {
  const variants: { name: string; listen: (e: TextEditor, seen: { events: number }) => void }[] = [
    { name: 'no listener', listen: () => undefined },
    { name: 'one cursor: `cursor.onDidChangePosition`', listen: (e, seen) => void e.getLastCursor().onDidChangePosition(() => seen.events++) },
    { name: 'the editor: `onDidChangeCursorPosition`', listen: (e, seen) => void e.onDidChangeCursorPosition(() => seen.events++) },
    { name: 'the editor: `onDidChange` (text changes)', listen: (e, seen) => void e.onDidChange(() => seen.events++) },
  ]
  const rows: string[] = []
  for (const v of variants) {
    const s = setup(n, lines)
    const seen = { events: 0 }
    v.listen(s.editor, seen)
    const t: number[] = []
    for (let k = 0; k < reps + 2; k++) {
      const ms = cpuMs(() => s.editor.insertText('x'))
      if (k >= 2) t.push(ms)
    }
    rows.push(`| ${count(n)} | ${v.name} | ${fmt(median(t))} | ${count(Math.round(seen.events / (reps + 2)))} |`)
  }
  return rows
}

/** Edits timed together in one sample of the buffer-view rows. */
const EDITS_PER_SAMPLE = 100

/** Buffer-view edits against the same edit as an action through the editor, and through `reduce`. */
const bufferRows = (lines: readonly string[], reps: number): string[] => {
  const text = lines.join('\n')
  const mid = lines.length >> 1
  const edits: { name: string; view: (e: TextEditor, k: number) => void; action: (k: number) => Action }[] = [
    {
      name: '`insert([row, 0], "x")`',
      view: (e, k) => void e.getBuffer().insert([mid + k, 0], 'x'),
      action: k => A.setTextInRange({ range: { start: { row: mid + k, column: 0 }, end: { row: mid + k, column: 0 } }, text: 'x', bypassReadOnly: true }),
    },
    {
      name: '`setTextInRange([[row, 0], [row, 2]], "yz")`',
      view: (e, k) => void e.getBuffer().setTextInRange([[mid + k, 0], [mid + k, 2]], 'yz'),
      action: k => A.setTextInRange({ range: { start: { row: mid + k, column: 0 }, end: { row: mid + k, column: 2 } }, text: 'yz', bypassReadOnly: true }),
    },
    {
      name: '`delete([[row, 0], [row, 1]])`',
      view: (e, k) => void e.getBuffer().delete([[mid + k, 0], [mid + k, 1]]),
      action: k => A.setTextInRange({ range: { start: { row: mid + k, column: 0 }, end: { row: mid + k, column: 1 } }, text: '', bypassReadOnly: true }),
    },
    {
      name: '`append("x")`',
      view: e => void e.getBuffer().append('x'),
      action: k => {
        const end = { row: lines.length - 1, column: lines[lines.length - 1]!.length + k }
        return A.setTextInRange({ range: { start: end, end }, text: 'x', bypassReadOnly: true })
      },
    },
  ]
  const rows: string[] = []
  for (const edit of edits) {
    const viewEditor = new TextEditor({ text })
    const actionEditor = new TextEditor({ text })
    let state = createEditorState({ text })
    const v: number[] = []
    const a: number[] = []
    const r: number[] = []
    // Each sample times a batch of edits (one edit takes microseconds: alone after a full GC it would time mostly the
    // first allocations into an emptied heap), the three ways interleaved.
    const batch = (f: (k: number) => void, k: number): number => cpuMs(() => { for (let j = 0; j < EDITS_PER_SAMPLE; j++) f(k * EDITS_PER_SAMPLE + j) }) / EDITS_PER_SAMPLE
    for (let k = 0; k < reps + 2; k++) {
      const tv = batch(j => edit.view(viewEditor, j), k)
      const ta = batch(j => actionEditor.dispatch(edit.action(j)), k)
      const tr = batch(j => { state = reduce(state, edit.action(j)) }, k)
      if (k >= 2) {
        v.push(tv)
        a.push(ta)
        r.push(tr)
      }
    }
    const [mv, ma, mr] = [median(v), median(a), median(r)]
    rows.push(`| ${edit.name} | ${(mv * 1000).toFixed(1)} µs | ${(ma * 1000).toFixed(1)} µs | ${(mr * 1000).toFixed(1)} µs | ${ratio(mv / ma)} |`)
  }
  return rows
}

/** The tables, as markdown. */
export const runFacadeBench = async (options: FacadeBenchOptions = {}): Promise<string> => {
  const quick = options.quick ?? false
  const sizes = quick ? [300, 1_000] : [1_000, 10_000, 100_000]
  const out: string[] = [
    'CPU time per operation (median), the reducer (`reduce(state, action)`) and the facade (the `TextEditor` method, no listener),',
    'each in its own process; cursors on every other row of a document twice as long. The facade column includes what the',
    'method returns (`insertText` returns the inserted ranges as `Range` objects). Below 100,000 cursors a sample times 10',
    'operations in a row (divided by 10); at 100,000, one.',
    '',
    '| command | cursors | reducer | facade | facade / reducer |',
    '| --- | ---: | ---: | ---: | ---: |',
  ]
  const ratios: number[] = []
  for (const n of sizes) {
    const reps = quick ? 3 : n >= 100_000 ? 3 : n >= 10_000 ? 5 : 9
    const cmds = commands(docLines(2 * n + 10), n)
    for (let c = 0; c < cmds.length; c++) {
      const cmd = cmds[c]!
      const reducer = inChild({ n, command: c, side: 'reducer', reps })
      const facade = inChild({ n, command: c, side: 'facade', reps })
      if (!Number.isNaN(facade / reducer)) ratios.push(facade / reducer)
      out.push(`| ${cmd.name} | ${count(n)} | ${fmt(reducer)} | ${fmt(facade)} | ${ratio(facade / reducer)} |`)
    }
  }
  const geo = Math.exp(ratios.reduce((s, x) => s + Math.log(x), 0) / ratios.length)
  out.push('', `Geometric mean of facade / reducer over these ${ratios.length} rows: ${ratio(geo)}; highest: ${ratio(Math.max(...ratios))}.`)
  const big = sizes[sizes.length - 1]!
  out.push(
    '',
    `Typing one letter at ${count(big)} cursors through the facade, by listener (CPU time per keystroke, median; events a keystroke delivers):`,
    '',
    '| cursors | listener | keystroke | events |',
    '| ---: | --- | ---: | ---: |',
    ...listenerRows(big, docLines(2 * big + 10), 3),
  )
  const docRows = quick ? 10_000 : 100_000
  out.push(
    '',
    `Edits through \`editor.getBuffer()\` against the same edit as an action (\`editor.dispatch(setTextInRange)\`) and through \`reduce\`, ${count(docRows)}-row document, one cursor (CPU time per edit: the median over samples of ${EDITS_PER_SAMPLE} edits each):`,
    '',
    '| buffer-view edit | `getBuffer()` | `dispatch(action)` | `reduce` | view / dispatch |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...bufferRows(docLines(docRows), quick ? 15 : 21),
  )
  return out.join('\n')
}

// A child process: `node facade.js child <job>` prints `{"ms": …}`.
if (process.argv[2] === 'child' && process.argv[1] === fileURLToPath(import.meta.url)) {
  const job = JSON.parse(process.argv[3]!) as ChildJob
  const cmd = commands(docLines(2 * job.n + 10), job.n)[job.command]!
  process.stdout.write(JSON.stringify({ ms: measureSide(job.n, cmd, job.side, job.reps) }) + '\n')
}
