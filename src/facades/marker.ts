/**
 * A DisplayMarker-like read view of a selection's marker (what
 * `Cursor::getMarker()` and `Selection.marker` give).
 */
import * as S from '../display/screen.js'
import type { SelectionRecord } from '../state/editor-state.js'
import { head, tail } from '../state/editor-state.js'
import { toPoint, type Point } from '../values/point.js'
import { toRange, type Range } from '../values/range.js'
import type { TextEditor } from './text-editor.js'

/** Read-only marker view over one selection record. */
export class CursorMarker {
  constructor(
    readonly editor: TextEditor,
    readonly id: number,
    private readonly record: () => SelectionRecord,
  ) {}

  getBufferRange(): Range {
    const r = this.record()
    return toRange({ start: r.start, end: r.end })
  }
  getScreenRange(): Range {
    return toRange(S.screenRangeForBufferRange(this.editor.getState(), this.record()))
  }
  getHeadBufferPosition(): Point {
    return toPoint(head(this.record()))
  }
  getTailBufferPosition(): Point {
    return toPoint(tail(this.record()))
  }
  /** The head in screen coordinates, translated with `options.clipDirection` (default `'closest'`). */
  getHeadScreenPosition(options: S.ClipOptions = {}): Point {
    return toPoint(S.screenPositionForBufferPosition(this.editor.getState(), head(this.record()), options))
  }
  getTailScreenPosition(options: S.ClipOptions = {}): Point {
    return toPoint(S.screenPositionForBufferPosition(this.editor.getState(), tail(this.record()), options))
  }
  getStartBufferPosition(): Point {
    return toPoint(this.record().start)
  }
  getEndBufferPosition(): Point {
    return toPoint(this.record().end)
  }
  getStartScreenPosition(options: S.ClipOptions = {}): Point {
    return toPoint(S.screenPositionForBufferPosition(this.editor.getState(), this.record().start, options))
  }
  getEndScreenPosition(options: S.ClipOptions = {}): Point {
    return toPoint(S.screenPositionForBufferPosition(this.editor.getState(), this.record().end, options))
  }
  isReversed(): boolean {
    const r = this.record()
    return r.tailed && r.reversed
  }
  hasTail(): boolean {
    return this.record().tailed
  }
  /** Selection markers never invalidate (`invalidate: 'never'`). */
  isValid(): boolean {
    return !this.isDestroyed()
  }
  isDestroyed(): boolean {
    return this.editor.recordFor(this.id) === undefined
  }
  getInvalidationStrategy(): string {
    return 'never'
  }
  /** Selection markers have no custom properties. */
  getProperties(): object {
    return {}
  }
  /** Tailless markers are exclusive; tailed ones inclusive (§5.4). */
  isExclusive(): boolean {
    return !this.record().tailed
  }
}
