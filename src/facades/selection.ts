/**
 * Atom's `Selection`, as a thin handle: every method reads the editor's
 * current state through a selector or dispatches an action creator.
 */
import { Emitter } from 'event-kit'
import type { Disposable } from './disposable.js'
import { listenerCount } from './emitter-counts.js'
import * as A from '../actions/index.js'
import * as S from '../display/screen.js'
import type { SelectionRecord } from '../state/editor-state.js'
import { head, isEmpty, isReversed, lastSelection, tail } from '../state/editor-state.js'
import * as P from '../values/pos.js'
import { toPoint, type Point, type PointCompatible } from '../values/point.js'
import { Range, toRange, type RangeCompatible } from '../values/range.js'
import type { Cursor } from './cursor.js'
import { plainPoint, plainRange } from './args.js'
import { cursorMarkerFor, type CursorMarker } from './marker.js'
import { selectionEditMethods, type SelectionEditMethods } from './editing.js'
import { installSelectionClipboardMethods, type SelectionClipboardMethods } from './edit-methods.js'
import type { TextEditor } from './text-editor.js'
import { newRanges, planInsertText } from '../reducers/edit.js'

/** Payload of `Selection::onDidChangeRange`. */
export interface SelectionChangedEvent {
  oldBufferRange: Range
  oldScreenRange: Range
  newBufferRange: Range
  newScreenRange: Range
  selection: Selection
}

/** Options of `setBufferRange` / `setScreenRange`. */
export interface SetRangeOptions {
  reversed?: boolean
  preserveFolds?: boolean
  autoscroll?: boolean
}

export { plainRange }

/** A selection: a range with a cursor at its head. */
export class Selection {
  /** @internal event-kit emitter for this selection's events, made on first use. */
  get emitter(): Emitter<{ 'did-destroy': void }, { 'did-change-range': SelectionChangedEvent }> {
    return (this.em ??= new Emitter())
  }
  private em: Emitter<{ 'did-destroy': void }, { 'did-change-range': SelectionChangedEvent }> | undefined
  /** @internal true while a listener is registered on this selection. */
  hasListeners(): boolean {
    return listenerCount(this.em) > 0
  }
  /**
   * True once the selection has been destroyed (merged away, removed, or its
   * editor destroyed). Read from the state when no event has said so, and
   * kept once true.
   */
  get destroyed(): boolean {
    return this.gone || (this.gone = this.editor.recordFor(this.id) === undefined)
  }
  set destroyed(value: boolean) {
    this.gone = value
  }
  private gone = false
  /** @internal true once seen destroyed (without reading the state). */
  destroyedSeen(): boolean {
    return this.gone
  }
  /** @internal drop the listeners (the editor is destroyed). */
  release(): void {
    this.em?.dispose()
  }
  lastRecord: SelectionRecord

  constructor(readonly editor: TextEditor, readonly id: number, record: SelectionRecord) {
    this.lastRecord = record
  }

  private rec(): SelectionRecord {
    const r = this.editor.recordFor(this.id)
    if (r) this.lastRecord = r
    return this.lastRecord
  }
  private get state() {
    return this.editor.getState()
  }
  private act<T extends { payload: object }>(a: T): void {
    this.editor.dispatch({ ...a, payload: { ...a.payload, target: this.id } } as unknown as A.Action)
  }

  /** The cursor at this selection's head. */
  get cursor(): Cursor {
    return this.editor.cursorForId(this.id)
  }
  /** The selection's marker (Atom's `DisplayMarker`), the same object as `cursor.getMarker()`. */
  get marker(): CursorMarker {
    return cursorMarkerFor(this.editor, this.id, this.rec())
  }

  /** Ask the view to reveal the selection: its screen range with its orientation, or its cursor when it has no tail (Atom's). */
  autoscroll(options: { center?: boolean } = {}): void {
    if (this.rec().tailed) this.editor.scrollToScreenRange(this.getScreenRange(), { reversed: this.isReversed(), ...options })
    else this.cursor.autoscroll(options)
  }
  /** Nothing to clear: a request is an event. */
  clearAutoscroll(): void {}

  // Section: Event Subscription

  onDidChangeRange(callback: (event: SelectionChangedEvent) => void): Disposable {
    this.editor.noteListener(this.id)
    return this.emitter.on('did-change-range', callback)
  }
  onDidDestroy(callback: () => void): Disposable {
    this.editor.noteListener(this.id)
    return this.emitter.once('did-destroy', callback)
  }

  // Section: Managing the selection range

  getScreenRange(): Range {
    return toRange(S.screenRangeForBufferRange(this.state, this.rec()))
  }
  setScreenRange(screenRange: RangeCompatible, options: SetRangeOptions = {}): void {
    this.act(A.setScreenRange({ range: plainRange(screenRange), ...options }))
  }
  getBufferRange(): Range {
    const r = this.rec()
    return toRange({ start: r.start, end: r.end })
  }
  /**
   * Atom's `modifySelection`: keeps the selection's tail (planted at the cursor when it has none)
   * while `fn` moves the cursor, then selects from the tail to where the cursor went.
   */
  modifySelection(fn: () => void): void {
    const kept = tail(this.rec())
    fn()
    const at = head(this.rec())
    const reversed = P.compare(at, kept) < 0
    this.act(A.setBufferRange({ range: reversed ? { start: at, end: kept } : { start: kept, end: at }, reversed, autoscroll: false }))
  }

  setBufferRange(bufferRange: RangeCompatible, options: SetRangeOptions = {}): void {
    this.act(A.setBufferRange({ range: plainRange(bufferRange), ...options }))
  }
  /** `[startRow, endRow]`; a range ending at column 0 does not count that row. */
  getBufferRowRange(): [number, number] {
    const r = this.rec()
    const end = r.end.column === 0 ? Math.max(r.start.row, r.end.row - 1) : r.end.row
    return [r.start.row, end]
  }
  getTailScreenPosition(): Point {
    return toPoint(S.screenPositionForBufferPosition(this.state, tail(this.rec())))
  }
  getTailBufferPosition(): Point {
    return toPoint(tail(this.rec()))
  }
  getHeadScreenPosition(): Point {
    return toPoint(S.screenPositionForBufferPosition(this.state, head(this.rec())))
  }
  getHeadBufferPosition(): Point {
    return toPoint(head(this.rec()))
  }

  // Section: Info about the selection

  isEmpty(): boolean {
    return isEmpty(this.rec())
  }
  isReversed(): boolean {
    return isReversed(this.rec())
  }
  isSingleScreenLine(): boolean {
    const r = this.getScreenRange()
    return r.start.row === r.end.row
  }
  getText(): string {
    return this.state.buffer.getTextInRange(this.rec())
  }
  intersectsBufferRange(bufferRange: RangeCompatible): boolean {
    return P.spansIntersect(this.rec(), Range.fromObject(bufferRange))
  }
  intersectsScreenRowRange(startRow: number, endRow: number): boolean {
    return this.getScreenRange().intersectsRowRange(startRow, endRow)
  }
  intersectsScreenRow(screenRow: number): boolean {
    return this.getScreenRange().intersectsRow(screenRow)
  }
  intersectsWith(otherSelection: Selection, exclusive = false): boolean {
    return P.spansIntersect(this.rec(), otherSelection.getBufferRange(), exclusive)
  }
  isLastSelection(): boolean {
    return !this.destroyed && lastSelection(this.state)?.id === this.id
  }
  /** Marker order: start ascending, then end descending. */
  compare(otherSelection: Selection): number {
    return P.compareSpans(this.rec(), otherSelection.getBufferRange())
  }

  // Section: Modifying the selected range

  clear(options: { autoscroll?: boolean } = {}): void {
    this.act(A.clear(options))
  }
  selectToScreenPosition(position: PointCompatible, options: { clipDirection?: S.ClipDirection; autoscroll?: boolean } = {}): void {
    this.act(A.selectToScreenPosition({ position: plainPoint(position), ...options }))
  }
  selectToBufferPosition(position: PointCompatible): void {
    this.act(A.selectToBufferPosition({ position: plainPoint(position) }))
  }
  selectRight(columnCount = 1): void { this.act(A.selectRight({ columnCount })) }
  selectLeft(columnCount = 1): void { this.act(A.selectLeft({ columnCount })) }
  selectUp(rowCount = 1): void { this.act(A.selectUp({ rowCount })) }
  selectDown(rowCount = 1): void { this.act(A.selectDown({ rowCount })) }
  selectToTop(): void { this.act(A.selectToTop()) }
  selectToBottom(): void { this.act(A.selectToBottom()) }
  selectAll(): void { this.act(A.selectAll()) }
  selectToBeginningOfLine(): void { this.act(A.selectToBeginningOfLine()) }
  selectToFirstCharacterOfLine(): void { this.act(A.selectToFirstCharacterOfLine()) }
  selectToEndOfLine(): void { this.act(A.selectToEndOfLine()) }
  selectToEndOfBufferLine(): void { this.act(A.selectToEndOfBufferLine()) }
  selectToBeginningOfWord(): void { this.act(A.selectToBeginningOfWord()) }
  selectToEndOfWord(): void { this.act(A.selectToEndOfWord()) }
  selectToBeginningOfNextWord(): void { this.act(A.selectToBeginningOfNextWord()) }
  selectToPreviousWordBoundary(): void { this.act(A.selectToPreviousWordBoundary()) }
  selectToNextWordBoundary(): void { this.act(A.selectToNextWordBoundary()) }
  selectToPreviousSubwordBoundary(): void { this.act(A.selectToPreviousSubwordBoundary()) }
  selectToNextSubwordBoundary(): void { this.act(A.selectToNextSubwordBoundary()) }
  selectToBeginningOfNextParagraph(): void { this.act(A.selectToBeginningOfNextParagraph()) }
  selectToBeginningOfPreviousParagraph(): void { this.act(A.selectToBeginningOfPreviousParagraph()) }
  /**
   * Select the word at the cursor (blank run when surrounded by whitespace);
   * `reversed` and `preserveFolds` are `setBufferRange`'s.
   */
  selectWord(options: { wordRegex?: RegExp; includeNonWordCharacters?: boolean } & SetRangeOptions = {}): void {
    const { wordRegex, ...rest } = options
    this.act(A.selectWord({ ...rest, ...(wordRegex ? { wordRegex: wordRegex.source } : {}) }))
  }
  selectSubword(options: SetRangeOptions = {}): void { this.act(A.selectSubword(options)) }
  expandOverWord(options: { autoscroll?: boolean } = {}): void { this.act(A.expandOverWord(options)) }
  /** Select buffer row `row` (or the rows the selection spans) with its newline; `options` are `setBufferRange`'s. */
  selectLine(row?: number, options: SetRangeOptions = {}): void {
    this.act(A.selectLine(row === undefined || row === null ? options : { ...options, row }))
  }
  expandOverLine(options: { autoscroll?: boolean } = {}): void { this.act(A.expandOverLine(options)) }
  /** Adds a selection on the nearest row below that has room (Atom's "move selection down"). */
  addSelectionBelow(): void { this.act(A.addSelectionBelow()) }
  addSelectionAbove(): void { this.act(A.addSelectionAbove()) }
  /** Union with `otherSelection`, which is destroyed. */
  merge(otherSelection: Selection, options: SetRangeOptions = {}): void {
    this.act(A.merge({ other: otherSelection.id, ...options }))
  }
  /** Set the screen range `addSelectionBelow/Above` aim for from this selection. */
  setGoalScreenRange(range: RangeCompatible): void {
    this.act(A.setGoalScreenRange({ range: plainRange(range) }))
  }
  /** The goal range of vertical selection adds, or the current screen range. */
  getGoalScreenRange(): Range {
    const g = this.rec().goalScreenRange
    return g ? toRange(g) : this.getScreenRange()
  }

  // Section: Modifying the selected text

  /**
   * Replace the selection with `text`; returns the range of the text as
   * inserted, after the indentation of its trailing lines (the first line's
   * auto-indent comes after, as in Atom).
   */
  insertText(text: string, options: Omit<Parameters<typeof A.insertText>[0] & object, 'text' | 'target'> = {}): Range {
    if (this.editor.isReadOnly() && !options.bypassReadOnly) throw this.editor.readOnlyError(true)
    const plan = planInsertText(this.state, { text, ...options, target: this.id })
    const range = newRanges(this.state, plan.replacements)[0]
    this.act(A.insertText({ text, ...options }))
    const at = this.rec().start
    return range ? toRange(range) : new Range(at, at)
  }

  // Section: Folding

  /** Fold the selection's range (if non-empty) and put the cursor at its end. */
  fold(): void {
    this.act(A.foldSelection())
  }

  /** Destroy the selection and its cursor. */
  destroy(): void {
    this.act(A.destroy())
  }
}

// The deletion and indentation methods are one-liners generated from a table.
export interface Selection extends SelectionEditMethods {}
selectionEditMethods(Selection.prototype)
// The clipboard methods (edit-methods.ts).
export interface Selection extends SelectionClipboardMethods {}
installSelectionClipboardMethods(Selection.prototype)
