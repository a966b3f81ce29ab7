/**
 * caretaker through its Atom-compatible facade (`TextEditor`), on every
 * workload: the same work as the reducer rows, one editor method per
 * keystroke or command, so the difference is the facade's cost (argument
 * checks, dispatch, events, Point/Range objects). No listener is registered.
 */
import { TextEditor, actions as A, type EditorState } from '../../src/index.js'
import { checkOf, combineChecks, type SelTuple } from '../check.js'
import { isEntry, repeated, runChild, trial, type SystemTrials } from '../harness.js'
import {
  cursorLayout, deletedRows, docLines, docText, lineBlockSelections, longLine, longLineColumn, middleRow, needleLines, randomEdits, rangeLayout, textOfSize, touched, typedText,
  type Params,
} from '../workloads.js'

type R = [[number, number], [number, number]]

/** The editor, and what a workload keeps beside it. */
interface Ed {
  editor: TextEditor
  typed: number
  states: EditorState[]
  text: string
  ranges: R[]
}

const base = new Map<number, string[]>()
const lines0 = (n: number): string[] => {
  let l = base.get(n)
  if (!l) base.set(n, (l = docLines(n)))
  return l
}

const ed = (editor: TextEditor): Ed => ({ editor, typed: 0, states: [], text: '', ranges: [] })

const withCursors = (p: Params): Ed => {
  const lines = lines0(p.lines)
  const pos = cursorLayout(lines, p.cursors, p.every)
  const editor = new TextEditor({ text: lines.join('\n') })
  const ranges: R[] = []
  for (let i = 0; i < pos.length; i += 2) ranges.push([[pos[i]!, pos[i + 1]!], [pos[i]!, pos[i + 1]!]])
  editor.setSelectedBufferRanges(ranges)
  return ed(editor)
}

const withLineBlocks = (p: Params): Ed => {
  const lines = lines0(p.lines)
  const q = lineBlockSelections(lines, p.cursors, p.every)
  // Atom's moveLineDown auto-indents the moved rows when `autoIndent` is on; the other systems do not indent.
  const editor = new TextEditor({ text: lines.join('\n'), autoIndent: false })
  const ranges: R[] = []
  for (let i = 0; i < q.length; i += 4) ranges.push([[q[i]!, q[i + 1]!], [q[i + 2]!, q[i + 3]!]])
  editor.setSelectedBufferRanges(ranges)
  return ed(editor)
}

const plainDoc = (p: Params): Ed => ed(new TextEditor({ text: lines0(p.lines).join('\n') }))

const tuples = (s: EditorState): SelTuple[] =>
  s.selections.map(x => [x.start.row, x.start.column, x.end.row, x.end.column] as const)
const checkState = (s: EditorState): string => checkOf({ text: s.buffer.getText(), selections: tuples(s) })
const check = (e: Ed): string =>
  checkOf({
    text: e.editor.getText(),
    selections: e.editor.getSelectedBufferRanges().map(r => [r.start.row, r.start.column, r.end.row, r.end.column] as SelTuple),
  })

/** `step` ×repeat on the set-up editor. */
const repeatTrial = (p: Params, setup: () => Ed, step: (e: Ed) => void) =>
  trial<Ed>({
    setup,
    run: e => {
      for (let k = 0; k < p.repeat; k++) step(e)
      return e
    },
    check,
  })

/** Calls `f` until the editor's state stops changing (capped). */
const drain = (e: Ed, f: () => void, cap: number): void => {
  for (let k = 0; k < cap; k++) {
    const before = e.editor.getState()
    f()
    if (e.editor.getState() === before) break
  }
}

/** `step` ×repeat in the setup (untimed); the run undoes everything, then redoes everything. */
const undoRedoTrial = (p: Params, setup: () => Ed, step: (e: Ed) => void) =>
  trial<Ed>({
    setup: () => {
      const e = setup()
      for (let k = 0; k < p.repeat; k++) step(e)
      return e
    },
    run: e => {
      drain(e, () => e.editor.undo(), p.repeat + 10)
      drain(e, () => e.editor.redo(), p.repeat + 10)
      return e
    },
    check,
  })

const loadTrial = (text: () => string) =>
  trial<Ed>({
    setup: () => ({ ...ed(new TextEditor()), text: text() }),
    run: e => ({ ...ed(new TextEditor({ text: e.text })), text: e.text }),
    check,
  })

/** Each edit: put the cursor there, insert one character. */
const edit = (editor: TextEditor, edits: Int32Array, k: number): void => {
  editor.setCursorBufferPosition([edits[k]!, edits[k + 1]!])
  editor.insertText(String.fromCharCode(edits[k + 2]!))
}

const historyEdits = (e: Ed, edits: Int32Array): Ed => {
  for (let k = 0; k < edits.length; k += 3) edit(e.editor, edits, k)
  return e
}

/**
 * W10: the long line loaded, the cursor at its middle, `typed` letters typed
 * there one call each. The cursor's screen position is asked after loading
 * and after each keystroke, as an editor showing the line does.
 */
const longLineEd = (p: Params, typed: number): Ed => {
  const e = ed(new TextEditor({ text: longLine(p.chars) }))
  e.editor.setCursorBufferPosition([0, longLineColumn(p.chars)])
  e.editor.getCursorScreenPosition()
  const text = typedText(typed)
  for (let k = 0; k < typed; k++) {
    e.editor.insertText(text[k]!)
    e.editor.getCursorScreenPosition()
  }
  return e
}

const longLineTrial = (p: Params, f: (editor: TextEditor) => void) =>
  trial<Ed>({ setup: () => longLineEd(p, p.repeat), run: e => (f(e.editor), e), check })

/** The facade's trials. */
export const caretakerFacade: SystemTrials = {
  loadLines: p => loadTrial(() => docText(p.lines)),
  loadLongLine: p => loadTrial(() => longLine(p.chars)),
  type: p => {
    const text = typedText(p.repeat)
    return repeatTrial(p, () => withCursors(p), e => e.editor.insertText(text[e.typed++]!))
  },
  keystroke: p => {
    const text = typedText(1000)
    return trial<Ed>({
      chained: true,
      setup: () => withCursors(p),
      run: e => {
        e.editor.insertText(text[e.typed++ % text.length]!)
        return e
      },
      check,
    })
  },
  selectAllMatches: p => {
    const { lines, row, column } = needleLines(p.lines, p.every)
    return trial<Ed>({
      setup: () => {
        const e = ed(new TextEditor({ text: lines.join('\n') }))
        e.editor.setCursorBufferPosition([row, column])
        return e
      },
      run: e => {
        e.editor.dispatch(A.selectAllOccurrences())
        if (p.repeat > 0) e.editor.insertText('x')
        return e
      },
      check,
    })
  },
  wordForward: p => repeatTrial(p, () => withCursors(p), e => e.editor.moveToEndOfWord()),
  moveDown: p => repeatTrial(p, () => withCursors(p), e => e.editor.moveDown()),
  selectToEndOfLine: p => repeatTrial(p, () => withCursors(p), e => e.editor.selectToEndOfLine()),
  selectToEndOfWord: p => repeatTrial(p, () => withCursors(p), e => e.editor.selectToEndOfWord()),
  replaceAll: p => {
    const replacement = textOfSize(p.chars, 99)
    return trial<Ed>({
      setup: () => plainDoc(p),
      run: e => {
        e.editor.selectAll()
        e.editor.insertText(replacement)
        return e
      },
      check,
    })
  },
  deleteLines: p => {
    const [first, end] = deletedRows(p)
    return trial<Ed>({
      setup: () => plainDoc(p),
      // As the reducer rows: insert '' over the selection.
      run: e => {
        e.editor.setSelectedBufferRange([[first, 0], [end, 0]])
        e.editor.insertText('')
        return e
      },
      check,
    })
  },
  keepStates: p => {
    const edits = randomEdits(lines0(p.lines), p.repeat)
    return trial<Ed>({
      setup: () => plainDoc(p),
      run: e => {
        const states: EditorState[] = [e.editor.getState()]
        for (let k = 0; k < edits.length; k += 3) {
          edit(e.editor, edits, k)
          states.push(e.editor.getState())
        }
        return { ...e, states }
      },
      check: e => combineChecks(check(e), checkState(e.states[Math.floor(p.repeat / 2)]!)),
    })
  },
  historyEdits: p => {
    const edits = randomEdits(lines0(p.lines), p.repeat)
    return trial<Ed>({ setup: () => plainDoc(p), run: e => historyEdits(e, edits), check })
  },
  undoAll: p => {
    const edits = randomEdits(lines0(p.lines), p.repeat)
    return trial<Ed>({
      setup: () => historyEdits(plainDoc(p), edits),
      run: e => {
        drain(e, () => e.editor.undo(), p.repeat + 10)
        return e
      },
      check,
    })
  },
  joinLines: p => repeatTrial(p, () => withCursors(p), e => e.editor.joinLines()),
  moveLineDown: p => repeatTrial(p, () => withLineBlocks(p), e => e.editor.moveLineDown()),
  typeUndoRedo: p => {
    const text = typedText(p.repeat)
    return undoRedoTrial(p, () => withCursors(p), e => e.editor.insertText(text[e.typed++]!))
  },
  joinUndoRedo: p => undoRedoTrial(p, () => withCursors(p), e => e.editor.joinLines()),
  moveUndoRedo: p => undoRedoTrial(p, () => withLineBlocks(p), e => e.editor.moveLineDown()),
  undoKeystroke: p =>
    trial<Ed>({
      setup: () => {
        const e = withCursors(p)
        e.editor.insertText('x')
        return e
      },
      run: e => {
        e.editor.undo()
        return e
      },
      check,
    }),
  redoKeystroke: p =>
    trial<Ed>({
      setup: () => {
        const e = withCursors(p)
        e.editor.insertText('x')
        e.editor.undo()
        return e
      },
      run: e => {
        e.editor.redo()
        return e
      },
      check,
    }),
  selectRanges: p => {
    const q = rangeLayout(lines0(p.lines), p.cursors)
    return trial<Ed>({
      setup: () => {
        const e = plainDoc(p)
        for (let i = 0; i < q.length; i += 4) e.ranges.push([[q[i]!, q[i + 1]!], [q[i + 2]!, q[i + 3]!]])
        return e
      },
      run: e => {
        e.editor.setSelectedBufferRanges(e.ranges)
        return e
      },
      check,
    })
  },
  longLineType: p => {
    const text = typedText(p.repeat)
    return repeatTrial(p, () => longLineEd(p, 0), e => e.editor.insertText(text[e.typed++]!))
  },
  longLineSelectWord: p => longLineTrial(p, editor => editor.getLastSelection().selectWord()),
  longLineWord: p => longLineTrial(p, editor => editor.moveToEndOfWord()),
  longLineUndo: p => longLineTrial(p, editor => editor.undo()),
  longLineTypeShown: p => {
    const text = typedText(p.repeat)
    return repeated(p.repeat, () => longLineEd(p, 0), e => {
      e.editor.insertText(text[e.typed++]!)
      e.editor.getCursorScreenPosition()
    }, check)
  },
  longLineBackspace: p => longLineTrial(p, editor => (editor.backspace(), editor.getCursorScreenPosition())),
  longLineEnter: p => longLineTrial(p, editor => (editor.insertNewline(), editor.getCursorScreenPosition())),
  getTextAfterEdit: p => {
    const row = middleRow(p)
    return trial<Ed>({
      setup: () => {
        const e = plainDoc(p)
        e.text = e.editor.getText()
        return e
      },
      run: e => {
        e.editor.setCursorBufferPosition([row, 0])
        e.editor.insertText('x')
        e.text = touched(e.editor.getText())
        return e
      },
      check: e => checkOf({ text: e.text, selections: tuples(e.editor.getState()) }),
    })
  },
}

if (isEntry(import.meta.url)) runChild(caretakerFacade)
