/**
 * Laws as plain functions that throw readable messages: usable from any test
 * runner, inside `fc.property` or alone.
 */
import * as A from '../actions/index.js'
import { reduce } from '../reducers/index.js'
import { mergeSelectionsOnSameRows } from '../reducers/rows.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { head } from '../state/editor-state.js'
import { assertInvariants } from '../state/invariants.js'
import { normalize } from '../state/selections.js'
import { sameUpToLoneSurrogates } from '../values/surrogates.js'

export { assertInvariants, invariantViolations } from '../state/invariants.js'

const json = (u: unknown): string => JSON.stringify(u, (_, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v))

const fail = (message: string): never => {
  throw new Error(message)
}

/** Undo until there is nothing left to undo. */
export const undoAll = (s: EditorState): EditorState => {
  for (let n = reduce(s, A.undo()); n !== s; n = reduce(s, A.undo())) s = n
  return s
}

/** Redo until there is nothing left to redo. */
export const redoAll = (s: EditorState): EditorState => {
  for (let n = reduce(s, A.redo()); n !== s; n = reduce(s, A.redo())) s = n
  return s
}

const ranges = (list: readonly SelectionRecord[]) => list.map(s => ({ id: s.id, start: s.start, end: s.end, reversed: s.reversed }))

/**
 * Selections as undo restores them: ranges, orientation and tails in buffer
 * order, without ids (a selection destroyed since a snapshot comes back as a
 * new selection, as Atom's marker layer recreates it). Atom's snapshots hold
 * marker ranges only: goal columns, goal and initial screen ranges and
 * word/line modes stay the selections' own.
 */
export const selectionShapes = (s: Pick<EditorState, 'selections'>) =>
  s.selections.map(({ start, end, reversed, tailed }) => ({ start, end, reversed, tailed }))

/**
 * Applies `actions` from `state` (text edits, motions and selections: no
 * history actions, no `editor/update`), checking the invariants after each;
 * then undoes everything, which must bring back the text of `state` and the
 * selections from before the first text change (cursor moves are not
 * undoable; compared without ids, see `selectionShapes`; a first deleteLine
 * merges selections on the same rows beforehand, as Atom's does), and redoes
 * everything, which must bring back the final text and the selections after
 * the last text change (merged: redo gives them as the edit left them before
 * its merge, as Atom does). Returns false when no action
 * changed the text (nothing to check).
 */
export const assertUndoRedoRestores = (state: EditorState, actions: readonly A.Action[]): boolean => {
  let beforeFirstEdit: EditorState | undefined
  let afterLastEdit: EditorState | undefined
  const final = actions.reduce((s, a, i) => {
    const n = reduce(s, a)
    try {
      assertInvariants(n)
    } catch (e) {
      fail(`after action ${i} ${json(a)}: ${(e as Error).message}`)
    }
    if (n.buffer !== s.buffer) {
      // Atom's deleteLine merges selections on the same rows before its transaction: undo restores them merged.
      beforeFirstEdit ??= a.type === 'edit/deleteLine' && a.payload.target === undefined && !s.mergeSuppressed ? mergeSelectionsOnSameRows(s) : s
      afterLastEdit = n
    }
    return n
  }, state)
  if (beforeFirstEdit === undefined) return false
  const undone = undoAll(final)
  // Undo and redo hand lone surrogate halves back as U+FFFD, as Atom's history does: texts compare up to that.
  if (!sameUpToLoneSurrogates(undone.buffer.getText(), state.buffer.getText()))
    fail(`undoing everything gives the text ${json(undone.buffer.getText())}, not the first state's ${json(state.buffer.getText())}`)
  if (json(selectionShapes(undone)) !== json(selectionShapes(beforeFirstEdit)))
    fail(`undoing everything gives the selections ${json(ranges(undone.selections))}, not those before the first edit ${json(ranges(beforeFirstEdit.selections))}`)
  const redone = redoAll(undone)
  if (!sameUpToLoneSurrogates(redone.buffer.getText(), final.buffer.getText()))
    fail(`redoing everything gives the text ${json(redone.buffer.getText())}, not the final ${json(final.buffer.getText())}`)
  // Redo restores the selections as the last edit left them before merging them (Atom snapshots them then):
  // merged, they are the final ones.
  if (json(selectionShapes({ ...redone, selections: normalize(redone.selections) })) !== json(selectionShapes(afterLastEdit!)))
    fail(`redoing everything gives the selections ${json(ranges(redone.selections))}, not those after the last edit ${json(ranges(afterLastEdit!.selections))}`)
  return true
}

/**
 * The undo history agrees with the text: undoing the entries of `state` one
 * by one (at most `maxEntries`) and then redoing as many passes every text
 * of the way down again on the way up, in reverse, and ends at the text of
 * `state` (up to lone surrogate halves, which Atom's history hands back as
 * U+FFFD); every state on the way is sound. Returns how many entries it
 * walked. A history whose entries do not fit the text (a change recorded at
 * the wrong place, a lost or doubled insertion) fails here even when the
 * states themselves look sound.
 */
export const assertHistoryConsistent = (state: EditorState, maxEntries = Infinity): number => {
  const texts = [state.buffer.getText()]
  let s = state
  const check = (n: EditorState, what: string) => {
    try {
      assertInvariants(n)
    } catch (e) {
      fail(`${what}: ${(e as Error).message}`)
    }
  }
  while (texts.length - 1 < maxEntries) {
    const n = reduce(s, A.undo())
    if (n === s) break
    check(n, `undo ${texts.length}`)
    s = n
    texts.push(s.buffer.getText())
  }
  for (let i = texts.length - 2; i >= 0; i--) {
    const n = reduce(s, A.redo())
    const step = texts.length - 1 - i
    if (n === s) fail(`redo ${step} of ${texts.length - 1} did nothing; the text stays ${json(s.buffer.getText())}`)
    check(n, `redo ${step}`)
    if (!sameUpToLoneSurrogates(n.buffer.getText(), texts[i]!))
      fail(`redo ${step} of ${texts.length - 1} gives the text ${json(n.buffer.getText())}, not ${json(texts[i])} from before the matching undo`)
    s = n
  }
  return texts.length - 1
}

/** Motions that go through screen positions: in Atom they never leave a cursor between the halves of a surrogate pair. */
const SCREEN_MOTIONS: ReadonlySet<string> = new Set([
  'cursor/moveLeft', 'cursor/moveRight', 'cursor/moveUp', 'cursor/moveDown',
  'select/selectLeft', 'select/selectRight', 'select/selectUp', 'select/selectDown',
])

/** Whether `p` falls between the two halves of a surrogate pair of its line. */
export const insideSurrogatePair = (state: EditorState, p: { row: number; column: number }): boolean => {
  if (p.column <= 0 || p.column >= state.buffer.lineLengthForRow(p.row)) return false
  const pair = state.buffer.getTextInRange({ start: { row: p.row, column: p.column - 1 }, end: { row: p.row, column: p.column + 1 } })
  const hi = pair.charCodeAt(0)
  const lo = pair.charCodeAt(1)
  return hi >= 0xd800 && hi <= 0xdbff && lo >= 0xdc00 && lo <= 0xdfff
}

/**
 * A motion (a `cursor/…` or `select/…` action) keeps the text as it was and
 * leaves every cursor at an integer position inside the buffer, and the
 * state sound; a motion through screen positions (left, right, up, down)
 * moves no cursor between the halves of a surrogate pair, as Atom's
 * clipping does. Returns the state after the motion.
 */
export const assertMotionStaysInBuffer = (state: EditorState, motion: A.Action): EditorState => {
  const next = reduce(state, motion)
  const where = `after ${json(motion)} from ${json(ranges(state.selections))} in ${json(state.buffer.getText())}`
  if (next.buffer.getText() !== state.buffer.getText()) fail(`${where}: the text changed to ${json(next.buffer.getText())}`)
  const last = next.buffer.getLastRow()
  for (const s of next.selections) {
    const h = head(s)
    const inside =
      Number.isSafeInteger(h.row) && Number.isSafeInteger(h.column) && h.row >= 0 && h.row <= last && h.column >= 0 && h.column <= next.buffer.lineLengthForRow(h.row)
    if (!inside) fail(`${where}: cursor ${s.id} is at ${json(h)}, outside the buffer`)
    const was = state.selections.find(r => r.id === s.id)
    const moved = was === undefined || head(was).row !== h.row || head(was).column !== h.column
    if (moved && SCREEN_MOTIONS.has(motion.type) && insideSurrogatePair(next, h)) fail(`${where}: cursor ${s.id} is at ${json(h)}, between the halves of a surrogate pair`)
  }
  try {
    assertInvariants(next)
  } catch (e) {
    fail(`${where}: ${(e as Error).message}`)
  }
  return next
}
