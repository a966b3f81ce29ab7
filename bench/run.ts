/**
 * `npm run bench`: runs every workload on every system, one child process
 * per system and case, systems interleaved round-robin; kills runs over the
 * time-out; writes `bench/RESULTS.md`, `bench/results.json` and the W7 chart
 * `bench/w7.svg` (quick or filtered runs: under `.build/bench/` with a
 * `-quick`/`-partial` suffix, leaving the committed results alone) and prints
 * the table.
 *
 * It also runs the other bench modules' tables (`bench/buffer.ts`,
 * `bench/display.ts`, `bench/language.ts`) and appends them.
 *
 * Options: `--quick` (small sizes, under a minute), `--only=W2,W7-1000`
 * (groups or case ids), `--systems=floor,codemirror`, `--limit=textbuffer:W8` (that
 * system runs only those groups or cases), `--official` (a filtered run
 * writes `bench/RESULTS.md` all the same, its filters stated there), `--no-buffer`,
 * `--no-display`, `--no-language`, `--no-store`, `--no-facade`, `--no-collab` (skip those benches), `--runs=N`, `--timeout=S`,
 * `--report-only` (render the report again from the saved `results.json`;
 * with `--rerun-sections`, run the buffer and language benches again; with
 * `--carry=OLD.md:codemirror,textbuffer`, add those systems' figures and the
 * skipped sections from an earlier report, see `carry.ts`).
 */
import { spawn, execFileSync } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { PREFIX, type ChildArgs, type ChildEvent } from './harness.js'
import { fmtMs, median, renderChart, renderReport, type Outcome, type RunConfig, type Section, type Series, type SystemInfo } from './report.js'
import { cases as allCases, type CaseSpec, type WorkloadId } from './workloads.js'
import { carriedOutcomes, carriedSections } from './carry.js'

// ─── configuration ──────────────────────────────────────────────────────────

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')

const argv = process.argv.slice(2)
const flag = (name: string): string | undefined => {
  const a = argv.find(x => x === `--${name}` || x.startsWith(`--${name}=`))
  return a === undefined ? undefined : a.includes('=') ? a.slice(a.indexOf('=') + 1) : ''
}
const quick = flag('quick') !== undefined

const cfg: RunConfig = {
  quick,
  runs: Number(flag('runs') ?? (quick ? 2 : 5)),
  warmups: 1,
  timeoutMs: Number(flag('timeout') ?? (quick ? 10 : 60)) * 1000,
  budgetMs: quick ? 500 : 30_000,
  slowMs: quick ? 300 : 5_000,
  shortMs: 100,
  shortRuns: Number(flag('runs') ?? (quick ? 2 : 5)) * 3,
  shortWarmups: quick ? 1 : 5,
  shortProcesses: quick ? 1 : 3,
}

/**
 * Children at a time: one for real measurements; two in quick mode, a smoke
 * run whose numbers are indicative only (two children share the two cores).
 */
const PARALLEL = quick ? 2 : 1

const SYSTEMS: readonly (SystemInfo & { readonly file: string; readonly only?: readonly WorkloadId[] })[] = [
  { id: 'caretaker', label: 'caretaker', color: '#d62728', file: 'caretaker.js' },
  { id: 'facade', label: 'caretaker (facade)', color: '#ff9896', file: 'caretaker-facade.js' },
  { id: 'codemirror', label: 'CodeMirror 6', color: '#1f77b4', file: 'codemirror.js' },
  { id: 'textbuffer', label: 'text-buffer', color: '#2ca02c', file: 'textbuffer.js' },
  { id: 'floor', label: 'floor', color: '#7f7f7f', file: 'floor.js' },
]

const only = flag('only')?.split(',').filter(Boolean)
/** `--limit=textbuffer:W8+W2-1000`: that system runs only those groups or cases (the others run everything). */
const limits = new Map((flag('limit')?.split(',').filter(Boolean) ?? []).map(l => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).split('+')] as const))
const matches = (c: CaseSpec, patterns: readonly string[]): boolean => patterns.some(o => c.id === o || c.group === o || c.id.startsWith(`${o}-`))
const systemIds = flag('systems')?.split(',').filter(Boolean)
const systems = SYSTEMS.filter(s => !systemIds || systemIds.includes(s.id))
const cases = allCases(quick).filter(c => !only || matches(c, only))

/**
 * A private copy of the compiled tree (`.build/`) for the children to run
 * from, so that a rebuild or clean of `.build/` by other work during a long
 * run cannot change or remove the code under measurement.
 */
const snapshotBuild = (): string => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-'))
  cpSync(path.dirname(here), dir, { recursive: true })
  copyFileSync(path.join(root, 'package.json'), path.join(dir, 'package.json'))
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return dir
}
let build = path.dirname(here)

// ─── one child ──────────────────────────────────────────────────────────────

type System = (typeof SYSTEMS)[number]

/** caretaker's reducer and facade, measured in one child with their runs alternating (bench/systems/caretaker-pair.ts). */
const PAIR = { ids: ['caretaker', 'facade'], file: 'caretaker-pair.js' } as const

/** Which systems run a case together in one child: the reducer and the facade as a pair, each other system alone. */
const groupsFor = (spec: CaseSpec, syss: readonly System[]): System[][] => {
  const inPair = (s: System): boolean => (PAIR.ids as readonly string[]).includes(s.id)
  if (syss.filter(inPair).length < 2) return syss.map(s => [s])
  const out: System[][] = []
  for (const s of syss) {
    if (!inPair(s)) out.push([s])
    else if (!out.some(g => g.length === 2)) out.push(PAIR.ids.map(id => syss.find(x => x.id === id)!))
  }
  return out
}

/** Per side of a child: what its events said. */
interface SideOutcome {
  times: number[]
  cpu: number[]
  check?: string
  heapBytes?: number
  metrics?: Record<string, number>
  status?: Outcome['status']
  reason?: string
}

/**
 * Runs `group` (one system, or the pair) on one case in one process, killing
 * it if a run exceeds the time-out; one outcome per system of the group.
 */
const runGroup = (group: readonly System[], spec: CaseSpec, firstSide = 0): Promise<Outcome[]> =>
  new Promise(resolve => {
    const args: ChildArgs = { firstSide, spec, runs: cfg.runs, warmups: spec.warmups ?? cfg.warmups, shortWarmups: spec.warmups ?? cfg.shortWarmups, budgetMs: cfg.budgetMs, slowMs: cfg.slowMs, shortMs: cfg.shortMs, shortRuns: spec.shortRuns ?? cfg.shortRuns }
    const file = group.length === 1 ? group[0]!.file : PAIR.file
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--max-old-space-size=12288', path.join(build, 'bench', 'systems', file), JSON.stringify(args)],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    const sides: SideOutcome[] = group.map(() => ({ times: [], cpu: [] }))
    let failure: { status: Outcome['status']; reason?: string } | undefined
    let running = -1
    let stderr = ''
    let buf = ''
    let timer: NodeJS.Timeout | undefined
    // A hung set-up (outside the timed runs) still ends, after five time-outs.
    const hard = setTimeout(() => {
      failure = { status: 'timeout', reason: 'set-up took too long' }
      child.kill('SIGKILL')
    }, 5 * cfg.timeoutMs + 120_000)
    const onEvent = (e: ChildEvent): void => {
      const side = 'side' in e ? sides[e.side]! : undefined
      switch (e.ev) {
        case 'start':
          running = e.side
          timer = setTimeout(() => {
            side!.status = 'timeout'
            child.kill('SIGKILL')
          }, cfg.timeoutMs)
          break
        case 'run':
          clearTimeout(timer)
          running = -1
          if (e.measured) {
            side!.times.push(e.ms)
            side!.cpu.push(e.cpuMs)
          }
          break
        case 'check':
          side!.check = e.check
          break
        case 'done':
          side!.status = 'ok'
          side!.heapBytes = e.heapBytes
          side!.metrics = e.metrics
          break
        case 'unsupported':
          side!.status = e.kind
          side!.reason = e.reason
          break
        case 'error':
          failure = { status: 'error', reason: e.message }
          break
      }
    }
    child.stdout.on('data', (d: Buffer) => {
      buf += d.toString()
      let nl: number
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl)
        buf = buf.slice(nl + 1)
        if (line.startsWith(PREFIX)) onEvent(JSON.parse(line.slice(PREFIX.length)) as ChildEvent)
      }
    })
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString()
    })
    child.on('close', code => {
      clearTimeout(timer)
      clearTimeout(hard)
      if (failure === undefined && sides.some(x => x.status === undefined)) {
        const msg = stderr.split('\n').find(l => /Error|error:/.test(l)) ?? stderr.split('\n')[0] ?? ''
        failure = { status: 'error', reason: `exited with code ${code}: ${msg.trim().slice(0, 300)}` }
      }
      resolve(group.map((sys, k) => {
        const x = sides[k]!
        // A side the child did not finish: the child's failure, or (its partner timed out) the same time-out.
        const status = x.status ?? (sides.some(y => y.status === 'timeout') ? 'timeout' : failure?.status ?? 'error')
        const reason = x.status !== undefined ? x.reason : x === sides[running] ? failure?.reason : sides.some(y => y.status === 'timeout') ? 'its paired run timed out' : failure?.reason
        return {
          system: sys.id, caseId: spec.id, status, times: x.times, cpu: x.cpu,
          ...(x.check !== undefined && { check: x.check }),
          ...(x.heapBytes !== undefined && { heapBytes: x.heapBytes }),
          ...(x.metrics !== undefined && { metrics: x.metrics }),
          ...(reason !== undefined && { reason }),
        }
      }))
    })
  })

/**
 * A workload whose runs took under `shortMs` on average (on any system of
 * the group) runs again in more processes (`shortProcesses` in all), their
 * runs pooled; a process whose check differs from the first's makes the
 * check show both.
 */
const runShort = async (group: readonly System[], spec: CaseSpec, first: Outcome[]): Promise<Outcome[]> => {
  if (!first.some(o => o.status === 'ok' && o.times.length > 0 && median(o.times) < cfg.shortMs)) return first
  let out = first
  for (let k = 1; k < (cfg.shortProcesses ?? 1); k++) {
    const more = await runGroup(group, spec, k % 2)
    out = out.map((o, j) => {
      const m = more[j]!
      if (o.status !== 'ok' || m.status !== 'ok') return o
      return {
        ...o,
        times: [...o.times, ...m.times],
        cpu: [...(o.cpu ?? []), ...(m.cpu ?? [])],
        ...(m.check !== first[j]!.check && { check: `${first[j]!.check}≠${m.check}` }),
      }
    })
  }
  return out
}

const show = (o: Outcome): string =>
  o.status === 'ok' ? `${fmtMs(median(o.times))} (n=${o.times.length})` : o.status === 'timeout' ? `> ${fmtMs(cfg.timeoutMs)} timed out` : `${o.status}${o.reason ? `: ${o.reason}` : ''}`

// ─── environment ────────────────────────────────────────────────────────────

const versionOf = (pkg: string): string => {
  try {
    return (JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version
  } catch {
    return 'not installed'
  }
}

/** The checked-out commit, read when the run starts (the tree is built then; a commit made during the run is not in it). */
const headCommit = (): string => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
  } catch {
    return 'unknown' // not a git checkout
  }
}

const environment = (startLoad: readonly number[], commit: string): string[] => {
  const cpus = os.cpus()
  const own = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
  const load = (l: readonly number[]): string => l.map(x => x.toFixed(2)).join(' / ')
  return [
    `date: ${new Date().toISOString()}`,
    `machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}`,
    `load average (1/5/15 min) at start: ${load(startLoad)}; at end: ${load(os.loadavg())} (other work on the machine adds noise)`,
    `Node ${process.version}`,
    `caretaker ${own.version} (commit ${commit}, working tree as built)`,
    ...(process.argv.length > 2 ? [`run as: \`npm run bench -- ${process.argv.slice(2).join(' ')}\` (systems or workloads left out by these options show "—")`] : []),
    `@codemirror/state ${versionOf('@codemirror/state')}, @codemirror/commands ${versionOf('@codemirror/commands')}`,
    `@pulsar-edit/text-buffer ${versionOf('@pulsar-edit/text-buffer')} (superstring ${versionOf('@pulsar-edit/superstring')})`,
  ]
}

/** How each system does the work (fixed text, printed in the report). */
const HOW = [
  'caretaker: `reduce(state, action)` with the action creators, one action per keystroke or command, no facade; the "facade" column does every workload through `TextEditor`, with no listener registered: one editor method per keystroke or command (`insertText`, `moveDown`, `joinLines`, `undo`, `setSelectedBufferRanges` with Atom-style `[[row, column], [row, column]]` ranges, `getText()`…), its argument checks, events machinery and return values (the `Range`s `insertText` returns) included. The reducer and the facade run a workload in one process, a run of one then a run of the other (which goes first swaps each round), each run after its own set-up and full collection: the same code measured in two processes differs by up to 1.5–2× on some rows, which is what the two columns are compared by. In W7 (one keystroke after another on one document) one side types all its keystrokes, then drops its document, then the other types its own (two documents growing in one heap slow both down: 10.7 against 3.3 ms a keystroke at 10,000 cursors); which goes first alternates from process to process. Rows whose action caretaker lacks say "not implemented yet": the adapter looks `joinLines`, `moveLineDown` and `undo` up by name and tries each on a two-line state first, so the rows fill in when the actions land. W4 delete uses `insertText({text: ""})` over the selection.',
  'CodeMirror 6: headless `EditorState` with `allowMultipleSelections`; editing workloads also carry `history()`, since Atom\'s buffer and caretaker keep undo history. Typing is `state.replaceSelection(ch)` (one transaction per keystroke). `selectAll`, `moveLineDown`, `history`/`undo` are CodeMirror\'s own state commands. Its word, line-down and line-end motions are view commands, and it has no joinLines, so these are built from the state API the way its commands are (`moveSel`: map each range, one `update`; edits via `changeByRange`) with Atom\'s semantics (`getEndOfCurrentWordBufferPosition`, goal column, `Selection::joinLines`), so the checks can agree.',
  'text-buffer: `TextBuffer` + `addDisplayLayer()` + a selections marker layer (`maintainHistory`, role `selections`) as Atom\'s TextEditor creates it; point markers stand in for cursors. Each command is one `transact({selectionsMarkerLayer})` (Atom\'s TextEditor does this, and it snapshots every selection marker for undo), then per cursor the buffer calls Atom makes: word end via `findAllInRangeSync(wordRegExp, [pos, [row + 2, 0]])`, moveDown/selectToEndOfLine through screen positions of the display layer, `setTextInRange` per cursor, joinLines as Atom\'s three buffer edits, moveLineDown as Atom\'s insert-then-delete; cursors that meet are merged. Real Atom does more per cursor (Cursor/Selection objects, events, decorations, autoscroll).',
  'text-buffer installs from npm on this machine: its native parts (`@pulsar-edit/superstring`, `pathwatcher`, `fs-admin`) are compiled by node-gyp against the Node headers npm is set up with, which adds about two minutes to `npm ci`. If it fails to load, its column reports why and the other systems are measured.',
  'moveDown follows Atom\'s display defaults everywhere: tab length 2 and atomic soft tabs (a column inside leading spaces snaps to the closer tab stop, as text-buffer\'s display layer and caretaker do; the floor and CodeMirror adapters apply the same rule).',
  'W1 times building the editor from a string already in memory: caretaker `createEditorState({text})`, CodeMirror `EditorState.create({doc})`, text-buffer `new TextBuffer({text})` with its display layer, selections layer and one cursor, the floor `text.split("\\n")`. W3 selectToEndOfLine runs 20 times in a row (as issue 19 measured it; the first extends every selection to its line end, the others find them there); selectToEndOfWord ×10 extends every selection word by word.',
  'floor: a mutable `string[]` of lines and flat `Int32Array` selections doing the same edits: no persistence, events or history (except W5, where it keeps a `[row, column]` per edit to undo).',
  'W5: each edit is "put the cursor at a random place, insert one letter", drawn inside the original line. States kept (caretaker, CodeMirror) are the ones after each edit; the check also hashes the state halfway through. With undo history, each insertion is its own undo step (CodeMirror: `isolateHistory.of("full")`; text-buffer: no grouping interval — Atom itself groups typing within 300 ms), and undoing everything restores the cursor to where the first edit began.',
  'W6 undo/redo rows: the command runs ×10 in the untimed setup, each its own undo entry (CodeMirror: events closed with `isolateHistory`; text-buffer: one transaction each); the run undoes everything, then redoes everything, selections restored as each system restores them (CodeMirror restores the selections of a redone event differently from Atom, so its check can differ there). caretaker runs moveLineDown with `autoIndent: false`: Atom auto-indents moved rows when it is on, which the other systems do not do. The floor keeps no history for these commands.',
  'W7 runs keystroke after keystroke on one document; each keystroke is a run, after 20 warm-up keystrokes, or 20,000 / cursors where that is more (200 at 100 cursors: after 20 keystrokes there, code is half optimized, a caretaker keystroke took 0.29 ms, after 200 0.05 ms; a warm-up slower than the slow limit counts as a run), and the check is taken after the first keystroke. Where keystrokes take under 100 ms, 100 of them are measured (in each process): a keystroke\'s time depends on how full the young generation is (at 1,000 cursors, one minor collection every 20–30 keystrokes, the keystrokes just after it the fastest), and 15 in a row can all fall on one side. A full collection runs before the first measured keystroke, not between them (one before each would make every keystroke the first after a full collection, which re-warms what the collection cleared: caretaker at 100 cursors 0.36 ms for that keystroke against 0.07 ms for the next); W7 heap readings span all the measured keystrokes. W2 checks the whole 100 keystrokes.',
  'W8: undo (or redo) runs once on a state where one letter was typed at every cursor in the setup (CodeMirror: that keystroke made as one transaction, since `replaceSelection` at 100,000 cursors takes minutes); the floor deletes (or types) the letter at every cursor. setSelectedBufferRanges replaces one cursor by 100,000 ranges, one per row (text-buffer: the old selection markers destroyed, one marker per range). The getText row inserts a letter at the start of the middle row of a loaded 1,000,000-line document (after one `getText()` in the setup) and reads the whole text; every system then reads one character from the middle of the string, so that a text returned as a rope (CodeMirror) is built inside the timed run. Targets, set from the floor: undo, redo and setSelectedBufferRanges at 100,000 cursors each within 2× the floor\'s keystroke at 100,000 cursors (W7) and within 2× caretaker\'s own keystroke there; one edit plus getText() on 1,000,000 lines within the floor\'s (which joins the line array).',
  'W10: one long line (`longLine`), the cursor inside the word at its middle; W10-type types 100 letters there one action (or transaction) each, timed together; the other rows type them in the untimed setup (each its own undo step: CodeMirror `isolateHistory`, text-buffer one transaction each), then time one selectWord (Atom: the first word-regex match of the row around the cursor; text-buffer through `findAllInRangeSync` on the row as Atom does; CodeMirror with the same regex on the line text), one moveToEndOfWord, or one undo. text-buffer\'s setups load the line with all but the last letter already typed and type the last one (its display layer re-lays the whole row out on every edit, most of a second at 10 MB); caretaker\'s setups ask for the cursor\'s screen position after loading and after each keystroke, as an editor showing the line does (text-buffer\'s display layer updates on every edit by itself); the timed typing row asks nothing of the screen. caretaker lays the row out at `maxScreenLineLength` (500, as Atom\'s TextEditor does when not soft-wrapped); the text-buffer adapter\'s display layer has no wrap column. W10-typeq types the 100 letters asking the cursor\'s screen position after each (caretaker `screenPositionForBufferPosition` / `getCursorScreenPosition`, text-buffer the selection marker\'s `getHeadScreenPosition`; CodeMirror\'s state has no screen layout, its view measures the DOM, so it answers the cursor\'s line and column); W10-back and W10-enter time one backspace or one Enter (CodeMirror `insertNewline`, text-buffer `setTextInRange` in a transaction) after the typing setup, then the same query. The floor has no row here: it stores a line as one flat string.',
  'Checks hash the final text and every selection as sorted `[startRow, startCol, endRow, endCol]`; selection direction and goal columns are not part of them.',
]

// ─── main ───────────────────────────────────────────────────────────────────

/** The other bench modules whose tables the report appends (each guarded: it may not exist yet). */
const SECTIONS = [
  { title: 'Buffer', file: 'buffer', fn: 'runBufferBench', skip: 'no-buffer' },
  { title: 'Display', file: 'display', fn: 'runDisplayBench', skip: 'no-display' },
  { title: 'Language', file: 'language', fn: 'runLanguageBench', skip: 'no-language' },
  { title: 'Store and persistence', file: 'store', fn: 'runStoreBench', skip: 'no-store' },
  { title: 'Facade against reducer', file: 'facade', fn: 'runFacadeBench', skip: 'no-facade' },
  { title: 'Collaboration (Yjs)', file: 'collab', fn: 'runCollabBench', skip: 'no-collab' },
] as const

const runSection = async (sec: (typeof SECTIONS)[number]): Promise<string> => {
  if (flag(sec.skip) !== undefined) return `_Skipped (\`--${sec.skip}\`)._`
  const file = path.join(build, 'bench', `${sec.file}.js`)
  if (!existsSync(file)) return `_bench/${sec.file}.ts is not there yet: not run._`
  try {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>
    const fn = mod[sec.fn]
    if (typeof fn !== 'function') return `_bench/${sec.file}.ts does not export \`${sec.fn}\` yet._`
    return await (fn as (o: { quick: boolean }) => Promise<string>)({ quick })
  } catch (e) {
    return `_bench/${sec.file}.ts failed: ${e instanceof Error ? e.message : String(e)}_`
  }
}

const runSections = async (): Promise<Section[]> => {
  const out: Section[] = []
  for (const sec of SECTIONS) {
    const t = Date.now()
    out.push({ title: sec.title, markdown: await runSection(sec) })
    console.log(`${sec.title} bench: ${((Date.now() - t) / 1000).toFixed(1)} s`)
  }
  return out
}

/** What a run saves in `results.json`: enough to render the report again (`--report-only`). */
interface Saved {
  readonly cfg: RunConfig
  readonly cases: readonly CaseSpec[]
  readonly outcomes: readonly Outcome[]
  readonly env: readonly string[]
  readonly sections: readonly Section[]
}

/** Writes the report, the chart and the raw results. */
const write = (saved: Saved): void => {
  const { cfg: c, cases: cs, outcomes, env, sections } = saved
  // Only a full, unfiltered run replaces the committed results (or one asked to with `--official`, which says how it was filtered).
  const official = !c.quick && ((!only && !systemIds && limits.size === 0) || flag('official') !== undefined)
  const suffix = official ? '' : c.quick ? '-quick' : '-partial'
  const outDir = official ? path.join(root, 'bench') : here
  mkdirSync(outDir, { recursive: true })
  const svgName = `w7${suffix}.svg`
  const shown = systems.filter(s => outcomes.some(o => o.system === s.id && o.status !== 'n/a'))
  const series: Series[] = shown
    .map(s => ({
      label: s.label,
      color: s.color,
      points: cs
        .filter(k => k.group === 'W7')
        .flatMap((k): (readonly [number, number | null])[] => {
          const o = outcomes.find(x => x.system === s.id && x.caseId === k.id)
          if (!o) return []
          if (o.status === 'ok') return [[k.params.cursors, median(o.times)] as const]
          if (o.status === 'timeout' || o.status === 'skipped') return [[k.params.cursors, null] as const]
          return []
        }),
    }))
    .filter(s => s.points.length > 0)
  writeFileSync(path.join(outDir, svgName), renderChart(series, c.timeoutMs, 'W7: time per keystroke against cursors (median)'))
  const report = renderReport({ cases: cs, systems: shown, outcomes, cfg: c, env: { lines: env }, svgName, sections, notes: HOW })
  const reportName = `RESULTS${suffix}.md`
  writeFileSync(path.join(outDir, reportName), report)
  writeFileSync(path.join(outDir, `results${suffix}.json`), JSON.stringify(saved, null, 1) + '\n')
  console.log('\n' + report.slice(report.indexOf('## Time'), report.indexOf('## Heap')))
  console.log(`wrote ${path.relative(root, path.join(outDir, reportName))} and ${path.relative(root, path.join(outDir, svgName))}`)
}

const main = async (): Promise<void> => {
  if (flag('report-only') !== undefined) {
    // Render again from the saved results (after editing the report code or notes).
    // `--rerun-sections` runs the buffer and language benches again.
    const file = path.join(quick ? here : path.join(root, 'bench'), `results${quick ? '-quick' : ''}.json`)
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Saved & { buffer?: string }
    let sections = flag('rerun-sections') !== undefined ? await runSections()
      : saved.sections ?? (saved.buffer ? [{ title: 'Buffer', markdown: saved.buffer }] : [])
    let { outcomes, env } = saved
    // `--carry=OLD.md:codemirror,textbuffer`: those systems' medians, and the skipped sections, from an earlier report.
    const carry = flag('carry')
    if (carry) {
      const [file, ids] = [carry.slice(0, carry.lastIndexOf(':')), carry.slice(carry.lastIndexOf(':') + 1).split(',')]
      const old = readFileSync(file, 'utf8')
      const date = /- date: (\S+)/.exec(old)?.[1] ?? 'an earlier run'
      const commit = /\(commit (\w+)/.exec(old)?.[1] ?? 'unknown'
      const carried = carriedOutcomes(old, saved.cases, SYSTEMS.filter(x => ids.includes(x.id)), saved.cfg)
        .filter(o => !outcomes.some(x => x.system === o.system && x.caseId === o.caseId))
      outcomes = [...outcomes, ...carried]
      sections = carriedSections(old, sections)
      env = [...env, `carried over from the run of ${date} (commit ${commit}), not re-run: ${carried.length} figures of ${ids.join(', ')} (their medians and CPU medians; no heap or check), and the sections this run skipped`]
    }
    write({ cfg: saved.cfg, cases: saved.cases, outcomes, env, sections })
    return
  }
  const startLoad = os.loadavg()
  const commit = headCommit()
  const t0 = Date.now()
  build = snapshotBuild()
  const cleanUp = (): void => rmSync(build, { recursive: true, force: true })
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      cleanUp()
      process.exit(130)
    })
  }
  try {
    await measure(startLoad, t0, commit)
  } finally {
    cleanUp()
  }
}

const measure = async (startLoad: readonly number[], t0: number, commit: string): Promise<void> => {
  const timedOut = new Map<string, string>()
  // Round-robin: every system on a case before the next case, rotating which system goes first.
  const tasks = cases.flatMap((spec, ci) =>
    groupsFor(spec, systems
      .map((_, i) => systems[(i + ci) % systems.length]!)
      .filter(s => !s.only || s.only.includes(spec.workload))
      .filter(s => !limits.has(s.id) || matches(spec, limits.get(s.id)!)))
      .map(group => ({ spec, group })),
  )
  const results: (Outcome[] | undefined)[] = tasks.map(() => undefined)
  console.log(`bench: ${cases.length} cases × ${systems.length} systems${quick ? ` (quick, ${PARALLEL} children at a time)` : ''}`)
  let next = 0
  /** The group's outcomes: a system that timed out on a smaller case of the family is skipped, the rest of its group runs alone. */
  const runTask = async (spec: CaseSpec, group: readonly System[]): Promise<Outcome[]> => {
    const blocked = group.map(sys => timedOut.get(`${sys.id}:${spec.family}`))
    if (blocked.every(b => b === undefined)) return runShort(group, spec, await runGroup(group, spec))
    const out: Outcome[] = []
    for (const [j, sys] of group.entries()) {
      const b = blocked[j]
      out.push(b !== undefined
        ? { system: sys.id, caseId: spec.id, status: 'skipped', times: [], reason: `timed out at ${b}` }
        : (await runShort([sys], spec, await runGroup([sys], spec)))[0]!)
    }
    return out
  }
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const k = next++
      const { spec, group } = tasks[k]!
      const c0 = Date.now()
      const os = await runTask(spec, group)
      const wall = `[${((Date.now() - c0) / 1000).toFixed(1)} s${group.length > 1 ? `, ${group.map(g => g.label).join(' and ')} in one process` : ''}]`
      for (const o of os) if (o.status === 'timeout' || o.status === 'skipped') timedOut.set(`${o.system}:${spec.family}`, timedOut.get(`${o.system}:${spec.family}`) ?? spec.title)
      results[k] = os
      try {
        writeFileSync(path.join(here, 'progress.json'), JSON.stringify({ cfg, outcomes: results.flatMap(r => r ?? []) }, null, 1) + '\n')
      } catch {
        // progress is a convenience only
      }
      for (const o of os) {
        const sys = group.find(g => g.id === o.system)!
        console.log(`  ${spec.id.padEnd(11)} ${sys.label.padEnd(19)} ${show(o)}${o.check ? `  check ${o.check.slice(0, 8)}` : ''} ${wall}`)
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  const outcomes = results.flatMap(r => r ?? [])
  console.log(`systems done in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  const sections = await runSections()
  write({ cfg, cases, outcomes, env: environment(startLoad, commit), sections })
  console.log(`total ${((Date.now() - t0) / 1000).toFixed(1)} s`)
}

await main()
