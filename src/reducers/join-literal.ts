/**
 * Atom's `Selection::joinLines` step by step, for one selection: the cursor
 * goes to the end of the selection's first row, trailing blanks there are
 * deleted, a space is typed when both rows have text, and the row end is
 * selected through the next screen row's first character and deleted; the
 * selection then takes back the range it had (followed through the edits).
 * Each text change is one made through the selection (its own undo step
 * when called on one selection), and soft wrap decides where the next row's
 * first character is, as in Atom.
 */
import * as F from '../display/folds.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { cursorRecord, findSelection, freezeState, isEmpty, recordWith } from '../state/editor-state.js'
import { groupLastChanges } from '../state/history.js'
import { mapRecords } from '../state/selections.js'
import * as P from '../values/pos.js'
import type { Span } from '../values/pos.js'
import { cursorReducers } from './cursor.js'
import { selectReducers } from './select.js'
import { editReducers } from './edit.js'
import { addedSteps, stepChanges } from './in-turn.js'

const isBlank = (c: string | undefined): boolean => c === ' ' || c === '\t'

/**
 * The trailing blanks Atom's `/[ \t]+$/` finds in a line: the buffer's
 * search treats a lone CR as a line end, and `scanInBufferRange` with a
 * regex lacking the `g` flag stops at the first match, so this is the first
 * run of blanks that ends at a lone CR or at the row's end. `[from, to)`,
 * empty when there is none.
 */
const trailingBlanks = (line: string): [number, number] => {
  for (let i = 0; i < line.length; ) {
    if (!isBlank(line[i])) {
      i++
      continue
    }
    let j = i
    while (j < line.length && isBlank(line[j])) j++
    if (j === line.length || line[j] === '\r') return [i, j]
    i = j
  }
  return [line.length, line.length]
}

/** `range` followed through the text changes `after` recorded since `before` (a marker that never invalidates). */
const follow = (range: Span, after: EditorState, before: EditorState): Span => {
  let r: SelectionRecord = recordWith(cursorRecord(0, range.start), { end: range.end, tailed: true })
  for (const step of addedSteps(after, before)) r = mapRecords([r], stepChanges(step))[0]!
  return { start: r.start, end: r.end }
}

type JoinOptions = { bypassReadOnly?: boolean }

/** A destroyed selection's `insertText(' ')`: its marker reads as the empty range at `[0, 0]`, so the space goes there. */
const spaceAtOrigin = (s: EditorState, options: JoinOptions): EditorState =>
  editReducers['edit/setTextInRange'](s, { type: 'edit/setTextInRange', payload: { range: P.emptySpan(P.ZERO), text: ' ', ...options } })

/**
 * The rest of Atom's `joinLines` once a change has merged the selection away
 * (a change made on one selection outside a transaction merges intersecting
 * selections, and the selection first in buffer order survives): the
 * destroyed selection reads as the empty range at `[0, 0]`, its cursor moves
 * nowhere and its deletions delete nothing, but each of the `left` further
 * rows still types its space at `[0, 0]` when both the joined row and the
 * next have text (its trailing-blank search, on row 0, only destroys folds).
 */
const afterMerge = (state: EditorState, range: Span, left: number, options: JoinOptions): EditorState => {
  let s = state
  for (let i = 0; i < left; i++) {
    const [from, to] = trailingBlanks(s.buffer.lineForRow(0))
    if (from < to) s = F.unfoldAt(s, [P.pos(0, from), P.pos(0, to)])
    const row = range.start.row
    const next = row + 1
    if (next <= s.buffer.getLastRow() && s.buffer.lineLengthForRow(next) > 0 && s.buffer.lineLengthForRow(row) > 0) s = spaceAtOrigin(s, options)
  }
  return s
}

/** Atom's `Selection::joinLines` on selection `id` of `state` (edits recorded as made through it). */
export const joinLinesLiterally = (state: EditorState, id: number, given: { bypassReadOnly?: boolean; undo?: 'skip' } = {}): EditorState => {
  const options = given.bypassReadOnly === undefined ? {} : { bypassReadOnly: given.bypassReadOnly }
  const sel = findSelection(state, id)
  if (!sel) return state
  const range: Span = { start: sel.start, end: sel.end }
  if (isEmpty(sel) && range.start.row === state.buffer.getLastRow()) return state
  const tracked = isEmpty(sel) ? null : range
  const target = id
  const rowCount = Math.max(1, range.end.row - range.start.row)
  // Inside a transaction the display layer reports the changes (and the selections merge) only when it ends.
  const keep = (x: EditorState): EditorState => (state.mergeDeferred && !x.mergeDeferred ? Object.freeze({ ...x, mergeDeferred: true as const }) : x)
  let s = state
  // The selection merged away by a change (see `afterMerge`): the rest works on a destroyed one.
  const gone = (): boolean => findSelection(s, id) === undefined
  for (let i = 0; i < rowCount; i++) {
    if (gone()) {
      s = keep(afterMerge(s, range, rowCount - i, options))
      break
    }
    const row = range.start.row
    s = keep(cursorReducers['cursor/setBufferPosition'](s, { type: 'cursor/setBufferPosition', payload: { position: P.pos(row, 0), target } }))
    s = keep(cursorReducers['cursor/moveToEndOfLine'](s, { type: 'cursor/moveToEndOfLine', payload: { target } }))
    const line = s.buffer.lineForRow(row)
    const [from, to] = trailingBlanks(line)
    if (from < to) {
      s = keep(selectReducers['select/setBufferRange'](s, { type: 'select/setBufferRange', payload: { range: { start: P.pos(row, from), end: P.pos(row, to) }, target } }))
      s = keep(editReducers['edit/deleteSelectedText'](s, { type: 'edit/deleteSelectedText', payload: { ...options, target } }))
    }
    const next = row + 1
    const insertSpace = next <= s.buffer.getLastRow() && s.buffer.lineLengthForRow(next) > 0 && s.buffer.lineLengthForRow(row) > 0
    if (gone()) {
      if (insertSpace) s = keep(spaceAtOrigin(s, options))
      s = keep(afterMerge(s, range, rowCount - i - 1, options))
      break
    }
    if (insertSpace) s = keep(editReducers['edit/insertText'](s, { type: 'edit/insertText', payload: { text: ' ', ...options, target } }))
    s = keep(cursorReducers['cursor/moveToEndOfLine'](s, { type: 'cursor/moveToEndOfLine', payload: { target } }))
    s = keep(selectReducers['select/selectRight'](s, { type: 'select/selectRight', payload: { target } }))
    s = keep(selectReducers['select/selectToFirstCharacterOfLine'](s, { type: 'select/selectToFirstCharacterOfLine', payload: { target } }))
    s = keep(editReducers['edit/deleteSelectedText'](s, { type: 'edit/deleteSelectedText', payload: { ...options, target } }))
    if (insertSpace) s = keep(cursorReducers['cursor/moveLeft'](s, { type: 'cursor/moveLeft', payload: { target } }))
  }
  if (tracked) {
    const r = follow(tracked, s, state)
    // A destroyed selection's setBufferRange still destroys the folds strictly containing the range's ends.
    s = gone() ? F.unfoldAt(s, [r.start, r.end]) : selectReducers['select/setBufferRange'](s, { type: 'select/setBufferRange', payload: { range: r, target } })
  }
  // Atom's `undo: 'skip'` groups each change with the one before it: all of them join the entry below.
  if (given.undo === 'skip') {
    let history = s.history
    for (let x = s.history.undoStack; x && x !== state.history.undoStack; x = x.tail) if (x.head.kind === 'change') history = groupLastChanges(history) ?? history
    if (history !== s.history) s = freezeState(s, history)
  }
  return s
}
