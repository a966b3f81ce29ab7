/**
 * Atom's `TextEditor`, cursor and selection half: a thin class over one
 * `EditorState`. A method builds an action, runs the reducer, keeps the new
 * state, and lets the event diff emit Atom's events through event-kit.
 */
import { Emitter } from 'event-kit'
import type { Disposable } from './disposable.js'
import * as E from '../values/either.js'
import * as A from '../actions/index.js'
import * as S from '../display/screen.js'
import { reduce } from '../reducers/index.js'
import { setSelectedBufferRangesFlat } from '../reducers/editor.js'
import { TextBuffer } from '../buffer/text-buffer.js'
import type { EditorState, EditorStateOptions, SelectionRecord } from '../state/editor-state.js'
import type { RemoteSelection } from '../state/remote.js'
import { checkpointDepth } from '../state/history.js'
import { createEditorState, findSelection, head, lastSelection } from '../state/editor-state.js'
import * as P from '../values/pos.js'
import type { Pos } from '../values/pos.js'
import { Point, toPoint, type PointCompatible } from '../values/point.js'
import { Range, toRange, type RangeCompatible } from '../values/range.js'
import { BufferView } from './buffer.js'
import type { SharedDocument } from './document.js'
import { joinDocument } from '../reducers/document.js'
import { MemoryClipboard, type Clipboard } from './clipboard.js'
import { Cursor, type CursorPositionChangedEvent, plainPoint } from './cursor.js'
import { ScopeDescriptor, scopesAt } from './scope-descriptor.js'
import { Selection, type SelectionChangedEvent, type SetRangeOptions, plainRange } from './selection.js'
import { cursorWrappers, type CursorWrappers } from './wrappers.js'
import { editorEditMethods, type EditorEditMethods } from './editing.js'
import { displayMethods, type DisplayMethods } from './display-methods.js'
import { foldRowMethods, type FoldRowMethods } from './fold-row-methods.js'
import { markerMethods, type MarkerMethods } from './marker-methods.js'
import { emitMarkerEvents } from './display-marker.js'
import { emitCursorMarkerEvents } from './marker.js'
import { hostScheduler, STOPPED_CHANGING_DELAY, type Scheduler } from './buffer-events.js'
import { bufferEventMethods, grammarOf, type BufferEventMethods, type Grammar } from './buffer-event-methods.js'
import { installClipboardLineMethods, type ClipboardLineMethods } from './edit-methods.js'
import { installEditorSearchMethods, type EditorSearchMethods } from './search-methods.js'
import { installMutateMethods, type MutateMethods } from './mutate-methods.js'
import { requestAutoscroll, scrollMethods, wantsAutoscroll, type ScrollMethods } from './scroll-methods.js'
import { historyMethods, type HistoryMethods } from './history-methods.js'
import { insertText } from './insert-text.js'
import type { TextChange } from './text-changes.js'
import { emitStateEvents, type EditorEmitter } from './editor-events.js'
import { Handles } from './handles.js'
import { listenerCount } from './emitter-counts.js'
import { assertText, checked, flatRanges, noOptions, readOnlyError, refusedOrAction, wellFormed } from './args.js'
import { languageModeFor, type LanguageMode } from '../language/language-mode.js'

/** Constructor parameters: Atom's names, Atom's defaults for what is left out. */
export interface TextEditorParams extends Omit<EditorStateOptions, 'buffer'> {
  /**
   * Another editor's `getBuffer()`: this editor shares its text, undo history
   * and saved state and keeps its own selections, folds and settings (Atom's
   * `new TextEditor({ buffer })`). A core `TextBuffer` is only the initial text.
   */
  readonly buffer?: BufferView | TextBuffer
  readonly clipboard?: Clipboard
  /** The timers `onDidStopChanging` runs on (the host's by default; tests pass a manual one). */
  readonly scheduler?: Scheduler
  /** Milliseconds without a change before `onDidStopChanging` (Atom's 300). */
  readonly stoppedChangingDelay?: number
}

export type { HistoryHandler } from './history-methods.js'

/** The editor facade. */
export class TextEditor {
  private static sharedClipboard: Clipboard = new MemoryClipboard()
  /** Atom's clipboard is global: set it before creating editors (an in-memory one is the default). */
  static setClipboard(clipboard: Clipboard): void {
    TextEditor.sharedClipboard = clipboard
  }

  private state: EditorState
  private readonly emitter: EditorEmitter = new Emitter()
  private readonly handles = new Handles(this)
  private transactionStart: EditorState | null = null
  private transactionDepth = 0
  private listening = false
  /** The clipboard this editor talks to. */
  readonly clipboard: Clipboard
  /** @internal */
  readonly scheduler: Scheduler
  /** @internal */
  readonly stoppedChangingDelay: number

  constructor(params: TextEditorParams = {}) {
    const { clipboard, scheduler, stoppedChangingDelay, ...options } = params
    this.clipboard = clipboard ?? TextEditor.sharedClipboard
    this.scheduler = scheduler ?? hostScheduler
    this.stoppedChangingDelay = stoppedChangingDelay ?? STOPPED_CHANGING_DELAY
    const { buffer, ...settings } = options
    if (buffer instanceof BufferView) {
      const doc = buffer.sharedDocument()
      this.state = joinDocument(doc.editors[0]!.getState(), settings)
      this.document = doc
      this.bufferView = buffer.retain()
      doc.add(this)
    } else this.state = createEditorState(buffer ? { ...settings, buffer } : settings)
  }

  /** @internal the editors sharing this editor's buffer, once a second one joined. */
  document: SharedDocument | null = null
  /** @internal whether a transaction is open. */
  inTransaction(): boolean {
    return this.transactionDepth > 0
  }
  /** @internal another editor of the document committed: take its document state (no broadcast back). */
  followState(state: EditorState): void {
    this.commit(state, false)
  }

  // Section: State and dispatch

  /** The current persistent state. */
  getState(): EditorState {
    return this.state
  }

  /**
   * Replace the state wholesale (time travel, a loaded state); events
   * describe the jump. The effects the state carries are not performed:
   * they belong to the action that made it, performed when it ran.
   */
  setState(state: EditorState): void {
    this.commit(state, false)
  }

  /** Run an action through the reducer, perform its effects once and emit the resulting events. */
  dispatch(action: A.Action): EditorState {
    return this.dispatchBuilt(wellFormed(action))
  }

  /**
   * @internal `dispatch` of an action a method built from arguments it has
   * checked itself: the action's shape is not checked again, the size limit is.
   */
  dispatchBuilt(action: A.Action): EditorState {
    const prev = this.state
    const next = this.commit(reduce(prev, refusedOrAction(prev, action)), true)
    requestAutoscroll(this, action, prev, next)
    return next
  }

  /** @internal `dispatchBuilt` when the method's options are empty (`noOptions`), else `dispatch`, which checks them. */
  dispatchOwn(action: A.Action, options: object): EditorState {
    return noOptions(options) ? this.dispatchBuilt(action) : this.dispatch(action)
  }

  /**
   * Apply `actions` as one step (the `history/transact` action): one undo
   * entry, one new state, one batch of events. Undecodable members are a
   * compile error here; `dispatchUnknown` rejects a batch with any bad member.
   */
  dispatchBatch(actions: readonly A.SingleAction[], options: { groupingInterval?: number } = {}): EditorState {
    const { groupingInterval = 0 } = options
    return this.dispatch(A.transact({ actions, ...(groupingInterval > 0 ? { groupingInterval, timestamp: Date.now() } : {}) }))
  }

  /** Decode and dispatch an unknown value; an undecodable value changes nothing and is returned as a Left. */
  dispatchUnknown(u: unknown): E.Either<A.ActionError, EditorState> {
    const decoded = A.decodeAction(u)
    return E.isLeft(decoded) ? decoded : E.right(this.dispatch(decoded.right))
  }

  /**
   * Group changes into one undo step; events are computed once, at the end.
   * A throw restores the state from before (and is rethrown);
   * `abortTransaction()` inside `fn` does the same silently, for the
   * innermost transaction only (an enclosing one goes on). Each transaction,
   * nested or not, opens with a barrier: undo, `revertToCheckpoint` and
   * `groupChangesSinceCheckpoint` do not reach past it. Given a list of
   * actions instead of a function, it dispatches them as one batch action
   * (`dispatchBatch`).
   */
  transact<T>(groupingIntervalOrFn: number | (() => T) | readonly A.SingleAction[], maybeFn?: (() => T) | readonly A.SingleAction[]): T | undefined {
    const body = typeof groupingIntervalOrFn === 'number' ? maybeFn! : groupingIntervalOrFn
    const groupingInterval = typeof groupingIntervalOrFn === 'number' ? groupingIntervalOrFn : 0
    // A list of actions is known in advance: one batch action does it in one reducer step.
    if (typeof body !== 'function') {
      this.dispatchBatch(body, { groupingInterval })
      return undefined
    }
    const fn = body
    const outermost = this.transactionDepth === 0
    if (outermost) {
      this.transactionStart = this.state
      // A listener may subscribe inside: its first events describe the changes since here.
      TextBuffer.trackLineage(this.state.buffer)
    }
    this.transactionDepth++
    const checkpoint = this.createCheckpointInternal()
    try {
      const result = fn()
      this.state = reduce(this.state, A.groupChangesSinceCheckpoint({ checkpoint, deleteCheckpoint: true }))
      if (groupingInterval > 0) this.state = reduce(this.state, A.applyGroupingInterval({ groupingInterval, timestamp: Date.now() }))
      return result
    } catch (error) {
      // Atom reverts to the transaction's checkpoint: the text goes back, the selections take the snapshot
      // (merging as a revert does); settings stay. Without the checkpoint (the undo stack was cleared) nothing goes back.
      if (checkpointDepth(this.state.history, checkpoint) >= 0) {
        this.state = reduce(this.state, A.revertToCheckpoint({ checkpoint, bypassReadOnly: true }))
      }
      if (error instanceof TransactionAborted) return undefined
      throw error
    } finally {
      this.transactionDepth--
      if (outermost) {
        const from = this.transactionStart!
        this.transactionStart = null
        this.emit(from, this.state)
      }
    }
  }

  /** Abort the current transaction: its changes are reverted and `transact` returns undefined. */
  abortTransaction(): never {
    throw new TransactionAborted()
  }

  /** Open a transaction: its barrier checkpoint, which marks the history as inside it until it is grouped or reverted. */
  private createCheckpointInternal(): number {
    this.state = reduce(this.state, A.createCheckpoint({ isBarrier: true, transaction: true }))
    return this.state.history.nextCheckpointId - 1
  }

  private commit(next: EditorState, performEffects: boolean): EditorState {
    const prev = this.state
    if (next === prev) return next
    if (next.buffer !== prev.buffer) this.bufferView?.willChange()
    this.state = next
    // Events describe each change from the buffers' lineage (`textChangesBetween`), tracked once anyone listens
    // (a transaction tracks it from its start; a tracked buffer's edits are tracked in turn). A buffer whose
    // lineage is tracked holds its parent until the current job ends, so nobody pays for it unasked.
    if (this.listening) TextBuffer.trackLineage(next.buffer)
    // Effects the reducer left as data: the clipboard writes of copy and cut.
    if (performEffects && next.effects !== prev.effects)
      for (const e of next.effects) if (e.type === 'clipboardWrite') this.clipboard.write(e.text, e.metadata)
    if (this.transactionDepth === 0) this.emit(prev, next)
    return next
  }

  /** @internal called when a listener subscribes: on the editor, or on the handles of selection `id`. */
  noteListener(id?: number): void {
    if (!this.listening) {
      this.listening = true
      TextBuffer.trackLineage(this.state.buffer)
    }
    if (id !== undefined) this.handles.watched.add(id)
  }

  private emit(prev: EditorState, next: EditorState): void {
    if (prev === next) return
    // The other editors of the buffer follow first, as Atom moves every editor's markers before any event.
    this.document?.changed(this)
    if (prev.selections !== next.selections) this.handles.invalidate()
    this.emitter.emit('did-change-state', { state: next, previous: prev })
    if (prev.remoteSelections !== next.remoteSelections) this.emitter.emit('did-change-remote-selections', next.remoteSelections ?? [])
    if (!this.listening) {
      this.handles.prune(next)
      return
    }
    emitStateEvents(this.emitter, this.handles, prev, next)
    if (next.markers || prev.markers) emitMarkerEvents(this, prev, next)
    emitCursorMarkerEvents(this, prev, next)
  }

  // Section: Handles

  /** @internal the record of selection `id` in the current state. */
  recordFor(id: number): SelectionRecord | undefined {
    return findSelection(this.state, id)
  }

  /** @internal the stable Cursor handle for `id`. */
  cursorForId(id: number): Cursor {
    return this.handles.cursor(id)
  }

  /** @internal the stable Selection handle for `id`. */
  selectionForId(id: number): Selection {
    return this.handles.selection(id)
  }

  private ensureCursor(): void {
    if (this.state.selections.length === 0) this.dispatch(A.ensureCursor())
  }

  // Section: Event subscription

  onDidAddCursor(callback: (cursor: Cursor) => void): Disposable { this.noteListener(); return this.emitter.on('did-add-cursor', callback) }
  onDidRemoveCursor(callback: (cursor: Cursor) => void): Disposable { this.noteListener(); return this.emitter.on('did-remove-cursor', callback) }
  onDidAddSelection(callback: (selection: Selection) => void): Disposable { this.noteListener(); return this.emitter.on('did-add-selection', callback) }
  onDidRemoveSelection(callback: (selection: Selection) => void): Disposable { this.noteListener(); return this.emitter.on('did-remove-selection', callback) }
  onDidChangeCursorPosition(callback: (event: CursorPositionChangedEvent) => void): Disposable { this.noteListener(); return this.emitter.on('did-change-cursor-position', callback) }
  onDidChangeSelectionRange(callback: (event: SelectionChangedEvent) => void): Disposable { this.noteListener(); return this.emitter.on('did-change-selection-range', callback) }
  /** Calls back after each change of the text (one call per action or transaction) with the changes made. */
  onDidChange(callback: (changes: TextChange[]) => void): Disposable { this.noteListener(); return this.emitter.on('did-change', callback) }
  /** Every new state, with the one before it (once per dispatch or outermost transaction): what bindings follow. */
  onDidChangeState(callback: (event: { state: EditorState; previous: EditorState }) => void): Disposable { return this.emitter.on('did-change-state', callback) }
  /** The other users' selections in a shared document changed (see `caretaker/yjs`). */
  onDidChangeRemoteSelections(callback: (selections: readonly RemoteSelection[]) => void): Disposable { return this.emitter.on('did-change-remote-selections', callback) }
  /** The other users' selections in a shared document, read-only. */
  getRemoteSelections(): readonly RemoteSelection[] { return this.state.remoteSelections ?? [] }
  /** Calls back with the new setting whenever soft wrapping is turned on or off. */
  onDidChangeSoftWrapped(callback: (softWrapped: boolean) => void): Disposable { this.noteListener(); return this.emitter.on('did-change-soft-wrapped', callback) }
  /** Calls back for every existing cursor, then for each one added. */
  observeCursors(callback: (cursor: Cursor) => void): Disposable {
    for (const c of this.getCursors()) callback(c)
    return this.onDidAddCursor(callback)
  }
  /** Calls back for every existing selection, then for each one added. */
  observeSelections(callback: (selection: Selection) => void): Disposable {
    for (const s of this.getSelections()) callback(s)
    return this.onDidAddSelection(callback)
  }

  // Section: Settings

  isReadOnly(): boolean { return this.state.config.readOnly }
  setReadOnly(readOnly: boolean): void { this.dispatch(A.update({ config: { readOnly } })) }
  getTabLength(): number { return this.state.config.tabLength }
  setTabLength(tabLength: number): void { this.dispatch(A.update({ config: { tabLength } })) }
  getSoftTabs(): boolean { return this.state.config.softTabs }
  setSoftTabs(softTabs: boolean): void { this.dispatch(A.update({ config: { softTabs } })) }
  /** Change settings (Atom's `update({...})`). */
  update(params: Partial<EditorState['config']>): void { this.dispatch(A.update({ config: params })) }
  /** The language mode in force (the null mode unless `grammar` names a registered one). */
  getLanguageMode(): LanguageMode { return languageModeFor(this.state.config.grammar) }
  /** The non-word characters in force at a position: the language's scoped setting, else the editor's. */
  getNonWordCharacters(position?: PointCompatible): string {
    const p = position === undefined ? undefined : this.state.buffer.clampPosition(Point.fromObject(position))
    return (p && this.getLanguageMode().nonWordCharactersForPosition(this.state.buffer, p)) ?? this.state.config.nonWordCharacters
  }
  /** Scopes at a buffer position: `['text']` without a language mode. */
  scopeDescriptorForBufferPosition(position: PointCompatible): ScopeDescriptor { return scopesAt(this.state, this.getLanguageMode(), position, false) }
  /** Syntax-tree scopes at a buffer position: the plain scopes without a syntax tree. */
  syntaxTreeScopeDescriptorForBufferPosition(position: PointCompatible): ScopeDescriptor { return scopesAt(this.state, this.getLanguageMode(), position, true) }

  /** @internal Atom's read-only error. */
  readOnlyError(throughSelection = false): Error { return readOnlyError(throughSelection) }

  // Section: Text

  getText(): string { return this.state.buffer.getText() }
  setText(text: string, options: { bypassReadOnly?: boolean } = {}): void {
    if (this.isReadOnly() && !options.bypassReadOnly) throw this.readOnlyError()
    this.dispatch(A.setText({ text, bypassReadOnly: true }))
  }
  getBuffer(): BufferView { return (this.bufferView ??= new BufferView(this)) }
  /** Atom's `editor.buffer` property: the same view as `getBuffer()`. */
  get buffer(): BufferView { return this.getBuffer() }
  private bufferView: BufferView | undefined
  /** True when the buffer holds no text. */
  isEmpty(): boolean { return this.state.buffer.isEmpty() }
  /** Replace a buffer range (clipped); selections move like markers. Returns the new text's range. */
  setTextInBufferRange(range: RangeCompatible, text: string, options: { normalizeLineEndings?: boolean; bypassReadOnly?: boolean; undo?: 'skip' } = {}): Range {
    if (this.isReadOnly() && !options.bypassReadOnly) throw this.readOnlyError()
    const { bypassReadOnly: _b, ...rest } = options
    return this.getBuffer().setTextInRange(range, text, rest)
  }

  // Section: Grammar and lifecycle

  /** The language mode's name and root scope (`'text'` without one), one object per mode. */
  getGrammar(): Grammar { return grammarOf(this.getLanguageMode()) }
  /** Select a registered language mode by name (Atom's deprecated `setGrammar`). */
  setGrammar(grammar: string | { name: string }): void {
    this.dispatch(A.update({ config: { grammar: typeof grammar === 'string' ? grammar : grammar.name } }))
  }
  /** The language's root scope. */
  getRootScopeDescriptor(): ScopeDescriptor { return new ScopeDescriptor({ scopes: [this.getLanguageMode().rootScope] }) }
  /** The scopes at the last cursor. */
  getCursorScope(): ScopeDescriptor { return this.getLastCursor().getScopeDescriptor() }
  /** The syntax-tree scopes at the last cursor. */
  getCursorSyntaxTreeScope(): ScopeDescriptor { return this.getLastCursor().getSyntaxTreeScopeDescriptor() }
  /** Destroy the editor: its cursors and selections go silently (no remove or destroy events), then `onDidDestroy`. */
  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.handles.clear()
    this.emitter.emit('did-destroy')
    this.emitter.dispose()
    if (this.document && this.document.editors.length > 1) {
      this.document.remove(this)
      this.bufferView!.leave(this, this.document.editors[0] as TextEditor)
    } else this.bufferView?.destroy()
  }
  private destroyed = false
  isDestroyed(): boolean { return this.destroyed }
  /** Calls back once when the editor is destroyed. */
  onDidDestroy(callback: () => void): Disposable { return this.emitter.once('did-destroy', callback) }
  getLineCount(): number { return this.state.buffer.getLineCount() }
  getLastBufferRow(): number { return this.state.buffer.getLastRow() }
  lineTextForBufferRow(bufferRow: number): string { return this.state.buffer.lineForRow(bufferRow) }
  getTextInBufferRange(range: RangeCompatible): string { return this.state.buffer.getTextInRange(Range.fromObject(range)) }
  /** The same as `getTextInBufferRange` (Atom's alias). */
  getTextInRange(range: RangeCompatible): string { return this.getTextInBufferRange(range) }
  getEofBufferPosition(): Point { return toPoint(this.state.buffer.getEndPosition()) }
  bufferRangeForBufferRow(row: number, { includeNewline = false }: { includeNewline?: boolean } = {}): Range {
    return toRange(this.state.buffer.rangeForRow(row, includeNewline))
  }
  clipBufferPosition(position: PointCompatible): Point { return toPoint(this.state.buffer.clampPosition(Point.fromObject(position))) }
  clipBufferRange(range: RangeCompatible): Range { return toRange(this.state.buffer.clipRange(Range.fromObject(range))) }

  // Section: Cursors

  getLastCursor(): Cursor {
    this.ensureCursor()
    return this.cursorForId(lastSelection(this.state)!.id)
  }
  getCursors(): Cursor[] {
    this.ensureCursor()
    return this.handles.cursorsOf(this.state)
  }
  getCursorsOrderedByBufferPosition(): Cursor[] {
    this.ensureCursor()
    return [...this.state.selections].sort((a, b) => P.compare(head(a), head(b)) || a.id - b.id).map(s => this.cursorForId(s.id))
  }
  hasMultipleCursors(): boolean { return this.state.selections.length > 1 }
  getCursorBufferPosition(): Point { return this.getLastCursor().getBufferPosition() }
  getCursorBufferPositions(): Point[] { return this.getCursors().map(c => c.getBufferPosition()) }
  getCursorScreenPosition(): Point { return this.getLastCursor().getScreenPosition() }
  getCursorScreenPositions(): Point[] { return this.getCursors().map(c => c.getScreenPosition()) }
  /** Adds a cursor; returns the last cursor (Atom quirk: not necessarily the one at the position). */
  addCursorAtBufferPosition(bufferPosition: PointCompatible, options: { autoscroll?: boolean } = {}): Cursor {
    this.dispatchOwn(A.addCursorAtBufferPosition({ position: plainPoint(bufferPosition), ...options }), options)
    return this.getLastCursor()
  }
  addCursorAtScreenPosition(screenPosition: PointCompatible, options: S.ClipOptions & { autoscroll?: boolean } = {}): Cursor {
    this.dispatchOwn(A.addCursorAtScreenPosition({ position: plainPoint(screenPosition), ...options }), options)
    return this.getLastCursor()
  }
  /** Moves every cursor there; the oldest survives the merge. */
  setCursorBufferPosition(position: PointCompatible, options: { autoscroll?: boolean } = {}): void {
    this.dispatchOwn(A.setCursorBufferPosition({ position: plainPoint(position), ...options }), options)
  }
  setCursorScreenPosition(position: PointCompatible, options: S.ClipOptions & { autoscroll?: boolean } = {}): void {
    this.dispatchOwn(A.setCursorScreenPosition({ position: plainPoint(position), ...options }), options)
  }
  /** The cursor of the selection found at `position` (`selectionAtScreenPosition`), when its head is there on screen. */
  getCursorAtScreenPosition(position: PointCompatible): Cursor | undefined {
    const p = Point.fromObject(position)
    const s = S.selectionAtScreenPosition(this.state, p)
    return s && P.equals(S.screenPositionForBufferPosition(this.state, head(s)), p) ? this.cursorForId(s.id) : undefined
  }
  getWordUnderCursor(options: { wordRegex?: RegExp; includeNonWordCharacters?: boolean } = {}): string {
    return this.getTextInBufferRange(this.getLastCursor().getCurrentWordBufferRange(options))
  }
  getCurrentParagraphBufferRange(): Range | undefined { return this.getLastCursor().getCurrentParagraphBufferRange() }

  // Section: Selections

  getLastSelection(): Selection {
    this.ensureCursor()
    return this.selectionForId(lastSelection(this.state)!.id)
  }
  getSelections(): Selection[] {
    this.ensureCursor()
    return this.handles.selectionsOf(this.state)
  }
  getSelectionsOrderedByBufferPosition(): Selection[] {
    this.ensureCursor()
    return this.state.selections.map(s => this.selectionForId(s.id))
  }
  /** Atom's `editor.selections` property: the selections in creation order (a new array each read). */
  get selections(): Selection[] { return this.getSelections() }
  /** Atom's `editor.cursors` property: the cursors in creation order (a new array each read). */
  get cursors(): Cursor[] { return this.getCursors() }
  getSelectedText(): string { return this.getLastSelection().getText() }
  getSelectedBufferRange(): Range { return this.getLastSelection().getBufferRange() }
  getSelectedBufferRanges(): Range[] { return this.getSelections().map(s => s.getBufferRange()) }
  getSelectedScreenRange(): Range { return this.getLastSelection().getScreenRange() }
  getSelectedScreenRanges(): Range[] { return this.getSelections().map(s => s.getScreenRange()) }
  selectionIntersectsBufferRange(bufferRange: RangeCompatible): boolean {
    return this.getSelections().some(s => s.intersectsBufferRange(bufferRange))
  }
  setSelectedBufferRange(bufferRange: RangeCompatible, options: SetRangeOptions = {}): void {
    this.setSelectedBufferRanges([bufferRange], options)
  }
  setSelectedBufferRanges(bufferRanges: readonly RangeCompatible[], options: SetRangeOptions = {}): void {
    if (bufferRanges.length === 0) throw new Error('Passed an empty array to setSelectedBufferRanges')
    // Many ranges in the quick forms are read as numbers and made into records at once; an autoscroll listener gets the action.
    const flat = bufferRanges.length >= 64 ? flatRanges(bufferRanges) : undefined
    if (flat !== undefined && !wantsAutoscroll(this)) {
      checked(this.state, A.setSelectedBufferRanges({ ...options, ranges: [plainRange(bufferRanges[0]!)] }))
      const next = setSelectedBufferRangesFlat(this.state, flat, options.reversed, options.preserveFolds)
      if (next !== undefined) {
        this.commit(next, true)
        return
      }
    }
    const ranges = bufferRanges.map(plainRange)
    // Every range is checked by `plainRange`: the codecs check the options, with the first range.
    checked(this.state, A.setSelectedBufferRanges({ ...options, ranges: ranges.slice(0, 1) }))
    const prev = this.state
    const action = A.setSelectedBufferRanges({ ...options, ranges })
    requestAutoscroll(this, action, prev, this.commit(reduce(prev, action), true))
  }
  setSelectedScreenRange(screenRange: RangeCompatible, options: SetRangeOptions = {}): void {
    this.setSelectedScreenRanges([screenRange], options)
  }
  setSelectedScreenRanges(screenRanges: readonly RangeCompatible[], options: SetRangeOptions = {}): void {
    if (screenRanges.length === 0) throw new Error('Passed an empty array to setSelectedScreenRanges')
    this.dispatch(A.setSelectedScreenRanges({ ranges: screenRanges.map(plainRange), ...options }))
  }
  /** Adds a selection; returns the last selection. */
  addSelectionForBufferRange(bufferRange: RangeCompatible, options: SetRangeOptions = {}): Selection {
    this.dispatchOwn(A.addSelectionForBufferRange({ range: plainRange(bufferRange), ...options }), options)
    return this.getLastSelection()
  }
  addSelectionForScreenRange(screenRange: RangeCompatible, options: SetRangeOptions = {}): Selection {
    this.dispatchOwn(A.addSelectionForScreenRange({ range: plainRange(screenRange), ...options }), options)
    return this.getLastSelection()
  }
  /** Extends the last selection to a buffer position, then merges with its orientation. */
  selectToBufferPosition(position: PointCompatible): void {
    this.ensureCursor()
    this.dispatchBuilt(A.selectToBufferPosition({ position: plainPoint(position) }))
  }
  /**
   * Extends the last selection to a screen position, then merges with its
   * orientation; `suppressSelectionMerge` (a drag) leaves the merge to the
   * next action or `mergeIntersectingSelections()`.
   */
  selectToScreenPosition(position: PointCompatible, options: S.ClipOptions & { autoscroll?: boolean; suppressSelectionMerge?: boolean } = {}): void {
    this.ensureCursor()
    this.dispatchOwn(A.selectToScreenPosition({ position: plainPoint(position), ...options }), options)
  }
  /** Selects `marker`'s range if it is valid; returns the range. */
  selectMarker(marker: { isValid(): boolean; getBufferRange(): RangeCompatible }): Range | undefined {
    if (!marker.isValid()) return undefined
    const range = Range.fromObject(marker.getBufferRange())
    this.setSelectedBufferRange(range)
    return range
  }
  /** Keeps only the oldest selection; true when there were several. */
  consolidateSelections(): boolean {
    const several = this.state.selections.length > 1
    this.dispatch(A.consolidateSelections())
    return several
  }
  clearSelections(options: { autoscroll?: boolean } = {}): void { this.dispatch(A.clearSelections(options)) }
  mergeIntersectingSelections(options: { reversed?: boolean } = {}): void { this.dispatch(A.mergeIntersectingSelections(options)) }
  /** Of cursors at one position the oldest stays; the others go with their selections (Atom's `mergeCursors`). */
  mergeCursors(): void {
    const seen = new Set<string>()
    for (const c of this.getCursors()) {
      const p = c.getBufferPosition()
      if (seen.has(`${p.row},${p.column}`)) c.destroy()
      else seen.add(`${p.row},${p.column}`)
    }
  }
  splitSelectionsIntoLines(): void { this.dispatch(A.splitSelectionsIntoLines()) }
  selectLinesContainingCursors(): void { this.dispatch(A.selectLinesContainingCursors()) }
  selectWordsContainingCursors(): void { this.dispatch(A.selectWordsContainingCursors()) }
  selectSubwordsContainingCursors(): void { this.dispatch(A.selectSubwordsContainingCursors()) }

  // Section: Text commands

  /**
   * Inserts at every selection, as one undo step; returns the inserted ranges
   * in buffer order. `autoIndentNewline` and `autoDecreaseIndent` default to
   * the editor's `autoIndent`; `groupUndo` groups with recent typing.
   */
  insertText(text: string, options: InsertTextOptions & { groupUndo?: boolean } = {}): Range[] | false {
    return insertText(this, text, options)
  }

  /** Calls back before text is inserted (`insertText`, `pasteText`) with `{text, cancel}`; `cancel()` stops the insertion. */
  onWillInsertText(callback: (event: { text: string; cancel: () => void }) => void): Disposable {
    return this.emitter.on('will-insert-text', callback)
  }
  /** Calls back after text is inserted, once per selection in buffer order, with `{text, range}`. */
  onDidInsertText(callback: (event: { text: string; range: Range }) => void): Disposable {
    return this.emitter.on('did-insert-text', callback)
  }
  /** @internal emit will-insert-text; false when a listener cancelled. */
  emitWillInsertText(text: string): boolean {
    assertText(text)
    let cancelled = false
    this.emitter.emit('will-insert-text', { text, cancel: () => { cancelled = true } })
    return !cancelled
  }
  /** @internal emit did-insert-text for each inserted text, in buffer order (built only when someone listens). */
  emitDidInsertText(events: () => readonly { text: string; range: Range }[]): void {
    if (listenerCount(this.emitter, 'did-insert-text') > 0) for (const e of events()) this.emitter.emit('did-insert-text', e)
  }
  insertNewline(options: InsertTextOptions = {}): Range[] | false { return this.insertText('\n', options) }
}

// The motion and select wrappers of Atom's editor are one-liners generated from a table.
export interface TextEditor extends CursorWrappers, EditorEditMethods {}
cursorWrappers(TextEditor.prototype)
editorEditMethods(TextEditor.prototype)
// Folds, soft wrap and screen rows (display-methods.ts).
export interface TextEditor extends DisplayMethods {}
displayMethods(TextEditor.prototype)
// Row folds and row queries (fold-row-methods.ts).
export interface TextEditor extends FoldRowMethods {}
foldRowMethods(TextEditor.prototype)
// Markers (marker-methods.ts, display-marker.ts).
export interface TextEditor extends MarkerMethods {}
markerMethods(TextEditor.prototype)
// Scanning (search-methods.ts).
export interface TextEditor extends EditorSearchMethods {}
installEditorSearchMethods(TextEditor.prototype)
// Text mutation through package code (mutate-methods.ts).
export interface TextEditor extends MutateMethods {}
installMutateMethods(TextEditor.prototype)
// Buffer events, saved state and view settings (buffer-event-methods.ts).
export interface TextEditor extends BufferEventMethods {}
bufferEventMethods(TextEditor.prototype)
// Undo, redo and checkpoints (history-methods.ts).
export interface TextEditor extends HistoryMethods {}
historyMethods(TextEditor.prototype)
// Scroll requests (scroll-methods.ts).
export interface TextEditor extends ScrollMethods {}
scrollMethods(TextEditor.prototype)
// The clipboard and line commands (edit-methods.ts).
export interface TextEditor extends ClipboardLineMethods {}
installClipboardLineMethods(TextEditor.prototype)

/** Options of `insertText` (Atom's keys). */
export type InsertTextOptions = Omit<Parameters<typeof A.insertText>[0], 'text' | 'target'>

/** Thrown by `abortTransaction()`, caught by the enclosing `transact`. */
class TransactionAborted extends Error {
  constructor() {
    super('Transaction aborted')
  }
}

