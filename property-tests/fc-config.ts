/**
 * One fast-check configuration for every property, from the environment:
 * `FC_SEED` (replay a run), `FC_PATH` (with the seed: replay one failure
 * directly), `FC_NUM_RUNS` (runs of every property, over the per-property
 * counts). A failure's message gives the seed and path to put there:
 *
 *   FC_SEED=-599382918 FC_PATH="12:3" npx vitest run property-tests/display.prop.test.ts -t "idempotent"
 */
import fc from 'fast-check'

const env = (name: string): string | undefined => {
  const v = process.env[name]
  return v === undefined || v === '' ? undefined : v
}

const integer = (name: string): number | undefined => {
  const v = env(name)
  if (v === undefined) return undefined
  const n = Number(v)
  if (!Number.isSafeInteger(n)) throw new Error(`${name} must be an integer, got ${JSON.stringify(v)}`)
  return n
}

/** `FC_SEED`, if set. */
export const seed = integer('FC_SEED')
/** `FC_NUM_RUNS`, if set. */
export const numRuns = integer('FC_NUM_RUNS')
/** `FC_PATH`, if set. */
export const path = env('FC_PATH')

/** A property's parameters: `numRuns` unless `FC_NUM_RUNS` says otherwise. */
export const runs = (n: number): { numRuns: number } => ({ numRuns: numRuns ?? n })

/** Apply the environment to every property (the vitest setup file calls this once per test file). */
export const configure = (): void => {
  fc.configureGlobal({
    ...(seed !== undefined ? { seed } : {}),
    ...(path !== undefined ? { path } : {}),
    ...(numRuns !== undefined ? { numRuns } : {}),
  })
}
