/**
 * Reducers for text-changing actions: insertText with Atom's eight options,
 * the deletions, and buffer-level replacement. Each builds one sorted batch
 * of replacements over all targeted selections (see `batch.ts`): O(N log N)
 * for N cursors, never O(N²).
 */
import type { EditAction } from '../actions/edit.js'
import type { Replacement } from '../buffer/text-buffer.js'
import { hasInsertedBreak, leadingWhitespace } from '../buffer/lines.js'
import { unfoldAt } from '../display/folds.js'
import * as S from '../display/screen.js'
import { PACK_MIN, PackedStep, push, type Step, type StepChange } from '../state/history.js'
import { languageModeFor, nullLanguageMode } from '../language/language-mode.js'
import * as W from '../language/word.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { bareCursor, findSelection, head, isBare, isEmpty, isReversed, isRevived, recordWith } from '../state/editor-state.js'
import { endOfInsertedText, isMerged, normalize, setRange, sortRecords, withNormalized, type MappedChange } from '../state/selections.js'
import * as P from '../values/pos.js'
import { applyBatch, commit, draft, normalizeText, Placements, type CommitOptions, type Draft } from './batch.js'
import { withUnmerged, type Handler, type Handlers } from './core.js'
import { autoDecreaseIndentRow, autoIndentRows, indentLevelForLine, leadingWhitespaceLength, setIndentationReplacement, shiftIndent } from './indentation.js'
import { motions, type MotionName } from './motions.js'
import { selectTo } from './steps.js'
import { applyInTurn } from './in-turn.js'
import { clearedAt, clearedHeadIn, cursorAt, deletedAt, goalsAfterSelecting, keepGoalColumns, keepingGoal, keepsInitial, unshifted } from './cleared.js'
import type { Action } from '../actions/index.js'

// ─── shared steps ───────────────────────────────────────────────────────────

/** The selections an action targets, in buffer order. */
export const targets = (state: EditorState, target: number | undefined): SelectionRecord[] =>
  target === undefined ? [...state.selections] : state.selections.filter(s => s.id === target)

/** True when a read-only editor must refuse the action. */
export const refused = (state: EditorState, payload: { bypassReadOnly?: boolean }): boolean =>
  state.config.readOnly && !payload.bypassReadOnly

/** Place each targeted selection from its mapped change. */
const placeEach = (records: readonly SelectionRecord[], f: (s: SelectionRecord, c: MappedChange) => SelectionRecord) =>
  (mapped: readonly MappedChange[]): ReadonlyMap<number, SelectionRecord> => {
    const out: SelectionRecord[] = new Array(records.length)
    for (let i = 0; i < records.length; i++) out[i] = f(records[i]!, mapped[i]!)
    return new Placements(out)
  }

/** Apply rows' follow-up replacements (one per row, deduplicated, sorted) as another batch. */
const rowBatch = (d: Draft, reps: readonly (Replacement | null)[], keepNoOps = false): Draft => {
  const byRow = new Map<number, Replacement>()
  for (const r of reps) if (r && !byRow.has(r.start.row)) byRow.set(r.start.row, r)
  if (byRow.size === 0) return d
  return applyBatch(d, [...byRow.values()].sort((a, b) => a.start.row - b.start.row), undefined, { normalizeLineEndings: false, keepNoOps })
}

/**
 * Atom's `setIndentationForBufferRow` always replaces the row's leading
 * whitespace, also by the same text: the buffer records that change (a
 * method of one selection gets it as an undo step of its own).
 */
const indentationReplacement = (buffer: EditorState['buffer'], row: number, level: number, config: EditorState['config']): Replacement => {
  const change = setIndentationReplacement(buffer, row, level, config)
  if (change) return change
  const leading = leadingWhitespace(buffer.rowChars(row))
  return { start: P.pos(row, 0), end: P.pos(row, leading.length), text: leading }
}

// ─── insertText ─────────────────────────────────────────────────────────────

type InsertPayload = Extract<EditAction, { type: 'edit/insertText' }>['payload']

/** What insertText puts where: per targeted selection, the adjusted text and the row whose indent it then sets. */
export interface InsertPlan {
  readonly records: readonly SelectionRecord[]
  readonly replacements: readonly Replacement[]
  readonly firstLineIndent: readonly (number | undefined)[]
}

/** Atom's `Selection::insertText` steps 3–7 for every targeted selection (pure; also used by the facade for return values). */
export const planInsertText = (state: EditorState, p: InsertPayload): InsertPlan => {
  const { config, buffer } = state
  const mode = languageModeFor(config.grammar)
  const records = targets(state, p.target)
  const replacements: Replacement[] = []
  const firstLineIndent: (number | undefined)[] = []
  const autoIndentable = p.text === '\n' || p.text === '\r\n' || /\S/.test(p.text)
  // Only indentation adjustments need the text split into lines.
  const multiLine = ((p.indentBasis !== undefined && !p.preserveTrailingLineIndentation) || p.autoIndent === true) && p.text.includes('\n')
  for (const s of records) {
    let text = p.text
    let suggested: number | undefined
    if (multiLine) {
      const preceding = buffer.lineForRow(s.start.row).slice(0, s.start.column)
      const lines = text.split('\n')
      const first = lines[0]!
      let rest = lines.slice(1)
      if (p.indentBasis !== undefined && !p.preserveTrailingLineIndentation) {
        const delta = indentLevelForLine(preceding, config.tabLength) - p.indentBasis
        rest = rest.map(l => shiftIndent(l, delta, config))
      }
      if (p.autoIndent && autoIndentable && /^\s*$/.test(preceding)) {
        suggested = mode.suggestedIndentForLineAtBufferRow(buffer, s.start.row, preceding + first, config.tabLength)
        if (suggested !== undefined) {
          const delta = suggested - indentLevelForLine(preceding + first, config.tabLength)
          rest = rest.map(l => shiftIndent(l, delta, config))
        }
      }
      text = [first, ...rest].join('\n')
    }
    replacements.push({ start: s.start, end: s.end, text })
    firstLineIndent.push(suggested)
  }
  return { records, replacements, firstLineIndent }
}

/**
 * True when insertText takes the typing path (`typeAtEveryCursor`): the
 * facade then reads the inserted ranges off the new cursors, which end them.
 */
export const typesAtEveryCursor = (state: EditorState, p: InsertPayload): boolean => {
  const text = p.text
  const sels = state.selections
  const n = sels.length
  if (p.target !== undefined || p.select || n === 0 || text === '' || hasInsertedBreak(text) || state.folds.length > 0) return false
  if (p.autoDecreaseIndent && languageModeFor(state.config.grammar) !== nullLanguageMode && /\S/.test(text)) return false
  for (let i = 0; i < n; i++) {
    const s = sels[i]!
    if ((s.start !== s.end && !P.equals(s.start, s.end)) || s.initialScreenRange !== null) return false
  }
  return true
}

/**
 * Typing: `p.text`, with no line break, inserted at every selection while
 * all of them are empty, with nothing to indent and no folds to move. The
 * state the general path below makes (each selection becomes a bare cursor
 * after its insertion; one undo step), built without a replacement, a mapped
 * change and a placement per cursor. Null when it does not apply.
 */
const typeAtEveryCursor = (state: EditorState, p: InsertPayload): EditorState | null => {
  if (!typesAtEveryCursor(state, p)) return null
  const text = p.text
  const sels = state.selections
  const n = sels.length
  // Where the texts go: one position, or flat `[row, column]` pairs (packed for many cursors, as the undo step keeps them).
  let at: Int32Array | number[] | P.Pos = sels[0]!.start
  if (n > 1) {
    at = n >= PACK_MIN ? new Int32Array(2 * n) : new Array<number>(2 * n)
    for (let i = 0; i < n; i++) {
      at[2 * i] = sels[i]!.start.row
      at[2 * i + 1] = sels[i]!.start.column
    }
  }
  const buffer = state.buffer.insertAtEach(at, text)
  const records: SelectionRecord[] = new Array(n)
  const len = text.length
  // The k-th insertion on a row lands k - 1 texts to the right, and its cursor k texts.
  let row = -1
  let k = 0
  for (let i = 0; i < n; i++) {
    const s = sels[i]!
    k = s.start.row === row ? k + 1 : 1
    row = s.start.row
    const bare = bareCursor(s.id, P.pos(row, s.start.column + k * len))
    // A revived selection hears nothing of the insertion that moves it (see `isRevived`).
    records[i] = s.goalColumn !== null && isRevived(state, s.id) ? recordWith(bare, { goalColumn: s.goalColumn }) : bare
  }
  const change = (p: P.Pos): StepChange => ({ start: p, oldEnd: p, oldText: '', newText: text })
  const step: Step = at instanceof Int32Array ? PackedStep.insertions(at, text) : n === 1 ? change(sels[0]!.start) : sels.map(s => change(s.start))
  const selections = Object.freeze(records)
  // A literal of the seven fields when the state has no other (a spread of a frozen state is slow).
  const next = isBare(state)
    ? { buffer, selections, nextId: state.nextId, folds: state.folds, config: state.config, history: state.history, effects: state.effects }
    : { ...state, buffer, selections }
  return commit({ start: state, state: next, steps: push(null, step) }, p)
}

const insertText: Handler<Extract<EditAction, { type: 'edit/insertText' }>> = (state, action) =>
  refused(state, action.payload) ? state : typeAtEveryCursor(state, action.payload) ?? insertTextInBatches(state, action)

/** insertText by the general machinery: one batch of replacements, then the indentation batches. */
export const insertTextInBatches: Handler<Extract<EditAction, { type: 'edit/insertText' }>> = (state, action) => {
  const p = action.payload
  if (refused(state, p)) return state
  if (adjustsAfterEarlierChanges(state, p)) return applyInTurn(state, action as Action, insertTextInBatches as Handler<Action>)
  const plan = planInsertText(state, p)
  if (plan.records.length === 0) return state
  const select = p.select ?? false
  // A method of one selection, outside a transaction: Atom merges when the buffer reports the change (see `mergedAtChange`).
  const atChange = p.target !== undefined && !state.mergeDeferred
  let probe: SelectionRecord | null = null
  const via = new Map<number, P.Pos>()
  let d = applyBatch(
    draft(atChange ? Object.freeze({ ...state, mergeDeferred: true as const }) : state),
    plan.replacements,
    placeEach(plan.records, (s, c) => {
      // Atom clears to the head first; a reversed selection's cursor is then set at the end (another clear).
      const keep = unshifted(c) && keepsInitial(state, s, head(s)) && (select || !(s.tailed && s.reversed))
      if (atChange) probe = cursorAt(s, clearedHeadIn(s, c))
      if (select) via.set(s.id, clearedHeadIn(s, c))
      return select
        ? keepingGoal(s, setRange(clearedAt(s, c.newStart, keep), { start: c.newStart, end: c.newEnd }, s.tailed && s.reversed), false)
        : keepingGoal(s, clearedAt(s, c.newEnd, keep), isReversed(s), isRevived(state, s.id))
    }),
    { normalizeLineEndings: p.normalizeLineEndings ?? true, keepNoOps: true, keepUnmerged: p.target === undefined },
  )
  // Nothing replaced by nothing: the buffer records it, but nothing is reported, so nothing merges.
  if (atChange) d = mergedAtChange(d, plan.replacements.every(r => r.text === '' && P.equals(r.start, r.end)) ? null : probe)
  // Atom selects the new text with `setBufferRange`, which destroys the folds strictly containing its ends.
  const planned = new Set(plan.records.map(r => r.id))
  if (select && d.state.folds.length > 0) {
    d = { ...d, state: unfoldAt(d.state, d.state.selections.filter(s => planned.has(s.id)).flatMap(s => [s.start, s.end])) }
  }
  if (select) d = { ...d, state: goalsAfterSelecting(state, d.state, via) }
  // Selected: only the goal columns the selection kept (see `goalsAfterSelecting`) can come back.
  const keeps = new Set(select ? d.state.selections.filter(s => s.goalColumn !== null && planned.has(s.id)).map(s => s.id) : plan.records.filter(s => !(s.tailed && s.reversed)).map(s => s.id))
  const config = state.config
  const mode = languageModeFor(config.grammar)
  const newline = p.autoIndentNewline && p.text === '\n'
  // The null mode has no decrease-indent rule: skip asking it once per cursor while typing.
  const dedent = !newline && p.autoDecreaseIndent && mode !== nullLanguageMode && /\S/.test(p.text)
  if (newline || dedent || plan.firstLineIndent.some(l => l !== undefined)) {
    // Rows of the inserted ranges, in the new buffer (batch 1 keeps them in order).
    const ranges = newRanges(state, plan.replacements)
    // Step 6, after insertion: the first line takes the suggested indentation.
    d = rowBatch(d, ranges.map((r, i) => {
      const level = plan.firstLineIndent[i]
      return level === undefined ? null : indentationReplacement(d.state.buffer, r.start.row, level, config)
    }), true)
    // Step 10: indent a new line, or dedent a line that now closes a block. New lines are indented in
    // buffer order, each seeing the indentation given to the ones above (Atom indents after each insertion).
    if (newline) {
      const rows = ranges.map(r => r.end.row)
      d = rowBatch(d, autoIndentRows(d.state.buffer, rows, config, { preserveLeadingWhitespace: true, skipBlankLines: false, keepUnchanged: true }), true)
    } else if (dedent) {
      d = rowBatch(d, ranges.map(r => autoDecreaseIndentRow(d.state.buffer, r.start.row, config)))
    }
  }
  const next = commit(d, { ...p, clearsFirst: true })
  return next === d.start ? state : keepGoalColumns(state, next, keeps)
}

/**
 * Atom's `Selection::insertText` clears the selection to its head, then
 * replaces the text; the buffer's change makes the editor merge intersecting
 * selections at once, while the selection is still that cursor moved with
 * the text (at the new text's start when it was reversed): the others merge
 * among themselves too. Merged away into an earlier selection, it is gone
 * (what it does next touches nothing); otherwise it takes its place and is
 * not merged again.
 */
const mergedAtChange = (d: Draft, probe: SelectionRecord | null): Draft => {
  const { mergeDeferred: _, mergeSuppressed: _m, ...rest } = d.state
  const placed = sortRecords(d.state.selections)
  let selections: SelectionRecord[] = placed
  let folds = d.state.folds
  if (probe !== null) {
    const others = placed.filter(s => s.id !== probe.id)
    // The merge sets unions with `setBufferRange`, which destroys the folds strictly containing their ends.
    const merged = withNormalized(Object.freeze({ ...rest, selections: Object.freeze(placed) }), [...others, probe])
    const self = placed.find(s => s.id === probe.id)!
    // Merged away, or still there (having taken in only identical cursors created after it, or
    // nothing): then placed where the insertion leaves it, the merges among the others kept.
    selections = merged.selections.some(s => s.id === probe.id)
      ? sortRecords(merged.selections.map(s => (s.id === probe.id ? self : s)))
      : [...merged.selections]
    folds = merged.folds
  }
  const state = Object.freeze({ ...rest, selections: Object.freeze(selections), folds, ...(isMerged(selections) ? {} : { mergeSuppressed: true as const }) })
  return { ...d, state }
}

/**
 * Whether an editor-level insertion must go one selection after another, as
 * Atom's does, because a later selection's text is adjusted from what the
 * earlier insertions changed: its indentation basis or auto-indentation reads
 * the text before it on its row (an earlier selection on the same row
 * changed it), its auto-indentation reads the rows above (which the
 * earlier insertions may have filled), or the indentation an earlier
 * selection's new line gets is inserted at the start of the row it starts on
 * (touching, it takes that indentation in and replaces it).
 */
const adjustsAfterEarlierChanges = (state: EditorState, p: InsertPayload): boolean => {
  const sels = state.selections
  if (p.target !== undefined || sels.length < 2 || !p.text.includes('\n')) return false
  const basis = p.indentBasis !== undefined && !p.preserveTrailingLineIndentation
  const autoIndent = p.autoIndent === true && (p.text === '\n' || p.text === '\r\n' || /\S/.test(p.text))
  // A new line auto-indented at the start of the row a later selection starts on: that selection takes the indentation in.
  const newline = p.autoIndentNewline === true && p.text === '\n'
  if (!basis && !autoIndent && !newline) return false
  for (let i = 1; i < sels.length; i++) {
    const s = sels[i]!
    if (s.start.row === sels[i - 1]!.end.row) return true
    if (autoIndent && !/\S/.test(state.buffer.lineForRow(s.start.row).slice(0, s.start.column))) return true
  }
  return false
}

/** The ranges the replacements' texts occupy after a batch (their start rows are unaffected by later batches' row counts only if those are row-local, which follow-up indentation batches are). */
export const newRanges = (state: EditorState, reps: readonly Replacement[]): P.Span[] => {
  const out: P.Span[] = []
  let prevOldEnd: P.Pos | null = null
  let prevNewEnd: P.Pos | null = null
  for (const r of reps) {
    let start = r.start
    if (prevOldEnd && prevNewEnd) {
      start = r.start.row === prevOldEnd.row
        ? P.pos(prevNewEnd.row, prevNewEnd.column + r.start.column - prevOldEnd.column)
        : P.pos(r.start.row + prevNewEnd.row - prevOldEnd.row, r.start.column)
    }
    // The extent of the text as inserted (line endings normalised): its `\n`s are its breaks, as in Atom.
    const end = endOfInsertedText(start, normalizeText(state.buffer, r.start, r.text))
    out.push({ start, end })
    prevOldEnd = r.end
    prevNewEnd = end
  }
  return out
}

// ─── deletions ──────────────────────────────────────────────────────────────

/** How a deletion extends an empty selection (or any selection, for Atom's quirks). */
type Extend = (state: EditorState, s: SelectionRecord) => SelectionRecord

const byMotion = (name: MotionName): Extend => (state, s) => selectTo(s, motions[name](state, s, {}), state)
const whenEmpty = (f: Extend): Extend => (state, s) => (isEmpty(s) ? f(state, s) : s)

/**
 * Extend the targeted selections, merge the ones that now overlap, delete
 * their ranges and leave a cursor at each start (Atom's `deleteSelectedText`).
 */
type DeletePayload = { target?: number } & CommitOptions & { bypassReadOnly?: boolean }

const deleteBy = (extend: Extend, readsLine = false, scansBack = false, byScreen = false): Handler<{ type: string; payload: DeletePayload }> => {
  const handler: Handler<{ type: string; payload: DeletePayload }> = (state, action) => {
    const p = action.payload
    if (refused(state, p)) return state
    const chosen = new Set(targets(state, p.target).map(s => s.id))
    if (chosen.size === 0) return state
    const grown = state.selections.map(s => (chosen.has(s.id) ? extend(state, s) : s))
    if (p.target !== undefined) {
      const self = grown.find(s => s.id === p.target)!
      return isEmpty(self) ? deletedNothing(state, self) : deleteOne(state, grown, self, p)
    }
    // Atom deletes at one selection after another: where the ranges to delete overlap, the
    // later deletions see the text the earlier ones left, which one batch cannot express.
    if (p.target === undefined && (overlapping(grown) || reachesBack(state.selections, grown) || extendsOverEarlierChange(state.selections, grown, readsLine) ||
      (scansBack && scansOverEarlierChange(state, grown)) || (byScreen && movesOnChangedRow(state, grown)))) {
      // A one-character screen motion reads only the rows its range spans: selections on rows no earlier
      // range reaches take their turn together (one batch), so only the ones that meet go one by one.
      const groups = byScreen && !scansBack && !readsLine ? rowGroups(state.selections, grown) : undefined
      return applyInTurn(state, action as Action, handler as Handler<Action>, undefined, groups)
    }
    const extended = normalize(grown)
    const records = extended.filter(s => chosen.has(s.id))
    const members = mergedInto(grown, extended)
    const d = applyBatch(
      { start: state, state: { ...state, selections: extended }, steps: null },
      records.map(s => ({ start: s.start, end: s.end, text: '' })),
      members ? placeWithMembers(records, members) : placeEach(records, (s, c) => deletedAt(state, findSelection(state, s.id), s, c.newStart, c)),
      { keepUnmerged: true },
    )
    return commit(d, p)
  }
  return handler
}

/**
 * A method of one selection deleting its (non-empty) range as it is: the
 * others move through the change like markers. Outside a transaction Atom
 * merges when the buffer reports the change, the deleting selection then an
 * empty range at the deletion's start (the merge keeps the earliest created
 * of selections that end up together); only then is it set as a cursor
 * there, if the merge left it.
 */
export const deleteOne = (
  state: EditorState, grown: readonly SelectionRecord[], self: SelectionRecord, options: CommitOptions,
  place: (s: SelectionRecord, c: MappedChange) => SelectionRecord = (s, c) => deletedAt(state, findSelection(state, s.id), s, c.newStart),
): EditorState => {
  const atChange = !state.mergeDeferred
  let probe: SelectionRecord | null = null
  const d = applyBatch(
    { start: state, state: Object.freeze({ ...state, selections: Object.freeze(sortRecords(grown)), ...(atChange ? { mergeDeferred: true as const } : {}) }), steps: null },
    [{ start: self.start, end: self.end, text: '' }],
    placeEach([self], (s, c) => (probe = place(s, c))),
    { keepUnmerged: true },
  )
  return commit(atChange ? mergedAtChange(d, probe) : d, options)
}

/**
 * A method of one selection whose range to delete is empty: Atom's buffer
 * changes nothing, so its display layer reports nothing and nothing merges;
 * the selection is only left a cursor at its start (`cursor.setBufferPosition`),
 * even where it lies on or inside another selection. That cursor move clears
 * the selection there, and its `finalize` keeps the initial screen range
 * when it is the empty range at that spot (see `keepsInitial`).
 */
export const deletedNothing = (state: EditorState, self: SelectionRecord): EditorState => {
  const before = state.selections.find(s => s.id === self.id)!
  const at = clearedAt(before, self.start, keepsInitial(state, before, self.start))
  const initial = at.initialScreenRange === null ? null : before.initialScreenRange
  if (P.equals(before.start, at.start) && P.equals(before.end, at.end) && !before.tailed && !before.reversed && before.goalColumn === null &&
    before.goalScreenRange === null && before.initialScreenRange === initial && !before.wordwise && !before.linewise) return state
  return withUnmerged(state, sortRecords(state.selections.map(s => (s.id === self.id ? at : s))))
}

/**
 * The records `normalize` merged into each survivor of `merged` (by the
 * survivor's id), or null when it merged none. Atom merges only after the
 * command: each of them deletes its range (nothing, or the rest of the
 * shared range) and ends up where the survivor does.
 */
export const mergedInto = (list: readonly SelectionRecord[], merged: readonly SelectionRecord[]): Map<number, SelectionRecord[]> | null => {
  if (merged.length === list.length) return null
  const out = new Map<number, SelectionRecord[]>()
  let j = -1
  for (const s of sortRecords(list)) {
    if (j + 1 < merged.length && merged[j + 1]!.id === s.id) j++
    else if (j >= 0) {
      const id = merged[j]!.id
      const group = out.get(id)
      if (group) group.push(s)
      else out.set(id, [s])
    }
  }
  return out
}

/**
 * Each record a cursor at its change's new start, and the records merged
 * into it a cursor there too: the final merge then keeps the earliest
 * created, as Atom's merge of selections at one position does.
 */
export const placeWithMembers = (records: readonly SelectionRecord[], members: ReadonlyMap<number, readonly SelectionRecord[]>) =>
  (mapped: readonly MappedChange[]): ReadonlyMap<number, SelectionRecord> => {
    const out = new Map<number, SelectionRecord>()
    records.forEach((s, i) => {
      const at = mapped[i]!.newStart
      out.set(s.id, cursorAt(s, at))
      for (const m of members.get(s.id) ?? []) out.set(m.id, cursorAt(m, at))
    })
    return out
  }

/**
 * Whether a selection's backward extension stops where the previous one's
 * range ends: in Atom that range is deleted first, and the motion (to the
 * start of a word, of a line) then goes on over the text before it.
 */
const reachesBack = (original: readonly SelectionRecord[], grown: readonly SelectionRecord[]): boolean => {
  for (let i = 1; i < grown.length; i++) {
    const g = grown[i]!
    if (!P.equals(g.start, original[i]!.start) && P.compare(g.start, grown[i - 1]!.end) <= 0) return true
  }
  return false
}

/**
 * Whether a selection's extension would read text an earlier
 * selection's deletion changes: in Atom that deletion comes first. A forward
 * extension from where the previous range ends (a word boundary or a line
 * end is looked for in the text the deletion joined there); and, for one
 * that reads its whole screen line (`readsLine`: to its end under soft wrap
 * or a fold, or to its start), a previous deletion ending on its row, which
 * rewraps that row or joins it to the row above: for an empty selection or
 * not (a selection whose head is on that row moves it to the joined line's
 * start).
 * `original` and `ranges` (each selection's range to delete) are aligned, in
 * buffer order.
 */
export const extendsOverEarlierChange = (original: readonly P.Span[], ranges: readonly P.Span[], readsLine: boolean): boolean => {
  for (let i = 1; i < ranges.length; i++) {
    const o = original[i]!
    const prev = ranges[i - 1]!
    if (P.equals(prev.start, prev.end)) continue
    if (readsLine && prev.end.row === o.start.row) return true
    if (!P.equals(o.start, o.end)) continue
    if (P.compare(ranges[i]!.start, prev.end) <= 0) return true
  }
  return false
}

/**
 * Whether an empty selection's backward word or subword boundary would be
 * looked for over text an earlier selection's deletion changed. Atom scans
 * from the start of the previous non-blank row up to the cursor and takes
 * the last match: unless it found one on the cursor's own row (in the
 * middle of it), the answer depends on the rows above, and an earlier
 * deletion ending at or below that previous non-blank row changes them (it
 * may blank a row, moving where the scan starts).
 */
const scansOverEarlierChange = (state: EditorState, grown: readonly SelectionRecord[]): boolean => {
  let lastEnd: P.Pos | null = null
  for (let i = 0; i < grown.length; i++) {
    const o = state.selections[i]!
    const g = grown[i]!
    if (lastEnd !== null && isEmpty(o)) {
      const c = o.start
      const onOwnRow = g.start.row === c.row && g.start.column > 0 && P.compare(g.start, c) < 0
      if (!onOwnRow && lastEnd.row >= (state.buffer.previousNonBlankRow(c.row) ?? 0)) return true
    }
    if (!isEmpty(g)) lastEnd = lastEnd === null ? g.end : P.max(lastEnd, g.end)
  }
  return false
}

/**
 * Whether a cursor's one-character screen motion (backspace, delete) starts
 * on a row an earlier selection's deletion ends on, where that deletion can
 * change the motion: Atom deletes in buffer order, so the later cursor moves
 * over the row as the deletion left it. Under soft wrap or folds the row's
 * screen layout may change; in the row's leading whitespace the soft tab
 * stops the cursor snaps to may shift, and a deletion that takes the last
 * non-blank character before a run of blanks makes that run leading
 * whitespace (`}  ` with cursors after `}` and at the end: the second one
 * then moves back over a whole soft tab), so blanks alone between the
 * deletion and the cursor suffice.
 */
const movesOnChangedRow = (state: EditorState, grown: readonly SelectionRecord[]): boolean => {
  let lastEnd: P.Pos | null = null
  const identity = S.isIdentity(state)
  for (let i = 0; i < grown.length; i++) {
    const o = state.selections[i]!
    const g = grown[i]!
    if (lastEnd !== null && isEmpty(o) && lastEnd.row === o.start.row && (!identity || blanksBefore(state, lastEnd.column, o.start))) return true
    if (!isEmpty(g)) lastEnd = lastEnd === null ? g.end : P.max(lastEnd, g.end)
  }
  return false
}

/**
 * The selections (ids, buffer order) in turns: a selection whose range to
 * delete starts on or above the last row an earlier range of the current
 * turn ends on starts the next turn, so that no two selections of a turn
 * share a row. Undefined when each would be a turn of its own, or all one.
 */
const rowGroups = (selections: readonly SelectionRecord[], grown: readonly SelectionRecord[]): number[][] | undefined => {
  const groups: number[][] = []
  let current: number[] = []
  let lastRow = -1
  for (let i = 0; i < grown.length; i++) {
    const g = grown[i]!
    const first = Math.min(g.start.row, selections[i]!.start.row)
    if (current.length > 0 && first <= lastRow) {
      groups.push(current)
      current = []
      lastRow = -1
    }
    current.push(selections[i]!.id)
    lastRow = Math.max(lastRow, g.end.row, selections[i]!.end.row)
  }
  groups.push(current)
  return groups.length === grown.length || groups.length === 1 ? undefined : groups
}

/** Whether only spaces and tabs lie between column `from` and `p` on its row. */
const blanksBefore = (state: EditorState, from: number, p: P.Pos): boolean => {
  const chars = state.buffer.rowChars(p.row)
  for (let c = Math.max(0, from); c < p.column && c < chars.length; c++) {
    const code = chars.charCodeAt(c)
    if (code !== 32 && code !== 9) return false
  }
  return true
}

/** Whether two of the records (in buffer order but for the extension) overlap beyond touching. */
const overlapping = (records: readonly SelectionRecord[]): boolean => {
  const sorted = sortRecords(records)
  for (let i = 1; i < sorted.length; i++) if (P.compare(sorted[i]!.start, sorted[i - 1]!.end) < 0) return true
  return false
}

/** Atom's `deleteToBeginningOfLine` quirk: at column 0 of an empty selection, join with the line above; otherwise move the head to column 0. */
const toBeginningOfLine: Extend = (state, s) =>
  isEmpty(s) && head(s).column === 0 ? byMotion('moveLeft')(state, s) : byMotion('moveToBeginningOfLine')(state, s)

/** Atom's `deleteToEndOfLine`: at the end of a line, delete the line ending; else to the end of the screen line. */
const toEndOfLine: Extend = (state, s) => {
  if (!isEmpty(s)) return s
  return W.isAtEndOfLine(state.buffer, head(s)) ? byMotion('moveRight')(state, s) : byMotion('moveToEndOfScreenLine')(state, s)
}

// ─── buffer-level replacement ───────────────────────────────────────────────

const setTextInRange: Handler<Extract<EditAction, { type: 'edit/setTextInRange' }>> = (state, { payload: p }) => {
  if (refused(state, p)) return state
  const r = state.buffer.clipRange(P.span(p.range.start, p.range.end))
  // Atom's buffer records every setTextInRange, also one that changes nothing (undo then stops at it).
  return commit(applyBatch(draft(state), [{ start: r.start, end: r.end, text: p.text }], undefined, {
    normalizeLineEndings: p.normalizeLineEndings ?? true,
    keepNoOps: true,
  }), { ...p, bare: true })
}

/** Replace the whole text (history-recorded, selections moved like markers). */
export const replaceAll = (state: EditorState, text: string, options: CommitOptions = {}): EditorState => {
  const range = state.buffer.getRange()
  // Atom's buffer records the replacement whatever it changes (an empty text set to empty included).
  return commit(applyBatch(draft(state), [{ start: range.start, end: range.end, text }], undefined, { normalizeLineEndings: false, keepNoOps: true }), options)
}

// ─── handlers ───────────────────────────────────────────────────────────────

/** Handlers of the insertion and deletion actions (indentation and line actions live in their own modules). */
export const editReducers = {
  'edit/insertText': insertText,
  'edit/setTextInRange': setTextInRange,
  'edit/backspace': deleteBy(whenEmpty(byMotion('moveLeft')), false, false, true),
  'edit/delete': deleteBy(whenEmpty(byMotion('moveRight')), false, false, true),
  'edit/deleteToPreviousWordBoundary': deleteBy(whenEmpty(byMotion('moveToPreviousWordBoundary')), false, true),
  'edit/deleteToNextWordBoundary': deleteBy(whenEmpty(byMotion('moveToNextWordBoundary'))),
  'edit/deleteToBeginningOfWord': deleteBy(whenEmpty(byMotion('moveToBeginningOfWord'))),
  'edit/deleteToEndOfWord': deleteBy(whenEmpty(byMotion('moveToEndOfWord'))),
  'edit/deleteToBeginningOfSubword': deleteBy(whenEmpty(byMotion('moveToPreviousSubwordBoundary')), false, true),
  'edit/deleteToEndOfSubword': deleteBy(whenEmpty(byMotion('moveToNextSubwordBoundary'))),
  'edit/deleteToBeginningOfLine': deleteBy(toBeginningOfLine, true),
  'edit/deleteToEndOfLine': deleteBy(toEndOfLine, true),
  'edit/deleteSelectedText': deleteBy((_state, s) => s),
} satisfies Partial<Handlers<EditAction>>

