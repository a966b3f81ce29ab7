/**
 * Comment rows (Atom's `isRowCommented`), the paragraphs they bound, and
 * comment toggling with Atom's rules.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import { TextEditor } from '../../src/facades/text-editor.js'
import { toggleLineCommentsForBufferRows } from '../../src/language/comments.js'
import { loadErlangMode } from '../../src/language/erlang.js'
import { loadJavaScriptMode } from '../../src/language/javascript.js'
import { nullLanguageMode, registerLanguageMode, type LanguageMode } from '../../src/language/language-mode.js'
import type { TextMateLanguageMode } from '../../src/language/textmate-mode.js'
import { PARAGRAPHS, SAMPLE } from './samples.js'

let js: TextMateLanguageMode
let erlang: TextMateLanguageMode
beforeAll(async () => {
  js = await loadJavaScriptMode({ syntaxTree: false })
  erlang = await loadErlangMode()
  registerLanguageMode(js)
})

const rowsCommented = (mode: LanguageMode, text: string): number[] => {
  const b = TextBuffer.fromString(text)
  const out: number[] = []
  for (let r = 0; r <= b.getLastRow(); r++) if (mode.isRowCommented(b, r)) out.push(r)
  return out
}

describe('isRowCommented', () => {
  test('rows whose first non-blank text is in a comment, or inside an open block comment', () => {
    // SAMPLE: 2 `  // say hello`, 5–6 the block comment (6 ends it, then code), 10–12 JSDoc.
    expect(rowsCommented(js, SAMPLE)).toEqual([2, 5, 6, 10, 11, 12])
    expect(rowsCommented(js, PARAGRAPHS)).toEqual([2, 3, 7, 11, 12])
  })

  test('code before a comment is not a comment row; an unterminated block comment runs on', () => {
    expect(rowsCommented(js, 'x() // c\n/* open\n\nstill\n')).toEqual([1, 2, 3, 4])
  })

  test('rows out of range and the null mode', () => {
    const b = TextBuffer.fromString('// c')
    expect(js.isRowCommented(b, 5)).toBe(false)
    expect(js.isRowCommented(b, -1)).toBe(false)
    expect(rowsCommented(nullLanguageMode, PARAGRAPHS)).toEqual([])
  })
})

describe('paragraphs with comment-only rows between code blocks', () => {
  const range = (grammar: string, row: number): unknown => {
    const editor = new TextEditor({ text: PARAGRAPHS, grammar })
    editor.setCursorBufferPosition([row, 0])
    return editor.getLastCursor().getCurrentParagraphBufferRange()?.serialize()
  }

  test('getCurrentParagraphBufferRange: a change of "commented" ends the paragraph', () => {
    expect(range('javascript', 0)).toEqual([[0, 0], [1, 11]])
    expect(range('javascript', 3)).toEqual([[2, 0], [3, 18]])
    expect(range('javascript', 5)).toEqual([[4, 0], [5, 11]])
    expect(range('javascript', 7)).toEqual([[7, 0], [7, 21]])
    expect(range('javascript', 9)).toEqual([[8, 0], [10, 1]])
    expect(range('javascript', 12)).toEqual([[11, 0], [12, 13]])
    expect(range('javascript', 13)).toEqual([[13, 0], [13, 11]])
    expect(range('javascript', 6)).toBeUndefined()
  })

  test('without a language mode only blank rows separate paragraphs', () => {
    expect(range('text', 0)).toEqual([[0, 0], [5, 11]])
    expect(range('text', 9)).toEqual([[7, 0], [13, 11]])
  })

  test('the paragraph motions only look at blank rows, comments or not (Atom scans for blank lines)', () => {
    for (const grammar of ['javascript', 'text']) {
      const editor = new TextEditor({ text: PARAGRAPHS, grammar })
      const cursor = editor.getLastCursor()
      cursor.moveToBeginningOfNextParagraph()
      expect(cursor.getBufferPosition().toArray()).toEqual([6, 0])
      cursor.moveToBeginningOfNextParagraph()
      expect(cursor.getBufferPosition().toArray()).toEqual([13, 10]) // no further blank row: one column before the end
      cursor.moveToBeginningOfPreviousParagraph()
      expect(cursor.getBufferPosition().toArray()).toEqual([6, 0])
      cursor.moveToBeginningOfPreviousParagraph()
      expect(cursor.getBufferPosition().toArray()).toEqual([0, 0])
    }
  })
})

describe('toggleLineCommentsForBufferRows', () => {
  const toggle = (mode: LanguageMode, lines: string[], start: number, end: number, tabLength = 2, softTabs = true): string => {
    const b = TextBuffer.fromString(lines.join('\n'))
    return b.applyReplacements(toggleLineCommentsForBufferRows(b, mode, start, end, tabLength, softTabs)).getText()
  }

  test('comments at the smallest indentation of the non-blank rows, keeping it', () => {
    expect(toggle(js, ['  a', '    b', '  c'], 0, 2)).toBe('  // a\n  //   b\n  // c')
    expect(toggle(js, ['a', '  b'], 0, 1)).toBe('// a\n//   b')
  })

  test('blank rows get the indentation and the delimiter', () => {
    expect(toggle(js, ['  a', '', '  b'], 0, 2)).toBe('  // a\n  // \n  // b')
    expect(toggle(js, ['  a', '', '  b'], 0, 2, 2, false)).toBe('  // a\n\t// \n  // b')
    expect(toggle(js, ['   ', ''], 0, 1)).toBe('// \n// ')
  })

  test('uncomments when every non-blank row is commented (one following space removed)', () => {
    expect(toggle(js, ['  // a', '', '  //b', '//  c'], 0, 3)).toBe('  a\n\n  b\n c')
  })

  test('a mix of commented and plain rows is commented again', () => {
    expect(toggle(js, ['// a', 'b'], 0, 1)).toBe('// // a\n// b')
  })

  test('round trip', () => {
    const lines = ['function f() {', '  return 1', '', '}']
    const once = toggle(js, lines, 0, 3)
    expect(once).toBe('// function f() {\n//   return 1\n// \n// }')
    expect(toggle(js, once.split('\n'), 0, 3)).toBe('function f() {\n  return 1\n\n}')
  })

  test('hard tabs: the delimiter goes inside the common indentation', () => {
    expect(toggle(js, ['\ta', '\t\tb'], 0, 1, 2)).toBe('\t// a\n\t// \tb')
  })

  test('replacements are sorted, in the old coordinates, rows clamped', () => {
    const b = TextBuffer.fromString('a\nb')
    expect(toggleLineCommentsForBufferRows(b, js, 0, 9, 2)).toEqual([
      { start: { row: 0, column: 0 }, end: { row: 0, column: 0 }, text: '// ' },
      { start: { row: 1, column: 0 }, end: { row: 1, column: 0 }, text: '// ' },
    ])
  })

  test('another language: Erlang comments with `% `', () => {
    expect(toggle(erlang, ['f() ->', '  ok.'], 0, 1)).toBe('% f() ->\n%   ok.')
    expect(toggle(erlang, ['% f() ->', '%   ok.'], 0, 1)).toBe('f() ->\n  ok.')
  })

  test('no comment strings (the null mode): nothing', () => {
    expect(toggleLineCommentsForBufferRows(TextBuffer.fromString('a'), nullLanguageMode, 0, 0, 2)).toEqual([])
  })

  describe('with a comment end (block comments)', () => {
    const css: LanguageMode = { ...nullLanguageMode, commentStringsForPosition: () => ({ commentStartString: '/* ', commentEndString: ' */' }) }

    test("wraps the rows, after the first row's indentation", () => {
      expect(toggle(css, ['  a {', '  }'], 0, 1)).toBe('  /* a {\n  } */')
    })

    test('unwraps when the first row starts and the last row ends with the delimiters', () => {
      expect(toggle(css, ['  /* a {', '  } */'], 0, 1)).toBe('  a {\n  }')
      expect(toggle(css, ['/* a */'], 0, 0)).toBe('a')
      expect(toggle(css, ['/* */'], 0, 0)).toBe('')
    })

    test('a start delimiter without the end: nothing', () => {
      expect(toggle(css, ['/* a', 'b'], 0, 1)).toBe('/* a\nb')
    })
  })
})

test('comment strings and scoped non-word characters from the settings', () => {
  const b = TextBuffer.fromString(SAMPLE)
  expect(js.commentStringsForPosition(b, { row: 0, column: 0 })).toEqual({ commentStartString: '// ' })
  expect(js.nonWordCharactersForPosition(b, { row: 0, column: 0 })).toBe('/\\()"\':,.;<>~!#@%^&*|+=[]{}`?-…')
  expect(erlang.commentStringsForPosition(TextBuffer.fromString('f() -> ok.'), { row: 0, column: 0 })).toEqual({ commentStartString: '% ' })
  expect(erlang.nonWordCharactersForPosition(TextBuffer.fromString('f'), { row: 0, column: 0 })).toBeUndefined()
  const editor = new TextEditor({ text: SAMPLE, grammar: 'javascript' })
  expect(editor.getNonWordCharacters([0, 0])).toBe('/\\()"\':,.;<>~!#@%^&*|+=[]{}`?-…')
})
