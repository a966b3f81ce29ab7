/**
 * What find-and-replace's select-next commands remember between commands,
 * as data in the state (the package keeps it in one object per editor).
 */
import type { Span } from '../values/pos.js'

/** The select-next memory. */
export interface SelectNextState {
  /**
   * The selection that `select-next` selected as a whole word from an empty
   * cursor, with the range it had then: while that selection exists with
   * that range, occurrences must be whole words (the package forgets it when
   * the selection changes or goes).
   */
  readonly word: { readonly id: number; readonly range: Span } | null
  /** The ranges `select-undo` and `select-skip` go back to (the package's `selectionRanges`). */
  readonly ranges: readonly Span[]
}
