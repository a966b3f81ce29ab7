/**
 * Cursor motions: where each Atom Cursor motion
 * takes the head, and what goal column it leaves. One table, used both to
 * move cursors (collapsing the selection) and to extend selections (tail
 * fixed).
 */
import * as P from '../values/pos.js'
import type { Pos } from '../values/pos.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { head } from '../state/editor-state.js'
import * as S from '../display/screen.js'
import * as W from '../language/word.js'
import * as G from '../language/paragraph.js'
import { languageModeFor } from '../language/language-mode.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** Where a motion takes the head, and the goal column it leaves behind. */
export interface Target {
  readonly head: Pos
  readonly goalColumn: number | null
  /** The head as Atom computed it before clipping, where it differs (it decides a selection's orientation). */
  readonly raw?: Pos
}

/** Options some motions read. */
export interface MotionOptions {
  readonly rowCount?: number
  readonly columnCount?: number
  readonly moveToEndOfSelection?: boolean
}

/** A motion: from the state and one record to a target, or null when the motion does nothing at all. */
export type Motion = (state: EditorState, s: SelectionRecord, options: MotionOptions) => Target | null

const to = (p: Pos): Target => ({ head: p, goalColumn: null })
const isEmptyRecord = (s: SelectionRecord) => P.equals(s.start, s.end)

/** `p` moved to `column` on its row (`p` itself when it is there: a head already at the end of its line stays one object). */
const atColumn = (p: Pos, column: number): Pos => (p.column === column ? p : P.pos(p.row, column))

/**
 * Atom's `moveToEndOfSelection` test: the selection's screen range is not
 * empty (a selection hidden in a fold, or inside one atomic soft tab, is
 * empty on screen and moves like a cursor).
 */
const hasScreenExtent = (state: EditorState, s: SelectionRecord): boolean =>
  !isEmptyRecord(s) && !P.equals(S.screenPositionForBufferPosition(state, s.start), S.screenPositionForBufferPosition(state, s.end))

// ─── vertical and horizontal ────────────────────────────────────────────────

const vertical = (up: boolean): Motion => (state, s, { rowCount = 1, moveToEndOfSelection = false }) => {
  const from = moveToEndOfSelection && hasScreenExtent(state, s) ? (up ? s.start : s.end) : head(s)
  return S.verticalTarget(state, from, s.goalColumn, up ? -rowCount : rowCount)
}

// With `moveToEndOfSelection` Atom sets the screen position of the
// selection's screen start (end), so the edge snaps like any screen position.
const moveLeft: Motion = (state, s, { columnCount = 1, moveToEndOfSelection = false }) => {
  if (moveToEndOfSelection && hasScreenExtent(state, s)) return to(S.screenRoundTrip(state, s.start))
  const screen = S.screenPositionForBufferPosition(state, head(s))
  let { row, column } = screen
  let remaining = columnCount
  while (remaining > column && row > 0) {
    remaining -= column + 1
    row--
    column = S.lineLengthForScreenRow(state, row)
  }
  column = Math.max(0, column - remaining)
  return to(S.bufferPositionForScreenPosition(state, P.pos(row, column), { clipDirection: 'backward' }))
}

const moveRight: Motion = (state, s, { columnCount = 1, moveToEndOfSelection = false }) => {
  if (moveToEndOfSelection && hasScreenExtent(state, s)) return to(S.screenRoundTrip(state, s.end))
  const screen = S.screenPositionForBufferPosition(state, head(s))
  let { row, column } = screen
  let remaining = columnCount
  const lastRow = S.getLastScreenRow(state)
  let length = S.lineLengthForScreenRow(state, row)
  while (remaining > length - column && row < lastRow) {
    remaining -= length - column + 1
    row++
    column = 0
    length = S.lineLengthForScreenRow(state, row)
  }
  column += remaining
  return to(S.bufferPositionForScreenPosition(state, P.pos(row, column), { clipDirection: 'forward' }))
}

// ─── line motions ───────────────────────────────────────────────────────────

const screenRowOf = (state: EditorState, s: SelectionRecord) => S.screenPositionForBufferPosition(state, head(s)).row

// Atom scans the buffer range of the whole screen row: with folds it spans
// several buffer rows (see `firstCharacterOfLineTarget` for its quirks).
const moveToFirstCharacterOfLine: Motion = (state, s) => {
  const range = S.isIdentity(state) ? undefined : S.bufferRangeForScreenRow(state, screenRowOf(state, s))
  return to(W.firstCharacterOfLineTarget(state.buffer, head(s), range))
}

// ─── the table ──────────────────────────────────────────────────────────────

/** The non-word characters at the head: the language's scoped setting, else the editor's. */
export const nonWordCharactersAt = (state: EditorState, p: Pos): string =>
  languageModeFor(state.config.grammar).nonWordCharactersForPosition(state.buffer, p) ?? state.config.nonWordCharacters

const words = (state: EditorState, s: SelectionRecord) => ({ nonWordCharacters: nonWordCharactersAt(state, head(s)) })

/** Every cursor motion, by Atom's method name. */
export const motions = {
  moveUp: vertical(true),
  moveDown: vertical(false),
  moveLeft,
  moveRight,
  moveToTop: () => to(P.ZERO),
  // Atom saves and restores the goal column around this move.
  moveToBottom: (state, s) => ({ head: state.buffer.getEndPosition(), goalColumn: s.goalColumn }),
  // When every buffer row is one screen row, screen lines are buffer lines.
  moveToBeginningOfScreenLine: (state, s) =>
    S.isIdentity(state)
      ? to(P.pos(head(s).row, 0))
      : to(S.bufferPositionForScreenPosition(state, P.pos(screenRowOf(state, s), 0))),
  moveToBeginningOfLine: (_state, s) => to(P.pos(head(s).row, 0)),
  moveToFirstCharacterOfLine,
  moveToEndOfScreenLine: (state, s) =>
    S.isIdentity(state)
      ? to(atColumn(head(s), state.buffer.lineLengthForRow(head(s).row)))
      : to(S.bufferPositionForScreenPosition(state, P.pos(screenRowOf(state, s), Infinity))),
  moveToEndOfLine: (state, s) => to(state.buffer.clampPosition(P.pos(head(s).row, Infinity))),
  moveToBeginningOfWord: (state, s) => to(W.getBeginningOfCurrentWordBufferPosition(state.buffer, head(s), words(state, s))),
  moveToEndOfWord: (state, s) => to(W.getEndOfCurrentWordBufferPosition(state.buffer, head(s), words(state, s))),
  moveToBeginningOfNextWord: (state, s) => to(W.getBeginningOfNextWordBufferPosition(state.buffer, head(s), words(state, s))),
  moveToPreviousWordBoundary: (state, s) =>
    to(W.getPreviousWordBoundaryBufferPosition(state.buffer, head(s), words(state, s))),
  moveToNextWordBoundary: (state, s) => to(W.getNextWordBoundaryBufferPosition(state.buffer, head(s), words(state, s))),
  moveToPreviousSubwordBoundary: (state, s) =>
    to(W.previousSubwordBoundary(state.buffer, head(s), nonWordCharactersAt(state, head(s)))),
  moveToNextSubwordBoundary: (state, s) => to(W.nextSubwordBoundary(state.buffer, head(s), nonWordCharactersAt(state, head(s)))),
  // Atom moves (and so collapses the selection) only when the target is after the cursor.
  skipLeadingWhitespace: (state, s) => {
    const p = W.skipLeadingWhitespaceTarget(state.buffer, head(s))
    return P.compare(p, head(s)) > 0 ? to(p) : null
  },
  // With no paragraph ahead Atom aims one column before the end: column -1
  // when the last row is empty, which leaves a selection reversed.
  moveToBeginningOfNextParagraph: (state, s) => {
    const p = G.beginningOfNextParagraph(state.buffer, head(s))
    const eof = state.buffer.getEndPosition()
    return eof.column === 0 && P.equals(p, eof) ? { head: p, goalColumn: null, raw: P.pos(eof.row, -1) } : to(p)
  },
  moveToBeginningOfPreviousParagraph: (state, s) => to(G.beginningOfPreviousParagraph(state.buffer, head(s))),
} satisfies Record<string, Motion>

/** The name of a motion. */
export type MotionName = keyof typeof motions
