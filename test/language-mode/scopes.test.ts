/**
 * Scope descriptors from Atom's JavaScript grammar, and syntax-tree node
 * types from tree-sitter, at chosen positions of the sample.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import { TextEditor } from '../../src/facades/text-editor.js'
import { ScopeDescriptor } from '../../src/facades/scope-descriptor.js'
import { loadJavaScriptMode } from '../../src/language/javascript.js'
import { registerLanguageMode } from '../../src/language/language-mode.js'
import type { TextMateLanguageMode } from '../../src/language/textmate-mode.js'
import { SAMPLE } from './samples.js'

let js: TextMateLanguageMode
const buffer = TextBuffer.fromString(SAMPLE)
const at = (row: number, column: number): readonly string[] => js.scopeDescriptorForPosition(buffer, { row, column })
const tree = (row: number, column: number): readonly string[] => js.syntaxTreeScopeDescriptorForPosition(buffer, { row, column })

beforeAll(async () => {
  js = await loadJavaScriptMode()
  registerLanguageMode(js)
})

describe('scopeDescriptorForPosition (Atom grammar from language-javascript)', () => {
  test('strings', () => {
    // Atom's spec: the cursor inside 'two-two' → ['source.js', 'string.quoted.single.js'].
    expect(at(0, 12)).toEqual(['source.js', 'string.quoted.single.js'])
    expect(at(0, 10)).toEqual(['source.js', 'string.quoted.single.js', 'punctuation.definition.string.begin.js'])
    expect(at(3, 12)).toEqual(['source.js', 'string.quoted.double.js'])
    expect(at(3, 9)).toEqual(['source.js', 'string.quoted.double.js', 'punctuation.definition.string.begin.js'])
  })

  test('functions', () => {
    expect(at(1, 0)).toEqual(['source.js', 'meta.function.js', 'storage.type.function.js'])
    expect(at(1, 10)).toEqual(['source.js', 'meta.function.js', 'entity.name.function.js'])
    expect(at(1, 16)).toEqual(['source.js', 'meta.function.js', 'meta.parameters.js', 'variable.parameter.function.js'])
    expect(at(7, 14)).toEqual(['source.js', 'meta.function.arrow.js', 'storage.type.function.arrow.js'])
    expect(at(13, 9)).toEqual(['source.js', 'meta.function-call.js', 'entity.name.function.js'])
  })

  test('comments', () => {
    expect(at(2, 2)).toEqual(['source.js', 'comment.line.double-slash.js', 'punctuation.definition.comment.js'])
    expect(at(2, 6)).toEqual(['source.js', 'comment.line.double-slash.js'])
    expect(at(6, 5)).toEqual(['source.js', 'comment.block.js'])
    expect(at(11, 4)).toEqual(['source.js', 'comment.block.documentation.js', 'storage.type.class.jsdoc'])
    expect(at(13, 20)).toEqual(['source.js', 'comment.line.double-slash.js'])
  })

  test('keywords and storage', () => {
    expect(at(3, 3)).toEqual(['source.js', 'keyword.control.js'])
    expect(at(0, 1)).toEqual(['source.js', 'storage.type.var.js'])
    expect(at(6, 23)).toEqual(['source.js', 'storage.type.const.js'])
    expect(at(8, 0)).toEqual(['source.js', 'meta.class.js', 'storage.type.class.js'])
    expect(at(8, 9)).toEqual(['source.js', 'meta.class.js', 'storage.modifier.js'])
    expect(at(13, 0)).toEqual(['source.js', 'keyword.control.js'])
  })

  test('a boundary belongs to the token on its right; the end of a line to the last token', () => {
    // Column 3 of `var one` is the space after `var`.
    expect(at(0, 3)).toEqual(['source.js'])
    expect(at(0, 19)).toEqual(['source.js', 'string.quoted.single.js', 'punctuation.definition.string.end.js'])
    expect(at(0, 500)).toEqual(at(0, 19)) // clipped
    expect(at(9, 0)).toEqual(['source.js']) // empty row
    expect(at(5, 8)).toEqual(['source.js', 'comment.block.js']) // an open block comment runs to the end
  })

  test('states carry across rows: the block comment opened on row 5 covers row 6 up to `*/`', () => {
    expect(at(6, 0)).toEqual(['source.js', 'comment.block.js'])
    expect(at(6, 19)).toEqual(['source.js', 'comment.block.js', 'punctuation.definition.comment.end.js'])
    expect(at(6, 22)).toEqual(['source.js', 'storage.type.const.js'])
  })

  test("expectations from Atom's language-javascript spec", () => {
    const cases: [string, number, string[]][] = [
      ['() => {}', 3, ['source.js', 'meta.function.arrow.js', 'storage.type.function.arrow.js']],
      ['() => {}', 6, ['source.js', 'punctuation.definition.function.body.begin.bracket.curly.js']],
      ['var func = (p1, p2) => {}', 4, ['source.js', 'meta.function.arrow.js', 'entity.name.function.js']],
      ['Utils.isEmpty = (p1, p2) => {}', 0, ['source.js', 'variable.other.object.js']],
      ['/**/', 0, ['source.js', 'comment.block.empty.js', 'punctuation.definition.comment.begin.js']],
      ['/** foo */', 3, ['source.js', 'comment.block.documentation.js']],
      ['const a, // comment', 6, ['source.js', 'constant.other.js']],
      ['const a, // comment', 9, ['source.js', 'comment.line.double-slash.js', 'punctuation.definition.comment.js']],
    ]
    for (const [line, column, scopes] of cases) {
      expect(js.scopeDescriptorForPosition(TextBuffer.fromString(line), { row: 0, column }), `${line} @${column}`).toEqual(scopes)
    }
  })
})

describe('syntaxTreeScopeDescriptorForPosition (tree-sitter)', () => {
  test("Atom's spec: foo({bar: baz}); at [0, 6]", () => {
    const b = TextBuffer.fromString('foo({bar: baz});')
    expect(js.syntaxTreeScopeDescriptorForPosition(b, { row: 0, column: 6 })).toEqual([
      'source.js', 'program', 'expression_statement', 'call_expression', 'arguments', 'object', 'pair', 'property_identifier',
    ])
  })

  test('node types from the root down to the position', () => {
    expect(tree(3, 12)).toEqual(['source.js', 'program', 'function_declaration', 'statement_block', 'return_statement', 'binary_expression', 'string', 'string_fragment'])
    expect(tree(1, 10)).toEqual(['source.js', 'program', 'function_declaration', 'identifier'])
    expect(tree(2, 5)).toEqual(['source.js', 'program', 'function_declaration', 'statement_block', 'comment'])
    expect(tree(7, 26)).toEqual(['source.js', 'program', 'lexical_declaration', 'variable_declarator', 'arrow_function', 'statement_block', 'return_statement', 'binary_expression', 'identifier'])
  })

  test('at the end of a line, the character to its left (atom#18463)', () => {
    // Row 4 is `}`: the end of the line is inside the function's body.
    expect(tree(4, 1)).toEqual(['source.js', 'program', 'function_declaration', 'statement_block', '}'])
    expect(tree(9, 0)).toEqual(['source.js', 'program'])
  })
})

describe('through the facades', () => {
  test("new TextEditor({ grammar: 'javascript' }): cursor scopes, ScopeDescriptor chain", () => {
    const editor = new TextEditor({ text: SAMPLE, grammar: 'javascript' })
    expect(editor.getLanguageMode()).toBe(js)
    editor.setCursorBufferPosition([0, 12])
    const d = editor.getLastCursor().getScopeDescriptor()
    expect(d.getScopesArray()).toEqual(['source.js', 'string.quoted.single.js'])
    expect(d.getScopeChain()).toBe('.source.js .string.quoted.single.js')
    expect(d.toString()).toBe('.source.js .string.quoted.single.js')
    expect(editor.getLastCursor().getSyntaxTreeScopeDescriptor().getScopesArray()).toEqual([
      'source.js', 'program', 'variable_declaration', 'variable_declarator', 'string', 'string_fragment',
    ])
    expect(editor.scopeDescriptorForBufferPosition([2, 4]).getScopesArray()).toEqual(['source.js', 'comment.line.double-slash.js'])
  })

  test('the null mode: [text]', () => {
    const editor = new TextEditor({ text: SAMPLE })
    expect(editor.getLastCursor().getScopeDescriptor().getScopesArray()).toEqual(['text'])
    expect(editor.getLastCursor().getScopeDescriptor().getScopeChain()).toBe('text')
  })
})

describe('ScopeDescriptor (Atom behaviour)', () => {
  test('getScopeChain prefixes dots only when the first scope has one', () => {
    expect(new ScopeDescriptor({ scopes: ['text'] }).getScopeChain()).toBe('text')
    expect(new ScopeDescriptor({ scopes: ['text', 'x'] }).getScopeChain()).toBe('text x')
    expect(new ScopeDescriptor({ scopes: ['source.js', '.already', 'string.quoted.single.js'] }).getScopeChain()).toBe(
      '.source.js .already .string.quoted.single.js',
    )
    expect(new ScopeDescriptor({ scopes: [] }).getScopeChain()).toBe('')
  })

  test('fromObject, isEqual, getScopesArray', () => {
    const d = ScopeDescriptor.fromObject(['source.js', 'comment.block.js'])
    expect(ScopeDescriptor.fromObject(d)).toBe(d)
    expect(d.isEqual(new ScopeDescriptor({ scopes: ['source.js', 'comment.block.js'] }))).toBe(true)
    expect(d.isEqual(new ScopeDescriptor({ scopes: ['source.js'] }))).toBe(false)
    const a = d.getScopesArray()
    a.push('mutated')
    expect(d.getScopesArray()).toEqual(['source.js', 'comment.block.js'])
  })
})
