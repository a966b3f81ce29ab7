/**
 * `caretaker/textmate`: language modes from TextMate grammars and Atom's
 * scoped settings (vscode-textmate with Oniguruma's wasm), and syntax trees
 * from tree-sitter (web-tree-sitter with a language's wasm). Build a mode
 * from any grammar package converted to JSON, then register it with the
 * core's `registerLanguageMode`.
 */
export { TextMateLanguageMode, type TextMateModeOptions, type SyntaxTreeScopes } from './language/textmate-mode.js'
export { ScopedSettings, type SettingsFile } from './language/scoped-settings.js'
export { SyntaxTrees, type SyntaxTreesOptions, type SyntaxTree, type SyntaxNode, type SyntaxTreeStats } from './language/syntax-tree.js'
export { loadOniguruma } from './language/onig.js'
export type { GrammarPackage, PackageFiles } from './language/grammar-package.js'
export type { WasmSource } from './language/wasm.js'
