/**
 * Atom's marker methods on `TextEditor` (`markBufferRange`,
 * `markScreenRange`, `markBufferPosition`, `markScreenPosition`,
 * `getMarker`, `getMarkers`, `findMarkers`, `getMarkerCount`): each mark dispatches one
 * action and returns the new marker's `DisplayMarker`. Installed on
 * `TextEditor.prototype` like the display methods.
 */
import * as A from '../actions/index.js'
import type { ClipDirection } from '../display/screen.js'
import { NO_MARKERS, type InvalidationStrategy } from '../state/markers.js'
import { Point, type PointCompatible } from '../values/point.js'
import { Range, type RangeCompatible } from '../values/range.js'
import { markerHandle, type DisplayMarker } from './display-marker.js'
import type { TextEditor } from './text-editor.js'

/** Options of the mark methods: Atom's reserved keys; any other key becomes a custom property. */
export interface MarkOptions {
  reversed?: boolean
  invalidate?: InvalidationStrategy
  exclusive?: boolean
  clipDirection?: ClipDirection
  skipSoftWrapIndentation?: boolean
  [property: string]: unknown
}

/** The marker methods, for the TextEditor's type. */
export interface MarkerMethods {
  /** A marker over the (clipped) buffer range; it follows edits. */
  markBufferRange(bufferRange: RangeCompatible, options?: MarkOptions): DisplayMarker
  /** A marker over the buffer range the screen range shows. */
  markScreenRange(screenRange: RangeCompatible, options?: MarkOptions): DisplayMarker
  /** A tailless (exclusive unless told otherwise) marker at the (clipped) buffer position. */
  markBufferPosition(bufferPosition: PointCompatible, options?: MarkOptions): DisplayMarker
  /** A tailless marker at the buffer position the screen position shows. */
  markScreenPosition(screenPosition: PointCompatible, options?: MarkOptions): DisplayMarker
  /** The marker with this id, or undefined once destroyed. */
  getMarker(id: number): DisplayMarker | undefined
  /** Every marker, in creation order. */
  getMarkers(): DisplayMarker[]
  /** The markers matching `findMarkers` parameters (buffer positions, rows, ranges, properties), in Atom's marker order. */
  findMarkers(params: Readonly<Record<string, unknown>>): DisplayMarker[]
  getMarkerCount(): number
}

const RESERVED = new Set(['reversed', 'tailed', 'invalidate', 'exclusive', 'clipDirection', 'skipSoftWrapIndentation'])

/** Atom's `Marker.extractParams`: the reserved keys, and the other keys as properties. */
const params = (options: MarkOptions) => {
  const properties: Record<string, unknown> = {}
  let custom = false
  for (const [k, v] of Object.entries(options)) {
    if (!RESERVED.has(k)) {
      properties[k] = v
      custom = true
    }
  }
  return {
    ...(options.reversed !== undefined ? { reversed: options.reversed } : {}),
    ...(options.invalidate !== undefined ? { invalidate: options.invalidate } : {}),
    ...(options.exclusive !== undefined ? { exclusive: options.exclusive } : {}),
    ...(custom ? { properties } : {}),
  }
}
const clip = (options: MarkOptions) => ({
  ...(options.clipDirection !== undefined ? { clipDirection: options.clipDirection } : {}),
  ...(options.skipSoftWrapIndentation !== undefined ? { skipSoftWrapIndentation: options.skipSoftWrapIndentation } : {}),
})
const plainPoint = (p: PointCompatible) => {
  const q = Point.fromObject(p)
  return { row: q.row, column: q.column }
}
const plainRange = (r: RangeCompatible) => {
  const q = Range.fromObject(r)
  return { start: plainPoint(q.start), end: plainPoint(q.end) }
}

/** Dispatch a mark action; the handle of the marker it made. */
const made = (editor: TextEditor, action: A.Action): DisplayMarker => {
  const id = (editor.getState().markers ?? NO_MARKERS).nextId
  editor.dispatch(action)
  return markerHandle(editor, id)!
}

const methods: MarkerMethods & ThisType<TextEditor> = {
  markBufferRange(bufferRange, options = {}) {
    return made(this, A.markBufferRange({ range: plainRange(bufferRange), ...params(options) }))
  },
  markScreenRange(screenRange, options = {}) {
    return made(this, A.markScreenRange({ range: plainRange(screenRange), ...params(options), ...clip(options) }))
  },
  markBufferPosition(bufferPosition, options = {}) {
    return made(this, A.markBufferPosition({ position: plainPoint(bufferPosition), ...params(options) }))
  },
  markScreenPosition(screenPosition, options = {}) {
    return made(this, A.markScreenPosition({ position: plainPoint(screenPosition), ...params(options), ...clip(options) }))
  },
  getMarker(id) {
    return markerHandle(this, id)
  },
  getMarkers() {
    return (this.getState().markers ?? NO_MARKERS).records.map(m => markerHandle(this, m.id)!)
  },
  findMarkers(params) {
    return this.getMarkers().filter(m => m.matchesProperties(params)).sort((a, b) => a.compare(b))
  },
  getMarkerCount() {
    return (this.getState().markers ?? NO_MARKERS).records.length
  },
}

/** Install the marker methods on the editor's prototype. */
export const markerMethods = (proto: TextEditor): void => {
  for (const [name, value] of Object.entries(methods)) {
    Object.defineProperty(proto, name, { value, writable: true, configurable: true })
  }
}
