/**
 * copySelectedText where a cursor's turn destroys a fold and the merge that
 * follows takes a later cursor: that cursor copies nothing. Exact values
 * from Atom (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/index.js'
import { MemoryClipboard } from '../../src/facades/clipboard.js'

describe('copySelectedText, a cursor merged away before its turn', () => {
  it('copies the lines of the cursors left at their turn, and pastes those', () => {
    const clipboard = new MemoryClipboard()
    const e = new TextEditor({ text: '\n\n\nd ', clipboard })
    e.setCursorBufferPosition([1, 0])
    e.addCursorAtBufferPosition([3, 0])
    e.foldBufferRange([[3, 0], [3, 2]])
    e.addCursorAtBufferPosition([3, 2])
    e.getCursors()[1]!.setBufferPosition([3, 1])
    expect(e.getSelectedBufferRanges().map(String)).toEqual(['[(1, 0) - (1, 0)]', '[(3, 1) - (3, 1)]', '[(3, 2) - (3, 2)]'])
    expect(e.isFoldedAtBufferRow(3)).toBe(true)
    e.copySelectedText()
    // The cursor at (3, 1) selects row 3 (touching the cursor at (3, 2)); setting its range back destroys the fold,
    // and the merge then takes the cursor at (3, 2), which copies nothing.
    expect(clipboard.read()).toBe('\n\nd ')
    expect(e.getSelectedBufferRanges().map(String)).toEqual(['[(1, 0) - (1, 0)]', '[(3, 1) - (3, 1)]'])
    expect(e.isFoldedAtBufferRow(3)).toBe(false)
    e.pasteText()
    expect(e.getText()).toBe('\n\n\n\nd d ')
    expect(e.getSelectedBufferRanges().map(String)).toEqual(['[(2, 0) - (2, 0)]', '[(4, 4) - (4, 4)]'])
  })
})
