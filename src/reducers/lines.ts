/**
 * Reducers for the line commands (reference §4.4, §8.5; Atom's
 * `TextEditor` methods of the same names).
 *
 * Line moves are row splices: each block of rows (the rows of touching
 * selections, widened to whole folds) is swapped with the screen row next
 * to it by one replacement, and its selections and folds move by the row
 * delta. All blocks go in one batch, so N selections cost O(N log N).
 */
import * as C from '../actions/cursor.js'
import type { LinesAction } from '../actions/lines.js'
import type { RowReader } from '../buffer/line-tree.js'
import type { Replacement, TextBuffer } from '../buffer/text-buffer.js'
import * as F from '../display/folds.js'
import type { EditorState, Fold, SelectionRecord } from '../state/editor-state.js'
import { findSelection, head, isEmpty, isReversed, lastSelection, withRange } from '../state/editor-state.js'
import { push, RowSwapStep, snapshotOf } from '../state/history.js'
import { normalize, setRange, type MappedChange } from '../state/selections.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { applyBatch, commit, draft, normalizeText, type Draft } from './batch.js'
import type { Handler, Handlers } from './core.js'
import { cursorReducers } from './cursor.js'
import { cursorAt, editReducers, refused, targets } from './edit.js'
import { autoIndentRows, indentLevelForLine } from './indentation.js'
import { motions } from './motions.js'
import { bufferRowRange, coveredRows, rowReducers } from './rows.js'
import { selectReducers } from './select.js'
import { lineMoveOrder, reassignRanges } from './reassign.js'
import { moveLinesDownLiterally } from './line-down-literal.js'
import { transpose } from './transpose.js'
import { moveSelection } from './move-selection.js'

type Of<T extends LinesAction['type']> = Extract<LinesAction, { type: T }>
type Payload = { target?: number; bypassReadOnly?: boolean; timestamp?: number; groupingInterval?: number; undo?: 'skip' }

// ─── folds as row groups ────────────────────────────────────────────────────

/** Rows joined on screen by folds: a fold from one row into a later one makes its rows one screen row. */
interface RowGroups {
  /** First row of the screen row holding `row` (Atom's `findBoundaryPrecedingBufferRow`). */
  first(row: number): number
  /** Last row of the screen row holding `row`. */
  last(row: number): number
}

const SINGLE_ROWS: RowGroups = { first: r => r, last: r => r }

/** The row groups of `folds`, as the display layer joins them. */
const rowGroups = (folds: readonly Fold[]): RowGroups => {
  const ranges = F.effectiveFolds(folds)
  return ranges.length === 0 ? SINGLE_ROWS : { first: r => F.groupRows(ranges, r)[0], last: r => F.groupRows(ranges, r)[1] }
}

/**
 * Folds placed by row arithmetic, kept inside `buffer` (Atom folds the moved
 * ranges again, and a new marker's range is clipped): a last row ending in
 * `\r` that moves up gets a `\n` after it, and the two make one `\r\n`
 * ending, one column shorter.
 */
const foldsIn = (buffer: TextBuffer, folds: readonly Fold[]): readonly Fold[] => {
  let changed = false
  const out = folds.map(f => {
    const start = buffer.clampPosition(f.start)
    const end = buffer.clampPosition(f.end)
    if (P.equals(start, f.start) && P.equals(end, f.end)) return f
    changed = true
    return { ...f, start, end }
  })
  return changed ? F.sortedFolds(out) : folds
}

const translateSpan = <T extends Span>(x: T, rows: number, columns = 0): T =>
  rows === 0 && columns === 0
    ? x
    : { ...x, start: P.pos(x.start.row + rows, x.start.column + columns), end: P.pos(x.end.row + rows, x.end.column + columns) }

/** A selection set to a translated range the way Atom's `setSelectedBufferRanges` does: tailed, orientation kept, goal column gone. */
const moved = (s: SelectionRecord, range: Span): SelectionRecord =>
  s.tailed && s.goalColumn === null && s.reversed === isReversed(s) && P.equals(s.start, range.start) && P.equals(s.end, range.end)
    ? s
    : withRange(s, range.start, range.end, isReversed(s), true, null)

// ─── moveLineUp / moveLineDown ──────────────────────────────────────────────

/** Rows `[first, last]` moved together, and the selections that moved them. */
interface Block {
  first: number
  last: number
  readonly members: SelectionRecord[]
}

/** The blocks of `records` (buffer order): rows per selection (a multi-row range ending at column 0 leaves its last row), widened to folds; touching blocks join. */
const blocksOf = (records: readonly SelectionRecord[], groups: RowGroups): Block[] => {
  const out: Block[] = []
  for (const s of records) {
    const [a, b] = bufferRowRange(s)
    const first = groups.first(a)
    const last = groups.last(b)
    const prev = out[out.length - 1]
    if (prev && first <= prev.last + 1) {
      prev.last = Math.max(prev.last, last)
      prev.members.push(s)
    } else out.push({ first, last, members: [s] })
  }
  return out
}

/** One block's splice: the rows it swaps with and the row delta of its rows and of those. */
interface Splice {
  readonly block: Block
  /** Rows `[from, to]` that the block swaps with. */
  readonly from: number
  readonly to: number
  readonly blockDelta: number
  readonly otherDelta: number
  /** The splice reaches the last row: the buffer gains an empty last row (see `replacementUp` and `replacementDown`). */
  readonly atEnd: boolean
}

const textOf = (state: EditorState, start: Pos, end: Pos): string => state.buffer.getTextInRange({ start, end })

/** The stored lines (endings included) of rows `[from, to)`, read in ascending order. */
const rowsText = (reader: RowReader, from: number, to: number): string => {
  let text = ''
  for (let r = from; r < to; r++) text += reader.line(r)
  return text
}

/** Atom's `moveLineUp` for one block: the rows of the screen row above go below the block. */
const spliceUp = (buf: TextBuffer, groups: RowGroups, block: Block): Splice => {
  const above = groups.first(block.first - 1)
  return {
    block,
    from: above,
    to: block.first - 1,
    blockDelta: above - block.first,
    otherDelta: block.last - block.first + 1,
    atEnd: block.last >= buf.getLastRow(),
  }
}

/** Atom's `moveLineDown` for one block: the rows of the screen row below go above the block. */
const spliceDown = (buf: TextBuffer, groups: RowGroups, block: Block): Splice => {
  const lastRow = buf.getLastRow()
  const below = Math.min(lastRow, groups.last(block.last + 1))
  return {
    block,
    from: block.last + 1,
    to: below,
    blockDelta: below - block.last,
    otherDelta: block.first - block.last - 1,
    atEnd: below >= lastRow,
  }
}

/**
 * `moveLineUp`'s splice as one replacement. A block that ends the buffer
 * gains the line ending of the row before last (and the buffer an empty last
 * row), as in Atom.
 */
const replacementUp = (buf: TextBuffer, reader: RowReader, x: Splice): Replacement => {
  const lastRow = buf.getLastRow()
  const end = x.atEnd ? buf.getEndPosition() : P.pos(x.block.last + 1, 0)
  const others = rowsText(reader, x.from, x.block.first)
  let lines = rowsText(reader, x.block.first, x.block.last + 1)
  if (x.atEnd) lines += buf.lineEndingForRow(lastRow - 1)
  return { start: P.pos(x.from, 0), end, text: normalizeText(buf, P.pos(x.from, 0), lines) + others }
}

/**
 * `moveLineDown`'s splice as one replacement. When the rows below end the
 * buffer, the block is appended after a new line ending (the buffer gains an
 * empty last row), as in Atom.
 */
const replacementDown = (buf: TextBuffer, reader: RowReader, x: Splice): Replacement => {
  const end = x.atEnd ? buf.getEndPosition() : P.pos(x.to + 1, 0)
  const lines = rowsText(reader, x.block.first, x.block.last + 1)
  const inserted = x.atEnd ? normalizeText(buf, end, '\n' + lines) : normalizeText(buf, end, lines)
  return { start: P.pos(x.block.first, 0), end, text: rowsText(reader, x.from, x.to + 1) + inserted }
}

/** Where a splice sends row `row` (unchanged outside it). */
const rowDeltaIn = (splices: readonly Splice[], row: number): number => {
  let lo = 0
  let hi = splices.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const x = splices[mid]!
    const a = Math.min(x.block.first, x.from)
    const b = Math.max(x.block.last, x.to)
    if (row < a) hi = mid - 1
    else if (row > b) lo = mid + 1
    else return row >= x.block.first && row <= x.block.last ? x.blockDelta : x.otherDelta
  }
  return 0
}

/**
 * Atom's `moveLineUp` / `moveLineDown`. Nothing moves when a selection is on
 * the first row (up), when the last selection is on an empty last row (up),
 * or for a block that already ends the buffer (down). Selections keep their
 * identity and move with their rows (tailed, as Atom's
 * `setSelectedBufferRanges` leaves them); folds move with their rows; then
 * the moved rows are auto-indented when `autoIndent` is on.
 *
 * When every selection moves and no text needs rewriting, the rows are
 * exchanged in place (`swapDraft`); `rowSwaps: false` always takes the text
 * path, which gives the same states (the property tests compare the two).
 */
export const moveLines = (up: boolean, { rowSwaps = true } = {}): Handler<{ type: string; payload: Payload }> => (state, { payload: p }) => {
  if (refused(state, p)) return state
  const records = targets(state, p.target)
  if (records.length === 0) return state
  const buf = state.buffer
  const lastRow = buf.getLastRow()
  if (up && records[0]!.start.row === 0) return state
  if (up && records[records.length - 1]!.start.row === lastRow && buf.lineForRow(lastRow) === '') return state
  const groups = rowGroups(state.folds)
  const all = blocksOf(records, groups)
  // A block reaching the last row: Atom's insert-then-delete still runs for it (see line-down-literal.ts).
  if (!up && p.target === undefined && state.folds.length === 0 && all[all.length - 1]!.last >= lastRow) {
    let d = moveLinesDownLiterally(state)
    if (state.config.autoIndent) d = autoIndentRowsOf(d, d.state.selections.map(s => s.id))
    return commit(d, p)
  }
  // Up: a fold reaching row 0 blocks everything, like row 0 itself; down: a block ending the buffer stays.
  if (up && all[0]!.first === 0) return state
  const blocks = up ? all : all.filter(b => b.last < lastRow)
  if (blocks.length === 0) {
    if (p.target !== undefined) return state
    const reordered = lineMoveOrder(state, state, up)
    return sameSelections(reordered, state) ? state : reordered
  }
  const splices = blocks.map(b => (up ? spliceUp(buf, groups, b) : spliceDown(buf, groups, b)))
  let d = (rowSwaps && records.length === state.selections.length ? swapDraft(state, splices, up) : null) ??
    spliceDraft(state, splices, up, new Set(records.map(s => s.id)))
  if (state.folds.length > 0) {
    const folds = foldsIn(d.state.buffer, F.sortedFolds(state.folds.map(f => translateSpan(f, rowDeltaIn(splices, f.start.row)))))
    d = { ...d, state: Object.freeze({ ...d.state, folds }) }
  }
  if (p.target === undefined) d = { ...d, state: lineMoveOrder(state, d.state, up) }
  if (state.config.autoIndent) d = autoIndentRowsOf(d, d.state.selections.map(s => s.id))
  return commit(d, p)
}

const sameSelections = (a: EditorState, b: EditorState): boolean =>
  a.selections.length === b.selections.length && a.selections.every((s, i) => s === b.selections[i])

/**
 * The splices as row exchanges (`TextBuffer.swapRows`), when every selection
 * moves and the text replacements would only put the same rows in another
 * order: no splice reaches the last row, and the rows of each splice share
 * one line ending with the row below it (whose ending the moved text takes,
 * moving down, §5.2; `swapRows` checks the endings). Selections move with
 * their rows. Null otherwise.
 */
const swapDraft = (state: EditorState, splices: readonly Splice[], up: boolean): Draft | null => {
  const swaps = new Int32Array(3 * splices.length)
  for (let i = 0; i < splices.length; i++) {
    const x = splices[i]!
    if (x.atEnd) return null
    swaps[3 * i] = up ? x.from : x.block.first
    swaps[3 * i + 1] = up ? x.block.first : x.from
    swaps[3 * i + 2] = up ? x.block.last + 1 : x.to + 1
  }
  const buffer = state.buffer.swapRows(swaps)
  if (buffer === null) return null
  const selections = state.selections.map(s => {
    const delta = rowDeltaIn(splices, s.start.row)
    return moved(s, delta === 0 ? s : { start: P.pos(s.start.row + delta, s.start.column), end: P.pos(s.end.row + delta, s.end.column) })
  })
  const next = Object.freeze({ ...state, buffer, selections: Object.freeze(normalize(selections)) })
  return { start: state, state: next, steps: push(null, new RowSwapStep(swaps)) }
}

/** The splices as text replacements, one per splice: change listeners and undo see each block's move as one change, as Atom's composed patch. */
const spliceDraft = (state: EditorState, splices: readonly Splice[], up: boolean, members: ReadonlySet<number>): Draft => {
  const buf = state.buffer
  const reader = buf.rowReader()
  const reps = splices.map(x => (up ? replacementUp(buf, reader, x) : replacementDown(buf, reader, x)))
  return applyBatch(draft(state), reps, (_mapped, buffer) => {
    // Rows only change places (a splice reaching the last row adds one). The ranges are set again, and so
    // clipped, as Atom's `setSelectedBufferRanges` does: a last row ending in `\r` that moves up meets the
    // `\n` put after it, and the two make one `\r\n` ending, one column shorter.
    const fit = (r: { start: P.Pos; end: P.Pos }) => ({ start: buffer.clampPosition(r.start), end: buffer.clampPosition(r.end) })
    const out = new Map<number, SelectionRecord>()
    for (const s of state.selections) {
      const delta = rowDeltaIn(splices, s.start.row)
      if (delta === 0 && !members.has(s.id)) continue
      // A selection that leaves its rows' splice is left to the default marker mapping.
      if (!members.has(s.id) && rowDeltaIn(splices, s.end.row) !== delta) continue
      const r = fit(translateSpan({ start: s.start, end: s.end }, delta))
      out.set(s.id, members.has(s.id) ? moved(s, r) : { ...s, ...r })
    }
    return out
  }, { normalizeLineEndings: false })
}

/** Atom's `autoIndentSelectedRows` over the selections `ids`, row by row (each row sees the rows above re-indented), as one more batch. */
const autoIndentRowsOf = (d: Draft, ids: readonly number[]): Draft => {
  const wanted = new Set(ids)
  const reps = autoIndentRows(d.state.buffer, coveredRows(d.state.selections.filter(s => wanted.has(s.id))), d.state.config)
  return reps.length === 0 ? d : applyBatch(d, reps, undefined, { normalizeLineEndings: false })
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
  const groups = rowGroups(state.folds)
  const blocks: Block[] = []
  for (const s of records) {
    let [a, b] = isEmpty(s) ? [groups.first(s.start.row), groups.last(s.start.row)] : bufferRowRange(s)
    // Atom selects the cursor's screen row up to the next one's start; on the last screen row that clips to the
    // buffer's end, and an end at column 0 leaves its row out: a fold reaching an empty last row stops a row short.
    if (isEmpty(s) && b === lastRow && a < b && buf.lineLengthForRow(lastRow) === 0) b--
    const prev = blocks[blocks.length - 1]
    if (prev && a <= prev.last) {
      prev.last = Math.max(prev.last, b)
      prev.members.push(s)
    } else blocks.push({ first: a, last: b, members: [s] })
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
  let d = applyBatch(draft(state), reps, (_mapped, buffer) => {
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
  // Atom deletes the selected text, then inserts the new text normalised to the line ending there (`afterDeletion`).
  // Atom runs the selections in turn: the row above a range may end with a break the previous one re-inserted.
  const reps: Replacement[] = []
  groups.forEach((g, i) => {
    const prev = i > 0 ? groups[i - 1]! : undefined
    const above = prev && prev.range.start.row < g.range.start.row && prev.range.end.row === g.range.start.row ? lastBreakIn(reps[i - 1]!.text) : undefined
    reps.push({ start: g.range.start, end: g.range.end, text: afterDeletion(state.buffer, g.range, f(textOf(state, g.range.start, g.range.end)), above) })
  })
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
        out.set(s.id, setRange(cursorAt(s, start), { start, end: reach[i]! }, false))
      }
      ends.push(starts[i]!, c.newEnd)
    })
    return out
  }, { keepNoOps: true, normalizeLineEndings: false })
  // The new text is selected with setBufferRange, which unfolds around its ends too.
  return commit({ ...d, state: F.unfoldAt(d.state, ends) }, p)
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
