import { afterEach, describe, expect, it, vi } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'
import type { CursorPositionChangedEvent } from '../../src/facades/cursor.js'

const text = 'alpha beta\ngamma delta\n'

describe('editing through the facade', () => {
  afterEach(() => vi.useRealTimers())

  it('backspace and delete at several cursors, then undo restores text and cursors', () => {
    const editor = new TextEditor({ text })
    editor.setCursorBufferPosition([0, 5])
    editor.addCursorAtBufferPosition([1, 5])
    editor.backspace()
    expect(editor.getText()).toBe('alph beta\ngamm delta\n')
    editor.delete()
    expect(editor.getText()).toBe('alphbeta\ngammdelta\n')
    editor.undo()
    expect(editor.getText()).toBe('alph beta\ngamm delta\n')
    editor.undo()
    expect(editor.getText()).toBe(text)
    expect(editor.getCursorBufferPositions().map(p => p.toArray())).toEqual([[0, 5], [1, 5]])
    editor.redo()
    expect(editor.getText()).toBe('alph beta\ngamm delta\n')
  })

  it('undo emits text-caused cursor events', () => {
    const editor = new TextEditor({ text })
    editor.insertText('xyz')
    const seen: CursorPositionChangedEvent[] = []
    editor.onDidChangeCursorPosition(e => seen.push(e))
    editor.undo()
    expect(seen.map(e => [e.oldBufferPosition.toArray(), e.newBufferPosition.toArray(), e.textChanged])).toEqual([[[0, 3], [0, 0], true]])
  })

  it('transact makes one undo step', () => {
    const editor = new TextEditor({ text })
    editor.transact(() => {
      editor.insertText('1')
      editor.moveToEndOfLine()
      editor.insertText('2')
    })
    expect(editor.lineTextForBufferRow(0)).toBe('1alpha beta2')
    editor.undo()
    expect(editor.getText()).toBe(text)
  })

  it('abortTransaction reverts the transaction and transact returns undefined', () => {
    const editor = new TextEditor({ text })
    const result = editor.transact(() => {
      editor.insertText('zzz')
      editor.abortTransaction()
    })
    expect(result).toBe(undefined)
    expect(editor.getText()).toBe(text)
  })

  it('undo inside an open transaction does nothing', () => {
    const editor = new TextEditor({ text })
    editor.insertText('a')
    editor.transact(() => {
      editor.undo()
      expect(editor.getText()).toBe('a' + text)
    })
  })

  it('groupUndo groups keystrokes typed within the grouping interval', () => {
    vi.useFakeTimers()
    vi.setSystemTime(10_000)
    const editor = new TextEditor({ text: '' })
    editor.insertText('a', { groupUndo: true })
    vi.setSystemTime(10_100)
    editor.insertText('b', { groupUndo: true })
    vi.setSystemTime(11_000)
    editor.insertText('c', { groupUndo: true })
    editor.undo()
    expect(editor.getText()).toBe('ab')
    editor.undo()
    expect(editor.getText()).toBe('')
  })

  it('checkpoints', () => {
    const editor = new TextEditor({ text: '' })
    editor.insertText('a')
    const cp = editor.createCheckpoint()
    editor.insertText('b')
    editor.insertText('c')
    expect(editor.groupChangesSinceCheckpoint(cp)).toBe(true)
    editor.undo()
    expect(editor.getText()).toBe('a')
    const cp2 = editor.createCheckpoint()
    editor.insertText('d')
    expect(editor.revertToCheckpoint(cp2)).toBe(true)
    expect(editor.getText()).toBe('a')
    expect(editor.revertToCheckpoint(999)).toBe(false)
  })

  it('read-only editors refuse Selection edits with Atom\'s message', () => {
    const editor = new TextEditor({ text, readOnly: true })
    expect(() => editor.getLastSelection().backspace()).toThrow('Attempt to mutate a read-only TextEditor through a Selection')
    expect(() => editor.deleteLine()).toThrow('Attempt to mutate a read-only TextEditor')
    editor.getLastSelection().delete({ bypassReadOnly: true })
    expect(editor.getText()).toBe('lpha beta\ngamma delta\n')
  })

  it('indentation helpers', () => {
    const editor = new TextEditor({ text: '\t  x\n', tabLength: 4 })
    expect(editor.indentationForBufferRow(0)).toBe(1.5)
    expect(editor.indentLevelForLine('      y')).toBe(1.5)
    expect(editor.buildIndentString(1.5)).toBe('      ')
    expect(editor.getTabText()).toBe('    ')
    editor.setIndentationForBufferRow(0, 2)
    expect(editor.lineTextForBufferRow(0)).toBe('        x')
  })

  it('Cursor visibility is view state on the handle', () => {
    const editor = new TextEditor({ text })
    const cursor = editor.getLastCursor()
    const seen: boolean[] = []
    cursor.onDidChangeVisibility(v => seen.push(v))
    expect(cursor.isVisible()).toBe(true)
    cursor.setVisible(false)
    cursor.setVisible(false)
    expect(cursor.isVisible()).toBe(false)
    expect(seen).toEqual([false])
  })
})

describe('onDidChange', () => {
  it('passes the changes of each action with ranges and texts', () => {
    const editor = new TextEditor({ text: 'ab\ncd' })
    editor.setCursorBufferPosition([0, 1])
    editor.addCursorAtBufferPosition([1, 2])
    const seen: { start: number[]; oldExtent: number[]; newExtent: number[]; oldText: string; newText: string; newRange: string }[][] = []
    editor.onDidChange(changes =>
      seen.push(changes.map(c => ({
        start: c.start.toArray(), oldExtent: c.oldExtent.toArray(), newExtent: c.newExtent.toArray(),
        oldText: c.oldText, newText: c.newText, newRange: c.newRange.toString(),
      }))))
    editor.insertText('X\nY')
    expect(seen).toEqual([[
      { start: [0, 1], oldExtent: [0, 0], newExtent: [1, 1], oldText: '', newText: 'X\nY', newRange: '[(0, 1) - (1, 1)]' },
      { start: [1, 2], oldExtent: [0, 0], newExtent: [1, 1], oldText: '', newText: 'X\nY', newRange: '[(2, 2) - (3, 1)]' },
    ]])
    editor.moveRight()
    expect(seen.length).toBe(1)
    editor.backspace()
    expect(seen[1]!.map(c => [c.oldText, c.newText])).toEqual([['b', ''], ['Y', '']])
  })
})

describe('insert text events', () => {
  it('will-insert-text can cancel; did-insert-text fires per selection in buffer order', () => {
    const editor = new TextEditor({ text: 'ab\ncd' })
    editor.setCursorBufferPosition([1, 1])
    editor.addCursorAtBufferPosition([0, 1])
    const did: string[] = []
    editor.onDidInsertText(e => did.push(`${e.text} ${e.range}`))
    const sub = editor.onWillInsertText(e => e.cancel())
    expect(editor.insertText('x')).toBe(false)
    expect(editor.getText()).toBe('ab\ncd')
    sub.dispose()
    editor.insertText('xy')
    expect(did).toEqual(['xy [(0, 1) - (0, 3)]', 'xy [(1, 1) - (1, 3)]'])
  })
})

describe('effects', () => {
  it('a copy dispatched directly still reaches the injected clipboard', async () => {
    const { MemoryClipboard } = await import('../../src/facades/clipboard.js')
    const A = await import('../../src/actions/index.js')
    const clipboard = new MemoryClipboard()
    const editor = new TextEditor({ text: 'one two', clipboard })
    editor.setSelectedBufferRange([[0, 4], [0, 7]])
    editor.dispatch(A.copySelectedText())
    expect(clipboard.read()).toBe('two')
  })
})

describe('more editor methods', () => {
  it('buffer property, isEmpty, setTextInBufferRange, buffer-level undo', () => {
    const editor = new TextEditor({ text: 'hello world' })
    expect(editor.buffer).toBe(editor.getBuffer())
    expect(editor.isEmpty()).toBe(false)
    expect(editor.setTextInBufferRange([[0, 0], [0, 5]], 'HELLO').toString()).toBe('[(0, 0) - (0, 5)]')
    expect(editor.getText()).toBe('HELLO world')
    expect(editor.buffer.undo()).toBe(true)
    expect(editor.getText()).toBe('hello world')
    expect(editor.buffer.undo()).toBe(false)
    editor.buffer.setText('')
    expect(editor.isEmpty()).toBe(true)
  })
  it('grammar and scopes without a language mode', () => {
    const editor = new TextEditor({ text: 'x' })
    expect(editor.getGrammar().name).toBe('text')
    expect(editor.getRootScopeDescriptor().getScopesArray()).toEqual(['text'])
    expect(editor.getCursorScope().getScopesArray()).toEqual(['text'])
  })
  it('destroy drops cursors and selections silently, then calls onDidDestroy once', () => {
    const editor = new TextEditor({ text: 'x' })
    const cursor = editor.getLastCursor()
    const seen: string[] = []
    editor.onDidRemoveCursor(() => seen.push('remove'))
    cursor.onDidDestroy(() => seen.push('cursor destroyed'))
    editor.onDidDestroy(() => seen.push('editor destroyed'))
    editor.destroy()
    editor.destroy()
    expect(seen).toEqual(['editor destroyed'])
    expect(editor.isDestroyed()).toBe(true)
    expect(cursor.destroyed).toBe(true)
  })
})
