/**
 * Atom's `DisplayMarker` over a selection's record: what `Cursor::getMarker()`
 * and `Selection.marker` return, one object per selection. Readers look the
 * record up in the current state; writers dispatch the selection and cursor
 * actions that give the selection Atom's resulting range (without autoscroll
 * and without unfolding, as a marker write does); `onDidChange` and
 * `onDidDestroy` are emitted after each commit (`emitCursorMarkerEvents`).
 */
import { Emitter } from 'event-kit'
import * as A from '../actions/index.js'
import * as S from '../display/screen.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { findSelection, head, tail } from '../state/editor-state.js'
import * as P from '../values/pos.js'
import type { Pos } from '../values/pos.js'
import { Point, toPoint, type PointCompatible } from '../values/point.js'
import { Range, toRange, type RangeCompatible } from '../values/range.js'
import type { Disposable } from './disposable.js'
import type { DisplayMarker, MarkerChangedEvent } from './display-marker.js'
import { withHead, withTail, type Ends } from './marker-ends.js'
import { matchesParams } from './marker-match.js'
import type { TextEditor } from './text-editor.js'

/** The selection marker of one selection. */
export class CursorMarker {
  /** @internal */
  readonly emitter = new Emitter<{ 'did-destroy': void }, { 'did-change': MarkerChangedEvent }>()
  /** @internal set once the selection has been seen destroyed. */
  destroyed = false
  private last: SelectionRecord
  private properties: Readonly<Record<string, unknown>> = Object.freeze({})

  constructor(
    readonly editor: TextEditor,
    readonly id: number,
    record: SelectionRecord,
  ) {
    this.last = record
  }

  /** The record in the current state (the last one seen, once destroyed). */
  private record(): SelectionRecord {
    const r = this.editor.recordFor(this.id)
    if (r) this.last = r
    return this.last
  }
  private screen(p: Pos, options: S.ClipOptions = {}): Point {
    return toPoint(S.screenPositionForBufferPosition(this.editor.getState(), p, options))
  }
  private act<T extends { payload: object }>(a: T): void {
    if (this.isDestroyed()) return
    this.editor.dispatch({ ...a, payload: { ...a.payload, target: this.id } } as unknown as A.Action)
  }
  private clip(p: PointCompatible): Pos {
    const q = Point.fromObject(p)
    return this.editor.getState().buffer.clipPosition({ row: q.row, column: q.column })
  }
  private bufferOf(p: PointCompatible, options: S.ClipOptions): Pos {
    const q = Point.fromObject(p)
    return S.bufferPositionForScreenPosition(this.editor.getState(), { row: q.row, column: q.column }, options)
  }
  private setEnds(e: Ends): void {
    if (!e.tailed) {
      this.act(A.setBufferPosition({ position: { row: e.start.row, column: e.start.column }, autoscroll: false }))
      return
    }
    const range = { start: { row: e.start.row, column: e.start.column }, end: { row: e.end.row, column: e.end.column } }
    this.act(A.setBufferRange({ range, reversed: e.reversed, preserveFolds: true, autoscroll: false }))
  }

  // Section: Ranges and positions

  getBufferRange(): Range {
    const r = this.record()
    return toRange({ start: r.start, end: r.end })
  }
  getScreenRange(): Range {
    return toRange(S.screenRangeForBufferRange(this.editor.getState(), this.record()))
  }
  /** Give the selection this range (clipped) with a tail; `reversed` stays unless given. */
  setBufferRange(bufferRange: RangeCompatible, options: { reversed?: boolean } = {}): void {
    const r = Range.fromObject(bufferRange)
    const start = this.clip(r.start)
    const end = this.clip(r.end)
    this.setEnds({ ...P.span(start, end), reversed: options.reversed ?? this.record().reversed, tailed: true })
  }
  setScreenRange(screenRange: RangeCompatible, options: S.ClipOptions & { reversed?: boolean } = {}): void {
    const { reversed, ...clip } = options
    const r = S.bufferRangeForScreenRange(this.editor.getState(), Range.fromObject(screenRange), clip)
    this.setBufferRange(toRange(r), reversed === undefined ? {} : { reversed })
  }
  getHeadBufferPosition(): Point {
    return toPoint(head(this.record()))
  }
  setHeadBufferPosition(bufferPosition: PointCompatible): void {
    this.setEnds(withHead(this.record(), this.clip(bufferPosition)))
  }
  setHeadScreenPosition(screenPosition: PointCompatible, options: S.ClipOptions = {}): void {
    this.setEnds(withHead(this.record(), this.bufferOf(screenPosition, options)))
  }
  getTailBufferPosition(): Point {
    return toPoint(tail(this.record()))
  }
  setTailBufferPosition(bufferPosition: PointCompatible): void {
    this.setEnds(withTail(this.record(), this.clip(bufferPosition)))
  }
  setTailScreenPosition(screenPosition: PointCompatible, options: S.ClipOptions = {}): void {
    this.setEnds(withTail(this.record(), this.bufferOf(screenPosition, options)))
  }
  /** The head in screen coordinates, translated with `options.clipDirection` (default `'closest'`). */
  getHeadScreenPosition(options: S.ClipOptions = {}): Point {
    return this.screen(head(this.record()), options)
  }
  getTailScreenPosition(options: S.ClipOptions = {}): Point {
    return this.screen(tail(this.record()), options)
  }
  getStartBufferPosition(): Point {
    return toPoint(this.record().start)
  }
  getEndBufferPosition(): Point {
    return toPoint(this.record().end)
  }
  getStartScreenPosition(options: S.ClipOptions = {}): Point {
    return this.screen(this.record().start, options)
  }
  getEndScreenPosition(options: S.ClipOptions = {}): Point {
    return this.screen(this.record().end, options)
  }
  isReversed(): boolean {
    const r = this.record()
    return r.tailed && r.reversed
  }
  hasTail(): boolean {
    return this.record().tailed
  }
  /** Give a tailless selection a tail at its head (an empty selection). */
  plantTail(): void {
    const r = this.record()
    if (!r.tailed) this.setEnds({ start: head(r), end: head(r), reversed: r.reversed, tailed: true })
  }
  /** Remove the tail: an empty selection at the head. */
  clearTail(): void {
    if (this.record().tailed) this.act(A.clear({ autoscroll: false }))
  }

  // Section: State

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
  /** Tailless markers are exclusive; tailed ones inclusive (§5.4). */
  isExclusive(): boolean {
    return !this.record().tailed
  }
  /** Custom properties, kept on this object (a selection record has none). */
  getProperties(): Readonly<Record<string, unknown>> {
    return this.properties
  }
  setProperties(properties: object): void {
    this.properties = Object.freeze({ ...this.properties, ...properties })
  }
  matchesProperties(attributes: Readonly<Record<string, unknown>>): boolean {
    return matchesParams(this, attributes)
  }
  /** Atom's order: by start, then the longer first. */
  compare(other: CursorMarker | DisplayMarker): number {
    return P.compareSpans(this.record(), spanOf(other))
  }
  /** Same range, orientation and tail, and both selection markers with the same properties. */
  isEqual(other: CursorMarker | DisplayMarker): boolean {
    const a = this.record()
    return other instanceof CursorMarker && P.spanEquals(a, spanOf(other)) && a.tailed === other.hasTail() && a.reversed === other.record().reversed &&
      JSON.stringify(this.properties) === JSON.stringify(other.properties)
  }
  /** Destroy the selection (and its cursor). */
  destroy(): void {
    this.act(A.destroy())
  }
  /**
   * A new marker of the editor's own markers (`markBufferRange`) with this
   * range, orientation and properties; `options` override. (Atom's copy of a
   * selection marker lands in the selections layer and returns undefined.)
   */
  copy(options: Record<string, unknown> = {}): DisplayMarker {
    const r = this.record()
    return this.editor.markBufferRange(toRange(r), { reversed: r.tailed && r.reversed, invalidate: 'never', ...this.properties, ...options })
  }

  // Section: Events

  /** Calls back when the head or tail moves (buffer or screen), with Atom's payload. */
  onDidChange(callback: (event: MarkerChangedEvent) => void): Disposable {
    this.editor.noteListener()
    return this.emitter.on('did-change', callback)
  }
  /** Calls back once when the selection is destroyed. */
  onDidDestroy(callback: () => void): Disposable {
    this.editor.noteListener()
    return this.emitter.once('did-destroy', callback)
  }
}

const spanOf = (m: CursorMarker | DisplayMarker) => {
  const r = m.getBufferRange()
  return P.span({ row: r.start.row, column: r.start.column }, { row: r.end.row, column: r.end.column })
}

// ─── handles and events ─────────────────────────────────────────────────────

const handles = new WeakMap<TextEditor, Map<number, CursorMarker>>()

/** The one marker object of selection `id` (a new one when an undo brings a destroyed selection back). */
export const cursorMarkerFor = (editor: TextEditor, id: number, record: SelectionRecord): CursorMarker => {
  let map = handles.get(editor)
  const existing = map?.get(id)
  if (existing && !existing.destroyed) return existing
  if (!map) handles.set(editor, (map = new Map()))
  const handle = new CursorMarker(editor, id, record)
  map.set(id, handle)
  return handle
}

/**
 * @internal After a commit: `did-change` for each selection marker whose head
 * or tail moved (buffer or screen), `did-destroy` for each whose selection
 * is gone.
 */
export const emitCursorMarkerEvents = (editor: TextEditor, prev: EditorState, next: EditorState): void => {
  const map = handles.get(editor)
  if (!map || map.size === 0) return
  const textChanged = prev.buffer !== next.buffer
  const screen = (s: EditorState, p: Pos) => S.screenPositionForBufferPosition(s, p)
  for (const [id, handle] of map) {
    const before = findSelection(prev, id)
    const after = findSelection(next, id)
    if (!after) {
      if (before) {
        handle.destroyed = true
        map.delete(id)
        handle.emitter.emit('did-destroy')
        handle.emitter.dispose()
      }
      continue
    }
    if (!before || (before === after && !textChanged && prev.folds === next.folds && prev.config === next.config)) continue
    const oldHead = head(before)
    const newHead = head(after)
    const oldTail = tail(before)
    const newTail = tail(after)
    const oldHeadScreen = screen(prev, oldHead)
    const newHeadScreen = screen(next, newHead)
    const oldTailScreen = screen(prev, oldTail)
    const newTailScreen = screen(next, newTail)
    if (P.equals(oldHead, newHead) && P.equals(oldTail, newTail) && P.equals(oldHeadScreen, newHeadScreen) && P.equals(oldTailScreen, newTailScreen)) continue
    handle.emitter.emit('did-change', {
      oldHeadBufferPosition: toPoint(oldHead),
      newHeadBufferPosition: toPoint(newHead),
      oldTailBufferPosition: toPoint(oldTail),
      newTailBufferPosition: toPoint(newTail),
      oldHeadScreenPosition: toPoint(oldHeadScreen),
      newHeadScreenPosition: toPoint(newHeadScreen),
      oldTailScreenPosition: toPoint(oldTailScreen),
      newTailScreenPosition: toPoint(newTailScreen),
      wasValid: true,
      isValid: true,
      textChanged,
    })
  }
}
