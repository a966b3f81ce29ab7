/**
 * Atom's scan methods on `TextEditor` (`scan`, `scanInBufferRange`,
 * `backwardsScanInBufferRange`) and on the buffer view (`scan`,
 * `backwardsScan`, `scanInRange`, `backwardsScanInRange`,
 * `findAllSync`, `findAllInRangeSync`, `findSync`, `findInRangeSync`).
 *
 * As in Atom's text-buffer, every match of the clipped range is found
 * first; then the iterator runs once per match (last first for the
 * backwards forms). A match starting at the range's end is skipped when
 * that end is not a row start; a regex without `g` stops after the first
 * callback. `replace(text)` edits the buffer at once, each call its own
 * undo step unless a transaction is open; in a forward scan the later
 * matches on the same row shift by the length the replacement added, those
 * on other rows do not (Atom's).
 */
import { Range, toRange, type RangeCompatible } from '../values/range.js'
import type { Span } from '../values/pos.js'
import type { BufferView } from './buffer.js'
import type { TextEditor } from './text-editor.js'
import { ScanResult, type ScanOptions } from './search-result.js'

/** The iterator of the scan methods. */
export type ScanIterator = (result: ScanResult) => void

/** The scan methods of the editor. */
export interface EditorSearchMethods {
  /** Scan the whole buffer, first match to last. */
  scan(regex: RegExp, options: ScanOptions, iterator: ScanIterator): void
  scan(regex: RegExp, iterator: ScanIterator): void
  /** Scan the (clipped) range, first match to last. */
  scanInBufferRange(regex: RegExp, range: RangeCompatible, iterator: ScanIterator): void
  /** Scan the (clipped) range, last match to first. */
  backwardsScanInBufferRange(regex: RegExp, range: RangeCompatible, iterator: ScanIterator): void
}

/** The scan and find methods of the buffer view. */
export interface BufferSearchMethods {
  scan(regex: RegExp, iterator: ScanIterator): void
  scan(regex: RegExp, options: ScanOptions, iterator: ScanIterator): void
  backwardsScan(regex: RegExp, iterator: ScanIterator): void
  backwardsScan(regex: RegExp, options: ScanOptions, iterator: ScanIterator): void
  scanInRange(regex: RegExp, range: RangeCompatible, iterator: ScanIterator): void
  scanInRange(regex: RegExp, range: RangeCompatible, options: ScanOptions, iterator: ScanIterator): void
  backwardsScanInRange(regex: RegExp, range: RangeCompatible, iterator: ScanIterator): void
  backwardsScanInRange(regex: RegExp, range: RangeCompatible, options: ScanOptions, iterator: ScanIterator): void
  /** The ranges of every match in the buffer. */
  findAllSync(regex: RegExp): Range[]
  /** The ranges of every match in the (clipped) range. */
  findAllInRangeSync(regex: RegExp, range: RangeCompatible): Range[]
  /** The first match's range, or null. */
  findSync(regex: RegExp): Range | null
  /** The first match's range in the (clipped) range, or null. */
  findInRangeSync(regex: RegExp, range: RangeCompatible): Range | null
}

// ─── the scan ───────────────────────────────────────────────────────────────

/** The match ranges of the clipped range, in iteration order. */
const matchRanges = (view: BufferView, regex: RegExp, range: Span, reverse: boolean): Span[] => {
  const buffer = view.textBuffer()
  const out: Span[] = []
  const push = (m: { range: Span }): void => void out.push(m.range)
  if (reverse) buffer.backwardsScanInRange(regex, range, push)
  else buffer.scanInRange(regex, range, push)
  return out
}

/** Atom's `scanInRange(regex, range, options, callback, reverse)`. */
export const scanView = (view: BufferView, regex: RegExp, range: RangeCompatible, options: ScanOptions, callback: ScanIterator, reverse: boolean): void => {
  if (!(regex instanceof RegExp)) throw new TypeError('scan takes a RegExp')
  if (typeof callback !== 'function') throw new TypeError('scan takes an iterator function')
  const clipped = view.clipRange(range)
  let previousRow = -1
  let delta = 0
  for (const found of matchRanges(view, regex, clipped, reverse)) {
    if (found.start.row !== previousRow) delta = 0
    previousRow = found.start.row
    const r = new Range([found.start.row, found.start.column + delta], [found.end.row, found.end.column + delta])
    const result = new ScanResult(view, r, regex, options)
    callback(result)
    if (result.stopped || !regex.global) break
    if (!reverse && result.replacementText !== null) delta += r.start.column + result.replacementText.length - r.end.column
  }
}

// Atom's native search finds every match, `g` or not.
const globalCopy = (regex: RegExp): RegExp => (regex.global ? regex : new RegExp(regex.source, `${regex.flags}g`))

const findAllIn = (view: BufferView, regex: RegExp, range: RangeCompatible): Range[] =>
  matchRanges(view, globalCopy(regex), view.clipRange(range), false).map(toRange)

const findOneIn = (view: BufferView, regex: RegExp, range: RangeCompatible): Range | null => {
  let first: Range | null = null
  view.textBuffer().scanInRange(regex, view.clipRange(range), m => {
    first = toRange(m.range)
    return true
  })
  return first
}

// Atom's signatures put an optional options object before the iterator.
type Tail = [ScanIterator] | [ScanOptions, ScanIterator]
const split = (rest: Tail): [ScanOptions, ScanIterator] =>
  rest.length === 1 || typeof rest[0] === 'function' ? [{}, rest[0] as ScanIterator] : [rest[0] ?? {}, rest[1] as ScanIterator]

// ─── installation ───────────────────────────────────────────────────────────

const install = (proto: object, methods: Record<string, unknown>): void => {
  for (const [name, value] of Object.entries(methods))
    Object.defineProperty(proto, name, { value, writable: true, configurable: true })
}

/** Install the editor's scan methods on its prototype. */
export const installEditorSearchMethods = (proto: TextEditor): void =>
  install(proto, {
    scan(this: TextEditor, regex: RegExp, ...rest: Tail): void {
      const [options, iterator] = split(rest)
      const view = this.getBuffer()
      scanView(view, regex, view.getRange(), options, iterator, false)
    },
    scanInBufferRange(this: TextEditor, regex: RegExp, range: RangeCompatible, iterator: ScanIterator): void {
      scanView(this.getBuffer(), regex, range, {}, iterator, false)
    },
    backwardsScanInBufferRange(this: TextEditor, regex: RegExp, range: RangeCompatible, iterator: ScanIterator): void {
      scanView(this.getBuffer(), regex, range, {}, iterator, true)
    },
  })

/** Install the buffer view's scan and find methods on its prototype. */
export const installBufferSearchMethods = (proto: BufferView): void =>
  install(proto, {
    scan(this: BufferView, regex: RegExp, ...rest: Tail): void {
      const [options, iterator] = split(rest)
      scanView(this, regex, this.getRange(), options, iterator, false)
    },
    backwardsScan(this: BufferView, regex: RegExp, ...rest: Tail): void {
      const [options, iterator] = split(rest)
      scanView(this, regex, this.getRange(), options, iterator, true)
    },
    scanInRange(this: BufferView, regex: RegExp, range: RangeCompatible, ...rest: Tail): void {
      const [options, iterator] = split(rest)
      scanView(this, regex, range, options, iterator, false)
    },
    backwardsScanInRange(this: BufferView, regex: RegExp, range: RangeCompatible, ...rest: Tail): void {
      const [options, iterator] = split(rest)
      scanView(this, regex, range, options, iterator, true)
    },
    findAllSync(this: BufferView, regex: RegExp): Range[] { return findAllIn(this, regex, this.getRange()) },
    findAllInRangeSync(this: BufferView, regex: RegExp, range: RangeCompatible): Range[] { return findAllIn(this, regex, range) },
    findSync(this: BufferView, regex: RegExp): Range | null { return findOneIn(this, regex, this.getRange()) },
    findInRangeSync(this: BufferView, regex: RegExp, range: RangeCompatible): Range | null { return findOneIn(this, regex, range) },
  })
