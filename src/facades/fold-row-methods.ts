/**
 * Atom's row folds and row queries on `TextEditor` (`foldBufferRow`,
 * `foldAll`, `isFoldableAtBufferRow`, `cursorsForScreenRowRange`, …). Each
 * fold method dispatches one action (see `reducers/fold-rows.ts`) and
 * returns what Atom's returns; the queries read the state. Installed on
 * `TextEditor.prototype` like the display methods.
 */
import * as A from '../actions/index.js'
import * as F from '../display/folds.js'
import { isFoldableAtRow } from '../display/fold-rows.js'
import * as S from '../display/screen.js'
import { languageModeFor } from '../language/language-mode.js'
import { head, lastSelection } from '../state/editor-state.js'
import * as P from '../values/pos.js'
import { toRange, type Range } from '../values/range.js'
import type { Cursor } from './cursor.js'
import type { Selection } from './selection.js'
import type { TextEditor } from './text-editor.js'

/** The row-fold methods and row queries, for the TextEditor's type. */
export interface FoldRowMethods {
  /** Replace every fold with one per foldable row range (nested ones included). */
  foldAll(): void
  /** Replace every fold with the outermost foldable ranges starting at indent `level` (0-based). */
  foldAllAtIndentLevel(level: number): void
  /**
   * Fold the foldable range starting on the row, else the nearest one
   * enclosing it; when that one is folded already, the next enclosing one.
   */
  foldBufferRow(bufferRow: number): void
  /** Fold the foldable range containing the last cursor's row; returns the new fold's id, or undefined. */
  foldCurrentRow(): number | undefined
  /** Destroy the folds containing the end of the last cursor's row; returns their ranges. */
  unfoldCurrentRow(): Range[]
  /** `unfoldBufferRow` (returning its ranges) when the row is folded, else `foldBufferRow` (returning undefined). */
  toggleFoldAtBufferRow(bufferRow: number): Range[] | undefined
  /** Whether a foldable range starts on the row. */
  isFoldableAtBufferRow(bufferRow: number): boolean
  /** `isFoldableAtBufferRow` for the buffer row shown on the screen row. */
  isFoldableAtScreenRow(screenRow: number): boolean
  /** Whether the row holds only whitespace (false for a row out of range, as Atom's buffer says). */
  isBufferRowBlank(bufferRow: number): boolean
  /** The cursors whose selections intersect the screen rows, in buffer order. */
  cursorsForScreenRowRange(startScreenRow: number, endScreenRow: number): Cursor[]
  /** The selections intersecting the screen rows, in creation order. */
  selectionsForScreenRows(startRow: number, endRow: number): Selection[]
}

const rangesOf = (folds: readonly { start: P.Pos; end: P.Pos }[]): Range[] => folds.map(f => toRange(f))

/** The folds `unfoldBufferRow(row)` destroys. */
const foldsAtRowEnd = (editor: TextEditor, row: number) => {
  const s = editor.getState()
  return F.foldsContaining(s.folds, [s.buffer.clampPosition(P.pos(row, Infinity))])
}

const methods: FoldRowMethods & ThisType<TextEditor> = {
  foldAll() {
    this.dispatch(A.foldAll())
  },
  foldAllAtIndentLevel(level) {
    this.dispatch(A.foldAllAtIndentLevel({ level }))
  },
  foldBufferRow(bufferRow) {
    this.dispatch(A.foldBufferRow({ row: bufferRow }))
  },
  foldCurrentRow() {
    const before = this.getState().folds
    const id = F.nextFoldId(before)
    this.dispatch(A.foldCurrentRow())
    return this.getState().folds !== before ? id : undefined
  },
  unfoldCurrentRow() {
    const last = lastSelection(this.getState())
    if (!last) return []
    const doomed = foldsAtRowEnd(this, head(last).row)
    this.dispatch(A.unfoldCurrentRow())
    return rangesOf(doomed)
  },
  toggleFoldAtBufferRow(bufferRow) {
    if (!F.isFoldedAtBufferRow(this.getState(), bufferRow)) {
      this.dispatch(A.foldBufferRow({ row: bufferRow }))
      return undefined
    }
    const doomed = foldsAtRowEnd(this, bufferRow)
    this.dispatch(A.toggleFoldAtBufferRow({ row: bufferRow }))
    return rangesOf(doomed)
  },
  isFoldableAtBufferRow(bufferRow) {
    const s = this.getState()
    return isFoldableAtRow({ buffer: s.buffer, tabLength: s.config.tabLength, mode: languageModeFor(s.config.grammar) }, bufferRow)
  },
  isFoldableAtScreenRow(screenRow) {
    return this.isFoldableAtBufferRow(S.bufferRowForScreenRow(this.getState(), screenRow))
  },
  isBufferRowBlank(bufferRow) {
    const buffer = this.getState().buffer
    return Number.isInteger(bufferRow) && bufferRow >= 0 && bufferRow <= buffer.getLastRow() && buffer.isRowBlank(bufferRow)
  },
  cursorsForScreenRowRange(startScreenRow, endScreenRow) {
    const s = this.getState()
    const start = S.bufferPositionForScreenPosition(s, P.pos(startScreenRow, 0))
    const end = S.bufferPositionForScreenPosition(s, P.pos(endScreenRow, Infinity))
    const range = P.span(start, end)
    return s.selections.filter(r => P.spansIntersect(r, range)).map(r => this.cursorForId(r.id))
  },
  selectionsForScreenRows(startRow, endRow) {
    return this.getSelections().filter(selection => selection.intersectsScreenRowRange(startRow, endRow))
  },
}

/** Install the row-fold methods on the editor's prototype. */
export const foldRowMethods = (proto: TextEditor): void => {
  for (const [name, value] of Object.entries(methods)) {
    Object.defineProperty(proto, name, { value, writable: true, configurable: true })
  }
}
