import { describe, expect, it } from 'vitest'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { TextEditor } from '../../src/facades/text-editor.js'

// Expected values are Atom's (Pulsar's TextEditor run on the same steps).
const editorWith = (text: string, tabLength = 2) => new TextEditor({ text, clipboard: new MemoryClipboard(), tabLength, softTabs: true, autoIndent: false })

describe('transpose moves left in the text as it is once the character after the cursor is gone', () => {
  it('at the end of a line, the joined leading whitespace is one atomic soft tab', () => {
    // Atom rule: transpose is selectRight, delete, moveLeft, insert; moveLeft sees the joined row (atomic soft tabs).
    const editor = editorWith('  \n  \n', 4)
    editor.setCursorBufferPosition([0, 2])
    editor.transpose()
    expect(editor.getText()).toBe('\n    \n')
    expect(editor.getCursorBufferPosition().serialize()).toEqual([1, 0])
  })
})
