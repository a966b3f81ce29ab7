/**
 * Atom's `DisplayMarker` over a marker record of the editor's state (see
 * `state/markers.ts`): readers look the record up in the current state,
 * writers dispatch marker actions, and the editor reports changes and
 * destruction after each commit (`emitMarkerEvents`).
 */
import { Emitter } from 'event-kit'
import * as A from '../actions/index.js'
import * as S from '../display/screen.js'
import type { EditorState } from '../state/editor-state.js'
import { findMarker, isExclusive, markerHead, markerTail, type InvalidationStrategy, type MarkerRecord } from '../state/markers.js'
import * as P from '../values/pos.js'
import type { Pos } from '../values/pos.js'
import { Point, toPoint, type PointCompatible } from '../values/point.js'
import { Range, toRange, type RangeCompatible } from '../values/range.js'
import type { Disposable } from './disposable.js'
import { withHead, withTail, type Ends } from './marker-ends.js'
import { matchesParams } from './marker-match.js'
import type { TextEditor } from './text-editor.js'

/** What `onDidChange` listeners receive (Atom's keys). */
export interface MarkerChangedEvent {
  oldHeadBufferPosition: Point
  newHeadBufferPosition: Point
  oldTailBufferPosition: Point
  newTailBufferPosition: Point
  oldHeadScreenPosition: Point
  newHeadScreenPosition: Point
  oldTailScreenPosition: Point
  newTailScreenPosition: Point
  wasValid: boolean
  isValid: boolean
  textChanged: boolean
}

/** A marker's handle: stable per editor and id. */
export class DisplayMarker {
  /** @internal */
  readonly emitter = new Emitter<{ 'did-destroy': void }, { 'did-change': MarkerChangedEvent }>()
  /** @internal set once the marker has been seen destroyed. */
  destroyed = false

  constructor(
    readonly editor: TextEditor,
    readonly id: number,
    private last: MarkerRecord,
  ) {}

  /** The record in the current state (the last one seen, once destroyed). */
  private rec(): MarkerRecord {
    const r = findMarker(this.editor.getState().markers, this.id)
    if (r) this.last = r
    return this.last
  }
  private screen(p: Pos, options: S.ClipOptions = {}): Point {
    return toPoint(S.screenPositionForBufferPosition(this.editor.getState(), p, options))
  }

  getBufferRange(): Range {
    const r = this.rec()
    return toRange({ start: r.start, end: r.end })
  }
  getScreenRange(): Range {
    return toRange(S.screenRangeForBufferRange(this.editor.getState(), this.rec()))
  }
  /** Give the marker a new range (clipped); it gets a tail; `reversed` and `exclusive` change when given. */
  setBufferRange(bufferRange: RangeCompatible, options: { reversed?: boolean; exclusive?: boolean } = {}): void {
    if (this.isDestroyed()) return
    const r = Range.fromObject(bufferRange)
    const range = { start: { row: r.start.row, column: r.start.column }, end: { row: r.end.row, column: r.end.column } }
    this.editor.dispatch(A.setMarkerBufferRange({ id: this.id, range, ...options }))
  }
  /** `setBufferRange` of the buffer range the screen range shows. */
  setScreenRange(screenRange: RangeCompatible, options: S.ClipOptions & { reversed?: boolean; exclusive?: boolean } = {}): void {
    const { clipDirection, skipSoftWrapIndentation, ...rest } = options
    const clip = { ...(clipDirection ? { clipDirection } : {}), ...(skipSoftWrapIndentation !== undefined ? { skipSoftWrapIndentation } : {}) }
    this.setBufferRange(toRange(S.bufferRangeForScreenRange(this.editor.getState(), Range.fromObject(screenRange), clip)), rest)
  }
  /** Move the head (the tail stays; a tailless marker moves whole). */
  setHeadBufferPosition(bufferPosition: PointCompatible): void {
    this.update(withHead(this.rec(), this.clip(bufferPosition)))
  }
  /** Move the tail (the head stays); the marker gets a tail. */
  setTailBufferPosition(bufferPosition: PointCompatible): void {
    this.update(withTail(this.rec(), this.clip(bufferPosition)))
  }
  setHeadScreenPosition(screenPosition: PointCompatible, options: S.ClipOptions = {}): void {
    this.setHeadBufferPosition(this.bufferOf(screenPosition, options))
  }
  setTailScreenPosition(screenPosition: PointCompatible, options: S.ClipOptions = {}): void {
    this.setTailBufferPosition(this.bufferOf(screenPosition, options))
  }
  /** Give a tailless marker a tail at its head (an empty range). */
  plantTail(): void {
    const r = this.rec()
    if (!r.tailed) this.update({ start: markerHead(r), end: markerHead(r), reversed: r.reversed, tailed: true })
  }
  /** Remove the tail: the marker becomes empty at its head, not reversed. */
  clearTail(): void {
    const h = markerHead(this.rec())
    this.update({ start: h, end: h, reversed: false, tailed: false })
  }
  /** A new marker with this one's range, fields and properties; `options` override (other keys become properties). */
  copy(options: Record<string, unknown> = {}): DisplayMarker {
    const { reversed, invalidate, exclusive, ...properties } = options
    const id = this.editor.getState().markers!.nextId
    this.editor.dispatch(A.copyMarker({
      id: this.id,
      ...(typeof reversed === 'boolean' ? { reversed } : {}),
      ...(typeof invalidate === 'string' ? { invalidate: invalidate as InvalidationStrategy } : {}),
      ...(typeof exclusive === 'boolean' ? { exclusive } : {}),
      properties,
    }))
    return markerHandle(this.editor, id)!
  }
  /** Whether the marker matches `findMarkers`-style parameters (see `marker-match.ts`). */
  matchesProperties(attributes: Readonly<Record<string, unknown>>): boolean {
    return matchesParams(this, attributes)
  }
  private clip(p: PointCompatible): Pos {
    const q = Point.fromObject(p)
    return this.editor.getState().buffer.clipPosition({ row: q.row, column: q.column })
  }
  private bufferOf(p: PointCompatible, options: S.ClipOptions): Pos {
    const q = Point.fromObject(p)
    return S.bufferPositionForScreenPosition(this.editor.getState(), { row: q.row, column: q.column }, options)
  }
  private update(e: Ends): void {
    if (this.isDestroyed()) return
    const range = { start: { row: e.start.row, column: e.start.column }, end: { row: e.end.row, column: e.end.column } }
    this.editor.dispatch(A.updateMarker({ id: this.id, range, reversed: e.reversed, tailed: e.tailed }))
  }
  getHeadBufferPosition(): Point {
    return toPoint(markerHead(this.rec()))
  }
  getTailBufferPosition(): Point {
    return toPoint(markerTail(this.rec()))
  }
  getStartBufferPosition(): Point {
    return toPoint(this.rec().start)
  }
  getEndBufferPosition(): Point {
    return toPoint(this.rec().end)
  }
  getHeadScreenPosition(options: S.ClipOptions = {}): Point {
    return this.screen(markerHead(this.rec()), options)
  }
  getTailScreenPosition(options: S.ClipOptions = {}): Point {
    return this.screen(markerTail(this.rec()), options)
  }
  getStartScreenPosition(options: S.ClipOptions = {}): Point {
    return this.screen(this.rec().start, options)
  }
  getEndScreenPosition(options: S.ClipOptions = {}): Point {
    return this.screen(this.rec().end, options)
  }
  /** Atom's: reversed and with a tail. */
  isReversed(): boolean {
    const r = this.rec()
    return r.tailed && r.reversed
  }
  hasTail(): boolean {
    return this.rec().tailed
  }
  /** False once destroyed or invalidated by a change. */
  isValid(): boolean {
    return !this.isDestroyed() && this.rec().valid
  }
  isDestroyed(): boolean {
    return findMarker(this.editor.getState().markers, this.id) === undefined
  }
  /** Whether insertions at the marker's ends land outside it (`exclusive` as given; else tailless or `invalidate: 'inside'`). */
  isExclusive(): boolean {
    return isExclusive(this.rec())
  }
  getInvalidationStrategy(): InvalidationStrategy {
    return this.rec().invalidate
  }
  getProperties(): Readonly<Record<string, unknown>> {
    return this.rec().properties
  }
  /** Merge `properties` into the marker's. */
  setProperties(properties: object): void {
    if (this.isDestroyed()) return
    this.editor.dispatch(A.setMarkerProperties({ id: this.id, properties: { ...properties } }))
  }
  /** Atom's order: by start, then the longer first. */
  compare(other: DisplayMarker): number {
    return P.compareSpans(this.rec(), other.rec())
  }
  /** Same range, orientation, tail, strategy, exclusivity and properties. */
  isEqual(other: DisplayMarker): boolean {
    const a = this.rec()
    const b = other.rec()
    return P.spanEquals(a, b) && a.reversed === b.reversed && a.tailed === b.tailed && a.invalidate === b.invalidate &&
      a.exclusive === b.exclusive && JSON.stringify(a.properties) === JSON.stringify(b.properties)
  }
  /** Remove the marker; `onDidDestroy` listeners are called. Does nothing when already destroyed. */
  destroy(): void {
    if (this.isDestroyed()) return
    this.editor.dispatch(A.destroyMarker({ id: this.id }))
  }
  /** Calls back when the head, tail (buffer or screen) or validity changes. */
  onDidChange(callback: (event: MarkerChangedEvent) => void): Disposable {
    this.editor.noteListener()
    return this.emitter.on('did-change', callback)
  }
  /** Calls back once when the marker is destroyed. */
  onDidDestroy(callback: () => void): Disposable {
    this.editor.noteListener()
    return this.emitter.once('did-destroy', callback)
  }
}

// ─── handles and events ─────────────────────────────────────────────────────

const handles = new WeakMap<TextEditor, Map<number, DisplayMarker>>()

/** The stable handle of marker `id` on `editor` (undefined when the state has no such marker). */
export const markerHandle = (editor: TextEditor, id: number): DisplayMarker | undefined => {
  let map = handles.get(editor)
  const existing = map?.get(id)
  if (existing) return existing
  const record = findMarker(editor.getState().markers, id)
  if (!record) return undefined
  if (!map) handles.set(editor, (map = new Map()))
  const handle = new DisplayMarker(editor, id, record)
  map.set(id, handle)
  return handle
}

const sameEnds = (prev: EditorState, next: EditorState, a: MarkerRecord, b: MarkerRecord): boolean =>
  P.equals(markerHead(a), markerHead(b)) && P.equals(markerTail(a), markerTail(b)) && a.valid === b.valid &&
  P.equals(S.screenPositionForBufferPosition(prev, markerHead(a)), S.screenPositionForBufferPosition(next, markerHead(b))) &&
  P.equals(S.screenPositionForBufferPosition(prev, markerTail(a)), S.screenPositionForBufferPosition(next, markerTail(b)))

/**
 * @internal After a commit: `did-change` for each handle whose marker moved
 * (buffer or screen) or changed validity, `did-destroy` for each whose
 * marker is gone.
 */
export const emitMarkerEvents = (editor: TextEditor, prev: EditorState, next: EditorState): void => {
  const map = handles.get(editor)
  if (!map || map.size === 0) return
  const textChanged = prev.buffer !== next.buffer
  for (const [id, handle] of map) {
    const before = findMarker(prev.markers, id)
    const after = findMarker(next.markers, id)
    if (!after) {
      if (before) {
        handle.destroyed = true
        map.delete(id)
        handle.emitter.emit('did-destroy')
        handle.emitter.dispose()
      }
      continue
    }
    if (!before || sameEnds(prev, next, before, after)) continue
    handle.emitter.emit('did-change', {
      oldHeadBufferPosition: toPoint(markerHead(before)),
      newHeadBufferPosition: toPoint(markerHead(after)),
      oldTailBufferPosition: toPoint(markerTail(before)),
      newTailBufferPosition: toPoint(markerTail(after)),
      oldHeadScreenPosition: toPoint(S.screenPositionForBufferPosition(prev, markerHead(before))),
      newHeadScreenPosition: toPoint(S.screenPositionForBufferPosition(next, markerHead(after))),
      oldTailScreenPosition: toPoint(S.screenPositionForBufferPosition(prev, markerTail(before))),
      newTailScreenPosition: toPoint(S.screenPositionForBufferPosition(next, markerTail(after))),
      wasValid: before.valid,
      isValid: after.valid,
      textChanged,
    })
  }
}
