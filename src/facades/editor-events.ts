/**
 * The editor's events after a commit, in Atom's order (`events/diff.ts`),
 * built for the listeners there are: the whole diff when a listener is on
 * the editor's cursor or selection events, the diff of the watched ids only
 * when listeners are on some cursors or selections, and no diff at all when
 * nobody listens (then handles of selections that are gone are pruned).
 */
import type { Emitter } from 'event-kit'
import type { EditorState } from '../state/editor-state.js'
import type { RemoteSelection } from '../state/remote.js'
import { diffEvents, diffEventsFor, type DiffEvent } from '../events/diff.js'
import { Point, toPoint } from '../values/point.js'
import { Range, toRange } from '../values/range.js'
import type { Cursor, CursorPositionChangedEvent } from './cursor.js'
import { listenerCount } from './emitter-counts.js'
import type { Handles } from './handles.js'
import type { Selection, SelectionChangedEvent } from './selection.js'
import { textChangesBetween, type TextChange } from './text-changes.js'

/** The editor's events and their payloads. */
export interface EditorEvents {
  'did-add-cursor': Cursor
  'did-remove-cursor': Cursor
  'did-add-selection': Selection
  'did-remove-selection': Selection
  'did-change-cursor-position': CursorPositionChangedEvent
  'did-change-selection-range': SelectionChangedEvent
  'did-change': TextChange[]
  'will-insert-text': { text: string; cancel: () => void }
  'did-insert-text': { text: string; range: Range }
  'did-change-soft-wrapped': boolean
  'did-change-state': { state: EditorState; previous: EditorState }
  'did-change-remote-selections': readonly RemoteSelection[]
}

/** The editor's emitter. */
export type EditorEmitter = Emitter<{ 'did-destroy': void }, EditorEvents>

/** The editor events that need every selection compared. */
const SELECTION_EVENTS = [
  'did-add-cursor', 'did-remove-cursor', 'did-add-selection', 'did-remove-selection',
  'did-change-cursor-position', 'did-change-selection-range',
] as const

/** True when a listener is on one of the editor's cursor or selection events. */
const listensToSelections = (emitter: EditorEmitter): boolean => {
  for (const name of SELECTION_EVENTS) if (listenerCount(emitter, name) > 0) return true
  return false
}

/** Emit the events between `prev` and `next` (not the markers'). */
export const emitStateEvents = (emitter: EditorEmitter, handles: Handles, prev: EditorState, next: EditorState): void => {
  // Atom emits it as the setting changes, before the display reset moves cursors.
  if (prev.config.softWrapped !== next.config.softWrapped) emitter.emit('did-change-soft-wrapped', next.config.softWrapped)
  const all = listensToSelections(emitter)
  const heard: Heard = {
    cursor: listenerCount(emitter, 'did-change-cursor-position') > 0,
    range: listenerCount(emitter, 'did-change-selection-range') > 0,
  }
  let events: readonly DiffEvent[]
  // Range events are left out of the diff when neither the editor nor a watched selection would receive one.
  if (all) events = diffEvents(prev, next, heard.range || handles.watched.size > 0)
  else {
    const ids = handles.watched.size > 0 ? handles.listenedIds() : []
    events = ids.length > 0 ? diffEventsFor(prev, next, ids) : prev.buffer !== next.buffer ? [{ type: 'text-changed' }] : []
  }
  for (const e of events) emitOne(emitter, handles, prev, next, e, heard)
  if (!all) handles.prune(next)
}

/** Whether the editor has listeners of its cursor-position and selection-range events. */
interface Heard {
  readonly cursor: boolean
  readonly range: boolean
}

const emitOne = (emitter: EditorEmitter, handles: Handles, prev: EditorState, next: EditorState, e: DiffEvent, heard: Heard): void => {
  switch (e.type) {
    case 'text-changed':
      if (listenerCount(emitter, 'did-change') > 0) emitter.emit('did-change', textChangesOf(prev, next))
      return
    case 'cursor-moved': {
      // Nobody would receive it: no payload built, no handle made.
      if (!heard.cursor && !handles.cursors.get(e.id)?.hasListeners()) return
      const cursor = handles.cursor(e.id)
      const event: CursorPositionChangedEvent = {
        oldBufferPosition: toPoint(e.oldBufferPosition),
        oldScreenPosition: toPoint(e.oldScreenPosition),
        newBufferPosition: toPoint(e.newBufferPosition),
        newScreenPosition: toPoint(e.newScreenPosition),
        textChanged: e.textChanged,
        cursor,
      }
      if (cursor.hasListeners()) cursor.emitter.emit('did-change-position', event)
      emitter.emit('did-change-cursor-position', event)
      return
    }
    case 'selection-changed': {
      if (!heard.range && !handles.selections.get(e.id)?.hasListeners()) return
      const selection = handles.selection(e.id)
      const event: SelectionChangedEvent = {
        oldBufferRange: toRange(e.oldBufferRange),
        oldScreenRange: toRange(e.oldScreenRange),
        newBufferRange: toRange(e.newBufferRange),
        newScreenRange: toRange(e.newScreenRange),
        selection,
      }
      if (selection.hasListeners()) selection.emitter.emit('did-change-range', event)
      emitter.emit('did-change-selection-range', event)
      return
    }
    case 'selection-added':
      emitter.emit('did-add-cursor', handles.cursor(e.id))
      emitter.emit('did-add-selection', handles.selection(e.id))
      return
    case 'selection-removed': {
      const cursor = handles.cursors.get(e.id)
      const selection = handles.selections.get(e.id)
      if (cursor) cursor.destroyed = true
      if (selection) selection.destroyed = true
      if (cursor) emitter.emit('did-remove-cursor', cursor)
      if (selection) emitter.emit('did-remove-selection', selection)
      if (cursor?.hasListeners()) cursor.emitter.emit('did-destroy')
      if (selection?.hasListeners()) selection.emitter.emit('did-destroy')
      cursor?.release()
      selection?.release()
      handles.drop(e.id)
      return
    }
  }
}

/** Below this many cursors the typed ranges are built at once; from it on, on first use. */
export const LAZY_MIN = 64

/**
 * The ranges typing `text` at every empty cursor of `before` inserted (as
 * `insertText` returns them and `did-insert-text` reports them), in buffer
 * order: each ends at its cursor in `after` when `after` keeps the same
 * selections in the same order, and `otherwise()` gives them when it does
 * not. At many cursors the array, check included, is built when first read
 * (most callers of a keystroke never read it).
 */
export const typedRanges = (before: EditorState, after: EditorState, text: string, otherwise: () => Range[]): Range[] => {
  const build = (): Range[] => {
    const old = before.selections
    const now = after.selections
    if (old.length !== now.length) return otherwise()
    for (let i = 0; i < now.length; i++) if (now[i]!.id !== old[i]!.id) return otherwise()
    const out = new Array<Range>(now.length)
    for (let i = 0; i < now.length; i++) {
      const { row, column } = now[i]!.end
      out[i] = new Range(new Point(row, column - text.length), new Point(row, column))
    }
    return out
  }
  return after.selections.length < LAZY_MIN ? build() : lazyArray(build)
}

/**
 * The `did-change` payload from `prev` to `next`. When `next`'s text is one
 * edit of `prev`'s (the parent it links to weakly is `prev.buffer`, which
 * this closure keeps), the list is built on first read, so a listener that
 * does not read the changes does not pay for them; across several steps
 * (a transaction, whose middle buffers only the lineage holds) at once.
 */
const textChangesOf = (prev: EditorState, next: EditorState): TextChange[] => {
  const from = prev.buffer
  const to = next.buffer
  return to.origin?.parent.deref() === from ? lazyArray(() => textChangesBetween(from, to)) : textChangesBetween(from, to)
}

/**
 * An array made by `build` on first use: a proxy over it that builds it at
 * the first read, write or key listing, then forwards everything to it.
 */
export const lazyArray = <T>(build: () => T[]): T[] => {
  let real: T[] | undefined
  const target = (): T[] => (real ??= build())
  return new Proxy<T[]>([], {
    get: (_, key) => Reflect.get(target(), key),
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(target(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(target(), key, descriptor),
    getPrototypeOf: () => Array.prototype,
  })
}
