import { ESLint } from 'eslint'
import prettier from 'prettier'
import { describe, expect, it } from 'vitest'

// While `vite build` runs, Vike transpiles each `+config`/`+route` file to a sibling
// `+route.ts.build-<hash>.mjs` and deletes it a moment later. The format check and lint run beside
// the build in `npm test`; a CI run failed when Prettier listed such a file and it was gone before it
// was read. The checks must not see them at all.
const transient = 'pages/ai/+route.ts.build-19ca2a8de0d0.mjs'

describe("the checks beside the build skip Vike's transient files", () => {
  it('Prettier ignores them', async () => {
    const info = await prettier.getFileInfo(transient, { ignorePath: '.prettierignore' })
    expect(info.ignored).toBe(true)
    const source = await prettier.getFileInfo('pages/ai/+route.ts', { ignorePath: '.prettierignore' })
    expect(source.ignored).toBe(false)
  })

  it('ESLint ignores them', async () => {
    const eslint = new ESLint()
    expect(await eslint.isPathIgnored(transient)).toBe(true)
    expect(await eslint.isPathIgnored('pages/ai/+route.ts')).toBe(false)
  })
})
