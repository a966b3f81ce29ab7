/**
 * `npm run soak [-- --count N] [-- --seed S]`: the soak (see soak.ts), by
 * default 1,000,000 actions, printing actions/s, invariant violations,
 * exceptions, states changed by rejected actions and the seed of any failure.
 * Exits 1 unless all three are 0.
 */
import { soak } from './soak.js'

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`)
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback
  if (!Number.isSafeInteger(v)) throw new Error(`--${name} takes an integer`)
  return v
}

const count = arg('count', 1_000_000)
const seed = arg('seed', Date.now() | 0)
console.log(`soak: ${count.toLocaleString('en')} actions from seed ${seed}`)
let shown = 0
const r = soak(count, seed, p => {
  if (p.actions - shown >= 100_000 || p.actions >= count) {
    shown = p.actions
    console.log(`  ${p.actions.toLocaleString('en')} actions, ${Math.round(p.actions / p.seconds).toLocaleString('en')}/s, violations ${p.violations}, exceptions ${p.exceptions}, changed by rejected ${p.changedByRejected}`)
  }
})
console.log(
  [
    `actions: ${r.actions.toLocaleString('en')} (${r.rejected.toLocaleString('en')} rejected by the decoder, ${r.modelActions.toLocaleString('en')} model commands)`,
    `time: ${r.seconds.toFixed(1)} s, ${Math.round(r.actions / r.seconds).toLocaleString('en')} actions/s`,
    `invariant violations: ${r.violations}`,
    `exceptions: ${r.exceptions}`,
    `states changed by a rejected action: ${r.changedByRejected}`,
    `seed: ${seed}`,
    ...r.failures.map(f => `FAILED ${f}`),
  ].join('\n'),
)
process.exitCode = r.violations + r.exceptions + r.changedByRejected + r.failures.length === 0 ? 0 : 1
