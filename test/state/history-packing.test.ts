import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import type { Action } from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import type { EditorState, SelectionRecord } from '../../src/state/editor-state.js'
import {
  PACK_MIN, PackedSelections, PackedStep, oldTextAt, recordsOf, replacementsOf, snapshotOf, stepsOf,
} from '../../src/state/history.js'
import * as P from '../../src/values/pos.js'
import { mk, show } from '../helpers/notation.js'

const apply = (s: EditorState, ...actions: Action[]) => actions.reduce(reduce, s)

/** `rows` rows of `row` (with `{i}` replaced by the row number), marks included. */
const doc = (rows: number, row: (i: number) => string): string => Array.from({ length: rows }, (_, i) => row(i)).join('\n')

const record = (id: number, start: P.Pos, end: P.Pos, extra: Partial<SelectionRecord> = {}): SelectionRecord => ({
  id, start, end, reversed: false, tailed: !P.equals(start, end), goalColumn: null,
  goalScreenRange: null, initialScreenRange: null, wordwise: false, linewise: false, ...extra,
})

const topEntry = (s: EditorState) => {
  const top = s.history.undoStack?.head
  if (top?.kind !== 'change') throw new Error('no change on top of the undo stack')
  return top
}

describe('selection snapshots', () => {
  it('keeps a one-record list as its record, a short list as it is', () => {
    const one = [record(1, P.pos(0, 1), P.pos(0, 1))]
    expect(snapshotOf(one)).toBe(one[0])
    expect(recordsOf(snapshotOf(one))).toEqual(one)
    const list = [record(1, P.pos(0, 1), P.pos(0, 1)), record(2, P.pos(1, 0), P.pos(1, 2), { reversed: true })]
    expect(snapshotOf(list)).toBe(list)
  })
  it('packs a long list once, and unpacks it to equal records', () => {
    const list: SelectionRecord[] = []
    for (let i = 0; i < PACK_MIN + 3; i++) {
      const extra: Partial<SelectionRecord> =
        i % 5 === 0 ? { reversed: true } :
        i % 5 === 1 ? { goalColumn: 7 + i } :
        i % 5 === 2 ? { wordwise: true, initialScreenRange: { start: P.pos(i, 0), end: P.pos(i, 3) } } :
        i % 5 === 3 ? { linewise: true, goalScreenRange: { start: P.pos(i, 1), end: P.pos(i, 2) } } : {}
      list.push(record(100 + i, P.pos(i, 0), P.pos(i, i % 4), extra))
    }
    const snap = snapshotOf(list)
    expect(snap).toBeInstanceOf(PackedSelections)
    expect(snapshotOf(list)).toBe(snap)
    expect(recordsOf(snap)).toEqual(list)
  })
  it('keeps a long list unpacked when a number does not fit the packing', () => {
    const list = Array.from({ length: PACK_MIN }, (_, i) => record(i + 1, P.pos(i, 0), P.pos(i, 0)))
    const odd = [...list.slice(1), record(PACK_MIN + 1, P.pos(PACK_MIN, 0), P.pos(PACK_MIN, 0), { goalColumn: 2.5 })]
    expect(snapshotOf(odd)).toBe(odd)
  })
})

describe('packed steps', () => {
  it('give back their replacements and replaced texts', () => {
    const changes = Array.from({ length: PACK_MIN }, (_, i) => ({ start: P.pos(i, 1), end: P.pos(i, 3), text: i % 2 ? 'x' : 'yz' }))
    const step = PackedStep.of(changes, changes.map((_, i) => `o${i}`))
    expect(step.length).toBe(PACK_MIN)
    expect(replacementsOf(step)).toEqual(changes)
    expect(oldTextAt(step, 5)).toBe('o5')
  })
  it('share one text when every change inserts the same text', () => {
    const changes = Array.from({ length: PACK_MIN }, (_, i) => ({ start: P.pos(i, 2), end: P.pos(i, 2), text: 'q' }))
    const step = PackedStep.of(changes, changes.map(() => ''))
    expect(step.newTexts).toBe('q')
    expect(step.oldTexts).toBe('')
    expect(oldTextAt(step, 3)).toBe('')
  })
})

describe('undo and redo of edits at many selections', () => {
  const n = PACK_MIN + 8

  it('typing at every cursor: one packed entry; undo restores text and cursors, redo the typed state', () => {
    const s0 = mk(doc(n, i => `ab|c${i}`))
    const s1 = apply(s0, A.insertText({ text: 'XY' }))
    expect(show(s1)).toBe(doc(n, i => `abXY|c${i}`))
    const entry = topEntry(s1)
    expect(stepsOf(entry.steps)).toEqual([expect.any(PackedStep)])
    expect(entry.selectionsBefore).toBeInstanceOf(PackedSelections)
    const s2 = apply(s1, A.undo())
    expect(s2.buffer.getText()).toBe(s0.buffer.getText())
    expect(s2.selections).toEqual(s0.selections)
    const s3 = apply(s2, A.redo())
    expect(s3.buffer.getText()).toBe(s1.buffer.getText())
    expect(s3.selections).toEqual(s1.selections)
  })

  // Atom's snapshots hold ranges only: the goal columns the typing cleared stay cleared (its heads moved).
  it('several cursors on one row, reversed selections, goal columns: ranges restored, goal columns as the typing left them', () => {
    const base = mk(doc(n, i => (i % 3 === 0 ? `|a|b|c ${i}` : i % 3 === 1 ? `x|yz>w ${i}` : `<pq|r ${i}`)))
    // Every bare cursor gets a goal column, as vertical motions leave one.
    const s0: EditorState = { ...base, selections: base.selections.map(s => (s.tailed ? s : { ...s, goalColumn: s.start.column + 4 })) }
    expect(s0.selections.filter(s => s.reversed).length).toBe(Math.floor((n + 1) / 3))
    const s1 = apply(s0, A.insertText({ text: '-' }))
    // The packed snapshot keeps every field.
    expect(topEntry(s1).selectionsBefore).toBeInstanceOf(PackedSelections)
    expect(recordsOf(topEntry(s1).selectionsBefore!)).toEqual(s0.selections)
    const s2 = apply(s1, A.undo())
    expect(s2.buffer.getText()).toBe(s0.buffer.getText())
    // Atom restores ranges and orientation; a cursor keeps its own goal column, lost here as typing moved its head.
    expect(s2.selections).toEqual(s0.selections.map(s => ({ ...s, goalColumn: null })))
    expect(apply(s2, A.redo()).buffer.getText()).toBe(s1.buffer.getText())
  })

  it('deleting selected text at every selection: undo puts the deleted text back', () => {
    const s0 = mk(doc(n, i => `<del${i}|ete ${i}`))
    const s1 = apply(s0, A.backspace())
    expect(show(s1)).toBe(doc(n, i => `|ete ${i}`))
    expect(stepsOf(topEntry(s1).steps)).toEqual([expect.any(PackedStep)])
    const s2 = apply(s1, A.undo())
    expect(show(s2)).toBe(show(s0))
    expect(s2.selections).toEqual(s0.selections)
  })

  it('undo of several typed characters one by one, then redo of all', () => {
    const s0 = mk(doc(n, i => `${i}|`))
    const typed = apply(s0, A.insertText({ text: 'a' }), A.insertText({ text: 'b' }), A.insertText({ text: 'c' }))
    expect(show(typed)).toBe(doc(n, i => `${i}abc|`))
    const back = apply(typed, A.undo(), A.undo())
    expect(show(back)).toBe(doc(n, i => `${i}a|`))
    expect(show(apply(back, A.undo()))).toBe(show(s0))
    expect(show(apply(back, A.redo(), A.redo()))).toBe(show(typed))
  })
})
