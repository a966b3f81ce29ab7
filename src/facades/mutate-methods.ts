/**
 * Atom's `mutateSelectedText(fn, groupingInterval)` and
 * `replaceSelectedText(options, fn)` on `TextEditor`: package code run once
 * per selection, in buffer order, inside one transaction (one undo step,
 * grouped with recent ones within `groupingInterval` ms); intersecting
 * selections are merged afterwards. Installed on `TextEditor.prototype`.
 */
import type { Selection } from './selection.js'
import type { TextEditor } from './text-editor.js'

/** The text mutation methods, for the TextEditor's type. */
export interface MutateMethods {
  /**
   * Call `fn(selection, index)` for each selection in buffer order, in one
   * transaction; returns the results (undefined when `fn` aborted the transaction).
   */
  mutateSelectedText<T>(fn: (selection: Selection, index: number) => T, groupingInterval?: number): T[]
  /**
   * Replace each selection's text with `fn(text)` and select the result;
   * with `selectWordIfEmpty`, an empty selection first selects its word.
   */
  replaceSelectedText(options: { selectWordIfEmpty?: boolean } | null | undefined, fn: (text: string) => string): void
}

const methods: { [K in keyof MutateMethods]: (this: TextEditor, ...args: Parameters<MutateMethods[K]>) => ReturnType<MutateMethods[K]> } = {
  mutateSelectedText<T>(this: TextEditor, fn: (selection: Selection, index: number) => T, groupingInterval = 0): T[] {
    const result = this.transact(groupingInterval, () => this.getSelectionsOrderedByBufferPosition().map((s, i) => fn(s, i)))
    this.mergeIntersectingSelections()
    return result as T[]
  },
  replaceSelectedText(options, fn) {
    this.mutateSelectedText(selection => {
      if (options?.selectWordIfEmpty && selection.isEmpty()) selection.selectWord()
      const text = selection.getText()
      selection.deleteSelectedText()
      const range = selection.insertText(fn(text))
      selection.setBufferRange(range)
    })
  },
}

/** Install the text mutation methods on the editor's prototype. */
export const installMutateMethods = (proto: TextEditor): void => {
  for (const [name, value] of Object.entries(methods))
    Object.defineProperty(proto, name, { value, writable: true, configurable: true })
}
