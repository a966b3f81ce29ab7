/**
 * Marker actions (`marker/<method>`): creating markers on the editor's
 * marker store (Atom's `markBufferRange`, `markScreenRange`,
 * `markBufferPosition`, `markScreenPosition`), changing one (`setBufferRange`,
 * `setProperties`), destroying one, and marking the text saved (`markSaved`). A new marker takes the store's next
 * id. Markers never move selections or change text.
 */
import * as t from 'io-ts'
import { action, ClipDirectionCodec, creator, Int, PosCodec, SpanCodec } from './action.js'

const Invalidate = t.keyof({ never: null, surround: null, overlap: null, inside: null, touch: null }, 'InvalidationStrategy')
// Properties are any plain object (JSON data in a serialized action).
const Properties = t.UnknownRecord
const markerOptions = { reversed: t.boolean, invalidate: Invalidate, exclusive: t.boolean, properties: Properties }
const screenOptions = { clipDirection: ClipDirectionCodec, skipSoftWrapIndentation: t.boolean }

// ─── codecs ─────────────────────────────────────────────────────────────────

/** A marker over a buffer range (clipped). */
export const MarkBufferRange = action('marker/markBufferRange', { range: SpanCodec }, markerOptions)
/** A marker over the buffer range a screen range shows. */
export const MarkScreenRange = action('marker/markScreenRange', { range: SpanCodec }, { ...markerOptions, ...screenOptions })
/** A tailless marker at a buffer position (clipped). */
export const MarkBufferPosition = action('marker/markBufferPosition', { position: PosCodec }, markerOptions)
/** A tailless marker at the buffer position a screen position shows. */
export const MarkScreenPosition = action('marker/markScreenPosition', { position: PosCodec }, { ...markerOptions, ...screenOptions })
/** Give marker `id` a new range (clipped); it gets a tail; `reversed` and `exclusive` change only when given. */
export const SetMarkerBufferRange = action('marker/setBufferRange', { id: Int, range: SpanCodec }, { reversed: t.boolean, exclusive: t.boolean })
/** Merge properties into marker `id`'s. */
export const SetMarkerProperties = action('marker/setProperties', { id: Int, properties: Properties }, {})
/** Destroy marker `id`. */
export const DestroyMarker = action('marker/destroy', { id: Int }, {})
/** Change marker `id`'s range (clipped), orientation or tail: what `setHeadBufferPosition`, `setTailBufferPosition`, `plantTail` and `clearTail` do. */
export const UpdateMarker = action('marker/update', { id: Int }, { range: SpanCodec, reversed: t.boolean, tailed: t.boolean })
/** A new marker with marker `id`'s range and fields; given options and properties override (Atom's `copy`). */
export const CopyMarker = action('marker/copy', { id: Int }, markerOptions)
/** Mark the current text as saved: `isModified` is false until the text differs from it. */
export const MarkSaved = action('marker/markSaved', {}, {})

/** Every marker action. */
export const MarkerAction = t.union([MarkBufferRange, MarkScreenRange, MarkBufferPosition, MarkScreenPosition, SetMarkerBufferRange, SetMarkerProperties, DestroyMarker, UpdateMarker, CopyMarker, MarkSaved])
/** A marker action. */
export type MarkerAction = t.TypeOf<typeof MarkerAction>
type Of<T extends MarkerAction['type']> = Extract<MarkerAction, { type: T }>

// ─── creators (named after Atom's methods) ──────────────────────────────────

/** Atom's `markBufferRange`. */
export const markBufferRange = creator<Of<'marker/markBufferRange'>>('marker/markBufferRange')
/** Atom's `markScreenRange`. */
export const markScreenRange = creator<Of<'marker/markScreenRange'>>('marker/markScreenRange')
/** Atom's `markBufferPosition`. */
export const markBufferPosition = creator<Of<'marker/markBufferPosition'>>('marker/markBufferPosition')
/** Atom's `markScreenPosition`. */
export const markScreenPosition = creator<Of<'marker/markScreenPosition'>>('marker/markScreenPosition')
/** Atom's `DisplayMarker::setBufferRange`. */
export const setMarkerBufferRange = creator<Of<'marker/setBufferRange'>>('marker/setBufferRange')
/** Atom's `DisplayMarker::setProperties`. */
export const setMarkerProperties = creator<Of<'marker/setProperties'>>('marker/setProperties')
/** Atom's `DisplayMarker::destroy`. */
export const destroyMarker = creator<Of<'marker/destroy'>>('marker/destroy')
/** Atom's `Marker::update`, for the head, tail and tail-planting methods. */
export const updateMarker = creator<Of<'marker/update'>>('marker/update')
/** Atom's `DisplayMarker::copy`. */
export const copyMarker = creator<Of<'marker/copy'>>('marker/copy')
/** The saved-state marker (what saving a file does to Atom's `TextBuffer::isModified`). */
export const markSaved = creator<Of<'marker/markSaved'>>('marker/markSaved')
