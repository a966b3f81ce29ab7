import { describe, expect, it } from 'vitest'
import { reduce } from '../../src/reducers/index.js'
import { createEditorState } from '../../src/state/editor-state.js'
import { assertInvariants } from '../../src/state/invariants.js'

describe('lines/transpose called on one selection', () => {
  // A method of one selection leaves the others as they are: selections that end up together stay unmerged, marked.
  it('marks the state mergeSuppressed when the targeted swap brings two cursors together', () => {
    let s = createEditorState({ text: 'a' })
    s = reduce(s, { type: 'editor/setCursorBufferPosition', payload: { position: { row: 0, column: 0 } } })
    s = reduce(s, { type: 'editor/addCursorAtBufferPosition', payload: { position: { row: 0, column: 1 } } })
    const target = s.selections[1]!.id
    const next = reduce(s, { type: 'lines/transpose', payload: { target } })
    expect(next.buffer.getText()).toBe('a')
    expect(next.selections.map(x => [x.id, x.start, x.end])).toEqual([
      [s.selections[0]!.id, { row: 0, column: 0 }, { row: 0, column: 0 }],
      [target, { row: 0, column: 0 }, { row: 0, column: 0 }],
    ])
    expect(next.mergeSuppressed).toBe(true)
    expect(() => assertInvariants(next)).not.toThrow()
  })
})
