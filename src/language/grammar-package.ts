/**
 * Atom language packages as the modes read them: their TextMate grammars
 * (`grammars/*.cson`) and scoped settings (`settings/*.cson`, or
 * `scoped-properties/*.cson` in older packages), converted to JSON by the
 * build (`scripts/assets.mjs`) and shipped as ES modules in `grammars/`
 * next to this module. Nothing parses CSON at run time; the language
 * packages are development dependencies.
 */
import type { IRawGrammar } from 'vscode-textmate'
import type { SettingsFile } from './scoped-settings.js'

/** The files of one package: paths relative to the package's folder. */
export interface PackageFiles {
  readonly grammars: readonly string[]
  readonly settings: readonly string[]
}

/** What a language mode needs from a package. */
export interface GrammarPackage {
  readonly name: string
  readonly version: string
  readonly files: PackageFiles
  readonly grammars: readonly IRawGrammar[]
  readonly settings: readonly SettingsFile[]
}
