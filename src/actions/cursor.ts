/**
 * Cursor actions: one per Atom `Cursor` method that moves the cursor
 * (`cursor/<method>`). Without `target` an action moves every cursor, as the
 * editor-level method of the same name does, and cursors that meet merge.
 */
import * as t from 'io-ts'
import { action, ClipDirectionCodec, Clipped, creator, optionsAction, PosCodec } from './action.js'

// ─── codecs ─────────────────────────────────────────────────────────────────

export const SetBufferPosition = action('cursor/setBufferPosition', { position: PosCodec }, { autoscroll: t.boolean })
export const SetScreenPosition = action(
  'cursor/setScreenPosition',
  { position: PosCodec },
  { autoscroll: t.boolean, clipDirection: ClipDirectionCodec, skipSoftWrapIndentation: t.boolean },
)
const vertical = { rowCount: Clipped, moveToEndOfSelection: t.boolean }
const horizontal = { columnCount: Clipped, moveToEndOfSelection: t.boolean }
export const MoveUp = optionsAction('cursor/moveUp', vertical)
export const MoveDown = optionsAction('cursor/moveDown', vertical)
export const MoveLeft = optionsAction('cursor/moveLeft', horizontal)
export const MoveRight = optionsAction('cursor/moveRight', horizontal)
export const MoveToTop = optionsAction('cursor/moveToTop', {})
export const MoveToBottom = optionsAction('cursor/moveToBottom', {})
export const MoveToBeginningOfScreenLine = optionsAction('cursor/moveToBeginningOfScreenLine', {})
export const MoveToBeginningOfLine = optionsAction('cursor/moveToBeginningOfLine', {})
export const MoveToFirstCharacterOfLine = optionsAction('cursor/moveToFirstCharacterOfLine', {})
export const MoveToEndOfScreenLine = optionsAction('cursor/moveToEndOfScreenLine', {})
export const MoveToEndOfLine = optionsAction('cursor/moveToEndOfLine', {})
export const MoveToBeginningOfWord = optionsAction('cursor/moveToBeginningOfWord', {})
export const MoveToEndOfWord = optionsAction('cursor/moveToEndOfWord', {})
export const MoveToBeginningOfNextWord = optionsAction('cursor/moveToBeginningOfNextWord', {})
export const MoveToPreviousWordBoundary = optionsAction('cursor/moveToPreviousWordBoundary', {})
export const MoveToNextWordBoundary = optionsAction('cursor/moveToNextWordBoundary', {})
export const MoveToPreviousSubwordBoundary = optionsAction('cursor/moveToPreviousSubwordBoundary', {})
export const MoveToNextSubwordBoundary = optionsAction('cursor/moveToNextSubwordBoundary', {})
export const SkipLeadingWhitespace = optionsAction('cursor/skipLeadingWhitespace', {})
export const MoveToBeginningOfNextParagraph = optionsAction('cursor/moveToBeginningOfNextParagraph', {})
export const MoveToBeginningOfPreviousParagraph = optionsAction('cursor/moveToBeginningOfPreviousParagraph', {})
export const ClearSelection = optionsAction('cursor/clearSelection', { autoscroll: t.boolean })
/** Atom's `cursor.goalColumn = n`: the column the next vertical motions aim for (null, or left out: none). */
export const SetGoalColumn = optionsAction('cursor/setGoalColumn', { goalColumn: t.union([Clipped, t.null]) })

/** Every cursor action. */
export const CursorAction = t.union([
  SetBufferPosition, SetScreenPosition, MoveUp, MoveDown, MoveLeft, MoveRight, MoveToTop, MoveToBottom,
  MoveToBeginningOfScreenLine, MoveToBeginningOfLine, MoveToFirstCharacterOfLine, MoveToEndOfScreenLine,
  MoveToEndOfLine, MoveToBeginningOfWord, MoveToEndOfWord, MoveToBeginningOfNextWord, MoveToPreviousWordBoundary,
  MoveToNextWordBoundary, MoveToPreviousSubwordBoundary, MoveToNextSubwordBoundary, SkipLeadingWhitespace,
  MoveToBeginningOfNextParagraph, MoveToBeginningOfPreviousParagraph, ClearSelection, SetGoalColumn,
])
export type CursorAction = t.TypeOf<typeof CursorAction>
type Of<T extends CursorAction['type']> = Extract<CursorAction, { type: T }>

// ─── creators (named after Atom's methods) ──────────────────────────────────

export const setBufferPosition = creator<Of<'cursor/setBufferPosition'>>('cursor/setBufferPosition')
export const setScreenPosition = creator<Of<'cursor/setScreenPosition'>>('cursor/setScreenPosition')
export const moveUp = creator<Of<'cursor/moveUp'>>('cursor/moveUp')
export const moveDown = creator<Of<'cursor/moveDown'>>('cursor/moveDown')
export const moveLeft = creator<Of<'cursor/moveLeft'>>('cursor/moveLeft')
export const moveRight = creator<Of<'cursor/moveRight'>>('cursor/moveRight')
export const moveToTop = creator<Of<'cursor/moveToTop'>>('cursor/moveToTop')
export const moveToBottom = creator<Of<'cursor/moveToBottom'>>('cursor/moveToBottom')
export const moveToBeginningOfScreenLine = creator<Of<'cursor/moveToBeginningOfScreenLine'>>('cursor/moveToBeginningOfScreenLine')
export const moveToBeginningOfLine = creator<Of<'cursor/moveToBeginningOfLine'>>('cursor/moveToBeginningOfLine')
export const moveToFirstCharacterOfLine = creator<Of<'cursor/moveToFirstCharacterOfLine'>>('cursor/moveToFirstCharacterOfLine')
export const moveToEndOfScreenLine = creator<Of<'cursor/moveToEndOfScreenLine'>>('cursor/moveToEndOfScreenLine')
export const moveToEndOfLine = creator<Of<'cursor/moveToEndOfLine'>>('cursor/moveToEndOfLine')
export const moveToBeginningOfWord = creator<Of<'cursor/moveToBeginningOfWord'>>('cursor/moveToBeginningOfWord')
export const moveToEndOfWord = creator<Of<'cursor/moveToEndOfWord'>>('cursor/moveToEndOfWord')
export const moveToBeginningOfNextWord = creator<Of<'cursor/moveToBeginningOfNextWord'>>('cursor/moveToBeginningOfNextWord')
export const moveToPreviousWordBoundary = creator<Of<'cursor/moveToPreviousWordBoundary'>>('cursor/moveToPreviousWordBoundary')
export const moveToNextWordBoundary = creator<Of<'cursor/moveToNextWordBoundary'>>('cursor/moveToNextWordBoundary')
export const moveToPreviousSubwordBoundary = creator<Of<'cursor/moveToPreviousSubwordBoundary'>>('cursor/moveToPreviousSubwordBoundary')
export const moveToNextSubwordBoundary = creator<Of<'cursor/moveToNextSubwordBoundary'>>('cursor/moveToNextSubwordBoundary')
export const skipLeadingWhitespace = creator<Of<'cursor/skipLeadingWhitespace'>>('cursor/skipLeadingWhitespace')
export const moveToBeginningOfNextParagraph = creator<Of<'cursor/moveToBeginningOfNextParagraph'>>('cursor/moveToBeginningOfNextParagraph')
export const moveToBeginningOfPreviousParagraph = creator<Of<'cursor/moveToBeginningOfPreviousParagraph'>>('cursor/moveToBeginningOfPreviousParagraph')
export const clearSelection = creator<Of<'cursor/clearSelection'>>('cursor/clearSelection')
export const setGoalColumn = creator<Of<'cursor/setGoalColumn'>>('cursor/setGoalColumn')
