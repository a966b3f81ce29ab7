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

/** Bind `editor` to `ytext` (and to `awareness` for remote selections). A non-empty `Y.Text` replaces the editor's text. */
export const bindEditor = (editor: TextEditor, ytext: Y.Text, awareness?: Awareness | null, options: Omit<YjsBindingOptions, 'awareness'> = {}): EditorBinding => {
  const binding = new YjsBinding(ytext, { getState: () => editor.getState(), dispatch: action => editor.dispatch(action) }, { ...options, awareness: awareness ?? null })
  const subscription = editor.onDidChangeState(({ state }) => binding.sync(state))
  if (binding.undoManager) editor.setHistoryHandler({ undo: () => binding.undo(), redo: () => binding.redo() })
  return {
    binding,
    destroy: () => {
      subscription.dispose()
      if (binding.undoManager) editor.setHistoryHandler(null)
      binding.destroy()
    },
  }
}
