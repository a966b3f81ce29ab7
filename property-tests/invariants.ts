/**
 * The invariants every state must satisfy after any action sequence, and the
 * undo/redo law every edit sequence must satisfy.
 */
import { expect } from 'vitest'
import * as A from '../src/actions/index.js'
import type { Action } from '../src/actions/index.js'
import { reduce } from '../src/reducers/index.js'
import type { EditorState } from '../src/state/editor-state.js'
import { compareRecords, intersects } from '../src/state/selections.js'
import * as P from '../src/values/pos.js'

/**
 * Selections are sorted, inside the buffer, with unique ids and one last;
 * disjoint by Atom's merge rules unless the state says they may intersect
 * (`mergeSuppressed`: Atom does not merge after a method called on one
 * selection or cursor, nor after undo and redo).
 */
export const expectInvariants = (s: EditorState): void => {
  const sels = s.selections
  expect(sels.length).toBeGreaterThan(0)
  const ids = new Set<number>()
  for (let i = 0; i < sels.length; i++) {
    const r = sels[i]!
    expect(P.compare(r.start, r.end)).toBeLessThanOrEqual(0)
    expect(s.buffer.clampPosition(r.start)).toEqual(r.start)
    expect(s.buffer.clampPosition(r.end)).toEqual(r.end)
    if (!r.tailed) {
      expect(P.equals(r.start, r.end)).toBe(true)
      expect(r.reversed).toBe(false)
    }
    expect(ids.has(r.id)).toBe(false)
    ids.add(r.id)
    expect(r.id).toBeLessThan(s.nextId)
    if (i > 0) {
      expect(compareRecords(sels[i - 1]!, r)).toBeLessThan(0)
      if (!s.mergeSuppressed) expect(intersects(sels[i - 1]!, r)).toBe(false)
    }
  }
  expect(Object.isFrozen(s)).toBe(true)
}

/**
 * Selections as undo restores them: ranges, orientation and modes in buffer
 * order, without ids (a selection destroyed since a snapshot comes back as a
 * new selection, as Atom's marker layer recreates it).
 */
export const shapes = (s: EditorState) => s.selections.map(({ id: _, ...rest }) => rest)

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

/**
 * Applies `actions` from `s0`, checking the invariants after each, then undoes
 * everything (the text of `s0` and the selections from before the first text
 * change come back; cursor moves are not undoable) and redoes everything (the
 * final text and the selections after the last text change). False when no
 * action changed the text: nothing to check.
 */
export const expectUndoRedoRestores = (s0: EditorState, actions: readonly Action[]): boolean => {
  let beforeFirstEdit: EditorState | undefined
  let afterLastEdit: EditorState | undefined
  const final = actions.reduce((s, a) => {
    const n = reduce(s, a)
    expectInvariants(n)
    if (n.buffer !== s.buffer) {
      beforeFirstEdit ??= s
      afterLastEdit = n
    }
    return n
  }, s0)
  if (beforeFirstEdit === undefined) return false
  const undone = undoAll(final)
  expect(undone.buffer.getText()).toBe(s0.buffer.getText())
  expect(shapes(undone)).toEqual(shapes(beforeFirstEdit))
  const redone = redoAll(undone)
  expect(redone.buffer.getText()).toBe(final.buffer.getText())
  expect(shapes(redone)).toEqual(shapes(afterLastEdit!))
  return true
}
