/**
 * Atom's `upperCase` and `lowerCase` (`replaceSelectedText` with
 * `selectWordIfEmpty`), for every selection at once or for one.
 */
import type { Replacement } from '../buffer/text-buffer.js'
import * as F from '../display/folds.js'
import * as S from '../display/screen.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { isEmpty, recordWith } from '../state/editor-state.js'
import { endOfInsertedText, setRange } from '../state/selections.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { applyBatch, commit, draft } from './batch.js'
import type { Action } from '../actions/index.js'
import type { Handler } from './core.js'
import { applyInTurn } from './in-turn.js'
import { refused, targets } from './edit.js'
import { clearedAt, cursorAt, keepsInitial } from './cleared.js'
import { textOf } from './line-moves.js'
import { selectedWordRange, selectReducers } from './select.js'

/** Up to this many selections, ones sharing a range take Atom's turns one by one. */
const IN_TURN_MAX = 64

type Payload = { target?: number; bypassReadOnly?: boolean; timestamp?: number; groupingInterval?: number; undo?: 'skip' }

/**
 * Atom's `replaceSelectedText({selectWordIfEmpty: true}, f)`: an empty
 * selection first selects its word; the text is replaced by `f(text)` and
 * stays selected (forward). Atom's `mutateSelectedText` runs the selections
 * in turn: when two ranges meet (cursors in one word), the later one runs on
 * the text and the range the earlier one's deletion and insertion left it
 * (a cursor in a word taken out and put back lands at its end, and selects
 * the word after it), and they merge afterwards. Past `IN_TURN_MAX`
 * selections the meeting ranges share one replacement instead.
 */
export const changeCase = (f: (text: string) => string): Handler<{ type: string; payload: Payload }> => {
  const handler: Handler<{ type: string; payload: Payload }> = (state, action) => changeCaseAll(state, action, f, handler)
  return handler
}

/** `changeCase` at every selection (or the one targeted); `self` is the handler, for the turns. */
const changeCaseAll = (state: EditorState, action: { type: string; payload: Payload }, f: (text: string) => string, self: Handler<{ type: string; payload: Payload }>): EditorState => {
  const p = action.payload
  if (refused(state, p)) return state
  const records = targets(state, p.target)
  if (records.length === 0) return state
  if (p.target !== undefined) return changeCaseOf(state, records[0]!, f, p)
  const words = new Map<number, Span>()
  for (const s of records) if (isEmpty(s)) words.set(s.id, selectedWordRange(state, s))
  // selectWord's setBufferRange destroys the folds strictly containing the word's ends.
  const folds = words.size > 0 ? F.unfoldAt(state, [...words.values()].flatMap(w => [w.start, w.end])).folds : state.folds
  const items = records
    .map(s => ({ s, range: isEmpty(s) ? words.get(s.id) : { start: s.start, end: s.end } }))
    .filter((x): x is { s: SelectionRecord; range: Span } => x.range !== undefined)
    .sort((a, b) => P.compare(a.range.start, b.range.start))
  const groups: { range: Span; members: SelectionRecord[] }[] = []
  // A selection set as an empty range (it has a tail) where the previous range ends collapses onto that
  // range's start when its text is deleted, and the re-insertion extends it over the new text: at its
  // turn it is no longer empty and writes that text again instead of selecting its own word.
  const takenIn = (x: { s: SelectionRecord }, g: { range: Span } | undefined): boolean =>
    g !== undefined && isEmpty(x.s) && x.s.tailed && P.equals(x.s.start, g.range.end) && !P.equals(g.range.start, g.range.end)
  // The selections taken in, by the start their range has at their turn.
  const extended = new Map<number, Pos>()
  for (const x of items) {
    const g = groups[groups.length - 1]
    if (takenIn(x, g)) {
      g!.members.push(x.s)
      extended.set(x.s.id, g!.range.start)
      continue
    }
    const overlaps = g && (P.compare(x.range.start, g.range.end) < 0 || (P.equals(x.range.start, g.range.start) && P.equals(x.range.end, g.range.end)))
    if (g && overlaps) {
      g.range = P.union(g.range, x.range)
      g.members.push(x.s)
    } else groups.push({ range: x.range, members: [x.s] })
  }
  // Atom runs the selections in turn: when two share a range, each runs on the text the earlier ones left.
  if (records.length <= IN_TURN_MAX && groups.some(g => g.members.length > 1)) return applyInTurn(state, action as Action, self as Handler<Action>)
  // The initial screen range survives the clear of `deleteSelectedText` only when it is the empty range at
  // the selection's start: a selected empty word (selectWord sets it), or one set before at that spot.
  const keeps = new Set<number>()
  const emptyWords = new Map<number, Span>()
  // selectWord reads the word's screen range once its setBufferRange has destroyed the folds strictly containing
  // its ends, at its turn in buffer order: the earlier selections' folds are gone too, the later ones' not yet.
  let unfolded = state
  for (const x of items) {
    const w = words.get(x.s.id)
    if (w !== undefined) unfolded = F.unfoldAt(unfolded, [w.start, w.end])
    const from = extended.get(x.s.id)
    if (from !== undefined) {
      if (keepsInitial(state, x.s, from)) keeps.add(x.s.id)
    } else if (!isEmpty(x.s)) {
      if (keepsInitial(state, x.s, x.s.start)) keeps.add(x.s.id)
    } else if (P.equals(x.range.start, x.range.end)) {
      keeps.add(x.s.id)
      emptyWords.set(x.s.id, S.screenRangeForBufferRange(unfolded, x.range))
    }
  }
  const initialOf = (s: SelectionRecord): SelectionRecord => {
    const r = emptyWords.get(s.id)
    return r ? recordWith(s, { initialScreenRange: r }) : s
  }
  // Atom deletes the selected text, then inserts the new text normalised to the line ending there (`afterDeletion`).
  // Atom runs the selections in turn: the row above a range may end with a break the previous one re-inserted.
  // A range starting where the previous one ends takes in that one's new text at its turn and writes it
  // again: in a run of touching ranges, a range's text is normalised at its own turn and at each later
  // one, each time to the ending the deletion from the run's start to that range's end leaves (the last
  // one that has an ending wins).
  const reps: Replacement[] = []
  // Each group's replacement (the insertion, for one whose deletion joins a lone `\r` before it to the `\n` after it).
  const repOf: number[] = []
  for (let first = 0; first < groups.length; ) {
    let last = first
    while (last + 1 < groups.length && P.equals(groups[last + 1]!.range.start, groups[last]!.range.end)) last++
    const g0 = groups[first]!
    const prev = first > 0 ? groups[first - 1]! : undefined
    const above = prev && prev.range.start.row < g0.range.start.row && prev.range.end.row === g0.range.start.row ? lastBreakIn(reps[repOf[first - 1]!]!.text) : undefined
    const endings: string[] = []
    for (let k = first; k <= last; k++) endings.push(endingAfterDeletion(state.buffer, { start: g0.range.start, end: groups[k]!.range.end }, above))
    for (let k = endings.length - 2; k >= 0; k--) if (endings[k + 1]) endings[k] = endings[k + 1]!
    if (first === last && joinsCrLf(state.buffer, g0.range)) {
      // The row now ends with `\r\n`: the insertion point, between its `\r` and `\n`, clips to before the `\r`.
      const at = { row: g0.range.start.row, column: g0.range.start.column - 1 }
      const text = f(textOf(state, g0.range.start, g0.range.end)).replace(/\r\n|\n|\r/g, '\r\n')
      // Two changes, as Atom's deletion and insertion: its transaction's patch (and undo) keeps them apart.
      repOf.push(reps.length)
      reps.push({ start: at, end: at, text }, { start: g0.range.start, end: g0.range.end, text: '' })
      first = last + 1
      continue
    }
    for (let k = first; k <= last; k++) {
      repOf.push(reps.length)
      const g = groups[k]!
      const text = f(textOf(state, g.range.start, g.range.end))
      const ending = endings[k - first]!
      reps.push({ start: g.range.start, end: g.range.end, text: ending ? text.replace(/\r\n|\n|\r/g, ending) : text })
    }
    first = last + 1
  }
  // Where a word starting inside a group's range starts once the group's text `from` `to` is replaced.
  const wordStartIn = (from: Pos, to: Pos, word: Span | undefined): Pos =>
    word === undefined || P.compare(word.start, from) <= 0 ? to : endOfInsertedText(to, f(textOf(state, from, word.start)))
  const ends: Pos[] = []
  const d = applyBatch(draft(F.withFolds(state, folds)), reps, mapped => {
    const out = new Map<number, SelectionRecord>()
    // A selection starting where the previous one ends collapses onto its start when that one's text is
    // deleted, and the re-insertion does not push it: it ends up spanning both (and merges with it).
    // Likewise a selection ending where the next one starts takes in the next one's re-insertion (its end is inclusive).
    const starts: P.Pos[] = []
    const reach: P.Pos[] = new Array(groups.length)
    for (let i = groups.length - 1; i >= 0; i--)
      reach[i] = i + 1 < groups.length && P.equals(groups[i + 1]!.range.start, groups[i]!.range.end)
        ? reach[i + 1]!
        : mapped[repOf[i]!]!.newEnd
    groups.forEach((g, i) => {
      const c = mapped[repOf[i]!]!
      starts.push(i > 0 && P.equals(g.range.start, groups[i - 1]!.range.end) ? starts[i - 1]! : c.newStart)
      // An empty selection selects its word only at its turn, after the previous one's change: it keeps its
      // own start, where its word starts in the new text.
      for (const s of g.members) {
        const start = !isEmpty(s) ? starts[i]! : extended.has(s.id) ? c.newStart : wordStartIn(g.range.start, c.newStart, words.get(s.id))
        out.set(s.id, setRange(clearedAt(initialOf(s), start, keeps.has(s.id)), { start, end: reach[i]! }, false))
      }
      ends.push(starts[i]!, c.newEnd)
    })
    return out
    // Atom snapshots the selections for redo when the command's transaction ends, before it merges them.
  }, { keepNoOps: true, normalizeLineEndings: false, keepUnmerged: true })
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
  // The initial screen range the clears keep: selectWord's on an empty word, or one set before as the empty range at the selection's start.
  let initial = !isEmpty(s) && keepsInitial(state, s, s.start) ? s.initialScreenRange : null
  if (isEmpty(s)) {
    const worded = selectReducers['select/selectWord'](Object.freeze({ ...state, selections: Object.freeze([s]) }), { type: 'select/selectWord', payload: {} })
    const w = worded.selections[0]
    if (w) range = { start: w.start, end: w.end }
    if (w && P.equals(w.start, w.end)) initial = w.initialScreenRange
    folds = worded.folds
  }
  const text = f(textOf(state, range.start, range.end))
  let d = draft(F.withFolds(state, folds))
  if (!P.equals(range.start, range.end)) d = applyBatch(d, [{ start: range.start, end: range.end, text: '' }], () => new Map([[s.id, cursorAt(s, range.start)]]))
  let inserted: Span = range
  d = applyBatch(d, [{ start: range.start, end: range.start, text }], (mapped, buffer) => {
    inserted = { start: buffer.clampPosition(mapped[0]!.newStart), end: buffer.clampPosition(mapped[0]!.newEnd) }
    return new Map([[s.id, setRange(clearedAt(recordWith(s, { initialScreenRange: initial }), inserted.end, initial !== null), inserted, false)]])
  }, { keepNoOps: true })
  // The new text is selected with setBufferRange, which unfolds around its ends.
  return commit({ ...d, state: F.unfoldAt(d.state, [inserted.start, inserted.end]) }, p)
}

/**
 * Whether deleting the non-empty `range` joins a lone `\r` just before it
 * and the `\n` ending its last row into one `\r\n` line ending: Atom's
 * buffer then clips the insertion point, inside that ending, to before the
 * `\r`, and the new text goes in before it.
 */
const joinsCrLf = (buffer: EditorState['buffer'], range: Span): boolean =>
  range.start.column > 0 && !P.equals(range.start, range.end) &&
  buffer.lineForRow(range.start.row)[range.start.column - 1] === '\r' &&
  range.end.column === buffer.lineLengthForRow(range.end.row) && buffer.lineEndingForRow(range.end.row) === '\n'

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
