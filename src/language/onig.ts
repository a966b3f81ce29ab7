/**
 * The Oniguruma regex engine (vscode-oniguruma's wasm), loaded once per
 * process, and the one regex operation Atom's language settings need:
 * `testSync` (search anywhere in a line).
 *
 * Atom's indent patterns are Oniguruma *extended* regexes (`(?x) \{ [^}"']* $`);
 * JavaScript's `RegExp` has no `x` flag and would read them differently,
 * so they are evaluated here, by the same engine the grammars use.
 */
import onig from 'vscode-oniguruma'
import type { IOnigLib } from 'vscode-textmate'
import { wasmArrayBuffer, type WasmSource } from './wasm.js'

let loading: Promise<IOnigLib> | undefined

/**
 * The Oniguruma library for vscode-textmate; the first call loads the wasm
 * (about 30–60 ms): `wasm` when given, else `onig.wasm` next to this module.
 * Later calls return the same library (the engine is loaded once).
 */
export const loadOniguruma = (wasm?: WasmSource): Promise<IOnigLib> => {
  loading ??= (async () => {
    await onig.loadWASM(await wasmArrayBuffer(wasm ?? new URL('./onig.wasm', import.meta.url)))
    return {
      createOnigScanner: (patterns: string[]) => new onig.OnigScanner(patterns),
      createOnigString: (s: string) => new onig.OnigString(s),
    }
  })()
  return loading
}

/** A compiled Oniguruma pattern (Atom's `OnigRegExp`); needs `loadOniguruma()` to have resolved. */
export class OnigRegExp {
  private readonly scanner: onig.OnigScanner

  constructor(readonly source: string) {
    this.scanner = new onig.OnigScanner([source])
  }

  /** Whether the pattern matches anywhere in `text` (Atom's `testSync`). */
  testSync(text: string): boolean {
    return this.scanner.findNextMatchSync(text, 0) !== null
  }
}

const compiled = new Map<string, OnigRegExp>()

/** The compiled regex for `pattern` (cached per process), or undefined for no pattern. */
export const regexForPattern = (pattern: string | undefined): OnigRegExp | undefined => {
  if (!pattern) return undefined
  let re = compiled.get(pattern)
  if (re === undefined) {
    re = new OnigRegExp(pattern)
    compiled.set(pattern, re)
  }
  return re
}
