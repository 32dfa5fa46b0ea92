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
    // A worker keeps the modules it loaded for its next file instead of loading them again: 117–128 s
    // against 152–160 s here, a quarter of it the import and transform of the same modules in every file.
    // It holds because no test leaves state behind it (the suite passes with its files shuffled).
    isolate: false,
    // Several tests start servers or a child process; on a loaded CI machine they have taken four times
    // as long as here. A test that passes costs no more for a longer limit; one that hangs still fails.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
