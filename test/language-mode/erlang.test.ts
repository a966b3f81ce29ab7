/**
 * The second language end to end: Erlang from the `language-erlang` Atom
 * package, through the same interface and the editor facade.
 */
import { beforeAll, expect, test } from 'vitest'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import { TextEditor } from '../../src/facades/text-editor.js'
import { toggleLineCommentsForBufferRows } from '../../src/language/comments.js'
import { loadErlangMode } from '../../src/language/erlang.js'
import { registerLanguageMode, registeredLanguageModes } from '../../src/language/language-mode.js'
import type { TextMateLanguageMode } from '../../src/language/textmate-mode.js'

const SOURCE = [
  '-module(shapes).', //               0
  '%% Areas of shapes', //             1
  'area({square, S}) ->', //           2
  '    S * S;', //                     3
  'area({circle, R}) ->', //           4
  '    case R of', //                  5
  '        0 -> 0;', //                6
  '        _ -> 3.14 * R * R % pi', //  7
  '    end.', //                       8
].join('\n')

let erlang: TextMateLanguageMode
beforeAll(async () => {
  erlang = await loadErlangMode()
  registerLanguageMode(erlang)
})

test('registered under its name, selected by grammar', () => {
  expect(registeredLanguageModes()).toContain('erlang')
  const editor = new TextEditor({ text: SOURCE, grammar: 'erlang' })
  expect(editor.getLanguageMode()).toBe(erlang)
  editor.setCursorBufferPosition([0, 3])
  expect(editor.getLastCursor().getScopeDescriptor().getScopesArray()).toEqual([
    'source.erlang', 'meta.directive.module.erlang', 'keyword.control.directive.module.erlang',
  ])
  // No syntax tree for Erlang: the TextMate scopes, as Atom answers for a TextMate mode.
  expect(editor.getLastCursor().getSyntaxTreeScopeDescriptor().getScopesArray()).toEqual(editor.getLastCursor().getScopeDescriptor().getScopesArray())
  expect(editor.scopeDescriptorForBufferPosition([7, 30]).getScopesArray()).toContain('comment.line.percentage.erlang')
})

test('comment rows and paragraphs', () => {
  const b = TextBuffer.fromString(SOURCE)
  expect([0, 1, 2, 3, 7].map(r => erlang.isRowCommented(b, r))).toEqual([false, true, false, false, false])
  const editor = new TextEditor({ text: SOURCE, grammar: 'erlang' })
  editor.setCursorBufferPosition([0, 0])
  expect(editor.getLastCursor().getCurrentParagraphBufferRange()?.serialize()).toEqual([[0, 0], [0, 16]])
})

test('indentation from the package patterns: after `->`, `case`; dedent on `end`', () => {
  const b = TextBuffer.fromString(SOURCE)
  expect(erlang.suggestedIndentForLineAtBufferRow(b, 3, '', 4)).toBe(1) // after `area(...) ->`
  expect(erlang.suggestedIndentForLineAtBufferRow(b, 6, '', 4)).toBe(2) // after `case R of`
  expect(erlang.suggestedIndentForBufferRow(b, 3, 4)).toBe(1)
  const typed = TextBuffer.fromString(['f(X) ->', '    case X of', '        a -> b', '        end'].join('\n'))
  expect(erlang.suggestedIndentForEditedBufferRow(typed, 3, 4)).toBe(1)
})

test('comment toggling with `% `', () => {
  const b = TextBuffer.fromString(SOURCE)
  const text = b.applyReplacements(toggleLineCommentsForBufferRows(b, erlang, 2, 3, 4)).getText().split('\n')
  expect(text.slice(2, 4)).toEqual(['% area({square, S}) ->', '%     S * S;'])
})
