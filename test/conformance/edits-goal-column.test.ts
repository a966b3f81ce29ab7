/**
 * The goal column through an insertion that selects its text. Every expected
 * value here is what Pulsar's own TextEditor gives for the same text and
 * calls.
 */
import { describe, expect, it } from 'vitest'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { editorWith, selections } from './helpers.js'

describe('an insertion with `select` keeps the goal column when the head stays', () => {
  // Atom clears a cursor's goal column only when its head moves; a reversed selection's head stays at the start of the new text.
  it('insertText select on a reversed selection: moveDown aims at the column selectUp came from', () => {
    const e = editorWith('abcdefgh\nab\nabcdefgh\nabcdefgh\n')
    e.setCursorBufferPosition([2, 6])
    e.selectUp()
    e.insertText('QQ', { select: true })
    expect(selections(e)).toEqual([[[1, 2], [1, 4], true]])
    e.moveDown()
    expect(selections(e)).toEqual([[[2, 6], [2, 6], false]])
  })
  it('pasteText select of nothing over a reversed selection, under soft wrap', () => {
    const e = editorWith('\n\n done-the-a of bar xPos /value/snake_case_id/lore\n', { clipboard: new MemoryClipboard(), softWrapped: true, editorWidthInChars: 29 })
    e.addCursorAtBufferPosition([2, 19])
    e.selectUp()
    e.pasteText({ select: true })
    expect(e.getText()).toBe('\nxPos /value/snake_case_id/lore\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[1, 0], [1, 0], true]])
    e.moveDown()
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false], [[1, 30], [1, 30], false]])
    expect(e.getCursorScreenPosition().toArray()).toEqual([2, 4])
  })
})

describe('an insertion without `select` keeps the goal column when the head stays', () => {
  it('a selection replaced by the text it ends with: the head stays, moveDown aims at the old column', () => {
    const e = editorWith('abcdefgh\nab\nabcdefgh\nabcdefgh\n')
    e.setCursorBufferPosition([0, 6])
    e.selectDown()
    e.insertText('gh\nab')
    expect(selections(e)).toEqual([[[1, 2], [1, 2], false]])
    e.moveDown()
    expect(selections(e)).toEqual([[[2, 6], [2, 6], false]])
  })
  it('pasting an empty clipboard at a cursor', () => {
    const e = editorWith('\n', { clipboard: new MemoryClipboard() })
    e.insertText('    URLParser(is) {\n    of\n}')
    e.moveDown()
    e.pasteText()
    e.selectUp()
    expect(selections(e)).toEqual([[[2, 1], [3, 0], true]])
  })
  // Over a reversed selection Atom's insertText sets the cursor to the end of the new text itself: the goal column goes.
  it('a reversed selection replaced: the cursor is set after the text and forgets the goal column', () => {
    const e = editorWith('abcdefgh\nab\nabcdefgh\nabcdefgh\n')
    e.setCursorBufferPosition([2, 6])
    e.selectUp()
    e.insertText('X')
    e.moveDown()
    expect(selections(e)).toEqual([[[2, 3], [2, 3], false]])
  })
})

describe('an insertion with `select` forgets the goal column when the head passes elsewhere on screen', () => {
  // Atom: selecting the new text reports the selection's change; its head kept its buffer position but its row wrapped anew, so it moved on screen.
  it('pasteText select of nothing over a reversed selection: the row rewraps under the head', () => {
    const e = editorWith('\n\n\n\n\n"gamma toJSON i"\n', { clipboard: new MemoryClipboard(), softWrapped: true, editorWidthInChars: 5 })
    e.insertText('\r\n')
    e.setCursorBufferPosition([6, 12])
    e.selectUp()
    expect(selections(e)).toEqual([[[6, 7], [6, 12], true]])
    e.pasteText({ select: true })
    expect(e.getText()).toBe('\n\n\n\n\n\n"gamma N i"\n')
    expect(selections(e)).toEqual([[[6, 7], [6, 7], true]])
    expect(e.getCursorScreenPosition().toArray()).toEqual([7, 2])
    e.moveDown()
    expect(selections(e)).toEqual([[[6, 11], [6, 11], false]])
    expect(e.getCursorScreenPosition().toArray()).toEqual([8, 2])
  })
  // Atom: the cleared cursor is pushed to the end of the inserted line break before the new range takes the head back: two reports, the first a move.
  it('insertText select at an empty reversed selection: the cleared cursor is pushed past the text', () => {
    const e = editorWith('\n{', { clipboard: new MemoryClipboard() })
    e.insertText('  parseHTTPResponse(is) {\n    y\n}')
    e.selectUp()
    e.pasteText({ select: true })
    expect(selections(e)).toEqual([[[1, 0], [1, 0], true]])
    e.insertText('\n', { select: true })
    expect(selections(e)).toEqual([[[1, 0], [2, 0], true]])
    e.moveDown()
    expect(selections(e)).toEqual([[[3, 0], [3, 0], false]])
  })
})
