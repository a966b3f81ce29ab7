/**
 * Indentation helpers (reference §5.6) and the language-mode-driven
 * auto-indent steps, as pure functions over a buffer and settings.
 */
import type { TextBuffer, Replacement } from '../buffer/text-buffer.js'
import type { Config } from '../state/config.js'
import { languageModeFor } from '../language/language-mode.js'
import { leadingWhitespace } from '../buffer/lines.js'
import * as P from '../values/pos.js'

/** Atom's `indentLevelForLine`: leading width in indent levels (fractional possible). */
export const indentLevelForLine = (line: string, tabLength: number): number => {
  let width = 0
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (c === ' ') width++
    else if (c === '\t') width += tabLength - (width % tabLength)
    else break
  }
  return width / tabLength
}

/** Atom's `buildIndentString(level, column)`. */
export const buildIndentString = (level: number, column: number, config: Pick<Config, 'softTabs' | 'tabLength'>): string => {
  const { softTabs, tabLength } = config
  if (softTabs) return ' '.repeat(Math.max(0, Math.floor(level * tabLength) - (column % tabLength)))
  const whole = Math.floor(level)
  const spaces = Math.round((level - whole) * tabLength)
  return '\t'.repeat(Math.max(0, whole)) + ' '.repeat(Math.max(0, spaces))
}

/** Length of a line's leading run of spaces and tabs. */
export const leadingWhitespaceLength = (line: string): number => {
  let i = 0
  while (i < line.length && (line[i] === ' ' || line[i] === '\t')) i++
  return i
}

/** Shift a line's indentation by `delta` levels (Atom's `adjustIndent` for one line). */
export const shiftIndent = (line: string, delta: number, config: Pick<Config, 'softTabs' | 'tabLength'>): string => {
  if (line === '' || delta === 0) return line
  if (delta > 0) return buildIndentString(delta, 0, config) + line
  const current = indentLevelForLine(line, config.tabLength)
  return buildIndentString(Math.max(0, current + delta), 0, config) + line.slice(leadingWhitespaceLength(line))
}

/** The replacement that sets a row's indentation (`setIndentationForBufferRow`), or null when unchanged. */
export const setIndentationReplacement = (
  buffer: TextBuffer,
  row: number,
  level: number,
  config: Pick<Config, 'softTabs' | 'tabLength'>,
  preserveLeadingWhitespace = false,
): Replacement | null => {
  // Atom replaces the row's leading `\s*` (any JavaScript whitespace, a lone `\r` included); only that
  // much of the row is read, so a long row is not built for it.
  const leading = preserveLeadingWhitespace ? '' : leadingWhitespace(buffer.rowChars(row))
  const ws = leading.length
  const text = buildIndentString(level, 0, config)
  if (!preserveLeadingWhitespace && leading === text) return null
  if (preserveLeadingWhitespace && text === '') return null
  return { start: P.pos(row, 0), end: P.pos(row, ws), text }
}

/** Atom's `autoIndentBufferRow`: the replacement that applies the language's suggestion, or null. */
export const autoIndentRow = (
  buffer: TextBuffer,
  row: number,
  config: Config,
  options: { preserveLeadingWhitespace?: boolean; skipBlankLines?: boolean } = {},
): Replacement | null => {
  const level = languageModeFor(config.grammar).suggestedIndentForBufferRow(buffer, row, config.tabLength, {
    skipBlankLines: options.skipBlankLines ?? true,
  })
  return level === undefined ? null : setIndentationReplacement(buffer, row, level, config, options.preserveLeadingWhitespace)
}

/**
 * Atom's `autoIndentBufferRows` loop: `autoIndentBufferRow` on each of
 * `rows` (ascending; repeats are applied once), in order, each row's
 * suggestion seeing the indentation already given to the rows above it.
 * One pass: every suggestion is asked of `buffer` once, with the new text
 * of the rows re-indented so far laid over it. Indenting changes no row
 * count, so the replacements are in `buffer`'s coordinates, one per row,
 * sorted, and go in one batch.
 */
export const autoIndentRows = (
  buffer: TextBuffer,
  rows: Iterable<number>,
  config: Config,
  options: { preserveLeadingWhitespace?: boolean; skipBlankLines?: boolean; keepSame?: boolean; keepUnchanged?: boolean } = {},
): Replacement[] => {
  const mode = languageModeFor(config.grammar)
  // The new text of a re-indented row is built when a later suggestion reads it.
  const reindented = new Map<number, Replacement | string>()
  const lineForRow = (r: number): string | undefined => {
    const rep = reindented.get(r)
    if (rep === undefined || typeof rep === 'string') return rep
    const line = rep.text + buffer.lineForRow(r).slice(rep.end.column)
    reindented.set(r, line)
    return line
  }
  const suggestion = { skipBlankLines: options.skipBlankLines ?? true, lineForRow }
  const out: Replacement[] = []
  let previous = -1
  for (const row of rows) {
    if (row <= previous) continue
    previous = row
    const level = mode.suggestedIndentForBufferRow(buffer, row, config.tabLength, suggestion)
    if (level === undefined) continue
    // Atom's setIndentationForBufferRow replaces the indentation also by the same text: `keepUnchanged` keeps that
    // change (an undo step of its own); `keepSame` keeps it where there is whitespace (positions inside it move to its end).
    const rep = setIndentationReplacement(buffer, row, level, config, options.preserveLeadingWhitespace) ??
      (options.keepUnchanged === true ? unchangedIndentation(buffer, row, options.preserveLeadingWhitespace)
        : options.keepSame === true && !options.preserveLeadingWhitespace ? sameIndentation(buffer, row) : null)
    if (rep === null) continue
    out.push(rep)
    reindented.set(row, rep)
  }
  return out
}

/** The replacement of a row's leading whitespace by itself (none on a row without any). */
const sameIndentation = (buffer: TextBuffer, row: number): Replacement | null => {
  const leading = leadingWhitespace(buffer.rowChars(row))
  return leading === '' ? null : { start: P.pos(row, 0), end: P.pos(row, leading.length), text: leading }
}

/** A row's indentation replaced by itself (nothing, with `preserveLeadingWhitespace`). */
const unchangedIndentation = (buffer: TextBuffer, row: number, preserveLeadingWhitespace = false): Replacement => {
  const leading = preserveLeadingWhitespace ? '' : leadingWhitespace(buffer.rowChars(row))
  return { start: P.pos(row, 0), end: P.pos(row, leading.length), text: leading }
}

/** Atom's `autoDecreaseIndentForBufferRow`: dedent a row that now matches the decrease pattern, or null. */
export const autoDecreaseIndentRow = (buffer: TextBuffer, row: number, config: Config): Replacement | null => {
  const level = languageModeFor(config.grammar).suggestedIndentForEditedBufferRow(buffer, row, config.tabLength)
  if (level === undefined) return null
  const current = indentLevelForLine(buffer.lineForRow(row), config.tabLength)
  return level < current ? setIndentationReplacement(buffer, row, level, config) : null
}
