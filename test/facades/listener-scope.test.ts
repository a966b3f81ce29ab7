import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { TextEditor } from '../../src/facades/text-editor.js'
import type { Cursor } from '../../src/facades/cursor.js'
import type { Selection } from '../../src/facades/selection.js'
import type { TextChange } from '../../src/facades/text-changes.js'

const text = 'alpha beta\n\tgamma delta\n\nepsilon 😀 zeta\r\nlast line'

/** What the listeners of one cursor and its selection receive, as plain data. */
const watch = (cursor: Cursor, selection: Selection): string[] => {
  const log: string[] = []
  cursor.onDidChangePosition(e =>
    log.push(`cursor ${e.oldBufferPosition} ${e.oldScreenPosition} → ${e.newBufferPosition} ${e.newScreenPosition} ${e.textChanged} ${e.cursor === cursor}`))
  cursor.onDidDestroy(() => log.push('cursor destroyed'))
  selection.onDidChangeRange(e =>
    log.push(`range ${e.oldBufferRange} ${e.oldScreenRange} → ${e.newBufferRange} ${e.newScreenRange} ${e.selection === selection}`))
  selection.onDidDestroy(() => log.push('selection destroyed'))
  return log
}

/** The same script on an editor, with or without a listener on the editor's own events. */
const script = (withEditorListener: boolean): { log: string[]; editorEvents: number } => {
  const editor = new TextEditor({ text })
  editor.setSelectedBufferRanges([[[0, 2], [0, 2]], [[1, 1], [1, 3]], [[3, 8], [3, 8]], [[4, 0], [4, 4]]])
  const [, second, third] = editor.getCursors()
  const log = watch(third!, third!.selection)
  const log2 = watch(second!, second!.selection)
  let editorEvents = 0
  if (withEditorListener) editor.onDidChangeCursorPosition(() => editorEvents++)
  editor.insertText('ab')
  editor.moveDown()
  editor.selectToEndOfLine()
  editor.setSoftWrapped(true)
  editor.update({ editorWidthInChars: 6 })
  editor.moveLeft()
  editor.backspace()
  editor.undo()
  editor.redo()
  editor.foldBufferRow(3)
  editor.unfoldAll()
  // Merges the cursors: the ones watched are destroyed.
  editor.setCursorBufferPosition([0, 0])
  editor.undo()
  return { log: [...log, '--', ...log2], editorEvents }
}

describe('listeners on some cursors', () => {
  it('receive the same events, in the same order, whether or not the editor has listeners of its own', () => {
    const alone = script(false)
    const withEditor = script(true)
    expect(withEditor.editorEvents).toBeGreaterThan(0)
    expect(alone.log).toEqual(withEditor.log)
    expect(alone.log).toContain('cursor destroyed')
    expect(alone.log).toContain('selection destroyed')
    expect(alone.log.filter(l => l.startsWith('cursor (')).length).toBeGreaterThan(4)
  })

  it('a listener on one cursor is called for that cursor only, and stops when disposed', () => {
    const editor = new TextEditor({ text: 'a\nb\nc\nd' })
    editor.setSelectedBufferRanges([[[0, 0], [0, 0]], [[1, 0], [1, 0]], [[2, 0], [2, 0]]])
    const cursor = editor.getCursors()[1]!
    const seen: string[] = []
    const sub = cursor.onDidChangePosition(e => seen.push(e.newBufferPosition.toString()))
    editor.insertText('x')
    editor.moveRight()
    expect(seen).toEqual(['(1, 1)', '(1, 2)'])
    sub.dispose()
    editor.moveLeft()
    expect(seen).toEqual(['(1, 1)', '(1, 2)'])
  })
})

describe('handle lists', () => {
  it('getCursors and getSelections give the same handles in a new array each call, until the selections change', () => {
    const editor = new TextEditor({ text: 'one\ntwo\nthree' })
    editor.addCursorAtBufferPosition([2, 1])
    editor.addCursorAtBufferPosition([1, 1])
    const a = editor.getCursors()
    const b = editor.getCursors()
    expect(a).not.toBe(b)
    expect(a).toEqual(b)
    expect(a.map(c => c.getBufferPosition().toString())).toEqual(['(0, 0)', '(2, 1)', '(1, 1)'])
    a.pop()
    expect(editor.getCursors()).toHaveLength(3)
    expect(editor.getSelections().map(s => s.cursor)).toEqual(b)
    expect(editor.getSelectionsOrderedByBufferPosition().map(s => s.getBufferRange().start.row)).toEqual([0, 1, 2])
  })

  it('a merged cursor is destroyed and left out; undo brings a new handle for it', () => {
    const editor = new TextEditor({ text: 'one\ntwo\nthree' })
    editor.addCursorAtBufferPosition([1, 1])
    const [first, second] = editor.getCursors()
    editor.insertText('x')
    editor.setCursorBufferPosition([0, 0])
    expect(editor.getCursors()).toEqual([first])
    expect(second!.destroyed).toBe(true)
    editor.undo()
    const after = editor.getCursors()
    expect(after).toHaveLength(2)
    expect(after[0]).toBe(first)
    expect(after[1]).not.toBe(second)
    expect(after[1]!.destroyed).toBe(false)
    // Undo restores the selections from before the insertion.
    expect(after[1]!.getBufferPosition().toString()).toBe('(1, 1)')
  })
})

describe('insertText at many cursors', () => {
  it('returns and reports the inserted ranges in buffer order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(6), fc.nat(12)), { minLength: 1, maxLength: 30 }),
        fc.constantFrom('x', 'ab', '😀', '\t', 'é'),
        (points, typed) => {
          const editor = new TextEditor({ text: 'first line\n\nthird: 😀 wide\r\n\tfourth\nfive\n\nseven' })
          editor.setSelectedBufferRanges(points.map(([r, c]) => [[r, c], [r, c]]))
          const before = editor.getSelectionsOrderedByBufferPosition().map(s => s.getBufferRange().start)
          const reported: string[] = []
          editor.onDidInsertText(e => reported.push(`${e.text} ${e.range}`))
          const ranges = editor.insertText(typed)
          expect(ranges).not.toBe(false)
          // The k-th insertion on a row starts k - 1 texts to the right of its cursor's old column.
          let row = -1
          let k = 0
          const expected = before.map(p => {
            k = p.row === row ? k + 1 : 0
            row = p.row
            const start = p.column + k * typed.length
            return `[(${p.row}, ${start}) - (${p.row}, ${start + typed.length})]`
          })
          expect((ranges as { toString(): string }[]).map(r => r.toString())).toEqual(expected)
          expect(reported).toEqual(expected.map(r => `${typed} ${r}`))
          for (const r of ranges as { start: { row: number; column: number }; end: { row: number; column: number } }[])
            expect(editor.getTextInBufferRange(r as never)).toBe(typed)
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('insertText at 64 cursors or more', () => {
  it('returns an array of the ranges that behaves as one: read, listed, copied, changed', () => {
    const editor = new TextEditor({ text: Array.from({ length: 100 }, (_, i) => `row ${i}`).join('\n') })
    editor.setSelectedBufferRanges(Array.from({ length: 100 }, (_, i) => [[i, 1], [i, 1]]))
    const ranges = editor.insertText('ab') as import('../../src/values/range.js').Range[]
    const expected = Array.from({ length: 100 }, (_, i) => `[(${i}, 1) - (${i}, 3)]`)
    expect(Array.isArray(ranges)).toBe(true)
    expect(ranges).toHaveLength(100)
    expect(ranges[7]!.toString()).toBe(expected[7])
    expect(ranges.map(r => r.toString())).toEqual(expected)
    expect([...ranges].map(r => r.toString())).toEqual(expected)
    expect(Object.keys(ranges)).toHaveLength(100)
    expect(JSON.parse(JSON.stringify(ranges))[99]).toEqual({ start: { row: 99, column: 1 }, end: { row: 99, column: 3 } })
    expect(ranges).toEqual(expected.map((_, i) => ranges[i]))
    ranges.push(ranges[0]!)
    expect(ranges).toHaveLength(101)
    expect(ranges instanceof Array).toBe(true)
    for (const r of ranges) expect(editor.getTextInBufferRange(r)).toBe('ab')
  })
})

describe('text change listeners', () => {
  it('a listener registered after edits, or inside a transaction, gets the changes of the edits after it', () => {
    const editor = new TextEditor({ text: 'abc\ndef' })
    editor.insertText('1')
    editor.moveDown()
    editor.insertText('2')
    const seen: string[] = []
    editor.transact(() => {
      editor.insertText('3')
      editor.onDidChange(changes => seen.push(changes.map(c => `${c.oldRange} ${JSON.stringify(c.oldText)} → ${c.newRange} ${JSON.stringify(c.newText)}`).join('; ')))
      editor.insertText('4')
    })
    editor.backspace()
    expect(seen).toEqual([
      '[(1, 2) - (1, 2)] "" → [(1, 2) - (1, 3)] "3"; [(1, 3) - (1, 3)] "" → [(1, 3) - (1, 4)] "4"',
      '[(1, 3) - (1, 4)] "4" → [(1, 3) - (1, 3)] ""',
    ])
  })

  it("onDidChange's change list reads the same whenever it is read, at one cursor and at many", () => {
    for (const cursors of [1, 100]) {
      const editor = new TextEditor({ text: Array.from({ length: cursors }, (_, i) => `row ${i}`).join('\n') })
      editor.setSelectedBufferRanges(Array.from({ length: cursors }, (_, i) => [[i, 3], [i, 3]]))
      const kept: TextChange[][] = []
      editor.onDidChange(changes => kept.push(changes))
      editor.insertText('x')
      editor.insertText('y')
      editor.undo()
      expect(kept.length).toBe(3)
      const shown = (changes: TextChange[]) => changes.map(c => `${c.oldRange} ${JSON.stringify(c.oldText)} → ${c.newRange} ${JSON.stringify(c.newText)}`)
      // Read only now, after later edits: each list describes its own edit.
      expect(Array.isArray(kept[0])).toBe(true)
      expect(kept[0]!.length).toBe(cursors)
      expect(shown(kept[0]!)[cursors - 1]).toBe(`[(${cursors - 1}, 3) - (${cursors - 1}, 3)] "" → [(${cursors - 1}, 3) - (${cursors - 1}, 4)] "x"`)
      expect(shown(kept[1]!)[0]).toBe('[(0, 4) - (0, 4)] "" → [(0, 4) - (0, 5)] "y"')
      // Each insertText is its own undo step: undo takes the `y` back.
      expect(shown(kept[2]!)[0]).toBe('[(0, 4) - (0, 5)] "y" → [(0, 4) - (0, 4)] ""')
      expect(JSON.parse(JSON.stringify(kept[1]))[0].newText).toBe('y')
    }
  })
})
