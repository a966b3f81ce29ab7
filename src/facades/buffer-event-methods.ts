/**
 * Atom's editor members over the buffer's events and saved state
 * (`onDidStopChanging`, `onDidChangeModified`, `isModified`), the measured
 * character widths a view reports (`setDefaultCharWidth`), tab
 * normalization and one grammar object per language mode. Installed on
 * `TextEditor.prototype` like the display methods.
 */
import * as A from '../actions/index.js'
import type { LanguageMode } from '../language/language-mode.js'
import { Range, type RangeCompatible } from '../values/range.js'
import type { BufferChangeEvent, StoppedChangingEvent } from './buffer-events.js'
import type { Disposable } from './disposable.js'
import type { TextEditor } from './text-editor.js'

/** What `getGrammar()` returns: the language mode's name and root scope, one object per mode. */
export interface Grammar {
  readonly name: string
  readonly scopeName: string
}

/** The members, for the TextEditor's type. */
export interface BufferEventMethods {
  /** Calls back once the text has not changed for the stopped-changing delay (300 ms), with the changes since the last call. */
  onDidStopChanging(callback: (event: StoppedChangingEvent) => void): Disposable
  /** Calls back when `isModified()` changes (checked when changes stop, and on `markSaved`). */
  onDidChangeModified(callback: (modified: boolean) => void): Disposable
  /** Calls back after each batch that changed the text, with the buffer's aggregated change (the buffer's `onDidChange`). */
  onDidChangeText(callback: (event: BufferChangeEvent) => void): Disposable
  /** Whether the text differs from the saved one (see `markSaved`); never saved, whether there is any text. */
  isModified(): boolean
  /** Mark the current text as saved: `isModified()` is false until the text differs from it. */
  markSaved(): void
  /** The width of a character, as a view measured it (undefined until `setDefaultCharWidth`). */
  getDefaultCharWidth(): number | undefined
  /**
   * Record the measured character widths (double, half and Korean width
   * default to the default width); soft wrap then counts each class by its
   * width over the default one, as Atom's display layer does. Returns the default width.
   */
  setDefaultCharWidth(defaultCharWidth: number, doubleWidthCharWidth?: number, halfWidthCharWidth?: number, koreanCharWidth?: number): number
  getDoubleWidthCharWidth(): number | undefined
  getHalfWidthCharWidth(): number | undefined
  getKoreanCharWidth(): number | undefined
  /** Turn soft tabs on or off (Atom's `toggleSoftTabs`). */
  toggleSoftTabs(): void
  /** With soft tabs on, replace each hard tab in the range by the tab text, one undo step per tab (Atom's scan-and-replace). */
  normalizeTabsInBufferRange(bufferRange: RangeCompatible): void
}

interface Widths {
  defaultCharWidth: number
  doubleWidthCharWidth: number
  halfWidthCharWidth: number
  koreanCharWidth: number
}
const widths = new WeakMap<TextEditor, Widths>()
const grammars = new WeakMap<LanguageMode, Grammar>()

/** The one grammar object of a language mode. */
export const grammarOf = (mode: LanguageMode): Grammar => {
  let g = grammars.get(mode)
  if (!g) grammars.set(mode, (g = Object.freeze({ name: mode.name, scopeName: mode.rootScope })))
  return g
}

const methods: BufferEventMethods & ThisType<TextEditor> = {
  onDidStopChanging(callback) {
    return this.getBuffer().onDidStopChanging(callback)
  },
  onDidChangeModified(callback) {
    return this.getBuffer().onDidChangeModified(callback)
  },
  onDidChangeText(callback) {
    return this.getBuffer().onDidChangeText(callback)
  },
  isModified() {
    return this.getBuffer().isModified()
  },
  markSaved() {
    this.getBuffer().markSaved()
  },
  getDefaultCharWidth() {
    return widths.get(this)?.defaultCharWidth
  },
  setDefaultCharWidth(defaultCharWidth, doubleWidthCharWidth = defaultCharWidth, halfWidthCharWidth = defaultCharWidth, koreanCharWidth = defaultCharWidth) {
    const old = widths.get(this)
    // Atom's rule: a new default width, or new widths for all three classes, take effect.
    if (old && defaultCharWidth === old.defaultCharWidth && (doubleWidthCharWidth === old.doubleWidthCharWidth || halfWidthCharWidth === old.halfWidthCharWidth || koreanCharWidth === old.koreanCharWidth)) return defaultCharWidth
    widths.set(this, { defaultCharWidth, doubleWidthCharWidth, halfWidthCharWidth, koreanCharWidth })
    const ratios = { doubleWidth: doubleWidthCharWidth / defaultCharWidth, halfWidth: halfWidthCharWidth / defaultCharWidth, korean: koreanCharWidth / defaultCharWidth }
    // Soft wrap counts each class by its ratio (widths a layout cannot use, such as 0 or NaN, leave the ratios as they were).
    if (Object.values(ratios).every(r => r >= 0.01 && r <= 100)) this.dispatch(A.update({ config: { charWidthRatios: ratios } }))
    return defaultCharWidth
  },
  getDoubleWidthCharWidth() {
    return widths.get(this)?.doubleWidthCharWidth
  },
  getHalfWidthCharWidth() {
    return widths.get(this)?.halfWidthCharWidth
  },
  getKoreanCharWidth() {
    return widths.get(this)?.koreanCharWidth
  },
  toggleSoftTabs() {
    this.setSoftTabs(!this.getSoftTabs())
  },
  normalizeTabsInBufferRange(bufferRange) {
    if (!this.getSoftTabs()) return
    const tabText = this.getTabText()
    const buffer = this.getBuffer()
    const r = buffer.clipRange(Range.fromObject(bufferRange))
    let { row: endRow, column: endColumn } = r.end
    let row = r.start.row
    let column = r.start.column
    // Left to right, as Atom's scan replaces: each replacement is one change (one undo step).
    while (row <= endRow) {
      const line = buffer.lineForRow(row) ?? ''
      const stop = row === endRow ? endColumn : line.length
      const at = line.indexOf('\t', column)
      if (at < 0 || at >= stop) {
        row++
        column = 0
        continue
      }
      this.dispatch(A.setTextInRange({ range: { start: { row, column: at }, end: { row, column: at + 1 } }, text: tabText, bypassReadOnly: true }))
      column = at + tabText.length
      if (row === endRow) endColumn += tabText.length - 1
    }
  },
}

/** Install the members on the editor's prototype. */
export const bufferEventMethods = (proto: TextEditor): void => {
  for (const [name, value] of Object.entries(methods)) {
    Object.defineProperty(proto, name, { value, writable: true, configurable: true })
  }
}
