/**
 * The object Atom's scan methods hand their iterator for each match
 * (text-buffer's search callback argument): `range` (assignable),
 * `matchText` and `match` read from the buffer when asked, context lines
 * taken when the match is reached, `replace(text)` and `stop()`.
 */
import { Range } from '../values/range.js'
import type { BufferView } from './buffer.js'

/** Options of the scan methods: how many lines around a match's row to include. */
export interface ScanOptions {
  leadingContextLineCount?: number
  trailingContextLineCount?: number
}

/** One match, as the iterator sees it. */
export class ScanResult {
  /** The match's range; package code may assign another. */
  range: Range
  /** Up to `leadingContextLineCount` lines before the match's row, top first. */
  readonly leadingContextLines: string[] = []
  /** Up to `trailingContextLineCount` lines after the match's row. */
  readonly trailingContextLines: string[] = []
  /** @internal set by `stop()`. */
  stopped = false
  /** @internal the text given to `replace`, or null. */
  replacementText: string | null = null

  constructor(
    /** The buffer view scanned. */
    readonly buffer: BufferView,
    range: Range,
    private readonly regex: RegExp,
    options: ScanOptions,
  ) {
    this.range = range
    this.replace = this.replace.bind(this)
    this.stop = this.stop.bind(this)
    const row = range.start.row
    for (let r = Math.max(0, row - (options.leadingContextLineCount || 0)); r < row; r++) this.leadingContextLines.push(buffer.lineForRow(r)!)
    const count = buffer.getLineCount()
    for (let i = 0, n = options.trailingContextLineCount || 0; i < n; i++) {
      const r = row + i + 1
      if (r >= count) break
      this.trailingContextLines.push(buffer.lineForRow(r)!)
    }
  }

  /** The match's first row. */
  get row(): number { return this.range.start.row }
  /** The text of the match's first row, now. */
  get lineText(): string { return this.buffer.lineForRow(this.range.start.row) ?? '' }
  /** Always 0 (Atom's). */
  get lineTextOffset(): number { return 0 }
  /** The buffer's text in `range` now, line endings as they are. */
  get matchText(): string { return this.buffer.getTextInRange(this.range) }
  /**
   * The regex run again over `matchText` alone (Atom's quirk: lookbehinds
   * and anchors see only the match's text); resets the regex's `lastIndex`.
   * Typed as Atom's typings type it; where the regex does not match the
   * text alone (a lookbehind, `^` after a cut) it is null, as in Atom.
   */
  get match(): RegExpExecArray {
    this.regex.lastIndex = 0
    return this.regex.exec(this.matchText) as RegExpExecArray
  }

  /** Replace the match's range with `text` now (its own undo step outside a transaction); returns the new text's range. */
  replace(text: string): Range {
    this.replacementText = text
    return this.buffer.setTextInRange(this.range, text)
  }

  /** End the scan after this callback. */
  stop(): void {
    this.stopped = true
  }
}
