import { describe, expect, it } from 'vitest'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { TextEditor } from '../../src/facades/text-editor.js'

// Expected values are Atom's (Pulsar's TextEditor run on the same steps).
const editorWith = (text: string) => new TextEditor({ text, clipboard: new MemoryClipboard(), tabLength: 2, softTabs: true, autoIndent: false })
const selections = (editor: TextEditor) => editor.getSelections().map(s => [s.getBufferRange().serialize(), s.isReversed()])

describe('transpose takes the selections in turn where their swaps meet', () => {
  it("a swap inserting at the previous swap's cursor pushes it along; they merge", () => {
    // Atom rule: each swap deletes the next character and inserts it before the previous one; a bare cursor at that point is pushed.
    const editor = editorWith('}\n\n')
    editor.setSelectedBufferRanges([[[0, 0], [0, 0]], [[1, 0], [1, 0]]])
    editor.transpose()
    expect(editor.getText()).toBe('}\n\n')
    expect(selections(editor)).toEqual([[[[1, 0], [1, 0]], false]])
  })

  it('a cursor with nothing after it moves left after the earlier swap', () => {
    // Atom rule: the later turn sees the text and the cursor as the earlier one left them.
    const editor = editorWith('1')
    editor.setSelectedBufferRanges([[[0, 1], [0, 1]], [[0, 0], [0, 0]]])
    editor.transpose()
    expect(editor.getText()).toBe('1')
    expect(selections(editor)).toEqual([[[[0, 1], [0, 1]], false]])
  })

  it('a selection starting where an earlier swap inserts takes the inserted text in before reversing', () => {
    // Atom rule: a selection (a tailed marker) widens over text inserted at its start.
    const editor = editorWith('\n  beta run  ')
    editor.setSelectedBufferRanges([[[1, 0], [1, 12]], [[0, 0], [0, 0]]])
    editor.transpose()
    expect(editor.getText()).toBe('  nur ateb  \n')
    expect(selections(editor)).toEqual([[[[1, 0], [1, 0]], false]])
  })
})

describe('transpose at the end of the buffer after another swap', () => {
  it('the cursor moves left over the text as the earlier swap left it', () => {
    // Atom rule: with nothing after it, the cursor only moves left, in its turn, after the earlier selections changed the text.
    const editor = editorWith('ab\n42\n')
    editor.setSelectedBufferRanges([[[0, 1], [1, 1]], [[2, 0], [2, 0]]])
    editor.transpose()
    expect(editor.getText()).toBe('a4\nb2\n')
    expect(selections(editor)).toEqual([[[[1, 1], [1, 1]], false], [[[1, 2], [1, 2]], false]])
  })
})
