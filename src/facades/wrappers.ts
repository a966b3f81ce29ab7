/**
 * The editor's multi-cursor wrappers (reference §4.2, §4.3): each applies
 * one Cursor or Selection method to every cursor or selection and merges.
 * They are one-line methods, so they are generated from a table.
 */
import * as A from '../actions/index.js'
import type { TextEditor } from './text-editor.js'

/** Motion wrappers that move from the selection's edge (`moveToEndOfSelection: true`). */
const edgeMotions = {
  moveUp: (n = 1) => A.moveUp({ rowCount: n, moveToEndOfSelection: true }),
  moveDown: (n = 1) => A.moveDown({ rowCount: n, moveToEndOfSelection: true }),
  moveLeft: (n = 1) => A.moveLeft({ columnCount: n, moveToEndOfSelection: true }),
  moveRight: (n = 1) => A.moveRight({ columnCount: n, moveToEndOfSelection: true }),
  // Without a view a page is one row.
  pageUp: () => A.moveUp({ rowCount: 1, moveToEndOfSelection: true }),
  pageDown: () => A.moveDown({ rowCount: 1, moveToEndOfSelection: true }),
}

/** Wrappers with no arguments. */
const plain = {
  moveToTop: A.moveToTop,
  moveToBottom: A.moveToBottom,
  moveToBeginningOfScreenLine: A.moveToBeginningOfScreenLine,
  moveToBeginningOfLine: A.moveToBeginningOfLine,
  moveToFirstCharacterOfLine: A.moveToFirstCharacterOfLine,
  moveToEndOfScreenLine: A.moveToEndOfScreenLine,
  moveToEndOfLine: A.moveToEndOfLine,
  moveToBeginningOfWord: A.moveToBeginningOfWord,
  moveToEndOfWord: A.moveToEndOfWord,
  moveToBeginningOfNextWord: A.moveToBeginningOfNextWord,
  moveToPreviousWordBoundary: A.moveToPreviousWordBoundary,
  moveToNextWordBoundary: A.moveToNextWordBoundary,
  moveToPreviousSubwordBoundary: A.moveToPreviousSubwordBoundary,
  moveToNextSubwordBoundary: A.moveToNextSubwordBoundary,
  moveToBeginningOfNextParagraph: A.moveToBeginningOfNextParagraph,
  moveToBeginningOfPreviousParagraph: A.moveToBeginningOfPreviousParagraph,
  selectToTop: A.selectToTop,
  selectToBottom: A.selectToBottom,
  selectAll: A.selectAll,
  selectToBeginningOfLine: A.selectToBeginningOfLine,
  selectToFirstCharacterOfLine: A.selectToFirstCharacterOfLine,
  selectToEndOfLine: A.selectToEndOfLine,
  selectToBeginningOfWord: A.selectToBeginningOfWord,
  selectToEndOfWord: A.selectToEndOfWord,
  selectToBeginningOfNextWord: A.selectToBeginningOfNextWord,
  selectToPreviousWordBoundary: A.selectToPreviousWordBoundary,
  selectToNextWordBoundary: A.selectToNextWordBoundary,
  selectToPreviousSubwordBoundary: A.selectToPreviousSubwordBoundary,
  selectToNextSubwordBoundary: A.selectToNextSubwordBoundary,
  selectToBeginningOfNextParagraph: A.selectToBeginningOfNextParagraph,
  selectToBeginningOfPreviousParagraph: A.selectToBeginningOfPreviousParagraph,
  addSelectionBelow: A.addSelectionBelow,
  addSelectionAbove: A.addSelectionAbove,
}

/** Wrappers taking a count. */
const counted = {
  selectUp: (n = 1) => A.selectUp({ rowCount: n }),
  selectDown: (n = 1) => A.selectDown({ rowCount: n }),
  selectLeft: (n = 1) => A.selectLeft({ columnCount: n }),
  selectRight: (n = 1) => A.selectRight({ columnCount: n }),
  selectPageUp: () => A.selectUp({ rowCount: 1 }),
  selectPageDown: () => A.selectDown({ rowCount: 1 }),
}

/** The generated methods, for the TextEditor's type. */
export type CursorWrappers = { [K in keyof typeof edgeMotions | keyof typeof counted]: (count?: number) => void } & {
  [K in keyof typeof plain]: () => void
}

/** Install the wrappers on the editor's prototype. */
export const cursorWrappers = (proto: TextEditor): void => {
  const table: Record<string, (n?: number) => A.Action> = { ...edgeMotions, ...counted }
  for (const [name, make] of Object.entries(table)) {
    Object.defineProperty(proto, name, {
      // Without a count the action takes the default one and is well formed as built; a count given is checked.
      value: function (this: TextEditor, n?: number) {
        if (n === undefined) this.dispatchBuilt(make())
        else this.dispatch(make(n))
      },
      writable: true,
      configurable: true,
    })
  }
  // No argument reaches these actions: they are well formed as built, and their shape is not checked again.
  for (const [name, make] of Object.entries(plain as Record<string, () => A.Action>)) {
    Object.defineProperty(proto, name, {
      value: function (this: TextEditor) {
        this.dispatchBuilt(make())
      },
      writable: true,
      configurable: true,
    })
  }
}
