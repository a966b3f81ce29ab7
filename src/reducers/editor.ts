/**
 * Reducers for the editor-level actions.
 */
import type { EditorAction } from '../actions/editor.js'
import * as S from '../display/screen.js'
import * as F from '../display/folds.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { cursorRecord, isReversed, selectionRecord, selectionRecordAt, selectionsInCreationOrder } from '../state/editor-state.js'
import { makeConfig } from '../state/config.js'
import { normalize, withMerged } from '../state/selections.js'
import { replaceAll } from './edit.js'
import * as P from '../values/pos.js'
import type { Span } from '../values/pos.js'
import { addSelections, type Handlers, updateSelections, withSelections } from './core.js'
import { selectReducers, setBufferRange } from './select.js'
import { clear, moveTo } from './steps.js'

/** Atom's `setSelectedBufferRanges`: reuse the oldest selections, drop the newest extra ones, add the rest. */
const setSelectedRanges = (state: EditorState, ranges: readonly Span[], reversed: boolean | undefined): EditorState => {
  if (ranges.length === 0) return state
  const existing = selectionsInCreationOrder(state)
  // Atom's `Selection::setBufferRange` writes the orientation it defaults to
  // (the oldest selection's) into the options object the editor passes on to
  // every later range and merge: without `reversed`, all take that one.
  const rev = reversed ?? (existing[0] ? isReversed(existing[0]) : false)
  const next: SelectionRecord[] = []
  let nextId = state.nextId
  for (let i = 0; i < ranges.length; i++) {
    const range = ranges[i]!
    const old = existing[i]
    next.push(old ? setBufferRange(state, old, range, rev) : selectionRecord(nextId++, state.buffer.clipRange(range), rev))
  }
  return settleRanges(state, existing, next, nextId, rev)
}

/** The end of `setSelectedRanges` once the records `next` are made (ids up to `nextId` given out). */
const settleRanges = (state: EditorState, existing: readonly SelectionRecord[], next: SelectionRecord[], nextId: number, rev: boolean): EditorState => {
  const unchanged = nextId === state.nextId && existing.length === next.length && next.every((s, i) => s === existing[i])
  if (unchanged && !state.mergeSuppressed) return state
  return withMerged(nextId === state.nextId ? state : { ...state, nextId }, next, { reversed: rev })
}

/**
 * `editor/setSelectedBufferRanges` of ranges given as four numbers each
 * (start row, start column, end row, end column, start before end, as the
 * facade's `flatRanges` reads them): the same state as `reduce` makes with
 * the action, without a range object per range before the records are made.
 * Undefined for a state carrying what `reduce` handles around the handler
 * (effects of the last action, a suspended or deferred merge, goal columns
 * not reported yet, an open transaction, no selection): the action then
 * takes the usual way.
 */
export const setSelectedBufferRangesFlat = (state: EditorState, flat: Int32Array, reversed?: boolean, preserveFolds?: boolean): EditorState | undefined => {
  if (state.effects.length > 0 || state.mergeSuppressed || state.mergeDeferred || state.unreported !== undefined || state.revived !== undefined ||
    state.unselected || state.history.openTransactions !== undefined || state.history.redrawn) return undefined
  const count = flat.length >> 2
  if (!preserveFolds && state.folds.length > 0) {
    const ranges: Span[] = []
    for (let i = 0; i < count; i++) ranges.push(P.span(P.pos(flat[4 * i]!, flat[4 * i + 1]!), P.pos(flat[4 * i + 2]!, flat[4 * i + 3]!)))
    return setSelectedRanges(F.unfoldAt(state, ranges.flatMap(r => [r.start, r.end])), ranges, reversed)
  }
  if (count === 0) return state
  const existing = selectionsInCreationOrder(state)
  const rev = reversed ?? (existing[0] ? isReversed(existing[0]) : false)
  const buffer = state.buffer
  const lastRow = buffer.getLastRow()
  const next: SelectionRecord[] = []
  let nextId = state.nextId
  for (let i = 0; i < count; i++) {
    const old = existing[i]
    // A selection given its own range again is kept as it is (as `setRange` keeps it), without a position made to compare.
    if (old && old.tailed && old.reversed === rev && clampsTo(buffer, lastRow, flat[4 * i]!, flat[4 * i + 1]!, old.start) &&
      clampsTo(buffer, lastRow, flat[4 * i + 2]!, flat[4 * i + 3]!, old.end)) {
      next.push(old)
      continue
    }
    const start = P.pos(flat[4 * i]!, flat[4 * i + 1]!)
    const end = P.pos(flat[4 * i + 2]!, flat[4 * i + 3]!)
    if (old) {
      next.push(setBufferRange(state, old, { start, end }, rev))
      continue
    }
    const a = buffer.clampPosition(start)
    const b = buffer.clampPosition(end)
    next.push(P.compare(a, b) <= 0 ? selectionRecordAt(nextId++, a, b, rev) : selectionRecordAt(nextId++, b, a, rev))
  }
  return settleRanges(state, existing, next, nextId, rev)
}

/** Whether the buffer's `clampPosition` of (`row`, `column`), integers, is `p`. */
const clampsTo = (buffer: EditorState['buffer'], lastRow: number, row: number, column: number, p: P.Pos): boolean => {
  if (row < 0) return p.row === 0 && p.column === 0
  if (row > lastRow) return p.row === lastRow && p.column === buffer.lineLengthForRow(lastRow)
  if (p.row !== row) return false
  const len = buffer.lineLengthForRow(row)
  return p.column === (column < 0 ? 0 : column > len ? len : column)
}

/**
 * Each multi-line selection becomes one selection per row it spans, added as
 * Atom's `addSelectionForBufferRange` adds them: folds strictly containing an
 * added range's ends are destroyed.
 */
const splitIntoLines = (state: EditorState): EditorState => {
  let nextId = state.nextId
  const out: SelectionRecord[] = []
  const ends: P.Pos[] = []
  const add = (range: Span) => {
    out.push(selectionRecord(nextId++, range))
    ends.push(range.start, range.end)
  }
  for (const s of selectionsInCreationOrder(state)) {
    if (s.start.row === s.end.row) {
      out.push(s)
      continue
    }
    const buf = state.buffer
    add({ start: s.start, end: P.pos(s.start.row, buf.lineLengthForRow(s.start.row)) })
    for (let row = s.start.row + 1; row < s.end.row; row++) add({ start: P.pos(row, 0), end: P.pos(row, buf.lineLengthForRow(row)) })
    if (s.end.column > 0) add({ start: P.pos(s.end.row, 0), end: s.end })
  }
  // Atom splits inside `mergeIntersectingSelections`: selections left intersecting by a method called on one selection merge too.
  if (nextId === state.nextId) return state.mergeSuppressed ? withMerged(state, state.selections) : state
  return withMerged({ ...F.unfoldAt(state, ends), nextId }, out)
}

/** Keep only the oldest selection. */
const consolidate = (state: EditorState): EditorState => {
  if (state.selections.length <= 1) return state
  let oldest = state.selections[0]!
  for (const s of state.selections) if (s.id < oldest.id) oldest = s
  return withSelections(state, [oldest])
}

/** One handler per editor action. */
export const editorReducers: Handlers<EditorAction> = {
  'editor/addCursorAtBufferPosition': (state, { payload: { position } }) =>
    addSelections(state, [cursorRecord(state.nextId, state.buffer.clampPosition(position))], state.nextId + 1),
  'editor/addCursorAtScreenPosition': (state, { payload }) =>
    addSelections(state, [cursorRecord(state.nextId, S.bufferPositionForScreenPosition(state, payload.position, payload))], state.nextId + 1),
  'editor/addSelectionForBufferRange': (state, { payload: { range, reversed = false, preserveFolds } }) =>
    addSelections(preserveFolds ? state : F.unfoldAt(state, [range.start, range.end]), [selectionRecord(state.nextId, state.buffer.clipRange(P.span(range.start, range.end)), reversed)], state.nextId + 1),
  'editor/addSelectionForScreenRange': (state, { payload: { range, reversed = false, preserveFolds } }) => {
    const r = S.bufferRangeForScreenRange(state, range)
    return addSelections(preserveFolds ? state : F.unfoldAt(state, [r.start, r.end]), [selectionRecord(state.nextId, r, reversed)], state.nextId + 1)
  },
  'editor/setSelectedBufferRanges': (state, { payload: { ranges, reversed, preserveFolds } }) =>
    setSelectedRanges(preserveFolds || state.folds.length === 0 ? state : F.unfoldAt(state, ranges.flatMap(r => [r.start, r.end])), ranges, reversed),
  'editor/setSelectedScreenRanges': (state, { payload: { ranges, reversed, preserveFolds } }) => {
    const buffered = ranges.map(r => S.bufferRangeForScreenRange(state, r))
    return setSelectedRanges(preserveFolds ? state : F.unfoldAt(state, buffered.flatMap(r => [r.start, r.end])), buffered, reversed)
  },
  'editor/setCursorBufferPosition': (state, { payload: { position } }) => {
    const p = state.buffer.clampPosition(position)
    return updateSelections(state, undefined, s => moveTo(s, { head: p, goalColumn: null }, state), { cursors: true })
  },
  'editor/setCursorScreenPosition': (state, { payload }) => {
    const p = S.bufferPositionForScreenPosition(state, payload.position, payload)
    return updateSelections(state, undefined, s => moveTo(s, { head: p, goalColumn: null }, state), { cursors: true })
  },
  'editor/consolidateSelections': consolidate,
  'editor/clearSelections': state => {
    const one = consolidate(state)
    return updateSelections(one, undefined, s => clear(one, s))
  },
  'editor/mergeIntersectingSelections': (state, { payload: { reversed } }) => {
    const merged = normalize(state.selections, reversed === undefined ? {} : { reversed })
    if (state.mergeSuppressed) return withMerged(state, merged)
    return merged.length === state.selections.length && merged.every((s, i) => s === state.selections[i])
      ? state
      : withSelections(state, merged)
  },
  'editor/splitSelectionsIntoLines': splitIntoLines,
  'editor/selectLinesContainingCursors': state =>
    selectReducers['select/selectLine'](state, { type: 'select/selectLine', payload: {} }),
  'editor/selectWordsContainingCursors': state =>
    selectReducers['select/selectWord'](state, { type: 'select/selectWord', payload: {} }),
  'editor/selectSubwordsContainingCursors': state =>
    selectReducers['select/selectSubword'](state, { type: 'select/selectSubword', payload: {} }),
  'editor/setText': (state, { payload: { text, bypassReadOnly } }) => {
    if (state.config.readOnly && !bypassReadOnly) return state
    // Atom replaces the whole text even with the same text: the selections move through it and undo has an entry.
    return replaceAll(state, text, { bare: true })
  },
  'editor/update': (state, { payload: { config } }) => {
    const next = makeConfig(config as Parameters<typeof makeConfig>[0], state.config)
    return next === state.config ? state : Object.freeze({ ...state, config: next })
  },
  // Atom's createLastSelectionIfNeeded adds a selection for the range [(0, 0), (0, 0)]: tailed, so text inserted there ends up selected.
  'editor/ensureCursor': state =>
    state.selections.length > 0 ? state : addSelections(state, [selectionRecord(state.nextId, P.span(P.ZERO, P.ZERO))], state.nextId + 1),
}
