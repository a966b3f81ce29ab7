/**
 * Fold actions (`fold/<method>`, reference §5.5, §8.3): folding buffer
 * ranges and rows, unfolding, and `Selection::fold` (`fold/foldSelection`,
 * on `target` or on every selection). Folds never change buffer positions,
 * only screen ones.
 */
import * as t from 'io-ts'
import { action, Clipped, creator, Int, Level, optionsAction, PosCodec, SpanCodec } from './action.js'

// ─── codecs ─────────────────────────────────────────────────────────────────

/** Fold any buffer range (clipped); the new fold gets the next fold id. */
export const FoldBufferRange = action('fold/foldBufferRange', { range: SpanCodec }, {})
/** Fold from the end of `startRow` to the end of `endRow`. */
export const FoldBufferRowRange = action('fold/foldBufferRowRange', { startRow: Clipped, endRow: Clipped }, {})
/** Destroy every fold containing the end of `row` (endpoints included). */
export const UnfoldBufferRow = action('fold/unfoldBufferRow', { row: Clipped }, {})
/** Destroy every fold. */
export const UnfoldAll = optionsAction('fold/unfoldAll', {})
/** Destroy the folds intersecting the (clipped) range, touching included. */
export const DestroyFoldsIntersectingBufferRange = action('fold/destroyFoldsIntersectingBufferRange', { range: SpanCodec }, {})
/** Destroy the folds containing any of the positions (strictly with `excludeEndpoints`). */
export const DestroyFoldsContainingBufferPositions = action(
  'fold/destroyFoldsContainingBufferPositions',
  { positions: t.array(PosCodec) },
  { excludeEndpoints: t.boolean },
)
/** Destroy the fold with this id. */
export const DestroyFold = action('fold/destroyFold', { id: Int }, {})
/** `Selection::fold` on every selection, in creation order. */
export const FoldSelectedLines = optionsAction('fold/foldSelectedLines', {})
/** `Selection::fold` on `target` (every selection without one). */
export const FoldSelection = optionsAction('fold/foldSelection', {})

/** Destroy every fold, then fold every foldable row range (the language's, else by indentation). */
export const FoldAll = optionsAction('fold/foldAll', {})
/** Destroy every fold, then fold the outermost foldable ranges starting at indent `level`. */
export const FoldAllAtIndentLevel = action('fold/foldAllAtIndentLevel', { level: Level }, {})
/** Fold the foldable range starting on `row` or enclosing it; an existing fold there makes it the next enclosing one. */
export const FoldBufferRow = action('fold/foldBufferRow', { row: Int }, {})
/** Fold the foldable range containing the end of the last cursor's row (a new fold even when one exists). */
export const FoldCurrentRow = optionsAction('fold/foldCurrentRow', {})
/** Destroy every fold containing the end of the last cursor's row. */
export const UnfoldCurrentRow = optionsAction('fold/unfoldCurrentRow', {})
/** `unfoldBufferRow` when the row is folded, else `foldBufferRow`. */
export const ToggleFoldAtBufferRow = action('fold/toggleFoldAtBufferRow', { row: Int }, {})

/** Every fold action. */
export const FoldAction = t.union([
  FoldBufferRange, FoldBufferRowRange, UnfoldBufferRow, UnfoldAll, DestroyFoldsIntersectingBufferRange,
  DestroyFoldsContainingBufferPositions, DestroyFold, FoldSelectedLines, FoldSelection,
  FoldAll, FoldAllAtIndentLevel, FoldBufferRow, FoldCurrentRow, UnfoldCurrentRow, ToggleFoldAtBufferRow,
])
/** A fold action. */
export type FoldAction = t.TypeOf<typeof FoldAction>
type Of<T extends FoldAction['type']> = Extract<FoldAction, { type: T }>

// ─── creators (named after Atom's methods) ──────────────────────────────────

/** Atom's `foldBufferRange`. */
export const foldBufferRange = creator<Of<'fold/foldBufferRange'>>('fold/foldBufferRange')
/** Atom's `foldBufferRowRange`. */
export const foldBufferRowRange = creator<Of<'fold/foldBufferRowRange'>>('fold/foldBufferRowRange')
/** Atom's `unfoldBufferRow`. */
export const unfoldBufferRow = creator<Of<'fold/unfoldBufferRow'>>('fold/unfoldBufferRow')
/** Atom's `unfoldAll`. */
export const unfoldAll = creator<Of<'fold/unfoldAll'>>('fold/unfoldAll')
/** Atom's `destroyFoldsIntersectingBufferRange`. */
export const destroyFoldsIntersectingBufferRange = creator<Of<'fold/destroyFoldsIntersectingBufferRange'>>('fold/destroyFoldsIntersectingBufferRange')
/** Atom's `destroyFoldsContainingBufferPositions`. */
export const destroyFoldsContainingBufferPositions = creator<Of<'fold/destroyFoldsContainingBufferPositions'>>('fold/destroyFoldsContainingBufferPositions')
/** Atom's `destroyFoldWithId`. */
export const destroyFold = creator<Of<'fold/destroyFold'>>('fold/destroyFold')
/** Atom's `foldSelectedLines`. */
export const foldSelectedLines = creator<Of<'fold/foldSelectedLines'>>('fold/foldSelectedLines')
/** `Selection::fold` on `target` (every selection without one). */
export const foldSelection = creator<Of<'fold/foldSelection'>>('fold/foldSelection')
/** Atom's `foldAll`. */
export const foldAll = creator<Of<'fold/foldAll'>>('fold/foldAll')
/** Atom's `foldAllAtIndentLevel`. */
export const foldAllAtIndentLevel = creator<Of<'fold/foldAllAtIndentLevel'>>('fold/foldAllAtIndentLevel')
/** Atom's `foldBufferRow`. */
export const foldBufferRow = creator<Of<'fold/foldBufferRow'>>('fold/foldBufferRow')
/** Atom's `foldCurrentRow`. */
export const foldCurrentRow = creator<Of<'fold/foldCurrentRow'>>('fold/foldCurrentRow')
/** Atom's `unfoldCurrentRow`. */
export const unfoldCurrentRow = creator<Of<'fold/unfoldCurrentRow'>>('fold/unfoldCurrentRow')
/** Atom's `toggleFoldAtBufferRow`. */
export const toggleFoldAtBufferRow = creator<Of<'fold/toggleFoldAtBufferRow'>>('fold/toggleFoldAtBufferRow')
