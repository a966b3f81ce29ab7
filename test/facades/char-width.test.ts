// setDefaultCharWidth and soft wrap: each expected layout is Pulsar's for the same text, width and widths.
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/index.js'

const text = 'x\nab日本語テキストcd\nｱｲｳｴｵｶｷｸｹｺ\n한국어문장\n'
const rows = (e: TextEditor) => Array.from({ length: e.getScreenLineCount() }, (_, r) => e.lineTextForScreenRow(r))
const editor = (...widths: number[]) => {
  const e = new TextEditor({ text, softWrapped: true, editorWidthInChars: 6 })
  e.setDefaultCharWidth(...(widths as [number, ...number[]]))
  return e
}

describe('setDefaultCharWidth', () => {
  // Atom: a character counts its class's width over the default width when wrapping.
  it('soft wrap counts wide and narrow characters by their measured widths', () => {
    expect(rows(editor(1))).toEqual(['x', 'ab日本語テ', 'キストcd', 'ｱｲｳｴｵｶ', 'ｷｸｹｺ', '한국어문장', ''])
    expect(rows(editor(10, 20, 5, 20))).toEqual(['x', 'ab日本', '語テキ', 'ストcd', 'ｱｲｳｴｵｶｷｸｹｺ', '한국어', '문장', ''])
    expect(rows(editor(10, 10, 10, 10))).toEqual(['x', 'ab日本語テ', 'キストcd', 'ｱｲｳｴｵｶ', 'ｷｸｹｺ', '한국어문장', ''])
    expect(rows(editor(10, 15, 5, 30))).toEqual(['x', 'ab日本', '語テキス', 'トcd', 'ｱｲｳｴｵｶｷｸｹｺ', '한국', '어문', '장', ''])
  })

  // Atom: the widths change only with a new default width or new widths for all three classes.
  // (Atom re-wraps rows it has laid out only when the wrap column changes, so there the last
  // layout keeps 8 rows until then; caretaker's layout always follows the widths in force.)
  it('keeps the widths unless the default or all three change; returns the default width', () => {
    const e = editor(10, 20, 5, 20)
    expect(e.getScreenLineCount()).toBe(8)
    e.setDefaultCharWidth(10, 10, 5, 20)
    expect([e.getScreenLineCount(), e.getDoubleWidthCharWidth()]).toEqual([8, 20])
    e.setDefaultCharWidth(10, 10, 10, 10)
    expect([e.getScreenLineCount(), e.getDoubleWidthCharWidth()]).toEqual([7, 10])
    expect(e.setDefaultCharWidth(7)).toBe(7)
    expect(e.getDefaultCharWidth()).toBe(7)
  })

  // Atom: without soft wrap, rows wrap at maxScreenLineLength, counting each character by its measured width.
  // Unmeasured, caretaker counts a CJK character 2 (Atom with widths 1, 2, 0.5, 2); with setDefaultCharWidth(1), 1 (Atom alike).
  it('maxScreenLineLength counts wide characters by their widths', () => {
    const rowsOf = (e: TextEditor) => {
      e.setCursorBufferPosition([1, 10])
      const p = e.getCursorScreenPosition()
      return [rows(e), [p.row, p.column]]
    }
    const unmeasured = new TextEditor({ text: 'x\nabcdefg漢字y\n', maxScreenLineLength: 10 })
    expect(rowsOf(unmeasured)).toEqual([['x', 'abcdefg漢', '字y', ''], [2, 2]])
    const ones = new TextEditor({ text: 'x\nabcdefg漢字y\n', maxScreenLineLength: 10 })
    ones.setDefaultCharWidth(1)
    expect(rowsOf(ones)).toEqual([['x', 'abcdefg漢字y', ''], [1, 10]])
  })
})
