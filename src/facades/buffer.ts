/**
 * `editor.getBuffer()`: Atom's TextBuffer names over the editor's current
 * persistent buffer. Reads go to the buffer of the moment; writes dispatch
 * `edit/setTextInRange`, so selections move through them like markers.
 */
import * as A from '../actions/index.js'
import type { LanguageMode } from '../language/language-mode.js'
import { BufferEvents, type BufferChangeEvent, type StoppedChangingEvent } from './buffer-events.js'
import type { Disposable } from './disposable.js'
import { Point, toPoint, type PointCompatible } from '../values/point.js'
import { Range, toRange, type RangeCompatible } from '../values/range.js'
import { plainPoint } from './cursor.js'
import { plainRange } from './selection.js'
import { quickRange } from './args.js'
import type { Span } from '../values/pos.js'
import type { TextEditor } from './text-editor.js'
import type { TextBuffer } from '../buffer/text-buffer.js'
import { installBufferSearchMethods, type BufferSearchMethods } from './search-methods.js'
import { SharedDocument } from './document.js'

/** `hasAstral` per persistent buffer (a buffer never changes). */
const astral = new WeakMap<object, boolean>()

/** A mutable-looking view of the editor's buffer with Atom's TextBuffer method names. */
export class BufferView {
  private events: BufferEvents | undefined
  private holds = 1
  private gone = false
  private preferredLineEnding: string | null = null

  private doc: SharedDocument | null = null

  constructor(private editor: TextEditor) {}

  /** @internal the editors of this buffer (made when a second editor joins). */
  sharedDocument(): SharedDocument {
    if (this.doc === null) {
      this.doc = new SharedDocument(this.editor)
      this.editor.document = this.doc
    }
    return this.doc
  }
  /** An edit through the buffer: with several editors, its undo entry keeps each one's selections. */
  private edit(fn: () => void): void {
    if (this.doc) this.doc.bufferEdit(this.editor, fn)
    else fn()
  }
  /** @internal `editor` is destroyed while others remain: its hold goes, and the view reads through `successor` from now on. */
  leave(editor: TextEditor, successor: TextEditor): void {
    if (this.editor === editor) {
      this.editor = successor
      this.events?.rebind(successor)
    }
    this.release()
  }

  /** @internal the event machinery, made on first use. */
  get bufferEvents(): BufferEvents {
    return (this.events ??= new BufferEvents(this.editor, this.editor.scheduler, this.editor.stoppedChangingDelay))
  }
  /** @internal before a commit changes the text. */
  willChange(): void { this.events?.willChange() }

  // Section: Events

  /** Calls back before the first text change of each batch (action or transaction). */
  onWillChange(callback: () => void): Disposable { return this.bufferEvents.on('will-change', callback) }
  /** Calls back after each batch that changed the text, with Atom's aggregated `ChangeEvent`. */
  onDidChange(callback: (event: BufferChangeEvent) => void): Disposable { return this.bufferEvents.on('did-change-text', callback) }
  /** The same as `onDidChange` (Atom's). */
  onDidChangeText(callback: (event: BufferChangeEvent) => void): Disposable { return this.onDidChange(callback) }
  /** Calls back once the text has not changed for `getStoppedChangingDelay()` ms, with every change since the last call. */
  onDidStopChanging(callback: (event: StoppedChangingEvent) => void): Disposable { return this.bufferEvents.on('did-stop-changing', callback) }
  /** Calls back when `isModified()` changes (checked when changes stop, and on `markSaved`). */
  onDidChangeModified(callback: (modified: boolean) => void): Disposable { return this.bufferEvents.on('did-change-modified', callback) }
  /** Calls back after each batch that changed the text, once markers have moved (before the markers' own `onDidChange` listeners, as Atom's buffer does). */
  onDidUpdateMarkers(callback: () => void): Disposable { return this.bufferEvents.on('did-update-markers', callback) }
  /** Calls back before `markSaved` sets the saved state (Atom's `onWillSave`; a headless buffer has no file, so `path` is ''). */
  onWillSave(callback: (event: { path: string }) => void): Disposable { return this.bufferEvents.on('will-save', callback) }
  /** Calls back after `markSaved` (Atom's `onDidSave`). */
  onDidSave(callback: (event: { path: string }) => void): Disposable { return this.bufferEvents.on('did-save', callback) }
  /** Calls back once when the buffer is destroyed (released by its last holder, or its editor destroyed). */
  onDidDestroy(callback: () => void): Disposable { return this.bufferEvents.on('did-destroy', callback) }
  /** Milliseconds without a change before `onDidStopChanging` listeners are called (Atom's 300 by default). */
  getStoppedChangingDelay(): number { return this.editor.stoppedChangingDelay }

  // Section: Saved state and lifecycle

  /** Whether the text differs from the saved one (`markSaved`); never saved, whether there is any text (Atom's rule for a buffer without a file). */
  isModified(): boolean { return this.bufferEvents.isModified() }
  /** Mark the current text as saved (what saving does): `isModified()` is false until the text differs. */
  markSaved(): void {
    this.events?.saving('will-save')
    this.editor.dispatch(A.markSaved())
    this.events?.modifiedStatus(false)
    this.events?.saving('did-save')
  }
  /** The editor's language mode. */
  getLanguageMode(): LanguageMode { return this.editor.getLanguageMode() }
  /** Hold the buffer: it stays alive until released as many times (plus once by its editor). */
  retain(): this {
    this.holds++
    return this
  }
  /** Release a hold; the last release destroys the buffer and its editor. */
  release(): this {
    this.holds--
    if (this.holds <= 0) this.destroy()
    return this
  }
  isRetained(): boolean { return this.holds > 0 }
  /** How many holders the buffer has (its editor counts one). */
  get refcount(): number { return this.holds }
  /** Whether the buffer has been destroyed. */
  get destroyed(): boolean { return this.gone }
  /** Whether several editors share this buffer (`new TextEditor({ buffer })`). */
  hasMultipleEditors(): boolean { return (this.doc?.editors.length ?? 1) > 1 }
  /** Destroy the buffer: `onDidDestroy` listeners are called, then the editor is destroyed. */
  destroy(): void {
    if (this.gone) return
    this.gone = true
    this.holds = 0
    this.events?.destroy()
    this.editor.destroy()
  }
  isDestroyed(): boolean { return this.gone }
  isAlive(): boolean { return !this.gone }
  /** The line ending inserted text is normalized to (`null`: the line ending of the row written to). */
  setPreferredLineEnding(preferredLineEnding: string | null = null): void { this.preferredLineEnding = preferredLineEnding }
  getPreferredLineEnding(): string | null { return this.preferredLineEnding }

  // Section: Reading

  private get b() {
    return this.editor.getState().buffer
  }

  /** @internal the persistent buffer of the moment. */
  textBuffer(): TextBuffer { return this.b }

  getText(): string { return this.b.getText() }
  getLineCount(): number { return this.b.getLineCount() }
  getLastRow(): number { return this.b.getLastRow() }
  lineForRow(row: number): string | undefined { return row >= 0 && row <= this.b.getLastRow() ? this.b.lineForRow(row) : undefined }
  lineEndingForRow(row: number): string | undefined { return row >= 0 && row <= this.b.getLastRow() ? this.b.lineEndingForRow(row) : undefined }
  lineLengthForRow(row: number): number { return this.b.lineLengthForRow(row) }
  getLines(): string[] {
    const out: string[] = []
    for (let r = 0; r <= this.b.getLastRow(); r++) out.push(this.b.lineForRow(r))
    return out
  }
  getLastLine(): string { return this.b.lineForRow(this.b.getLastRow()) }
  getTextInRange(range: RangeCompatible): string { return this.b.getTextInRange(Range.fromObject(range)) }
  getEndPosition(): Point { return toPoint(this.b.getEndPosition()) }
  getFirstPosition(): Point { return new Point(0, 0) }
  getRange(): Range { return toRange(this.b.getRange()) }
  getMaxCharacterIndex(): number { return this.b.getLength() }
  getLength(): number { return this.b.getLength() }
  clipPosition(position: PointCompatible): Point { return toPoint(this.b.clampPosition(Point.fromObject(position))) }
  clipRange(range: RangeCompatible): Range { return toRange(this.b.clipRange(Range.fromObject(range))) }
  characterIndexForPosition(position: PointCompatible): number { return this.b.characterIndexForPosition(Point.fromObject(position)) }
  positionForCharacterIndex(offset: number): Point { return toPoint(this.b.positionForCharacterIndex(offset)) }
  isEmpty(): boolean { return this.b.isEmpty() }
  /** Whether the text holds a surrogate code unit (a character outside the Basic Multilingual Plane, or half of one), as Atom's. */
  hasAstral(): boolean {
    let known = astral.get(this.b)
    if (known === undefined) astral.set(this.b, (known = /[\uD800-\uDFFF]/.test(this.b.getText())))
    return known
  }
  isRowBlank(row: number): boolean { return this.b.isRowBlank(row) }
  previousNonBlankRow(row: number): number | null { return this.b.previousNonBlankRow(row) }
  nextNonBlankRow(row: number): number | null { return this.b.nextNonBlankRow(row) }
  rangeForRow(row: number, includeNewline = false): Range { return toRange(this.b.rangeForRow(row, includeNewline)) }

  /** Replace the whole text. */
  setText(text: string): Range {
    this.edit(() => this.editor.dispatch(A.setText({ text, bypassReadOnly: true })))
    return this.getRange()
  }
  /** Replace `range` with `text`; returns the range of the new text (from the start of the clipped range, as Atom's). */
  setTextInRange(range: RangeCompatible, text: string, options: { normalizeLineEndings?: boolean; undo?: 'skip' } = {}): Range {
    const quick = quickRange(range)
    const r = this.b.clipRange(quick ?? Range.fromObject(range))
    return this.replaceClipped(quick === undefined ? plainRange(r) : r, text, options)
  }
  insert(position: PointCompatible, text: string, options: { normalizeLineEndings?: boolean } = {}): Range {
    const p = this.b.clampPosition(plainPoint(position))
    return this.replaceClipped({ start: p, end: p }, text, options)
  }
  /** The edit of `setTextInRange` and `insert`, given a clipped range of plain positions. */
  private replaceClipped(r: Span, text: string, options: { normalizeLineEndings?: boolean; undo?: 'skip' }): Range {
    if (this.preferredLineEnding !== null && options.normalizeLineEndings !== false) {
      text = text.replace(/\r\n|\n|\r/g, this.preferredLineEnding)
      options = { ...options, normalizeLineEndings: false }
    }
    const action = A.setTextInRange({ range: r, text, bypassReadOnly: true, ...options })
    // Built from a clipped range: with a string and well-typed options (unknown keys are ignored), its shape needs no check.
    const { normalizeLineEndings: n, undo } = options
    const trusted = typeof text === 'string' && (n === undefined || typeof n === 'boolean') && (undo === undefined || undo === 'skip')
    const dispatch = () => (trusted ? this.editor.dispatchBuilt(action) : this.editor.dispatch(action))
    if (this.doc) this.doc.bufferEdit(this.editor, dispatch)
    else dispatch()
    // The reducer clips the range as above: the new text starts where the range did.
    const start = new Point(r.start.row, r.start.column)
    if (text.indexOf('\n') < 0 && text.indexOf('\r') < 0) return new Range(start, new Point(start.row, start.column + text.length))
    return Range.fromText(start, text)
  }
  append(text: string, options: { normalizeLineEndings?: boolean } = {}): Range {
    const end = this.b.getEndPosition()
    return this.replaceClipped({ start: end, end }, text, options)
  }
  delete(range: RangeCompatible): Range {
    return this.setTextInRange(range, '')
  }
  /** Delete row `row` with its line ending (Atom's `deleteRows(row, row)`). */
  deleteRow(row: number): Range { return this.deleteRows(row, row) }
  /**
   * Delete rows `startRow` to `endRow` (inclusive, either order, clipped) with
   * their line endings; the last row takes the line ending before it.
   * Returns the deleted range, empty.
   */
  deleteRows(startRow: number, endRow: number): Range {
    if (startRow > endRow) [startRow, endRow] = [endRow, startRow]
    const lastRow = this.getLastRow()
    if (endRow < 0) return new Range(this.getFirstPosition(), this.getFirstPosition())
    if (startRow > lastRow) return new Range(this.getEndPosition(), this.getEndPosition())
    startRow = Math.max(0, startRow)
    endRow = Math.min(lastRow, endRow)
    const range = endRow < lastRow
      ? new Range([startRow, 0], [endRow + 1, 0])
      : new Range(startRow === 0 ? [0, 0] : [startRow - 1, this.lineLengthForRow(startRow - 1)], [endRow, this.lineLengthForRow(endRow)])
    return this.delete(range)
  }

  // Section: Transactions

  /**
   * The editor's `transact`: one undo step, one batch of events. The first
   * argument may be a grouping interval or Atom's options object
   * (`{groupingInterval}`; a selections marker layer has no meaning here).
   */
  transact<T>(optionsOrFn: number | { groupingInterval?: number | undefined; selectionsMarkerLayer?: unknown } | (() => T), maybeFn?: () => T): T | undefined {
    if (typeof optionsOrFn === 'function') return this.editor.transact(optionsOrFn)
    const interval = typeof optionsOrFn === 'number' ? optionsOrFn : optionsOrFn.groupingInterval ?? 0
    return this.editor.transact(interval, maybeFn!)
  }
  /** Abort the open transaction (its changes are reverted). */
  abortTransaction(): never { return this.editor.abortTransaction() }

  // Section: History (the editor's undo history; one buffer per editor here)

  /** Undo the last change; true when there was one. */
  undo(_options?: object): boolean {
    const before = this.editor.getState()
    this.editor.undo({ bypassReadOnly: true })
    return this.editor.getState() !== before
  }
  /** Redo the last undone change; true when there was one. */
  redo(_options?: object): boolean {
    const before = this.editor.getState()
    this.editor.redo({ bypassReadOnly: true })
    return this.editor.getState() !== before
  }
  createCheckpoint(_options?: object): number { return this.editor.createCheckpoint() }
  revertToCheckpoint(checkpoint: number, _options?: object): boolean { return this.editor.revertToCheckpoint(checkpoint) }
  groupChangesSinceCheckpoint(checkpoint: number, _options?: object): boolean { return this.editor.groupChangesSinceCheckpoint(checkpoint) }
  /** Merge the two most recent undo steps; true when there were two. */
  groupLastChanges(): boolean {
    const before = this.editor.getState()
    this.editor.groupLastChanges()
    return this.editor.getState() !== before
  }
  clearUndoStack(): void { this.editor.clearUndoStack() }
}

// Scanning and finding (search-methods.ts).
export interface BufferView extends BufferSearchMethods {}
installBufferSearchMethods(BufferView.prototype)
