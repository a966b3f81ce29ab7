/**
 * Fold actions (`fold/<method>`, reference §5.5, §8.3): folding buffer
 * ranges and rows, unfolding, and `Selection::fold` (`fold/foldSelection`,
 * on `target` or on every selection). Folds never change buffer positions,
 * only screen ones.
 */
import * as t from 'io-ts'
import { action, creator, optionsAction, PosCodec, SpanCodec } from './action.js'

// ─── codecs ─────────────────────────────────────────────────────────────────

export const FoldBufferRange = action('fold/foldBufferRange', { range: SpanCodec }, {})
export const FoldBufferRowRange = action('fold/foldBufferRowRange', { startRow: t.number, endRow: t.number }, {})
export const UnfoldBufferRow = action('fold/unfoldBufferRow', { row: t.number }, {})
export const UnfoldAll = optionsAction('fold/unfoldAll', {})
export const DestroyFoldsIntersectingBufferRange = action('fold/destroyFoldsIntersectingBufferRange', { range: SpanCodec }, {})
export const DestroyFoldsContainingBufferPositions = action(
  'fold/destroyFoldsContainingBufferPositions',
  { positions: t.array(PosCodec) },
  { excludeEndpoints: t.boolean },
)
export const DestroyFold = action('fold/destroyFold', { id: t.number }, {})
export const FoldSelectedLines = optionsAction('fold/foldSelectedLines', {})
export const FoldSelection = optionsAction('fold/foldSelection', {})

/** Every fold action. */
export const FoldAction = t.union([
  FoldBufferRange, FoldBufferRowRange, UnfoldBufferRow, UnfoldAll, DestroyFoldsIntersectingBufferRange,
  DestroyFoldsContainingBufferPositions, DestroyFold, FoldSelectedLines, FoldSelection,
])
export type FoldAction = t.TypeOf<typeof FoldAction>
type Of<T extends FoldAction['type']> = Extract<FoldAction, { type: T }>

// ─── creators (named after Atom's methods) ──────────────────────────────────

export const foldBufferRange = creator<Of<'fold/foldBufferRange'>>('fold/foldBufferRange')
export const foldBufferRowRange = creator<Of<'fold/foldBufferRowRange'>>('fold/foldBufferRowRange')
export const unfoldBufferRow = creator<Of<'fold/unfoldBufferRow'>>('fold/unfoldBufferRow')
export const unfoldAll = creator<Of<'fold/unfoldAll'>>('fold/unfoldAll')
export const destroyFoldsIntersectingBufferRange = creator<Of<'fold/destroyFoldsIntersectingBufferRange'>>('fold/destroyFoldsIntersectingBufferRange')
export const destroyFoldsContainingBufferPositions = creator<Of<'fold/destroyFoldsContainingBufferPositions'>>('fold/destroyFoldsContainingBufferPositions')
export const destroyFold = creator<Of<'fold/destroyFold'>>('fold/destroyFold')
export const foldSelectedLines = creator<Of<'fold/foldSelectedLines'>>('fold/foldSelectedLines')
/** `Selection::fold` on `target` (every selection without one). */
export const foldSelection = creator<Of<'fold/foldSelection'>>('fold/foldSelection')
