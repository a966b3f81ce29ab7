/**
 * What the scanner needs to know about a caller's regex before running it
 * over windows of lines: how many line breaks one match attempt can step
 * over, and where its `^` and `$` assertions are, so private copies can be
 * compiled in which those assertions ignore the edges of a range that starts
 * or ends mid-line.
 *
 * The analysis is a small recursive-descent pass over the regex source. It
 * errs on the safe side: anything it does not understand counts as able to
 * cross any number of lines, which only makes scans look at more text.
 */

// ─── model ──────────────────────────────────────────────────────────────────

/** How far past its starting row one match attempt can look. */
export interface RegexShape {
  /**
   * Most line breaks an attempt (its lookarounds included) can step over;
   * `Infinity` when unbounded. 0 for single-line patterns.
   */
  readonly reach: number
  /**
   * Whether some of those steps are runs of whitespace (`\s*`): such a step
   * also skips any number of blank rows, so reach is counted in non-blank rows.
   */
  readonly skipsBlank: boolean
}

/** A caller's regex prepared for scanning: its shape and private compiled variants. */
export interface CompiledRegex {
  readonly shape: RegexShape
  /** The caller's regex had the `g` flag. */
  readonly global: boolean
  /** `u` or `v`: an empty match advances by a whole code point. */
  readonly unicode: boolean
  /**
   * A private copy (flags `g` and `m` added, `y` dropped). With `startMid`,
   * `^` no longer matches at the start of the searched text; with `endMid`,
   * `$` no longer matches at its end.
   */
  variant(startMid: boolean, endMid: boolean): RegExp
}

interface Cap {
  readonly hard: number
  readonly soft: number
}

// One character class or single-character atom: can it match `\n`, and does
// it match only whitespace?
interface CharSet {
  readonly nl: boolean
  readonly ws: boolean
}

const NONE: Cap = { hard: 0, soft: 0 }
const UNBOUNDED: Cap = { hard: Infinity, soft: 0 }
const LITERAL: CharSet = { nl: false, ws: false }
const ANY: CharSet = { nl: true, ws: false }

const isWsCode = (code: number): boolean => /\s/.test(String.fromCharCode(code))
const codeSet = (code: number): CharSet => ({ nl: code === 10, ws: isWsCode(code) })
const add = (a: Cap, b: Cap): Cap => ({ hard: a.hard + b.hard, soft: a.soft + b.soft })
const most = (a: Cap, b: Cap): Cap => ({ hard: Math.max(a.hard, b.hard), soft: Math.max(a.soft, b.soft) })
const crosses = (c: Cap): boolean => c.hard + c.soft > 0

// ─── analysis ───────────────────────────────────────────────────────────────

class Parser {
  i = 0
  readonly carets: number[] = []
  readonly dollars: number[] = []
  backrefs = false
  lookbehindCrosses = false

  constructor(
    readonly src: string,
    readonly dotAll: boolean,
    // `v` mode: classes may nest.
    readonly sets: boolean,
  ) {}

  disjunction(): Cap {
    let best = this.alternative()
    while (this.src[this.i] === '|') {
      this.i++
      best = most(best, this.alternative())
    }
    return best
  }

  private alternative(): Cap {
    let sum = NONE
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const atom = this.atom()
      const q = this.quantifier()
      sum = add(sum, quantify(atom, q))
    }
    return sum
  }

  // A group's Cap, or a single character's CharSet.
  private atom(): Cap | CharSet {
    const s = this.src
    const ch = s[this.i++] as string
    switch (ch) {
      case '(':
        return this.group()
      case '[':
        return this.charClass()
      case '\\':
        return this.escape(false)
      case '.':
        return this.dotAll ? ANY : LITERAL
      case '^':
        this.carets.push(this.i - 1)
        return NONE
      case '$':
        this.dollars.push(this.i - 1)
        return NONE
      default:
        return codeSet(ch.charCodeAt(0))
    }
  }

  private group(): Cap {
    const s = this.src
    let behind = false
    if (s[this.i] === '?') {
      const next = s[this.i + 1]
      if (next === '<' && (s[this.i + 2] === '=' || s[this.i + 2] === '!')) {
        behind = true
        this.i += 3
      } else if (next === '<') {
        const close = s.indexOf('>', this.i)
        this.i = close < 0 ? s.length : close + 1
      } else if (next === ':' || next === '=' || next === '!') this.i += 2
      else {
        // Modifier groups such as `(?i:…)`: skip to the colon.
        const colon = s.indexOf(':', this.i)
        this.i = colon < 0 ? s.length : colon + 1
      }
    }
    const inner = this.disjunction()
    if (s[this.i] === ')') this.i++
    if (behind && crosses(inner)) this.lookbehindCrosses = true
    return inner
  }

  private quantifier(): { min: number; max: number } | null {
    const s = this.src
    const ch = s[this.i]
    let q: { min: number; max: number } | null = null
    if (ch === '*') q = { min: 0, max: Infinity }
    else if (ch === '+') q = { min: 1, max: Infinity }
    else if (ch === '?') q = { min: 0, max: 1 }
    else if (ch === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(this.i, this.i + 24))
      if (m === null) return null // a literal brace (non-unicode mode)
      const min = Number(m[1])
      const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3])
      this.i += m[0].length - 1
      q = { min, max }
    }
    if (q === null) return null
    this.i++
    if (s[this.i] === '?') this.i++ // lazy: same reach
    return q
  }

  // After a backslash, in or out of a class.
  private escape(inClass: boolean): CharSet | Cap {
    const s = this.src
    const ch = s[this.i++] ?? '\\'
    switch (ch) {
      case 'n':
      case 's':
        return { nl: true, ws: true }
      case 'W':
      case 'D':
        return ANY
      case 'p':
      case 'P':
        if (s[this.i] === '{') {
          const close = s.indexOf('}', this.i)
          this.i = close < 0 ? s.length : close + 1
          return ANY
        }
        return LITERAL
      case 'x': {
        const m = /^[0-9a-fA-F]{2}/.exec(s.slice(this.i, this.i + 2))
        if (m === null) return LITERAL
        this.i += 2
        return codeSet(parseInt(m[0], 16))
      }
      case 'u': {
        const m = /^(?:[0-9a-fA-F]{4}|\{[0-9a-fA-F]+\})/.exec(s.slice(this.i, this.i + 12))
        if (m === null) return LITERAL
        this.i += m[0].length
        return codeSet(parseInt(m[0].replace(/[{}]/g, ''), 16))
      }
      case 'c': {
        const letter = s.charCodeAt(this.i)
        if (!/[a-zA-Z]/.test(s[this.i] ?? '')) return LITERAL
        this.i++
        return codeSet(letter % 32)
      }
      case 'k':
        if (s[this.i] === '<') {
          this.backrefs = true
          const close = s.indexOf('>', this.i)
          this.i = close < 0 ? s.length : close + 1
          return NONE
        }
        return LITERAL
      default:
        if (ch >= '0' && ch <= '9') {
          const m = /^\d*/.exec(s.slice(this.i)) as RegExpExecArray
          this.i += m[0].length
          const digits = ch + m[0]
          // Outside a class a non-zero digit starts a backreference; either way
          // a legacy octal escape (`\012`) may spell a newline.
          if (ch !== '0' && !inClass) this.backrefs = true
          return codeSet(parseInt(digits.slice(0, 3), 8) || 0)
        }
        return codeSet(ch.charCodeAt(0))
    }
  }

  private charClass(): CharSet {
    const s = this.src
    const negated = s[this.i] === '^'
    if (negated) this.i++
    if (this.sets) {
      // `v` mode: nested classes and set operations; skip them whole.
      let depth = 1
      while (this.i < s.length && depth > 0) {
        const ch = s[this.i++]
        if (ch === '\\') this.i++
        else if (ch === '[') depth++
        else if (ch === ']') depth--
      }
      return ANY
    }
    let nl = false
    let ws = true
    let prev: number | null = null // code of the last single character, for ranges
    while (this.i < s.length && s[this.i] !== ']') {
      const ch = s[this.i++] as string
      if (ch === '-' && prev !== null && s[this.i] !== ']' && this.i < s.length) {
        const hi = this.classAtom()
        if (typeof hi === 'number') {
          if (prev <= 10 && hi >= 10) nl = true
          // A range is whitespace-only only when it is a single whitespace character.
          if (!(prev === hi && isWsCode(hi))) ws = false
        }
        prev = null
        continue
      }
      this.i--
      const item = this.classAtom()
      if (typeof item === 'number') {
        if (item === 10) nl = true
        if (!isWsCode(item)) ws = false
        prev = item
      } else {
        nl ||= item.nl
        ws &&= item.ws
        prev = null
      }
    }
    this.i++ // the closing bracket
    return negated ? { nl: !nl, ws: false } : { nl, ws }
  }

  // One class member: a character code, or a class escape's CharSet.
  private classAtom(): number | CharSet {
    const s = this.src
    const ch = s[this.i++] as string
    if (ch !== '\\') return ch.charCodeAt(0)
    const e = s[this.i]
    if (e === 'b') {
      this.i++
      return 8
    }
    if (e === '-') {
      this.i++
      return 45
    }
    const start = this.i
    const r = this.escape(true)
    if ('hard' in r) return LITERAL
    // Single-character escapes stand for one code: recover it for ranges.
    const text = s.slice(start, this.i)
    if (/^(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|u\{[0-9a-fA-F]+\})$/.test(text))
      return parseInt(text.slice(1).replace(/[{}]/g, ''), 16)
    if (/^[tnrvf0]$/.test(text)) return ({ t: 9, n: 10, r: 13, v: 11, f: 12, '0': 0 } as Record<string, number>)[text] as number
    if (/^[a-zA-Z]$/.test(text) && !/[dDwWsS]/.test(text)) return text.charCodeAt(0)
    if (/^[^a-zA-Z0-9]$/.test(text)) return text.charCodeAt(0)
    return r
  }
}

// A quantified atom's reach: a whitespace run is one soft step however long.
const quantify = (atom: Cap | CharSet, q: { min: number; max: number } | null): Cap => {
  if ('hard' in atom) {
    if (q === null || !crosses(atom)) return atom
    if (q.max === Infinity) return UNBOUNDED
    return { hard: atom.hard * q.max, soft: atom.soft * q.max }
  }
  if (!atom.nl) return NONE
  if (q === null || q.max === 1) return { hard: 1, soft: 0 }
  if (atom.ws) return { hard: 0, soft: 1 }
  return q.max === Infinity ? UNBOUNDED : { hard: q.max, soft: 0 }
}

/** Shape and `^`/`$` positions of a regex source (unknown syntax counts as unbounded). */
export const analyze = (
  source: string,
  flags: string,
): { shape: RegexShape; carets: readonly number[]; dollars: readonly number[] } => {
  const p = new Parser(source, flags.includes('s'), flags.includes('v'))
  let cap: Cap
  try {
    cap = p.disjunction()
    if (p.i < source.length) cap = UNBOUNDED // a stray `)`: not understood
  } catch {
    cap = UNBOUNDED
  }
  if (p.lookbehindCrosses || (p.backrefs && crosses(cap))) cap = UNBOUNDED
  const reach = cap.hard + cap.soft
  return { shape: { reach, skipsBlank: cap.soft > 0 && reach !== Infinity }, carets: p.carets, dollars: p.dollars }
}

// ─── compilation ────────────────────────────────────────────────────────────

/**
 * The source of a private variant: with `startMid` every `^` becomes
 * `(?<=[\n\r])` (a line start only after a break the search sees), with
 * `endMid` every `$` becomes `(?=[\n\r])` (a line end only before one). A
 * lone `\r` is no line break of the buffer, but Atom's search (PCRE with any
 * newline convention) takes it for one in `^` and `$`, as JS's `m` mode does.
 */
export const variantSource = (source: string, flags: string, startMid: boolean, endMid: boolean): string => {
  const { carets, dollars } = analyze(source, flags)
  const edits: [number, string][] = []
  if (startMid) for (const i of carets) edits.push([i, '(?<=[\\n\\r])'])
  if (endMid) for (const i of dollars) edits.push([i, '(?=[\\n\\r])'])
  edits.sort((a, b) => a[0] - b[0])
  let out = ''
  let from = 0
  for (const [i, by] of edits) {
    out += source.slice(from, i) + by
    from = i + 1
  }
  return out + source.slice(from)
}

const build = (regex: RegExp): CompiledRegex => {
  const { source, flags } = regex
  const { shape, carets, dollars } = analyze(source, flags)
  const ownFlags = flags.replace(/[gmy]/g, '') + 'gm'
  const variants: (RegExp | undefined)[] = [undefined, undefined, undefined, undefined]
  return {
    shape,
    global: regex.global,
    unicode: regex.unicode || flags.includes('v'),
    variant(startMid, endMid) {
      // Variants that would not change the source share one copy.
      const sm = startMid && carets.length > 0
      const em = endMid && dollars.length > 0
      const k = (sm ? 1 : 0) | (em ? 2 : 0)
      let re = variants[k]
      if (re === undefined) re = variants[k] = new RegExp(variantSource(source, flags, sm, em), ownFlags)
      return re
    },
  }
}

const byObject = new WeakMap<RegExp, CompiledRegex>()
const bySource = new Map<string, CompiledRegex>()
const SOURCE_CACHE_MAX = 512

/**
 * The prepared form of `regex`, cached by object and by source and flags
 * (callers often build an equal regex per call). The caller's regex itself
 * is never run, so its `lastIndex` is never read or written.
 */
export const compile = (regex: RegExp): CompiledRegex => {
  let c = byObject.get(regex)
  if (c !== undefined) return c
  const key = `${regex.flags}/${regex.source}`
  c = bySource.get(key)
  if (c === undefined) {
    if (bySource.size >= SOURCE_CACHE_MAX) bySource.clear()
    c = build(regex)
    bySource.set(key, c)
  }
  byObject.set(regex, c)
  return c
}
