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
import { setRange } from '../state/selections.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { applyBatch, commit, draft } from './batch.js'
import type { Handler, Handlers } from './core.js'
import { cursorReducers } from './cursor.js'
import { clearedAt, cursorAt, editReducers, keepsInitial, refused, targets } from './edit.js'
import { indentLevelForLine } from './indentation.js'
import { motions } from './motions.js'
import { bufferRowRange, rowReducers } from './rows.js'
import * as S from '../display/screen.js'
import { selectReducers } from './select.js'
import { type Block, foldsIn, moved, moveLines, textOf, translateSpan } from './line-moves.js'
import { transpose } from './transpose.js'
import { moveSelection } from './move-selection.js'
import { duplicateLinesLiterally, screenRowRows } from './duplicate-literal.js'

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
  if (p.target !== undefined) return changeCaseOf(state, records[0]!, f, p)
  const empties = records.filter(isEmpty)
  const words = new Map<number, Span>()
  // selectWord's setBufferRange destroys the folds strictly containing the word's ends.
  let folds = state.folds
  if (empties.length > 0) {
    const worded = selectReducers['select/selectWord'](Object.freeze({ ...state, selections: Object.freeze(empties) }), { type: 'select/selectWord', payload: {} })
    for (const s of worded.selections) words.set(s.id, { start: s.start, end: s.end })
    folds = worded.folds
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
  // The initial screen range survives the clear of `deleteSelectedText` only when it is the empty range at
  // the selection's start: a selected empty word (selectWord sets it), or one set before at that spot.
  const keeps = new Set<number>()
  const emptyWords = new Map<number, Span>()
  for (const x of items) {
    if (!isEmpty(x.s)) {
      if (keepsInitial(state, x.s, x.s.start)) keeps.add(x.s.id)
    } else if (P.equals(x.range.start, x.range.end)) {
      keeps.add(x.s.id)
      emptyWords.set(x.s.id, S.screenRangeForBufferRange(state, x.range))
    }
  }
  const initialOf = (s: SelectionRecord): SelectionRecord => {
    const r = emptyWords.get(s.id)
    return r ? { ...s, initialScreenRange: r } : s
  }
  // Atom deletes the selected text, then inserts the new text normalised to the line ending there (`afterDeletion`).
  // Atom runs the selections in turn: the row above a range may end with a break the previous one re-inserted.
  // A range starting where the previous one ends takes in that one's new text at its turn and writes it
  // again: in a run of touching ranges, a range's text is normalised at its own turn and at each later
  // one, each time to the ending the deletion from the run's start to that range's end leaves (the last
  // one that has an ending wins).
  const reps: Replacement[] = []
  for (let first = 0; first < groups.length; ) {
    let last = first
    while (last + 1 < groups.length && P.equals(groups[last + 1]!.range.start, groups[last]!.range.end)) last++
    const g0 = groups[first]!
    const prev = first > 0 ? groups[first - 1]! : undefined
    const above = prev && prev.range.start.row < g0.range.start.row && prev.range.end.row === g0.range.start.row ? lastBreakIn(reps[first - 1]!.text) : undefined
    const endings: string[] = []
    for (let k = first; k <= last; k++) endings.push(endingAfterDeletion(state.buffer, { start: g0.range.start, end: groups[k]!.range.end }, above))
    for (let k = endings.length - 2; k >= 0; k--) if (endings[k + 1]) endings[k] = endings[k + 1]!
    for (let k = first; k <= last; k++) {
      const g = groups[k]!
      const text = f(textOf(state, g.range.start, g.range.end))
      const ending = endings[k - first]!
      reps.push({ start: g.range.start, end: g.range.end, text: ending ? text.replace(/\r\n|\n|\r/g, ending) : text })
    }
    first = last + 1
  }
  const ends: Pos[] = []
  const d = applyBatch(draft(F.withFolds(state, folds)), reps, mapped => {
    const out = new Map<number, SelectionRecord>()
    // A selection starting where the previous one ends collapses onto its start when that one's text is
    // deleted, and the re-insertion does not push it: it ends up spanning both (and merges with it).
    // Likewise a selection ending where the next one starts takes in the next one's re-insertion (its end is inclusive).
    const starts: P.Pos[] = []
    const reach: P.Pos[] = new Array(groups.length)
    for (let i = groups.length - 1; i >= 0; i--)
      reach[i] = i + 1 < groups.length && P.equals(groups[i + 1]!.range.start, groups[i]!.range.end) ? reach[i + 1]! : mapped[i]!.newEnd
    groups.forEach((g, i) => {
      const c = mapped[i]!
      starts.push(i > 0 && P.equals(g.range.start, groups[i - 1]!.range.end) ? starts[i - 1]! : c.newStart)
      // An empty selection selects its word only at its turn, after the previous one's change: it keeps its own start.
      for (const s of g.members) {
        const start = isEmpty(s) ? c.newStart : starts[i]!
        out.set(s.id, setRange(clearedAt(initialOf(s), start, keeps.has(s.id)), { start, end: reach[i]! }, false))
      }
      ends.push(starts[i]!, c.newEnd)
    })
    return out
  }, { keepNoOps: true, normalizeLineEndings: false })
  // The new text is selected with setBufferRange, which unfolds around its ends too.
  return commit({ ...d, state: F.unfoldAt(d.state, ends) }, p)
}

/**
 * One selection's turn of Atom's `replaceSelectedText`: its word when empty,
 * the text deleted (one buffer change, when there is any), then the new
 * text inserted at the start (another, normalised to the line ending there)
 * and selected forward. The other selections move through both changes like
 * markers: one ending at the start takes in the insertion.
 */
const changeCaseOf = (state: EditorState, s: SelectionRecord, f: (text: string) => string, p: Payload): EditorState => {
  let range: Span = { start: s.start, end: s.end }
  let folds = state.folds
  if (isEmpty(s)) {
    const worded = selectReducers['select/selectWord'](Object.freeze({ ...state, selections: Object.freeze([s]) }), { type: 'select/selectWord', payload: {} })
    const w = worded.selections[0]
    if (w) range = { start: w.start, end: w.end }
    folds = worded.folds
  }
  const text = f(textOf(state, range.start, range.end))
  let d = draft(F.withFolds(state, folds))
  if (!P.equals(range.start, range.end)) d = applyBatch(d, [{ start: range.start, end: range.end, text: '' }], () => new Map([[s.id, cursorAt(s, range.start)]]))
  let inserted: Span = range
  d = applyBatch(d, [{ start: range.start, end: range.start, text }], (mapped, buffer) => {
    inserted = { start: buffer.clampPosition(mapped[0]!.newStart), end: buffer.clampPosition(mapped[0]!.newEnd) }
    return new Map([[s.id, setRange(cursorAt(s, inserted.end), inserted, false)]])
  }, { keepNoOps: true })
  // The new text is selected with setBufferRange, which unfolds around its ends.
  return commit({ ...d, state: F.unfoldAt(d.state, [inserted.start, inserted.end]) }, p)
}

/** The last line break of `text` (`\r\n` or `\n`), if any. */
const lastBreakIn = (text: string): string | undefined => {
  const i = text.lastIndexOf('\n')
  return i < 0 ? undefined : i > 0 && text[i - 1] === '\r' ? '\r\n' : '\n'
}

/**
 * The line ending Atom's buffer normalises an insertion at `range.start` to
 * once `range` is deleted: the one the start's row has then (that of
 * `range.end`'s row), else the row above's; none without either.
 */
const endingAfterDeletion = (buffer: EditorState['buffer'], range: Span, aboveEnding?: string): string =>
  buffer.lineEndingForRow(range.end.row) || (range.start.row > 0 ? aboveEnding ?? buffer.lineEndingForRow(range.start.row - 1) : '')

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
