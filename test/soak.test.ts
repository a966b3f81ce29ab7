/**
 * A 10,000-action slice of the soak (`npm run soak` runs a million): plausible
 * and hostile actions on random states, and the model-based commands, with no
 * invariant violation, no exception, and no state changed by a rejected action.
 */
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { emptyReport, sequenceProperty, soak } from '../soak/soak.js'
import { seed } from '../property-tests/fc-config.js'

it('runs 10,000 actions with no violation, no exception and no state changed by a rejected action', () => {
  // A fixed default, so that npm test is reproducible; FC_SEED picks another slice.
  const s = seed ?? 20261125
  const r = soak(10_000, s)
  expect({ violations: r.violations, exceptions: r.exceptions, changedByRejected: r.changedByRejected, failures: r.failures, seed: s }).toEqual({
    violations: 0,
    exceptions: 0,
    changedByRejected: 0,
    failures: [],
    seed: s,
  })
  expect(r.actions).toBeGreaterThanOrEqual(10_000)
  expect(r.rejected).toBeGreaterThan(0)
  expect(r.modelActions).toBeGreaterThan(0)
})

it('replays the soak failure of seed 20261716 (a targeted backspace that deleted nothing returned an unfrozen state)', () => {
  const details = fc.check(sequenceProperty(emptyReport()), { seed: 20261716, path: '4', numRuns: 1, endOnFailure: true })
  expect(details.failed ? String((details.errorInstance as Error).message) : 'passed').toBe('passed')
})

it('replays the soak failures of seeds 20261840 and 20261860 (an editor-level edit with undo: "skip" over unmerged selections mapped through older history)', () => {
  for (const [seed, path] of [[20261840, '18'], [20261860, '17'], [20261762, '4']] as const) {
    const details = fc.check(sequenceProperty(emptyReport()), { seed, path, numRuns: 1, endOnFailure: true })
    expect(details.failed ? String((details.errorInstance as Error).message) : 'passed').toBe('passed')
  }
})

it('replays the soak failure of seed 20261192 (insertNewlineBelow with auto-indent after a trailing lone CR indented a row past the end)', () => {
  const details = fc.check(sequenceProperty(emptyReport()), { seed: 20261192, path: '0', numRuns: 1, endOnFailure: true })
  expect(details.failed ? String((details.errorInstance as Error).message) : 'passed').toBe('passed')
})
