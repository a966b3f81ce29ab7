/**
 * The select-next actions against find-and-replace's SelectNext running on
 * Atom: every expectation is what the package's own code gives on Pulsar's
 * TextEditor for the same commands.
 */
import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import * as E from '../../src/values/either.js'
import { TextEditor } from '../../src/facades/text-editor.js'
import { fromJSON, toJSON } from '../../src/persist/json.js'
import { reduce } from '../../src/reducers/index.js'

const src = 'foo bar foo\nfoobar foo.bar\n  foo\n'
type Sel = [[number, number], [number, number], boolean]
const make = (text: string, ranges: [[number, number], [number, number]][], reversed = false) => {
  const e = new TextEditor({ text, autoIndent: false })
  e.setSelectedBufferRanges(ranges, reversed ? { reversed: true } : {})
  return e
}
const sel = (e: TextEditor): Sel[] => e.getSelections().map(s => [...s.getBufferRange().serialize(), s.isReversed()] as Sel)
const next = (e: TextEditor) => e.dispatch(A.selectNext())
const all = (e: TextEditor) => e.dispatch(A.selectAllOccurrences())
const skip = (e: TextEditor) => e.dispatch(A.skipCurrentSelection())
const back = (e: TextEditor) => e.dispatch(A.undoLastSelection())

describe('select next occurrence', () => {
  it('from an empty cursor selects the word, then only whole words, wrapping around to the start', () => {
    const e = make(src, [[[0, 9], [0, 9]]])
    next(e)
    expect(sel(e)).toEqual([[[0, 8], [0, 11], false]])
    next(e)
    next(e)
    expect(sel(e)).toEqual([[[0, 8], [0, 11], false], [[1, 7], [1, 10], false], [[2, 2], [2, 5], false]])
    next(e)
    const full: Sel[] = [[[0, 8], [0, 11], false], [[1, 7], [1, 10], false], [[2, 2], [2, 5], false], [[0, 0], [0, 3], false]]
    expect(sel(e)).toEqual(full)
    // Nothing new: the wrapped-around match is the first one again, merged away (as in Atom).
    next(e)
    expect(sel(e)).toEqual(full)
  })

  it('from a selection, any occurrence of its text (foobar included)', () => {
    const e = make(src, [[[0, 0], [0, 3]]])
    for (let i = 0; i < 5; i++) next(e)
    expect(sel(e)).toEqual([[[0, 0], [0, 3], false], [[0, 8], [0, 11], false], [[1, 0], [1, 3], false], [[1, 7], [1, 10], false], [[2, 2], [2, 5], false]])
  })

  it('the new selections take the last selection orientation', () => {
    const e = make(src, [[[0, 4], [0, 7]]], true)
    next(e)
    next(e)
    expect(sel(e)).toEqual([[[0, 4], [0, 7], true], [[1, 3], [1, 6], true], [[1, 11], [1, 14], true]])
  })

  it('a selection over a line break finds its next copy; an empty line finds nothing', () => {
    const e = make('ab\ncd\nab\ncd\n', [[[0, 1], [1, 1]]])
    next(e)
    next(e)
    expect(sel(e)).toEqual([[[0, 1], [1, 1], false], [[2, 1], [3, 1], false]])
    const empty = make('a\n\nb\n\n', [[[1, 0], [1, 0]]])
    next(empty)
    next(empty)
    expect(sel(empty)).toEqual([[[1, 0], [1, 0], false]])
  })

  it('several cursors: words at each, then the next after the last selection', () => {
    const e = make(src, [[[0, 1], [0, 1]], [[1, 8], [1, 8]]])
    next(e)
    expect(sel(e)).toEqual([[[0, 0], [0, 3], false], [[1, 7], [1, 10], false]])
    next(e)
    all(e)
    expect(sel(e)).toEqual([[[0, 0], [0, 3], false], [[1, 7], [1, 10], false], [[2, 2], [2, 5], false], [[0, 8], [0, 11], false]])
  })
})

describe('select all occurrences', () => {
  it('from an empty cursor: whole words; from a selection: any occurrence', () => {
    const e = make(src, [[[2, 3], [2, 3]]])
    all(e)
    expect(sel(e)).toEqual([[[2, 2], [2, 5], false], [[0, 0], [0, 3], false], [[0, 8], [0, 11], false], [[1, 7], [1, 10], false]])
    const f = make(src, [[[0, 1], [0, 3]]])
    all(f)
    expect(sel(f)).toEqual([[[0, 1], [0, 3], false], [[0, 9], [0, 11], false], [[1, 1], [1, 3], false], [[1, 8], [1, 10], false], [[2, 3], [2, 5], false]])
  })

  it('touching occurrences stay apart; undo and skip then work from the remembered ranges', () => {
    const e = make('abab ab\nabababab', [[[0, 0], [0, 2]]])
    all(e)
    expect(sel(e).map(s => s[0][0] * 10 + s[0][1])).toEqual([0, 2, 5, 10, 12, 14, 16])
    back(e)
    expect(sel(e).map(s => s[0][0] * 10 + s[0][1])).toEqual([0, 2, 5, 10, 12, 14])
    skip(e)
    expect(sel(e).map(s => s[0][0] * 10 + s[0][1])).toEqual([0, 2, 5, 10, 12, 16])
  })

  it('whitespace word from a cursor between spaces', () => {
    const e = make('a  b  c\n  d', [[[0, 2], [0, 2]]])
    all(e)
    expect(sel(e)).toEqual([[[0, 1], [0, 3], false], [[0, 4], [0, 6], false], [[1, 0], [1, 2], false]])
  })

  it('many occurrences in a CRLF text, then undo, skip and typing', () => {
    const text = 'x y x\r\nx-x x.y\r\n\tx\r\n'.repeat(5)
    const e = make(text, [[[3, 0], [3, 0]]])
    all(e)
    expect(e.getSelections().length).toBe(30)
    expect(sel(e).slice(0, 3)).toEqual([[[3, 0], [3, 1], false], [[0, 0], [0, 1], false], [[0, 4], [0, 5], false]])
    back(e)
    expect(sel(e).at(-1)).toEqual([[13, 4], [13, 5], false])
    skip(e)
    expect(sel(e).at(-1)).toEqual([[14, 1], [14, 2], false])
    expect(e.getSelections().length).toBe(29)
    e.insertText('Z')
    expect(e.getText()).toBe('Z y Z\r\nZ-Z Z.y\r\n\tZ\r\n'.repeat(4) + 'Z y Z\r\nZ-Z x.y\r\n\tZ\r\n')
  })
})

describe('skip and undo', () => {
  it('undo takes back the last added selection, one at a time', () => {
    const e = make(src, [[[0, 0], [0, 3]]])
    next(e)
    next(e)
    next(e)
    back(e)
    expect(sel(e)).toEqual([[[0, 0], [0, 3], false], [[0, 8], [0, 11], false], [[1, 0], [1, 3], false]])
    back(e)
    back(e)
    expect(sel(e)).toEqual([[[0, 0], [0, 3], false]])
  })

  it('skip drops the current one and selects the next', () => {
    const e = make(src, [[[0, 1], [0, 1]]])
    next(e)
    next(e)
    skip(e)
    expect(sel(e)).toEqual([[[0, 0], [0, 3], false], [[1, 7], [1, 10], false]])
    skip(e)
    expect(sel(e)).toEqual([[[0, 0], [0, 3], false], [[2, 2], [2, 5], false]])
  })

  it('undo goes back to the remembered ranges even after the selections moved (the package keeps them)', () => {
    const e = make(src, [[[0, 1], [0, 1]]])
    next(e)
    next(e)
    next(e)
    e.moveRight()
    back(e)
    expect(sel(e)).toEqual([[[0, 0], [0, 3], false], [[0, 8], [0, 11], false]])
  })
})

describe('the actions are data', () => {
  it('decode from JSON, and the memory survives a save and load', () => {
    const decoded = A.decodeAction(JSON.parse('{"type":"find/selectNext","payload":{}}'))
    expect(E.isRight(decoded)).toBe(true)
    expect(E.isLeft(A.decodeAction({ type: 'find/selectNext', payload: { extra: 1 } }))).toBe(true)
    const e = make(src, [[[0, 1], [0, 1]]])
    next(e)
    next(e)
    next(e)
    const loaded = fromJSON(JSON.parse(JSON.stringify(toJSON(e.getState()))))
    if (E.isLeft(loaded)) throw new Error(loaded.left.messages.join('\n'))
    expect(loaded.right.selectNext).toEqual(e.getState().selectNext)
    const after = reduce(loaded.right, A.undoLastSelection())
    expect(after.selections.map(s => [s.start, s.end])).toEqual([
      [{ row: 0, column: 0 }, { row: 0, column: 3 }],
      [{ row: 0, column: 8 }, { row: 0, column: 11 }],
    ])
  })

  it('without a cursor the commands change nothing', () => {
    const e = new TextEditor({ text: 'a a', suppressCursorCreation: true })
    const s = e.getState()
    for (const a of [A.selectNext(), A.selectAllOccurrences(), A.skipCurrentSelection(), A.undoLastSelection()]) expect(reduce(s, a)).toBe(s)
  })
})
