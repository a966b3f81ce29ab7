import { describe, expect, it } from 'vitest'
import { cursorRecord, selectionRecord, type SelectionRecord } from '../../src/state/editor-state.js'
import { clearTail, mapChanges, mapRecords, normalize, setHead } from '../../src/state/selections.js'
import * as P from '../../src/values/pos.js'

const r = (a: [number, number], b: [number, number]) => ({ start: P.pos(...a), end: P.pos(...b) })
const range = (s: SelectionRecord) => [[s.start.row, s.start.column], [s.end.row, s.end.column]]
const through = (s: SelectionRecord, start: [number, number], end: [number, number], text: string) =>
  mapRecords([s], mapChanges([{ start: P.pos(...start), end: P.pos(...end), text }]))[0]!

describe('setHead (marker head moves)', () => {
  it('moves a bare cursor', () => {
    expect(range(setHead(cursorRecord(1, P.pos(0, 3)), P.pos(1, 2)))).toEqual([[1, 2], [1, 2]])
  })
  it('flips a forward selection when the head crosses the tail', () => {
    const s = setHead(selectionRecord(1, r([0, 9], [0, 11])), P.pos(0, 6))
    expect(range(s)).toEqual([[0, 6], [0, 9]])
    expect(s.reversed).toBe(true)
  })
  it('flips a reversed selection back', () => {
    const s = setHead(selectionRecord(1, r([0, 6], [0, 9]), true), P.pos(0, 12))
    expect(range(s)).toEqual([[0, 9], [0, 12]])
    expect(s.reversed).toBe(false)
  })
  it('returns the same record when nothing moves', () => {
    const s = selectionRecord(1, r([0, 1], [0, 4]))
    expect(setHead(s, P.pos(0, 4))).toBe(s)
  })
})

describe('clearTail', () => {
  it('collapses to the head, tailless and not reversed', () => {
    const s = clearTail(selectionRecord(1, r([0, 2], [0, 5]), true))
    expect(range(s)).toEqual([[0, 2], [0, 2]])
    expect([s.tailed, s.reversed]).toEqual([false, false])
  })
})

describe('normalize (Atom merge rules)', () => {
  it('keeps touching non-empty selections apart', () => {
    const out = normalize([selectionRecord(1, r([2, 2], [3, 3])), selectionRecord(2, r([3, 3], [5, 5]))])
    expect(out.map(range)).toEqual([[[2, 2], [3, 3]], [[3, 3], [5, 5]]])
  })
  it('merges a cursor touching a selection edge into the selection', () => {
    const out = normalize([selectionRecord(1, r([0, 1], [0, 4])), cursorRecord(2, P.pos(0, 4))])
    expect(out.map(range)).toEqual([[[0, 1], [0, 4]]])
    expect(out[0]!.id).toBe(1)
  })
  it('merges cursors at one spot, keeping the oldest', () => {
    const out = normalize([cursorRecord(5, P.pos(1, 0)), cursorRecord(3, P.pos(1, 0))])
    expect(out.map(s => s.id)).toEqual([3])
  })
  it('merges overlapping selections into the earliest in buffer order, with the union', () => {
    const out = normalize([selectionRecord(1, r([0, 5], [0, 9])), selectionRecord(2, r([0, 2], [0, 6]), true)])
    expect(out.map(range)).toEqual([[[0, 2], [0, 9]]])
    expect(out[0]!.id).toBe(2)
    expect(out[0]!.reversed).toBe(true)
  })
  it('forces the orientation when asked', () => {
    const out = normalize([selectionRecord(1, r([0, 0], [0, 6])), selectionRecord(2, r([0, 3], [0, 9]))], { reversed: true })
    expect(out[0]!.reversed).toBe(true)
  })
})

describe('mapRecords (markers through edits, reference §5.4)', () => {
  const marker = selectionRecord(1, r([0, 6], [0, 9]))
  it('shifts a marker after a replacement before it', () => {
    expect(range(through(marker, [0, 1], [0, 2], 'ABC'))).toEqual([[0, 8], [0, 11]])
  })
  it('keeps an inclusive start at a replacement start', () => {
    expect(range(through(marker, [0, 6], [0, 7], 'ABC'))).toEqual([[0, 6], [0, 11]])
  })
  it('grows an inclusive marker by an insertion at its end', () => {
    expect(range(through(marker, [0, 9], [0, 9], 'ABC'))).toEqual([[0, 6], [0, 12]])
  })
  it('ignores a replacement after its end', () => {
    expect(range(through(marker, [0, 9], [0, 11], 'ABC'))).toEqual([[0, 6], [0, 9]])
  })
  it('collapses a marker inside a surrounding replacement to the new end', () => {
    expect(range(through(marker, [0, 5], [0, 10], 'ABC'))).toEqual([[0, 8], [0, 8]])
  })
  it('pushes a tailless cursor past text inserted at its position', () => {
    expect(range(through(cursorRecord(1, P.pos(0, 6)), [0, 6], [0, 6], 'abc'))).toEqual([[0, 9], [0, 9]])
  })
  it('lets an empty tailed selection swallow an insertion at its position', () => {
    expect(range(through(selectionRecord(1, r([0, 6], [0, 6])), [0, 6], [0, 6], 'abc'))).toEqual([[0, 6], [0, 9]])
  })
  it('keeps a cursor at the start of a replaced range there', () => {
    expect(range(through(cursorRecord(1, P.pos(0, 6)), [0, 6], [0, 8], 'xyz'))).toEqual([[0, 6], [0, 6]])
  })
  it('moves rows after a multi-line insertion', () => {
    expect(range(through(cursorRecord(1, P.pos(3, 4)), [1, 0], [1, 0], 'a\nb\n'))).toEqual([[5, 4], [5, 4]])
    expect(range(through(cursorRecord(1, P.pos(1, 4)), [1, 2], [1, 2], 'a\r\nbc'))).toEqual([[2, 4], [2, 4]])
  })
  it('accumulates column shifts of several changes on one row', () => {
    const changes = mapChanges([
      { start: P.pos(0, 1), end: P.pos(0, 1), text: 'xx' },
      { start: P.pos(0, 3), end: P.pos(0, 5), text: '' },
    ])
    expect(range(mapRecords([cursorRecord(1, P.pos(0, 8))], changes)[0]!)).toEqual([[0, 8], [0, 8]])
    expect(range(mapRecords([cursorRecord(1, P.pos(0, 4))], changes)[0]!)).toEqual([[0, 5], [0, 5]])
  })
  it('clears the goal column of a cursor the edit moves, and keeps it otherwise', () => {
    const c = { ...cursorRecord(1, P.pos(2, 4)), goalColumn: 7 }
    expect(through(c, [2, 0], [2, 0], 'a').goalColumn).toBe(null)
    expect(through(c, [3, 0], [3, 0], 'a').goalColumn).toBe(7)
  })
})
