/**
 * The small helpers every action module uses: a codec builder, shared field
 * codecs, and the creator type.
 *
 * Codecs say exactly what a reducer can take: rows, columns and counts are
 * integers (±Infinity where Atom clips), numeric settings have ranges, a
 * payload has only the keys its action names, and a regex source compiles.
 */
import * as t from 'io-ts'
import { didYouMean } from './suggest.js'
import { regexProblem } from './regex.js'
import { Clipped, Int } from '../values/numbers.js'

export { NumberCodec, Int, Clipped, IntIn, NumberIn, Finite, Interval, Level } from '../values/numbers.js'

// ─── shared field codecs ────────────────────────────────────────────────────

/**
 * An object with exactly the keys of `required` (present) and `optional`
 * (may be absent): any other key is an error that names it and, for a near
 * miss, the key meant. With no required key, `undefined` decodes as `{}`.
 */
export const strict = <R extends t.Props, O extends t.Props>(name: string, required: R, optional: O): StrictType<R, O> =>
  new StrictType(name, required, optional)

/** The codec `strict` builds; it keeps its props, for generators. */
export class StrictType<R extends t.Props, O extends t.Props> extends t.Type<t.TypeOfProps<R> & t.TypeOfPartialProps<O>, unknown, unknown> {
  constructor(
    name: string,
    readonly required: R,
    readonly optional: O,
  ) {
    const known = [...Object.keys(required), ...Object.keys(optional)]
    const knownSet = new Set(known)
    const inner = t.intersection([t.type(required), t.partial(optional)], name)
    const omittable = known.length === Object.keys(optional).length
    const requiredList = Object.entries(required) as [string, t.Mixed][]
    const optionalList = Object.entries(optional) as [string, t.Mixed][]
    super(
      name,
      // A hand-written check (no intersection, no closures per key): the editor runs it on every action it dispatches.
      (u): u is t.TypeOfProps<R> & t.TypeOfPartialProps<O> => {
        if (typeof u !== 'object' || u === null || Array.isArray(u)) return false
        const o = u as Record<string, unknown>
        for (const [k, c] of requiredList) if (!c.is(o[k])) return false
        for (const [k, c] of optionalList) {
          const v = o[k]
          if (v !== undefined && !c.is(v)) return false
        }
        for (const k in o) if (!knownSet.has(k) || !Object.hasOwn(o, k)) return false
        return true
      },
      (u, c) => {
        if (u === undefined && omittable) return t.success({} as t.TypeOfProps<R> & t.TypeOfPartialProps<O>)
        if (typeof u !== 'object' || u === null || Array.isArray(u)) return t.failure(u, c)
        const errors: t.ValidationError[] = []
        for (const k of Object.keys(u)) {
          if (knownSet.has(k)) continue
          errors.push({ value: (u as Record<string, unknown>)[k], context: [...c, { key: k, type: t.never, actual: u }], message: `unknown key${didYouMean(k, known)}` })
        }
        const decoded = inner.validate(u, c)
        if (decoded._tag === 'Left') errors.push(...decoded.left)
        return errors.length > 0 ? t.failures(errors) : decoded
      },
      t.identity,
    )
  }
}

/** A position in an action: `{row, column}`, integers or ±Infinity (clipped to the buffer). */
export const PosCodec = strict('Position', { row: Clipped, column: Clipped }, {})

/** A range in an action: `{start, end}`, endpoints in either order. */
export const SpanCodec = strict('Range', { start: PosCodec, end: PosCodec }, {})

/** The id of the selection (and its cursor) an action acts on; absent = every selection. */
export const Target = Int

/** `'closest' | 'backward' | 'forward'`. */
export const ClipDirectionCodec = t.keyof({ closest: null, backward: null, forward: null }, 'ClipDirection')

/** The source of a regex that compiles with the `g` flag and cannot backtrack super-linearly (see `./regex`). */
export const RegexSource = new t.Type<string, string, unknown>(
  'RegExp source',
  (u): u is string => typeof u === 'string' && regexProblem(u) === undefined,
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c)
    const problem = regexProblem(u)
    return problem === undefined ? t.success(u) : t.failure(u, c, problem)
  },
  t.identity,
)

// ─── builders ───────────────────────────────────────────────────────────────

/**
 * A codec for `{type, payload}` where `payload` has `required` and `optional`
 * fields, plus an optional `target` selection id, and no other key. A payload
 * with no required field may be omitted.
 */
export const action = <T extends string, R extends t.Props, O extends t.Props>(type: T, required: R, optional: O) =>
  t.type(
    {
      type: t.literal(type),
      payload: strict(`${type} payload`, required, { ...optional, target: Target }),
    },
    type,
  )

/** An action with only optional fields (and `target`). */
export const optionsAction = <T extends string, O extends t.Props>(type: T, optional: O) => action(type, {}, optional)

/**
 * An action creator named after Atom's method: builds `{type, payload}`. Like
 * Redux Toolkit's creators it carries its `type` and a `match` type guard.
 */
export type Creator<A extends { type: string; payload: object }> = ({} extends A['payload']
  ? (payload?: A['payload']) => A
  : (payload: A['payload']) => A) & {
  readonly type: A['type']
  match(action: unknown): action is A
}

/** Make a creator for action type `type`. */
export const creator = <A extends { type: string; payload: object }>(type: A['type']): Creator<A> =>
  Object.assign((payload: A['payload'] = {} as A['payload']) => ({ type, payload }) as A, {
    type,
    match: (action: unknown): action is A => typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type,
  }) as Creator<A>
