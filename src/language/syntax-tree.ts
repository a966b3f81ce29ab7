/**
 * Syntax trees from tree-sitter (web-tree-sitter with a language's wasm),
 * for `syntaxTreeScopeDescriptorForPosition`: the node types from the root
 * down to a position, after the grammar's root scope, as Atom's tree-sitter
 * mode answers (`['source.js', 'program', 'expression_statement', …]`).
 *
 * web-tree-sitter is imported only when a mode asks for it, and a buffer is
 * parsed only when first asked about. Trees live in a small LRU keyed by
 * buffer snapshot and are freed with `delete()` on eviction: wasm memory is
 * not garbage-collected (a 1 MB file's tree is about 20 MB of it). A new
 * snapshot whose ancestor's tree is cached re-parses incrementally: a
 * `copy()` of that tree is told the edits and handed to the parser, so the
 * cached tree itself is never edited. `warm` parses in slices (tree-sitter's
 * progress callback halts the parse, and the next call resumes it).
 */
import type { Parser, Tree } from 'web-tree-sitter'
import type { TextBuffer } from '../buffer/text-buffer.js'
import type { Pos } from '../values/pos.js'
import { lastBreakIndex } from '../buffer/lines.js'
import { generations, lineBreaks, type OriginChange } from './derivation.js'
import type { SyntaxTreeScopes } from './textmate-mode.js'
import { wasmBytes, type WasmSource } from './wasm.js'

type TreeSitter = typeof import('web-tree-sitter')

let runtime: Promise<TreeSitter> | undefined

// web-tree-sitter's module and its wasm runtime: once per process.
const loadRuntime = (wasm: WasmSource | undefined): Promise<TreeSitter> => {
  runtime ??= (async () => {
    const ts = await import('web-tree-sitter')
    await ts.Parser.init(wasm === undefined ? undefined : { wasmBinary: await wasmBytes(wasm) })
    return ts
  })()
  return runtime
}

/** A node of a syntax tree (web-tree-sitter's `Node`, narrowed to what is promised). */
export interface SyntaxNode {
  readonly type: string
  readonly startIndex: number
  readonly endIndex: number
  readonly parent: SyntaxNode | null
  /** Whether the subtree holds a syntax error (an ERROR or MISSING node). */
  readonly hasError: boolean
  /** The S-expression of the subtree. */
  toString(): string
}

/**
 * A syntax tree handed out by {@link SyntaxTrees} (web-tree-sitter's `Tree`,
 * narrowed: the package's own declarations need Emscripten's types).
 */
export interface SyntaxTree {
  readonly rootNode: SyntaxNode
  /** Frees the tree's wasm memory. */
  delete(): void
}

/** Options of {@link SyntaxTrees.load}. */
export interface SyntaxTreesOptions {
  /** The language's wasm (`tree-sitter-javascript.wasm`): a URL (a `file:` URL in Node) or the bytes. */
  readonly wasm: WasmSource
  /**
   * web-tree-sitter's own wasm, when not found next to its module (only the
   * first load in a process uses it).
   */
  readonly runtime?: WasmSource
  /** The root scope put first in descriptors (`'source.js'`). */
  readonly rootScope: string
  /** Trees kept (default 4). */
  readonly cacheSize?: number
}

/** Counters for tests and benchmarks. */
export interface SyntaxTreeStats {
  fullParses: number
  incrementalParses: number
  evictions: number
}

/** How many generations back a snapshot looks for a cached tree. */
const MAX_GENERATIONS = 64
/** Rows handed to the parser per read. */
const READ_ROWS = 64

const endOf = (start: Pos, text: string): Pos => {
  const breaks = lineBreaks(text)
  if (breaks === 0) return { row: start.row, column: start.column + text.length }
  const lastBreak = lastBreakIndex(text)
  return { row: start.row + breaks, column: text.length - lastBreak - 1 }
}

/** Syntax trees of buffer snapshots for one tree-sitter language. */
export class SyntaxTrees implements SyntaxTreeScopes {
  /** Parse counters. */
  readonly stats: SyntaxTreeStats = { fullParses: 0, incrementalParses: 0, evictions: 0 }
  private readonly trees = new Map<TextBuffer, Tree>()
  private readonly cacheSize: number
  // A parse halted by `warm`: the parser resumes it only with the same input and old tree.
  private pending: { readonly buffer: TextBuffer; readonly old: Tree | undefined } | undefined

  private constructor(
    private readonly ts: TreeSitter,
    private readonly parser: Parser,
    readonly rootScope: string,
    cacheSize: number,
  ) {
    this.cacheSize = Math.max(1, cacheSize)
  }

  /** Loads web-tree-sitter (once per process) and the language's wasm. */
  static async load(options: SyntaxTreesOptions): Promise<SyntaxTrees> {
    const ts = await loadRuntime(options.runtime)
    const language = await ts.Language.load(await wasmBytes(options.wasm))
    const parser = new ts.Parser()
    parser.setLanguage(language)
    return new SyntaxTrees(ts, parser, options.rootScope, options.cacheSize ?? 4)
  }

  /**
   * Atom's `syntaxTreeScopeDescriptorForPosition`: the position is clipped;
   * at the end of a non-empty line the character to its left is used (atom
   * #18463); then the types of the smallest node there and its ancestors,
   * root first, after the root scope.
   */
  scopeDescriptorForPosition(buffer: TextBuffer, position: Pos): readonly string[] {
    let p = buffer.clipPosition(position)
    if (p.column > 0 && p.column === buffer.lineLengthForRow(p.row)) p = { row: p.row, column: p.column - 1 }
    const index = buffer.characterIndexForPosition(p)
    const types: string[] = []
    for (let node = this.cachedTree(buffer).rootNode.descendantForIndex(index); node; node = node.parent) types.push(node.type)
    types.push(this.rootScope)
    return types.reverse()
  }

  /** The tree of `buffer` (parsed now if not cached; owned by the cache: do not `delete()` it). */
  treeFor(buffer: TextBuffer): SyntaxTree {
    return this.cachedTree(buffer)
  }

  /** A parse of `buffer` from scratch, never cached (for tests); the caller deletes it. */
  parseFresh(buffer: TextBuffer): SyntaxTree {
    this.abandon()
    return this.parseText(buffer)
  }

  /** Whether a query on `buffer` needs no parse from scratch: its tree, or a tree of an ancestor to re-parse from, is cached. */
  isReady(buffer: TextBuffer): boolean {
    return this.trees.has(buffer) || generations(buffer, MAX_GENERATIONS).some(g => this.trees.has(g.parent))
  }

  /**
   * Parses `buffer` (incrementally when an ancestor's tree is cached) until
   * `stop()` returns true, which tree-sitter asks every few hundred parse
   * steps; the next call on the same snapshot resumes the halted parse. True
   * once the tree is cached.
   */
  warm(buffer: TextBuffer, stop: () => boolean): boolean {
    if (this.trees.has(buffer)) return true
    if (this.pending !== undefined && this.pending.buffer !== buffer) this.abandon()
    const pending = (this.pending ??= { buffer, old: this.editedAncestorTree(buffer) })
    const tree = this.parser.parse(this.input(buffer), pending.old, { progressCallback: () => stop() })
    if (tree === null) return false
    this.pending = undefined
    if (pending.old !== undefined) {
      pending.old.delete()
      this.stats.incrementalParses++
    } else this.stats.fullParses++
    this.remember(buffer, tree)
    return true
  }

  // Drops a halted parse: the parser starts its next parse afresh.
  private abandon(): void {
    if (this.pending === undefined) return
    this.parser.reset()
    this.pending.old?.delete()
    this.pending = undefined
  }

  private cachedTree(buffer: TextBuffer): Tree {
    const hit = this.trees.get(buffer)
    if (hit !== undefined) {
      this.trees.delete(buffer)
      this.trees.set(buffer, hit)
      return hit
    }
    // A parse of this snapshot halted by `warm` is finished rather than restarted.
    if (this.pending?.buffer === buffer && this.warm(buffer, () => false)) return this.trees.get(buffer) as Tree
    this.abandon()
    const tree = this.parse(buffer)
    this.remember(buffer, tree)
    return tree
  }

  private remember(buffer: TextBuffer, tree: Tree): void {
    this.trees.set(buffer, tree)
    while (this.trees.size > this.cacheSize) {
      const [oldest, old] = this.trees.entries().next().value as [TextBuffer, Tree]
      this.trees.delete(oldest)
      old.delete()
      this.stats.evictions++
    }
  }

  private parseText(buffer: TextBuffer): Tree {
    const tree = this.parser.parse(this.input(buffer))
    if (tree === null) throw new Error('tree-sitter returned no tree')
    return tree
  }

  /** Whether a tree of `buffer` is cached. */
  has(buffer: TextBuffer): boolean {
    return this.trees.has(buffer)
  }

  /** Deletes every cached tree. */
  dispose(): void {
    this.abandon()
    for (const tree of this.trees.values()) tree.delete()
    this.trees.clear()
  }

  // A copy of the nearest cached ancestor's tree, told the edits since (the caller deletes it), or undefined.
  private editedAncestorTree(buffer: TextBuffer): Tree | undefined {
    const gens = generations(buffer, MAX_GENERATIONS)
    const at = gens.findIndex(g => this.trees.has(g.parent))
    if (at < 0) return undefined
    const copy = (this.trees.get(gens[at]!.parent) as Tree).copy()
    // Oldest generation first; within one, the last change first, so each
    // edit's coordinates are still those of the tree being edited.
    for (let g = at; g >= 0; g--) {
      const { parent, changes } = gens[g]!
      for (let i = changes.length - 1; i >= 0; i--) copy.edit(this.edit(parent, changes[i]!))
    }
    return copy
  }

  private parse(buffer: TextBuffer): Tree {
    const copy = this.editedAncestorTree(buffer)
    if (copy === undefined) {
      this.stats.fullParses++
      return this.parseText(buffer)
    }
    try {
      const tree = this.parser.parse(this.input(buffer), copy)
      if (tree === null) throw new Error('tree-sitter returned no tree')
      this.stats.incrementalParses++
      return tree
    } finally {
      copy.delete()
    }
  }

  private edit(parent: TextBuffer, c: OriginChange): InstanceType<TreeSitter['Edit']> {
    const startIndex = parent.characterIndexForPosition(c.start)
    return new this.ts.Edit({
      startIndex,
      oldEndIndex: parent.characterIndexForPosition(c.end),
      newEndIndex: startIndex + c.text.length,
      startPosition: c.start,
      oldEndPosition: c.end,
      newEndPosition: endOf(c.start, c.text),
    })
  }

  // Text for the parser, read a few rows at a time from the index it asks for.
  private input(buffer: TextBuffer): (index: number) => string {
    const length = buffer.getLength()
    return index => {
      if (index >= length) return ''
      const { row } = buffer.positionForCharacterIndex(index)
      const rowStart = buffer.characterIndexForPosition({ row, column: 0 })
      return buffer.getTextInRange({ start: { row, column: 0 }, end: { row: row + READ_ROWS, column: 0 } }).slice(index - rowStart)
    }
  }
}
