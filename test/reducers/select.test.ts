import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import type { Action } from '../../src/actions/index.js'
import { mk, show } from '../helpers/notation.js'

const run = (doc: string, ...actions: Action[]) => show(actions.reduce(reduce, mk(doc)))
const range = (a: [number, number], b: [number, number]) => ({ start: { row: a[0], column: a[1] }, end: { row: b[0], column: b[1] } })

describe('select/setBufferRange', () => {
  it('sets a forward range by default on a cursor', () => {
    expect(run('|abcdef', A.setBufferRange({ range: range([0, 1], [0, 3]) }))).toBe('a<bc|def')
  })
  it('keeps the current orientation when reversed is left out', () => {
    expect(run('|ab>cdef', A.setBufferRange({ range: range([0, 3], [0, 5]) }))).toBe('abc|de>f')
  })
  it('sets the orientation when given, and normalises endpoint order', () => {
    expect(run('|abcdef', A.setBufferRange({ range: range([0, 5], [0, 2]), reversed: true }))).toBe('ab|cde>f')
  })
  it('clips to the buffer', () => {
    expect(run('|ab\ncd', A.setBufferRange({ range: range([0, 1], [9, 9]) }))).toBe('a<b\ncd|')
  })
})

describe('extending selections', () => {
  it('selectLeft flips orientation when the head crosses the tail', () => {
    const doc = 'abcdefghi<jklm|nop'
    expect(run(doc, A.selectLeft(), A.selectLeft())).toBe('abcdefghi<jk|lmnop')
    expect(run(doc, A.selectLeft(), A.selectLeft(), A.selectLeft({ columnCount: 5 }))).toBe('abcdef|ghi>jklmnop')
  })
  it('selectRight from a cursor', () => {
    expect(run('a|bcd', A.selectRight({ columnCount: 2 }))).toBe('a<bc|d')
  })
  it('selectDown and selectUp keep the tail', () => {
    expect(run('ab|cd\nefgh', A.selectDown())).toBe('ab<cd\nef|gh')
    expect(run('abcd\nef|gh', A.selectUp())).toBe('ab|cd\nef>gh')
  })
  it('selectAll covers the buffer', () => {
    expect(run('ab\nc|d', A.selectAll())).toBe('<ab\ncd|')
  })
  it('merges selections that come to overlap, backward ones reversed', () => {
    const s = reduce(mk('a|bc|d'), A.selectLeft({ columnCount: 3 }))
    expect(show(s)).toBe('|abc>d')
    expect(s.selections.length).toBe(1)
  })
})

describe('select/clear', () => {
  it('collapses to the head', () => {
    expect(run('a|bc>d', A.clear())).toBe('a|bcd')
    expect(run('a<bc|d', A.clear())).toBe('abc|d')
  })
})
