/**
 * Reducers for the clipboard actions (reference §2.1 "Clipboard", §4.4).
 *
 * Pure: a copy computes what Atom's clipboard would hold after the copies of
 * all targeted selections and leaves one `clipboardWrite` effect in
 * `state.effects` (a new array only when something is written); a paste
 * reads the clipboard's contents from its payload. Cuts and pastes are one
 * batch over all targeted selections (see `batch.ts`), one undo entry.
 */
import type { ClipboardAction, ClipboardContents } from '../actions/clipboard.js'
import type { Replacement } from '../buffer/text-buffer.js'
import * as W from '../language/word.js'
import type { Effect, EditorState, SelectionRecord } from '../state/editor-state.js'
import { findSelection, head, isEmpty, isReversed, isRevived, recordWith } from '../state/editor-state.js'
import { normalize, setRange, sortRecords, withMerged, type MappedChange } from '../state/selections.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'
import { applyBatch, commit, draft, type Draft } from './batch.js'
import { unfoldAt } from '../display/folds.js'
import * as S from '../display/screen.js'
import type { Handler, Handlers } from './core.js'
import { deleteOne, deletedNothing, extendsOverEarlierChange, mergedInto, newRanges, placeWithMembers, planInsertText, refused, targets } from './edit.js'
import { clearedAt, clearedHeadIn, cursorAt, deletedAt, goalsAfterSelecting, keepingGoal, keepsInitial, unshifted } from './cleared.js'
import { applyInTurn } from './in-turn.js'
import type { Action } from '../actions/index.js'
import { autoDecreaseIndentRow, autoIndentRow, indentLevelForLine, setIndentationReplacement } from './indentation.js'
import { motions, type MotionName } from './motions.js'
import { selectTo } from './steps.js'

type Of<T extends ClipboardAction['type']> = Extract<ClipboardAction, { type: T }>

// ─── what the clipboard ends up holding ────────────────────────────────────

/** One selection's copy: its text, the indentation before it on its first row, and Atom's full-line flag. */
export interface ClipPart {
  readonly text: string
  readonly indentBasis: number
  readonly fullLine: boolean
}

/** The part a selection range copies (Atom's `Selection::copy`), or null for an empty range. */
export const clipPart = (state: EditorState, range: Span, fullLine: boolean): ClipPart | null => {
  if (P.equals(range.start, range.end)) return null
  const preceding = state.buffer.lineForRow(range.start.row).slice(0, range.start.column)
  return { text: state.buffer.getTextInRange(range), indentBasis: indentLevelForLine(preceding, state.config.tabLength), fullLine }
}

/**
 * The clipboard write after a sequence of Atom `copy` calls, each with its
 * `maintainClipboard` flag and its part (null: an empty selection, which
 * copies nothing). A copy that does not maintain replaces the clipboard with
 * `{indentBasis, fullLine}` metadata; one that does appends `"\n" + text`
 * and the part to `metadata.selections`, seeding that list with the
 * clipboard's previous contents. `initial` is the clipboard before the
 * first copy. Linear in the number of parts. Null when nothing is written.
 */
export const composeClipboard = (
  initial: ClipboardContents | undefined,
  copies: readonly { readonly maintain: boolean; readonly part: ClipPart | null }[],
): { text: string; metadata: Readonly<Record<string, unknown>> } | null => {
  let base: { text: string; metadata?: Readonly<Record<string, unknown>> } | null = null
  let appended: ClipPart[] = []
  for (const { maintain, part } of copies) {
    if (!part) continue
    if (!maintain) {
      base = { text: part.text, metadata: { indentBasis: part.indentBasis, fullLine: part.fullLine } }
      appended = []
    } else {
      base ??= initial ?? { text: '' }
      appended.push(part)
    }
  }
  if (!base) return null
  const metadata = base.metadata ?? {}
  if (appended.length === 0) return { text: base.text, metadata }
  // The first part is the clipboard's text as the next copy reads it back: one this action wrote went through
  // the clipboard, which keeps `\n` line endings (Atom's off Windows), unlike the parts appended after it.
  const seedText = base === initial ? base.text : base.text.replace(/\r?\n/g, '\n')
  const seed: readonly unknown[] = Array.isArray(metadata['selections'])
    ? (metadata['selections'] as unknown[])
    : [{ text: seedText, indentBasis: metadata['indentBasis'], fullLine: metadata['fullLine'] }]
  return {
    text: [base.text, ...appended.map(p => p.text)].join('\n'),
    metadata: { ...metadata, selections: [...seed, ...appended] },
  }
}

/**
 * Atom's `copySelectedText`: it walks the selections in buffer order (the
 * order taken once, at the start). A cursor selects its line (`selectLine`:
 * line mode on, the line's screen range kept as the initial one), copies it,
 * and sets its range back (`setBufferRange`); a selection copies its range.
 * Each of those two range sets first destroys the folds strictly containing
 * its ends, and a destroyed fold makes the editor merge the intersecting
 * selections there and then: the cursor still where it was, or spanning its
 * line, which may absorb the selections on that line (or be absorbed). A
 * selection destroyed before its turn copies nothing (Atom's `copy` of an
 * empty selection returns at once); one that a merge changed copies what it
 * is at its turn. The mode and initial range stay, so a drag from there
 * extends by lines; the marker keeps the tail `setBufferRange` gave it (text
 * inserted at it later extends it into a selection), and the goal column is
 * gone unless the head sat at the line range's end. Gives the state and one
 * copy step per selection walked.
 */
const copiedSelectedText = (state: EditorState, selections: readonly SelectionRecord[]): { state: EditorState; steps: ClipStep[] } => {
  let st = state
  // Records set since `st`'s list was built: the list is rebuilt (sorted) only when a destroyed fold makes the
  // selections merge, and once at the end, so that a walk that destroys no fold costs O(N log N), not a sort per step.
  const pending = new Map<number, SelectionRecord>()
  const settled = (): EditorState => {
    if (pending.size > 0) st = withRecords(st, pending)
    pending.clear()
    return st
  }
  const current = (id: number): SelectionRecord | undefined => pending.get(id) ?? findSelection(st, id)
  const unfold = (positions: readonly Pos[]): void => {
    // Folds do not depend on the selections: when none of these goes, nothing merges and the list can wait.
    if (unfoldAt(st, positions) !== st) st = unfoldMerging(settled(), positions)
  }
  const steps: ClipStep[] = []
  for (const c of sortRecords(selections)) {
    const now = current(c.id)
    if (!now) {
      steps.push(copyStep({ start: c.start, end: c.start }, false))
      continue
    }
    if (!isEmpty(now)) {
      steps.push(copyStep({ start: now.start, end: now.end }, false))
      continue
    }
    const line = lineRange(state, now)
    unfold([line.start, line.end])
    const s = current(c.id)
    steps.push(copyStep(s ? line : { start: now.start, end: now.start }, s !== undefined))
    if (!s) continue
    // selectLine and setBufferRange keep the orientation: the head visits the line's start when reversed, else its end.
    const goalColumn = P.equals(head(s), s.reversed ? line.start : line.end) ? s.goalColumn : null
    const spanning = recordWith(s, {
      start: line.start, end: line.end, tailed: true, goalColumn, linewise: true, wordwise: false,
      initialScreenRange: S.screenRangeForBufferRange(st, line),
    })
    pending.set(c.id, spanning)
    unfold([now.start])
    const back = current(c.id)
    if (!back) continue
    pending.set(c.id, recordWith(back, { start: now.start, end: now.end, goalColumn: P.equals(head(back), now.start) ? back.goalColumn : null }))
  }
  settled()
  return { state: st, steps }
}

/** A step that only copies (`copySelectedText` deletes nothing). */
const copyStep = (copy: Span, fullLine: boolean): ClipStep => ({ copy, fullLine, remove: copy, reversed: false })

/** `state` with the records of `records` in place of the selections of their ids, kept in buffer order (not merged). */
const withRecords = (state: EditorState, records: ReadonlyMap<number, SelectionRecord>): EditorState =>
  Object.freeze({ ...state, selections: Object.freeze(sortRecords(state.selections.map(x => records.get(x.id) ?? x))) })

/** The folds strictly containing `positions` destroyed; when any is, the selections merged as Atom's display layer change merges them. */
const unfoldMerging = (state: EditorState, positions: readonly Pos[]): EditorState => {
  const st = unfoldAt(state, positions)
  return st === state ? state : withMerged(st, st.selections)
}

/** `state` with a clipboard write as its new effects (unchanged when nothing is written). */
const withWrite = (state: EditorState, write: ReturnType<typeof composeClipboard>): EditorState => {
  if (!write) return state
  const effect: Effect = { type: 'clipboardWrite', text: write.text, metadata: write.metadata }
  return Object.freeze({ ...state, effects: Object.freeze([effect]) })
}

// ─── planning copies and cuts ───────────────────────────────────────────────

/** What one selection does in a copy or cut: the range it copies (and its flag), and for cuts the range it deletes. */
interface ClipStep {
  readonly copy: Span
  readonly fullLine: boolean
  readonly remove: Span
  /** The orientation of the selection as it is deleted (see `step`). */
  readonly reversed: boolean
  /** Atom selected the cursor's line first (`selectLine`: line mode and the initial screen range). */
  readonly selectsLine?: boolean
}

/** Atom's `Selection::selectLine` range for an empty selection: its row with the line ending. */
const lineRange = (state: EditorState, s: SelectionRecord): Span => ({
  start: P.pos(s.start.row, 0),
  end: state.buffer.rangeForRow(s.end.row, true).end,
})

/** Where `modifySelection(motion)` takes an empty selection (its range only). */
const extendBy = (state: EditorState, s: SelectionRecord, name: MotionName): Span => {
  const n = selectTo(s, motions[name](state, s, {}), state)
  return { start: n.start, end: n.end }
}

/** Atom's `Selection::delete` range: the selection, or the character after an empty one. */
const deleteRange = (state: EditorState, s: SelectionRecord, range: Span): Span =>
  P.equals(range.start, range.end) ? extendBy(state, recordWith(s, { start: range.start, end: range.end }), 'moveRight') : range

/**
 * A copy or cut step: `grow` is how an empty selection is extended first
 * (Atom's selectLine / selectToEndOfLine), if at all. An empty selection
 * grown by a cursor motion (selectToEndOfLine, or the selectRight of
 * `Selection::delete`) has its head at the end: it is no longer reversed;
 * `selectLine` (`keepsOrientation`) sets the range with the orientation it had.
 */
const step = (state: EditorState, s: SelectionRecord, fullLine: boolean, grow: ((s: SelectionRecord) => Span) | null, keepsOrientation = false): ClipStep => {
  const copy = isEmpty(s) && grow ? grow(s) : { start: s.start, end: s.end }
  const remove = deleteRange(state, s, copy)
  const moved = isEmpty(s) && !P.equals(remove.start, remove.end) && !(keepsOrientation && !P.equals(copy.start, copy.end))
  return { copy, fullLine, remove, reversed: moved ? false : isReversed(s) }
}

/**
 * Copy the targeted selections' steps to the clipboard: the `i`-th copy
 * maintains the clipboard when `maintain(i, copiedSoFar)` says so.
 */
const copyAll = (
  state: EditorState,
  steps: readonly ClipStep[],
  clipboard: ClipboardContents | undefined,
  maintain: (index: number, copied: number) => boolean,
) => {
  let copied = 0
  return composeClipboard(clipboard, steps.map((st, i) => {
    const part = clipPart(state, st.copy, st.fullLine)
    const m = maintain(i, copied)
    if (part) copied++
    return { maintain: m, part }
  }))
}

/** Place each record from its mapped change. */
const placeEach = (records: readonly SelectionRecord[], f: (s: SelectionRecord, c: MappedChange) => SelectionRecord) =>
  (mapped: readonly MappedChange[]): ReadonlyMap<number, SelectionRecord> => {
    const out = new Map<number, SelectionRecord>()
    records.forEach((s, i) => out.set(s.id, f(s, mapped[i]!)))
    return out
  }

/**
 * The cut: every targeted selection takes its delete range, the ones that
 * now overlap merge, their text is deleted in one batch and each leaves a
 * cursor at its start (Atom's `deleteSelectedText`).
 */
const deleteSteps = (given: EditorState, chosen: readonly SelectionRecord[], steps: readonly ClipStep[], options: Parameters<typeof commit>[1]): EditorState => {
  const removeById = new Map<number, ClipStep>()
  const lineCut = new Set<number>()
  chosen.forEach((s, i) => {
    removeById.set(s.id, steps[i]!)
    if (steps[i]!.selectsLine === true) lineCut.add(s.id)
  })
  // A cursor's `selectLine` is a `setBufferRange`: it destroys the folds strictly containing its line's ends.
  const state = lineCut.size > 0 ? unfoldAt(given, steps.filter(st => st.selectsLine === true).flatMap(st => [st.copy.start, st.copy.end])) : given
  const grown = state.selections.map(s => {
    const st = removeById.get(s.id)
    const r = st?.remove
    return st && r && !(P.equals(r.start, s.start) && P.equals(r.end, s.end)) ? setRange(s, r, st.reversed) : s
  })
  // A method of one selection leaves the others to move through its change like markers.
  const place = (s: SelectionRecord, c: MappedChange): SelectionRecord => {
    // A cursor's full-line cut selects its line first (`selectLine`, which sets the initial screen range).
    const o = findSelection(state, s.id)
    if (!o || !lineCut.has(s.id)) return deletedAt(state, o, s, c.newStart, c)
    return deletedAt(state, undefined, recordWith(s, { initialScreenRange: S.screenRangeForBufferRange(state, s) }), c.newStart, c)
  }
  if (options?.target !== undefined) return deleteOne(state, grown, grown.find(s => s.id === options.target)!, options, place)
  const extended = normalize(grown)
  const records = extended.filter(s => removeById.has(s.id))
  const members = mergedInto(grown, extended)
  const d = applyBatch(
    { start: state, state: Object.freeze({ ...state, selections: Object.freeze(extended) }), steps: null },
    records.map(s => ({ start: s.start, end: s.end, text: '' })),
    members ? placeWithMembers(records, members) : placeEach(records, place),
    { keepUnmerged: true },
  )
  return commit(lineCutsReadInTurn(d, lineCut), options)
}

/**
 * Atom cuts the selections one after another in buffer order: a cursor's
 * `selectLine` reads its line's screen range once the cuts before it are
 * made. The initial screen range a line cut keeps (an empty last line's,
 * where its cursor stays) is the empty screen range at that cursor then,
 * which the later cuts, all after it, do not move.
 */
const lineCutsReadInTurn = (d: Draft, lineCut: ReadonlySet<number>): Draft => {
  if (lineCut.size === 0) return d
  const read = (list: readonly SelectionRecord[]): readonly SelectionRecord[] | null => {
    let changed = false
    const out = list.map(s => {
      if (!lineCut.has(s.id) || s.initialScreenRange === null) return s
      const at = S.screenPositionForBufferPosition(d.state, s.start)
      if (P.equals(at, s.initialScreenRange.start) && P.equals(at, s.initialScreenRange.end)) return s
      changed = true
      return recordWith(s, { initialScreenRange: P.emptySpan(at) })
    })
    return changed ? Object.freeze(out) : null
  }
  const selections = read(d.state.selections)
  const unmerged = d.unmerged ? read(d.unmerged) : null
  if (!selections && !unmerged) return d
  return {
    ...d,
    ...(selections ? { state: Object.freeze({ ...d.state, selections }) } : {}),
    ...(unmerged ? { unmerged } : {}),
  }
}

type CutPayload = { target?: number; bypassReadOnly?: boolean; timestamp?: number; groupingInterval?: number; undo?: 'skip'; clipboard?: ClipboardContents }

/** A cut handler: copy every step (chaining from `maintainFirst`), then delete. */
const cutWith = <A extends { payload: CutPayload }>(
  plan: (state: EditorState, s: SelectionRecord, payload: A['payload']) => ClipStep,
  maintainFirst: (payload: A['payload']) => boolean,
  readsLine = false,
): Handler<A> => {
  const handler: Handler<A> = (state, action) => {
    const p = action.payload
    if (refused(state, p)) return state
    const chosen = targets(state, p.target)
    if (chosen.length === 0) return state
    const steps = chosen.map(s => plan(state, s, p))
    // One selection with nothing to cut: nothing copied, nothing deleted, nothing merged.
    if (p.target !== undefined && P.equals(steps[0]!.remove.start, steps[0]!.remove.end)) return deletedNothing(unfoldLines(state, steps), chosen[0]!)
    const first = maintainFirst(p)
    // Atom cuts at one selection after another: where the ranges overlap, the later copies and
    // deletions see the text the earlier ones left, each maintaining the clipboard the last one wrote.
    const removed = steps.map(st => st.remove)
    if (p.target === undefined && (state.mergeSuppressed || overlap(removed) || extendsOverEarlierChange(chosen, removed, readsLine) || endsOnRowOfNext(removed))) {
      return applyInTurn(state, action as unknown as Action, handler as unknown as Handler<Action>, (i, last) => ({
        maintainClipboard: i > 0 || first,
        ...(last?.type === 'clipboardWrite' ? { clipboard: { text: last.text, metadata: last.metadata } } : {}),
      }))
    }
    const write = copyAll(state, steps, p.clipboard, i => i > 0 || first)
    return withWrite(deleteSteps(unfoldLines(state, steps), chosen, steps, p), write)
  }
  return handler
}

/**
 * The state with the folds destroyed that Atom's `selectLine` destroys for
 * the steps that select their line first: its `setBufferRange` (without
 * `preserveFolds`) destroys the folds strictly containing either end of the line.
 */
const unfoldLines = (state: EditorState, steps: readonly ClipStep[]): EditorState =>
  state.folds.length === 0 ? state : unfoldAt(state, steps.flatMap(st => (st.selectsLine === true ? [st.copy.start, st.copy.end] : [])))

/**
 * Whether a cut ends on the row where the next one starts: Atom's next copy
 * then reads its indentation basis from that row as the earlier cut left it.
 */
const endsOnRowOfNext = (ranges: readonly Span[]): boolean => {
  for (let i = 1; i < ranges.length; i++) {
    const prev = ranges[i - 1]!
    if (!P.equals(prev.start, prev.end) && prev.end.row === ranges[i]!.start.row) return true
  }
  return false
}

/** Whether two ranges (in the selections' buffer order) overlap beyond touching. */
const overlap = (ranges: readonly Span[]): boolean => {
  const sorted = [...ranges].sort((a, b) => P.compare(a.start, b.start) || P.compare(a.end, b.end))
  for (let i = 1; i < sorted.length; i++) if (P.compare(sorted[i]!.start, sorted[i - 1]!.end) < 0) return true
  return false
}

// ─── paste ──────────────────────────────────────────────────────────────────

/** What the clipboard gives selection `index` of `count`: Atom's per-selection part when the counts match, else the whole text. */
const pastePart = (clipboard: ClipboardContents, index: number, count: number): { text: string; indentBasis: number | undefined; fullLine: boolean } => {
  const meta = clipboard.metadata ?? {}
  const parts = meta['selections']
  const entry: Record<string, unknown> =
    Array.isArray(parts) && parts.length === count && typeof parts[index] === 'object' && parts[index] !== null
      ? (parts[index] as Record<string, unknown>)
      : { ...meta, text: clipboard.text }
  const basis = entry['indentBasis']
  return {
    text: typeof entry['text'] === 'string' ? entry['text'] : String(entry['text'] ?? ''),
    indentBasis: typeof basis === 'number' ? basis : undefined,
    fullLine: entry['fullLine'] === true,
  }
}

/** One selection's paste in a round: where it inserts what, and where its selection goes. */
interface PasteStep {
  readonly s: SelectionRecord
  readonly rep: Replacement
  readonly text: string
  readonly suggested: number | undefined
  /** The column a full-line paste's cursor keeps (Atom: the cursor stays on its line), or null. */
  readonly fullLineColumn: number | null
}

/** Apply rows' follow-up replacements (one per row, deduplicated, sorted) as another batch. */
const rowBatch = (d: Draft, reps: readonly (Replacement | null)[]): Draft => {
  const byRow = new Map<number, Replacement>()
  for (const r of reps) if (r && !byRow.has(r.start.row)) byRow.set(r.start.row, r)
  if (byRow.size === 0) return d
  return applyBatch(d, [...byRow.values()].sort((a, b) => a.start.row - b.start.row), undefined, { normalizeLineEndings: false })
}

/** One selection's inserted text (the clipboard part) and where it went, for `did-insert-text`. */
export interface Inserted {
  readonly text: string
  readonly range: Span
}

/**
 * Atom's `TextEditor::pasteText`, with what each selection inserted (in
 * buffer order; a range is in the coordinates of the batch that inserted
 * it, before its indentation follow-ups). Every targeted selection goes through
 * `insertText` with its part's text and `indentBasis`; a full-line part
 * pasted at an empty selection goes to the start of its row and the cursor
 * stays on its line. Selections are handled in buffer order in one batch;
 * the rare full-line insertion that lands before or inside an earlier
 * selection's range waits for a second batch, where it meets the text as
 * Atom's sequential pastes would leave it.
 */
export const pasteWithRanges = (state: EditorState, p: Of<'clipboard/pasteText'>['payload']): { state: EditorState; inserted: Inserted[] } => {
  if (refused(state, p)) return { state, inserted: [] }
  const count = state.selections.length
  const indexOf = new Map<number, number>()
  state.selections.forEach((s, i) => indexOf.set(s.id, i))
  let pending = targets(state, p.target).map(s => s.id)
  if (pending.length === 0) return { state, inserted: [] }
  const autoIndent = p.autoIndent ?? state.config.autoIndentOnPaste
  const inserted: (Inserted & { index: number })[] = []
  const inTurn = p.target === undefined && pending.length > 1 && (state.mergeSuppressed === true || pastesTouch(state, p, autoIndent))
  let d: Draft = draft(state)
  while (pending.length > 0) {
    const current = d.state
    const byId = new Map(current.selections.map(s => [s.id, s]))
    const round: PasteStep[] = []
    const later: number[] = []
    let lastEnd: Pos | null = null
    for (const id of pending) {
      const s = byId.get(id)
      if (!s) continue
      const part = pastePart(p.clipboard, indexOf.get(id)!, count)
      const h = head(s)
      const indentBasis = part.indentBasis !== undefined && (part.text.includes('\n') || !W.hasPrecedingCharactersOnLine(current.buffer, h))
        ? part.indentBasis
        : undefined
      const fullLine = part.fullLine && isEmpty(s)
      const at: SelectionRecord = fullLine ? cursorAt(s, P.pos(s.start.row, 0)) : s
      const plan = planInsertText(Object.freeze({ ...current, selections: [at] }), {
        text: part.text,
        ...(indentBasis === undefined ? {} : { indentBasis }),
        ...(autoIndent ? { autoIndent } : {}),
        ...(p.preserveTrailingLineIndentation === undefined ? {} : { preserveTrailingLineIndentation: p.preserveTrailingLineIndentation }),
      })
      const rep = plan.replacements[0]!
      if (lastEnd && P.compare(rep.start, lastEnd) < 0) {
        later.push(id)
        continue
      }
      lastEnd = rep.end
      round.push({ s, rep, text: part.text, suggested: plan.firstLineIndent[0], fullLineColumn: fullLine ? s.start.column : null })
    }
    if (round.length > 0) {
      newRanges(current, round.map(x => x.rep)).forEach((range, i) =>
        inserted.push({ text: round[i]!.text, range, index: indexOf.get(round[i]!.s.id)! }))
    }
    d = pasteRound(d, round, p)
    pending = later
  }
  inserted.sort((a, b) => a.index - b.index)
  const done = inTurn ? pasteInTurn(state, p) : commit(d, p)
  return { state: done, inserted: inserted.map(({ text, range }) => ({ text, range })) }
}

/**
 * Whether one batch would not do what Atom's turn-by-turn paste does. Atom
 * pastes at one selection after another (buffer order), each on the text the
 * earlier ones left, the others moving like markers. One batch differs when
 * a selection's insertion reaches or touches the previous one's range (a
 * text inserted where another selection begins or ends widens or pushes it;
 * a full-line part goes to the start of its row, where an earlier cursor on
 * that row now is); when an earlier paste on the same row changes the text
 * before this one (its indentation basis reads it); and when this one is
 * auto-indented after an earlier change (the suggested level reads the rows
 * above, which the earlier pastes may have filled).
 */
const pastesTouch = (state: EditorState, p: Of<'clipboard/pasteText'>['payload'], autoIndent: boolean): boolean => {
  const count = state.selections.length
  let lastEnd: Pos | null = null
  for (let i = 0; i < count; i++) {
    const s = state.selections[i]!
    const part = pastePart(p.clipboard, i, count)
    const start = part.fullLine && isEmpty(s) ? P.pos(s.start.row, 0) : s.start
    if (lastEnd) {
      if (P.compare(start, lastEnd) <= 0) return true
      if (start.row === lastEnd.row && (part.indentBasis !== undefined || autoIndent)) return true
      if (autoIndent && part.text.includes('\n') && autoIndentable(part.text) && !/\S/.test(state.buffer.lineForRow(start.row).slice(0, start.column))) return true
    }
    // A full-line paste leaves its cursor a row down, where the next row's paste may start.
    lastEnd = part.fullLine && isEmpty(s) ? P.pos(s.start.row + 1, s.start.column) : s.end
  }
  return false
}

/** Atom's test of a text `autoIndent` applies to. */
const autoIndentable = (text: string): boolean => text === '\n' || text === '\r\n' || /\S/.test(text)

/** Atom's paste at each selection in turn (buffer order), each given the part its index in the whole list takes. */
const pasteInTurn = (state: EditorState, p: Of<'clipboard/pasteText'>['payload']): EditorState => {
  const count = state.selections.length
  const action = { type: 'clipboard/pasteText', payload: p } as unknown as Action
  const one: Handler<Action> = (s, a) => pasteWithRanges(s, (a as unknown as Of<'clipboard/pasteText'>).payload).state
  return applyInTurn(state, action, one, i => {
    const part = pastePart(p.clipboard, i, count)
    const metadata = { ...(part.indentBasis === undefined ? {} : { indentBasis: part.indentBasis }), fullLine: part.fullLine }
    return { clipboard: { text: part.text, metadata } }
  })
}

/** One batch of pastes, then the first-line and auto-indent follow-ups of `insertText`. */
const pasteRound = (d: Draft, round: readonly PasteStep[], p: Of<'clipboard/pasteText'>['payload']): Draft => {
  if (round.length === 0) return d
  const select = p.select ?? false
  // A full-line paste first puts its cursor at the start of its row with `setBufferRange` (destroying the folds strictly containing it).
  const lineStarts = round.filter(x => x.fullLineColumn !== null).map(x => P.pos(x.rep.start.row, 0))
  if (lineStarts.length > 0 && d.state.folds.length > 0) d = { ...d, state: unfoldAt(d.state, lineStarts) }
  const before = d.state
  const reps = round.map(x => x.rep)
  const via = new Map<number, Pos>()
  let next = applyBatch(d, reps, (mapped, buffer) => {
    const out = new Map<number, SelectionRecord>()
    round.forEach((x, i) => {
      const c = mapped[i]!
      if (x.fullLineColumn !== null) {
        // Atom moves the cursor one row below where it inserted (`setBufferRange`, which keeps the reversed flag a
        // selected paste left); later insertions at the same spot push it further.
        let row = c.newStart.row + 1
        for (let j = i + 1; j < round.length && P.equals(mapped[j]!.start, c.start) && P.equals(mapped[j]!.start, mapped[j]!.end); j++)
          row += mapped[j]!.newEnd.row - mapped[j]!.newStart.row
        const at = buffer.clampPosition(P.pos(row, x.fullLineColumn))
        const keep = unshifted(c) && keepsInitial(before, x.s, P.pos(x.rep.start.row, 0))
        out.set(x.s.id, setRange(clearedAt(x.s, at, keep), P.emptySpan(at), select && isReversed(x.s)))
      } else {
        // `insertText` clears to the head first (its `finalize` may keep the initial screen range); a reversed
        // selection's cursor is then set at the end (another clear).
        const keep = unshifted(c) && keepsInitial(before, x.s, head(x.s)) && (select || !(x.s.tailed && x.s.reversed))
        if (select) {
          via.set(x.s.id, clearedHeadIn(x.s, c))
          out.set(x.s.id, keepingGoal(x.s, setRange(clearedAt(x.s, c.newStart, keep), { start: c.newStart, end: c.newEnd }, x.s.tailed && x.s.reversed), false))
        } else out.set(x.s.id, keepingGoal(x.s, clearedAt(x.s, c.newEnd, keep), isReversed(x.s), isRevived(before, x.s.id)))
      }
    })
    return out
  }, { normalizeLineEndings: p.normalizeLineEndings ?? true, keepNoOps: true, keepUnmerged: p.target === undefined })
  // Selecting the pasted text, or moving a full-line paste's cursor below it, is a `setBufferRange`: it destroys the folds strictly containing the new ends.
  if ((select || lineStarts.length > 0) && next.state.folds.length > 0) {
    const ids = new Set(round.filter(x => select || x.fullLineColumn !== null).map(x => x.s.id))
    next = { ...next, state: unfoldAt(next.state, next.state.selections.filter(s => ids.has(s.id)).flatMap(s => [s.start, s.end])) }
  }
  if (select) next = { ...next, state: goalsAfterSelecting(before, next.state, via) }
  const ranges = newRanges(before, reps)
  const config = before.config
  next = rowBatch(next, ranges.map((r, i) => {
    const level = round[i]!.suggested
    return level === undefined ? null : setIndentationReplacement(next.state.buffer, r.start.row, level, config)
  }))
  next = rowBatch(next, ranges.map((r, i) => {
    const text = round[i]!.text
    if (p.autoIndentNewline && text === '\n')
      return autoIndentRow(next.state.buffer, r.end.row, config, { preserveLeadingWhitespace: true, skipBlankLines: false })
    if (p.autoDecreaseIndent && /\S/.test(text)) return autoDecreaseIndentRow(next.state.buffer, r.start.row, config)
    return null
  }))
  return next
}

// ─── handlers ───────────────────────────────────────────────────────────────

/** One handler per clipboard action. */
export const clipboardReducers: Handlers<ClipboardAction> = {
  'clipboard/copy': (state, { payload: p }) => {
    const steps = targets(state, p.target).map(s => step(state, s, p.fullLine ?? false, null))
    const first = p.maintainClipboard ?? false
    return withWrite(state, copyAll(state, steps, p.clipboard, i => i > 0 || first))
  },
  'clipboard/copySelectedText': (state, { payload: p }) => {
    const copied = copiedSelectedText(state, targets(state, p.target))
    return withWrite(copied.state, copyAll(state, copied.steps, p.clipboard, i => i > 0))
  },
  'clipboard/copyOnlySelectedText': (state, { payload: p }) => {
    const steps = targets(state, p.target).map(s => step(state, s, false, null))
    return withWrite(state, copyAll(state, steps, undefined, (_i, copied) => copied > 0))
  },
  'clipboard/cut': cutWith((state, s, p) => step(state, s, p.fullLine ?? false, null), p => p.maintainClipboard ?? false),
  'clipboard/cutToEndOfLine': cutWith(
    (state, s) => step(state, s, false, x => extendBy(state, x, 'moveToEndOfScreenLine')),
    p => p.maintainClipboard ?? false,
    true,
  ),
  'clipboard/cutToEndOfBufferLine': cutWith(
    (state, s) => step(state, s, false, x => extendBy(state, x, 'moveToEndOfLine')),
    p => p.maintainClipboard ?? false,
  ),
  // Atom starts a fresh clipboard; when cutting one selection after another, the later ones maintain it.
  'clipboard/cutSelectedText': cutWith(
    (state, s) => (isEmpty(s) ? { ...step(state, s, true, x => lineRange(state, x), true), selectsLine: true } : step(state, s, false, null, true)),
    p => (p as { maintainClipboard?: boolean }).maintainClipboard ?? false,
  ),
  'clipboard/pasteText': (state, { payload }) => pasteWithRanges(state, payload).state,
}
