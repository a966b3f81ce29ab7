/**
 * The soak: sequences of plausible and hostile actions on random states
 * (with many selections and folds), and the model-based commands, until
 * `count` actions have run. Counts invariant violations, exceptions, and
 * states changed by an action the decoder or the size limit rejected; any
 * failure is reported with the fast-check seed and path that replay it.
 */
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { decodeAction } from '../src/actions/index.js'
import { reduce, reduceUnknown } from '../src/reducers/index.js'
import type { EditorState } from '../src/state/editor-state.js'
import * as K from '../src/testing/index.js'

export interface SoakReport {
  actions: number
  /** Of which the decoder refused. */
  rejected: number
  /** Of which were model commands. */
  modelActions: number
  seconds: number
  violations: number
  exceptions: number
  changedByRejected: number
  /** `seed, path: message` of each failing batch (replay with `fc.check(..., { seed, path })`). */
  failures: string[]
}

/** What a rejected action must leave exactly as it was (the parts are persistent: identity is equality). */
const fingerprint = (s: EditorState) => [s.buffer, s.selections, s.folds, s.config, s.history, s.nextId, s.buffer.getLength()]
const same = (a: unknown[], b: unknown[]) => a.every((x, i) => x === b[i])

/** Run about `count` actions from `seed`; `progress` is called after each batch. */
export const soak = (count: number, seed: number, progress?: (r: SoakReport) => void): SoakReport => {
  const r = emptyReport()
  const t0 = performance.now()
  const property = sequenceProperty(r)
  const model = modelProperty(r)
  for (let batch = 0; r.actions < count; batch++) {
    const batchSeed = (seed + batch) | 0
    for (const [name, p, runs] of [['sequences', property, 20], ['model', model, 10]] as const) {
      const details = fc.check(p as fc.IProperty<unknown>, { seed: batchSeed, numRuns: runs, endOnFailure: true })
      if (details.failed) {
        if (name === 'model') r.violations++
        r.failures.push(`${name}: seed ${details.seed}, path "${details.counterexamplePath}": ${String((details.errorInstance as Error | undefined)?.message ?? details.errorInstance).slice(0, 2000)}`)
      }
    }
    r.seconds = (performance.now() - t0) / 1000
    progress?.(r)
  }
  return r
}

/** A fresh report. */
export const emptyReport = (): SoakReport => ({ actions: 0, rejected: 0, modelActions: 0, seconds: 0, violations: 0, exceptions: 0, changedByRejected: 0, failures: [] })

// Whether a value holds a string with a `\r`, looking `depth` levels down (hostile values nest deeply).
const holdsCR = (v: unknown, depth: number): boolean => {
  if (typeof v === 'string') return v.includes('\r')
  if (depth === 0 || typeof v !== 'object' || v === null) return false
  for (const x of Object.values(v)) if (holdsCR(x, depth - 1)) return true
  return false
}

/** The sequences property (replay a failure with `fc.check(sequenceProperty(emptyReport()), { seed, path })`). */
export const sequenceProperty = (r: SoakReport) => {
  const sequence = fc.array(fc.oneof({ weight: 3, arbitrary: K.action as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: K.hostileAction }), { minLength: 40, maxLength: 120 })
  return fc.property(K.editorState({ maxSetup: 30 }), sequence, (s0, us) => {
    let s = s0
    let bad: string | undefined
    for (const u of us) {
      r.actions++
      const decoded = decodeAction(u)
      if (E.isLeft(decoded)) {
        r.rejected++
        const before = fingerprint(s)
        const again = reduceUnknown(s, u)
        if (E.isRight(again) || !same(before, fingerprint(s))) {
          r.changedByRejected++
          bad ??= `a rejected action changed the state: ${JSON.stringify(u)?.slice(0, 300)}`
        }
        continue
      }
      let next: EditorState
      try {
        next = reduce(s, decoded.right)
      } catch (e) {
        r.exceptions++
        bad ??= `${JSON.stringify(u)?.slice(0, 300)} threw ${(e as Error)?.stack ?? String(e)}`
        continue
      }
      const violations = K.invariantViolations(next)
      if (violations.length > 0) {
        r.violations++
        bad ??= `after ${JSON.stringify(u)?.slice(0, 300)}: ${violations.join('; ')}`
      }
      s = next
    }
    // Atom's undo does not restore a text where a step put a lone `\r` right before a `\n` (the two make one
    // `\r\n` ending): the history agrees with the text only for sequences that never hold a lone `\r`.
    const loneCR = /\r(?!\n)/.test(s0.buffer.getText()) || us.some(u => holdsCR(u, 6))
    if (bad === undefined && !loneCR) {
      try {
        K.assertHistoryConsistent(s)
      } catch (e) {
        r.violations++
        bad = `the history does not agree with the text: ${(e as Error).message}`
      }
    }
    if (bad !== undefined) throw new Error(bad)
  })
}

/** The model-based property, counting the commands it runs. */
export const modelProperty = (r: SoakReport) =>
  fc.property(K.modelText, K.modelCommands(200), (text, cmds) => {
    const setup = K.modelSetup(text)
    let real: K.Real | undefined
    try {
      fc.modelRun(() => {
        const m = setup()
        real = m.real
        return m
      }, cmds)
    } finally {
      r.actions += real?.actions ?? 0
      r.modelActions += real?.actions ?? 0
    }
  })
