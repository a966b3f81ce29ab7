/**
 * The JavaScript language mode: Atom's own TextMate grammar and settings
 * from the `language-javascript` npm package (Atom's package, v0.128.0-0,
 * converted to JSON by the build), and tree-sitter's JavaScript parser (the
 * wasm of `tree-sitter-javascript`, copied next to this module by the
 * build) for syntax-tree scopes. The grammar files are JavaScript's and the
 * JSDoc and regex grammars it includes.
 *
 * ```ts
 * import { registerLanguageMode, TextEditor } from 'caretaker'
 * import { loadJavaScriptMode } from 'caretaker/javascript'
 *
 * registerLanguageMode(await loadJavaScriptMode())
 * const editor = new TextEditor({ text, grammar: 'javascript' })
 * ```
 */
import { SyntaxTrees } from './syntax-tree.js'
import { TextMateLanguageMode } from './textmate-mode.js'
import type { WasmSource } from './wasm.js'

/** The wasm files of the JavaScript mode, when a host serves them itself (each: a URL or the bytes). */
export interface JavaScriptModeWasm {
  /** Oniguruma (`onig.wasm`); only the first TextMate mode created loads it. */
  readonly oniguruma?: WasmSource
  /** tree-sitter's JavaScript parser (`tree-sitter-javascript.wasm`). */
  readonly treeSitter?: WasmSource
  /** web-tree-sitter's runtime (`web-tree-sitter.wasm`), when not found next to web-tree-sitter's module. */
  readonly treeSitterRuntime?: WasmSource
}

/** Options of {@link loadJavaScriptMode}. */
export interface JavaScriptModeOptions {
  /** Registry key (default `'javascript'`). */
  readonly name?: string
  /** Load tree-sitter for `syntaxTreeScopeDescriptorForPosition` (default true); without it, the TextMate scopes. */
  readonly syntaxTree?: boolean
  /** Syntax trees kept in the LRU (default 4). */
  readonly treeCacheSize?: number
  /** Where the wasm files come from (default: next to caretaker's modules). */
  readonly wasm?: JavaScriptModeWasm
  /** Rows a query may tokenize below the warmed region (default Infinity); see `TextMateLanguageMode.maxRowsPerQuery`. */
  readonly maxRowsPerQuery?: number
}

/** Loads the JavaScript mode (wasm and grammar files: about 0.4 s the first time in a process). */
export async function loadJavaScriptMode(options: JavaScriptModeOptions = {}): Promise<TextMateLanguageMode> {
  const wasm = options.wasm ?? {}
  const pkg = (await import('./grammars/language-javascript.js')).default
  const syntaxTree =
    options.syntaxTree === false
      ? undefined
      : await SyntaxTrees.load({
          wasm: wasm.treeSitter ?? new URL('./tree-sitter-javascript.wasm', import.meta.url),
          rootScope: 'source.js',
          ...(wasm.treeSitterRuntime !== undefined ? { runtime: wasm.treeSitterRuntime } : {}),
          ...(options.treeCacheSize !== undefined ? { cacheSize: options.treeCacheSize } : {}),
        })
  return TextMateLanguageMode.create({
    name: options.name ?? 'javascript',
    scopeName: 'source.js',
    grammars: pkg.grammars,
    settings: pkg.settings,
    ...(syntaxTree !== undefined ? { syntaxTree } : {}),
    ...(wasm.oniguruma !== undefined ? { oniguruma: wasm.oniguruma } : {}),
    ...(options.maxRowsPerQuery !== undefined ? { maxRowsPerQuery: options.maxRowsPerQuery } : {}),
  })
}
