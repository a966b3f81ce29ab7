import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import type { Action } from '../../src/actions/index.js'
import { mk, show } from '../helpers/notation.js'

const run = (doc: string, ...actions: Action[]) => show(actions.reduce(reduce, mk(doc)))

describe('cursor/setBufferPosition', () => {
  it('clips to the buffer', () => {
    expect(run('ab|c\nde', A.setBufferPosition({ position: { row: 1, column: Infinity } }))).toBe('abc\nde|')
    expect(run('ab|c\nde', A.setBufferPosition({ position: { row: -3, column: 5 } }))).toBe('|abc\nde')
    expect(run('ab|c\nde', A.setBufferPosition({ position: { row: 9, column: 0 } }))).toBe('abc\nde|')
  })
  it('never lands between \\r and \\n', () => {
    expect(run('|ab\r\ncd', A.setBufferPosition({ position: { row: 0, column: 3 } }))).toBe('ab|\r\ncd')
  })
  it('collapses a selection', () => {
    expect(run('<abc|', A.setBufferPosition({ position: { row: 0, column: 1 } }))).toBe('a|bc')
  })
  it('returns the same state when nothing changes', () => {
    const s = mk('ab|c')
    expect(reduce(s, A.setBufferPosition({ position: { row: 0, column: 2 } }))).toBe(s)
  })
})

describe('cursor/moveLeft and moveRight', () => {
  it('moves by columns and wraps over line ends', () => {
    expect(run('abc\nd|ef', A.moveLeft())).toBe('abc\n|def')
    expect(run('abc\n|def', A.moveLeft())).toBe('abc|\ndef')
    expect(run('abcdef\n|x', A.moveLeft({ columnCount: 4 }))).toBe('abc|def\nx')
    expect(run('abc|\ndef', A.moveRight())).toBe('abc\n|def')
    expect(run('ab|c\ndef', A.moveRight({ columnCount: 3 }))).toBe('abc\nd|ef')
  })
  it('stays put at the buffer edges, and huge counts land there', () => {
    expect(run('|abc', A.moveLeft())).toBe('|abc')
    expect(run('abc|', A.moveRight())).toBe('abc|')
    expect(run('a\nb|c\nd', A.moveLeft({ columnCount: 100 }))).toBe('|a\nbc\nd')
    expect(run('a\nb|c\nd', A.moveRight({ columnCount: 100 }))).toBe('a\nbc\nd|')
  })
  it('steps over a surrogate pair as one character', () => {
    expect(run('a😀|b', A.moveLeft())).toBe('a|😀b')
    expect(run('a|😀b', A.moveRight())).toBe('a😀|b')
  })
  it('crosses CRLF endings in one step', () => {
    expect(run('ab\r\n|cd', A.moveLeft())).toBe('ab|\r\ncd')
    expect(run('ab|\r\ncd', A.moveRight())).toBe('ab\r\n|cd')
  })
  it('moves from the head unless moveToEndOfSelection', () => {
    expect(run('a<bcd|e', A.moveLeft())).toBe('abc|de')
    expect(run('a<bcd|e', A.moveLeft({ moveToEndOfSelection: true }))).toBe('a|bcde')
    expect(run('a|bcd>e', A.moveRight({ moveToEndOfSelection: true }))).toBe('abcd|e')
  })
})

describe('cursor/moveUp and moveDown', () => {
  it('keeps the goal column across short lines', () => {
    const doc = 'abcdefgh\nab\nabcde|fgh'
    const up1 = reduce(mk(doc), A.moveUp())
    expect(show(up1)).toBe('abcdefgh\nab|\nabcdefgh')
    expect(show(reduce(up1, A.moveUp()))).toBe('abcde|fgh\nab\nabcdefgh')
  })
  it('clips to [0,0] on the first row and keeps the goal column', () => {
    const up = reduce(mk('ab|cd\nabcd'), A.moveUp())
    expect(show(up)).toBe('|abcd\nabcd')
    expect(show(reduce(up, A.moveDown()))).toBe('abcd\nab|cd')
  })
  it('clips to the end on the last row and keeps the goal column', () => {
    const down = reduce(mk('abcd\nab|cd'), A.moveDown())
    expect(show(down)).toBe('abcd\nabcd|')
    expect(show(reduce(down, A.moveUp()))).toBe('ab|cd\nabcd')
  })
  it('moves by several rows', () => {
    expect(run('a|b\ncd\nef\ngh', A.moveDown({ rowCount: 3 }))).toBe('ab\ncd\nef\ng|h')
  })
  it('moves from the selection edge with moveToEndOfSelection (editor-level)', () => {
    expect(run('abcdefghijkl\nabcdefghijkl\nabcd<efghijkl\nabcdefg|hijkl', A.moveUp({ moveToEndOfSelection: true }))).toBe(
      'abcdefghijkl\nabcd|efghijkl\nabcdefghijkl\nabcdefghijkl',
    )
  })
  it('merges cursors that meet, keeping the oldest', () => {
    const s = reduce(mk('|ab\n|cd'), A.moveUp())
    expect(show(s)).toBe('|ab\ncd')
    expect(s.selections.map(x => x.id)).toEqual([1])
  })
})

describe('goal column', () => {
  it('is dropped by a horizontal move', () => {
    const s = [A.moveUp(), A.moveLeft(), A.moveDown()].reduce(reduce, mk('abcdefgh\nab\nabcde|fgh'))
    expect(show(s)).toBe('abcdefgh\nab\na|bcdefgh')
  })
})

describe('moveToTop / moveToBottom / line ends', () => {
  it('goes to the buffer ends and line ends', () => {
    expect(run('ab\nc|d', A.moveToTop())).toBe('|ab\ncd')
    expect(run('a|b\ncd', A.moveToBottom())).toBe('ab\ncd|')
    expect(run('a|bc\nd', A.moveToEndOfLine())).toBe('abc|\nd')
    expect(run('ab|c\nd', A.moveToBeginningOfLine())).toBe('|abc\nd')
    expect(run('ab|c\nd', A.moveToEndOfScreenLine())).toBe('abc|\nd')
    expect(run('ab|c\nd', A.moveToBeginningOfScreenLine())).toBe('|abc\nd')
  })
})
