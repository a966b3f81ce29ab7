/**
 * Markers made by `markBufferRange` and friends, pinned to real Atom's
 * (Pulsar's text-buffer, superstring's marker index) results on `'ab\ncd'`.
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'
import type { DisplayMarker } from '../../src/facades/display-marker.js'
import { reduce } from '../../src/reducers/index.js'
import * as A from '../../src/actions/index.js'
import { createEditorState } from '../../src/state/editor-state.js'

const editor = () => new TextEditor({ text: 'ab\ncd', tabLength: 2 })
const show = (m: DisplayMarker) => `${m.getBufferRange().toString()}${m.isValid() ? '' : ' invalid'}`
const STRATEGIES = ['never', 'surround', 'overlap', 'inside', 'touch'] as const

describe('markers through insertions', () => {
  it('an insertion at an inclusive marker\'s end grows it; an exclusive one keeps its end', () => {
    // Atom: MarkerIndex::splice moves inclusive end markers at an insertion point to the insertion's end.
    const e = editor()
    const inclusive = e.markBufferRange([[0, 0], [0, 1]])
    const exclusive = e.markBufferRange([[0, 0], [0, 1]], { exclusive: true })
    e.setTextInBufferRange([[0, 1], [0, 1]], 'X')
    expect([show(inclusive), show(exclusive)]).toEqual(['[(0, 0) - (0, 2)]', '[(0, 0) - (0, 1)]'])
  })
  it('an insertion at a marker\'s start: the inclusive start stays, the exclusive start is pushed', () => {
    // Atom: exclusive start markers at an insertion point move to its end.
    const e = editor()
    const inclusive = e.markBufferRange([[0, 1], [0, 2]])
    const exclusive = e.markBufferRange([[0, 1], [0, 2]], { exclusive: true })
    e.setTextInBufferRange([[0, 1], [0, 1]], 'X')
    expect([show(inclusive), show(exclusive)]).toEqual(['[(0, 1) - (0, 3)]', '[(0, 2) - (0, 3)]'])
  })
  it('a tailless marker (markBufferPosition) is exclusive and pushed; an empty range marker grows', () => {
    // Atom: Marker.isExclusive defaults to true without a tail, false with one (unless invalidate: 'inside').
    const e = editor()
    const position = e.markBufferPosition([0, 1])
    const empty = e.markBufferRange([[0, 1], [0, 1]])
    e.setTextInBufferRange([[0, 1], [0, 1]], 'X')
    expect([show(position), position.hasTail(), position.isExclusive()]).toEqual(['[(0, 2) - (0, 2)]', false, true])
    expect(show(empty)).toBe('[(0, 1) - (0, 2)]')
  })
  it('two cursors typing move a marker as two insertions, one after the other', () => {
    // Atom: each selection's insertion is its own buffer change.
    const e = editor()
    const m = e.markBufferRange([[0, 1], [1, 1]])
    e.setCursorBufferPosition([0, 1])
    e.addCursorAtBufferPosition([1, 1])
    e.insertText('X')
    expect(show(m)).toBe('[(0, 1) - (1, 2)]')
  })
})

describe('invalidation strategies', () => {
  const each = (range: [[number, number], [number, number]], change: [[number, number], [number, number]], text: string) => {
    const e = editor()
    const ms = STRATEGIES.map(invalidate => e.markBufferRange(range, { invalidate }))
    e.setTextInBufferRange(change, text)
    return ms.map(show)
  }
  it('a deletion over the marker\'s start invalidates overlap, inside and touch', () => {
    // Atom: 'overlap' = a marker endpoint inside the change; 'surround' needs both.
    expect(each([[0, 1], [1, 1]], [[0, 0], [0, 2]], '')).toEqual([
      '[(0, 0) - (1, 1)]', '[(0, 0) - (1, 1)]', '[(0, 0) - (1, 1)] invalid', '[(0, 0) - (1, 1)] invalid', '[(0, 0) - (1, 1)] invalid',
    ])
  })
  it('an insertion strictly inside invalidates inside and touch only', () => {
    // Atom: 'inside' = the change reaches into the marker.
    expect(each([[0, 0], [0, 2]], [[0, 1], [0, 1]], 'X')).toEqual([
      '[(0, 0) - (0, 3)]', '[(0, 0) - (0, 3)]', '[(0, 0) - (0, 3)]', '[(0, 0) - (0, 3)] invalid', '[(0, 0) - (0, 3)] invalid',
    ])
  })
  it('a deletion ending at the marker\'s start invalidates touch only', () => {
    // Atom: 'touch' counts a change ending at the marker's start.
    expect(each([[0, 1], [0, 2]], [[0, 0], [0, 1]], '')).toEqual([
      '[(0, 0) - (0, 1)]', '[(0, 0) - (0, 1)]', '[(0, 0) - (0, 1)]', '[(0, 0) - (0, 1)]', '[(0, 0) - (0, 1)] invalid',
    ])
  })
  it('a change surrounding the marker invalidates every strategy but never', () => {
    // Atom: 'surround' = both endpoints inside the change; the marker collapses to the new text's end.
    expect(each([[0, 1], [1, 0]], [[0, 0], [1, 1]], 'Z')).toEqual([
      '[(0, 1) - (0, 1)]', '[(0, 1) - (0, 1)] invalid', '[(0, 1) - (0, 1)] invalid', '[(0, 1) - (0, 1)] invalid', '[(0, 1) - (0, 1)] invalid',
    ])
  })
  it('an exclusive marker replaced exactly is surrounded; an inclusive one stays valid and spans the new text', () => {
    // Atom: an exclusive start at the change's start and end at its end count as inside the change.
    const e = editor()
    const exclusive = e.markBufferRange([[0, 0], [0, 1]], { exclusive: true })
    const inclusive = e.markBufferRange([[0, 0], [0, 1]])
    e.setTextInBufferRange([[0, 0], [0, 1]], 'QQ')
    expect([show(exclusive), show(inclusive)]).toEqual(['[(0, 2) - (0, 2)] invalid', '[(0, 0) - (0, 2)]'])
  })
  it('undo moves a marker through the restored text and leaves it invalid', () => {
    // Atom: the editor's default marker layer keeps no history; undo is one more change for it.
    const e = editor()
    const m = e.markBufferRange([[0, 1], [1, 1]])
    e.setCursorBufferPosition([0, 0])
    e.selectRight()
    e.selectRight()
    e.delete()
    expect(show(m)).toBe('[(0, 0) - (1, 1)] invalid')
    e.undo()
    expect(show(m)).toBe('[(0, 0) - (1, 1)] invalid')
  })
})

describe('selectMarker', () => {
  it('selects a live marker\'s range (not its orientation) and returns it; a destroyed marker changes nothing', () => {
    // Atom: selectMarker = marker.isValid() ? setSelectedBufferRange(marker.getBufferRange()) : undefined.
    const e = editor()
    const m = e.markBufferRange([[0, 1], [1, 1]], { reversed: true })
    expect(e.selectMarker(m)?.toString()).toBe('[(0, 1) - (1, 1)]')
    expect(e.getSelectedBufferRanges().map(String)).toEqual(['[(0, 1) - (1, 1)]'])
    expect(e.getLastSelection().isReversed()).toBe(false)
    m.destroy()
    expect([m.isDestroyed(), m.isValid()]).toEqual([true, false])
    e.setCursorBufferPosition([1, 0])
    expect(e.selectMarker(m)).toBeUndefined()
    expect(e.getSelectedBufferRanges().map(String)).toEqual(['[(1, 0) - (1, 0)]'])
  })
  it('ignores an invalidated marker too', () => {
    // Atom: isValid() is false once a change invalidated the marker.
    const e = editor()
    const m = e.markBufferRange([[0, 1], [0, 2]])
    e.setTextInBufferRange([[0, 0], [0, 2]], '')
    e.setCursorBufferPosition([1, 1])
    expect(e.selectMarker(m)).toBeUndefined()
    expect(e.getSelectedBufferRanges().map(String)).toEqual(['[(1, 1) - (1, 1)]'])
  })
})

describe('DisplayMarker members', () => {
  it('reads its range, head, tail, properties and options; setBufferRange clips and keeps the orientation unless told', () => {
    // Atom: markRange clips; unknown option keys become properties; setRange keeps `reversed` when not given.
    const e = editor()
    const m = e.markBufferRange([[1, 9], [0, 1]], { reversed: true, foo: 1 })
    expect([String(m.getBufferRange()), m.isReversed(), String(m.getHeadBufferPosition()), String(m.getTailBufferPosition())])
      .toEqual(['[(0, 1) - (1, 2)]', true, '(0, 1)', '(1, 2)'])
    expect([m.getProperties(), m.getInvalidationStrategy(), m.isExclusive(), m.hasTail()]).toEqual([{ foo: 1 }, 'overlap', false, true])
    m.setBufferRange([[0, 0], [5, 5]])
    expect([String(m.getBufferRange()), m.isReversed()]).toEqual(['[(0, 0) - (1, 2)]', true])
    m.setBufferRange([[0, 0], [0, 1]], { reversed: false })
    expect([m.isReversed(), String(m.getHeadBufferPosition())]).toEqual([false, '(0, 1)'])
    m.setProperties({ bar: 2 })
    expect(m.getProperties()).toEqual({ foo: 1, bar: 2 })
  })
  it('markScreenRange and markScreenPosition mark what the screen shows (a fold hides rows)', () => {
    // Atom: DisplayMarkerLayer translates the screen range to a buffer range first.
    const e = editor()
    e.foldBufferRange([[0, 1], [1, 1]])
    const m = e.markScreenRange([[0, 1], [0, 2]])
    const p = e.markScreenPosition([0, 2])
    expect([String(m.getBufferRange()), String(m.getScreenRange()), String(p.getBufferRange()), String(m.getHeadScreenPosition())])
      .toEqual(['[(0, 1) - (1, 1)]', '[(0, 1) - (0, 2)]', '[(1, 1) - (1, 1)]', '(0, 2)'])
  })
  it('onDidChange reports head and tail moves with textChanged; onDidDestroy fires once', () => {
    // Atom: DisplayMarker.notifyObservers skips a change that moves neither end and keeps validity.
    const e = editor()
    const m = e.markBufferRange([[0, 1], [1, 1]])
    const log: unknown[] = []
    m.onDidChange(ev => log.push(['change', String(ev.oldHeadBufferPosition), String(ev.newHeadBufferPosition), String(ev.oldTailBufferPosition), String(ev.newTailBufferPosition), ev.wasValid, ev.isValid, ev.textChanged]))
    m.onDidDestroy(() => log.push('destroy'))
    e.setTextInBufferRange([[0, 0], [0, 0]], 'X')
    e.setTextInBufferRange([[0, 5], [0, 5]], 'X')
    m.setBufferRange([[0, 0], [0, 1]])
    e.setTextInBufferRange([[0, 0], [0, 2]], 'Y')
    m.destroy()
    m.destroy()
    expect(log).toEqual([
      ['change', '(1, 1)', '(1, 1)', '(0, 1)', '(0, 2)', true, true, true],
      ['change', '(1, 1)', '(0, 1)', '(0, 2)', '(0, 0)', true, true, false],
      ['change', '(0, 1)', '(0, 1)', '(0, 0)', '(0, 0)', true, false, true],
      'destroy',
    ])
  })
  it('an earlier state restored brings its markers back as they were', () => {
    // caretaker: markers are part of the state, so time travel restores them.
    const e = editor()
    const m = e.markBufferRange([[0, 1], [1, 1]])
    const before = e.getState()
    e.setTextInBufferRange([[0, 0], [0, 0]], 'X')
    m.destroy()
    expect(e.getMarkerCount()).toBe(0)
    e.setState(before)
    expect(e.getMarkers().map(x => String(x.getBufferRange()))).toEqual(['[(0, 1) - (1, 1)]'])
    expect(e.getMarker(m.id)?.isValid()).toBe(true)
  })
})

describe('marker actions', () => {
  it('leave selections a drag left intersecting as they are', () => {
    // Atom: markBufferRange marks the default marker layer; it never merges selections (Pulsar keeps both ranges).
    const e = new TextEditor({ text: 'abcdef' })
    e.setSelectedBufferRanges([[[0, 0], [0, 2]], [[0, 4], [0, 4]]])
    e.selectToScreenPosition([0, 1], { suppressSelectionMerge: true })
    const before = e.getSelectedBufferRanges().map(String)
    expect(before).toEqual(['[(0, 0) - (0, 2)]', '[(0, 1) - (0, 4)]'])
    e.markBufferRange([[0, 1], [0, 3]])
    expect(e.getSelectedBufferRanges().map(String)).toEqual(before)
  })
  it('are plain data through the reducer; ids are never reused', () => {
    // caretaker: the store keeps its next id after a marker is destroyed.
    let s = createEditorState({ text: 'ab\ncd' })
    s = reduce(s, A.markBufferRange({ range: { start: { row: 0, column: 1 }, end: { row: 1, column: 1 } }, invalidate: 'inside' }))
    s = reduce(s, A.destroyMarker({ id: 1 }))
    s = reduce(s, A.markBufferPosition({ position: { row: 1, column: 9 } }))
    expect(s.markers?.records.map(m => [m.id, m.start, m.end, m.tailed])).toEqual([[2, { row: 1, column: 2 }, { row: 1, column: 2 }, false]])
    expect(A.decodeAction(JSON.parse(JSON.stringify(A.markBufferRange({ range: { start: { row: 0, column: 0 }, end: { row: 0, column: 1 } }, properties: { a: 1 } }))))._tag).toBe('Right')
  })
})

describe('markers in saved states', () => {
  it('toJSON keeps them and fromJSON gives them back, invalid ones and properties included', async () => {
    // caretaker: markers are part of the state, so saving and loading keeps them.
    const { toJSON, fromJSON } = await import('../../src/persist/json.js')
    const e = editor()
    e.markBufferRange([[0, 1], [1, 1]], { reversed: true, invalidate: 'touch', foo: 'bar' })
    e.markBufferPosition([1, 2])
    e.setTextInBufferRange([[0, 0], [0, 1]], '')
    const loaded = fromJSON(JSON.parse(JSON.stringify(toJSON(e.getState()))))
    expect(loaded._tag).toBe('Right')
    const state = (loaded as { right: ReturnType<typeof e.getState> }).right
    expect(state.markers).toEqual(e.getState().markers)
    expect(state.markers?.records.map(m => [m.valid, m.properties])).toEqual([[false, { foo: 'bar' }], [true, {}]])
  })
})
