import { describe, expect, it } from 'vitest'
import { lastBreakIndex } from '../../src/buffer/lines.js'
import { endOfInsertedText } from '../../src/state/selections.js'

describe('lastBreakIndex', () => {
  // Atom: only `\n` breaks a line (a `\r\n` ends with one; a lone `\r` is a character).
  it('finds the last line feed', () => {
    expect(lastBreakIndex('')).toBe(-1)
    expect(lastBreakIndex('abc')).toBe(-1)
    expect(lastBreakIndex('a\nb')).toBe(1)
    expect(lastBreakIndex('a\nb\rc')).toBe(1)
    expect(lastBreakIndex('a\rb\nc')).toBe(3)
    expect(lastBreakIndex('a\r\n')).toBe(2)
    expect(lastBreakIndex('\r')).toBe(-1)
  })

  // Atom's `extentForText`: rows are the text's `\n`s; the column counts a lone `\r` as a character.
  it('gives where inserted text ends, counting its line feeds', () => {
    const at = { row: 3, column: 4 }
    expect(endOfInsertedText(at, 'xy')).toEqual({ row: 3, column: 6 })
    expect(endOfInsertedText(at, 'a\r\nbc\rd\ne')).toEqual({ row: 5, column: 1 })
    expect(endOfInsertedText(at, 'x\ry')).toEqual({ row: 3, column: 7 })
    expect(endOfInsertedText(at, 'a\n')).toEqual({ row: 4, column: 0 })
    const big = 'row of text\n'.repeat(100_000) + 'tail'
    expect(endOfInsertedText(at, big)).toEqual({ row: 100_003, column: 4 })
  })
})
