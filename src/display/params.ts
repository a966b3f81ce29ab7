/**
 * The display settings a screen layout depends on, derived from the editor
 * config (reference §4.1, §5.5, §6), with a key for memoizing layouts.
 */
import type { Config } from '../state/config.js'
import { DEFAULT_RATIOS, maxRatio, type CharRatios } from './characters.js'

// ─── model ──────────────────────────────────────────────────────────────────

/** What the display map reads from the config. */
export interface DisplayParams {
  /** Equal keys mean equal layouts. */
  readonly key: string
  readonly tabLength: number
  /** Where screen rows wrap (Atom's `softWrapColumn`, at least 1; `Infinity`: never). */
  readonly softWrapColumn: number
  readonly hangingIndent: number
  readonly atomicSoftTabs: boolean
  /** How wide wide and narrow characters count for wrapping (`setDefaultCharWidth`). */
  readonly ratios: CharRatios
  /** The widest of `ratios`, at least 1. */
  readonly maxRatio: number
}

// ─── constructors ───────────────────────────────────────────────────────────

/**
 * Atom's `getSoftWrapColumn`: when soft-wrapped,
 * `min(editorWidthInChars, preferredLineLength)` with
 * `softWrapAtPreferredLineLength`, else `editorWidthInChars`; when not
 * soft-wrapped `maxScreenLineLength`, so very long lines always wrap. Atom's
 * quirk when soft-wrapped with no known width: `undefined`, or `NaN` at the
 * preferred line length (`Math.min` of an undefined width), and the display
 * layer then wraps nothing at all.
 */
export const softWrapColumn = (c: Config): number | undefined => {
  if (c.softWrapped) {
    if (c.editorWidthInChars === null) return c.softWrapAtPreferredLineLength ? NaN : undefined
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
    // No column (undefined or NaN): rows never wrap.
    const column = softWrapColumn(c)
    const wrap = column === undefined || Number.isNaN(column) ? Infinity : Math.max(1, column)
    const hangingIndent = Math.max(0, c.softWrapHangingIndentLength)
    const r = c.charWidthRatios ?? DEFAULT_RATIOS
    const ratios = r.doubleWidth > 0 && r.halfWidth > 0 && r.korean > 0 ? r : DEFAULT_RATIOS
    p = Object.freeze({
      key: `${tabLength}|${wrap}|${hangingIndent}|${c.atomicSoftTabs}|${ratios.doubleWidth},${ratios.halfWidth},${ratios.korean}`,
      ratios,
      maxRatio: maxRatio(ratios),
      tabLength,
      softWrapColumn: wrap,
      hangingIndent,
      atomicSoftTabs: c.atomicSoftTabs,
    })
    memo.set(c, p)
  }
  return p
}
