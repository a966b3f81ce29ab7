import { describe, expect, it } from 'vitest'
import * as T from '../../src/buffer/line-tree.js'
import type { LineNode } from '../../src/buffer/line-tree.js'
import { checkTree as check } from './naive.js'
import { splitLines } from '../../src/buffer/lines.js'

const linesOf = (n: number, prefix = 'l'): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i}\n`)

const allLines = (root: LineNode): string[] => T.linesIn(root, 0, root.lineCount)

// Depth of a tree over n lines when every node is at least half full.
const maxDepth = (n: number): number =>
  Math.max(0, Math.ceil(Math.log(n / T.LEAF_MIN) / Math.log(T.BRANCH_MIN))) + 1

describe('line tree', () => {
  it('builds balanced trees of every small size', () => {
    for (let n = 1; n <= 600; n += 7) {
      const lines = linesOf(n)
      const root = T.build(lines)
      check(root)
      expect(allLines(root)).toEqual(lines)
    }
  })

  it('builds a million lines three branch levels deep', () => {
    const root = T.build(linesOf(1_000_000))
    expect(check(root)).toBe(4)
    expect(T.lineAt(root, 654_321)).toBe('l654321\n')
  })

  it('stays shallow when lines are inserted one by one at the same place', () => {
    for (const at of ['start', 'middle', 'end'] as const) {
      let root = T.build(linesOf(10))
      for (let i = 0; i < 5000; i++) {
        const row = at === 'start' ? 0 : at === 'end' ? root.lineCount - 1 : root.lineCount >> 1
        root = T.splice(root, [{ from: row, to: row + 1, lines: ['new\n', T.lineAt(root, row)] }])
      }
      expect(root.lineCount).toBe(5010)
      expect(check(root)).toBeLessThanOrEqual(maxDepth(5010))
    }
  })

  it('stays balanced when lines are deleted one by one at the same place', () => {
    let root = T.build(linesOf(5000))
    for (let i = 0; i < 4990; i++) {
      const row = (root.lineCount * 3) >> 2
      root = T.splice(root, [{ from: row, to: row + 1, lines: [] }])
      if (i % 500 === 0) check(root)
    }
    expect(root.lineCount).toBe(10)
    check(root)
  })

  it('applies a bulk insertion and a bulk deletion in one splice each', () => {
    const base = T.build(linesOf(100))
    const big = T.splice(base, [{ from: 50, to: 51, lines: linesOf(100_000, 'n') }])
    expect(big.lineCount).toBe(100_099)
    expect(check(big)).toBeLessThanOrEqual(maxDepth(100_099))
    expect(T.lineAt(big, 49)).toBe('l49\n')
    expect(T.lineAt(big, 50)).toBe('n0\n')
    expect(T.lineAt(big, 100_050)).toBe('l51\n')
    const small = T.splice(big, [{ from: 10, to: 100_080, lines: ['x\n'] }])
    check(small)
    expect(allLines(small)).toEqual([...linesOf(10), 'x\n', ...linesOf(100).slice(81)])
  })

  it('applies many splices at once, spanning leaves, and shares untouched leaves', () => {
    const lines = linesOf(1000)
    const root = T.build(lines)
    const splices = [
      { from: 0, to: 1, lines: ['a\n', 'b\n'] },
      { from: 5, to: 70, lines: [] },
      { from: 70, to: 71, lines: ['c\n'] },
      { from: 500, to: 501, lines: linesOf(40, 'd') },
      { from: 999, to: 1000, lines: ['end'] },
    ]
    const next = T.splice(root, splices)
    check(next)
    const expected = ['a\n', 'b\n', ...lines.slice(1, 5), 'c\n', ...lines.slice(71, 500), ...linesOf(40, 'd'), ...lines.slice(501, 999), 'end']
    expect(allLines(next)).toEqual(expected)
    expect(allLines(root)).toEqual(lines)
    // A leaf far from every splice is the very same object in both versions.
    expect(T.leafAt(next, 700 + 1 - 65 + 39).leaf).toBe(T.leafAt(root, 700).leaf)
  })

  it('drops whole subtrees under long splices and agrees with an array model', () => {
    let seed = 7
    const rand = (n: number): number => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n)
    for (let round = 0; round < 40; round++) {
      const lines = linesOf(2000 + rand(20_000))
      let root = T.build(lines)
      // Sorted, disjoint splices, some covering thousands of rows (whole leaves and branches).
      const splices: T.Splice[] = []
      let row = rand(50)
      while (row < lines.length) {
        const to = Math.min(lines.length, row + (rand(3) === 0 ? rand(8000) : rand(40)))
        splices.push({ from: row, to, lines: linesOf(rand(3) === 0 ? rand(100) : 0, `s${splices.length}-`) })
        row = to + 1 + rand(3000)
      }
      const expected = lines.slice()
      for (const sp of [...splices].reverse()) expected.splice(sp.from, sp.to - sp.from, ...(sp.lines as string[]))
      if (expected.length === 0) continue
      root = T.splice(root, splices)
      check(root)
      expect(allLines(root)).toEqual(expected)
      // Lookups after the edit, in both directions (the path memo of lineAt).
      for (let r = 0; r < expected.length; r += 97) expect(T.lineAt(root, r)).toBe(expected[r])
      for (let r = expected.length - 1; r >= 0; r -= 89) expect(T.lineAt(root, r)).toBe(expected[r])
    }
  })

  it('replaces rows one for one, keeping the shape and sharing untouched leaves', () => {
    const lines = linesOf(5000)
    const root = T.build(lines)
    const rows = [0, 1, 31, 32, 999, 4998, 4999]
    const next = T.replaceRows(root, rows, rows.map(r => `r${r}!\n`))
    check(next)
    const expected = lines.slice()
    for (const r of rows) expected[r] = `r${r}!\n`
    expect(allLines(next)).toEqual(expected)
    expect(next.length).toBe(expected.join('').length)
    expect(allLines(root)).toEqual(lines)
    expect(T.leafAt(next, 2000).leaf).toBe(T.leafAt(root, 2000).leaf)
    expect(T.replaceRows(root, [], [])).toBe(root)
  })

  it('builds the same tree from a whole text, its leaves cut on first read', () => {
    const texts = [
      linesOf(5000).join(''),
      linesOf(4999).join('') + 'last without ending',
      'x'.repeat(5000),
      '\n'.repeat(3000),
      linesOf(700, 'a rather long line number ').join('') + '\n',
    ]
    for (const text of texts) {
      const lazy = T.buildFromText(text, splitLines)
      const eager = T.build(splitLines(text))
      expect(lazy.lineCount).toBe(eager.lineCount)
      expect(lazy.length).toBe(text.length)
      expect(T.lineAt(lazy, lazy.lineCount - 1)).toBe(T.lineAt(eager, eager.lineCount - 1))
      expect(allLines(lazy)).toEqual(allLines(eager))
      check(lazy)
      // An edit in the middle of an unread document.
      const mid = lazy.lineCount >> 1
      const edited = T.splice(T.buildFromText(text, splitLines), [{ from: mid, to: mid + 1, lines: ['edited\n'] }])
      const expected = allLines(eager)
      expected[mid] = 'edited\n'
      expect(allLines(edited)).toEqual(expected)
    }
  })

  it('finds rows by offset and offsets by row', () => {
    const root = T.build(['ab\n', 'c\r\n', '\r', 'def'])
    expect([0, 1, 2, 3, 4].map(r => T.offsetOfRow(root, r))).toEqual([0, 3, 6, 7, 10])
    expect([0, 2, 3, 5, 6, 7, 9].map(i => T.rowAtOffset(root, i).row)).toEqual([0, 0, 1, 1, 2, 3, 3])
  })
})
