// Issue 22: every block a route emits validates against its block's schema (blocks/<name>/schema.json), on the
// embedded demo content of both sites and on the drift harness's answers. The routes' `+data.ts` run
// in-process (./route-blocks/in-process.ts); their descriptors go through the validator the renderer
// uses (blocks/validate-props.ts), so a route that breaks a block schema fails here with the route,
// the block and the JSON pointer.
//
// The drift part feeds each route the answers the drift harness would serve (tests/contract/drift/
// mutations.ts), read by the same tolerant client as in production. `npm test` runs, for every route and
// call, one mutation of each kind (the seed, DRIFT_SEED or the date, picks which one and on which site);
// DRIFT_FULL=1 runs every mutation on both sites (about 11,000 page runs, two minutes).
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { validateBlockProps } from '../../blocks/validate-props'
import { describeInvalidBlock, invalidBlocks } from '../../runtime/blocks/props-check'
import { driftSeed } from './drift/matrix'
import { dataMutationsOf, type DataMutation } from './drift/mutations'
import { driftRoutes } from './drift/routes'
import { startInProcessSite, type InProcessSite, type RouteRun } from './route-blocks/in-process'

let site: InProcessSite
beforeAll(async () => {
  site = await startInProcessSite()
}, 60_000)
afterAll(() => site?.close())

const routes = driftRoutes.filter((route) => route.normally !== 'not-found')

/** Every schema problem of the blocks a run emitted, one line each. */
function problemsOf(run: RouteRun, route: string): string[] {
  if (!run.outcome.ok) return []
  return invalidBlocks(run.outcome.value.blocks, route, validateBlockProps).map(describeInvalidBlock)
}

describe('every route emits blocks that validate against their schemas (issue 22)', () => {
  it('covers every page with a +data.ts except the block catalogue and workbench', async () => {
    const ran = new Set<string>()
    for (const host of site.hosts) {
      for (const route of routes) ran.add((await site.run(host, route.path(host.ids))).page)
    }
    expect(
      site.pageFolders
        .filter((folder) => !ran.has(folder) && folder !== 'blocks' && !folder.startsWith('blocks/'))
        .sort(),
    ).toEqual([])
  })

  for (const route of routes) {
    it(`${route.route} on the demo content of both sites`, async () => {
      for (const host of site.hosts) {
        const path = route.path(host.ids)
        const run = await site.run(host, path)
        if (!run.outcome.ok) throw run.outcome.error
        expect(run.outcome.value.blocks.length, `${path} on ${host.host}`).toBeGreaterThan(0)
        expect(problemsOf(run, `${path} on ${host.host}`)).toEqual([])
      }
    })
  }
})

const full = process.env.DRIFT_FULL === '1'
const seed = driftSeed()
const pick = (key: string, size: number): number =>
  createHash('sha256').update(`${seed}\0${key}`).digest().readUInt32BE(0) % size

/** One mutation of each kind (all of them with DRIFT_FULL=1). */
function sample(key: string, mutations: DataMutation[]): DataMutation[] {
  if (full) return mutations
  const byKind = new Map<string, DataMutation[]>()
  for (const mutation of mutations) byKind.set(mutation.kind, [...(byKind.get(mutation.kind) ?? []), mutation])
  return [...byKind].map(([kind, ofKind]) => ofKind[pick(`${key} ${kind}`, ofKind.length)]!)
}

describe('every route emits valid blocks on the drift harness answers (issue 22)', () => {
  for (const route of routes) {
    it(`${route.route}: each call drifted`, { timeout: full ? 600_000 : 60_000 }, async () => {
      // The routes log what they leave out of a drifted answer; that is the drift harness's business.
      vi.spyOn(console, 'error').mockImplementation(() => {})
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const problems: string[] = []
      let runs = 0
      for (const host of site.hosts) {
        const path = route.path(host.ids)
        const baseline = await site.run(host, path)
        for (const [call, answer] of baseline.calls) {
          const key = `${route.route} ${call}`
          // Without DRIFT_FULL each (route, call) drifts on one of the two sites, chosen by the seed.
          if (!full && site.hosts[pick(key, site.hosts.length)] !== host) continue
          for (const mutation of sample(key, dataMutationsOf(call, answer))) {
            runs++
            const run = await site.run(host, path, { call, mutation })
            for (const problem of problemsOf(run, path))
              problems.push(`${host.host} ${call} ${mutation.label}: ${problem}`)
          }
        }
      }
      vi.restoreAllMocks()
      // Pages without backend calls (go1688) have nothing to drift.
      if (route.main.length > 0) expect(runs).toBeGreaterThan(0)
      expect(problems).toEqual([])
    })
  }
})
