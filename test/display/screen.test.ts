import { describe, expect, it } from 'vitest'
import * as S from '../../src/display/screen.js'
import { addFold } from '../../src/display/folds.js'
import { createEditorState, type EditorState, type EditorStateOptions } from '../../src/state/editor-state.js'
import * as P from '../../src/values/pos.js'
import type { Span } from '../../src/values/pos.js'
import { SAMPLE_JS } from '../fixtures/sample-js.js'
import { atomAvailable, atomLayer } from './atom-layer.js'

/** A sample with hard tabs (Atom's `sample-with-tabs-and-leading-comment.coffee`). */
const COFFEE = '  # This is a comment\nif this.studyingEconomics\n\tbuy()\twhile supply > demand\n\t\tsell() until supply > demand'
/** CJK text: double-width characters count 2 for wrapping, one screen column each. */
const CJK = '中文字符测试中文字符测试中文字符测试 abc 中文'

const st = (text: string, options: EditorStateOptions = {}, folds: readonly Span[] = []): EditorState =>
  folds.reduce(addFold, createEditorState({ text, ...options }))
const wrapped = (text: string, width: number, options: EditorStateOptions = {}) =>
  st(text, { softWrapped: true, editorWidthInChars: width, ...options })
const screen = (s: EditorState, row: number, column: number, o: S.ClipOptions = {}) =>
  S.screenPositionForBufferPosition(s, P.pos(row, column), o)
const buffer = (s: EditorState, row: number, column: number, o: S.ClipOptions = {}) =>
  S.bufferPositionForScreenPosition(s, P.pos(row, column), o)
const lines = (s: EditorState) => Array.from({ length: S.getScreenLineCount(s) }, (_, r) => S.lineTextForScreenRow(s, r))

describe('soft wrap', () => {
  it('wraps the sample at 10, 20 and 50 columns at word boundaries', () => {
    expect([10, 20, 50].map(w => S.getScreenLineCount(wrapped(SAMPLE_JS, w)))).toEqual([70, 32, 15])
    expect(lines(wrapped(SAMPLE_JS, 20)).slice(0, 8)).toEqual([
      'var quicksort = ',
      'function () {',
      '  let part = ',
      '  function(array) {',
      '    if ',
      '    (array.length ',
      '    <= 1) return ',
      '    array;',
    ])
  })

  it('keeps trailing whitespace on the upper segment and indents continuations like the line', () => {
    const s = wrapped(SAMPLE_JS, 10)
    expect(lines(s).slice(0, 7)).toEqual(['var ', 'quicksort ', '= ', 'function ', '() {', '  let ', '  part = '])
  })

  it('maps the wrap point to the start of the next segment, after its indentation', () => {
    const s = wrapped(SAMPLE_JS, 20)
    expect(screen(s, 2, 4)).toEqual(P.pos(4, 4))
    expect(screen(s, 2, 7)).toEqual(P.pos(5, 4))
    expect(S.bufferRowForScreenRow(s, 5)).toBe(2)
    expect(S.screenRowForBufferRow(s, 2)).toBe(4)
  })

  it('resolves the end of a wrapped segment and its continuation indentation by direction', () => {
    const s = wrapped(SAMPLE_JS, 20)
    // End of screen row 4 ("    if "): closest and backward one column back, forward the wrap point.
    expect(buffer(s, 4, 7)).toEqual(P.pos(2, 6))
    expect(buffer(s, 4, 7, { clipDirection: 'backward' })).toEqual(P.pos(2, 6))
    expect(buffer(s, 4, 7, { clipDirection: 'forward' })).toEqual(P.pos(2, 7))
    // Inside the indentation of screen row 5.
    expect(buffer(s, 5, 2)).toEqual(P.pos(2, 7))
    expect(buffer(s, 5, 2, { clipDirection: 'backward' })).toEqual(P.pos(2, 6))
    expect(buffer(s, 5, 2, { clipDirection: 'backward', skipSoftWrapIndentation: true })).toEqual(P.pos(2, 7))
    expect(S.clipScreenPosition(s, P.pos(5, 1))).toEqual(P.pos(5, 4))
    expect(S.clipScreenPosition(s, P.pos(4, 7))).toEqual(P.pos(4, 6))
  })

  it('adds the hanging indent when it fits', () => {
    expect(lines(wrapped('aaaa bbb ccc', 6, { softWrapHangingIndentLength: 2 }))).toEqual(['aaaa ', '  bbb ', '  ccc'])
    expect(lines(wrapped('aaaa bbbb', 6, { softWrapHangingIndentLength: 6 }))).toEqual(['aaaa ', 'bbbb'])
  })

  it('breaks a row without a boundary at the column, and never inside a surrogate pair', () => {
    expect(lines(wrapped('abcdefgh', 3))).toEqual(['abc', 'def', 'gh'])
    expect(lines(wrapped('ab😀c', 2))).toEqual(['ab', '😀', 'c'])
    // The pair may overhang the column rather than be split.
    expect(lines(wrapped('a😀b', 2))).toEqual(['a😀', 'b'])
  })

  it('wraps at the preferred line length when asked, and at maxScreenLineLength when not soft-wrapped', () => {
    const long = 'x '.repeat(40)
    expect(S.getScreenLineCount(st(long, { softWrapped: true, editorWidthInChars: 50, softWrapAtPreferredLineLength: true, preferredLineLength: 20 }))).toBe(4)
    expect(S.getScreenLineCount(st(long, { softWrapped: false, editorWidthInChars: 20 }))).toBe(1)
    expect(S.getScreenLineCount(st('y'.repeat(1200)))).toBe(3)
    expect(S.getScreenLineCount(st(long, { softWrapped: true }))).toBe(1)
  })

  it('counts CJK characters double for wrapping but gives each one screen column', () => {
    const s = wrapped(CJK, 10)
    expect(lines(s)).toEqual(['中文字符测', '试中文字符', '测试中文字', '符测试 ', 'abc 中文'])
    expect(screen(s, 0, 7)).toEqual(P.pos(1, 2))
    expect(S.lineLengthForScreenRow(s, 0)).toBe(5)
    expect(buffer(s, 1, 5)).toEqual(P.pos(0, 9))
  })
})

describe('hard tabs', () => {
  it('expand to tab stops of 2, 4 and 8', () => {
    const at = (t: number) => [0, 1, 2, 5, 6, 7].map(c => screen(st(COFFEE, { tabLength: t }), 2, c).column)
    expect(at(2)).toEqual([0, 2, 3, 6, 7, 8])
    expect(at(4)).toEqual([0, 4, 5, 8, 9, 12])
    expect(at(8)).toEqual([0, 8, 9, 12, 13, 16])
    expect(S.lineTextForScreenRow(st(COFFEE, { tabLength: 4 }), 3)).toBe('        sell() until supply > demand')
    expect(S.lineLengthForScreenRow(st(COFFEE, { tabLength: 8 }), 2)).toBe(37)
  })

  it('clip a column inside a tab before or after it', () => {
    const s = st(COFFEE, { tabLength: 4 })
    expect(buffer(s, 2, 1)).toEqual(P.pos(2, 0))
    expect(buffer(s, 2, 2)).toEqual(P.pos(2, 0))
    expect(buffer(s, 2, 3)).toEqual(P.pos(2, 1))
    expect(buffer(s, 2, 1, { clipDirection: 'forward' })).toEqual(P.pos(2, 1))
    expect(buffer(s, 2, 3, { clipDirection: 'backward' })).toEqual(P.pos(2, 0))
    // The tab after "buy()" starts at screen column 9 and spans to 12: closest goes after it only past 11.
    expect(buffer(s, 2, 11)).toEqual(P.pos(2, 6))
    expect(buffer(s, 2, 12)).toEqual(P.pos(2, 7))
  })
})

describe('atomic soft tabs', () => {
  it('snap positions inside leading spaces to tab stops, by direction', () => {
    const s = st('      x', { tabLength: 2 })
    expect(screen(s, 0, 3)).toEqual(P.pos(0, 2))
    expect(screen(s, 0, 3, { clipDirection: 'forward' })).toEqual(P.pos(0, 4))
    expect(buffer(s, 0, 5, { clipDirection: 'backward' })).toEqual(P.pos(0, 4))
    expect(screen(st('    x', { tabLength: 4 }), 0, 3)).toEqual(P.pos(0, 4))
    expect(screen(st('      x', { tabLength: 2, atomicSoftTabs: false }), 0, 3)).toEqual(P.pos(0, 3))
    // Not indentation: a non-space before the column, or the tab cell is not all spaces.
    expect(screen(st('x     y', { tabLength: 2 }), 0, 3)).toEqual(P.pos(0, 3))
    expect(screen(st('   x', { tabLength: 2 }), 0, 3)).toEqual(P.pos(0, 3))
  })
})

describe('character pairs', () => {
  it('keep positions off the middle of surrogate pairs and combining sequences', () => {
    const s = st('a😀e\u0301')
    expect(screen(s, 0, 2)).toEqual(P.pos(0, 1))
    expect(screen(s, 0, 2, { clipDirection: 'forward' })).toEqual(P.pos(0, 3))
    expect(screen(s, 0, 4)).toEqual(P.pos(0, 3))
    expect(buffer(s, 0, 4, { clipDirection: 'forward' })).toEqual(P.pos(0, 5))
  })
})

describe('folds', () => {
  const folded = () => st(SAMPLE_JS, {}, [{ start: P.pos(1, 30), end: P.pos(9, 2) }])

  it('join the folded rows into one screen row showing one placeholder column', () => {
    const s = folded()
    expect(S.getScreenLineCount(s)).toBe(5)
    expect(S.lineTextForScreenRow(s, 1)).toBe('  let part = function(array) {\ufeff};')
    expect(S.lineLengthForScreenRow(s, 1)).toBe(33)
    expect(S.bufferRowForScreenRow(s, 2)).toBe(10)
    expect(S.screenRowForBufferRow(s, 5)).toBe(1)
    expect(S.bufferRowsForScreenRows(s, 0, 4)).toEqual([0, 1, 10, 11, 12])
  })

  it('map the fold start to the placeholder, its end after it, and the inside by direction', () => {
    const s = folded()
    expect(screen(s, 1, 30)).toEqual(P.pos(1, 30))
    expect(screen(s, 9, 2)).toEqual(P.pos(1, 31))
    expect(screen(s, 9, 3)).toEqual(P.pos(1, 32))
    expect(screen(s, 3, 5)).toEqual(P.pos(1, 30))
    expect(screen(s, 8, 5)).toEqual(P.pos(1, 31))
    expect(screen(s, 3, 5, { clipDirection: 'forward' })).toEqual(P.pos(1, 31))
    expect(screen(s, 8, 5, { clipDirection: 'backward' })).toEqual(P.pos(1, 30))
    // Rows below move up.
    expect(screen(s, 11, 2)).toEqual(P.pos(3, 2))
    expect(buffer(s, 1, 30)).toEqual(P.pos(1, 30))
    expect(buffer(s, 1, 31)).toEqual(P.pos(9, 2))
    expect(buffer(s, 3, 2)).toEqual(P.pos(11, 2))
  })

  it('show only the outermost of nested folds; adjacent folds keep one placeholder each', () => {
    const nested = st(SAMPLE_JS, {}, [{ start: P.pos(4, 30), end: P.pos(7, 5) }, { start: P.pos(1, 30), end: P.pos(9, 2) }])
    expect(S.getScreenLineCount(nested)).toBe(5)
    const adjacent = st('abcdef', {}, [{ start: P.pos(0, 1), end: P.pos(0, 3) }, { start: P.pos(0, 3), end: P.pos(0, 5) }])
    expect(S.lineTextForScreenRow(adjacent, 0)).toBe('a\ufeff\ufefff')
  })

  it('give the fold of the Selection::fold example its screen column', () => {
    expect(screen(st(SAMPLE_JS, {}, [{ start: P.pos(0, 3), end: P.pos(1, 6) }]), 1, 6)).toEqual(P.pos(0, 4))
  })

  it('wrap with the rest of their row group', () => {
    const s = st(SAMPLE_JS, { softWrapped: true, editorWidthInChars: 20 }, [{ start: P.pos(1, 30), end: P.pos(9, 2) }])
    expect(lines(s).slice(2, 5)).toEqual(['  let part = ', '  function(array) {\ufeff', '  };'])
  })
})

describe('screen extent', () => {
  it('finds the longest screen row', () => {
    expect(S.getApproximateLongestScreenRow(st(SAMPLE_JS))).toBe(3)
    expect(S.getRightmostScreenPosition(st(SAMPLE_JS))).toEqual(P.pos(3, 59))
    expect(S.getApproximateLongestScreenRow(st(SAMPLE_JS, {}, [{ start: P.pos(1, 30), end: P.pos(9, 2) }]))).toBe(3)
  })

  it('clamps screen positions past the last row and before the first', () => {
    const s = wrapped(SAMPLE_JS, 20)
    expect(buffer(s, -1, 5)).toEqual(P.ZERO)
    expect(buffer(s, 99, 0)).toEqual(P.pos(12, 2))
    expect(buffer(s, 0, 99, { clipDirection: 'forward' })).toEqual(P.pos(0, 16))
  })
})

describe.skipIf(!atomAvailable)('agreement with Atom on the samples', () => {
  const cases = [SAMPLE_JS, COFFEE, CJK]
  const foldSets: Span[][] = [[], [{ start: P.pos(1, 4), end: P.pos(2, 3) }]]
  for (const text of cases)
    for (const width of [10, 20, 50])
      for (const tabLength of [2, 4, 8])
        for (const folds of foldSets)
          it(`${JSON.stringify(text.slice(0, 12))}…, wrap ${width}, tabs ${tabLength}, ${folds.length} fold(s)`, () => {
            const s = st(text, { softWrapped: true, editorWidthInChars: width, tabLength }, folds)
            const { layer } = atomLayer(text, { tabLength, softWrapColumn: width, hangingIndent: 0, atomicSoftTabs: true }, folds)
            expect(lines(s)).toEqual(layer.getScreenLines().map(l => l.lineText))
            const rows = text.split('\n')
            rows.forEach((line, row) => {
              for (let column = 0; column <= line.length; column++) {
                const ours = screen(s, row, column)
                const theirs = layer.translateBufferPosition([row, column])
                expect([row, column, ours.row, ours.column]).toEqual([row, column, theirs.row, theirs.column])
              }
            })
          })
})
