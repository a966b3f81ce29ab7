/**
 * The collaboration actions: another user's text change, applied as markers
 * see a change (selections, folds, markers and remote selections move
 * through it) and kept out of this user's undo history; and the other
 * users' selections, replaced.
 */
import type { CollabAction, DeltaOp } from '../actions/collab.js'
import type { Replacement, TextBuffer } from '../buffer/text-buffer.js'
import type { EditorState } from '../state/editor-state.js'
import type { Handlers } from './core.js'
import { hasBreak } from '../buffer/lines.js'
import { mapFolds } from '../display/folds.js'
import { clampRecords, joinedCR, mapChanges, mapRecords, normalize } from '../state/selections.js'
import { mapMarkers, type MarkerStore } from '../state/markers.js'
import { mapRemoteSelections, type RemoteRange, type RemoteSelection } from '../state/remote.js'
import * as P from '../values/pos.js'

/** One replacement in offsets of the old text: `[from, to)` replaced by `text`. */
interface OffsetChange {
  from: number
  to: number
  text: string
}

/**
 * The replacements a delta makes, in offsets of a text of `length`
 * characters: sorted, disjoint, not touching (a delete and an insert at one
 * place are one replacement). Offsets past the end are clipped to it.
 */
export const offsetChanges = (delta: readonly DeltaOp[], length: number): OffsetChange[] => {
  const out: OffsetChange[] = []
  let at = 0
  let open: OffsetChange | null = null
  for (const op of delta) {
    if ('retain' in op) {
      at = Math.min(length, at + op.retain)
      open = null
      continue
    }
    if (open === null || open.to !== at) {
      // A retain of nothing (clipped at the end) leaves the next operation touching the last one.
      const last = out[out.length - 1]
      open = last !== undefined && last.to === at ? last : { from: at, to: at, text: '' }
      if (open !== last) out.push(open)
    }
    if ('delete' in op) {
      at = Math.min(length, at + op.delete)
      open.to = at
    } else open.text += op.insert
  }
  return out.filter(c => c.from !== c.to || c.text !== '')
}

/**
 * Offset changes as buffer replacements. An offset between the `\r` and the
 * `\n` of one CRLF break has no position: the replacement then takes in that
 * `\r` (or `\n`) and puts it back, so the text comes out exactly as the delta
 * says.
 */
export const replacementsFor = (buffer: TextBuffer, changes: readonly OffsetChange[]): Replacement[] =>
  changes.map(c => {
    let start = buffer.positionForCharacterIndex(c.from)
    let end = c.to === c.from ? start : buffer.positionForCharacterIndex(c.to)
    let text = c.text
    if (buffer.characterIndexForPosition(start) !== c.from) {
      // Inside `\r\n`: the position found is just before the `\r`.
      text = `\r${text}`
    }
    if (c.to !== c.from && buffer.characterIndexForPosition(end) !== c.to) {
      end = buffer.positionForCharacterIndex(c.to + 1)
      text = `${text}\n`
    } else if (c.to === c.from && text !== c.text) {
      // An insertion inside `\r\n`: replace the `\r\n` by `\r` + text + `\n`.
      end = buffer.positionForCharacterIndex(c.to + 1)
      text = `${text}\n`
    }
    if (P.compare(end, start) < 0) start = end
    return { start, end, text }
  })

/** Markers clamped into `buffer` (after a change that joined a lone `\r` and a `\n`). */
const clampMarkers = (store: MarkerStore, buffer: TextBuffer): MarkerStore => {
  let changed = false
  const records = store.records.map(m => {
    const start = buffer.clampPosition(m.start)
    const end = buffer.clampPosition(m.end)
    if (start === m.start && end === m.end) return m
    changed = true
    return Object.freeze({ ...m, start, end })
  })
  return changed ? Object.freeze({ nextId: store.nextId, records: Object.freeze(records) }) : store
}

/**
 * The buffer after `reps`: one text inserted at many places (another user
 * typing at their cursors) goes in in one pass, as local typing does.
 */
const applied = (buffer: TextBuffer, reps: readonly Replacement[]): TextBuffer => {
  const text = reps[0]!.text
  let same = text !== '' && !hasBreak(text)
  for (let i = 0; same && i < reps.length; i++) {
    const r = reps[i]!
    if (r.text !== text || r.start !== r.end) same = false
  }
  if (!same) return buffer.applyReplacements(reps, { normalizeLineEndings: false })
  const at = new Int32Array(2 * reps.length)
  for (let i = 0; i < reps.length; i++) {
    at[2 * i] = reps[i]!.start.row
    at[2 * i + 1] = reps[i]!.start.column
  }
  return buffer.insertAtEach(at, text)
}

/** Apply another user's change: everything moves through it; this user's undo history is left out. */
export const applyRemote = (state: EditorState, delta: readonly DeltaOp[]): EditorState => {
  const changes = offsetChanges(delta, state.buffer.getLength())
  if (changes.length === 0) return state
  const reps = replacementsFor(state.buffer, changes)
  const buffer = applied(state.buffer, reps)
  const mapped = mapChanges(reps)
  // A `\n` arriving right after a lone `\r` makes one `\r\n` ending, the row a column shorter: positions are then clamped into the text.
  const joined = joinedCR(buffer, reps, mapped)
  const selections = normalize(joined ? clampRecords(buffer, mapRecords(state.selections, mapped)) : mapRecords(state.selections, mapped))
  let folds = mapFolds(state.folds, mapped)
  if (joined && folds.length > 0) folds = folds.map(f => Object.freeze({ ...f, start: buffer.clampPosition(f.start), end: buffer.clampPosition(f.end) }))
  let markers = state.markers && mapMarkers(state.markers, mapped)
  if (markers && joined) markers = clampMarkers(markers, buffer)
  const remoteSelections = state.remoteSelections && mapRemoteSelections(state.remoteSelections, mapped, buffer)
  // The positions this user's history recorded no longer describe the text: undo across users is the binding's (Y.UndoManager).
  const history = state.history.undoStack === null && state.history.redoStack === null
    ? state.history
    : Object.freeze({ ...state.history, undoStack: null, redoStack: null })
  return Object.freeze({
    ...state,
    buffer,
    selections: Object.freeze(selections),
    folds,
    history,
    ...(markers ? { markers } : {}),
    ...(remoteSelections ? { remoteSelections } : {}),
  })
}

const sameRanges = (a: readonly RemoteRange[], b: readonly RemoteRange[]): boolean =>
  a.length === b.length && a.every((r, i) => P.equals(r.start, b[i]!.start) && P.equals(r.end, b[i]!.end) && r.reversed === b[i]!.reversed)

const sameSelections = (a: readonly RemoteSelection[], b: readonly RemoteSelection[]): boolean =>
  a.length === b.length &&
  a.every((s, i) => s.clientId === b[i]!.clientId && s.name === b[i]!.name && s.color === b[i]!.color && sameRanges(s.ranges, b[i]!.ranges))

/** The other users' selections, clipped into the buffer and sorted by client id; the same state when nothing differs. */
export const setRemote = (state: EditorState, given: readonly RemoteSelection[]): EditorState => {
  const b = state.buffer
  const byClient = new Map<number, RemoteSelection>()
  for (const s of given) {
    const ranges = s.ranges.map(r => {
      const x = b.clipPosition(r.start)
      const y = b.clipPosition(r.end)
      return Object.freeze(P.compare(x, y) <= 0 ? { start: x, end: y, reversed: r.reversed } : { start: y, end: x, reversed: !r.reversed })
    })
    byClient.set(s.clientId, Object.freeze({ clientId: s.clientId, name: s.name, color: s.color, ranges: Object.freeze(ranges) }))
  }
  const list = [...byClient.values()].sort((x, y) => x.clientId - y.clientId)
  if (sameSelections(state.remoteSelections ?? [], list)) return state
  if (list.length === 0) {
    const { remoteSelections: _, ...rest } = state
    return Object.freeze(rest)
  }
  return Object.freeze({ ...state, remoteSelections: Object.freeze(list) })
}

export const collabReducers: Handlers<CollabAction> = {
  'collab/applyRemoteChanges': (state, { payload }) => applyRemote(state, payload.delta),
  'collab/setRemoteSelections': (state, { payload }) => setRemote(state, payload.selections),
}
