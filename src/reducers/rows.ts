/**
 * Row-based edits: indentation of selected rows, deleteLine, joinLines and
 * setIndentationForBufferRow. Each is one batch over all targeted
 * selections.
 */
import type { EditAction } from '../actions/edit.js'
import type { Replacement, TextBuffer } from '../buffer/text-buffer.js'
import * as F from '../display/folds.js'
import * as S from '../display/screen.js'
import { languageModeFor } from '../language/language-mode.js'
import { toggleLineCommentsForBufferRows } from '../language/comments.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { head, isEmpty, recordWith } from '../state/editor-state.js'
import { mapChanges, mapRecords, setRange, sortRecords } from '../state/selections.js'
import * as P from '../values/pos.js'
import { applyBatch, commit, draft, type CommitOptions, type Draft } from './batch.js'
import { withUnmerged, type Handler, type Handlers } from './core.js'
import { refused, targets } from './edit.js'
import { clearedAt, cursorAt, keepsInitial, unshifted } from './cleared.js'
import { autoIndentRows, buildIndentString, leadingWhitespaceLength, setIndentationReplacement } from './indentation.js'
import { applyInTurn } from './in-turn.js'
import { joinLinesLiterally } from './join-literal.js'
import type { Action } from '../actions/index.js'

type Of<T extends EditAction['type']> = Extract<EditAction, { type: T }>

/** Atom's `Selection::getBufferRowRange`: a range ending at column 0 does not count that row. */
export const bufferRowRange = (s: SelectionRecord): [number, number] => [
  s.start.row,
  s.end.column === 0 ? Math.max(s.start.row, s.end.row - 1) : s.end.row,
]

/** The rows the selections cover (`bufferRowRange`), ascending, each once; the selections in buffer order. */
export function* coveredRows(records: Iterable<SelectionRecord>): Generator<number> {
  let next = 0
  for (const s of records) {
    const [a, b] = bufferRowRange(s)
    for (let r = Math.max(a, next); r <= b; r++) yield r
    next = Math.max(next, b + 1)
  }
}

/** How many selections cover each row (Atom applies row commands once per selection). */
const rowCounts = (records: readonly SelectionRecord[]): Map<number, number> => {
  const counts = new Map<number, number>()
  for (const s of records) {
    const [a, b] = bufferRowRange(s)
    for (let r = a; r <= b; r++) counts.set(r, (counts.get(r) ?? 0) + 1)
  }
  return counts
}

const sortedRows = (m: Map<number, number>) => [...m.entries()].sort((a, b) => a[0] - b[0])

// ─── indentation ────────────────────────────────────────────────────────────

const indentSelectedRows = (state: EditorState, records: readonly SelectionRecord[]): Replacement[] => {
  const tab = buildIndentString(1, 0, state.config)
  const out: Replacement[] = []
  for (const [row, n] of sortedRows(rowCounts(records)))
    if (state.buffer.lineLengthForRow(row) > 0) out.push({ start: P.pos(row, 0), end: P.pos(row, 0), text: tab.repeat(n) })
  return out
}

const outdentSelectedRows = (state: EditorState, records: readonly SelectionRecord[]): Replacement[] => {
  const unit = new RegExp(`^( {1,${state.config.tabLength}}|\\t)`)
  const out: Replacement[] = []
  for (const [row, n] of sortedRows(rowCounts(records))) {
    const line = state.buffer.lineForRow(row)
    let removed = 0
    for (let i = 0; i < n; i++) {
      const m = unit.exec(line.slice(removed))
      if (!m) break
      removed += m[0].length
    }
    if (removed > 0) out.push({ start: P.pos(row, 0), end: P.pos(row, removed), text: '' })
  }
  return out
}

/** A handler applying row replacements computed from the targeted selections; selections move like markers. */
const rowsHandler = (
  plan: (state: EditorState, records: readonly SelectionRecord[]) => Replacement[],
  keepNoOps = false,
): Handler<{ type: string; payload: { target?: number; bypassReadOnly?: boolean } & CommitOptions }> =>
  (state, { payload: p }) => {
    if (refused(state, p)) return state
    const reps = plan(state, targets(state, p.target))
    // Atom snapshots the selections for redo when the command's transaction ends, before it merges them.
    return commit(p.target === undefined ? applyBatch(draft(state), reps, undefined, { normalizeLineEndings: false, keepNoOps, keepUnmerged: true }) : rowByRow(draft(state), reps, keepNoOps), p)
  }

/**
 * A method of one selection changes its rows one buffer change after another, outside any transaction:
 * each row's change is a step (an undo entry) of its own, in row order. The changes stay on their rows,
 * so their positions hold through the earlier ones.
 */
const rowByRow = (d: Draft, reps: readonly Replacement[], keepNoOps = false): Draft =>
  reps.reduce((acc, r) => applyBatch(acc, [r], undefined, { normalizeLineEndings: false, keepNoOps }), d)

/** Whether two of `records` (buffer order) have a row in common (`bufferRowRange`, a cursor's row). */
const sharesRow = (records: readonly SelectionRecord[]): boolean => {
  let prevLast = -1
  for (const s of records) {
    const [a, b] = bufferRowRange(s)
    if (a <= prevLast) return true
    prevLast = Math.max(prevLast, b)
  }
  return false
}

/** Atom's `Selection::indent`: at an empty selection, insert one indent unit (or the suggested amount); else indent the rows. */
const indent: Handler<Of<'edit/indent'>> = (state, action) => {
  const p = action.payload
  if (refused(state, p)) return state
  const records = targets(state, p.target)
  if (records.length === 0) return state
  // Atom indents one selection after another: one sharing a row with an earlier one sees the indentation
  // that one inserted (its column, and so its indent string, moved).
  // With auto-indent, a row's suggested indentation also reads the rows above, which earlier selections may have indented.
  if (p.target === undefined && records.length > 1 && (sharesRow(records) || p.autoIndent === true))
    return applyInTurn(state, action as Action, indent as Handler<Action>)
  const config = state.config
  const mode = languageModeFor(config.grammar)
  // Empty selections first skip leading whitespace, then insert at the cursor.
  const empties = records.filter(isEmpty)
  const nonEmpty = records.filter(s => !isEmpty(s))
  const reps: Replacement[] = []
  const moved = new Map<number, P.Pos>()
  for (const s of empties) {
    const h = head(s)
    const line = state.buffer.lineForRow(h.row)
    const ws = leadingWhitespaceLength(line)
    const at = h.column < ws ? P.pos(h.row, ws) : h
    moved.set(s.id, at)
    const desired = mode.suggestedIndentForBufferRow(state.buffer, h.row, config.tabLength)
    const level = config.softTabs ? at.column / config.tabLength : at.column
    let delta = desired === undefined ? NaN : desired - level
    let text: string
    if (p.autoIndent && delta > 0) {
      if (!config.softTabs) delta = Math.max(delta, 1)
      text = buildIndentString(delta, 0, config)
    } else text = buildIndentString(1, at.column, config)
    reps.push({ start: at, end: at, text })
  }
  const rowReps = indentSelectedRows(state, nonEmpty)
  // Merge both kinds into one sorted batch (an insertion at a row start shared by both keeps the row's).
  const all = [...reps, ...rowReps].sort((a, b) => P.compare(a.start, b.start))
  const batch: Replacement[] = []
  for (const r of all) {
    const prev = batch[batch.length - 1]
    if (prev && P.equals(prev.start, r.start) && P.equals(prev.end, r.end)) batch[batch.length - 1] = { ...prev, text: prev.text + r.text }
    else batch.push(r)
  }
  if (p.target !== undefined && empties.length === 0) return commit(rowByRow(draft(state), batch), p)
  // Called on one selection (no transaction), the change's undo entry starts after the cursor skipped the
  // leading whitespace: undo puts it there, as Atom's history does.
  const skipped = p.target !== undefined && empties.length === 1 && !P.equals(head(empties[0]!), moved.get(empties[0]!.id)!)
  const base = skipped ? Object.freeze({ ...state, selections: Object.freeze(sortRecords(state.selections.map(s => (s.id === empties[0]!.id ? cursorAt(s, moved.get(s.id)!) : s)))) }) : state
  const d = applyBatch(draft(base), batch, (_mapped, buffer) => {
    // Empty selections become cursors after their inserted indentation. The clears before the change (the
    // skip over leading whitespace, the insertion's) keep the initial screen range when it is the empty range
    // at the cursor each time.
    const out = new Map<number, SelectionRecord>()
    const changes = mapChanges(batch)
    for (const s of empties) {
      const at = moved.get(s.id)!
      const i = batch.findIndex(b => P.equals(b.start, at))
      const keep = unshifted(changes[i]!) && keepsInitial(state, s, head(s)) && keepsInitial(state, s, at)
      out.set(s.id, clearedAt(s, buffer.clampPosition(changes[i]!.newEnd), keep))
    }
    return out
    // Atom snapshots the selections for redo when the command's transaction ends, before it merges them.
  }, { normalizeLineEndings: false, keepUnmerged: p.target === undefined })
  // Called on one empty selection, Atom's `Selection::insertText` clears it (tail and orientation) before the change.
  return commit(d, p.target !== undefined && empties.length > 0 ? { ...p, clearsFirst: true } : p)
}

// ─── deleteLine ─────────────────────────────────────────────────────────────

/** Atom's `buffer.deleteRows(start, end)` as a replacement. */
const deleteRowsReplacement = (state: EditorState, start: number, end: number): Replacement => {
  const buf = state.buffer
  const last = buf.getLastRow()
  if (end < last) return { start: P.pos(start, 0), end: P.pos(end + 1, 0), text: '' }
  if (start > 0) return { start: P.pos(start - 1, buf.lineLengthForRow(start - 1)), end: P.pos(end, buf.lineLengthForRow(end)), text: '' }
  return { start: P.ZERO, end: P.pos(end, buf.lineLengthForRow(end)), text: '' }
}

/**
 * The buffer rows a selection's deleteLine removes. An empty selection
 * removes the rows from its screen row's buffer row up to the row before the
 * next screen row's (Atom's `bufferRowsForScreenRows(row, row + 1)`), or
 * that one row when the next screen row continues it: a screen row that
 * starts with a fold and ends in a soft-wrapped line keeps that line.
 */
const rowsToDelete = (state: EditorState, s: SelectionRecord): [number, number] => {
  if (isEmpty(s)) {
    const screenRow = S.screenPositionForBufferPosition(state, head(s)).row
    const first = S.bufferRowForScreenRow(state, screenRow)
    const next = screenRow < S.getLastScreenRow(state)
      ? S.bufferRowForScreenRow(state, screenRow + 1)
      : S.bufferRangeForScreenRow(state, screenRow).end.row + 1
    return [first, Math.max(first, next - 1)]
  }
  let end = s.end.row
  if (end !== state.buffer.getLastRow() && s.end.column === 0) end--
  return [s.start.row, end]
}

interface SameRowGroup {
  readonly s: SelectionRecord
  union: SelectionRecord
  rows: [number, number]
  readonly absorbed: SelectionRecord[]
}

/**
 * Atom's `mergeSelectionsOnSameRows` over `chosen` (buffer order): a
 * selection merges into the one before it (grown to their union) when that
 * one's screen rows reach its own. The merge sets the union without
 * preserving folds: folds strictly containing its ends are destroyed, and
 * the later selections' screen rows are read without them. Returns the
 * groups (each with the rows its union's deleteLine removes) and the state
 * with the folds left.
 */
const sameRowGroups = (state: EditorState, chosen: readonly SelectionRecord[]): { groups: SameRowGroup[]; state: EditorState } => {
  let cur = state
  const screenRows = (x: SelectionRecord): [number, number] => {
    const a = S.screenPositionForBufferPosition(cur, x.start).row
    return [a, isEmpty(x) ? a : S.screenPositionForBufferPosition(cur, x.end).row]
  }
  const groups: SameRowGroup[] = []
  for (const x of chosen) {
    const g = groups[groups.length - 1]
    const [a, b] = screenRows(x)
    const prev = g ? screenRows(g.union) : null
    if (g && prev && prev[1] >= a && b >= prev[0]) {
      const r = P.union(g.union, x)
      g.union = { ...g.union, start: r.start, end: r.end }
      g.absorbed.push(x)
      cur = F.unfoldAt(cur, [r.start, r.end])
    } else groups.push({ s: x, union: x, rows: [0, 0], absorbed: [] })
  }
  for (const g of groups) g.rows = rowsToDelete(cur, g.union)
  return { groups, state: cur }
}

/** `state` with the groups' selections merged (each its group's union): where Atom's transaction, and so its undo entry, starts. */
const mergedOnSameRows = (state: EditorState, groups: readonly SameRowGroup[]): EditorState => {
  const absorbed = new Set(groups.flatMap(g => g.absorbed.map(a => a.id)))
  if (absorbed.size === 0) return state
  const unions = new Map(groups.filter(g => g.union !== g.s).map(g => [g.s.id, setRange(g.s, { start: g.union.start, end: g.union.end }, g.s.reversed)] as const))
  return Object.freeze({ ...state, selections: Object.freeze(state.selections.filter(s => !absorbed.has(s.id)).map(s => unions.get(s.id) ?? s)) })
}

/** The selections Atom's editor-level deleteLine starts its transaction with (see `sameRowGroups`). */
export const mergeSelectionsOnSameRows = (state: EditorState): EditorState => {
  const { groups, state: unfolded } = sameRowGroups(state, state.selections)
  return mergedOnSameRows(unfolded, groups)
}

const deleteLine: Handler<Of<'edit/deleteLine'>> = (state, { payload: p }) => {
  if (refused(state, p)) return state
  const chosen = targets(state, p.target)
  if (chosen.length === 0) return state
  // Atom first merges selections whose screen rows meet (`mergeSelectionsOnSameRows`).
  const merged = sameRowGroups(state, chosen)
  const groups = merged.groups
  const start = mergedOnSameRows(merged.state, groups)
  if (p.target !== undefined) {
    // One selection's deleteLine: the buffer change merges what it made intersect (Atom's display layer
    // merges on change), then the cursor goes to its row after the change at its old start column, and
    // nothing merges after that.
    const g = groups[0]!
    const reps = [deleteRowsReplacement(state, g.rows[0], g.rows[1])]
    const changed = commit(applyBatch({ start: state, state: start, steps: null }, reps, () => new Map(), { normalizeLineEndings: false, keepNoOps: true }), p)
    const moved = changed.selections.find(s => s.id === g.s.id)
    if (moved === undefined || changed === state) return changed
    const keep = isEmpty(moved) && keepsInitial(changed, moved, moved.start)
    const placed = clearedAt(g.s, changed.buffer.clampPosition(P.pos(head(moved).row, g.s.start.column)), keep)
    return withUnmerged(changed, sortRecords(changed.selections.map(s => (s === moved ? placed : s))))
  }
  // Selections left on one buffer row (soft-wrapped rows apart) delete in turn: the later one deletes the
  // row the earlier one's deletion brought under it. So do selections under folds: a deletion can bring a
  // later cursor onto a fold's screen row, whose rows it then deletes.
  if (groups.some((g, i) => i > 0 && g.rows[0] <= groups[i - 1]!.rows[1]) || (groups.length > 1 && start.folds.length > 0)) {
    return applyInTurn(start, { type: 'edit/deleteLine', payload: p } as Action, deleteLine as Handler<Action>)
  }
  // Atom runs the groups top-down, each on the text the ones above left. A group's rows are then its
  // original rows, except that the last group, when it reaches the last row, deletes the line ending
  // before it: the ending before the run of adjacent groups just above it, which are gone by then.
  const buf = state.buffer
  const lastRow = buf.getLastRow()
  const last = groups.length - 1
  let runFirst = groups[last]!.rows[0]
  for (let j = last - 1; j >= 0 && groups[j]!.rows[1] + 1 === runFirst; j--) runFirst = groups[j]!.rows[0]
  const reachesEnd = groups[last]!.rows[1] === lastRow
  const reps: Replacement[] = []
  groups.forEach((g, i) => {
    if (i === last && reachesEnd && runFirst < g.rows[0]) {
      // Its own rows, and (as a separate, earlier replacement) the ending before the run.
      if (runFirst > 0) {
        const k = reps.findIndex(r => P.compare(r.start, P.pos(runFirst, 0)) >= 0)
        reps.splice(k, 0, { start: P.pos(runFirst - 1, buf.lineLengthForRow(runFirst - 1)), end: P.pos(runFirst, 0), text: '' })
      }
      reps.push({ start: P.pos(g.rows[0], 0), end: buf.getEndPosition(), text: '' })
    } else reps.push(deleteRowsReplacement(state, g.rows[0], g.rows[1]))
  })
  // Where each cursor goes right after its own deletion, in original coordinates: the next row at the old
  // start column, clipped there; for a last group, the row before the run. Later deletions move it.
  const placedAt = (i: number): P.Pos => {
    const g = groups[i]!
    const column = g.s.start.column
    if (i === last && reachesEnd) return runFirst === 0 ? P.ZERO : P.pos(runFirst - 1, Math.min(column, buf.lineLengthForRow(runFirst - 1)))
    const r = g.rows[1] + 1
    return P.pos(r, Math.min(column, buf.lineLengthForRow(r)))
  }
  // Where each selection's own deletion left it, when it was a cursor there: its clear keeps the initial screen range if that is the empty range at it.
  const cleared = new Map<number, P.Pos>()
  const d = applyBatch({ start, state: start, steps: null }, reps, (mapped, buffer) => {
    const out = new Map<number, SelectionRecord>()
    groups.forEach((g, i) => {
      const own = start.selections.find(s => s.id === g.s.id)!
      const left = own.initialScreenRange === null ? own : mapRecords([own], mapped)[0]!
      if (own.initialScreenRange !== null && isEmpty(left)) cleared.set(own.id, left.start)
      out.set(g.s.id, cursorAt(g.s, buffer.clampPosition(head(mapRecords([cursorAt(g.s, placedAt(i))], mapped)[0]!))))
    })
    return out
    // Atom snapshots the selections for redo at the end of the transaction, before it merges them.
  }, { normalizeLineEndings: false, keepNoOps: true, keepUnmerged: true })
  return commit(keptInitials(d, start, cleared), p)
}

/**
 * `d` with the initial screen range given back to each selection of `cleared`
 * (id to where its clear found it) whose range in `start` is the empty
 * screen range there once the change is made (`keepsInitial`).
 */
const keptInitials = (d: Draft, start: EditorState, cleared: ReadonlyMap<number, P.Pos>): Draft => {
  const kept = new Map<number, SelectionRecord['initialScreenRange']>()
  for (const [id, at] of cleared) {
    const own = start.selections.find(s => s.id === id)!
    if (keepsInitial(d.state, own, at)) kept.set(id, own.initialScreenRange)
  }
  if (kept.size === 0) return d
  const give = (list: readonly SelectionRecord[]): readonly SelectionRecord[] =>
    Object.freeze(list.map(s => (kept.has(s.id) && s.initialScreenRange === null ? recordWith(s, { initialScreenRange: kept.get(s.id)! }) : s)))
  return { ...d, state: Object.freeze({ ...d.state, selections: give(d.state.selections) }), ...(d.unmerged ? { unmerged: give(d.unmerged) } : {}) }
}

// ─── joinLines ──────────────────────────────────────────────────────────────

const trailingWhitespaceStart = (line: string): number => {
  let i = line.length
  while (i > 0 && (line[i - 1] === ' ' || line[i - 1] === '\t')) i--
  return i
}

/** A run of selections whose joins chain onto one line (each joins the line the previous left). */
interface JoinRun {
  readonly records: SelectionRecord[]
  /** Index into the batch of the join each record's cursor ends before (-1: none). */
  readonly placeAt: number[]
}

/**
 * Atom's `Selection::joinLines` for a run of selections, as replacements in
 * original coordinates. Run sequentially, each selection joins its row with
 * the next `max(1, rowCount - 1)` times; when selections share rows, later
 * ones join onto the line the earlier ones produced, so a run is planned as
 * one line growing row by row: trailing blanks trimmed, leading blanks of the
 * appended row skipped, one space when both sides have text.
 */
const planRun = (buf: TextBuffer, run: JoinRun, out: Replacement[]): void => {
  const last = buf.getLastRow()
  const row = run.records[0]!.start.row
  const runStart = out.length
  let endRow = row
  const first = buf.lineForRow(row)
  let contentLength = trailingWhitespaceStart(first)
  // Where the joined line's trailing blanks begin, and whether that lies in the last replacement.
  let trimStart = P.pos(row, contentLength)
  let trimInLast = false
  for (const s of run.records) {
    if (isEmpty(s) && endRow >= last) {
      // An empty selection on the last row joins nothing.
      run.placeAt.push(-1)
      continue
    }
    const joins = Math.max(1, s.end.row - s.start.row)
    let placed = -1
    for (let i = 0; i < joins; i++) {
      if (endRow >= last) {
        // Atom quirk: with no row below, the "join" selects from the end back to the joined line's first
        // non-blank character and deletes it. Find that character in original coordinates: in the first
        // row, or at the start of the first appended row that has one.
        let from: P.Pos | null = null
        for (let k = row; k <= last && from === null; k++) {
          const line = buf.lineForRow(k)
          const lead = leadingWhitespaceLength(line)
          if (lead < line.length) from = P.pos(k, lead)
        }
        const to = P.pos(last, buf.lineLengthForRow(last))
        if (from !== null) {
          // Joins at or after that character are swallowed by the deletion.
          let keep = out.length
          while (keep > runStart && P.compare(out[keep - 1]!.start, from) >= 0) keep--
          out.splice(keep)
          out.push({ start: from, end: to, text: '' })
          placed = out.length - 1
          for (let k = 0; k < run.placeAt.length; k++) if (run.placeAt[k]! >= keep) run.placeAt[k] = placed
        }
        endRow = last
        break
      }
      const next = buf.lineForRow(endRow + 1)
      const insertSpace = next.length > 0 && contentLength > 0
      // moveToFirstCharacterOfLine from column 0: the first non-blank, or column 0 on a blank line.
      const lead = leadingWhitespaceLength(next)
      const skip = lead < next.length ? lead : 0
      let start = trimStart
      if (trimInLast) {
        // The joined line ended in blanks that began inside the previous join: trim through it.
        // (Cursors placed at the popped join now sit at this one, which takes its index.)
        start = out.pop()!.start
      }
      out.push({ start, end: P.pos(endRow + 1, skip), text: insertSpace ? ' ' : '' })
      placed = out.length - 1
      endRow++
      const appended = next.slice(skip)
      const kept = trailingWhitespaceStart(appended)
      if (kept > 0) {
        contentLength += (insertSpace ? 1 : 0) + kept
        trimStart = P.pos(endRow, skip + kept)
        trimInLast = false
      } else {
        trimStart = start
        trimInLast = true
      }
    }
    run.placeAt.push(placed)
  }
}

/** Beyond this many selections, joinLines always takes the planned batch (Atom's steps one selection at a time cost a pass each). */
const LITERAL_JOINS = 64

const joinLines: Handler<Of<'edit/joinLines'>> = (state, action) => {
  const p = action.payload
  if (refused(state, p)) return state
  if (p.target !== undefined) return joinLinesLiterally(state, p.target, p)
  // The planned batch covers cursors away from the last row without soft wrap or folds; the rest (selections,
  // the last rows, soft wrap, folds, unmerged selections) take Atom's steps at one selection after another.
  const last = state.buffer.getLastRow()
  // A lone CR inside a row is a line end to Atom's trailing-blanks search: such rows take the steps too.
  const plain = (row: number) => !state.buffer.lineForRow(row).includes('\r')
  const planned = !state.config.softWrapped && !state.mergeSuppressed && state.folds.length === 0 &&
    (state.selections.length > LITERAL_JOINS || state.selections.every(r => isEmpty(r) && r.start.row < last && plain(r.start.row) && plain(r.start.row + 1)))
  if (!planned) return applyInTurn(state, action as Action, joinLines as Handler<Action>)
  const records = targets(state, p.target)
  const buf = state.buffer
  // Group selections into runs: one starting on a row the previous run's line reaches joins onto that line.
  const runs: JoinRun[] = []
  let reach = -1
  for (const s of records) {
    const joins = isEmpty(s) && s.start.row === buf.getLastRow() ? 0 : Math.max(1, s.end.row - s.start.row)
    const run = runs[runs.length - 1]
    if (run && s.start.row <= reach) {
      run.records.push(s)
      reach += joins
    } else {
      runs.push({ records: [s], placeAt: [] })
      reach = s.start.row + joins
    }
  }
  // Cursors of one run: a later join can insert its space where an earlier cursor sits, which pushes it
  // (Atom's markers move with an insertion at their position); Atom's steps decide.
  if (state.selections.length <= LITERAL_JOINS && runs.some(r => r.records.length > 1)) return applyInTurn(state, action as Action, joinLines as Handler<Action>)
  const reps: Replacement[] = []
  for (const run of runs) planRun(buf, run, reps)
  // The joins insert no line break and remove whole endings: mapped positions lie inside the new buffer.
  const d = applyBatch(draft(state), reps, (mapped) => {
    const out = new Map<number, SelectionRecord>()
    for (const run of runs) {
      run.records.forEach((s, i) => {
        const at = run.placeAt[i]!
        if (at < 0) return
        if (isEmpty(s)) out.set(s.id, cursorAt(s, mapped[at]!.newStart))
        else {
          // Atom: the joins' cursor moves drop the tail, then `setBufferRange` (no `reversed`) selects the
          // tracked range again, so it ends forward whatever its orientation before.
          const m = mapRecords([s], mapped)[0]!
          out.set(s.id, setRange(cursorAt(s, m.end), { start: m.start, end: m.end }, false))
        }
      })
    }
    return out
    // Atom snapshots the selections for redo when the command's transaction ends, before it merges them.
  }, { normalizeLineEndings: false, keepUnmerged: true })
  return commit(d, p)
}

// ─── handlers ───────────────────────────────────────────────────────────────

/** Handlers of the row-based edit actions. */
export const rowReducers = {
  'edit/indent': indent,
  'edit/indentSelectedRows': rowsHandler(indentSelectedRows),
  'edit/outdentSelectedRows': rowsHandler(outdentSelectedRows),
  // Row by row, as Atom's loop: each row's suggestion sees the indentation given to the rows above.
  // (Selections sharing rows apply them again, which changes nothing: the rows above are already done.)
  'edit/autoIndentSelectedRows': rowsHandler((state, records) => autoIndentRows(state.buffer, coveredRows(records), state.config, { keepUnchanged: true }), true),
  'edit/toggleLineComments': (state, { payload: p }) => {
    if (refused(state, p)) return state
    const mode = languageModeFor(state.config.grammar)
    const { tabLength, softTabs } = state.config
    let d = draft(state)
    // Toggling never changes row numbers: selections on rows apart toggle in one batch; one overlapping
    // rows already toggled toggles again afterwards, as Atom's one-selection-at-a-time loop does.
    let batch: Replacement[] = []
    let lastRow = -1
    const flush = () => {
      if (batch.length > 0) d = applyBatch(d, batch, undefined, { normalizeLineEndings: false, keepUnmerged: true })
      batch = []
    }
    for (const s of targets(state, p.target)) {
      const [a, b] = bufferRowRange(s)
      if (a <= lastRow) flush()
      batch.push(...toggleLineCommentsForBufferRows(d.state.buffer, mode, a, b, tabLength, softTabs))
      lastRow = b
    }
    flush()
    return commit(d, p)
  },
  'edit/deleteLine': deleteLine,
  'edit/joinLines': joinLines,
  'edit/setIndentationForBufferRow': (state, { payload: p }) => {
    if (refused(state, p)) return state
    const row = Math.max(0, Math.min(p.row, state.buffer.getLastRow()))
    const rep = setIndentationReplacement(state.buffer, row, p.level, state.config, p.preserveLeadingWhitespace)
    return rep ? commit(applyBatch(draft(state), [rep], undefined, { normalizeLineEndings: false }), p) : state
  },
} satisfies Partial<Handlers<EditAction>>

