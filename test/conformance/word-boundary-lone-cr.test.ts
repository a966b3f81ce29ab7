/**
 * Word and subword boundaries next to a lone `\r` (a character of its row in
 * Atom's buffer, not a line break). Atom finds them with its buffer's native
 * search (PCRE in multiline mode with the "any" newline convention), which
 * takes a lone `\r` for a line break in `^` and `$`: `^[\t ]*$` (word
 * regex) and `^[\t ]+` (subword regexes) match the blanks right after a
 * `\r`, `$` matches right before one. Every expected value is what Pulsar's
 * TextEditor gives for the same text and calls (checked on Pulsar's
 * TextEditor, 3ebeca8e2b, text-buffer 15.0.0).
 *
 * Not followed (see the README, "Where caretaker knowingly answers
 * otherwise"): the native search runs over the buffer's
 * storage chunks, the constructor's text and the new text of each pending
 * change (adjacent changes merge; a change that restores the original text is
 * dropped), and each chunk starts a new search subject. A subject that starts
 * past a row start gets no `^` at its start, and a `^` right after a `\r` at
 * the very end of a subject never matches. So once an edit leaves a chunk end
 * right after a lone `\r`, or an attempt starting after the `\r` runs into a
 * chunk end, the `^` after that `\r` stops matching; the answer depends on the
 * edit history, not on the text. E.g. `' \r '` with `[0, 2]-[0, 3]` replaced by
 * `'  '`, `' \r '` with `' '` typed at its end, or `' \rx  '` with the `x`
 * deleted: each leaves `' \r  '`, and moveToPreviousWordBoundary from `[0, 4]`
 * gives `[0, 1]` in Atom; caretaker answers from the text alone (the fresh
 * text's `[0, 2]`).
 */
import { describe, expect, it } from 'vitest'
import { editorWith } from './helpers.js'

const at = (text: string, column: number) => {
  const e = editorWith(text)
  e.setCursorBufferPosition([0, column])
  return e
}
const cursor = (e: ReturnType<typeof editorWith>): [number, number] => {
  const p = e.getCursorBufferPosition()
  return [p.row, p.column]
}

describe('word boundaries after a lone \\r, in an unedited buffer', () => {
  // `^[\t ]*$` matches the blanks between the `\r` and the row's end: the last word before [0, 4] is [0, 2]-[0, 4].
  it('moveToPreviousWordBoundary at the row end stops after the \\r', () => {
    for (const text of [' \r  ', 'a\r  ', ' \r\t ']) {
      const e = at(text, 4)
      e.moveToPreviousWordBoundary()
      expect(cursor(e)).toEqual([0, 2])
    }
  })
  // Mid-row the range ends before the row end, where `$` does not match: only [0, 0]-[0, 1] is a word.
  it('moveToPreviousWordBoundary mid-row passes the \\r', () => {
    const e = at(' \r  ', 3)
    e.moveToPreviousWordBoundary()
    expect(cursor(e)).toEqual([0, 1])
    const f = at('x \r  y', 5)
    f.moveToPreviousWordBoundary()
    expect(cursor(f)).toEqual([0, 1])
  })
  it('moveToPreviousSubwordBoundary: `^[\\t ]+` after the \\r', () => {
    const e = at(' \r  ', 4)
    e.moveToPreviousSubwordBoundary()
    expect(cursor(e)).toEqual([0, 2])
    const f = at(' \r  ', 3)
    f.moveToPreviousSubwordBoundary()
    expect(cursor(f)).toEqual([0, 2])
  })
  it('moveToNextWordBoundary / moveToNextSubwordBoundary from before the \\r', () => {
    const e = at(' \r  ', 1)
    e.moveToNextWordBoundary()
    expect(cursor(e)).toEqual([0, 2])
    const f = at(' \r  ', 1)
    f.moveToNextSubwordBoundary()
    expect(cursor(f)).toEqual([0, 2])
  })
})

describe('word boundaries after a lone \\r, after edits that leave no chunk end there', () => {
  // Typing then deleting next to the \r restores the original text: Atom drops that change, the text is one chunk again.
  it('insert then backspace after the \\r', () => {
    const e = at(' \r  ', 2)
    e.insertText('x')
    e.backspace()
    e.moveToEndOfLine()
    e.moveToPreviousWordBoundary()
    expect(cursor(e)).toEqual([0, 2])
  })
  it('insert then undo after the \\r', () => {
    const e = at(' \r  ', 2)
    e.insertText('x')
    e.undo()
    e.moveToEndOfLine()
    e.moveToPreviousWordBoundary()
    expect(cursor(e)).toEqual([0, 2])
  })
  // An edit before the \r: the \r and the blanks after it stay in one chunk.
  it('an edit before the \\r', () => {
    const e = editorWith(' \r  ')
    e.setSelectedBufferRange([[0, 0], [0, 1]])
    e.insertText('y')
    e.moveToEndOfLine()
    e.moveToPreviousWordBoundary()
    expect(cursor(e)).toEqual([0, 2])
  })
})
