/**
 * The event diff: compare two states and list the events Atom would have
 * emitted between them (reference §3). Pure; the facade turns the list into
 * event-kit emissions with Point/Range payloads.
 */
import * as S from '../display/screen.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { findSelection, head, tail } from '../state/editor-state.js'
import { compareRecords } from '../state/selections.js'
import * as P from '../values/pos.js'
import type { Pos, Span } from '../values/pos.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** One event, in plain data. */
export type DiffEvent =
  | {
      readonly type: 'cursor-moved'
      readonly id: number
      readonly oldBufferPosition: Pos
      readonly oldScreenPosition: Pos
      readonly newBufferPosition: Pos
      readonly newScreenPosition: Pos
      readonly textChanged: boolean
    }
  | {
      readonly type: 'selection-changed'
      readonly id: number
      readonly oldBufferRange: Span
      readonly oldScreenRange: Span
      readonly newBufferRange: Span
      readonly newScreenRange: Span
    }
  | { readonly type: 'selection-added'; readonly id: number }
  | { readonly type: 'selection-removed'; readonly id: number }
  | { readonly type: 'text-changed' }

// ─── the diff ───────────────────────────────────────────────────────────────

const screen = (state: EditorState, p: Pos) => S.screenPositionForBufferPosition(state, p)
const screenSpan = (state: EditorState, s: Span): Span => S.screenRangeForBufferRange(state, s)

/**
 * Events for one selection present in both states (cursor event first, then
 * selection event); without `ranges`, only the cursor events (nobody
 * receives the others, and their screen ranges are not computed).
 */
const diffRecord = (prev: EditorState, next: EditorState, a: SelectionRecord, b: SelectionRecord, textChanged: boolean, out: DiffEvent[], ranges = true) => {
  if (a === b && !textChanged && prev.folds === next.folds && prev.config === next.config) return
  const oldHead = head(a)
  const newHead = head(b)
  const oldHeadScreen = screen(prev, oldHead)
  const newHeadScreen = screen(next, newHead)
  const headMoved = !P.equals(oldHeadScreen, newHeadScreen)
  // Only the cursor event: it comes when the head moved on screen (which changes the marker), tails aside.
  if (!ranges) {
    if (headMoved)
      out.push({ type: 'cursor-moved', id: b.id, oldBufferPosition: oldHead, oldScreenPosition: oldHeadScreen, newBufferPosition: newHead, newScreenPosition: newHeadScreen, textChanged })
    return
  }
  const oldTail = tail(a)
  const newTail = tail(b)
  const oldTailScreen = screen(prev, oldTail)
  const newTailScreen = screen(next, newTail)
  const markerChanged =
    a.tailed !== b.tailed || !P.equals(oldHead, newHead) || !P.equals(oldTail, newTail) ||
    !P.equals(oldHeadScreen, newHeadScreen) || !P.equals(oldTailScreen, newTailScreen)
  if (!markerChanged) return
  const oldRange = P.span(oldHead, oldTail)
  const oldScreenRange = P.span(oldHeadScreen, oldTailScreen)
  const collapsed = !textChanged && a.tailed && !P.equals(a.start, a.end) && !b.tailed
  if (collapsed && headMoved) {
    // Atom clears the selection (one range event), then moves the head (cursor + range events).
    const mid = P.emptySpan(oldHead)
    out.push({ type: 'selection-changed', id: b.id, oldBufferRange: oldRange, oldScreenRange, newBufferRange: mid, newScreenRange: P.emptySpan(oldHeadScreen) })
    out.push({ type: 'cursor-moved', id: b.id, oldBufferPosition: oldHead, oldScreenPosition: oldHeadScreen, newBufferPosition: newHead, newScreenPosition: newHeadScreen, textChanged })
    out.push({ type: 'selection-changed', id: b.id, oldBufferRange: mid, oldScreenRange: P.emptySpan(oldHeadScreen), newBufferRange: b, newScreenRange: screenSpan(next, b) })
    return
  }
  if (headMoved)
    out.push({ type: 'cursor-moved', id: b.id, oldBufferPosition: oldHead, oldScreenPosition: oldHeadScreen, newBufferPosition: newHead, newScreenPosition: newHeadScreen, textChanged })
  out.push({ type: 'selection-changed', id: b.id, oldBufferRange: oldRange, oldScreenRange, newBufferRange: { start: b.start, end: b.end }, newScreenRange: screenSpan(next, b) })
}

/**
 * The records of `a` not in `b` and of `b` not in `a`, by object identity.
 * Both lists are in buffer order (a total order), so one merge walk finds
 * them: a record present in both meets itself.
 */
const differing = (
  a: readonly SelectionRecord[],
  b: readonly SelectionRecord[],
): [SelectionRecord[], SelectionRecord[]] => {
  const onlyA: SelectionRecord[] = []
  const onlyB: SelectionRecord[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const x = a[i]!
    const y = b[j]!
    if (x === y) {
      i++
      j++
      continue
    }
    const c = compareRecords(x, y)
    if (c <= 0) {
      onlyA.push(x)
      i++
    }
    if (c >= 0) {
      onlyB.push(y)
      j++
    }
  }
  while (i < a.length) onlyA.push(a[i++]!)
  while (j < b.length) onlyB.push(b[j++]!)
  return [onlyA, onlyB]
}

/** True when `a` and `b` hold the same ids at the same indices. */
const sameIds = (a: readonly SelectionRecord[], b: readonly SelectionRecord[]): boolean => {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i]!.id !== b[i]!.id) return false
  return true
}

/** The indices of `list` in ascending id order (no sort when the ids already ascend, as cursors added in order do). */
const creationOrder = (list: readonly SelectionRecord[]): Iterable<number> => {
  let ascending = true
  for (let i = 1; i < list.length && ascending; i++) ascending = list[i - 1]!.id < list[i]!.id
  const order = Array.from({ length: list.length }, (_, i) => i)
  return ascending ? order : order.sort((x, y) => list[x]!.id - list[y]!.id)
}

/**
 * Every event between `prev` and `next`, in Atom's order: text change, then
 * per selection in creation order its cursor and range events, then
 * removals, then additions. With `ranges` false the range events
 * (`selection-changed`) are left out, the others as they are.
 */
export const diffEvents = (prev: EditorState, next: EditorState, ranges = true): DiffEvent[] => {
  if (prev === next) return []
  const out: DiffEvent[] = []
  const textChanged = prev.buffer !== next.buffer
  if (textChanged) out.push({ type: 'text-changed' })
  const sameDisplay = !textChanged && prev.folds === next.folds && prev.config === next.config
  if (prev.selections === next.selections && sameDisplay) return out
  // With the text and display unchanged, a record kept as the same object has no events:
  // only the records that differ are compared (adding one cursor to thousands stays linear).
  let older: readonly SelectionRecord[] = prev.selections
  let newer: readonly SelectionRecord[] = next.selections
  if (sameDisplay) [older, newer] = differing(prev.selections, next.selections)
  // The same selections in the same places (typing, most motions): each pairs with the record at its index, and
  // none was added or removed.
  if (sameIds(older, newer)) {
    for (const i of creationOrder(newer)) diffRecord(prev, next, older[i]!, newer[i]!, textChanged, out, ranges)
    return out
  }
  const before = new Map<number, SelectionRecord>()
  for (const s of older) before.set(s.id, s)
  const after = [...newer].sort((a, b) => a.id - b.id)
  const added: DiffEvent[] = []
  for (const b of after) {
    const a = before.get(b.id)
    if (a) {
      before.delete(b.id)
      diffRecord(prev, next, a, b, textChanged, out, ranges)
    } else added.push({ type: 'selection-added', id: b.id })
  }
  const removed = [...before.keys()].sort((x, y) => x - y)
  for (const id of removed) out.push({ type: 'selection-removed', id })
  return out.concat(added)
}

/**
 * The events of `diffEvents` that concern the selections `ids` (ascending),
 * in the same order: text change, then per id its cursor and range events,
 * then removals, then additions. Each id is looked up, so the cost follows
 * the ids asked for, not the number of selections.
 */
export const diffEventsFor = (prev: EditorState, next: EditorState, ids: readonly number[]): DiffEvent[] => {
  if (prev === next) return []
  const out: DiffEvent[] = []
  const textChanged = prev.buffer !== next.buffer
  if (textChanged) out.push({ type: 'text-changed' })
  if (prev.selections === next.selections && !textChanged && prev.folds === next.folds && prev.config === next.config) return out
  const removed: DiffEvent[] = []
  const added: DiffEvent[] = []
  for (const id of ids) {
    const a = findSelection(prev, id)
    const b = findSelection(next, id)
    if (a && b) diffRecord(prev, next, a, b, textChanged, out)
    else if (a) removed.push({ type: 'selection-removed', id })
    else if (b) added.push({ type: 'selection-added', id })
  }
  return out.concat(removed, added)
}
