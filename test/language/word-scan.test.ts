import { describe, expect, it } from 'vitest'
import { TextBuffer } from '../../src/buffer/text-buffer.js'
import * as F from '../../src/language/word-scan.js'
import * as W from '../../src/language/word.js'
import type { Pos } from '../../src/values/pos.js'
import { pos } from '../../src/values/pos.js'

const buf = (text: string): TextBuffer => TextBuffer.fromString(text)
const P = (row: number, column: number): Pos => pos(row, column)
const DEFAULT = F.charClasses(W.DEFAULT_NON_WORD_CHARACTERS)

/** Runs `f`, reporting a hand-back to the regex path as the string 'bail'. */
const attempt = <T,>(f: () => T): T | 'bail' => {
  try {
    return f()
  } catch (e) {
    if (e === F.BAIL) return 'bail'
    throw e
  }
}

describe('word scanners', () => {
  it('answer Atom\'s spec examples themselves', () => {
    const b = buf('  quicksort = function () {\n\n    var sort = function(items) {')
    expect(F.endOfWord(b, P(0, 2), DEFAULT, true, true)).toEqual(P(0, 11))
    expect(F.endOfWord(b, P(0, 27), DEFAULT, true, true)).toEqual(P(1, 0))
    expect(F.beginningOfWord(b, P(2, 0), DEFAULT, true, true)).toEqual(P(1, 0))
    expect(F.beginningOfNextWord(b, P(0, 4), DEFAULT, true)).toEqual(P(0, 12))
    expect(F.previousWordBoundary(b, P(2, 4), DEFAULT)).toEqual(P(2, 0))
    expect(F.nextWordBoundary(b, P(0, 27), DEFAULT)).toEqual(P(1, 0))
    expect(F.currentWordRange(b, P(0, 5), DEFAULT, true)).toEqual({ start: P(0, 2), end: P(0, 11) })
    const s = buf('getPreviousWord ALPhA, => sub_word')
    const forward: number[] = []
    for (let p = P(0, 0); forward.length < 8; ) forward.push((p = F.nextSubword(s, p, DEFAULT)).column)
    expect(forward).toEqual([3, 11, 15, 16, 18, 20, 21, 22])
    const backward: number[] = []
    for (let p = P(0, 34); backward.length < 4; ) backward.push((p = F.previousSubword(s, p, DEFAULT)).column)
    expect(backward).toEqual([30, 26, 23, 21])
  })

  it('hand rows holding U+2028 or U+2029 back to the regex path, which answers', () => {
    const b = buf('  \u2028x\nfoo')
    expect(attempt(() => F.endOfWord(b, P(0, 0), DEFAULT, true, true))).toBe('bail')
    expect(attempt(() => F.nextSubword(b, P(0, 0), DEFAULT))).toBe('bail')
    // The public functions still answer, by the regex path: here `$` matches before U+2028.
    expect(W.getEndOfCurrentWordBufferPosition(b, P(0, 0))).toEqual(W.getEndOfCurrentWordBufferPositionByRegex(b, P(0, 0)))
    expect(W.nextSubwordBoundary(b, P(0, 0))).toEqual(W.nextSubwordBoundaryByRegex(b, P(0, 0)))
  })

  it('hand back positions that are not valid clamped positions', () => {
    const b = buf('foo bar')
    expect(attempt(() => F.endOfWord(b, P(0, 9), DEFAULT, true, true))).toBe('bail')
    expect(attempt(() => F.endOfWord(b, P(3, 0), DEFAULT, true, true))).toBe('bail')
    expect(attempt(() => F.endOfWord(b, P(0, 1.5), DEFAULT, true, true))).toBe('bail')
    expect(W.getEndOfCurrentWordBufferPosition(b, P(0, 9))).toEqual(P(0, 7))
  })

  it('serve non-word sets by what they hold', () => {
    expect(F.charClasses('.,')).toMatchObject({ wordOk: true, subwordOk: true })
    // Blanks in the set: `\s*[N]+` would backtrack into them.
    expect(F.charClasses('. ')).toMatchObject({ wordOk: true, subwordOk: false })
    // A line break in the set: a non-word run could cross rows.
    expect(F.charClasses('.\n')).toMatchObject({ wordOk: false, subwordOk: false })
    const b = buf('a. b\n .c')
    expect(W.getEndOfCurrentWordBufferPosition(b, P(0, 1), { nonWordCharacters: '.\n' })).toEqual(
      W.getEndOfCurrentWordBufferPositionByRegex(b, P(0, 1), { nonWordCharacters: '.\n' }),
    )
    expect(W.nextSubwordBoundary(b, P(0, 3), ' .')).toEqual(W.nextSubwordBoundaryByRegex(b, P(0, 3), ' .'))
  })

  it('keep the blank-line word and the range rules', () => {
    const b = buf('foo\n\n  \nbar')
    // An empty row is an (empty) word; a spaces-only row is one word.
    expect(F.endOfWord(b, P(0, 3), DEFAULT, true, true)).toEqual(P(1, 0))
    expect(F.endOfWord(b, P(1, 0), DEFAULT, true, true)).toEqual(P(2, 2))
    // Without allowNext the scan stops at the row's end: `p` itself.
    expect(F.endOfWord(b, P(0, 3), DEFAULT, true, false)).toEqual(P(0, 3))
    // A range ending inside a spaces-only row does not make it a word.
    expect(F.beginningOfWord(b, P(2, 1), DEFAULT, true, true)).toEqual(P(1, 0))
  })

  it('stay linear on long blank runs', () => {
    const spaces = ' '.repeat(200_000)
    const b = buf(`a${spaces}b\n${spaces}`)
    const t = performance.now()
    expect(F.nextSubword(b, P(0, 1), DEFAULT)).toEqual(P(0, 200_001))
    expect(F.previousSubword(b, P(0, 200_001), DEFAULT)).toEqual(P(0, 1))
    expect(F.nextSubword(b, P(1, 1), DEFAULT)).toEqual(P(1, 200_000))
    expect(F.endOfWord(b, P(0, 1), DEFAULT, true, true)).toEqual(P(0, 200_002))
    expect(performance.now() - t).toBeLessThan(1000)
  })
})
