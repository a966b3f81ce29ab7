/**
 * Line and character commands of Atom's editor (`lines/<method>`, reference
 * §4.4 and §8.5): moving lines and selections, duplicating lines,
 * transposing, changing case and opening lines above or below. Without
 * `target` an action applies to every selection, as one undo step.
 */
import * as t from 'io-ts'
import { creator, Finite, Interval, optionsAction } from './action.js'

// ─── codecs ─────────────────────────────────────────────────────────────────

/** Options every line command accepts. */
const common = { bypassReadOnly: t.boolean, timestamp: Finite, groupingInterval: Interval, undo: t.literal('skip') }
/** `insertText` options the newline commands pass on. */
const newline = {
  ...common,
  autoIndent: t.boolean,
  autoIndentNewline: t.boolean,
  autoDecreaseIndent: t.boolean,
  normalizeLineEndings: t.boolean,
}

/** Move the rows of the selections up one screen row (folds move along). */
export const MoveLineUp = optionsAction('lines/moveLineUp', common)
/** Move the rows of the selections down one screen row (folds move along). */
export const MoveLineDown = optionsAction('lines/moveLineDown', common)
/** Move the selected text one column left (nothing happens if a selection starts at column 0). */
export const MoveSelectionLeft = optionsAction('lines/moveSelectionLeft', common)
/** Move the selected text one column right (nothing happens if a selection ends at the end of its line). */
export const MoveSelectionRight = optionsAction('lines/moveSelectionRight', common)
/** Duplicate the rows of each selection below them; the selections move to the copy. */
export const DuplicateLines = optionsAction('lines/duplicateLines', common)
/** Swap the characters around a cursor, or reverse a selection's text. */
export const Transpose = optionsAction('lines/transpose', common)
/** Upper-case the selected text (an empty selection takes its word first); the result stays selected. */
export const UpperCase = optionsAction('lines/upperCase', common)
/** Lower-case the selected text (an empty selection takes its word first); the result stays selected. */
export const LowerCase = optionsAction('lines/lowerCase', common)
/** Open a line above each cursor's line and move there. */
export const InsertNewlineAbove = optionsAction('lines/insertNewlineAbove', newline)
/** Open a line below each cursor's line and move there. */
export const InsertNewlineBelow = optionsAction('lines/insertNewlineBelow', newline)

/** Every line command. */
export const LinesAction = t.union([
  MoveLineUp, MoveLineDown, MoveSelectionLeft, MoveSelectionRight, DuplicateLines, Transpose, UpperCase, LowerCase,
  InsertNewlineAbove, InsertNewlineBelow,
])
export type LinesAction = t.TypeOf<typeof LinesAction>
type Of<T extends LinesAction['type']> = Extract<LinesAction, { type: T }>

// ─── creators (named after Atom's methods) ──────────────────────────────────

/** Atom's `TextEditor::moveLineUp`. */
export const moveLineUp = creator<Of<'lines/moveLineUp'>>('lines/moveLineUp')
/** Atom's `TextEditor::moveLineDown`. */
export const moveLineDown = creator<Of<'lines/moveLineDown'>>('lines/moveLineDown')
/** Atom's `TextEditor::moveSelectionLeft`. */
export const moveSelectionLeft = creator<Of<'lines/moveSelectionLeft'>>('lines/moveSelectionLeft')
/** Atom's `TextEditor::moveSelectionRight`. */
export const moveSelectionRight = creator<Of<'lines/moveSelectionRight'>>('lines/moveSelectionRight')
/** Atom's `TextEditor::duplicateLines`. */
export const duplicateLines = creator<Of<'lines/duplicateLines'>>('lines/duplicateLines')
/** Atom's `TextEditor::transpose`. */
export const transpose = creator<Of<'lines/transpose'>>('lines/transpose')
/** Atom's `TextEditor::upperCase`. */
export const upperCase = creator<Of<'lines/upperCase'>>('lines/upperCase')
/** Atom's `TextEditor::lowerCase`. */
export const lowerCase = creator<Of<'lines/lowerCase'>>('lines/lowerCase')
/** Atom's `TextEditor::insertNewlineAbove`. */
export const insertNewlineAbove = creator<Of<'lines/insertNewlineAbove'>>('lines/insertNewlineAbove')
/** Atom's `TextEditor::insertNewlineBelow`. */
export const insertNewlineBelow = creator<Of<'lines/insertNewlineBelow'>>('lines/insertNewlineBelow')
