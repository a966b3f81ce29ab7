// Scroll requests: each expected event is what Pulsar's editor emits for the same calls.
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/index.js'

describe('onDidRequestAutoscroll', () => {
  // Atom: scroll calls and autoscroll() emit {screenRange, options}; a cursor's range is one column wide and unclipped.
  it('carries Atom\'s screen range and options for each scroll call', () => {
    const e = new TextEditor({ text: 'hello world\nsecond line\n' })
    const seen: string[] = []
    e.onDidRequestAutoscroll(ev => seen.push(JSON.stringify({ r: ev.screenRange.toString(), o: ev.options })))
    e.setCursorBufferPosition([1, 3], { autoscroll: false })
    e.scrollToCursorPosition()
    e.scrollToCursorPosition({ center: false })
    e.scrollToBufferPosition([0, 4])
    e.scrollToScreenPosition([9, 40], { center: true })
    e.setSelectedBufferRange([[0, 1], [1, 2]], { reversed: true, autoscroll: false })
    e.getLastSelection().autoscroll()
    e.getLastSelection().autoscroll({ center: true })
    e.getLastCursor().autoscroll()
    expect(seen).toEqual([
      '{"r":"[(1, 3) - (1, 4)]","o":{"clip":false}}',
      '{"r":"[(1, 3) - (1, 4)]","o":{"center":false,"clip":false}}',
      '{"r":"[(0, 4) - (0, 4)]","o":{}}',
      '{"r":"[(2, 0) - (2, 0)]","o":{"center":true}}',
      '{"r":"[(0, 1) - (1, 2)]","o":{"reversed":true}}',
      '{"r":"[(0, 1) - (1, 2)]","o":{"reversed":true,"center":true}}',
      '{"r":"[(0, 1) - (0, 2)]","o":{"clip":false}}',
    ])
  })

  // Atom: commands ask as they move cursors (Cursor.changePosition), set selections (Selection.setBufferRange)
  // and edit (Selection.insertText clears, then asks again); each list is what Pulsar's editor emits.
  const text = 'hello world\nsecond line here\nthird\n\nfifth line\n'
  const cases: [string, (e: TextEditor) => void, string[]][] = [
    ['moveDown (the last cursor asks for its one-column range, unclipped)', e => { e.moveDown() }, ['[(1, 0) - (1, 1)] {"clip":false}']],
    ['moveDown at two cursors (only the last cursor asks)', e => { e.addCursorAtBufferPosition([2, 1], { autoscroll: false }); e.moveDown() }, ['[(3, 0) - (3, 1)] {"clip":false}']],
    ['selectToEndOfLine (the cursor asks, not the selection)', e => { e.selectToEndOfLine() }, ['[(0, 11) - (0, 12)] {"clip":false}']],
    ['insertText (as the selection clears, then after the insertion)', e => { e.insertText('ab') }, ['[(0, 0) - (0, 1)] {"clip":false}', '[(0, 2) - (0, 3)] {"clip":false}']],
    ['insertText over a selection (first at its head)', e => { e.setSelectedBufferRange([[0, 1], [0, 4]], { autoscroll: false }); e.insertText('Z') }, ['[(0, 4) - (0, 5)] {"clip":false}', '[(0, 2) - (0, 3)] {"clip":false}']],
    ['insertText at two cursors on a row (the head of the last one, moved by the first insertion)', e => { e.addCursorAtBufferPosition([0, 3], { autoscroll: false }); e.insertText('QQ') }, ['[(0, 5) - (0, 6)] {"clip":false}', '[(0, 7) - (0, 8)] {"clip":false}']],
    ['insertText with autoscroll: false', e => { e.insertText('ab', { autoscroll: false }) }, []],
    ['backspace (after selectLeft, then at the deletion)', e => { e.setCursorBufferPosition([1, 3], { autoscroll: false }); e.backspace() }, ['[(1, 2) - (1, 3)] {"clip":false}', '[(1, 2) - (1, 3)] {"clip":false}']],
    ['delete at the end of a line (the extended head is on the next row)', e => { e.setCursorBufferPosition([0, 11], { autoscroll: false }); e.delete() }, ['[(1, 0) - (1, 1)] {"clip":false}', '[(0, 11) - (0, 12)] {"clip":false}']],
    ['undo (the last selection, with its tail)', e => { e.setSelectedBufferRange([[0, 1], [0, 3]], { autoscroll: false }); e.insertText('X', { autoscroll: false }); e.undo() }, ['[(0, 1) - (0, 3)] {"reversed":false}']],
    ['redo with nothing to redo', e => { e.redo() }, ['[(0, 0) - (0, 1)] {"clip":false}']],
    ['addCursorAtBufferPosition', e => { e.addCursorAtBufferPosition([2, 1]) }, ['[(2, 1) - (2, 2)] {"clip":false}']],
    ['setCursorBufferPosition with autoscroll: false', e => { e.setCursorBufferPosition([1, 2], { autoscroll: false }) }, []],
    ['setSelectedBufferRange reversed', e => { e.setSelectedBufferRange([[0, 1], [1, 2]], { reversed: true }) }, ['[(0, 1) - (1, 2)] {"reversed":true}']],
    ['setSelectedBufferRanges (the last selection, then each added one)', e => { e.setSelectedBufferRanges([[[0, 1], [0, 5]], [[0, 3], [1, 3]]]) }, ['[(0, 1) - (0, 5)] {"reversed":false}', '[(0, 3) - (1, 3)] {"reversed":false}']],
    ['selectAll (no request)', e => { e.selectAll() }, []],
    ['selectWordsContainingCursors', e => { e.selectWordsContainingCursors() }, ['[(0, 0) - (0, 5)] {"reversed":false}']],
    ['addSelectionBelow (the added selection)', e => { e.addSelectionBelow() }, ['[(1, 0) - (1, 0)] {"reversed":false}']],
    ['clearSelections (the oldest selection centred, then its cursor)', e => { e.setSelectedBufferRange([[0, 2], [0, 4]], { autoscroll: false }); e.addCursorAtBufferPosition([2, 1], { autoscroll: false }); e.clearSelections() }, ['[(0, 2) - (0, 4)] {"reversed":false,"center":true}', '[(0, 4) - (0, 5)] {"clip":false}']],
    ['a cursor other than the last (no request)', e => { e.addCursorAtBufferPosition([2, 1], { autoscroll: false }); e.getCursors()[0]!.moveDown() }, []],
    ['cutSelectedText at an empty cursor (its line, then the cursor)', e => { e.setCursorBufferPosition([1, 2], { autoscroll: false }); e.cutSelectedText() }, ['[(1, 0) - (2, 0)] {"reversed":false}', '[(1, 0) - (1, 1)] {"clip":false}']],
    ['moveLineDown (scrollToBufferPosition of the row above the moved line)', e => { e.moveLineDown() }, ['[(0, 0) - (0, 0)] {}']],
    ['a transaction (each command asks as it runs)', e => { e.transact(() => { e.moveDown(); e.selectRight(); e.insertText('k') }) }, ['[(1, 0) - (1, 1)] {"clip":false}', '[(1, 1) - (1, 2)] {"clip":false}', '[(1, 1) - (1, 2)] {"clip":false}', '[(1, 1) - (1, 2)] {"clip":false}']],
    ['soft-wrapped rows (screen positions)', e => { e.update({ softWrapped: true, editorWidthInChars: 6 }); e.moveDown(); e.moveToEndOfLine() }, ['[(1, 0) - (1, 1)] {"clip":false}', '[(1, 5) - (1, 6)] {"clip":false}']],
    ['transpose at an empty cursor (selectRight, delete, moveLeft, insertText)', e => { e.setCursorBufferPosition([0, 2], { autoscroll: false }); e.transpose() }, ['[(0, 3) - (0, 4)] {"clip":false}', '[(0, 2) - (0, 3)] {"clip":false}', '[(0, 1) - (0, 2)] {"clip":false}', '[(0, 1) - (0, 2)] {"clip":false}', '[(0, 2) - (0, 3)] {"clip":false}']],
    ['lowerCase at an empty cursor (selectWord, delete, insert, select the new text)', e => { e.lowerCase() }, ['[(0, 0) - (0, 5)] {"reversed":false}', '[(0, 0) - (0, 1)] {"clip":false}', '[(0, 0) - (0, 1)] {"clip":false}', '[(0, 5) - (0, 6)] {"clip":false}', '[(0, 0) - (0, 5)] {"reversed":false}']],
    ['insertNewlineBelow (moveToEndOfLine, then insertNewline)', e => { e.insertNewlineBelow() }, ['[(0, 11) - (0, 12)] {"clip":false}', '[(0, 11) - (0, 12)] {"clip":false}', '[(1, 0) - (1, 1)] {"clip":false}']],
    ['insertNewlineAbove below the first row', e => { e.setCursorBufferPosition([2, 2], { autoscroll: false }); e.insertNewlineAbove() }, ['[(2, 0) - (2, 1)] {"clip":false}', '[(1, 16) - (1, 17)] {"clip":false}', '[(1, 16) - (1, 17)] {"clip":false}', '[(2, 0) - (2, 1)] {"clip":false}']],
    ['insertNewlineAbove on the first row (then moveUp and moveToEndOfLine)', e => { e.insertNewlineAbove() }, ['[(0, 0) - (0, 1)] {"clip":false}', '[(0, 0) - (0, 1)] {"clip":false}', '[(0, 0) - (0, 1)] {"clip":false}', '[(1, 0) - (1, 1)] {"clip":false}', '[(0, 0) - (0, 1)] {"clip":false}', '[(0, 0) - (0, 1)] {"clip":false}']],
    ['duplicateLines at an empty cursor (its screen row, then the copy)', e => { e.duplicateLines() }, ['[(0, 0) - (1, 0)] {"reversed":false}', '[(1, 0) - (1, 0)] {"reversed":false}']],
    ['pasteText of a whole line (copied at an empty cursor)', e => { e.copySelectedText(); e.setCursorBufferPosition([1, 2], { autoscroll: false }); e.pasteText() }, ['[(0, 0) - (1, 0)] {"reversed":false}', '[(0, 0) - (0, 0)] {"reversed":false}', '[(1, 0) - (1, 0)] {"reversed":false}', '[(1, 0) - (1, 1)] {"clip":false}', '[(2, 0) - (2, 1)] {"clip":false}', '[(2, 2) - (2, 2)] {"reversed":false}']],
    ['insertText over a reversed selection (its cursor is put at the end first)', e => { e.setSelectedBufferRange([[0, 1], [0, 4]], { reversed: true, autoscroll: false }); e.insertText('Z') }, ['[(0, 1) - (0, 2)] {"clip":false}', '[(0, 2) - (0, 3)] {"clip":false}', '[(0, 2) - (0, 3)] {"clip":false}']],
  ]
  it.each(cases)('%s', (_name, steps, expected) => {
    const e = new TextEditor({ text })
    const seen: string[] = []
    e.onDidRequestAutoscroll(ev => seen.push(`${ev.screenRange.toString()} ${JSON.stringify(ev.options)}`))
    steps(e)
    expect(seen).toEqual(expected)
  })
})
