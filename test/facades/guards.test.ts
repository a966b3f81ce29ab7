/**
 * The editor guards its door like Atom: a point or range that is not one
 * throws Atom's TypeError, text that is not a string throws, bad counts and
 * options throw, and in every case the state (text, selections, history) is
 * the very same object as before and no event was emitted.
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'

/** Runs `f` on an editor of `text` with two cursors; expects it to throw `error` and to change nothing. */
const refuses = (f: (e: TextEditor) => unknown, error: RegExp | string, text = 'one\ntwo\nthree') => {
  const e = new TextEditor({ text })
  e.setCursorBufferPosition([1, 1])
  e.addCursorAtBufferPosition([2, 2])
  e.insertText('x')
  const before = e.getState()
  const events: string[] = []
  e.onWillInsertText(() => events.push('will-insert-text'))
  e.onDidInsertText(() => events.push('did-insert-text'))
  e.onDidChangeCursorPosition(() => events.push('did-change-cursor-position'))
  e.onDidChangeSelectionRange(() => events.push('did-change-selection-range'))
  expect(() => f(e)).toThrow(error)
  expect(e.getState()).toBe(before)
  expect(events).toEqual([])
  // Undo still takes back exactly the last real edit.
  e.undo()
  expect(e.getText()).toBe(text)
}

describe('points and ranges', () => {
  it("throws Atom's TypeError for a NaN coordinate", () => {
    refuses(e => e.setCursorBufferPosition([NaN, 1]), new TypeError('Invalid Point: (NaN, 1)') as unknown as string)
    refuses(e => e.setCursorBufferPosition([NaN, 1]), /^Invalid Point: \(NaN, 1\)$/)
    refuses(e => e.addCursorAtBufferPosition([NaN, 0]), 'Invalid Point: (NaN, 0)')
    refuses(e => e.setCursorScreenPosition({ row: 0, column: NaN }), 'Invalid Point: (0, NaN)')
    refuses(e => e.getLastCursor().setBufferPosition([1, NaN]), 'Invalid Point: (1, NaN)')
    refuses(e => e.selectToBufferPosition([NaN, NaN]), 'Invalid Point: (NaN, NaN)')
  })

  it('throws for strings, fractions and values that are not points', () => {
    refuses(e => e.setCursorBufferPosition(['1', '2'] as unknown as [number, number]), 'Invalid Point: (1, 2)')
    refuses(e => e.setCursorBufferPosition([1, 2.5]), 'Invalid Point: (1, 2.5)')
    refuses(e => e.setCursorBufferPosition(undefined as unknown as [number, number]), 'Invalid Point: undefined')
    refuses(e => e.setCursorBufferPosition(7 as unknown as [number, number]), 'Invalid Point: 7')
  })

  it("throws Atom's TypeError for a range with an invalid endpoint", () => {
    refuses(e => e.foldBufferRange([[NaN, 0], [1, 0]]), 'Invalid Range: [(NaN, 0) - (1, 0)]')
    refuses(e => e.setSelectedBufferRange([[0, 0], [1, 0.5]]), 'Invalid Range: [(0, 0) - (1, 0.5)]')
    refuses(e => e.setSelectedBufferRanges([[[0, 0], [0, 1]], [[0, 0], ['x', 1]]] as never), 'Invalid Range: [(0, 0) - (x, 1)]')
    refuses(e => e.addSelectionForBufferRange(null as never), 'Invalid Range: null')
    refuses(e => e.getLastSelection().setBufferRange([[0, 0]] as never), 'Invalid Range: [[0,0]]')
  })

  it('Infinity is still a valid coordinate (clipped)', () => {
    const e = new TextEditor({ text: 'ab\ncd' })
    e.setCursorBufferPosition([Infinity, Infinity])
    expect(e.getCursorBufferPosition().serialize()).toEqual([1, 2])
  })
})

describe('text, counts and options', () => {
  it('text that is not a string throws before will-insert-text', () => {
    refuses(e => e.insertText(5 as unknown as string), new TypeError('Invalid arguments: payload.text: expected string, got 5') as unknown as string)
    refuses(e => e.insertText(undefined as unknown as string), 'Invalid arguments: payload.text: expected string, got undefined')
    refuses(e => e.setText({} as unknown as string), 'Invalid arguments: payload.text: expected string, got {}')
  })

  it('fractional and NaN counts throw', () => {
    refuses(e => e.moveDown(0.5), 'Invalid arguments: payload.rowCount: expected integer or ±Infinity, got 0.5')
    refuses(e => e.moveLeft(NaN), 'Invalid arguments: payload.columnCount: expected integer or ±Infinity, got NaN')
    refuses(e => e.getLastSelection().selectLine(NaN), 'Invalid arguments: payload.row: expected integer or ±Infinity, got NaN')
    refuses(e => e.setIndentationForBufferRow(0, 1e9), 'Invalid arguments: payload.level: expected number in [0, 1000], got 1000000000')
    refuses(e => e.update({ tabLength: 0 }), 'Invalid arguments: payload.config.tabLength: expected integer in [1, 1000], got 0')
  })

  it('unknown option keys are ignored, as Atom ignores them', () => {
    const e = new TextEditor({ text: 'ab' })
    e.setCursorBufferPosition([0, 1], { autoscroll: false, somethingElse: 1 } as never)
    expect(e.getCursorBufferPosition().serialize()).toEqual([0, 1])
  })
})
