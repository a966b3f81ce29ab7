import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import type { Action } from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import { mk, show } from '../helpers/notation.js'

const run = (doc: string, ...actions: Action[]) => show(actions.reduce(reduce, mk(doc)))

describe('selections across CRLF lines', () => {
  it('selectRight and selectLeft cross a CRLF break in one step', () => {
    expect(run('ab|\r\ncd', A.selectRight())).toBe('ab<\r\n|cd')
    expect(run('ab\r\n|cd', A.selectLeft())).toBe('ab|\r\n>cd')
  })
  it('selectToEndOfLine stops before the CRLF', () => {
    expect(run('a|bc\r\nde', A.selectToEndOfLine())).toBe('a<bc|\r\nde')
  })
  it('selectLine includes the CRLF', () => {
    const s = reduce(mk('a|b\r\ncd'), A.selectLine())
    expect(s.buffer.getTextInRange(s.selections[0]!)).toBe('ab\r\n')
  })
})

describe('selections at the buffer edges', () => {
  it('selectLeft at the start and selectRight at the end change nothing but the tail', () => {
    expect(run('|ab', A.selectLeft())).toBe('<|ab')
    expect(run('ab|', A.selectRight())).toBe('ab<|')
  })
  it('selectToTop and selectToBottom', () => {
    expect(run('ab\nc|d\nef', A.selectToTop())).toBe('|ab\nc>d\nef')
    expect(run('ab\nc|d\nef', A.selectToBottom())).toBe('ab\nc<d\nef|')
  })
  it('selectAll on an empty buffer', () => {
    expect(run('|', A.selectAll())).toBe('<|')
  })
})

describe('merging by Atom\'s rules', () => {
  it('an empty selection merges with a selection it touches; non-empty ones that touch stay apart', () => {
    expect(run('<ab|cd', A.addCursorAtBufferPosition({ position: { row: 0, column: 2 } }))).toBe('<ab|cd')
    expect(run('<ab|cd', A.addSelectionForBufferRange({ range: { start: { row: 0, column: 2 }, end: { row: 0, column: 4 } } }))).toBe('<ab|<cd|')
  })
  it('forward commands keep the survivor\'s orientation; backward commands make it reversed', () => {
    expect(run('<ab|c<d|ef', A.selectRight({ columnCount: 2 }))).toBe('<abcdef|')
    expect(run('a<b|c<d|ef', A.selectLeft({ columnCount: 3 }))).toBe('|a>|bc>def')
    expect(run('a<b|c<d|ef', A.selectLeft({ columnCount: 4 }))).toBe('|abc>def')
  })
})

describe('selection commands unfold like setBufferRange', () => {
  it('selectAll and selectLine destroy folds strictly containing the new endpoints; merely touching ones survive', () => {
    const s0 = reduce(mk('ab|c\ndef\nghi'), A.foldBufferRange({ range: { start: { row: 0, column: 1 }, end: { row: 1, column: 2 } } }))
    expect(s0.folds.length).toBe(1)
    // selectAll's endpoints are the buffer's ends: the fold survives.
    expect(reduce(s0, A.selectAll()).folds.length).toBe(1)
    // selectLine on row 1 starts at [1,0], strictly inside the fold: it goes.
    expect(reduce(s0, A.selectLine({ row: 1 })).folds.length).toBe(0)
  })
})
