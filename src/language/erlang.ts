/**
 * The Erlang language mode: the TextMate grammar and scoped settings of the
 * `language-erlang` npm package, an Atom language package (comment start
 * `% `, indent after `->` / `fun` / `case` …, dedent on `end`), converted to
 * JSON by the build.
 *
 * It exists to show that the `LanguageMode` interface is not JavaScript's:
 * it is built by the same {@link TextMateLanguageMode} from another
 * package's files, and has no syntax tree (so its syntax-tree descriptor is
 * the TextMate one, as in Atom). Atom's CSS, Python and CoffeeScript
 * packages are not published on npm; this one is.
 */
import { TextMateLanguageMode } from './textmate-mode.js'
import type { WasmSource } from './wasm.js'

/**
 * Loads the Erlang mode, registered as `name` (default `'erlang'`);
 * `maxRowsPerQuery` as in `TextMateLanguageMode` (default Infinity).
 */
export async function loadErlangMode(
  options: { readonly name?: string; readonly wasm?: { readonly oniguruma?: WasmSource }; readonly maxRowsPerQuery?: number } = {},
): Promise<TextMateLanguageMode> {
  const pkg = (await import('./grammars/language-erlang.js')).default
  return TextMateLanguageMode.create({
    name: options.name ?? 'erlang',
    scopeName: 'source.erlang',
    grammars: pkg.grammars,
    settings: pkg.settings,
    ...(options.wasm?.oniguruma !== undefined ? { oniguruma: options.wasm.oniguruma } : {}),
    ...(options.maxRowsPerQuery !== undefined ? { maxRowsPerQuery: options.maxRowsPerQuery } : {}),
  })
}
