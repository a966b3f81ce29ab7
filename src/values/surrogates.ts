/**
 * Lone UTF-16 surrogates. Atom's history keeps its patches in native code
 * and hands their texts back to JavaScript through a UTF-8 conversion: a
 * surrogate half that has no partner in the text handed back (a high one not
 * followed by a low one, or a low one not preceded by a high one) comes back
 * as U+FFFD. Text a change puts in the buffer directly keeps its halves.
 */

/** The replacement character a lone surrogate becomes. */
export const REPLACEMENT = '\ufffd'

const SURROGATE = /[\ud800-\udfff]/

/** Whether `text` holds any surrogate code unit (paired or not). */
export const hasSurrogate = (text: string): boolean => SURROGATE.test(text)

const isHigh = (c: number): boolean => c >= 0xd800 && c <= 0xdbff
const isLow = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff

/** The offsets of the lone surrogates of `text`, ascending. */
export const loneSurrogates = (text: string): number[] => {
  const out: number[] = []
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (isHigh(c) && i + 1 < text.length && isLow(text.charCodeAt(i + 1))) i++
    else if (isHigh(c) || isLow(c)) out.push(i)
  }
  return out
}

/**
 * Whether `a` and `b` are the same text up to Atom's conversion: equal, or
 * of one length and differing only where one holds U+FFFD and the other a
 * surrogate half.
 */
export const sameUpToLoneSurrogates = (a: string, b: string): boolean => {
  if (a === b) return true
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x === y) continue
    const replaced = (x === 0xfffd && (isHigh(y) || isLow(y))) || (y === 0xfffd && (isHigh(x) || isLow(x)))
    if (!replaced) return false
  }
  return true
}
