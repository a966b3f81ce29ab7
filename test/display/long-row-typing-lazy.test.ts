import { describe, expect, it, vi } from 'vitest'
import * as A from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import { createEditorState } from '../../src/state/editor-state.js'
import * as screen from '../../src/display/screen.js'
import * as characters from '../../src/display/characters.js'

// Counts the characters the layout loop reads: it asks `isWrapBoundary` of each character pair after the first non-blank.
vi.mock('../../src/display/characters.js', async importOriginal => {
  const actual = await importOriginal<typeof import('../../src/display/characters.js')>()
  return { ...actual, isWrapBoundary: vi.fn(actual.isWrapBoundary) }
})

describe('typing in a long row laid out in part', () => {
  it('lays out around each keystroke, never the rest of the row, and answers as a layout from scratch', () => {
    // Text that repeats: the wraps after an insertion do not fall back in step, so the row is laid out only in part.
    const line = 'word0 ab '.repeat(100_000)
    const column = 450_000
    let s = reduce(createEditorState({ text: line }), A.setCursorBufferPosition({ position: { row: 0, column } }))
    screen.screenPositionForBufferPosition(s, s.selections[0]!.end)
    const reads = vi.mocked(characters.isWrapBoundary)
    reads.mockClear()
    const letters = 'abcdefghijklmnopqrst'
    const seen = []
    for (const letter of letters) {
      s = reduce(s, A.insertText({ text: letter }))
      seen.push(screen.screenPositionForBufferPosition(s, s.selections[0]!.end))
    }
    // 20 keystrokes, each laying out a few wraps of 500 columns around the cursor: far less than the 450,000 characters after it.
    expect(reads.mock.calls.length).toBeLessThan(200_000)
    const fresh = createEditorState({ text: s.buffer.getText() })
    expect(seen.at(-1)).toEqual(screen.screenPositionForBufferPosition(fresh, { row: 0, column: column + letters.length }))
    expect(seen.at(-1)).toEqual({ row: 909, column: 65 })
  })
})
