/**
 * Motions and selected insertions around folds, pinned to real Atom's
 * (Pulsar's) results.
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'
import { MemoryClipboard } from '../../src/facades/clipboard.js'

const plain = (text: string) => new TextEditor({ text, tabLength: 2, softTabs: true, autoIndent: false })
const selections = (e: TextEditor) => e.getSelectedBufferRanges().map(String)
const folds = (e: TextEditor): string[] => e.getState().folds.map(f => `[(${f.start.row}, ${f.start.column}) - (${f.end.row}, ${f.end.column})]`)

describe('moving a selection that a fold hides', () => {
  it('moveRight: a selection empty on screen moves right from its head, past the fold', () => {
    // Atom: Cursor.moveRight({moveToEndOfSelection}) tests marker.getScreenRange().isEmpty(), not the buffer range.
    const e = plain('\n\n\n\n\n\n')
    e.setSelectedBufferRange([[0, 0], [3, 0]])
    e.foldBufferRange([[0, 0], [6, 0]])
    e.moveRight()
    expect(selections(e)).toEqual(['[(6, 0) - (6, 0)]'])
  })
  it('moveLeft: likewise, from the head before the fold', () => {
    // Atom: Cursor.moveLeft, same screen-range test.
    const e = plain('\n\n\n\n\n\n')
    e.setSelectedBufferRange([[3, 0], [4, 0]])
    e.foldBufferRange([[2, 0], [6, 0]])
    e.moveLeft()
    expect(selections(e)).toEqual(['[(1, 0) - (1, 0)]'])
  })
  it('moveDown and moveUp: from the head when the selection is empty on screen', () => {
    // Atom: Cursor.moveUp/moveDown start from range.start/end only for a non-empty screen range.
    const down = plain('ab\ncd\nef\ngh')
    down.setSelectedBufferRange([[1, 1], [2, 1]])
    down.foldBufferRange([[1, 0], [2, 2]])
    down.moveDown()
    expect(selections(down)).toEqual(['[(3, 1) - (3, 1)]'])
    const up = plain('ab\ncd\nef\ngh')
    up.setSelectedBufferRange([[1, 1], [2, 1]])
    up.foldBufferRange([[1, 0], [2, 2]])
    up.moveUp()
    expect(selections(up)).toEqual(['[(0, 0) - (0, 0)]'])
  })
})

describe('moving a selection inside one atomic soft tab', () => {
  it('moveRight: the selection is empty on screen, so the cursor moves right from its head over the whole tab', () => {
    // Atom: Cursor.moveRight({moveToEndOfSelection}) with atomicSoftTabs: [(4, 0), (4, 1)] is one screen position.
    const e = plain('\n\n\n\n  \n')
    e.setSelectedBufferRange([[4, 0], [4, 1]])
    e.moveRight()
    expect(selections(e)).toEqual(['[(4, 2) - (4, 2)]'])
  })
})

describe('insertText with select', () => {
  it('selecting the inserted text destroys a fold strictly containing its ends', () => {
    // Atom: Selection.insertText({select}) calls setBufferRange(newRange), which destroys folds containing its ends (endpoints excluded).
    const e = plain('\n')
    e.insertText('x')
    e.foldBufferRange([[0, 0], [1, 0]])
    e.insertText('\n\n', { select: true })
    expect(e.getText()).toBe('x\n\n\n')
    expect(selections(e)).toEqual(['[(0, 1) - (2, 0)]'])
    expect(folds(e)).toEqual([])
    expect(e.getScreenLineCount()).toBe(4)
  })
})

describe('pasteText and folds', () => {
  const withClipboard = (text: string) => new TextEditor({ text, tabLength: 2, softTabs: true, autoIndent: false, clipboard: new MemoryClipboard() })
  it('pasteText with select destroys the fold strictly containing the pasted text\'s ends', () => {
    // Atom: pasteText goes through Selection.insertText({select}), so setBufferRange(newRange) unfolds.
    const e = withClipboard('ab\ncd\nef\ngh')
    e.setSelectedBufferRange([[0, 0], [0, 1]])
    e.copySelectedText()
    e.setCursorBufferPosition([2, 1])
    e.foldBufferRange([[1, 1], [3, 1]])
    e.pasteText({ select: true })
    expect([e.getText(), selections(e), folds(e), e.getScreenLineCount()]).toEqual(['ab\ncd\neaf\ngh', ['[(2, 1) - (2, 2)]'], [], 4])
  })
  it('a full-line paste inside a fold destroys it (the cursor is put at its row\'s start, then below the pasted line)', () => {
    // Atom: pasteText of a full line calls setBufferRange([row, 0]) before inserting and setBufferRange(row + 1) after.
    const e = withClipboard('ab\ncd\nef\ngh')
    e.setCursorBufferPosition([0, 1])
    e.copySelectedText()
    e.setCursorBufferPosition([2, 1])
    e.foldBufferRange([[1, 1], [3, 1]])
    e.pasteText()
    expect([e.getText(), selections(e), folds(e), e.getScreenLineCount()]).toEqual(['ab\ncd\nab\nef\ngh', ['[(3, 1) - (3, 1)]'], [], 5])
  })
})
