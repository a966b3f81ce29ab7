// Edits through `editor.getBuffer()`: what they check of their arguments, and the document size limit.
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/index.js'

describe('buffer view edits', () => {
  it('return the new range and change the text', () => {
    const e = new TextEditor({ text: 'one\ntwo' })
    expect(e.getBuffer().insert([1, 1], 'x\ny').serialize()).toEqual([[1, 1], [2, 1]])
    expect(e.getText()).toBe('one\ntx\nywo')
    expect(e.getBuffer().setTextInRange([[0, 0], [0, 3]], 'ONE', { normalizeLineEndings: false, undo: 'skip' }).serialize()).toEqual([[0, 0], [0, 3]])
    expect(e.getText()).toBe('ONE\ntx\nywo')
    // An unknown option key is ignored, as Atom ignores it.
    expect(e.getBuffer().insert([9, 9], '!', { unknown: 1 } as object).serialize()).toEqual([[2, 3], [2, 4]])
    expect(e.getText()).toBe('ONE\ntx\nywo!')
  })

  it('reject a wrongly typed option or text and change nothing', () => {
    const e = new TextEditor({ text: 'abc' })
    expect(() => e.getBuffer().insert([0, 1], 'x', { normalizeLineEndings: 'yes' } as never)).toThrow(TypeError)
    expect(() => e.getBuffer().setTextInRange([[0, 0], [0, 1]], 'x', { undo: 'later' } as never)).toThrow(TypeError)
    expect(() => e.getBuffer().insert([0, 1], 42 as never)).toThrow(TypeError)
    expect(() => e.getBuffer().insert([Number.NaN, 1], 'x')).toThrow(TypeError)
    expect(e.getText()).toBe('abc')
  })

  it('refuse an edit past maxDocumentLength and change nothing', () => {
    const e = new TextEditor({ text: 'abc', maxDocumentLength: 5 })
    expect(() => e.getBuffer().append('xyz')).toThrow(RangeError)
    expect(e.getText()).toBe('abc')
    expect(e.getBuffer().append('xy').serialize()).toEqual([[0, 3], [0, 5]])
  })
})
