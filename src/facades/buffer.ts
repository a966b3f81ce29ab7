/**
 * `editor.getBuffer()`: Atom's TextBuffer names over the editor's current
 * persistent buffer. Reads go to the buffer of the moment; writes dispatch
 * `edit/setTextInRange`, so selections move through them like markers.
 */
import * as A from '../actions/index.js'
import { Point, toPoint, type PointCompatible } from '../values/point.js'
import { Range, toRange, type RangeCompatible } from '../values/range.js'
import { plainPoint } from './cursor.js'
import { plainRange } from './selection.js'
import type { TextEditor } from './text-editor.js'
import type { TextBuffer } from '../buffer/text-buffer.js'
import { installBufferSearchMethods, type BufferSearchMethods } from './search-methods.js'

/** A mutable-looking view of the editor's buffer with Atom's TextBuffer method names. */
export class BufferView {
  constructor(private readonly editor: TextEditor) {}

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
  isRowBlank(row: number): boolean { return this.b.isRowBlank(row) }
  previousNonBlankRow(row: number): number | null { return this.b.previousNonBlankRow(row) }
  nextNonBlankRow(row: number): number | null { return this.b.nextNonBlankRow(row) }
  rangeForRow(row: number, includeNewline = false): Range { return toRange(this.b.rangeForRow(row, includeNewline)) }

  /** Replace the whole text. */
  setText(text: string): Range {
    this.editor.dispatch(A.setText({ text, bypassReadOnly: true }))
    return this.getRange()
  }
  /** Replace `range` with `text`; returns the range of the new text. */
  setTextInRange(range: RangeCompatible, text: string, options: { normalizeLineEndings?: boolean } = {}): Range {
    const r = this.b.clipRange(Range.fromObject(range))
    const startIndex = this.b.characterIndexForPosition(r.start)
    this.editor.dispatch(A.setTextInRange({ range: plainRange(r), text, bypassReadOnly: true, ...options }))
    const start = this.b.positionForCharacterIndex(startIndex)
    return Range.fromText(start, text)
  }
  insert(position: PointCompatible, text: string, options: { normalizeLineEndings?: boolean } = {}): Range {
    const p = plainPoint(position)
    return this.setTextInRange([[p.row, p.column], [p.row, p.column]], text, options)
  }
  append(text: string, options: { normalizeLineEndings?: boolean } = {}): Range {
    return this.insert(this.getEndPosition(), text, options)
  }
  delete(range: RangeCompatible): Range {
    return this.setTextInRange(range, '')
  }

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
