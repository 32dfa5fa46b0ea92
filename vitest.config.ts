import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Unit and contract tests. Node by default; a component test opts into a DOM
// with a `// @vitest-environment jsdom` comment at the top of its file.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}'],
    environment: 'node',
    passWithNoTests: false,
    // One worker per core: vitest's default leaves one core to its main thread, which here has little to
    // do, and the run took twice as long on a 2-core machine (199 s against 101 s).
    maxWorkers: availableParallelism(),
    // A worker keeps the modules it imported from one test file to the next: importing them again for every
    // file was a third of the run (import 55 s against 30 s; run 143 s against 106 s, side by side). A test
    // that changes a module's state (a store, a mock) restores it in its own hooks.
    isolate: false,
  },
})
