/**
 * Benchmarks of the display layer (buffer ↔ screen with soft wrap, tabs and
 * folds): building the map, an edit followed by a conversion near the end of
 * the document (the incremental update), folding, and multi-cursor vertical
 * motion. Beside caretaker: Atom's own `DisplayLayer` (`@pulsar-edit/text-buffer`)
 * doing the same, and CodeMirror 6 where `@codemirror/state` has an
 * equivalent (it has no soft wrap or folds without a view; its nearest
 * operation is a line lookup plus `countColumn` for tab expansion).
 *
 * `runDisplayBench` returns a markdown table; `bench/run.ts` calls it. Run
 * alone: `node .build/bench/display.js [--quick]`.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { countColumn, EditorState as CMState } from '@codemirror/state'
import * as A from '../src/actions/index.js'
import { isCJK, ratioForCharacter } from '../src/display/characters.js'
import * as S from '../src/display/screen.js'
import { reduce } from '../src/reducers/index.js'
import { createEditorState, type EditorState } from '../src/state/editor-state.js'
import * as P from '../src/values/pos.js'
import { prng } from './workloads.js'

/** Options of `runDisplayBench`. */
export interface DisplayBenchOptions {
  /** Smaller documents and fewer repetitions, for a smoke run. */
  readonly quick?: boolean
}

// ─── helpers ────────────────────────────────────────────────────────────────

// The workloads' seeded generator (mulberry32), as a float in [0, 1), so runs are comparable.
const rng = (seed: number): (() => number) => {
  const next = prng(seed)
  return () => next() / 4294967296
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

const time = (f: () => void): number => {
  const t0 = performance.now()
  f()
  return performance.now() - t0
}

const fmt = (msValue: number | null): string => {
  if (msValue === null) return '—'
  if (msValue >= 1) return (msValue >= 100 ? msValue.toFixed(0) : msValue.toFixed(1)) + ' ms'
  return (msValue * 1000).toFixed(msValue * 1000 >= 10 ? 0 : 1) + ' µs'
}

/** Code-like rows of 20–100 characters (about a third wrap at 50 columns), some indented with tabs. */
const docLines = (rows: number): string[] => {
  const words = ['const', 'value', 'return', 'if', '(x)', '{', '}', 'item.next', '=', 'count + 1;', 'function', 'call(a, b)']
  const r = rng(11)
  const out: string[] = []
  for (let i = 0; i < rows; i++) {
    const target = 20 + Math.floor(r() * 80)
    let line = i % 5 === 0 ? '\t' : '  '
    while (line.length < target) line += words[Math.floor(r() * words.length)]! + ' '
    out.push(line)
  }
  return out
}

// ─── Atom's DisplayLayer ────────────────────────────────────────────────────

interface AtomLayer {
  translateBufferPosition(p: [number, number]): { row: number; column: number }
  translateScreenPosition(p: [number, number]): { row: number; column: number }
  foldBufferRange(r: [[number, number], [number, number]]): number
  destroyFold(id: number): void
  getScreenLineCount(): number
}
interface AtomBuffer {
  addDisplayLayer(params: object): AtomLayer
  setTextInRange(r: [[number, number], [number, number]], text: string): void
}
type AtomBufferCtor = new (params: { text: string }) => AtomBuffer

const loadAtom = (): AtomBufferCtor | string => {
  try {
    return createRequire(import.meta.url)('@pulsar-edit/text-buffer') as AtomBufferCtor
  } catch (e) {
    return e instanceof Error ? e.message.split('\n')[0]! : String(e)
  }
}

const isSpaceOrTab = (c: string) => c === ' ' || c === '\t'
const atomLayer = (Buffer: AtomBufferCtor, text: string, wrap: number | null): { buffer: AtomBuffer; layer: AtomLayer } => {
  const buffer = new Buffer({ text })
  const layer = buffer.addDisplayLayer({
    tabLength: 2,
    softWrapColumn: wrap ?? 500,
    atomicSoftTabs: true,
    foldCharacter: '\ufeff',
    ratioForCharacter: (c: string) => ratioForCharacter(c.charCodeAt(0)),
    isWrapBoundary: (prev: string, c: string) =>
      ((isSpaceOrTab(prev) || prev === '-' || prev === '/') && !isSpaceOrTab(c)) || isCJK(c.charCodeAt(0)),
  })
  return { buffer, layer }
}

// ─── the cases ──────────────────────────────────────────────────────────────

interface Row {
  readonly title: string
  readonly caretaker: number | null
  readonly atom: number | null | string
  readonly codemirror: number | null
}

const wrapped = (text: string, wrap: number | null): EditorState =>
  createEditorState(wrap === null ? { text } : { text, softWrapped: true, editorWidthInChars: wrap })

/** Repetitions of a whole-document build: fewer for the biggest documents. */
const quickRuns = (lines: number): number => (lines >= 1_000_000 ? 1 : 3)

/** Build: the first conversion near the end builds the whole map. */
const buildCase = (lines: string[], wrap: number | null, Atom: AtomBufferCtor | string): Row => {
  const text = lines.join('\n')
  const n = lines.length
  const caretaker = median([0, 1, 2].slice(0, quickRuns(lines.length)).map(() => {
    const st = wrapped(text, wrap)
    return time(() => S.screenPositionForBufferPosition(st, P.pos(n - 2, 3)))
  }))
  let atom: number | string = typeof Atom === 'string' ? Atom : NaN
  if (typeof Atom !== 'string') {
    atom = median([0, 1].slice(0, quickRuns(lines.length) > 1 ? 2 : 1).map(() => {
      const { layer } = atomLayer(Atom, text, wrap)
      return time(() => layer.translateBufferPosition([n - 2, 3]))
    }))
  }
  return { title: `first conversion near the end (builds the map), ${n.toLocaleString('en-US')} lines, ${wrap ? `soft wrap at ${wrap}` : 'no soft wrap'}`, caretaker, atom, codemirror: null }
}

/**
 * An edit near the top, then a buffer → screen conversion near the end: per
 * pair, median of `reps`. Edits alternate between inserting a word on one of
 * 50 rows and deleting it again, so rows keep their length.
 */
const editThenConvert = (lines: string[], wrap: number | null, reps: number, Atom: AtomBufferCtor | string): Row => {
  const text = lines.join('\n')
  const n = lines.length
  let st = wrapped(text, wrap)
  S.screenPositionForBufferPosition(st, P.pos(n - 2, 3))
  const ours: number[] = []
  for (let i = 0; i < reps; i++) {
    ours.push(time(() => {
      const row = 10 + ((i >> 1) % 50)
      st = reduce(st, A.setTextInRange({ range: { start: P.pos(row, 4), end: P.pos(row, i % 2 === 0 ? 4 : 9) }, text: i % 2 === 0 ? 'word ' : '' }))
      S.screenPositionForBufferPosition(st, P.pos(n - 2 - (i % 3), 3))
    }))
  }
  let atom: number | string = typeof Atom === 'string' ? Atom : NaN
  if (typeof Atom !== 'string') {
    const { buffer, layer } = atomLayer(Atom, text, wrap)
    layer.translateBufferPosition([n - 2, 3])
    const theirs: number[] = []
    for (let i = 0; i < reps; i++) {
      theirs.push(time(() => {
        const row = 10 + ((i >> 1) % 50)
        buffer.setTextInRange([[row, 4], [row, i % 2 === 0 ? 4 : 9]], i % 2 === 0 ? 'word ' : '')
        layer.translateBufferPosition([n - 2 - (i % 3), 3])
      }))
    }
    atom = median(theirs)
  }
  // CodeMirror: no soft wrap in the state; the nearest equivalent is the line lookup plus tab-expanded column.
  let cm = CMState.create({ doc: text })
  const cmTimes: number[] = []
  for (let i = 0; i < reps; i++) {
    cmTimes.push(time(() => {
      const at = cm.doc.line(11 + ((i >> 1) % 50)).from + 4
      cm = cm.update({ changes: i % 2 === 0 ? { from: at, insert: 'word ' } : { from: at, to: at + 5 } }).state
      const line = cm.doc.line(n - 1 - (i % 3))
      countColumn(line.text.slice(0, 3), cm.tabSize)
    }))
  }
  return {
    title: `edit near the top + conversion near the end, ${n.toLocaleString('en-US')} lines, ${wrap ? `soft wrap at ${wrap}` : 'no soft wrap'}`,
    caretaker: median(ours),
    atom,
    codemirror: median(cmTimes),
  }
}

/** Fold a block in the middle, convert near the end, unfold: per pair, median of `reps`. */
const foldCase = (lines: string[], wrap: number | null, reps: number, Atom: AtomBufferCtor | string): Row => {
  const text = lines.join('\n')
  const n = lines.length
  const mid = n >> 1
  let st = wrapped(text, wrap)
  S.screenPositionForBufferPosition(st, P.pos(n - 2, 3))
  const ours: number[] = []
  for (let i = 0; i < reps; i++) {
    ours.push(time(() => {
      st = reduce(st, A.foldBufferRowRange({ startRow: mid + (i % 50), endRow: mid + 200 + (i % 50) }))
      S.screenPositionForBufferPosition(st, P.pos(n - 2, 3))
      st = reduce(st, A.unfoldAll())
      S.screenPositionForBufferPosition(st, P.pos(n - 2, 3))
    }))
  }
  let atom: number | string = typeof Atom === 'string' ? Atom : NaN
  if (typeof Atom !== 'string') {
    const { layer } = atomLayer(Atom, text, wrap)
    layer.translateBufferPosition([n - 2, 3])
    const theirs: number[] = []
    for (let i = 0; i < reps; i++) {
      theirs.push(time(() => {
        const id = layer.foldBufferRange([[mid + (i % 50), Infinity], [mid + 200 + (i % 50), Infinity]])
        layer.translateBufferPosition([n - 2, 3])
        layer.destroyFold(id)
        layer.translateBufferPosition([n - 2, 3])
      }))
    }
    atom = median(theirs)
  }
  return { title: `fold 200 rows in the middle + conversion near the end + unfold, ${n.toLocaleString('en-US')} lines, ${wrap ? `soft wrap at ${wrap}` : 'no soft wrap'}`, caretaker: median(ours), atom, codemirror: null }
}

/** Cursors every 20 rows move down together (one action): per action, median of `reps`. */
const moveDownCase = (lines: string[], cursors: number, wrap: number | null, reps: number, Atom: AtomBufferCtor | string): Row => {
  const text = lines.join('\n')
  let st = wrapped(text, wrap)
  st = reduce(st, A.setSelectedBufferRanges({ ranges: Array.from({ length: cursors }, (_, i) => ({ start: P.pos(i * 20, 5), end: P.pos(i * 20, 5) })) }))
  S.screenPositionForBufferPosition(st, P.ZERO)
  const ours: number[] = []
  for (let i = 0; i < reps; i++) ours.push(time(() => { st = reduce(st, A.moveDown({})) }))
  let atom: number | string = typeof Atom === 'string' ? Atom : NaN
  if (typeof Atom !== 'string') {
    // The display-layer part of Atom's moveDown: buffer → screen, one row down, screen → buffer, per cursor.
    const { layer } = atomLayer(Atom, text, wrap)
    let heads = Array.from({ length: cursors }, (_, i): [number, number] => [i * 20, 5])
    const goals = heads.map(() => -1)
    layer.translateBufferPosition([lines.length - 1, 0])
    const theirs: number[] = []
    for (let i = 0; i < reps; i++) {
      theirs.push(time(() => {
        heads = heads.map((h, k) => {
          const s = layer.translateBufferPosition(h)
          if (goals[k]! < 0) goals[k] = s.column
          const b = layer.translateScreenPosition([s.row + 1, goals[k]!])
          return [b.row, b.column]
        })
      }))
    }
    atom = median(theirs)
  }
  return { title: `${cursors.toLocaleString('en-US')} cursors: moveDown (one action), ${wrap ? `soft wrap at ${wrap}` : 'no soft wrap'}`, caretaker: median(ours), atom, codemirror: null }
}

// ─── the table ──────────────────────────────────────────────────────────────

/** Run the display benchmarks; returns a markdown table. */
export async function runDisplayBench(options: DisplayBenchOptions = {}): Promise<string> {
  const quick = options.quick ?? false
  const Atom = loadAtom()
  const big = quick ? 100_000 : 1_000_000
  const sizes = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000]
  const reps = quick ? 50 : 200
  const all = docLines(big)
  const rows: Row[] = []
  rows.push(buildCase(all, 50, Atom))
  rows.push(buildCase(all, null, Atom))
  for (const n of sizes) rows.push(editThenConvert(all.slice(0, n), 50, reps, Atom))
  rows.push(editThenConvert(all, null, reps, Atom))
  rows.push(foldCase(all, 50, quick ? 20 : 50, Atom))
  const cursors = quick ? 1_000 : 10_000
  rows.push(moveDownCase(all.slice(0, cursors * 20 + 100), cursors, 50, quick ? 5 : 20, Atom))
  rows.push(moveDownCase(all.slice(0, cursors * 20 + 100), cursors, null, quick ? 5 : 20, Atom))

  const atomCell = (r: Row) => (typeof r.atom === 'string' ? `n/a (${r.atom})` : fmt(Number.isNaN(r.atom) ? null : r.atom))
  const out = [
    '| workload | caretaker | Atom `DisplayLayer` | CodeMirror 6 |',
    '|---|---|---|---|',
    ...rows.map(r => `| ${r.title} | ${fmt(r.caretaker)} | ${atomCell(r)} | ${r.codemirror === null ? 'no equivalent' : fmt(r.codemirror)} |`),
    '',
    'Medians. Documents are code-like rows of 20–100 characters, every fifth indented with a tab; tab length 2, atomic soft tabs. ' +
      'Atom\'s `DisplayLayer` gets the editor\'s wrap rule and character widths. "Edit + conversion" inserts at row 10 (through the reducer, ' +
      'history included, for caretaker; `setTextInRange` for Atom), then translates a buffer position two rows from the end. ' +
      'CodeMirror 6 has no soft wrap or folds in `@codemirror/state`; its column is the line lookup plus `countColumn`. ' +
      'Atom\'s moveDown column is only its display-layer calls (translate, one row down, translate back) per cursor.',
  ]
  return out.join('\n')
}

// Run directly: print the table.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runDisplayBench({ quick: process.argv.includes('--quick') }).then(t => console.log(t))
}
