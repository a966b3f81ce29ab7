/**
 * Row-based edits: indentation of selected rows, deleteLine, joinLines and
 * setIndentationForBufferRow. Each is one batch over all targeted
 * selections.
 */
import type { EditAction } from '../actions/edit.js'
import type { Replacement } from '../buffer/text-buffer.js'
import * as S from '../display/screen.js'
import { languageModeFor } from '../language/language-mode.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { head, isEmpty } from '../state/editor-state.js'
import { mapChanges, mapRecords, normalize } from '../state/selections.js'
import * as P from '../values/pos.js'
import { applyBatch, commit, draft, type CommitOptions, type Draft } from './batch.js'
import type { Handler, Handlers } from './core.js'
import { cursorAt, refused, targets } from './edit.js'
import { autoIndentRow, buildIndentString, indentLevelForLine, leadingWhitespaceLength, setIndentationReplacement } from './indentation.js'

type Of<T extends EditAction['type']> = Extract<EditAction, { type: T }>

/** Atom's `Selection::getBufferRowRange`: a range ending at column 0 does not count that row. */
export const bufferRowRange = (s: SelectionRecord): [number, number] => [
  s.start.row,
  s.end.column === 0 ? Math.max(s.start.row, s.end.row - 1) : s.end.row,
]

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
): Handler<{ type: string; payload: { target?: number; bypassReadOnly?: boolean } & CommitOptions }> =>
  (state, { payload: p }) => {
    if (refused(state, p)) return state
    return commit(applyBatch(draft(state), plan(state, targets(state, p.target)), undefined, { normalizeLineEndings: false }), p)
  }

/** Atom's `Selection::indent`: at an empty selection, insert one indent unit (or the suggested amount); else indent the rows. */
const indent: Handler<Of<'edit/indent'>> = (state, action) => {
  const p = action.payload
  if (refused(state, p)) return state
  const records = targets(state, p.target)
  if (records.length === 0) return state
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
  const d = applyBatch(draft(state), batch, (mapped, buffer) => {
    // Empty selections become cursors after their inserted indentation.
    const out = new Map<number, SelectionRecord>()
    const changes = mapChanges(batch)
    for (const s of empties) {
      const at = moved.get(s.id)!
      const i = batch.findIndex(b => P.equals(b.start, at))
      out.set(s.id, cursorAt(s, buffer.clampPosition(changes[i]!.newEnd)))
    }
    void mapped
    return out
  }, { normalizeLineEndings: false })
  return commit(d, p)
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

/** The buffer rows a selection's deleteLine removes. */
const rowsToDelete = (state: EditorState, s: SelectionRecord): [number, number] => {
  if (isEmpty(s)) {
    const screenRow = S.screenPositionForBufferPosition(state, head(s)).row
    const r = S.bufferRangeForScreenRow(state, screenRow)
    return [r.start.row, Math.max(r.start.row, r.end.row)]
  }
  let end = s.end.row
  if (end !== state.buffer.getLastRow() && s.end.column === 0) end--
  return [s.start.row, end]
}

const deleteLine: Handler<Of<'edit/deleteLine'>> = (state, { payload: p }) => {
  if (refused(state, p)) return state
  const chosen = targets(state, p.target)
  if (chosen.length === 0) return state
  // Atom first merges selections whose rows meet (`mergeSelectionsOnSameRows`).
  const spans = chosen.map(s => ({ s, rows: rowsToDelete(state, s) }))
  const groups: { s: SelectionRecord; rows: [number, number]; absorbed: SelectionRecord[] }[] = []
  for (const x of spans) {
    const g = groups[groups.length - 1]
    if (g && x.rows[0] <= g.rows[1]) {
      g.rows = [g.rows[0], Math.max(g.rows[1], x.rows[1])]
      g.absorbed.push(x.s)
    } else groups.push({ s: x.s, rows: x.rows, absorbed: [] })
  }
  const absorbed = new Set(groups.flatMap(g => g.absorbed.map(a => a.id)))
  const reps = groups.map(g => deleteRowsReplacement(state, g.rows[0], g.rows[1]))
  // Deleting the last rows also removes the ending before them: keep the batch disjoint.
  for (let i = 1; i < reps.length; i++)
    if (P.compare(reps[i]!.start, reps[i - 1]!.end) < 0) reps[i] = { ...reps[i]!, start: reps[i - 1]!.end }
  const start = Object.freeze({ ...state, selections: Object.freeze(state.selections.filter(s => !absorbed.has(s.id))) })
  const d = applyBatch({ start: state, state: start, steps: null }, reps, (mapped, buffer) => {
    const out = new Map<number, SelectionRecord>()
    groups.forEach(g => {
      const moved = mapRecords([g.s], mapped)[0]!
      const row = head(moved).row
      out.set(g.s.id, cursorAt(g.s, buffer.clampPosition(P.pos(row, g.s.start.column))))
    })
    return out
  }, { normalizeLineEndings: false })
  return commit(d, p)
}

// ─── joinLines ──────────────────────────────────────────────────────────────

const trailingWhitespaceStart = (line: string): number => {
  let i = line.length
  while (i > 0 && (line[i - 1] === ' ' || line[i - 1] === '\t')) i--
  return i
}

/**
 * The replacements of Atom's `Selection::joinLines` on one selection (in the
 * current buffer), and the index of the one whose start the cursor ends at.
 */
const planJoin = (state: EditorState, s: SelectionRecord): Replacement[] => {
  const buf = state.buffer
  const last = buf.getLastRow()
  if (isEmpty(s) && s.start.row === last) return []
  const rowCount = s.end.row - s.start.row + 1
  const joins = Math.max(1, rowCount - 1)
  const out: Replacement[] = []
  // The joined line grows as rows are appended; track whether it has content.
  let joinedLength = trailingWhitespaceStart(buf.lineForRow(s.start.row))
  for (let i = 0; i < joins; i++) {
    const row = s.start.row + i
    const line = buf.lineForRow(row)
    const trimmed = trailingWhitespaceStart(line)
    const currentLength = i === 0 ? trimmed : joinedLength + trimmed
    if (row + 1 > last) {
      // Atom quirk: on the last row the "join" selects from the end back to the first character and deletes it.
      const first = leadingWhitespaceLength(line)
      const from = first < trimmed ? first : trimmed
      out.push({ start: P.pos(row, from), end: P.pos(row, line.length), text: '' })
      break
    }
    const next = buf.lineForRow(row + 1)
    const insertSpace = next.length > 0 && currentLength > 0
    // moveToFirstCharacterOfLine from column 0: the first non-blank, or column 0 on a blank line.
    const skip = leadingWhitespaceLength(next) < next.length ? leadingWhitespaceLength(next) : 0
    out.push({ start: P.pos(row, trimmed), end: P.pos(row + 1, skip), text: insertSpace ? ' ' : '' })
    joinedLength = currentLength + (insertSpace ? 1 : 0) + (next.length - skip) - trimmed
    joinedLength = currentLength + (insertSpace ? 1 : 0)
  }
  return out
}

const joinLines: Handler<Of<'edit/joinLines'>> = (state, { payload: p }) => {
  if (refused(state, p)) return state
  const records = targets(state, p.target)
  let d: Draft = draft(state)
  // Selections on distinct rows join in one batch; rows shared by several selections join one selection at a time, as Atom does.
  const batches: SelectionRecord[][] = []
  let lastRow = -1
  for (const s of records) {
    const rows = [s.start.row, s.start.row + Math.max(1, s.end.row - s.start.row)]
    if (batches.length === 0 || rows[0]! <= lastRow) batches.push([s])
    else batches[batches.length - 1]!.push(s)
    lastRow = Math.max(lastRow, rows[1]!)
  }
  for (const batch of batches) {
    const current = batch.map(s => d.state.selections.find(x => x.id === s.id)).filter((s): s is SelectionRecord => !!s)
    const plans = current.map(s => planJoin(d.state, s))
    const reps = plans.flat()
    const ends: number[] = []
    plans.reduce((n, pl) => (ends.push(n + pl.length - 1), n + pl.length), 0)
    d = applyBatch(d, reps, (mapped, buffer) => {
      const out = new Map<number, SelectionRecord>()
      current.forEach((s, i) => {
        if (plans[i]!.length === 0) return
        if (isEmpty(s)) out.set(s.id, cursorAt(s, buffer.clampPosition(mapped[ends[i]!]!.newStart)))
        else out.set(s.id, mapRecords([s], mapped)[0]!)
      })
      return out
    }, { normalizeLineEndings: false })
  }
  return commit(d, p)
}

// ─── handlers ───────────────────────────────────────────────────────────────

/** Handlers of the row-based edit actions. */
export const rowReducers = {
  'edit/indent': indent,
  'edit/indentSelectedRows': rowsHandler(indentSelectedRows),
  'edit/outdentSelectedRows': rowsHandler(outdentSelectedRows),
  'edit/autoIndentSelectedRows': rowsHandler((state, records) =>
    sortedRows(rowCounts(records)).map(([row]) => autoIndentRow(state.buffer, row, state.config)).filter((r): r is Replacement => r !== null)),
  // Without comment delimiters from a language mode there is nothing to toggle.
  'edit/toggleLineComments': (state: EditorState) => state,
  'edit/deleteLine': deleteLine,
  'edit/joinLines': joinLines,
  'edit/setIndentationForBufferRow': (state, { payload: p }) => {
    if (refused(state, p)) return state
    const row = Math.max(0, Math.min(p.row, state.buffer.getLastRow()))
    const rep = setIndentationReplacement(state.buffer, row, p.level, state.config, p.preserveLeadingWhitespace)
    return rep ? commit(applyBatch(draft(state), [rep], undefined, { normalizeLineEndings: false }), p) : state
  },
} satisfies Partial<Handlers<EditAction>>

void indentLevelForLine
void normalize
