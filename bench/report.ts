/**
 * Turns the collected outcomes into `RESULTS.md` (tables of medians, ratios,
 * check agreement, heap, what could not be measured) and the W7 chart as a
 * hand-written SVG (log–log, one line per system).
 */
import type { CaseSpec } from './workloads.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** A system under test, as the report names it. */
export interface SystemInfo {
  readonly id: string
  readonly label: string
  readonly color: string
}

/** How one system did on one case. */
export interface Outcome {
  readonly system: string
  readonly caseId: string
  readonly status: 'ok' | 'timeout' | 'skipped' | 'not-implemented' | 'n/a' | 'error'
  /** Measured run times (wall clock, ms). */
  readonly times: readonly number[]
  /** CPU time (user + system, all threads of the process) of the same runs, ms. */
  readonly cpu?: readonly number[]
  readonly check?: string
  readonly heapBytes?: number
  readonly metrics?: Readonly<Record<string, number>>
  readonly reason?: string
}

/** How the runs were configured. */
export interface RunConfig {
  readonly quick: boolean
  readonly runs: number
  readonly warmups: number
  readonly timeoutMs: number
  readonly budgetMs: number
  readonly slowMs: number
  /** Runs shorter than this on average are taken `shortRuns` times instead (a short run is the noisiest). */
  readonly shortMs: number
  readonly shortRuns: number
  /** Warm-up runs, in all, of a trial whose first run took under `shortMs` (its code is still being compiled then). */
  readonly shortWarmups: number
  /**
   * Processes a workload whose runs took under `shortMs` on average is run in,
   * their runs pooled (short runs differ most from one process to the next:
   * a process's collections and compiled code fall out one way or another).
   * Absent in results saved before it was added: 1.
   */
  readonly shortProcesses?: number
}

/** A table from another bench module, shown under its own heading. */
export interface Section {
  readonly title: string
  readonly markdown: string
}

/** Everything the report prints about where it ran. */
export interface Environment {
  readonly lines: readonly string[]
}

// ─── numbers ────────────────────────────────────────────────────────────────

/** The median of a non-empty list. */
export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

const sig = (x: number): string => {
  const a = Math.abs(x)
  return a >= 100 ? x.toFixed(0) : a >= 10 ? x.toFixed(1) : x.toFixed(2)
}

/** Heap deltas smaller than this are within the measurement's noise (JIT code, caches). */
const HEAP_NOISE = 256 * 1024

/** Milliseconds as `0.42 ms`, `12.3 ms`, `1.23 s`, `123 s`. */
export const fmtMs = (ms: number): string => (ms < 1000 ? `${sig(ms)} ms` : `${sig(ms / 1000)} s`)

/** Bytes as `812 B`, `2.1 KB`, `41.3 MB`. */
export const fmtBytes = (b: number): string => {
  const a = Math.abs(b)
  return a < 1024 ? `${b.toFixed(0)} B` : a < 1024 * 1024 ? `${sig(b / 1024)} KB` : `${sig(b / 1024 / 1024)} MB`
}

const fmtRatio = (r: number): string => `${r >= 10 ? r.toFixed(0) : r >= 1 ? r.toFixed(1) : r.toPrecision(2)}×`

// ─── cells ──────────────────────────────────────────────────────────────────

/** Footnotes collected while building tables: reason → number. */
class Notes {
  private readonly byText = new Map<string, number>()
  ref(text: string): string {
    let n = this.byText.get(text)
    if (n === undefined) this.byText.set(text, (n = this.byText.size + 1))
    return `[${n}]`
  }
  lines(): string[] {
    return [...this.byText].map(([t, n]) => `${n}. ${t}`)
  }
}

const timeCell = (o: Outcome | undefined, cfg: RunConfig, notes: Notes): string => {
  if (!o) return '—'
  const n = o.times.length
  const nNote = n > 0 && n < cfg.runs ? ` (n=${n})` : ''
  switch (o.status) {
    case 'ok':
      return fmtMs(median(o.times)) + nNote
    case 'timeout':
      return n > 0 ? `${fmtMs(median(o.times))} (n=${n}, then a run > ${fmtMs(cfg.timeoutMs)})` : `> ${fmtMs(cfg.timeoutMs)} (timed out)`
    case 'skipped':
      return `> ${fmtMs(cfg.timeoutMs)} (skipped ${notes.ref(o.reason ?? 'skipped')})`
    case 'not-implemented':
      return 'not implemented yet'
    case 'n/a':
      return `n/a ${notes.ref(o.reason ?? 'not applicable')}`
    case 'error':
      return `failed ${notes.ref(o.reason ?? 'unknown error')}`
  }
}

const ratioCell = (ct: Outcome | undefined, cm: Outcome | undefined, cfg: RunConfig): string => {
  if (!ct || ct.status !== 'ok') return '—'
  const mine = median(ct.times)
  if (cm?.status === 'ok') return fmtRatio(mine / median(cm.times))
  if (cm?.status === 'timeout' && cm.times.length === 0) return `< ${fmtRatio(mine / cfg.timeoutMs)}`
  if (cm?.status === 'skipped') return `< ${fmtRatio(mine / cfg.timeoutMs)}`
  return '—'
}

const checkCell = (outs: readonly Outcome[], systems: readonly SystemInfo[]): string => {
  const withCheck = outs.filter(o => o.check !== undefined)
  if (withCheck.length === 0) return '—'
  const groups = new Map<string, string[]>()
  for (const o of withCheck) groups.set(o.check!, [...(groups.get(o.check!) ?? []), labelOf(systems, o.system)])
  if (groups.size === 1) return withCheck.length === 1 ? '— (one system)' : `✓ ${withCheck.length} agree`
  return '✗ ' + [...groups].map(([h, who]) => `${who.join(', ')}: \`${h.slice(0, 6)}\``).join(' · ')
}

const labelOf = (systems: readonly SystemInfo[], id: string): string => systems.find(s => s.id === id)?.label ?? id

const heapCell = (o: Outcome | undefined, spec: CaseSpec): string => {
  if (!o || (o.status !== 'ok' && !(o.status === 'timeout' && o.heapBytes !== undefined))) return '—'
  if (o.heapBytes === undefined) return '—'
  if (Math.abs(o.heapBytes) < HEAP_NOISE) return `≈ 0 (< ${fmtBytes(HEAP_NOISE)})`
  if (spec.heapPer) return `${fmtBytes(o.heapBytes / spec.heapPer.count)}/${spec.heapPer.unit}`
  return fmtBytes(o.heapBytes)
}

// ─── tables ─────────────────────────────────────────────────────────────────

const row = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`

const find = (outs: readonly Outcome[], sys: string, caseId: string): Outcome | undefined =>
  outs.find(o => o.system === sys && o.caseId === caseId)

/** The geometric mean of time / floor per system, over the cases both finished. */
const geomeans = (outs: readonly Outcome[], cases: readonly CaseSpec[], systems: readonly SystemInfo[]): string[] => {
  const lines: string[] = []
  for (const s of systems) {
    if (s.id === 'floor') continue
    let logSum = 0
    let n = 0
    for (const c of cases) {
      const a = find(outs, s.id, c.id)
      const f = find(outs, 'floor', c.id)
      if (a?.status === 'ok' && f?.status === 'ok') {
        const fm = Math.max(median(f.times), 0.001)
        logSum += Math.log(median(a.times) / fm)
        n++
      }
    }
    if (n > 0) lines.push(`${s.label}: ${fmtRatio(Math.exp(logSum / n))} the floor (over ${n} workloads)`)
  }
  return lines
}

/** The whole markdown report. */
export const renderReport = (args: {
  readonly cases: readonly CaseSpec[]
  readonly systems: readonly SystemInfo[]
  readonly outcomes: readonly Outcome[]
  readonly cfg: RunConfig
  readonly env: Environment
  readonly svgName: string
  /** Tables of the other benches (buffer, language), appended under their titles. */
  readonly sections: readonly Section[]
  readonly notes: readonly string[]
}): string => {
  const { cases, systems, outcomes, cfg, env } = args
  const notes = new Notes()
  const out: string[] = []
  out.push(`# Benchmark results${cfg.quick ? ' (quick mode)' : ''}`, '')
  if (cfg.quick) out.push('_Quick mode: small sizes, few runs, two children at a time. A smoke run: the checks count, the times are indicative only._', '')
  out.push(
    'Generated by `npm run bench' + (cfg.quick ? ' -- --quick' : '') + '` (bench/run.ts). Each system runs each workload in its own',
    'Node process (`--expose-gc`), systems interleaved round-robin, except caretaker and its facade, which share one process',
    'per workload, their runs alternating, so that both meet the same collections and compiled code. Times are the median of',
    `${cfg.runs} measured runs after ${cfg.warmups} warm-up run (${cfg.shortRuns} runs after ${cfg.shortWarmups} warm-ups where they took under ${fmtMs(cfg.shortMs)}, the`,
    `runs most disturbed by a collection or by other work${(cfg.shortProcesses ?? 1) > 1 ? `, in each of ${cfg.shortProcesses} processes, the runs of all pooled` : ''}; fewer, shown as n=, where runs were long: a warm-up`,
    `slower than ${fmtMs(cfg.slowMs)} counts as a run, and runs stop once ${fmtMs(cfg.budgetMs)} of measured time is spent).`,
    `A run slower than ${fmtMs(cfg.timeoutMs)} is killed and reported as timed out; a system that timed out skips the larger sizes of the same workload.`,
    'Every run computes a check: a hash of the final text and of all selections (sorted `[startRow, startCol, endRow, endCol]`);',
    'the "checks" column says whether all systems that finished agree.',
    '',
  )
  out.push('## Machine and versions', '', ...env.lines.map(l => `- ${l}`), '')

  out.push('## Time', '')
  const head = ['workload', ...systems.map(s => s.label), 'caretaker / CodeMirror', 'checks']
  out.push(row(head), row(head.map(() => '---')))
  for (const c of cases) {
    const cells = systems.map(s => timeCell(find(outcomes, s.id, c.id), cfg, notes))
    out.push(row([`${c.group} ${c.title}`, ...cells, ratioCell(find(outcomes, 'caretaker', c.id), find(outcomes, 'codemirror', c.id), cfg),
      checkCell(outcomes.filter(o => o.caseId === c.id), systems)]))
  }
  const gm = geomeans(outcomes, cases, systems)
  if (gm.length) out.push('', 'Geometric mean of time relative to the floor: ' + gm.join('; ') + '.')
  out.push('')

  out.push('## CPU time', '', 'The same runs\' CPU time (user + system of the whole process, GC helper threads included), less sensitive than',
    'wall-clock time to other work on a shared machine. Medians, for the runs that finished.', '')
  const chead = ['workload', ...systems.map(s => s.label), 'caretaker / CodeMirror']
  out.push(row(chead), row(chead.map(() => '---')))
  const cpuOf = (o: Outcome | undefined): number | undefined => (o?.status === 'ok' && o.cpu?.length ? median(o.cpu) : undefined)
  for (const c of cases) {
    const ct = cpuOf(find(outcomes, 'caretaker', c.id))
    const cm = cpuOf(find(outcomes, 'codemirror', c.id))
    const cells = systems.map(s => {
      const v = cpuOf(find(outcomes, s.id, c.id))
      return v === undefined ? '—' : fmtMs(v)
    })
    out.push(row([`${c.group} ${c.title}`, ...cells, ct !== undefined && cm !== undefined ? fmtRatio(ct / cm) : '—']))
  }
  out.push('')

  out.push('## Heap', '', 'JS heap retained by the run\'s result beyond its input (`heapUsed` after `global.gc()`, result alive vs. input only);',
    'W5 rows divide the run\'s growth by the number of states or edits (the undo-history row counts history plus the changed text).',
    'The per-edit history probe (state with history against the same state without it, kept in results.json as `historyBytesPerEdit`) read ≈ 0 for every system, which cannot be right for the floor\'s 20,000 kept numbers: it is not reported until that probe is fixed.',
    `Deltas under ${fmtBytes(HEAP_NOISE)} are shown as ≈ 0: that is the noise of the measurement (compiled code, inline caches).`,
    'text-buffer keeps its text, marker index and history patches in native memory that `heapUsed` does not see.', '')
  const hhead = ['workload', ...systems.map(s => s.label)]
  out.push(row(hhead), row(hhead.map(() => '---')))
  for (const c of cases) out.push(row([`${c.group} ${c.title}`, ...systems.map(s => heapCell(find(outcomes, s.id, c.id), c))]))
  out.push('')

  const w7 = cases.filter(c => c.group === 'W7')
  if (w7.length) {
    out.push('## W7: per-keystroke time against cursor count', '', `![W7 chart](${args.svgName})`, '')
    const wh = ['system', ...w7.map(c => `${c.params.cursors.toLocaleString('en-US')} cursors`)]
    out.push(row(wh), row(wh.map(() => '---')))
    for (const s of systems) {
      const cells = w7.map(c => timeCell(find(outcomes, s.id, c.id), cfg, notes))
      if (cells.some(x => x !== '—' && !x.startsWith('n/a'))) out.push(row([s.label, ...cells]))
    }
    out.push('')
  }

  out.push('## What could not be measured, and why', '')
  const missing = outcomes.filter(o => o.status !== 'ok')
  if (missing.length === 0) out.push('Everything was measured.')
  for (const o of missing) {
    const c = cases.find(k => k.id === o.caseId)
    const what = o.status === 'timeout' ? `timed out (a run took longer than ${fmtMs(cfg.timeoutMs)})` : o.status
    out.push(`- ${labelOf(systems, o.system)}, ${c ? `${c.group} ${c.title}` : o.caseId}: ${what}${o.reason ? ` — ${o.reason}` : ''}`)
  }
  out.push('')
  const fn = notes.lines()
  if (fn.length) out.push('## Footnotes', '', ...fn, '')
  out.push('## How each system does the work', '', ...args.notes.map(n => `- ${n}`), '')
  for (const sec of args.sections) out.push(`## ${sec.title}`, '', sec.markdown.trim(), '')
  return out.join('\n')
}

// ─── chart ──────────────────────────────────────────────────────────────────

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The label of 10^e milliseconds: `0.01 ms`, `1 ms`, `100 ms`, `10 s`. */
const decade = (e: number): string =>
  e < 0 ? `${(10 ** e).toFixed(-e)} ms` : e < 3 ? `${10 ** e} ms` : `${(10 ** (e - 3)).toLocaleString('en-US')} s`

/** One series of the W7 chart. */
export interface Series {
  readonly label: string
  readonly color: string
  /** `[cursors, ms]`; `ms` null when the run timed out. */
  readonly points: readonly (readonly [number, number | null])[]
}

/** The W7 chart: per-keystroke ms against cursors, log–log, one polyline per system. */
export const renderChart = (series: readonly Series[], timeoutMs: number, title: string): string => {
  const W = 760
  const H = 480
  const m = { l: 74, r: 190, t: 44, b: 58 }
  const xs = series.flatMap(s => s.points.map(p => p[0]))
  const ys = series.flatMap(s => s.points.map(p => p[1] ?? timeoutMs))
  if (xs.length === 0) return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="120"><text x="20" y="60">no W7 data</text></svg>\n`
  const x0 = Math.floor(Math.log10(Math.min(...xs)))
  const x1 = Math.ceil(Math.log10(Math.max(...xs)))
  const y0 = Math.floor(Math.log10(Math.max(Math.min(...ys), 1e-4)))
  const y1 = Math.max(Math.ceil(Math.log10(Math.max(...ys))), y0 + 1)
  const px = (x: number): number => m.l + ((Math.log10(x) - x0) / Math.max(x1 - x0, 1)) * (W - m.l - m.r)
  const py = (y: number): number => H - m.b - ((Math.log10(Math.max(y, 10 ** y0)) - y0) / (y1 - y0)) * (H - m.t - m.b)
  const o: string[] = []
  o.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`)
  o.push(`<rect width="${W}" height="${H}" fill="white"/>`)
  o.push(`<text x="${m.l}" y="24" font-size="15" font-weight="bold">${esc(title)}</text>`)
  for (let e = x0; e <= x1; e++) {
    const x = px(10 ** e)
    o.push(`<line x1="${x}" y1="${m.t}" x2="${x}" y2="${H - m.b}" stroke="#ddd"/>`)
    o.push(`<text x="${x}" y="${H - m.b + 18}" text-anchor="middle">${(10 ** e).toLocaleString('en-US')}</text>`)
  }
  for (let e = y0; e <= y1; e++) {
    const y = py(10 ** e)
    o.push(`<line x1="${m.l}" y1="${y}" x2="${W - m.r}" y2="${y}" stroke="#ddd"/>`)
    o.push(`<text x="${m.l - 8}" y="${y + 4}" text-anchor="end">${decade(e)}</text>`)
  }
  const ty = py(timeoutMs)
  if (ty >= m.t) {
    o.push(`<line x1="${m.l}" y1="${ty}" x2="${W - m.r}" y2="${ty}" stroke="#999" stroke-dasharray="5,4"/>`)
    o.push(`<text x="${W - m.r - 4}" y="${ty - 5}" text-anchor="end" fill="#777">time-out (${fmtMs(timeoutMs)})</text>`)
  }
  o.push(`<rect x="${m.l}" y="${m.t}" width="${W - m.l - m.r}" height="${H - m.t - m.b}" fill="none" stroke="#333"/>`)
  o.push(`<text x="${(m.l + W - m.r) / 2}" y="${H - 16}" text-anchor="middle">cursors (log)</text>`)
  o.push(`<text transform="translate(18 ${(m.t + H - m.b) / 2}) rotate(-90)" text-anchor="middle">ms per keystroke (log)</text>`)
  series.forEach((s, i) => {
    const done = s.points.filter((p): p is readonly [number, number] => p[1] !== null)
    if (done.length > 1) {
      o.push(`<polyline fill="none" stroke="${s.color}" stroke-width="2" points="${done.map(([x, y]) => `${px(x).toFixed(1)},${py(y).toFixed(1)}`).join(' ')}"/>`)
    }
    for (const [x, y] of done) o.push(`<circle cx="${px(x).toFixed(1)}" cy="${py(y).toFixed(1)}" r="3.5" fill="${s.color}"/>`)
    const lastDone = done[done.length - 1]
    for (const [x, y] of s.points) {
      if (y !== null) continue
      // A timed-out size: an open marker on the time-out line, dashed from the last point.
      if (lastDone) {
        o.push(`<line x1="${px(lastDone[0]).toFixed(1)}" y1="${py(lastDone[1]).toFixed(1)}" x2="${px(x).toFixed(1)}" y2="${ty.toFixed(1)}" stroke="${s.color}" stroke-width="1.5" stroke-dasharray="4,3"/>`)
      }
      o.push(`<path d="M ${px(x).toFixed(1)} ${(ty - 9).toFixed(1)} l -5 9 l 10 0 z" fill="white" stroke="${s.color}" stroke-width="1.5"/>`)
      break
    }
    const ly = m.t + 14 + i * 20
    o.push(`<line x1="${W - m.r + 14}" y1="${ly - 4}" x2="${W - m.r + 40}" y2="${ly - 4}" stroke="${s.color}" stroke-width="2"/>`)
    o.push(`<text x="${W - m.r + 46}" y="${ly}">${esc(s.label)}</text>`)
  })
  const ly = m.t + 14 + series.length * 20 + 6
  o.push(`<path d="M ${W - m.r + 27} ${ly - 9} l -5 9 l 10 0 z" fill="white" stroke="#555" stroke-width="1.5"/>`)
  o.push(`<text x="${W - m.r + 46}" y="${ly}">timed out</text>`)
  o.push('</svg>')
  return o.join('\n') + '\n'
}
