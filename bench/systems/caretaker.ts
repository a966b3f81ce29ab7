/**
 * caretaker through its reducers: `reduce(state, action)` with the action
 * creators, one action per keystroke or command, every state a persistent
 * value. Some action creators (`joinLines`, `moveLineDown`, `undo`,
 * `redo`) are looked up by name at run time, so that a build without them
 * reports those rows as not implemented instead of failing.
 */
import { createEditorState, reduce, screen, type EditorState } from '../../src/index.js'
import * as A from '../../src/actions/index.js'
import type { Action } from '../../src/actions/index.js'
import { checkOf, combineChecks, type SelTuple } from '../check.js'
import { heapAfterGc, isEntry, runChild, repeated, trial, unsupported, type Runnable, type SystemTrials, type Unsupported } from '../harness.js'
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

type Range = { start: { row: number; column: number }; end: { row: number; column: number } }

const base = new Map<number, string[]>()
const lines0 = (n: number): string[] => {
  let l = base.get(n)
  if (!l) base.set(n, (l = docLines(n)))
  return l
}

const box = (state: EditorState): Box => ({ state, states: [], typed: 0, text: '' })

const range = (sr: number, sc: number, er: number, ec: number): Range =>
  ({ start: { row: sr, column: sc }, end: { row: er, column: ec } })

const select = (s: EditorState, ranges: Range[]): EditorState => reduce(s, A.setSelectedBufferRanges({ ranges }))

const withCursors = (p: Params): Box => {
  const lines = lines0(p.lines)
  const pos = cursorLayout(lines, p.cursors, p.every)
  const ranges: Range[] = []
  for (let i = 0; i < pos.length; i += 2) ranges.push(range(pos[i]!, pos[i + 1]!, pos[i]!, pos[i + 1]!))
  return box(select(createEditorState({ text: lines.join('\n') }), ranges))
}

const tuples = (s: EditorState): SelTuple[] =>
  s.selections.map(x => [x.start.row, x.start.column, x.end.row, x.end.column] as const)

const checkState = (s: EditorState): string => checkOf({ text: s.buffer.getText(), selections: tuples(s) })
const check = (b: Box): string => checkState(b.state)

/**
 * An action creator caretaker may not have yet, found by name at run time:
 * the creator, or why it cannot be used (missing, or the reducer throws on a
 * two-line probe state, as while a feature is half-landed).
 */
const later = (name: string): (() => Action) | string => {
  const f = (A as unknown as Record<string, unknown>)[name]
  if (typeof f !== 'function') return `${name} is not implemented in caretaker yet`
  const creator = f as () => Action
  try {
    reduce(createEditorState({ text: 'a \n  b' }), creator())
    return creator
  } catch (e) {
    return `${name}: the action exists but its reducer fails on a probe (${e instanceof Error ? e.message : String(e)})`
  }
}

const withLineBlocks = (p: Params): Box => {
  const lines = lines0(p.lines)
  const q = lineBlockSelections(lines, p.cursors, p.every)
  const ranges: Range[] = []
  for (let i = 0; i < q.length; i += 4) ranges.push(range(q[i]!, q[i + 1]!, q[i + 2]!, q[i + 3]!))
  // Atom's moveLineDown auto-indents the moved rows when `autoIndent` is on; the other systems do not indent.
  return box(select(createEditorState({ text: lines.join('\n'), autoIndent: false }), ranges))
}

/** Applies `action` until the state stops changing (capped at `cap` times). */
const drain = (s: EditorState, action: () => Action, cap: number): EditorState => {
  for (let k = 0; k < cap; k++) {
    const next = reduce(s, action())
    if (next === s) break
    s = next
  }
  return s
}

// ─── trials ─────────────────────────────────────────────────────────────────

/** `step` ×repeat in the setup (untimed); the run undoes everything, then redoes everything. */
const undoRedoTrial = (p: Params, setup: () => Box, step: (b: Box) => Action): Runnable | Unsupported =>
  withLater('undo', undo =>
    withLater('redo', redo =>
      trial<Box>({
        setup: () => {
          const b = setup()
          for (let k = 0; k < p.repeat; k++) b.state = reduce(b.state, step(b))
          return b
        },
        run: b => {
          b.state = drain(drain(b.state, undo, p.repeat + 10), redo, p.repeat + 10)
          return b
        },
        check,
      }),
    ),
  )

const loadTrial = (text: () => string) =>
  trial<Box>({
    setup: () => ({ ...box(createEditorState()), text: text() }),
    run: b => ({ ...box(createEditorState({ text: b.text })), text: b.text }),
    check,
  })

const repeatTrial = (p: Params, setup: () => Box, action: (b: Box) => Action) =>
  repeated(p.repeat, setup, b => { b.state = reduce(b.state, action(b)) }, check)

const editScript = (p: Params) => randomEdits(lines0(p.lines), p.repeat)

/** Each edit is two actions: put the cursor there, insert one character. */
const edit = (s: EditorState, edits: Int32Array, k: number): EditorState => {
  const r = edits[k]!
  const c = edits[k + 1]!
  return reduce(select(s, [range(r, c, r, c)]), A.insertText({ text: String.fromCharCode(edits[k + 2]!) }))
}

const historyEdits = (b: Box, edits: Int32Array): Box => {
  let s = b.state
  for (let k = 0; k < edits.length; k += 3) s = edit(s, edits, k)
  return box(s)
}

const withLater = (name: string, make: (creator: () => Action) => Runnable | Unsupported): Runnable | Unsupported => {
  const creator = later(name)
  return typeof creator === 'string' ? unsupported('not-implemented', creator) : make(creator)
}

/**
 * W10: the long line loaded, the cursor at its middle, `typed` letters typed
 * there one action each. The cursor's screen position is asked after loading
 * and after each keystroke, as an editor showing the line does.
 */
const longLineBox = (p: Params, typed: number): Box => {
  const column = longLineColumn(p.chars)
  let s = select(createEditorState({ text: longLine(p.chars) }), [range(0, column, 0, column)])
  const shown = (): unknown => screen.screenPositionForBufferPosition(s, s.selections[0]!.end)
  shown()
  const text = typedText(typed)
  for (let k = 0; k < typed; k++) {
    s = reduce(s, A.insertText({ text: text[k]! }))
    shown()
  }
  return box(s)
}

const longLineTrial = (p: Params, action: () => Action) =>
  trial<Box>({ setup: () => longLineBox(p, p.repeat), run: b => box(reduce(b.state, action())), check })

// The action, then the cursor's screen position, as an editor showing the line asks after each keystroke.
const longLineShownTrial = (p: Params, action: () => Action) =>
  trial<Box>({
    setup: () => longLineBox(p, p.repeat),
    run: b => {
      const s = reduce(b.state, action())
      screen.screenPositionForBufferPosition(s, s.selections[0]!.end)
      return box(s)
    },
    check,
  })

/** caretaker's trials, through the reducers. */
export const caretaker: SystemTrials = {
  loadLines: p => loadTrial(() => docText(p.lines)),
  loadLongLine: p => loadTrial(() => longLine(p.chars)),
  type: p => {
    const text = typedText(p.repeat)
    return repeatTrial(p, () => withCursors(p), b => A.insertText({ text: text[b.typed++]! }))
  },
  selectAllMatches: p => {
    const { lines, row, column } = needleLines(p.lines, p.every)
    return trial<Box>({
      setup: () => box(select(createEditorState({ text: lines.join('\n') }), [range(row, column, row, column)])),
      run: b => {
        const s = reduce(b.state, A.selectAllOccurrences())
        return box(p.repeat > 0 ? reduce(s, A.insertText({ text: 'x' })) : s)
      },
      check,
    })
  },
  keystroke: p => {
    const text = typedText(1000)
    return trial<Box>({
      chained: true,
      setup: () => withCursors(p),
      run: b => {
        b.state = reduce(b.state, A.insertText({ text: text[b.typed++ % text.length]! }))
        return b
      },
      check,
    })
  },
  wordForward: p => repeatTrial(p, () => withCursors(p), () => A.moveToEndOfWord()),
  moveDown: p => repeatTrial(p, () => withCursors(p), () => A.moveDown()),
  selectToEndOfLine: p => repeatTrial(p, () => withCursors(p), () => A.selectToEndOfLine()),
  selectToEndOfWord: p => repeatTrial(p, () => withCursors(p), () => A.selectToEndOfWord()),
  replaceAll: p => {
    const replacement = textOfSize(p.chars, 99)
    return trial<Box>({
      setup: () => box(createEditorState({ text: lines0(p.lines).join('\n') })),
      run: b => box(reduce(reduce(b.state, A.selectAll()), A.insertText({ text: replacement }))),
      check,
    })
  },
  deleteLines: p => {
    const [first, end] = deletedRows(p)
    return trial<Box>({
      setup: () => box(createEditorState({ text: lines0(p.lines).join('\n') })),
      // Atom's `delete` on a non-empty selection; caretaker has no `delete` yet, and
      // inserting '' over the selection does the same edit.
      run: b => box(reduce(select(b.state, [range(first, 0, end, 0)]), A.insertText({ text: '' }))),
      check,
    })
  },
  keepStates: p => {
    const edits = editScript(p)
    return trial<Box>({
      setup: () => box(createEditorState({ text: lines0(p.lines).join('\n') })),
      run: b => {
        let s = b.state
        const states: EditorState[] = [s]
        for (let k = 0; k < edits.length; k += 3) {
          s = edit(s, edits, k)
          states.push(s)
        }
        return { ...box(s), states }
      },
      // The final state, and the state halfway through (time travel).
      check: b => combineChecks(check(b), checkState(b.states[Math.floor(p.repeat / 2)]!)),
    })
  },
  historyEdits: p => {
    const undo = later('undo')
    if (typeof undo === 'string') return unsupported('not-implemented', undo)
    const edits = editScript(p)
    return trial<Box>({
      setup: () => box(createEditorState({ text: lines0(p.lines).join('\n') })),
      run: b => historyEdits(b, edits),
      check,
      probe: b => {
        const withHistory = heapAfterGc()
        // The same buffer and selections with an empty history.
        b.state = { ...createEditorState({ buffer: b.state.buffer }), selections: b.state.selections }
        return { historyBytesPerEdit: (withHistory - heapAfterGc()) / p.repeat }
      },
    })
  },
  undoAll: p =>
    withLater('undo', undo => {
      const edits = editScript(p)
      return trial<Box>({
        setup: () => historyEdits(box(createEditorState({ text: lines0(p.lines).join('\n') })), edits),
        run: b => {
          // Until undo returns the same state (nothing left to undo); capped in case it never does.
          for (let k = 0; k <= p.repeat + 10; k++) {
            const s = reduce(b.state, undo())
            if (s === b.state) break
            b.state = s
          }
          return b
        },
        check,
      })
    }),
  joinLines: p => withLater('joinLines', join => repeatTrial(p, () => withCursors(p), join)),
  moveLineDown: p => withLater('moveLineDown', move => repeatTrial(p, () => withLineBlocks(p), move)),
  typeUndoRedo: p => {
    const text = typedText(p.repeat)
    return undoRedoTrial(p, () => withCursors(p), b => A.insertText({ text: text[b.typed++]! }))
  },
  joinUndoRedo: p => withLater('joinLines', join => undoRedoTrial(p, () => withCursors(p), join)),
  moveUndoRedo: p => withLater('moveLineDown', move => undoRedoTrial(p, () => withLineBlocks(p), move)),
  undoKeystroke: p =>
    trial<Box>({
      setup: () => {
        const b = withCursors(p)
        b.state = reduce(b.state, A.insertText({ text: 'x' }))
        return b
      },
      run: b => ({ ...b, state: reduce(b.state, A.undo()) }),
      check,
    }),
  redoKeystroke: p =>
    trial<Box>({
      setup: () => {
        const b = withCursors(p)
        b.state = reduce(reduce(b.state, A.insertText({ text: 'x' })), A.undo())
        return b
      },
      run: b => ({ ...b, state: reduce(b.state, A.redo()) }),
      check,
    }),
  selectRanges: p => {
    const q = rangeLayout(lines0(p.lines), p.cursors)
    return trial<Box>({
      setup: () => box(createEditorState({ text: lines0(p.lines).join('\n') })),
      // The action's ranges are made from the layout in each run, as the other systems make theirs.
      run: b => {
        const ranges: Range[] = []
        for (let i = 0; i < q.length; i += 4) ranges.push(range(q[i]!, q[i + 1]!, q[i + 2]!, q[i + 3]!))
        return { ...b, state: reduce(b.state, A.setSelectedBufferRanges({ ranges })) }
      },
      check,
    })
  },
  longLineType: p => {
    const text = typedText(p.repeat)
    return repeatTrial(p, () => longLineBox(p, 0), b => A.insertText({ text: text[b.typed++]! }))
  },
  longLineSelectWord: p => longLineTrial(p, () => A.selectWord()),
  longLineWord: p => longLineTrial(p, () => A.moveToEndOfWord()),
  longLineUndo: p => longLineTrial(p, () => A.undo()),
  longLineTypeShown: p => {
    const text = typedText(p.repeat)
    return repeated(p.repeat, () => longLineBox(p, 0), b => {
      b.state = reduce(b.state, A.insertText({ text: text[b.typed++]! }))
      screen.screenPositionForBufferPosition(b.state, b.state.selections[0]!.end)
    }, check)
  },
  longLineBackspace: p => longLineShownTrial(p, () => A.backspace()),
  longLineEnter: p => longLineShownTrial(p, () => A.insertText({ text: '\n' })),
  getTextAfterEdit: p => {
    const row = middleRow(p)
    return trial<Box>({
      setup: () => {
        const b = box(createEditorState({ text: lines0(p.lines).join('\n') }))
        b.text = b.state.buffer.getText()
        return b
      },
      run: b => {
        const state = reduce(select(b.state, [range(row, 0, row, 0)]), A.insertText({ text: 'x' }))
        return { ...b, state, text: touched(state.buffer.getText()) }
      },
      check: b => checkOf({ text: b.text, selections: tuples(b.state) }),
    })
  },
}

if (isEntry(import.meta.url)) runChild(caretaker)
