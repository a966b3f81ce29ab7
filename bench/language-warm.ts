/**
 * Warming the JavaScript mode's caches in slices, against the floor: raw
 * vscode-textmate tokenization (`tokenizeLine2` row after row, the states
 * only, what warming computes) of the same file with the same grammar.
 *
 * For 20,000 and 200,000 rows of generated JavaScript: the first scope
 * query at the last row as it blocks by default (every row above it
 * tokenized), the same query with `maxRowsPerQuery: 0` (Atom's answer for a
 * row not tokenized yet), a full warm in one call and in slices of 4 ms
 * (the longest slice is what a frame waits), and the syntax tree parsed in
 * one go and in slices. `runLanguageWarmBench` returns a markdown table.
 */
import vsctm from 'vscode-textmate'
import type { IGrammar, StateStack } from 'vscode-textmate'
import { TextBuffer } from '../src/buffer/text-buffer.js'
import { TextEditor } from '../src/facades/text-editor.js'
import { registerLanguageMode } from '../src/language/language-mode.js'
import { loadJavaScriptMode } from '../src/language/javascript.js'
import { tokenizerStats } from '../src/language/line-states.js'
import { loadOniguruma } from '../src/language/onig.js'
import { SyntaxTrees } from '../src/language/syntax-tree.js'

const { INITIAL } = vsctm

/** Options of `runLanguageWarmBench`. */
export interface LanguageWarmBenchOptions {
  /** 20,000 rows only, for a smoke run. */
  readonly quick?: boolean
}

// ─── the sample ─────────────────────────────────────────────────────────────

/** A small deterministic generator (mulberry32). */
const random = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A JavaScript module of `rows` rows: imports, JSDoc'd functions with nested
 * blocks, classes with getters and async methods, object literals, template
 * literals with substitutions, regexes, line and block comments; varied by a
 * seeded generator, every construct closed (the file parses). The syntax is
 * what Atom's grammar (language-javascript 0.128) knows: with `??` or class
 * fields its rule stack grows row after row and every row gets slower.
 */
export const javaScriptSample = (rows: number, seed = 7): string => {
  const rnd = random(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T
  const names = ['value', 'count', 'items', 'result', 'options', 'node', 'index', 'total', 'entry', 'key']
  const out: string[] = []
  const emit = (depth: number, line: string): void => void out.push('  '.repeat(depth) + line)
  const statement = (d: number, n: number): void => {
    const a = pick(names)
    const b = pick(names)
    switch (Math.floor(rnd() * 9)) {
      case 0: return emit(d, `const ${a}${n} = ${b}.map(x => x * ${n % 7}).filter(Boolean)`)
      case 1: return emit(d, `let ${a}${n} = \`\${${b}} has \${${b}.length} entries (#${n})\``)
      case 2: return emit(d, `// ${a} and ${b}: keep them apart (${n})`)
      case 3: return emit(d, `if (/^[a-z_$][\\w$]*$/i.test(${a})) ${b}.push({ ${a}, at: ${n} })`)
      case 4: return emit(d, `${a}[${n}] = await fetchOne('${b}/${n}', { retries: ${n % 5} })`)
      case 5: return emit(d, `/* ${a} ${n} */ ${b} += ${a} || 0`)
      case 6: return emit(d, `return ${a} === undefined ? null : { ...${b}, id: ${n}, label: "${a}-${n}" }`)
      case 7: return emit(d, `for (const [k, v] of Object.entries(${a})) total${n} += v.length`)
      default: return emit(d, `${a}.on('${b}', async (event, ...rest) => { await handle(event, rest) })`)
    }
  }
  const block = (d: number, n: number): void => {
    const kind = Math.floor(rnd() * 4)
    if (kind === 0 && d < 4) {
      emit(d, `if (${pick(names)}.size > ${n % 100}) {`)
      for (let i = 0, k = 1 + Math.floor(rnd() * 4); i < k; i++) statement(d + 1, n + i)
      emit(d, '} else {')
      statement(d + 1, n)
      emit(d, '}')
    } else if (kind === 1 && d < 4) {
      emit(d, `for (let i = 0; i < ${pick(names)}.length; i++) {`)
      for (let i = 0, k = 1 + Math.floor(rnd() * 3); i < k; i++) statement(d + 1, n + i)
      emit(d, '}')
    } else if (kind === 2 && d < 4) {
      emit(d, 'try {')
      statement(d + 1, n)
      emit(d, '} catch (error) {')
      emit(d + 1, `console.error(\`failed at ${n}: \${error.message}\`)`)
      emit(d, '}')
    } else statement(d, n)
  }
  for (let i = 0; i < 6; i++) out.push(`import { ${pick(names)}${i}, ${pick(names)} } from './module-${i}.js'`)
  let n = 0
  while (out.length < rows) {
    n++
    const unit = Math.floor(rnd() * 3)
    if (unit === 0) {
      out.push('/**', ` * Computes ${pick(names)} number ${n}.`, ` * @param {object} ${pick(names)}`, ' * @returns {Promise<number>}', ' */')
      out.push(`export async function compute${n}(${pick(names)}, { limit = ${n % 50}, strict = false } = {}) {`)
      for (let i = 0, k = 2 + Math.floor(rnd() * 6); i < k; i++) block(1, n + i)
      out.push('}', '')
    } else if (unit === 1) {
      out.push(`class Model${n} extends Base {`, '  constructor() {', `    super('${pick(names)}')`, '    this.cache = new Map()', '  }')
      out.push(`  get ${pick(names)}() {`, `    return this.cache.get(${n})`, '  }')
      out.push(`  async load${n}(${pick(names)}) {`)
      for (let i = 0, k = 1 + Math.floor(rnd() * 4); i < k; i++) block(2, n + i)
      out.push('  }', '}', '')
    } else {
      out.push(`const table${n} = {`)
      for (let i = 0, k = 2 + Math.floor(rnd() * 5); i < k; i++) out.push(`  ${pick(names)}${i}: [${i}, '${pick(names)}', /${pick(names)}\\d+/g, () => ${i * n}],`)
      out.push('}', '')
    }
  }
  return out.slice(0, rows).join('\n')
}

// ─── timing ─────────────────────────────────────────────────────────────────

// A full collection before each measurement (when run with --expose-gc), so that none lands in it from the previous one.
const settle = (): void => (globalThis as { gc?: () => void }).gc?.()

const time = (f: () => void): number => {
  const t0 = performance.now()
  f()
  return performance.now() - t0
}

/** Wall and CPU time (user + system) of `f`, in ms: the machine may be shared. */
const timeCpu = (f: () => void, collectFirst = true): { wall: number; cpu: number } => {
  if (collectFirst) settle()
  const c0 = process.cpuUsage()
  const wall = time(f)
  const c = process.cpuUsage(c0)
  return { wall, cpu: (c.user + c.system) / 1000 }
}

const ms = (x: number): string => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x >= 0.1 ? x.toFixed(2) : x.toFixed(3)) + ' ms'
const count = (n: number): string => n.toLocaleString('en-US')

/** A ratio to the floor: two decimals, or two significant digits below 0.01. */
const ratio = (x: number): string => (x >= 0.01 ? x.toFixed(2) : String(Number(x.toPrecision(2))))

/** Median / p99 / longest of slices, wall and CPU. */
const sliceStats = (slices: readonly { wall: number; cpu: number }[]): string => {
  const q = (xs: number[]): string => {
    const s = [...xs].sort((a, b) => a - b)
    return [0.5, 0.99, 1].map(p => ms(s[Math.min(s.length - 1, Math.floor(p * s.length))] as number)).join(' / ')
  }
  return `a slice's median / p99 / longest: wall ${q(slices.map(x => x.wall))}, CPU ${q(slices.map(x => x.cpu))}`
}

// The JavaScript grammar on a registry of its own (the floor owns its grammar: no cache shared with the mode).
const rawGrammar = async (): Promise<IGrammar> => {
  const pkg = (await import('../src/language/grammars/language-javascript.js')).default
  const byScope = new Map(pkg.grammars.map(g => [g.scopeName, g]))
  const registry = new vsctm.Registry({ onigLib: loadOniguruma(), loadGrammar: async scopeName => byScope.get(scopeName) ?? null })
  const grammar = await registry.loadGrammar('source.js')
  if (grammar === null) throw new Error('no grammar for source.js')
  return grammar
}

/** The floor: every row's end state, row after row, with vscode-textmate alone. */
const tokenizeAll = (grammar: IGrammar, lines: readonly string[]): void => {
  let state: StateStack = INITIAL
  for (const line of lines) state = grammar.tokenizeLine2(line, state).ruleStack
}

/** Runs the warming benchmarks and returns a markdown table. */
export async function runLanguageWarmBench(options?: LanguageWarmBenchOptions): Promise<string> {
  const sizes = options?.quick === true ? [20_000] : [20_000, 200_000]
  const sliceMs = 4
  const grammar = await rawGrammar()
  const blocking = await loadJavaScriptMode({ syntaxTree: false, name: 'javascript-blocking' })
  const lazy = await loadJavaScriptMode({ syntaxTree: false, maxRowsPerQuery: 0, name: 'javascript-lazy' })
  registerLanguageMode(blocking)
  registerLanguageMode(lazy)
  const trees = await SyntaxTrees.load({ wasm: new URL('../src/language/tree-sitter-javascript.wasm', import.meta.url), rootScope: 'source.js', cacheSize: 1 })
  // Warm-up: compile the grammar's regexes and the code paths on a small file.
  const small = javaScriptSample(2000, 1)
  tokenizeAll(grammar, small.split('\n'))
  blocking.warm(TextBuffer.fromString(small))
  lazy.warm(TextBuffer.fromString(small), { budgetMs: 1 })
  lazy.scopeDescriptorForPosition(TextBuffer.fromString(small), { row: 1999, column: 0 })
  trees.treeFor(TextBuffer.fromString(small))
  trees.dispose()

  const rows: { what: string; t: { wall: number; cpu: number }; notes: string; floor?: number }[] = []
  for (const size of sizes) {
    const text = javaScriptSample(size)
    const lines = text.split('\n')
    // The query: the last line comment, at its `//` (a comment once tokenized; the root scope before).
    let last = lines.length - 1
    while (!(lines[last] as string).trimStart().startsWith('//')) last--
    const at = { row: last, column: (lines[last] as string).indexOf('//') }
    // The floor runs before and after the others; the faster run counts.
    const floorFirst = timeCpu(() => tokenizeAll(grammar, lines))
    // Each row's CPU / floor is filled in once the floor's second run is in.
    const row = (what: string, t: { wall: number; cpu: number }, notes: string): void => void rows.push({ what, t, notes })
    const floorAt = rows.length

    // Before (and the default): the first query at the last row tokenizes every row above it.
    let b = TextBuffer.fromString(text)
    let t0 = tokenizerStats.rowsTokenized
    const first = timeCpu(() => blocking.scopeDescriptorForPosition(b, at))
    row(`first scope query at row ${count(last)}, default mode (exact: blocks)`, first, `${count(tokenizerStats.rowsTokenized - t0)} rows tokenized`)

    // With maxRowsPerQuery 0: Atom's placeholder, nothing tokenized.
    b = TextBuffer.fromString(text)
    t0 = tokenizerStats.rowsTokenized
    let scopes: readonly string[] = []
    const firstLazy = timeCpu(() => (scopes = lazy.scopeDescriptorForPosition(b, at)))
    row('the same query, `maxRowsPerQuery: 0`', firstLazy, `${count(tokenizerStats.rowsTokenized - t0)} rows tokenized; answers \`[${scopes.join(', ')}]\` as Atom does before its tokenizer gets there`)

    // Through the facade: the cursor's scope descriptor right after opening the file.
    for (const [mode, label] of [
      ['javascript-blocking', 'default mode'],
      ['javascript-lazy', '`maxRowsPerQuery: 0`'],
    ] as const) {
      const editor = new TextEditor({ text, grammar: mode })
      editor.setCursorBufferPosition([at.row, at.column])
      t0 = tokenizerStats.rowsTokenized
      const facade = timeCpu(() => (scopes = editor.getLastCursor().getScopeDescriptor().getScopesArray()))
      row(`the same through the facade (\`cursor.getScopeDescriptor()\`), ${label}`, facade, `${count(tokenizerStats.rowsTokenized - t0)} rows tokenized; \`[${scopes.join(', ')}]\``)
    }

    // A full warm in one call.
    b = TextBuffer.fromString(text)
    const oneCall = timeCpu(() => lazy.warm(b))
    row('full warm, one call (`warm(buffer)`)', oneCall, 'the work of the blocking query, done when the host chooses')

    // A full warm in slices: the longest slice is what a frame waits.
    b = TextBuffer.fromString(text)
    const slices: { wall: number; cpu: number }[] = []
    const sliced = timeCpu(() => {
      for (;;) {
        let done = false
        slices.push(timeCpu(() => (done = lazy.warm(b, { budgetMs: sliceMs }).done), false))
        if (done) break
      }
    })
    row(`full warm in slices of ${sliceMs} ms (\`warm(buffer, { budgetMs: ${sliceMs} })\` until done)`, sliced, `${count(slices.length)} slices; ${sliceStats(slices)}`)
    t0 = tokenizerStats.rowsTokenized
    const after = timeCpu(() => (scopes = lazy.scopeDescriptorForPosition(b, at)))
    row('then the query at the last row', after, `exact: \`[${scopes.join(', ')}]\`; ${tokenizerStats.rowsTokenized - t0} rows tokenized`)

    // The syntax tree: one parse, then a parse in slices.
    const tb = TextBuffer.fromString(text)
    const parse = timeCpu(() => trees.treeFor(tb))
    row('syntax tree: one parse (what the first `syntaxTreeScopeDescriptorForPosition` waits)', parse, 'web-tree-sitter')
    trees.dispose()
    const tb2 = TextBuffer.fromString(text)
    const parts: { wall: number; cpu: number }[] = []
    const parseSliced = timeCpu(() => {
      for (;;) {
        let done = false
        parts.push(
          timeCpu(() => {
            const start = performance.now()
            done = trees.warm(tb2, () => performance.now() - start >= sliceMs)
          }, false),
        )
        if (done) break
      }
    })
    row(`syntax tree: parse in slices of ${sliceMs} ms`, parseSliced, `${count(parts.length)} slices; ${sliceStats(parts)}`)
    trees.dispose()
    const floorAgain = timeCpu(() => tokenizeAll(grammar, lines))
    const floor = floorAgain.cpu < floorFirst.cpu ? floorAgain : floorFirst
    for (const r of rows.slice(floorAt)) r.floor = floor.cpu
    rows.splice(floorAt, 0, {
      what: `${count(size)} rows (${(text.length / 1e6).toFixed(1)} MB): the floor, vscode-textmate tokenizing every row`,
      t: floor,
      floor: floor.cpu,
      notes: `${((floor.cpu * 1000) / size).toFixed(1)} µs of CPU a row (the faster of a run before and one after the rest)`,
    })
  }
  const table = ['| measurement | wall | CPU | CPU / floor | notes |', '| --- | ---: | ---: | ---: | --- |', ...rows.map(r => `| ${r.what} | ${ms(r.t.wall)} | ${ms(r.t.cpu)} | ${ratio(r.t.cpu / (r.floor ?? NaN))}× | ${r.notes} |`)]
  return table.join('\n')
}
