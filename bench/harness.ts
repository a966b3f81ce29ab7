/**
 * The child side of the bench: a system module lists one trial per workload,
 * and `runChild` runs the trial the parent asked for (warm-up, timed runs,
 * check, heap), reporting each step as one JSON line on stdout so that the
 * parent can time out a run that takes too long.
 */
import { performance } from 'node:perf_hooks'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { CaseSpec, Params, WorkloadId } from './workloads.js'

// ─── model ──────────────────────────────────────────────────────────────────

/**
 * One workload for one system. `setup` builds the input (untimed), `run` does
 * the work (timed) and returns the result, `check` hashes a result.
 * A `chained` trial sets up once and feeds each run's result to the next run
 * (one keystroke after another), so its check is taken after the first run.
 */
export interface Trial<S> {
  setup(): S
  run(input: S): S
  check(result: S): string
  readonly chained?: boolean
  /** Extra measurements taken after the last run (it may measure the heap itself). */
  probe?(result: S, input: S): Record<string, number>
}

/** A workload a system does not do: not built yet in it, or not applicable to it. */
export interface Unsupported {
  readonly unsupported: 'not-implemented' | 'n/a'
  readonly reason: string
}

/** A system: how it does each workload. */
export type SystemTrials = { readonly [W in WorkloadId]: (p: Params) => Runnable | Unsupported }

/** A trial with its state hidden, as the runner drives it. */
export interface Runnable {
  readonly chained: boolean
  prepare(): void
  run(): void
  check(): string
  probe(): Record<string, number>
  release(): void
  /** Drops everything the trial holds, a chained trial's state too. */
  dispose(): void
}

/** What the parent passes to a child (as JSON in argv[2]). */
export interface ChildArgs {
  readonly spec: CaseSpec
  /** Measured runs wanted. */
  readonly runs: number
  readonly warmups: number
  /** Stop adding runs once measured time exceeds this (at least one measured run). */
  readonly budgetMs: number
  /** A warm-up slower than this counts as a measured run (JIT warm-up is noise at that scale). */
  readonly slowMs: number
  /** Measured runs shorter than this on average: take `shortRuns` of them instead of `runs`. */
  readonly shortMs: number
  readonly shortRuns: number
  /** Warm-ups, in all, when the first run took under `shortMs`. */
  readonly shortWarmups: number
  /** In a child of two systems, the side that runs first (0 when absent). */
  readonly firstSide?: number
}

/** One line a child prints (`side`: which of the child's systems, 0 when it runs one). */
export type ChildEvent =
  | { readonly ev: 'start'; readonly side: number; readonly i: number }
  | { readonly ev: 'run'; readonly side: number; readonly i: number; readonly ms: number; readonly cpuMs: number; readonly measured: boolean }
  | { readonly ev: 'check'; readonly side: number; readonly check: string }
  | { readonly ev: 'done'; readonly side: number; readonly heapBytes: number; readonly metrics: Record<string, number> }
  | { readonly ev: 'unsupported'; readonly side: number; readonly kind: Unsupported['unsupported']; readonly reason: string }
  | { readonly ev: 'error'; readonly message: string }

/** Prefix of protocol lines, so that stray output of a library is ignored. */
export const PREFIX = '@@bench '

// ─── constructors ───────────────────────────────────────────────────────────

/** Hides a trial's state behind the `Runnable` interface. */
export const trial = <S>(t: Trial<S>): Runnable => {
  let input: S | undefined
  let output: S | undefined
  const chained = t.chained === true
  return {
    chained,
    prepare() {
      if (!chained || output === undefined) {
        input = t.setup()
        output = undefined
      }
    },
    run() {
      output = t.run(chained && output !== undefined ? output : (input as S))
    },
    check: () => t.check(output as S),
    probe: () => (t.probe ? t.probe(output as S, input as S) : {}),
    release() {
      if (!chained) input = output = undefined
    },
    dispose() {
      input = output = undefined
    },
  }
}

/** A trial that runs `step` on the set-up input `repeat` times (a command repeated, one keystroke after another). */
export const repeated = <S>(repeat: number, setup: () => S, step: (input: S) => void, check: (result: S) => string): Runnable =>
  trial<S>({
    setup,
    run: input => {
      for (let k = 0; k < repeat; k++) step(input)
      return input
    },
    check,
  })

/** A workload this system does not do. */
export const unsupported = (kind: Unsupported['unsupported'], reason: string): Unsupported => ({ unsupported: kind, reason })

// ─── heap ───────────────────────────────────────────────────────────────────

/** Runs a full GC (the child runs with `--expose-gc`). */
export const gc = (): void => {
  ;(globalThis as { gc?: () => void }).gc?.()
}

/**
 * A full GC, then a wait (up to 100 ms) until the collector's background
 * threads are idle. The sweeping and freeing that follow a full collection
 * run on other threads, and `process.cpuUsage()` counts them in whatever runs
 * next: a 2 ms sample of moveLeft at 1,000 cursors timed right after `gc()`
 * measured twice the command's steady cost, by a margin that differed from
 * sample to sample.
 */
export const gcSettled = (): void => {
  gc()
  const cell = new Int32Array(new SharedArrayBuffer(4))
  for (let k = 0; k < 50; k++) {
    const c0 = process.cpuUsage()
    Atomics.wait(cell, 0, 0, 2)
    const c = process.cpuUsage(c0)
    // Under 0.2 ms of CPU in 2 ms of sleep: nothing runs in the background.
    if (c.user + c.system < 200) return
  }
}

/** Heap in use after a full GC, in bytes. */
export const heapAfterGc = (): number => {
  gc()
  return process.memoryUsage().heapUsed
}

// ─── runner ─────────────────────────────────────────────────────────────────

const send = (e: ChildEvent): void => {
  process.stdout.write(PREFIX + JSON.stringify(e) + '\n')
}

/**
 * Lets the event loop turn once. Between runs, as between keystrokes in an
 * editor, so that objects a run only kept for the current job (the targets of
 * `WeakRef`s made or read during it, which JavaScript keeps alive until the
 * job ends) are released before the next run and before heap readings.
 */
const nextTask = (): Promise<void> => new Promise(resolve => setImmediate(resolve))

/** Whether the module at `url` is the process's entry (a system module is also imported by the paired child). */
export const isEntry = (url: string): boolean => process.argv[1] !== undefined && url === pathToFileURL(path.resolve(process.argv[1])).href

/** The child process's main: runs `argv[2]` on `system`, then exits. */
export const runChild = (system: SystemTrials): void => {
  void runSides([system])
}

/**
 * The child process's main for two systems measured side by side: their
 * runs of the workload alternate (which goes first swaps each round), so
 * that both meet the same process (its collections, its compiled code); a
 * chained workload runs one side after the other (`firstSide` first). Each
 * event names its side (the index in `systems`).
 */
export const runPairChild = (systems: readonly SystemTrials[]): void => {
  void runSides(systems)
}

/** One system's trial in a child, and how far its runs are. */
interface Side {
  readonly side: number
  readonly r: Runnable
  i: number
  measured: number
  total: number
  warmups: number
  before: number
  done: boolean
}

/** The size of a resident: the workload's parameters cut down to a small document. */
const residentParams = (p: Params): Params => ({
  lines: Math.min(p.lines, 40),
  cursors: Math.min(p.cursors, 4),
  every: Math.min(p.every, 4),
  repeat: Math.min(p.repeat, 2),
  chars: Math.min(p.chars, 2000),
  deleteLines: Math.min(p.deleteLines, 2),
})

/** What the child keeps alive for its whole life (see `makeResident`). */
const residents: Runnable[] = []

/**
 * A system's resident: its trial of the same workload on a small document,
 * run once and kept for the life of the child, as an application keeps an
 * editor open while it works. Without one, the full collection before each
 * run finds nothing of the system alive: V8 then drops the object shapes the
 * system's compiled code was specialized to, and the next run re-optimizes
 * (caretaker's selectToEndOfLine at 10,000 cursors: runs of 8–17 ms among
 * runs of 3 ms). Every system gets one; a workload it does not do at the
 * small size leaves it without.
 */
const makeResident = (system: SystemTrials, spec: CaseSpec): void => {
  try {
    const made = system[spec.workload](residentParams(spec.params))
    if ('unsupported' in made) return
    made.prepare()
    made.run()
    residents.push(made)
  } catch {
    // No resident for this system: its runs meet the same heap as before.
  }
}

const runSides = async (systems: readonly SystemTrials[]): Promise<void> => {
  try {
    const args = JSON.parse(process.argv[2] ?? '') as ChildArgs
    for (const system of systems) makeResident(system, args.spec)
    const sides: Side[] = []
    systems.forEach((system, side) => {
      const made = system[args.spec.workload](args.spec.params)
      if ('unsupported' in made) send({ ev: 'unsupported', side, kind: made.unsupported, reason: made.reason })
      else sides.push({ side, r: made, i: 0, measured: 0, total: 0, warmups: args.warmups, before: 0, done: false })
    })
    const ordered = args.firstSide === 1 ? [...sides].reverse() : sides
    if (sides.some(s => s.r.chained)) {
      // One keystroke after another: each side in turn runs all its keystrokes with the heap to itself (two documents
      // growing in one heap slow both down), then drops its state; which goes first alternates from process to process.
      for (const s of ordered) {
        while (!s.done) await step(s, args)
        s.r.dispose()
      }
    } else {
      for (let round = 0; sides.some(s => !s.done); round++) {
        for (const s of round % 2 === 0 ? ordered : [...ordered].reverse()) if (!s.done) await step(s, args)
      }
    }
    process.exit(0)
  } catch (e) {
    send({ ev: 'error', message: e instanceof Error ? `${e.name}: ${e.message}` : String(e) })
    process.exit(1)
  }
}

/** One run of a side; after its last, its heap reading and probe, and its state is dropped. */
const step = async (s: Side, args: ChildArgs): Promise<void> => {
  const { r, side } = s
  const i = s.i++
  r.prepare()
  await nextTask()
  // A full collection before each run, but between the runs of a chained trial (one keystroke after another) after
  // its warm-ups: before each, every keystroke would be the first after a full collection, which an editor meets now
  // and then, not at each keystroke, and which costs the first work after it a re-warming of what the collection
  // cleared (caretaker at 100 cursors: 0.36 ms for that keystroke, 0.07 ms for the next). Its heap reading then
  // spans all its measured runs.
  if (!r.chained || i <= s.warmups) s.before = heapAfterGc()
  send({ ev: 'start', side, i })
  const c0 = process.cpuUsage()
  const t0 = performance.now()
  r.run()
  const ms = performance.now() - t0
  const c = process.cpuUsage(c0)
  const cpuMs = (c.user + c.system) / 1000
  // A short first run: more warm-ups, so that the measured runs time compiled code (the first runs of a few
  // milliseconds also time the compiler's work, re-done as collections drop what compiled code relied on).
  if (i === 0 && ms < args.shortMs) s.warmups = Math.max(s.warmups, args.shortWarmups)
  const warm = i < s.warmups
  const counts = !warm || ms > args.slowMs
  if (counts) {
    s.measured++
    s.total += ms
  }
  send({ ev: 'run', side, i, ms, cpuMs, measured: counts })
  if (i === 0) send({ ev: 'check', side, check: r.check() })
  const wanted = s.measured > 0 && s.total / s.measured < args.shortMs ? args.shortRuns : args.runs
  if (s.measured < wanted && !(s.measured > 0 && s.total >= args.budgetMs)) {
    r.release()
    return
  }
  await nextTask()
  const heapBytes = heapAfterGc() - s.before
  await nextTask()
  const metrics = r.probe()
  send({ ev: 'done', side, heapBytes, metrics })
  s.done = true
  // Nothing of a finished side stays for the other side's runs.
  if (!r.chained) r.release()
}
