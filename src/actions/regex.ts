/**
 * Which regex sources an action may carry. A reducer runs an action's regex
 * over a line of the buffer, which may be megabytes long, so a pattern that
 * can backtrack super-linearly (`(a+)+$`, `\s*\s*$`) would let whoever sends
 * the action freeze the host. Such patterns are refused when the action is
 * decoded, as are sources that do not compile.
 *
 * The check is `scslre`'s static analysis (the one behind eslint-plugin-regexp's
 * `no-super-linear-backtracking` rules) over `@eslint-community/regexpp`'s
 * parse: fast, pure, and it reports polynomial as well as exponential
 * backtracking.
 */
import { analyse } from 'scslre'
import { RegExpParser } from '@eslint-community/regexpp'

/** The longest regex source an action may carry. */
export const MAX_REGEX_LENGTH = 1000

const parser = new RegExpParser({ ecmaVersion: 2025 })
const verdicts = new Map<string, string | undefined>()

const check = (source: string): string | undefined => {
  if (source.length > MAX_REGEX_LENGTH) return `a regex source is at most ${MAX_REGEX_LENGTH} characters, got ${source.length}`
  let re: RegExp
  try {
    re = new RegExp(source, 'g')
  } catch (e) {
    return `does not compile: ${(e as Error).message}`
  }
  try {
    const { reports } = analyse(parser.parseLiteral(String(re)), { reportTypes: { Move: true, Self: true, Trade: true } })
    if (reports.length > 0) {
      const kind = reports.some(r => r.exponential) ? 'exponential' : 'polynomial'
      return `can backtrack in ${kind} time on some lines (nested or adjacent quantifiers over the same characters): refused`
    }
  } catch (e) {
    return `cannot be checked for catastrophic backtracking: ${(e as Error).message}`
  }
  return undefined
}

/** Why `source` may not be an action's regex, or undefined if it may. Verdicts are cached. */
export const regexProblem = (source: string): string | undefined => {
  if (verdicts.has(source)) return verdicts.get(source)
  const verdict = check(source)
  if (source.length <= MAX_REGEX_LENGTH) {
    if (verdicts.size >= 256) verdicts.delete(verdicts.keys().next().value!)
    verdicts.set(source, verdict)
  }
  return verdict
}
