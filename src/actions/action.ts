/**
 * The small helpers every action module uses: a codec builder, shared field
 * codecs, and the creator type.
 */
import * as t from 'io-ts'

// ─── shared field codecs ────────────────────────────────────────────────────

/** A position in an action: `{row, column}` (Infinity allowed, clipped later). */
export const PosCodec = t.readonly(t.type({ row: t.number, column: t.number }), 'Position')

/** A range in an action: `{start, end}`, endpoints in either order. */
export const SpanCodec = t.readonly(t.type({ start: PosCodec, end: PosCodec }), 'Range')

/** The id of the selection (and its cursor) an action acts on; absent = every selection. */
export const Target = t.number

/** `'closest' | 'backward' | 'forward'`. */
export const ClipDirectionCodec = t.keyof({ closest: null, backward: null, forward: null }, 'ClipDirection')

// ─── builders ───────────────────────────────────────────────────────────────

/**
 * A codec for `{type, payload}` where `payload` has `required` and `optional`
 * fields, plus an optional `target` selection id.
 */
export const action = <T extends string, R extends t.Props, O extends t.Props>(type: T, required: R, optional: O) =>
  t.type(
    {
      type: t.literal(type),
      payload: t.intersection([t.type(required), t.partial({ ...optional, target: Target })], `${type} payload`),
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
