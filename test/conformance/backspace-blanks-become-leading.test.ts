/**
 * Backspace at several cursors of one row deletes at one cursor after
 * another, in buffer order: a later cursor moves left over the row as the
 * earlier deletions left it. When an earlier deletion takes the last
 * non-blank character before the blanks a later cursor stands in, those
 * blanks become the row's leading whitespace, and with atomic soft tabs the
 * later cursor moves back over a whole soft tab (checked on Pulsar's
 * TextEditor, fuzz f41-0970).
 */
import { describe, expect, it } from 'vitest'
import { editorWith } from './helpers.js'

const backspaceAt = (text: string, cursors: [number, number][]) => {
  const e = editorWith(text)
  e.setCursorBufferPosition(cursors[0]!)
  for (const c of cursors.slice(1)) e.addCursorAtBufferPosition(c)
  e.backspace()
  return { text: e.getText(), cursors: e.getCursorBufferPositions().map(p => [p.row, p.column]) }
}

describe('backspace where an earlier deletion makes blanks leading whitespace', () => {
  it('deletes the `}` and then a whole soft tab', () => {
    expect(backspaceAt('}  ', [[0, 1], [0, 3]])).toEqual({ text: '', cursors: [[0, 0]] })
    // The cursors added in the other order delete the same way: Atom goes by buffer position.
    expect(backspaceAt('}  ', [[0, 3], [0, 1]])).toEqual({ text: '', cursors: [[0, 0]] })
    expect(backspaceAt('a\n}    ', [[1, 1], [1, 5]])).toEqual({ text: 'a\n  ', cursors: [[1, 0], [1, 2]] })
  })

  it('deletes one character when something non-blank stays before the blanks', () => {
    expect(backspaceAt('x}  ', [[0, 2], [0, 4]])).toEqual({ text: 'x ', cursors: [[0, 1], [0, 2]] })
    expect(backspaceAt('ab  ', [[0, 2], [0, 4]])).toEqual({ text: 'a ', cursors: [[0, 1], [0, 2]] })
  })
})
