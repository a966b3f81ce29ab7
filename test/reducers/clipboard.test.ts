import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import type { Action, ClipboardContents } from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import type { EditorState } from '../../src/state/editor-state.js'
import { mk, show } from '../helpers/notation.js'

/** The clipboard write an action leaves, if any. */
const written = (state: EditorState, action: Action) => {
  const next = reduce(state, action)
  if (next.effects === state.effects) return null
  const [e] = next.effects
  return e?.type === 'clipboardWrite' ? { text: e.text, metadata: e.metadata } : null
}
// Indentation from the language mode (even the null mode copies the line above) is tested on its own below.
const paste = (doc: string, clipboard: ClipboardContents, options: Omit<Parameters<typeof A.pasteText>[0], 'clipboard'> = {}) =>
  show(reduce(mk(doc, { autoIndentOnPaste: false }), A.pasteText({ ...options, clipboard })))

describe('copy', () => {
  it('writes the selected text with its indent basis, and changes nothing else', () => {
    const s = mk('  <ab\n  c|d')
    const next = reduce(s, A.copy())
    expect(next.effects).toEqual([{ type: 'clipboardWrite', text: 'ab\n  c', metadata: { indentBasis: 1, fullLine: false } }])
    expect(next.selections).toBe(s.selections)
    expect(next.buffer).toBe(s.buffer)
    expect(next.history).toBe(s.history)
  })
  it('copies nothing from an empty selection (same state)', () => {
    const s = mk('a|b')
    expect(reduce(s, A.copy())).toBe(s)
  })
  it('works in a read-only editor', () => {
    expect(written(mk('<ab|', { readOnly: true }), A.copy())?.text).toBe('ab')
  })
  it('with maintainClipboard appends, seeding metadata.selections with the old contents', () => {
    const old = { text: 'old', metadata: { indentBasis: 1, fullLine: true } }
    expect(written(mk('a<bc|d'), A.copy({ maintainClipboard: true, clipboard: old }))).toEqual({
      text: 'old\nbc',
      metadata: {
        indentBasis: 1,
        fullLine: true,
        selections: [{ text: 'old', indentBasis: 1, fullLine: true }, { text: 'bc', indentBasis: 0, fullLine: false }],
      },
    })
    // Without metadata the seed has no indent basis.
    expect(written(mk('<x|'), A.copy({ maintainClipboard: true, clipboard: { text: 'plain' } }))?.metadata['selections']).toEqual([
      { text: 'plain', indentBasis: undefined, fullLine: undefined },
      { text: 'x', indentBasis: 0, fullLine: false },
    ])
  })
  it('fullLine marks the copy', () => {
    expect(written(mk('<ab|'), A.copy({ fullLine: true }))?.metadata).toEqual({ indentBasis: 0, fullLine: true })
  })
})

describe('copySelectedText / copyOnlySelectedText', () => {
  it('copies every selection in buffer order, joined with newlines, one metadata entry each', () => {
    expect(written(mk('a<bc|d\n\t<e|f'), A.copySelectedText())).toEqual({
      text: 'bc\ne',
      metadata: {
        indentBasis: 0,
        fullLine: false,
        selections: [{ text: 'bc', indentBasis: 0, fullLine: false }, { text: 'e', indentBasis: 1, fullLine: false }],
      },
    })
  })
  it('an empty selection copies its whole line as a full line', () => {
    expect(written(mk('ab|c\nd'), A.copySelectedText())).toEqual({ text: 'abc\n', metadata: { indentBasis: 0, fullLine: true } })
    expect(written(mk('a\r\nb|c'), A.copySelectedText())?.text).toBe('bc')
    expect(written(mk('a|b\r\nc'), A.copySelectedText())?.text).toBe('ab\r\n')
  })
  it('at many cursors and selections, without folds: each copies at its turn and every record keeps its range', () => {
    // 150 rows `r0` … `r149`; a cursor on each even row at column 1, the odd rows selected whole but for their first character.
    const rows = Array.from({ length: 150 }, (_, i) => `r${i}`)
    const ranges = rows.map((l, i) => (i % 2 === 0 ? { start: { row: i, column: 1 }, end: { row: i, column: 1 } } : { start: { row: i, column: 1 }, end: { row: i, column: l.length } }))
    const s = reduce(mk(rows.join('\n') + '|'), A.setSelectedBufferRanges({ ranges }))
    const next = reduce(s, A.copySelectedText())
    const w = next.effects[0]!
    expect(w.type === 'clipboardWrite' && w.text).toBe(rows.map((l, i) => (i % 2 === 0 ? `${l}\n` : l.slice(1))).join('\n'))
    expect(next.selections.map(r => [r.id, r.start.row, r.start.column, r.end.row, r.end.column])).toEqual(
      s.selections.map(r => [r.id, r.start.row, r.start.column, r.end.row, r.end.column]),
    )
    // Cursors went through selectLine and back: line mode on and a tail; selections are untouched records.
    next.selections.forEach((r, i) => {
      if (i % 2 === 0) expect([r.linewise, r.tailed, r.initialScreenRange]).toEqual([true, true, { start: { row: i, column: 0 }, end: { row: i + 1, column: 0 } }])
      else expect(r).toBe(s.selections[i])
    })
  })
  it('copyOnlySelectedText skips empty selections', () => {
    expect(written(mk('a|b <c|d'), A.copyOnlySelectedText())).toEqual({ text: 'c', metadata: { indentBasis: 0, fullLine: false } })
    const s = mk('a|b c|d')
    expect(reduce(s, A.copyOnlySelectedText())).toBe(s)
  })
})

describe('cut', () => {
  it('copies and deletes each selection, one undo step', () => {
    const s = mk('a<bc|d\ne<f|g')
    const next = reduce(s, A.cut())
    expect(show(next)).toBe('a|d\ne|g')
    expect(next.effects[0]).toMatchObject({ text: 'bc\nf' })
    expect(show(reduce(next, A.undo()))).toBe(show(s))
  })
  it('on an empty selection copies nothing and deletes the next character (Atom)', () => {
    const s = mk('a|bc')
    const next = reduce(s, A.cut())
    expect(show(next)).toBe('a|c')
    expect(next.effects).toBe(s.effects)
  })
  it('is refused by a read-only editor (no write either) unless bypassed', () => {
    const s = mk('<ab|c', { readOnly: true })
    expect(reduce(s, A.cut())).toBe(s)
    expect(show(reduce(s, A.cut({ bypassReadOnly: true })))).toBe('|c')
  })
  it('cutSelectedText cuts the line of an empty selection, with its line ending, as a full line', () => {
    const s = mk('a<bc|d\ne|f\ng')
    const next = reduce(s, A.cutSelectedText())
    expect(show(next)).toBe('a|d\n|g')
    expect(next.effects[0]).toEqual({
      type: 'clipboardWrite',
      text: 'bc\nef\n',
      metadata: {
        indentBasis: 0,
        fullLine: false,
        selections: [{ text: 'bc', indentBasis: 0, fullLine: false }, { text: 'ef\n', indentBasis: 0, fullLine: true }],
      },
    })
    expect(show(reduce(next, A.undo()))).toBe(show(s))
  })
  it('cutToEndOfLine cuts to the end of the line, or the line ending at the end of a line', () => {
    expect(written(mk('a|bc\nd'), A.cutToEndOfLine())?.text).toBe('bc')
    expect(show(reduce(mk('a|bc\nd'), A.cutToEndOfLine()))).toBe('a|\nd')
    const end = mk('abc|\nd')
    const next = reduce(end, A.cutToEndOfLine())
    expect(show(next)).toBe('abc|d')
    expect(next.effects).toBe(end.effects)
    expect(show(reduce(mk('a<b|c'), A.cutToEndOfLine()))).toBe('a|c')
  })
  it('cutToEndOfBufferLine cuts each cursor to the end of its buffer line, chaining the clipboard', () => {
    const s = mk('a|bc\r\nd|e')
    expect(show(reduce(s, A.cutToEndOfBufferLine()))).toBe('a|\r\nd|')
    expect(written(s, A.cutToEndOfBufferLine())?.text).toBe('bc\ne')
  })
})

describe('pasteText', () => {
  it('inserts the clipboard text at every selection, cursor after it', () => {
    expect(paste('a|b\n<cd|e', { text: 'X' })).toBe('aX|b\nX|e')
  })
  it('gives each selection its own part when the counts match', () => {
    const clipboard = {
      text: 'P\nQ',
      metadata: { selections: [{ text: 'P', indentBasis: 0, fullLine: false }, { text: 'Q', indentBasis: 0, fullLine: false }] },
    }
    expect(paste('a|b\nc|d', clipboard)).toBe('aP|b\ncQ|d')
    expect(paste('a|b c|d e|f', clipboard)).toBe('aP\nQ|b cP\nQ|d eP\nQ|f')
  })
  it('pastes a full line above the cursor line; the cursor stays on its line', () => {
    const line = { text: 'new\n', metadata: { indentBasis: 0, fullLine: true } }
    expect(paste('ab|c\nd', line)).toBe('new\nab<|c\nd')
    expect(paste('ab|c\nd|e', line)).toBe('new\nab<|c\nnew\nd<|e')
    // Over a non-empty selection a full line replaces it like any text.
    expect(paste('a<b|c', line)).toBe('anew\n|c')
  })
  it('shifts the lines after the first by the indentation difference from indentBasis', () => {
    const block = { text: 'if\n  y\nz', metadata: { indentBasis: 0, fullLine: false } }
    expect(paste('    x|', block)).toBe('    xif\n      y\n    z|')
    expect(paste('  |', { text: 'if\n  y', metadata: { indentBasis: 2, fullLine: false } })).toBe('  if\ny|')
    // A tab is one level here (tab length 2); the shift is built with soft or hard tabs.
    expect(paste('\t|', block)).toBe('\tif\n    y\n  z|')
    expect(show(reduce(mk('\t|', { softTabs: false, autoIndentOnPaste: false }), A.pasteText({ clipboard: block })))).toBe('\tif\n\t  y\n\tz|')
  })
  it('ignores indentBasis for single-line text after non-whitespace', () => {
    expect(paste('ab|', { text: 'x', metadata: { indentBasis: 3, fullLine: false } })).toBe('abx|')
  })
  it('auto-indents a pasted block like the line above by default (the null mode copies its indentation)', () => {
    expect(show(reduce(mk('  a\n|'), A.pasteText({ clipboard: { text: 'x\ny', metadata: { indentBasis: 0 } } })))).toBe('  a\n  x\n  y|')
  })
  it('preserveTrailingLineIndentation keeps the pasted lines as they are', () => {
    expect(paste('    |', { text: 'a\nb', metadata: { indentBasis: 0 } }, { preserveTrailingLineIndentation: true })).toBe('    a\nb|')
  })
  it('normalises line endings to the buffer', () => {
    expect(reduce(mk('a|\r\nb'), A.pasteText({ clipboard: { text: 'x\ny' } })).buffer.getText()).toBe('ax\r\ny\r\nb')
  })
  it('select keeps the pasted text selected', () => {
    expect(paste('a|b', { text: 'XY' }, { select: true })).toBe('a<XY|b')
  })
  it('is refused by a read-only editor unless bypassed', () => {
    const s = mk('a|b', { readOnly: true })
    expect(reduce(s, A.pasteText({ clipboard: { text: 'x' } }))).toBe(s)
    expect(show(reduce(s, A.pasteText({ clipboard: { text: 'x' }, bypassReadOnly: true })))).toBe('ax|b')
  })
  it('undo restores text and selections', () => {
    const s = mk('a<b|c\nd|e')
    const next = reduce(s, A.pasteText({ clipboard: { text: 'line\n', metadata: { fullLine: true, indentBasis: 0 } } }))
    expect(show(reduce(next, A.undo()))).toBe(show(s))
  })
})

describe('copy then paste', () => {
  it('over the same selections restores the text', () => {
    for (const doc of ['a<bc|d\n  <ef\ng|h', '<x\r\ny|\r\nz', '|ab>c\t<d|']) {
      const s = mk(doc, { autoIndentOnPaste: false })
      const e = reduce(s, A.copySelectedText()).effects[0]!
      if (e.type !== 'clipboardWrite') throw new Error('no write')
      expect(reduce(s, A.pasteText({ clipboard: { text: e.text, metadata: e.metadata } })).buffer.getText()).toBe(s.buffer.getText())
    }
  })
})
