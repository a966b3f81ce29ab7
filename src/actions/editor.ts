/**
 * Editor-level actions (`editor/<method>`): adding cursors and selections,
 * setting all selections at once, consolidating, text and settings.
 */
import * as t from 'io-ts'
import { Config } from '../state/config.js'
import { action, ClipDirectionCodec, creator, optionsAction, PosCodec, SpanCodec, strict } from './action.js'

// ─── codecs ─────────────────────────────────────────────────────────────────

const rangeOptions = { reversed: t.boolean, preserveFolds: t.boolean, autoscroll: t.boolean }
const clipOptions = { clipDirection: ClipDirectionCodec, skipSoftWrapIndentation: t.boolean, autoscroll: t.boolean }

export const AddCursorAtBufferPosition = action('editor/addCursorAtBufferPosition', { position: PosCodec }, { autoscroll: t.boolean })
export const AddCursorAtScreenPosition = action('editor/addCursorAtScreenPosition', { position: PosCodec }, clipOptions)
export const AddSelectionForBufferRange = action('editor/addSelectionForBufferRange', { range: SpanCodec }, rangeOptions)
export const AddSelectionForScreenRange = action('editor/addSelectionForScreenRange', { range: SpanCodec }, rangeOptions)
export const SetSelectedBufferRanges = action('editor/setSelectedBufferRanges', { ranges: t.array(SpanCodec) }, rangeOptions)
export const SetSelectedScreenRanges = action('editor/setSelectedScreenRanges', { ranges: t.array(SpanCodec) }, rangeOptions)
export const SetCursorBufferPosition = action('editor/setCursorBufferPosition', { position: PosCodec }, { autoscroll: t.boolean })
export const SetCursorScreenPosition = action('editor/setCursorScreenPosition', { position: PosCodec }, clipOptions)
export const ConsolidateSelections = optionsAction('editor/consolidateSelections', {})
export const ClearSelections = optionsAction('editor/clearSelections', { autoscroll: t.boolean })
export const MergeIntersectingSelections = optionsAction('editor/mergeIntersectingSelections', { reversed: t.boolean })
export const SplitSelectionsIntoLines = optionsAction('editor/splitSelectionsIntoLines', {})
export const SelectLinesContainingCursors = optionsAction('editor/selectLinesContainingCursors', {})
export const SelectWordsContainingCursors = optionsAction('editor/selectWordsContainingCursors', {})
export const SelectSubwordsContainingCursors = optionsAction('editor/selectSubwordsContainingCursors', {})
export const SetText = action('editor/setText', { text: t.string }, { bypassReadOnly: t.boolean })
/** Change settings: any of `Config`'s keys, each in its range; an unknown key is an error. */
export const Update = action('editor/update', { config: strict('ConfigUpdate', {}, Config.props) }, {})
/** Make sure at least one cursor exists (Atom recreates one at [0,0] lazily). */
export const EnsureCursor = optionsAction('editor/ensureCursor', {})

/** Every editor action. */
export const EditorAction = t.union([
  AddCursorAtBufferPosition, AddCursorAtScreenPosition, AddSelectionForBufferRange, AddSelectionForScreenRange,
  SetSelectedBufferRanges, SetSelectedScreenRanges, SetCursorBufferPosition, SetCursorScreenPosition,
  ConsolidateSelections, ClearSelections, MergeIntersectingSelections, SplitSelectionsIntoLines,
  SelectLinesContainingCursors, SelectWordsContainingCursors, SelectSubwordsContainingCursors, SetText, Update,
  EnsureCursor,
])
export type EditorAction = t.TypeOf<typeof EditorAction>
type Of<T extends EditorAction['type']> = Extract<EditorAction, { type: T }>

// ─── creators (named after Atom's methods) ──────────────────────────────────

export const addCursorAtBufferPosition = creator<Of<'editor/addCursorAtBufferPosition'>>('editor/addCursorAtBufferPosition')
export const addCursorAtScreenPosition = creator<Of<'editor/addCursorAtScreenPosition'>>('editor/addCursorAtScreenPosition')
export const addSelectionForBufferRange = creator<Of<'editor/addSelectionForBufferRange'>>('editor/addSelectionForBufferRange')
export const addSelectionForScreenRange = creator<Of<'editor/addSelectionForScreenRange'>>('editor/addSelectionForScreenRange')
export const setSelectedBufferRanges = creator<Of<'editor/setSelectedBufferRanges'>>('editor/setSelectedBufferRanges')
export const setSelectedScreenRanges = creator<Of<'editor/setSelectedScreenRanges'>>('editor/setSelectedScreenRanges')
export const setCursorBufferPosition = creator<Of<'editor/setCursorBufferPosition'>>('editor/setCursorBufferPosition')
export const setCursorScreenPosition = creator<Of<'editor/setCursorScreenPosition'>>('editor/setCursorScreenPosition')
export const consolidateSelections = creator<Of<'editor/consolidateSelections'>>('editor/consolidateSelections')
export const clearSelections = creator<Of<'editor/clearSelections'>>('editor/clearSelections')
export const mergeIntersectingSelections = creator<Of<'editor/mergeIntersectingSelections'>>('editor/mergeIntersectingSelections')
export const splitSelectionsIntoLines = creator<Of<'editor/splitSelectionsIntoLines'>>('editor/splitSelectionsIntoLines')
export const selectLinesContainingCursors = creator<Of<'editor/selectLinesContainingCursors'>>('editor/selectLinesContainingCursors')
export const selectWordsContainingCursors = creator<Of<'editor/selectWordsContainingCursors'>>('editor/selectWordsContainingCursors')
export const selectSubwordsContainingCursors = creator<Of<'editor/selectSubwordsContainingCursors'>>('editor/selectSubwordsContainingCursors')
export const setText = creator<Of<'editor/setText'>>('editor/setText')
export const update = creator<Of<'editor/update'>>('editor/update')
export const ensureCursor = creator<Of<'editor/ensureCursor'>>('editor/ensureCursor')
