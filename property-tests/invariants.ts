/**
 * The invariants every state must satisfy after any action sequence, and the
 * undo/redo law every edit sequence must satisfy: the kit's (`caretaker/testing`),
 * under the names these tests use.
 */
import { expect } from 'vitest'
import type { EditorState } from '../src/state/editor-state.js'
import { assertInvariants, assertUndoRedoRestores } from '../src/testing/index.js'

export { redoAll, selectionShapes as shapes, undoAll } from '../src/testing/index.js'

/** The kit's `assertInvariants`, and at least one selection (these tests never destroy the last one). */
export const expectInvariants = (s: EditorState): void => {
  expect(s.selections.length).toBeGreaterThan(0)
  assertInvariants(s)
}

/** The kit's `assertUndoRedoRestores`. */
export const expectUndoRedoRestores = assertUndoRedoRestores
