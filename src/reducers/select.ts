/**
 * Reducers for the selection actions.
 */
import type { SelectAction } from '../actions/select.js'
import * as S from '../display/screen.js'
import * as F from '../display/folds.js'
import * as W from '../language/word.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { findSelection, head, isReversed, selectionRecord } from '../state/editor-state.js'
import { clearSelection, setRange, type MergeOptions } from '../state/selections.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { addSelections, type Handler, type Handlers, updateSelections } from './core.js'
import { motions, type MotionName, type MotionOptions } from './motions.js'
import { selectTo } from './steps.js'

// ─── helpers ────────────────────────────────────────────────────────────────

/** Backward commands force merged selections reversed; forward ones keep the survivor's orientation. */
const mergeFor = (target: number | undefined, backward: boolean): MergeOptions =>
  target === undefined && backward ? { reversed: true } : {}

/** A reducer extending the targeted selections by motion `name`. */
const extend = <A extends { payload: MotionOptions & { target?: number } }>(name: MotionName, backward: boolean): Handler<A> =>
  (state, { payload }) => {
    const m = motions[name]
    return updateSelections(state, payload.target, s => selectTo(s, m(state, s, payload)), mergeFor(payload.target, backward))
  }

/** Atom's `Selection::setBufferRange` on a record: clipped, orientation kept unless given. */
export const setBufferRange = (state: EditorState, s: SelectionRecord, range: Span, reversed?: boolean): SelectionRecord =>
  setRange(s, state.buffer.clipRange(P.span(range.start, range.end)), reversed ?? isReversed(s))

const screenRangeOf = (state: EditorState, s: Span): Span => S.screenRangeForBufferRange(state, s)

/** Word/line mode bookkeeping after selectWord / selectLine. */
const markMode = (state: EditorState, s: SelectionRecord, mode: 'wordwise' | 'linewise'): SelectionRecord => ({
  ...s,
  wordwise: mode === 'wordwise',
  linewise: mode === 'linewise',
  initialScreenRange: screenRangeOf(state, s),
})

const wordOptions = (state: EditorState, p: { wordRegex?: string; includeNonWordCharacters?: boolean }) => ({
  nonWordCharacters: state.config.nonWordCharacters,
  ...(p.wordRegex !== undefined ? { wordRegex: new RegExp(p.wordRegex, 'g') } : {}),
  ...(p.includeNonWordCharacters !== undefined ? { includeNonWordCharacters: p.includeNonWordCharacters } : {}),
})

/** Atom's `Selection::selectWord` on one record. */
const selectWord = (state: EditorState, s: SelectionRecord, options: W.WordOptions): SelectionRecord => {
  const h = head(s)
  let o = options
  if (W.isSurroundedByWhitespace(state.buffer, h)) o = { ...o, wordRegex: /[\t ]*/g }
  if (W.isBetweenWordAndNonWord(state.buffer, h, state.config.nonWordCharacters)) o = { ...o, includeNonWordCharacters: false }
  const range = W.getCurrentWordBufferRange(state.buffer, h, o)
  return markMode(state, setBufferRange(state, s, range), 'wordwise')
}

/** Atom's `Selection::selectLine` on one record. */
const selectLine = (state: EditorState, s: SelectionRecord, row: number | undefined): SelectionRecord => {
  const buf = state.buffer
  const range =
    row !== undefined
      ? buf.rangeForRow(row, true)
      : { start: P.pos(s.start.row, 0), end: buf.rangeForRow(s.end.row, true).end }
  return markMode(state, setBufferRange(state, s, range), 'linewise')
}

/** Atom's `expandOverLine`: union with the head's row including its newline. */
const expandOverLine = (state: EditorState, s: SelectionRecord): SelectionRecord =>
  setBufferRange(state, s, P.union(s, state.buffer.rangeForRow(head(s).row, true)))

/** Atom's `expandOverWord`: union with the current word (default regex). */
const expandOverWord = (state: EditorState, s: SelectionRecord): SelectionRecord =>
  setBufferRange(state, s, P.union(s, W.getCurrentWordBufferRange(state.buffer, head(s), { nonWordCharacters: state.config.nonWordCharacters })))

/** Atom's `selectToScreenPosition` on one record (mouse drags). */
const selectToScreenPosition = (state: EditorState, s: SelectionRecord, position: Pos, options: S.ClipOptions): SelectionRecord => {
  let n: SelectionRecord
  const initial = s.initialScreenRange
  if (initial) {
    const reversed = P.compare(position, initial.start) < 0
    const screen = reversed ? { start: position, end: initial.end } : { start: initial.start, end: position }
    n = setBufferRange(state, s, S.bufferRangeForScreenRange(state, screen), reversed)
  } else {
    n = selectTo(s, { head: S.bufferPositionForScreenPosition(state, position, options), goalColumn: null })
  }
  if (n.linewise) return expandOverLine(state, n)
  if (n.wordwise) return expandOverWord(state, n)
  return n
}

/**
 * Commands that set a selection's range through Atom's `setBufferRange`
 * (selectWord, selectLine, selectAll, expandOver…, merge, drags from a word or
 * line) also destroy folds strictly containing the new endpoints.
 */
const unfoldingRanges = <A>(handler: Handler<A>): Handler<A> => (state, action) => {
  const next = handler(state, action)
  if (next === state || next.folds.length === 0) return next
  const before = new Map(state.selections.map(s => [s.id, s]))
  const ends: Pos[] = []
  for (const s of next.selections) {
    const old = before.get(s.id)
    if (!old || !P.equals(old.start, s.start) || !P.equals(old.end, s.end)) ends.push(s.start, s.end)
  }
  return ends.length === 0 ? next : F.unfoldAt(next, ends)
}

// ─── adding selections above and below ─────────────────────────────────────

/** Does any record contain `r` (inclusive)? Records are sorted; added ones are checked by row. */
const containedIn = (sorted: readonly SelectionRecord[], added: readonly SelectionRecord[], r: Span): boolean => {
  let lo = 0
  let hi = sorted.length - 1
  let i = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (P.compare(sorted[mid]!.start, r.start) <= 0) {
      i = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  // Merged selections are disjoint, so only the nearest few before r.start can contain it.
  for (let k = i; k >= 0 && k > i - 3; k--) if (P.compare(sorted[k]!.end, r.end) >= 0) return true
  return added.some(a => P.compare(a.start, r.start) <= 0 && P.compare(a.end, r.end) >= 0)
}

const addSelectionVertically = (below: boolean): Handler<Extract<SelectAction, { type: 'select/addSelectionBelow' | 'select/addSelectionAbove' }>> =>
  (state, { payload: { target } }) => {
    const added: SelectionRecord[] = []
    let nextId = state.nextId
    const lastRow = S.getLastScreenRow(state)
    const sources = [...state.selections].filter(s => target === undefined || s.id === target).sort((a, b) => a.id - b.id)
    for (const s of sources) {
      const goal = s.goalScreenRange ?? screenRangeOf(state, s)
      // Atom moves both ends onto the row, then asks whether that range is empty
      // (a multi-row goal range with equal columns collapses to an empty one).
      const empty = goal.start.column === goal.end.column
      for (let row = below ? goal.end.row + 1 : goal.end.row - 1; below ? row <= lastRow : row >= 0; row += below ? 1 : -1) {
        const range = { start: P.pos(row, goal.start.column), end: P.pos(row, goal.end.column) }
        const clip = { skipSoftWrapIndentation: true }
        const clipped = { start: S.clipScreenPosition(state, range.start, clip), end: S.clipScreenPosition(state, range.end, clip) }
        if (empty ? range.end.column > 0 && clipped.end.column === 0 : P.equals(clipped.start, clipped.end)) continue
        const buffer = S.bufferRangeForScreenRange(state, clipped)
        if (!containedIn(state.selections, added, buffer)) {
          added.push({ ...selectionRecord(nextId++, buffer), goalScreenRange: range })
        }
        break
      }
    }
    return added.length === 0 ? state : addSelections(state, added, nextId, mergeFor(target, !below))
  }

// ─── the handlers ───────────────────────────────────────────────────────────

/** One handler per selection action. */
export const selectReducers: Handlers<SelectAction> = {
  'select/setBufferRange': (state, { payload: { range, reversed, target, preserveFolds } }) =>
    updateSelections(preserveFolds ? state : F.unfoldAt(state, [range.start, range.end]), target, s => setBufferRange(state, s, range, reversed)),
  'select/setScreenRange': (state, { payload: { range, reversed, target, preserveFolds } }) => {
    const r = S.bufferRangeForScreenRange(state, range)
    return updateSelections(preserveFolds ? state : F.unfoldAt(state, [r.start, r.end]), target, s => setBufferRange(state, s, r, reversed))
  },
  'select/clear': (state, { payload: { target } }) => updateSelections(state, target, clearSelection),
  'select/destroy': (state, { payload: { target } }) => updateSelections(state, target, () => null),
  'select/selectToBufferPosition': (state, { payload: { position, target } }) => {
    const p = state.buffer.clampPosition(position)
    const next = updateSelections(state, target, s => selectTo(s, { head: p, goalColumn: null }))
    return next
  },
  'select/selectToScreenPosition': unfoldingRanges((state, { payload }) =>
    updateSelections(state, payload.target, s => selectToScreenPosition(state, s, payload.position, payload))),
  'select/selectRight': extend('moveRight', false),
  'select/selectLeft': extend('moveLeft', true),
  'select/selectUp': extend('moveUp', true),
  'select/selectDown': extend('moveDown', false),
  'select/selectToTop': extend('moveToTop', true),
  'select/selectToBottom': extend('moveToBottom', false),
  'select/selectAll': unfoldingRanges((state, { payload: { target } }) =>
    updateSelections(state, target, s => setBufferRange(state, s, state.buffer.getRange()))),
  'select/selectToBeginningOfLine': extend('moveToBeginningOfLine', true),
  'select/selectToFirstCharacterOfLine': extend('moveToFirstCharacterOfLine', true),
  'select/selectToEndOfLine': extend('moveToEndOfScreenLine', false),
  'select/selectToEndOfBufferLine': extend('moveToEndOfLine', false),
  'select/selectToBeginningOfWord': extend('moveToBeginningOfWord', true),
  'select/selectToEndOfWord': extend('moveToEndOfWord', false),
  'select/selectToBeginningOfNextWord': extend('moveToBeginningOfNextWord', false),
  'select/selectToPreviousWordBoundary': extend('moveToPreviousWordBoundary', true),
  'select/selectToNextWordBoundary': extend('moveToNextWordBoundary', false),
  'select/selectToPreviousSubwordBoundary': extend('moveToPreviousSubwordBoundary', true),
  'select/selectToNextSubwordBoundary': extend('moveToNextSubwordBoundary', false),
  'select/selectToBeginningOfNextParagraph': extend('moveToBeginningOfNextParagraph', false),
  'select/selectToBeginningOfPreviousParagraph': extend('moveToBeginningOfPreviousParagraph', true),
  'select/selectWord': unfoldingRanges((state, { payload }) =>
    updateSelections(state, payload.target, s => selectWord(state, s, wordOptions(state, payload)))),
  'select/selectSubword': unfoldingRanges((state, { payload: { target } }) =>
    updateSelections(state, target, s =>
      selectWord(state, s, { nonWordCharacters: state.config.nonWordCharacters, wordRegex: W.subwordRegExp({ nonWordCharacters: state.config.nonWordCharacters }) }))),
  'select/expandOverWord': unfoldingRanges((state, { payload: { target } }) => updateSelections(state, target, s => expandOverWord(state, s))),
  'select/selectLine': unfoldingRanges((state, { payload: { row, target } }) => updateSelections(state, target, s => selectLine(state, s, row))),
  'select/expandOverLine': unfoldingRanges((state, { payload: { target } }) => updateSelections(state, target, s => expandOverLine(state, s))),
  'select/addSelectionBelow': addSelectionVertically(true),
  'select/addSelectionAbove': addSelectionVertically(false),
  'select/merge': unfoldingRanges((state, { payload: { other, reversed, target } }) => {
    const o = findSelection(state, other)
    if (!o || target === undefined || other === target || !findSelection(state, target)) return state
    return updateSelections(state, undefined, s =>
      s.id === other ? null : s.id === target ? setBufferRange(state, s, P.union(s, o), reversed) : s)
  }),
}
