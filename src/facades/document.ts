/**
 * The editors of one buffer (Atom's `new TextEditor({ buffer })`): each new
 * state one of them commits is handed to the others, which follow it
 * (`followDocument`: the document's text, history and saved state, their own
 * selections, folds and markers moved through the changes). They share one
 * buffer view: `getBuffer()` is the same object in each.
 */
import { TextBuffer } from '../buffer/text-buffer.js'
import { followDocument } from '../reducers/document.js'
import type { EditorState } from '../state/editor-state.js'
import { push, snapshotOf, type History } from '../state/history.js'

/** What the document needs of an editor. */
export interface DocumentMember {
  getState(): EditorState
  /** Take `state` as the document's new state (never broadcast back). */
  followState(state: EditorState): void
  isDestroyed(): boolean
  /** Whether a transaction is open on it. */
  inTransaction(): boolean
}

/** The editors sharing one buffer, in the order they joined. */
export class SharedDocument {
  private readonly members: DocumentMember[] = []
  private broadcasting = false

  constructor(first: DocumentMember) {
    this.members.push(first)
    TextBuffer.trackLineage(first.getState().buffer)
  }

  /** The editors of the document. */
  get editors(): readonly DocumentMember[] {
    return this.members
  }

  /** Add an editor whose state was made by `joinDocument`; the others follow its id counter. */
  add(member: DocumentMember): void {
    this.members.push(member)
    this.changed(member)
  }

  /** Take an editor out; the document's other editors go on. */
  remove(member: DocumentMember): void {
    const i = this.members.indexOf(member)
    if (i >= 0) this.members.splice(i, 1)
  }

  /**
   * Run `fn`, an edit through the shared buffer that `owner` dispatches:
   * its undo entry keeps every other editor's selections around it too, so
   * that undo and redo give each editor its own back (Atom snapshots every
   * editor's selections for an edit made through the buffer). Inside a
   * transaction the edit is part of it, and nothing is added.
   */
  bufferEdit<T>(owner: DocumentMember, fn: () => T): T {
    if (this.members.length < 2 || owner.inTransaction()) return fn()
    const before = new Map(this.members.map(m => [m, m.getState().selections]))
    const history = owner.getState().history
    const result = fn()
    const h = owner.getState().history
    const entry = h.undoStack?.head
    if (!entry || entry.kind !== 'change' || h.undoStack!.tail !== history.undoStack) return result
    const others = this.members.filter(m => m !== owner).map(m => Object.freeze({
      before: snapshotOf(before.get(m)!), after: snapshotOf(m.getState().selections), layer: m.getState().layer ?? 0,
    }))
    const layer = owner.getState().layer ?? 0
    const annotated: History = Object.freeze({ ...h, undoStack: push(h.undoStack!.tail, Object.freeze({ ...entry, others: Object.freeze(others), layer })) })
    // Committed as the owner's new state: the others take the history from it.
    owner.followState(Object.freeze({ ...owner.getState(), history: annotated }))
    return result
  }

  /** `from` committed a new state: every other editor follows it, in joining order. */
  changed(from: DocumentMember): void {
    if (this.broadcasting || this.members.length < 2) return
    this.broadcasting = true
    try {
      const state = from.getState()
      // Later changes from this buffer keep their steps readable by the followers.
      TextBuffer.trackLineage(state.buffer)
      for (const m of this.members) if (m !== from) m.followState(followDocument(m.getState(), state))
      // A follower that restored its own selections gave new ids: every editor's counter moves past them.
      const nextId = Math.max(...this.members.map(m => m.getState().nextId))
      for (const m of this.members) if (m.getState().nextId < nextId) m.followState(Object.freeze({ ...m.getState(), nextId }))
    } finally {
      this.broadcasting = false
    }
  }
}
