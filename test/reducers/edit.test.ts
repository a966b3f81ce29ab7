import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import type { Action } from '../../src/actions/index.js'
import { mk, show } from '../helpers/notation.js'

const run = (doc: string, ...actions: Action[]) => show(actions.reduce(reduce, mk(doc)))

describe('edit/insertText', () => {
  it('inserts at every cursor and puts each cursor after its text', () => {
    expect(run('|ab\n|cd\n|', A.insertText({ text: 'x' }))).toBe('x|ab\nx|cd\nx|')
  })
  it('handles several cursors on one row', () => {
    expect(run('|a|b|c', A.insertText({ text: '12' }))).toBe('12|a12|b12|c')
  })
  it('replaces selections and collapses them after the new text', () => {
    expect(run('<ab|c|de>f', A.insertText({ text: 'X' }))).toBe('X|cX|f')
  })
  it('selects the inserted text with select: true, keeping orientation', () => {
    expect(run('<ab|c|de>f', A.insertText({ text: 'XY', select: true }))).toBe('<XY|c|XY>f')
  })
  it('inserts multi-line text and moves later cursors down', () => {
    expect(run('a|b\nc|d', A.insertText({ text: '1\n2' }))).toBe('a1\n2|b\nc1\n2|d')
  })
  it('normalises line endings to the row\'s ending by default', () => {
    const s = reduce(mk('a|b\r\ncd'), A.insertText({ text: 'x\ny' }))
    expect(s.buffer.getText()).toBe('ax\r\nyb\r\ncd')
    const raw = reduce(mk('a|b\r\ncd'), A.insertText({ text: 'x\ny', normalizeLineEndings: false }))
    expect(raw.buffer.getText()).toBe('ax\nyb\r\ncd')
  })
  it('refuses to edit a read-only editor unless bypassReadOnly', () => {
    const s = mk('a|b', { readOnly: true })
    expect(reduce(s, A.insertText({ text: 'x' }))).toBe(s)
    expect(show(reduce(s, A.insertText({ text: 'x', bypassReadOnly: true })))).toBe('ax|b')
  })
  it('inserts only at the targeted selection and moves the others like markers', () => {
    const s = mk('|ab |cd')
    const target = s.selections[0]!.id
    expect(show(reduce(s, A.insertText({ text: 'xy', target })))).toBe('xy|ab |cd')
  })
  it('merges cursors that an empty insertion leaves on one spot (Atom\'s merge leaves a tailed empty selection)', () => {
    const s = reduce(mk('<ab|<cd|'), A.insertText({ text: '' }))
    expect(show(s)).toBe('<|')
    expect(s.selections.map(r => r.id)).toEqual([1])
  })
})

describe('edit/setTextInRange', () => {
  it('moves cursors like markers', () => {
    expect(run('ab|cd|', A.setTextInRange({ range: { start: { row: 0, column: 0 }, end: { row: 0, column: 1 } }, text: 'XYZ' }))).toBe('XYZb|cd|')
  })
})
