import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import { createEditorState, reduce } from '../../src/index.js'

const spans = (s: ReturnType<typeof createEditorState>) =>
  s.selections.map(r => [r.start.row, r.start.column, r.end.row, r.end.column])

describe('moveLineDown over a lone CR ending', () => {
  it('keeps every cursor inside the buffer when the moved CR meets an LF, and undoes exactly', () => {
    let s = createEditorState({ text: '\n\n\ra\n', autoIndent: false })
    s = reduce(s, A.setSelectedBufferRanges({
      ranges: [
        { start: { row: 1, column: 0 }, end: { row: 1, column: 0 } },
        { start: { row: 4, column: 0 }, end: { row: 4, column: 0 } },
      ],
    }))
    const moved = reduce(s, A.moveLineDown())
    // Row 2's lone `\r` now ends the row before an `\n`: the two are one CRLF break, one row fewer.
    expect(moved.buffer.getText()).toBe('\n\r\na\n')
    expect(moved.buffer.getLineCount()).toBe(4)
    expect(spans(moved)).toEqual([[2, 0, 2, 0], [3, 0, 3, 0]])
    const back = reduce(moved, A.undo())
    expect(back.buffer.getText()).toBe('\n\n\ra\n')
    expect(spans(back)).toEqual([[1, 0, 1, 0], [4, 0, 4, 0]])
  })
})
