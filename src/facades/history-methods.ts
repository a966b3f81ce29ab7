/**
 * The history half of Atom's `TextEditor`: undo and redo (or a shared
 * document's per-user undo, `setHistoryHandler`), checkpoints and grouping.
 * Each method dispatches one history action; they are installed on
 * `TextEditor.prototype` like the display methods.
 */
import * as A from '../actions/index.js'
import { checkpointDepth } from '../state/history.js'
import { reduce } from '../reducers/index.js'
import { checkpointOwner, followDocument, withSelectionsRestored } from '../reducers/document.js'
import type { TextEditor } from './text-editor.js'

/** Where `undo` and `redo` go instead of the state's own history (a shared document's per-user undo). */
export interface HistoryHandler {
  undo(): void
  redo(): void
}

/** The members, for the TextEditor's type. */
export interface HistoryMethods {
  /** Undo the last change, restoring the selections from before it. */
  undo(options?: { bypassReadOnly?: boolean }): void
  /** Redo the last undone change, restoring the selections from after it. */
  redo(options?: { bypassReadOnly?: boolean }): void
  /** Send `undo` and `redo` to `handler` (null: back to the state's history); `caretaker/yjs` bindings set it. */
  setHistoryHandler(handler: HistoryHandler | null): void
  /** Mark the history; returns the checkpoint id. */
  createCheckpoint(): number
  /** Undo back to a checkpoint and forget it; false when it is gone or made before the open transaction. */
  revertToCheckpoint(checkpoint: number): boolean
  /** Collapse everything since a checkpoint into one undo step; false when it is gone or made before the open transaction. */
  groupChangesSinceCheckpoint(checkpoint: number): boolean
  /** Merge the two most recent undo steps. */
  groupLastChanges(): void
  /** Forget the undo and redo history. */
  clearUndoStack(): void
}

const handlers = new WeakMap<TextEditor, HistoryHandler>()

const methods: HistoryMethods & ThisType<TextEditor> = {
  undo(options = {}) {
    if (this.isReadOnly() && !options.bypassReadOnly) throw this.readOnlyError()
    const handler = handlers.get(this)
    if (handler) handler.undo()
    else this.dispatch(A.undo(options))
  },
  redo(options = {}) {
    if (this.isReadOnly() && !options.bypassReadOnly) throw this.readOnlyError()
    const handler = handlers.get(this)
    if (handler) handler.redo()
    else this.dispatch(A.redo(options))
  },
  setHistoryHandler(handler) {
    if (handler) handlers.set(this, handler)
    else handlers.delete(this)
  },
  createCheckpoint() {
    this.dispatch(A.createCheckpoint())
    return this.getState().history.nextCheckpointId - 1
  },
  revertToCheckpoint(checkpoint) {
    if (checkpointDepth(this.getState().history, checkpoint) < 0) return false
    const before = this.getState()
    const action = A.revertToCheckpoint({ checkpoint })
    const editors = this.document?.editors ?? []
    const revert = editors.length > 1 ? checkpointOwner(editors.map(m => m.getState()), editors.indexOf(this), checkpoint) : null
    if (revert === null) this.dispatch(action)
    else {
      // Another editor made the checkpoint: this one moves through the change, and that one gets its selections back.
      this.setState(followDocument(before, reduce(before, action)))
      const owner = editors[revert.owner]!
      if (this.getState() !== before) owner.followState(withSelectionsRestored(owner.getState(), revert.snapshot))
    }
    return this.getState() !== before
  },
  groupChangesSinceCheckpoint(checkpoint) {
    if (checkpointDepth(this.getState().history, checkpoint) < 0) return false
    this.dispatch(A.groupChangesSinceCheckpoint({ checkpoint }))
    return true
  },
  groupLastChanges() {
    this.dispatch(A.groupLastChanges())
  },
  clearUndoStack() {
    this.dispatch(A.clearUndoStack())
  },
}

/** Install the members on the editor's prototype. */
export const historyMethods = (proto: TextEditor): void => {
  for (const [name, value] of Object.entries(methods)) {
    Object.defineProperty(proto, name, { value, writable: true, configurable: true })
  }
}
