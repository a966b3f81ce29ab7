/**
 * The buffer's events with Atom's timing and payloads. Expected values are
 * what Atom's TextBuffer (text-buffer 15) reports for the same edits.
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/index.js'
import type { Scheduler } from '../../src/facades/buffer-events.js'

/** A scheduler driven by hand: `advance(ms)` runs the timers due. */
const manualScheduler = () => {
  let now = 0
  let nextId = 1
  const timers = new Map<number, { at: number; fn: () => void }>()
  const scheduler: Scheduler = {
    setTimeout: (fn, ms) => {
      const id = nextId++
      timers.set(id, { at: now + ms, fn })
      return id
    },
    clearTimeout: id => { timers.delete(id as number) },
  }
  const advance = (ms: number) => {
    now += ms
    for (const [id, t] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
      if (t.at <= now && timers.has(id)) {
        timers.delete(id)
        t.fn()
      }
    }
  }
  return { scheduler, advance, pending: () => timers.size }
}

const changeList = (changes: readonly { oldRange: { toString(): string }; newRange: { toString(): string }; oldText: string; newText: string }[]) =>
  changes.map(c => [c.oldRange.toString(), c.newRange.toString(), c.oldText, c.newText])

const setup = (text: string) => {
  const clock = manualScheduler()
  const editor = new TextEditor({ text, scheduler: clock.scheduler, autoIndent: false })
  const buffer = editor.getBuffer()
  const log: unknown[] = []
  buffer.onWillChange(() => log.push(['will', editor.getText()]))
  buffer.onDidChange(e => log.push(['did', e.oldRange.toString(), e.newRange.toString(), e.oldText, e.newText, changeList(e.changes)]))
  buffer.onDidStopChanging(e => log.push(['stop', changeList(e.changes)]))
  buffer.onDidChangeModified(m => log.push(['modified', m]))
  buffer.onDidUpdateMarkers(() => log.push(['markers']))
  return { editor, buffer, log, clock }
}

describe('buffer onWillChange / onDidChange', () => {
  it('one aggregated event per transaction; touching changes merge into one', () => {
    const { buffer, log } = setup('0123456789\nabc\n')
    buffer.transact(() => { buffer.insert([0, 1], 'X'); buffer.insert([0, 2], 'Y') })
    expect(log).toEqual([
      ['will', '0123456789\nabc\n'],
      ['did', '[(0, 1) - (0, 1)]', '[(0, 1) - (0, 3)]', '', 'XY', [['[(0, 1) - (0, 1)]', '[(0, 1) - (0, 3)]', '', 'XY']]],
      ['markers'],
    ])
  })

  it('separate changes keep old and new coordinates (Atom: a0XY12b)', () => {
    const { buffer, log } = setup('0XY123456789\nabc\n')
    buffer.transact(() => { buffer.insert([0, 0], 'a'); buffer.insert([0, 6], 'b') })
    expect(log.slice(1, 2)).toEqual([
      ['did', '[(0, 0) - (0, 5)]', '[(0, 0) - (0, 7)]', '0XY12', 'a0XY12b', [['[(0, 0) - (0, 0)]', '[(0, 0) - (0, 1)]', '', 'a'], ['[(0, 5) - (0, 5)]', '[(0, 6) - (0, 7)]', '', 'b']]],
    ])
  })

  it('a later change before an earlier one is mapped back to the old text', () => {
    const { buffer, log } = setup('a0XY12b3456789\nabc\n')
    buffer.transact(() => { buffer.insert([0, 6], 'Q'); buffer.delete([[0, 0], [0, 3]]) })
    expect(log[1]).toEqual(['did', '[(0, 0) - (0, 6)]', '[(0, 0) - (0, 4)]', 'a0XY12', 'Y12Q', [['[(0, 0) - (0, 3)]', '[(0, 0) - (0, 0)]', 'a0X', ''], ['[(0, 6) - (0, 6)]', '[(0, 3) - (0, 4)]', '', 'Q']]])
  })

  it('multi-cursor typing is one event with one change per cursor', () => {
    const { editor, log } = setup('ab\ncd')
    editor.addCursorAtBufferPosition([1, 1])
    editor.insertText('XY')
    expect(log).toEqual([
      ['will', 'ab\ncd'],
      ['did', '[(0, 0) - (1, 1)]', '[(0, 0) - (1, 3)]', 'ab\nc', 'XYab\ncXY', [['[(0, 0) - (0, 0)]', '[(0, 0) - (0, 2)]', '', 'XY'], ['[(1, 1) - (1, 1)]', '[(1, 1) - (1, 3)]', '', 'XY']]],
      ['markers'],
    ])
  })

  it('each undo is its own event; selection-only actions emit nothing', () => {
    const { editor, buffer, log } = setup('abc')
    editor.setCursorBufferPosition([0, 3])
    editor.insertText('d')
    editor.moveLeft()
    log.length = 0
    buffer.undo()
    expect(log).toEqual([['will', 'abcd'], ['did', '[(0, 3) - (0, 4)]', '[(0, 3) - (0, 3)]', 'd', '', [['[(0, 3) - (0, 4)]', '[(0, 3) - (0, 3)]', 'd', '']]], ['markers']])
  })

  it('the change texts and the editor-level onDidChangeText are the same event', () => {
    const { editor } = setup('hello')
    const seen: string[] = []
    editor.onDidChangeText(e => seen.push(`${e.oldText}>${e.newText}`))
    editor.setTextInBufferRange([[0, 1], [0, 3]], 'EY\n')
    expect(seen).toEqual(['el>EY\n'])
  })

  it('a marker created or moved: onDidUpdateMarkers before the marker onDidChange', () => {
    const { editor, buffer } = setup('abc')
    const order: string[] = []
    const marker = editor.markBufferRange([[0, 1], [0, 2]])
    buffer.onDidUpdateMarkers(() => order.push('update'))
    marker.onDidChange(() => order.push('marker'))
    buffer.onDidChange(() => order.push('buffer'))
    buffer.insert([0, 0], 'k')
    expect(order).toEqual(['buffer', 'update', 'marker'])
  })
})

describe('onDidStopChanging (300 ms, on the editor scheduler)', () => {
  it('fires once, 300 ms after the last change, with the changes composed', () => {
    const { editor, buffer, log, clock } = setup('0123456789\nabc\n')
    buffer.transact(() => { buffer.insert([0, 1], 'X'); buffer.insert([0, 2], 'Y') })
    buffer.transact(() => { buffer.insert([0, 0], 'a'); buffer.insert([0, 6], 'b') })
    clock.advance(299)
    buffer.transact(() => { buffer.insert([0, 6], 'Q'); buffer.delete([[0, 0], [0, 3]]) })
    buffer.setTextInRange([[1, 1], [1, 2]], 'Z\nW')
    expect(editor.isModified()).toBe(true)
    log.length = 0
    clock.advance(299)
    expect(log).toEqual([])
    clock.advance(1)
    expect(log).toEqual([
      ['stop', [['[(0, 0) - (0, 1)]', '[(0, 0) - (0, 1)]', '0', 'Y'], ['[(0, 3) - (0, 3)]', '[(0, 3) - (0, 5)]', '', 'Qb'], ['[(1, 1) - (1, 2)]', '[(1, 1) - (2, 1)]', 'b', 'Z\nW']]],
      ['modified', true],
    ])
    expect(clock.pending()).toBe(0)
  })

  it('undo steps back compose against the text when changes last stopped', () => {
    const { buffer, log, clock } = setup('0123456789\nabc\n')
    buffer.transact(() => { buffer.insert([0, 1], 'X'); buffer.insert([0, 2], 'Y') })
    buffer.transact(() => { buffer.insert([0, 0], 'a'); buffer.insert([0, 6], 'b') })
    buffer.transact(() => { buffer.insert([0, 6], 'Q'); buffer.delete([[0, 0], [0, 3]]) })
    buffer.setTextInRange([[1, 1], [1, 2]], 'Z\nW')
    clock.advance(300)
    log.length = 0
    for (let i = 0; i < 4; i++) buffer.undo()
    expect(buffer.getText()).toBe('0123456789\nabc\n')
    clock.advance(300)
    expect(log.filter(l => (l as string[])[0] === 'stop')).toEqual([
      ['stop', [['[(0, 0) - (0, 1)]', '[(0, 0) - (0, 1)]', 'Y', '0'], ['[(0, 3) - (0, 5)]', '[(0, 3) - (0, 3)]', 'Qb', ''], ['[(1, 1) - (2, 1)]', '[(1, 1) - (1, 2)]', 'Z\nW', 'b']]],
    ])
    // Unsaved and not empty: still modified, so no modified event.
    expect(log.filter(l => (l as string[])[0] === 'modified')).toEqual([])
  })

  it('the editor forwards onDidStopChanging and onDidChangeModified; emptying the text is unmodified', () => {
    const clock = manualScheduler()
    const editor = new TextEditor({ text: 'x', scheduler: clock.scheduler })
    const log: unknown[] = []
    editor.onDidStopChanging(e => log.push(['stop', changeList(e.changes)]))
    editor.onDidChangeModified(m => log.push(['modified', m]))
    editor.setText('')
    clock.advance(300)
    expect(log).toEqual([['stop', [['[(0, 0) - (0, 1)]', '[(0, 0) - (0, 0)]', 'x', '']]], ['modified', false]])
    expect(editor.isModified()).toBe(false)
  })

  it('uses the host timers by default, with Atom\'s delay', () => {
    const editor = new TextEditor({ text: '' })
    expect(editor.getBuffer().getStoppedChangingDelay()).toBe(300)
    expect(new TextEditor({ stoppedChangingDelay: 50 }).getBuffer().getStoppedChangingDelay()).toBe(50)
  })
})

describe('isModified against the saved-state marker', () => {
  it('never saved: modified when there is text (Atom, buffer without a file)', () => {
    expect(new TextEditor({ text: '' }).isModified()).toBe(false)
    expect(new TextEditor({ text: 'a' }).isModified()).toBe(true)
  })

  it('markSaved: unmodified until the text differs; undo back to the saved text is unmodified again', () => {
    const { editor, buffer, log, clock } = setup('abc')
    editor.markSaved()
    expect(log).toEqual([['modified', false]])
    expect(editor.isModified()).toBe(false)
    editor.insertText('x')
    expect(editor.isModified()).toBe(true)
    clock.advance(300)
    expect(log.at(-1)).toEqual(['modified', true])
    buffer.undo()
    expect(editor.isModified()).toBe(false)
    clock.advance(300)
    expect(log.at(-1)).toEqual(['modified', false])
    // Saving again when already unmodified reports nothing new.
    const n = log.length
    editor.markSaved()
    expect(log.length).toBe(n)
  })

  it('the saved-state marker is data: time travel, toJSON/fromJSON', async () => {
    const { fromJSON, toJSON } = await import('../../src/persist/json.js')
    const editor = new TextEditor({ text: 'abc' })
    const before = editor.getState()
    editor.markSaved()
    const saved = editor.getState()
    editor.insertText('z')
    const json = JSON.parse(JSON.stringify(toJSON(editor.getState())))
    expect(json.markers.saved).toBe('abc')
    const loaded = fromJSON(json)
    expect(loaded._tag).toBe('Right')
    const copy = new TextEditor()
    if (loaded._tag === 'Right') copy.setState(loaded.right)
    expect(copy.getText()).toBe('zabc')
    expect(copy.isModified()).toBe(true)
    copy.undo()
    expect(copy.isModified()).toBe(false)
    editor.setState(before)
    expect(editor.isModified()).toBe(true)
    editor.setState(saved)
    expect(editor.isModified()).toBe(false)
    expect(toJSON(saved).markers).toEqual({ nextId: 1, records: [], saved: 'abc' })
  })
})

describe('buffer lifecycle', () => {
  it('release by the last holder destroys the buffer, then the editor', () => {
    const editor = new TextEditor({ text: 'a' })
    const buffer = editor.getBuffer()
    const order: string[] = []
    buffer.onDidDestroy(() => order.push('buffer'))
    editor.onDidDestroy(() => order.push('editor'))
    expect(buffer.retain()).toBe(buffer)
    buffer.release()
    expect(buffer.isDestroyed()).toBe(false)
    expect(buffer.isRetained()).toBe(true)
    buffer.release()
    expect(order).toEqual(['buffer', 'editor'])
    expect(buffer.isAlive()).toBe(false)
    expect(editor.isDestroyed()).toBe(true)
  })

  it('destroying the editor releases its buffer', () => {
    const editor = new TextEditor({ text: 'a' })
    const buffer = editor.getBuffer()
    let destroyed = 0
    buffer.onDidDestroy(() => destroyed++)
    editor.destroy()
    expect(destroyed).toBe(1)
    expect(buffer.isDestroyed()).toBe(true)
  })

  it('a pending stop-changing timer is dropped on destroy', () => {
    const { editor, log, clock } = setup('a')
    editor.insertText('b')
    editor.destroy()
    log.length = 0
    clock.advance(300)
    expect(log).toEqual([])
    expect(clock.pending()).toBe(0)
  })
})

describe('onWillSave and onDidSave', () => {
  it('call back around markSaved: will-save while the text still reads as modified, did-save after', () => {
    const e = new TextEditor({ text: 'a  \n' })
    const buffer = e.getBuffer()
    const log: string[] = []
    buffer.onWillSave(({ path }) => {
      log.push(`will ${buffer.isModified()} ${JSON.stringify(path)}`)
      // A listener may still edit, as Atom's whitespace package does before a save.
      buffer.setTextInRange([[0, 1], [0, 3]], '')
    })
    buffer.onDidSave(({ path }) => log.push(`did ${buffer.isModified()} ${JSON.stringify(path)}`))
    buffer.markSaved()
    expect(log).toEqual(['will true ""', 'did false ""'])
    expect(e.getText()).toBe('a\n')
  })
})
