/**
 * The scan methods of the editor and the buffer view, with Atom's values
 * (each expectation was read from Pulsar's TextEditor running the same
 * calls).
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'
import type { Range } from '../../src/values/range.js'

const sample = 'foo bar foo\nboo foo\r\nzoo\n\nfoo'
const make = (text = sample) => new TextEditor({ text, autoIndent: false })
const R = (r: Range) => r.serialize()

describe('replace inside a scan', () => {
  it('each replace is its own undo step (Atom): replace both, undo gives back the last one only', () => {
    const e = make('foo bar foo')
    e.scan(/foo/g, it => void it.replace('X'))
    expect(e.getText()).toBe('X bar X')
    e.undo()
    expect(e.getText()).toBe('X bar foo')
    e.undo()
    expect(e.getText()).toBe('foo bar foo')
  })

  it('inside a transaction all replacements are one step', () => {
    const e = make()
    e.transact(() => e.scan(/foo/g, it => void it.replace('X')))
    expect(e.getText()).toBe('X bar X\nboo X\r\nzoo\n\nX')
    e.undo()
    expect(e.getText()).toBe(sample)
  })

  it('forward: later matches on the same row shift by what the replacement added, other rows do not', () => {
    const e = make()
    const seen: unknown[] = []
    e.scan(/o/g, it => {
      seen.push(R(it.range))
      it.replace('OOO')
    })
    expect(seen).toEqual([
      [[0, 1], [0, 2]], [[0, 4], [0, 5]], [[0, 13], [0, 14]], [[0, 16], [0, 17]],
      [[1, 1], [1, 2]], [[1, 4], [1, 5]], [[1, 9], [1, 10]], [[1, 12], [1, 13]],
      [[2, 1], [2, 2]], [[2, 4], [2, 5]], [[4, 1], [4, 2]], [[4, 4], [4, 5]],
    ])
    expect(e.getText()).toBe('fOOOOOO bar fOOOOOO\nbOOOOOO fOOOOOO\r\nzOOOOOO\n\nfOOOOOO')
  })

  it('a multi-row match replaced: the next match keeps the range found before the edit (Atom)', () => {
    const e = make('o\nbo\nbo\n')
    const seen: unknown[] = []
    e.scan(/o\nb/g, it => {
      seen.push(R(it.range))
      it.replace('Q')
    })
    expect(seen).toEqual([[[0, 0], [1, 1]], [[1, 1], [2, 1]]])
    expect(e.getText()).toBe('Qo\nbQ')
  })

  it('backwards: matches last first, no shifting needed; replace returns the new range; line endings normalised', () => {
    const e = make()
    const seen: unknown[] = []
    e.backwardsScanInBufferRange(/o/g, [[0, 0], [9, 9]], it => {
      seen.push(R(it.range))
      it.replace('')
    })
    expect(seen[0]).toEqual([[4, 2], [4, 3]])
    expect(seen.at(-1)).toEqual([[0, 1], [0, 2]])
    expect(e.getText()).toBe('f bar f\nb f\r\nz\n\nf')
    const out: unknown[] = []
    e.scan(/bar/g, it => void out.push(R(it.replace('a\nb'))))
    expect(out).toEqual([[[0, 2], [1, 1]]])
    expect(e.getText()).toBe('f a\nb f\nb f\r\nz\n\nf')
  })

  it('selections move through the replacements like markers, and undo restores them', () => {
    const e = make('foo bar foo')
    e.setSelectedBufferRanges([[[0, 4], [0, 7]], [[1, 0], [1, 1]]])
    e.scan(/foo/g, it => void it.replace('LONGER'))
    expect(e.getSelectedBufferRanges().map(R)).toEqual([[[0, 7], [0, 10]], [[0, 17], [0, 17]]])
    e.undo()
    expect(e.getSelectedBufferRanges().map(R)).toEqual([[[0, 7], [0, 10]], [[0, 14], [0, 14]]])
    expect(e.getText()).toBe('LONGER bar foo')
  })
})

describe('the iterator object', () => {
  it('stop() ends the scan after the current callback; a regex without g stops after one', () => {
    const e = make()
    const seen: unknown[] = []
    e.scan(/o/g, it => {
      seen.push(R(it.range))
      if (seen.length === 2) it.stop()
    })
    expect(seen).toEqual([[[0, 1], [0, 2]], [[0, 2], [0, 3]]])
    const one: unknown[] = []
    const o = make('o\nbo\nbo\n')
    o.scan(/o/, it => void one.push(R(it.range)))
    o.backwardsScanInBufferRange(/o/, [[0, 0], [9, 9]], it => void one.push(R(it.range)))
    expect(one).toEqual([[[0, 0], [0, 1]], [[2, 1], [2, 2]]])
  })

  it('context lines, lineText and row (buffer scan with options)', () => {
    const e = make('o\nbo\nbo\n')
    const seen: unknown[] = []
    e.getBuffer().scan(/o/g, { leadingContextLineCount: 2, trailingContextLineCount: 1 }, it =>
      void seen.push([it.leadingContextLines, it.trailingContextLines, it.lineText, it.row, it.lineTextOffset]))
    expect(seen).toEqual([
      [[], ['bo'], 'o', 0, 0],
      [['o'], ['bo'], 'bo', 1, 0],
      [['o', 'bo'], [''], 'bo', 2, 0],
    ])
  })

  it('matchText keeps the real line ending; match is the regex run on matchText alone (Atom quirk)', () => {
    const e = make()
    const seen: unknown[] = []
    e.scan(/o\r?\n/g, it => void seen.push([R(it.range), it.matchText]))
    expect(seen).toEqual([[[[0, 10], [1, 0]], 'o\n'], [[[1, 6], [2, 0]], 'o\r\n'], [[[2, 2], [3, 0]], 'o\n']])
    const quirk: unknown[] = []
    make('foo bar foo').scan(/(?<=f)oo/g, it => void quirk.push([it.matchText, it.match]))
    expect(quirk).toEqual([['oo', null], ['oo', null]])
  })

  it('a match starting at the range end is skipped unless the end is a row start; empty matches', () => {
    const e = make()
    const seen: unknown[] = []
    e.scanInBufferRange(/b/g, [[0, 0], [0, 4]], it => void seen.push(R(it.range)))
    e.scanInBufferRange(/^/g, [[0, 0], [1, 0]], it => void seen.push(R(it.range)))
    expect(seen).toEqual([[[0, 0], [0, 0]], [[1, 0], [1, 0]]])
    const empty: unknown[] = []
    make('ab\n').scan(/x*/g, it => void empty.push([R(it.range), it.matchText]))
    expect(empty).toEqual([[[[0, 0], [0, 0]], ''], [[[0, 1], [0, 1]], ''], [[[0, 2], [0, 2]], ''], [[[1, 0], [1, 0]], '']])
  })

  it('the i flag; the range is clipped', () => {
    const seen: unknown[] = []
    make().scanInBufferRange(/FOO/gi, [[-5, -5], [99, 99]], it => void seen.push(R(it.range)))
    expect(seen).toEqual([[[0, 0], [0, 3]], [[0, 8], [0, 11]], [[1, 4], [1, 7]], [[4, 0], [4, 3]]])
  })

  it('package code may assign the range (find-and-replace translates it)', () => {
    const e = make('foo bar foo')
    e.scan(/ foo/g, it => {
      it.range = it.range.translate([0, 1], [0, 0])
      it.replace('X')
    })
    expect(e.getText()).toBe('foo bar X')
  })
})

describe('find methods of the buffer view', () => {
  it('findAllSync finds every match with or without g; findSync, findInRangeSync, findAllInRangeSync', () => {
    const b = make().getBuffer()
    expect(b.findAllSync(/o/).map(R)).toEqual([
      [[0, 1], [0, 2]], [[0, 2], [0, 3]], [[0, 9], [0, 10]], [[0, 10], [0, 11]], [[1, 1], [1, 2]], [[1, 2], [1, 3]],
      [[1, 5], [1, 6]], [[1, 6], [1, 7]], [[2, 1], [2, 2]], [[2, 2], [2, 3]], [[4, 1], [4, 2]], [[4, 2], [4, 3]],
    ])
    expect(R(b.findSync(/b/)!)).toEqual([[0, 4], [0, 5]])
    expect(b.findInRangeSync(/z/, [[0, 0], [1, 0]])).toBe(null)
    expect(b.findAllInRangeSync(/o/g, [[0, 2], [1, 5]]).map(R)).toEqual([[[0, 2], [0, 3]], [[0, 9], [0, 10]], [[0, 10], [0, 11]], [[1, 1], [1, 2]], [[1, 2], [1, 3]]])
  })

  it('backwardsScan and backwardsScanInRange, with and without options', () => {
    const b = make('a1 a2\na3').getBuffer()
    const seen: string[] = []
    b.backwardsScan(/a\d/g, it => void seen.push(it.matchText))
    b.backwardsScanInRange(/a\d/g, [[0, 1], [1, 2]], {}, it => void seen.push(it.matchText))
    b.scanInRange(/a\d/g, [[0, 0], [0, 5]], it => void seen.push(it.matchText))
    expect(seen).toEqual(['a3', 'a2', 'a1', 'a3', 'a2', 'a1', 'a2'])
  })

  it('refuses what is not a RegExp or an iterator', () => {
    const e = make()
    expect(() => e.scan('foo' as unknown as RegExp, () => undefined)).toThrow(TypeError)
    expect(() => e.scanInBufferRange(/x/g, [[0, 0], [0, 1]], undefined as unknown as () => void)).toThrow(TypeError)
  })
})
