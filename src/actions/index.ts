/**
 * The action union and its decoder.
 */
import * as t from 'io-ts'
import * as E from '../values/either.js'
import { CursorAction } from './cursor.js'
import { SelectAction } from './select.js'
import { EditorAction } from './editor.js'
import { EditAction } from './edit.js'
import { HistoryAction } from './history.js'
import { ClipboardAction } from './clipboard.js'
import { LinesAction } from './lines.js'
import { FoldAction } from './fold.js'
import { MarkerAction } from './marker.js'
import { FindAction } from './find.js'
import { CollabAction } from './collab.js'
import { creator, type Creator } from './action.js'
import { transactCodec } from './transact.js'

/** Every action but the batch: what a batch holds. */
export const SingleAction = t.union([CursorAction, SelectAction, EditorAction, EditAction, HistoryAction, ClipboardAction, LinesAction, FoldAction, MarkerAction, FindAction])
export type SingleAction = t.TypeOf<typeof SingleAction>

/** A list of actions applied as one step (one undo entry, one state, one event batch). */
export const Transact = transactCodec(SingleAction)
export type Transact = t.TypeOf<typeof Transact>
import { didYouMean } from './suggest.js'

/** Every action the reducer understands: plain, serializable `{type, payload}` objects. */
export const Action = t.union([SingleAction, Transact, CollabAction])
export type Action = t.TypeOf<typeof Action>

/** `history/transact`: `actions` applied as one step; a bad member rejects the whole batch. */
export const transact: Creator<Transact> = creator<Transact>('history/transact')

/** Why a value is not an action: readable lines, one per problem. */
export interface ActionError {
  readonly _tag: 'ActionError'
  readonly messages: readonly string[]
}

/** How deep arrays and objects may nest in an action (the deepest real one, clipboard metadata, is 5). */
export const MAX_ACTION_DEPTH = 32
/** The longest message line; longer ones are cut with `…`. */
export const MAX_MESSAGE_LENGTH = 300
/** At most this many messages are reported (then one line says how many more). */
export const MAX_MESSAGES = 20

/** `s` cut to `max` characters, with `…` if cut. */
const cap = (s: string, max: number): string => (s.length <= max ? s : `${s.slice(0, max - 1)}…`)

/** A value as shown in a message: JSON, at most 60 characters (never stringifies a large value whole). */
const show = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(cap(value, 60))
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value)
  if (typeof value !== 'object' || value === null) return String(value)
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[…${value.length} items]`
  const keys = Object.keys(value)
  return keys.length === 0 ? '{}' : cap(`{${keys.map(k => JSON.stringify(k)).join(', ')}}`, 60)
}

const describe = (e: t.ValidationError): string => {
  // Numeric keys are union and intersection members, except under an array, where they are indexes.
  const isArray = (type: t.Decoder<unknown, unknown> | undefined) => type instanceof t.ArrayType || type instanceof t.ReadonlyArrayType
  const path = e.context
    .filter((c, i) => c.key !== '' && (!/^\d+$/.test(c.key) || isArray(e.context[i - 1]?.type)))
    .map(c => cap(c.key, 40))
    .join('.')
  if (e.message !== undefined) return `${path || '(root)'}: ${e.message}`
  // The members of an intersection describe one object: name the intersection.
  let last = e.context.length - 1
  while (last > 0 && e.context[last - 1]!.type instanceof t.IntersectionType) last--
  const expected = e.context[last]?.type.name ?? 'unknown'
  return `${path || '(root)'}: expected ${expected}, got ${show(e.value)}`
}

/**
 * Where `u` nests deeper than `max` arrays and objects, or refers to itself,
 * or undefined. An explicit stack, so that no depth overflows the call
 * stack; a value shared by several parents is walked again only from a
 * deeper place, so a shared structure costs at most `max` walks of each node.
 */
const tooDeep = (u: unknown, max: number): string | undefined => {
  const stack: { v: unknown; depth: number; path: string; exit: boolean }[] = [{ v: u, depth: 0, path: '', exit: false }]
  const walkedAt = new Map<object, number>()
  const onPath = new Set<object>()
  while (stack.length > 0) {
    const { v, depth, path, exit } = stack.pop()!
    if (typeof v !== 'object' || v === null) continue
    if (exit) {
      onPath.delete(v)
      continue
    }
    if (onPath.has(v)) return `${path}: refers to itself`
    if ((walkedAt.get(v) ?? -1) >= depth) continue
    if (depth >= max) return `${path || '(root)'}: nested deeper than ${max} levels`
    walkedAt.set(v, depth)
    onPath.add(v)
    stack.push({ v, depth, path, exit: true })
    for (const k of Object.keys(v)) {
      stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1, path: path ? `${path}.${cap(k, 40)}` : cap(k, 40), exit: false })
    }
  }
  return undefined
}

// Each action type's own codec: decoding goes straight to it, and its errors are the only ones reported.
const codecs = new Map<string, t.Mixed>()
const collect = (codec: t.Mixed): void => {
  if (codec instanceof t.UnionType) for (const member of codec.types as t.Mixed[]) collect(member)
  else if (codec instanceof t.InterfaceType) codecs.set((codec.props.type as t.LiteralC<string>).value, codec)
}
collect(Action)
const knownTypes: ReadonlySet<string> = new Set(codecs.keys())

/** Each action type's codec. */
export const actionCodecs: ReadonlyMap<string, t.Mixed> = codecs

/** Whether `u` is an action exactly as its codec describes it (a type guard; cheaper than decoding). */
export const isAction = (u: unknown): u is Action => {
  const type = typeof u === 'object' && u !== null ? (u as { type?: unknown }).type : undefined
  const codec = typeof type === 'string' ? codecs.get(type) : undefined
  return codec !== undefined && codec.is(u)
}

/** Every action type, for `did you mean` and for generators. */
export const actionTypes: readonly string[] = [...knownTypes]

const TOP_LEVEL = ['type', 'payload']

const left = (messages: readonly string[]): E.Either<ActionError, never> => {
  const capped = messages.slice(0, MAX_MESSAGES).map(m => cap(m, MAX_MESSAGE_LENGTH))
  if (messages.length > MAX_MESSAGES) capped.push(`…and ${messages.length - MAX_MESSAGES} more`)
  return E.left({ _tag: 'ActionError', messages: capped })
}

/** A batch member: any action but a batch. */
const decodeMember = (u: unknown): E.Either<ActionError, Action> => {
  const type = typeof u === 'object' && u !== null ? (u as { type?: unknown }).type : undefined
  return type === 'history/transact' ? E.left({ _tag: 'ActionError', messages: ['a batch does not hold another batch'] }) : decodeAction(u)
}

/**
 * Decode an unknown value into an action. A value whose `type` is known
 * reports only the errors of that action's payload; an unknown `type` says so
 * (with the type meant, for a near miss). Never throws: nesting deeper than
 * `MAX_ACTION_DEPTH` is refused before decoding, and messages are capped.
 */
export const decodeAction = (u: unknown): E.Either<ActionError, Action> => {
  const type = typeof u === 'object' && u !== null && !Array.isArray(u) ? (u as { type?: unknown }).type : undefined
  if (typeof type !== 'string') return left(['an action is an object with a string "type"'])
  if (!knownTypes.has(type)) return left([`unknown action type ${show(type)}${didYouMean(type, knownTypes)}`])
  const extra = Object.keys(u as object).filter(k => !TOP_LEVEL.includes(k))
  if (extra.length > 0) return left(extra.map(k => `${cap(k, 40)}: unknown key${didYouMean(k, TOP_LEVEL)} (an action has "type" and "payload")`))
  const deep = tooDeep(u, MAX_ACTION_DEPTH)
  if (deep !== undefined) return left([deep])
  if (type === 'history/transact') {
    // Name the bad member by its index, with that member's own messages.
    const list = (u as { payload?: { actions?: unknown } }).payload?.actions
    if (Array.isArray(list)) {
      const messages: string[] = []
      list.forEach((m, i) => {
        const d = decodeMember(m)
        if (E.isLeft(d)) messages.push(...d.left.messages.map(x => `payload.actions.${i}: ${x}`))
      })
      if (messages.length > 0) return left(messages)
    }
  }
  const decoded = codecs.get(type)!.decode(u) as t.Validation<Action>
  return E.isRight(decoded) ? decoded : left([...new Set(decoded.left.map(describe))])
}

export * from './cursor.js'
export * from './select.js'
export * from './editor.js'
export * from './edit.js'
export * from './history.js'
export * from './clipboard.js'
export * from './lines.js'
export * from './fold.js'
export * from './marker.js'
export * from './find.js'
export * from './collab.js'
