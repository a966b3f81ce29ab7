/**
 * Atom's `TextEditor::transpose`: at each selection in buffer order, an
 * empty one swaps the characters around its cursor (`selectRight`, delete,
 * `moveLeft`, insert), a non-empty one reverses its text.
 */
import type { Action } from '../actions/index.js'
import type { LinesAction } from '../actions/lines.js'
import type { Replacement } from '../buffer/text-buffer.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { head, isEmpty } from '../state/editor-state.js'
import { mapChanges, type MappedChange } from '../state/selections.js'
import { mapFolds } from '../display/folds.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { applyBatch, commit, draft, normalizeText, type Draft } from './batch.js'
import { withUnmerged, type Handler } from './core.js'
import { refused, targets } from './edit.js'
import { clearedAt, cursorAt, keepGoalColumns, keepsInitial } from './cleared.js'
import { applyInTurn } from './in-turn.js'
import { motions } from './motions.js'

type Of<T extends LinesAction['type']> = Extract<LinesAction, { type: T }>

const textOf = (state: EditorState, start: Pos, end: Pos): string => state.buffer.getTextInRange({ start, end })

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
  if (P.equals(right, h)) return { s, reps: [], cursorAfter: -1, to: motions.moveLeft(state, c, {})?.head ?? h }
  // Atom moves left once the character after the cursor is deleted: the row as joined then decides
  // (atomic soft tabs, a character that combines across the gap), and so do the folds the deletion
  // left (one whose end it took in is gone). Positions before the cursor are the same in both.
  const removal = [{ start: h, end: right, text: '' }]
  const buffer = state.buffer.applyReplacements(removal, { normalizeLineEndings: false })
  const joined = Object.freeze(state.folds.length === 0 ? { ...state, buffer } : { ...state, buffer, folds: mapFolds(state.folds, mapChanges(removal)) })
  const left = motions.moveLeft(joined, c, {})?.head ?? h
  // The character after the cursor goes before the one on its left: inserted there, deleted where it
  // was. What lies between stays in place (a fold there keeps its text), as in Atom's two changes.
  const after = movedEnding(state.buffer, left, h, right, textOf(state, h, right))
  return { s, reps: [{ start: left, end: left, text: after }, { start: h, end: right, text: '' }], cursorAfter: 0, to: null }
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
 * One empty selection's swap as Atom makes it, in two changes: the
 * character after the cursor deleted, then inserted before the character
 * on its left (the other selections move through both like markers: one
 * at the insertion point is pushed, or widened when it has a tail).
 */
const swapInTwo = (state: EditorState, x: Swap, p: Of<'lines/transpose'>['payload']): EditorState => {
  const [put, take] = x.reps as [Replacement, Replacement]
  const left = put.start
  const char = textOf(state, take.start, take.end)
  let d: Draft = draft(state)
  d = applyBatch(d, [{ start: take.start, end: take.end, text: '' }], mapped => new Map([[x.s.id, cursorAt(x.s, mapped[0]!.newStart)]]))
  d = applyBatch(d, [{ start: left, end: left, text: char }], mapped => new Map([[x.s.id, cursorAt(x.s, mapped[0]!.newEnd)]]))
  return commit(d, p)
}

/**
 * Whether two selections' swaps reach or touch each other (Atom's turns then
 * see each other's changes), or a cursor at the end of the buffer moves left
 * after others changed the text before it.
 */
const swapsTouch = (swaps: readonly Swap[]): boolean => {
  let lastEnd: Pos | null = null
  for (const x of swaps) {
    if (x.reps.length === 0 && lastEnd) return true
    const w = windowOf(x)
    if (lastEnd && P.compare(w.start, lastEnd) <= 0) return true
    lastEnd = P.max(w.end, x.s.end)
  }
  return false
}

/**
 * Atom's `transpose` over the targeted selections in buffer order. Swaps
 * far apart are one batch; where they reach or touch, the selections take
 * their turns one after another (`applyInTurn`), each on the text the
 * earlier ones left.
 */
export const transpose: Handler<Of<'lines/transpose'>> = (state, action) => {
  // A non-empty selection is replaced by `insertText`, which keeps the goal column of a head that stays on screen.
  const selected = new Set(targets(state, action.payload.target).filter(s => !isEmpty(s)).map(s => s.id))
  const next = selected.size === 0 ? transposeAll(state, action) : keepGoalColumns(state, transposeAll(state, action), selected)
  // Called on one selection, the others move through its change as they are: marked while any two intersect.
  return action.payload.target === undefined || next === state ? next : withUnmerged(next, next.selections)
}

const transposeAll: Handler<Of<'lines/transpose'>> = (state, action) => {
  const p = action.payload
  if (refused(state, p)) return state
  const chosen = targets(state, p.target)
  if (chosen.length === 0) return state
  const swaps = chosen.map(s => swapOf(state, s))
  if (swaps.length === 1 && swaps[0]!.reps.length === 2) return swapInTwo(state, swaps[0]!, p)
  if (p.target === undefined && swapsTouch(swaps)) return applyInTurn(state, action as Action, transposeAll as Handler<Action>)
  // A cursor with nothing after it still inserts '' where it lands (Atom records that no-op: undo stops there).
  const reps = swaps.flatMap(x => (x.reps.length > 0 ? x.reps : [{ start: x.to!, end: x.to!, text: '' }]))
  const firstRep: number[] = []
  swaps.reduce((n, x) => (firstRep.push(n), n + Math.max(1, x.reps.length)), 0)
  const d = applyBatch(draft(state), reps, (mapped: readonly MappedChange[]) => {
    const out = new Map<number, SelectionRecord>()
    swaps.forEach((x, i) => {
      // Each of Atom's steps there clears the selection (its `finalize` keeps the initial screen range only
      // while that is the empty range at the cursor): at the cursor, then where moveLeft took it.
      if (x.reps.length === 0) out.set(x.s.id, clearedAt(x.s, x.to!, keepsInitial(state, x.s, head(x.s)) && keepsInitial(state, x.s, x.to!)))
      else out.set(x.s.id, cursorAt(x.s, mapped[firstRep[i]! + x.cursorAfter]!.newEnd))
    })
    return out
  }, { normalizeLineEndings: false, keepNoOps: true, keepUnmerged: p.target === undefined })
  return commit(d, p)
}
