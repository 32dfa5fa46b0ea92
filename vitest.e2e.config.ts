import { defineConfig } from 'vitest/config'

// Browser tests in real Chromium against the production build (`dist/`, built first).
// The global setup starts the servers once; test files run one at a time so the
// two-core CI machine is not shared between several Chromium instances.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
})
