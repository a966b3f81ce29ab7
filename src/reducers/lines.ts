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
import { setRange, type MappedChange } from '../state/selections.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { applyBatch, commit, draft, normalizeText, type Draft } from './batch.js'
import type { Handler, Handlers } from './core.js'
import { cursorReducers } from './cursor.js'
import { cursorAt, editReducers, refused, targets } from './edit.js'
import { indentLevelForLine } from './indentation.js'
import { motions } from './motions.js'
import { bufferRowRange, rowReducers } from './rows.js'
import * as S from '../display/screen.js'
import { selectReducers } from './select.js'
import { reassignRanges } from './reassign.js'
import { type Block, foldsIn, moved, moveLines, textOf, translateSpan } from './line-moves.js'

type Of<T extends LinesAction['type']> = Extract<LinesAction, { type: T }>
type Payload = { target?: number; bypassReadOnly?: boolean; timestamp?: number; groupingInterval?: number; undo?: 'skip' }

// ─── moveSelectionLeft / moveSelectionRight ─────────────────────────────────

/**
 * Atom's `moveSelectionLeft` / `moveSelectionRight`: the character (one
 * UTF-16 unit, as Atom's column arithmetic) beside each run of touching
 * selections moves to the run's other side, and every selection shifts one
 * column (both endpoints, as Atom translates the range). Nothing happens if
 * a selection starts at column 0 (left) or ends at the end of its line
 * (right).
 */
const moveSelection = (left: boolean): Handler<{ type: string; payload: Payload }> => (state, { payload: p }) => {
  if (refused(state, p)) return state
  const records = targets(state, p.target)
  if (records.length === 0) return state
  const buf = state.buffer
  if (left ? records.some(s => s.start.column === 0) : records.some(s => s.end.column === buf.lineLengthForRow(s.end.row))) return state
  const reps: Replacement[] = []
  for (let i = 0; i < records.length; ) {
    let j = i
    while (j + 1 < records.length && P.equals(records[j]!.end, records[j + 1]!.start)) j++
    const start = records[i]!.start
    const end = records[j]!.end
    // A cursor's run changes no text, but Atom deletes and inserts the same character all the
    // same, which leaves an undo entry: the character replaced by itself.
    if (P.equals(start, end)) {
      const r = left ? { start: P.pos(start.row, start.column - 1), end: start } : { start: end, end: P.pos(end.row, end.column + 1) }
      reps.push({ ...r, text: textOf(state, r.start, r.end) })
    } else {
      const selected = textOf(state, start, end)
      if (left) {
        const from = P.pos(start.row, start.column - 1)
        reps.push({ start: from, end, text: selected + textOf(state, from, start) })
      } else {
        const to = P.pos(end.row, end.column + 1)
        reps.push({ start, end: to, text: textOf(state, end, to) + selected })
      }
    }
    i = j + 1
  }
  const d = applyBatch(draft(state), reps, (_mapped, buffer) => {
    const out = new Map<number, SelectionRecord>()
    for (const s of records) {
      const r = translateSpan({ start: s.start, end: s.end }, 0, left ? -1 : 1)
      out.set(s.id, moved(s, { start: buffer.clampPosition(r.start), end: buffer.clampPosition(r.end) }))
    }
    return out
  }, { normalizeLineEndings: false })
  if (p.target !== undefined) return commit(d, p)
  // Atom hands the translated ranges back through setSelectedBufferRanges (creation order).
  const byAge = [...d.state.selections].sort((a, b) => a.id - b.id)
  const { selections, nextId } = reassignRanges(byAge, byAge.map(r => ({ start: r.start, end: r.end })), d.state.nextId)
  return commit({ ...d, state: Object.freeze({ ...d.state, nextId, selections: Object.freeze(selections) }) }, p)
}

// ─── duplicateLines ─────────────────────────────────────────────────────────

/**
 * Atom's `duplicateLines`: the rows of each selection (an empty one: its
 * whole screen row, so a fold's rows) are inserted again below them, and
 * the selections move to the copy. Selections that share a row duplicate
 * their rows once; neighbouring rows are duplicated separately. Folds in
 * duplicated rows are duplicated too.
 */
const duplicateLines: Handler<Of<'lines/duplicateLines'>> = (state, { payload: p }) => {
  if (refused(state, p)) return state
  const records = targets(state, p.target)
  if (records.length === 0) return state
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
  // Rows inserted up to and including each block.
  const shifts: number[] = []
  blocks.reduce((n, b) => (shifts.push(n + b.last - b.first + 1), n + b.last - b.first + 1), 0)
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
  if (state.folds.length > 0) d = { ...d, state: Object.freeze({ ...d.state, folds: foldsIn(d.state.buffer, duplicateFolds(state.folds, blocks, reps, shifts)) }) }
  return commit(d, p)
}

/**
 * The rows of an empty selection's duplicateLines: Atom selects its screen
 * row up to the start of the next one (clipped to the buffer's end), and
 * takes that range's rows (an end at column 0 leaves its row out). A fold
 * gives its rows; a soft-wrapped segment only the rows it reaches.
 */
const screenRowRows = (state: EditorState, at: Pos): [number, number] => {
  if (state.folds.length === 0 && !state.config.softWrapped) return [at.row, at.row]
  const row = S.screenPositionForBufferPosition(state, at).row
  const start = S.bufferPositionForScreenPosition(state, P.pos(row, 0))
  const end = row < S.getLastScreenRow(state) ? S.bufferPositionForScreenPosition(state, P.pos(row + 1, 0)) : state.buffer.getEndPosition()
  return [start.row, end.column === 0 ? Math.max(start.row, end.row - 1) : end.row]
}

/** Folds after duplicateLines: each shifted by the rows inserted before it, plus a copy of each fold touching a block, on the block's copy. */
const duplicateFolds = (folds: readonly Fold[], blocks: readonly Block[], reps: readonly Replacement[], shifts: readonly number[]): readonly Fold[] => {
  let nextId = F.nextFoldId(folds)
  const before = (p: Pos): number => {
    // Rows inserted at or before p (the insertions are sorted).
    let lo = 0
    let hi = reps.length - 1
    let n = 0
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (P.compare(reps[mid]!.start, p) <= 0) {
        n = shifts[mid]!
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

// ─── transpose ──────────────────────────────────────────────────────────────

/** One selection's transpose: the replacements (in order) and which one's new end the cursor takes. */
interface Swap {
  readonly s: SelectionRecord
  readonly reps: Replacement[]
  readonly cursorAfter: number
  /** Where the cursor goes when no text changes (a cursor at the end of the buffer moves left). */
  readonly to: Pos | null
}

/**
 * Atom's `transpose` on one selection. An empty one swaps the characters
 * around its cursor (`selectRight`, delete, `moveLeft`, insert): at a line's
 * end the line ending moves one character left, at column 0 the previous
 * line ending moves right, at the buffer's end the cursor just moves left. A
 * non-empty one reverses its text by UTF-16 units, as Atom does.
 */
const swapOf = (state: EditorState, s: SelectionRecord): Swap => {
  if (!isEmpty(s)) {
    const text = normalizeText(state.buffer, s.start, textOf(state, s.start, s.end).split('').reverse().join(''))
    return { s, reps: [{ start: s.start, end: s.end, text }], cursorAfter: 0, to: null }
  }
  const h = head(s)
  const c = cursorAt(s, h)
  const right = motions.moveRight(state, c, {})?.head ?? h
  const left = motions.moveLeft(state, c, {})?.head ?? h
  if (P.equals(right, h)) return { s, reps: [], cursorAfter: -1, to: left }
  const before = textOf(state, left, h)
  const after = movedEnding(state.buffer, left, h, right, textOf(state, h, right))
  return { s, reps: [{ start: left, end: h, text: after }, { start: h, end: right, text: before }], cursorAfter: 0, to: null }
}

/**
 * The character after the cursor as Atom re-inserts it at `left` once it is
 * deleted from `[h, right]`: a line ending takes the ending Atom's buffer
 * normalises to there, that of `left`'s row in the buffer without
 * `[h, right]` (else of the row above); the text before the cursor stays
 * as it is.
 */
const movedEnding = (buffer: EditorState['buffer'], left: Pos, h: Pos, right: Pos, after: string): string => {
  if (!/[\r\n]/.test(after)) return after
  const row = left.row
  const own = row === h.row && right.row > h.row ? buffer.lineEndingForRow(right.row) : buffer.lineEndingForRow(row)
  const ending = own || (row > 0 ? buffer.lineEndingForRow(row - 1) : '')
  return ending ? after.replace(/\r\n|\n|\r/g, ending) : after
}

const windowOf = (x: Swap): Span =>
  x.reps.length === 0 ? { start: x.to!, end: head(x.s) } : { start: x.reps[0]!.start, end: x.reps[x.reps.length - 1]!.end }

/**
 * Atom's `transpose` over the targeted selections in buffer order. Swaps
 * whose characters overlap (cursors one character apart) wait for the next
 * batch, where they see the text as the earlier swaps left it.
 */
const transpose: Handler<Of<'lines/transpose'>> = (state, { payload: p }) => {
  if (refused(state, p)) return state
  let pending = targets(state, p.target).map(s => s.id)
  let d: Draft = draft(state)
  while (pending.length > 0) {
    const byId = new Map(d.state.selections.map(s => [s.id, s]))
    const round: Swap[] = []
    const later: number[] = []
    let lastEnd: Pos | null = null
    for (const id of pending) {
      const s = byId.get(id)
      if (!s) continue
      const x = swapOf(d.state, s)
      const w = windowOf(x)
      // A cursor at the end of the buffer only moves left: alone in its batch, so that it sees the text as the others left it.
      if ((lastEnd && P.compare(w.start, lastEnd) < 0) || (x.reps.length === 0 && round.length > 0)) {
        later.push(id)
        continue
      }
      lastEnd = w.end
      round.push(x)
    }
    // A cursor with nothing after it still inserts '' where it lands (Atom records that no-op: undo stops there).
    const reps = round.flatMap(x => (x.reps.length > 0 ? x.reps : [{ start: x.to!, end: x.to!, text: '' }]))
    const firstRep: number[] = []
    round.reduce((n, x) => (firstRep.push(n), n + Math.max(1, x.reps.length)), 0)
    d = applyBatch(d, reps, (mapped: readonly MappedChange[]) => {
      const out = new Map<number, SelectionRecord>()
      round.forEach((x, i) => {
        if (x.reps.length === 0) out.set(x.s.id, cursorAt(x.s, x.to!))
        else out.set(x.s.id, cursorAt(x.s, mapped[firstRep[i]! + x.cursorAfter]!.newEnd))
      })
      return out
    }, { normalizeLineEndings: false, keepNoOps: true })
    pending = later
  }
  return commit(d, p)
}

// ─── upperCase / lowerCase ──────────────────────────────────────────────────

/**
 * Atom's `replaceSelectedText({selectWordIfEmpty: true}, f)`: an empty
 * selection first selects its word; the text is replaced by `f(text)` and
 * stays selected (forward). Selections whose ranges overlap (cursors in one
 * word) share one replacement and merge.
 */
const changeCase = (f: (text: string) => string): Handler<{ type: string; payload: Payload }> => (state, { payload: p }) => {
  if (refused(state, p)) return state
  const records = targets(state, p.target)
  if (records.length === 0) return state
  const empties = records.filter(isEmpty)
  const words = new Map<number, Span>()
  if (empties.length > 0) {
    const worded = selectReducers['select/selectWord'](Object.freeze({ ...state, selections: Object.freeze(empties) }), { type: 'select/selectWord', payload: {} })
    for (const s of worded.selections) words.set(s.id, { start: s.start, end: s.end })
  }
  const items = records
    .map(s => ({ s, range: isEmpty(s) ? words.get(s.id) : { start: s.start, end: s.end } }))
    .filter((x): x is { s: SelectionRecord; range: Span } => x.range !== undefined)
    .sort((a, b) => P.compare(a.range.start, b.range.start))
  const groups: { range: Span; members: SelectionRecord[] }[] = []
  for (const x of items) {
    const g = groups[groups.length - 1]
    const overlaps = g && (P.compare(x.range.start, g.range.end) < 0 || (P.equals(x.range.start, g.range.start) && P.equals(x.range.end, g.range.end)))
    if (g && overlaps) {
      g.range = P.union(g.range, x.range)
      g.members.push(x.s)
    } else groups.push({ range: x.range, members: [x.s] })
  }
  // Atom deletes the selected text, then inserts the new text normalised to the line ending there (`afterDeletion`).
  // Atom runs the selections in turn: the row above a range may end with a break the previous one re-inserted.
  const reps: Replacement[] = []
  groups.forEach((g, i) => {
    const prev = i > 0 ? groups[i - 1]! : undefined
    const above = prev && prev.range.start.row < g.range.start.row && prev.range.end.row === g.range.start.row ? lastBreakIn(reps[i - 1]!.text) : undefined
    reps.push({ start: g.range.start, end: g.range.end, text: afterDeletion(state.buffer, g.range, f(textOf(state, g.range.start, g.range.end)), above) })
  })
  const d = applyBatch(draft(state), reps, mapped => {
    const out = new Map<number, SelectionRecord>()
    // A selection starting where the previous one ends collapses onto its start when that one's text is
    // deleted, and the re-insertion does not push it: it ends up spanning both (and merges with it).
    const starts: P.Pos[] = []
    groups.forEach((g, i) => {
      const c = mapped[i]!
      starts.push(i > 0 && P.equals(g.range.start, groups[i - 1]!.range.end) ? starts[i - 1]! : c.newStart)
      for (const s of g.members) out.set(s.id, setRange(cursorAt(s, starts[i]!), { start: starts[i]!, end: c.newEnd }, false))
    })
    return out
  }, { keepNoOps: true, normalizeLineEndings: false })
  return commit(d, p)
}

/** The last line break of `text` (`\r\n` or `\n`), if any. */
const lastBreakIn = (text: string): string | undefined => {
  const i = text.lastIndexOf('\n')
  return i < 0 ? undefined : i > 0 && text[i - 1] === '\r' ? '\r\n' : '\n'
}

/**
 * `text` as Atom's buffer normalises it when inserting at `range.start`
 * once `range` is deleted: to the ending the start's row has then (that of
 * `range.end`'s row), else the row above's; unchanged without either.
 */
const afterDeletion = (buffer: EditorState['buffer'], range: Span, text: string, aboveEnding?: string): string => {
  if (!/[\r\n]/.test(text)) return text
  const ending = buffer.lineEndingForRow(range.end.row) || (range.start.row > 0 ? aboveEnding ?? buffer.lineEndingForRow(range.start.row - 1) : '')
  return ending ? text.replace(/\r\n|\n|\r/g, ending) : text
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
