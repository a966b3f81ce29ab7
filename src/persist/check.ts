/**
 * What `fromJSON` checks beyond the shape: every position lies in the text
 * it refers to, selections and folds are in the order and form the reducers
 * keep them, and the undo and redo stacks replay: walking the undo stack
 * back from the text (and the redo stack forward) finds each change's text
 * where the change says it is. A state that passes can be undone, redone and
 * edited like the one that was saved.
 */
import type { Replacement, TextBuffer } from '../buffer/text-buffer.js'
import type { Config } from '../state/config.js'
import type { EditorState, Fold, SelectionRecord } from '../state/editor-state.js'
import {
  composed, oldTextAt, recordsOf, replacementsOf, RowSwapStep, stepsOf, toArray, type History, type SelectionSnapshot, type Step,
} from '../state/history.js'
import { compareRecords, intersects, mapChanges } from '../state/selections.js'
import { compareFolds } from '../display/folds.js'
import type { MarkerStore } from '../state/markers.js'
import type { RemoteSelection } from '../state/remote.js'
import * as P from '../values/pos.js'
import { sameUpToLoneSurrogates } from '../values/surrogates.js'
import type { Pos } from '../values/pos.js'

/** A problem, or null. */
type Problem = string | null

const inText = (b: TextBuffer, p: Pos): boolean => p.row <= b.getLastRow() && p.column <= b.lineLengthForRow(p.row)
// In the text, or one column past a row's end: where a step that put a `\r` right before a `\n` (the two
// making one `\r\n` ending) left its range, Atom's steps following the texts' extents.
const inStep = (b: TextBuffer, p: Pos): boolean => p.row <= b.getLastRow() && p.column <= b.lineLengthForRow(p.row) + 1
const show = (p: Pos): string => `[${p.row}, ${p.column}]`

// ─── selections and folds ───────────────────────────────────────────────────

/** Records as the reducers keep them: in the text, well formed, sorted, unique ids (below `nextId` if given), merged. */
export const checkRecords = (b: TextBuffer, list: readonly SelectionRecord[], where: string, nextId?: number, within: (b: TextBuffer, p: Pos) => boolean = inText): Problem => {
  const ids = new Set<number>()
  for (let i = 0; i < list.length; i++) {
    const s = list[i]!
    const at = `${where}: selection ${s.id}`
    if (!within(b, s.start) || !within(b, s.end)) return `${at} ${show(s.start)}–${show(s.end)} lies outside the text`
    if (P.compare(s.start, s.end) > 0) return `${at} starts after it ends`
    if (!s.tailed && (s.reversed || !P.equals(s.start, s.end))) return `${at} is a bare cursor that is not empty or is reversed`
    if (ids.has(s.id)) return `${at} appears twice`
    ids.add(s.id)
    if (nextId !== undefined && s.id >= nextId) return `${at} is not below nextId ${nextId}`
    if (i > 0 && compareRecords(list[i - 1]!, s) > 0) return `${at} is out of buffer order`
  }
  return null
}

/** Neighbours do not intersect (unless the state says a drag left them so). */
export const checkMerged = (list: readonly SelectionRecord[], where: string): Problem => {
  for (let i = 1; i < list.length; i++) if (intersects(list[i - 1]!, list[i]!)) return `${where}: selections ${list[i - 1]!.id} and ${list[i]!.id} intersect`
  return null
}

/** Folds in the text, start before end, in marker order, unique ids. */
export const checkFolds = (b: TextBuffer, folds: readonly Fold[]): Problem => {
  const ids = new Set<number>()
  for (let i = 0; i < folds.length; i++) {
    const f = folds[i]!
    if (!inText(b, f.start) || !inText(b, f.end)) return `fold ${f.id} lies outside the text`
    if (P.compare(f.start, f.end) > 0) return `fold ${f.id} starts after it ends`
    if (ids.has(f.id)) return `fold ${f.id} appears twice`
    ids.add(f.id)
    if (i > 0 && compareFolds(folds[i - 1]!, f) > 0) return `fold ${f.id} is out of order`
  }
  return null
}

const isWhole = (n: number, min: number): boolean => Number.isInteger(n) && n >= min

/** Settings the display and the edits can work with. */
export const checkConfig = (c: Config): Problem => {
  if (!isWhole(c.tabLength, 1)) return `config.tabLength: expected a whole number from 1, got ${c.tabLength}`
  if (!isWhole(c.maxScreenLineLength, 1)) return `config.maxScreenLineLength: expected a whole number from 1, got ${c.maxScreenLineLength}`
  if (!(c.preferredLineLength >= 1)) return `config.preferredLineLength: expected a number from 1, got ${c.preferredLineLength}`
  if (!(c.softWrapHangingIndentLength >= 0)) return `config.softWrapHangingIndentLength: expected a number from 0, got ${c.softWrapHangingIndentLength}`
  if (c.editorWidthInChars !== null && !(c.editorWidthInChars > 0)) return `config.editorWidthInChars: expected null or a positive number, got ${c.editorWidthInChars}`
  if (!(c.undoGroupingInterval >= 0)) return `config.undoGroupingInterval: expected a number from 0, got ${c.undoGroupingInterval}`
  return null
}

// ─── history ────────────────────────────────────────────────────────────────

/** A step taken, and whether it met a position past a row's end (a `\r` joined to a `\n`: see `joined`). */
type Stepped = { readonly buffer: TextBuffer; readonly joined: boolean } | { readonly problem: string }

/** Some end of `reps` lies past its row's content, where a `\r` met a `\n` (see `inStep`). */
const joined = (b: TextBuffer, reps: readonly Replacement[]): boolean => reps.some(r => !inText(b, r.start) || !inText(b, r.end))

/** Sorted, disjoint, well-formed replacements that lie in `b` and replace `texts`. */
const checkReplacements = (b: TextBuffer, reps: readonly Replacement[], texts: ((i: number) => string) | null): Problem => {
  for (let i = 0; i < reps.length; i++) {
    const r = reps[i]!
    if (!inStep(b, r.start) || !inStep(b, r.end) || P.compare(r.start, r.end) > 0) return `change ${show(r.start)}–${show(r.end)} lies outside its text`
    if (i > 0 && P.compare(reps[i - 1]!.end, r.start) > 0) return `changes overlap at ${show(r.start)}`
    // Past a row's end (see `inStep`) the change replaces what Atom's clipped range holds: not checked. Undo and
    // redo hand lone surrogate halves back as U+FFFD (see `values/surrogates.ts`): such texts match up to that.
    if (texts !== null && inText(b, r.start) && inText(b, r.end) && !sameUpToLoneSurrogates(b.getTextInRange(r), texts(i))) return `the text at ${show(r.start)}–${show(r.end)} is not what the change replaced`
  }
  return null
}

const checkSwaps = (b: TextBuffer, swaps: Int32Array): Problem => {
  let last = 0
  for (let k = 0; k < swaps.length; k += 3) {
    const [first, mid, end] = [swaps[k]!, swaps[k + 1]!, swaps[k + 2]!]
    if (!(last <= first && first < mid && mid < end && end <= b.getLineCount())) return `row exchange [${first}, ${mid}, ${end}] does not fit the text`
    last = end
  }
  return null
}

/** `b` with a step taken back, if the step's new text is where it says. */
const undoStep = (b: TextBuffer, step: Step, exactColumns: boolean, lenient: boolean): Stepped => {
  if (step instanceof RowSwapStep) {
    const problem = checkSwaps(b, step.swaps) ?? checkSwaps(b, step.undone)
    const buffer = problem === null && step.swaps.length % 3 === 0 ? b.swapRows(step.undone) : null
    return buffer === null ? { problem: problem ?? 'a row exchange does not apply' } : { buffer, joined: false }
  }
  const reps = replacementsOf(step)
  const mapped = mapChanges(reps)
  const back = mapped.map((m, i) => ({ start: m.newStart, end: m.newEnd, text: oldTextAt(step, i) }))
  const problem = checkReplacements(b, back, lenient ? null : i => reps[i]!.text)
  if (problem !== null) return { problem }
  const buffer = b.applyReplacements(back, { normalizeLineEndings: false, exactColumns })
  // Redo must find the old text where the step says it was (unless the step was clipped, as Atom clips it).
  const clipped = !exactColumns && joined(b, back)
  const again = checkReplacements(buffer, reps, lenient || clipped ? null : i => oldTextAt(step, i))
  return again === null ? { buffer, joined: clipped } : { problem: again }
}

/** `b` with a step done again, if its old text is where it says. */
const redoStep = (b: TextBuffer, step: Step, exactColumns: boolean, lenient: boolean): Stepped => {
  if (step instanceof RowSwapStep) {
    const problem = checkSwaps(b, step.swaps)
    const buffer = problem === null && step.swaps.length % 3 === 0 ? b.swapRows(step.swaps) : null
    return buffer === null ? { problem: problem ?? 'a row exchange does not apply' } : { buffer, joined: false }
  }
  const reps = replacementsOf(step)
  const problem = checkReplacements(b, reps, lenient ? null : i => oldTextAt(step, i))
  if (problem !== null) return { problem }
  const buffer = b.applyReplacements(reps, { normalizeLineEndings: false, exactColumns })
  const mapped = mapChanges(reps)
  const forward = mapped.map((m, i) => ({ start: m.newStart, end: m.newEnd, text: reps[i]!.text }))
  const again = checkReplacements(buffer, forward, lenient ? null : i => reps[i]!.text)
  return again === null ? { buffer, joined: joined(buffer, forward) } : { problem: again }
}

/**
 * Selections an entry restores: in the text, well formed, unique ids. Undo
 * sorts them and marks the state `mergeSuppressed` when any two intersect,
 * so neither order nor merging is required of them.
 */
const checkSnapshot = (b: TextBuffer, snap: SelectionSnapshot | null, where: string): Problem =>
  // A snapshot beside a step that joined a `\r` and a `\n` may lie one column past its row, as the step does.
  snap === null ? null : checkRecords(b, [...recordsOf(snap)].sort(compareRecords), where, undefined, inStep)

/** The undo stack replays back from `buffer`, the redo stack forward; checkpoint ids lie below `nextCheckpointId`. */
export const checkHistory = (buffer: TextBuffer, h: History): Problem => {
  let b = buffer
  let n = 0
  // Past a step that met a `\r` joined to a `\n` (undone clipped, as Atom undoes it), the older entries'
  // texts may no longer be where they say (Atom's own history then replaces other text): not checked.
  let lenient = h.inexact === true
  for (const e of toArray(h.undoStack)) {
    const where = `history.undo.${n++}`
    if (e.kind === 'checkpoint') {
      if (e.id >= h.nextCheckpointId) return `${where}: checkpoint ${e.id} is not below nextCheckpointId`
      const p = checkSnapshot(b, e.selections, where)
      if (p !== null) return p
      continue
    }
    const after = checkSnapshot(b, e.selectionsAfter, `${where}.after`)
    if (after !== null) return after
    const undoSteps = stepsOf(e.steps)
    for (const step of undoSteps) {
      const r = undoStep(b, step, composed(undoSteps), lenient)
      if ('problem' in r) return `${where}: ${r.problem}`
      b = r.buffer
      lenient ||= r.joined
    }
    const before = checkSnapshot(b, e.selectionsBefore, `${where}.before`)
    if (before !== null) return before
  }
  b = buffer
  n = 0
  lenient = h.inexact === true
  for (const e of toArray(h.redoStack)) {
    const where = `history.redo.${n++}`
    if (e.kind === 'checkpoint') {
      if (e.id >= h.nextCheckpointId) return `${where}: checkpoint ${e.id} is not below nextCheckpointId`
      const p = checkSnapshot(b, e.selections, where)
      if (p !== null) return p
      continue
    }
    const before = checkSnapshot(b, e.selectionsBefore, `${where}.before`)
    if (before !== null) return before
    const redoSteps = stepsOf(e.steps).reverse()
    for (const step of redoSteps) {
      const r = redoStep(b, step, composed(redoSteps), lenient)
      if ('problem' in r) return `${where}: ${r.problem}`
      b = r.buffer
      lenient ||= r.joined
    }
    const after = checkSnapshot(b, e.selectionsAfter, `${where}.after`)
    if (after !== null) return after
  }
  return null
}

/** Every check of a built state, the first problem found. */
/** Markers lie inside the text, start before end, ids unique, increasing and below the store's next id. */
export const checkMarkers = (b: TextBuffer, store: MarkerStore): Problem => {
  for (let i = 0; i < store.records.length; i++) {
    const m = store.records[i]!
    if (m.id >= store.nextId) return `marker ${m.id} is not below markers.nextId`
    if (i > 0 && store.records[i - 1]!.id >= m.id) return `marker ${m.id} is out of order`
    const r = b.clipRange({ start: m.start, end: m.end })
    if (!P.equals(r.start, m.start) || !P.equals(r.end, m.end)) return `marker ${m.id} lies outside the text or is reversed`
  }
  return null
}

/** Remote ranges lie inside the text, start before end; client ids are safe integers, increasing. */
export const checkRemote = (b: TextBuffer, list: readonly RemoteSelection[]): Problem => {
  for (let i = 0; i < list.length; i++) {
    const r = list[i]!
    if (!Number.isSafeInteger(r.clientId) || r.clientId < 0) return `remote client id ${r.clientId} is not a natural number`
    if (i > 0 && list[i - 1]!.clientId >= r.clientId) return `remote client ${r.clientId} is out of order`
    for (const x of r.ranges) {
      const c = b.clipRange({ start: x.start, end: x.end })
      if (!P.equals(c.start, x.start) || !P.equals(c.end, x.end)) return `a remote range of client ${r.clientId} lies outside the text or is reversed`
    }
  }
  return null
}

export const checkState = (s: EditorState): Problem =>
  checkRecords(s.buffer, s.selections, 'selections', s.nextId) ??
  (s.mergeSuppressed ? null : checkMerged(s.selections, 'selections')) ??
  checkFolds(s.buffer, s.folds) ??
  (s.markers ? checkMarkers(s.buffer, s.markers) : null) ??
  (s.remoteSelections ? checkRemote(s.buffer, s.remoteSelections) : null) ??
  checkConfig(s.config) ??
  checkHistory(s.buffer, s.history)
