/**
 * "Did you mean …?" for a near miss: the known name closest to a given one.
 */

/** Names longer than this get no suggestion (the distance costs length², and a long name is no typo). */
const MAX_LENGTH = 80

/** Optimal string alignment distance (Levenshtein plus swaps of neighbours), case-insensitive. */
export const distance = (a: string, b: string): number => {
  a = a.toLowerCase()
  b = b.toLowerCase()
  let prev2: number[] = []
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1)
      row.push(d)
    }
    prev2 = prev
    prev = row
  }
  return prev[b.length]!
}

/**
 * The known name closest to `name`, if it is close enough to be a typo: within
 * a third of its length (at least 2 edits), or the same last segment of a
 * `domain/method` type (`edit/setText` → `editor/setText`), or a part of it
 * (`count` → `rowCount`); case is ignored.
 */
export const closest = (name: string, known: Iterable<string>): string | undefined => {
  if (name.length > MAX_LENGTH) return undefined
  const tail = name.slice(name.lastIndexOf('/') + 1).toLowerCase()
  let best: string | undefined, bestScore = Infinity
  for (const k of known) {
    const d = distance(name, k)
    const sameTail = tail.length > 0 && name.includes('/') && k.slice(k.lastIndexOf('/') + 1).toLowerCase() === tail
    // A part of the name meant (`count` for `rowCount`).
    const part = name.length >= 3 && k.toLowerCase().includes(name.toLowerCase())
    const limit = Math.max(2, Math.floor(Math.max(name.length, k.length) / 3))
    if (d > limit && !sameTail && !part) continue
    const score = sameTail || part ? d / 2 : d
    if (score < bestScore) {
      best = k
      bestScore = score
    }
  }
  return best
}

/** ` (did you mean "x"?)` for a near miss, else the empty string. */
export const didYouMean = (name: string, known: Iterable<string>): string => {
  const k = closest(name, known)
  return k === undefined ? '' : ` (did you mean "${k}"?)`
}
