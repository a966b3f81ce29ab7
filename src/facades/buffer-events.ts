/**
 * The buffer's events (Atom's `TextBuffer` event timing): `will-change`
 * once before the first text change of a batch, `did-change` (one
 * aggregated `ChangeEvent`) after it, `did-stop-changing` once no change has
 * come for the stopped-changing delay (300 ms; the timer belongs here, never
 * to a reducer, and runs on the editor's scheduler), `did-change-modified`
 * when `isModified` flips (checked when changes stop, and on `markSaved`),
 * `did-update-markers` after each of those (before the markers' own
 * `onDidChange`, as Atom's buffer emits them), and `did-destroy`.
 */
import { Emitter } from 'event-kit'
import type { TextBuffer } from '../buffer/text-buffer.js'
import { isModified } from '../state/markers.js'
import { Range } from '../values/range.js'
import { composeSteps, effective, hunkChange, type Hunk } from './buffer-patch.js'
import type { Disposable } from './disposable.js'
import { textChangeSteps, type TextChange } from './text-changes.js'
import type { TextEditor } from './text-editor.js'

/** Timers, injectable (tests pass a manual one; the default is the host's `setTimeout`). */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The host's timers. */
export const hostScheduler: Scheduler = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: handle => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** Atom's default stopped-changing delay, in milliseconds. */
export const STOPPED_CHANGING_DELAY = 300

/**
 * What `onDidChange` (and `onDidChangeText`) listeners receive: the changes
 * of one batch, composed (Atom's `ChangeEvent`).
 */
export interface BufferChangeEvent {
  /** From the first change's old start to the last one's old end. */
  readonly oldRange: Range
  /** From the first change's new start to the last one's new end. */
  readonly newRange: Range
  /** The text `oldRange` held. */
  readonly oldText: string
  /** The text `newRange` holds. */
  readonly newText: string
  readonly changes: TextChange[]
}

/** What `onDidStopChanging` listeners receive: every change since the last such event, composed. */
export interface StoppedChangingEvent {
  readonly changes: TextChange[]
}

interface Events {
  'will-change': void
  'did-change-text': BufferChangeEvent
  'did-stop-changing': StoppedChangingEvent
  'did-change-modified': boolean
  'did-update-markers': void
  'did-destroy': void
  'will-save': { path: string }
  'did-save': { path: string }
}

/** The event machinery of one editor's buffer view. */
export class BufferEvents {
  private readonly emitter = new Emitter()
  /** The buffer the last `did-change` described (the next one starts there). */
  private last: TextBuffer
  /** The buffer when changes last stopped, and the hunks since. */
  private stopBase: TextBuffer
  private stopHunks: Hunk[] = []
  private timer: unknown = null
  private willEmitted = false
  private previousModified: boolean | undefined = undefined
  private destroyed = false

  constructor(
    private editor: TextEditor,
    private readonly scheduler: Scheduler,
    readonly stoppedChangingDelay: number,
  ) {
    this.last = this.stopBase = editor.getState().buffer
    editor.onDidChange(() => this.didChange())
  }

  /** Follow the buffer through `editor` from now on (the editor it followed is gone; both held the same text). */
  rebind(editor: TextEditor): void {
    this.editor = editor
    editor.onDidChange(() => this.didChange())
    editor.noteListener()
  }

  on<K extends keyof Events>(name: K, callback: (value: Events[K]) => void): Disposable {
    this.editor.noteListener()
    return this.emitter.on(name, callback)
  }

  /** Around `markSaved`: `will-save` before the saved-state marker is set, `did-save` after (a headless buffer has no file: `path` is ''). */
  saving(stage: 'will-save' | 'did-save'): void {
    this.emitter.emit(stage, { path: '' })
  }

  /** Before a commit changes the text: `will-change`, once per batch. */
  willChange(): void {
    if (this.willEmitted) return
    this.willEmitted = true
    this.emitter.emit('will-change')
  }

  private didChange(): void {
    const next = this.editor.getState().buffer
    const before = this.last
    if (next === before) return
    this.last = next
    this.willEmitted = false
    const steps = textChangeSteps(before, next)
    const hunks = effective(composeSteps([], steps))
    if (hunks.length > 0) {
      const changes = hunks.map(h => hunkChange(h, before, next))
      const first = changes[0]!
      const lastChange = changes.at(-1)!
      const oldRange = new Range(first.oldRange.start, lastChange.oldRange.end)
      const newRange = new Range(first.newRange.start, lastChange.newRange.end)
      this.emitter.emit('did-change-text', {
        oldRange,
        newRange,
        get oldText() { return before.getTextInRange(oldRange) },
        get newText() { return next.getTextInRange(newRange) },
        changes,
      })
    }
    this.emitter.emit('did-update-markers')
    this.stopHunks = composeSteps(this.stopHunks, steps)
    this.restartTimer()
  }

  private restartTimer(): void {
    if (this.timer !== null) this.scheduler.clearTimeout(this.timer)
    this.timer = this.scheduler.setTimeout(() => this.stoppedChanging(), this.stoppedChangingDelay)
  }

  private stoppedChanging(): void {
    this.timer = null
    if (this.destroyed) return
    const next = this.editor.getState().buffer
    const changes = effective(this.stopHunks).map(h => hunkChange(h, this.stopBase, next))
    this.stopBase = next
    this.stopHunks = []
    const modified = this.isModified()
    this.emitter.emit('did-stop-changing', { changes })
    this.modifiedStatus(modified)
  }

  isModified(): boolean {
    const state = this.editor.getState()
    return isModified(state.markers, state.buffer)
  }

  /** `did-change-modified` when the status differs from the last one reported. */
  modifiedStatus(modified: boolean): void {
    if (modified === this.previousModified) return
    this.previousModified = modified
    this.emitter.emit('did-change-modified', modified)
  }

  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    if (this.timer !== null) this.scheduler.clearTimeout(this.timer)
    this.timer = null
    this.emitter.emit('did-destroy')
    this.emitter.dispose()
  }
}
