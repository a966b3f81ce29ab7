import { defineConfig } from 'vitest/config'

/** Browser tests (`npm run test:e2e`): the built playground and a Vite-bundled page, in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['test-e2e/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
