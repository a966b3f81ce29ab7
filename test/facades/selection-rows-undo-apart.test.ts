import { describe, expect, it } from 'vitest'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { TextEditor } from '../../src/facades/text-editor.js'

// Expected values are Atom's (Pulsar's TextEditor run on the same steps).
const editorWith = (text: string) => new TextEditor({ text, clipboard: new MemoryClipboard(), tabLength: 2, softTabs: true, autoIndent: false })

describe("a selection's row commands change one row at a time, each change its own undo entry", () => {
  it('indentSelectedRows: the first undo takes back the last row only', () => {
    // Atom rule: Selection::indentSelectedRows inserts per row outside a transaction; each insert is an undo entry.
    const editor = editorWith(';\n`\n')
    editor.selectDown(4)
    editor.getLastSelection().indentSelectedRows()
    expect(editor.getText()).toBe('  ;\n  `\n')
    editor.undo()
    expect(editor.getText()).toBe('  ;\n`\n')
    editor.undo()
    expect(editor.getText()).toBe(';\n`\n')
  })

  it('outdentSelectedRows, the same', () => {
    // Atom rule: Selection::outdentSelectedRows deletes per row outside a transaction.
    const editor = editorWith('  a\n  b\n')
    editor.selectDown(2)
    editor.getLastSelection().outdentSelectedRows()
    expect(editor.getText()).toBe('a\nb\n')
    editor.undo()
    expect(editor.getText()).toBe('a\n  b\n')
  })
})
