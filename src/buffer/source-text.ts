/**
 * The text of a document loaded from a string, and where its lines start:
 * the leaves of a loaded document's line tree read their lines from it.
 */
import { ChunkedLine, LONG_LINE, type StoredLine } from './chunked-line.js'

/**
 * The lines of a document loaded from a string, left in that string: `starts`
 * holds where each line starts, and one more entry, the text's length. A
 * leaf cut from it reads its lines straight from the text (`line`) and
 * copies them into an array only for edits that add or remove rows.
 */
export class SourceText {
  // Its long lines, chunked on first read (so each is one value, which caches and edits derive from).
  private chunked: Map<number, ChunkedLine> | null = null
  // Whether the text holds no `\r` (found on first need): every line but the last then ends with one `\n`.
  private lf: boolean | null = null
  constructor(
    readonly text: string,
    readonly starts: Uint32Array,
  ) {}

  /** The length of line `k` without its ending, read from `starts` alone when the text holds no `\r`. */
  contentLength(k: number): number {
    const starts = this.starts
    const end = starts[k + 1]!
    const length = end - starts[k]!
    if (k + 2 === starts.length) return length
    if ((this.lf ??= this.text.indexOf('\r') < 0)) return length - 1
    return length > 1 && this.text.charCodeAt(end - 2) === 13 ? length - 2 : length - 1
  }

  /** Stored line `k`: a slice of the text, or, past `LONG_LINE`, that slice chunked (once). */
  line(k: number): StoredLine {
    const from = this.starts[k]!
    const to = this.starts[k + 1]!
    if (to - from <= LONG_LINE) return this.text.slice(from, to)
    const chunked = (this.chunked ??= new Map())
    let line = chunked.get(k)
    if (line === undefined) chunked.set(k, (line = ChunkedLine.from(this.text.slice(from, to))))
    return line
  }
}
