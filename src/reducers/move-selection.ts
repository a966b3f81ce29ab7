/**
 * Atom's `moveSelectionLeft` / `moveSelectionRight`: for each selection in
 * creation order, with the ranges read before anything moved, the character
 * beside it (one UTF-16 unit, as Atom's column arithmetic) is inserted at
 * its other side and deleted where it was; then every selection gets its
 * range shifted one column (both endpoints) through `setSelectedBufferRanges`.
 * Nothing happens if a selection starts at column 0 (left) or ends at the
 * end of its line (right), tested before anything merges. The character is
 * inserted with line endings normalised: a lone `\r` becomes the ending of
 * the row it is inserted on, else of the row before.
 */
import type { Replacement } from '../buffer/text-buffer.js'
import * as F from '../display/folds.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { isReversed, withRange } from '../state/editor-state.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { applyBatch, commit, draft, normalizeText, type Draft } from './batch.js'
import type { Handler } from './core.js'
import { refused, targets } from './edit.js'
import { reassignRanges } from './reassign.js'
import { sortRecords } from '../state/selections.js'

type Payload = { target?: number; bypassReadOnly?: boolean; timestamp?: number; groupingInterval?: number; undo?: 'skip' }

/** A selection set to a shifted range the way Atom's `setSelectedBufferRanges` does: tailed, orientation kept, goal column gone. */
const moved = (s: SelectionRecord, range: Span): SelectionRecord =>
  s.tailed && s.goalColumn === null && P.equals(s.start, range.start) && P.equals(s.end, range.end)
    ? s
    : withRange(s, range.start, range.end, isReversed(s), true, null)

const shifted = (s: Span, columns: number): Span =>
  ({ start: P.pos(s.start.row, s.start.column + columns), end: P.pos(s.end.row, s.end.column + columns) })

/** The span one selection's move rewrites: the character beside it and the selection. */
const span = (s: Span, left: boolean): Span =>
  left ? { start: P.pos(s.start.row, s.start.column - 1), end: s.end } : { start: s.start, end: P.pos(s.end.row, s.end.column + 1) }

/**
 * Whether the moves touch apart: in buffer order no two rewritten spans
 * meet, and no multi-row selection shares its last row with a later one
 * (its move shifts the rest of that row). Then reading every range before
 * anything moved is the same as Atom's reading it in the changed text, and
 * the moves can be one batch.
 */
const apart = (records: readonly SelectionRecord[], left: boolean): boolean => {
  for (let i = 1; i < records.length; i++) {
    const a = records[i - 1]!
    const b = records[i]!
    if (a.end.row < b.start.row) continue
    if (a.start.row !== a.end.row) return false
    if (P.compare(span(a, left).end, span(b, left).start) > 0) return false
  }
  return true
}

/**
 * One selection's move as Atom's two buffer calls: the character inserted on
 * the far side, then deleted from its side. A cursor's character is replaced
 * by itself, which changes no text but leaves an undo entry, as Atom's pair
 * of calls does.
 */
const replacementsFor = (buffer: EditorState['buffer'], s: Span, left: boolean): Replacement[] => {
  const clamp = (p: Pos) => buffer.clampPosition(p)
  const start = clamp(s.start)
  const end = clamp(s.end)
  if (left) {
    const from = clamp(P.pos(s.start.row, s.start.column - 1))
    const c = buffer.getTextInRange({ start: from, end: start })
    return P.equals(start, end) ? [{ start: from, end: start, text: c }] : [{ start: from, end: start, text: '' }, { start: end, end, text: c }]
  }
  const to = clamp(P.pos(s.end.row, s.end.column + 1))
  const c = buffer.getTextInRange({ start: end, end: to })
  return P.equals(start, end) ? [{ start: end, end: to, text: c }] : [{ start, end: start, text: c }, { start: end, end: to, text: '' }]
}

/** The character a selection's move carries to its other side. */
const movedChar = (buffer: EditorState['buffer'], s: Span, left: boolean): string => {
  const at = left ? P.pos(s.start.row, s.start.column - 1) : s.end
  return buffer.getTextInRange({ start: buffer.clampPosition(at), end: buffer.clampPosition(P.pos(at.row, at.column + 1)) })
}

/**
 * Whether a selection moves a lone `\r`: Atom inserts the character with the
 * buffer's normalisation, which makes it the line ending of the row it goes
 * to (a new line), and the ranges read before the command then no longer
 * address the same text.
 */
const movesCR = (buffer: EditorState['buffer'], records: readonly SelectionRecord[], left: boolean): boolean =>
  records.some(s => movedChar(buffer, s, left) === '\r')

/**
 * A move of a lone `\r` as Atom's two buffer calls, in its order (right:
 * delete, then insert; left: insert, then delete), each clipped to the
 * buffer the one before left: the inserted line ending can meet a `\r`
 * before it (one `\r\n` ending), leaving the other call's range past the
 * row's content, where Atom clips it.
 */
const callsFor = (s: Span, left: boolean): ((buffer: EditorState['buffer']) => Replacement)[] => {
  const char = left ? { start: P.pos(s.start.row, s.start.column - 1), end: s.start } : { start: s.end, end: P.pos(s.end.row, s.end.column + 1) }
  const at = left ? s.end : s.start
  const remove = (buffer: EditorState['buffer']): Replacement => ({ start: buffer.clampPosition(char.start), end: buffer.clampPosition(char.end), text: '' })
  const insert = (buffer: EditorState['buffer']): Replacement => {
    const p = buffer.clampPosition(at)
    return { start: p, end: p, text: normalizeText(buffer, p, '\r') }
  }
  return left ? [insert, remove] : [remove, insert]
}

export const moveSelection = (left: boolean): Handler<{ type: string; payload: Payload }> => (state, { payload: p }) => {
  if (refused(state, p)) return state
  const buf = state.buffer
  const records = targets(state, p.target)
  if (records.length === 0 || (left ? records.some(s => s.start.column === 0) : records.some(s => s.end.column === buf.lineLengthForRow(s.end.row)))) return state
  const delta = left ? -1 : 1
  const place = (_mapped: unknown, buffer: EditorState['buffer']) => {
    const out = new Map<number, SelectionRecord>()
    for (const s of records) {
      const r = shifted(s, delta)
      out.set(s.id, moved(s, { start: buffer.clampPosition(r.start), end: buffer.clampPosition(r.end) }))
    }
    return out
  }
  let d: Draft
  if (apart(records, left) && !movesCR(buf, records, left)) {
    d = applyBatch(draft(state), records.flatMap(s => replacementsFor(buf, s, left)), place, { normalizeLineEndings: false })
  } else {
    // Atom's turn-by-turn run: each move reads its range as it was before the command, in the text the earlier moves left.
    d = draft(state)
    const byAge = [...records].sort((a, b) => a.id - b.id)
    for (const s of byAge) {
      d = movedChar(d.state.buffer, s, left) === '\r'
        ? callsFor(s, left).reduce((acc, call) => applyBatch(acc, [call(acc.state.buffer)], undefined, { normalizeLineEndings: false }), d)
        : applyBatch(d, replacementsFor(d.state.buffer, s, left), undefined, { normalizeLineEndings: false })
    }
    // Every selection, merged or not by the moves, takes its shifted range (the batches' own merging is left aside).
    const placed = place(null, d.state.buffer)
    d = { ...d, state: Object.freeze({ ...d.state, selections: Object.freeze(sortRecords([...placed.values()])) }) }
  }
  if (p.target !== undefined) return commit(d, p)
  // Atom hands the shifted ranges back through setSelectedBufferRanges (creation order), which destroys
  // the folds strictly containing their ends, then merges.
  const byAge = [...d.state.selections].sort((a, b) => a.id - b.id)
  const unfolded = F.unfoldAt(d.state, byAge.flatMap(r => [r.start, r.end]))
  const { selections, nextId } = reassignRanges(byAge, byAge.map(r => ({ start: r.start, end: r.end })), d.state.nextId)
  return commit({ ...d, state: Object.freeze({ ...unfolded, nextId, selections: Object.freeze(selections) }) }, p)
}
