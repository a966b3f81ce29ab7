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
import { creator, type Creator } from './action.js'
import { transactCodec } from './transact.js'

/** Every action but the batch: what a batch holds. */
export const SingleAction = t.union([CursorAction, SelectAction, EditorAction, EditAction, HistoryAction, ClipboardAction, LinesAction, FoldAction, MarkerAction])
export type SingleAction = t.TypeOf<typeof SingleAction>

/** A list of actions applied as one step (one undo entry, one state, one event batch). */
export const Transact = transactCodec(SingleAction)
export type Transact = t.TypeOf<typeof Transact>

/** Every action the reducer understands: plain, serializable `{type, payload}` objects. */
export const Action = t.union([SingleAction, Transact])
export type Action = t.TypeOf<typeof Action>

/** `history/transact`: `actions` applied as one step; a bad member rejects the whole batch. */
export const transact: Creator<Transact> = creator<Transact>('history/transact')

/** Why a value is not an action: readable lines, one per problem. */
export interface ActionError {
  readonly _tag: 'ActionError'
  readonly messages: readonly string[]
}

const describe = (e: t.ValidationError): string => {
  // Numeric keys are union and intersection members, except under an array, where they are indexes.
  const isArray = (type: t.Decoder<unknown, unknown> | undefined) => type instanceof t.ArrayType || type instanceof t.ReadonlyArrayType
  const path = e.context
    .filter((c, i) => c.key !== '' && (!/^\d+$/.test(c.key) || isArray(e.context[i - 1]?.type)))
    .map(c => c.key)
    .join('.')
  // The members of an intersection describe one object: name the intersection.
  let last = e.context.length - 1
  while (last > 0 && e.context[last - 1]!.type instanceof t.IntersectionType) last--
  const expected = e.context[last]?.type.name ?? 'unknown'
  const shown = (() => {
    try {
      return JSON.stringify(e.value) ?? String(e.value)
    } catch {
      return String(e.value)
    }
  })()
  return e.message ?? `${path || '(root)'}: expected ${expected}, got ${shown}`
}

const knownTypes = new Set<string>()
const collect = (codec: t.Mixed): void => {
  if (codec instanceof t.UnionType) for (const member of codec.types as t.Mixed[]) collect(member)
  else if (codec instanceof t.InterfaceType) knownTypes.add((codec.props.type as t.LiteralC<string>).value)
}
collect(Action)

/** A batch member: any action but a batch. */
const decodeMember = (u: unknown): E.Either<ActionError, Action> => {
  const type = typeof u === 'object' && u !== null ? (u as { type?: unknown }).type : undefined
  return type === 'history/transact' ? E.left({ _tag: 'ActionError', messages: ['a batch does not hold another batch'] }) : decodeAction(u)
}

/**
 * Decode an unknown value into an action. A value whose `type` is known
 * reports only the errors of that action's payload; an unknown `type` says so.
 */
export const decodeAction = (u: unknown): E.Either<ActionError, Action> => {
  const type = typeof u === 'object' && u !== null ? (u as { type?: unknown }).type : undefined
  if (typeof type !== 'string' || !knownTypes.has(type)) {
    return E.left({
      _tag: 'ActionError',
      messages: [typeof type === 'string' ? `unknown action type "${type}"` : 'an action is an object with a string "type"'],
    })
  }
  if (type === 'history/transact') {
    // Name the bad member by its index, with that member's own messages.
    const list = (u as { payload?: { actions?: unknown } }).payload?.actions
    if (Array.isArray(list)) {
      const messages: string[] = []
      list.forEach((m, i) => {
        const d = decodeMember(m)
        if (E.isLeft(d)) messages.push(...d.left.messages.map(x => `payload.actions.${i}: ${x}`))
      })
      if (messages.length > 0) return E.left({ _tag: 'ActionError', messages })
    }
  }
  return E.mapLeft((errors: t.Errors): ActionError => {
    // The union reports every member's failure; keep those of the member with this type.
    const mine = errors.filter(e => e.context.some(c => c.type.name === type))
    return { _tag: 'ActionError' as const, messages: [...new Set((mine.length ? mine : errors).map(describe))] }
  })(Action.decode(u))
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
