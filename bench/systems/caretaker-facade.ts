/**
 * caretaker through its Atom-compatible facade (`TextEditor`), on the typing
 * workload only: the same work as the reducer rows of W2, so the difference
 * is the facade's cost (dispatch, event diffing, Point/Range objects).
 */
import { TextEditor } from '../../src/index.js'
import { checkOf, type SelTuple } from '../check.js'
import { runChild, trial, unsupported, type SystemTrials } from '../harness.js'
import { cursorLayout, docLines, typedText, type Params, type WorkloadId } from '../workloads.js'

/** The editor and the count of keystrokes typed. */
interface Ed {
  editor: TextEditor
  typed: number
}

const withCursors = (p: Params): Ed => {
  const lines = docLines(p.lines)
  const pos = cursorLayout(lines, p.cursors, p.every)
  const editor = new TextEditor({ text: lines.join('\n') })
  const ranges: [[number, number], [number, number]][] = []
  for (let i = 0; i < pos.length; i += 2) ranges.push([[pos[i]!, pos[i + 1]!], [pos[i]!, pos[i + 1]!]])
  editor.setSelectedBufferRanges(ranges)
  return { editor, typed: 0 }
}

const check = (e: Ed): string =>
  checkOf({
    text: e.editor.getText(),
    selections: e.editor.getSelectedBufferRanges().map(r => [r.start.row, r.start.column, r.end.row, r.end.column] as SelTuple),
  })

const only = (): ReturnType<SystemTrials[WorkloadId]> => unsupported('n/a', 'the facade is measured on W2 only')

/** The facade's trials: W2 only. */
export const caretakerFacade: SystemTrials = {
  loadLines: only,
  loadLongLine: only,
  type: p => {
    const text = typedText(p.repeat)
    return trial<Ed>({
      setup: () => withCursors(p),
      run: e => {
        for (let k = 0; k < p.repeat; k++) e.editor.insertText(text[e.typed++]!)
        return e
      },
      check,
    })
  },
  selectAllMatches: only,
  keystroke: only,
  wordForward: only,
  moveDown: only,
  selectToEndOfLine: only,
  selectToEndOfWord: only,
  replaceAll: only,
  deleteLines: only,
  keepStates: only,
  historyEdits: only,
  undoAll: only,
  joinLines: only,
  moveLineDown: only,
  typeUndoRedo: only,
  joinUndoRedo: only,
  moveUndoRedo: only,
}

runChild(caretakerFacade)
