import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { stopOnInterrupt } from './cleanup'
import { freePort, startSiteServer, type SiteServer } from '../../tests/e2e/support/processes'

export const projectRoot = resolve(import.meta.dirname, '../..')
export const logDir = join(projectRoot, 'test-results')

/** The production server (`node dist/server/server.mjs`, one process: one worker of `npm start`). */
export async function startProductionServer(name: string, env: Record<string, string> = {}): Promise<SiteServer> {
  mkdirSync(logDir, { recursive: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'))
  const port = await freePort()
  const server = await startSiteServer({
    name: `bench-${name}`,
    port,
    projectRoot,
    logDir,
    env: {
      SITE_HOSTS: `cn=localhost:${port},en=en.localhost:${port}`,
      FORM_DB_PATH: join(dataDir, 'forms.sqlite'),
      // With API_BASE_URL, the last good copies of this server only (issue 21), gone with it.
      STALE_DB_PATH: join(dataDir, 'stale-pages.sqlite'),
      ...env,
    },
  })
  const stop = async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  const unregister = stopOnInterrupt(stop)
  return {
    ...server,
    stop: async () => {
      unregister()
      await stop()
    },
  }
}
