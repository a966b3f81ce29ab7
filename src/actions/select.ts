/**
 * Selection actions (`select/<method>`): ranges, extending by a cursor
 * motion with the tail fixed, word and line selection, multiple selections.
 * Without `target` an action applies to every selection, then merges, as the
 * editor-level method of the same name does; `selectToBufferPosition` and
 * `selectToScreenPosition` without `target` move the last selection only,
 * then merge with its orientation (`suppressSelectionMerge` defers that merge).
 */
import * as t from 'io-ts'
import { action, ClipDirectionCodec, Clipped, creator, Int, optionsAction, PosCodec, RegexSource, SpanCodec } from './action.js'

// ─── codecs ─────────────────────────────────────────────────────────────────

const rangeOptions = { reversed: t.boolean, preserveFolds: t.boolean, autoscroll: t.boolean }
const clipOptions = { clipDirection: ClipDirectionCodec, skipSoftWrapIndentation: t.boolean, autoscroll: t.boolean }
const wordOptions = { wordRegex: RegexSource, includeNonWordCharacters: t.boolean, ...rangeOptions }

export const SetBufferRange = action('select/setBufferRange', { range: SpanCodec }, rangeOptions)
export const SetScreenRange = action('select/setScreenRange', { range: SpanCodec }, rangeOptions)
export const Clear = optionsAction('select/clear', { autoscroll: t.boolean })
export const Destroy = optionsAction('select/destroy', {})
export const SelectToBufferPosition = action('select/selectToBufferPosition', { position: PosCodec }, {})
export const SelectToScreenPosition = action('select/selectToScreenPosition', { position: PosCodec }, { ...clipOptions, suppressSelectionMerge: t.boolean })
export const SelectRight = optionsAction('select/selectRight', { columnCount: Clipped })
export const SelectLeft = optionsAction('select/selectLeft', { columnCount: Clipped })
export const SelectUp = optionsAction('select/selectUp', { rowCount: Clipped })
export const SelectDown = optionsAction('select/selectDown', { rowCount: Clipped })
export const SelectToTop = optionsAction('select/selectToTop', {})
export const SelectToBottom = optionsAction('select/selectToBottom', {})
export const SelectAll = optionsAction('select/selectAll', {})
export const SelectToBeginningOfLine = optionsAction('select/selectToBeginningOfLine', {})
export const SelectToFirstCharacterOfLine = optionsAction('select/selectToFirstCharacterOfLine', {})
export const SelectToEndOfLine = optionsAction('select/selectToEndOfLine', {})
export const SelectToEndOfBufferLine = optionsAction('select/selectToEndOfBufferLine', {})
export const SelectToBeginningOfWord = optionsAction('select/selectToBeginningOfWord', {})
export const SelectToEndOfWord = optionsAction('select/selectToEndOfWord', {})
export const SelectToBeginningOfNextWord = optionsAction('select/selectToBeginningOfNextWord', {})
export const SelectToPreviousWordBoundary = optionsAction('select/selectToPreviousWordBoundary', {})
export const SelectToNextWordBoundary = optionsAction('select/selectToNextWordBoundary', {})
export const SelectToPreviousSubwordBoundary = optionsAction('select/selectToPreviousSubwordBoundary', {})
export const SelectToNextSubwordBoundary = optionsAction('select/selectToNextSubwordBoundary', {})
export const SelectToBeginningOfNextParagraph = optionsAction('select/selectToBeginningOfNextParagraph', {})
export const SelectToBeginningOfPreviousParagraph = optionsAction('select/selectToBeginningOfPreviousParagraph', {})
export const SelectWord = optionsAction('select/selectWord', wordOptions)
export const SelectSubword = optionsAction('select/selectSubword', rangeOptions)
export const ExpandOverWord = optionsAction('select/expandOverWord', { autoscroll: t.boolean })
export const SelectLine = optionsAction('select/selectLine', { row: Clipped, ...rangeOptions })
export const ExpandOverLine = optionsAction('select/expandOverLine', { autoscroll: t.boolean })
export const AddSelectionBelow = optionsAction('select/addSelectionBelow', {})
export const AddSelectionAbove = optionsAction('select/addSelectionAbove', {})
export const Merge = action('select/merge', { other: Int }, rangeOptions)
export const SetGoalScreenRange = action('select/setGoalScreenRange', { range: SpanCodec }, {})

/** Every selection action. */
export const SelectAction = t.union([
  SetBufferRange, SetScreenRange, Clear, Destroy, SelectToBufferPosition, SelectToScreenPosition, SelectRight,
  SelectLeft, SelectUp, SelectDown, SelectToTop, SelectToBottom, SelectAll, SelectToBeginningOfLine,
  SelectToFirstCharacterOfLine, SelectToEndOfLine, SelectToEndOfBufferLine, SelectToBeginningOfWord,
  SelectToEndOfWord, SelectToBeginningOfNextWord, SelectToPreviousWordBoundary, SelectToNextWordBoundary,
  SelectToPreviousSubwordBoundary, SelectToNextSubwordBoundary, SelectToBeginningOfNextParagraph,
  SelectToBeginningOfPreviousParagraph, SelectWord, SelectSubword, ExpandOverWord, SelectLine, ExpandOverLine,
  AddSelectionBelow, AddSelectionAbove, Merge, SetGoalScreenRange,
])
export type SelectAction = t.TypeOf<typeof SelectAction>
type Of<T extends SelectAction['type']> = Extract<SelectAction, { type: T }>

// ─── creators (named after Atom's methods) ──────────────────────────────────

export const setBufferRange = creator<Of<'select/setBufferRange'>>('select/setBufferRange')
export const setScreenRange = creator<Of<'select/setScreenRange'>>('select/setScreenRange')
export const clear = creator<Of<'select/clear'>>('select/clear')
export const destroy = creator<Of<'select/destroy'>>('select/destroy')
export const selectToBufferPosition = creator<Of<'select/selectToBufferPosition'>>('select/selectToBufferPosition')
export const selectToScreenPosition = creator<Of<'select/selectToScreenPosition'>>('select/selectToScreenPosition')
export const selectRight = creator<Of<'select/selectRight'>>('select/selectRight')
export const selectLeft = creator<Of<'select/selectLeft'>>('select/selectLeft')
export const selectUp = creator<Of<'select/selectUp'>>('select/selectUp')
export const selectDown = creator<Of<'select/selectDown'>>('select/selectDown')
export const selectToTop = creator<Of<'select/selectToTop'>>('select/selectToTop')
export const selectToBottom = creator<Of<'select/selectToBottom'>>('select/selectToBottom')
export const selectAll = creator<Of<'select/selectAll'>>('select/selectAll')
export const selectToBeginningOfLine = creator<Of<'select/selectToBeginningOfLine'>>('select/selectToBeginningOfLine')
export const selectToFirstCharacterOfLine = creator<Of<'select/selectToFirstCharacterOfLine'>>('select/selectToFirstCharacterOfLine')
export const selectToEndOfLine = creator<Of<'select/selectToEndOfLine'>>('select/selectToEndOfLine')
export const selectToEndOfBufferLine = creator<Of<'select/selectToEndOfBufferLine'>>('select/selectToEndOfBufferLine')
export const selectToBeginningOfWord = creator<Of<'select/selectToBeginningOfWord'>>('select/selectToBeginningOfWord')
export const selectToEndOfWord = creator<Of<'select/selectToEndOfWord'>>('select/selectToEndOfWord')
export const selectToBeginningOfNextWord = creator<Of<'select/selectToBeginningOfNextWord'>>('select/selectToBeginningOfNextWord')
export const selectToPreviousWordBoundary = creator<Of<'select/selectToPreviousWordBoundary'>>('select/selectToPreviousWordBoundary')
export const selectToNextWordBoundary = creator<Of<'select/selectToNextWordBoundary'>>('select/selectToNextWordBoundary')
export const selectToPreviousSubwordBoundary = creator<Of<'select/selectToPreviousSubwordBoundary'>>('select/selectToPreviousSubwordBoundary')
export const selectToNextSubwordBoundary = creator<Of<'select/selectToNextSubwordBoundary'>>('select/selectToNextSubwordBoundary')
export const selectToBeginningOfNextParagraph = creator<Of<'select/selectToBeginningOfNextParagraph'>>('select/selectToBeginningOfNextParagraph')
export const selectToBeginningOfPreviousParagraph = creator<Of<'select/selectToBeginningOfPreviousParagraph'>>('select/selectToBeginningOfPreviousParagraph')
export const selectWord = creator<Of<'select/selectWord'>>('select/selectWord')
export const selectSubword = creator<Of<'select/selectSubword'>>('select/selectSubword')
export const expandOverWord = creator<Of<'select/expandOverWord'>>('select/expandOverWord')
export const selectLine = creator<Of<'select/selectLine'>>('select/selectLine')
export const expandOverLine = creator<Of<'select/expandOverLine'>>('select/expandOverLine')
export const addSelectionBelow = creator<Of<'select/addSelectionBelow'>>('select/addSelectionBelow')
export const addSelectionAbove = creator<Of<'select/addSelectionAbove'>>('select/addSelectionAbove')
export const merge = creator<Of<'select/merge'>>('select/merge')
export const setGoalScreenRange = creator<Of<'select/setGoalScreenRange'>>('select/setGoalScreenRange')
