/**
 * Atom's `Cursor`, as a thin handle: every method reads the editor's current
 * state through a selector or dispatches an action creator.
 */
import { Emitter } from 'event-kit'
import type { Disposable } from './disposable.js'
import { listenerCount } from './emitter-counts.js'
import * as A from '../actions/index.js'
import * as S from '../display/screen.js'
import * as W from '../language/word.js'
import * as G from '../language/paragraph.js'
import type { SelectionRecord } from '../state/editor-state.js'
import { head, lastSelection } from '../state/editor-state.js'
import { Point, toPoint, type PointCompatible } from '../values/point.js'
import { Range, toRange } from '../values/range.js'
import * as P from '../values/pos.js'
import { cursorMarkerFor, type CursorMarker } from './marker.js'
import { plainPoint } from './args.js'
import { ScopeDescriptor } from './scope-descriptor.js'
import type { Selection } from './selection.js'
import type { TextEditor } from './text-editor.js'

/** Payload of `Cursor::onDidChangePosition`. */
export interface CursorPositionChangedEvent {
  oldBufferPosition: Point
  oldScreenPosition: Point
  newBufferPosition: Point
  newScreenPosition: Point
  textChanged: boolean
  cursor: Cursor
}

/** Word-query options (Atom's keys). */
export interface CursorWordOptions {
  wordRegex?: RegExp
  includeNonWordCharacters?: boolean
  allowPrevious?: boolean
  allowNext?: boolean
}

export { plainPoint }

/** A cursor: the head of one selection. */
export class Cursor {
  /** @internal event-kit emitter for this cursor's events, made on first use. */
  get emitter(): Emitter<{ 'did-destroy': void }, { 'did-change-position': CursorPositionChangedEvent }> {
    return (this.em ??= new Emitter())
  }
  private em: Emitter<{ 'did-destroy': void }, { 'did-change-position': CursorPositionChangedEvent }> | undefined
  /** @internal true while a listener is registered on this cursor. */
  hasListeners(): boolean {
    return listenerCount(this.em) > 0
  }
  /**
   * True once the cursor has been destroyed (merged away, removed, or its
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
  /** The last record seen, so a destroyed cursor still answers queries. */
  lastRecord: SelectionRecord

  constructor(readonly editor: TextEditor, readonly id: number, record: SelectionRecord) {
    this.lastRecord = record
  }

  // Section: Internal reads

  private rec(): SelectionRecord {
    const r = this.editor.recordFor(this.id)
    if (r) this.lastRecord = r
    return this.lastRecord
  }
  private get state() {
    return this.editor.getState()
  }
  private get buffer() {
    return this.state.buffer
  }
  private head() {
    return head(this.rec())
  }
  private words(options: CursorWordOptions = {}): W.WordOptions & { allowPrevious?: boolean; allowNext?: boolean } {
    return { nonWordCharacters: this.getNonWordCharacters(), ...options } as W.WordOptions
  }
  private act<T extends { payload: object }>(a: T): void {
    this.editor.dispatch({ ...a, payload: { ...a.payload, target: this.id } } as unknown as A.Action)
  }

  /** The selection this cursor belongs to. */
  get selection(): Selection {
    return this.editor.selectionForId(this.id)
  }

  /** A read view of the cursor's marker (Atom's `marker` property; the same as `getMarker()`). */
  get marker(): CursorMarker {
    return this.getMarker()
  }

  /** The goal column vertical motions aim for, or null. */
  get goalColumn(): number | null {
    return this.rec().goalColumn
  }

  /** Sets the goal column the next vertical motions aim for, as assigning Atom's property does (null: none). */
  set goalColumn(value: number | null) {
    const goalColumn = value ?? null
    if (goalColumn !== null && !(Number.isInteger(goalColumn) || goalColumn === Infinity || goalColumn === -Infinity)) throw new TypeError(`Invalid goal column: ${String(value)}`)
    this.act(A.setGoalColumn({ goalColumn }))
  }

  // Section: Event Subscription

  /** Calls back when the cursor moves on screen. */
  onDidChangePosition(callback: (event: CursorPositionChangedEvent) => void): Disposable {
    this.editor.noteListener(this.id)
    return this.emitter.on('did-change-position', callback)
  }

  /** Calls back once when the cursor is destroyed. */
  onDidDestroy(callback: () => void): Disposable {
    this.editor.noteListener(this.id)
    return this.emitter.once('did-destroy', callback)
  }

  // Section: Managing Cursor Position

  /** Moves the cursor to a screen position. */
  setScreenPosition(screenPosition: PointCompatible, options: { autoscroll?: boolean; clipDirection?: S.ClipDirection; skipSoftWrapIndentation?: boolean } = {}): void {
    this.act(A.setScreenPosition({ position: plainPoint(screenPosition), ...options }))
  }
  /** The cursor's screen position. */
  getScreenPosition(): Point {
    return toPoint(S.screenPositionForBufferPosition(this.state, this.head()))
  }
  /** Moves the cursor to a buffer position (clipped to the buffer). */
  setBufferPosition(bufferPosition: PointCompatible, options: { autoscroll?: boolean } = {}): void {
    this.act(A.setBufferPosition({ position: plainPoint(bufferPosition), ...options }))
  }
  /** The cursor's buffer position (a Point, though Atom's docs say Array). */
  getBufferPosition(): Point {
    return toPoint(this.head())
  }
  getScreenRow(): number {
    return this.getScreenPosition().row
  }
  getScreenColumn(): number {
    return this.getScreenPosition().column
  }
  getBufferRow(): number {
    return this.head().row
  }
  getBufferColumn(): number {
    return this.head().column
  }
  /** The text of the cursor's buffer row, without its line ending. */
  getCurrentBufferLine(): string {
    return this.buffer.lineForRow(this.head().row)
  }
  /** The selection's marker (Atom's `DisplayMarker`), the same object each time. */
  getMarker(): CursorMarker {
    return cursorMarkerFor(this.editor, this.id, this.rec())
  }
  /** The one-column screen range at the head. */
  getScreenRange(): Range {
    const p = this.getScreenPosition()
    return new Range(p, [p.row, p.column + 1])
  }
  isLastCursor(): boolean {
    return !this.destroyed && lastSelection(this.state)?.id === this.id
  }
  isAtBeginningOfLine(): boolean {
    return W.isAtBeginningOfLine(this.buffer, this.head())
  }
  isAtEndOfLine(): boolean {
    return W.isAtEndOfLine(this.buffer, this.head())
  }
  isSurroundedByWhitespace(): boolean {
    return W.isSurroundedByWhitespace(this.buffer, this.head())
  }
  isBetweenWordAndNonWord(): boolean {
    return W.isBetweenWordAndNonWord(this.buffer, this.head(), this.getNonWordCharacters())
  }
  isInsideWord(options: { wordRegex?: RegExp } = {}): boolean {
    return W.isInsideWord(this.buffer, this.head(), this.words(options))
  }
  /** Atom's actual behaviour: true when non-whitespace text precedes the cursor on its line. */
  hasPrecedingCharactersOnLine(): boolean {
    return W.hasPrecedingCharactersOnLine(this.buffer, this.head())
  }
  /** Indent level from the cursor's column (Atom quirk). */
  getIndentLevel(): number {
    const c = this.state.config
    return W.getIndentLevel(this.head().column, c.softTabs, c.tabLength)
  }
  /** Scopes at the cursor (`['text']` without a language mode). */
  getScopeDescriptor(): ScopeDescriptor {
    return this.editor.scopeDescriptorForBufferPosition(this.head())
  }
  /** Syntax-tree scopes at the cursor (the plain scopes without a syntax tree). */
  getSyntaxTreeScopeDescriptor(): ScopeDescriptor {
    return this.editor.syntaxTreeScopeDescriptorForBufferPosition(this.head())
  }

  // Section: Cursor Position Details

  getCurrentLineBufferRange(options: { includeNewline?: boolean } = {}): Range {
    return toRange(this.buffer.rangeForRow(this.head().row, options.includeNewline ?? false))
  }
  getPreviousWordBoundaryBufferPosition(options: CursorWordOptions = {}): Point {
    return toPoint(W.getPreviousWordBoundaryBufferPosition(this.buffer, this.head(), this.words(options)))
  }
  getNextWordBoundaryBufferPosition(options: CursorWordOptions = {}): Point {
    return toPoint(W.getNextWordBoundaryBufferPosition(this.buffer, this.head(), this.words(options)))
  }
  /** A Point (Atom's docs say Range). */
  getBeginningOfCurrentWordBufferPosition(options: CursorWordOptions = {}): Point {
    return toPoint(W.getBeginningOfCurrentWordBufferPosition(this.buffer, this.head(), this.words(options)))
  }
  getEndOfCurrentWordBufferPosition(options: CursorWordOptions = {}): Point {
    return toPoint(W.getEndOfCurrentWordBufferPosition(this.buffer, this.head(), this.words(options)))
  }
  getBeginningOfNextWordBufferPosition(options: CursorWordOptions = {}): Point {
    return toPoint(W.getBeginningOfNextWordBufferPosition(this.buffer, this.head(), this.words(options)))
  }
  getCurrentWordBufferRange(options: CursorWordOptions = {}): Range {
    return toRange(W.getCurrentWordBufferRange(this.buffer, this.head(), this.words(options)))
  }
  getCurrentParagraphBufferRange(): Range | undefined {
    const mode = this.editor.getLanguageMode()
    const r = G.getCurrentParagraphBufferRange(this.buffer, this.head(), row => mode.isRowCommented(this.buffer, row))
    return r && toRange(r)
  }
  getCurrentWordPrefix(): string {
    return W.getCurrentWordPrefix(this.buffer, this.head(), this.getNonWordCharacters())
  }
  /** Atom's word regex at the cursor. */
  wordRegExp(options: { includeNonWordCharacters?: boolean } = {}): RegExp {
    return W.wordRegExp({ ...options, nonWordCharacters: this.getNonWordCharacters() })
  }
  /** Atom's subword regex at the cursor. */
  subwordRegExp(options: { backwards?: boolean } = {}): RegExp {
    return W.subwordRegExp({ ...options, nonWordCharacters: this.getNonWordCharacters() })
  }
  /** The non-word characters in force at the cursor. */
  getNonWordCharacters(): string {
    return this.editor.getNonWordCharacters(this.head())
  }

  // Section: Moving the Cursor

  moveUp(rowCount = 1, { moveToEndOfSelection = false }: { moveToEndOfSelection?: boolean } = {}): void {
    this.act(A.moveUp({ rowCount, moveToEndOfSelection }))
  }
  moveDown(rowCount = 1, { moveToEndOfSelection = false }: { moveToEndOfSelection?: boolean } = {}): void {
    this.act(A.moveDown({ rowCount, moveToEndOfSelection }))
  }
  moveLeft(columnCount = 1, { moveToEndOfSelection = false }: { moveToEndOfSelection?: boolean } = {}): void {
    this.act(A.moveLeft({ columnCount, moveToEndOfSelection }))
  }
  moveRight(columnCount = 1, { moveToEndOfSelection = false }: { moveToEndOfSelection?: boolean } = {}): void {
    this.act(A.moveRight({ columnCount, moveToEndOfSelection }))
  }
  moveToTop(): void { this.act(A.moveToTop()) }
  moveToBottom(): void { this.act(A.moveToBottom()) }
  moveToBeginningOfScreenLine(): void { this.act(A.moveToBeginningOfScreenLine()) }
  moveToBeginningOfLine(): void { this.act(A.moveToBeginningOfLine()) }
  moveToFirstCharacterOfLine(): void { this.act(A.moveToFirstCharacterOfLine()) }
  moveToEndOfScreenLine(): void { this.act(A.moveToEndOfScreenLine()) }
  moveToEndOfLine(): void { this.act(A.moveToEndOfLine()) }
  moveToBeginningOfWord(): void { this.act(A.moveToBeginningOfWord()) }
  moveToEndOfWord(): void { this.act(A.moveToEndOfWord()) }
  moveToBeginningOfNextWord(): void { this.act(A.moveToBeginningOfNextWord()) }
  moveToPreviousWordBoundary(): void { this.act(A.moveToPreviousWordBoundary()) }
  moveToNextWordBoundary(): void { this.act(A.moveToNextWordBoundary()) }
  moveToPreviousSubwordBoundary(): void { this.act(A.moveToPreviousSubwordBoundary()) }
  moveToNextSubwordBoundary(): void { this.act(A.moveToNextSubwordBoundary()) }
  skipLeadingWhitespace(): void { this.act(A.skipLeadingWhitespace()) }
  moveToBeginningOfNextParagraph(): void { this.act(A.moveToBeginningOfNextParagraph()) }
  moveToBeginningOfPreviousParagraph(): void { this.act(A.moveToBeginningOfPreviousParagraph()) }

  // Section: Comparing to another cursor

  /** Compare buffer positions: -1, 0 or 1. */
  compare(otherCursor: Cursor): number {
    return P.compare(this.head(), otherCursor.getBufferPosition())
  }

  // Section: Utilities

  /** Collapse the selection to the cursor. */
  clearSelection(options: { autoscroll?: boolean } = {}): void {
    this.act(A.clearSelection(options))
  }
  /** Destroy the cursor and its selection. */
  destroy(): void {
    this.act(A.destroy())
  }
  /** Ask the view to reveal the cursor (the editor's `onDidRequestAutoscroll`, with the cursor's one-column screen range, unclipped). */
  autoscroll(options: { center?: boolean } = {}): void {
    this.editor.scrollToScreenRange(this.getScreenRange(), { ...options, clip: false })
  }
  /** Autoscroll is a view concern: nothing to clear. */
  clearAutoscroll(): void {}

  // Section: Visibility (a view concern kept on the handle, from Atom's older Cursor API)

  private visible = true
  /** Whether a view should draw this cursor (true unless `setVisible(false)`). */
  isVisible(): boolean {
    return this.visible
  }
  /** Show or hide the cursor in views; calls back `onDidChangeVisibility` listeners on a change. */
  setVisible(visible: boolean): void {
    if (this.visible === visible) return
    this.visible = visible
    this.visibilityEmitter.emit('did-change-visibility', visible)
  }
  /** Calls back when `setVisible` changes the visibility. */
  onDidChangeVisibility(callback: (visibility: boolean) => void): Disposable {
    return this.visibilityEmitter.on('did-change-visibility', callback)
  }
  private readonly visibilityEmitter = new Emitter<{}, { 'did-change-visibility': boolean }>()
}
