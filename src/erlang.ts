/**
 * `caretaker/erlang`: the Erlang language mode (the `language-erlang` Atom
 * package's TextMate grammar and settings).
 */
export { loadErlangMode } from './language/erlang.js'
export type { TextMateLanguageMode } from './language/textmate-mode.js'
export type { WasmSource } from './language/wasm.js'
