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

/** What the document needs of an editor. */
export interface DocumentMember {
  getState(): EditorState
  /** Take `state` as the document's new state (never broadcast back). */
  followState(state: EditorState): void
  isDestroyed(): boolean
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

  /** `from` committed a new state: every other editor follows it, in joining order. */
  changed(from: DocumentMember): void {
    if (this.broadcasting || this.members.length < 2) return
    this.broadcasting = true
    try {
      const state = from.getState()
      // Later changes from this buffer keep their steps readable by the followers.
      TextBuffer.trackLineage(state.buffer)
      for (const m of this.members) if (m !== from) m.followState(followDocument(m.getState(), state))
    } finally {
      this.broadcasting = false
    }
  }
}
