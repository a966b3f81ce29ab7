/**
 * Atom's `moveLineUp` / `moveLineDown` (reference §4.4, §8.5).
 *
 * Line moves are row splices: each block of rows (the rows of touching
 * selections, widened to whole folds) is swapped with the screen row next
 * to it by one replacement, and its selections and folds move by the row
 * delta. All blocks go in one batch, so N selections cost O(N log N).
 */
import type { RowReader } from '../buffer/line-tree.js'
import type { Replacement, TextBuffer } from '../buffer/text-buffer.js'
import * as F from '../display/folds.js'
import type { EditorState, Fold, SelectionRecord } from '../state/editor-state.js'
import { isReversed, recordWith, selectionsInCreationOrder, withRange } from '../state/editor-state.js'
import { push, RowSwapStep } from '../state/history.js'
import { normalize } from '../state/selections.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { applyBatch, commit, draft, normalizeText, type Draft } from './batch.js'
import type { Handler } from './core.js'
import { refused, targets } from './edit.js'
import { goalsAfterSelecting, keepGoalColumns } from './cleared.js'
import { autoIndentRows } from './indentation.js'
import { coveredRows } from './rows.js'
import { reassignRanges } from './reassign.js'
import { atomMoveRanges, moveGroups } from './move-ranges.js'
import { moveLinesDownLiterally } from './line-down-literal.js'

type Payload = { target?: number; bypassReadOnly?: boolean; timestamp?: number; groupingInterval?: number; undo?: 'skip' }

// ─── folds as row groups ────────────────────────────────────────────────────

/** Rows joined on screen by folds: a fold from one row into a later one makes its rows one screen row. */
export interface RowGroups {
  /** First row of the screen row holding `row` (Atom's `findBoundaryPrecedingBufferRow`). */
  first(row: number): number
  /** Last row of the screen row holding `row`. */
  last(row: number): number
}

const SINGLE_ROWS: RowGroups = { first: r => r, last: r => r }

/** The row groups of `folds`, as the display layer joins them. */
export const rowGroups = (folds: readonly Fold[]): RowGroups => {
  const ranges = F.effectiveFolds(folds)
  return ranges.length === 0 ? SINGLE_ROWS : { first: r => F.groupRows(ranges, r)[0], last: r => F.groupRows(ranges, r)[1] }
}

/**
 * Folds placed by row arithmetic, kept inside `buffer` (Atom folds the moved
 * ranges again, and a new marker's range is clipped): a last row ending in
 * `\r` that moves up gets a `\n` after it, and the two make one `\r\n`
 * ending, one column shorter.
 */
export const foldsIn = (buffer: TextBuffer, folds: readonly Fold[]): readonly Fold[] => {
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

export const translateSpan = <T extends Span>(x: T, rows: number, columns = 0): T =>
  rows === 0 && columns === 0
    ? x
    : { ...x, start: P.pos(x.start.row + rows, x.start.column + columns), end: P.pos(x.end.row + rows, x.end.column + columns) }

/** A selection set to a translated range the way Atom's `setSelectedBufferRanges` does: tailed, orientation kept, goal column gone. */
export const moved = (s: SelectionRecord, range: Span): SelectionRecord =>
  s.tailed && s.goalColumn === null && s.reversed === isReversed(s) && P.equals(s.start, range.start) && P.equals(s.end, range.end)
    ? s
    : withRange(s, range.start, range.end, isReversed(s), true, null)

// ─── moveLineUp / moveLineDown ──────────────────────────────────────────────

/** Rows `[first, last]` moved together, and the selections that moved them. */
export interface Block {
  first: number
  last: number
  readonly members: SelectionRecord[]
}

/**
 * The blocks of `records` (buffer order), as Atom's groups
 * (`moveGroups`): a group's rows run from its first row to its last
 * range's end row, less that row when the range Atom widens ends at column
 * 0 (the top one moving up, the bottom one moving down) and the group spans
 * rows; widened to folds. Touching blocks join (Atom moves them one after
 * the other, to the same effect), except, moving down, one that ends the
 * buffer: it stays, and the block above moves past it.
 */
const blocksOf = (records: readonly SelectionRecord[], groups: RowGroups, up: boolean, lastRow: number): Block[] =>
  joinedBlocks(groupBlocks(records, groups, up), up, lastRow)

/** The rows of each of Atom's groups of `records` (buffer order), widened to folds, before touching ones join (see `blocksOf`). */
const groupBlocks = (records: readonly SelectionRecord[], groups: RowGroups, up: boolean): Block[] =>
  moveGroups(records).map(members => {
    const top = members[0]!
    const bottom = members[members.length - 1]!
    const a = top.start.row
    const widenedEnd = up ? top.end : bottom.end
    const b = bottom.end.row > a && widenedEnd.column === 0 ? bottom.end.row - 1 : bottom.end.row
    return { first: groups.first(a), last: groups.last(b), members }
  })

/** `blocksOf` from the groups' rows (`groupBlocks`, left as they are). */
const joinedBlocks = (rows: readonly Block[], up: boolean, lastRow: number): Block[] => {
  const out: Block[] = []
  // Whether the last block of `out` is one of `rows` (a join copies it first).
  let shared = false
  for (const block of rows) {
    const { first, last, members } = block
    let prev = out[out.length - 1]
    // Moving down, a block ending the buffer stays where it is, and the block touching it from above moves past it.
    const stays = prev !== undefined && !up && last >= lastRow && first === prev.last + 1
    if (prev && first <= prev.last + 1 && !stays) {
      if (shared) out[out.length - 1] = prev = { first: prev.first, last: prev.last, members: [...prev.members] }
      shared = false
      prev.last = Math.max(prev.last, last)
      prev.members.push(...members)
    } else {
      out.push(block)
      shared = true
    }
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
  /** The splice reaches the last row: the buffer gains an empty last row (see `replacementsUp` and `replacementsDown`). */
  readonly atEnd: boolean
}

export const textOf = (state: EditorState, start: Pos, end: Pos): string => state.buffer.getTextInRange({ start, end })

/** The stored lines (endings included) of rows `[from, to)`, read in ascending order. */
const rowsText = (reader: RowReader, from: number, to: number): string => {
  let text = ''
  for (let r = from; r < to; r++) text += reader.line(r)
  return text
}

/**
 * Atom's `moveLineUp` for one block: the rows of the screen row above go below the block.
 * `foldAtOrigin`: a fold starts at `[0, 0]`.
 */
const spliceUp = (buf: TextBuffer, groups: RowGroups, block: Block, foldAtOrigin: boolean): Splice => {
  // A fold reaching row 0 (a selection below row 0 in it): Atom's row above is -1 (0 when a fold starts at
  // [0, 0], where the display layer's boundary search stops): it deletes the rows and puts them back at the
  // clipped row 0, and moves the selections and folds up by that difference (a row, clipped, or none).
  if (block.first === 0) return { block, from: 0, to: -1, blockDelta: foldAtOrigin ? 0 : -1, otherDelta: 0, atEnd: block.last >= buf.getLastRow() }
  const above = groups.first(block.first - 1)
  const atEnd = block.last >= buf.getLastRow()
  return {
    block,
    from: above,
    to: block.first - 1,
    blockDelta: above - block.first,
    // Ending on an empty last row, Atom's moved text ends with its `\n`: that row stays last, and the rows above go below the rows before it.
    otherDelta: block.last - block.first + (atEnd && endsOnEmptyRow(buf, block.first) ? 0 : 1),
    atEnd,
  }
}

/** Whether the rows from `first` to the end, read as text, end with a line ending: the last row is empty and follows a row of the block. */
const endsOnEmptyRow = (buf: TextBuffer, first: number): boolean => {
  const lastRow = buf.getLastRow()
  return first < lastRow && buf.lineLengthForRow(lastRow) === 0
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
 * `moveLineUp`'s splice as Atom's changes: the block's rows inserted at the
 * row above and deleted where they were (one change when they are already
 * at row 0). A block that ends the buffer gains the line ending of the row
 * before last (and the buffer an empty last row), as in Atom.
 */
const replacementsUp = (buf: TextBuffer, reader: RowReader, x: Splice): Replacement[] => {
  const lastRow = buf.getLastRow()
  const end = x.atEnd ? buf.getEndPosition() : P.pos(x.block.last + 1, 0)
  let lines = rowsText(reader, x.block.first, x.block.last + 1)
  // Atom appends the ending only when the moved text does not already end with `\n` (an empty last row).
  if (x.atEnd && !lines.endsWith('\n')) lines += buf.lineEndingForRow(lastRow - 1)
  const at = P.pos(x.from, 0)
  const inserted = insertedUp(buf, x, lines)
  if (x.from >= x.block.first) return [{ start: at, end, text: inserted }]
  return [{ start: at, end: at, text: inserted }, { start: P.pos(x.block.first, 0), end, text: '' }]
}

/**
 * The moved rows as Atom's insertion after the deletion normalises them: to
 * the line ending of the row they go to. From row 0 (no row above), that row
 * is the one after the block once the block is deleted (none: kept as they are).
 */
const insertedUp = (buf: TextBuffer, x: Splice, lines: string): string => {
  if (x.block.first !== 0) return normalizeText(buf, P.pos(x.from, 0), lines)
  const ending = x.block.last < buf.getLastRow() ? buf.lineEndingForRow(x.block.last + 1) : ''
  return ending ? normalizeBreaks(lines, ending) : lines
}

/**
 * `moveLineDown`'s splice as Atom's changes: the block's rows deleted and
 * inserted after the rows below. When those rows end the buffer, the block
 * is appended after a new line ending (the buffer gains an empty last row),
 * as in Atom.
 */
const replacementsDown = (buf: TextBuffer, reader: RowReader, x: Splice, below: Splice | undefined): Replacement[] => {
  const end = x.atEnd ? buf.getEndPosition() : P.pos(x.to + 1, 0)
  const lines = rowsText(reader, x.block.first, x.block.last + 1)
  const ending = below && below.block.first === x.to + 1 ? endingAfterMove(buf, below) : ''
  const inserted = x.atEnd ? normalizeText(buf, end, '\n' + lines) : ending ? normalizeBreaks(lines, ending) : normalizeText(buf, end, lines)
  return [{ start: P.pos(x.block.first, 0), end: P.pos(x.block.last + 1, 0), text: '' }, { start: end, end, text: inserted }]
}

/**
 * Sorted changes with the touching ones joined into one (Atom's composed
 * patch joins them too), so that a batch holds no two changes meeting at a point.
 */
const joinTouching = (changes: readonly Replacement[]): Replacement[] => {
  const out: Replacement[] = []
  for (const c of changes) {
    const prev = out[out.length - 1]
    if (prev !== undefined && P.equals(prev.end, c.start)) out[out.length - 1] = { start: prev.start, end: c.end, text: prev.text + c.text }
    else out.push(c)
  }
  return out
}

/**
 * The line ending of the row a downward splice starts at, once it has run:
 * that of the first row it moved up (the former last row takes the ending
 * put before the block). Atom moves the blocks from the bottom up, so the
 * block just above inserts its rows before that row and takes its ending.
 */
const endingAfterMove = (buf: TextBuffer, x: Splice): string => {
  const lastRow = buf.getLastRow()
  return x.from >= lastRow ? buf.lineEndingForRow(lastRow - 1) : buf.lineEndingForRow(x.from)
}

const normalizeBreaks = (text: string, ending: string): string => text.replace(/\r\n|\n|\r/g, ending)

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

/** Whether a (non-empty) fold starts at `[0, 0]`. */
const foldAtOrigin = (folds: readonly Fold[]): boolean => folds.some(f => f.start.row === 0 && f.start.column === 0 && !P.equals(f.start, f.end))

/**
 * Where a splice sends fold `f`. Atom destroys the folds intersecting a
 * block's lines range (`[first, 0]` to `[last + 1, 0]`, ends included) and
 * folds their ranges again moved by the block's delta: a fold starting at
 * column 0 of the row after the block goes with the block, not with its rows.
 */
const foldDeltaIn = (splices: readonly Splice[], f: Fold): number => {
  if (f.start.column === 0) for (const x of splices) if (x.block.last + 1 === f.start.row) return x.blockDelta
  return rowDeltaIn(splices, f.start.row)
}

/**
 * Atom's `moveLineUp` / `moveLineDown`. Nothing moves when a selection is on
 * the first row (up), when the last selection is on an empty last row (up),
 * or for a block that already ends the buffer (down). Selections keep their
 * identity and move with their rows (tailed, as Atom's
 * `setSelectedBufferRanges` leaves them); folds move with their rows; then
 * the moved rows are auto-indented when `autoIndent` is on. Setting the
 * ranges again, Atom's cursor keeps its goal column when its head ends up
 * where it was on screen (a line that cannot move); after the literal
 * insert-then-delete (a block reaching the last row), only when the marker
 * the text changes moved stayed there on screen too.
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
  const rows = groupBlocks(records, groups, up)
  const all = joinedBlocks(rows, up, lastRow)
  // A block reaching the last row: Atom's insert-then-delete still runs for it (see line-down-literal.ts).
  if (!up && p.target === undefined && all[all.length - 1]!.last >= lastRow) {
    const literal = moveLinesDownLiterally(state)
    // The head passed where the text changes took the marker before the range was set again.
    let d: Draft = { ...literal.draft, state: goalsAfterSelecting(state, literal.draft.state, literal.moved) }
    if (state.config.autoIndent) d = autoIndentRowsOf(d, d.state.selections.map(s => s.id))
    return commit(d, p)
  }
  let ids: ReadonlySet<number> | null = null
  const idsOf = (): ReadonlySet<number> => (ids ??= new Set(records.map(s => s.id)))
  // Only a selection with a goal column can keep it.
  const kept = (next: EditorState): EditorState =>
    next === state || !state.selections.some(s => s.goalColumn !== null) ? next : keepGoalColumns(state, next, idsOf())
  // Groups whose (fold-widened) rows overlap (a fold, or unmerged selections): Atom moves those rows once per group.
  if (p.target === undefined && (groupsInTurn(rows, up, state.folds) || (up && movesLoneCR(buf, all)))) return kept(moveInTurn(state, records, up, p))
  // Down: a block ending the buffer stays.
  const blocks = up ? all : all.filter(b => b.last < lastRow)
  if (blocks.length === 0) {
    if (p.target !== undefined) return state
    const reordered = handOut(state, state, up, [])
    // Atom still auto-indents the rows of the selections it set again.
    if (state.config.autoIndent) {
      const d = autoIndentRowsOf({ start: state, state: reordered, steps: null }, reordered.selections.map(s => s.id))
      if (d.state.buffer !== state.buffer) return kept(commit(d, p))
    }
    return sameSelections(reordered, state) ? state : kept(reordered)
  }
  const splices = blocks.map(b => (up ? spliceUp(buf, groups, b, foldAtOrigin(state.folds)) : spliceDown(buf, groups, b)))
  let d = (rowSwaps && records.length === state.selections.length ? swapDraft(state, splices, up, p.target !== undefined) : null) ??
    spliceDraft(state, splices, up, idsOf())
  if (state.folds.length > 0) {
    const folds = foldsIn(d.state.buffer, F.sortedFolds(movedFolds(state.folds, splices)))
    d = { ...d, state: Object.freeze({ ...d.state, folds }) }
  }
  if (p.target === undefined) d = { ...d, state: handOut(state, d.state, up, splices) }
  if (state.config.autoIndent) d = autoIndentRowsOf(d, d.state.selections.map(s => s.id))
  return kept(commit(d, p))
}

/**
 * Where the splices send the folds, and which ones Atom's display layer
 * leaves unshown (`Fold.unshown`): those folded again from row -1 (moved up
 * from row 0). A change at row 0 (the row-0 block's deletion, an insertion
 * there) first shows the ones already unshown; a fold folded again at row 0
 * afterwards shows them all.
 */
const movedFolds = (folds: readonly Fold[], splices: readonly Splice[]): Fold[] => {
  const rowZero = splices.some(x => Math.min(x.from, x.block.first) <= 0)
  const shownAgain = splices.some(x => folds.some(f => meets(x, f) && f.start.row + x.blockDelta === 0))
  return folds.map(f => {
    const g = translateSpan(f, foldDeltaIn(splices, f))
    return withUnshown(g, !shownAgain && (g.start.row < 0 || (f.unshown === true && !rowZero)))
  })
}

/** `f` marked unshown or not. */
const withUnshown = (f: Fold, unshown: boolean): Fold =>
  unshown === (f.unshown === true) ? f : unshown ? { ...f, unshown: true } : { id: f.id, start: f.start, end: f.end }

/**
 * Whether a block moving up holds a lone `\r`: Atom's insertion normalises
 * it to the line ending of the row above (a new line), so the groups after
 * it, moved by their rows read before the command, meet shifted text.
 */
const movesLoneCR = (buf: TextBuffer, blocks: readonly Block[]): boolean =>
  blocks.some(b => {
    for (let r = b.first; r <= b.last; r++) if (buf.lineForRow(r).includes('\r')) return true
    return false
  })

/**
 * Whether Atom's groups (their rows, `groupBlocks`) have to move one after
 * another: two of them, widened to folds, share rows (the batch would move
 * their rows once), or, moving up, one touches a group widened to row 0
 * (that group has no row above and keeps its text; the group below it then
 * moves above its rows on its own), or a fold starts where a group's lines
 * end (see below).
 */
const groupsInTurn = (rows: readonly Block[], up: boolean, folds: readonly Fold[]): boolean => {
  let prevFirst = -1
  let prevLast = -1
  // A fold starting where a group's lines end is folded again moved with that group: the rows it joins for the groups moved after it change.
  const starts = rows.length > 1 ? new Set(F.effectiveFolds(folds).filter(f => f.start.column === 0).map(f => f.start.row)) : null
  for (const block of rows) {
    if (block.first <= prevLast || (up && prevFirst === 0 && block.first === prevLast + 1)) return true
    if (starts !== null && starts.has(block.last + 1)) return true
    prevFirst = block.first
    prevLast = block.last
  }
  return false
}

/**
 * Atom's moves one group after another (top down moving up, bottom up
 * moving down), each on the text and folds the previous ones left, with the
 * group's original rows: a fold holding two groups' selections moves twice.
 * A fold a group folds again from row -1 joins no rows for the groups after
 * it (`unshownMoved`) until a fold is folded again at row 0.
 */
const moveInTurn = (state: EditorState, records: readonly SelectionRecord[], up: boolean, p: Payload): EditorState => {
  const order = moveGroups(records)
  if (!up) order.reverse()
  let d: Draft = draft(state)
  const deltas = new Map<number, number>()
  // Folds Atom folded again from row -1: marked (clipped to row 0) but not joining rows on screen.
  const unshown = new Set<number>()
  // Those unshown already: a change at row 0 shows them.
  const before = new Set<number>()
  for (const f of state.folds) if (f.unshown) before.add(f.id)
  for (const id of before) unshown.add(id)
  for (const members of order) {
    const cur = d.state
    const buf = cur.buffer
    const lastRow = buf.getLastRow()
    const shown = unshown.size === 0 ? cur.folds : cur.folds.filter(f => !unshown.has(f.id))
    const groups = rowGroups(shown)
    const block = blocksOf(members, groups, up, lastRow)[0]!
    // Moving down, a block ending the buffer is put back where it was.
    if (!up && block.last >= lastRow) continue
    const x = up ? spliceUp(buf, groups, block, foldAtOrigin(shown)) : spliceDown(buf, groups, block)
    if (before.size > 0 && Math.min(x.from, x.block.first) <= 0) {
      for (const id of before) unshown.delete(id)
      before.clear()
    }
    const reader = buf.rowReader()
    const reps = joinTouching(up ? replacementsUp(buf, reader, x) : replacementsDown(buf, reader, x, undefined))
    d = applyBatch(d, reps, undefined, { normalizeLineEndings: false, keepNoOps: true })
    const turned = cur.folds.map(f => {
      if (!unshown.has(f.id)) {
        const g = translateSpan(f, foldDeltaIn([x], f))
        if (g.start.row < 0) unshown.add(f.id)
        return g
      }
      const g = unshownMoved(x, f)
      // Folded again from a row of the buffer, it joins rows again.
      if (g.start.row >= 0 && meets(x, f)) unshown.delete(f.id)
      return g
    })
    // A fold folded again at row 0 makes the display layer index rows from row 0: the folds left out show again.
    if (unshown.size > 0 && cur.folds.some(f => meets(x, f) && f.start.row + x.blockDelta === 0)) unshown.clear()
    const folds = foldsIn(d.state.buffer, F.sortedFolds(turned.map(f => withUnshown(f, false))))
    d = { ...d, state: Object.freeze({ ...d.state, folds }) }
    for (const s of members) deltas.set(s.id, x.blockDelta)
  }
  if (unshown.size > 0) d = { ...d, state: Object.freeze({ ...d.state, folds: F.sortedFolds(d.state.folds.map(f => withUnshown(f, unshown.has(f.id)))) }) }
  d = { ...d, state: handOut(state, d.state, up, [], deltas) }
  if (state.config.autoIndent) d = autoIndentRowsOf(d, d.state.selections.map(s => s.id))
  return commit(d, p)
}

/** Whether fold `f` meets the lines range of splice `x`'s block (`[first, 0]` to `[last + 1, 0]`, ends included). */
const meets = (x: Splice, f: Fold): boolean =>
  P.compare(f.start, P.pos(x.block.last + 1, 0)) <= 0 && P.compare(f.end, P.pos(x.block.first, 0)) >= 0

/**
 * Where a splice sends a fold Atom folded again from row -1 (a group widened
 * to row 0 by a fold not starting at `[0, 0]` moves its folds up a row): the
 * display layer's update from row -1 leaves it out of the screen rows, so
 * later groups neither widen to it nor take it as the row above; a group
 * whose lines range (`[first, 0]` to `[last + 1, 0]`, ends included) meets it
 * still destroys it and folds it again moved by the group's delta, and
 * otherwise its ends move as marker ends (an end at the insertion point stays).
 */
const unshownMoved = (x: Splice, f: Fold): Fold => {
  if (meets(x, f)) return translateSpan(f, x.blockDelta)
  const at = (p: Pos, isEnd: boolean): Pos => {
    const delta = isEnd && p.row === x.from && p.column === 0 ? 0 : rowDeltaIn([x], p.row)
    return delta === 0 ? p : P.pos(p.row + delta, p.column)
  }
  const start = at(f.start, false)
  const end = at(f.end, true)
  return start === f.start && end === f.end ? f : { ...f, start, end }
}

/**
 * The selections after a move, as Atom hands them out: its ranges in its
 * order (`atomMoveRanges`), each moved by its rows' delta and clipped to the
 * new buffer, given out by `setSelectedBufferRanges` (moveLineDown first
 * keeps only the oldest selection).
 */
const handOut = (before: EditorState, after: EditorState, up: boolean, splices: readonly Splice[], given?: ReadonlyMap<number, number>): EditorState => {
  // Atom moves each group by the delta it computed when its turn came: a block that stays moves nothing.
  const deltas = new Map<number, number>(given ?? [])
  for (const x of splices) for (const s of x.block.members) deltas.set(s.id, x.blockDelta)
  // One row reader for all the ends, which come in buffer order (or its reverse).
  const clamp = after.buffer.clamper()
  const ranges = atomMoveRanges(before.selections, up, (start, end, group): Span => {
    const delta = deltas.get(group) ?? 0
    return {
      start: clamp.clampPosition(delta === 0 ? start : P.pos(start.row + delta, start.column)),
      end: clamp.clampPosition(delta === 0 ? end : P.pos(end.row + delta, end.column)),
    }
  })
  const survivors = up ? selectionsInCreationOrder(before) : [oldest(before.selections)]
  const ids = after.selections === before.selections ? null : new Map(after.selections.map(s => [s.id, s] as const))
  const { selections, nextId } = reassignRanges(ids === null ? survivors : survivors.map(s => ids.get(s.id) ?? s), ranges, after.nextId)
  return Object.freeze({ ...after, nextId, selections: Object.freeze(selections) })
}

/** The first created of `records` (not empty): the lowest id. */
const oldest = (records: readonly SelectionRecord[]): SelectionRecord => {
  let out = records[0]!
  for (const s of records) if (s.id < out.id) out = s
  return out
}

const sameSelections = (a: EditorState, b: EditorState): boolean =>
  a.selections.length === b.selections.length && a.selections.every((s, i) => s === b.selections[i])

/**
 * The splices as row exchanges (`TextBuffer.swapRows`), when every selection
 * moves and the text replacements would only put the same rows in another
 * order: no splice reaches the last row, and the rows of each splice share
 * one line ending with the row below it (whose ending the moved text takes,
 * moving down, §5.2; `swapRows` checks the endings). Selections move with
 * their rows, unless `moveSelections` is false (`handOut` sets them all
 * again, from the selections before the move). Null otherwise.
 */
const swapDraft = (state: EditorState, splices: readonly Splice[], up: boolean, moveSelections: boolean): Draft | null => {
  const swaps = new Int32Array(3 * splices.length)
  for (let i = 0; i < splices.length; i++) {
    const x = splices[i]!
    if (x.atEnd || x.to < x.from) return null
    // The block moving down takes the ending of the row after its splice as the splice below left it.
    const below = splices[i + 1]
    if (!up && below && below.block.first === x.to + 1 && endingAfterMove(state.buffer, below) !== state.buffer.lineEndingForRow(x.to + 1)) return null
    swaps[3 * i] = up ? x.from : x.block.first
    swaps[3 * i + 1] = up ? x.block.first : x.from
    swaps[3 * i + 2] = up ? x.block.last + 1 : x.to + 1
  }
  const buffer = state.buffer.swapRows(swaps, !up)
  if (buffer === null) return null
  if (!moveSelections) return { start: state, state: Object.freeze({ ...state, buffer }), steps: push(null, new RowSwapStep(swaps, !up)) }
  const selections = state.selections.map(s => {
    const delta = rowDeltaIn(splices, s.start.row)
    return moved(s, delta === 0 ? s : { start: P.pos(s.start.row + delta, s.start.column), end: P.pos(s.end.row + delta, s.end.column) })
  })
  const next = Object.freeze({ ...state, buffer, selections: Object.freeze(normalize(selections)) })
  return { start: state, state: next, steps: push(null, new RowSwapStep(swaps, !up)) }
}

/** The splices as text replacements, as Atom's changes: change listeners and undo see each block deleted at one place and inserted at the other. */
const spliceDraft = (state: EditorState, splices: readonly Splice[], up: boolean, members: ReadonlySet<number>): Draft => {
  const buf = state.buffer
  const reader = buf.rowReader()
  const reps = joinTouching(splices.flatMap((x, i) => (up ? replacementsUp(buf, reader, x) : replacementsDown(buf, reader, x, splices[i + 1]))))
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
      out.set(s.id, members.has(s.id) ? moved(s, r) : recordWith(s, { start: r.start, end: r.end }))
    }
    return out
  }, { normalizeLineEndings: false, keepNoOps: true })
}

/** Atom's `autoIndentSelectedRows` over the selections `ids`, row by row (each row sees the rows above re-indented), as one more batch. */
const autoIndentRowsOf = (d: Draft, ids: readonly number[]): Draft => {
  const wanted = new Set(ids)
  const reps = autoIndentRows(d.state.buffer, coveredRows(d.state.selections.filter(s => wanted.has(s.id))), d.state.config, { keepSame: true })
  return reps.length === 0 ? d : applyBatch(d, reps, undefined, { normalizeLineEndings: false, keepNoOps: true })
}

