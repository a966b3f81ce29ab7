/**
 * Reducers of the marker actions: markers are records in
 * `state.markers` (see `state/markers.ts`); screen coordinates are
 * translated to buffer ones when the marker is made.
 */
import type { MarkerAction } from '../actions/marker.js'
import * as S from '../display/screen.js'
import type { EditorState } from '../state/editor-state.js'
import { addMarker, findMarker, markSaved, NO_MARKERS, removeMarker, updateMarker, type MarkerOptions, type MarkerStore } from '../state/markers.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import type { Handlers } from './core.js'

const withMarkers = (state: EditorState, markers: MarkerStore): EditorState =>
  markers === state.markers ? state : Object.freeze({ ...state, markers })

const store = (state: EditorState): MarkerStore => state.markers ?? NO_MARKERS

const optionsOf = (p: { reversed?: boolean; invalidate?: MarkerOptions['invalidate']; exclusive?: boolean; properties?: Record<string, unknown> }): MarkerOptions => ({
  ...(p.reversed !== undefined ? { reversed: p.reversed } : {}),
  ...(p.invalidate !== undefined ? { invalidate: p.invalidate } : {}),
  ...(p.exclusive !== undefined ? { exclusive: p.exclusive } : {}),
  ...(p.properties !== undefined ? { properties: p.properties } : {}),
})

const mark = (state: EditorState, range: Span, options: MarkerOptions): EditorState =>
  withMarkers(state, addMarker(store(state), state.buffer, range, options))

const point = (state: EditorState, p: Pos) => state.buffer.clipPosition(p)

/** One handler per marker action. */
export const markerReducers: Handlers<MarkerAction> = {
  'marker/markBufferRange': (state, { payload: p }) => mark(state, P.span(p.range.start, p.range.end), optionsOf(p)),
  'marker/markScreenRange': (state, { payload: p }) =>
    mark(state, S.bufferRangeForScreenRange(state, P.span(p.range.start, p.range.end), p), optionsOf(p)),
  'marker/markBufferPosition': (state, { payload: p }) => {
    const at = point(state, p.position)
    return mark(state, P.span(at, at), { ...optionsOf(p), tailed: false })
  },
  'marker/markScreenPosition': (state, { payload: p }) => {
    const at = S.bufferPositionForScreenPosition(state, p.position, p)
    return mark(state, P.span(at, at), { ...optionsOf(p), tailed: false })
  },
  'marker/setBufferRange': (state, { payload: { id, range, reversed, exclusive } }) =>
    withMarkers(state, updateMarker(store(state), id, m => {
      const r = state.buffer.clipRange(P.span(range.start, range.end))
      return { ...m, start: r.start, end: r.end, tailed: true, reversed: reversed ?? m.reversed, exclusive: exclusive ?? m.exclusive }
    })),
  'marker/setProperties': (state, { payload: { id, properties } }) =>
    withMarkers(state, updateMarker(store(state), id, m => ({ ...m, properties: Object.freeze({ ...m.properties, ...properties }) }))),
  'marker/destroy': (state, { payload: { id } }) => withMarkers(state, removeMarker(store(state), id)),
  'marker/update': (state, { payload: { id, range, reversed, tailed } }) =>
    withMarkers(state, updateMarker(store(state), id, m => {
      const r = range ? state.buffer.clipRange(P.span(range.start, range.end)) : m
      const next = { ...m, start: r.start, end: r.end, reversed: reversed ?? m.reversed, tailed: tailed ?? m.tailed }
      return P.equals(next.start, m.start) && P.equals(next.end, m.end) && next.reversed === m.reversed && next.tailed === m.tailed ? m : next
    })),
  'marker/copy': (state, { payload: { id, ...p } }) => {
    const m = findMarker(state.markers, id)
    if (!m) return state
    const copied = addMarker(store(state), state.buffer, m, {
      reversed: p.reversed ?? m.reversed,
      tailed: m.tailed,
      invalidate: p.invalidate ?? m.invalidate,
      ...(p.exclusive ?? m.exclusive) !== null ? { exclusive: (p.exclusive ?? m.exclusive)! } : {},
      properties: { ...m.properties, ...p.properties },
    })
    // A copy of an invalid marker is invalid too (Atom copies the validity).
    return withMarkers(state, m.valid ? copied : updateMarker(copied, copied.nextId - 1, r => ({ ...r, valid: false })))
  },
  'marker/markSaved': state => withMarkers(state, markSaved(store(state), state.buffer)),
}
