/**
 * Several editors on one document, as Atom's `new TextEditor({ buffer })`
 * gives: every editor state holds the document's text, undo history and
 * saved-state marker, and its own selections, folds, markers and settings.
 *
 * The document's part is shared by reference: after an action on one editor
 * state, every other editor state *follows* it (`followDocument`): it takes
 * that state's buffer, history and saved marker, and moves its own
 * selections, folds and markers through the text changes between its buffer
 * and the new one, as markers move, and merges those that then intersect
 * (Atom's editor merges whenever its display layer changes). Selection ids
 * come from one counter per document (`nextId` follows too), so an undo
 * entry made in one editor restores its selections into whichever editor
 * undoes it as new selections, replacing that editor's own: Atom restores
 * another editor's selections snapshot that way. A revert to a checkpoint
 * restores the selections of the editor that made it (`checkpointOwner`).
 *
 * A host that keeps editor states itself (a Redux store, a loop of its own)
 * uses `joinDocument` to make a second editor state and `reduceDocument` to
 * apply an action to one editor of a record and let the others follow.
 */
import type { Action } from '../actions/index.js'
import type { Replacement } from '../buffer/text-buffer.js'
import { TextBuffer } from '../buffer/text-buffer.js'
import { mapFolds, sortedFolds } from '../display/folds.js'
import { createEditorState, cursorRecord, snapshotIdentity, type EditorState, type EditorStateOptions, type SelectionRecord } from '../state/editor-state.js'
import { mapMarkers, type MarkerStore } from '../state/markers.js'
import { undraft, type EditorDraft } from '../state/drafts.js'
import { mapRemoteSelections } from '../state/remote.js'
import { clampRecords, clampSelections, endOfInsertedText, isMerged, joinedCR, mapChanges, mapRecords, normalize, sortRecords } from '../state/selections.js'
import { reduce } from './index.js'
import { effective, spliceHunks, type Hunk } from '../facades/buffer-patch.js'
import { checkpointDepth, recordsOf, snapshotFor, type ChangeEntry, type CheckpointEntry, type History, type HistoryEntry, type Stack } from '../state/history.js'
import { restored } from './restore.js'

/** Edit steps: each a sorted batch of replacements, and the buffer it made. */
type Steps = { changes: readonly Replacement[]; buffer: TextBuffer }[]

/**
 * The edit steps that made `to` from `from` (each a sorted batch of
 * replacements in the coordinates the step before left), read off the
 * buffers' lineage; null when the lineage does not lead back to `from`.
 */
const lineageSteps = (from: TextBuffer, to: TextBuffer): Steps | null => {
  const out: Steps = []
  let b: TextBuffer | undefined = to
  while (b !== undefined && b !== from) {
    const origin: TextBuffer['origin'] = b.origin
    if (origin === undefined) return null
    out.push({ changes: origin.changes, buffer: b })
    b = origin.parent.deref()
  }
  return b === from ? out.reverse() : null
}

/** One replacement taking `from`'s text to `to`'s: what lies between their common start and common end. */
const wholeDiff = (from: TextBuffer, to: TextBuffer): Replacement[] => {
  const a = from.getText()
  const b = to.getText()
  const max = Math.min(a.length, b.length)
  let prefix = 0
  while (prefix < max && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++
  // Never split a `\r\n` ending.
  if (prefix > 0 && a.charCodeAt(prefix - 1) === 13 && (a.charCodeAt(prefix) === 10 || b.charCodeAt(prefix) === 10)) prefix--
  let suffix = 0
  while (suffix < max - prefix && a.charCodeAt(a.length - 1 - suffix) === b.charCodeAt(b.length - 1 - suffix)) suffix++
  if (suffix > 0 && a.charCodeAt(a.length - suffix) === 10 && (a.charCodeAt(a.length - suffix - 1) === 13 || b.charCodeAt(b.length - suffix - 1) === 13)) suffix--
  if (prefix === a.length && prefix === b.length) return []
  return [{
    start: from.positionForCharacterIndex(prefix),
    end: from.positionForCharacterIndex(a.length - suffix),
    text: b.slice(prefix, b.length - suffix),
  }]
}

/** The steps composed into one batch (Atom's patch), in the first step's coordinates, texts read from `after`. */
const composed = (steps: Steps, after: TextBuffer): Steps => {
  let hunks: Hunk[] = []
  for (const { changes } of steps) {
    // Later changes first: each leaves the coordinates of the earlier ones alone.
    for (let k = changes.length - 1; k >= 0; k--) {
      const c = changes[k]!
      hunks = spliceHunks(hunks, c.start, c.end, endOfInsertedText(c.start, c.text))
    }
  }
  const changes = effective(hunks).map(h => ({ start: h.oldStart, end: h.oldEnd, text: after.getTextInRange({ start: h.newStart, end: h.newEnd }) }))
  return [{ changes, buffer: after }]
}

/** The newest change entry of a stack (past checkpoints). */
const topChange = (stack: Stack<HistoryEntry>): ChangeEntry | undefined => {
  for (let s = stack; s; s = s.tail) if (s.head.kind === 'change') return s.head
  return undefined
}

/** The entry `after` undid (its `before` side restored) or redid (`after` side) from `before`; null for anything else. */
const undoneOrRedone = (before: History, after: History): { entry: ChangeEntry; side: 'before' | 'after' } | null => {
  const undone = topChange(before.undoStack)
  if (undone !== undefined && topChange(after.redoStack) === undone) return { entry: undone, side: 'before' }
  const redone = topChange(before.redoStack)
  return redone !== undefined && topChange(after.undoStack) === redone ? { entry: redone, side: 'after' } : null
}

const withSaved = (own: MarkerStore | undefined, saved: MarkerStore | undefined): MarkerStore | undefined => {
  if (own?.saved === saved?.saved) return own
  const base = own ?? { nextId: 1, records: Object.freeze([]) }
  return Object.freeze(saved?.saved ? { nextId: base.nextId, records: base.records, saved: saved.saved } : { nextId: base.nextId, records: base.records })
}

/**
 * `editor` following `source`, another editor state of the same document:
 * `source`'s buffer, history, saved-state marker and selection id counter,
 * with `editor`'s own selections, folds, markers and remote selections moved
 * through the text changes from `editor`'s buffer to `source`'s, as markers
 * move. The changes come from the buffers' lineage (exact when
 * `TextBuffer.trackLineage` was called on the buffer the change started
 * from, as `reduceDocument` and the facade do); without it, from the one
 * range where the two texts differ. Returns `editor` itself when there is
 * nothing to follow. Pure: `source` is not changed.
 */
export const followDocument = (editor: EditorState, source: EditorState): EditorState => {
  const nextId = Math.max(editor.nextId, source.nextId)
  const markersIn = withSaved(editor.markers, source.markers)
  if (editor.buffer === source.buffer && editor.history === source.history && nextId === editor.nextId && markersIn === editor.markers) return editor
  let selections = editor.selections
  let folds = editor.folds
  let markers = markersIn
  let remote = editor.remoteSelections
  let undoRedo: ReturnType<typeof undoneOrRedone> = null
  if (editor.buffer !== source.buffer) {
    let steps: Steps = lineageSteps(editor.buffer, source.buffer) ?? [{ changes: wholeDiff(editor.buffer, source.buffer), buffer: source.buffer }]
    // Atom's undo and redo apply a transaction's changes as one composed patch: positions move through that.
    undoRedo = editor.history === source.history ? null : undoneOrRedone(editor.history, source.history)
    if (steps.length > 1 && undoRedo) steps = composed(steps, source.buffer)
    for (const { changes, buffer } of steps) {
      if (changes.length === 0) continue
      const mapped = mapChanges(changes)
      const joined = joinedCR(buffer, changes, mapped)
      selections = mapRecords(selections, mapped)
      if (joined) selections = clampSelections(buffer, selections)
      folds = mapFolds(folds, mapped)
      if (joined && folds.length > 0) folds = clampRecords(buffer, folds)
      if (markers) markers = mapMarkers(markers, mapped)
      if (remote) remote = mapRemoteSelections(remote, mapped, buffer)
    }
    // An undo or redo that Atom applies clipped (a change that joined a lone `\r` to the `\n` it inserted)
    // can map positions past a row's end: they are clamped into the text, as the editor that undid clamps its own.
    if (undoRedo) {
      selections = clampSelections(source.buffer, selections)
      if (folds.length > 0) folds = clampRecords(source.buffer, folds)
    }
    if (markers && markers !== markersIn) {
      const b = source.buffer
      const clamped = clampRecords(b, markers.records)
      if (clamped !== markers.records) markers = Object.freeze({ ...markers, records: Object.freeze(clamped.slice()) })
    }
  }
  // Atom's editor merges its intersecting selections whenever its display layer changes: a text change merges them.
  const textChanged = editor.buffer !== source.buffer
  let sorted = textChanged ? Object.freeze(normalize(selections)) : selections
  let restoredNextId = nextId
  let revived = editor.revived
  // An edit made through the shared buffer keeps every editor's selections: undo and redo restore this editor's own (Atom).
  const own = undoRedo?.entry.others ? snapshotFor(undoRedo.entry, undoRedo.side, editor.selections, editor.layer, id => snapshotIdentity(editor, id)) : null
  if (own !== null) {
    const back = restored({ ...editor, nextId, buffer: source.buffer, folds: folds === editor.folds ? folds : sortedFolds(folds) }, recordsOf(own), editor)
    sorted = Object.freeze(sortRecords(clampSelections(source.buffer, back.selections)))
    restoredNextId = back.nextId
    revived = back.revived ?? revived
  }
  const { mergeSuppressed: _, markers: _m, remoteSelections: _r, effects: _e, revived: _v, ...rest } = editor
  return Object.freeze({
    ...rest,
    ...(revived ? { revived } : {}),
    buffer: source.buffer,
    history: source.history,
    nextId: restoredNextId,
    selections: sorted,
    folds: folds === editor.folds ? folds : sortedFolds(folds),
    effects: source.effects.length === 0 ? source.effects : Object.freeze([]),
    ...(markers ? { markers } : {}),
    ...(remote ? { remoteSelections: remote } : {}),
    ...((editor.mergeSuppressed && !textChanged) || (own !== null && !isMerged(sorted)) ? { mergeSuppressed: true as const } : {}),
  })
}

/**
 * A new editor state on `source`'s document, as Atom's
 * `new TextEditor({ buffer: source.getBuffer() })`: the same buffer, undo
 * history and saved-state marker, the language (`grammar`) of `source`, and
 * `options` for the rest of the settings (Atom's defaults for what is left
 * out); one cursor at `[initialLine, initialColumn]`, with the document's
 * next selection id. The other editors then follow it (their id counter
 * moves past the new cursor's).
 */
export const joinDocument = (source: EditorState, options: Omit<EditorStateOptions, 'text' | 'buffer'> = {}): EditorState => {
  const own = createEditorState({ grammar: source.config.grammar, ...options, buffer: source.buffer })
  const id = source.nextId
  return Object.freeze({
    ...own,
    selections: Object.freeze(own.selections.map(s => cursorRecord(id, s.start))),
    nextId: id + 1,
    layer: id,
    history: source.history,
    ...(source.markers?.saved ? { markers: Object.freeze({ nextId: 1, records: Object.freeze([]), saved: source.markers.saved }) } : {}),
  })
}

/** Checkpoint `id` of `history`, unless it is out of reach (gone, or beyond a barrier). */
const checkpointEntry = (history: History, id: number): CheckpointEntry | undefined => {
  const depth = checkpointDepth(history, id)
  if (depth < 0) return undefined
  let s = history.undoStack
  for (let i = 0; i < depth; i++) s = s!.tail
  const entry = s!.head
  return entry.kind === 'checkpoint' ? entry : undefined
}

/** `editor` with a snapshot's selections restored (as undo restores them: no merging). */
export const withSelectionsRestored = (editor: EditorState, snapshot: readonly SelectionRecord[]): EditorState => {
  const back = restored(editor, snapshot)
  const selections = Object.freeze(sortRecords(clampSelections(editor.buffer, back.selections)))
  const { mergeSuppressed: _, ...rest } = editor
  return Object.freeze({ ...rest, selections, nextId: back.nextId, ...(back.revived ? { revived: back.revived } : {}), ...(isMerged(selections) ? {} : { mergeSuppressed: true as const }) })
}

/**
 * Which editor of a document a `revertToCheckpoint` restores: Atom's
 * checkpoint keeps the selections of the editor that made it, and the revert
 * restores that editor's, whichever editor reverts (the others, the reverting
 * one among them, move through the change). The editor is the one whose
 * `layer` the checkpoint names; when it is gone, the reverting editor
 * restores them. Returns the owner's index in `editors` and the snapshot, or
 * null when the reverting editor (`acting`) restores it as a lone editor does.
 */
export const checkpointOwner = (editors: readonly EditorState[], acting: number, checkpoint: number): { owner: number; snapshot: readonly SelectionRecord[] } | null => {
  const entry = checkpointEntry(editors[acting]!.history, checkpoint)
  const layer = entry?.layer ?? 0
  if (entry === undefined || (editors[acting]!.layer ?? 0) === layer) return null
  const owner = editors.findIndex((e, i) => i !== acting && (e.layer ?? 0) === layer)
  return owner < 0 ? null : { owner, snapshot: recordsOf(entry.selections) }
}

/**
 * `action` applied to `editors[key]`, every other editor of the record
 * following the result: the reducer of a host that keeps several editors
 * of one document (`{ left: state, right: joinDocument(state) }`). Entries
 * may be immer drafts (a `createSlice` case reducer); the result holds real
 * states. The record itself when nothing changed.
 */
export const reduceDocument = <T extends { readonly [K in keyof T]: EditorState | EditorDraft }>(editors: T, key: keyof T & string, action: Action): T => {
  // One id counter for the document: the editor acting starts past every id any editor gave (a new editor's first cursor too).
  let first = 0
  for (const k of Object.keys(editors) as (keyof T & string)[]) first = Math.max(first, undraft(editors[k]).nextId)
  const given = undraft(editors[key])
  const before = given.nextId < first ? Object.freeze({ ...given, nextId: first }) : given
  // The change's own steps then stay readable by the followers while this runs.
  TextBuffer.trackLineage(before.buffer)
  const after = reduce(before, action)
  if (after === before) return editors
  const keys = Object.keys(editors) as (keyof T & string)[]
  // A checkpoint another editor made restores that editor's selections; the reverting one moves through the change.
  const revert = action.type === 'history/revertToCheckpoint'
    ? checkpointOwner(keys.map(k => (k === key ? before : undraft(editors[k]))), keys.indexOf(key), action.payload.checkpoint)
    : null
  const out: Record<string, EditorState> = {}
  let nextId = 0
  for (const k of keys) {
    out[k] = k === key ? (revert ? followDocument(before, after) : after) : followDocument(undraft(editors[k]), after)
    if (revert && k === keys[revert.owner]) out[k] = withSelectionsRestored(out[k], revert.snapshot)
    nextId = Math.max(nextId, out[k].nextId)
  }
  // A follower that restored its own selections gave new ids: every editor's counter moves past them.
  for (const k of Object.keys(out)) if (out[k]!.nextId < nextId) out[k] = Object.freeze({ ...out[k]!, nextId })
  return Object.freeze(out) as unknown as T
}
