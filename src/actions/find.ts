/**
 * Select-next actions (`find/<command>`): the multi-cursor commands of
 * Atom's find-and-replace package (`find-and-replace:select-next`,
 * `select-all`, `select-skip`, `select-undo`), as plain data. What the
 * package keeps between commands (whether the word was selected from an
 * empty cursor, the ranges `select-undo` and `select-skip` go back to) is
 * part of the state (`EditorState.selectNext`).
 */
import * as t from 'io-ts'
import { creator, optionsAction } from './action.js'

// ─── codecs ─────────────────────────────────────────────────────────────────

export const SelectNext = optionsAction('find/selectNext', {})
export const SelectAllOccurrences = optionsAction('find/selectAllOccurrences', {})
export const SkipCurrentSelection = optionsAction('find/skipCurrentSelection', {})
export const UndoLastSelection = optionsAction('find/undoLastSelection', {})

/** Every select-next action. */
export const FindAction = t.union([SelectNext, SelectAllOccurrences, SkipCurrentSelection, UndoLastSelection])
export type FindAction = t.TypeOf<typeof FindAction>
type Of<T extends FindAction['type']> = Extract<FindAction, { type: T }>

// ─── creators (named after the package's methods) ───────────────────────────

/** From an empty last selection, select the word(s) at the cursors; else add the next occurrence of the last selection's text (wrapping around). */
export const selectNext = creator<Of<'find/selectNext'>>('find/selectNext')
/** Select the word(s) at the cursors if the last selection is empty, then add every occurrence of its text. */
export const selectAllOccurrences = creator<Of<'find/selectAllOccurrences'>>('find/selectAllOccurrences')
/** Drop the last added occurrence and add the next one after it. */
export const skipCurrentSelection = creator<Of<'find/skipCurrentSelection'>>('find/skipCurrentSelection')
/** Drop the last added occurrence. */
export const undoLastSelection = creator<Of<'find/undoLastSelection'>>('find/undoLastSelection')
