/**
 * Atom's own buffer, `@pulsar-edit/text-buffer`: a TextBuffer with a
 * DisplayLayer and a selections marker layer (`maintainHistory`, role
 * `selections`, as Atom's TextEditor makes it), markers standing in for
 * cursors. Each command does what Atom's TextEditor does with the buffer:
 * one `transact` per command (with the selections layer, so markers are
 * snapshotted for undo), then per cursor the same buffer calls (word scans
 * with `findAllInRangeSync`, `setTextInRange`, screen-position moves through
 * the display layer), then merging cursors that meet. Real Atom does more per
 * cursor (Cursor/Selection objects, events, decorations).
 *
 * The package has native parts; if it is not installed, every workload
 * reports why instead of a number.
 */
import { createRequire } from 'node:module'
import { wordRegExp } from '../atom-semantics.js'
import { checkOf, type SelTuple } from '../check.js'
import { heapAfterGc, isEntry, runChild, repeated, trial, unsupported, type SystemTrials, type Unsupported } from '../harness.js'
import {
  cursorLayout, deletedRows, docText, lineBlockSelections, longLine, longLineColumn, middleRow, randomEdits, rangeLayout, textOfSize, touched, typedText, docLines,
  type Params, type WorkloadId,
} from '../workloads.js'

// ─── the package's shape (it ships no types) ────────────────────────────────

interface PointLike { readonly row: number; readonly column: number }
interface RangeLike { readonly start: PointLike; readonly end: PointLike }
type PointIn = PointLike | readonly [number, number]
type RangeIn = RangeLike | readonly [PointIn, PointIn]

interface DisplayMarker {
  getBufferRange(): RangeLike
  setBufferRange(r: RangeIn): void
  getHeadBufferPosition(): PointLike
  setHeadBufferPosition(p: PointIn): void
  getHeadScreenPosition(): PointLike
  setHeadScreenPosition(p: PointIn, options?: object): void
  plantTail(): void
  hasTail(): boolean
  compare(other: DisplayMarker): number
  destroy(): void
}
interface DisplayMarkerLayer {
  markBufferPosition(p: PointIn, options?: object): DisplayMarker
  markBufferRange(r: RangeIn, options?: object): DisplayMarker
  getMarkers(): DisplayMarker[]
}
interface DisplayLayer { addMarkerLayer(options?: object): DisplayMarkerLayer }
interface TextBuffer {
  getText(): string
  getLines(): string[]
  getLineCount(): number
  getLastRow(): number
  lineForRow(row: number): string
  lineLengthForRow(row: number): number
  getRange(): RangeLike
  getTextInRange(r: RangeIn): string
  setTextInRange(r: RangeIn, text: string): RangeLike
  insert(p: PointIn, text: string): RangeLike
  delete(r: RangeIn): void
  transact(options: object, fn: () => void): void
  undo(options?: object): boolean
  redo(options?: object): boolean
  clearUndoStack(): void
  /** Native: needs `{start, end}` objects, not arrays. */
  findAllInRangeSync(re: RegExp, r: RangeLike): RangeLike[]
  addDisplayLayer(params?: object): DisplayLayer
}
type TextBufferClass = new (params: { text: string; maxUndoEntries?: number }) => TextBuffer

const loaded = ((): { ok: true; TextBuffer: TextBufferClass } | { ok: false; reason: string } => {
  try {
    return { ok: true, TextBuffer: createRequire(import.meta.url)('@pulsar-edit/text-buffer') as TextBufferClass }
  } catch (e) {
    return { ok: false, reason: `@pulsar-edit/text-buffer could not be loaded: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}` }
  }
})()

// ─── model ──────────────────────────────────────────────────────────────────

/** An Atom-like editor core: buffer, display layer, selection markers in buffer order. */
interface Ed {
  buffer: TextBuffer
  layer: DisplayMarkerLayer
  markers: DisplayMarker[]
  goals: number[]
  typed: number
  text: string
}

const base = new Map<number, string[]>()
const lines0 = (n: number): string[] => {
  let l = base.get(n)
  if (!l) base.set(n, (l = docLines(n)))
  return l
}

const editor = (text: string, maxUndoEntries = 10000): Ed => {
  if (!loaded.ok) throw new Error(loaded.reason)
  const buffer = new loaded.TextBuffer({ text, maxUndoEntries })
  // Atom's TextEditor defaults: tab length 2, atomic soft tabs.
  const display = buffer.addDisplayLayer({ tabLength: 2, atomicSoftTabs: true })
  const layer = display.addMarkerLayer({ maintainHistory: true, persistent: true, role: 'selections' })
  return { buffer, layer, markers: [], goals: [], typed: 0, text }
}

const withCursorsAt = (ed: Ed, pos: Int32Array): Ed => {
  for (let i = 0; i < pos.length; i += 2) {
    ed.markers.push(ed.layer.markBufferPosition([pos[i]!, pos[i + 1]!], { invalidate: 'never' }))
    ed.goals.push(-1)
  }
  return ed
}

const withCursors = (p: Params): Ed => {
  const lines = lines0(p.lines)
  return withCursorsAt(editor(lines.join('\n')), cursorLayout(lines, p.cursors, p.every))
}

const tuples = (ed: Ed): SelTuple[] =>
  ed.markers.map(m => {
    const { start, end } = m.getBufferRange()
    return [start.row, start.column, end.row, end.column] as const
  })

const check = (ed: Ed): string => checkOf({ text: ed.buffer.getText(), selections: tuples(ed) })

/** Atom's `transact` as TextEditor calls it: the selections layer is snapshotted for undo. */
const transact = (ed: Ed, fn: () => void): void => ed.buffer.transact({ selectionsMarkerLayer: ed.layer }, fn)

/** Atom's `mergeCursors`: a cursor on the previous one's position is destroyed. */
const mergeCursors = (ed: Ed): void => {
  let prev: PointLike | undefined
  const keep: DisplayMarker[] = []
  const goals: number[] = []
  ed.markers.forEach((m, i) => {
    const h = m.getHeadBufferPosition()
    if (prev && prev.row === h.row && prev.column === h.column) m.destroy()
    else {
      keep.push(m)
      goals.push(ed.goals[i]!)
      prev = h
    }
  })
  ed.markers = keep
  ed.goals = goals
}

const moveCursors = (ed: Ed, fn: (m: DisplayMarker, i: number) => void): void =>
  transact(ed, () => {
    ed.markers.forEach(fn)
    mergeCursors(ed)
  })

// ─── commands ───────────────────────────────────────────────────────────────

const typeChar = (ed: Ed, ch: string): void =>
  transact(ed, () => {
    for (const m of ed.markers) ed.buffer.setTextInRange(m.getBufferRange(), ch)
    ed.goals.fill(-1)
  })

const WORD = wordRegExp()

/** Atom's `getEndOfCurrentWordBufferPosition`: scan to `[row + 2, 0]`, first match ending after the cursor, else EOF. */
const moveToEndOfWord = (ed: Ed, m: DisplayMarker): void => {
  const p = m.getHeadBufferPosition()
  const matches = ed.buffer.findAllInRangeSync(WORD, { start: p, end: { row: p.row + 2, column: 0 } })
  for (const r of matches) {
    if (r.end.row > p.row || (r.end.row === p.row && r.end.column > p.column)) {
      m.setHeadBufferPosition(r.end)
      return
    }
  }
  const last = ed.buffer.getLastRow()
  m.setHeadBufferPosition([last, ed.buffer.lineLengthForRow(last)])
}

/** Atom's `Cursor::moveDown`: screen position one row down at the goal column. */
const moveDown = (ed: Ed, m: DisplayMarker, i: number): void => {
  const { row, column } = m.getHeadScreenPosition()
  const goal = ed.goals[i]! >= 0 ? ed.goals[i]! : column
  m.setHeadScreenPosition([row + 1, goal], { skipSoftWrapIndentation: true })
  ed.goals[i] = goal
}

/** Atom's `Selection::selectToEndOfLine`: plant the tail, head to the end of the screen line. */
const selectToEndOfLine = (m: DisplayMarker): void => {
  const { row } = m.getHeadScreenPosition()
  m.plantTail()
  m.setHeadScreenPosition([row, Infinity])
}

/** Atom's `Selection::joinLines` for a cursor: up to three buffer edits, then the cursor before the space. */
const joinLines = (ed: Ed): void =>
  transact(ed, () => {
    const b = ed.buffer
    for (const m of ed.markers) {
      const row = m.getHeadBufferPosition().row
      if (row >= b.getLastRow()) continue
      const line = b.lineForRow(row)
      let keep = line.length
      while (keep > 0 && (line.charCodeAt(keep - 1) === 32 || line.charCodeAt(keep - 1) === 9)) keep--
      if (keep < line.length) b.delete([[row, keep], [row, line.length]])
      const next = b.lineForRow(row + 1)
      const space = next.length > 0 && keep > 0
      if (space) b.insert([row, keep], ' ')
      const first = next.search(/\S/)
      b.delete([[row, keep + (space ? 1 : 0)], [row + 1, first < 0 ? 0 : first]])
      m.setHeadBufferPosition([row, keep])
    }
  })

/** Atom's `TextEditor::moveLineDown`: bottom-up, insert the rows below the next row, delete them, then reselect. */
const moveLineDown = (ed: Ed): void =>
  transact(ed, () => {
    const b = ed.buffer
    const ranges = ed.markers.map(m => m.getBufferRange())
    const next: (readonly [PointIn, PointIn])[] = []
    for (let i = ranges.length - 1; i >= 0; i--) {
      const { start, end } = ranges[i]!
      const endRow = end.row > start.row && end.column === 0 ? end.row - 1 : end.row
      const following = Math.min(b.getLineCount(), endRow + 2)
      const delta = following - (endRow + 1)
      if (delta > 0) {
        let lines = b.getTextInRange([[start.row, 0], [endRow + 1, 0]])
        if (following - 1 === b.getLastRow()) lines = `\n${lines}`
        b.insert([following, 0], lines)
        b.delete([[start.row, 0], [endRow + 1, 0]])
      }
      next[i] = [[start.row + delta, start.column], [end.row + delta, end.column]]
    }
    ed.markers.forEach((m, i) => m.setBufferRange(next[i]!))
  })

// ─── trials ─────────────────────────────────────────────────────────────────

/**
 * W10: the long line, the cursor at its middle, `typed` letters typed there.
 * All but the last are loaded with the line (each keystroke re-lays the whole
 * row out in the display layer, most of a second at 10 MB); the last is typed,
 * in its own transaction, so that undo has it to undo. The text and cursor
 * are those of typing every letter.
 */
const longLineEd = (p: Params, typed: number): Ed => {
  const column = longLineColumn(p.chars)
  const line = longLine(p.chars)
  const text = typedText(typed)
  const before = Math.max(0, typed - 1)
  const e = withCursorsAt(editor(line.slice(0, column) + text.slice(0, before) + line.slice(column)), Int32Array.of(0, column + before))
  if (typed > 0) typeChar(e, text[before]!)
  return e
}

const loadTrial = (text: () => string) =>
  trial<Ed>({
    setup: () => ({ ...editor(''), text: text() }),
    run: e => withCursorsAt({ ...editor(e.text), text: e.text }, Int32Array.of(0, 0)),
    check,
  })

const repeatTrial = (p: Params, setup: () => Ed, step: (e: Ed) => void) => repeated(p.repeat, setup, step, check)

const editScript = (p: Params) => randomEdits(lines0(p.lines), p.repeat)

/** Each edit: move the cursor (no undo step), then insert in its own transaction (no grouping). */
const historyEdits = (ed: Ed, edits: Int32Array): Ed => {
  const m = ed.markers[0]!
  for (let k = 0; k < edits.length; k += 3) {
    m.setHeadBufferPosition([edits[k]!, edits[k + 1]!])
    transact(ed, () => {
      ed.buffer.setTextInRange(m.getBufferRange(), String.fromCharCode(edits[k + 2]!))
    })
  }
  return ed
}

const withLineBlocks = (p: Params): Ed => {
  const lines = lines0(p.lines)
  const quads = lineBlockSelections(lines, p.cursors, p.every)
  const e = editor(lines.join('\n'))
  for (let i = 0; i < quads.length; i += 4) {
    e.markers.push(e.layer.markBufferRange([[quads[i]!, quads[i + 1]!], [quads[i + 2]!, quads[i + 3]!]], { invalidate: 'never' }))
    e.goals.push(-1)
  }
  return e
}

/**
 * `step` ×repeat in the setup (untimed), each one transaction (one undo
 * entry); the run undoes everything, then redoes everything, restoring the
 * selections layer as Atom's editor does.
 */
const undoRedoTrial = (p: Params, setup: () => Ed, step: (e: Ed) => void) =>
  trial<Ed>({
    setup: () => {
      const e = setup()
      for (let k = 0; k < p.repeat; k++) step(e)
      return e
    },
    run: e => {
      while (e.buffer.undo({ selectionsMarkerLayer: e.layer })) {
        // one entry per step
      }
      while (e.buffer.redo({ selectionsMarkerLayer: e.layer })) {
        // one entry per step
      }
      // Snapshots restore the layer's markers: read them back in buffer order.
      e.markers = e.layer.getMarkers().sort((a, b) => a.compare(b))
      return e
    },
    check,
  })

const trials: SystemTrials = {
  loadLines: p => loadTrial(() => docText(p.lines)),
  loadLongLine: p => loadTrial(() => longLine(p.chars)),
  type: p => {
    const text = typedText(p.repeat)
    return repeatTrial(p, () => withCursors(p), e => typeChar(e, text[e.typed++]!))
  },
  selectAllMatches: () => unsupported('not-implemented', 'select-all lives in the find-and-replace package, not in text-buffer'),
  keystroke: p => {
    const text = typedText(1000)
    return trial<Ed>({
      chained: true,
      setup: () => withCursors(p),
      run: e => {
        typeChar(e, text[e.typed++ % text.length]!)
        return e
      },
      check,
    })
  },
  wordForward: p => repeatTrial(p, () => withCursors(p), e => moveCursors(e, m => moveToEndOfWord(e, m))),
  moveDown: p => repeatTrial(p, () => withCursors(p), e => moveCursors(e, (m, i) => moveDown(e, m, i))),
  selectToEndOfLine: p => repeatTrial(p, () => withCursors(p), e => moveCursors(e, selectToEndOfLine)),
  selectToEndOfWord: p =>
    repeatTrial(p, () => withCursors(p), e =>
      moveCursors(e, m => {
        // Atom's `modifySelection`: plant the tail, then move the head.
        if (!m.hasTail()) m.plantTail()
        moveToEndOfWord(e, m)
      })),
  replaceAll: p => {
    const replacement = textOfSize(p.chars, 99)
    return trial<Ed>({
      setup: () => withCursorsAt(editor(lines0(p.lines).join('\n')), Int32Array.of(0, 0)),
      run: e => {
        const m = e.markers[0]!
        m.setBufferRange(e.buffer.getRange())
        transact(e, () => {
          const r = e.buffer.setTextInRange(m.getBufferRange(), replacement)
          m.setBufferRange([r.end, r.end])
        })
        return e
      },
      check,
    })
  },
  deleteLines: p => {
    const [first, end] = deletedRows(p)
    return trial<Ed>({
      setup: () => withCursorsAt(editor(lines0(p.lines).join('\n')), Int32Array.of(0, 0)),
      run: e => {
        const m = e.markers[0]!
        m.setBufferRange([[first, 0], [end, 0]])
        transact(e, () => {
          e.buffer.delete(m.getBufferRange())
          m.setBufferRange([[first, 0], [first, 0]])
        })
        return e
      },
      check,
    })
  },
  keepStates: () => unsupported('n/a', 'text-buffer is mutable: it cannot keep every intermediate state'),
  historyEdits: p => {
    const edits = editScript(p)
    return trial<Ed>({
      setup: () => withCursorsAt(editor(lines0(p.lines).join('\n'), 2 * p.repeat), Int32Array.of(0, 0)),
      run: e => historyEdits(e, edits),
      check,
      probe: e => {
        const withHistory = heapAfterGc()
        e.buffer.clearUndoStack()
        return { historyBytesPerEdit: (withHistory - heapAfterGc()) / p.repeat }
      },
    })
  },
  undoAll: p => {
    const edits = editScript(p)
    return trial<Ed>({
      setup: () => historyEdits(withCursorsAt(editor(lines0(p.lines).join('\n'), 2 * p.repeat), Int32Array.of(0, 0)), edits),
      run: e => {
        while (e.buffer.undo({ selectionsMarkerLayer: e.layer })) {
          // one undo step per edit
        }
        return e
      },
      check,
    })
  },
  joinLines: p => repeatTrial(p, () => withCursors(p), joinLines),
  moveLineDown: p => repeatTrial(p, () => withLineBlocks(p), moveLineDown),
  typeUndoRedo: p => {
    const text = typedText(p.repeat)
    return undoRedoTrial(p, () => withCursors(p), e => typeChar(e, text[e.typed++]!))
  },
  joinUndoRedo: p => undoRedoTrial(p, () => withCursors(p), joinLines),
  moveUndoRedo: p => undoRedoTrial(p, () => withLineBlocks(p), moveLineDown),
  longLineType: p => {
    const text = typedText(p.repeat)
    return repeatTrial(p, () => longLineEd(p, 0), e => typeChar(e, text[e.typed++]!))
  },
  longLineSelectWord: p =>
    trial<Ed>({
      setup: () => longLineEd(p, p.repeat),
      run: e => {
        moveCursors(e, m => {
          // Atom's `getCurrentWordBufferRange`: the row's word matches, the first around the cursor.
          const p = m.getHeadBufferPosition()
          const row = { start: { row: p.row, column: 0 }, end: { row: p.row, column: e.buffer.lineLengthForRow(p.row) } }
          const r = e.buffer.findAllInRangeSync(WORD, row).find(x => x.end.column >= p.column && x.start.column <= p.column)
          m.setBufferRange(r ? [[r.start.row, r.start.column], [r.end.row, r.end.column]] : [[p.row, p.column], [p.row, p.column]])
        })
        return e
      },
      check,
    }),
  longLineWord: p => trial<Ed>({ setup: () => longLineEd(p, p.repeat), run: e => (moveCursors(e, m => moveToEndOfWord(e, m)), e), check }),
  longLineUndo: p =>
    trial<Ed>({
      setup: () => longLineEd(p, p.repeat),
      run: e => {
        e.buffer.undo({ selectionsMarkerLayer: e.layer })
        e.markers = e.layer.getMarkers().sort((a, b) => a.compare(b))
        return e
      },
      check,
    }),
  longLineTypeShown: p => {
    const text = typedText(p.repeat)
    return repeatTrial(p, () => longLineEd(p, 0), e => {
      typeChar(e, text[e.typed++]!)
      e.markers[0]!.getHeadScreenPosition()
    })
  },
  longLineBackspace: p =>
    trial<Ed>({
      setup: () => longLineEd(p, p.repeat),
      run: e => {
        // Atom's backspace: an empty selection takes the character before it, in one transaction.
        transact(e, () => {
          for (const m of e.markers) {
            const h = m.getHeadBufferPosition()
            e.buffer.setTextInRange([[h.row, Math.max(0, h.column - 1)], [h.row, h.column]], '')
          }
        })
        e.markers[0]!.getHeadScreenPosition()
        return e
      },
      check,
    }),
  longLineEnter: p =>
    trial<Ed>({
      setup: () => longLineEd(p, p.repeat),
      run: e => {
        typeChar(e, '\n')
        e.markers[0]!.getHeadScreenPosition()
        return e
      },
      check,
    }),
  undoKeystroke: p =>
    trial<Ed>({
      setup: () => {
        const e = withCursors(p)
        typeChar(e, 'x')
        return e
      },
      run: e => {
        e.buffer.undo({ selectionsMarkerLayer: e.layer })
        e.markers = e.layer.getMarkers().sort((a, b) => a.compare(b))
        return e
      },
      check,
    }),
  redoKeystroke: p =>
    trial<Ed>({
      setup: () => {
        const e = withCursors(p)
        typeChar(e, 'x')
        e.buffer.undo({ selectionsMarkerLayer: e.layer })
        return e
      },
      run: e => {
        e.buffer.redo({ selectionsMarkerLayer: e.layer })
        e.markers = e.layer.getMarkers().sort((a, b) => a.compare(b))
        return e
      },
      check,
    }),
  // Atom's setSelectedBufferRanges: the old selections' markers go, one marker per new range.
  selectRanges: p => {
    const q = rangeLayout(lines0(p.lines), p.cursors)
    return trial<Ed>({
      setup: () => withCursorsAt(editor(lines0(p.lines).join('\n')), Int32Array.of(0, 0)),
      run: e => {
        for (const m of e.markers) m.destroy()
        e.markers = []
        e.goals = []
        for (let i = 0; i < q.length; i += 4) {
          e.markers.push(e.layer.markBufferRange([[q[i]!, q[i + 1]!], [q[i + 2]!, q[i + 3]!]], { invalidate: 'never' }))
          e.goals.push(-1)
        }
        return e
      },
      check,
    })
  },
  getTextAfterEdit: p => {
    const row = middleRow(p)
    return trial<Ed>({
      setup: () => {
        const e = withCursorsAt(editor(lines0(p.lines).join('\n')), Int32Array.of(0, 0))
        e.text = e.buffer.getText()
        return e
      },
      run: e => {
        transact(e, () => {
          e.buffer.setTextInRange([[row, 0], [row, 0]], 'x')
          e.markers[0]!.setHeadBufferPosition([row, 1])
        })
        e.text = touched(e.buffer.getText())
        return e
      },
      check: e => checkOf({ text: e.text, selections: tuples(e) }),
    })
  },
}

const missing = (reason: string): ((p: Params) => Unsupported) => () => unsupported('n/a', reason)

/** text-buffer's trials (each reports why, if the package is missing). */
export const textbuffer: SystemTrials = loaded.ok
  ? trials
  : (Object.fromEntries(Object.keys(trials).map(k => [k, missing(loaded.reason)])) as Record<WorkloadId, (p: Params) => Unsupported>)

if (isEntry(import.meta.url)) runChild(textbuffer)
