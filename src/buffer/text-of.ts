/**
 * The text of a run of rows of the line tree, built in one join of as few
 * pieces as the tree allows: lines still in a loaded document's text come
 * out as slices of it (adjacent leaves' runs merged into one slice), and
 * only the lines edits stored apart are joined one by one. Joining one
 * edited row into a loaded million-line text copies the text once instead
 * of gathering a million strings.
 */
import { flat, type StoredLine } from './chunked-line.js'
import { eachLeafSpan, type LineNode, type SourceText } from './line-tree.js'

/** The stored lines of rows `[from, to)` (in range, `from <= to`), endings included, as one string. */
export const textOfRows = (root: LineNode, from: number, to: number): string => {
  // At most one part a row: sized once, so that a million rows do not grow (and copy) the array a step at a time.
  const parts: string[] = new Array(to - from)
  let count = 0
  // The open run of loaded text: `source.text[start, end)`, not yet pushed.
  let source: SourceText | null = null
  let start = 0
  let end = 0
  const flush = (): void => {
    if (source !== null) parts[count++] = source.text.slice(start, end)
    source = null
  }
  const run = (src: SourceText, s: number, e: number): void => {
    if (src === source && s === end) end = e
    else {
      flush()
      source = src
      start = s
      end = e
    }
  }
  const line = (l: StoredLine): void => {
    flush()
    parts[count++] = flat(l)
  }
  eachLeafSpan(root, from, to, (leaf, lo, hi) => leaf.pieces(lo, hi, run, line))
  flush()
  if (count === 1) return parts[0] as string
  parts.length = count
  return parts.join('')
}
