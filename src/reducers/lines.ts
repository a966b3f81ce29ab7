/**
 * Reducers for the line commands (reference §4.4, §8.5; Atom's
 * `TextEditor` methods of the same names); line moves are in
 * `line-moves.ts`.
 */
import * as C from '../actions/cursor.js'
import type { LinesAction } from '../actions/lines.js'
import type { Replacement } from '../buffer/text-buffer.js'
import * as F from '../display/folds.js'
import type { EditorState, Fold, SelectionRecord } from '../state/editor-state.js'
import { findSelection, head, isEmpty, lastSelection } from '../state/editor-state.js'
import { push, snapshotOf } from '../state/history.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { applyBatch, commit, draft, normalizeText } from './batch.js'
import type { Handler, Handlers } from './core.js'
import { cursorReducers } from './cursor.js'
import { editReducers, refused, targets } from './edit.js'
import { indentLevelForLine } from './indentation.js'
import { motions } from './motions.js'
import { bufferRowRange, rowReducers } from './rows.js'
import { type Block, foldsIn, moved, moveLines, textOf, translateSpan } from './line-moves.js'
import { transpose } from './transpose.js'
import { moveSelection } from './move-selection.js'
import { duplicateLinesLiterally, screenRowRows } from './duplicate-literal.js'
import { changeCase } from './change-case.js'

type Of<T extends LinesAction['type']> = Extract<LinesAction, { type: T }>
type Payload = { target?: number; bypassReadOnly?: boolean; timestamp?: number; groupingInterval?: number; undo?: 'skip' }

// ─── duplicateLines ─────────────────────────────────────────────────────────

/**
 * Atom's `duplicateLines`: the rows of each selection (an empty one: its
 * whole screen row, so a fold's rows) are inserted again below them, and
 * the selections move to the copy. Selections that share a row duplicate
 * their rows once; neighbouring rows are duplicated separately. Folds in
 * duplicated rows are duplicated too.
 */
/** Up to this many selections over folds, duplicateLines takes Atom's walk (each step maps every selection). */
const LITERAL_DUPLICATES = 64

const duplicateLines: Handler<Of<'lines/duplicateLines'>> = (state, { payload: p }) => {
  if (refused(state, p)) return state
  const records = targets(state, p.target)
  if (records.length === 0) return state
  // Unmerged selections: Atom's walk as it goes, each block reading the rows the insertions below left it.
  if (p.target === undefined && (state.mergeSuppressed || (state.folds.length > 0 && records.length <= LITERAL_DUPLICATES))) return duplicateLinesLiterally(state, p)
  const buf = state.buffer
  const lastRow = buf.getLastRow()
  // Atom walks up from the last selection: an empty one takes its whole screen row; a selection above
  // whose own rows end on the row the block starts on joins it (its rows, not its screen row's).
  const blocks: Block[] = []
  for (let i = records.length - 1; i >= 0; ) {
    const s = records[i]!
    let [a, b] = isEmpty(s) ? screenRowRows(state, s.start) : bufferRowRange(s)
    const members = [s]
    for (i--; i >= 0; i--) {
      const [pa, pb] = bufferRowRange(records[i]!)
      if (pb !== a) break
      a = pa
      members.unshift(records[i]!)
    }
    blocks.unshift({ first: a, last: b, members })
  }
  const reps: Replacement[] = blocks.map(b => {
    if (b.last < lastRow) {
      const at = P.pos(b.last + 1, 0)
      return { start: at, end: at, text: textOf(state, P.pos(b.first, 0), at) }
    }
    const at = buf.getEndPosition()
    return { start: at, end: at, text: '\n' + textOf(state, P.pos(b.first, 0), at) }
  })
  // Each block's selections move down by the block's rows, then by the rows the copies above them insert;
  // `inserted[i]` counts the rows inserted up to and including block i's copy.
  const shifts: number[] = []
  const inserted: number[] = []
  reps.reduce((n, r, i) => {
    shifts.push(n + blocks[i]!.last - blocks[i]!.first + 1)
    inserted.push(n + insertedRows(buf, r, blocks[i]!))
    return inserted[i]!
  }, 0)
  // Blocks that end on the same row insert at one point: the upper block's copy, inserted last, goes first.
  const batch: Replacement[] = []
  for (const r of reps) {
    const prev = batch[batch.length - 1]
    if (prev && P.equals(prev.start, r.start)) batch[batch.length - 1] = { ...prev, text: prev.text + r.text }
    else batch.push(r)
  }
  let d = applyBatch(draft(state), batch, (_mapped, buffer) => {
    const out = new Map<number, SelectionRecord>()
    blocks.forEach((b, i) => {
      for (const s of b.members) {
        const r = translateSpan({ start: s.start, end: s.end }, shifts[i]!)
        out.set(s.id, moved(s, { start: buffer.clampPosition(r.start), end: buffer.clampPosition(r.end) }))
      }
    })
    return out
  })
  if (state.folds.length > 0) d = { ...d, state: Object.freeze({ ...d.state, folds: foldsIn(d.state.buffer, duplicateFolds(state.folds, blocks, reps, shifts, inserted)) }) }
  return commit(d, p)
}

/**
 * The rows a block's copy inserts: its own rows, unless the copy holds a
 * lone `\r`, which Atom's insertion normalises into a line ending like any
 * other break (the buffer's ending there), one more row each.
 */
const insertedRows = (buf: EditorState['buffer'], r: Replacement, b: Block): number => {
  const rows = b.last - b.first + 1
  if (r.text.indexOf('\r') < 0) return rows
  const text = normalizeText(buf, r.start, r.text)
  let n = 0
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++
  return n
}

/**
 * Folds after duplicateLines: each shifted by the rows inserted before it
 * (`inserted`), plus a copy of each fold touching a block, on the block's
 * copy (shifted like the block's selections, by `shifts`).
 */
const duplicateFolds = (
  folds: readonly Fold[],
  blocks: readonly Block[],
  reps: readonly Replacement[],
  shifts: readonly number[],
  inserted: readonly number[],
): readonly Fold[] => {
  let nextId = F.nextFoldId(folds)
  const before = (p: Pos): number => {
    // Rows inserted at or before p (the insertions are sorted).
    let lo = 0
    let hi = reps.length - 1
    let n = 0
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (P.compare(reps[mid]!.start, p) <= 0) {
        n = inserted[mid]!
        lo = mid + 1
      } else hi = mid - 1
    }
    return n
  }
  const out: Fold[] = []
  for (const f of folds) {
    out.push(translateSpan(f, before(f.start)))
    // The blocks a fold touches are consecutive: from the first one ending at or after its start.
    let lo = 0
    let hi = blocks.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (P.compare(reps[mid]!.start, f.start) < 0) lo = mid + 1
      else hi = mid
    }
    for (let i = lo; i < blocks.length && blocks[i]!.first <= f.end.row; i++) {
      if (P.spansIntersect(f, { start: P.pos(blocks[i]!.first, 0), end: reps[i]!.start }))
        out.push({ ...translateSpan(f, shifts[i]!), id: nextId++ })
    }
  }
  return F.sortedFolds(out)
}

// ─── insertNewlineAbove / insertNewlineBelow ────────────────────────────────

type NewlinePayload = Of<'lines/insertNewlineAbove'>['payload']

/** The `insertText('\n')` of the editor-level `insertNewline`: auto-indent options default to the editor's `autoIndent`. */
const newlineAt = (state: EditorState, p: NewlinePayload): EditorState => {
  const { autoIndentNewline, autoDecreaseIndent, ...rest } = p
  return editReducers['edit/insertText'](state, {
    type: 'edit/insertText',
    payload: {
      ...rest,
      text: '\n',
      autoIndentNewline: autoIndentNewline ?? state.config.autoIndent,
      autoDecreaseIndent: autoDecreaseIndent ?? state.config.autoIndent,
    },
  })
}

/** The editor-level cursor motions these commands make (on the targeted cursors, or all). */
const toEndOfLine = (state: EditorState, target: number | undefined): EditorState =>
  cursorReducers['cursor/moveToEndOfLine'](state, C.moveToEndOfLine(target === undefined ? {} : { target }))
const toBeginningOfLine = (state: EditorState, target: number | undefined): EditorState =>
  cursorReducers['cursor/moveToBeginningOfLine'](state, C.moveToBeginningOfLine(target === undefined ? {} : { target }))
const stepLeft = (state: EditorState, target: number | undefined): EditorState =>
  cursorReducers['cursor/moveLeft'](state, C.moveLeft(target === undefined ? {} : { target }))
const upOne = (state: EditorState, target: number | undefined): EditorState =>
  cursorReducers['cursor/moveUp'](state, C.moveUp(target === undefined ? {} : { target }))

/**
 * The undo entry of a command made of several steps spans all of them: the
 * selections before `start` and after `end` (Atom's transaction snapshots),
 * unless the entry was grouped with an older one (its "before" stays).
 */
const spanEntry = (start: EditorState, beforeEdit: EditorState, end: EditorState): EditorState => {
  const stack = end.history.undoStack
  const top = stack?.head
  if (end.history === start.history || top?.kind !== 'change') return end
  const entry = { ...top, selectionsBefore: top.selectionsBefore === snapshotOf(beforeEdit.selections) ? snapshotOf(start.selections) : top.selectionsBefore, selectionsAfter: snapshotOf(end.selections) }
  return Object.freeze({ ...end, history: Object.freeze({ ...end.history, undoStack: push(stack!.tail, entry) }) })
}

/** Atom's `insertNewlineBelow`: every cursor to the end of its line, then a newline. One undo entry. */
const insertNewlineBelow: Handler<Of<'lines/insertNewlineBelow'>> = (state, { payload: p }) => {
  if (refused(state, p)) return state
  const atEnds = toEndOfLine(state, p.target)
  return spanEntry(state, atEnds, newlineAt(atEnds, p))
}

/**
 * Atom's `insertNewlineAbove`: every cursor to the end of the previous line
 * (row 0 stays at its start), a newline; with `autoIndent` the last cursor's
 * original row (now the new line's row) gets back its indentation if it
 * lost some; when that row was 0 the cursors end on the new first line.
 */
const insertNewlineAbove: Handler<Of<'lines/insertNewlineAbove'>> = (state, { payload: p }) => {
  if (refused(state, p)) return state
  // Atom remembers the last cursor's row (here: the targeted one's, when there is a target).
  const last = p.target === undefined ? lastSelection(state) : findSelection(state, p.target)
  if (!last) return state
  const row = head(last).row
  const level = indentLevelForLine(state.buffer.lineForRow(row), state.config.tabLength)
  const up = stepLeft(toBeginningOfLine(state, p.target), p.target)
  let s = newlineAt(up, p)
  if (state.config.autoIndent && row <= s.buffer.getLastRow() && indentLevelForLine(s.buffer.lineForRow(row), s.config.tabLength) < level) {
    s = rowReducers['edit/setIndentationForBufferRow'](s, {
      type: 'edit/setIndentationForBufferRow',
      payload: { row, level, bypassReadOnly: true, undo: 'skip' },
    })
  }
  if (row === 0) s = toEndOfLine(upOne(s, p.target), p.target)
  return spanEntry(state, up, s)
}

// ─── handlers ───────────────────────────────────────────────────────────────

/** One handler per line command. */
export const linesReducers: Handlers<LinesAction> = {
  'lines/moveLineUp': moveLines(true),
  'lines/moveLineDown': moveLines(false),
  'lines/moveSelectionLeft': moveSelection(true),
  'lines/moveSelectionRight': moveSelection(false),
  'lines/duplicateLines': duplicateLines,
  'lines/transpose': transpose,
  'lines/upperCase': changeCase(text => text.toUpperCase()),
  'lines/lowerCase': changeCase(text => text.toLowerCase()),
  'lines/insertNewlineAbove': insertNewlineAbove,
  'lines/insertNewlineBelow': insertNewlineBelow,
}
