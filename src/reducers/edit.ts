/**
 * Reducers for text-changing actions. Every edit over N selections builds
 * one sorted batch of replacements, applies it to the buffer in one call and
 * maps every selection through it in one pass: O(N log N), never O(N²).
 */
import type { EditAction } from '../actions/edit.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { clearTail, mapChanges, mapRecords, normalize, reconcile, rowDelta, setRange, type MappedChange } from '../state/selections.js'
import type { Replacement } from '../buffer/text-buffer.js'
import type { Handlers } from './core.js'
import * as P from '../values/pos.js'

/** What an edit does to one targeted selection once its change is mapped. */
export type AfterEdit = (s: SelectionRecord, change: MappedChange) => SelectionRecord

/**
 * Replace the range of each targeted selection (all when `target` is
 * undefined) by `textFor(selection)`, move untouched selections through the
 * batch as markers move (§5.4), and place targeted ones with `after`.
 */
export const replaceSelections = (
  state: EditorState,
  target: number | undefined,
  textFor: (s: SelectionRecord) => string,
  after: AfterEdit,
  options: { readonly normalizeLineEndings?: boolean } = {},
): EditorState => {
  const targeted: SelectionRecord[] = []
  const others: SelectionRecord[] = []
  const changes: Replacement[] = []
  for (const s of state.selections) {
    if (target === undefined || s.id === target) {
      const text = textFor(s)
      // An empty replacement of an empty range changes no text (only the selection).
      targeted.push(s)
      changes.push({ start: s.start, end: s.end, text })
    } else others.push(s)
  }
  if (targeted.length === 0) return state
  const real = changes.filter(c => c.text.length > 0 || c.start.row !== c.end.row || c.start.column !== c.end.column)
  const buffer = real.length > 0 ? state.buffer.applyReplacements(real, options) : state.buffer
  const mapped = mapChanges(changes)
  const placed = targeted.map((s, i) => after(s, mapped[i]!))
  const moved = real.length > 0 ? mapRecords(others, mapChanges(real)) : others
  const expected = state.buffer.getLineCount() + rowDelta(mapped)
  const selections = normalize(reconcile(buffer, expected, [...placed, ...moved]))
  const same = buffer === state.buffer && selections.length === state.selections.length && selections.every((s, i) => s === state.selections[i])
  return same ? state : Object.freeze({ ...state, buffer, selections: Object.freeze(selections) })
}

/** Atom's `Selection::insertText` placement: the inserted text selected, or the cursor after it. */
const afterInsert = (select: boolean): AfterEdit => (s, c) => {
  const wasReversed = s.tailed && s.reversed
  if (select) return setRange({ ...s, goalColumn: null }, { start: c.newStart, end: c.newEnd }, wasReversed)
  const collapsed = clearTail(s)
  const moved = collapsed.start === c.newEnd ? collapsed : { ...collapsed, start: c.newEnd, end: c.newEnd }
  const n = { ...moved, goalColumn: null, goalScreenRange: null }
  return n.wordwise || n.linewise || n.initialScreenRange ? { ...n, wordwise: false, linewise: false, initialScreenRange: null } : n
}

/** One handler per edit action. */
export const editReducers: Handlers<EditAction> = {
  'edit/insertText': (state, { payload }) => {
    if (state.config.readOnly && !payload.bypassReadOnly) return state
    return replaceSelections(state, payload.target, () => payload.text, afterInsert(payload.select ?? false), {
      normalizeLineEndings: payload.normalizeLineEndings ?? true,
    })
  },
  'edit/setTextInRange': (state, { payload: { range, text, normalizeLineEndings = true, bypassReadOnly } }) => {
    if (state.config.readOnly && !bypassReadOnly) return state
    const r = state.buffer.clipRange(P.span(range.start, range.end))
    if (text === '' && P.equals(r.start, r.end)) return state
    const changes = [{ start: r.start, end: r.end, text }]
    const buffer = state.buffer.applyReplacements(changes, { normalizeLineEndings })
    const mapped = mapChanges(changes)
    const expected = state.buffer.getLineCount() + rowDelta(mapped)
    const selections = normalize(reconcile(buffer, expected, mapRecords(state.selections, mapped)))
    return Object.freeze({ ...state, buffer, selections: Object.freeze(selections) })
  },
}
