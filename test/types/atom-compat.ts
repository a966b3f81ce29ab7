/**
 * Type-level test: caretaker against `@types/atom`, checked by `tsc --noEmit`
 * (run first by `npm test`). Nothing here runs; a failed assertion is a
 * compile error that names the offending member.
 *
 * What is asserted:
 *
 * 1. `Point`, `Range` (instances and constructors) and `ScopeDescriptor` are
 *    assignable to Atom's types outright.
 * 2. `Cursor`, `Selection`, the cursor's marker (`getMarker()`), the buffer
 *    view (`getBuffer()`) and the two event payloads are assignable to Atom's
 *    interface restricted to the members caretaker implements, minus the
 *    members listed below with the reason each is left out. Inside those
 *    members, Atom's `Cursor`/`Selection`/`DisplayMarker`/`TextBuffer`/event
 *    types are replaced by the same restricted views, recursively (see
 *    `Swap`), so for instance `getMarker()` is checked against the marker
 *    members caretaker has.
 * 3. The editor is assignable to `Pick<TextEditor, EditorCovered>` (swapped the
 *    same way); `EditorCovered` is the list of Atom `TextEditor` methods
 *    caretaker implements, and it must stay complete: implementing another
 *    Atom `TextEditor` method fails this file until the name is added here.
 * 4. Every method of caretaker's public classes that takes a Point (or Range)
 *    takes everything Atom's `PointCompatible` (`RangeCompatible`) allows.
 * 5. Calls written against Atom's types compile against caretaker's: for every
 *    checked member, Atom's parameter list is assignable to caretaker's (2 and
 *    3 alone would let a narrower caretaker parameter through, because
 *    TypeScript compares method parameters both ways). One allowance: option
 *    objects are compared without the explicit `| undefined` the typings add
 *    to every optional key; caretaker's options, like its own compiler
 *    settings, use `exactOptionalPropertyTypes` and leave a key out instead.
 *
 * The README section "Types: @types/atom compatibility" lists the same cases.
 */
import type * as Atom from 'atom'
import {
  Point,
  Range,
  ScopeDescriptor,
  TextEditor,
  type Cursor,
  type CursorMarker,
  type DisplayMarker,
  type CursorPositionChangedEvent,
  type Selection,
  type SelectionChangedEvent,
} from '../../src/index.js'

/** The object `editor.getBuffer()` returns (not exported by name). */
type BufferView = ReturnType<TextEditor['getBuffer']>

// ─── helpers ────────────────────────────────────────────────────────────────

/** Names of the Atom type's members that `Ours` has too. */
type Shared<AtomT, Ours> = Extract<keyof AtomT, keyof Ours>
/** Names of the Atom type's members that `Ours` lacks. */
type Lacking<AtomT, Ours> = Exclude<keyof AtomT, keyof Ours>
/** Compiles only when every name of `Actual` is in `Documented` (the error names the rest). */
const documented = <Documented extends string>() => <Actual extends Documented>(): void => undefined

/** Atom's handle types, which `Swap` replaces by the restricted views. */
type AtomHandle =
  | Atom.Cursor
  | Atom.Selection
  | Atom.DisplayMarker
  | Atom.TextBuffer
  | Atom.BufferScanResult
  | Atom.CursorPositionChangedEvent
  | Atom.SelectionChangedEvent

type IsAny<T> = 0 extends 1 & T ? true : false

/** Whether a type mentions one of Atom's handle types (in a parameter, a callback, a result or an array). */
type Mentions<T> =
  IsAny<T> extends true
    ? false
    : T extends AtomHandle
      ? true
      : T extends (...args: infer A) => infer R
        ? true extends { [K in keyof A]: Mentions<A[K]> }[number]
          ? true
          : Mentions<R>
        : T extends readonly (infer E)[]
          ? Mentions<E>
          : false

/**
 * A function type written as a method, so that parameters are compared
 * bivariantly as TypeScript does for every method (a plain function type
 * would be checked contravariantly under `strictFunctionTypes`).
 */
type AsMethod<A extends readonly unknown[], R> = { method(...args: A): R }['method']

/** Atom's handle types replaced by the restricted views, through functions and arrays. */
type Swap<T> = T extends Atom.Cursor
  ? CursorView
  : T extends Atom.Selection
    ? SelectionView
    : T extends Atom.DisplayMarker
      ? MarkerView
      : T extends Atom.TextBuffer
        ? BufferViewView
        : T extends Atom.BufferScanResult
          ? ScanResultView
        : T extends Atom.CursorPositionChangedEvent
          ? CursorEventView
          : T extends Atom.SelectionChangedEvent
            ? SelectionEventView
            : T extends (...args: infer A) => infer R
              ? AsMethod<{ [K in keyof A]: Swap<A[K]> }, Swap<R>>
              : T extends readonly (infer E)[]
                ? true extends Mentions<E>
                  ? Swap<E>[]
                  : T
                : T

/** An Atom type restricted to `Keys`; members mentioning handle types are swapped, the rest are Atom's own (methods stay methods). */
type View<AtomT, Keys extends keyof AtomT> = {
  [K in Keys]: true extends Mentions<AtomT[K]> ? Swap<AtomT[K]> : AtomT[K]
}

// ─── 1. Point, Range, ScopeDescriptor: assignable outright ──────────────────

declare const point: Point
declare const range: Range
export const pointIsAtomPoint: Atom.Point = point
export const rangeIsAtomRange: Atom.Range = range
export const pointClassIsAtomPointClass: typeof Atom.Point = Point
export const rangeClassIsAtomRangeClass: typeof Atom.Range = Range
export const scopeDescriptorIsAtoms: Atom.ScopeDescriptor = new ScopeDescriptor({ scopes: ['text'] })
// A Point and a Range are also Atom's "-Like" shapes.
export const pointIsPointLike: Atom.PointLike = point
export const rangeIsRangeLike: Atom.RangeLike = range

// ─── 2. Cursor ──────────────────────────────────────────────────────────────

/**
 * Atom `Cursor` members left out of the check, with the reason:
 *
 * - `getCurrentParagraphBufferRange`: the typings say `Range`; Atom returns
 *   `undefined` when the cursor's row is blank, and so does caretaker
 *   (`Range | undefined`), so it cannot be assignable.
 */
type CursorBehaviourDiffers = 'getCurrentParagraphBufferRange'
type CursorExcluded = CursorBehaviourDiffers

/** Atom's `Cursor` as caretaker implements it. */
export interface CursorView extends View<Atom.Cursor, Exclude<Shared<Atom.Cursor, Cursor>, CursorExcluded>> {}

// Every Atom Cursor member caretaker lacks is one of the documented exclusions.
documented<CursorExcluded>()<Lacking<Atom.Cursor, Cursor>>()

declare const cursor: Cursor
export const cursorIsAtomCursor: CursorView = cursor
// The excluded member that exists still follows Atom's behaviour: a Range or undefined.
export const paragraphRange: Atom.Range | undefined = cursor.getCurrentParagraphBufferRange()

// ─── 2. Selection ───────────────────────────────────────────────────────────

/** Atom `Selection` members caretaker has but cannot match (none). */
type SelectionExcluded = never

/** Atom's `Selection` as caretaker implements it. */
export interface SelectionView extends View<Atom.Selection, Exclude<Shared<Atom.Selection, Selection>, SelectionExcluded>> {}

// Every Atom Selection member is implemented: none is lacking.
documented<never>()<Lacking<Atom.Selection, Selection>>()
export const selectionLacksNothing: [Lacking<Atom.Selection, Selection>] extends [never] ? true : false = true

declare const selection: Selection
export const selectionIsAtomSelection: SelectionView = selection
export const selectionCursorIsAtomCursor: CursorView = selection.cursor

// ─── 2. Markers: the cursor's marker and the editor's markers ───────────────

/**
 * `DisplayMarker` members both marker classes have but cannot match:
 *
 * - `onDidChange`: the typings give the event `hadTail`, `hasTail`,
 *   `oldProperties` and `newProperties`; those belong to the buffer-level
 *   `Marker`'s event: Atom's `DisplayMarker` passes the head and tail
 *   positions, `wasValid`, `isValid` and `textChanged` only, and so does
 *   caretaker.
 */
type MarkerBehaviourDiffers = 'onDidChange'

/** Atom's `DisplayMarker` as caretaker implements it (every member). */
export interface MarkerView extends View<Atom.DisplayMarker, Exclude<Shared<Atom.DisplayMarker, CursorMarker & DisplayMarker>, MarkerBehaviourDiffers>> {}

// Both marker classes have every DisplayMarker member.
documented<never>()<Lacking<Atom.DisplayMarker, CursorMarker>>()
documented<never>()<Lacking<Atom.DisplayMarker, DisplayMarker>>()

export const markerIsAtomMarker: MarkerView = cursor.getMarker()
export const selectionMarkerIsAtomMarker: MarkerView = selection.marker
declare const displayMarker: DisplayMarker
export const displayMarkerIsAtomMarker: MarkerView = displayMarker
// The excluded listener still gets Atom's head and tail fields.
cursor.getMarker().onDidChange(event => event.newHeadBufferPosition satisfies Atom.Point)
displayMarker.onDidChange(event => event.oldTailScreenPosition satisfies Atom.Point)

// ─── 2. The buffer view ─────────────────────────────────────────────────────

/**
 * Atom `TextBuffer` members the buffer view has but cannot match:
 *
 * - `onWillChange`: the typings give the callback an event with `oldRange`;
 *   Atom's buffer calls it with no argument, and so does caretaker.
 */
type BufferBehaviourDiffers = 'onWillChange'

/** Atom's `TextBuffer` as `editor.getBuffer()` implements it (its Atom-named read and write methods). */
export interface BufferViewView extends View<Atom.TextBuffer, Exclude<Shared<Atom.TextBuffer, BufferView>, BufferBehaviourDiffers>> {}

/** The object the scan methods hand their iterator (Atom's `ContextualBufferScanResult`; `buffer` is the buffer view). */
export interface ScanResultView extends View<Atom.ContextualBufferScanResult, keyof Atom.ContextualBufferScanResult> {}

declare const editor: TextEditor
export const bufferIsAtomBuffer: BufferViewView = editor.getBuffer()

// ─── 2. Event payloads ──────────────────────────────────────────────────────

/** Atom's `CursorPositionChangedEvent`, with `cursor` the restricted view. */
export interface CursorEventView extends View<Atom.CursorPositionChangedEvent, keyof Atom.CursorPositionChangedEvent> {}
/** Atom's `SelectionChangedEvent`, with `selection` the restricted view. */
export interface SelectionEventView extends View<Atom.SelectionChangedEvent, keyof Atom.SelectionChangedEvent> {}

declare const cursorEvent: CursorPositionChangedEvent
declare const selectionEvent: SelectionChangedEvent
export const cursorEventIsAtoms: CursorEventView = cursorEvent
export const selectionEventIsAtoms: SelectionEventView = selectionEvent
// Everything but the handle is Atom's type itself.
export const cursorEventFields: Omit<Atom.CursorPositionChangedEvent, 'cursor'> = cursorEvent
export const selectionEventFields: Omit<Atom.SelectionChangedEvent, 'selection'> = selectionEvent
// Atom-typed listeners subscribe without casts.
cursor.onDidChangePosition((event: CursorEventView) => event.newBufferPosition satisfies Atom.Point)
selection.onDidChangeRange((event: SelectionEventView) => event.newBufferRange satisfies Atom.Range)

// ─── 3. TextEditor ──────────────────────────────────────────────────────────

/**
 * The Atom `TextEditor` methods caretaker implements: cursors, selections,
 * markers, folds, undo and text. This list documents the covered API; it must
 * name every Atom `TextEditor` member caretaker's editor has (minus
 * `EditorExcluded`), so it grows with the editor.
 */
export type EditorCovered =
  // Events
  | 'onDidChangeCursorPosition'
  | 'onDidChangeSelectionRange'
  | 'observeCursors'
  | 'onDidAddCursor'
  | 'onDidRemoveCursor'
  | 'observeSelections'
  | 'onDidAddSelection'
  | 'onDidRemoveSelection'
  // Scroll requests
  | 'scrollToCursorPosition'
  | 'scrollToBufferPosition'
  | 'scrollToScreenPosition'
  // Settings
  | 'isReadOnly'
  | 'setReadOnly'
  | 'getSoftTabs'
  | 'setSoftTabs'
  | 'getTabLength'
  | 'setTabLength'
  | 'scopeDescriptorForBufferPosition'
  | 'syntaxTreeScopeDescriptorForBufferPosition'
  // Text
  | 'getBuffer'
  | 'getText'
  | 'setText'
  | 'getTextInBufferRange'
  | 'getLineCount'
  | 'getScreenLineCount'
  | 'getLastBufferRow'
  | 'getLastScreenRow'
  | 'lineTextForBufferRow'
  | 'insertNewline'
  | 'transact'
  // Coordinates
  | 'screenPositionForBufferPosition'
  | 'bufferPositionForScreenPosition'
  | 'screenRangeForBufferRange'
  | 'bufferRangeForScreenRange'
  | 'clipBufferPosition'
  | 'clipBufferRange'
  | 'clipScreenPosition'
  // Cursors
  | 'getLastCursor'
  | 'getCursors'
  | 'getCursorsOrderedByBufferPosition'
  | 'hasMultipleCursors'
  | 'getCursorBufferPosition'
  | 'getCursorBufferPositions'
  | 'setCursorBufferPosition'
  | 'getCursorScreenPosition'
  | 'getCursorScreenPositions'
  | 'setCursorScreenPosition'
  | 'getCursorAtScreenPosition'
  | 'addCursorAtBufferPosition'
  | 'addCursorAtScreenPosition'
  | 'getWordUnderCursor'
  | 'moveUp'
  | 'moveDown'
  | 'moveLeft'
  | 'moveRight'
  | 'moveToTop'
  | 'moveToBottom'
  | 'moveToBeginningOfScreenLine'
  | 'moveToBeginningOfLine'
  | 'moveToFirstCharacterOfLine'
  | 'moveToEndOfScreenLine'
  | 'moveToEndOfLine'
  | 'moveToBeginningOfWord'
  | 'moveToEndOfWord'
  | 'moveToBeginningOfNextWord'
  | 'moveToPreviousWordBoundary'
  | 'moveToNextWordBoundary'
  | 'moveToPreviousSubwordBoundary'
  | 'moveToNextSubwordBoundary'
  | 'moveToBeginningOfNextParagraph'
  | 'moveToBeginningOfPreviousParagraph'
  // Selections
  | 'getLastSelection'
  | 'getSelections'
  | 'getSelectionsOrderedByBufferPosition'
  | 'getSelectedText'
  | 'getSelectedBufferRange'
  | 'getSelectedBufferRanges'
  | 'setSelectedBufferRange'
  | 'setSelectedBufferRanges'
  | 'getSelectedScreenRange'
  | 'getSelectedScreenRanges'
  | 'setSelectedScreenRange'
  | 'setSelectedScreenRanges'
  | 'addSelectionForBufferRange'
  | 'addSelectionForScreenRange'
  | 'selectionIntersectsBufferRange'
  | 'selectToBufferPosition'
  | 'selectToScreenPosition'
  | 'selectUp'
  | 'selectDown'
  | 'selectLeft'
  | 'selectRight'
  | 'selectToTop'
  | 'selectToBottom'
  | 'selectAll'
  | 'selectToBeginningOfLine'
  | 'selectToFirstCharacterOfLine'
  | 'selectToEndOfLine'
  | 'selectToBeginningOfWord'
  | 'selectToEndOfWord'
  | 'selectToBeginningOfNextWord'
  | 'selectToPreviousWordBoundary'
  | 'selectToNextWordBoundary'
  | 'selectToPreviousSubwordBoundary'
  | 'selectToNextSubwordBoundary'
  | 'selectToBeginningOfNextParagraph'
  | 'selectToBeginningOfPreviousParagraph'
  | 'selectLinesContainingCursors'
  | 'selectWordsContainingCursors'
  | 'selectMarker'
  | 'onWillInsertText'
  | 'onDidInsertText'
  | 'onDidChange'
  // Editing, indentation and history
  | 'setTextInBufferRange'
  | 'onDidDestroy'
  | 'isEmpty'
  | 'getRootScopeDescriptor'
  | 'undo'
  | 'toggleLineCommentsInSelection'
  | 'setIndentationForBufferRow'
  | 'revertToCheckpoint'
  | 'redo'
  | 'outdentSelectedRows'
  | 'indentationForBufferRow'
  | 'indentSelectedRows'
  | 'indentLevelForLine'
  | 'groupChangesSinceCheckpoint'
  | 'getTabText'
  | 'deleteToPreviousWordBoundary'
  | 'deleteToNextWordBoundary'
  | 'deleteToEndOfWord'
  | 'deleteToEndOfSubword'
  | 'deleteToEndOfLine'
  | 'deleteToBeginningOfWord'
  | 'deleteToBeginningOfSubword'
  | 'deleteToBeginningOfLine'
  | 'deleteLine'
  | 'delete'
  | 'createCheckpoint'
  | 'backspace'
  | 'autoIndentSelectedRows'
  | 'abortTransaction'
  // Folds, soft wrap and screen rows
  | 'foldSelectedLines'
  | 'unfoldBufferRow'
  | 'unfoldAll'
  | 'foldAll'
  | 'foldAllAtIndentLevel'
  | 'foldBufferRow'
  | 'foldCurrentRow'
  | 'unfoldCurrentRow'
  | 'toggleFoldAtBufferRow'
  | 'isFoldableAtBufferRow'
  | 'isFoldableAtScreenRow'
  | 'isFoldedAtBufferRow'
  | 'isFoldedAtScreenRow'
  | 'isFoldedAtCursorRow'
  | 'isSoftWrapped'
  | 'setSoftWrapped'
  | 'toggleSoftWrapped'
  | 'onDidChangeSoftWrapped'
  | 'clipScreenRange'
  // Clipboard and line commands
  | 'copySelectedText'
  | 'cutSelectedText'
  | 'cutToEndOfLine'
  | 'cutToEndOfBufferLine'
  | 'pasteText'
  | 'transpose'
  | 'upperCase'
  | 'mutateSelectedText'
  // Search
  | 'scan'
  | 'scanInBufferRange'
  | 'backwardsScanInBufferRange'
  | 'lowerCase'
  | 'insertNewlineAbove'
  | 'insertNewlineBelow'
  // Markers
  | 'markBufferRange'
  | 'markScreenRange'
  | 'markBufferPosition'
  | 'markScreenPosition'
  | 'getMarkers'
  | 'findMarkers'
  | 'getMarkerCount'
  // Buffer events, saved state, view settings
  | 'onDidStopChanging'
  | 'onDidChangeModified'
  | 'isModified'

/**
 * Atom `TextEditor` members caretaker's editor has but which are left out:
 *
 * - `getCurrentParagraphBufferRange`: `Range | undefined`, as on the cursor.
 * - `getGrammar`, `setGrammar`: caretaker has no grammar registry objects; the
 *   grammar is the registered language mode's name (`{name, scopeName}`), not
 *   Atom's `Grammar` (tokenizer methods and all).
 * - `insertText`: the typings say `Range | false`; Atom returns the array of
 *   inserted ranges, one per selection (or `false` when a `will-insert-text`
 *   listener cancels), and so does caretaker (`Range[]`).
 * - `toggleSoftTabs`: the typings say it returns a `boolean`; Atom's returns
 *   nothing, and so does caretaker's.
 * - `getMarker`: the typings say `DisplayMarker`; for an id with no marker
 *   (destroyed, or never made) Atom returns `undefined`, and so does
 *   caretaker (`DisplayMarker | undefined`).
 * - `lineTextForScreenRow`: the typings say `string`; past the last screen
 *   row Atom returns `undefined`, and so does caretaker (`string | undefined`).
 * - `getSoftWrapColumn`: the typings say `number`; soft-wrapped with no known
 *   width Atom returns `undefined` (or `NaN` at the preferred line length),
 *   and so does caretaker (`number | undefined`).
 */
type EditorExcluded = 'getCurrentParagraphBufferRange' | 'insertText' | 'getMarker' | 'toggleSoftTabs' | 'getGrammar' | 'setGrammar' | 'getSoftWrapColumn' | 'lineTextForScreenRow'

/** Atom's `TextEditor` restricted to the covered methods. */
export interface EditorView extends View<Atom.TextEditor, EditorCovered> {}

export const editorIsAtomEditor: EditorView = editor
// The list is complete: every Atom TextEditor member caretaker's editor has is
// covered or excluded (the error names the one to add).
documented<EditorCovered | EditorExcluded>()<Shared<Atom.TextEditor, TextEditor>>()

// ─── 4. Position and range arguments ────────────────────────────────────────

// Point.fromObject and Range.fromObject take every shape Atom's types allow.
declare const atomPointCompatible: Atom.PointCompatible
declare const atomPointLike: Atom.PointLike
declare const atomPair: [number, number]
declare const atomRangeCompatible: Atom.RangeCompatible
declare const atomRangeLike: Atom.RangeLike
declare const atomPoint: Atom.Point
declare const atomRange: Atom.Range
export const fromPointCompatible: Point = Point.fromObject(atomPointCompatible)
export const fromPointLike: Point = Point.fromObject(atomPointLike, true)
export const fromPair: Point = Point.fromObject(atomPair)
export const fromAtomPoint: Point = Point.fromObject(atomPoint)
export const fromRangeCompatible: Range = Range.fromObject(atomRangeCompatible)
export const fromRangeLike: Range = Range.fromObject(atomRangeLike, true)
export const fromAtomRange: Range = Range.fromObject(atomRange)
export const fromLikeLike: Range = Range.fromObject([atomPointLike, atomPointLike])
export const fromLikePair: Range = Range.fromObject([atomPointLike, atomPair])
export const fromPairLike: Range = Range.fromObject([atomPair, atomPointLike])
export const fromPairPair: Range = Range.fromObject([atomPair, atomPair])

/**
 * `"method#i"` for each parameter of `T`'s methods that accepts a caretaker
 * Point (Range, Range[]) but not every Atom PointCompatible (RangeCompatible,
 * RangeCompatible[]). Must be `never`.
 */
type NarrowPositionParameters<T, Except extends string = never> = {
  [K in Exclude<keyof T & string, Except>]: T[K] extends (...args: infer A) => unknown
    ? {
        [I in keyof A & `${number}`]: Point extends A[I]
          ? Atom.PointCompatible extends A[I]
            ? never
            : `${K}#${I}`
          : Range extends A[I]
            ? Atom.RangeCompatible extends A[I]
              ? never
              : `${K}#${I}`
            : Range[] extends A[I]
              ? Atom.RangeCompatible[] extends A[I]
                ? never
                : `${K}#${I}`
              : never
      }[keyof A & `${number}`]
    : never
}[Exclude<keyof T & string, Except>]

/** Compiles only when `T` is `never`; the error names the offenders. */
const none = <T extends never>(): void => undefined
none<NarrowPositionParameters<Cursor>>()
none<NarrowPositionParameters<Selection>>()
none<NarrowPositionParameters<TextEditor>>()
none<NarrowPositionParameters<CursorMarker>>()
none<NarrowPositionParameters<DisplayMarker>>()
none<NarrowPositionParameters<BufferView>>()
none<NarrowPositionParameters<Point>>()
none<NarrowPositionParameters<Range>>()
// `Point.assertValid` checks a `{row, column}` object (an array fails it, in Atom too).
none<NarrowPositionParameters<typeof Point, 'assertValid'>>()
none<NarrowPositionParameters<typeof Range>>()

// Spot checks through the facade, with Atom-typed values.
editor.setCursorBufferPosition(atomPointCompatible)
editor.addCursorAtScreenPosition(atomPoint)
editor.setSelectedBufferRanges([atomRangeCompatible, atomRange, [atomPair, atomPointLike]])
editor.getTextInBufferRange(atomRangeLike)
cursor.setBufferPosition(atomPointLike)
selection.setBufferRange(atomRangeCompatible, { reversed: true })
selection.intersectsBufferRange(atomRangeLike)
point.isEqual(atomPoint)
range.containsPoint(atomPointCompatible)
range.intersectsWith(atomRange)
new Range(atomPointLike, atomPair)

// ─── 5. Atom-typed calls compile against caretaker ──────────────────────────

/** Option objects without the explicit `undefined` on optional keys. */
type WithoutExplicitUndefined<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]: Exclude<T[K], undefined> }
      : T
type ParametersWithoutExplicitUndefined<P extends readonly unknown[]> = { [I in keyof P]: WithoutExplicitUndefined<P[I]> }
type ParametersOf<F> = F extends (...args: infer A) => unknown ? A : never

/**
 * Names of the `Keys` whose Atom parameter list is not assignable to
 * caretaker's (must be `never`). Members whose parameters mention a handle
 * type (`compare(otherCursor)`, `merge(otherSelection)`, listeners) are left
 * to 2 and 3, which check them against the restricted views. An overloaded
 * Atom method is represented by its last overload.
 */
type NarrowerThanAtom<AtomT, Ours, Keys extends keyof AtomT & keyof Ours> = {
  [K in Keys]: true extends Mentions<AtomT[K]>
    ? never
    : ParametersWithoutExplicitUndefined<ParametersOf<AtomT[K]>> extends ParametersOf<Ours[K]>
      ? never
      : K
}[Keys]

none<NarrowerThanAtom<Atom.Cursor, Cursor, keyof CursorView>>()
none<NarrowerThanAtom<Atom.Selection, Selection, keyof SelectionView>>()
none<NarrowerThanAtom<Atom.DisplayMarker, CursorMarker, keyof MarkerView>>()
none<NarrowerThanAtom<Atom.DisplayMarker, DisplayMarker, keyof MarkerView>>()
none<NarrowerThanAtom<Atom.TextBuffer, BufferView, keyof BufferViewView>>()
none<NarrowerThanAtom<Atom.TextEditor, TextEditor, EditorCovered>>()
none<NarrowerThanAtom<Atom.Point, Point, keyof Atom.Point>>()
none<NarrowerThanAtom<Atom.Range, Range, keyof Atom.Range>>()
none<NarrowerThanAtom<typeof Atom.Point, typeof Point, 'fromObject' | 'min'>>()
none<NarrowerThanAtom<typeof Atom.Range, typeof Range, 'fromObject' | 'deserialize'>>()
