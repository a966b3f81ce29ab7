/**
 * `caretaker/javascript`: the JavaScript language mode (Atom's TextMate
 * grammar and settings, tree-sitter's parser for syntax-tree scopes).
 *
 * ```ts
 * import { registerLanguageMode, TextEditor } from 'caretaker'
 * import { loadJavaScriptMode } from 'caretaker/javascript'
 *
 * registerLanguageMode(await loadJavaScriptMode())
 * const editor = new TextEditor({ text: 'let a = 1', grammar: 'javascript' })
 * ```
 */
export { loadJavaScriptMode, type JavaScriptModeOptions, type JavaScriptModeWasm } from './language/javascript.js'
export type { TextMateLanguageMode } from './language/textmate-mode.js'
export type { WasmSource } from './language/wasm.js'
