/**
 * Benchmarks of the persistent text buffer: loading, single edits, batch
 * edits, scans and the heap cost of keeping versions. `runBufferBench`
 * returns a markdown table; `bench/run.ts` calls it.
 */

import { TextBuffer } from '../src/buffer/text-buffer.js'
import type { Replacement } from '../src/buffer/text-buffer.js'
import type { Pos } from '../src/values/pos.js'
import { prng } from './workloads.js'

/** Options of `runBufferBench`. */
export interface BufferBenchOptions {
  /** Fewer repetitions and smaller loops, for a smoke run. */
  readonly quick?: boolean
}

const WORD = /^[\t ]*$|[^\s\/\\\(\)"':,\.;<>~!@#\$%\^&\*\|\+=\[\]\{\}`\?\-…]+|[\/\\\(\)"':,\.;<>~!@#\$%\^&\*\|\+=\[\]\{\}`\?\-…]+/g

// The workloads' seeded generator (mulberry32), as a float in [0, 1), so runs are comparable.
const rng = (seed: number): (() => number) => {
  const next = prng(seed)
  return () => next() / 4294967296
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2
}

const time = (f: () => void): number => {
  const t0 = performance.now()
  f()
  return performance.now() - t0
}

const ms = (x: number): string => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2)) + ' ms'
const us = (x: number): string => (x * 1000).toFixed(2) + ' µs'

// Rows of about 40 characters that look like code.
const docOf = (rows: number): string => {
  const words = ['const', 'value', 'return', 'if', '(x)', '{', '}', 'item.next', '=', 'count + 1;']
  const r = rng(7)
  const out: string[] = []
  for (let i = 0; i < rows; i++) {
    let line = '  '
    while (line.length < 36) line += (words[Math.floor(r() * words.length)] as string) + ' '
    out.push(line)
  }
  return out.join('\n') + '\n'
}

const randomPos = (b: TextBuffer, r: () => number): Pos => {
  const row = Math.floor(r() * b.getLineCount())
  return { row, column: Math.floor(r() * (b.lineLengthForRow(row) + 1)) }
}

const gc = (): boolean => {
  const g = (globalThis as { gc?: () => void }).gc
  if (g === undefined) return false
  g()
  g()
  return true
}

/** Runs the buffer benchmarks and returns a markdown table of the results. */
export async function runBufferBench(options?: BufferBenchOptions): Promise<string> {
  const quick = options?.quick === true
  const reps = quick ? 1 : 5
  const rows: [string, string][] = []

  // Loading.
  const bigText = docOf(1_000_000)
  const loads: number[] = []
  let big = TextBuffer.empty
  for (let i = 0; i < reps; i++) loads.push(time(() => (big = TextBuffer.fromString(bigText))))
  rows.push([`load 1,000,000 rows (${(bigText.length / 1e6).toFixed(1)} MB)`, ms(median(loads))])

  const longLine = 'abcdefghij'.repeat(1_000_000)
  const longLoads: number[] = []
  let long = TextBuffer.empty
  for (let i = 0; i < reps; i++) longLoads.push(time(() => (long = TextBuffer.fromString(longLine))))
  rows.push(['load one 10 MB row', ms(median(longLoads))])

  // One-character edits at random positions, timed in batches (timer resolution).
  const r = rng(42)
  const batch = 100
  const perEdit: number[] = []
  for (let k = 0; k < (quick ? 5 : 40); k++) {
    const at = Array.from({ length: batch }, () => randomPos(big, r))
    let b = big
    const t = time(() => {
      for (const p of at) b = b.setTextInRange({ start: p, end: p }, 'x').buffer
    })
    perEdit.push(t / batch)
  }
  rows.push(['one-char `setTextInRange`, 1M-row doc (median per edit)', us(median(perEdit))])

  const perLongEdit: number[] = []
  for (let k = 0; k < (quick ? 3 : 20); k++) {
    const column = Math.floor(r() * longLine.length)
    perLongEdit.push(time(() => long.setTextInRange({ start: { row: 0, column }, end: { row: 0, column } }, 'x')))
  }
  rows.push(['one-char edit in the 10 MB row (median)', us(median(perLongEdit))])

  // Multi-cursor typing: one insertion per row in one call.
  const tenK = TextBuffer.fromString(docOf(10_000))
  const typing: Replacement[] = Array.from({ length: 10_000 }, (_, row) => {
    const p = { row, column: Math.min(4, tenK.lineLengthForRow(row)) }
    return { start: p, end: p, text: 'x' }
  })
  const batchTimes: number[] = []
  for (let i = 0; i < (quick ? 3 : 15); i++) batchTimes.push(time(() => tenK.applyReplacements(typing)))
  rows.push(['`applyReplacements`: 10,000 one-char inserts, 10,000-row doc', ms(median(batchTimes))])

  // Scans from 10,000 cursors, each stopping at its first match.
  const cursors = Array.from({ length: 10_000 }, () => randomPos(big, r))
  const end = big.getEndPosition()
  const fwdScan: number[] = []
  const bwdScan: number[] = []
  for (let i = 0; i < reps; i++) {
    fwdScan.push(time(() => {
      for (const c of cursors) big.scanInRange(WORD, { start: c, end }, () => true)
    }))
    bwdScan.push(time(() => {
      for (const c of cursors) big.backwardsScanInRange(WORD, { start: { row: Math.max(0, c.row - 1), column: 0 }, end: c }, () => true)
    }))
  }
  rows.push(['10,000 forward word scans to EOF, first match, 1M-row doc', ms(median(fwdScan))])
  rows.push(['10,000 backward word scans (previous row to cursor), last match', ms(median(bwdScan))])

  // Heap per retained version.
  const base = TextBuffer.fromString(docOf(100_000))
  const versions = quick ? 1_000 : 10_000
  if (gc()) {
    const kept: TextBuffer[] = []
    const before = process.memoryUsage().heapUsed
    let b = base
    for (let i = 0; i < versions; i++) {
      const p = randomPos(b, r)
      b = b.setTextInRange({ start: p, end: p }, 'y').buffer
      kept.push(b)
    }
    gc()
    const after = process.memoryUsage().heapUsed
    rows.push([`heap per retained version (${versions.toLocaleString('en')} versions, 100,000-row doc)`, `${((after - before) / versions / 1024).toFixed(2)} KB`])
    if (kept.length !== versions) throw new Error('unreachable')
  } else rows.push(['heap per retained version', 'skipped (run node with --expose-gc)'])

  return ['| buffer workload | result |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n')
}
