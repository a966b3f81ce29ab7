/**
 * `caretaker/redux`: the editor as a Redux Toolkit slice.
 *
 * `createEditorSlice({ name, text })` gives what `createSlice` would: a
 * reducer, Atom-named action creators (each with `type` and `match`, like
 * Redux Toolkit's) and selectors memoized per state. Nothing here imports
 * Redux Toolkit; it is an optional peer dependency of the package.
 */
import * as E from '../values/either.js'
import * as A from '../actions/index.js'
import { reduce } from '../reducers/index.js'
import { createEditorState, type Effect, type EditorState, type EditorStateOptions } from '../state/editor-state.js'
import { editorSelectors } from './selectors.js'

export * from './selectors.js'

// ─── development checks ─────────────────────────────────────────────────────

/**
 * The paths under an editor state at `path` (`''` for a store whose root is
 * the editor) that Redux Toolkit's serializability check skips: the parts
 * that grow with the document, the cursors or the history, which the check
 * would walk on every dispatch: the buffer (a persistent tree, a class), the
 * selections (thousands of records with many cursors, rebuilt by each
 * keystroke), the undo history (packed typed arrays, old buffers kept by
 * reference), the effects (a copy at every cursor carries a part per
 * cursor), and the records kept per selection brought back by undo
 * (`revived`) and per cursor a change moved unreported (`unreported`):
 * plain data, one entry per cursor at most. All are frozen and never
 * mutated, and `toJSON` is how a state is serialized. The rest (ids, folds, settings) stays checked. The
 * immutability check never walks the editor: every state is frozen, and
 * Redux Toolkit skips frozen values.
 */
export const ignoredEditorPaths = (path = ''): string[] =>
  ['buffer', 'selections', 'history', 'effects', 'revived', 'unreported'].map(k => (path === '' ? k : `${path}.${k}`))

/**
 * The options for Redux Toolkit's `getDefaultMiddleware` that keep both
 * development checks on and skip `ignoredEditorPaths` of each editor path:
 * `middleware: gDM => gDM(editorCheckOptions('editor'))`.
 */
export const editorCheckOptions = (...paths: readonly string[]) => {
  const ignoredPaths = (paths.length === 0 ? [''] : paths).flatMap(p => ignoredEditorPaths(p))
  return { serializableCheck: { ignoredPaths }, immutableCheck: { ignoredPaths } }
}

// ─── effects ────────────────────────────────────────────────────────────────

/** The part of a Redux store a middleware sees. */
export interface StoreApi<S> {
  getState(): S
}

/**
 * A middleware that performs the effects of each caretaker action once,
 * right after the reducer made them (clipboard writes, autoscroll requests).
 * States reached any other way (devtools time travel, rehydration, replacing
 * the state) perform nothing: a state's effects belong to the action that
 * made it.
 */
export const editorEffectsMiddleware =
  <S>(select: (root: S) => EditorState, perform: (effect: Effect) => void) =>
  (api: StoreApi<S>) =>
  (next: (action: unknown) => unknown) =>
  (action: unknown): unknown => {
    const before = select(api.getState())
    const result = next(action)
    const after = select(api.getState())
    if (after !== before && after.effects !== before.effects && isEditorAction(action)) for (const e of after.effects) perform(e)
    return result
  }

/** Whether `u` is a caretaker action (by its `type`; the reducer decodes it in full). */
const isEditorAction = (u: unknown): boolean => E.isRight(A.decodeAction(u))

// ─── slices ─────────────────────────────────────────────────────────────────

/** Every action creator of the package, by Atom's method name. */
export type EditorActionCreators = {
  readonly [K in keyof typeof A as (typeof A)[K] extends { readonly type: string; match(a: unknown): boolean } ? K : never]: (typeof A)[K]
}

/** The action creators, by name. */
export const editorActions: EditorActionCreators = Object.freeze(
  Object.fromEntries(
    Object.entries(A).filter(([, v]) => typeof v === 'function' && 'match' in v && typeof (v as { type?: unknown }).type === 'string'),
  ),
) as EditorActionCreators

/** Options of `createEditorSlice`: its name, then the initial state (or `createEditorState` options). */
export interface EditorSliceOptions<Name extends string> extends EditorStateOptions {
  readonly name: Name
  /** The initial state; when given, the `createEditorState` options are not used. */
  readonly initialState?: EditorState
}

type Selectors<Root> = { readonly [K in keyof typeof editorSelectors]: (root: Root) => ReturnType<(typeof editorSelectors)[K]> }

/** What `createEditorSlice` returns (the parts of a Redux Toolkit slice an editor has). */
export interface EditorSlice<Name extends string> {
  readonly name: Name
  readonly reducerPath: Name
  /** `(state = initial, action) => state`; actions that are not caretaker's leave the state as it is. */
  readonly reducer: (state: EditorState | undefined, action: unknown) => EditorState
  readonly actions: EditorActionCreators
  /** Selectors over the root state (the editor at `root[name]`), memoized per editor state. */
  readonly selectors: Selectors<{ readonly [K in Name]: EditorState }>
  /** The editor state of the root state. */
  selectSlice(root: { readonly [K in Name]: EditorState }): EditorState
  getInitialState(): EditorState
  /** `ignoredEditorPaths(name)`, for Redux Toolkit's checks. */
  readonly ignoredPaths: readonly string[]
  /** `editorCheckOptions(name)`: `middleware: gDM => gDM(slice.checkOptions)`. */
  readonly checkOptions: ReturnType<typeof editorCheckOptions>
}

/**
 * A slice holding one editor at `root[name]`: reducer, Atom-named action
 * creators and memoized selectors.
 */
export const createEditorSlice = <Name extends string>(options: EditorSliceOptions<Name>): EditorSlice<Name> => {
  const { name, initialState, ...stateOptions } = options
  const initial = initialState ?? createEditorState(stateOptions)
  const selectSlice = (root: { readonly [K in Name]: EditorState }): EditorState => root[name]
  const selectors = Object.fromEntries(
    Object.entries(editorSelectors).map(([k, f]) => [k, (root: { readonly [K in Name]: EditorState }) => (f as (s: EditorState) => unknown)(selectSlice(root))]),
  ) as unknown as Selectors<{ readonly [K in Name]: EditorState }>
  return Object.freeze({
    name,
    reducerPath: name,
    reducer: (state: EditorState | undefined, action: unknown): EditorState => {
      const s = state ?? initial
      const decoded = A.decodeAction(action)
      return E.isRight(decoded) ? reduce(s, decoded.right) : s
    },
    actions: editorActions,
    selectors,
    selectSlice,
    getInitialState: () => initial,
    ignoredPaths: ignoredEditorPaths(name),
    checkOptions: editorCheckOptions(name),
  })
}
