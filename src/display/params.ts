/**
 * The display settings a screen layout depends on, derived from the editor
 * config (reference §4.1, §5.5, §6), with a key for memoizing layouts.
 */
import type { Config } from '../state/config.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** What the display map reads from the config. */
export interface DisplayParams {
  /** Equal keys mean equal layouts. */
  readonly key: string
  readonly tabLength: number
  /** Where screen rows wrap (Atom's `softWrapColumn`, at least 1). */
  readonly softWrapColumn: number
  readonly hangingIndent: number
  readonly atomicSoftTabs: boolean
}

// ─── constructors ───────────────────────────────────────────────────────────

/**
 * Atom's `getSoftWrapColumn` (§4.1): when soft-wrapped,
 * `min(editorWidthInChars, preferredLineLength)` with
 * `softWrapAtPreferredLineLength`, else `editorWidthInChars`; otherwise (and
 * when no width is known) `maxScreenLineLength`, so very long lines always wrap.
 */
export const softWrapColumn = (c: Config): number => {
  if (c.softWrapped && c.editorWidthInChars !== null) {
    return c.softWrapAtPreferredLineLength ? Math.min(c.editorWidthInChars, c.preferredLineLength) : c.editorWidthInChars
  }
  return c.maxScreenLineLength
}

const memo = new WeakMap<Config, DisplayParams>()

/** The display settings of a config (memoized per config object). */
export const displayParams = (c: Config): DisplayParams => {
  let p = memo.get(c)
  if (!p) {
    const tabLength = Math.max(1, Math.floor(c.tabLength) || 1)
    const wrap = Math.max(1, softWrapColumn(c))
    const hangingIndent = Math.max(0, c.softWrapHangingIndentLength)
    p = Object.freeze({
      key: `${tabLength}|${wrap}|${hangingIndent}|${c.atomicSoftTabs}`,
      tabLength,
      softWrapColumn: wrap,
      hangingIndent,
      atomicSoftTabs: c.atomicSoftTabs,
    })
    memo.set(c, p)
  }
  return p
}
