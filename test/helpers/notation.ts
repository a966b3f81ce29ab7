/**
 * Editor notation for tests: `|` is a cursor, `<text|` a selection whose
 * head is at its end, `|text>` a reversed selection (head at its start).
 */
import { createEditorState, type EditorState, type EditorStateOptions, type SelectionRecord, head } from '../../src/state/editor-state.js'
import { normalize } from '../../src/state/selections.js'
import * as P from '../../src/values/pos.js'
import type { Pos } from '../../src/values/pos.js'

interface Mark {
  readonly ch: '<' | '>' | '|'
  readonly at: Pos
}

/** Parse notation into a state; selections get ids in textual order. */
export const mk = (doc: string, options: EditorStateOptions = {}): EditorState => {
  const marks: Mark[] = []
  let text = ''
  let row = 0
  let column = 0
  for (let i = 0; i < doc.length; i++) {
    const ch = doc[i]!
    if (ch === '<' || ch === '>' || ch === '|') {
      marks.push({ ch, at: P.pos(row, column) })
      continue
    }
    text += ch
    // Only `\n` ends a row (a `\r\n` ends with one); a lone `\r` is a character, as in Atom.
    if (ch === '\n') {
      row++
      column = 0
    } else if (ch !== '\r' || doc[i + 1] !== '\n') column++
  }
  const records: SelectionRecord[] = []
  let id = 1
  const base = createEditorState({ ...options, text, suppressCursorCreation: true })
  const blank = { goalColumn: null, goalScreenRange: null, initialScreenRange: null, wordwise: false, linewise: false }
  for (let i = 0; i < marks.length; i++) {
    const m = marks[i]!
    const next = marks[i + 1]
    if (m.ch === '<' && next?.ch === '|') {
      records.push({ id: id++, start: m.at, end: next.at, reversed: false, tailed: true, ...blank })
      i++
    } else if (m.ch === '|' && next?.ch === '>') {
      records.push({ id: id++, start: m.at, end: next.at, reversed: true, tailed: true, ...blank })
      i++
    } else if (m.ch === '|') {
      records.push({ id: id++, start: m.at, end: m.at, reversed: false, tailed: false, ...blank })
    } else throw new Error(`bad notation at mark ${i} in ${JSON.stringify(doc)}`)
  }
  return Object.freeze({ ...base, selections: Object.freeze(normalize(records)), nextId: id })
}

/** Print a state in notation (inverse of `mk` for states with disjoint selections). */
export const show = (state: EditorState): string => {
  const inserts: { at: Pos; ch: string; order: number }[] = []
  for (const s of state.selections) {
    const empty = P.equals(s.start, s.end)
    if (empty && !s.tailed) inserts.push({ at: s.start, ch: '|', order: 1 })
    // An empty tailed selection prints as `<|` (or `|>` when reversed).
    else if (empty) inserts.push({ at: s.start, ch: s.reversed ? '|>' : '<|', order: 1 })
    else if (s.reversed) {
      inserts.push({ at: s.start, ch: '|', order: 0 }, { at: s.end, ch: '>', order: 2 })
    } else {
      inserts.push({ at: s.start, ch: '<', order: 0 }, { at: s.end, ch: '|', order: 2 })
    }
  }
  // Insert from the end; at one position, what must print last is inserted first.
  inserts.sort((a, b) => P.compare(b.at, a.at) || a.order - b.order)
  const lines: string[] = []
  const buf = state.buffer
  for (let r = 0; r <= buf.getLastRow(); r++) lines.push(buf.lineForRow(r))
  for (const ins of inserts) {
    const line = lines[ins.at.row]!
    lines[ins.at.row] = line.slice(0, ins.at.column) + ins.ch + line.slice(ins.at.column)
  }
  let out = ''
  for (let r = 0; r < lines.length; r++) out += lines[r] + buf.lineEndingForRow(r)
  return out
}

/** The head positions of all selections, in buffer order, as `[row, column]` pairs. */
export const heads = (state: EditorState): [number, number][] => state.selections.map(s => [head(s).row, head(s).column])
