/**
 * Text mutation through package code: `mutateSelectedText`,
 * `replaceSelectedText`, `getTextInRange`, `setTextInBufferRange` options.
 * Expectations are Atom's (Pulsar's TextEditor given the same calls).
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'
import type { Range } from '../../src/values/range.js'

const text = 'foo bar\nbaz qux\r\nend'
const make = (t = text) => new TextEditor({ text: t, autoIndent: false })
const R = (r: Range) => r.serialize()
const sel = (e: TextEditor) => e.getSelections().map(s => [...R(s.getBufferRange()), s.isReversed()])

describe('mutateSelectedText', () => {
  it('calls fn per selection in buffer order with its index, returns the results, one undo step', () => {
    const e = make()
    e.setSelectedBufferRanges([[[1, 0], [1, 2]], [[0, 1], [0, 3]]])
    const result = e.mutateSelectedText((s, i) => {
      s.insertText(`<${i}>`)
      return i * 10
    })
    expect(result).toEqual([0, 10])
    expect(e.getText()).toBe('f<0> bar\n<1>z qux\r\nend')
    expect(sel(e)).toEqual([[[1, 3], [1, 3], false], [[0, 4], [0, 4], false]])
    e.undo()
    expect(e.getText()).toBe(text)
    expect(sel(e)).toEqual([[[1, 0], [1, 2], false], [[0, 1], [0, 3], false]])
  })

  it('merges the selections that intersect afterwards', () => {
    const e = make()
    e.setSelectedBufferRanges([[[0, 0], [0, 1]], [[0, 3], [0, 4]]])
    e.mutateSelectedText(s => s.selectToEndOfLine())
    expect(sel(e)).toEqual([[[0, 0], [0, 7], false]])
  })

  it('a grouping interval groups with the previous mutation; without one each is its own step', () => {
    const grouped = make()
    grouped.mutateSelectedText(s => s.insertText('a'), 500)
    grouped.mutateSelectedText(s => s.insertText('b'), 500)
    grouped.undo()
    expect(grouped.getText()).toBe(text)
    const apart = make('ab\r\ncd\n')
    apart.mutateSelectedText(s => s.insertText('a'))
    apart.mutateSelectedText(s => s.insertText('b'))
    apart.undo()
    expect(apart.getText()).toBe('aab\r\ncd\n')
  })

  it('a throw reverts the whole mutation and is rethrown', () => {
    const e = make()
    expect(() => e.mutateSelectedText(s => {
      s.insertText('zz')
      throw new Error('x')
    })).toThrow('x')
    expect(e.getText()).toBe(text)
    expect(sel(e)).toEqual([[[0, 0], [0, 0], false]])
  })
})

describe('replaceSelectedText', () => {
  it('with selectWordIfEmpty: an empty selection takes its word; the result stays selected; one undo step', () => {
    const e = make()
    e.setSelectedBufferRanges([[[0, 1], [0, 1]], [[1, 0], [1, 3]]])
    e.replaceSelectedText({ selectWordIfEmpty: true }, t => `[${t.toUpperCase()}]`)
    expect(e.getText()).toBe('[FOO] bar\n[BAZ] qux\r\nend')
    expect(sel(e)).toEqual([[[0, 0], [0, 5], false], [[1, 0], [1, 5], false]])
    e.undo()
    expect(e.getText()).toBe(text)
    expect(sel(e)).toEqual([[[0, 1], [0, 1], false], [[1, 0], [1, 3], false]])
  })

  it('without options an empty selection gets fn(""); the new ranges are not reversed', () => {
    const e = make('ab\r\ncd\n')
    e.setSelectedBufferRanges([[[0, 1], [0, 1]], [[1, 0], [1, 2]]], { reversed: true })
    e.replaceSelectedText(null, t => `(${t})`)
    expect(e.getText()).toBe('a()b\r\n(cd)\n')
    expect(sel(e)).toEqual([[[0, 1], [0, 3], false], [[1, 0], [1, 4], false]])
  })

  it('replaced text holding line breaks takes the buffer line ending', () => {
    const e = make()
    e.setSelectedBufferRanges([[[0, 2], [1, 2]]])
    e.replaceSelectedText({}, t => t.split('').reverse().join(''))
    expect(e.getText()).toBe('foab\r\nrab oz qux\r\nend')
    expect(sel(e)).toEqual([[[0, 2], [1, 5], false]])
  })
})

describe('text in ranges', () => {
  it('getTextInRange is getTextInBufferRange (clipped, real line endings)', () => {
    const e = make('ab\r\ncd\n')
    expect(e.getTextInRange([[0, 1], [1, 2]])).toBe('b\r\ncd')
    expect(e.getTextInRange([[-1, 0], [99, 0]])).toBe('ab\r\ncd\n')
  })

  it('setTextInBufferRange normalises line endings unless told not to, and returns the new range', () => {
    const e = make('ab\r\ncd\n')
    expect(R(e.setTextInBufferRange([[0, 1], [0, 2]], 'x\r\ny'))).toEqual([[0, 1], [1, 1]])
    expect(R(e.setTextInBufferRange([[1, 0], [1, 0]], 'p\nq', { normalizeLineEndings: false }))).toEqual([[1, 0], [2, 1]])
    expect(e.getText()).toBe('ax\r\np\nqy\r\ncd\n')
  })

  it("undo: 'skip' groups the change with the one before", () => {
    const e = make()
    e.insertText('A')
    e.setTextInBufferRange([[0, 0], [0, 0]], 'B', { undo: 'skip' })
    e.undo()
    expect(e.getText()).toBe(text)
  })
})
