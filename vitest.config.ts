import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const testFolders = ['tests/unit', 'tests/contract']
const testFiles = testFolders.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`),
)
/**
 * Files that stand in for modules (`vi.mock`) or globals (`vi.stubGlobal`): each runs in a fresh module
 * graph, or the stand-ins would be what the next file of the worker imports (a mocked `site/actions` once
 * took the gate away from another file's media block).
 */
const standingIn = testFiles.filter((file) => /\bvi\.(mock|doMock|stubGlobal)\(/.test(readFileSync(file, 'utf8')))

// Unit and contract tests. Node by default; a component test opts into a DOM
// with a `// @vitest-environment jsdom` comment at the top of its file.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    passWithNoTests: false,
    // One worker per core: vitest's default leaves one core to its main thread, which here has little to
    // do, and the run took twice as long on a 2-core machine (199 s against 101 s).
    maxWorkers: availableParallelism(),
    // Several tests start servers or a child process; on a loaded CI machine they have taken four times
    // as long as here. A test that passes costs no more for a longer limit; one that hangs still fails.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared modules',
          include: testFiles,
          exclude: standingIn,
          // A worker keeps the modules it loaded for its next file instead of loading them again: 117–128 s
          // against 152–160 s here, a quarter of it the import and transform of the same modules in every
          // file. No file of this project leaves state behind (the suite passes with its files shuffled).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: standingIn, isolate: true } },
    ],
  },
})
