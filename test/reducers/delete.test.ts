import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import type { Action } from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import { mk, show } from '../helpers/notation.js'

const run = (doc: string, ...actions: Action[]) => show(actions.reduce(reduce, mk(doc)))

describe('backspace and delete', () => {
  it('delete one character at each cursor', () => {
    // The cursors meet and merge; Atom's merge sets the survivor's range, so it is a tailed empty selection.
    expect(run('ab|c|d', A.backspace())).toBe('a<|d')
    expect(run('a|bc|d', A.deleteForward())).toBe('a|c|')
  })
  it('join lines at line boundaries, CRLF included', () => {
    expect(run('ab\n|cd', A.backspace())).toBe('ab|cd')
    expect(run('ab|\r\ncd', A.deleteForward())).toBe('ab|cd')
  })
  it('do nothing at the buffer edges', () => {
    const s = mk('|ab')
    expect(show(reduce(s, A.backspace()))).toBe('|ab')
    expect(run('ab|', A.deleteForward())).toBe('ab|')
  })
  it('delete a whole surrogate pair', () => {
    expect(run('a😀|b', A.backspace())).toBe('a|b')
    expect(run('a|😀b', A.deleteForward())).toBe('a|b')
  })
  it('delete selections instead of characters', () => {
    expect(run('a<bc|d', A.backspace())).toBe('a|d')
    expect(run('a|bc>d', A.deleteForward())).toBe('a|d')
  })
  it('merge cursors that meet', () => {
    const s = reduce(mk('a|b|c'), A.backspace())
    expect(show(s)).toBe('<|c')
    expect(s.selections.length).toBe(1)
  })
  it('refuse a read-only editor unless bypassReadOnly', () => {
    const s = mk('ab|c', { readOnly: true })
    expect(reduce(s, A.backspace())).toBe(s)
    expect(show(reduce(s, A.backspace({ bypassReadOnly: true })))).toBe('a|c')
  })
})

describe('word and line deletions', () => {
  it('deleteToBeginningOfWord / deleteToEndOfWord', () => {
    expect(run('one two|x three', A.deleteToBeginningOfWord())).toBe('one |x three')
    expect(run('one t|wo three', A.deleteToEndOfWord())).toBe('one t| three')
  })
  it('deleteToPreviousWordBoundary / deleteToNextWordBoundary', () => {
    expect(run('one two|', A.deleteToPreviousWordBoundary())).toBe('one |')
    expect(run('|one two', A.deleteToNextWordBoundary())).toBe('| two')
  })
  it('subword deletions', () => {
    expect(run('getPreviousWord|', A.deleteToBeginningOfSubword())).toBe('getPrevious|')
    expect(run('|getPreviousWord', A.deleteToEndOfSubword())).toBe('|PreviousWord')
  })
  it('deleteToBeginningOfLine joins with the line above at column 0', () => {
    expect(run('ab\n|cd', A.deleteToBeginningOfLine())).toBe('ab|cd')
    expect(run('ab\ncd|e', A.deleteToBeginningOfLine())).toBe('ab\n|e')
  })
  it('deleteToBeginningOfLine moves a selection\'s head to column 0 (Atom quirk)', () => {
    expect(run('  var sort = function(it<ems|) {', A.deleteToBeginningOfLine())).toBe('|ems) {')
    expect(run('<abcd|ef', A.deleteToBeginningOfLine())).toBe('|abcdef')
    expect(run('ab|cd>ef', A.deleteToBeginningOfLine())).toBe('|ef')
  })
  it('deleteToEndOfLine deletes the line ending at the end of a line', () => {
    expect(run('a|bc\nde', A.deleteToEndOfLine())).toBe('a|\nde')
    expect(run('abc|\nde', A.deleteToEndOfLine())).toBe('abc|de')
    expect(run('a<b|c\nde', A.deleteToEndOfLine())).toBe('a|c\nde')
  })
  it('deleteSelectedText collapses empty selections without deleting', () => {
    expect(run('a<bc|d', A.deleteSelectedText())).toBe('a|d')
    expect(run('a|bcd', A.deleteSelectedText())).toBe('a|bcd')
  })
})

describe('deleteLine', () => {
  it('deletes the cursor row and keeps the column on the row that moves up', () => {
    expect(run('ab\nc|d\nefg', A.deleteLine())).toBe('ab\ne|fg')
  })
  it('deletes the last row with the ending before it', () => {
    expect(run('ab\ncd|', A.deleteLine())).toBe('ab|')
  })
  it('leaves one empty line when deleting the only line', () => {
    expect(run('a|bc', A.deleteLine())).toBe('|')
  })
  it('excludes an end row reached at column 0, unless it is the last row', () => {
    expect(run('a<b\ncd\n|ef\ngh', A.deleteLine())).toBe('e|f\ngh')
    expect(run('a<b\ncd\n|ef', A.deleteLine())).toBe('|')
  })
  it('merges cursors on the same rows first', () => {
    expect(run('a|b|c\nde\nfg', A.deleteLine())).toBe('d|e\nfg')
  })
})

describe('joinLines', () => {
  it('joins with one space, trimming both sides, cursor before the space', () => {
    expect(run('fo|o  \n   bar', A.joinLines())).toBe('foo| bar')
  })
  it('inserts no space when the next line is empty', () => {
    expect(run('fo|o\n\nbar', A.joinLines())).toBe('foo|\nbar')
  })
  it('joins all rows of a selection and keeps it selected', () => {
    expect(run('<ab\ncd\nef|\ngh', A.joinLines())).toBe('<ab cd ef|\ngh')
  })
  it('does nothing for a cursor on the last row', () => {
    const s = mk('ab\nc|d')
    expect(reduce(s, A.joinLines())).toBe(s)
  })
  it('joins at several cursors at once', () => {
    expect(run('a|\nb\nc|\nd', A.joinLines())).toBe('a| b\nc| d')
  })
})

describe('indentation', () => {
  it('indent inserts one soft tab unit up to the next stop', () => {
    expect(run('|ab', A.indent())).toBe('  |ab')
    expect(run('a|b', A.indent())).toBe('a |b')
  })
  it('indent skips leading whitespace first', () => {
    expect(run(' | ab', A.indent())).toBe('    |ab')
  })
  it('indent with hard tabs', () => {
    expect(show(reduce(mk('|ab', { softTabs: false }), A.indent()))).toBe('\t|ab')
  })
  it('indentSelectedRows and outdentSelectedRows skip empty rows', () => {
    expect(run('<ab\n\ncd|', A.indentSelectedRows())).toBe('<  ab\n\n  cd|')
    expect(run('<    ab\n\t\n cd|', A.outdentSelectedRows())).toBe('<  ab\n\ncd|')
  })
  it('indent on a non-empty selection indents its rows', () => {
    expect(run('<ab\ncd|', A.indent())).toBe('<  ab\n  cd|')
  })
  it('setIndentationForBufferRow replaces the leading whitespace', () => {
    expect(run('\t a|b', A.setIndentationForBufferRow({ row: 0, level: 2 }))).toBe('    a|b')
  })
})

describe('joinLines with cursors on consecutive rows (sequential in Atom)', () => {
  it('each cursor joins onto the line the previous one produced', () => {
    expect(run('a|\nb|\nc\nd', A.joinLines())).toBe('a| b| c\nd')
  })
  it('trims blanks of a whitespace-only appended row on the next join', () => {
    expect(run('a|\n   \n|x\nb', A.joinLines())).toBe('a|    \nx| b')
    expect(run('a|\n  \nb\nc', A.joinLines(), A.joinLines())).toBe('a| b\nc')
  })
})

describe('joinLines on the last row (Atom quirk)', () => {
  it('a non-empty selection on the last row deletes from the first character to the end', () => {
    expect(run('ab\n  c<d|e', A.joinLines())).toBe('ab\n  <|')
  })
  it('after joining a blank first row, the quirk deletes from the appended text, inside the buffer', () => {
    const s = reduce(mk('<|\n|a>'), A.joinLines())
    expect(s.buffer.getText()).toBe('')
    for (const r of s.selections) expect(s.buffer.clampPosition(r.end)).toEqual(r.end)
  })
})
