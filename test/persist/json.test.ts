import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import type { Action } from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import { createEditorState, type EditorState } from '../../src/state/editor-state.js'
import { PackedSelections, PackedStep, RowSwapStep, stepsOf, toArray, type ChangeEntry } from '../../src/state/history.js'
import { fromJSON, toJSON, type LoadError } from '../../src/persist/json.js'

const run = (s: EditorState, actions: readonly Action[]): EditorState => actions.reduce(reduce, s)
const load = (s: EditorState): EditorState => {
  const r = fromJSON(JSON.parse(JSON.stringify(toJSON(s))))
  if (E.isLeft(r)) throw new Error(r.left.messages.join('\n'))
  return r.right
}
const messages = (u: unknown): readonly string[] => {
  const r = fromJSON(u)
  return E.isLeft(r) ? (r.left as LoadError).messages : ['(loaded)']
}

const mixed = 'alpha\r\nbeta\rgamma\n\n\tdelta 😀 中\r\n'
const rows = Array.from({ length: 80 }, (_, i) => `row ${i}\tword`).join('\r\n')

describe('toJSON / fromJSON', () => {
  it('gives back the text byte for byte, selections (ids, orientation, goal columns, last), folds and settings', () => {
    const s = run(createEditorState({ text: mixed, tabLength: 4 }), [
      A.addSelectionForBufferRange({ range: { start: { row: 0, column: 1 }, end: { row: 0, column: 4 } }, reversed: true }),
      A.addCursorAtBufferPosition({ position: { row: 4, column: 3 } }),
      A.moveDown(),
      A.foldBufferRowRange({ startRow: 1, endRow: 2 }),
      A.update({ config: { softWrapped: true, editorWidthInChars: 12 } }),
    ])
    const loaded = load(s)
    expect(loaded.buffer.getText()).toBe(mixed)
    expect(loaded.selections).toEqual(s.selections)
    expect(loaded.selections.map(r => [r.id, r.reversed, r.goalColumn])).toEqual(s.selections.map(r => [r.id, r.reversed, r.goalColumn]))
    expect(loaded.nextId).toBe(s.nextId)
    expect(loaded.folds).toEqual(s.folds)
    expect(loaded.config).toEqual(s.config)
    expect(toJSON(loaded)).toEqual(toJSON(s))
  })

  it('keeps the whole history, packed steps, packed selections, row exchanges and large deletions included', () => {
    let s = reduce(createEditorState({ text: rows, autoIndent: false }), A.moveLineDown())
    s = reduce(s, A.setSelectedBufferRanges({ ranges: Array.from({ length: 40 }, (_, row) => ({ start: { row, column: 3 }, end: { row, column: 3 } })) }))
    s = run(s, [A.insertText({ text: 'X' }), A.insertText({ text: '\n' }), A.backspace(), A.createCheckpoint(), A.selectAll(), A.cut(), A.undo()])
    // What the history holds: a packed batch, packed selections, a row exchange, a deletion kept by reference.
    const entries = [...toArray(s.history.undoStack), ...toArray(s.history.redoStack)].filter((e): e is ChangeEntry => e.kind === 'change')
    const steps = entries.flatMap(e => stepsOf(e.steps))
    expect([
      steps.some(st => st instanceof PackedStep),
      steps.some(st => st instanceof RowSwapStep),
      entries.some(e => e.selectionsBefore instanceof PackedSelections),
      steps.some(st => 'oldText' in st && typeof st.oldText !== 'string'),
    ]).toEqual([true, true, true, true])
    const loaded = load(s)
    expect(toJSON(loaded)).toEqual(toJSON(s))
    // The row exchange remembers it moved rows down (undo maps folds through Atom's patch of the move).
    const loadedSteps = [...toArray(loaded.history.undoStack), ...toArray(loaded.history.redoStack)].flatMap(e => (e.kind === 'change' ? stepsOf(e.steps) : []))
    expect(loadedSteps.some(st => st instanceof RowSwapStep && st.down)).toBe(true)
    // Redo, then undo everything, step by step alike.
    let [a, b] = [reduce(s, A.redo()), reduce(loaded, A.redo())]
    expect(b.buffer.getText()).toBe(a.buffer.getText())
    for (let i = 0; i < 9; i++) {
      ;[a, b] = [reduce(a, A.undo()), reduce(b, A.undo())]
      expect(b.buffer.getText()).toBe(a.buffer.getText())
      expect(b.selections).toEqual(a.selections)
    }
    expect(b.buffer.getText()).toBe(rows)
    expect(reduce(b, A.undo())).toBe(b)
  })

  it('keeps undo entries without selection snapshots (undo then moves the selections through the text)', () => {
    const s = run(createEditorState({ text: 'abc\ndef' }), [A.moveToBottom(), A.insertText({ text: 'XY' }), A.moveToTop()])
    const json = toJSON(s)
    const [entry] = json.history.undo
    const bare = { ...json, history: { ...json.history, undo: [{ ...entry!, before: null, after: null }] } }
    const r = fromJSON(JSON.parse(JSON.stringify(bare)))
    if (E.isLeft(r)) throw new Error(r.left.messages.join('\n'))
    expect(toJSON(r.right)).toEqual(bare)
    const undone = reduce(r.right, A.undo())
    expect(undone.buffer.getText()).toBe('abc\ndef')
    // Not restored from a snapshot: the cursor at the top stays where it is.
    expect(undone.selections.map(x => [x.start.row, x.start.column])).toEqual([[0, 0]])
  })

  it('keeps which selections an undo revived, so that a later restore still finds them', () => {
    const s = run(createEditorState({ text: '\n' }), [
      A.addCursorAtBufferPosition({ position: { row: 1, column: 0 } }),
      A.insertText({ text: 'x' }),
      A.clearSelections(),
      A.undo(),
      A.selectToTop(),
    ])
    expect(Object.keys(s.revived ?? {}).length).toBe(1)
    const loaded = load(s)
    expect(loaded.revived).toEqual(s.revived)
    const [a, b] = [reduce(s, A.redo()), reduce(loaded, A.redo())]
    expect(b.selections).toEqual(a.selections)
    expect(b.revived).toEqual(a.revived)
  })

  it('loads a history whose texts an undo handed back with U+FFFD for a lone surrogate half', () => {
    const s = run(createEditorState({ text: 'x👍y' }), [
      A.setSelectedBufferRanges({ ranges: [{ start: { row: 0, column: 0 }, end: { row: 0, column: 2 } }] }),
      A.insertText({ text: 'Q' }),
      A.undo(),
    ])
    expect(s.buffer.getText()).toBe('x\ufffd\udc4dy')
    const loaded = load(s)
    expect(reduce(loaded, A.redo()).buffer.getText()).toBe(reduce(s, A.redo()).buffer.getText())
  })

  it('keeps mergeSuppressed, and no effects', () => {
    const dragged = run(createEditorState({ text: 'one two three' }), [
      A.addSelectionForBufferRange({ range: { start: { row: 0, column: 0 }, end: { row: 0, column: 3 } } }),
      A.selectToScreenPosition({ position: { row: 0, column: 8 }, suppressSelectionMerge: true }),
    ])
    expect(dragged.mergeSuppressed).toBe(true)
    expect(load(dragged).mergeSuppressed).toBe(true)
    expect(load(dragged).selections).toEqual(dragged.selections)
    const copied = run(createEditorState({ text: 'abc' }), [A.selectAll(), A.copy()])
    expect(copied.effects.length).toBe(1)
    expect(load(copied).effects).toEqual([])
  })

  it('is as large as the text plus the history, not leaves × text', () => {
    const text = Array.from({ length: 2000 }, (_, i) => `line ${i} of some document text`).join('\n')
    let s = createEditorState({ text })
    for (let i = 0; i < 100; i++) s = run(s, [A.setCursorBufferPosition({ position: { row: i * 17, column: 3 } }), A.insertText({ text: 'x' })])
    const size = JSON.stringify(toJSON(s)).length
    expect(size).toBeGreaterThan(text.length + 100)
    expect(size).toBeLessThan(text.length + 100 * 300)
  })

  it('says what is wrong with a value that is not a saved state', () => {
    expect(messages(null)).toEqual(['(root): expected EditorStateJSON, got null'])
    const good = toJSON(run(createEditorState({ text: 'ab\ncd' }), [A.moveDown(), A.insertText({ text: 'Z' })]))
    expect(messages({ ...good, caretaker: 2 })).toEqual(['caretaker: expected 1, got 2'])
    expect(messages({ ...good, selections: [[1, [[5, 0], [5, 0]], 0, null, null]] })).toEqual(['selections: selection 1 [5, 0]–[5, 0] lies outside the text'])
    expect(messages({ ...good, selections: [[1, [[0, 1], [0, 1]], 0, null, null], [2, [[0, 0], [0, 0]], 0, null, null]], nextId: 3 })).toEqual([
      'selections: selection 2 is out of buffer order',
    ])
    expect(messages({ ...good, selections: [[1, [[0, 0], [0, 1]], 0, null, null]] })).toEqual(['selections: selection 1 is a bare cursor that is not empty or is reversed'])
    expect(messages({ ...good, nextId: 1 })).toEqual(['selections: selection 1 is not below nextId 1'])
    expect(messages({ ...good, config: { ...good.config, tabLength: 0 } })).toEqual(['config.tabLength: expected integer in [1, 1000], got 0'])
    expect(messages({ ...good, selections: [[1.5, [[0, 0], [0, 0]], 0, null, null]] })).toEqual(['selections.0.0: expected Nat, got 1.5'])
    // The history must replay: the change's text is not where it says.
    const [change] = good.history.undo
    const edited = { ...change, steps: [{ changes: [[[1, 1], [1, 1], 'Q', '']] }] }
    expect(messages({ ...good, history: { ...good.history, undo: [edited] } })).toEqual([
      'history.undo.0: the text at [1, 1]–[1, 2] is not what the change replaced',
    ])
  })
})
