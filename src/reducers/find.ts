/**
 * Reducers of the select-next actions: find-and-replace's `SelectNext`
 * (lib/select-next.coffee) step by step, with its memory in
 * `state.selectNext`.
 *
 * - From an empty last selection, `selectNext` selects the words containing
 *   the cursors; when the last selection then holds a whole word (word
 *   characters only, a non-word character or the line's edge on each side)
 *   later occurrences must be whole words too, until that selection changes.
 * - Otherwise it adds the next occurrence of the last selection's text after
 *   the last selection's end, else (wrapping around) the first one between
 *   the buffer start and the oldest selection's start; the new selection
 *   takes the last selection's orientation.
 * - `selectAllOccurrences` adds every occurrence in the buffer.
 * - `undoLastSelection` and `skipCurrentSelection` go back to the remembered
 *   ranges (which, as in the package, are refreshed only when fewer than
 *   three selections exist).
 *
 * Occurrences are found by the same scan as `scanInBufferRange` (Atom's
 * native search rules). The whole-word pattern is the package's
 * `(^|[ \t<non-word>]+)<text>(?=$|[\s<non-word>]+)` with the prefix cut
 * off the match; the text's own matches checked on each side (a separator
 * inside the scanned range, or the row's edge) give the same ranges without
 * the prefix's backtracking over long runs of separators.
 */
import type { FindAction } from '../actions/find.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { isReversed, lastSelection, selectionsInCreationOrder } from '../state/editor-state.js'
import type { SelectNextState } from '../state/select-next.js'
import * as F from '../display/folds.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { addSelections, type Handlers } from './core.js'
import { editorReducers } from './editor.js'

// ─── the package's helpers ──────────────────────────────────────────────────

const EMPTY: SelectNextState = Object.freeze({ word: null, ranges: Object.freeze([]) })

/** underscore-plus's `escapeRegExp`. */
export const escapeRegExp = (s: string): string => s.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')

const memory = (state: EditorState): SelectNextState => state.selectNext ?? EMPTY

const remember = (state: EditorState, m: SelectNextState): EditorState =>
  state.selectNext === m ? state : Object.freeze({ ...state, selectNext: Object.freeze(m) })

const rangeOf = (s: SelectionRecord): Span => ({ start: s.start, end: s.end })
const textOf = (state: EditorState, r: Span): string => state.buffer.getTextInRange(r)

const nonWordClass = (state: EditorState): string => escapeRegExp(state.config.nonWordCharacters)

const isNonWordCharacter = (state: EditorState, text: string): boolean =>
  new RegExp(`[ \t${nonWordClass(state)}]`).test(text)

/** The package's `isWordSelected`. */
const isWordSelected = (state: EditorState, s: SelectionRecord): boolean => {
  if (s.start.row !== s.end.row) return false
  const row = s.start.row
  const left = s.start.column === 0 || isNonWordCharacter(state, textOf(state, { start: P.pos(row, s.start.column - 1), end: s.start }))
  const length = state.buffer.lineLengthForRow(row)
  const right = s.end.column === length || isNonWordCharacter(state, textOf(state, { start: s.end, end: P.pos(row, Math.min(length, s.end.column + 1)) }))
  return left && right && !isNonWordCharacter(state, textOf(state, rangeOf(s)))
}

/** Whether occurrences must be whole words: the selected word's selection is still there, unchanged. */
const wordMode = (state: EditorState): boolean => {
  const w = memory(state).word
  if (w === null) return false
  const s = state.selections.find(r => r.id === w.id)
  return s !== undefined && P.equals(s.start, w.range.start) && P.equals(s.end, w.range.end)
}

/** The package's `selectWord`. */
const selectWord = (state: EditorState): EditorState => {
  const next = editorReducers['editor/selectWordsContainingCursors'](state, { type: 'editor/selectWordsContainingCursors', payload: {} })
  const last = lastSelection(next)!
  const word = isWordSelected(next, last) ? { id: last.id, range: rangeOf(last) } : null
  return remember(next, { ...memory(next), word })
}

/**
 * The occurrences of the last selection's text in `range` (clipped), in
 * buffer order; `first` stops at the first one.
 */
const occurrences = (state: EditorState, range: Span, first: boolean): Span[] => {
  const text = escapeRegExp(textOf(state, rangeOf(lastSelection(state)!)))
  const out: Span[] = []
  const clipped = state.buffer.clipRange(P.span(range.start, range.end))
  if (wordMode(state)) {
    const nw = nonWordClass(state)
    if (text !== '') {
      // The word's matches with a separator (inside the range) or the row's edge on each side.
      const before = new RegExp(`[ \t${nw}]`)
      const after = new RegExp(`[\\s${nw}]`)
      const { buffer } = state
      state.buffer.scanInRange(new RegExp(text, 'g'), clipped, m => {
        const { start, end } = m.range
        const left = start.column === 0 || (P.compare(start, clipped.start) > 0 && before.test(buffer.getTextInRange({ start: P.pos(start.row, start.column - 1), end: start })))
        if (!left) return false
        const length = buffer.lineLengthForRow(end.row)
        const right = end.column === length || (P.compare(end, clipped.end) < 0 && after.test(buffer.getTextInRange({ start: end, end: P.pos(end.row, end.column + 1) })))
        if (!right) return false
        out.push(m.range)
        return first
      })
      return out
    }
    // An empty word (a cursor on an empty line): the package's own pattern, prefix cut off.
    const re = new RegExp(`(^|[ \t${nw}]+)(?=$|[\\s${nw}]+)`, 'g')
    state.buffer.scanInRange(re, clipped, m => {
      const prefix = m.match[1] ?? ''
      out.push(prefix ? { start: P.pos(m.range.start.row, m.range.start.column + prefix.length), end: m.range.end } : m.range)
      return first
    })
    return out
  }
  state.buffer.scanInRange(new RegExp(text, 'g'), clipped, m => {
    out.push(m.range)
    return first
  })
  return out
}

/** The package's `updateSavedSelections(selection)`, with the current selections in creation order. */
const updateSaved = (m: SelectNextState, current: () => Span[], count: number, selection: Span | null): SelectNextState => {
  let ranges = count < 3 ? [] : m.ranges
  if (ranges.length === 0) return { ...m, ranges: current() }
  if (selection === null || ranges.some(r => P.spanEquals(r, selection))) return ranges === m.ranges ? m : { ...m, ranges }
  ranges = [...ranges, selection]
  return { ...m, ranges }
}

const currentRanges = (state: EditorState) => (): Span[] => selectionsInCreationOrder(state).map(rangeOf)

/** The package's `addSelection(range)`: add it with the last selection's orientation, then remember. */
const addSelection = (state: EditorState, range: Span): EditorState => {
  const id = state.nextId
  const next = editorReducers['editor/addSelectionForBufferRange'](state, { type: 'editor/addSelectionForBufferRange', payload: { range, reversed: isReversed(lastSelection(state)!) } })
  const added = next.selections.find(s => s.id === id)
  // Merged away: Atom returns the oldest selection touching the range.
  const returned = added ?? selectionsInCreationOrder(next).find(s => P.spansIntersect(s, range))
  return remember(next, updateSaved(memory(next), currentRanges(next), next.selections.length, returned ? rangeOf(returned) : null))
}

/** The package's `selectNextOccurrence({start})`: after `start` (the last selection's end), else wrapping around. */
const selectNextOccurrence = (state: EditorState, start?: Pos): EditorState => {
  const from = start ?? lastSelection(state)!.end
  const eof = state.buffer.getEndPosition()
  const range =
    occurrences(state, { start: from, end: eof }, true)[0] ??
    occurrences(state, { start: P.ZERO, end: selectionsInCreationOrder(state)[0]!.start }, true)[0]
  return range ? addSelection(state, range) : state
}

/** The package's `selectAllOccurrences`. */
const selectAllOccurrences = (state: EditorState): EditorState => {
  const found = occurrences(state, { start: P.ZERO, end: state.buffer.getEndPosition() }, false)
  return addAllAtOnce(state, found) ?? found.reduce((s, r) => addSelection(s, r), state)
}

/**
 * Adding `found` one by one, in one step, when no two of them touch and
 * each either touches no selection or equals exactly one (which absorbs
 * it): the result of adding them one by one, in linear time. Undefined when
 * the shapes need the one-by-one path.
 */
const addAllAtOnce = (state: EditorState, found: readonly Span[]): EditorState | undefined => {
  if (found.length < 2 || state.mergeSuppressed) return undefined
  for (let i = 1; i < found.length; i++) if (P.compare(found[i - 1]!.end, found[i]!.start) >= 0) return undefined
  const sorted = state.selections
  // For each occurrence: -1 new, else the index (in `sorted`) of the selection it equals.
  const equalTo: number[] = []
  let j = 0
  for (const r of found) {
    while (j < sorted.length && P.compare(sorted[j]!.end, r.start) < 0) j++
    let k = j
    let touching = 0
    let equal = -1
    for (; k < sorted.length && P.compare(sorted[k]!.start, r.end) <= 0; k++) {
      touching++
      if (P.spanEquals(sorted[k]!, r)) equal = k
    }
    if (touching > 1 || (touching === 1 && equal < 0)) return undefined
    equalTo.push(equal)
  }
  const reversed = isReversed(lastSelection(state)!)
  const base = F.unfoldAt(state, found.flatMap(r => [r.start, r.end]))
  const created: SelectionRecord[] = []
  const order = selectionsInCreationOrder(state).map(rangeOf)
  // `updateSaved` once per occurrence, with a key set for its "already remembered" test.
  const key = (r: Span): string => `${r.start.row},${r.start.column},${r.end.row},${r.end.column}`
  let ranges = memory(state).ranges.slice()
  let keys = new Set(ranges.map(key))
  let count = state.selections.length
  let id = state.nextId
  found.forEach((r, i) => {
    const e = equalTo[i]!
    if (e < 0) {
      const rec: SelectionRecord = { id, start: r.start, end: r.end, reversed, tailed: true, goalColumn: null, goalScreenRange: null, initialScreenRange: null, wordwise: false, linewise: false }
      created.push(rec)
      order.push(r)
      count++
    }
    id++
    const returned = e < 0 ? r : rangeOf(sorted[e]!)
    if (count < 3) ranges = []
    if (ranges.length === 0) {
      ranges = order.slice()
      keys = new Set(ranges.map(key))
    } else if (!keys.has(key(returned))) {
      ranges.push(returned)
      keys.add(key(returned))
    }
  })
  const next = created.length === 0 ? base : addSelections(base, created, id)
  return remember(next.nextId === id ? next : Object.freeze({ ...next, nextId: id }), { ...memory(state), ranges })
}

// ─── handlers ───────────────────────────────────────────────────────────────

const emptyLast = (state: EditorState): boolean => {
  const last = lastSelection(state)
  return last === undefined || P.equals(last.start, last.end)
}

/** One handler per select-next action. */
export const findReducers: Handlers<FindAction> = {
  'find/selectNext': state => {
    if (state.selections.length === 0) return state
    return emptyLast(state) ? selectWord(state) : selectNextOccurrence(state)
  },
  'find/selectAllOccurrences': state => {
    if (state.selections.length === 0) return state
    return selectAllOccurrences(emptyLast(state) ? selectWord(state) : state)
  },
  'find/undoLastSelection': state => {
    if (state.selections.length === 0) return state
    const m = updateSaved(memory(state), currentRanges(state), state.selections.length, null)
    if (m.ranges.length < 1) return remember(state, m)
    if (m.ranges.length > 1) {
      const ranges = m.ranges.slice(0, -1)
      const next = editorReducers['editor/setSelectedBufferRanges'](state, { type: 'editor/setSelectedBufferRanges', payload: { ranges } })
      return remember(next, { ...m, ranges })
    }
    return remember(editorReducers['editor/clearSelections'](state, { type: 'editor/clearSelections', payload: {} }), m)
  },
  'find/skipCurrentSelection': state => {
    if (state.selections.length === 0) return state
    const m = updateSaved(memory(state), currentRanges(state), state.selections.length, null)
    if (m.ranges.length < 1) return remember(state, m)
    if (m.ranges.length > 1) {
      const ranges = m.ranges.slice(0, -1)
      const last = m.ranges[m.ranges.length - 1]!
      const set = remember(editorReducers['editor/setSelectedBufferRanges'](state, { type: 'editor/setSelectedBufferRanges', payload: { ranges } }), { ...m, ranges })
      return selectNextOccurrence(set, last.end)
    }
    const next = selectNextOccurrence(remember(state, m))
    const after = memory(next)
    const ranges = after.ranges.slice(1)
    if (ranges.length < 1) return remember(next, { ...after, ranges })
    return remember(editorReducers['editor/setSelectedBufferRanges'](next, { type: 'editor/setSelectedBufferRanges', payload: { ranges } }), { ...after, ranges })
  },
}
