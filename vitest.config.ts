import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'property-tests/**/*.prop.test.ts'],
    testTimeout: 60_000,
    globalSetup: ['test/helpers/assets-setup.ts'],
    // FC_SEED, FC_PATH and FC_NUM_RUNS apply to every property.
    setupFiles: ['property-tests/fc-setup.ts'],
  },
})
