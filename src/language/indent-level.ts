/**
 * Indentation arithmetic shared by the language modes and comment toggling
 * (Atom's `indentLevelForLine`, `buildIndentString` and the private
 * `columnForIndentLevel`), as pure functions of a line.
 */

/**
 * Atom's `indentLevelForLine`: walk the leading spaces and tabs, a space
 * adding 1 and a tab advancing to the next multiple of `tabLength`; the
 * width divided by `tabLength` (fractional levels are possible).
 */
export const indentLevelForLine = (line: string, tabLength: number): number => {
  let width = 0
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i)
    if (c === 0x09) width += tabLength - (width % tabLength)
    else if (c === 0x20) width++
    else break
  }
  return width / tabLength
}

/**
 * Atom's `buildIndentString(level, column)`: with soft tabs,
 * `floor(level * tabLength) - column % tabLength` spaces; with hard tabs,
 * `floor(level)` tabs and `round(frac(level) * tabLength)` spaces.
 */
export const buildIndentString = (level: number, tabLength: number, softTabs = true, column = 0): string => {
  if (softTabs) return ' '.repeat(Math.max(0, Math.floor(level * tabLength) - (column % tabLength)))
  const whole = Math.floor(level)
  return '\t'.repeat(Math.max(0, whole)) + ' '.repeat(Math.max(0, Math.round((level - whole) * tabLength)))
}

/**
 * The column where `level` levels of the line's leading whitespace end
 * (Atom's `columnForIndentLevel`): stops early at the first character that
 * is neither a space nor a tab.
 */
export const columnForIndentLevel = (line: string, level: number, tabLength: number): number => {
  const goal = level * tabLength
  let width = 0
  let column = 0
  while (width < goal && column < line.length) {
    const c = line.charCodeAt(column)
    if (c === 0x09) width += tabLength - (width % tabLength)
    else if (c === 0x20) width++
    else break
    column++
  }
  return column
}
