// The core of several editors on one document: joinDocument, followDocument, reduceDocument.
import { describe, expect, it } from 'vitest'
import { actions as A, assertInvariants, createEditorState, followDocument, joinDocument, reduce, reduceDocument, TextBuffer } from '../../src/index.js'

const heads = (s: ReturnType<typeof createEditorState>) => s.selections.map(r => [r.id, r.start.row, r.start.column, r.end.row, r.end.column])

describe('editor states sharing a document', () => {
  it('joinDocument: the same buffer and history, a cursor with the document\'s next id', () => {
    const a = reduce(createEditorState({ text: 'abc\n' }), A.insertText({ text: 'x' }))
    const b = joinDocument(a, { tabLength: 4 })
    expect(b.buffer).toBe(a.buffer)
    expect(b.history).toBe(a.history)
    expect(heads(b)).toEqual([[2, 0, 0, 0, 0]])
    expect(b.nextId).toBe(3)
    expect(b.config.tabLength).toBe(4)
  })

  // Atom: undo of another editor's change puts that editor's selections into the one undoing, as new selections.
  it('reduceDocument: the others follow; undo restores the snapshot into the editor that undoes', () => {
    const left = createEditorState({ text: 'one two\n' })
    let editors = { left, right: joinDocument(left) }
    editors = reduceDocument(editors, 'right', A.setCursorBufferPosition({ position: { row: 0, column: 7 } }))
    editors = reduceDocument(editors, 'left', A.insertText({ text: '> ' }))
    expect(editors.right.buffer.getText()).toBe('> one two\n')
    expect(heads(editors.right)).toEqual([[2, 0, 9, 0, 9]])
    expect(editors.left.nextId).toBe(3)
    editors = reduceDocument(editors, 'right', A.undo())
    expect(editors.left.buffer.getText()).toBe('one two\n')
    expect(heads(editors.left)).toEqual([[1, 0, 0, 0, 0]])
    expect(heads(editors.right)).toEqual([[3, 0, 0, 0, 0]])
    expect(editors.left.history).toBe(editors.right.history)
    for (const s of Object.values(editors)) assertInvariants(s)
    expect(reduceDocument(editors, 'left', A.moveLeft())).toBe(editors)
  })

  it('reduceDocument: an editor never gives an id another editor holds, a new editor\'s first cursor included', () => {
    const left = createEditorState({ text: 'abc\n' })
    let editors = { left, right: joinDocument(left) }
    editors = reduceDocument(editors, 'left', A.addCursorAtBufferPosition({ position: { row: 0, column: 2 } }))
    expect(heads(editors.left)).toEqual([[1, 0, 0, 0, 0], [3, 0, 2, 0, 2]])
    expect(heads(editors.right)).toEqual([[2, 0, 0, 0, 0]])
    expect(editors.right.nextId).toBe(4)
  })

  it('followDocument without the buffers\' lineage maps through the one range where the texts differ', () => {
    const base = createEditorState({ text: 'aaa bbb ccc\n' })
    const other = reduce(base, A.setSelectedBufferRanges({ ranges: [{ start: { row: 0, column: 8 }, end: { row: 0, column: 11 } }] }))
    // An unrelated buffer holding the edited text: no lineage leads back.
    const edited = { ...base, buffer: TextBuffer.fromString('aaa XXXXX ccc\n') }
    const followed = followDocument(other, edited)
    expect(followed.buffer).toBe(edited.buffer)
    expect(heads(followed)).toEqual([[1, 0, 10, 0, 13]])
    expect(followDocument(followed, edited)).toBe(followed)
  })

  // Atom: revertToCheckpoint restores the selections of the editor that made the checkpoint; the reverting one moves.
  it('reduceDocument: a revert to another editor\'s checkpoint restores that editor\'s selections', () => {
    const left = createEditorState({ text: 'hello\nworld\n' })
    let editors = { left, right: joinDocument(left) }
    editors = reduceDocument(editors, 'left', A.setCursorBufferPosition({ position: { row: 0, column: 2 } }))
    editors = reduceDocument(editors, 'left', A.createCheckpoint())
    const checkpoint = editors.left.history.nextCheckpointId - 1
    editors = reduceDocument(editors, 'left', A.moveDown())
    editors = reduceDocument(editors, 'right', A.setCursorBufferPosition({ position: { row: 1, column: 1 } }))
    editors = reduceDocument(editors, 'right', A.insertText({ text: 'XY' }))
    editors = reduceDocument(editors, 'right', A.revertToCheckpoint({ checkpoint }))
    expect(editors.right.buffer.getText()).toBe('hello\nworld\n')
    expect(heads(editors.left)).toEqual([[1, 0, 2, 0, 2]])
    expect(heads(editors.right)).toEqual([[2, 1, 1, 1, 1]])
    for (const s of Object.values(editors)) assertInvariants(s)
  })

  // Atom applies the undo of a change that joined a lone \r to the \n it inserted clipped: a follower's positions stay in the text.
  it('reduceDocument: another editor\'s clipped undo leaves the follower\'s cursors inside the rows', () => {
    const left = createEditorState({ text: 'aa\ra' })
    let editors = { left, right: joinDocument(left) }
    editors = reduceDocument(editors, 'left', A.setTextInRange({ range: { start: { row: 0, column: 3 }, end: { row: 0, column: 3 } }, text: '\n' }))
    expect(editors.left.buffer.getText()).toBe('aa\r\na')
    editors = reduceDocument(editors, 'left', A.addCursorAtBufferPosition({ position: { row: 1, column: 1 } }))
    editors = reduceDocument(editors, 'right', A.undo())
    // The undo deletes the \r\n ending (its clipped range): the cursor at [1, 1] comes to [0, 3], the row's end.
    expect(editors.left.buffer.getText()).toBe('aaa')
    expect(heads(editors.left)).toEqual([[1, 0, 0, 0, 0], [3, 0, 3, 0, 3]])
    assertInvariants(editors.left)
  })
})
