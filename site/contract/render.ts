import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { createApi, type Transport } from '../api'
import { answerValidator } from '../api/validate'
import { parseSiteHostEntries } from '../hosts'
import { createApp } from '../server/app'
import { readConfig } from '../server/config'
import { renderWithVike } from '../server/render-page'
import type { SiteSettings } from '../settings'
import type { Logger } from '../../runtime/server/logger'
import { loadProductionBuild } from '../../runtime/server/renderer'
import { callNameOf } from './call-names'
import type { CrawledSite } from './crawl'
import type { ContractClient } from './exchange'
import type { Finding } from './findings'
import { contractRoutes } from './routes'

export interface RenderOptions {
  /** The CMS's root (API_BASE_URL of the site the pages are rendered for). */
  api: string
  /** The folder holding `dist/` (the production build the pages are rendered with). */
  projectRoot: string
  siteSettings: SiteSettings
  timeoutMs: number
  /** The site's environment (SITE_HOSTS, PUBLIC_PROTOCOL …): pages are rendered as that site renders them. */
  env: Record<string, string | undefined>
}

/** The file that registers the production build with Vike (runtime/server/renderer.ts `loadProductionBuild`). */
export const productionEntry = (projectRoot: string) => join(projectRoot, 'dist/server/entry.mjs')

/**
 * Renders every SPEC §2 page of each crawled site (server render with the production build, no browser)
 * on the answers the crawl collected: the pages' requests go through `client`, so a request the crawl
 * already sent is answered from what came back then, and any other is sent and checked now. A page that
 * does not answer as it should (200; 404 for the fallback route) is an `error` finding with call `page`,
 * its path as pointer and the first error the render logged as problem.
 */
export async function renderPages(
  client: ContractClient,
  sites: CrawledSite[],
  options: RenderOptions,
): Promise<Finding[]> {
  await loadProductionBuild(productionEntry(options.projectRoot))
  const token = randomBytes(12).toString('hex')
  const hosts = hostsFor(
    sites.map(({ site }) => site.mark),
    options.env.SITE_HOSTS,
  )
  const config = readConfig({
    ...options.env,
    NODE_ENV: 'production',
    SITE_HOSTS: hosts,
    API_BASE_URL: options.api,
    API_TIMEOUT_MS: String(options.timeoutMs),
    PREVIEW_TOKEN: token,
    PREVIEW_SECRET: '',
    RENDER_CACHE_TTL_MS: '0',
    API_CACHE_TTL_MS: '0',
    STALE_IF_ERROR_S: '0',
  })
  const findings: Finding[] = []
  for (const { site, ids } of sites) {
    const messages: string[] = []
    const logger: Logger = { info: () => {}, warn: (line) => messages.push(line), error: (line) => messages.push(line) }
    const transport = contractTransport(client, site.mark)
    const api = createApi(transport, { timeoutMs: options.timeoutMs, validator: answerValidator, logger })
    const { app } = createApp({
      config,
      api,
      contentApi: null,
      siteSettings: options.siteSettings,
      render: renderWithVike,
      logger,
      projectRoot: options.projectRoot,
    })
    const origin = config.siteOrigins[site.mark]!
    for (const route of contractRoutes) {
      for (const path of route.paths(ids, token)) {
        messages.length = 0
        const url = `${origin}${path}`
        const response = await app.request(url, { headers: { accept: 'text/html' } })
        await response.arrayBuffer()
        const expected = route.status ?? 200
        if (response.status === expected) continue
        const cause = messages.find((line) => !line.startsWith('GET ')) ?? messages[0]
        findings.push({
          level: 'error',
          call: 'page',
          site: site.mark,
          pointer: path.replace(`token=${token}`, 'token=PREVIEW_TOKEN'),
          problem: `answers ${response.status}, not ${expected}${cause ? `: ${cause}` : ''}`,
          outcome: response.status === 404 ? 'the not-found page' : 'the error page',
          request: { method: 'GET', url: url.replace(`token=${token}`, 'token=PREVIEW_TOKEN') },
        })
      }
    }
  }
  return findings
}

/** SITE_HOSTS with every crawled site in it: a mark the environment does not name gets `<mark>.localhost`. */
function hostsFor(marks: string[], siteHosts: string | undefined): string {
  const entries = parseSiteHostEntries(siteHosts)
  const named = new Set(entries.map((entry) => entry.mark))
  const given = entries.map((entry) => `${entry.mark}=${entry.hostname}${entry.port ? `:${entry.port}` : ''}`)
  return [...given, ...marks.filter((mark) => !named.has(mark)).map((mark) => `${mark}=${mark}.localhost`)].join(',')
}

/**
 * The pages' transport: each request through the contract client (answered once, checked once), handed
 * back as the CMS sent it; a request that got no answer fails as it did (or waits for the page's timeout).
 */
function contractTransport(client: ContractClient, mark: string): Transport {
  return async ({ method, path, body, signal }) => {
    const call = callNameOf(method, path)
    if (!call) throw new Error(`the page asked for ${method} ${path}, which is no call of the contract`)
    const { raw } = await client.ask(call, mark, { method, path, ...(body === undefined ? {} : { body }) })
    if (raw.kind === 'answer') return new Response(raw.text, { status: raw.status })
    if (raw.kind === 'unreachable') throw new Error(raw.reason)
    return new Promise<Response>((_, reject) => {
      if (signal?.aborted) reject(signal.reason)
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
    })
  }
}
