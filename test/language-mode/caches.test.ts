/**
 * The derived-value caches: tokenizer states reused from the parent
 * snapshot up to (and after) the edited rows, syntax trees re-parsed
 * incrementally from a copy of the parent's tree, and the structures they
 * are built on.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import { CHUNK, ChunkedList } from '../../src/language/chunked-list.js'
import { composeSegments, generations, lineBreaks, unchangedSegments } from '../../src/language/derivation.js'
import { loadJavaScriptMode } from '../../src/language/javascript.js'
import { tokenizerStats } from '../../src/language/line-states.js'
import { SyntaxTrees } from '../../src/language/syntax-tree.js'
import type { TextMateLanguageMode } from '../../src/language/textmate-mode.js'
import { repeatedProgram } from './samples.js'

let js: TextMateLanguageMode
let trees: SyntaxTrees
beforeAll(async () => {
  js = await loadJavaScriptMode({ syntaxTree: false })
  trees = await SyntaxTrees.load({ wasm: new URL('../../src/language/tree-sitter-javascript.wasm', import.meta.url), rootScope: 'source.js', cacheSize: 2 })
})

const pos = (row: number, column: number) => ({ row, column })
/** Rows whose end states were tokenized, and reused, while running `f`. */
const counting = (f: () => void): { tokenized: number; reused: number } => {
  const t0 = tokenizerStats.rowsTokenized
  const r0 = tokenizerStats.rowsReused
  f()
  return { tokenized: tokenizerStats.rowsTokenized - t0, reused: tokenizerStats.rowsReused - r0 }
}

describe('ChunkedList', () => {
  test('push, get, and slices shared with other lists stay intact', () => {
    const a = new ChunkedList<number>()
    for (let i = 0; i < 3 * CHUNK + 10; i++) a.push(i)
    const b = a.prefix(2 * CHUNK + 5)
    b.push(-1)
    for (let i = 0; i < 20; i++) a.push(1_000_000 + i) // must not write into chunks b shares
    expect(b.length).toBe(2 * CHUNK + 6)
    expect(b.get(2 * CHUNK + 4)).toBe(2 * CHUNK + 4)
    expect(b.get(2 * CHUNK + 5)).toBe(-1)
    const c = new ChunkedList<number>()
    c.push(7)
    c.appendSlice(a, 100, 3 * CHUNK + 30)
    expect(c.length).toBe(1 + 3 * CHUNK + 30 - 100)
    for (let i = 100; i < 3 * CHUNK + 10; i++) expect(c.get(1 + i - 100)).toBe(i)
    expect(c.get(c.length - 1)).toBe(1_000_019)
  })

  test('many small appends get compacted, values unchanged', () => {
    const src = new ChunkedList<number>()
    for (let i = 0; i < 10 * CHUNK; i++) src.push(i)
    const dst = new ChunkedList<number>()
    let expected = 0
    while (dst.length < 9 * CHUNK) {
      dst.appendSlice(src, dst.length, dst.length + 300)
      dst.push(-1)
      src.push(0) // keep src long enough
      expected++
    }
    let minus = 0
    for (let i = 0; i < dst.length; i++) if (dst.get(i) === -1) minus++
    expect(minus).toBe(expected)
  })
})

describe('derivation', () => {
  // Atom: a text's breaks are its `\n`s (a `\r\n` ends with one; a lone `\r` is a character).
  test('lineBreaks counts \\n and \\r\\n once each, a lone \\r not at all', () => {
    expect(lineBreaks('a\nb\r\nc\rd')).toBe(2)
    expect(lineBreaks('')).toBe(0)
  })

  test('unchanged segments of one edit', () => {
    const parent = TextBuffer.fromString('0\n1\n2\n3\n4\n5')
    const child = parent.setTextInRange({ start: pos(2, 0), end: pos(3, 1) }, 'x\ny\nz').buffer
    expect(child.getText()).toBe('0\n1\nx\ny\nz\n4\n5')
    expect(unchangedSegments(parent, child, child.origin!.changes)).toEqual([
      { from: 0, to: 2, shift: 0 },
      { from: 5, to: 7, shift: 1 },
    ])
  })

  test('a \\r meeting an inserted \\n changes only the edited row', () => {
    const parent = TextBuffer.fromString('0\na\rb\n2')
    const child = parent.setTextInRange({ start: pos(1, 2), end: pos(1, 2) }, '\nx', { normalizeLineEndings: false }).buffer
    expect(child.getText()).toBe('0\na\r\nxb\n2')
    expect(child.lineForRow(1)).toBe('a')
    expect(unchangedSegments(parent, child, child.origin!.changes)).toEqual([
      { from: 0, to: 1, shift: 0 },
      { from: 3, to: 4, shift: 1 },
    ])
  })

  test('composition across generations', () => {
    const inner = [{ from: 0, to: 10, shift: 0 }, { from: 12, to: 20, shift: 2 }]
    const outer = [{ from: 0, to: 5, shift: 0 }, { from: 6, to: 18, shift: -1 }]
    expect(composeSegments(inner, outer)).toEqual([
      { from: 0, to: 5, shift: 0 },
      { from: 6, to: 10, shift: -1 },
      { from: 12, to: 20, shift: 1 },
    ])
  })

  test('generations follow live parents of a tracked lineage', () => {
    const a = TextBuffer.fromString('x\ny')
    TextBuffer.trackLineage(a)
    const b = a.setTextInRange({ start: pos(0, 0), end: pos(0, 0) }, '1').buffer
    const c = b.applyReplacements([{ start: pos(0, 0), end: pos(0, 0), text: '2' }, { start: pos(1, 1), end: pos(1, 1), text: '\n' }])
    const g = generations(c, 8)
    expect(g.map(x => x.parent)).toEqual([b, a])
    expect(g[0]!.changes).toHaveLength(2)
  })

  test('an untracked buffer links its children to nothing; asking about it tracks it', () => {
    const a = TextBuffer.fromString('x\ny')
    const b = a.setTextInRange({ start: pos(0, 0), end: pos(0, 0) }, '1').buffer
    expect(b.origin!.parent.deref()).toBeUndefined()
    expect(b.origin!.changes).toEqual([{ start: pos(0, 0), end: pos(0, 0), text: '1' }])
    expect(generations(b, 8)).toEqual([])
    // `generations` tracked b: its children link back to it, and theirs to them.
    const c = b.setTextInRange({ start: pos(1, 0), end: pos(1, 0) }, '2').buffer
    const d = c.setTextInRange({ start: pos(1, 0), end: pos(1, 0) }, '3').buffer
    expect(generations(d, 8).map(x => x.parent)).toEqual([c, b])
  })
})

describe('tokenizer states: reuse after an edit', () => {
  const parent = TextBuffer.fromString(repeatedProgram(4000))
  const last = parent.getLastRow()

  test('a one-character edit re-tokenizes a row or two and reuses the rest', () => {
    js.scopeDescriptorForPosition(parent, pos(last, 0)) // tokenize everything once
    const child = parent.setTextInRange({ start: pos(2002, 8), end: pos(2002, 8) }, 'x').buffer
    const cost = counting(() => js.scopeDescriptorForPosition(child, pos(last, 0)))
    expect(cost.tokenized).toBeLessThanOrEqual(2)
    expect(cost.reused).toBeGreaterThanOrEqual(last - 2)
    expect(js.scopeDescriptorForPosition(child, pos(2002, 8))).toEqual(js.scopeDescriptorForPosition(TextBuffer.fromString(child.getText()), pos(2002, 8)))
  })

  test('opening a block comment re-tokenizes up to where the states agree again', () => {
    js.scopeDescriptorForPosition(parent, pos(last, 0))
    // Row 2000 is `function add(a, b) {`; the next `*/` closes a comment that starts at row 2005.
    const child = parent.setTextInRange({ start: pos(2000, 0), end: pos(2000, 0) }, '/*').buffer
    const cost = counting(() => js.scopeDescriptorForPosition(child, pos(last, 0)))
    expect(cost.tokenized).toBeGreaterThanOrEqual(6)
    expect(cost.tokenized).toBeLessThanOrEqual(8)
    expect(js.isRowCommented(child, 2003)).toBe(true)
    expect(js.isRowCommented(child, 2008)).toBe(false)
  })

  test('only the rows asked about are tokenized; a later edit reuses what the parent had', () => {
    const fresh = TextBuffer.fromString(repeatedProgram(1000))
    const cost = counting(() => js.scopeDescriptorForPosition(fresh, pos(10, 0)))
    expect(cost.tokenized).toBe(10) // the states of rows 0–9 (row 10's tokens come from the state above it)
    const child = fresh.setTextInRange({ start: pos(500, 0), end: pos(500, 0) }, ' ').buffer
    const cost2 = counting(() => js.scopeDescriptorForPosition(child, pos(20, 0)))
    expect(cost2.tokenized).toBe(10) // rows 10–19: the parent stopped at 9
  })

  test('snapshots never asked about are skipped: states come from the nearest cached ancestor', () => {
    js.scopeDescriptorForPosition(parent, pos(last, 0))
    let b = parent
    for (let i = 0; i < 5; i++) b = b.setTextInRange({ start: pos(100 + i * 50, 0), end: pos(100 + i * 50, 0) }, 'x').buffer
    const cost = counting(() => js.isRowCommented(b, last))
    expect(cost.tokenized).toBeLessThanOrEqual(11)
    expect(cost.reused).toBeGreaterThanOrEqual(last - 10)
  })
})

describe('syntax trees', () => {
  const text = repeatedProgram(400)

  test('a child snapshot re-parses incrementally from a copy of its parent tree', () => {
    const parent = TextBuffer.fromString(text)
    trees.treeFor(parent)
    const child = parent.applyReplacements([
      { start: pos(10, 2), end: pos(10, 5), text: 'let x = `tpl` //' },
      { start: pos(200, 0), end: pos(203, 0), text: 'function g() {\n' },
    ])
    const before = { ...trees.stats }
    const t = trees.treeFor(child)
    expect(trees.stats.incrementalParses).toBe(before.incrementalParses + 1)
    const fresh = trees.parseFresh(child)
    expect(t.rootNode.toString()).toBe(fresh.rootNode.toString())
    fresh.delete()
    expect(trees.treeFor(parent).rootNode.toString()).toBe(trees.parseFresh(parent).rootNode.toString()) // the parent's tree was not edited
  })

  test('the LRU keeps `cacheSize` trees and deletes evicted ones', () => {
    const buffers = [0, 1, 2].map(i => TextBuffer.fromString(`${text}\n// ${i}`))
    const evicted = trees.stats.evictions
    for (const b of buffers) trees.treeFor(b)
    expect(buffers.map(b => trees.has(b))).toEqual([false, true, true])
    expect(trees.stats.evictions).toBeGreaterThanOrEqual(evicted + 1)
    trees.dispose()
    expect(buffers.some(b => trees.has(b))).toBe(false)
  })
})
