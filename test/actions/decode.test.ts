/**
 * Decoding unknown values into actions, and reducing them: valid actions
 * decode to Right, anything else to a Left with one readable line per
 * problem, and an undecodable value leaves the state untouched.
 */
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import * as A from '../../src/actions/index.js'
import { decodeAction } from '../../src/actions/index.js'
import { reduceUnknown } from '../../src/reducers/index.js'
import { createEditorState } from '../../src/state/editor-state.js'

const messages = (u: unknown): readonly string[] => {
  const r = decodeAction(u)
  if (E.isRight(r)) throw new Error(`decoded: ${JSON.stringify(r.right)}`)
  return r.left.messages
}

describe('decodeAction', () => {
  it('decodes valid actions to Right, unchanged', () => {
    const values: unknown[] = [
      { type: 'cursor/moveUp', payload: { rowCount: 2, moveToEndOfSelection: true } },
      { type: 'cursor/moveToTop', payload: {} },
      { type: 'cursor/setBufferPosition', payload: { position: { row: 1, column: 2 }, target: 3 } },
      { type: 'cursor/setScreenPosition', payload: { position: { row: 0, column: 4 }, clipDirection: 'backward' } },
      { type: 'editor/setSelectedBufferRanges', payload: { ranges: [{ start: { row: 0, column: 0 }, end: { row: 0, column: 1 } }] } },
      { type: 'fold/foldBufferRange', payload: { range: { start: { row: 0, column: 1 }, end: { row: 1, column: 0 } } } },
    ]
    for (const u of values) expect(decodeAction(u)).toEqual(E.right(u))
  })

  it('accepts what the action creators build', () => {
    const made = A.moveDown({ rowCount: 3 })
    expect(decodeAction(JSON.parse(JSON.stringify(made)))).toEqual(E.right(made))
    expect(decodeAction(A.moveToEndOfWord())).toEqual(E.right({ type: 'cursor/moveToEndOfWord', payload: {} }))
  })

  it('names the field, the expected type and the value given', () => {
    expect(messages({ type: 'cursor/moveUp', payload: { rowCount: 'two' } })).toEqual([
      'payload.rowCount: expected integer or ±Infinity, got "two"',
    ])
    expect(messages({ type: 'cursor/moveUp', payload: { rowCount: 2, moveToEndOfSelection: 'yes' } })).toEqual([
      'payload.moveToEndOfSelection: expected boolean, got "yes"',
    ])
    expect(messages({ type: 'cursor/moveUp', payload: { target: 'x' } })).toEqual(['payload.target: expected integer, got "x"'])
    expect(messages({ type: 'cursor/setBufferPosition', payload: {} })).toEqual([
      'payload.position: expected Position, got undefined',
    ])
    expect(messages({ type: 'cursor/setBufferPosition', payload: { position: { row: 1 } } })).toEqual([
      'payload.position.column: expected integer or ±Infinity, got undefined',
    ])
    expect(
      messages({ type: 'cursor/setScreenPosition', payload: { position: { row: 1, column: 2 }, clipDirection: 'sideways' } }),
    ).toEqual(['payload.clipDirection: expected ClipDirection, got "sideways"'])
    expect(
      messages({ type: 'fold/foldBufferRange', payload: { range: { start: { row: 0, column: 0 }, end: null } } }),
    ).toEqual(['payload.range.end: expected Position, got null'])
  })

  it('reports array items by index', () => {
    expect(
      messages({
        type: 'editor/setSelectedBufferRanges',
        payload: { ranges: [{ start: { row: 0, column: 0 }, end: { row: 0, column: 1 } }, { start: { row: 0, column: 0 }, end: { row: 0 } }] },
      }),
    ).toEqual(['payload.ranges.1.end.column: expected integer or ±Infinity, got undefined'])
  })

  it('reports every bad field of the payload, once each', () => {
    expect(messages({ type: 'cursor/moveUp', payload: { rowCount: null, moveToEndOfSelection: 1 } })).toEqual([
      'payload.rowCount: expected integer or ±Infinity, got null',
      'payload.moveToEndOfSelection: expected boolean, got 1',
    ])
  })

  it('a payload whose fields are all optional may be omitted; a missing required one or a non-object names the action', () => {
    expect(decodeAction({ type: 'cursor/moveUp' })).toEqual(E.right({ type: 'cursor/moveUp', payload: {} }))
    expect(messages({ type: 'cursor/setBufferPosition' })).toEqual(['payload: expected cursor/setBufferPosition payload, got undefined'])
    expect(messages({ type: 'cursor/moveUp', payload: 5 })).toEqual(['payload: expected cursor/moveUp payload, got 5'])
    expect(messages({ type: 'cursor/moveUp', payload: [] })).toEqual(['payload: expected cursor/moveUp payload, got []'])
  })

  it('rejects unknown types and values that are not actions', () => {
    expect(messages({ type: 'cursor/teleport', payload: {} })).toEqual(['unknown action type "cursor/teleport"'])
    const notAnAction = ['an action is an object with a string "type"']
    expect(messages({ payload: {} })).toEqual(notAnAction)
    expect(messages({ type: 7, payload: {} })).toEqual(notAnAction)
    expect(messages(null)).toEqual(notAnAction)
    expect(messages(undefined)).toEqual(notAnAction)
    expect(messages('cursor/moveUp')).toEqual(notAnAction)
    expect(messages(42)).toEqual(notAnAction)
  })
})

describe('reduceUnknown', () => {
  const text = 'one\ntwo\nthree'

  it('applies a valid action', () => {
    const state = createEditorState({ text })
    const r = reduceUnknown(state, { type: 'cursor/moveDown', payload: { rowCount: 2 } })
    expect(E.isRight(r)).toBe(true)
    if (E.isRight(r)) expect(r.right.selections.map(s => s.start)).toEqual([{ row: 2, column: 0 }])
    // The input state is never changed.
    expect(state.selections.map(s => s.start)).toEqual([{ row: 0, column: 0 }])
  })

  it('returns the very same state for a valid action that changes nothing', () => {
    const state = createEditorState({ text })
    expect(reduceUnknown(state, { type: 'cursor/moveToTop', payload: {} })).toEqual(E.right(state))
    const r = reduceUnknown(state, { type: 'cursor/moveToTop', payload: {} })
    if (E.isRight(r)) expect(r.right).toBe(state)
  })

  it('leaves the state untouched and reports why for a bad value', () => {
    const state = createEditorState({ text })
    const snapshot = { selections: state.selections, buffer: state.buffer, folds: state.folds, history: state.history }
    const r = reduceUnknown(state, { type: 'cursor/moveDown', payload: { rowCount: '2' } })
    expect(r).toEqual(E.left({ _tag: 'ActionError', messages: ['payload.rowCount: expected integer or ±Infinity, got "2"'] }))
    expect(reduceUnknown(state, { type: 'edit/nothing' })).toEqual(
      E.left({ _tag: 'ActionError', messages: ['unknown action type "edit/nothing"'] }),
    )
    expect({ selections: state.selections, buffer: state.buffer, folds: state.folds, history: state.history }).toEqual(snapshot)
    expect(state.buffer.getText()).toBe(text)
  })
})
