/**
 * What Atom does for the benchmarked commands, as small pure functions over
 * lines. The floor and the CodeMirror adapter use them so that all systems
 * compute the same result (the checks prove it); caretaker and text-buffer
 * have their own implementations (caretaker's reducers, Atom's scans on the
 * native buffer).
 *
 * Sources: pulsar-edit/pulsar `src/cursor.js` (`getEndOfCurrentWordBufferPosition`,
 * `wordRegExp`, `moveDown`, `moveToFirstCharacterOfLine`), `src/selection.js`
 * (`joinLines`), `src/text-editor.js` (`moveLineDown`).
 */

/** Read access to a document's lines. */
export interface LineSource {
  readonly lineCount: number
  line(row: number): string
}

/** Atom's default `editor.nonWordCharacters`. */
export const NON_WORD_CHARACTERS = '/\\()"\':,.;<>~!@#$%^&*|+=[]{}`?-…'

const escaped = NON_WORD_CHARACTERS.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')

/**
 * Atom's `Cursor::wordRegExp()`: a blank line, a run of word characters, or
 * a run of non-word characters (flag `g`; callers set `lastIndex`).
 */
export const wordRegExp = (): RegExp => new RegExp(`^[\t ]*$|[^\\s${escaped}]+|[${escaped}]+`, 'g')

const WORD = wordRegExp()

/**
 * Atom's `getEndOfCurrentWordBufferPosition()` (allowNext): the end of the
 * first word match in `[row, column]..[row + 2, 0]` that ends after the
 * cursor; else the end of the buffer.
 */
export const endOfWord = (src: LineSource, row: number, column: number): [number, number] => {
  const text = src.line(row)
  WORD.lastIndex = column
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const end = m.index + m[0].length
    if (end > column) return [row, end]
    if (m[0].length === 0) WORD.lastIndex++
  }
  const last = src.lineCount - 1
  if (row < last) {
    // Every line has a match (a whitespace-only or empty line matches `^[\t ]*$`),
    // and any match on the next row ends after the cursor.
    WORD.lastIndex = 0
    const m = WORD.exec(src.line(row + 1))
    if (m !== null) return [row + 1, m.index + m[0].length]
  }
  return [last, src.line(last).length]
}

/** Atom's default tab length. */
export const TAB_LENGTH = 2

/**
 * Atom's atomic soft tabs (the display layer's `getClipColumnDelta`, on by
 * default): a column strictly inside a tab stop of leading spaces goes to
 * the closer stop, the earlier one on a tie.
 */
export const snapSoftTab = (line: string, column: number, tabLength = TAB_LENGTH): number => {
  const previousStop = column - (column % tabLength)
  if (column === previousStop) return column
  const nextStop = previousStop + tabLength
  if (nextStop > line.length) return column
  for (let c = 0; c < nextStop; c++) if (line.charCodeAt(c) !== 32) return column
  return column - previousStop > tabLength / 2 ? nextStop : previousStop
}

/**
 * Atom's `Cursor::moveDown()` without soft wrap, folds or hard tabs: from
 * the cursor's screen column (its buffer column, snapped by atomic soft
 * tabs) or the goal column, one row down, clipped to the line and snapped
 * again; from the last row, to its end. Returns `[row, column, goalColumn]`.
 */
export const moveDown = (src: LineSource, row: number, column: number, goal: number): [number, number, number] => {
  const g = goal >= 0 ? goal : snapSoftTab(src.line(row), column)
  if (row + 1 >= src.lineCount) return [row, src.line(row).length, g]
  const next = src.line(row + 1)
  return [row + 1, snapSoftTab(next, Math.min(g, next.length)), g]
}

/** The result of joining row `row` with the next: the new line and the cursor column. */
export interface Join {
  readonly text: string
  /** Columns of row `row` kept (after trimming its trailing whitespace). */
  readonly keep: number
  /** Whether a space was inserted. */
  readonly space: boolean
  /** Leading columns of the next row removed. */
  readonly drop: number
  readonly column: number
}

/**
 * Atom's `Selection::joinLines()` for an empty selection on `row` (not the
 * last row): trim trailing spaces/tabs of the row, add one space when both
 * rows are non-empty, drop the next row's leading whitespace (none when the
 * next row is whitespace only: `moveToFirstCharacterOfLine` finds no
 * character and goes to column 0). The cursor ends before the space.
 */
export const joinAt = (current: string, next: string): Join => {
  let keep = current.length
  while (keep > 0 && (current.charCodeAt(keep - 1) === 32 || current.charCodeAt(keep - 1) === 9)) keep--
  const space = next.length > 0 && keep > 0
  const first = next.search(/\S/)
  const drop = first < 0 ? 0 : first
  return { text: current.slice(0, keep) + (space ? ' ' : '') + next.slice(drop), keep, space, drop, column: keep }
}

/**
 * The rows `moveLineDown` moves for a selection: `[startRow, endRow]`
 * inclusive; a multi-row selection ending at column 0 leaves its last row.
 */
export const movedRows = (startRow: number, endRow: number, endColumn: number): [number, number] =>
  [startRow, endRow > startRow && endColumn === 0 ? endRow - 1 : endRow]

/**
 * Atom's `Cursor::getCurrentWordBufferRange` on one line: every match of the
 * word regex on the row, the first that ends at or after `column` and starts
 * at or before it; `[column, column]` when none does.
 */
export const currentWord = (line: string, column: number): [number, number] => {
  const re = wordRegExp()
  for (let m = re.exec(line); m !== null; m = re.exec(line)) {
    const end = m.index + m[0].length
    if (end >= column && m.index <= column) return [m.index, end]
    if (m.index > column) break
    if (m[0].length === 0) re.lastIndex++
  }
  return [column, column]
}
