/**
 * Editor settings with Atom's defaults (reference §4.1 and §6).
 */
import * as t from 'io-ts'
import { IntIn, Interval, NumberIn, StringUpTo } from '../values/numbers.js'
import { DEFAULT_RATIOS } from '../display/characters.js'

const Ratio = NumberIn(0.01, 100)
/** Widths of double-width, half-width and Korean characters relative to the default width (what `setDefaultCharWidth` reports). */
export const CharWidthRatios = t.type({ doubleWidth: Ratio, halfWidth: Ratio, korean: Ratio }, 'CharWidthRatios')

// ─── model ──────────────────────────────────────────────────────────────────

/**
 * The settings the cursor, selection and display code read, with the ranges
 * `editor/update` accepts (Atom's minimums; maximums far above any real use,
 * low enough that indentation strings and wrap columns stay small).
 */
export const Config = t.type({
  tabLength: IntIn(1, 1000),
  softTabs: t.boolean,
  atomicSoftTabs: t.boolean,
  autoIndent: t.boolean,
  autoIndentOnPaste: t.boolean,
  nonWordCharacters: StringUpTo(1000),
  preferredLineLength: IntIn(1, 1_000_000),
  softWrapped: t.boolean,
  softWrapAtPreferredLineLength: t.boolean,
  editorWidthInChars: t.union([IntIn(1, 1_000_000), t.null]),
  softWrapHangingIndentLength: IntIn(0, 1000),
  maxScreenLineLength: IntIn(1, 10_000_000),
  undoGroupingInterval: Interval,
  readOnly: t.boolean,
  /** The registered language mode in force (`'text'`: none). */
  grammar: StringUpTo(1000),
  /**
   * How wide double-width, half-width and Korean characters count for soft
   * wrapping, relative to other characters: Atom's measured widths over its
   * default width (`setDefaultCharWidth`). Until a view measures: 2, 0.5, 2.
   */
  charWidthRatios: CharWidthRatios,
  /**
   * The longest text, in UTF-16 code units, that an action may produce: one
   * that could make the text longer is refused up front (see
   * `reducers/limits.ts`). Not an Atom setting.
   */
  maxDocumentLength: IntIn(0, 536_870_888),
})
export type Config = t.TypeOf<typeof Config>

/** Partial settings, as accepted by `createEditorState` and `editor/update`. */
export const ConfigUpdate = t.partial(Config.props)
export type ConfigUpdate = t.TypeOf<typeof ConfigUpdate>

// ─── constructors ───────────────────────────────────────────────────────────

/** Atom's default `editor.nonWordCharacters`. */
export const DEFAULT_NON_WORD_CHARACTERS = '/\\()"\':,.;<>~!@#$%^&*|+=[]{}`?-…'

/** Atom's defaults for every setting. */
export const defaultConfig: Config = Object.freeze({
  tabLength: 2,
  softTabs: true,
  atomicSoftTabs: true,
  autoIndent: true,
  autoIndentOnPaste: true,
  nonWordCharacters: DEFAULT_NON_WORD_CHARACTERS,
  preferredLineLength: 80,
  softWrapped: false,
  softWrapAtPreferredLineLength: false,
  editorWidthInChars: null,
  softWrapHangingIndentLength: 0,
  maxScreenLineLength: 500,
  undoGroupingInterval: 300,
  readOnly: false,
  grammar: 'text',
  charWidthRatios: DEFAULT_RATIOS,
  maxDocumentLength: 64 * 1024 * 1024,
})

/** Defaults overridden by the keys that are present (undefined keys are ignored). */
export const makeConfig = (update: Partial<Config> = {}, base: Config = defaultConfig): Config => {
  let changed = false
  const next: Record<string, unknown> = { ...base }
  for (const [k, v] of Object.entries(update)) {
    if (v !== undefined && k in base && (next as Record<string, unknown>)[k] !== v) {
      next[k] = v
      changed = true
    }
  }
  return changed ? (Object.freeze(next) as Config) : base
}
