/**
 * The binding between an editor state and a `Y.Text`, for any host that
 * holds the state and dispatches actions (the `TextEditor` facade, a Redux
 * store, a hand-written loop).
 *
 * - Local: the host calls `sync(state)` with each new state; the text
 *   changes since the last synced state go into the `Y.Text` in one Yjs
 *   transaction whose origin is the binding.
 * - Remote: every other transaction on the `Y.Text` becomes one
 *   `collab/applyRemoteChanges` action, dispatched to the host.
 * - Undo: a `Y.UndoManager` that tracks only the binding's origin, so undo
 *   takes back this user's changes only, wherever other users' changes put
 *   them; each undo step keeps the selections from before it as relative
 *   positions and restores them.
 * - Awareness (optional): the local selections are published (throttled)
 *   as relative positions; the other users' are resolved into the state's
 *   `remoteSelections` (`collab/setRemoteSelections`).
 */
import * as Y from 'yjs'
import type { Awareness } from 'y-protocols/awareness'
import type { Action } from '../actions/index.js'
import { applyRemoteChanges, setRemoteSelections } from '../actions/collab.js'
import { setSelectedBufferRanges } from '../actions/editor.js'
import { TextBuffer } from '../buffer/text-buffer.js'
import type { EditorState } from '../state/editor-state.js'
import type { RemoteSelection } from '../state/remote.js'
import { plainDelta, pushChanges, textDelta } from './offsets.js'
import { fromRelative, isRelativeList, toRelative, type RelativeSelection } from './positions.js'

/** What the binding needs of its host: the current state, and a way to apply an action to it. */
export interface YjsHost {
  getState(): EditorState
  dispatch(action: Action): unknown
}

/** The name and colour other users see with this user's selections. */
export interface YjsUser {
  readonly name: string
  readonly color: string
}

export interface YjsBindingOptions {
  /** Awareness to publish this user's selections in and read the others' from. */
  readonly awareness?: Awareness | null
  /** This user's name and colour in awareness (`user` field, as other Yjs editors use it). */
  readonly user?: YjsUser
  /** Publish the local selections at most once per this many milliseconds (0: at every change). Default 50. */
  readonly publishInterval?: number
  /** At most this many selections (the newest) are published and kept with undo steps. Default 64. */
  readonly maxTrackedSelections?: number
  /** The undo manager to use; false for none (undo stays with the host). Default: one tracking this binding. */
  readonly undoManager?: Y.UndoManager | false
  /** Changes within this many milliseconds form one undo step (Yjs `captureTimeout`). Default 0: one per action. */
  readonly captureTimeout?: number
}

const SELECTIONS = 'caretaker-selections'

/** A binding; `destroy()` ends it. */
export class YjsBinding {
  /** The undo manager that takes back this user's changes only (null with `undoManager: false`). */
  readonly undoManager: Y.UndoManager | null
  private synced: EditorState
  private applying = false
  private destroyed = false
  private beforeStep: RelativeSelection[] | null = null
  private published: EditorState['selections'] | null = null
  private lastPublish = 0
  private timer: ReturnType<typeof setTimeout> | null = null
  private unresolved = false
  private readonly maxTracked: number
  private readonly publishInterval: number
  private readonly observer: (event: Y.YTextEvent, tr: Y.Transaction) => void
  private readonly awarenessListener: () => void

  constructor(
    readonly ytext: Y.Text,
    private readonly host: YjsHost,
    private readonly options: YjsBindingOptions = {},
  ) {
    if (ytext.doc === null) throw new TypeError('bind a Y.Text that belongs to a Y.Doc')
    this.maxTracked = options.maxTrackedSelections ?? 64
    this.publishInterval = options.publishInterval ?? 50
    this.synced = this.reconcile()
    this.observer = (event, tr) => {
      if (tr.origin === this || this.destroyed) return
      this.applying = true
      try {
        this.host.dispatch(applyRemoteChanges({ delta: plainDelta(event.delta as { insert?: unknown; retain?: number; delete?: number }[]) }))
      } finally {
        this.applying = false
      }
      this.mark(this.host.getState())
      if (this.unresolved) this.readAwareness()
    }
    ytext.observe(this.observer)
    const um = options.undoManager === undefined
      ? new Y.UndoManager(ytext, { trackedOrigins: new Set([this]), captureTimeout: options.captureTimeout ?? 0 })
      : options.undoManager || null
    this.undoManager = um
    if (um) {
      um.on('stack-item-added', ({ stackItem }) => {
        if (this.beforeStep !== null) stackItem.meta.set(SELECTIONS, this.beforeStep)
      })
      um.on('stack-item-popped', ({ stackItem }) => this.restore(stackItem.meta.get(SELECTIONS)))
    }
    this.awarenessListener = () => this.readAwareness()
    const awareness = options.awareness
    if (awareness) {
      if (options.user) awareness.setLocalStateField('user', { name: options.user.name, color: options.user.color })
      awareness.on('change', this.awarenessListener)
      this.publish()
      this.readAwareness()
    }
  }

  /** Make the state and the `Y.Text` agree at the start: a non-empty `Y.Text` wins; an empty one takes the state's text. */
  private reconcile(): EditorState {
    const state = this.host.getState()
    const shared = this.ytext.toString()
    const local = state.buffer.getText()
    if (shared === local) return this.mark(state)
    if (this.ytext.length === 0) {
      this.ytext.doc!.transact(() => this.ytext.insert(0, local), this)
      return this.mark(state)
    }
    this.applying = true
    try {
      this.host.dispatch(applyRemoteChanges({ delta: textDelta(local, shared) }))
    } finally {
      this.applying = false
    }
    return this.mark(this.host.getState())
  }

  private mark(state: EditorState): EditorState {
    TextBuffer.trackLineage(state.buffer)
    this.synced = state
    return state
  }

  /** Follow the host to `state`: its text changes since the last state go into the `Y.Text`, in one transaction. */
  sync(state: EditorState): void {
    if (this.destroyed || state === this.synced) return
    if (this.applying) {
      this.mark(state)
      return
    }
    const from = this.synced
    if (state.buffer !== from.buffer) {
      this.beforeStep = this.undoManager ? toRelative(this.ytext, from.buffer, from.selections, this.maxTracked) : null
      this.ytext.doc!.transact(() => pushChanges(this.ytext, from.buffer, state.buffer), this)
      this.beforeStep = null
      // The lineage gives exact changes; should a host have skipped a state (a jump), compare what is left.
      if (this.ytext.length !== state.buffer.getLength()) {
        this.ytext.doc!.transact(() => this.ytext.applyDelta(textDelta(this.ytext.toString(), state.buffer.getText())), this)
      }
    }
    this.mark(state)
    if (state.selections !== this.published) this.schedulePublish()
  }

  /** Undo this user's last change (others' changes stay), restoring the selections from before it. */
  undo(): void {
    this.step(um => um.undo())
  }

  /** Redo this user's last undone change. */
  redo(): void {
    this.step(um => um.redo())
  }

  private step(run: (um: Y.UndoManager) => unknown): void {
    const um = this.undoManager
    if (!um || this.destroyed) return
    const state = this.host.getState()
    this.sync(state)
    this.beforeStep = toRelative(this.ytext, state.buffer, state.selections, this.maxTracked)
    try {
      run(um)
    } finally {
      this.beforeStep = null
    }
  }

  private restore(meta: unknown): void {
    if (!isRelativeList(meta) || meta.length === 0) return
    const state = this.host.getState()
    const ranges = fromRelative(this.ytext, state.buffer, meta)
    if (ranges.length === 0) return
    this.host.dispatch(setSelectedBufferRanges({ ranges: ranges.map(r => ({ start: r.start, end: r.end })), reversed: ranges[ranges.length - 1]!.reversed }))
  }

  private schedulePublish(): void {
    const awareness = this.options.awareness
    if (!awareness || this.timer !== null) return
    const wait = this.lastPublish + this.publishInterval - Date.now()
    if (wait <= 0) this.publish()
    else this.timer = setTimeout(() => {
      this.timer = null
      this.publish()
    }, wait)
  }

  /** Publish the local selections now. */
  publish(): void {
    const awareness = this.options.awareness
    if (!awareness || this.destroyed) return
    const state = this.synced
    this.published = state.selections
    this.lastPublish = Date.now()
    awareness.setLocalStateField('selections', toRelative(this.ytext, state.buffer, state.selections, this.maxTracked))
  }

  /** The other users' selections from awareness, into the state. */
  private readAwareness(): void {
    const awareness = this.options.awareness
    if (!awareness || this.destroyed) return
    const state = this.host.getState()
    const own = awareness.clientID
    const list: RemoteSelection[] = []
    let unresolved = false
    awareness.getStates().forEach((s: Record<string, unknown>, clientId: number) => {
      if (clientId === own || !isRelativeList(s.selections)) return
      const user = (typeof s.user === 'object' && s.user !== null ? s.user : {}) as { name?: unknown; color?: unknown }
      const ranges = fromRelative(this.ytext, state.buffer, s.selections)
      if (ranges.length < s.selections.length) unresolved = true
      list.push({
        clientId,
        name: typeof user.name === 'string' ? user.name.slice(0, 200) : `user ${clientId}`,
        color: typeof user.color === 'string' ? user.color.slice(0, 200) : '',
        ranges: ranges.slice(0, this.maxTracked),
      })
    })
    this.unresolved = unresolved
    this.host.dispatch(setRemoteSelections({ selections: list }))
  }

  /** Stop following: no more changes either way; awareness forgets this user's selections. */
  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.ytext.unobserve(this.observer)
    if (this.timer !== null) clearTimeout(this.timer)
    const awareness = this.options.awareness
    if (awareness) {
      awareness.off('change', this.awarenessListener)
      awareness.setLocalStateField('selections', null)
    }
    if (this.undoManager && this.options.undoManager === undefined) this.undoManager.destroy()
  }
}

/**
 * Bind a `Y.Text` to a host that holds an editor state: call the returned
 * binding's `sync(state)` with every new state (a Redux store's
 * `subscribe`), and route undo and redo to `binding.undo()` / `redo()`.
 */
export const bindState = (ytext: Y.Text, host: YjsHost, options: YjsBindingOptions = {}): YjsBinding => new YjsBinding(ytext, host, options)
