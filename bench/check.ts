/**
 * The check every system reports for every workload: a hash of the final
 * text and of all selections, in one normalised form, so that agreeing
 * checks show the systems did the same work.
 *
 * The hash is FNV-1a run twice with different offsets (64 bits as two 32-bit
 * lanes) over the UTF-16 code units of the text, then over the selections
 * sorted as `[startRow, startCol, endRow, endCol]` tuples.
 */

/** One selection in the normalised form: `[startRow, startCol, endRow, endCol]`, start ≤ end. */
export type SelTuple = readonly [number, number, number, number]

/** What a system hands over to be checked: its text (whole, or as lines) and its selections. */
export interface CheckInput {
  /** The whole text, or its lines (joined with `\n` by the hash, without building the string). */
  readonly text: string | readonly string[] | Iterable<string>
  readonly selections: readonly SelTuple[]
}

const PRIME = 0x01000193

/** A running 64-bit (two-lane) FNV-1a hash. */
export class Hasher {
  private a = 0x811c9dc5
  private b = 0x050c5d1f

  /** Mixes in the code units of `s`. */
  string(s: string): this {
    let a = this.a
    let b = this.b
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i)
      a = Math.imul(a ^ c, PRIME)
      b = Math.imul(b ^ c, PRIME) ^ (b >>> 13)
    }
    this.a = a
    this.b = b
    return this
  }

  /** Mixes in one 32-bit integer. */
  int(n: number): this {
    for (let k = 0; k < 4; k++) {
      const byte = (n >>> (8 * k)) & 0xff
      this.a = Math.imul(this.a ^ byte, PRIME)
      this.b = Math.imul(this.b ^ byte, PRIME) ^ (this.b >>> 13)
    }
    return this
  }

  /** The hash as 16 hex digits. */
  hex(): string {
    return (this.a >>> 0).toString(16).padStart(8, '0') + (this.b >>> 0).toString(16).padStart(8, '0')
  }
}

/** Lexicographic order of selection tuples. */
export const compareTuples = (x: SelTuple, y: SelTuple): number =>
  x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || x[3] - y[3]

/** Puts start before end and sorts: every system's selections in the same form. */
export const normaliseSelections = (sels: Iterable<SelTuple>): SelTuple[] => {
  const out: SelTuple[] = []
  for (const s of sels) {
    const [a, b, c, d] = s
    out.push(a < c || (a === c && b <= d) ? s : [c, d, a, b])
  }
  return out.sort(compareTuples)
}

/** The check of a text and its selections. */
export const checkOf = (input: CheckInput): string => {
  const h = new Hasher()
  if (typeof input.text === 'string') h.string(input.text)
  else {
    let first = true
    for (const line of input.text) {
      if (!first) h.string('\n')
      h.string(line)
      first = false
    }
  }
  const sels = normaliseSelections(input.selections)
  h.int(0x5e1ec7).int(sels.length)
  for (const [a, b, c, d] of sels) h.int(a).int(b).int(c).int(d)
  return h.hex()
}

/** Combines several checks into one (for workloads that also verify an intermediate state). */
export const combineChecks = (...checks: string[]): string => {
  const h = new Hasher()
  for (const c of checks) h.string(c).int(0)
  return h.hex()
}
