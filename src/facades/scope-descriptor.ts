/**
 * Atom's `ScopeDescriptor`: the scopes at a position, outermost first.
 */
export class ScopeDescriptor {
  /** The scope names, outermost first. */
  readonly scopes: readonly string[]

  constructor(object: { scopes: readonly string[] }) {
    this.scopes = Object.freeze([...object.scopes])
  }

  /** Build one from an array of scope names (Atom's `ScopeDescriptor.fromObject`). */
  static fromObject(scopes: readonly string[] | ScopeDescriptor): ScopeDescriptor {
    return scopes instanceof ScopeDescriptor ? scopes : new ScopeDescriptor({ scopes })
  }

  /** A copy of the scope names. */
  getScopesArray(): string[] {
    return [...this.scopes]
  }

  /** The scopes as a CSS-like selector chain: `.source.js .string.quoted`. */
  getScopeChain(): string {
    return this.scopes.map(s => `.${s.replace(/^\.+/, '').replace(/ /g, '.')}`).join(' ')
  }

  /** Same as `getScopeChain()`. */
  toString(): string {
    return this.getScopeChain()
  }

  /** True when both hold the same scopes. */
  isEqual(other: ScopeDescriptor): boolean {
    return this.scopes.length === other.scopes.length && this.scopes.every((s, i) => s === other.scopes[i])
  }
}
