/**
 * The reducer: one dispatcher over the per-domain handlers.
 */
import * as E from 'fp-ts/lib/Either.js'
import { type Action, type ActionError, decodeAction } from '../actions/index.js'
import type { EditorState } from '../state/editor-state.js'
import { createEditorState } from '../state/editor-state.js'
import type { Handler, Handlers } from './core.js'
import { cursorReducers } from './cursor.js'
import { editorReducers } from './editor.js'
import { editReducers } from './edit.js'
import { selectReducers } from './select.js'
import { rowReducers } from './rows.js'
import { historyReducers } from './history.js'
import { clipboardReducers } from './clipboard.js'
import { linesReducers } from './lines.js'
import { foldReducers } from './fold.js'

const handlers: Handlers<Action> = { ...cursorReducers, ...selectReducers, ...editorReducers, ...editReducers, ...rowReducers, ...historyReducers, ...clipboardReducers, ...linesReducers, ...foldReducers }

/**
 * Apply a decoded action: pure, never throws, never mutates. An action that
 * changes nothing returns the very same state object.
 */
export const reduce = (state: EditorState, action: Action): EditorState =>
  (handlers[action.type] as Handler<Action>)(state, action)

/** Decode an unknown value and apply it; an undecodable value leaves the state untouched and is reported. */
export const reduceUnknown = (state: EditorState, u: unknown): E.Either<ActionError, EditorState> =>
  E.map((a: Action) => reduce(state, a))(decodeAction(u))

/**
 * A Redux-compatible reducer: `(state = initial, action) => state`. Values
 * that are not caretaker actions (Redux's own `@@redux/INIT…`, other slices'
 * actions) leave the state as it is.
 */
export const createReducer =
  (initial: EditorState = createEditorState()) =>
  (state: EditorState | undefined, action: unknown): EditorState => {
    const s = state ?? initial
    const decoded = decodeAction(action)
    return E.isRight(decoded) ? reduce(s, decoded.right) : s
  }
