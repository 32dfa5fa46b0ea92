import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
// @ts-expect-error -- a plain ES module of the start script, without type declarations
import { staleReason } from '../../scripts/build-if-stale.mjs'

// Issue 25 paper cut: `npm start` rebuilt after an `npm install` that changed nothing, because npm
// rewrites package-lock.json (a newer time, the same text). The build is stale only when a source's
// content changed since the build was made.

let base: string
afterEach(() => rmSync(base, { recursive: true, force: true }))

function project(): string {
  base = mkdtempSync(join(tmpdir(), 'build-if-stale-'))
  mkdirSync(join(base, 'site'))
  writeFileSync(join(base, 'site/a.ts'), 'export const a = 1\n')
  writeFileSync(join(base, 'package-lock.json'), '{"lockfileVersion": 3}\n')
  mkdirSync(join(base, 'dist/server'), { recursive: true })
  const past = new Date(Date.now() - 60_000)
  for (const file of ['site/a.ts', 'package-lock.json']) utimesSync(join(base, file), past, past)
  for (const output of ['dist/server/server.mjs', 'dist/server/entry.mjs']) writeFileSync(join(base, output), '')
  return base
}

const later = (path: string) => utimesSync(path, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000))
const staleness = staleReason as (base: string) => string | null

describe('the build is stale', () => {
  it('when there is none', () => {
    project()
    rmSync(join(base, 'dist'), { recursive: true })
    expect(staleness(base)).toBe('no build yet')
  })

  it('not when a source is rewritten with the same content after the build (npm install)', () => {
    project()
    expect(staleness(base)).toBeNull()
    writeFileSync(join(base, 'package-lock.json'), '{"lockfileVersion": 3}\n')
    later(join(base, 'package-lock.json'))
    expect(staleness(base)).toBeNull()
  })

  it('when a source changed its content, named', () => {
    project()
    expect(staleness(base)).toBeNull()
    writeFileSync(join(base, 'site/a.ts'), 'export const a = 2\n')
    later(join(base, 'site/a.ts'))
    expect(staleness(base)).toBe('site/a.ts changed')
  })

  it("not for Vike's transient transpile of a +route file, which a build running beside writes and deletes", () => {
    project()
    expect(staleness(base)).toBeNull()
    const transient = join(base, 'site/+route.ts.build-19ca2a8de0d0.mjs')
    writeFileSync(transient, 'export default "/x"\n')
    later(transient)
    expect(staleness(base)).toBeNull()
  })
})
