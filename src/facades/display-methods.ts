/**
 * The display half of Atom's `TextEditor` (reference §5.5, §8.3, §8.5):
 * folds, soft wrap and screen-row queries. Each method reads with a selector
 * or dispatches one action; they are installed on `TextEditor.prototype`.
 */
import * as A from '../actions/index.js'
import * as F from '../display/folds.js'
import { softWrapColumn } from '../display/params.js'
import * as S from '../display/screen.js'
import type { Fold } from '../state/editor-state.js'
import * as P from '../values/pos.js'
import { Point, toPoint, type PointCompatible } from '../values/point.js'
import { Range, toRange, type RangeCompatible } from '../values/range.js'
import type { TextEditor } from './text-editor.js'
import { plainPoint, plainRange } from './args.js'

const ranges = (folds: readonly Fold[]): Range[] => folds.map(f => toRange(f))

/** The display methods, for the TextEditor's type. */
export interface DisplayMethods {
  // Folds
  /** Fold any buffer range; returns the new fold's id. */
  foldBufferRange(range: RangeCompatible): number
  /** Fold from the end of `startRow` to the end of `endRow`; returns the new fold's id. */
  foldBufferRowRange(startRow: number, endRow: number): number
  /** For each non-empty selection, fold its exact range and put its cursor at the range's end. */
  foldSelectedLines(): void
  /** Destroy every fold containing the end of `bufferRow` (endpoints included); returns their ranges. */
  unfoldBufferRow(bufferRow: number): Range[]
  /** Destroy every fold; returns their ranges, sorted by start. */
  unfoldAll(): Range[]
  /** Destroy the fold with this id. */
  destroyFoldWithId(id: number): void
  /** Destroy the folds intersecting the range (touching counts); returns their ranges. */
  destroyFoldsIntersectingBufferRange(bufferRange: RangeCompatible): Range[]
  /** Destroy the folds containing any of the positions (strictly with `excludeEndpoints`); returns their ranges. */
  destroyFoldsContainingBufferPositions(bufferPositions: readonly PointCompatible[], excludeEndpoints?: boolean): Range[]
  /** Whether some fold intersects the buffer row (its first and last rows count). */
  isFoldedAtBufferRow(bufferRow: number): boolean
  /** `isFoldedAtBufferRow` for the buffer row shown on the screen row. */
  isFoldedAtScreenRow(screenRow: number): boolean
  /** `isFoldedAtBufferRow` for the last cursor's buffer row. */
  isFoldedAtCursorRow(): boolean
  /** The range of the outermost fold intersecting the buffer row, or undefined. */
  largestFoldContainingBufferRow(bufferRow: number): Range | undefined
  // Soft wrap
  isSoftWrapped(): boolean
  /** Turn soft wrapping on or off; returns the new setting. */
  setSoftWrapped(softWrapped: boolean): boolean
  toggleSoftWrapped(): boolean
  /**
   * The column rows wrap at (`maxScreenLineLength` when not soft-wrapped;
   * soft-wrapped with no known width, Atom's `undefined`, or `NaN` with
   * `softWrapAtPreferredLineLength`: nothing wraps).
   */
  getSoftWrapColumn(): number | undefined
  getEditorWidthInChars(): number | null
  setEditorWidthInChars(editorWidthInChars: number | null): void
  // Screen rows
  lineLengthForScreenRow(screenRow: number): number
  getApproximateLongestScreenRow(): number
  /** The end of the longest screen row. */
  getRightmostScreenPosition(): Point
  /** The buffer row of each screen row from `startRow` to `endRow` (inclusive). */
  bufferRowsForScreenRows(startRow: number, endRow: number): number[]
  clipScreenRange(range: RangeCompatible, options?: S.ClipOptions): Range
  // Screen coordinates
  screenPositionForBufferPosition(position: PointCompatible, options?: S.ClipOptions): Point
  bufferPositionForScreenPosition(position: PointCompatible, options?: S.ClipOptions): Point
  screenRangeForBufferRange(range: RangeCompatible, options?: S.ClipOptions): Range
  bufferRangeForScreenRange(range: RangeCompatible, options?: S.ClipOptions): Range
  clipScreenPosition(position: PointCompatible, options?: S.ClipOptions): Point
  getScreenLineCount(): number
  getLastScreenRow(): number
  /** The screen row's text; undefined past the last screen row (Atom's). */
  lineTextForScreenRow(screenRow: number): string | undefined
  screenRowForBufferRow(row: number): number
  bufferRowForScreenRow(row: number): number
}

const methods: DisplayMethods & ThisType<TextEditor> = {
  foldBufferRange(range) {
    const id = F.nextFoldId(this.getState().folds)
    this.dispatch(A.foldBufferRange({ range: plainRange(range) }))
    return id
  },
  foldBufferRowRange(startRow, endRow) {
    const id = F.nextFoldId(this.getState().folds)
    this.dispatch(A.foldBufferRowRange({ startRow, endRow }))
    return id
  },
  foldSelectedLines() {
    this.dispatch(A.foldSelectedLines())
  },
  unfoldBufferRow(bufferRow) {
    const s = this.getState()
    const doomed = F.foldsContaining(s.folds, [s.buffer.clampPosition(P.pos(bufferRow, Infinity))])
    this.dispatch(A.unfoldBufferRow({ row: bufferRow }))
    return ranges(doomed)
  },
  unfoldAll() {
    const doomed = this.getState().folds
    this.dispatch(A.unfoldAll())
    return ranges(doomed)
  },
  destroyFoldWithId(id) {
    this.dispatch(A.destroyFold({ id }))
  },
  destroyFoldsIntersectingBufferRange(bufferRange) {
    const s = this.getState()
    const range = plainRange(bufferRange)
    const doomed = F.foldsIntersecting(s.folds, s.buffer.clipRange(P.span(range.start, range.end)))
    this.dispatch(A.destroyFoldsIntersectingBufferRange({ range }))
    return ranges(doomed)
  },
  destroyFoldsContainingBufferPositions(bufferPositions, excludeEndpoints = false) {
    const s = this.getState()
    const positions = bufferPositions.map(plainPoint)
    const doomed = F.foldsContaining(s.folds, positions.map(p => s.buffer.clampPosition(p)), excludeEndpoints)
    this.dispatch(A.destroyFoldsContainingBufferPositions({ positions, excludeEndpoints }))
    return ranges(doomed)
  },
  isFoldedAtBufferRow(bufferRow) {
    return F.isFoldedAtBufferRow(this.getState(), bufferRow)
  },
  isFoldedAtScreenRow(screenRow) {
    return F.isFoldedAtBufferRow(this.getState(), S.bufferRowForScreenRow(this.getState(), screenRow))
  },
  isFoldedAtCursorRow() {
    return F.isFoldedAtBufferRow(this.getState(), this.getCursorBufferPosition().row)
  },
  largestFoldContainingBufferRow(bufferRow) {
    const f = F.largestFoldContainingBufferRow(this.getState(), bufferRow)
    return f && toRange(f)
  },
  isSoftWrapped() {
    return this.getState().config.softWrapped
  },
  setSoftWrapped(softWrapped) {
    this.dispatch(A.update({ config: { softWrapped } }))
    return this.getState().config.softWrapped
  },
  toggleSoftWrapped() {
    return this.setSoftWrapped(!this.isSoftWrapped())
  },
  getSoftWrapColumn() {
    return softWrapColumn(this.getState().config)
  },
  getEditorWidthInChars() {
    return this.getState().config.editorWidthInChars
  },
  setEditorWidthInChars(editorWidthInChars) {
    this.dispatch(A.update({ config: { editorWidthInChars } }))
  },
  lineLengthForScreenRow(screenRow) {
    return S.lineLengthForScreenRow(this.getState(), screenRow)
  },
  getApproximateLongestScreenRow() {
    return S.getApproximateLongestScreenRow(this.getState())
  },
  getRightmostScreenPosition() {
    return toPoint(S.getRightmostScreenPosition(this.getState()))
  },
  bufferRowsForScreenRows(startRow, endRow) {
    return S.bufferRowsForScreenRows(this.getState(), startRow, endRow)
  },
  clipScreenRange(range, options = {}) {
    return toRange(S.clipScreenRange(this.getState(), Range.fromObject(range), options))
  },
  screenPositionForBufferPosition(position, options = {}) {
    return toPoint(S.screenPositionForBufferPosition(this.getState(), Point.fromObject(position), options))
  },
  bufferPositionForScreenPosition(position, options = {}) {
    return toPoint(S.bufferPositionForScreenPosition(this.getState(), Point.fromObject(position), options))
  },
  screenRangeForBufferRange(range, options = {}) {
    return toRange(S.screenRangeForBufferRange(this.getState(), Range.fromObject(range), options))
  },
  bufferRangeForScreenRange(range, options = {}) {
    return toRange(S.bufferRangeForScreenRange(this.getState(), Range.fromObject(range), options))
  },
  clipScreenPosition(position, options = {}) {
    return toPoint(S.clipScreenPosition(this.getState(), Point.fromObject(position), options))
  },
  getScreenLineCount() {
    return S.getScreenLineCount(this.getState())
  },
  getLastScreenRow() {
    return S.getLastScreenRow(this.getState())
  },
  lineTextForScreenRow(screenRow) {
    const state = this.getState()
    return screenRow > S.getLastScreenRow(state) ? undefined : S.lineTextForScreenRow(state, screenRow)
  },
  screenRowForBufferRow(row) {
    return S.screenRowForBufferRow(this.getState(), row)
  },
  bufferRowForScreenRow(row) {
    return S.bufferRowForScreenRow(this.getState(), row)
  },
}

/** Install the display methods on the editor's prototype. */
export const displayMethods = (proto: TextEditor): void => {
  for (const [name, value] of Object.entries(methods)) {
    Object.defineProperty(proto, name, { value, writable: true, configurable: true })
  }
}
