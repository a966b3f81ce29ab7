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

/** Every action the reducer understands: plain, serializable `{type, payload}` objects. */
export const Action = t.union([CursorAction, SelectAction, EditorAction, EditAction, HistoryAction, ClipboardAction, LinesAction, FoldAction])
export type Action = t.TypeOf<typeof Action>

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
