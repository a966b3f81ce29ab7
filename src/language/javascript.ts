/**
 * The JavaScript language mode: Atom's own TextMate grammar and settings
 * from the `language-javascript` npm package (Atom's package, v0.128.0-0),
 * and tree-sitter's JavaScript parser (the wasm inside
 * `tree-sitter-javascript`) for syntax-tree scopes. The grammar files are
 * JavaScript's and the JSDoc and regex grammars it includes.
 *
 * ```ts
 * registerLanguageMode(await loadJavaScriptMode())
 * const editor = new TextEditor({ text, grammar: 'javascript' })
 * ```
 */
import * as path from 'node:path'
import { PACKAGE_FILES, packageDirectory, readGrammarPackage } from './grammar-package.js'
import { SyntaxTrees } from './syntax-tree.js'
import { TextMateLanguageMode } from './textmate-mode.js'

/** Options of {@link loadJavaScriptMode}. */
export interface JavaScriptModeOptions {
  /** Registry key (default `'javascript'`). */
  readonly name?: string
  /** Load tree-sitter for `syntaxTreeScopeDescriptorForPosition` (default true); without it, the TextMate scopes. */
  readonly syntaxTree?: boolean
  /** Syntax trees kept in the LRU (default 4). */
  readonly treeCacheSize?: number
}

/** Loads the JavaScript mode (wasm and grammar files: about 0.4 s the first time in a process). */
export async function loadJavaScriptMode(options: JavaScriptModeOptions = {}): Promise<TextMateLanguageMode> {
  const pkg = await readGrammarPackage('language-javascript', PACKAGE_FILES['language-javascript'])
  const syntaxTree =
    options.syntaxTree === false
      ? undefined
      : await SyntaxTrees.load({
          wasmPath: path.join(packageDirectory('tree-sitter-javascript'), 'tree-sitter-javascript.wasm'),
          rootScope: 'source.js',
          ...(options.treeCacheSize !== undefined ? { cacheSize: options.treeCacheSize } : {}),
        })
  return TextMateLanguageMode.create({
    name: options.name ?? 'javascript',
    scopeName: 'source.js',
    grammars: pkg.grammars,
    settings: pkg.settings,
    ...(syntaxTree !== undefined ? { syntaxTree } : {}),
  })
}
