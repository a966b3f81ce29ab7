/**
 * Scoped settings as Atom's language packages declare them
 * (`settings/*.cson`: `{ '.source.js': { editor: { commentStart: '// ' } } }`)
 * and the lookup Atom's `ScopedPropertyStore` performs for
 * `config.get('editor.key', { scope })`.
 *
 * A selector is a comma-separated list of descendant chains of compounds,
 * each compound a set of classes (`.source.js .comment`); a scope name is an
 * element whose classes are its dot-separated parts, so `.string.quoted`
 * matches `string.quoted.double.js`. The lookup starts at the innermost
 * scope and walks outwards: at each depth, the selectors whose last compound
 * matches that scope (and whose earlier compounds match outer scopes, in
 * order) compete by specificity (number of classes), a later declaration
 * winning ties; the first depth with a match answers.
 */

/** One package's settings file: selector → namespace (`editor`) → key → value. */
export type SettingsFile = Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>>

type Compound = readonly string[]

interface Entry {
  readonly chain: readonly Compound[]
  readonly specificity: number
  readonly order: number
  readonly values: Readonly<Record<string, unknown>>
}

const compoundMatches = (compound: Compound, scope: string): boolean => {
  const parts = scope.split('.')
  return compound.every(c => parts.includes(c))
}

// Whether `chain` matches the element `scopes[depth - 1]` with its ancestors `scopes[0 .. depth - 1)`.
const chainMatches = (chain: readonly Compound[], scopes: readonly string[], depth: number): boolean => {
  const last = chain[chain.length - 1]
  if (last === undefined || !compoundMatches(last, scopes[depth - 1] as string)) return false
  let s = depth - 2
  for (let c = chain.length - 2; c >= 0; c--) {
    const compound = chain[c] as Compound
    while (s >= 0 && !compoundMatches(compound, scopes[s] as string)) s--
    if (s < 0) return false
    s--
  }
  return true
}

const parseSelector = (selector: string): (readonly Compound[])[] =>
  selector
    .split(',')
    .map(alt =>
      alt
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(compound => compound.split('.').filter(Boolean)),
    )
    .filter(chain => chain.length > 0)

/** The settings of one or more packages, answering `get(key, scopes)`. */
export class ScopedSettings {
  private readonly entries: Entry[] = []

  /** Settings from the given files, later files and later selectors winning ties. */
  constructor(files: readonly SettingsFile[] = [], namespace = 'editor') {
    for (const file of files) {
      for (const [selector, namespaces] of Object.entries(file)) {
        const values = namespaces[namespace]
        if (values === undefined) continue
        for (const chain of parseSelector(selector)) {
          const specificity = chain.reduce((n, c) => n + c.length, 0)
          this.entries.push({ chain, specificity, order: this.entries.length, values })
        }
      }
    }
  }

  /** The value of `key` for a position with these scopes (outermost first), or undefined. */
  get(key: string, scopes: readonly string[]): unknown {
    return this.declaration(key, scopes)?.[key]
  }

  /**
   * All the values declared next to the winning `key` (the same selector of
   * the same file), so that paired keys (`commentStart` / `commentEnd`) can
   * be taken from one declaration, as Atom's `commentStringsForPosition` does.
   */
  declaration(key: string, scopes: readonly string[]): Readonly<Record<string, unknown>> | undefined {
    for (let depth = scopes.length; depth > 0; depth--) {
      let best: Entry | undefined
      for (const e of this.entries) {
        if (!(key in e.values) || !chainMatches(e.chain, scopes, depth)) continue
        if (best === undefined || e.specificity > best.specificity || (e.specificity === best.specificity && e.order > best.order)) best = e
      }
      if (best !== undefined) return best.values
    }
    return undefined
  }

  /** `get` narrowed to strings (other values answer undefined). */
  getString(key: string, scopes: readonly string[]): string | undefined {
    const v = this.get(key, scopes)
    return typeof v === 'string' ? v : undefined
  }
}
