import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import { createEditorState, reduce } from '../../src/index.js'

const spans = (s: ReturnType<typeof createEditorState>) =>
  s.selections.map(r => [r.start.row, r.start.column, r.end.row, r.end.column])

const at = (row: number, column: number) => ({ start: { row, column }, end: { row, column } })

describe('joinLines over a lone CR ending', () => {
  it('places the cursors where the joins leave them when no ending fuses', () => {
    let s = createEditorState({ text: 'x\r a\n\ny\nz', autoIndent: false })
    s = reduce(s, A.setSelectedBufferRanges({ ranges: [at(1, 0), at(3, 0)] }))
    const joined = reduce(s, A.joinLines())
    expect(joined.buffer.getText()).toBe('x\r a\ny z')
    expect(spans(joined)).toEqual([[1, 2, 1, 2], [2, 1, 2, 1]])
  })
  it('keeps every cursor inside the buffer when an emptied row after a CR fuses it with its LF, and undoes exactly', () => {
    let s = createEditorState({ text: 'x\r \n\ny\nz', autoIndent: false })
    s = reduce(s, A.setSelectedBufferRanges({ ranges: [at(1, 0), at(3, 0)] }))
    const joined = reduce(s, A.joinLines())
    // Row 1 loses its blank and its `\n` meets row 0's `\r`: one CRLF break, one row fewer than the joins remove.
    expect(joined.buffer.getText()).toBe('x\r\ny z')
    expect(spans(joined)).toEqual([[1, 0, 1, 0], [1, 3, 1, 3]])
    const back = reduce(joined, A.undo())
    expect(back.buffer.getText()).toBe('x\r \n\ny\nz')
    expect(spans(back)).toEqual([[1, 0, 1, 0], [3, 0, 3, 0]])
  })
})
