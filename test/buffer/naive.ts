/**
 * Plain-string models for the buffer tests: a text is split into rows with a
 * regex, positions become offsets by summing, and scans run a regex over
 * strings built in a different way from the scanner's windows.
 */

import * as T from '../../src/buffer/line-tree.js'
import type { LineNode } from '../../src/buffer/line-tree.js'
import type { Pos, Span } from '../../src/values/pos.js'

/** One row of the model: its content and its ending. */
export interface Row {
  readonly content: string
  readonly ending: string
}

/** Rows of `text` split on `\r\n` and `\n` (a lone `\r` is a character of its row, as in Atom). */
export const rowsOf = (text: string): Row[] => {
  const rows: Row[] = []
  const re = /\r?\n/g
  let from = 0
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    rows.push({ content: text.slice(from, m.index), ending: m[0] })
    from = m.index + m[0].length
  }
  rows.push({ content: text.slice(from), ending: '' })
  return rows
}

/** Offset of a valid position in `text`. */
export const offsetOf = (text: string, p: Pos): number => {
  const rows = rowsOf(text)
  let off = 0
  for (let r = 0; r < p.row; r++) off += rows[r]!.content.length + rows[r]!.ending.length
  return off + p.column
}

/** Every valid position of `text`, in order. */
export const positionsOf = (text: string): Pos[] => {
  const out: Pos[] = []
  rowsOf(text).forEach((r, row) => {
    for (let column = 0; column <= r.content.length; column++) out.push({ row, column })
  })
  return out
}

/** `text` with `[start, end]` (valid positions) replaced by `insert`. */
export const replaceModel = (text: string, start: Pos, end: Pos, insert: string): string =>
  text.slice(0, offsetOf(text, start)) + insert + text.slice(offsetOf(text, end))

/** A match as plain data, for comparing scans. */
export interface Found {
  readonly range: Span
  readonly text: string
}

// Runs a global regex over `s` the way String.prototype.matchAll does.
const execAll = (re: RegExp, s: string): RegExpExecArray[] => [...s.matchAll(re)]

/**
 * Word-regex reference, one row at a time: the row's part inside the range
 * gets a `\v` (whitespace the word regex never matches) on each side where
 * the range cuts it mid-line, so `^`/`$` cannot match there.
 */
export const naiveRowScan = (text: string, source: RegExp, range: Span): Found[] => {
  const re = new RegExp(source.source, source.flags.replace(/[gm]/g, '') + 'gm')
  const rows = rowsOf(text)
  const out: Found[] = []
  for (let row = range.start.row; row <= range.end.row; row++) {
    const line = rows[row]!.content
    const a = row === range.start.row ? range.start.column : 0
    const b = row === range.end.row ? range.end.column : line.length
    const pre = a > 0 ? '\v' : ''
    const post = b < line.length ? '\v' : ''
    const seg = pre + line.slice(a, b) + post
    // After each match the search goes on as a new search of the rest of the row (Atom's subjects):
    // there `^` is no line start, even after a lone `\r`, so the rest gets a `\v` before it.
    let from = 0
    while (from <= seg.length - post.length) {
      const rest = from === 0 ? seg : '\v' + seg.slice(from)
      const shift = from === 0 ? 0 : from - 1
      re.lastIndex = from === 0 ? 0 : 1
      const m = re.exec(rest)
      if (m === null) break
      const at = m.index + shift
      const s = at - pre.length + a
      out.push({ range: { start: { row, column: s }, end: { row, column: s + m[0].length } }, text: m[0] })
      from = m[0].length > 0 ? at + m[0].length : at + 1
    }
  }
  return skipAtEnd(out, range)
}

/**
 * Reference for patterns without `^`/`$`: the range's text with every line
 * ending written as `\n`, searched in one piece.
 */
export const naiveJoinedScan = (text: string, source: RegExp, range: Span): Found[] => {
  const re = new RegExp(source.source, source.flags.replace(/g/g, '') + 'g')
  const rows = rowsOf(text)
  const parts: string[] = []
  for (let row = range.start.row; row <= range.end.row; row++) {
    const line = rows[row]!.content
    const a = row === range.start.row ? range.start.column : 0
    const b = row === range.end.row ? range.end.column : line.length
    parts.push(line.slice(a, b))
  }
  const joined = parts.join('\n')
  const posAt = (off: number): Pos => {
    let row = range.start.row
    let base = range.start.column
    for (const p of parts.slice(0, -1)) {
      if (off <= p.length) break
      off -= p.length + 1
      row++
      base = 0
    }
    return { row, column: base + off }
  }
  const out = execAll(re, joined).map(m => ({
    range: { start: posAt(m.index), end: posAt(m.index + m[0].length) },
    text: m[0],
  }))
  return skipAtEnd(out, range)
}

// Atom drops a match starting exactly at a range end that is not a row start.
const skipAtEnd = (found: Found[], range: Span): Found[] =>
  found.filter(
    f =>
      range.end.column === 0 ||
      f.range.start.row !== range.end.row ||
      f.range.start.column !== range.end.column,
  )

const fail = (why: string): never => {
  throw new Error(`tree invariant: ${why}`)
}

/**
 * Checks the line tree's invariants (fill bounds, equal leaf depth, cached
 * totals) with plain throws, as a big tree has many nodes; returns the depth.
 */
export const checkTree = (node: LineNode, isRoot = true): number => {
  if (node.isLeaf) {
    if (node.lineCount !== node.lines.length) fail('leaf line count')
    if (node.length !== node.lines.reduce((n, l) => n + l.length, 0)) fail('leaf length')
    if (node.lineCount > T.LEAF_MAX || node.lineCount === 0) fail('leaf size')
    if (!isRoot && node.lineCount < T.LEAF_MIN) fail('underfull leaf')
    return 0
  }
  const cs = node.children
  if (cs.length > T.BRANCH_MAX || cs.length < (isRoot ? 2 : T.BRANCH_MIN)) fail('branch size')
  if (node.lineCount !== cs.reduce((n, c) => n + c.lineCount, 0)) fail('branch line count')
  if (node.length !== cs.reduce((n, c) => n + c.length, 0)) fail('branch length')
  const depths = cs.map(c => checkTree(c, false))
  if (new Set(depths).size !== 1) fail('uneven depth')
  if (node.height !== depths[0]! + 1) fail('height')
  return depths[0]! + 1
}

