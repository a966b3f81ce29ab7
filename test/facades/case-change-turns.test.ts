import { describe, expect, it } from 'vitest'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { TextEditor } from '../../src/facades/text-editor.js'

// Expected values are Atom's (Pulsar's TextEditor run on the same steps).
const editorWith = (text: string) => new TextEditor({ text, clipboard: new MemoryClipboard() })
const selections = (editor: TextEditor) => editor.getSelections().map(s => [s.getBufferRange().serialize(), s.isReversed()])

describe("lowerCase follows Atom's turns where words meet", () => {
  it('a selection ending where the next word starts takes in its re-insertion and survives the merge', () => {
    // Atom rule: replaceSelectedText deletes then inserts; a tailed end at the insertion point is inclusive.
    const editor = editorWith(' ]\n')
    editor.setSelectedBufferRanges([[[0, 0], [0, 0]], [[1, 0], [1, 0]], [[0, 2], [0, 2]]])
    editor.lowerCase()
    expect(selections(editor)).toEqual([[[[0, 0], [0, 2]], false], [[[1, 0], [1, 0]], false]])
  })

  it('an empty selection selects its word at its own turn and keeps its start', () => {
    // Atom rule: the earlier turn's selection grows over the later word; the later one starts at its word.
    const editor = editorWith('lorem\n\tbar')
    editor.setSelectedBufferRanges([[[1, 4], [1, 4]], [[0, 0], [0, 0]], [[1, 0], [1, 0]]])
    editor.lowerCase()
    expect(selections(editor)).toEqual([[[[0, 0], [0, 5]], false], [[[1, 0], [1, 4]], false]])
  })
})
