/**
 * The editor's `Cursor` and `Selection` handles: made on first use, one per
 * selection id, and kept while the selection lives. Lists of handles in
 * creation order are built once per selection list (a state's `selections`
 * array never changes), so `getCursors()` on an unchanged state is a copy.
 */
import * as P from '../values/pos.js'
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { findSelection } from '../state/editor-state.js'
import { Cursor } from './cursor.js'
import { Selection } from './selection.js'
import type { TextEditor } from './text-editor.js'

/** The record a handle of a selection that is gone starts from. */
const fallbackRecord = (id: number): SelectionRecord => ({
  id, start: P.ZERO, end: P.ZERO, reversed: false, tailed: false, goalColumn: null, goalScreenRange: null,
  initialScreenRange: null, wordwise: false, linewise: false,
})

/** The records of a selection list in creation (id) order, computed once per list. */
const byCreation = new WeakMap<readonly SelectionRecord[], readonly SelectionRecord[]>()
const inCreationOrder = (list: readonly SelectionRecord[]): readonly SelectionRecord[] => {
  let sorted = byCreation.get(list)
  if (sorted === undefined) {
    // Buffer order is often creation order already (cursors added top to bottom): then no sort.
    let ordered = true
    for (let i = 1; i < list.length && ordered; i++) ordered = list[i - 1]!.id < list[i]!.id
    sorted = ordered ? list : [...list].sort((a, b) => a.id - b.id)
    byCreation.set(list, sorted)
  }
  return sorted
}

/** One editor's handles. */
export class Handles {
  readonly cursors = new Map<number, Cursor>()
  readonly selections = new Map<number, Selection>()
  /** Ids whose handles had listeners registered (checked, and dropped when they have none, at each emission). */
  readonly watched = new Set<number>()
  /** The handle lists of the last selection list asked for, in creation order. */
  private cursorList: { readonly of: readonly SelectionRecord[]; readonly list: Cursor[] } | undefined
  private selectionList: { readonly of: readonly SelectionRecord[]; readonly list: Selection[] } | undefined

  constructor(private readonly editor: TextEditor) {}

  /** The stable Cursor handle for `id`; a handle seen destroyed stays so, and a selection restored by undo gets a new one. */
  cursor(id: number, record?: SelectionRecord): Cursor {
    let c = this.cursors.get(id)
    if (c === undefined || (c.destroyed && this.editor.recordFor(id))) {
      c = new Cursor(this.editor, id, record ?? this.editor.recordFor(id) ?? fallbackRecord(id))
      this.cursors.set(id, c)
      this.cursorList = undefined
    }
    return c
  }

  /** The stable Selection handle for `id` (as `cursor`). */
  selection(id: number, record?: SelectionRecord): Selection {
    let s = this.selections.get(id)
    if (s === undefined || (s.destroyed && this.editor.recordFor(id))) {
      s = new Selection(this.editor, id, record ?? this.editor.recordFor(id) ?? fallbackRecord(id))
      this.selections.set(id, s)
      this.selectionList = undefined
    }
    return s
  }

  /** Every cursor of `state`, in creation order (a new array each call). */
  cursorsOf(state: EditorState): Cursor[] {
    const of = state.selections
    if (this.cursorList?.of !== of) {
      const records = inCreationOrder(of)
      const list = new Array<Cursor>(records.length)
      for (let i = 0; i < records.length; i++) list[i] = this.fresh(this.cursors.get(records[i]!.id)) ?? this.cursor(records[i]!.id, records[i])
      this.cursorList = { of, list }
    }
    return this.cursorList.list.slice()
  }

  /** Every selection of `state`, in creation order (a new array each call). */
  selectionsOf(state: EditorState): Selection[] {
    const of = state.selections
    if (this.selectionList?.of !== of) {
      const records = inCreationOrder(of)
      const list = new Array<Selection>(records.length)
      for (let i = 0; i < records.length; i++) list[i] = this.fresh(this.selections.get(records[i]!.id)) ?? this.selection(records[i]!.id, records[i])
      this.selectionList = { of, list }
    }
    return this.selectionList.list.slice()
  }

  /** A handle of a selection of the current state, unless it was seen destroyed (then `cursor`/`selection` replaces it). */
  private fresh<H extends Cursor | Selection>(h: H | undefined): H | undefined {
    return h !== undefined && !h.destroyedSeen() ? h : undefined
  }

  /** The state changed: lists built for the last one are not reused (a handle may have been seen destroyed since). */
  invalidate(): void {
    this.cursorList = this.selectionList = undefined
  }

  /** Forget the handles of `id` (gone, and marked destroyed by its events). */
  drop(id: number): void {
    this.cursors.delete(id)
    this.selections.delete(id)
    this.watched.delete(id)
    this.cursorList = this.selectionList = undefined
  }

  /** Ids watched by a handle that still has listeners, in creation order (the others are unwatched). */
  listenedIds(): number[] {
    const out: number[] = []
    for (const id of this.watched) {
      if (this.cursors.get(id)?.hasListeners() || this.selections.get(id)?.hasListeners()) out.push(id)
      else this.watched.delete(id)
    }
    return out.sort((a, b) => a - b)
  }

  /** Forget handles of selections no longer in `state` (when no event marked them), once they outnumber the live ones. */
  prune(state: EditorState): void {
    if (this.cursors.size + this.selections.size <= 4 * state.selections.length + 16) return
    for (const [id, c] of this.cursors) if (!findSelection(state, id)) { c.destroyed = true; this.cursors.delete(id) }
    for (const [id, s] of this.selections) if (!findSelection(state, id)) { s.destroyed = true; this.selections.delete(id) }
    this.cursorList = this.selectionList = undefined
  }

  /** Destroy every handle silently (the editor is destroyed). */
  clear(): void {
    for (const c of this.cursors.values()) { c.destroyed = true; c.release() }
    for (const s of this.selections.values()) { s.destroyed = true; s.release() }
    this.cursors.clear()
    this.selections.clear()
    this.watched.clear()
    this.cursorList = this.selectionList = undefined
  }
}
