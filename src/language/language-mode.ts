/**
 * The language mode interface: scopes, comments, indentation and word
 * characters for a buffer snapshot.
 *
 * A language mode is a set of pure functions of a buffer snapshot; its
 * results are derived values (memoized per snapshot by the implementation),
 * never stored in the editor state. The state names its mode by a string
 * (`config.grammar`), looked up in a registry of modes: registering is the
 * host's start-up step (loading grammars is asynchronous), so reducers stay
 * synchronous and pure.
 */
import { leadingWhitespace } from '../buffer/lines.js'
import type { TextBuffer } from '../buffer/text-buffer.js'
import type { Pos } from '../values/pos.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** Comment delimiters at a position (Atom's `commentStringsForPosition`). */
export interface CommentStrings {
  readonly commentStartString?: string
  readonly commentEndString?: string
}

/** Options of {@link LanguageMode.suggestedIndentForBufferRow}. */
export interface SuggestionOptions {
  /** Skip blank rows when looking for the row above (default true). */
  readonly skipBlankLines?: boolean
  /**
   * The text of a row above the one asked about where it differs from the
   * buffer (only its indentation may differ); undefined where the buffer's
   * row is current.
   */
  readonly lineForRow?: (row: number) => string | undefined
}

/** Options of {@link LanguageMode.warm}. */
export interface WarmOptions {
  /** Last row to warm (default: the last row of the buffer, then the syntax tree if the mode has one). */
  readonly until?: number
  /** Stop once this many milliseconds of `clock` have passed (default: no limit). Checked before each row. */
  readonly budgetMs?: number
  /** The clock the budget is read from, in milliseconds (default `performance.now`; inject one in tests). */
  readonly clock?: () => number
}

/** How far a buffer snapshot's language caches are computed. */
export interface WarmProgress {
  /** Rows whose tokenizer state is known: queries on rows `0 .. known` answer exactly without tokenizing the rows above. */
  readonly known: number
  /** Rows in the buffer. */
  readonly total: number
  /** Whether the syntax tree is parsed (true for a mode without one). */
  readonly tree: boolean
  /** Whether what was asked is ready: every row up to `until` (and, when `until` was left out, the tree). */
  readonly done: boolean
}

/** What the editor core asks of a language. Indent levels may be fractional. */
export interface LanguageMode {
  /** The registry key (`'text'`, `'javascript'`, …). */
  readonly name: string
  /** The root scope name (`'text'`, `'source.js'`). */
  readonly rootScope: string
  /** Scopes at a buffer position, outermost first (Atom's `scopeDescriptorForPosition`). */
  scopeDescriptorForPosition(buffer: TextBuffer, position: Pos): readonly string[]
  /** Syntax-tree node types at a position, root first; the plain scopes when there is no tree. */
  syntaxTreeScopeDescriptorForPosition(buffer: TextBuffer, position: Pos): readonly string[]
  /** True when the row's first non-blank character is inside a comment. */
  isRowCommented(buffer: TextBuffer, row: number): boolean
  /**
   * Suggested indent level of an existing row (Atom's `suggestedIndentForBufferRow`), or undefined.
   * `options.lineForRow`, when given, is the text of the rows above `row` (they may have been
   * re-indented since `buffer`: a command indenting rows one after another passes its new lines).
   */
  suggestedIndentForBufferRow(buffer: TextBuffer, row: number, tabLength: number, options?: SuggestionOptions): number | undefined
  /** Suggested indent level for `line` were it at `row` (used by `insertText({autoIndent})`), or undefined. */
  suggestedIndentForLineAtBufferRow(buffer: TextBuffer, row: number, line: string, tabLength: number): number | undefined
  /** Indent level after editing a row that may now match the decrease-indent pattern, or undefined. */
  suggestedIndentForEditedBufferRow(buffer: TextBuffer, row: number, tabLength: number): number | undefined
  /** Comment delimiters at a position (empty without comments). */
  commentStringsForPosition(buffer: TextBuffer, position: Pos): CommentStrings
  /** Scoped `editor.nonWordCharacters`, or undefined to use the editor's setting. */
  nonWordCharactersForPosition(buffer: TextBuffer, position: Pos): string | undefined
  /**
   * The language's `editor.foldEndPattern` at a position, as a test of a
   * line (Atom's `foldEndRegexForScopeDescriptor`); absent or undefined
   * without one (the null mode: folds end by indentation alone).
   */
  foldEndPatternForPosition?(buffer: TextBuffer, position: Pos): ((line: string) => boolean) | undefined
  /**
   * Computes the language caches of `buffer` ahead of queries, for at most
   * `options.budgetMs` of `options.clock`, resuming where the last call on
   * this snapshot (or the ancestor it derives from) stopped. The caches are
   * a memo beside the editor state (keyed by buffer snapshot), so warming
   * changes no state. Absent for modes with nothing to compute (the null mode).
   */
  warm?(buffer: TextBuffer, options?: WarmOptions): WarmProgress
  /** How far `buffer` is warmed, computing nothing. */
  warmProgress?(buffer: TextBuffer): WarmProgress
  /** Frees resources held outside the JavaScript heap (syntax trees); the mode stays usable. */
  dispose?(): void
}

// ─── the null mode ──────────────────────────────────────────────────────────

/** Leading width of `line` in indent levels (a tab advances to the next stop). */
const levelOf = (line: string, tabLength: number): number => {
  let width = 0
  for (const c of line) {
    if (c === ' ') width++
    else if (c === '\t') width += tabLength - (width % tabLength)
    else break
  }
  return width / tabLength
}

/** The row above `row` whose indentation a new line copies (skipping blank rows unless told not to). */
const precedingRow = (buffer: TextBuffer, row: number, skipBlankLines: boolean): number | null =>
  row <= 0 ? null : skipBlankLines ? buffer.previousNonBlankRow(row) : row - 1

/**
 * The default: one `text` scope, no comments, and indentation copied from
 * the line above (Atom's null grammar has no indent patterns, so its
 * suggestion is the preceding row's level); no decrease-indent rule.
 */
export const nullLanguageMode: LanguageMode = Object.freeze({
  name: 'text',
  rootScope: 'text',
  scopeDescriptorForPosition: () => ['text'],
  syntaxTreeScopeDescriptorForPosition: () => ['text'],
  isRowCommented: () => false,
  suggestedIndentForBufferRow: (buffer: TextBuffer, row: number, tabLength: number, options: SuggestionOptions = {}) => {
    const above = precedingRow(buffer, row, options.skipBlankLines ?? true)
    // The level reads only the leading whitespace: a long row is not built for it.
    return above === null ? 0 : levelOf(options.lineForRow?.(above) ?? leadingWhitespace(buffer.rowChars(above)), tabLength)
  },
  suggestedIndentForLineAtBufferRow: (buffer: TextBuffer, row: number, _line: string, tabLength: number) => {
    const above = precedingRow(buffer, row, true)
    return above === null ? 0 : levelOf(leadingWhitespace(buffer.rowChars(above)), tabLength)
  },
  suggestedIndentForEditedBufferRow: () => undefined,
  commentStringsForPosition: () => ({}),
  nonWordCharactersForPosition: () => undefined,
})

// ─── the registry ───────────────────────────────────────────────────────────

const registry = new Map<string, LanguageMode>([['text', nullLanguageMode]])

/** Make `mode` available under `mode.name` (a host's start-up step; later registrations replace earlier ones). */
export const registerLanguageMode = (mode: LanguageMode): void => {
  registry.set(mode.name, mode)
}

/** The mode registered under `name`, or the null mode. */
export const languageModeFor = (name: string | undefined): LanguageMode =>
  (name !== undefined && registry.get(name)) || nullLanguageMode

/** Names of the registered modes. */
export const registeredLanguageModes = (): string[] => [...registry.keys()]
