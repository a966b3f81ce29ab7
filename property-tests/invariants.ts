/**
 * The invariants every state must satisfy after any action sequence.
 */
import { expect } from 'vitest'
import type { EditorState } from '../src/state/editor-state.js'
import { compareRecords, intersects } from '../src/state/selections.js'
import * as P from '../src/values/pos.js'

/** Selections are sorted, disjoint by Atom's merge rules, inside the buffer, with unique ids and one last. */
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
      expect(intersects(sels[i - 1]!, r)).toBe(false)
    }
  }
  expect(Object.isFrozen(s)).toBe(true)
}
