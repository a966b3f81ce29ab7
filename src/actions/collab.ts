/**
 * Collaboration actions (`collab/…`): what a shared document (see
 * `caretaker/yjs`) feeds the editor. Both are plain data, decoded like every
 * action.
 *
 * `collab/applyRemoteChanges` carries another user's text change as a Yjs
 * text delta: a list of `{retain: n}`, `{delete: n}` and `{insert: text}`
 * operations over the UTF-16 offsets of the current text, in order. It moves
 * every selection, fold, marker and remote selection as a change moves
 * markers, and it is not an undoable change of this user's.
 *
 * `collab/setRemoteSelections` replaces the other users' selections the
 * state shows (`EditorState.remoteSelections`).
 */
import * as t from 'io-ts'
import { creator, IntIn, PosCodec, strict } from './action.js'
import { StringUpTo } from '../values/numbers.js'

/** The longest text delta (operations) one remote change may carry. */
export const MAX_DELTA_OPS = 1_000_000
/** The most remote users, and ranges per user, a `setRemoteSelections` may carry. */
export const MAX_REMOTE = 10_000
/** The longest user name or colour. */
export const MAX_LABEL = 200

const Count = IntIn(1, Number.MAX_SAFE_INTEGER)

/** One operation of a text delta: skip `retain` characters, delete `delete`, or insert `insert`. */
export const DeltaOp = t.union([
  strict('Retain', { retain: Count }, {}),
  strict('Delete', { delete: Count }, {}),
  strict('Insert', { insert: t.string }, {}),
], 'DeltaOp')
export type DeltaOp = t.TypeOf<typeof DeltaOp>

/** An array of at most `max` members, each decoded by `item` (it keeps `item`, for generators). */
export class BoundedArray<C extends t.Mixed> extends t.Type<readonly t.TypeOf<C>[], readonly t.OutputOf<C>[], unknown> {
  constructor(name: string, readonly item: C, readonly max: number) {
    const array = t.array(item)
    super(
      name,
      (u): u is readonly t.TypeOf<C>[] => array.is(u) && u.length <= max,
      (u, c) => (Array.isArray(u) && u.length > max ? t.failure(u, c, `more than ${max} items`) : array.validate(u, c)),
      a => a.map(x => item.encode(x) as t.OutputOf<C>),
    )
  }
}

const bounded = <C extends t.Mixed>(codec: C, max: number, name: string) => new BoundedArray(name, codec, max)

const Label = StringUpTo(MAX_LABEL)

/** A range of a remote selection (endpoints in either order; clipped to the buffer). */
export const RemoteRangeCodec = strict('RemoteRange', { start: PosCodec, end: PosCodec, reversed: t.boolean }, {})

/** A remote user's selections. */
export const RemoteSelectionCodec = strict('RemoteSelection', {
  clientId: IntIn(0, Number.MAX_SAFE_INTEGER),
  name: Label,
  color: Label,
  ranges: bounded(RemoteRangeCodec, MAX_REMOTE, 'RemoteRanges'),
}, {})

// No `target`: these act on the document, not on one selection.
const collabAction = <T extends string, R extends t.Props>(type: T, required: R) =>
  t.type({ type: t.literal(type), payload: strict(`${type} payload`, required, {}) }, type)

/** Another user's text change, as a Yjs delta over the current text. */
export const ApplyRemoteChanges = collabAction('collab/applyRemoteChanges', { delta: bounded(DeltaOp, MAX_DELTA_OPS, 'Delta') })
/** The other users' selections, replacing those the state holds. */
export const SetRemoteSelections = collabAction('collab/setRemoteSelections', { selections: bounded(RemoteSelectionCodec, MAX_REMOTE, 'RemoteSelections') })

/** Every collaboration action. */
export const CollabAction = t.union([ApplyRemoteChanges, SetRemoteSelections])
export type CollabAction = t.TypeOf<typeof CollabAction>
type Of<T extends CollabAction['type']> = Extract<CollabAction, { type: T }>

/** `collab/applyRemoteChanges`. */
export const applyRemoteChanges = creator<Of<'collab/applyRemoteChanges'>>('collab/applyRemoteChanges')
/** `collab/setRemoteSelections`. */
export const setRemoteSelections = creator<Of<'collab/setRemoteSelections'>>('collab/setRemoteSelections')
