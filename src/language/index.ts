/**
 * The language layer's language-neutral surface, part of the core: the
 * `LanguageMode` interface and registry, comment toggling and the
 * indentation helpers. The modes themselves (TextMate, JavaScript, Erlang)
 * are subpath entries of the package (`caretaker/textmate`,
 * `caretaker/javascript`, `caretaker/erlang`), so the core pulls in no
 * grammar, regex engine or parser.
 */
export * from './language-mode.js'
export { toggleLineCommentsForBufferRows, type CommentReplacement } from './comments.js'
export { indentLevelForLine, buildIndentString, columnForIndentLevel } from './indent-level.js'
export { warmLanguageInBackground, type BackgroundWarmOptions, type BackgroundWarmer, type WarmableEditor, type WarmScheduler } from './warm-in-background.js'
