/**
 * An editable view of a caretaker `TextEditor`: only the visible screen
 * rows are in the DOM (so a 1,000,000-line document scrolls), each drawn
 * from the display layer (soft wrap, folds as `⋯`), coloured from the
 * language mode's TextMate scopes; selections and cursors on top. Keys go
 * through Atom's keymap (`keymap.ts`), text through a hidden textarea, and
 * copy/cut/paste through the browser's clipboard events.
 */
import { actions as A, screen, type Action, type EditorState, type LanguageMode, type Pos, type TextEditor } from 'caretaker'
import { commandFor } from './keymap.js'

/** How the view hands actions back to the app (which logs and dispatches them). */
export type Dispatch = (actions: readonly Action[], label: string) => void

interface TokenSource {
  readonly lines: { for(buffer: EditorState['buffer']): { tokensForRow(row: number): readonly { startIndex: number; endIndex: number; scopes: string[] }[] } }
}

const OVERSCAN = 4
/** Rows above which the view stops colouring (tokenizing down to a far row costs every row above it). */
const HIGHLIGHT_MAX_ROWS = 20_000
const FOLD_CHARACTER = '\ufeff'

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A CSS class for a token's innermost known scope (`string.quoted.double.js` → `s-string`). */
const classFor = (scopes: readonly string[]): string => {
  // Inside a comment or a string, its delimiters and contents take its colour.
  for (const scope of scopes) if (scope.startsWith('comment')) return 's-comment'
  for (const scope of scopes) if (scope.startsWith('string')) return 's-string'
  for (let i = scopes.length - 1; i > 0; i--) {
    const head = scopes[i]!.split('.', 1)[0]!
    if (/^(comment|string|keyword|storage|constant|entity|support|variable|punctuation)$/.test(head)) return `s-${head}`
  }
  return ''
}

export class EditorView {
  readonly element: HTMLElement
  private readonly spacer = document.createElement('div')
  private readonly linesLayer = document.createElement('div')
  private readonly selectionLayer = document.createElement('div')
  private readonly input = document.createElement('textarea')
  private lineHeight = 20
  private charWidth = 8
  private gutterWidth = 0
  private frame = 0
  private dragging = false

  constructor(
    element: HTMLElement,
    private readonly editorOf: () => TextEditor,
    private readonly dispatch: Dispatch,
  ) {
    this.element = element
    this.spacer.className = 'spacer'
    this.linesLayer.className = 'layer lines'
    this.selectionLayer.className = 'layer selections'
    this.input.className = 'input'
    this.input.setAttribute('aria-label', 'editor input')
    this.input.autocapitalize = 'off'
    this.input.spellcheck = false
    this.spacer.append(this.linesLayer, this.selectionLayer)
    element.append(this.spacer, this.input)
    this.measure()
    element.addEventListener('scroll', () => this.scheduleRender())
    element.addEventListener('mousedown', e => this.onMouseDown(e))
    window.addEventListener('mousemove', e => this.onMouseMove(e))
    window.addEventListener('mouseup', () => (this.dragging = false))
    this.input.addEventListener('keydown', e => this.onKeyDown(e))
    this.input.addEventListener('input', () => this.onInput())
    this.input.addEventListener('copy', e => this.onCopy(e, false))
    this.input.addEventListener('cut', e => this.onCopy(e, true))
    this.input.addEventListener('paste', e => this.onPaste(e))
    this.input.addEventListener('focus', () => element.classList.add('focused'))
    this.input.addEventListener('blur', () => element.classList.remove('focused'))
  }

  /** The editor shown (the app may swap it, keeping the state). */
  private get editor(): TextEditor {
    return this.editorOf()
  }

  focus(): void {
    this.input.focus({ preventScroll: true })
  }

  private measure(): void {
    const probe = document.createElement('div')
    probe.className = 'line'
    probe.style.position = 'absolute'
    probe.style.visibility = 'hidden'
    probe.textContent = 'x'.repeat(100)
    this.linesLayer.append(probe)
    const box = probe.getBoundingClientRect()
    this.charWidth = (box.width - 4) / 100 || 8
    this.lineHeight = box.height || 20
    probe.remove()
  }

  /** Redraws on the next frame (many changes in one frame draw once). */
  scheduleRender(): void {
    if (this.frame) return
    this.frame = requestAnimationFrame(() => {
      this.frame = 0
      this.render()
    })
  }

  /** Time the last draw took, in milliseconds. */
  lastRenderMs = 0

  /** Draws the visible rows, selections and cursors now. */
  render(): void {
    const t0 = performance.now()
    this.draw()
    this.lastRenderMs = performance.now() - t0
    this.onRender?.(this.lastRenderMs)
  }

  /** Called after each draw with its time in milliseconds. */
  onRender: ((ms: number) => void) | undefined

  private draw(): void {
    const state = this.editor.getState()
    const screenLines = screen.getScreenLineCount(state)
    const digits = String(state.buffer.getLineCount()).length
    this.gutterWidth = (Math.max(4, digits) + 2) * this.charWidth
    this.spacer.style.height = `${screenLines * this.lineHeight}px`
    this.spacer.style.width = `${this.gutterWidth + (screen.getRightmostScreenPosition(state).column + 4) * this.charWidth}px`
    const first = Math.max(0, Math.floor(this.element.scrollTop / this.lineHeight) - OVERSCAN)
    const last = Math.min(screenLines - 1, Math.ceil((this.element.scrollTop + this.element.clientHeight) / this.lineHeight) + OVERSCAN)
    const mode = this.editor.getLanguageMode() as LanguageMode & Partial<TokenSource>
    const colour = mode.lines !== undefined && state.buffer.getLineCount() <= HIGHLIGHT_MAX_ROWS
    let html = ''
    let previousBufferRow = -1
    for (let row = first; row <= last; row++) {
      const text = screen.lineTextForScreenRow(state, row)
      const range = screen.bufferRangeForScreenRow(state, row)
      const number = range.start.row !== previousBufferRow ? String(range.start.row + 1) : '·'
      previousBufferRow = range.start.row
      const body = colour ? this.colouredRow(state, mode as LanguageMode & TokenSource, text, range) : this.plainRow(text)
      html += `<div class="line" data-screen-row="${row}" data-buffer-row="${range.start.row}"><span class="gutter-number" style="width:${this.gutterWidth}px">${number}</span><span class="text">${body}</span></div>`
    }
    this.linesLayer.style.top = `${first * this.lineHeight}px`
    this.linesLayer.innerHTML = html
    this.renderSelections(state, first, last)
  }

  private plainRow(text: string): string {
    return escapeHtml(text).replace(/\ufeff/g, '<span class="fold-marker">⋯</span>')
  }

  private colouredRow(state: EditorState, mode: TokenSource, text: string, range: { start: Pos; end: Pos }): string {
    const line = state.buffer.lineForRow(range.start.row)
    if (range.start.row !== range.end.row || text.includes(FOLD_CHARACTER) || line.includes('\t')) return this.plainRow(text)
    // A soft-wrapped row's continuation starts with indentation that is not in the buffer.
    const indent = screen.screenPositionForBufferPosition(state, range.start).column
    const end = range.start.column + (text.length - indent)
    let out = escapeHtml(text.slice(0, indent))
    for (const token of mode.lines.for(state.buffer).tokensForRow(range.start.row)) {
      const from = Math.max(token.startIndex, range.start.column)
      const to = Math.min(token.endIndex, end)
      if (from >= to) continue
      const cls = classFor(token.scopes)
      const piece = escapeHtml(line.slice(from, to))
      out += cls ? `<span class="${cls}">${piece}</span>` : piece
    }
    return out
  }

  private x(column: number): number {
    return this.gutterWidth + 4 + column * this.charWidth
  }

  private renderSelections(state: EditorState, first: number, last: number): void {
    const selections = state.selections
    const firstBufferRow = screen.bufferRowForScreenRow(state, first)
    const lastBufferRow = screen.bufferRowForScreenRow(state, last)
    // Sorted by start: skip, by binary search, those that end above the view.
    let lo = 0
    let hi = selections.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (selections[mid]!.start.row < firstBufferRow - 1) lo = mid + 1
      else hi = mid
    }
    // A long selection may start far above: look back for ones reaching in.
    while (lo > 0 && selections[lo - 1]!.end.row >= firstBufferRow) lo--
    let html = ''
    for (let i = lo; i < selections.length; i++) {
      const s = selections[i]!
      if (s.start.row > lastBufferRow) break
      if (s.end.row < firstBufferRow) continue
      const start = screen.screenPositionForBufferPosition(state, s.start)
      const end = screen.screenPositionForBufferPosition(state, s.end)
      if (start.row !== end.row || start.column !== end.column) {
        for (let row = Math.max(start.row, first); row <= Math.min(end.row, last); row++) {
          const from = row === start.row ? start.column : 0
          const to = row === end.row ? end.column : screen.lineLengthForScreenRow(state, row) + 1
          html += `<div class="selection" style="top:${row * this.lineHeight}px;left:${this.x(from)}px;width:${Math.max(0, to - from) * this.charWidth}px"></div>`
        }
      }
      const head = s.reversed ? start : end
      if (head.row >= first && head.row <= last)
        html += `<div class="cursor" data-row="${head.row}" data-column="${head.column}" style="top:${head.row * this.lineHeight}px;left:${this.x(head.column)}px"></div>`
    }
    this.selectionLayer.innerHTML = html
    // Keep the textarea at the last cursor, so the page follows it and IME windows open there.
    const lastHead = this.editor.getLastCursor().getScreenPosition()
    this.input.style.top = `${lastHead.row * this.lineHeight}px`
    this.input.style.left = `${this.x(lastHead.column)}px`
  }

  /** Rows on screen (soft wrap adds some, folds remove some). */
  screenLineCount(): number {
    return screen.getScreenLineCount(this.editor.getState())
  }

  /** Scrolls so the last cursor is visible. */
  scrollToCursor(): void {
    const head = this.editor.getLastCursor().getScreenPosition()
    const top = head.row * this.lineHeight
    if (top < this.element.scrollTop) this.element.scrollTop = top
    else if (top + this.lineHeight > this.element.scrollTop + this.element.clientHeight)
      this.element.scrollTop = top + this.lineHeight - this.element.clientHeight
  }

  // ─── input ──────────────────────────────────────────────────────────────

  private screenPositionAt(e: MouseEvent): Pos {
    const box = this.spacer.getBoundingClientRect()
    const row = Math.max(0, Math.floor((e.clientY - box.top) / this.lineHeight))
    const column = Math.max(0, Math.round((e.clientX - box.left - this.gutterWidth - 4) / this.charWidth))
    return { row, column }
  }

  private onMouseDown(e: MouseEvent): void {
    if (e.button !== 0) return
    e.preventDefault()
    this.focus()
    const position = this.screenPositionAt(e)
    if (e.detail === 2) this.dispatch([A.setCursorScreenPosition({ position }), A.selectWordsContainingCursors()], 'double click')
    else if (e.detail >= 3) this.dispatch([A.setCursorScreenPosition({ position }), A.selectLinesContainingCursors()], 'triple click')
    else if (e.ctrlKey || e.metaKey) this.dispatch([A.addCursorAtScreenPosition({ position })], 'ctrl-click')
    else if (e.shiftKey) this.dispatch([A.selectToScreenPosition({ position })], 'shift-click')
    else this.dispatch([A.setCursorScreenPosition({ position })], 'click')
    this.dragging = e.detail === 1 && !(e.ctrlKey || e.metaKey)
  }

  private onMouseMove(e: MouseEvent): void {
    if (!this.dragging || (e.buttons & 1) === 0) return
    this.dispatch([A.selectToScreenPosition({ position: this.screenPositionAt(e) })], 'drag')
  }

  private onKeyDown(e: KeyboardEvent): void {
    if (e.isComposing) return
    const command = commandFor(e)
    if (command === undefined) return
    e.preventDefault()
    this.dispatch(command[1](this.editor.getState()), command[0])
  }

  private onInput(): void {
    const text = this.input.value
    this.input.value = ''
    if (text) this.dispatch([A.insertText({ text })], 'type')
  }

  private onCopy(e: ClipboardEvent, cut: boolean): void {
    e.preventDefault()
    const current = this.editor.clipboard.readWithMetadata()
    const clipboard = current.metadata === undefined ? { text: current.text } : { text: current.text, metadata: current.metadata as Record<string, unknown> }
    this.dispatch([cut ? A.cutSelectedText({ clipboard }) : A.copySelectedText({ clipboard })], cut ? 'core:cut' : 'core:copy')
    const { text } = this.editor.clipboard.readWithMetadata()
    e.clipboardData?.setData('text/plain', text)
  }

  private onPaste(e: ClipboardEvent): void {
    e.preventDefault()
    const text = e.clipboardData?.getData('text/plain') ?? ''
    const ours = this.editor.clipboard.readWithMetadata()
    const clipboard = ours.text === text && ours.metadata !== undefined ? { text, metadata: ours.metadata as Record<string, unknown> } : { text }
    this.dispatch([A.pasteText({ clipboard })], 'core:paste')
  }
}
