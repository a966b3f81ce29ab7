import { describe, expect, it } from 'vitest'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { TextEditor } from '../../src/facades/text-editor.js'

const text = 'const first = 1\n  let second = 2\nthird()\n'
// Like Atom's own specs, these editors open with auto-indent off (tested on its own at the end).
const editorWith = (t = text) => {
  const clipboard = new MemoryClipboard()
  return { editor: new TextEditor({ text: t, clipboard, autoIndent: false, autoIndentOnPaste: false }), clipboard }
}
const ranges = (editor: TextEditor) => editor.getSelectedBufferRanges().map(r => r.serialize())

describe('copy and paste through the facade', () => {
  it('copy writes the injected clipboard; paste over the same selections restores the text', () => {
    const { editor, clipboard } = editorWith()
    editor.setSelectedBufferRanges([[[0, 6], [0, 11]], [[1, 6], [1, 12]]])
    editor.copySelectedText()
    expect(clipboard.read()).toBe('first\nsecond')
    expect(clipboard.readWithMetadata().metadata).toEqual({
      indentBasis: 0,
      fullLine: false,
      selections: [{ text: 'first', indentBasis: 0, fullLine: false }, { text: 'second', indentBasis: 1, fullLine: false }],
    })
    editor.pasteText()
    expect(editor.getText()).toBe(text)
    // Each cursor got its own part back.
    expect(editor.getCursorBufferPositions().map(p => p.toArray())).toEqual([[0, 11], [1, 12]])
  })

  it('cut then paste elsewhere moves the text; undo restores text and selections', () => {
    const { editor, clipboard } = editorWith()
    editor.setSelectedBufferRange([[0, 6], [0, 12]])
    editor.cutSelectedText()
    expect(clipboard.read()).toBe('first ')
    expect(editor.getText()).toBe('const = 1\n  let second = 2\nthird()\n')
    editor.setCursorBufferPosition([2, 0])
    editor.pasteText()
    expect(editor.lineTextForBufferRow(2)).toBe('first third()')
    editor.undo()
    editor.undo()
    expect(editor.getText()).toBe(text)
    expect(ranges(editor)).toEqual([[[0, 6], [0, 12]]])
  })

  it('a line copied from an empty selection is pasted above the cursor line', () => {
    const { editor } = editorWith()
    editor.setCursorBufferPosition([2, 3])
    editor.copySelectedText()
    editor.setCursorBufferPosition([0, 4])
    editor.pasteText()
    expect(editor.getText()).toBe('third()\nconst first = 1\n  let second = 2\nthird()\n')
    expect(editor.getCursorBufferPosition().toArray()).toEqual([1, 4])
  })

  it('cutting the line of an empty selection and pasting it keeps the lines in order', () => {
    const { editor } = editorWith()
    editor.setCursorBufferPosition([1, 2])
    editor.cutSelectedText()
    expect(editor.getText()).toBe('const first = 1\nthird()\n')
    editor.pasteText()
    expect(editor.getText()).toBe(text)
  })

  it('copyOnlySelectedText skips empty selections', () => {
    const { editor, clipboard } = editorWith()
    clipboard.write('before')
    editor.copyOnlySelectedText()
    expect(clipboard.read()).toBe('before')
    editor.addSelectionForBufferRange([[2, 0], [2, 5]])
    editor.copyOnlySelectedText()
    expect(clipboard.read()).toBe('third')
  })

  it('Selection.copy with maintainClipboard appends to the clipboard', () => {
    const { editor, clipboard } = editorWith()
    clipboard.write('x', { indentBasis: 0, fullLine: false })
    const selection = editor.getLastSelection()
    selection.setBufferRange([[2, 0], [2, 5]])
    selection.copy(true)
    expect(clipboard.read()).toBe('x\nthird')
    expect(clipboard.readWithMetadata().metadata?.['selections']).toHaveLength(2)
    selection.copy()
    expect(clipboard.readWithMetadata()).toEqual({ text: 'third', metadata: { indentBasis: 0, fullLine: false } })
  })

  it('Selection.cut, cutToEndOfLine and cutToEndOfBufferLine act on that selection only', () => {
    const { editor, clipboard } = editorWith()
    editor.setCursorBufferPosition([0, 5])
    editor.addCursorAtBufferPosition([2, 5])
    const [a, b] = editor.getSelections()
    b!.cutToEndOfLine()
    expect(clipboard.read()).toBe('()')
    a!.cutToEndOfBufferLine(true)
    expect(clipboard.read()).toBe('()\n first = 1')
    expect(editor.getText()).toBe('const\n  let second = 2\nthird\n')
    a!.selectToEndOfLine()
    a!.cut(false, false, { bypassReadOnly: false })
    expect(editor.getText()).toBe('const  let second = 2\nthird\n')
  })

  it('editor cutToEndOfLine and cutToEndOfBufferLine cut at every cursor, one undo step', () => {
    const { editor, clipboard } = editorWith()
    editor.setCursorBufferPosition([0, 5])
    editor.addCursorAtBufferPosition([1, 5])
    editor.cutToEndOfLine()
    expect(clipboard.read()).toBe(' first = 1\n second = 2')
    expect(editor.getText()).toBe('const\n  let\nthird()\n')
    editor.undo()
    expect(editor.getText()).toBe(text)
    editor.cutToEndOfBufferLine()
    expect(editor.getText()).toBe('const\n  let\nthird()\n')
  })

  it('pasteText is cancellable and reports what each selection inserted', () => {
    const { editor, clipboard } = editorWith('ab\ncd')
    clipboard.write('X')
    editor.setCursorBufferPosition([0, 1])
    editor.addCursorAtBufferPosition([1, 1])
    const inserted: unknown[] = []
    editor.onDidInsertText(e => inserted.push([e.text, e.range.serialize()]))
    const cancel = editor.onWillInsertText(e => e.cancel())
    expect(editor.pasteText()).toBe(false)
    expect(editor.getText()).toBe('ab\ncd')
    cancel.dispose()
    expect(editor.pasteText()).toBeUndefined()
    expect(editor.getText()).toBe('aXb\ncXd')
    expect(inserted).toEqual([['X', [[0, 1], [0, 2]]], ['X', [[1, 1], [1, 2]]]])
  })

  it('read-only: copies work, cuts and pastes throw Atom\'s errors unless bypassed', () => {
    const { editor, clipboard } = editorWith()
    editor.setReadOnly(true)
    editor.setSelectedBufferRange([[0, 0], [0, 5]])
    editor.copySelectedText()
    expect(clipboard.read()).toBe('const')
    expect(() => editor.cutSelectedText()).toThrow('Attempt to mutate a read-only TextEditor')
    expect(() => editor.pasteText()).toThrow('Attempt to mutate a read-only TextEditor')
    expect(() => editor.getLastSelection().cut()).toThrow('Attempt to mutate a read-only TextEditor through a Selection')
    expect(() => editor.getLastSelection().cutToEndOfLine(false)).toThrow('through a Selection')
    expect(editor.getText()).toBe(text)
    editor.pasteText({ bypassReadOnly: true })
    expect(editor.getText()).toBe(text)
    // The paste left a cursor: the cut takes its whole line.
    editor.cutSelectedText({ bypassReadOnly: true })
    expect(editor.getText()).toBe('  let second = 2\nthird()\n')
  })

  it('a plain dispatch leaves the clipboard alone; only new writes reach it', () => {
    const { editor, clipboard } = editorWith()
    editor.setSelectedBufferRange([[0, 0], [0, 5]])
    editor.copySelectedText()
    clipboard.write('changed elsewhere')
    editor.moveDown()
    editor.insertText('z')
    expect(clipboard.read()).toBe('changed elsewhere')
  })
})

describe('line commands through the facade', () => {
  it('moveLineUp / moveLineDown carry the selections; undo restores them', () => {
    const { editor } = editorWith()
    editor.setSelectedBufferRange([[1, 2], [1, 5]], { reversed: true })
    editor.moveLineUp()
    expect(editor.lineTextForBufferRow(0)).toBe('  let second = 2')
    expect(ranges(editor)).toEqual([[[0, 2], [0, 5]]])
    expect(editor.getLastSelection().isReversed()).toBe(true)
    editor.moveLineDown()
    editor.moveLineDown()
    expect(editor.getText()).toBe('const first = 1\nthird()\n  let second = 2\n')
    editor.undo()
    editor.undo()
    editor.undo()
    expect(editor.getText()).toBe(text)
    expect(ranges(editor)).toEqual([[[1, 2], [1, 5]]])
  })

  it('moveSelectionLeft / Right, duplicateLines, transpose, upperCase, lowerCase', () => {
    const { editor } = editorWith('abc def\nxyz')
    editor.setSelectedBufferRange([[0, 1], [0, 2]])
    editor.moveSelectionRight()
    expect(editor.getText()).toBe('acb def\nxyz')
    editor.moveSelectionLeft()
    expect(editor.getText()).toBe('abc def\nxyz')
    editor.duplicateLines()
    expect(editor.getText()).toBe('abc def\nabc def\nxyz')
    expect(ranges(editor)).toEqual([[[1, 1], [1, 2]]])
    editor.setCursorBufferPosition([2, 1])
    editor.transpose()
    expect(editor.lineTextForBufferRow(2)).toBe('yxz')
    editor.setCursorBufferPosition([0, 5])
    editor.upperCase()
    expect(editor.lineTextForBufferRow(0)).toBe('abc DEF')
    expect(editor.getSelectedText()).toBe('DEF')
    editor.lowerCase()
    expect(editor.lineTextForBufferRow(0)).toBe('abc def')
  })

  it('insertNewlineBelow and insertNewlineAbove; undo puts the cursor back', () => {
    const { editor } = editorWith('  ab\ncd')
    editor.setCursorBufferPosition([0, 3])
    editor.insertNewlineBelow()
    expect(editor.getText()).toBe('  ab\n\ncd')
    expect(editor.getCursorBufferPosition().toArray()).toEqual([1, 0])
    editor.undo()
    expect(editor.getCursorBufferPosition().toArray()).toEqual([0, 3])
    editor.insertNewlineAbove()
    expect(editor.getText()).toBe('\n  ab\ncd')
    expect(editor.getCursorBufferPosition().toArray()).toEqual([0, 0])
    editor.undo()
    expect(editor.getText()).toBe('  ab\ncd')
    expect(editor.getCursorBufferPosition().toArray()).toEqual([0, 3])
  })

  it('read-only editors refuse line commands with Atom\'s error', () => {
    const { editor } = editorWith()
    editor.setReadOnly(true)
    for (const f of [
      () => editor.moveLineUp(), () => editor.moveLineDown(), () => editor.moveSelectionLeft(), () => editor.moveSelectionRight(),
      () => editor.duplicateLines(), () => editor.transpose(), () => editor.upperCase(), () => editor.lowerCase(),
      () => editor.insertNewlineAbove(), () => editor.insertNewlineBelow(),
    ]) expect(f).toThrow('Attempt to mutate a read-only TextEditor')
    editor.duplicateLines({ bypassReadOnly: true })
    expect(editor.getLineCount()).toBe(5)
  })
})

describe('auto-indent (on by default)', () => {
  it('a new line below or above copies the indentation of the line above (the null mode)', () => {
    const editor = new TextEditor({ text: '  ab\ncd' })
    editor.setCursorBufferPosition([0, 3])
    editor.insertNewlineBelow()
    expect(editor.getText()).toBe('  ab\n  \ncd')
    expect(editor.getCursorBufferPosition().toArray()).toEqual([1, 2])
    editor.insertNewline()
    expect(editor.getText()).toBe('  ab\n  \n  \ncd')
  })
  it('insertNewlineAbove keeps the indentation of the line it was on', () => {
    const editor = new TextEditor({ text: '  var test' })
    editor.setCursorBufferPosition([0, 2])
    editor.insertNewlineAbove()
    expect(editor.getText()).toBe('  \n  var test')
    expect(editor.getCursorBufferPosition().toArray()).toEqual([0, 2])
  })
})
