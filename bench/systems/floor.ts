/**
 * The floor: a plain mutable array of line strings and flat integer arrays
 * of selections, doing the same work as the editors with nothing else (no
 * persistence, no events, no undo unless the workload asks for it).
 *
 * Selections are `[startRow, startCol, endRow, endCol]` quads in buffer
 * order; the head is the end (every benchmarked selection is forward).
 */
import { endOfWord, joinAt, moveDown, movedRows, type LineSource } from '../atom-semantics.js'
import { checkOf, type SelTuple } from '../check.js'
import { heapAfterGc, isEntry, runChild, repeated, trial, unsupported, type SystemTrials } from '../harness.js'
import {
  cursorLayout, deletedRows, docLines, docText, lineBlockSelections, longLine, middleRow, randomEdits, rangeLayout, textOfSize, touched, typedText,
  type Params,
} from '../workloads.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** The floor's whole state. */
interface Doc {
  lines: string[]
  /** Flat quads, sorted. */
  sels: Int32Array
  /** Goal column per selection, -1 for none. */
  goals: Int32Array
  /** Undo history: `[row, column]` of each insertion, when kept. */
  history: number[]
  /** Keystrokes typed so far (chained runs). */
  typed: number
  /** Input text, for the load workloads. */
  text: string
}

const base = new Map<number, string[]>()
/** The generated document of `n` lines, generated once per process and copied per run. */
const lines0 = (n: number): string[] => {
  let l = base.get(n)
  if (!l) base.set(n, (l = docLines(n)))
  return l
}

const doc = (lines: string[], sels: Int32Array): Doc =>
  ({ lines, sels, goals: new Int32Array(sels.length / 4).fill(-1), history: [], typed: 0, text: '' })

const cursorsToSels = (pos: Int32Array): Int32Array => {
  const n = pos.length / 2
  const out = new Int32Array(n * 4)
  for (let i = 0; i < n; i++) out.set([pos[2 * i]!, pos[2 * i + 1]!, pos[2 * i]!, pos[2 * i + 1]!], 4 * i)
  return out
}

const withCursors = (p: Params): Doc => {
  const lines = lines0(p.lines)
  return doc(lines.slice(), cursorsToSels(cursorLayout(lines, p.cursors, p.every)))
}

const source = (lines: string[]): LineSource => ({ lineCount: lines.length, line: r => lines[r]! })

const tuples = (sels: Int32Array): SelTuple[] => {
  const out: SelTuple[] = []
  for (let i = 0; i < sels.length; i += 4) out.push([sels[i]!, sels[i + 1]!, sels[i + 2]!, sels[i + 3]!])
  return out
}

const check = (d: Doc): string => checkOf({ text: d.lines, selections: tuples(d.sels) })

// ─── commands ───────────────────────────────────────────────────────────────

/** Inserts `ch` (no line break) at every cursor, right to left so positions stay valid. */
const typeChar = (d: Doc, ch: string): void => {
  const { lines, sels } = d
  const n = sels.length / 4
  for (let i = n - 1; i >= 0; i--) {
    const r = sels[4 * i]!
    const c = sels[4 * i + 1]!
    const line = lines[r]!
    lines[r] = line.slice(0, c) + ch + line.slice(c)
    for (let j = i; j < n && sels[4 * j] === r; j++) {
      sels[4 * j + 1]! += 1
      sels[4 * j + 3]! += 1
    }
  }
  d.goals.fill(-1)
}

/** Deletes the character before every cursor (undoing `typeChar`), right to left so positions stay valid. */
const untypeChar = (d: Doc): void => {
  const { lines, sels } = d
  const n = sels.length / 4
  for (let i = n - 1; i >= 0; i--) {
    const r = sels[4 * i]!
    const c = sels[4 * i + 1]!
    const line = lines[r]!
    lines[r] = line.slice(0, c - 1) + line.slice(c)
    for (let j = i; j < n && sels[4 * j] === r; j++) {
      sels[4 * j + 1]! -= 1
      sels[4 * j + 3]! -= 1
    }
  }
  d.goals.fill(-1)
}

/**
 * `setSelectedBufferRanges`: sorted `[startRow, startCol, endRow, endCol]`
 * quads, clipped to the text and merged where they overlap, copied in.
 */
const selectRanges = (d: Doc, q: Int32Array): void => {
  const out = new Int32Array(q.length)
  let w = 0
  for (let i = 0; i < q.length; i += 4) {
    const sr = Math.min(q[i]!, d.lines.length - 1)
    const er = Math.min(q[i + 2]!, d.lines.length - 1)
    const sc = Math.min(q[i + 1]!, d.lines[sr]!.length)
    const ec = Math.min(q[i + 3]!, d.lines[er]!.length)
    if (w > 0 && (out[w - 2]! > sr || (out[w - 2] === sr && out[w - 1]! > sc))) {
      // Overlaps the previous one: extend it.
      if (er > out[w - 2]! || (er === out[w - 2] && ec > out[w - 1]!)) out.set([er, ec], w - 2)
      continue
    }
    out.set([sr, sc, er, ec], w)
    w += 4
  }
  d.sels = out.slice(0, w)
  d.goals = new Int32Array(w / 4).fill(-1)
}

/** Drops cursors that landed on the previous one's position (Atom's mergeCursors). */
const dedupe = (d: Doc): void => {
  const s = d.sels
  let w = 0
  for (let i = 0; i < s.length; i += 4) {
    if (w > 0 && s[w - 4] === s[i] && s[w - 3] === s[i + 1] && s[w - 2] === s[i + 2] && s[w - 1] === s[i + 3]) continue
    s.copyWithin(w, i, i + 4)
    d.goals[w / 4] = d.goals[i / 4]!
    w += 4
  }
  if (w < s.length) {
    d.sels = s.slice(0, w)
    d.goals = d.goals.slice(0, w / 4)
  }
}

const moveCursors = (d: Doc, to: (row: number, col: number, i: number) => readonly [number, number]): void => {
  const s = d.sels
  for (let i = 0; i < s.length; i += 4) {
    const [r, c] = to(s[i + 2]!, s[i + 3]!, i / 4)
    s[i] = s[i + 2] = r
    s[i + 1] = s[i + 3] = c
  }
  dedupe(d)
}

/** Replaces one range with `text` (which may hold line breaks); the cursor goes to the end of the insertion. */
const replaceRange = (d: Doc, sr: number, sc: number, er: number, ec: number, text: string): void => {
  const parts = text.split('\n')
  const head = d.lines[sr]!.slice(0, sc)
  const tail = d.lines[er]!.slice(ec)
  const endRow = sr + parts.length - 1
  const endCol = (parts.length === 1 ? sc : 0) + parts[parts.length - 1]!.length
  parts[0] = head + parts[0]!
  parts[parts.length - 1] = parts[parts.length - 1]! + tail
  if (er - sr + 1 === d.lines.length) d.lines = parts
  else d.lines.splice(sr, er - sr + 1, ...parts)
  d.sels = Int32Array.of(endRow, endCol, endRow, endCol)
  d.goals = Int32Array.of(-1)
}

/** Joins every cursor's row with the next, in one pass over the rows. */
const joinLines = (d: Doc): void => {
  const { lines, sels } = d
  const n = sels.length / 4
  const out: string[] = []
  let k = 0
  for (let r = 0; r < lines.length; r++) {
    if (k < n && sels[4 * k + 2] === r) {
      if (r + 1 < lines.length) {
        const j = joinAt(lines[r]!, lines[++r]!)
        sels.set([out.length, j.column, out.length, j.column], 4 * k)
        out.push(j.text)
      } else {
        sels.set([out.length, sels[4 * k + 1]!, out.length, sels[4 * k + 3]!], 4 * k)
        out.push(lines[r]!)
      }
      k++
    } else out.push(lines[r]!)
  }
  d.lines = out
}

/** Moves the rows of every selection down one row, under the row below. */
const moveLineDown = (d: Doc): void => {
  const { lines, sels } = d
  for (let i = sels.length - 4; i >= 0; i -= 4) {
    const [s, e] = movedRows(sels[i]!, sels[i + 2]!, sels[i + 3]!)
    if (e + 1 >= lines.length) continue
    const below = lines[e + 1]!
    for (let r = e + 1; r > s; r--) lines[r] = lines[r - 1]!
    lines[s] = below
    sels[i]! += 1
    sels[i + 2]! += 1
  }
}

// ─── trials ─────────────────────────────────────────────────────────────────

const noLineHistory = () =>
  unsupported('n/a', 'the floor keeps an undo history for single-character edits only (W5), not for multi-cursor commands')

const loadTrial = (text: () => string) =>
  trial<Doc>({
    setup: () => ({ ...doc([], new Int32Array(4)), text: text() }),
    run: d => ({ ...doc(d.text.split('\n'), new Int32Array(4)), text: d.text }),
    check,
  })

const repeatTrial = (p: Params, setup: () => Doc, step: (d: Doc) => void) => repeated(p.repeat, setup, step, check)

const editScript = (p: Params) => randomEdits(lines0(p.lines), p.repeat)

const historyEdits = (d: Doc, edits: Int32Array): Doc => {
  const { lines, history } = d
  for (let k = 0; k < edits.length; k += 3) {
    const r = edits[k]!
    const c = edits[k + 1]!
    const line = lines[r]!
    lines[r] = line.slice(0, c) + String.fromCharCode(edits[k + 2]!) + line.slice(c)
    history.push(r, c)
    d.sels = Int32Array.of(r, c + 1, r, c + 1)
  }
  return d
}

const undoAll = (d: Doc): Doc => {
  const { lines, history } = d
  while (history.length > 0) {
    const c = history.pop()!
    const r = history.pop()!
    const line = lines[r]!
    lines[r] = line.slice(0, c) + line.slice(c + 1)
    d.sels = Int32Array.of(r, c, r, c)
  }
  return d
}

/** The floor's trials. */
export const floor: SystemTrials = {
  loadLines: p => loadTrial(() => docText(p.lines)),
  loadLongLine: p => loadTrial(() => longLine(p.chars)),
  type: p => {
    const text = typedText(p.repeat)
    return trial<Doc>({
      setup: () => withCursors(p),
      run: d => {
        for (let k = 0; k < p.repeat; k++) typeChar(d, text[k]!)
        return d
      },
      check,
    })
  },
  selectAllMatches: () => unsupported('n/a', 'the floor has no search'),
  longLineType: () => unsupported('n/a', 'the floor stores a line as one flat string: no floor for edits inside a long line'),
  longLineSelectWord: () => unsupported('n/a', 'the floor stores a line as one flat string: no floor for edits inside a long line'),
  longLineWord: () => unsupported('n/a', 'the floor stores a line as one flat string: no floor for edits inside a long line'),
  longLineUndo: () => unsupported('n/a', 'the floor stores a line as one flat string: no floor for edits inside a long line'),
  longLineTypeShown: () => unsupported('n/a', 'the floor stores a line as one flat string and has no screen layout'),
  longLineBackspace: () => unsupported('n/a', 'the floor stores a line as one flat string and has no screen layout'),
  longLineEnter: () => unsupported('n/a', 'the floor stores a line as one flat string and has no screen layout'),
  keystroke: p => {
    const text = typedText(1000)
    return trial<Doc>({
      chained: true,
      setup: () => withCursors(p),
      run: d => {
        typeChar(d, text[d.typed++ % text.length]!)
        return d
      },
      check,
    })
  },
  wordForward: p =>
    repeatTrial(p, () => withCursors(p), d => {
      const src = source(d.lines)
      moveCursors(d, (r, c) => endOfWord(src, r, c))
    }),
  moveDown: p =>
    repeatTrial(p, () => withCursors(p), d => {
      const src = source(d.lines)
      moveCursors(d, (r, c, i) => {
        const [nr, nc, g] = moveDown(src, r, c, d.goals[i]!)
        d.goals[i] = g
        return [nr, nc]
      })
    }),
  selectToEndOfWord: p =>
    repeatTrial(p, () => withCursors(p), d => {
      const src = source(d.lines)
      const s = d.sels
      // Tails stay; heads (the ends: every selection here is forward) move to the end of the word.
      for (let i = 0; i < s.length; i += 4) {
        const [r, c] = endOfWord(src, s[i + 2]!, s[i + 3]!)
        s[i + 2] = r
        s[i + 3] = c
      }
      d.goals.fill(-1)
    }),
  selectToEndOfLine: p =>
    repeatTrial(p, () => withCursors(p), d => {
      const s = d.sels
      for (let i = 0; i < s.length; i += 4) s[i + 3] = d.lines[s[i + 2]!]!.length
      d.goals.fill(-1)
    }),
  replaceAll: p => {
    const replacement = textOfSize(p.chars, 99)
    return trial<Doc>({
      setup: () => doc(lines0(p.lines).slice(), new Int32Array(4)),
      run: d => {
        const last = d.lines.length - 1
        d.sels = Int32Array.of(0, 0, last, d.lines[last]!.length)
        replaceRange(d, 0, 0, last, d.lines[last]!.length, replacement)
        return d
      },
      check,
    })
  },
  deleteLines: p => {
    const [first, end] = deletedRows(p)
    return trial<Doc>({
      setup: () => doc(lines0(p.lines).slice(), new Int32Array(4)),
      run: d => {
        d.sels = Int32Array.of(first, 0, end, 0)
        replaceRange(d, first, 0, end, 0, '')
        return d
      },
      check,
    })
  },
  keepStates: () =>
    unsupported('n/a', 'the floor is mutable: keeping every state would copy the line array per edit (~8 bytes × lines per state)'),
  historyEdits: p => {
    const edits = editScript(p)
    return trial<Doc>({
      setup: () => doc(lines0(p.lines).slice(), new Int32Array(4)),
      run: d => historyEdits(d, edits),
      check,
      probe: d => {
        const withHistory = heapAfterGc()
        d.history = []
        return { historyBytesPerEdit: (withHistory - heapAfterGc()) / p.repeat }
      },
    })
  },
  undoAll: p => {
    const edits = editScript(p)
    return trial<Doc>({
      setup: () => historyEdits(doc(lines0(p.lines).slice(), new Int32Array(4)), edits),
      run: undoAll,
      check,
    })
  },
  joinLines: p => repeatTrial(p, () => withCursors(p), joinLines),
  moveLineDown: p => {
    const setup = (): Doc => {
      const lines = lines0(p.lines)
      return doc(lines.slice(), lineBlockSelections(lines, p.cursors, p.every))
    }
    return repeatTrial(p, setup, moveLineDown)
  },
  typeUndoRedo: noLineHistory,
  joinUndoRedo: noLineHistory,
  moveUndoRedo: noLineHistory,
  // Undoing or redoing one keystroke at every cursor is deleting or typing the letter again.
  undoKeystroke: p =>
    trial<Doc>({
      setup: () => {
        const d = withCursors(p)
        typeChar(d, 'x')
        return d
      },
      run: d => {
        untypeChar(d)
        return d
      },
      check,
    }),
  redoKeystroke: p =>
    trial<Doc>({
      setup: () => withCursors(p),
      run: d => {
        typeChar(d, 'x')
        return d
      },
      check,
    }),
  selectRanges: p => {
    const q = rangeLayout(lines0(p.lines), p.cursors)
    return trial<Doc>({
      setup: () => doc(lines0(p.lines).slice(), new Int32Array(4)),
      run: d => {
        selectRanges(d, q)
        return d
      },
      check,
    })
  },
  getTextAfterEdit: p => {
    const row = middleRow(p)
    return trial<Doc>({
      setup: () => doc(lines0(p.lines).slice(), new Int32Array(4)),
      run: d => {
        d.lines[row] = 'x' + d.lines[row]!
        d.sels = Int32Array.of(row, 1, row, 1)
        d.text = touched(d.lines.join('\n'))
        return d
      },
      check: d => checkOf({ text: d.text, selections: tuples(d.sels) }),
    })
  },
}

if (isEntry(import.meta.url)) runChild(floor)
