import fc from 'fast-check'
import { runs } from './fc-config.js'
import { describe, expect, it } from 'vitest'
import { reduce } from '../src/reducers/index.js'
import { bareCursor, type EditorState } from '../src/state/editor-state.js'
import * as P from '../src/values/pos.js'
import { actions, editorState } from '../src/testing/arbitraries.js'

// Every selection record has one shape: the same fields in the same order, unfrozen (the state holding it is
// frozen). A record made by a spread or frozen on its own would have a hidden class of its own in the engine.
const FIELDS = Object.keys(bareCursor(1, P.ZERO))

const shapeFaults = (s: EditorState): string[] =>
  s.selections.flatMap(r => {
    const keys = Object.keys(r)
    if (Object.isFrozen(r)) return [`record ${r.id} is frozen`]
    return keys.join() === FIELDS.join() ? [] : [`record ${r.id} has fields ${keys.join()}`]
  })

describe('selection records', () => {
  it('have the fields of a bare cursor, in its order, and are not frozen, whatever the actions', () => {
    expect(FIELDS).toEqual(['id', 'start', 'end', 'reversed', 'tailed', 'goalColumn', 'goalScreenRange', 'initialScreenRange', 'wordwise', 'linewise'])
    fc.assert(
      fc.property(editorState(), actions(30), (s0, list) => {
        expect(shapeFaults(s0)).toEqual([])
        list.reduce((s, a) => {
          const n = reduce(s, a)
          expect(shapeFaults(n), a.type).toEqual([])
          return n
        }, s0)
      }),
      runs(150),
    )
  })
})
