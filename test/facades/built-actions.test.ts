/**
 * Methods called with no options dispatch the action they build without the
 * codec check (`noOptions`, `dispatchOwn`): that is sound only if every
 * argument the method accepts builds an action the codecs accept. These
 * tests state it over hostile inputs, and check that options given are
 * still checked.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as A from '../../src/actions/index.js'
import { noOptions, plainPoint, plainRange } from '../../src/facades/args.js'
import { TextEditor } from '../../src/facades/text-editor.js'
import { runs } from '../../property-tests/fc-config.js'

const coordinate = fc.oneof(
  fc.integer({ min: -5, max: 50 }),
  fc.constantFrom(Infinity, -Infinity, NaN, -0, 0.5, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, undefined, null, '3'),
)
const pointLike = fc.oneof(
  fc.tuple(coordinate, coordinate),
  fc.record({ row: coordinate, column: coordinate }),
  fc.constantFrom(undefined, null, 7, 'a'),
)

/** `f(arg)` if it does not throw, else undefined (a refused argument builds no action). */
const built = <T, R>(f: (arg: T) => R, arg: T): R | undefined => {
  try {
    return f(arg)
  } catch (e) {
    expect(e).toBeInstanceOf(TypeError)
    return undefined
  }
}

describe('actions built from accepted arguments are well formed', () => {
  it('every point plainPoint accepts makes position actions the codecs accept', () => {
    fc.assert(
      fc.property(pointLike, p => {
        const position = built(plainPoint, p as never)
        if (position === undefined) return
        for (const action of [
          A.setCursorBufferPosition({ position }),
          A.setCursorScreenPosition({ position }),
          A.addCursorAtBufferPosition({ position }),
          A.addCursorAtScreenPosition({ position }),
          A.selectToBufferPosition({ position }),
          A.selectToScreenPosition({ position }),
        ]) expect(A.isAction(action)).toBe(true)
      }),
      runs(2000),
    )
  })

  it('every range plainRange accepts makes range actions the codecs accept', () => {
    fc.assert(
      fc.property(fc.oneof(fc.tuple(pointLike, pointLike), fc.record({ start: pointLike, end: pointLike })), r => {
        const range = built(plainRange, r as never)
        if (range === undefined) return
        expect(A.isAction(A.addSelectionForBufferRange({ range }))).toBe(true)
        expect(A.isAction(A.addSelectionForScreenRange({ range }))).toBe(true)
      }),
      runs(2000),
    )
  })

  it('every string makes an insertText action the codecs accept, with either autoIndent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), fc.boolean(), (text, autoIndent) => {
        expect(A.isAction(A.insertText({ text, autoIndentNewline: autoIndent, autoDecreaseIndent: autoIndent }))).toBe(true)
      }),
      runs(2000),
    )
  })

  it('what the methods called without options hand to dispatchBuilt is an action the codecs accept', () => {
    const e = new TextEditor({ text: 'one two\n\tthree\n\nfour' })
    const handed: A.Action[] = []
    const original = e.dispatchBuilt.bind(e)
    e.dispatchBuilt = (action: A.Action) => {
      handed.push(action)
      return original(action)
    }
    const calls: ((ed: TextEditor) => unknown)[] = [
      ed => ed.setCursorBufferPosition([1, Infinity]), ed => ed.setCursorScreenPosition([0, 3]),
      ed => ed.addCursorAtBufferPosition([3, 0]), ed => ed.addCursorAtScreenPosition([2, 0]),
      ed => ed.addSelectionForBufferRange([[0, 0], [0, 3]]), ed => ed.addSelectionForScreenRange([[1, 1], [1, 2]]),
      ed => ed.selectToBufferPosition([2, 0]), ed => ed.selectToScreenPosition([0, 1]),
      ed => ed.moveDown(), ed => ed.moveUp(), ed => ed.moveLeft(), ed => ed.moveRight(), ed => ed.selectDown(),
      ed => ed.selectLeft(), ed => ed.pageDown(), ed => ed.selectPageUp(), ed => ed.insertText('x'), ed => ed.insertText('\n'),
    ]
    for (const call of calls) {
      const before = handed.length
      call(e)
      expect(handed.length).toBeGreaterThan(before)
      for (const action of handed.slice(before)) expect(A.isAction(action), JSON.stringify(action)).toBe(true)
    }
  })
})

describe('noOptions', () => {
  it('is true only for an object without own enumerable keys', () => {
    expect(noOptions({})).toBe(true)
    expect(noOptions(Object.create({ inherited: 1 }))).toBe(true)
    expect(noOptions({ autoscroll: undefined })).toBe(false)
    expect(noOptions({ select: true })).toBe(false)
  })
})

describe('options given are still checked', () => {
  it('a bad option of setCursorBufferPosition throws and changes nothing', () => {
    const e = new TextEditor({ text: 'one\ntwo' })
    const before = e.getState()
    expect(() => e.setCursorBufferPosition([1, 1], { autoscroll: 'yes' } as never)).toThrow(TypeError)
    expect(e.getState()).toBe(before)
  })

  it('a bad option of insertText throws and changes nothing', () => {
    const e = new TextEditor({ text: 'one\ntwo' })
    const before = e.getState()
    expect(() => e.insertText('x', { select: 'yes' } as never)).toThrow(TypeError)
    expect(e.getState()).toBe(before)
  })

  it('a bad count of moveDown throws and changes nothing', () => {
    const e = new TextEditor({ text: 'one\ntwo\nthree' })
    const before = e.getState()
    expect(() => e.moveDown(0.5)).toThrow(TypeError)
    expect(e.getState()).toBe(before)
    e.moveDown()
    expect(e.getCursorBufferPosition().toArray()).toEqual([1, 0])
  })

  it('text that is not a string is refused with no options too', () => {
    const e = new TextEditor({ text: 'one' })
    const before = e.getState()
    expect(() => e.insertText(3 as never)).toThrow(TypeError)
    expect(e.getState()).toBe(before)
  })
})
