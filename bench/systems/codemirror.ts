/**
 * CodeMirror 6, headless: `@codemirror/state` for the document, selections
 * and transactions, `@codemirror/commands` for the state commands it has
 * (`selectAll`, `moveLineDown`, `history`, `undo`). Commands that need a view
 * in CodeMirror (`cursorGroupForward`, `cursorLineDown`, `selectLineEnd`) and
 * the one it lacks (`joinLines`) are built from the public state API the way
 * its own commands are (`moveSel`: map every range, one `update` with the new
 * selection; edits with `changeByRange`), with Atom's semantics.
 */
import { EditorSelection, EditorState, type Extension, type SelectionRange, type Text, type TransactionSpec } from '@codemirror/state'
import { history, insertNewline, isolateHistory, moveLineDown, redo, selectAll, undo } from '@codemirror/commands'
import { SearchCursor, selectNextOccurrence } from '@codemirror/search'
import { currentWord, endOfWord, joinAt, moveDown, type LineSource } from '../atom-semantics.js'
import { checkOf, combineChecks, type SelTuple } from '../check.js'
import { heapAfterGc, isEntry, runChild, repeated, trial, type SystemTrials } from '../harness.js'
import {
  cursorLayout, deletedRows, docLines, docText, lineBlockSelections, longLine, longLineColumn, middleRow, needleLines, randomEdits, rangeLayout, textOfSize, touched, typedText,
  type Params,
} from '../workloads.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** A mutable box around the current state (so that probes can swap it). */
interface Box {
  state: EditorState
  states: EditorState[]
  typed: number
  text: string
}

const multi = EditorState.allowMultipleSelections.of(true)
/** Editing workloads run with undo history, as Atom's buffer and caretaker keep one. */
const editing: Extension = [multi, history()]
/** History deep enough to undo every W5 edit (the default keeps about 100 events). */
const deepHistory = (events: number): Extension => [multi, history({ minDepth: events + 1 })]

const base = new Map<number, string[]>()
const lines0 = (n: number): string[] => {
  let l = base.get(n)
  if (!l) base.set(n, (l = docLines(n)))
  return l
}

const box = (state: EditorState): Box => ({ state, states: [], typed: 0, text: '' })

const posOf = (doc: Text, row: number, col: number): number => doc.line(row + 1).from + col

const create = (lines: readonly string[], ranges: SelectionRange[], extensions: Extension): EditorState => {
  const doc = EditorState.create({ doc: lines.join('\n') }).doc
  return EditorState.create({ doc, selection: EditorSelection.create(ranges), extensions })
}

const withCursors = (p: Params, extensions: Extension): Box => {
  const lines = lines0(p.lines)
  const pos = cursorLayout(lines, p.cursors, p.every)
  const offsets: number[] = []
  let offset = 0
  let row = 0
  // Offsets by walking the lines once (the layout is sorted).
  for (let i = 0; i < pos.length; i += 2) {
    while (row < pos[i]!) offset += lines[row++]!.length + 1
    offsets.push(offset + pos[i + 1]!)
  }
  return box(create(lines, offsets.map(o => EditorSelection.cursor(o)), extensions))
}

const source = (doc: Text): LineSource => ({ lineCount: doc.lines, line: r => doc.line(r + 1).text })

const tuples = (s: EditorState): SelTuple[] =>
  s.selection.ranges.map(r => {
    const a = s.doc.lineAt(r.from)
    const b = s.doc.lineAt(r.to)
    return [a.number - 1, r.from - a.from, b.number - 1, r.to - b.from] as const
  })

const checkState = (s: EditorState): string => checkOf({ text: s.doc.toJSON(), selections: tuples(s) })
const check = (b: Box): string => checkState(b.state)

/** Runs a state command headlessly. */
const command = (b: Box, cmd: (t: { state: EditorState; dispatch: (tr: { state: EditorState }) => void }) => boolean): boolean =>
  cmd({ state: b.state, dispatch: tr => { b.state = tr.state } })

/** CodeMirror's `moveSel`: maps every range, then one update with the new selection. */
const moveSel = (b: Box, how: (r: SelectionRange, s: EditorState) => SelectionRange): void => {
  const s = b.state
  const selection = EditorSelection.create(s.selection.ranges.map(r => how(r, s)), s.selection.mainIndex)
  b.state = s.update({ selection, scrollIntoView: true, userEvent: 'select' }).state
}

/** W10: the long line, the cursor at its middle, `typed` letters typed there, each its own undo event. */
const longLineBox = (p: Params, typed: number): Box => {
  const b = box(create([longLine(p.chars)], [EditorSelection.cursor(longLineColumn(p.chars))], editing))
  const text = typedText(typed)
  for (let k = 0; k < typed; k++)
    b.state = b.state.update(b.state.replaceSelection(text[k]!), { userEvent: 'input.type', annotations: isolateHistory.of('full') }).state
  return b
}

// ─── commands (Atom's semantics on CodeMirror's state) ──────────────────────

const toEndOfWord = (r: SelectionRange, s: EditorState): SelectionRange => {
  const line = s.doc.lineAt(r.head)
  const [row, col] = endOfWord(source(s.doc), line.number - 1, r.head - line.from)
  return EditorSelection.cursor(posOf(s.doc, row, col))
}

const down = (r: SelectionRange, s: EditorState): SelectionRange => {
  const line = s.doc.lineAt(r.head)
  const [row, col, goal] = moveDown(source(s.doc), line.number - 1, r.head - line.from, r.goalColumn ?? -1)
  return EditorSelection.cursor(posOf(s.doc, row, col), 0, undefined, goal)
}

const selectToEndOfWord = (r: SelectionRange, s: EditorState): SelectionRange => {
  const line = s.doc.lineAt(r.head)
  const [row, col] = endOfWord(source(s.doc), line.number - 1, r.head - line.from)
  return EditorSelection.range(r.anchor, posOf(s.doc, row, col))
}

const toEndOfLine = (r: SelectionRange, s: EditorState): SelectionRange =>
  EditorSelection.range(r.anchor, s.doc.lineAt(r.head).to)

const joinLines = (b: Box): void => {
  const s = b.state
  const tr = s.changeByRange(range => {
    const line = s.doc.lineAt(range.head)
    if (line.number === s.doc.lines) return { range }
    const next = s.doc.line(line.number + 1)
    const j = joinAt(line.text, next.text)
    return {
      changes: { from: line.from + j.keep, to: next.from + j.drop, insert: j.space ? ' ' : '' },
      range: EditorSelection.cursor(line.from + j.keep),
    }
  })
  b.state = s.update(tr, { userEvent: 'input', scrollIntoView: true }).state
}

/** The main cursor's line and column: what a headless CodeMirror state answers of a position. */
const lineAndColumn = (b: Box): [number, number] => {
  const head = b.state.selection.main.head
  const line = b.state.doc.lineAt(head)
  return [line.number - 1, head - line.from]
}

/** Backspace at each empty selection: the character before it, as one input event. */
const backspace = (b: Box): void => {
  const s = b.state
  const tr = s.changeByRange(r => (r.empty && r.head > 0 ? { changes: { from: r.head - 1, to: r.head }, range: EditorSelection.cursor(r.head - 1) } : { changes: { from: r.from, to: r.to }, range: EditorSelection.cursor(r.from) }))
  b.state = s.update(tr, { userEvent: 'delete.backward', scrollIntoView: true }).state
}

const typeChar = (b: Box, ch: string): void => {
  b.state = b.state.update(b.state.replaceSelection(ch), { userEvent: 'input.type', scrollIntoView: true }).state
}

// ─── trials ─────────────────────────────────────────────────────────────────

const loadTrial = (text: () => string) =>
  trial<Box>({
    setup: () => ({ ...box(EditorState.create()), text: text() }),
    run: b => ({ ...box(EditorState.create({ doc: b.text, extensions: multi })), text: b.text }),
    check,
  })

const repeatTrial = (p: Params, setup: () => Box, step: (b: Box) => void) => repeated(p.repeat, setup, step, check)

const editScript = (p: Params) => randomEdits(lines0(p.lines), p.repeat)

/** Each edit: a selection transaction (no undo step), then the insertion as its own undo step. */
const historyEdits = (b: Box, edits: Int32Array): Box => {
  for (let k = 0; k < edits.length; k += 3) {
    const s = b.state
    const at = posOf(s.doc, edits[k]!, edits[k + 1]!)
    const moved = s.update({ selection: EditorSelection.cursor(at) }).state
    const spec: TransactionSpec = moved.replaceSelection(String.fromCharCode(edits[k + 2]!))
    b.state = moved.update(spec, { annotations: isolateHistory.of('full'), userEvent: 'input.type' }).state
  }
  return b
}

const withLineBlocks = (p: Params): Box => {
  const lines = lines0(p.lines)
  const quads = lineBlockSelections(lines, p.cursors, p.every)
  const doc = EditorState.create({ doc: lines.join('\n') }).doc
  const ranges: SelectionRange[] = []
  for (let i = 0; i < quads.length; i += 4) {
    ranges.push(EditorSelection.range(posOf(doc, quads[i]!, quads[i + 1]!), posOf(doc, quads[i + 2]!, quads[i + 3]!)))
  }
  return box(EditorState.create({ doc, selection: EditorSelection.create(ranges), extensions: editing }))
}

/**
 * `step` ×repeat in the setup (untimed), each its own undo event; the run
 * undoes everything, then redoes everything.
 */
const undoRedoTrial = (p: Params, setup: () => Box, step: (b: Box) => void) =>
  trial<Box>({
    setup: () => {
      const b = setup()
      for (let k = 0; k < p.repeat; k++) {
        step(b)
        // Close the event, as Atom's transactions without a grouping interval do.
        b.state = b.state.update({ annotations: isolateHistory.of('after') }).state
      }
      return b
    },
    run: b => {
      while (command(b, undo)) {
        // one event per step
      }
      while (command(b, redo)) {
        // one event per step
      }
      return b
    },
    check,
  })

/**
 * One keystroke at every cursor as one undo event, built as a single
 * transaction with every insertion (what `replaceSelection` makes, without
 * its per-range mapping, which takes minutes at 100,000 cursors).
 */
const typeAtOnce = (b: Box, ch: string): void => {
  const s = b.state
  const ranges = s.selection.ranges
  const changes = ranges.map(r => ({ from: r.from, insert: ch }))
  const selection = EditorSelection.create(ranges.map((r, i) => EditorSelection.cursor(r.from + (i + 1) * ch.length)), s.selection.mainIndex)
  b.state = s.update({ changes, selection, userEvent: 'input.type', annotations: isolateHistory.of('full') }).state
}

/** CodeMirror's trials. */
export const codemirror: SystemTrials = {
  loadLines: p => loadTrial(() => docText(p.lines)),
  loadLongLine: p => loadTrial(() => longLine(p.chars)),
  type: p => {
    const text = typedText(p.repeat)
    return repeatTrial(p, () => withCursors(p, editing), b => typeChar(b, text[b.typed++]!))
  },
  selectAllMatches: p => {
    const { lines, row, column } = needleLines(p.lines, p.every)
    return trial<Box>({
      setup: () => {
        const doc = EditorState.create({ doc: lines.join('\n') }).doc
        return box(create(lines, [EditorSelection.cursor(posOf(doc, row, column))], editing))
      },
      // From an empty cursor `selectNextOccurrence` selects the word; then every match of it is
      // selected the way `selectSelectionMatches` does it, with its SearchCursor (that command
      // itself gives up past 1,000 matches).
      run: b => {
        void selectNextOccurrence({ state: b.state, dispatch: tr => { b.state = tr.state } })
        const { from, to } = b.state.selection.main
        const ranges: SelectionRange[] = []
        let main = 0
        for (const cur = new SearchCursor(b.state.doc, b.state.sliceDoc(from, to)); !cur.next().done;) {
          if (cur.value.from === from) main = ranges.length
          ranges.push(EditorSelection.range(cur.value.from, cur.value.to))
        }
        b.state = b.state.update({ selection: EditorSelection.create(ranges, main), userEvent: 'select.search.matches' }).state
        if (p.repeat > 0) typeChar(b, 'x')
        return b
      },
      check,
    })
  },
  keystroke: p => {
    const text = typedText(1000)
    return trial<Box>({
      chained: true,
      setup: () => withCursors(p, editing),
      run: b => {
        typeChar(b, text[b.typed++ % text.length]!)
        return b
      },
      check,
    })
  },
  wordForward: p => repeatTrial(p, () => withCursors(p, multi), b => moveSel(b, toEndOfWord)),
  moveDown: p => repeatTrial(p, () => withCursors(p, multi), b => moveSel(b, down)),
  selectToEndOfLine: p => repeatTrial(p, () => withCursors(p, multi), b => moveSel(b, toEndOfLine)),
  selectToEndOfWord: p => repeatTrial(p, () => withCursors(p, multi), b => moveSel(b, selectToEndOfWord)),
  replaceAll: p => {
    const replacement = textOfSize(p.chars, 99)
    return trial<Box>({
      setup: () => box(create(lines0(p.lines), [EditorSelection.cursor(0)], editing)),
      run: b => {
        command(b, selectAll)
        b.state = b.state.update(b.state.replaceSelection(replacement), { userEvent: 'input.paste' }).state
        return b
      },
      check,
    })
  },
  deleteLines: p => {
    const [first, end] = deletedRows(p)
    return trial<Box>({
      setup: () => box(create(lines0(p.lines), [EditorSelection.cursor(0)], editing)),
      run: b => {
        const doc = b.state.doc
        b.state = b.state.update({ selection: EditorSelection.single(posOf(doc, first, 0), posOf(doc, end, 0)) }).state
        b.state = b.state.update(b.state.replaceSelection(''), { userEvent: 'delete.selection' }).state
        return b
      },
      check,
    })
  },
  keepStates: p => {
    const edits = editScript(p)
    return trial<Box>({
      setup: () => box(create(lines0(p.lines), [EditorSelection.cursor(0)], multi)),
      run: b => {
        let s = b.state
        const states: EditorState[] = [s]
        for (let k = 0; k < edits.length; k += 3) {
          const at = posOf(s.doc, edits[k]!, edits[k + 1]!)
          s = s.update({ changes: { from: at, insert: String.fromCharCode(edits[k + 2]!) }, selection: { anchor: at + 1 } }).state
          states.push(s)
        }
        return { ...box(s), states }
      },
      // The final state, and the state halfway through (time travel).
      check: b => combineChecks(check(b), checkState(b.states[Math.floor(p.repeat / 2)]!)),
    })
  },
  historyEdits: p => {
    const edits = editScript(p)
    return trial<Box>({
      setup: () => box(create(lines0(p.lines), [EditorSelection.cursor(0)], deepHistory(p.repeat))),
      run: b => historyEdits(box(b.state), edits),
      check,
      probe: b => {
        const withHistory = heapAfterGc()
        b.state = EditorState.create({ doc: b.state.doc, selection: b.state.selection, extensions: multi })
        return { historyBytesPerEdit: (withHistory - heapAfterGc()) / p.repeat }
      },
    })
  },
  undoAll: p => {
    const edits = editScript(p)
    return trial<Box>({
      setup: () => historyEdits(box(create(lines0(p.lines), [EditorSelection.cursor(0)], deepHistory(p.repeat))), edits),
      run: b => {
        while (command(b, undo)) {
          // one undo step per edit
        }
        return b
      },
      check,
    })
  },
  joinLines: p => repeatTrial(p, () => withCursors(p, editing), joinLines),
  moveLineDown: p => repeatTrial(p, () => withLineBlocks(p), b => command(b, moveLineDown)),
  typeUndoRedo: p => {
    const text = typedText(p.repeat)
    return undoRedoTrial(p, () => withCursors(p, editing), b => typeChar(b, text[b.typed++]!))
  },
  joinUndoRedo: p => undoRedoTrial(p, () => withCursors(p, editing), joinLines),
  moveUndoRedo: p => undoRedoTrial(p, () => withLineBlocks(p), b => command(b, moveLineDown)),
  longLineType: p => {
    const text = typedText(p.repeat)
    return repeatTrial(p, () => longLineBox(p, 0), b => typeChar(b, text[b.typed++]!))
  },
  longLineSelectWord: p =>
    trial<Box>({
      setup: () => longLineBox(p, p.repeat),
      run: b => {
        moveSel(b, (r, s) => {
          const line = s.doc.lineAt(r.head)
          const [from, to] = currentWord(line.text, r.head - line.from)
          return EditorSelection.range(line.from + from, line.from + to)
        })
        return b
      },
      check,
    }),
  longLineWord: p => trial<Box>({ setup: () => longLineBox(p, p.repeat), run: b => (moveSel(b, toEndOfWord), b), check }),
  longLineUndo: p => trial<Box>({ setup: () => longLineBox(p, p.repeat), run: b => (command(b, undo), b), check }),
  // CodeMirror's state has no screen layout (its view measures the DOM): the cursor's line and column stand for the query.
  longLineTypeShown: p => {
    const text = typedText(p.repeat)
    return repeatTrial(p, () => longLineBox(p, 0), b => {
      typeChar(b, text[b.typed++]!)
      lineAndColumn(b)
    })
  },
  longLineBackspace: p => trial<Box>({ setup: () => longLineBox(p, p.repeat), run: b => (backspace(b), lineAndColumn(b), b), check }),
  longLineEnter: p => trial<Box>({ setup: () => longLineBox(p, p.repeat), run: b => (command(b, insertNewline), lineAndColumn(b), b), check }),
  undoKeystroke: p =>
    trial<Box>({
      setup: () => {
        const b = withCursors(p, editing)
        typeAtOnce(b, 'x')
        return b
      },
      run: b => {
        command(b, undo)
        return b
      },
      check,
    }),
  redoKeystroke: p =>
    trial<Box>({
      setup: () => {
        const b = withCursors(p, editing)
        typeAtOnce(b, 'x')
        command(b, undo)
        return b
      },
      run: b => {
        command(b, redo)
        return b
      },
      check,
    }),
  selectRanges: p => {
    const q = rangeLayout(lines0(p.lines), p.cursors)
    return trial<Box>({
      setup: () => box(create(lines0(p.lines), [EditorSelection.cursor(0)], multi)),
      run: b => {
        const doc = b.state.doc
        const ranges: SelectionRange[] = []
        for (let i = 0; i < q.length; i += 4) ranges.push(EditorSelection.range(posOf(doc, q[i]!, q[i + 1]!), posOf(doc, q[i + 2]!, q[i + 3]!)))
        b.state = b.state.update({ selection: EditorSelection.create(ranges, ranges.length - 1) }).state
        return b
      },
      check,
    })
  },
  getTextAfterEdit: p => {
    const row = middleRow(p)
    return trial<Box>({
      setup: () => {
        const b = box(create(lines0(p.lines), [EditorSelection.cursor(0)], editing))
        b.text = b.state.doc.toString()
        return b
      },
      run: b => {
        const at = posOf(b.state.doc, row, 0)
        const state = b.state.update({ changes: { from: at, insert: 'x' }, selection: { anchor: at + 1 } }).state
        return { ...b, state, text: touched(state.doc.toString()) }
      },
      check: b => checkOf({ text: b.text, selections: tuples(b.state) }),
    })
  },
}

if (isEntry(import.meta.url)) runChild(codemirror)
