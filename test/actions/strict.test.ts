/**
 * The codecs say exactly what a reducer can take: integers where rows,
 * columns and counts go (±Infinity where Atom clips), ranges for settings,
 * no unknown keys, regexes that compile and cannot backtrack catastrophically,
 * bounded nesting and capped messages. `reduce` refuses what is not an action
 * with one TypeError.
 */
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import * as A from '../../src/actions/index.js'
import { decodeAction, MAX_ACTION_DEPTH, MAX_MESSAGE_LENGTH, MAX_MESSAGES } from '../../src/actions/index.js'
import { reduce, reduceUnknown } from '../../src/reducers/index.js'
import { createEditorState } from '../../src/state/editor-state.js'
import { closest } from '../../src/actions/suggest.js'

const messages = (u: unknown): readonly string[] => {
  const r = decodeAction(u)
  if (E.isRight(r)) throw new Error(`decoded: ${JSON.stringify(r.right)}`)
  return r.left.messages
}
const pos = (row: number, column: number) => ({ type: 'cursor/setBufferPosition', payload: { position: { row, column } } })

describe('numbers', () => {
  it('rows and columns are integers or ±Infinity: NaN, fractions and numeric strings are refused', () => {
    expect(messages(pos(NaN, 1))).toEqual(['payload.position.row: expected integer or ±Infinity, got NaN'])
    expect(messages(pos(1, 2.5))).toEqual(['payload.position.column: expected integer or ±Infinity, got 2.5'])
    expect(messages({ type: 'cursor/setBufferPosition', payload: { position: { row: '1', column: 2 } } })).toEqual([
      'payload.position.row: expected integer or ±Infinity, got "1"',
    ])
    expect(messages(pos(2 ** 60, 0))).toEqual(['payload.position.row: expected integer or ±Infinity, got 1152921504606847000'])
    expect(decodeAction(pos(Infinity, -Infinity))).toEqual(E.right(pos(Infinity, -Infinity)))
    expect(decodeAction(pos(-3, 7))).toEqual(E.right(pos(-3, 7)))
  })

  it('counts are integers (or ±Infinity, which moves as far as the buffer goes)', () => {
    expect(messages({ type: 'cursor/moveDown', payload: { rowCount: 0.5 } })).toEqual(['payload.rowCount: expected integer or ±Infinity, got 0.5'])
    expect(messages({ type: 'select/selectLeft', payload: { columnCount: NaN } })).toEqual(['payload.columnCount: expected integer or ±Infinity, got NaN'])
    expect(messages({ type: 'select/selectLine', payload: { row: NaN } })).toEqual(['payload.row: expected integer or ±Infinity, got NaN'])
    // Atom: moveDown(Infinity) on "a\nb\nc" ends at (2, 1), the end of the buffer
    const s = createEditorState({ text: 'a\nb\nc' })
    const down = reduceUnknown(s, { type: 'cursor/moveDown', payload: { rowCount: Infinity } })
    expect(E.isRight(down) && down.right.selections.map(r => r.start)).toEqual([{ row: 2, column: 1 }])
  })

  it('settings have ranges', () => {
    const update = (config: object) => messages({ type: 'editor/update', payload: { config } })
    expect(update({ tabLength: 0 })).toEqual(['payload.config.tabLength: expected integer in [1, 1000], got 0'])
    expect(update({ tabLength: 1e9 })).toEqual(['payload.config.tabLength: expected integer in [1, 1000], got 1000000000'])
    expect(update({ preferredLineLength: -1 })).toEqual(['payload.config.preferredLineLength: expected integer in [1, 1000000], got -1'])
    expect(update({ editorWidthInChars: 0.5 })).toEqual([
      'payload.config.editorWidthInChars: expected integer in [1, 1000000], got 0.5',
      'payload.config.editorWidthInChars: expected null, got 0.5',
    ])
    expect(update({ softWrapHangingIndentLength: -2 })).toEqual(['payload.config.softWrapHangingIndentLength: expected integer in [0, 1000], got -2'])
    expect(update({ undoGroupingInterval: -1 })).toEqual(['payload.config.undoGroupingInterval: expected finite number ≥ 0, got -1'])
    expect(decodeAction({ type: 'editor/update', payload: { config: { tabLength: 8, editorWidthInChars: null } } })).toEqual(
      E.right({ type: 'editor/update', payload: { config: { tabLength: 8, editorWidthInChars: null } } }),
    )
  })

  it('indentation levels and bases are 0 to 1,000 (fractions allowed, as Atom computes them)', () => {
    expect(messages({ type: 'edit/setIndentationForBufferRow', payload: { row: 0, level: 1e9 } })).toEqual([
      'payload.level: expected number in [0, 1000], got 1000000000',
    ])
    expect(messages({ type: 'edit/insertText', payload: { text: 'x', indentBasis: -1e9 } })).toEqual([
      'payload.indentBasis: expected number in [0, 1000], got -1000000000',
    ])
    expect(messages({ type: 'edit/setIndentationForBufferRow', payload: { row: 0.5, level: 1 } })).toEqual(['payload.row: expected integer, got 0.5'])
    expect(E.isRight(decodeAction({ type: 'edit/setIndentationForBufferRow', payload: { row: 0, level: 1.5 } }))).toBe(true)
  })

  it('clipboard metadata read by the paste is checked; other keys pass', () => {
    const paste = (metadata: object) => ({ type: 'clipboard/pasteText', payload: { clipboard: { text: 'x', metadata } } })
    expect(messages(paste({ indentBasis: NaN }))).toEqual(['payload.clipboard.metadata.indentBasis: expected number in [0, 1000], got NaN'])
    expect(messages(paste({ selections: [{ text: 1 }] }))).toEqual(['payload.clipboard.metadata.selections.0.text: expected string, got 1'])
    expect(E.isRight(decodeAction(paste({ fromAnotherPackage: { any: [1] }, fullLine: true })))).toBe(true)
  })
})

describe('keys and types', () => {
  it('an unknown payload key is refused, with the key meant for a near miss', () => {
    expect(messages({ type: 'cursor/moveDown', payload: { count: 3 } })).toEqual(['payload.count: unknown key (did you mean "rowCount"?)'])
    expect(messages({ type: 'cursor/moveDown', payload: { rowcount: 3 } })).toEqual(['payload.rowcount: unknown key (did you mean "rowCount"?)'])
    expect(messages({ type: 'cursor/moveDown', payload: { zzzzzz: 3 } })).toEqual(['payload.zzzzzz: unknown key'])
    expect(messages({ type: 'cursor/setBufferPosition', payload: { position: { row: 0, column: 0, col: 1 } } })).toEqual([
      'payload.position.col: unknown key (did you mean "column"?)',
    ])
    expect(messages({ type: 'cursor/moveUp', payload: {}, paylod: 1 })).toEqual([
      'paylod: unknown key (did you mean "payload"?) (an action has "type" and "payload")',
    ])
  })

  it('an unknown action type is refused, with the type meant for a near miss', () => {
    expect(messages({ type: 'edit/setText', payload: {} })).toEqual(['unknown action type "edit/setText" (did you mean "editor/setText"?)'])
    expect(messages({ type: 'cursor/moveup' })).toEqual(['unknown action type "cursor/moveup" (did you mean "cursor/moveUp"?)'])
    expect(messages({ type: 'toString' })).toEqual(['unknown action type "toString"'])
    expect(messages({ type: 'constructor' })).toEqual(['unknown action type "constructor"'])
    expect(closest('history/undoo', A.actionTypes)).toBe('history/undo')
  })

  it('messages are capped: a 10 MB type gives a short message', () => {
    const [m] = messages({ type: 'x'.repeat(10_000_000) })
    expect(m!.length).toBeLessThan(100)
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]))
    const ms = messages({ type: 'cursor/moveUp', payload: many })
    expect(ms.length).toBe(MAX_MESSAGES + 1)
    expect(ms[MAX_MESSAGES]).toBe('…and 30 more')
    const long = 'y'.repeat(5000)
    for (const line of messages({ type: 'cursor/moveUp', payload: { [long]: 1 } })) expect(line.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH)
  })

  it('nesting is bounded before decoding: 5,000 arrays deep is a Left, not a stack overflow', () => {
    let deep: unknown = 0
    for (let i = 0; i < 5000; i++) deep = [deep]
    const [m] = messages({ type: 'clipboard/pasteText', payload: { clipboard: { text: '', metadata: { x: deep } } } })
    expect(m).toMatch(new RegExp(`^payload\\.clipboard\\.metadata\\.x\\.0\\..*: nested deeper than ${MAX_ACTION_DEPTH} levels$`))
    let chain: Record<string, unknown> = {}
    for (let i = 0; i < 100_000; i++) chain = { a: chain }
    expect(E.isLeft(decodeAction({ type: 'cursor/moveUp', payload: chain }))).toBe(true)
    const cyclic: Record<string, unknown> = { text: 'x' }
    cyclic['metadata'] = { self: cyclic }
    expect(messages({ type: 'clipboard/pasteText', payload: { clipboard: cyclic } })).toEqual(['payload.clipboard.metadata.self: refers to itself'])
    // A structure shared by many parents is walked a bounded number of times, not once per path.
    let shared: unknown = {}
    for (let i = 0; i < 25; i++) shared = { a: shared, b: shared }
    expect(E.isRight(decodeAction({ type: 'clipboard/pasteText', payload: { clipboard: { text: '', metadata: { shared } } } }))).toBe(true)
  })
})

describe('regexes', () => {
  const word = (wordRegex: string) => ({ type: 'select/selectWord', payload: { wordRegex } })

  it('a regex that does not compile is a Left', () => {
    expect(messages(word('('))).toEqual(['payload.wordRegex: does not compile: Invalid regular expression: /(/g: Unterminated group'])
  })

  it('a regex that can backtrack super-linearly is refused; ordinary word regexes pass', () => {
    expect(messages(word('(a+)+$'))).toEqual([
      'payload.wordRegex: can backtrack in exponential time on some lines (nested or adjacent quantifiers over the same characters): refused',
    ])
    expect(messages(word('\\s*\\s*$'))).toEqual([
      'payload.wordRegex: can backtrack in polynomial time on some lines (nested or adjacent quantifiers over the same characters): refused',
    ])
    for (const ok of ['\\w+', '[\\w-]+', '^[\\t ]*$|[^\\s\\/\\\\()"\':,.;<>~!@#$%^&*|+=[\\]{}`?\\-…]+', '[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\\d+'])
      expect(E.isRight(decodeAction(word(ok)))).toBe(true)
  })

  it('the refused pattern never reaches the reducer: the 29-character line stays responsive', () => {
    const s = createEditorState({ text: 'a'.repeat(28) + '!' })
    const t0 = performance.now()
    expect(E.isLeft(reduceUnknown(s, word('(a+)+$')))).toBe(true)
    expect(performance.now() - t0).toBeLessThan(1000)
  })
})

describe('reduce', () => {
  const s = createEditorState({ text: 'one\ntwo' })

  it('refuses a value that is not an action with one TypeError naming it', () => {
    const r = (u: unknown) => () => reduce(s, u as A.Action)
    expect(r({ type: 'toString', payload: {} })).toThrow(new TypeError('reduce takes a decoded action (see decodeAction), got an object of unknown type "toString"'))
    expect(r({ type: 'constructor', payload: {} })).toThrow(new TypeError('reduce takes a decoded action (see decodeAction), got an object of unknown type "constructor"'))
    expect(r({ type: '__proto__', payload: {} })).toThrow(TypeError)
    expect(r(null)).toThrow(new TypeError('reduce takes a decoded action (see decodeAction), got null'))
    expect(r(42)).toThrow(new TypeError('reduce takes a decoded action (see decodeAction), got number 42'))
    expect(r([1])).toThrow(new TypeError('reduce takes a decoded action (see decodeAction), got an array'))
    expect(r({ type: 'cursor/moveUp' })).toThrow(new TypeError('reduce takes a decoded action (see decodeAction), got a cursor/moveUp whose payload is undefined'))
  })

  it('reduceUnknown never throws, and leaves the state as it was for anything refused', () => {
    for (const u of [{ type: 'toString' }, { type: 'constructor', payload: {} }, null, [], 'x', { type: 'edit/insertText', payload: { text: 7 } }]) {
      expect(E.isLeft(reduceUnknown(s, u))).toBe(true)
    }
  })

  it('unknown keys no longer pass silently: {count: 3} is refused rather than moving by 1', () => {
    expect(E.isLeft(reduceUnknown(s, { type: 'cursor/moveDown', payload: { count: 3 } }))).toBe(true)
  })
})
