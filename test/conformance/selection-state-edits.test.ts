/**
 * A selection's initial screen range (what selectWord / selectLine keep for
 * a drag) and goal column across edits. Atom keeps the initial screen range
 * as a plain screen range that edits do not move, and clears it only in
 * `Selection::finalize` (run by every `clear`) when it differs from the
 * selection's screen range then; a goal column goes only when the head's
 * screen position changes. Exact values from Atom (Pulsar's TextEditor).
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('the initial screen range across edits', () => {
  // Atom: insertText clears to the head first; the empty word's range is the cursor's, so it survives the insertion.
  it('survives typing at the empty word it was set on', () => {
    const e = editorWith('')
    e.selectSubwordsContainingCursors()
    e.insertText('  y y  ')
    e.selectToScreenPosition([4, 0])
    expect(selections(e)).toEqual([[[0, 0], [0, 7], false]])
  })

  // Atom: the same after selectWord, and the drag starts from the kept range, not from the cursor.
  it('survives typing after selectWord on an empty buffer', () => {
    const e = editorWith('')
    e.getLastSelection().selectWord()
    e.insertText(':')
    e.selectToScreenPosition([1, 14])
    expect(selections(e)).toEqual([[[0, 0], [0, 1], false]])
  })

  // Atom: a backspace that deletes nothing leaves it; setBufferRange does not finalize; the drag goes from it.
  it('survives a backspace that deletes nothing and a setBufferRange', () => {
    const e = editorWith('\n')
    e.getLastSelection().selectWord()
    e.backspace()
    e.getLastSelection().setBufferRange([[-2, 7], [3, 1]], { reversed: true })
    e.selectToScreenPosition([10, 15])
    expect(selections(e)).toEqual([[[0, 0], [1, 0], false]])
  })

  // Atom: cutSelectedText on an empty last row selects that (empty) line first: its screen range stays.
  it('is set by the line cutSelectedText selects on an empty last row', () => {
    const e = editorWith('\n')
    e.setCursorScreenPosition([8, 4])
    e.cutSelectedText()
    e.selectAll()
    e.selectToScreenPosition([3, 12])
    expect(selections(e)).toEqual([[[1, 0], [1, 0], false]])
  })

  // Atom: upperCase selects the (empty) word at an empty cursor, and that range stays after the replacement.
  it('is set by upperCase at an empty word', () => {
    const e = editorWith('')
    e.insertText('\n\n')
    e.upperCase()
    e.getLastCursor().setScreenPosition([1, Infinity])
    e.selectToScreenPosition([1, 0])
    expect(selections(e)).toEqual([[[1, 0], [2, 0], true]])
  })

  // Atom: the kept range is a screen range: a fold made since moves what it points at.
  it('is read on the screen as it is now', () => {
    const e = editorWith('\n')
    e.insertText('\n\n')
    e.lowerCase()
    e.foldBufferRange([[0, 0], [2, 0]])
    e.selectToScreenPosition([2, 0])
    expect(selections(e)).toEqual([[[3, 0], [3, 0], false]])
  })
})

describe('the goal column across edits', () => {
  // Atom: insertText with select: true leaves the head where it was on screen, so the goal column stays.
  it('stays when the inserted text is selected from the head', () => {
    const e = editorWith('')
    e.insertText('ABCdef')
    e.selectUp()
    e.insertText('beta\r\nitem\r\n', { select: true })
    e.selectDown()
    expect(selections(e)).toEqual([[[1, 4], [2, 0], true]])
  })

  // Atom: moveLineDown on the last row moves nothing; the head stays on screen and keeps its goal column.
  it('stays after a moveLineDown that cannot move', () => {
    const e = editorWith(';\n,')
    e.setCursorBufferPosition([1, -3])
    e.moveDown()
    e.moveLineDown()
    e.selectUp()
    expect(selections(e)).toEqual([[[0, 0], [1, 1], true]])
  })

  // Atom: transpose replaces a non-empty selection with insertText; the head stays, and so does the goal column.
  it('stays after transposing a selection in place', () => {
    const e = editorWith('e\na')
    e.moveDown(4)
    e.selectLinesContainingCursors()
    e.transpose()
    e.selectUp()
    expect(selections(e)).toEqual([[[0, 0], [1, 1], true]])
  })

  // Atom: a merge that destroys a fold moves heads on screen, and they lose the goal column the motion just set.
  it('goes when a merge unfolds the head away from it', () => {
    const e = editorWith('ipsum  n   toJSON\n', { softWrapped: true, editorWidthInChars: 16 })
    e.getLastSelection().selectToEndOfBufferLine()
    e.moveToPreviousWordBoundary()
    e.addSelectionForBufferRange([[6, 1], [1, 14]])
    e.foldBufferRange([[0, 0], [0, 14]])
    e.selectDown()
    expect(selections(e)).toEqual([[[0, 11], [1, 0], false]])
    e.selectUp()
    expect(selections(e)).toEqual([[[0, 11], [0, 11], false]])
  })

  // Atom: the replaced selection's cursor ends at the buffer position it had (its marker reports no change), so the goal column stays though the tab before it went.
  it('stays when the head keeps its buffer position, even off its screen column', () => {
    const e = editorWith('abcd\n\tx')
    e.setCursorBufferPosition([0, 2])
    e.selectDown()
    expect(selections(e)).toEqual([[[0, 2], [1, 1], false]])
    e.insertText('Q\nZ')
    expect(e.getText()).toBe('abQ\nZx')
    e.moveUp()
    expect(selections(e)).toEqual([[[0, 2], [0, 2], false]])
  })

  // Atom: another selection's deletion moves this head to a new buffer position on the same screen position (soft wrap): its goal column stays.
  it('stays for a selection moved by another one\'s edit to the same screen position', () => {
    const e = editorWith('', { tabLength: 4, softWrapped: true, editorWidthInChars: 3 })
    e.insertText('...')
    e.insertText('    innerHTML(lorem) {\n\tbar\n}')
    e.moveUp()
    e.addSelectionBelow()
    e.moveUp()
    e.selectUp()
    expect(selections(e)).toEqual([[[0, 23], [1, 0], true], [[1, 0], [1, 2], true]])
    e.getSelections()[0]!.delete()
    expect(selections(e)).toEqual([[[0, 23], [0, 25], true]])
    e.getCursors()[0]!.moveDown()
    expect(selections(e)).toEqual([[[0, 25], [0, 25], false]])
  })
})
