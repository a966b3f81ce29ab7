import { describe, expect, it } from 'vitest'
import { lastBreakIndex } from '../../src/buffer/lines.js'
import { endOfInsertedText } from '../../src/state/selections.js'

describe('lastBreakIndex', () => {
  it('finds the last line feed or carriage return, whichever is later', () => {
    expect(lastBreakIndex('')).toBe(-1)
    expect(lastBreakIndex('abc')).toBe(-1)
    expect(lastBreakIndex('a\nb')).toBe(1)
    expect(lastBreakIndex('a\nb\rc')).toBe(3)
    expect(lastBreakIndex('a\rb\nc')).toBe(3)
    expect(lastBreakIndex('a\r\n')).toBe(2)
    expect(lastBreakIndex('\r')).toBe(0)
  })

  it('gives where inserted text ends, mixed breaks counted once per break', () => {
    const at = { row: 3, column: 4 }
    expect(endOfInsertedText(at, 'xy')).toEqual({ row: 3, column: 6 })
    expect(endOfInsertedText(at, 'a\r\nbc\rd\ne')).toEqual({ row: 6, column: 1 })
    expect(endOfInsertedText(at, 'a\n')).toEqual({ row: 4, column: 0 })
    const big = 'row of text\n'.repeat(100_000) + 'tail'
    expect(endOfInsertedText(at, big)).toEqual({ row: 100_003, column: 4 })
  })
})
