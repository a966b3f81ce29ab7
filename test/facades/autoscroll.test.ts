// Scroll requests: each expected event is what Pulsar's editor emits for the same calls.
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/index.js'

describe('onDidRequestAutoscroll', () => {
  // Atom: scroll calls and autoscroll() emit {screenRange, options}; a cursor's range is one column wide and unclipped.
  it('carries Atom\'s screen range and options for each scroll call', () => {
    const e = new TextEditor({ text: 'hello world\nsecond line\n' })
    const seen: string[] = []
    e.onDidRequestAutoscroll(ev => seen.push(JSON.stringify({ r: ev.screenRange.toString(), o: ev.options })))
    e.setCursorBufferPosition([1, 3], { autoscroll: false })
    e.scrollToCursorPosition()
    e.scrollToCursorPosition({ center: false })
    e.scrollToBufferPosition([0, 4])
    e.scrollToScreenPosition([9, 40], { center: true })
    e.setSelectedBufferRange([[0, 1], [1, 2]], { reversed: true, autoscroll: false })
    e.getLastSelection().autoscroll()
    e.getLastSelection().autoscroll({ center: true })
    e.getLastCursor().autoscroll()
    expect(seen).toEqual([
      '{"r":"[(1, 3) - (1, 4)]","o":{"clip":false}}',
      '{"r":"[(1, 3) - (1, 4)]","o":{"center":false,"clip":false}}',
      '{"r":"[(0, 4) - (0, 4)]","o":{}}',
      '{"r":"[(2, 0) - (2, 0)]","o":{"center":true}}',
      '{"r":"[(0, 1) - (1, 2)]","o":{"reversed":true}}',
      '{"r":"[(0, 1) - (1, 2)]","o":{"reversed":true,"center":true}}',
      '{"r":"[(0, 1) - (0, 2)]","o":{"clip":false}}',
    ])
  })
})
