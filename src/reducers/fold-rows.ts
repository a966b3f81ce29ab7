/**
 * Reducers of the row-fold actions (Atom's `foldBufferRow`, `foldAll`, …):
 * the foldable ranges come from `display/fold-rows.ts`, read off the buffer,
 * the tab length and the language mode named in the config.
 */
import type { FoldAction } from '../actions/fold.js'
import * as F from '../display/folds.js'
import { foldableRangeContainingPoint, foldableRanges, foldableRangesAtIndentLevel, type FoldContext } from '../display/fold-rows.js'
import { languageModeFor } from '../language/language-mode.js'
import type { EditorState } from '../state/editor-state.js'
import { head, lastSelection } from '../state/editor-state.js'
import * as P from '../values/pos.js'
import type { Span } from '../values/pos.js'
import type { Handlers } from './core.js'

type RowFoldAction = Extract<
  FoldAction,
  { type: 'fold/foldBufferRow' | 'fold/foldCurrentRow' | 'fold/unfoldCurrentRow' | 'fold/toggleFoldAtBufferRow' }
>

const contextOf = (state: EditorState): FoldContext => ({
  buffer: state.buffer,
  tabLength: state.config.tabLength,
  mode: languageModeFor(state.config.grammar),
})

/** What the editor does after one fold change from `from` made `next` (merging selections on a screen change, see `fold.ts`). */
export type FoldSettle = (from: EditorState, next: EditorState) => EditorState

/**
 * Destroy every fold, then fold each range in order (Atom's `destroyAllFolds`
 * and `foldBufferRange` loop): each of those display changes is settled
 * (`settle`) before the next, so a merge it brings sees only the folds made
 * so far.
 */
export const refold = (state: EditorState, ranges: readonly Span[], settle: FoldSettle): EditorState =>
  ranges.reduce((s, r) => settle(s, F.addFold(s, r)), settle(state, F.removeFolds(state, state.folds)))

/** The ranges `foldAll` (no `level`) or `foldAllAtIndentLevel(level)` folds. */
export const rangesToFold = (state: EditorState, level?: number): Span[] =>
  level === undefined ? foldableRanges(contextOf(state)) : foldableRangesAtIndentLevel(contextOf(state), level)

/** Atom's `unfoldBufferRow`: destroy the folds containing the (clipped) end of the row. */
export const unfoldRow = (state: EditorState, row: number): EditorState =>
  F.removeFolds(state, F.foldsContaining(state.folds, [state.buffer.clampPosition(P.pos(row, Infinity))]))

/**
 * Atom's `foldBufferRow`: fold the foldable range containing the end of the
 * row. When a fold already touches that range's start and starts before the
 * point looked at, look again from the start of that fold's row (the next
 * enclosing range); a fold starting at or after the point ends the search.
 */
export const foldRow = (state: EditorState, row: number): EditorState => {
  const c = contextOf(state)
  let position = P.pos(row, Infinity)
  for (;;) {
    const range = foldableRangeContainingPoint(c, position)
    if (range === undefined) return state
    // Atom's `foldsIntersectingBufferRange` clips the range: the start's Infinity column becomes the row's end, which a fold ending there touches.
    const existing = F.foldsIntersecting(state.folds, state.buffer.clipRange(P.span(range.start, range.start)))
    if (existing.length === 0) return F.addFold(state, range)
    const first = existing[0]!
    if (P.compare(first.start, position) >= 0) return state
    position = P.pos(first.start.row, 0)
  }
}

/** The row of the last cursor, or undefined without cursors. */
const cursorRow = (state: EditorState): number | undefined => {
  const last = lastSelection(state)
  return last && head(last).row
}

/** One handler per row-fold action. */
export const foldRowReducers: Handlers<RowFoldAction> = {
  'fold/foldBufferRow': (state, { payload: { row } }) => foldRow(state, row),
  'fold/foldCurrentRow': state => {
    const row = cursorRow(state)
    const range = row === undefined ? undefined : foldableRangeContainingPoint(contextOf(state), P.pos(row, Infinity))
    return range ? F.addFold(state, range) : state
  },
  'fold/unfoldCurrentRow': state => {
    const row = cursorRow(state)
    return row === undefined ? state : unfoldRow(state, row)
  },
  'fold/toggleFoldAtBufferRow': (state, { payload: { row } }) =>
    F.isFoldedAtBufferRow(state, row) ? unfoldRow(state, row) : foldRow(state, row),
}
