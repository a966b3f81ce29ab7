/**
 * Markers as Atom's DisplayMarker: the cursor's marker (one object per
 * selection, writes move the selection) and the editor's markers' head,
 * tail and copy members. Expected values are Atom's (Pulsar's TextEditor)
 * for the same calls.
 */
import { describe, expect, it } from 'vitest'
import { TextEditor, type MarkerChangedEvent } from '../../src/index.js'

const ev = (x: MarkerChangedEvent) => [
  x.oldHeadBufferPosition.toString(), x.newHeadBufferPosition.toString(), x.oldTailBufferPosition.toString(), x.newTailBufferPosition.toString(),
  x.oldHeadScreenPosition.toString(), x.newHeadScreenPosition.toString(), x.wasValid, x.isValid, x.textChanged,
]
const sel = (e: TextEditor) => e.getSelections().map(s => [s.getBufferRange().toString(), s.isReversed(), s.marker.hasTail()])

describe('the cursor\'s marker', () => {
  it('is one object: cursor.getMarker(), cursor.marker and selection.marker', () => {
    const editor = new TextEditor({ text: 'ab' })
    const cursor = editor.getLastCursor()
    expect(cursor.getMarker()).toBe(cursor.getMarker())
    expect(cursor.marker).toBe(cursor.getMarker())
    expect(editor.getLastSelection().marker).toBe(cursor.getMarker())
  })

  it('reads as Atom\'s selection marker', () => {
    const m = new TextEditor({ text: 'hello' }).getLastCursor().getMarker()
    expect([m.getProperties(), m.getInvalidationStrategy(), m.isExclusive(), m.hasTail(), m.isValid()]).toEqual([{}, 'never', true, false, true])
  })

  it('writes move the selection, with Atom\'s ranges and change events', () => {
    const e = new TextEditor({ text: 'hello world\nsecond line\n', autoIndent: false })
    const m = e.getLastCursor().getMarker()
    const log: unknown[] = []
    m.onDidChange(x => log.push(ev(x)))
    e.setCursorBufferPosition([0, 3])
    expect(log.splice(0)).toEqual([['(0, 0)', '(0, 3)', '(0, 0)', '(0, 3)', '(0, 0)', '(0, 3)', true, true, false]])
    e.insertText('ab')
    expect(log.splice(0)).toEqual([['(0, 3)', '(0, 5)', '(0, 3)', '(0, 5)', '(0, 3)', '(0, 5)', true, true, true]])
    m.setHeadBufferPosition([1, 2])
    expect([sel(e), log.splice(0)]).toEqual([[['[(1, 2) - (1, 2)]', false, false]], [['(0, 5)', '(1, 2)', '(0, 5)', '(1, 2)', '(0, 5)', '(1, 2)', true, true, false]]])
    m.plantTail()
    expect([sel(e), log.splice(0)]).toEqual([[['[(1, 2) - (1, 2)]', false, true]], []])
    m.setHeadBufferPosition([0, 1])
    expect([sel(e), log.splice(0)]).toEqual([[['[(0, 1) - (1, 2)]', true, true]], [['(1, 2)', '(0, 1)', '(1, 2)', '(1, 2)', '(1, 2)', '(0, 1)', true, true, false]]])
    m.setTailBufferPosition([1, 4])
    expect([sel(e), log.splice(0)]).toEqual([[['[(0, 1) - (1, 4)]', true, true]], [['(0, 1)', '(0, 1)', '(1, 2)', '(1, 4)', '(0, 1)', '(0, 1)', true, true, false]]])
    m.clearTail()
    expect([sel(e), log.splice(0)]).toEqual([[['[(0, 1) - (0, 1)]', false, false]], [['(0, 1)', '(0, 1)', '(1, 4)', '(0, 1)', '(0, 1)', '(0, 1)', true, true, false]]])
    m.setTailBufferPosition([0, 0])
    expect([sel(e), log.splice(0)]).toEqual([[['[(0, 0) - (0, 1)]', false, true]], [['(0, 1)', '(0, 1)', '(0, 1)', '(0, 0)', '(0, 1)', '(0, 1)', true, true, false]]])
    m.setBufferRange([[0, 2], [1, 1]], { reversed: true })
    expect([sel(e), log.splice(0)]).toEqual([[['[(0, 2) - (1, 1)]', true, true]], [['(0, 1)', '(0, 2)', '(0, 0)', '(1, 1)', '(0, 1)', '(0, 2)', true, true, false]]])
    m.setBufferRange([[0, 3], [0, 3]])
    expect([sel(e), log.splice(0)]).toEqual([[['[(0, 3) - (0, 3)]', true, true]], [['(0, 2)', '(0, 3)', '(1, 1)', '(0, 3)', '(0, 2)', '(0, 3)', true, true, false]]])
    e.selectRight()
    expect([sel(e), log.splice(0)]).toEqual([[['[(0, 3) - (0, 4)]', false, true]], [['(0, 3)', '(0, 4)', '(0, 3)', '(0, 3)', '(0, 3)', '(0, 4)', true, true, false]]])
    e.moveRight()
    expect([sel(e), log.splice(0)]).toEqual([[['[(0, 4) - (0, 4)]', false, false]], [['(0, 4)', '(0, 4)', '(0, 3)', '(0, 4)', '(0, 4)', '(0, 4)', true, true, false]]])
  })

  it('compare, isEqual; destroy removes the selection and calls onDidDestroy', () => {
    const e = new TextEditor({ text: 'hello world\nsecond line\n' })
    e.setCursorBufferPosition([0, 4])
    const m = e.getLastCursor().getMarker()
    e.addCursorAtBufferPosition([1, 0])
    const m2 = e.getLastCursor().getMarker()
    expect([m.compare(m2), m2.compare(m), m.isEqual(m2), m.isEqual(m)]).toEqual([-1, 1, false, true])
    let destroyed = 0
    m2.onDidDestroy(() => destroyed++)
    m2.destroy()
    expect([e.getCursors().length, m2.isDestroyed(), destroyed]).toEqual([1, true, 1])
  })

  it('copy makes one of the editor\'s markers (not a selection)', () => {
    const e = new TextEditor({ text: 'hello' })
    e.setSelectedBufferRange([[0, 1], [0, 3]], { reversed: true })
    const c = e.getLastCursor().getMarker().copy({ foo: 1 })
    expect(e.getCursors().length).toBe(1)
    expect([c.getBufferRange().toString(), c.isReversed(), c.getProperties(), c.getInvalidationStrategy()]).toEqual(['[(0, 1) - (0, 3)]', true, { foo: 1 }, 'never'])
    expect(e.getMarkers()).toEqual([c])
  })

  it('survives undo and serialization as the selection record it reads', () => {
    const e = new TextEditor({ text: 'abc' })
    const m = e.getLastCursor().getMarker()
    e.setCursorBufferPosition([0, 2])
    e.insertText('X')
    expect(m.getHeadBufferPosition().toString()).toBe('(0, 3)')
    e.undo()
    expect(m.getHeadBufferPosition().toString()).toBe('(0, 2)')
    const earlier = e.getState()
    e.moveToTop()
    e.setState(earlier)
    expect(m.getHeadBufferPosition().toString()).toBe('(0, 2)')
  })
})

describe('DisplayMarker: tails, heads, copy', () => {
  it('copy of an invalidated marker keeps its strategy, range, invalidity and merges properties', () => {
    const e = new TextEditor({ text: 'abc' })
    const m = e.markBufferRange([[0, 1], [0, 2]], { invalidate: 'touch', foo: 'bar' })
    e.setTextInBufferRange([[0, 0], [0, 1]], 'X')
    const c = m.copy({ baz: 2 })
    expect([m.isValid(), c.isValid(), c.getProperties(), c.getInvalidationStrategy(), c.getBufferRange().toString()])
      .toEqual([false, false, { foo: 'bar', baz: 2 }, 'touch', '[(0, 1) - (0, 2)]'])
    expect(c.id).not.toBe(m.id)
  })

  it('plantTail, setHead/TailBufferPosition, clearTail as Atom\'s marker', () => {
    const e = new TextEditor({ text: 'abc' })
    const t = e.markBufferPosition([0, 1])
    t.plantTail()
    expect([t.hasTail(), t.getBufferRange().toString(), t.isExclusive()]).toEqual([true, '[(0, 1) - (0, 1)]', false])
    t.setHeadBufferPosition([0, 3])
    expect([t.getBufferRange().toString(), t.isReversed()]).toEqual(['[(0, 1) - (0, 3)]', false])
    t.setTailBufferPosition([0, 3])
    expect([t.getBufferRange().toString(), t.isReversed()]).toEqual(['[(0, 3) - (0, 3)]', true])
    t.setHeadBufferPosition([0, 0])
    expect([t.getBufferRange().toString(), t.isReversed()]).toEqual(['[(0, 0) - (0, 3)]', true])
    t.clearTail()
    expect([t.getBufferRange().toString(), t.hasTail(), t.isReversed()]).toEqual(['[(0, 0) - (0, 0)]', false, false])
    t.setHeadBufferPosition([0, 2])
    expect([t.getBufferRange().toString(), t.hasTail()]).toEqual(['[(0, 2) - (0, 2)]', false])
    t.setHeadBufferPosition([9, 9])
    expect(t.getBufferRange().toString()).toBe('[(0, 3) - (0, 3)]')
  })

  it('head and tail moves are actions: they undo with time travel and serialize', async () => {
    const { fromJSON, toJSON } = await import('../../src/persist/json.js')
    const e = new TextEditor({ text: 'abcdef' })
    const t = e.markBufferRange([[0, 1], [0, 2]], { kind: 'x' })
    const before = e.getState()
    t.setTailBufferPosition([0, 5])
    expect([t.getBufferRange().toString(), t.isReversed()]).toEqual(['[(0, 2) - (0, 5)]', true])
    const loaded = fromJSON(JSON.parse(JSON.stringify(toJSON(e.getState()))))
    expect(loaded._tag).toBe('Right')
    const copy = new TextEditor()
    if (loaded._tag === 'Right') copy.setState(loaded.right)
    const again = copy.getMarker(t.id)!
    expect([again.getBufferRange().toString(), again.isReversed(), again.getProperties()]).toEqual(['[(0, 2) - (0, 5)]', true, { kind: 'x' }])
    e.setState(before)
    expect(t.getBufferRange().toString()).toBe('[(0, 1) - (0, 2)]')
  })

  it('matchesProperties takes findMarkers parameters', () => {
    const e = new TextEditor({ text: 'abc\ndef' })
    const m = e.markBufferRange([[0, 1], [1, 2]], { invalidate: 'touch', foo: 'bar', deep: { a: [1] } })
    expect(m.matchesProperties({ foo: 'bar' })).toBe(true)
    expect(m.matchesProperties({ foo: 'baz' })).toBe(false)
    expect(m.matchesProperties({ deep: { a: [1] }, invalidate: 'touch', valid: true })).toBe(true)
    expect(m.matchesProperties({ startBufferRow: 0, endBufferRow: 1, containsBufferPosition: [0, 2] })).toBe(true)
    expect(m.matchesProperties({ intersectsBufferRowRange: [2, 3] })).toBe(false)
    expect(m.matchesProperties({ containedInBufferRange: [[0, 0], [1, 3]], startBufferPosition: [0, 1] })).toBe(true)
  })
})

describe('findMarkers', () => {
  it('filters by Atom\'s parameters and properties, sorted by start then the longer first (values from Atom)', () => {
    const e = new TextEditor({ text: 'abc\ndef\nghi' })
    const a = e.markBufferRange([[1, 1], [2, 2]], { kind: 'a' })
    const b = e.markBufferRange([[0, 1], [1, 2]], { kind: 'b' })
    const c = e.markBufferRange([[0, 1], [0, 2]], { kind: 'a' })
    const d = e.markBufferPosition([1, 1], { kind: 'a' })
    const ids = (ms: unknown[]) => ms.map(m => [a, b, c, d].indexOf(m as typeof a))
    expect([
      ids(e.findMarkers({})), ids(e.findMarkers({ kind: 'a' })), ids(e.findMarkers({ startBufferRow: 0 })), ids(e.findMarkers({ containsBufferPosition: [1, 1] })),
      ids(e.findMarkers({ intersectsBufferRowRange: [2, 5] })), ids(e.findMarkers({ containedInBufferRange: [[0, 0], [1, 2]] })), ids(e.findMarkers({ startsInBufferRange: [[0, 0], [1, 1]], kind: 'a' })),
      ids(e.findMarkers({ endBufferPosition: [1, 2] })), ids(e.findMarkers({ intersectsBufferRange: [[1, 2], [1, 2]] })), ids(e.findMarkers({ containsBufferRange: [[1, 1], [1, 2]] })),
    ]).toEqual([[1, 2, 0, 3], [2, 0, 3], [1, 2], [1, 0, 3], [0], [1, 2, 3], [2, 0, 3], [1], [1, 0], [1, 0]])
  })

  it('toggleSoftTabs flips the setting', () => {
    const e = new TextEditor({ text: '' })
    e.toggleSoftTabs()
    expect(e.getSoftTabs()).toBe(false)
    e.toggleSoftTabs()
    expect(e.getSoftTabs()).toBe(true)
  })
})
