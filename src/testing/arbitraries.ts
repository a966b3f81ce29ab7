/**
 * fast-check arbitraries for caretaker: texts that reach the edges, positions
 * and ranges (edges, out of range, ±Infinity), editor states with many
 * selections and folds, every action type with plausible payloads (derived
 * from the action codecs, so a new action is covered as soon as it exists),
 * hostile payloads, and action sequences.
 */
import fc from 'fast-check'
import * as t from 'io-ts'
import * as A from '../actions/index.js'
import { NumberCodec } from '../values/numbers.js'
import { PosCodec, RegexSource, SpanCodec, StrictType } from '../actions/action.js'
import { createEditorState, type EditorState } from '../state/editor-state.js'
import { reduce } from '../reducers/index.js'
import type { Pos, Span } from '../values/pos.js'

// ─── texts ──────────────────────────────────────────────────────────────────

/**
 * One character, biased to the interesting ones: letters, digits, spaces and
 * tabs, punctuation, a surrogate pair, wide and combining characters, NUL and
 * lone surrogates.
 */
export const char: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('a', 'b', 'Z', '_', '1', ' ', ' ', '\t', 'x', 'Q') },
  { weight: 2, arbitrary: fc.constantFrom('(', ')', '.', '-', '/', ',', '"', '{', '}') },
  { weight: 2, arbitrary: fc.constantFrom('😀', '中', '文', 'ｱ', '한', 'é', 'e\u0301', 'ß') },
  { weight: 1, arbitrary: fc.constantFrom('\0', '\ud83d', '\ude00', '\u200b', '\ufeff') },
)

/** A line's text (possibly empty), without line endings. */
export const line: fc.Arbitrary<string> = fc.array(char, { maxLength: 12 }).map(cs => cs.join(''))

/** A line ending (`\n` most often, or `\r\n`), or a lone `\r`: a character of its line, as in Atom. */
export const lineEnding: fc.Arbitrary<string> = fc.constantFrom('\n', '\n', '\r\n', '\r')

/** A whole text: lines with mixed endings; sometimes empty, sometimes ending with a line ending. */
export const text: fc.Arbitrary<string> = fc
  .tuple(fc.array(fc.tuple(line, lineEnding), { maxLength: 8 }), line)
  .map(([lines, last]) => lines.map(([l, e]) => l + e).join('') + last)

/** Text to insert: usually short, sometimes with line endings. */
export const insertion: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.array(char, { minLength: 1, maxLength: 3 }).map(cs => cs.join('')) },
  { weight: 1, arbitrary: text },
)

// ─── positions and ranges ───────────────────────────────────────────────────

/** A coordinate: small naturals mostly, and the edges: -1, a large number, ±Infinity. */
export const coordinate: fc.Arbitrary<number> = fc.oneof(
  { weight: 8, arbitrary: fc.nat({ max: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, -Infinity, Infinity, 1_000_000) },
)

/** A position to be clipped: inside small texts mostly, sometimes out of range or infinite. */
export const position: fc.Arbitrary<Pos> = fc.record({ row: coordinate, column: coordinate })

/** A range of two positions, in either order. */
export const range: fc.Arbitrary<Span> = fc.record({ start: position, end: position })

// ─── plausible payloads, derived from the codecs ────────────────────────────

/** Regex sources an action may carry (each passes `decodeAction`). */
const regexSources = ['\\w+', '[\\w-]+', '[a-z]+', '\\S+', '[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\\d+', '\\d+']

const numberFor = (c: NumberCodec): fc.Arbitrary<number> => {
  const { min, max, integer, infinite } = c.spec
  // Plausible values sit near the small end of the range, with the range's edges now and then.
  const lo = Math.max(min, -3), hi = Math.min(max, Math.max(lo + 12, Math.min(max, 12)))
  const near = integer ? fc.integer({ min: lo, max: hi }) : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true })
  const edges = [min, max].filter(n => Number.isFinite(n) && Math.abs(n) <= 1e6)
  const extra = infinite ? [Infinity, -Infinity, ...edges] : edges
  return extra.length > 0 ? fc.oneof({ weight: 9, arbitrary: near }, { weight: 1, arbitrary: fc.constantFrom(...extra) }) : near
}

const cache = new Map<t.Mixed, fc.Arbitrary<unknown>>()

/**
 * An arbitrary of the values `codec` accepts, as a client would plausibly
 * send them. Positions and ranges come from `position` and `range`.
 */
export const arbitraryFor = (codec: t.Mixed): fc.Arbitrary<unknown> => {
  let a = cache.get(codec)
  if (a === undefined) cache.set(codec, (a = derive(codec)))
  return a
}

const derive = (codec: t.Mixed): fc.Arbitrary<unknown> => {
  if (codec === PosCodec) return position
  if (codec === SpanCodec) return range
  if (codec === RegexSource) return fc.constantFrom(...regexSources)
  if (codec instanceof NumberCodec) return numberFor(codec)
  if (codec instanceof StrictType) {
    const req = codec.required as t.Props, opt = codec.optional as t.Props
    const model: Record<string, fc.Arbitrary<unknown>> = {}
    for (const [k, c] of Object.entries({ ...req, ...opt })) model[k] = k === 'target' ? fc.integer({ min: 1, max: 12 }) : arbitraryFor(c as t.Mixed)
    return fc.record(model, { requiredKeys: Object.keys(req) })
  }
  if (codec instanceof t.InterfaceType) {
    const model: Record<string, fc.Arbitrary<unknown>> = {}
    for (const [k, c] of Object.entries(codec.props as t.Props)) model[k] = arbitraryFor(c as t.Mixed)
    return fc.record(model)
  }
  if (codec instanceof t.PartialType) {
    const model: Record<string, fc.Arbitrary<unknown>> = {}
    for (const [k, c] of Object.entries(codec.props as t.Props)) model[k] = arbitraryFor(c as t.Mixed)
    return fc.record(model, { requiredKeys: [] })
  }
  if (codec instanceof t.IntersectionType) {
    return fc.tuple(...(codec.types as t.Mixed[]).map(arbitraryFor)).map(parts => Object.assign({}, ...(parts as object[])))
  }
  if (codec instanceof t.UnionType) return fc.oneof(...(codec.types as t.Mixed[]).map(arbitraryFor))
  if (codec instanceof A.BoundedArray) return fc.array(arbitraryFor(codec.item as t.Mixed), { maxLength: 4 })
  if (codec instanceof t.ArrayType || codec instanceof t.ReadonlyArrayType) return fc.array(arbitraryFor(codec.type as t.Mixed), { maxLength: 4 })
  if (codec instanceof t.LiteralType) return fc.constant(codec.value)
  if (codec instanceof t.KeyofType) return fc.constantFrom(...Object.keys(codec.keys))
  if (codec instanceof t.NullType) return fc.constant(null)
  if (codec instanceof t.ReadonlyType) return arbitraryFor(codec.type as t.Mixed)
  if (codec === t.boolean) return fc.boolean()
  if (codec === t.string) return insertion
  if (codec === t.UnknownRecord) return fc.constant({})
  if (codec.name.startsWith('string of at most')) return fc.constantFrom('text', '', '/\\()"\':,.;<>~!@#$%^&*|+=[]{}`?-…')
  throw new Error(`no arbitrary for codec ${codec.name}`)
}

/** Every action type. */
export const actionTypes: readonly string[] = A.actionTypes

/** Settings an action may set, kept small enough that a long sequence stays fast. */
const safeConfig = (config: Record<string, unknown>): Record<string, unknown> => {
  const { maxDocumentLength: _, grammar: __, ...rest } = config
  return rest
}

/** A plausible action of type `type`. */
export const actionOfType = (type: string): fc.Arbitrary<A.Action> => {
  const codec = A.actionCodecs.get(type)
  if (codec === undefined) throw new Error(`unknown action type ${type}`)
  const a = arbitraryFor(codec) as fc.Arbitrary<A.Action>
  // `editor/update` may not change the grammar to an unregistered one or shrink the size limit to nothing.
  return type === 'editor/update' ? a.map(u => ({ ...u, payload: { ...u.payload, config: safeConfig((u.payload as { config: Record<string, unknown> }).config) } }) as A.Action) : a
}

/** A plausible action of any type, every type equally likely. */
export const action: fc.Arbitrary<A.Action> = fc.constantFrom(...actionTypes).chain(actionOfType)

// ─── hostile payloads ───────────────────────────────────────────────────────

/** Values no field takes, or takes only by accident: NaN, fractions, numeric strings, huge numbers, wrong types, prototype names. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(NaN, 0.5, -0.5, 1e21, -1e21, Number.MAX_VALUE, 2 ** 53, '1', '', 'NaN', null, true, [], {}, [1, 2], { row: 0 }),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty'),
  fc.jsonValue({ maxDepth: 3 }),
)

/** A value nested `depth` arrays deep. */
const nested = (depth: number): unknown => {
  let v: unknown = 0
  for (let i = 0; i < depth; i++) v = [v]
  return v
}

/**
 * A hostile action: a plausible one with one field replaced by a hostile
 * value, an unknown key added, its payload replaced or nested far too deep,
 * its type misspelt or taken from `Object.prototype`; or arbitrary JSON.
 */
export const hostileAction: fc.Arbitrary<unknown> = fc.oneof(
  fc.tuple(action, hostileValue, fc.nat()).map(([a, v, i]) => {
    const keys = Object.keys(a.payload)
    if (keys.length === 0) return { ...a, payload: { ...a.payload, count: v } }
    return { ...a, payload: { ...a.payload, [keys[i % keys.length]!]: v } }
  }),
  fc.tuple(action, fc.constantFrom('count', 'rowcount', 'Target', 'extra', '__proto__', 'constructor')).map(([a, k]) => ({ ...a, payload: JSON.parse(`{${JSON.stringify(k)}: 1}`) as object })),
  fc.tuple(action, hostileValue).map(([a, v]) => ({ type: a.type, payload: v })),
  fc.tuple(action, fc.integer({ min: 33, max: 5000 })).map(([a, d]) => ({ type: a.type, payload: { ...a.payload, target: nested(d) } })),
  fc.tuple(action, fc.constantFrom('toString', 'constructor', '__proto__', 'hasOwnProperty', '', 'edit/setText', 'cursor/moveup')).map(([a, type]) => ({ ...a, type })),
  fc.jsonValue({ maxDepth: 4 }),
)

// ─── states and sequences ───────────────────────────────────────────────────

/** Actions that build a state: cursors, selections and folds. */
const setup: fc.Arbitrary<A.Action> = fc.oneof(
  position.map(p => A.addCursorAtBufferPosition({ position: p })),
  fc.tuple(range, fc.boolean()).map(([r, reversed]) => A.addSelectionForBufferRange({ range: r, reversed })),
  range.map(r => A.foldBufferRange({ range: r })),
)

/** Settings a state starts with: Atom's defaults, or small tabs and soft wrap. */
const settings = fc.record(
  {
    tabLength: fc.integer({ min: 1, max: 8 }),
    softTabs: fc.boolean(),
    atomicSoftTabs: fc.boolean(),
    softWrapped: fc.boolean(),
    editorWidthInChars: fc.integer({ min: 1, max: 20 }),
    autoIndent: fc.boolean(),
  },
  { requiredKeys: [] },
)

/** An editor state: a random text and settings, up to `maxSetup` cursors, selections and folds added. */
export const editorState = (options: { maxSetup?: number } = {}): fc.Arbitrary<EditorState> =>
  fc
    .tuple(text, settings, position, fc.array(setup, { maxLength: options.maxSetup ?? 10 }))
    .map(([t0, config, first, steps]) => steps.reduce(reduce, reduce(createEditorState({ ...config, text: t0 }), A.setCursorBufferPosition({ position: first }))))

/** A state with many selections (up to 60) and folds. */
export const crowdedState: fc.Arbitrary<EditorState> = editorState({ maxSetup: 60 })

/** A sequence of plausible actions. */
export const actions = (maxLength = 30): fc.Arbitrary<A.Action[]> => fc.array(action, { maxLength })

/** A sequence mixing plausible and hostile actions (one in four hostile). */
export const mixedActions = (maxLength = 30): fc.Arbitrary<unknown[]> =>
  fc.array(fc.oneof({ weight: 3, arbitrary: action as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: hostileAction }), { maxLength })
