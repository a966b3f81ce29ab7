/**
 * Shared generators: texts that reach the edges (empty buffer, empty lines,
 * CRLF and lone CR, tabs, surrogate pairs, wide characters, punctuation),
 * states with many cursors and selections, and actions.
 */
import fc from 'fast-check'
import * as A from '../../src/actions/index.js'
import type { Action } from '../../src/actions/index.js'
import { createEditorState, type EditorState } from '../../src/state/editor-state.js'
import { reduce } from '../../src/reducers/index.js'

/** One character, biased to the interesting ones. */
export const charArb = fc.constantFrom('a', 'b', 'Z', '_', '1', ' ', ' ', '\t', '(', '.', '-', '😀', '中', 'é', 'x', 'Q')

/** A line's text (possibly empty). */
export const lineArb = fc.array(charArb, { maxLength: 12 }).map(cs => cs.join(''))

/** A line ending. */
export const eolArb = fc.constantFrom('\n', '\n', '\r\n', '\r')

/** A whole text: lines with mixed endings; sometimes empty, sometimes ending in a newline. */
export const textArb = fc
  .tuple(fc.array(fc.tuple(lineArb, eolArb), { maxLength: 8 }), lineArb)
  .map(([lines, last]) => lines.map(([l, e]) => l + e).join('') + last)

/** A position, given as raw numbers to be clipped (so it reaches Infinity-like and negative inputs too). */
export const rawPosArb = fc.record({
  row: fc.oneof(fc.integer({ min: -1, max: 10 }), fc.constant(Infinity)),
  column: fc.oneof(fc.integer({ min: -1, max: 14 }), fc.constant(Infinity)),
})

/** A position within small texts (clipped by reducers). */
export const posArb = fc.record({ row: fc.nat({ max: 9 }), column: fc.nat({ max: 13 }) })

/** A range within small texts. */
export const rangeArb = fc.record({ start: posArb, end: posArb })

/** Actions that create cursors and selections. */
export const setupActionArb: fc.Arbitrary<Action> = fc.oneof(
  posArb.map(position => A.addCursorAtBufferPosition({ position })),
  fc.tuple(rangeArb, fc.boolean()).map(([range, reversed]) => A.addSelectionForBufferRange({ range, reversed })),
)

/** A state with a random text and up to ~8 cursors/selections. */
export const stateArb: fc.Arbitrary<EditorState> = fc
  .tuple(textArb, posArb, fc.array(setupActionArb, { maxLength: 7 }))
  .map(([text, first, setup]) => setup.reduce(reduce, reduce(createEditorState({ text }), A.setBufferPosition({ position: first }))))
