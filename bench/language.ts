/**
 * Benchmarks of the language layer on a large JavaScript document (1M rows;
 * 50k with `quick`): the cold cost of the first scope query near its end
 * (TextMate must tokenize every row above it: inherent to the format), and
 * the per-keystroke cost after an edit once the document is tokenized (the
 * new snapshot reuses its parent's states and re-tokenizes only the rows
 * whose state changes). Syntax trees are measured on a smaller document
 * (tree-sitter's wasm heap is about 20 MB per MB of text and never shrinks).
 * `runLanguageBench` returns a markdown table, followed by the warming
 * table of `language-warm.ts`.
 */
import { TextBuffer } from '../src/buffer/text-buffer.js'
import { loadJavaScriptMode } from '../src/language/javascript.js'
import { tokenizerStats } from '../src/language/line-states.js'
import { SyntaxTrees } from '../src/language/syntax-tree.js'
import { runLanguageWarmBench } from './language-warm.js'
import type { Pos } from '../src/values/pos.js'

/** Options of `runLanguageBench`. */
export interface LanguageBenchOptions {
  /** A 50k-row document and fewer keystrokes, for a smoke run. */
  readonly quick?: boolean
}

// A self-contained unit of code (its states return to the top level at its
// end), repeated with a varying name; 24 rows with comments, strings,
// template literals, a regex, a class and arrow functions.
const UNIT = [
  '/**',
  ' * Sums the values of a list.',
  ' * @param {number[]} values',
  ' */',
  'function sum_N(values) {',
  '  // start from zero',
  '  let total = 0',
  '  for (const v of values) {',
  '    total += v',
  '  }',
  '  return total',
  '}',
  '',
  'class Store_N extends Base {',
  '  constructor(name) {',
  "    super('store')",
  '    this.name = `${name}-N`',
  '  }',
  '  match(s) { return /^[a-z]+\\d*$/i.test(s) }',
  '}',
  '/* a block comment',
  '   over two rows */',
  'const double_N = xs => xs.map(x => x * 2)',
  '',
]

const documentOf = (rows: number): string => {
  const out: string[] = []
  for (let i = 0; out.length < rows; i++) for (const line of UNIT) if (out.length < rows) out.push(line.replace(/N/g, String(i)))
  return out.join('\n')
}

const time = (f: () => void): number => {
  const t0 = performance.now()
  f()
  return performance.now() - t0
}

const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number
}

// Heap in use after a full collection (when run with --expose-gc), else as is.
const heapUsed = (): number => {
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  gc?.()
  return process.memoryUsage().heapUsed
}

/** CPU time (user + system, ms) and wall time of `f`: the machine may be shared. */
const timeCpu = (f: () => void): { wall: number; cpu: number } => {
  const c0 = process.cpuUsage()
  const wall = time(f)
  const c = process.cpuUsage(c0)
  return { wall, cpu: (c.user + c.system) / 1000 }
}

const ms = (x: number): string => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2)) + ' ms'
const count = (n: number): string => n.toLocaleString('en-US')

const WARMING_INTRO = [
  '### Warming in slices',
  '',
  'A generated JavaScript module (`javaScriptSample` in `bench/language-warm.ts`: imports, JSDoc\'d async functions with nested blocks, classes,',
  'object tables, template literals, regexes, comments). The floor is vscode-textmate alone tokenizing every row of the same file with the same',
  'grammar (the states only: what warming computes). The query is at the last line comment, at its `//`. One run each; wall and CPU time',
  '(the machine may be shared: CPU is the steadier figure, and a slice\'s wall time includes waiting for a core).',
].join('\n')

/** Runs the language benchmarks and returns a markdown table of the results. */
export async function runLanguageBench(options?: LanguageBenchOptions): Promise<string> {
  const quick = options?.quick === true
  const rowsInDoc = quick ? 50_000 : 1_000_000
  const keystrokes = quick ? 40 : 200
  const rows: [string, string, string][] = []

  const loadStart = performance.now()
  const mode = await loadJavaScriptMode({ syntaxTree: false })
  const loadMs = performance.now() - loadStart
  rows.push(['load the JavaScript mode (wasm, grammar, settings)', ms(loadMs), 'once per process; CSON converted to a JSON cache on first use'])

  const text = documentOf(rowsInDoc)
  const doc = TextBuffer.fromString(text)
  const last = doc.getLastRow()
  const heap0 = heapUsed()

  // Cold: the first scope query near the end tokenizes every row above it.
  let t0 = tokenizerStats.rowsTokenized
  const cold = timeCpu(() => mode.scopeDescriptorForPosition(doc, { row: last - 5, column: 4 }))
  const coldRows = tokenizerStats.rowsTokenized - t0
  rows.push([
    `first scope query near the end (${count(doc.getLineCount())} rows)`,
    ms(cold.wall),
    `${count(coldRows)} rows tokenized; CPU ${ms(cold.cpu)}, ${((cold.cpu * 1000) / coldRows).toFixed(1)} µs a row`,
  ])
  const heap = heapUsed() - heap0
  rows.push(['heap held by the end-of-row states of every row', `${(heap / 1048576).toFixed(0)} MB`, `${(heap / coldRows).toFixed(0)} bytes a row (immutable, shared where equal)`])
  const warm = time(() => mode.scopeDescriptorForPosition(doc, { row: last - 1, column: 2 }))
  rows.push(['a second query near the end (same snapshot)', ms(warm), 'one row tokenized for its tokens'])

  // Keystrokes in the middle: each makes a new snapshot; the language work is
  // what autoDecreaseIndent and the cursor's scope ask: the scopes at the
  // cursor and the edited-row indent, then a query at the end of the document.
  let b = doc
  // Row 6 of a unit in the middle: `  let total = 0`, code between two comments.
  const cursor: Pos = { row: UNIT.length * Math.floor(last / 2 / UNIT.length) + 6, column: 8 }
  const perKey: number[] = []
  const endQuery: number[] = []
  const editOnly: number[] = []
  t0 = tokenizerStats.rowsTokenized
  const r0 = tokenizerStats.rowsReused
  for (let i = 0; i < keystrokes; i++) {
    const at = { row: cursor.row, column: cursor.column + i }
    let next = b
    editOnly.push(time(() => (next = b.setTextInRange({ start: at, end: at }, 'x').buffer)))
    b = next
    perKey.push(
      time(() => {
        mode.scopeDescriptorForPosition(b, { row: at.row, column: at.column + 1 })
        mode.suggestedIndentForEditedBufferRow(b, at.row, 2)
      }),
    )
    endQuery.push(time(() => mode.scopeDescriptorForPosition(b, { row: last - 5, column: 4 })))
  }
  const keyRows = (tokenizerStats.rowsTokenized - t0) / keystrokes
  const keyReused = (tokenizerStats.rowsReused - r0) / keystrokes
  rows.push([`keystroke in the middle: language work at the cursor (median / p95 of ${keystrokes})`, `${ms(quantile(perKey, 0.5))} / ${ms(quantile(perKey, 0.95))}`, `${keyRows.toFixed(1)} rows re-tokenized a keystroke`])
  rows.push(['then a scope query near the end of that snapshot (median / p95)', `${ms(quantile(endQuery, 0.5))} / ${ms(quantile(endQuery, 0.95))}`, `${count(Math.round(keyReused))} row states reused from the parent (shared chunks, not copied)`])
  rows.push(['(the buffer edit itself, for scale: median)', ms(quantile(editOnly, 0.5)), 'not language work'])

  // Opening a block comment before `const double_N`: it runs to the ` */` of
  // the next unit's JSDoc, six rows below, where the states agree again.
  const commentRow = cursor.row + 16
  const opened = b.setTextInRange({ start: { row: commentRow, column: 0 }, end: { row: commentRow, column: 0 } }, '/*').buffer
  t0 = tokenizerStats.rowsTokenized
  const openMs = time(() => mode.scopeDescriptorForPosition(opened, { row: last - 5, column: 4 }))
  rows.push(['typing `/*` in the middle, then a query near the end', ms(openMs), `${tokenizerStats.rowsTokenized - t0} rows re-tokenized (up to the next \`*/\`)`])

  // Worst case: an unterminated template literal turns the rest into a string.
  const tick = b.setTextInRange({ start: { row: cursor.row, column: 0 }, end: { row: cursor.row, column: 0 } }, '`').buffer
  t0 = tokenizerStats.rowsTokenized
  const tickMs = time(() => mode.scopeDescriptorForPosition(tick, { row: last - 5, column: 4 }))
  rows.push(['typing a lone `` ` `` in the middle, then a query near the end', ms(tickMs), `${count(tokenizerStats.rowsTokenized - t0)} rows re-tokenized: every state below changes (so does a \`/*\` that hides a function's closing \`}\`: Atom's grammar keeps function bodies on its stack)`])

  // Syntax trees on a smaller document.
  const treeRows = quick ? 20_000 : 100_000
  const trees = await SyntaxTrees.load({
    wasm: new URL('../src/language/tree-sitter-javascript.wasm', import.meta.url),
    rootScope: 'source.js',
  })
  const small = TextBuffer.fromString(documentOf(treeRows))
  const parseMs = time(() => trees.scopeDescriptorForPosition(small, { row: treeRows - 5, column: 4 }))
  rows.push([`syntax tree: first parse and query (${count(treeRows)} rows)`, ms(parseMs), 'web-tree-sitter, lazily on the first query'])
  let s = small
  const treeKey: number[] = []
  const at0: Pos = { row: UNIT.length * Math.floor(treeRows / 2 / UNIT.length) + 6, column: 8 }
  for (let i = 0; i < keystrokes; i++) {
    const at = { row: at0.row, column: at0.column + i }
    s = s.setTextInRange({ start: at, end: at }, 'x').buffer
    treeKey.push(time(() => trees.scopeDescriptorForPosition(s, { row: at.row, column: at.column + 1 })))
  }
  rows.push(['syntax tree: keystroke, incremental re-parse and query (median / p95)', `${ms(quantile(treeKey, 0.5))} / ${ms(quantile(treeKey, 0.95))}`, `${trees.stats.incrementalParses} incremental, ${trees.stats.fullParses} full parses; ${trees.stats.evictions} trees deleted by the LRU`])
  trees.dispose()

  const lines = ['| measurement | time | notes |', '| --- | ---: | --- |', ...rows.map(([a, t, n]) => `| ${a} | ${t} | ${n} |`)]
  const warming = await runLanguageWarmBench({ quick })
  return `${lines.join('\n')}\n\n${WARMING_INTRO}\n\n${warming}`
}
