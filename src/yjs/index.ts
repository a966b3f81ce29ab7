/**
 * `caretaker/yjs`: collaborative editing over Yjs. A `Y.Text` bound to an
 * editor (the `TextEditor` facade with `bindEditor`, any state host with
 * `bindState`); remote changes are `collab/applyRemoteChanges` actions,
 * other users' selections come through awareness into
 * `EditorState.remoteSelections`, and undo takes back this user's changes
 * only (`Y.UndoManager` on the binding's origin).
 *
 * `yjs` and `y-protocols` are peer dependencies of this subpath only.
 */
export { YjsBinding, bindState, type YjsBindingOptions, type YjsHost, type YjsUser } from './binding.js'
export { bindEditor, type EditorBinding } from './editor.js'
export { deltasBetween, plainDelta, pushChanges, stepDelta, textDelta } from './offsets.js'
export { fromRelative, toRelative, type RelativeSelection } from './positions.js'
export { applyRemoteChanges, setRemoteSelections, type DeltaOp } from '../actions/collab.js'
export type { RemoteRange, RemoteSelection } from '../state/remote.js'
