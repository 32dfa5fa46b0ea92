import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startFakeBackend, type FakeBackend } from './fake-backend'
import { BUILT_SERVER, freePort, startSiteServer, type SiteServer } from './processes'

const projectRoot = resolve(import.meta.dirname, '../../..')
/** SITE_HOSTS of a server on `port`: links (canonical, hreflang, switcher) lead back to that server. */
/** METRICS_TOKEN of the `backend-site` server: its `/metrics` shows the outbox. */
const METRICS_TOKEN = 'e2e-metrics-token'
const siteHosts = (port: number) => `cn=localhost:${port},en=en.localhost:${port}`

declare module 'vitest' {
  export interface ProvidedContext {
    /** Port of the production server on the embedded content API. */
    sitePort: number
    /** Port of the production server whose API_BASE_URL is the fake backend. */
    backendSitePort: number
    /** Control port of the fake backend (`POST /mode/<mode>`). */
    backendControlPort: number
    /** METRICS_TOKEN of the `backend-site` server. */
    backendSiteMetricsToken: string
  }
}

/**
 * Starts, once for all browser tests, the production build (`dist/`) twice:
 * - `site`: embedded demo content, a temporary form database;
 * - `backend-site`: the same build with `API_BASE_URL` on a fake backend that the tests switch between
 *   answering (by proxying to `site`), answering errors, and being down.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(projectRoot, BUILT_SERVER))) {
    throw new Error(`${BUILT_SERVER} is missing: run \`npm run build\` before the browser tests (npm test does this).`)
  }
  const logDir = join(projectRoot, 'test-results')
  mkdirSync(logDir, { recursive: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'))

  const started: Array<SiteServer | FakeBackend> = []
  const teardown = async () => {
    for (const item of started.reverse()) await item.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    const sitePort = await freePort()
    const site = await startSiteServer({
      name: 'site',
      port: sitePort,
      projectRoot,
      logDir,
      // The browser tests send many enquiries from one address; the limit itself is tested in unit tests.
      env: {
        SITE_HOSTS: siteHosts(sitePort),
        FORM_DB_PATH: join(dataDir, 'forms.sqlite'),
        ENQUIRY_RATE_LIMIT: '1000/60',
      },
    })
    started.push(site)

    const backend = await startFakeBackend({
      port: await freePort(),
      controlPort: await freePort(),
      upstream: `http://127.0.0.1:${sitePort}`,
    })
    started.push(backend)

    const backendSitePort = await freePort()
    const backendSite = await startSiteServer({
      name: 'backend-site',
      port: backendSitePort,
      projectRoot,
      logDir,
      env: {
        SITE_HOSTS: siteHosts(backendSitePort),
        ENQUIRY_RATE_LIMIT: '1000/60',
        FORM_DB_PATH: join(dataDir, 'forms-unused.sqlite'),
        // Enquiries go to an outbox first (issue 14); retried quickly so the browser tests see them arrive.
        OUTBOX_DB_PATH: join(dataDir, 'outbox.sqlite'),
        OUTBOX_RETRY_BASE_MS: '200',
        OUTBOX_RETRY_MAX_MS: '1000',
        // Longer than API_TIMEOUT_MS below, as by default, and short enough for the test of a CMS slower still.
        OUTBOX_TIMEOUT_MS: '6000',
        METRICS_TOKEN: METRICS_TOKEN,
        API_BASE_URL: `http://127.0.0.1:${backend.port}/api/internal/`,
        // Every request reaches the backend as it is now: no cached render, no cached site list or menus,
        API_TIMEOUT_MS: '3000',
        API_CACHE_TTL_MS: '0',
        RENDER_CACHE_TTL_MS: '0',
        // no last good copy standing in for a failure (issue 14).
        STALE_IF_ERROR_S: '0',
      },
    })
    started.push(backendSite)

    project.provide('sitePort', sitePort)
    project.provide('backendSitePort', backendSitePort)
    project.provide('backendControlPort', backend.controlPort)
    project.provide('backendSiteMetricsToken', METRICS_TOKEN)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
