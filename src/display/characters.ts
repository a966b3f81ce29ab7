/**
 * Character facts the display layer needs (reference §5.5): which code-unit
 * pairs form one visible character, how wide a character counts for soft
 * wrapping, and where a line may wrap (Atom's editor rule).
 */

// ─── character pairs ────────────────────────────────────────────────────────

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff
const isVariationSelector = (c: number) => c >= 0xfe00 && c <= 0xfe0f
const isCombiningMark = (c: number) =>
  (c >= 0x300 && c <= 0x36f) || (c >= 0x1ab0 && c <= 0x1aff) || (c >= 0x1dc0 && c <= 0x1dff) ||
  (c >= 0x20d0 && c <= 0x20ff) || (c >= 0xfe20 && c <= 0xfe2f)

/**
 * text-buffer's `isCharacterPair` on two code units: a surrogate pair, a base
 * plus a variation selector, or a base plus a combining mark.
 */
export const isCharacterPair = (a: number, b: number): boolean =>
  (isHighSurrogate(a) && isLowSurrogate(b)) ||
  (!isVariationSelector(a) && isVariationSelector(b)) ||
  (!isCombiningMark(a) && isCombiningMark(b))

// ─── widths (Pulsar `text-utils.js`) ───────────────────────────────────────

const isDoubleWidth = (c: number) =>
  (c >= 0x3000 && c <= 0x30ff) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xff01 && c <= 0xff5e) || (c >= 0xffe0 && c <= 0xffe6)
const isHalfWidth = (c: number) => (c >= 0xff65 && c <= 0xffdc) || (c >= 0xffe8 && c <= 0xffee)
const isKorean = (c: number) =>
  (c >= 0xac00 && c <= 0xd7a3) || (c >= 0x1100 && c <= 0x11ff) || (c >= 0x3130 && c <= 0x318f) ||
  (c >= 0xa960 && c <= 0xa97f) || (c >= 0xd7b0 && c <= 0xd7ff)

/** A CJK character in Atom's sense (double width, half width or Korean): a wrap may come before it. */
export const isCJK = (c: number): boolean => isDoubleWidth(c) || isHalfWidth(c) || isKorean(c)

/** Widths of the wide and narrow character classes relative to a space (Atom's measured widths over its default width). */
export interface CharRatios {
  readonly doubleWidth: number
  readonly halfWidth: number
  readonly korean: number
}

/** The usual monospace ratios, used until a view reports measured widths: double-width and Korean 2, half-width 0.5. */
export const DEFAULT_RATIOS: CharRatios = Object.freeze({ doubleWidth: 2, halfWidth: 0.5, korean: 2 })

/**
 * The width of one code unit relative to a space, for soft wrapping only
 * (every code unit still takes exactly one screen column), as Atom's
 * editor's `ratioForCharacter`: Korean, half-width and double-width
 * characters by their class's ratio, everything else 1.
 */
export const ratioForCharacter = (c: number, r: CharRatios = DEFAULT_RATIOS): number =>
  isKorean(c) ? r.korean : isHalfWidth(c) ? r.halfWidth : isDoubleWidth(c) ? r.doubleWidth : 1

/** The largest ratio of `r` (at least 1). */
export const maxRatio = (r: CharRatios): number => Math.max(1, r.doubleWidth, r.halfWidth, r.korean)

const isSpaceOrTab = (c: number) => c === 32 || c === 9

/**
 * Atom's editor `isWrapBoundary`: before a non-blank character that follows a
 * space, tab, `-` or `/`, and before any CJK character.
 */
export const isWrapBoundary = (previous: number, c: number): boolean =>
  ((isSpaceOrTab(previous) || previous === 45 || previous === 47) && !isSpaceOrTab(c)) || isCJK(c)

/** The character the editor shows in place of folded text (U+FEFF, as Atom's editor does). */
export const FOLD_CHARACTER = '\ufeff'
