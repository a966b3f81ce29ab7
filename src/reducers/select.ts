/**
 * Reducers for the selection actions.
 */
import type { SelectAction } from '../actions/select.js'
import * as S from '../display/screen.js'
import * as F from '../display/folds.js'
import * as W from '../language/word.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import type { TextBuffer } from '../buffer/text-buffer.js'
import { findSelection, head, isReversed, lastSelection, recordWith, selectionRecord } from '../state/editor-state.js'
import { setRange, sortRecords, withMerged, type MergeOptions } from '../state/selections.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { addSelections, type Handler, type Handlers, updateSelections } from './core.js'
import { mergedOnScreenChange } from './redrawn.js'
import { motions, nonWordCharactersAt, type MotionName, type MotionOptions } from './motions.js'
import { clear, selectTo } from './steps.js'

// ─── helpers ────────────────────────────────────────────────────────────────

/** Backward commands force merged selections reversed; forward ones keep the survivor's orientation. */
const mergeFor = (target: number | undefined, backward: boolean): MergeOptions =>
  target === undefined && backward ? { reversed: true } : {}

/** A reducer extending the targeted selections by motion `name`. */
const extend = <A extends { payload: MotionOptions & { target?: number } }>(name: MotionName, backward: boolean): Handler<A> =>
  (state, { payload }) => {
    const m = motions[name]
    return updateSelections(state, payload.target, s => selectTo(s, m(state, s, payload), state), mergeFor(payload.target, backward))
  }

/**
 * Whether selectToEndOfLine (`screenLines`, with every buffer row one screen
 * row) or selectToEndOfBufferLine leaves every selection as it is: each one
 * forward, tailed, in no word or line mode, with no goal, its head at its
 * row's end. One pass in buffer order reads the rows' lengths, with no
 * target or record built per selection.
 */
const endsAtLineEnds = (state: EditorState, screenLines: boolean): boolean => {
  if (state.mergeSuppressed === true || (screenLines && !S.isIdentity(state))) return false
  const { buffer, selections } = state
  if (atLineEnds.get(selections) === buffer) return true
  const rows = buffer.rowReader()
  for (const s of selections) {
    if (!s.tailed || s.reversed || s.goalColumn !== null || s.goalScreenRange !== null) return false
    if (s.initialScreenRange !== null || s.wordwise || s.linewise) return false
    if (s.end.column !== rows.contentLength(s.end.row)) return false
  }
  atLineEnds.set(selections, buffer)
  return true
}

/**
 * Selection lists `endsAtLineEnds` found at their rows' ends, with the buffer
 * it read: the records and the buffer never change, so the command repeated
 * on them answers without reading them again.
 */
const atLineEnds = new WeakMap<readonly SelectionRecord[], TextBuffer>()

/** selectToEndOfLine / selectToEndOfBufferLine: the same state, found fast, when nothing moves. */
const extendToLineEnd = (name: 'moveToEndOfScreenLine' | 'moveToEndOfLine'): Handler<{ type: string; payload: MotionOptions & { target?: number } }> => {
  const step = extend(name, false)
  return (state, action) => (action.payload.target === undefined && endsAtLineEnds(state, name === 'moveToEndOfScreenLine') ? state : step(state, action))
}

/** Atom's `Selection::setBufferRange` on a record: clipped, orientation kept unless given. */
export const setBufferRange = (state: EditorState, s: SelectionRecord, range: Span, reversed?: boolean): SelectionRecord =>
  setRange(s, state.buffer.clipRange(P.span(range.start, range.end)), reversed ?? isReversed(s))

const screenRangeOf = (state: EditorState, s: Span): Span => S.screenRangeForBufferRange(state, s)

/**
 * Word/line mode bookkeeping after selectWord / selectLine: selectLine turns
 * word mode off, but selectWord and selectSubword leave line mode on (a drag
 * from there still extends by lines, as Atom's `selectToScreenPosition`
 * tries line mode first).
 */
const markMode = (state: EditorState, s: SelectionRecord, mode: 'wordwise' | 'linewise'): SelectionRecord => ({
  ...s,
  wordwise: mode === 'wordwise',
  linewise: mode === 'linewise' || s.linewise,
  initialScreenRange: screenRangeOf(state, s),
})

/** Word options of `selectWord`, with the non-word characters in force at the cursor (scoped by the language). */
const wordOptionsAt = (state: EditorState, h: Pos, p: { wordRegex?: string; includeNonWordCharacters?: boolean }): W.WordOptions => ({
  nonWordCharacters: nonWordCharactersAt(state, h),
  ...(p.wordRegex !== undefined ? { wordRegex: new RegExp(p.wordRegex, 'g') } : {}),
  ...(p.includeNonWordCharacters !== undefined ? { includeNonWordCharacters: p.includeNonWordCharacters } : {}),
})

/** The range Atom's `Selection::selectWord` selects (`options` carry the non-word characters at the head). */
const wordRange = (state: EditorState, s: SelectionRecord, options: W.WordOptions): Span => {
  const h = head(s)
  let o = options
  if (W.isSurroundedByWhitespace(state.buffer, h)) o = { ...o, wordRegex: /[\t ]*/g }
  if (W.isBetweenWordAndNonWord(state.buffer, h, o.nonWordCharacters)) o = { ...o, includeNonWordCharacters: false }
  return W.getCurrentWordBufferRange(state.buffer, h, o)
}

/** The range `selectWord` (default options) gives `s`, clipped, whatever the other selections select. */
export const selectedWordRange = (state: EditorState, s: SelectionRecord): Span =>
  state.buffer.clipRange(wordRange(state, s, wordOptionsAt(state, head(s), {})))

/** The range Atom's `Selection::selectLine` selects. */
const lineRange = (state: EditorState, s: SelectionRecord, row: number | undefined): Span => {
  const buf = state.buffer
  return row !== undefined
    ? buf.rangeForRow(row, true)
    : { start: P.pos(s.start.row, 0), end: buf.rangeForRow(s.end.row, true).end }
}

/**
 * Atom's `Selection::setBufferRange` destroys the folds strictly containing
 * the new ends before it sets the range. Called on one selection, nothing
 * suppresses merging: a destroyed fold changes the screen and the editor
 * merges intersecting selections right then, before the range is set (a
 * selection merged away sets nothing); inside a transaction, when the
 * outermost one ends. Editor-level commands merge once at their end.
 */
const unfoldFor = (state: EditorState, target: number | undefined, ends: readonly Pos[]): EditorState => {
  const st = F.unfoldAt(state, ends)
  return st !== state && target !== undefined ? mergedOnScreenChange(st) : st
}

/** What selectWord, selectSubword and selectLine take besides their own options (Atom's `setBufferRange` options). */
interface RangeOptions {
  readonly target?: number
  readonly reversed?: boolean
  readonly preserveFolds?: boolean
}

/**
 * selectWord, selectSubword and selectLine: Atom's `setBufferRange(range,
 * options)` on each targeted selection in creation order (folds strictly
 * containing a new endpoint are destroyed first unless `preserveFolds`; the
 * orientation is `reversed`, else kept), then word or line mode, whose
 * initial screen range is read right then: after the folds this selection
 * and the earlier ones destroyed, before a later one's unfolding moves it.
 */
const selectRanges = (
  state: EditorState,
  { target, reversed, preserveFolds }: RangeOptions,
  rangeOf: (s: SelectionRecord) => Span,
  mode: 'wordwise' | 'linewise',
): EditorState => {
  const ranges = new Map<number, Span>()
  const initials = new Map<number, Span>()
  let st = state
  for (const s of [...state.selections].sort((a, b) => a.id - b.id)) {
    if (target !== undefined && s.id !== target) continue
    const r = state.buffer.clipRange(rangeOf(s))
    ranges.set(s.id, r)
    if (!preserveFolds && st.folds.length > 0) st = unfoldFor(st, target, [r.start, r.end])
    initials.set(s.id, screenRangeOf(st, r))
  }
  const done = st
  return updateSelections(done, target, s => recordWith(markMode(done, setBufferRange(done, s, ranges.get(s.id)!, reversed), mode), { initialScreenRange: initials.get(s.id)! }))
}

/** Atom's `expandOverLine`: union with the head's row including its newline. */
const expandOverLine = (state: EditorState, s: SelectionRecord): SelectionRecord =>
  setBufferRange(state, s, P.union(s, state.buffer.rangeForRow(head(s).row, true)))

/** Atom's `expandOverWord`: union with the current word (default regex, the non-word characters at the head). */
const expandOverWord = (state: EditorState, s: SelectionRecord): SelectionRecord => {
  const h = head(s)
  return setBufferRange(state, s, P.union(s, W.getCurrentWordBufferRange(state.buffer, h, { nonWordCharacters: nonWordCharactersAt(state, h) })))
}

/** Atom's `selectToScreenPosition` on one record (mouse drags). */
const selectToScreenPosition = (state: EditorState, s: SelectionRecord, position: Pos, options: S.ClipOptions): SelectionRecord => {
  let n: SelectionRecord
  const initial = s.initialScreenRange
  if (initial) {
    const reversed = P.compare(position, initial.start) < 0
    const screen = reversed ? { start: position, end: initial.end } : { start: initial.start, end: position }
    n = setBufferRange(state, s, S.bufferRangeForScreenRange(state, screen), reversed)
  } else {
    n = selectTo(s, { head: S.bufferPositionForScreenPosition(state, position, options), goalColumn: null }, state)
  }
  if (n.linewise) return expandOverLine(state, n)
  if (n.wordwise) return expandOverWord(state, n)
  return n
}

/**
 * Commands that end in Atom's `setBufferRange` without a `preserveFolds`
 * option (expandOver…, drags from a word or line) destroy the folds strictly
 * containing the range's new ends, even when the range did not change. The
 * handler is given a list to push those ends on.
 */
const unfoldingEnds = <A>(handler: (state: EditorState, action: A, ends: Pos[]) => EditorState): Handler<A> => (state, action) => {
  const ends: Pos[] = []
  const next = handler(state, action, ends)
  return ends.length === 0 || next.folds.length === 0 ? next : F.unfoldAt(next, ends)
}

/**
 * expandOverWord / expandOverLine: each targeted selection's new range is
 * set through `setBufferRange`, which unfolds at its ends even when the
 * range does not change.
 */
const expanding = (state: EditorState, target: number | undefined, expand: (state: EditorState, s: SelectionRecord) => SelectionRecord): EditorState => {
  const ranges = new Map<number, SelectionRecord>()
  const ends: Pos[] = []
  for (const s of state.selections) {
    if (target !== undefined && s.id !== target) continue
    const n = expand(state, s)
    ranges.set(s.id, n)
    ends.push(n.start, n.end)
  }
  const st = unfoldFor(state, target, ends)
  return updateSelections(st, target, s => {
    const n = ranges.get(s.id)
    return n ? setBufferRange(st, s, n, isReversed(n)) : s
  })
}

/** `s`, its ends noted in `ends` (see `unfoldingEnds`). */
const noting = (ends: Pos[], s: SelectionRecord): SelectionRecord => {
  ends.push(s.start, s.end)
  return s
}

/**
 * The editor-level `selectToBufferPosition` / `selectToScreenPosition`: only
 * the last selection moves, then all are merged with `{reversed:
 * last.isReversed()}`; with `suppress` (a drag's `suppressSelectionMerge`)
 * they are left sorted but unmerged until the next action.
 */
const onLastSelection = (state: EditorState, step: (s: SelectionRecord) => SelectionRecord, suppress: boolean): EditorState => {
  const last = lastSelection(state)
  if (!last) return state
  const moved = step(last)
  if (moved === last && (suppress || !state.mergeSuppressed)) return state
  const list = state.selections.map(s => (s === last ? moved : s))
  return suppress
    ? Object.freeze({ ...state, selections: Object.freeze(sortRecords(list)), mergeSuppressed: true as const })
    : withMerged(state, list, { reversed: isReversed(moved) })
}

// ─── adding selections above and below ─────────────────────────────────────

/** Does any record contain `r` (inclusive)? Records are sorted; added ones are checked by row. */
const containedIn = (sorted: readonly SelectionRecord[], added: readonly SelectionRecord[], r: Span, merged: boolean): boolean => {
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
  // Merged selections are disjoint, so only the nearest few before r.start can contain it; unmerged ones may nest deeper.
  for (let k = i; k >= 0 && (k > i - 3 || !merged); k--) if (P.compare(sorted[k]!.end, r.end) >= 0) return true
  return added.some(a => P.compare(a.start, r.start) <= 0 && P.compare(a.end, r.end) >= 0)
}

const addSelectionVertically = (below: boolean): Handler<Extract<SelectAction, { type: 'select/addSelectionBelow' | 'select/addSelectionAbove' }>> =>
  (state, { payload: { target } }) => {
    const added: SelectionRecord[] = []
    let nextId = state.nextId
    let st = state
    let lastRow = S.getLastScreenRow(st)
    const sources = [...state.selections].filter(s => target === undefined || s.id === target).sort((a, b) => a.id - b.id)
    for (const s of sources) {
      // Atom copies the goal range, and a copy is ordered: a stored goal may be
      // reversed (Atom sets a row on both ends of a multi-row range in place).
      const goal = ordered(s.goalScreenRange ?? screenRangeOf(st, s))
      // Atom moves both ends onto the row, then asks whether that range is empty
      // (a multi-row goal range with equal columns collapses to an empty one).
      const empty = goal.start.column === goal.end.column
      for (let row = below ? goal.end.row + 1 : goal.end.row - 1; below ? row <= lastRow : row >= 0; row += below ? 1 : -1) {
        const range = { start: P.pos(row, goal.start.column), end: P.pos(row, goal.end.column) }
        const clip = { skipSoftWrapIndentation: true }
        const clipped = { start: S.clipScreenPosition(st, range.start, clip), end: S.clipScreenPosition(st, range.end, clip) }
        if (empty ? range.end.column > 0 && clipped.end.column === 0 : P.equals(clipped.start, clipped.end)) continue
        const buffer = S.bufferRangeForScreenRange(st, clipped)
        if (!containedIn(st.selections, added, buffer, st.mergeSuppressed !== true)) {
          added.push(recordWith(selectionRecord(nextId++, buffer), { goalScreenRange: range }))
          // Adding a selection destroys the folds strictly containing its ends: a
          // clip inside a character cluster can land inside a fold.
          const unfolded = st.folds.length > 0 ? unfoldFor(st, target, [buffer.start, buffer.end]) : st
          if (unfolded !== st) {
            st = unfolded
            lastRow = S.getLastScreenRow(st)
          }
        }
        break
      }
    }
    // The editor-level command merges (reversed above) even when it adds nothing.
    if (added.length === 0) return target === undefined && state.mergeSuppressed ? withMerged(state, state.selections, mergeFor(target, !below)) : state
    const next = addSelections(st, added, nextId, mergeFor(target, !below))
    return target === undefined ? next : goalOnMerged(next, added[0]!)
  }

/** `r` with its ends in order. */
const ordered = (r: Span): Span => (P.compare(r.start, r.end) <= 0 ? r : P.span(r.end, r.start))

/**
 * One selection's addSelectionBelow/Above merges as it adds (no editor-level
 * command holds the merge), and Atom then sets the goal screen range on the
 * editor's last selection: the added one, or when that merged away, whichever
 * is last then.
 */
const goalOnMerged = (state: EditorState, added: SelectionRecord): EditorState => {
  const last = lastSelection(state)
  if (!last || last.id === added.id) return state
  const goal = added.goalScreenRange
  return Object.freeze({ ...state, selections: Object.freeze(state.selections.map(s => (s === last ? recordWith(s, { goalScreenRange: goal }) : s))) })
}

// ─── the handlers ───────────────────────────────────────────────────────────

/** One handler per selection action. */
export const selectReducers: Handlers<SelectAction> = {
  'select/setBufferRange': (state, { payload: { range, reversed, target, preserveFolds } }) =>
    updateSelections(preserveFolds ? state : unfoldFor(state, target, [range.start, range.end]), target, s => setBufferRange(state, s, range, reversed)),
  'select/setScreenRange': (state, { payload: { range, reversed, target, preserveFolds } }) => {
    const r = S.bufferRangeForScreenRange(state, range)
    return updateSelections(preserveFolds ? state : unfoldFor(state, target, [r.start, r.end]), target, s => setBufferRange(state, s, r, reversed))
  },
  'select/clear': (state, { payload: { target } }) => updateSelections(state, target, s => clear(state, s)),
  'select/destroy': (state, { payload: { target } }) => updateSelections(state, target, () => null),
  'select/selectToBufferPosition': (state, { payload: { position, target } }) => {
    const p = state.buffer.clampPosition(position)
    const step = (s: SelectionRecord) => selectTo(s, { head: p, goalColumn: null, raw: position }, state)
    return target === undefined ? onLastSelection(state, step, false) : updateSelections(state, target, step)
  },
  // Only a drag from a word or line ends in `setBufferRange` (expandOver…).
  'select/selectToScreenPosition': unfoldingEnds((state, { payload }, ends) => {
    const step = (s: SelectionRecord) => {
      const n = selectToScreenPosition(state, s, payload.position, payload)
      return n.linewise || n.wordwise ? noting(ends, n) : n
    }
    return payload.target === undefined
      ? onLastSelection(state, step, payload.suppressSelectionMerge === true)
      : updateSelections(state, payload.target, step)
  }),
  'select/selectRight': extend('moveRight', false),
  'select/selectLeft': extend('moveLeft', true),
  'select/selectUp': extend('moveUp', true),
  'select/selectDown': extend('moveDown', false),
  'select/selectToTop': extend('moveToTop', true),
  'select/selectToBottom': extend('moveToBottom', false),
  // The buffer's range: its ends are never strictly inside a fold.
  'select/selectAll': (state, { payload: { target } }) =>
    updateSelections(state, target, s => setBufferRange(state, s, state.buffer.getRange())),
  'select/selectToBeginningOfLine': extend('moveToBeginningOfLine', true),
  'select/selectToFirstCharacterOfLine': extend('moveToFirstCharacterOfLine', true),
  'select/selectToEndOfLine': extendToLineEnd('moveToEndOfScreenLine'),
  'select/selectToEndOfBufferLine': extendToLineEnd('moveToEndOfLine'),
  'select/selectToBeginningOfWord': extend('moveToBeginningOfWord', true),
  'select/selectToEndOfWord': extend('moveToEndOfWord', false),
  'select/selectToBeginningOfNextWord': extend('moveToBeginningOfNextWord', false),
  'select/selectToPreviousWordBoundary': extend('moveToPreviousWordBoundary', true),
  'select/selectToNextWordBoundary': extend('moveToNextWordBoundary', false),
  'select/selectToPreviousSubwordBoundary': extend('moveToPreviousSubwordBoundary', true),
  'select/selectToNextSubwordBoundary': extend('moveToNextSubwordBoundary', false),
  'select/selectToBeginningOfNextParagraph': extend('moveToBeginningOfNextParagraph', false),
  'select/selectToBeginningOfPreviousParagraph': extend('moveToBeginningOfPreviousParagraph', true),
  'select/selectWord': (state, { payload }) =>
    selectRanges(state, payload, s => wordRange(state, s, wordOptionsAt(state, head(s), payload)), 'wordwise'),
  'select/selectSubword': (state, { payload }) =>
    selectRanges(state, payload, s => {
      // Atom's selectSubword goes straight to the subword regex: no whitespace or word/non-word rule.
      const nonWordCharacters = nonWordCharactersAt(state, head(s))
      return W.getCurrentWordBufferRange(state.buffer, head(s), { nonWordCharacters, wordRegex: W.subwordRegExp({ nonWordCharacters }) })
    }, 'wordwise'),
  'select/expandOverWord': (state, { payload: { target } }) => expanding(state, target, expandOverWord),
  'select/selectLine': (state, { payload }) => selectRanges(state, payload, s => lineRange(state, s, payload.row), 'linewise'),
  'select/expandOverLine': (state, { payload: { target } }) => expanding(state, target, expandOverLine),
  'select/addSelectionBelow': addSelectionVertically(true),
  'select/addSelectionAbove': addSelectionVertically(false),
  'select/setGoalScreenRange': (state, { payload: { range, target } }) => {
    const goal = P.span(range.start, range.end)
    return updateSelections(state, target, s =>
      s.goalScreenRange && P.spanEquals(s.goalScreenRange, goal) ? s : recordWith(s, { goalScreenRange: goal }))
  },
  // Atom's `merge`: `setBufferRange(union, options)` (unfolding at the union's
  // ends unless `preserveFolds`), then the other selection is destroyed.
  'select/merge': (state, { payload: { other, reversed, target, preserveFolds } }) => {
    const o = findSelection(state, other)
    const t = target === undefined ? undefined : findSelection(state, target)
    if (!o || !t || other === target) return state
    const union = state.buffer.clipRange(P.union(t, o))
    const st = preserveFolds ? state : F.unfoldAt(state, [union.start, union.end])
    return updateSelections(st, undefined, s =>
      s.id === other ? null : s.id === target ? setBufferRange(st, s, union, reversed) : s)
  },
}
