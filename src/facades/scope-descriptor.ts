/**
 * Atom's `ScopeDescriptor`: the scopes at a position, outermost first.
 */
import type { EditorState } from '../state/editor-state.js'
import type { LanguageMode } from '../language/language-mode.js'
import { Point, type PointCompatible } from '../values/point.js'

export class ScopeDescriptor {
  /** The scope names, outermost first (frozen). */
  readonly scopes: readonly string[]

  constructor(object: { scopes: readonly string[] }) {
    this.scopes = Object.freeze([...object.scopes])
  }

  /** Build one from an array of scope names (Atom's `ScopeDescriptor.fromObject`); a descriptor is returned as is. */
  static fromObject(scopes: readonly string[] | ScopeDescriptor): ScopeDescriptor {
    return scopes instanceof ScopeDescriptor ? scopes : new ScopeDescriptor({ scopes })
  }

  /**
   * The scope names, outermost first. Atom hands out its internal array;
   * here it is a fresh copy, so a caller's mutation cannot reach the
   * (immutable) descriptor.
   */
  getScopesArray(): string[] {
    return [...this.scopes]
  }

  /**
   * The scopes as a selector chain, as Atom builds it: when the first scope
   * holds a `.` (TextMate names such as `source.js`), every scope gets a
   * leading `.` unless it already has one (`'.source.js .string.quoted.js'`);
   * otherwise the names are joined as they are (`['text']` → `'text'`).
   */
  getScopeChain(): string {
    const first = this.scopes[0]
    if (first === undefined || !first.includes('.')) return this.scopes.join(' ')
    return this.scopes.map(s => (s.startsWith('.') ? s : `.${s}`)).join(' ')
  }

  /** Same as `getScopeChain()`. */
  toString(): string {
    return this.getScopeChain()
  }

  /** True when both hold the same scopes in the same order. */
  isEqual(other: ScopeDescriptor): boolean {
    return this.scopes.length === other.scopes.length && this.scopes.every((s, i) => s === other.scopes[i])
  }
}

/** The scopes of `mode` at a buffer position (clipped) of `state`: the syntax tree's with `syntaxTree`. */
export const scopesAt = (state: EditorState, mode: LanguageMode, position: PointCompatible, syntaxTree: boolean): ScopeDescriptor => {
  const p = state.buffer.clampPosition(Point.fromObject(position))
  return new ScopeDescriptor({
    scopes: syntaxTree ? mode.syntaxTreeScopeDescriptorForPosition(state.buffer, p) : mode.scopeDescriptorForPosition(state.buffer, p),
  })
}
