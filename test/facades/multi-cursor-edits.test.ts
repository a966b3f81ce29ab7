/**
 * Multi-cursor edits: how an insertion at a selection's position moves it
 * (reference §5.4), typing and backspacing at thousands of cursors checked
 * against an independent model, and edits at several cursors on the
 * JavaScript sample.
 */
import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import { MemoryClipboard } from '../../src/facades/clipboard.js'
import { TextEditor } from '../../src/facades/text-editor.js'
import { reduce } from '../../src/reducers/index.js'
import { SAMPLE_JS, SAMPLE_JS_LINES } from '../fixtures/sample-js.js'
import { mk, show } from '../helpers/notation.js'

const positions = (editor: TextEditor) => editor.getCursorBufferPositions().map(p => p.toArray())
/** Cursor positions in buffer order (`getCursors` lists them in the order they were added). */
const sortedPositions = (editor: TextEditor) => editor.getCursorsOrderedByBufferPosition().map(c => c.getBufferPosition().toArray())
const ranges = (editor: TextEditor) => editor.getSelectedBufferRanges().map(r => r.serialize())
const withRows = (rows: Record<number, string>, lines: readonly string[] = SAMPLE_JS_LINES) =>
  lines.map((l, r) => rows[r] ?? l).join('\n')

describe('an insertion at a selection’s position (§5.4)', () => {
  it('reducer level: an empty tailed selection swallows it, a tailless cursor is pushed past it', () => {
    // `<|` is an empty tailed selection, `|` a tailless cursor.
    let s = mk('a<|bc\nd|ef')
    s = reduce(s, A.setTextInRange({ range: { start: { row: 0, column: 1 }, end: { row: 0, column: 1 } }, text: 'XY' }))
    s = reduce(s, A.setTextInRange({ range: { start: { row: 1, column: 1 }, end: { row: 1, column: 1 } }, text: 'XY' }))
    expect(show(s)).toBe('a<XY|bc\ndXY|ef')
  })
  it('editor level: the same through setTextInBufferRange', () => {
    const editor = new TextEditor({ text: 'abc\ndef' })
    editor.setSelectedBufferRange([[0, 1], [0, 1]])
    editor.addCursorAtBufferPosition([1, 1])
    expect(ranges(editor)).toEqual([[[0, 1], [0, 1]], [[1, 1], [1, 1]]])
    editor.setTextInBufferRange([[0, 1], [0, 1]], 'XY')
    editor.setTextInBufferRange([[1, 1], [1, 1]], 'XY')
    expect(editor.getText()).toBe('aXYbc\ndXYef')
    // The tailed one now holds the inserted text; the cursor sits after it.
    expect(ranges(editor)).toEqual([[[0, 1], [0, 3]], [[1, 3], [1, 3]]])
  })
  it('a multi-line insertion: the tailed selection spans it, the cursor lands at its end', () => {
    const editor = new TextEditor({ text: 'abc\ndef' })
    editor.setSelectedBufferRange([[0, 1], [0, 1]])
    editor.addCursorAtBufferPosition([1, 1])
    editor.setTextInBufferRange([[1, 1], [1, 1]], '1\n2')
    editor.setTextInBufferRange([[0, 1], [0, 1]], '3\n4')
    expect(editor.getText()).toBe('a3\n4bc\nd1\n2ef')
    expect(ranges(editor)).toEqual([[[0, 1], [1, 1]], [[3, 1], [3, 1]]])
  })
})

// ─── an independent model: the text as one string, cursors as offsets ──────

interface Model {
  text: string
  cursors: number[] // sorted, distinct
}

const modelType = (m: Model, s: string): Model => {
  let text = ''
  let from = 0
  m.cursors.forEach(o => {
    text += m.text.slice(from, o) + s
    from = o
  })
  text += m.text.slice(from)
  return { text, cursors: m.cursors.map((o, i) => o + (i + 1) * s.length) }
}

// Each cursor deletes the character before it (a line break included); cursors that meet become one.
const modelBackspace = (m: Model): Model => {
  const doomed = m.cursors.filter(o => o > 0).map(o => o - 1) // sorted, distinct
  let text = ''
  let from = 0
  for (const d of doomed) {
    text += m.text.slice(from, d)
    from = d + 1
  }
  text += m.text.slice(from)
  // A cursor at o > 0 lands at o - 1 minus the deletions before o - 1: the cursors before it.
  const cursors: number[] = []
  let deletedBefore = 0
  for (const o of m.cursors) {
    const at = o > 0 ? o - 1 - deletedBefore : 0
    if (o > 0) deletedBefore++
    if (cursors[cursors.length - 1] !== at) cursors.push(at)
  }
  return { text, cursors }
}

const toPosition = (text: string, offset: number): [number, number] => {
  const head = text.slice(0, offset)
  const row = head.split('\n').length - 1
  return [row, offset - (head.lastIndexOf('\n') + 1)]
}

describe('typing and backspacing at thousands of cursors, against a string model', () => {
  it('over 2,000 cursors: one on each of 1,000 lines, more on most, some at line starts or next to each other', () => {
    // No leading blanks (backspace in leading indentation steps over whole soft tabs), no tabs.
    const lines = Array.from({ length: 1000 }, (_, r) => `row${r} holds some words;`)
    const text = lines.join('\n')
    const columns: [number, number][] = []
    for (let r = 0; r < lines.length; r++) {
      const len = lines[r]!.length
      columns.push([r, (r * 7) % (len + 1)])
      if (r % 3 !== 0) columns.push([r, (r * 7 + 5) % (len + 1)])
      if (r % 2 === 0) columns.push([r, len])
      if (r % 5 === 0) columns.push([r, (r * 7 + 6) % (len + 1)]) // often next to another cursor
    }
    const editor = new TextEditor({ text })
    editor.setCursorBufferPosition(columns[0]!)
    for (const p of columns.slice(1)) editor.addCursorAtBufferPosition(p)

    const offsetOf = ([row, column]: [number, number]) => lines.slice(0, row).reduce((n, l) => n + l.length + 1, 0) + column
    let model: Model = { text, cursors: [...new Set(columns.map(offsetOf))].sort((a, b) => a - b) }
    const initialCount = model.cursors.length
    expect(initialCount).toBeGreaterThan(2000)
    expect(editor.getCursors().length).toBe(initialCount)

    const steps: (string | null)[] = ['a', 'b', null, null, null, 'xy', null, '', 'z', null, null]
    for (const step of steps) {
      if (step === null) {
        editor.backspace()
        model = modelBackspace(model)
      } else if (step !== '') {
        editor.insertText(step)
        model = modelType(model, step)
      }
      expect(editor.getText()).toBe(model.text)
      expect(sortedPositions(editor)).toEqual(model.cursors.map(o => toPosition(model.text, o)))
    }
    // Backspaces at line starts joined lines, and cursors that met were merged.
    expect(editor.getLineCount()).toBeLessThan(1000)
    expect(editor.getCursors().length).toBeLessThan(initialCount)
    // One undo step per command: undoing them all gives the text back, with the cursors from before.
    for (const step of steps) if (step !== '') editor.undo()
    expect(editor.getText()).toBe(text)
    expect(sortedPositions(editor)).toEqual([...new Set(columns.map(offsetOf))].sort((a, b) => a - b).map(o => toPosition(text, o)))
  })
})

// ─── the JavaScript sample ──────────────────────────────────────────────────

describe('edits at several cursors on the JavaScript sample', () => {
  const sample = () => new TextEditor({ text: SAMPLE_JS, clipboard: new MemoryClipboard() })

  it('insertText at three cursors, two on one row', () => {
    const editor = sample()
    editor.setCursorBufferPosition([0, 4]) // before `quicksort`
    editor.addCursorAtBufferPosition([3, 8]) // before `pivot`
    editor.addCursorAtBufferPosition([3, 31]) // before `cur`
    const inserted = editor.insertText('my')
    expect(inserted && inserted.map(r => r.serialize())).toEqual([[[0, 4], [0, 6]], [[3, 8], [3, 10]], [[3, 33], [3, 35]]])
    expect(editor.getText()).toBe(withRows({
      0: 'var myquicksort = function () {',
      3: '    let mypivot = array.shift(), mycur, lower = [], upper = [];',
    }))
    expect(positions(editor)).toEqual([[0, 6], [3, 10], [3, 35]])
    editor.undo()
    expect(editor.getText()).toBe(SAMPLE_JS)
    expect(positions(editor)).toEqual([[0, 4], [3, 8], [3, 31]])
  })

  it('backspace at three cursors: inside leading indentation, on the empty row, at the end', () => {
    const editor = sample()
    editor.setCursorBufferPosition([2, 4]) // end of row 2's indentation: a whole soft tab goes (atomic soft tabs)
    editor.addCursorAtBufferPosition([10, 0]) // the empty row: joins it to row 9
    editor.addCursorAtBufferPosition([12, 2]) // after `};`
    editor.backspace()
    const lines = [...SAMPLE_JS_LINES]
    lines[2] = '  if (array.length <= 1) return array;'
    lines[12] = '}'
    lines.splice(10, 1)
    expect(editor.getText()).toBe(lines.join('\n'))
    expect(positions(editor)).toEqual([[2, 2], [9, 4], [11, 1]])
  })

  it('deleteToEndOfWord at four cursors', () => {
    const editor = sample()
    editor.setCursorBufferPosition([0, 0]) // `var`
    editor.addCursorAtBufferPosition([1, 6]) // `part`
    editor.addCursorAtBufferPosition([5, 7]) // inside `cur`: `ur` goes
    editor.addCursorAtBufferPosition([12, 0]) // `};` is one run of punctuation
    editor.deleteToEndOfWord()
    expect(editor.getText()).toBe(withRows({
      0: ' quicksort = function () {',
      1: '  let  = function(array) {',
      5: '      c = array.shift();',
      12: '',
    }))
    expect(positions(editor)).toEqual([[0, 0], [1, 6], [5, 7], [12, 0]])
  })

  it('cut two selections, paste each part at another cursor', () => {
    const editor = sample()
    editor.setSelectedBufferRanges([[[0, 4], [0, 13]], [[3, 8], [3, 13]]]) // `quicksort`, `pivot`
    editor.cutSelectedText()
    expect(editor.clipboard.read()).toBe('quicksort\npivot')
    expect(editor.getText()).toBe(withRows({
      0: 'var  = function () {',
      3: '    let  = array.shift(), cur, lower = [], upper = [];',
    }))
    expect(positions(editor)).toEqual([[0, 4], [3, 8]])
    editor.setCursorBufferPosition([1, 6]) // before `part`
    editor.addCursorAtBufferPosition([8, 11]) // before `part(lower)`
    editor.pasteText()
    expect(editor.getText()).toBe(withRows({
      0: 'var  = function () {',
      1: '  let quicksortpart = function(array) {',
      3: '    let  = array.shift(), cur, lower = [], upper = [];',
      8: '    return pivotpart(lower).concat(pivot).concat(part(upper));',
    }))
    expect(positions(editor)).toEqual([[1, 15], [8, 16]])
  })

  it('cut whole lines at two empty selections, paste them back above the cursors', () => {
    const editor = sample()
    editor.setCursorBufferPosition([9, 2])
    editor.addCursorAtBufferPosition([11, 4])
    editor.cutSelectedText()
    expect(editor.clipboard.read()).toBe('  };\n\n  return part(Array.from(arguments));\n')
    const lines = [...SAMPLE_JS_LINES]
    lines.splice(11, 1)
    lines.splice(9, 1)
    expect(editor.getText()).toBe(lines.join('\n'))
    expect(positions(editor)).toEqual([[9, 0], [10, 0]])
    // Each cursor's line goes back above it (auto-indent off: the lines keep their own indentation).
    editor.pasteText({ autoIndent: false })
    expect(editor.getText()).toBe(SAMPLE_JS)
    expect(positions(editor)).toEqual([[10, 0], [12, 0]])
  })
})
