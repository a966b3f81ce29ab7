/**
 * Atom's `TextEditor.toggleLineCommentsForBufferRows` as a pure function:
 * the replacements that comment or uncomment rows `startRow .. endRow`,
 * for a reducer to apply in one step.
 *
 * With only a comment start (`// `), Atom's rules:
 * - the rows are uncommented when every non-blank row starts (after its
 *   indentation) with the trimmed comment start; one space after it goes too;
 * - otherwise every row is commented at the smallest indentation of the
 *   non-blank rows (indentation kept, the delimiter inserted inside it);
 *   blank rows become that indentation plus the delimiter.
 *
 * With a comment end too (`/*` `*\/`), the first row's start delimiter and
 * the last row's end delimiter are removed when both are there; when the
 * first row has none, they are added around the rows.
 */
import type { TextBuffer } from '../buffer/text-buffer.js'
import type { Pos } from '../values/pos.js'
import { buildIndentString, columnForIndentLevel, indentLevelForLine } from './indent-level.js'
import type { LanguageMode } from './language-mode.js'

/** Replace `[start, end]` (buffer coordinates before the change) by `text`. */
export interface CommentReplacement {
  readonly start: Pos
  readonly end: Pos
  readonly text: string
}

const NON_WHITESPACE = /\S/

// Atom's `columnRangeForStartDelimiter`: the delimiter at the first non-blank column, plus one space.
const startDelimiterRange = (line: string, delimiter: string): [number, number] | undefined => {
  const start = line.search(NON_WHITESPACE)
  if (start === -1 || !line.startsWith(delimiter, start)) return undefined
  let end = start + delimiter.length
  if (line[end] === ' ') end++
  return [start, end]
}

// Atom's `columnRangeForEndDelimiter`: the last occurrence, with nothing but blanks after it, plus one space before.
const endDelimiterRange = (line: string, delimiter: string): [number, number] | undefined => {
  let start = line.lastIndexOf(delimiter)
  if (start === -1) return undefined
  const end = start + delimiter.length
  if (NON_WHITESPACE.test(line.slice(end))) return undefined
  if (line[start - 1] === ' ') start--
  return [start, end]
}

const at = (row: number, column: number): Pos => ({ row, column })

/**
 * The replacements (sorted, in the buffer's coordinates) that toggle line
 * comments on rows `startRow .. endRow` (clamped to the buffer), or none when
 * the language has no comment start there. `softTabs` only matters for
 * blank rows, which receive a built indentation.
 */
export function toggleLineCommentsForBufferRows(
  buffer: TextBuffer,
  mode: LanguageMode,
  startRow: number,
  endRow: number,
  tabLength: number,
  softTabs = true,
): CommentReplacement[] {
  const last = buffer.getLastRow()
  const start = Math.max(0, Math.min(startRow, last))
  const end = Math.max(start, Math.min(endRow, last))
  const strings = mode.commentStringsForPosition(buffer, at(start, 0))
  const commentStart = strings.commentStartString?.trim()
  if (!commentStart) return []
  const commentEnd = strings.commentEndString?.trim()

  if (commentEnd) {
    const first = buffer.lineForRow(start)
    const startRange = startDelimiterRange(first, commentStart)
    if (startRange !== undefined) {
      const endRange = endDelimiterRange(buffer.lineForRow(end), commentEnd)
      if (endRange === undefined) return []
      if (start === end && endRange[0] < startRange[1]) {
        // One row, delimiters overlapping (`/* */`): Atom's two deletions remove both.
        return [{ start: at(start, startRange[0]), end: at(start, Math.max(startRange[1], endRange[1])), text: '' }]
      }
      return [
        { start: at(start, startRange[0]), end: at(start, startRange[1]), text: '' },
        { start: at(end, endRange[0]), end: at(end, endRange[1]), text: '' },
      ]
    }
    const indent = (/^\s*/.exec(first) as RegExpExecArray)[0].length
    const lineEnd = buffer.lineLengthForRow(end)
    return [
      { start: at(start, indent), end: at(start, indent), text: `${commentStart} ` },
      { start: at(end, lineEnd), end: at(end, lineEnd), text: ` ${commentEnd}` },
    ]
  }

  const lines: string[] = []
  for (let row = start; row <= end; row++) lines.push(buffer.lineForRow(row))
  const nonBlank = lines.filter(l => NON_WHITESPACE.test(l))
  const uncomment = nonBlank.length > 0 && nonBlank.every(l => startDelimiterRange(l, commentStart) !== undefined)
  const out: CommentReplacement[] = []

  if (uncomment) {
    lines.forEach((line, i) => {
      const range = startDelimiterRange(line, commentStart)
      if (range !== undefined) out.push({ start: at(start + i, range[0]), end: at(start + i, range[1]), text: '' })
    })
    return out
  }

  let minIndent = Infinity
  let minBlankIndent = Infinity
  for (const line of lines) {
    const level = indentLevelForLine(line, tabLength)
    if (NON_WHITESPACE.test(line)) minIndent = Math.min(minIndent, level)
    else minBlankIndent = Math.min(minBlankIndent, level)
  }
  const level = Number.isFinite(minIndent) ? minIndent : Number.isFinite(minBlankIndent) ? minBlankIndent : 0
  const indentString = buildIndentString(level, tabLength, softTabs)
  lines.forEach((line, i) => {
    const row = start + i
    if (NON_WHITESPACE.test(line)) {
      const column = columnForIndentLevel(line, level, tabLength)
      out.push({ start: at(row, column), end: at(row, column), text: `${commentStart} ` })
    } else {
      out.push({ start: at(row, 0), end: at(row, line.length), text: `${indentString}${commentStart} ` })
    }
  })
  return out
}
