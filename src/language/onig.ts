/**
 * The Oniguruma regex engine (vscode-oniguruma's wasm), loaded once per
 * process, and the one regex operation Atom's language settings need:
 * `testSync` (search anywhere in a line).
 *
 * Atom's indent patterns are Oniguruma *extended* regexes (`(?x) \{ [^}"']* $`);
 * JavaScript's `RegExp` has no `x` flag and would read them differently,
 * so they are evaluated here, by the same engine the grammars use.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import onig from 'vscode-oniguruma'
import type { IOnigLib } from 'vscode-textmate'

const require = createRequire(import.meta.url)

let loading: Promise<IOnigLib> | undefined

/** The Oniguruma library for vscode-textmate; the first call loads the wasm (about 30–60 ms). */
export const loadOniguruma = (): Promise<IOnigLib> => {
  loading ??= (async () => {
    const wasm = await readFile(require.resolve('vscode-oniguruma/release/onig.wasm'))
    await onig.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength))
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
