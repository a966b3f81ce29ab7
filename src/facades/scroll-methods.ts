/**
 * Atom's scroll requests: a headless editor has no viewport, so scrolling
 * is what the view listening to `onDidRequestAutoscroll` does with the
 * request. `scrollToCursorPosition`, `scrollToBufferPosition`,
 * `scrollToScreenPosition`, `scrollToScreenRange` and the cursors' and
 * selections' `autoscroll()` emit Atom's request (`{screenRange, options}`),
 * and so do the commands that ask for it in Atom (`autoscroll.ts`).
 * Installed on `TextEditor.prototype` like the display methods.
 */
import { Emitter } from 'event-kit'
import type { Disposable } from './disposable.js'
import { Range, type RangeCompatible } from '../values/range.js'
import type { PointCompatible } from '../values/point.js'
import type { TextEditor } from './text-editor.js'
import { listenerCount } from './emitter-counts.js'

import type * as A from '../actions/index.js'
import type { EditorState } from '../state/editor-state.js'
import { autoscrollRequests, type AutoscrollRequest } from './autoscroll.js'

export type { AutoscrollRequest } from './autoscroll.js'

/** The members, for the TextEditor's type. */
export interface ScrollMethods {
  /** Calls back with each scroll request (`{screenRange, options}`), for the view to act on. */
  onDidRequestAutoscroll(callback: (event: AutoscrollRequest) => void): Disposable
  /** Ask for the last cursor to be revealed; with options, `center` (default true) asks to centre it. */
  scrollToCursorPosition(options?: { center?: boolean }): void
  /** Ask for a buffer position to be revealed. */
  scrollToBufferPosition(bufferPosition: PointCompatible, options?: { center?: boolean }): void
  /** Ask for a screen position to be revealed. */
  scrollToScreenPosition(screenPosition: PointCompatible, options?: { center?: boolean }): void
  /** Ask for a screen range to be revealed (clipped unless `clip: false`). */
  scrollToScreenRange(screenRange: RangeCompatible, options?: AutoscrollRequest['options']): void
}

const emitters = new WeakMap<TextEditor, Emitter<Record<string, never>, { 'did-request-autoscroll': AutoscrollRequest }>>()

const methods: ScrollMethods & ThisType<TextEditor> = {
  onDidRequestAutoscroll(callback) {
    let e = emitters.get(this)
    if (!e) {
      emitters.set(this, (e = new Emitter()))
      this.onDidDestroy(() => emitters.get(this)?.dispose())
    }
    return e.on('did-request-autoscroll', callback)
  },
  scrollToCursorPosition(options) {
    // Atom's: `center` is undefined without options, else true unless false.
    this.getLastCursor().autoscroll({ center: options && options.center !== false } as { center?: boolean })
  },
  scrollToBufferPosition(bufferPosition, options) {
    this.scrollToScreenPosition(this.screenPositionForBufferPosition(bufferPosition), options)
  },
  scrollToScreenPosition(screenPosition, options) {
    this.scrollToScreenRange(new Range(screenPosition, screenPosition), options)
  },
  scrollToScreenRange(screenRange, options = {}) {
    const range = options.clip !== false ? this.clipScreenRange(screenRange) : Range.fromObject(screenRange)
    emitters.get(this)?.emit('did-request-autoscroll', { screenRange: range, options })
  },
}

/** @internal Whether anything listens for the editor's autoscroll requests. */
export const wantsAutoscroll = (editor: TextEditor): boolean => {
  const e = emitters.get(editor)
  return e !== undefined && listenerCount(e, 'did-request-autoscroll') > 0
}

/**
 * @internal After `action` took the editor from `prev` to `next`: the
 * requests Atom's command makes, computed only when someone listens.
 */
export const requestAutoscroll = (editor: TextEditor, action: A.Action, prev: EditorState, next: EditorState): void => {
  if (!wantsAutoscroll(editor)) return
  const e = emitters.get(editor)!
  for (const request of autoscrollRequests(action, prev, next)) e.emit('did-request-autoscroll', request)
}

/** Install the members on the editor's prototype. */
export const scrollMethods = (proto: TextEditor): void => {
  for (const [name, value] of Object.entries(methods)) {
    Object.defineProperty(proto, name, { value, writable: true, configurable: true })
  }
}
