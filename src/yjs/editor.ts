/**
 * `bindEditor`: a `TextEditor` facade on a `Y.Text`. The editor's changes
 * go to the shared text; other users' changes arrive as
 * `collab/applyRemoteChanges` actions, so the editor's events fire for them
 * as for any change (`onDidChange`, cursor events with `textChanged: true`);
 * `editor.undo()` and `editor.redo()` take back this user's changes only.
 */
import type * as Y from 'yjs'
import type { Awareness } from 'y-protocols/awareness'
import type { TextEditor } from '../facades/text-editor.js'
import { YjsBinding, type YjsBindingOptions } from './binding.js'

/** A binding of an editor; `destroy()` ends it and gives undo back to the editor's own history. */
export interface EditorBinding {
  readonly binding: YjsBinding
  destroy(): void
}

/** The binding of each buffer (the editors of one buffer share it). */
const bindings = new WeakMap<object, YjsBinding>()

/**
 * Bind `editor` to `ytext` (and to `awareness` for remote selections). A
 * non-empty `Y.Text` replaces the editor's text. Several editors of one
 * buffer (`new TextEditor({ buffer })`) share one binding: the first one
 * bound carries every editor's changes (the others' reach it through the
 * buffer), its selections are the ones published and restored by undo, and
 * each editor's `undo()` takes back this user's changes; binding another
 * editor of the buffer only routes its undo there (`awareness` and
 * `options` are the first one's), and ending the first binding ends it for all.
 */
export const bindEditor = (editor: TextEditor, ytext: Y.Text, awareness?: Awareness | null, options: Omit<YjsBindingOptions, 'awareness'> = {}): EditorBinding => {
  const buffer = editor.getBuffer()
  const shared = bindings.get(buffer)
  if (shared !== undefined) {
    if (shared.ytext !== ytext) throw new Error('bindEditor: another editor of this buffer is bound to another Y.Text')
    if (shared.undoManager) editor.setHistoryHandler({ undo: () => shared.undo(), redo: () => shared.redo() })
    return { binding: shared, destroy: () => { if (shared.undoManager) editor.setHistoryHandler(null) } }
  }
  const binding = new YjsBinding(ytext, { getState: () => editor.getState(), dispatch: action => editor.dispatch(action) }, { ...options, awareness: awareness ?? null })
  bindings.set(buffer, binding)
  const subscription = editor.onDidChangeState(({ state }) => binding.sync(state))
  if (binding.undoManager) editor.setHistoryHandler({ undo: () => binding.undo(), redo: () => binding.redo() })
  return {
    binding,
    destroy: () => {
      subscription.dispose()
      if (binding.undoManager) editor.setHistoryHandler(null)
      bindings.delete(buffer)
      binding.destroy()
    },
  }
}
