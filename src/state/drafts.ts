/**
 * Editor states inside immer (Redux Toolkit's `createSlice`, `produce`).
 *
 * An `EditorState` is a plain frozen object, so immer drafts it when a host
 * reads it off a draft. Copying fields off such a draft into a new state
 * would leave immer proxies inside it, revoked once the producer returns.
 * The reducer therefore unwraps a draft first, with immer's own `current`
 * (an untouched draft gives back the very state it wraps, at no cost), and
 * works on real states only; what it returns is a real, frozen state that
 * immer keeps as it is.
 */
import { current, isDraft, type Draft } from 'immer'
import type { EditorState } from './editor-state.js'

/** An editor state as an immer producer sees it (`state.editor` in a `createSlice` case reducer). */
export type EditorDraft = Draft<EditorState>

/** The real state behind `s`: `s` itself, or the state an immer draft wraps (with any edits made through the draft). */
export const undraft = (s: EditorState | EditorDraft): EditorState => (isDraft(s) ? (current(s as EditorDraft) as EditorState) : (s as EditorState))
