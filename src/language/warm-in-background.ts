/**
 * Warming a language's caches in the background, a slice at a time, so that
 * no frame waits for the tokenizer (Atom's background tokenization).
 *
 * ```ts
 * const warmer = warmLanguageInBackground(editor, { sliceMs: 5, onProgress: p => showProgress(p.known / p.total) })
 * // … later
 * warmer.dispose()
 * ```
 *
 * Each slice warms the editor's current buffer snapshot for at most
 * `sliceMs` and schedules the next one; when the snapshot is warm the warmer
 * waits for the next state change (an edit, a grammar change) and starts
 * again on the new snapshot, which reuses its parent's states wherever rows
 * are unchanged. The caches are a memo beside the state (keyed by buffer
 * snapshot): the editor's state is never changed, and queries made from
 * reducers read what is known without reading a clock.
 */
import type { TextBuffer } from '../buffer/text-buffer.js'
import { languageModeFor, type WarmProgress } from './language-mode.js'

/** Timers (the `TextEditor` facade's `Scheduler` has this shape; tests pass a manual one). */
export interface WarmScheduler {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** What the warmer needs of an editor (a `TextEditor` has it). */
export interface WarmableEditor {
  getState(): { readonly buffer: TextBuffer; readonly config: { readonly grammar?: string | undefined } }
  onDidChangeState(callback: () => void): { dispose(): void }
}

/** Options of {@link warmLanguageInBackground}. */
export interface BackgroundWarmOptions {
  /** Milliseconds of work per slice (default 4: well inside a 60 Hz frame). */
  readonly sliceMs?: number
  /** Milliseconds between slices (default 0: the next turn of the event loop). */
  readonly delayMs?: number
  /** Timers (default: the host's `setTimeout`). */
  readonly scheduler?: WarmScheduler
  /** The clock slices are timed by (default `performance.now`). */
  readonly clock?: () => number
  /** Called after each slice with the progress of the snapshot it warmed. */
  readonly onProgress?: (progress: WarmProgress, buffer: TextBuffer) => void
}

/** A running background warmer. */
export interface BackgroundWarmer {
  /** The progress of the editor's current snapshot (computing nothing). */
  progress(): WarmProgress
  /** Stops warming and forgets the editor. */
  dispose(): void
}

const hostScheduler: WarmScheduler = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: handle => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

const doneWithNothing = (buffer: TextBuffer): WarmProgress => ({ known: buffer.getLineCount(), total: buffer.getLineCount(), tree: true, done: true })

/** Warms `editor`'s language caches in slices of `sliceMs`, following its state; see the module's comment. */
export function warmLanguageInBackground(editor: WarmableEditor, options: BackgroundWarmOptions = {}): BackgroundWarmer {
  const scheduler = options.scheduler ?? hostScheduler
  const sliceMs = options.sliceMs ?? 4
  const delayMs = options.delayMs ?? 0
  let timer: unknown
  let scheduled = false
  let disposed = false

  const schedule = (): void => {
    if (scheduled || disposed) return
    scheduled = true
    timer = scheduler.setTimeout(slice, delayMs)
  }

  const slice = (): void => {
    scheduled = false
    if (disposed) return
    const { buffer, config } = editor.getState()
    const mode = languageModeFor(config.grammar)
    const progress = mode.warm === undefined ? doneWithNothing(buffer) : mode.warm(buffer, { budgetMs: sliceMs, ...(options.clock !== undefined ? { clock: options.clock } : {}) })
    options.onProgress?.(progress, buffer)
    if (!progress.done) schedule()
  }

  const subscription = editor.onDidChangeState(schedule)
  schedule()

  return {
    progress: () => {
      const { buffer, config } = editor.getState()
      const mode = languageModeFor(config.grammar)
      return mode.warmProgress?.(buffer) ?? doneWithNothing(buffer)
    },
    dispose: () => {
      disposed = true
      subscription.dispose()
      if (scheduled) scheduler.clearTimeout(timer)
      scheduled = false
    },
  }
}
