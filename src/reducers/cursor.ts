/**
 * Reducers for the cursor actions.
 */
import type { CursorAction } from '../actions/cursor.js'
import * as S from '../display/screen.js'
import { type Handler, type Handlers, updateSelections } from './core.js'
import { motions, type MotionName, type MotionOptions } from './motions.js'
import { clear, moveTo } from './steps.js'
import { recordWith } from '../state/editor-state.js'

/** Cursor motions merge like Atom's `mergeCursors`: duplicates dropped, survivors untouched. */
const CURSORS = { cursors: true } as const

/** A reducer that applies motion `name` to the targeted cursors (all by default), then merges. */
const motion = <A extends { payload: MotionOptions & { target?: number } }>(name: MotionName): Handler<A> =>
  (state, { payload }) => {
    const m = motions[name]
    return updateSelections(state, payload.target, s => moveTo(s, m(state, s, payload), state), CURSORS)
  }

/** One handler per cursor action. */
export const cursorReducers: Handlers<CursorAction> = {
  'cursor/setBufferPosition': (state, { payload: { position, target } }) => {
    const p = state.buffer.clampPosition(position)
    return updateSelections(state, target, s => moveTo(s, { head: p, goalColumn: null }, state), CURSORS)
  },
  'cursor/setScreenPosition': (state, { payload }) => {
    const p = S.bufferPositionForScreenPosition(state, payload.position, payload)
    return updateSelections(state, payload.target, s => moveTo(s, { head: p, goalColumn: null }, state), CURSORS)
  },
  'cursor/moveUp': motion('moveUp'),
  'cursor/moveDown': motion('moveDown'),
  'cursor/moveLeft': motion('moveLeft'),
  'cursor/moveRight': motion('moveRight'),
  'cursor/moveToTop': motion('moveToTop'),
  'cursor/moveToBottom': motion('moveToBottom'),
  'cursor/moveToBeginningOfScreenLine': motion('moveToBeginningOfScreenLine'),
  'cursor/moveToBeginningOfLine': motion('moveToBeginningOfLine'),
  'cursor/moveToFirstCharacterOfLine': motion('moveToFirstCharacterOfLine'),
  'cursor/moveToEndOfScreenLine': motion('moveToEndOfScreenLine'),
  'cursor/moveToEndOfLine': motion('moveToEndOfLine'),
  'cursor/moveToBeginningOfWord': motion('moveToBeginningOfWord'),
  'cursor/moveToEndOfWord': motion('moveToEndOfWord'),
  'cursor/moveToBeginningOfNextWord': motion('moveToBeginningOfNextWord'),
  'cursor/moveToPreviousWordBoundary': motion('moveToPreviousWordBoundary'),
  'cursor/moveToNextWordBoundary': motion('moveToNextWordBoundary'),
  'cursor/moveToPreviousSubwordBoundary': motion('moveToPreviousSubwordBoundary'),
  'cursor/moveToNextSubwordBoundary': motion('moveToNextSubwordBoundary'),
  'cursor/skipLeadingWhitespace': motion('skipLeadingWhitespace'),
  'cursor/moveToBeginningOfNextParagraph': motion('moveToBeginningOfNextParagraph'),
  'cursor/moveToBeginningOfPreviousParagraph': motion('moveToBeginningOfPreviousParagraph'),
  'cursor/clearSelection': (state, { payload: { target } }) => updateSelections(state, target, s => clear(state, s)),
  // Only vertical motions read it (a column left of 0 aims at column 0); the cursor does not move.
  'cursor/setGoalColumn': (state, { payload: { target, goalColumn = null } }) => {
    const goal = goalColumn === null ? null : Math.max(0, goalColumn)
    return updateSelections(state, target, s => (s.goalColumn === goal ? s : recordWith(s, { goalColumn: goal })))
  },
}
