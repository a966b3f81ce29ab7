/**
 * Warming a language's caches in slices under a time budget (an injected
 * clock here: no timed assertions), the answers of a query below the warmed
 * region when a mode may tokenize only a few rows per query (Atom's
 * placeholder for a row its background tokenizer has not reached), and the
 * background warmer that follows an editor's state.
 */
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import { TextEditor } from '../../src/facades/text-editor.js'
import { loadJavaScriptMode } from '../../src/language/javascript.js'
import { registerLanguageMode, type WarmProgress } from '../../src/language/language-mode.js'
import { tokenizerStats } from '../../src/language/line-states.js'
import { SyntaxTrees } from '../../src/language/syntax-tree.js'
import type { TextMateLanguageMode } from '../../src/language/textmate-mode.js'
import { warmLanguageInBackground, type WarmScheduler } from '../../src/language/warm-in-background.js'
import { repeatedProgram } from './samples.js'

let js: TextMateLanguageMode
let jsTree: TextMateLanguageMode
let trees: SyntaxTrees
beforeAll(async () => {
  js = await loadJavaScriptMode({ syntaxTree: false, name: 'javascript-warming' })
  trees = await SyntaxTrees.load({ wasm: new URL('../../src/language/tree-sitter-javascript.wasm', import.meta.url), rootScope: 'source.js' })
  jsTree = await loadJavaScriptMode({ name: 'javascript-warming-tree' })
  registerLanguageMode(js)
})
afterEach(() => {
  js.maxRowsPerQuery = Infinity
  jsTree.maxRowsPerQuery = Infinity
})

/** A clock that advances by one millisecond each time it is read. */
const tickingClock = () => {
  let t = 0
  return () => t++
}
const tokenized = (f: () => void): number => {
  const t0 = tokenizerStats.rowsTokenized
  f()
  return tokenizerStats.rowsTokenized - t0
}
const pos = (row: number, column: number) => ({ row, column })

describe('warm in slices', () => {
  test('a slice stops at its budget and the next resumes where it stopped', () => {
    const buffer = TextBuffer.fromString(repeatedProgram(100))
    const clock = tickingClock()
    let p: WarmProgress | undefined
    // The clock is read once at the start, then before each row: 9 rows fit in 10 ms.
    expect(tokenized(() => (p = js.warm(buffer, { budgetMs: 10, clock })))).toBe(9)
    expect(p).toEqual({ known: 9, total: 100, tree: true, done: false })
    expect(tokenized(() => (p = js.warm(buffer, { budgetMs: 10, clock })))).toBe(9)
    expect(p).toEqual({ known: 18, total: 100, tree: true, done: false })
    expect(js.warmProgress(buffer)).toEqual({ known: 18, total: 100, tree: true, done: false })
    let slices = 2
    while (!js.warm(buffer, { budgetMs: 10, clock }).done) slices++
    expect(slices + 1).toBe(Math.ceil(100 / 9))
    expect(js.warmProgress(buffer)).toEqual({ known: 100, total: 100, tree: true, done: true })
    expect(tokenized(() => js.warm(buffer, { budgetMs: 10, clock }))).toBe(0)
  })

  test('`until` warms the rows up to it and reports done there', () => {
    const buffer = TextBuffer.fromString(repeatedProgram(50))
    expect(js.warm(buffer, { until: 19 })).toEqual({ known: 20, total: 50, tree: true, done: true })
    expect(js.warm(buffer, { until: 500 })).toEqual({ known: 50, total: 50, tree: true, done: true })
  })

  test('after warming in slices, states and tokens equal a one-shot computation', () => {
    const text = repeatedProgram(300)
    const sliced = TextBuffer.fromString(text)
    const oneShot = TextBuffer.fromString(text)
    const clock = tickingClock()
    while (!js.warm(sliced, { budgetMs: 7, clock }).done);
    js.lines.for(oneShot).ensure(299)
    const a = js.lines.for(sliced)
    const b = js.lines.for(oneShot)
    for (let row = 0; row < 300; row++) {
      expect(a.states.get(row).equals(b.states.get(row))).toBe(true)
      expect(a.tokensForRow(row)).toEqual(b.tokensForRow(row))
    }
  })

  test('an edited snapshot of a warmed one starts warm where its rows are unchanged', () => {
    const parent = TextBuffer.fromString(repeatedProgram(2000))
    js.warm(parent)
    // Row 1007 is `const list = …`: its end state does not change.
    const child = parent.setTextInRange({ start: pos(1007, 0), end: pos(1007, 0) }, 'x').buffer
    let p: WarmProgress | undefined
    expect(tokenized(() => (p = js.warm(child, { budgetMs: 10, clock: tickingClock() })))).toBe(1)
    expect(p).toEqual({ known: 2000, total: 2000, tree: true, done: true })
  })
})

describe('a query below the warmed region (maxRowsPerQuery)', () => {
  const rows = 20_000

  test('answers with the root scope alone and tokenizes nothing when the mode may tokenize no row', () => {
    js.maxRowsPerQuery = 0
    const buffer = TextBuffer.fromString(repeatedProgram(rows))
    // Atom's TextMateLanguageMode: a row not tokenized yet is one token with the grammar's root scope.
    expect(tokenized(() => expect(js.scopeDescriptorForPosition(buffer, pos(rows - 3, 6))).toEqual(['source.js']))).toBe(0)
    // Row 19,997 is `  // adds two numbers`, a comment once tokenized.
    expect(js.isRowCommented(buffer, rows - 7)).toBe(false)
    js.warm(buffer, { until: rows - 8 })
    expect(js.isRowCommented(buffer, rows - 7)).toBe(true)
    expect(js.scopeDescriptorForPosition(buffer, pos(rows - 7, 2))).toEqual(['source.js', 'comment.line.double-slash.js', 'punctuation.definition.comment.js'])
  })

  test('tokenizes at most maxRowsPerQuery rows, and answers exactly when the row is that close', () => {
    js.maxRowsPerQuery = 100
    const buffer = TextBuffer.fromString(repeatedProgram(rows))
    js.warm(buffer, { until: rows - 150 })
    // Row 19,857 (a `// adds two numbers`), 7 rows below the warmed region: 6 rows tokenized, exact.
    expect(tokenized(() => expect(js.scopeDescriptorForPosition(buffer, pos(rows - 143, 2))).toEqual(['source.js', 'comment.line.double-slash.js', 'punctuation.definition.comment.js']))).toBe(6)
    // The last row, 142 rows further: the placeholder, after 100 rows tokenized on the way (they stay known).
    expect(tokenized(() => expect(js.scopeDescriptorForPosition(buffer, pos(rows - 1, 0))).toEqual(['source.js']))).toBe(100)
    expect(js.warmProgress(buffer).known).toBe(rows - 43)
  })

  test('indent suggestions below the warmed region use the root scope; a line is tokenized from the initial state', () => {
    js.maxRowsPerQuery = 0
    const text = ['function f() {', '  /* open', '  still comment', 'x', ...Array.from({ length: 10 }, () => 'a()')].join('\n')
    const cold = TextBuffer.fromString(text)
    const warmed = TextBuffer.fromString(text)
    js.warm(warmed)
    // Row 3 of the warmed buffer is inside the block comment: the suggestion copies row 2's level.
    expect(js.suggestedIndentForBufferRow(warmed, 3, 2)).toBe(1)
    expect(js.suggestedIndentForBufferRow(cold, 3, 2)).toBe(1)
    // `}` at row 1, tokenized from the initial state when the state above is not known: it decreases.
    expect(js.suggestedIndentForLineAtBufferRow(cold, 1, '}', 2)).toBe(0)
    expect(tokenized(() => js.suggestedIndentForLineAtBufferRow(cold, 9, 'b()', 2))).toBe(0)
  })

  test('the syntax-tree descriptor is the TextMate one until the tree is parsed, then the tree\'s', () => {
    jsTree.maxRowsPerQuery = 0
    const buffer = TextBuffer.fromString('let a = 1\n// c')
    expect(jsTree.syntaxTreeScopeDescriptorForPosition(buffer, pos(0, 4))).toEqual(['source.js'])
    jsTree.warm(buffer)
    expect(jsTree.warmProgress(buffer)).toEqual({ known: 2, total: 2, tree: true, done: true })
    expect(jsTree.syntaxTreeScopeDescriptorForPosition(buffer, pos(0, 4))).toEqual(['source.js', 'program', 'lexical_declaration', 'variable_declarator', 'identifier'])
  })
})

describe('syntax trees in slices', () => {
  test('a halted parse resumes and ends with the tree a parse from scratch gives', () => {
    const buffer = TextBuffer.fromString(repeatedProgram(3000))
    const before = { ...trees.stats }
    let slices = 0
    let calls = 0
    // Stop at every second progress check.
    while (!trees.warm(buffer, () => ++calls % 2 === 0)) slices++
    expect(slices).toBeGreaterThan(1)
    expect(trees.isReady(buffer)).toBe(true)
    expect(trees.stats.fullParses).toBe(before.fullParses + 1)
    const fresh = trees.parseFresh(buffer)
    expect(trees.treeFor(buffer).rootNode.toString()).toBe(fresh.rootNode.toString())
    fresh.delete()
  })

  test('an edited snapshot of a parsed one is parsed incrementally in slices', () => {
    const parent = TextBuffer.fromString(repeatedProgram(3000))
    trees.treeFor(parent)
    const child = parent.setTextInRange({ start: pos(1500, 0), end: pos(1500, 0) }, 'let x = 1\n').buffer
    expect(trees.has(child)).toBe(false)
    expect(trees.isReady(child)).toBe(true)
    const before = { ...trees.stats }
    let calls = 0
    while (!trees.warm(child, () => ++calls % 2 === 0));
    expect(trees.stats.incrementalParses).toBe(before.incrementalParses + 1)
    expect(trees.stats.fullParses).toBe(before.fullParses)
    const fresh = trees.parseFresh(child)
    expect(trees.treeFor(child).rootNode.toString()).toBe(fresh.rootNode.toString())
    fresh.delete()
  })

  test('the mode reports the tree of an edited snapshot as not parsed until warmed', () => {
    const parent = TextBuffer.fromString('let a = 1\nlet b = 2')
    jsTree.warm(parent)
    const child = parent.setTextInRange({ start: pos(1, 0), end: pos(1, 0) }, 'x').buffer
    // Row 0 is reused from the parent; the edited row is not tokenized yet.
    expect(jsTree.warmProgress(child)).toEqual({ known: 1, total: 2, tree: false, done: false })
    expect(jsTree.warm(child)).toEqual({ known: 2, total: 2, tree: true, done: true })
  })

  test('a blocking query on another snapshot drops the halted parse; one on the same snapshot finishes it', () => {
    const a = TextBuffer.fromString(repeatedProgram(2000))
    const b = TextBuffer.fromString(repeatedProgram(1000))
    expect(trees.warm(a, () => true)).toBe(false)
    expect(trees.scopeDescriptorForPosition(b, pos(1, 4))).toEqual(['source.js', 'program', 'function_declaration', 'statement_block', 'comment'])
    expect(trees.warm(a, () => true)).toBe(false)
    expect(trees.scopeDescriptorForPosition(a, pos(1, 4))).toEqual(['source.js', 'program', 'function_declaration', 'statement_block', 'comment'])
    const fresh = trees.parseFresh(a)
    expect(trees.treeFor(a).rootNode.toString()).toBe(fresh.rootNode.toString())
    fresh.delete()
  })
})

describe('the reducers below the warmed region', () => {
  test('typing a line break with auto-indent and moving by words at the end of a cold 20,000-row file tokenize a bounded number of rows', async () => {
    const bounded = await loadJavaScriptMode({ syntaxTree: false, name: 'javascript-bounded', maxRowsPerQuery: 50 })
    registerLanguageMode(bounded)
    const text = repeatedProgram(20_000)
    const editor = new TextEditor({ text, grammar: 'javascript-bounded' })
    // Row 19,992 is `function add(a, b) {`: the new row below it is indented from the root scope's patterns.
    editor.setCursorBufferPosition([19_992, 20])
    const rows = tokenized(() => {
      editor.insertText('\n', { autoIndent: true })
      editor.moveToEndOfWord()
      editor.getLastCursor().getScopeDescriptor()
    })
    expect(rows).toBeLessThanOrEqual(4 * 50)
    expect(editor.lineTextForBufferRow(19_993)).toBe('  ')
    expect(editor.getCursorBufferPosition().toArray()).toEqual([19_994, 4]) // the end of `//`
  })
})

describe('warmLanguageInBackground', () => {
  /** Timers run by hand. */
  const manualScheduler = () => {
    const timers = new Map<number, () => void>()
    let next = 0
    const scheduler: WarmScheduler = {
      setTimeout: fn => {
        timers.set(++next, fn)
        return next
      },
      clearTimeout: handle => void timers.delete(handle as number),
    }
    const runNext = (): void => {
      const [id, fn] = timers.entries().next().value as [number, () => void]
      timers.delete(id)
      fn()
    }
    return { scheduler, runNext, pending: () => timers.size }
  }

  test('warms the current snapshot slice by slice, and again after an edit', () => {
    const editor = new TextEditor({ text: repeatedProgram(1000), grammar: 'javascript-warming' })
    const timers = manualScheduler()
    const seen: number[] = []
    const warmer = warmLanguageInBackground(editor, { sliceMs: 50, clock: tickingClock(), scheduler: timers.scheduler, onProgress: p => seen.push(p.known) })
    expect(warmer.progress()).toEqual({ known: 0, total: 1000, tree: true, done: false })
    while (timers.pending() > 0) timers.runNext()
    expect(seen.slice(0, 3)).toEqual([49, 98, 147])
    expect(seen[seen.length - 1]).toBe(1000)
    expect(warmer.progress().done).toBe(true)
    editor.setCursorBufferPosition([500, 0])
    editor.insertText('/*')
    expect(timers.pending()).toBe(1)
    while (timers.pending() > 0) timers.runNext()
    expect(warmer.progress()).toEqual({ known: 1000, total: 1000, tree: true, done: true })
    expect(editor.scopeDescriptorForBufferPosition([501, 2]).getScopesArray()).toEqual(['source.js', 'comment.block.js'])
    warmer.dispose()
    editor.insertText('x')
    expect(timers.pending()).toBe(0)
  })
})
