/**
 * A `LanguageMode` running a TextMate grammar (vscode-textmate with the
 * Oniguruma wasm) and an Atom package's scoped settings, reproducing Atom's
 * `TextMateLanguageMode`: scope descriptors, comment rows, comment strings,
 * the increase/decrease indent patterns and scoped `nonWordCharacters`.
 *
 * Every answer is a function of the buffer snapshot; tokenizer states are
 * memoized per snapshot ({@link LineStatesCache}) and reused from the
 * snapshot it was derived from. Loading is asynchronous (wasm, grammar
 * files); once loaded, every method is synchronous.
 *
 * `warm` fills that memo in slices under a time budget (a host calls it
 * between frames); with `maxRowsPerQuery` set, a query on a row below the
 * warmed region tokenizes at most that many rows and otherwise answers as
 * Atom does for a row its background tokenizer has not reached: the root
 * scope alone. Queries never read a clock: what they answer depends on the
 * rows known, not on time.
 */
import vsctm from 'vscode-textmate'
import type { IGrammar, IRawGrammar, IToken } from 'vscode-textmate'
import type { TextBuffer } from '../buffer/text-buffer.js'
import type { Pos } from '../values/pos.js'
import { indentLevelForLine } from './indent-level.js'
import type { CommentStrings, LanguageMode, SuggestionOptions, WarmOptions, WarmProgress } from './language-mode.js'
import { LineStatesCache } from './line-states.js'
import { loadOniguruma, regexForPattern, type OnigRegExp } from './onig.js'
import { ScopedSettings, type SettingsFile } from './scoped-settings.js'
import type { WasmSource } from './wasm.js'

/** Answers node types at a position from a syntax tree (see `syntax-tree.ts`). */
export interface SyntaxTreeScopes {
  /** Node types from the root down to the position, after the root scope. */
  scopeDescriptorForPosition(buffer: TextBuffer, position: Pos): readonly string[]
  /** Whether the tree of `buffer` is parsed. */
  has?(buffer: TextBuffer): boolean
  /** Whether a query on `buffer` needs no parse from scratch (its tree, or an ancestor's to re-parse from, is there). */
  isReady?(buffer: TextBuffer): boolean
  /** Parses `buffer` until `stop()` says so, resuming where the last call on it stopped; true once its tree is there. */
  warm?(buffer: TextBuffer, stop: () => boolean): boolean
  /** Frees the trees. */
  dispose(): void
}

/** What a TextMate mode is built from. */
export interface TextMateModeOptions {
  /** Registry key (`'javascript'`). */
  readonly name: string
  /** The grammar to run (`'source.js'`). */
  readonly scopeName: string
  /** That grammar and every grammar it includes that should resolve; other includes are left out. */
  readonly grammars: readonly IRawGrammar[]
  /** Scoped settings files (`{ '.source.js': { editor: { … } } }`). */
  readonly settings: readonly SettingsFile[]
  /** Where `syntaxTreeScopeDescriptorForPosition` comes from; the TextMate scopes without one. */
  readonly syntaxTree?: SyntaxTreeScopes
  /** Oniguruma's wasm, when not `onig.wasm` next to the module (only the first mode created loads it). */
  readonly oniguruma?: WasmSource
  /**
   * Rows a query may tokenize below the warmed region before answering as
   * Atom does for a row not tokenized yet (default Infinity: a query
   * tokenizes every row above it and is always exact). See {@link TextMateLanguageMode.maxRowsPerQuery}.
   */
  readonly maxRowsPerQuery?: number
}

// Atom's TokenizedLine: a scope is a comment scope when it matches this.
const COMMENT_SCOPE = /(\b|\.)comment/

const isSpacesAndTabs = (text: string): boolean => /^[ \t]*$/.test(text)

const now = (): number => performance.now()

/** Atom's TextMate language mode over immutable buffer snapshots. */
export class TextMateLanguageMode implements LanguageMode {
  readonly name: string
  readonly rootScope: string
  /** The states cache (exposed for tests and benchmarks). */
  readonly lines: LineStatesCache
  /**
   * Rows a query may tokenize below the warmed region. Past that, the row
   * answers with Atom's placeholder for a line its background tokenizer has
   * not reached: one token with the root scope (so no comment, and indent
   * suggestions from the root scope's patterns), and a line tokenized for
   * `suggestedIndentForLineAtBufferRow` starts from the grammar's initial
   * state; the syntax-tree descriptor is the TextMate one until the tree is
   * parsed (an edit's incremental re-parse still runs). Infinity (the
   * default) keeps every answer exact; 0 is Atom's behaviour. Rows reused
   * from an ancestor snapshot cost nothing and do not count.
   */
  maxRowsPerQuery: number
  private readonly settings: ScopedSettings
  private readonly syntaxTree: SyntaxTreeScopes | undefined

  private constructor(options: TextMateModeOptions, grammar: IGrammar) {
    this.name = options.name
    this.rootScope = options.scopeName
    this.lines = new LineStatesCache(grammar)
    this.settings = new ScopedSettings(options.settings)
    this.syntaxTree = options.syntaxTree
    this.maxRowsPerQuery = options.maxRowsPerQuery ?? Infinity
  }

  /** Loads the Oniguruma wasm (once per process) and the grammar. */
  static async create(options: TextMateModeOptions): Promise<TextMateLanguageMode> {
    const byScope = new Map(options.grammars.map(g => [g.scopeName, g]))
    const registry = new vsctm.Registry({
      onigLib: loadOniguruma(options.oniguruma),
      // Includes of grammars not given (embedded HTML, SQL, GraphQL) stay unresolved, as in a bare Atom.
      loadGrammar: async scopeName => byScope.get(scopeName) ?? null,
    })
    const grammar = await registry.loadGrammar(options.scopeName)
    if (grammar === null) throw new Error(`no grammar for ${options.scopeName}`)
    return new TextMateLanguageMode(options, grammar)
  }

  // ─── scopes ──────────────────────────────────────────────────────────────

  /**
   * Atom's rule: the scopes of the first token of the row ending after the
   * (clipped) column, so a boundary belongs to the token on its right; at
   * or past the end of the line, the last token's.
   */
  scopeDescriptorForPosition(buffer: TextBuffer, position: Pos): readonly string[] {
    const { row, column } = buffer.clipPosition(position)
    const tokens = this.tokensForRow(buffer, row)
    const token = tokens.find(t => t.endIndex > column) ?? tokens[tokens.length - 1]
    return token === undefined ? [this.rootScope] : [...token.scopes]
  }

  /** Node types from the syntax tree when there is one, else the TextMate scopes (Atom's rule). */
  syntaxTreeScopeDescriptorForPosition(buffer: TextBuffer, position: Pos): readonly string[] {
    const tree = this.syntaxTree
    if (tree === undefined || (this.maxRowsPerQuery !== Infinity && tree.isReady?.(buffer) === false)) return this.scopeDescriptorForPosition(buffer, position)
    return tree.scopeDescriptorForPosition(buffer, position)
  }

  /**
   * Atom's `TokenizedLine.isComment`: a comment scope is open at the start
   * of the row, or opens before its first text that is not spaces and tabs.
   */
  isRowCommented(buffer: TextBuffer, row: number): boolean {
    if (!Number.isInteger(row) || row < 0 || row > buffer.getLastRow()) return false
    const text = buffer.lineForRow(row)
    for (const t of this.tokensForRow(buffer, row)) {
      if (t.scopes.some(s => COMMENT_SCOPE.test(s))) return true
      if (!isSpacesAndTabs(text.slice(t.startIndex, t.endIndex))) return false
    }
    return false
  }

  // ─── indentation ─────────────────────────────────────────────────────────

  /** Atom's `suggestedIndentForBufferRow`: from the preceding (non-blank) row and the indent patterns. */
  suggestedIndentForBufferRow(buffer: TextBuffer, row: number, tabLength: number, options?: SuggestionOptions): number | undefined {
    if (!Number.isInteger(row) || row < 0 || row > buffer.getLastRow()) return undefined
    const tokens = this.tokensForRow(buffer, row)
    return this.suggestedIndent(buffer, row, buffer.lineForRow(row), tokens, tabLength, options)
  }

  /** Atom's `suggestedIndentForLineAtBufferRow`: as if `line` were the text of `row`. */
  suggestedIndentForLineAtBufferRow(buffer: TextBuffer, row: number, line: string, tabLength: number): number | undefined {
    if (!Number.isInteger(row) || row < 0 || row > buffer.getLineCount()) return undefined
    const lines = this.lines.for(buffer)
    const tokens = this.maxRowsPerQuery === Infinity ? lines.tokenizeText(row, line) : lines.tokenizeTextWithin(row, line, this.maxRowsPerQuery)
    return this.suggestedIndent(buffer, row, line, tokens, tabLength)
  }

  /**
   * Atom's `suggestedIndentForEditedBufferRow`: only ever a decrease, when
   * the row now matches the decrease-indent pattern; undefined otherwise.
   */
  suggestedIndentForEditedBufferRow(buffer: TextBuffer, row: number, tabLength: number): number | undefined {
    if (!Number.isInteger(row) || row < 0 || row > buffer.getLastRow()) return undefined
    const line = buffer.lineForRow(row)
    const current = indentLevelForLine(line, tabLength)
    if (current === 0) return undefined
    const scopes = this.scopeDescriptorForPosition(buffer, { row, column: 0 })
    const decrease = this.regex('decreaseIndentPattern', scopes)
    if (decrease === undefined || !decrease.testSync(line)) return undefined
    const preceding = buffer.previousNonBlankRow(row)
    if (preceding === null) return undefined
    const precedingLine = buffer.lineForRow(preceding)
    let desired = indentLevelForLine(precedingLine, tabLength)
    const increase = this.regex('increaseIndentPattern', scopes)
    if (increase !== undefined && !increase.testSync(precedingLine)) desired -= 1
    const decreaseNext = this.regex('decreaseNextIndentPattern', scopes)
    if (decreaseNext !== undefined && decreaseNext.testSync(precedingLine)) desired -= 1
    if (desired < 0) return 0
    if (desired >= current) return undefined
    return desired
  }

  // ─── settings ────────────────────────────────────────────────────────────

  /** `editor.commentStart` / `editor.commentEnd` from the declaration that wins at the position. */
  commentStringsForPosition(buffer: TextBuffer, position: Pos): CommentStrings {
    const decl = this.settings.declaration('commentStart', this.scopeDescriptorForPosition(buffer, position))
    const start = decl?.['commentStart']
    const end = decl?.['commentEnd']
    return {
      ...(typeof start === 'string' ? { commentStartString: start } : {}),
      ...(typeof end === 'string' ? { commentEndString: end } : {}),
    }
  }

  /** The language's `editor.nonWordCharacters` at the position, if it sets one. */
  nonWordCharactersForPosition(buffer: TextBuffer, position: Pos): string | undefined {
    return this.settings.getString('nonWordCharacters', this.scopeDescriptorForPosition(buffer, position))
  }

  /** The scoped `editor.foldEndPattern` at the position, as a test of a line (Atom's `findNextMatchSync`). */
  foldEndPatternForPosition(buffer: TextBuffer, position: Pos): ((line: string) => boolean) | undefined {
    const regex = this.regex('foldEndPattern', this.scopeDescriptorForPosition(buffer, position))
    return regex && ((line: string) => regex.testSync(line))
  }

  /** A scoped `editor.*` setting (for hosts that want more than the interface asks). */
  settingForScopes(key: string, scopes: readonly string[]): unknown {
    return this.settings.get(key, scopes)
  }

  // ─── warming ─────────────────────────────────────────────────────────────

  /**
   * Tokenizes `buffer` ahead of queries, from the first row whose state is
   * not known down to `options.until` (default: the last row, and then the
   * syntax tree, parsed in slices too), for at most `options.budgetMs` of
   * `options.clock` (checked before each row). A later call resumes where
   * this one stopped; a snapshot derived from a warmed one starts with its
   * ancestor's states wherever rows are unchanged. Reads the clock; never
   * call it from a reducer.
   */
  warm(buffer: TextBuffer, options: WarmOptions = {}): WarmProgress {
    const clock = options.clock ?? now
    const budget = options.budgetMs ?? Infinity
    const start = budget === Infinity ? 0 : clock()
    const stop = budget === Infinity ? () => false : () => clock() - start >= budget
    const until = Math.min(options.until ?? buffer.getLastRow(), buffer.getLastRow())
    const lines = this.lines.for(buffer)
    lines.advance(until, Infinity, stop)
    const tree = this.syntaxTree
    if (options.until === undefined && lines.known === buffer.getLineCount() && tree?.warm !== undefined && tree.has?.(buffer) !== true && !stop()) tree.warm(buffer, stop)
    return this.progress(buffer, until, options.until === undefined)
  }

  /** How far `buffer` is warmed (its rows up to the last, and its tree), computing nothing. */
  warmProgress(buffer: TextBuffer): WarmProgress {
    return this.progress(buffer, buffer.getLastRow(), true)
  }

  /** Frees the syntax trees, if any; the mode stays usable (trees are re-parsed on demand). */
  dispose(): void {
    this.syntaxTree?.dispose()
  }

  // ─── internals ───────────────────────────────────────────────────────────

  private progress(buffer: TextBuffer, until: number, withTree: boolean): WarmProgress {
    const lines = this.lines.for(buffer)
    lines.advance(buffer.getLastRow(), 0) // rows reused from an ancestor: no tokenizing
    const known = lines.known
    const trees = this.syntaxTree
    const tree = trees === undefined || (trees.has?.(buffer) ?? trees.isReady?.(buffer) ?? true)
    return { known, total: buffer.getLineCount(), tree, done: known > until && (!withTree || tree) }
  }

  // A row's tokens, or Atom's placeholder (one root-scope token) when the row
  // is further below the warmed region than a query may tokenize.
  private tokensForRow(buffer: TextBuffer, row: number): readonly IToken[] {
    const lines = this.lines.for(buffer)
    if (this.maxRowsPerQuery === Infinity) return lines.tokensForRow(row)
    return lines.tokensForRowWithin(row, this.maxRowsPerQuery) ?? [{ startIndex: 0, endIndex: buffer.lineLengthForRow(row), scopes: [this.rootScope] }]
  }

  private regex(key: string, scopes: readonly string[]): OnigRegExp | undefined {
    return regexForPattern(this.settings.getString(key, scopes))
  }

  // Atom's `_suggestedIndentForTokenizedLineAtBufferRow`.
  private suggestedIndent(
    buffer: TextBuffer,
    row: number,
    line: string,
    tokens: readonly IToken[],
    tabLength: number,
    options?: SuggestionOptions,
  ): number {
    const scopes = tokens[0]?.scopes ?? [this.rootScope]
    const increase = this.regex('increaseIndentPattern', scopes)
    const decrease = this.regex('decreaseIndentPattern', scopes)
    const decreaseNext = this.regex('decreaseNextIndentPattern', scopes)
    let preceding: number
    if (options?.skipBlankLines !== false) {
      const p = buffer.previousNonBlankRow(row)
      if (p === null) return 0
      preceding = p
    } else {
      preceding = row - 1
      if (preceding < 0) return 0
    }
    // Rows above may have been re-indented since `buffer` (their blankness and tokens stay as they were).
    const precedingLine = options?.lineForRow?.(preceding) ?? buffer.lineForRow(preceding)
    let desired = indentLevelForLine(precedingLine, tabLength)
    if (increase === undefined) return desired
    if (!this.isRowCommented(buffer, preceding)) {
      if (increase.testSync(precedingLine)) desired += 1
      if (decreaseNext !== undefined && decreaseNext.testSync(precedingLine)) desired -= 1
    }
    if (!buffer.isRowBlank(preceding)) {
      if (decrease !== undefined && decrease.testSync(line)) desired -= 1
    }
    return Math.max(desired, 0)
  }
}
