/**
 * Selectors over one `EditorState`, memoized per state: a state is
 * immutable, so each selector computes once per state object and hands back
 * the same (frozen) value after that, which keeps React-Redux and
 * `useSelector` from re-rendering on equal results.
 */
import type { EditorState, SelectionRecord } from '../state/editor-state.js'
import { head, lastSelection, selectionsInCreationOrder } from '../state/editor-state.js'
import type { HistoryEntry, Stack } from '../state/history.js'
import type { Pos, Span } from '../values/pos.js'

// ─── combinators ────────────────────────────────────────────────────────────

/** `f` computed once per state object (kept weakly: states that are gone take their results with them). */
export const memoizePerState = <T>(f: (state: EditorState) => T): ((state: EditorState) => T) => {
  const cache = new WeakMap<EditorState, { readonly value: T }>()
  return state => {
    let hit = cache.get(state)
    if (hit === undefined) cache.set(state, (hit = { value: f(state) }))
    return hit.value
  }
}

const position = (p: Pos): Pos => Object.freeze({ row: p.row, column: p.column })
const range = (s: SelectionRecord): Span => Object.freeze({ start: position(s.start), end: position(s.end) })

/** Whether a stack holds a change entry before any barrier checkpoint (what undo would find). */
const hasChange = (stack: Stack<HistoryEntry>, stopAtBarrier: boolean): boolean => {
  for (let s = stack; s; s = s.tail) {
    if (s.head.kind === 'change') return true
    if (stopAtBarrier && s.head.isBarrier) return false
  }
  return false
}

// ─── selectors ──────────────────────────────────────────────────────────────

/** Atom's `getText()`. */
export const selectText = memoizePerState(s => s.buffer.getText())

/** Atom's `getLineCount()`. */
export const selectLineCount = (s: EditorState): number => s.buffer.getLineCount()

/** Atom's `getCursorBufferPositions()`: cursor positions, in the order the cursors were added. */
export const selectCursorBufferPositions = memoizePerState(s => Object.freeze(selectionsInCreationOrder(s).map(r => position(head(r)))))

/** Atom's `getCursorBufferPosition()`: the last cursor's position (undefined with no cursor). */
export const selectCursorBufferPosition = memoizePerState(s => {
  const last = lastSelection(s)
  return last === undefined ? undefined : position(head(last))
})

/** Atom's `getSelectedBufferRanges()`: selection ranges, in the order the selections were added. */
export const selectSelectedBufferRanges = memoizePerState(s => Object.freeze(selectionsInCreationOrder(s).map(range)))

/** Atom's `getSelectedBufferRange()`: the last selection's range (undefined with no selection). */
export const selectSelectedBufferRange = memoizePerState(s => {
  const last = lastSelection(s)
  return last === undefined ? undefined : range(last)
})

/** Each selection's text, in the order the selections were added. */
export const selectSelectedTexts = memoizePerState(s => Object.freeze(selectionsInCreationOrder(s).map(r => s.buffer.getTextInRange(r))))

/** Whether `history/undo` would change something (ignoring `readOnly`). */
export const selectCanUndo = memoizePerState(s => hasChange(s.history.undoStack, true))

/** Whether `history/redo` would change something (ignoring `readOnly`). */
export const selectCanRedo = memoizePerState(s => hasChange(s.history.redoStack, false))

/** The effects of the action that made this state (clipboard writes, autoscroll requests). */
export const selectEffects = (s: EditorState): EditorState['effects'] => s.effects

/** Every selector, by name. */
export const editorSelectors = {
  selectText,
  selectLineCount,
  selectCursorBufferPositions,
  selectCursorBufferPosition,
  selectSelectedBufferRanges,
  selectSelectedBufferRange,
  selectSelectedTexts,
  selectCanUndo,
  selectCanRedo,
  selectEffects,
} as const
