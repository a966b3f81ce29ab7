/**
 * The TextMate tokenizer's end-of-line states of one buffer snapshot,
 * computed lazily (only up to the highest row asked about) and reused from
 * an ancestor snapshot wherever its rows are unchanged.
 *
 * A derived snapshot starts from a frozen view of its nearest cached
 * ancestor's states and the row map between the two. Rows are computed in
 * order; entering a run of unchanged rows, if the state at the end of the
 * previous row equals the ancestor's state at the corresponding row, the
 * ancestor's states for the whole run are appended at once (shared, not
 * copied); otherwise rows are re-tokenized one by one, trying again at each
 * row (Atom's "until the end-of-line state stops changing"). So an edit costs
 * the rows whose state it really changes, plus O(rows / 1024) pointer copies.
 *
 * Nothing here is stored in the editor state: a `WeakMap` keyed by the
 * buffer snapshot holds it, and it goes when the snapshot goes. Warming
 * (`advance` with a stop test) fills this memo ahead of queries; the snapshot
 * and the state are untouched.
 */
import vsctm from 'vscode-textmate'
import type { IGrammar, IToken, StateStack } from 'vscode-textmate'
import type { TextBuffer } from '../buffer/text-buffer.js'
import { ChunkedList } from './chunked-list.js'
import { composeSegments, generations, type Segment } from './derivation.js'

// vscode-textmate is CommonJS: Node's ESM loader only gives its default export.
const { INITIAL } = vsctm

/** How many generations back a snapshot looks for a cached ancestor. */
const MAX_GENERATIONS = 64
/** Rows read from the buffer at once while tokenizing forward. */
const BATCH = 256
/** Tokenized rows kept per snapshot for repeated queries. */
const TOKEN_CACHE = 32

/** Counters for tests and benchmarks (per process). */
export const tokenizerStats = { rowsTokenized: 0, rowsReused: 0 }

interface Source {
  readonly base: ChunkedList<StateStack>
  readonly segments: readonly Segment[]
  next: number // index of the first segment not yet passed
}

const sameState = (a: StateStack, b: StateStack): boolean => a === b || a.equals(b)

/** End-of-line states and row tokens of one buffer snapshot under one grammar. */
export class LineStates {
  /** `states.get(r)`: the tokenizer state at the end of row `r`. */
  readonly states: ChunkedList<StateStack>
  private source: Source | undefined
  private readonly tokens = new Map<number, IToken[]>()

  constructor(
    private readonly grammar: IGrammar,
    private readonly buffer: TextBuffer,
    source?: { base: ChunkedList<StateStack>; segments: readonly Segment[] },
  ) {
    this.states = new ChunkedList()
    if (source !== undefined) this.source = { ...source, next: 0 }
  }

  /** The state before row `row` (the end of row `row - 1`; INITIAL for row 0). */
  stateBefore(row: number): StateStack {
    if (row <= 0) return INITIAL
    this.ensure(row - 1)
    return this.states.get(row - 1)
  }

  /**
   * The state before row `row` if it is known or can be computed by
   * tokenizing at most `maxRows` rows (rows reused from an ancestor are
   * free), else undefined: the rows tokenized on the way stay known.
   */
  stateBeforeWithin(row: number, maxRows: number): StateStack | undefined {
    if (row <= 0) return INITIAL
    this.advance(row - 1, maxRows)
    return this.states.length >= row ? this.states.get(row - 1) : undefined
  }

  /** Computes the states of rows `0 .. row` (clamped to the buffer). */
  ensure(row: number): void {
    this.advance(row, Infinity)
  }

  /**
   * Computes states forward towards row `row` (clamped to the buffer),
   * stopping early after `maxRows` tokenized rows or when `stop()` says so
   * (asked before each row that needs tokenizing). Returns the rows
   * tokenized.
   */
  advance(row: number, maxRows: number, stop?: () => boolean): number {
    const last = Math.min(row, this.buffer.getLastRow())
    let lines: string[] = []
    let linesFrom = 0
    let tokenized = 0
    while (this.states.length <= last) {
      const r = this.states.length
      if (this.source !== undefined && this.reuse(r)) continue
      if (tokenized >= maxRows || (stop !== undefined && stop())) break
      if (r - linesFrom >= lines.length || r < linesFrom) {
        linesFrom = r
        lines = this.buffer.contentsOfRows(r, Math.min(last + 1, r + BATCH))
      }
      const text = lines[r - linesFrom] as string
      this.states.push(this.grammar.tokenizeLine2(text, r === 0 ? INITIAL : this.states.get(r - 1)).ruleStack)
      tokenizerStats.rowsTokenized++
      tokenized++
    }
    return tokenized
  }

  /** Rows whose end-of-row state is known (rows `0 .. known - 1`). */
  get known(): number {
    return this.states.length
  }

  /** The tokens of a row (scopes outermost first), tokenizing it from the state above. */
  tokensForRow(row: number): IToken[] {
    let t = this.tokens.get(row)
    if (t === undefined) {
      t = this.tokenizeText(row, this.buffer.lineForRow(row))
      if (this.tokens.size >= TOKEN_CACHE) this.tokens.delete(this.tokens.keys().next().value as number)
      this.tokens.set(row, t)
    }
    return t
  }

  /**
   * The tokens of a row if the state before it is known or can be computed
   * by tokenizing at most `maxRows` rows; else undefined.
   */
  tokensForRowWithin(row: number, maxRows: number): IToken[] | undefined {
    const cached = this.tokens.get(row)
    if (cached !== undefined) return cached
    return this.stateBeforeWithin(row, maxRows) === undefined ? undefined : this.tokensForRow(row)
  }

  /**
   * The tokens `text` would have at `row`, from the state before it when that
   * is known within `maxRows` tokenized rows, else from the grammar's initial
   * state (as Atom tokenizes a line whose row above is not tokenized yet).
   */
  tokenizeTextWithin(row: number, text: string, maxRows: number): IToken[] {
    return this.grammar.tokenizeLine(text, this.stateBeforeWithin(row, maxRows) ?? INITIAL).tokens
  }

  /** Forgets the cached row tokens (the states stay). */
  dropTokens(): void {
    this.tokens.clear()
  }

  /** The tokens `text` would have at `row` (Atom's `buildTokenizedLineForRowWithText`). */
  tokenizeText(row: number, text: string): IToken[] {
    return this.grammar.tokenizeLine(text, this.stateBefore(row)).tokens
  }

  // Appends the base's states from row `r` on when `r` starts (or continues) a
  // run of unchanged rows whose entry state matches; true if it appended.
  private reuse(r: number): boolean {
    const src = this.source as Source
    while (src.next < src.segments.length && (src.segments[src.next] as Segment).to <= r) src.next++
    const seg = src.segments[src.next]
    if (seg === undefined || seg.from - seg.shift >= src.base.length) {
      this.source = undefined // nothing further to reuse: let the base go
      return false
    }
    if (r < seg.from) return false
    const baseRow = r - seg.shift
    if (baseRow >= src.base.length) {
      this.source = undefined
      return false
    }
    const entryMatches = r === 0 ? baseRow === 0 : baseRow > 0 && sameState(this.states.get(r - 1), src.base.get(baseRow - 1))
    if (!entryMatches) return false
    const end = Math.min(seg.to - seg.shift, src.base.length)
    this.states.appendSlice(src.base, baseRow, end)
    tokenizerStats.rowsReused += end - baseRow
    return true
  }
}

/**
 * The `LineStates` of every snapshot a grammar has been asked about: a
 * snapshot met for the first time starts from its nearest cached ancestor
 * (within {@link MAX_GENERATIONS} live generations).
 */
export class LineStatesCache {
  private readonly bySnapshot = new WeakMap<TextBuffer, LineStates>()

  constructor(private readonly grammar: IGrammar) {}

  /** The (possibly partial) states of `buffer`. */
  for(buffer: TextBuffer): LineStates {
    let ls = this.bySnapshot.get(buffer)
    if (ls === undefined) {
      ls = this.derive(buffer)
      this.bySnapshot.set(buffer, ls)
    }
    return ls
  }

  /** Whether `buffer` already has states (for tests). */
  has(buffer: TextBuffer): boolean {
    return this.bySnapshot.has(buffer)
  }

  private derive(buffer: TextBuffer): LineStates {
    let segments: Segment[] | undefined
    for (const g of generations(buffer, MAX_GENERATIONS)) {
      segments = segments === undefined ? [...g.segments] : composeSegments(segments, g.segments)
      if (segments.length === 0) break
      const base = this.bySnapshot.get(g.parent)
      if (base !== undefined && base.states.length > 0) {
        // Queries move on to the new snapshot: the ancestor's row tokens are
        // unlikely to be asked for again, while its states are shared.
        base.dropTokens()
        // The ancestor's list itself: its entries never change, and rows it
        // computes later become reusable too. The ancestor buffer is not held.
        return new LineStates(this.grammar, buffer, { base: base.states, segments })
      }
    }
    return new LineStates(this.grammar, buffer)
  }
}
