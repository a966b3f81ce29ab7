/**
 * Benchmarks of the store integration: keystrokes at 2,000 cursors through
 * Redux Toolkit's `configureStore` with its development checks on (with
 * `editorCheckOptions`) against the checks off, and saving and loading a
 * large state with `toJSON` / `fromJSON` (1,000,000 lines, 10,000 undo
 * entries).
 *
 * `runStoreBench` returns a markdown table; `bench/run.ts` calls it. Run
 * alone: `node --expose-gc .build/bench/store.js [--quick]`.
 */
import { pathToFileURL } from 'node:url'
import { configureStore, createImmutableStateInvariantMiddleware, createSerializableStateInvariantMiddleware } from '@reduxjs/toolkit'
import * as E from 'fp-ts/lib/Either.js'
import * as A from '../src/actions/index.js'
import { fromJSON, toJSON } from '../src/persist/json.js'
import { reduce } from '../src/reducers/index.js'
import { createEditorSlice } from '../src/redux/index.js'
import { createEditorState, type EditorState } from '../src/state/editor-state.js'
import { undoDepth } from '../src/state/history.js'
import { prng } from './workloads.js'
import { median } from './report.js'

/** Options of `runStoreBench`. */
export interface StoreBenchOptions {
  /** Smaller sizes, for a smoke run. */
  readonly quick?: boolean
}

const time = (f: () => void): number => {
  const t0 = performance.now()
  f()
  return performance.now() - t0
}

const gc = (): void => (globalThis as { gc?: () => void }).gc?.()

const fmtMs = (ms: number): string => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1)) + ' ms'
const fmtMB = (bytes: number): string => (bytes / 1e6).toFixed(1) + ' MB'

// ─── keystrokes through a store ─────────────────────────────────────────────

/** A store over `initial`, the development checks on (with the package's options) or off. */
const storeFor = (initial: EditorState, checks: boolean) => {
  const editor = createEditorSlice({ name: 'editor', initialState: initial })
  return configureStore({
    reducer: { editor: editor.reducer },
    middleware: gDM => (checks ? gDM(editor.checkOptions) : gDM({ serializableCheck: false, immutableCheck: false })),
    devTools: false,
  })
}

/** Wall-clock and CPU milliseconds (medians). */
interface Timing {
  readonly wall: number
  readonly cpu: number
}

/**
 * `keys` keystrokes at `cursors` cursors, one fresh store per run, checks on
 * and off interleaved (alternating which goes first). CPU time is the steadier measure on a shared machine
 * (a descheduled process adds wall time only).
 */
const keystrokes = (cursors: number, keys: number, runs: number): { on: Timing; off: Timing } => {
  const text = Array.from({ length: cursors }, (_, i) => `line ${i}: some words, and (punctuation)`).join('\n')
  const initial = reduce(
    createEditorState({ text }),
    A.setSelectedBufferRanges({ ranges: Array.from({ length: cursors }, (_, row) => ({ start: { row, column: 5 }, end: { row, column: 5 } })) }),
  )
  const m = { on: { wall: [] as number[], cpu: [] as number[] }, off: { wall: [] as number[], cpu: [] as number[] } }
  const once = (checks: boolean, keep: boolean): void => {
    const store = storeFor(initial, checks)
    gc()
    const c = process.cpuUsage()
    const wall = time(() => {
      for (let k = 0; k < keys; k++) store.dispatch(A.insertText({ text: 'abcdefghijklmnopqrstuvwxyz'[k % 26]! }))
    })
    const d = process.cpuUsage(c)
    if (!keep) return
    const into = checks ? m.on : m.off
    into.wall.push(wall)
    into.cpu.push((d.user + d.system) / 1000)
  }
  once(true, false)
  once(false, false)
  // Alternate which goes first, so neither always runs after the other's garbage.
  for (let r = 0; r < runs; r++) {
    once(r % 2 === 0, true)
    once(r % 2 !== 0, true)
  }
  return {
    on: { wall: median(m.on.wall), cpu: median(m.on.cpu) },
    off: { wall: median(m.off.wall), cpu: median(m.off.cpu) },
  }
}

/**
 * The two checks alone, as `configureStore` runs them, over the states of
 * `keys` keystrokes made beforehand (no reducer work timed): milliseconds
 * for all `keys` dispatches, median of `runs`.
 */
const checksAlone = (cursors: number, keys: number, runs: number): number => {
  const text = Array.from({ length: cursors }, (_, i) => `line ${i}: some words, and (punctuation)`).join('\n')
  const editor = createEditorSlice({ name: 'editor', initialState: createEditorState({ text }) })
  let s = reduce(
    editor.getInitialState(),
    A.setSelectedBufferRanges({ ranges: Array.from({ length: cursors }, (_, row) => ({ start: { row, column: 5 }, end: { row, column: 5 } })) }),
  )
  const actions = Array.from({ length: keys }, (_, k) => A.insertText({ text: 'abcdefghijklmnopqrstuvwxyz'[k % 26]! }))
  const states = [s, ...actions.map(a => (s = reduce(s, a)))]
  const out: number[] = []
  for (let r = 0; r < runs + 1; r++) {
    let i = 0
    const api = { getState: () => ({ editor: states[i]! }), dispatch: <T>(a: T): T => a }
    const next = (a: unknown) => {
      i++
      return a
    }
    const serializable = createSerializableStateInvariantMiddleware(editor.checkOptions.serializableCheck)
    const immutable = createImmutableStateInvariantMiddleware(editor.checkOptions.immutableCheck)
    const chain = immutable(api)(serializable(api)(next))
    gc()
    const t = time(() => {
      for (const a of actions) chain(a)
    })
    if (r > 0) out.push(t)
  }
  return median(out)
}

// ─── saving and loading ─────────────────────────────────────────────────────

/** A state of `lines` lines with `entries` undo entries (a cursor placed at random, one letter typed). */
const withHistory = (lines: number, entries: number): EditorState => {
  const r = prng(7)
  const text = Array.from({ length: lines }, (_, i) => `line ${i}: some words, and (punctuation)`).join('\n')
  let s = createEditorState({ text })
  for (let i = 0; i < entries; i++) {
    s = reduce(s, A.setCursorBufferPosition({ position: { row: r() % lines, column: r() % 30 } }))
    s = reduce(s, A.insertText({ text: 'x' }))
  }
  return s
}

interface SaveLoad {
  readonly toJSON: number
  readonly stringify: number
  readonly parse: number
  readonly fromJSON: number
  readonly bytes: number
  readonly textBytes: number
  readonly entries: number
}

const saveLoad = (lines: number, entries: number, runs: number): SaveLoad => {
  const s = withHistory(lines, entries)
  const m = { toJSON: [] as number[], stringify: [] as number[], parse: [] as number[], fromJSON: [] as number[] }
  let bytes = 0
  for (let r = 0; r < runs; r++) {
    gc()
    let json: ReturnType<typeof toJSON> | undefined
    m.toJSON.push(time(() => void (json = toJSON(s))))
    let str = ''
    m.stringify.push(time(() => void (str = JSON.stringify(json))))
    bytes = str.length
    let parsed: unknown
    m.parse.push(time(() => void (parsed = JSON.parse(str))))
    let loaded: ReturnType<typeof fromJSON> | undefined
    m.fromJSON.push(time(() => void (loaded = fromJSON(parsed))))
    if (!loaded || E.isLeft(loaded) || loaded.right.buffer.getText().length !== s.buffer.getText().length) throw new Error('the saved state did not load')
  }
  return {
    toJSON: median(m.toJSON),
    stringify: median(m.stringify),
    parse: median(m.parse),
    fromJSON: median(m.fromJSON),
    bytes,
    textBytes: s.buffer.getText().length,
    entries: undoDepth(s.history),
  }
}

// ─── report ─────────────────────────────────────────────────────────────────

/** Runs both benchmarks and returns their markdown. */
export const runStoreBench = async (options: StoreBenchOptions = {}): Promise<string> => {
  const quick = options.quick ?? false
  const cursors = 2000
  const runs = quick ? 5 : 15
  const k = keystrokes(cursors, 20, runs)
  const alone = checksAlone(cursors, 20, runs)
  const [lines, entries] = quick ? [100_000, 1_000] : [1_000_000, 10_000]
  const p = saveLoad(lines, entries, quick ? 1 : 3)
  return [
    `**Keystrokes through Redux Toolkit's \`configureStore\`** (20 keystrokes at ${cursors.toLocaleString('en')} cursors, median of ${runs} runs, a fresh store each run, on and off interleaved; checks on: \`getDefaultMiddleware(slice.checkOptions)\`, off: \`serializableCheck: false, immutableCheck: false\`; target: on ≤ 1.5× off)`,
    '',
    '| | checks on | checks off | on / off |',
    '|---|---:|---:|---:|',
    `| CPU time | ${fmtMs(k.on.cpu)} | ${fmtMs(k.off.cpu)} | ${(k.on.cpu / k.off.cpu).toFixed(2)}× |`,
    `| wall clock | ${fmtMs(k.on.wall)} | ${fmtMs(k.off.wall)} | ${(k.on.wall / k.off.wall).toFixed(2)}× |`,
    '',
    `The two checks alone (their middlewares run over the same 20 states, no reducer work): ${fmtMs(alone)} for the 20 dispatches, ${((alone / k.off.cpu) * 100).toFixed(1)}% of the keystrokes' CPU time with the checks off.`,
    '',
    `**Saving and loading** (${lines.toLocaleString('en')} lines, ${p.entries.toLocaleString('en')} undo entries, each a cursor placed at random and one letter typed; median of ${quick ? 1 : 3})`,
    '',
    '| text | JSON | toJSON | JSON.stringify | JSON.parse | fromJSON (decode, build, check, replay the history) |',
    '|---:|---:|---:|---:|---:|---:|',
    `| ${fmtMB(p.textBytes)} | ${fmtMB(p.bytes)} | ${fmtMs(p.toJSON)} | ${fmtMs(p.stringify)} | ${fmtMs(p.parse)} | ${fmtMs(p.fromJSON)} |`,
  ].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await runStoreBench({ quick: process.argv.includes('--quick') }))
}
