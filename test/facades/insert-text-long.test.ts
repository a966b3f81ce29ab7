/**
 * insertText over a long text returns its ranges built on first read (the
 * insertion is planned once, by the action): the same ranges, and the same
 * did-insert-text events, as a short text gets.
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/index.js'

const long = 'x'.repeat(5000)

describe('insertText with a long text', () => {
  it('returns the inserted ranges in buffer order, read after further edits', () => {
    const e = new TextEditor({ text: 'ab\ncd\n' })
    e.setSelectedBufferRanges([[[1, 0], [1, 1]], [[0, 1], [0, 1]]])
    const ranges = e.insertText(`${long}\nyz`)
    e.insertText('more')
    expect(ranges).not.toBe(false)
    expect((ranges as { toString(): string }[]).map(r => r.toString())).toEqual(['[(0, 1) - (1, 2)]', '[(2, 0) - (3, 2)]'])
    expect(e.lineTextForBufferRow(0)).toBe(`a${long}`)
    expect(e.getText()).toBe(`a${long}\nyzmoreb\n${long}\nyzmored\n`)
  })

  it('gives did-insert-text listeners each selection\'s text and range', () => {
    const e = new TextEditor({ text: 'ab\n' })
    e.setCursorBufferPosition([0, 1])
    const seen: string[] = []
    e.onDidInsertText(({ text, range }) => seen.push(`${text.length} ${range.toString()}`))
    e.insertText(long)
    expect(seen).toEqual(['5000 [(0, 1) - (0, 5001)]'])
  })
})
