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

/**
 * The text holds no lone half of a surrogate pair, and no selection starts
 * or ends between the two halves of a pair. Atom's history gives a lone half
 * back as U+FFFD (test/conformance/edits-undo-surrogates.test.ts pins it):
 * the undo laws are Atom's for states where no edit can take one out.
 */
export const noSplitPair = (s: EditorState): boolean =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s.buffer.getText()) &&
  s.selections.every(r => [r.start, r.end].every(p => {
    const line = s.buffer.lineForRow(p.row)
    return !(p.column > 0 && /[\ud800-\udbff]/.test(line[p.column - 1] ?? '') && /[\udc00-\udfff]/.test(line[p.column] ?? ''))
  }))
