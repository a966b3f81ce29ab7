import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'property-tests/**/*.prop.test.ts'],
    // A guard against hangs, not a speed target (those live in `npm run bench`): generous for a loaded machine.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    globalSetup: ['test/helpers/assets-setup.ts'],
    // FC_SEED, FC_PATH and FC_NUM_RUNS apply to every property.
    setupFiles: ['property-tests/fc-setup.ts'],
  },
})
