/**
 * The facade against the reducer, command by command: each multi-cursor
 * command at 1,000, 10,000 and 100,000 cursors as `reduce(state, action)`
 * and as the `TextEditor` method, with no listener, then with listeners
 * (one cursor's, and the editor's, which receives one event per cursor),
 * and the edits of `editor.getBuffer()` against the same edit as an action.
 * `runFacadeBench` returns markdown; `bench/run.ts` calls it.
 *
 * Both sides of a command run in one process of their own, their samples
 * alternating, each sample timed in CPU time after a full GC (its
 * background work finished, `gcSettled`); the tables
 * show medians.
 */
import { createEditorState, reduce, TextEditor, type EditorState } from '../src/index.js'
import * as A from '../src/actions/index.js'
import type { Action } from '../src/actions/index.js'
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { gcSettled } from './harness.js'
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
  /** The least CPU time of a sample, if not `SAMPLE_MS`. */
  readonly sampleMs?: number
}

const cpuMs = (f: () => void, settle = true): number => {
  if (settle) gcSettled()
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
  return [
    { name: 'insertText (a letter)', action: () => A.insertText({ text: 'x' }), call: e => e.insertText('x') },
    {
      // Letters typed first, as many as the backspaces to come: each backspace then deletes one at every cursor
      // (without them, cursors on every other row reach the start of their rows and merge, a few dozen backspaces in).
      name: 'backspace (after letters typed at every cursor)',
      action: () => A.backspace(),
      call: e => e.backspace(),
      prepare: { action: () => A.insertText({ text: 'y' }), call: e => e.insertText('y'), times: 40 },
    },
    { name: 'moveDown', action: () => A.moveDown({ moveToEndOfSelection: true }), call: e => e.moveDown() },
    { name: 'moveToEndOfWord', action: () => A.moveToEndOfWord(), call: e => e.moveToEndOfWord() },
    {
      // Alone, every call after the first would change nothing (a ratio of two no-ops); alternating, each call moves
      // every selection's head. Each side keeps its own turn.
      name: 'selectToEndOfLine, alternating with selectToBeginningOfLine',
      action: (() => { let end = false; return () => (end = !end) ? A.selectToEndOfLine() : A.selectToBeginningOfLine() })(),
      call: (() => { let end = false; return (e: TextEditor) => (end = !end) ? e.selectToEndOfLine() : e.selectToBeginningOfLine() })(),
    },
    { name: 'moveLeft', action: () => A.moveLeft({ moveToEndOfSelection: true }), call: e => e.moveLeft() },
    {
      name: 'undo (a letter typed at every cursor)',
      action: () => A.undo(),
      call: e => e.undo(),
      prepare: { action: () => A.insertText({ text: 'y' }), call: e => e.insertText('y'), times: 40 },
    },
    {
      // Both ways from the same numbers: the action's ranges are built at each call, as the method reads its argument.
      name: `setSelectedBufferRanges (${count(n)} ranges)`,
      action: () => A.setSelectedBufferRanges({ ranges: selectRanges.map(([[a, b], [c, d]]) => ({ start: { row: a, column: b }, end: { row: c, column: d } })) }),
      call: e => e.setSelectedBufferRanges(selectRanges),
      // Each call allocates a new list of records, and a sample of a few calls either meets a young-generation
      // collection or not (at 1,000 ranges in 2 ms samples the reducer's median was 0.60 ms, its fastest 0.11 ms): a
      // sample spans several. The same ranges each time, so more calls do not change what is measured.
      sampleMs: 50,
    },
  ]
}

/** The two sides' median CPU ms per operation, and each round's facade / reducer (its two samples side by side). */
interface Pair {
  readonly reducer: number
  readonly facade: number
  readonly ratios: readonly number[]
}

// A sample should take this much CPU time at least: one of a few microseconds is mostly timer and scheduling noise.
const SAMPLE_MS = 2
// Most operations in one sample.
const BATCH_MAX = 10_000

/**
 * Median CPU ms per operation of `cmd` at `n` cursors, both ways, in this
 * process: the samples of the two sides alternate (which goes first swaps
 * each round), so that what a process happens to do with its heap and its
 * compiled code (measured in separate processes, the same code differs by
 * 1.5-2x on some rows from one process to the next) weighs on both alike.
 */
const measurePair = (n: number, cmd: Command, reps: number): Pair => {
  const lines = docLines(2 * n + 10)
  const s = setup(n, lines)
  let state = s.state
  const ops = {
    reducer: () => { state = reduce(state, cmd.action()) },
    facade: () => cmd.call(s.editor),
  }
  // Warm-up rounds (more where an operation is short, so that both sides are measured compiled).
  const warm = n >= 100_000 ? 1 : n >= 10_000 ? 3 : 10
  // Below 100,000 cursors each sample times a batch of operations: one operation of a few milliseconds, timed alone
  // right after a full GC, times mostly what the first allocations into the emptied heap cost (up to 2-3x the
  // operation's steady cost, varying run to run). A command that prepares history keeps its batch, so that the
  // history lasts; others grow theirs until a sample takes `SAMPLE_MS`.
  let batch = n >= 100_000 ? 1 : 10
  if (cmd.prepare) {
    const p = cmd.prepare
    const times = Math.max(p.times, (reps + warm) * batch)
    for (let k = 0; k < times; k++) {
      state = reduce(state, p.action())
      p.call(s.editor)
    }
  }
  const sample = (side: 'reducer' | 'facade'): number => {
    const op = ops[side]
    return cpuMs(() => { for (let j = 0; j < batch; j++) op() }) / batch
  }
  const t = { reducer: [] as number[], facade: [] as number[] }
  const ratios: number[] = []
  for (let k = 0; k < reps + warm; k++) {
    const order = k % 2 === 0 ? (['reducer', 'facade'] as const) : (['facade', 'reducer'] as const)
    const ms = { reducer: 0, facade: 0 }
    for (const side of order) ms[side] = sample(side)
    if (k >= warm) {
      t.reducer.push(ms.reducer)
      t.facade.push(ms.facade)
      ratios.push(ms.facade / ms.reducer)
    } else if (k === warm - 1 && !cmd.prepare) {
      const each = Math.max(ms.reducer, ms.facade, 1e-4)
      batch = Math.min(BATCH_MAX, Math.max(batch, Math.ceil((cmd.sampleMs ?? SAMPLE_MS) / each)))
    }
  }
  return { reducer: median(t.reducer), facade: median(t.facade), ratios }
}

/** What a child measures (argv after `child`). */
interface ChildJob {
  readonly n: number
  readonly command: number
  readonly reps: number
}

/** Runs both sides of one command in a process of their own, apart from the other commands'. */
const inChild = (job: ChildJob): Pair => {
  try {
    return childOutput<Pair>(['child', JSON.stringify(job)])
  } catch {
    // Timed out (or failed): shown as such.
    return { reducer: NaN, facade: NaN, ratios: [] }
  }
}

/** What a child process of this file (`node facade.js <args>`) prints last, parsed as JSON. */
const childOutput = <T>(args: readonly string[]): T => {
  const out = execFileSync(process.execPath, ['--expose-gc', '--max-old-space-size=8192', fileURLToPath(import.meta.url), ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    timeout: CHILD_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  })
  return JSON.parse(out.trim().split('\n').pop()!) as T
}

/** Processes each command at `n` cursors is measured in (each side's median over them; fewer where one takes seconds). */
const processes = (n: number): number => (n >= 100_000 ? 3 : 5)

/** Processes the buffer-view rows are measured in. */
const BUFFER_PROCESSES = 5

/** A side that takes longer than this (set-up, warm-up and runs) is reported as timed out. */
const CHILD_TIMEOUT_MS = 300_000

/** The listener variants of `listenerMedians`. */
const LISTENERS: readonly { readonly name: string; readonly listen: (e: TextEditor, seen: { events: number }) => void }[] = [
  { name: 'no listener', listen: () => undefined },
  { name: 'one cursor: `cursor.onDidChangePosition`', listen: (e, seen) => void e.getLastCursor().onDidChangePosition(() => seen.events++) },
  { name: 'the editor: `onDidChangeCursorPosition`', listen: (e, seen) => void e.onDidChangeCursorPosition(() => seen.events++) },
  { name: 'the editor: `onDidChange` (text changes)', listen: (e, seen) => void e.onDidChange(() => seen.events++) },
]

/** Keystrokes at `n` cursors through the facade, by listener, in this process: median CPU ms and events per keystroke. */
const listenerMedians = (n: number, reps: number): { ms: number; events: number }[] => {
  // The keystroke's code compiled first, on a small editor (else the first variant pays for it).
  const w = setup(1_000, docLines(2_010))
  for (let k = 0; k < 50; k++) w.editor.insertText('x')
  const lines = docLines(2 * n + 10)
  return LISTENERS.map(v => {
    const s = setup(n, lines)
    const seen = { events: 0 }
    v.listen(s.editor, seen)
    const t: number[] = []
    for (let k = 0; k < reps + 2; k++) {
      const ms = cpuMs(() => s.editor.insertText('x'))
      if (k >= 2) t.push(ms)
    }
    return { ms: median(t), events: Math.round(seen.events / (reps + 2)) }
  })
}

/** The listener rows, each a median over `processes(n)` child processes (`node facade.js listeners <n> <reps>`). */
const listenerRows = (n: number, reps: number): string[] => {
  const runs = Array.from({ length: processes(n) }, () => childOutput<{ ms: number; events: number }[]>(['listeners', String(n), String(reps)]))
  return LISTENERS.map((v, i) => `| ${count(n)} | ${v.name} | ${fmt(median(runs.map(r => r[i]!.ms)))} | ${count(runs[0]![i]!.events)} |`)
}

/** Warm-up samples of the buffer-view rows (an edit's code takes a few thousand edits to settle). */
const BUFFER_WARM = 6

/** Edits timed together in one sample of the buffer-view rows. */
const EDITS_PER_SAMPLE = 500

/** Buffer-view edits against the same edit as an action through the editor, and through `reduce`. */
const bufferMedians = (lines: readonly string[], reps: number): BufferRow[] => {
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
  const rows: BufferRow[] = []
  for (const edit of edits) {
    const viewEditor = new TextEditor({ text })
    const actionEditor = new TextEditor({ text })
    let state = createEditorState({ text })
    const v: number[] = []
    const a: number[] = []
    const r: number[] = []
    const ratios: number[] = []
    // Each sample times a batch of edits, the three ways interleaved, with no full GC forced before it: an edit takes
    // microseconds, and a batch of 500 right after a full GC timed mostly the allocations into an emptied heap (about
    // twice the steady cost, more on one way than another from one run to the next). Young-generation collections
    // count where they fall, as in an editor.
    const batch = (f: (k: number) => void, k: number): number => cpuMs(() => { for (let j = 0; j < EDITS_PER_SAMPLE; j++) f(k * EDITS_PER_SAMPLE + j) }, false) / EDITS_PER_SAMPLE
    const ways = [
      (k: number) => batch(j => edit.view(viewEditor, j), k),
      (k: number) => batch(j => actionEditor.dispatch(edit.action(j)), k),
      (k: number) => batch(j => { state = reduce(state, edit.action(j)) }, k),
    ]
    for (let k = 0; k < reps + BUFFER_WARM; k++) {
      // Which way goes first turns each round (the one right after another's batch meets what that one left).
      const t = [0, 0, 0]
      for (let i = 0; i < 3; i++) {
        const w = (i + k) % 3
        t[w] = ways[w]!(k)
      }
      if (k >= BUFFER_WARM) {
        v.push(t[0]!)
        a.push(t[1]!)
        r.push(t[2]!)
        ratios.push(t[0]! / t[1]!)
      }
    }
    rows.push({ name: edit.name, view: median(v), dispatch: median(a), reduce: median(r), ratios })
  }
  return rows
}

/** One buffer-view row: CPU ms per edit, three ways. */
interface BufferRow {
  readonly name: string
  readonly view: number
  readonly dispatch: number
  readonly reduce: number
  /** Each round's view / dispatch. */
  readonly ratios: readonly number[]
}

/** The buffer-view rows, each way's median over `BUFFER_PROCESSES` child processes (`node facade.js buffer <rows> <reps>`). */
const bufferRows = (docRows: number, reps: number): string[] => {
  const runs = Array.from({ length: BUFFER_PROCESSES }, () => childOutput<BufferRow[]>(['buffer', String(docRows), String(reps)]))
  return runs[0]!.map((row, i) => {
    const [mv, ma, mr] = (['view', 'dispatch', 'reduce'] as const).map(way => median(runs.map(r => r[i]![way])))
    const paired = median(runs.flatMap(r => r[i]!.ratios))
    return `| ${row.name} | ${(mv! * 1000).toFixed(1)} µs | ${(ma! * 1000).toFixed(1)} µs | ${(mr! * 1000).toFixed(1)} µs | ${ratio(paired)} | ${ratio(mv! / ma!)} |`
  })
}

/** The tables, as markdown. */
export const runFacadeBench = async (options: FacadeBenchOptions = {}): Promise<string> => {
  const quick = options.quick ?? false
  const sizes = quick ? [300, 1_000] : [1_000, 10_000, 100_000]
  const out: string[] = [
    'CPU time per operation (median), the reducer (`reduce(state, action)`) and the facade (the `TextEditor` method, no listener),',
    `both in one process, their samples alternating, each side's median over ${processes(1_000)} such processes per command (${processes(100_000)} at 100,000 cursors); cursors on every other row of a document twice as long. The`,
    'facade column includes what the method returns (`insertText` returns the inserted ranges as `Range` objects). Below',
    `100,000 cursors a sample times at least 10 operations in a row (divided by their number), more where that takes under ${SAMPLE_MS} ms (50 ms for setSelectedBufferRanges, whose samples should span several young-generation collections);`,
    'at 100,000, one (more where one takes under that). Each sample starts after a full GC whose background threads have',
    'finished (their sweeping would count in the sample\'s CPU time).',
    '',
    '"facade / reducer" is paired: the median, over every round of every process, of the facade\'s sample over the reducer\'s',
    'sample taken right before or after it. The machine\'s speed drifts by up to 2x over seconds (both sides together), so',
    'the two medians can come from different phases: "of the medians" is their plain ratio, for comparison.',
    '',
    '| command | cursors | reducer | facade | facade / reducer | of the medians |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ]
  const ratios: number[] = []
  for (const n of sizes) {
    const reps = quick ? 3 : n >= 100_000 ? 15 : n >= 10_000 ? 9 : 15
    const cmds = commands(docLines(2 * n + 10), n)
    for (let c = 0; c < cmds.length; c++) {
      const cmd = cmds[c]!
      // The same code differs from one process to the next (by up to 1.9x on a row, on either side: where the
      // collector's marking lands, what V8 compiles): each side's median over a few processes.
      const pairs = Array.from({ length: processes(n) }, () => inChild({ n, command: c, reps }))
      const reducer = median(pairs.map(p => p.reducer))
      const facade = median(pairs.map(p => p.facade))
      const rounds = pairs.flatMap(p => p.ratios)
      const paired = rounds.length > 0 ? median(rounds) : NaN
      if (!Number.isNaN(paired)) ratios.push(paired)
      out.push(`| ${cmd.name} | ${count(n)} | ${fmt(reducer)} | ${fmt(facade)} | ${ratio(paired)} | ${ratio(facade / reducer)} |`)
    }
  }
  const geo = Math.exp(ratios.reduce((s, x) => s + Math.log(x), 0) / ratios.length)
  out.push('', `Geometric mean of facade / reducer over these ${ratios.length} rows: ${ratio(geo)}; highest: ${ratio(Math.max(...ratios))}.`)
  const big = sizes[sizes.length - 1]!
  out.push(
    '',
    `Typing one letter at ${count(big)} cursors through the facade, by listener (CPU time per keystroke, median over ${processes(big)} processes of each one's median; events a keystroke delivers):`,
    '',
    '| cursors | listener | keystroke | events |',
    '| ---: | --- | ---: | ---: |',
    ...listenerRows(big, quick ? 3 : 7),
  )
  const docRows = quick ? 10_000 : 100_000
  out.push(
    '',
    `Edits through \`editor.getBuffer()\` against the same edit as an action (\`editor.dispatch(setTextInRange)\`) and through \`reduce\`, ${count(docRows)}-row document, one cursor (CPU time per edit: the median over samples of ${EDITS_PER_SAMPLE} edits each, the three ways taking turns to go first, no full GC forced between samples; each way's median over ${BUFFER_PROCESSES} processes; view / dispatch paired, the median over every round of each sample's ratio to the dispatch sample of its round):`,
    '',
    '| buffer-view edit | `getBuffer()` | `dispatch(action)` | `reduce` | view / dispatch | of the medians |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...bufferRows(docRows, quick ? 15 : 21),
  )
  return out.join('\n')
}

// A child process: `node facade.js child <job>` prints `{"reducer": …, "facade": …}`.
if (process.argv[2] === 'child' && process.argv[1] === fileURLToPath(import.meta.url)) {
  const job = JSON.parse(process.argv[3]!) as ChildJob
  const cmd = commands(docLines(2 * job.n + 10), job.n)[job.command]!
  process.stdout.write(JSON.stringify(measurePair(job.n, cmd, job.reps)) + '\n')
}

// A child process for the listener rows: `node facade.js listeners <n> <reps>` prints them as JSON.
if (process.argv[2] === 'listeners' && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(listenerMedians(Number(process.argv[3]), Number(process.argv[4]))) + '\n')
}

// A child process for the buffer-view rows: `node facade.js buffer <rows> <reps>` prints them as JSON.
if (process.argv[2] === 'buffer' && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(bufferMedians(docLines(Number(process.argv[3])), Number(process.argv[4]))) + '\n')
}
