// The language-erlang package's grammars and settings, converted from CSON by the build (scripts/assets.mjs).
import type { GrammarPackage } from '../grammar-package.js'
declare const grammarPackage: GrammarPackage
export default grammarPackage
