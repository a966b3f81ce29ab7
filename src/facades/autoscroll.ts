/**
 * The scroll requests Atom's editor commands make (`onDidRequestAutoscroll`),
 * computed from an action and the states before and after it. Atom's cursor
 * asks for its one-column screen range (`{clip: false}`) when it moves, if it
 * is the last cursor or `autoscroll: true` was passed; a selection with a tail
 * asks for its screen range (`{reversed}`); an edit asks once as it clears the
 * selection and once after the change. Only computed while someone listens.
 */
import type * as A from '../actions/index.js'
import * as S from '../display/screen.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { findSelection, head, lastSelection } from '../state/editor-state.js'
import { newRanges, planInsertText } from '../reducers/edit.js'
import { motions, type MotionName } from '../reducers/motions.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { Range } from '../values/range.js'

/** What `onDidRequestAutoscroll` listeners receive (Atom's scroll event). */
export interface AutoscrollRequest {
  screenRange: Range
  options: { center?: boolean; reversed?: boolean; clip?: boolean; [key: string]: unknown }
}

type Options = AutoscrollRequest['options']

const range = (s: Span): Range => new Range([s.start.row, s.start.column], [s.end.row, s.end.column])

/** Atom's `Cursor::autoscroll`: the cursor's one-column screen range, unclipped. */
const atScreen = (p: Pos, options: Options = {}): AutoscrollRequest => ({
  screenRange: range({ start: p, end: P.pos(p.row, p.column + 1) }),
  options: { ...options, clip: false },
})
const cursorRequest = (state: EditorState, p: Pos, options?: Options): AutoscrollRequest =>
  atScreen(S.screenPositionForBufferPosition(state, p), options)

/** Atom's `Selection::autoscroll`: the screen range with its orientation when it has a tail, else the cursor's. */
const selectionRequest = (state: EditorState, s: SelectionRecord, options: Options = {}): AutoscrollRequest =>
  s.tailed
    ? { screenRange: range(S.screenRangeForBufferRange(state, s)), options: { reversed: s.reversed, ...options } }
    : cursorRequest(state, head(s), options)

/** The record an action acts on: its target, else the last selection. */
const subjectOf = (state: EditorState, target: number | undefined): SelectionRecord | undefined =>
  target === undefined ? lastSelection(state) : findSelection(state, target)

/** Selections of `next` that `prev` did not have, oldest first. */
const added = (prev: EditorState, next: EditorState): SelectionRecord[] =>
  next.selections.filter(s => !findSelection(prev, s.id)).sort((a, b) => a.id - b.id)

/** The motion a forward deletion extends an empty selection with (Atom's `select*` before `deleteSelectedText`). */
const FORWARD: Partial<Record<string, MotionName>> = {
  'edit/delete': 'moveRight',
  'edit/deleteToEndOfWord': 'moveToEndOfWord',
  'edit/deleteToNextWordBoundary': 'moveToNextWordBoundary',
  'edit/deleteToEndOfSubword': 'moveToNextSubwordBoundary',
  'edit/deleteToEndOfLine': 'moveToEndOfScreenLine',
  'clipboard/cut': 'moveRight',
  'clipboard/cutToEndOfLine': 'moveToEndOfScreenLine',
  'clipboard/cutToEndOfBufferLine': 'moveToEndOfLine',
}
const BACKWARD = new Set([
  'edit/backspace', 'edit/deleteToBeginningOfWord', 'edit/deleteToPreviousWordBoundary',
  'edit/deleteToBeginningOfSubword', 'edit/deleteToBeginningOfLine',
])

/** `p` (at or after `from`) moved as `from` moved to `to` by the edits before it. */
const shift = (p: Pos, from: Pos, to: Pos): Pos =>
  p.row === from.row ? P.pos(to.row, p.column + to.column - from.column) : P.pos(p.row + to.row - from.row, p.column)

/**
 * The screen position of `p` (a position of `prev` at or after `from`) just
 * before an edit at `from`, which the edits before it moved to `moved`.
 */
const beforeEdit = (prev: EditorState, next: EditorState, from: Pos, moved: Pos, p: Pos): Pos => {
  if (P.equals(moved, from)) return S.screenPositionForBufferPosition(prev, p)
  return S.screenPositionForBufferPosition(next, shift(p, from, moved))
}

/** Whether a paste gives selection `s` a whole line (Atom's `fullLine` metadata, per selection when the counts match). */
const fullLinePaste = (action: A.Action, prev: EditorState, s: SelectionRecord): boolean => {
  const meta = (action.payload as { clipboard?: { metadata?: { fullLine?: boolean; selections?: readonly { fullLine?: boolean }[] } } }).clipboard?.metadata
  const parts = meta?.selections
  if (parts && parts.length === prev.selections.length) return parts[prev.selections.findIndex(r => r.id === s.id)]?.fullLine === true
  return meta?.fullLine === true
}

/** An edit of the last selection: the request as it clears (at its head, moved by the edits before it) and the one after. */
const editRequests = (action: A.Action, prev: EditorState, next: EditorState, s: SelectionRecord, after: SelectionRecord): AutoscrollRequest[] => {
  const done = cursorRequest(next, head(after))
  const empty = P.equals(s.start, s.end)
  if (action.type === 'edit/insertText') {
    const plan = planInsertText(prev, action.payload)
    const i = plan.records.findIndex(r => r.id === s.id)
    const moved = i < 0 ? s.start : newRanges(prev, plan.replacements)[i]!.start
    const first = atScreen(beforeEdit(prev, next, s.start, moved, head(s)))
    // A reversed selection's insertText puts its cursor at the end, which asks once more.
    return s.reversed && s.tailed && !empty ? [first, done, done] : [first, done]
  }
  if (action.type === 'clipboard/pasteText' && empty && fullLinePaste(action, prev, s)) {
    // Atom pastes a whole line above the cursor's row: it empties the selection at the row's start,
    // inserts, then puts the cursor a row down, at its column.
    const at = S.screenPositionForBufferPosition(prev, P.pos(head(s).row, 0))
    const below = S.screenPositionForBufferPosition(next, P.pos(head(after).row, head(s).column))
    return [
      { screenRange: range({ start: at, end: at }), options: { reversed: false } }, atScreen(at),
      cursorRequest(next, P.pos(head(after).row, 0)), { screenRange: range({ start: below, end: below }), options: { reversed: false } },
    ]
  }
  // Atom's deleteToBeginningOfLine extends a selection to its head's line start even when it is not empty.
  if (action.type === 'edit/deleteToBeginningOfLine' && !(empty && head(s).column === 0))
    return [atScreen(beforeEdit(prev, next, s.start, head(after), P.pos(head(s).row, 0))), done]
  if (BACKWARD.has(action.type)) return empty ? [done, done] : [done]
  const forward = FORWARD[action.type]
  if (forward !== undefined) {
    if (!empty) return [done]
    const atEnd = action.type === 'edit/deleteToEndOfLine' && head(s).column === prev.buffer.lineForRow(head(s).row).length
    const extended = motions[atEnd ? 'moveRight' : forward](prev, s, {})?.head ?? head(s)
    return [atScreen(beforeEdit(prev, next, s.start, head(after), extended)), done]
  }
  if (action.type === 'clipboard/cutSelectedText') {
    if (!empty) return [done]
    // Atom selects the line first (`selectLine`), then cuts it.
    const line = prev.buffer.rangeForRow(head(s).row, true)
    const screen = { start: beforeEdit(prev, next, line.start, head(after), line.start), end: beforeEdit(prev, next, line.start, head(after), line.end) }
    const line_ = { screenRange: range(screen), options: { reversed: false } }
    // An empty line (the last one) leaves the selection empty: the cut's delete first extends it, in place.
    return P.equals(line.start, line.end) ? [line_, atScreen(screen.start), done] : [line_, done]
  }
  if (action.type === 'edit/indent') {
    // Atom indents a non-empty selection's rows, which asks for nothing; a cursor first skips leading whitespace.
    if (!empty) return []
    const skipped = motions.skipLeadingWhitespace(prev, s)?.head ?? head(s)
    const at = cursorRequest(prev, P.compare(skipped, head(s)) > 0 ? skipped : head(s))
    return P.compare(skipped, head(s)) > 0 ? [at, at, done] : [at, done]
  }
  return [cursorRequest(prev, head(s)), done]
}

/**
 * Atom's `setSelectedBufferRanges` over the selections `old` (oldest first):
 * each range set asks, if its selection is the last one then or a new one.
 */
const rangesRequests = (old: readonly SelectionRecord[], next: EditorState, ranges: readonly Span[], screen: boolean, reversed: boolean | undefined): AutoscrollRequest[] => {
  const lastKept = Math.min(ranges.length, old.length) - 1
  const out: AutoscrollRequest[] = []
  ranges.forEach((r, i) => {
    if (i < old.length && i !== lastKept) return
    const span = P.span(r.start, r.end)
    const buffer = screen ? S.bufferRangeForScreenRange(next, span) : next.buffer.clipRange(span)
    out.push({
      screenRange: range(S.screenRangeForBufferRange(next, buffer)),
      options: { reversed: reversed ?? (i < old.length ? old[i]!.reversed : false) },
    })
  })
  return out
}

/**
 * The line commands, as Atom composes them of cursor and selection calls on
 * the last selection (`s` before, `after` after): the requests of each call,
 * positions of the states between read from the state before or after.
 */
const lineRequests = (type: string, prev: EditorState, next: EditorState, s: SelectionRecord, after: SelectionRecord): AutoscrollRequest[] => {
  const empty = P.equals(s.start, s.end)
  const h = head(s)
  const done = cursorRequest(next, head(after))
  switch (type) {
    case 'lines/upperCase': case 'lines/lowerCase': {
      // replaceSelectedText: selectWord if empty, deleteSelectedText, insertText, then select the new text.
      const out = empty ? [selectionRequest(next, { ...after, tailed: true, reversed: false })] : []
      const start = cursorRequest(next, after.start)
      return [...out, start, start, cursorRequest(next, after.end), selectionRequest(next, { ...after, tailed: true, reversed: false })]
    }
    case 'lines/transpose': {
      // A reversed selection's insertText puts its cursor at the end, which asks once more.
      if (!empty) return s.reversed ? [cursorRequest(prev, h), done, done] : [cursorRequest(prev, h), done]
      // selectRight, delete, moveLeft, then insertText of the character.
      const right = motions.moveRight(prev, s, {})?.head ?? h
      const left = cursorRequest(prev, motions.moveLeft(prev, s, {})?.head ?? h)
      // At the end of the buffer nothing is selected, and the delete's own selectRight asks once more.
      const stuck = P.equals(right, h) ? [cursorRequest(prev, h)] : []
      return [cursorRequest(prev, right), ...stuck, cursorRequest(prev, h), left, left, done]
    }
    case 'lines/insertNewlineBelow': {
      // moveToEndOfLine, then insertNewline.
      // The new row's indentation comes after the requests.
      const end = cursorRequest(prev, P.pos(h.row, prev.buffer.lineForRow(h.row).length))
      return [end, end, cursorRequest(next, P.pos(head(after).row, 0))]
    }
    case 'lines/insertNewlineAbove': {
      // moveToBeginningOfLine, moveLeft, insertNewline; on the first row then moveUp and moveToEndOfLine.
      if (h.row === 0) {
        const top = cursorRequest(prev, P.ZERO)
        return [top, top, top, cursorRequest(next, P.pos(1, 0)), done, done]
      }
      const above = cursorRequest(prev, P.pos(h.row - 1, prev.buffer.lineForRow(h.row - 1).length))
      return [cursorRequest(prev, P.pos(h.row, 0)), above, above, cursorRequest(next, P.pos(head(after).row, 0))]
    }
    default: { // lines/duplicateLines: an empty selection first selects its screen row, then every selection is set one copy down.
      const reversed = empty ? false : s.reversed
      const moved = { screenRange: range(S.screenRangeForBufferRange(next, after)), options: { reversed } }
      if (!empty) return [moved]
      const row = S.screenPositionForBufferPosition(prev, h).row
      const line = S.clipScreenRange(prev, { start: P.pos(row, 0), end: P.pos(row + 1, 0) })
      return [{ screenRange: range(line), options: { reversed: false } }, moved]
    }
  }
}

/** The requests Atom makes for `action` taking `prev` to `next`, in order. */
export const autoscrollRequests = (action: A.Action, prev: EditorState, next: EditorState): AutoscrollRequest[] => {
  const p = action.payload as { target?: number; autoscroll?: boolean; reversed?: boolean } | undefined
  if (p?.autoscroll === false) return []
  const last = lastSelection(next)
  if (!last) return []
  const target = p?.target
  // A cursor or selection other than the last asks only when told to.
  if (target !== undefined && target !== lastSelection(prev)?.id && p?.autoscroll !== true) return []
  const subject = subjectOf(next, target) ?? last
  const type = action.type
  switch (type) {
    case 'select/selectAll': case 'select/destroy': case 'select/merge': case 'select/setGoalScreenRange':
    case 'editor/mergeIntersectingSelections': case 'editor/ensureCursor':
      return []
    case 'select/selectWord': case 'select/selectSubword': case 'select/selectLine': case 'select/setBufferRange': case 'select/setScreenRange':
    case 'editor/selectWordsContainingCursors': case 'editor/selectSubwordsContainingCursors': case 'editor/selectLinesContainingCursors':
    case 'history/undo': case 'history/redo':
      return [selectionRequest(next, subject)]
    case 'select/addSelectionBelow': case 'select/addSelectionAbove': case 'editor/splitSelectionsIntoLines':
      return added(prev, next).map(s => selectionRequest(next, s))
    case 'editor/addSelectionForBufferRange': case 'editor/addSelectionForScreenRange':
      // Atom asks for the last selection once the new one is added (or merged into one it meets).
      return [selectionRequest(next, last)]
    case 'editor/setSelectedBufferRanges': case 'editor/setSelectedScreenRanges':
      return rangesRequests([...prev.selections].sort((a, b) => a.id - b.id), next, (action.payload as { ranges: readonly Span[] }).ranges, type === 'editor/setSelectedScreenRanges', p?.reversed)
    case 'editor/consolidateSelections': case 'editor/clearSelections': {
      // The oldest selection is kept, and asks to be centred as it was before the clearing.
      const oldest = prev.selections.reduce((a, b) => (b.id < a.id ? b : a), prev.selections[0]!)
      const out = prev.selections.length > 1 ? [selectionRequest(prev, oldest, { center: true })] : []
      if (type === 'editor/clearSelections') out.push(cursorRequest(next, head(last)))
      return out
    }
    case 'clipboard/copySelectedText': {
      // Atom selects an empty selection's line to copy it, then sets the selection back.
      const before = subjectOf(prev, target)
      if (!before || !P.equals(before.start, before.end)) return []
      const at = S.screenPositionForBufferPosition(prev, before.start)
      return [
        { screenRange: range(S.screenRangeForBufferRange(prev, prev.buffer.rangeForRow(before.start.row, true))), options: { reversed: false } },
        { screenRange: range({ start: at, end: at }), options: { reversed: false } },
      ]
    }
    case 'lines/moveLineUp': case 'lines/moveLineDown': {
      if (prev.buffer === next.buffer) return []
      const row = next.selections[0]!.start.row - (type === 'lines/moveLineDown' ? 1 : 0)
      const at = S.screenPositionForBufferPosition(next, P.pos(row, 0))
      return [{ screenRange: range({ start: at, end: at }), options: {} }]
    }
    case 'lines/upperCase': case 'lines/lowerCase': case 'lines/duplicateLines': case 'lines/transpose': case 'lines/insertNewlineAbove': case 'lines/insertNewlineBelow': {
      const before = subjectOf(prev, target)
      return before ? lineRequests(type, prev, next, before, findSelection(next, before.id) ?? last) : []
    }
    case 'lines/moveSelectionLeft': case 'lines/moveSelectionRight':
      return [selectionRequest(next, subject)]
    case 'edit/deleteLine': case 'edit/joinLines':
      return [cursorRequest(next, head(subject))]
  }
  if (type.startsWith('cursor/') || type.startsWith('select/') || type.startsWith('editor/addCursorAt') || type.startsWith('editor/setCursor'))
    return [cursorRequest(next, head(subject))]
  if (type === 'edit/insertText' || type === 'edit/indent' || type === 'clipboard/pasteText' || type === 'clipboard/cutSelectedText'
    || BACKWARD.has(type) || FORWARD[type] !== undefined) {
    const before = subjectOf(prev, target)
    if (!before) return []
    return editRequests(action, prev, next, before, findSelection(next, before.id) ?? last)
  }
  return []
}
