import { defineConfig } from 'vitest/config'

// Browser tests in real Chromium against the production build (`dist/`, built first).
// The global setup starts the servers once; test files run one at a time so the two-core CI machine is
// not shared between several Chromium instances (two files at once took as long here, 921 s against
// 937 s, and timed tests out). The one worker keeps its modules and its Chromium from file to file
// (`isolate: false`, and the browser fixture is the worker's) instead of loading and launching them again.
// Within a file, the tests of a `describe.concurrent` share the Chromium and run up to three at once, each
// in its own browser context: a test mostly waits for the servers and the browser, so three pages keep two
// cores busy. Files whose tests change shared state (the fake backend's mode, the outbox) keep plain
// `describe`; a concurrent test takes `expect` from its context for `expect.poll` (vitest cannot tell whose
// it is). `expect.poll` waits up to 10 s, not vitest's 1 s: with two cores busy, a hover or a class change
// that takes 50 ms on an idle machine has been seen to take over a second.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    isolate: false,
    maxConcurrency: 3,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    expect: { poll: { timeout: 10_000 } },
  },
})
