/**
 * The language layer's public surface: the `LanguageMode` interface and
 * registry, the loadable TextMate modes (JavaScript, Erlang), comment
 * toggling and the indentation helpers they share.
 */
export * from './language-mode.js'
export { TextMateLanguageMode, type TextMateModeOptions, type SyntaxTreeScopes } from './textmate-mode.js'
export { loadJavaScriptMode, type JavaScriptModeOptions } from './javascript.js'
export { loadErlangMode } from './erlang.js'
export { readGrammarPackage, bundleGrammarPackages, PACKAGE_FILES, type GrammarPackage, type PackageFiles, type ReadOptions } from './grammar-package.js'
export { ScopedSettings, type SettingsFile } from './scoped-settings.js'
export { SyntaxTrees, type SyntaxTreesOptions } from './syntax-tree.js'
export { toggleLineCommentsForBufferRows, type CommentReplacement } from './comments.js'
export { indentLevelForLine, buildIndentString, columnForIndentLevel } from './indent-level.js'
