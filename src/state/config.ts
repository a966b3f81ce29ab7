/**
 * Editor settings with Atom's defaults (reference §4.1 and §6).
 */
import * as t from 'io-ts'

// ─── model ──────────────────────────────────────────────────────────────────

/** The settings the cursor, selection and display code read. */
export const Config = t.type({
  tabLength: t.number,
  softTabs: t.boolean,
  atomicSoftTabs: t.boolean,
  autoIndent: t.boolean,
  autoIndentOnPaste: t.boolean,
  nonWordCharacters: t.string,
  preferredLineLength: t.number,
  softWrapped: t.boolean,
  softWrapAtPreferredLineLength: t.boolean,
  editorWidthInChars: t.union([t.number, t.null]),
  softWrapHangingIndentLength: t.number,
  maxScreenLineLength: t.number,
  undoGroupingInterval: t.number,
  readOnly: t.boolean,
  /** The registered language mode in force (`'text'`: none). */
  grammar: t.string,
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
