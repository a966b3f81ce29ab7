/**
 * Auto-indent answers from Atom's JavaScript settings (increase/decrease
 * indent patterns, Oniguruma extended regexes), asked directly as
 * `insertText({autoIndent})` and `autoDecreaseIndent` ask them.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import { loadJavaScriptMode } from '../../src/language/javascript.js'
import { nullLanguageMode } from '../../src/language/language-mode.js'
import { regexForPattern } from '../../src/language/onig.js'
import type { TextMateLanguageMode } from '../../src/language/textmate-mode.js'

let js: TextMateLanguageMode
beforeAll(async () => {
  js = await loadJavaScriptMode({ syntaxTree: false })
})

const buf = (...lines: string[]): TextBuffer => TextBuffer.fromString(lines.join('\n'))
/** The indent Atom suggests for `line` typed as row `row` of `lines` (tab length 2). */
const forLine = (lines: string[], row: number, line: string): number | undefined =>
  js.suggestedIndentForLineAtBufferRow(buf(...lines), row, line, 2)
const edited = (lines: string[], row: number): number | undefined => js.suggestedIndentForEditedBufferRow(buf(...lines), row, 2)

describe('the increase/decrease patterns (Oniguruma, extended syntax)', () => {
  test("Atom's JavaScript patterns behave as in Atom", () => {
    const increase = regexForPattern(js.settingForScopes('increaseIndentPattern', ['source.js']) as string)!
    const decrease = regexForPattern(js.settingForScopes('decreaseIndentPattern', ['source.js']) as string)!
    for (const line of ['function f() {', 'const a = [', 'foo(a,', '  if (x) {  ']) expect(increase.testSync(line), line).toBe(true)
    for (const line of ['x = "{"', 'f()', '{ a }', '']) expect(increase.testSync(line), line).toBe(false)
    for (const line of ['}', '  })', '  /* c */ ]', ')']) expect(decrease.testSync(line), line).toBe(true)
    for (const line of ['x }', 'a', '']) expect(decrease.testSync(line), line).toBe(false)
  })
})

describe('suggestedIndentForLineAtBufferRow (a new line, as insertText autoIndent asks)', () => {
  test('one level more after `{`, `[` or `(`', () => {
    expect(forLine(['function f() {', ''], 1, '')).toBe(1)
    expect(forLine(['  if (x) {', ''], 1, '')).toBe(2)
    expect(forLine(['const a = [', ''], 1, '')).toBe(1)
    expect(forLine(['foo(a,', ''], 1, '')).toBe(1)
  })

  test('the same level after a plain line; 0 at the top', () => {
    expect(forLine(['    x()', ''], 1, '')).toBe(2)
    expect(forLine(['x = "{"', ''], 1, '')).toBe(0)
    expect(forLine([''], 0, '')).toBe(0)
  })

  test('a line starting with `}` after `{` stays at the opening level', () => {
    expect(forLine(['  f(() => {', ''], 1, '})')).toBe(1)
    expect(forLine(['  x()', ''], 1, '}')).toBe(0)
  })

  test('blank rows are skipped to find the preceding row', () => {
    expect(forLine(['function f() {', '', '   ', ''], 3, '')).toBe(1)
  })

  test('no increase after a commented row', () => {
    expect(forLine(['  // {', ''], 1, '')).toBe(1)
    expect(forLine(['  /* { */', ''], 1, '')).toBe(1)
  })
})

describe('suggestedIndentForBufferRow (an existing row: autoIndentSelectedRows, indent)', () => {
  test('from the preceding row', () => {
    const b = buf('function f() {', 'x()', '}')
    expect(js.suggestedIndentForBufferRow(b, 0, 2)).toBe(0)
    expect(js.suggestedIndentForBufferRow(b, 1, 2)).toBe(1)
    expect(js.suggestedIndentForBufferRow(b, 2, 2)).toBe(0)
  })

  test('skipBlankLines: false looks at the row just above', () => {
    const b = buf('function f() {', '', 'x()')
    expect(js.suggestedIndentForBufferRow(b, 2, 2)).toBe(1)
    expect(js.suggestedIndentForBufferRow(b, 2, 2, { skipBlankLines: false })).toBe(0)
  })

  test('tab length matters', () => {
    const b = buf('\tif (a) {', 'b')
    expect(js.suggestedIndentForBufferRow(b, 1, 4)).toBe(2)
  })
})

describe('suggestedIndentForEditedBufferRow (autoDecreaseIndent after typing)', () => {
  test('dedent on `}`', () => {
    expect(edited(['function f() {', '  x()', '  }'], 2)).toBe(0)
    expect(edited(['  if (a) {', '    b()', '    }'], 2)).toBe(1)
  })

  test('`}` right after `{`: back to the opening level', () => {
    expect(edited(['function f() {', '  }'], 1)).toBe(0)
  })

  test('comments before the closer still dedent (`/* c */ ]`)', () => {
    expect(edited(['const a = [', '  1,', '  /* c */ ]'], 2)).toBe(0)
  })

  test('no answer when there is nothing to decrease', () => {
    expect(edited(['function f() {', '  x()'], 1)).toBeUndefined() // not a closer
    expect(edited(['function f() {', '}'], 1)).toBeUndefined() // already at 0
    expect(edited(['  }'], 0)).toBeUndefined() // no preceding row
    expect(edited(['function f() {', '  x()', '}'], 2)).toBeUndefined()
  })
})

test('the null mode copies the indentation of the line above and has no dedent rule', () => {
  const b = buf('    function f() {', '', '  }')
  expect(nullLanguageMode.suggestedIndentForLineAtBufferRow(b, 2, '', 2)).toBe(2)
  expect(nullLanguageMode.suggestedIndentForBufferRow(b, 2, 2)).toBe(2)
  expect(nullLanguageMode.suggestedIndentForBufferRow(b, 2, 2, { skipBlankLines: false })).toBe(0)
  expect(nullLanguageMode.suggestedIndentForBufferRow(b, 0, 2)).toBe(0)
  expect(nullLanguageMode.suggestedIndentForEditedBufferRow(b, 2, 2)).toBeUndefined()
})
