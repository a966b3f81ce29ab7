/**
 * Auto-indentation applied row by row, as Atom's `autoIndentBufferRows` loop
 * and its per-selection `insertText` do: each row's suggestion sees the
 * indentation already given to the rows above it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import type { Action } from '../../src/actions/index.js'
import type { TextBuffer } from '../../src/buffer/text-buffer.js'
import { loadJavaScriptMode } from '../../src/language/javascript.js'
import { nullLanguageMode, registerLanguageMode, type SuggestionOptions } from '../../src/language/language-mode.js'
import { reduce } from '../../src/reducers/index.js'
import { heads, mk, show } from '../helpers/notation.js'

beforeAll(async () => {
  registerLanguageMode(await loadJavaScriptMode())
})

const run = (doc: string, ...actions: Action[]) => show(actions.reduce(reduce, mk(doc)))
const js = (doc: string, ...actions: Action[]) => show(actions.reduce(reduce, mk(doc, { grammar: 'javascript' })))

// The null mode, counting the suggestions asked of it and the rows they were for.
const asked: number[] = []
registerLanguageMode({
  ...nullLanguageMode,
  name: 'counting',
  suggestedIndentForBufferRow: (buffer: TextBuffer, row: number, tabLength: number, options?: SuggestionOptions) => {
    asked.push(row)
    return nullLanguageMode.suggestedIndentForBufferRow(buffer, row, tabLength, options)
  },
})

describe('autoIndentSelectedRows', () => {
  it('JavaScript: each row is indented from the row above as already re-indented', () => {
    const doc = '<function f() {\nif (a) {\nx()\n}\n}|'
    expect(js(doc, A.autoIndentSelectedRows())).toBe('<function f() {\n  if (a) {\n    x()\n  }\n}|')
  })
  it('no grammar: a row copies the indentation the row above has just been given', () => {
    expect(run('<  a\nb|', A.autoIndentSelectedRows())).toBe('<a\nb|')
    expect(run('<    a\n  b\n      c|', A.autoIndentSelectedRows())).toBe('<a\nb\nc|')
  })
  it('selections sharing rows give the same result as one selection over them', () => {
    // Rows 0–1 and rows 1–2: row 1 is indented twice, the second time to the same level.
    expect(run('<    a\n  |b<  x\n      c|', A.autoIndentSelectedRows())).toBe('<a\n|b<  x\nc|')
  })
  it('asks for each row once, in order, however many cursors (2,000 rows, several cursors per row)', () => {
    const rows = 2000
    // A cursor at column 0 of every row, and another at column 2 of every third row.
    const doc = Array.from({ length: rows }, (_, r) => {
      const line = ' '.repeat(r % 7) + `line${r}`
      return r % 3 === 0 ? '|' + line.slice(0, 2) + '|' + line.slice(2) : '|' + line
    }).join('\n')
    const s = mk(doc, { grammar: 'counting' })
    expect(s.selections.length).toBe(rows + Math.ceil(rows / 3))
    asked.length = 0
    const out = reduce(s, A.autoIndentSelectedRows())
    expect(asked).toEqual(Array.from({ length: rows }, (_, r) => r))
    // Row 0 has nothing above it: level 0; every row then copies it.
    expect(out.buffer.getText()).toBe(Array.from({ length: rows }, (_, r) => `line${r}`).join('\n'))
  })
})

describe('moveLineUp / moveLineDown with autoIndent', () => {
  it("moveLineDown re-indents the moved rows one after another (Atom's autoIndentSelectedRows after the move)", () => {
    // Rows 1–2 go below `d`, the last row (Atom appends a line ending); then row 2 copies `d` (0) and row 3 copies the new row 2 (0).
    expect(run('a\n<  b\n |   c\nd', A.moveLineDown())).toBe('a\nd\n<b\n|c\n')
  })
  it('moveLineUp likewise', () => {
    // Rows 3–4 go above `z` (the last row moving up leaves its line ending behind); row 2 copies `  y`, row 3 the new row 2.
    expect(run('x\n  y\nz\n<    b\n      c|', A.moveLineUp())).toBe('x\n  y\n<  b\n  c|\nz\n')
  })
  it('without autoIndent the moved rows keep their indentation', () => {
    expect(show(reduce(mk('a\n<  b\n |   c\nd', { autoIndent: false }), A.moveLineDown()))).toBe('a\nd\n<  b\n |   c\n')
  })
})

describe('insertNewline at several cursors (autoIndentNewline)', () => {
  it('no grammar, two cursors on one row: the second new row copies the first new row', () => {
    const s = mk('  x|y|')
    const out = reduce(s, A.insertText({ text: '\n', autoIndentNewline: true }))
    expect(out.buffer.getText()).toBe('  x\n  y\n  ')
    expect(heads(out)).toEqual([[1, 2], [2, 2]])
  })
  it('JavaScript: a brace opened on a row indented by the earlier cursor indents one level further', () => {
    const s = mk('f() {|g() {|h', { grammar: 'javascript' })
    const out = reduce(s, A.insertText({ text: '\n', autoIndentNewline: true }))
    expect(out.buffer.getText()).toBe('f() {\n  g() {\n    h')
    expect(heads(out)).toEqual([[1, 2], [2, 4]])
  })
  it('cursors on separate rows are unaffected by each other', () => {
    expect(js('if (a) {|\nif (b) {|', A.insertText({ text: '\n', autoIndentNewline: true }))).toBe('if (a) {\n  |\nif (b) {\n  |')
  })
})
