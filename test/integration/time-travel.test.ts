import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import type { Action } from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import { createEditorState, type EditorState } from '../../src/state/editor-state.js'

/** A small deterministic PRNG (mulberry32). */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const snapshot = (s: EditorState) => JSON.stringify([s.buffer.getText(), s.selections])

describe('time travel', () => {
  it('keeps 1,000 intermediate states readable exactly as they were', () => {
    const rand = prng(42)
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!
    const lines = Array.from({ length: 200 }, (_, i) => `line ${i}: some words, and (punctuation)`)
    let state = createEditorState({ text: lines.join('\n') })
    const states: EditorState[] = []
    const seen: string[] = []
    for (let i = 0; i < 1000; i++) {
      const row = Math.floor(rand() * state.buffer.getLineCount())
      const column = Math.floor(rand() * 40)
      const actions: Action[] = [
        A.setBufferPosition({ position: { row, column } }),
        A.addCursorAtBufferPosition({ position: { row, column } }),
        A.insertText({ text: pick(['x', 'yz', '\n', 'a\r\nb', '']) }),
        A.moveRight({ columnCount: 3 }),
        A.moveUp(),
        A.selectRight({ columnCount: 5 }),
        A.insertText({ text: pick(['', 'Q']) }),
      ]
      state = reduce(state, pick(actions))
      states.push(state)
      seen.push(snapshot(state))
    }
    states.forEach((s, i) => expect(snapshot(s)).toBe(seen[i]))
    expect(Object.isFrozen(states[500])).toBe(true)
  })
})
