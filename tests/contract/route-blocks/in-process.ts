// Every SPEC §2 route's `+data.ts`, run in-process on the embedded content API (issue 22): the page
// context the server would build for the host, the API client the server uses (tolerant reading
// included) and a transport that answers through the content API's own Hono app — no HTTP, no build.
// A transport may spoil one call's answer with a drift mutation (tests/contract/drift/mutations.ts), so a
// route's blocks can be checked on the answers the drift harness serves.
import { existsSync, readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { PageContextServer } from 'vike/types'
import { createApi, type Api, type Transport } from '../../../site/api'
import type { CallRequest } from '../../../site/api/calls'
import { answerValidator } from '../../../site/api/validate'
import type { BlockPageData } from '../../../blocks/page-data'
import { createRequestPageContext, type RequestPageContext } from '../../../site/server/page-context-init'
import { readConfig } from '../../../site/server/config'
import type { Logger } from '../../../runtime/server/logger'
import { createContentApi } from '../../../content'
import { DEMO_SITE_SETTINGS } from '../../../content/site-settings'
import type { ApiCallName } from '../../../schemas/api.gen'
import { callNameOf } from '../drift/call-names'
import type { DataMutation } from '../drift/mutations'
import { driftHosts, findDemoIds, type DemoIds, type DriftHost } from '../drift/routes'

const pagesDir = resolve(import.meta.dirname, '../../../pages')

/** A drift of one call's `data` (undefined: every answer as the content API gives it). */
export interface Spoil {
  call: ApiCallName
  mutation: DataMutation
}

const quiet = { error: () => {} }

/** The embedded content API as a Transport; `spoil` rewrites the `data` of one call's answers. */
export function contentTransport(app: ReturnType<typeof createContentApi>, spoil?: () => Spoil | undefined): Transport {
  return async ({ method, path, body }) => {
    const response = await app.fetch(
      new Request(`http://content.invalid${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    )
    const drift = spoil?.()
    if (!drift || callNameOf(method, path) !== drift.call || !response.ok) return response
    const envelope = (await response.json()) as { data: unknown }
    const data = drift.mutation.apply(structuredClone(envelope.data))
    return Response.json(data === undefined ? envelope : { ...envelope, data })
  }
}

type DataFunction = (pageContext: PageContextServer) => Promise<unknown>
type RouteFunction = (pageContext: object) => boolean | false | { routeParams?: Record<string, string> }

/** A page of pages/ with a `+data.ts`, and how Vike routes it (its `+route.ts`, else its folder). */
interface DataPage {
  folder: string
  match(pathname: string, pageContext: object): Record<string, string> | undefined
  data: DataFunction
}

function dataFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return entry.name === '+data.ts' ? [dir] : []
    return dataFolders(join(dir, entry.name))
  })
}

/** A Vike route string (`/article-detail/@type/@id`) or a folder's route (`product/@id`, `index` → `/`). */
function routeStringMatcher(route: string): (pathname: string) => Record<string, string> | undefined {
  const names: string[] = []
  const pattern = route
    .split('/')
    .map((segment) => {
      if (!segment.startsWith('@')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  const regexp = new RegExp(`^${pattern}/?$`)
  return (pathname) => {
    const found = regexp.exec(pathname)
    return found ? Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])) : undefined
  }
}

async function loadDataPages(): Promise<DataPage[]> {
  const pages: DataPage[] = []
  for (const dir of dataFolders(pagesDir)) {
    const folder = relative(pagesDir, dir).split('\\').join('/')
    const { data } = (await import(join(dir, '+data.ts'))) as { data: DataFunction }
    const routeFile = join(dir, '+route.ts')
    let match: DataPage['match']
    if (existsSync(routeFile)) {
      const route = ((await import(routeFile)) as { default: string | RouteFunction }).default
      if (typeof route === 'string') {
        const matcher = routeStringMatcher(route)
        match = (pathname) => matcher(pathname)
      } else {
        match = (_pathname, pageContext) => {
          const result = route(pageContext)
          if (!result) return undefined
          return result === true ? {} : (result.routeParams ?? {})
        }
      }
    } else {
      const matcher = routeStringMatcher(folder === 'index' ? '/' : `/${folder}`)
      match = (pathname) => matcher(pathname)
    }
    pages.push({ folder, match, data })
  }
  return pages
}

export interface RouteRun {
  /** The page folder that answered (`product/@id`). */
  page: string
  /** What its `data()` returned, or the error it threw (a not-found abort, an unusable main answer). */
  outcome: { ok: true; value: BlockPageData } | { ok: false; error: unknown }
  /** The `data` of every call the page itself made, as served (drift included), in call order. */
  calls: Map<ApiCallName, unknown>
}

export interface InProcessSite {
  hosts: ReadonlyArray<DriftHost & { ids: DemoIds }>
  /** Runs the `data()` of the page routing `path` on `host`, with `spoil` applied to the answers. */
  run(host: DriftHost, path: string, spoil?: Spoil): Promise<RouteRun>
  /** Every `+data.ts` folder of pages/ (to prove each was run). */
  pageFolders: string[]
  close(): void
}

export async function startInProcessSite(): Promise<InProcessSite> {
  // The demo's activity states depend on the date; a fixed clock keeps every run's content the same.
  const app = createContentApi({ dbPath: ':memory:', now: () => new Date('2026-06-15T08:00:00Z') })
  const { siteHosts, siteOrigins } = readConfig({})
  const pages = await loadDataPages()
  let spoil: Spoil | undefined
  let recording: Map<ApiCallName, unknown> | undefined
  const base = contentTransport(app, () => spoil)
  const transport: Transport = async (request) => {
    const response = await base(request)
    const call = callNameOf(request.method, request.path)
    if (recording && call && !recording.has(call) && response.ok) {
      recording.set(call, ((await response.clone().json()) as { data: unknown }).data)
    }
    return response
  }
  const api: Api = createApi(transport, { validator: answerValidator, logger: quiet })
  const ask = async (request: CallRequest) =>
    ((await (await contentTransport(app)(request)).json()) as { data: unknown }).data
  const hosts = await Promise.all(
    driftHosts.map(async (host) => {
      const context = await requestContext(host.host, api, siteHosts, siteOrigins)
      return { ...host, ids: await findDemoIds(context.site.id, host.mark, ask) }
    }),
  )

  return {
    hosts,
    pageFolders: pages.map((page) => page.folder),
    async run(host, path, drift) {
      const url = new URL(path, `http://${host.host}`)
      const urlFields = {
        urlOriginal: path,
        urlPathname: url.pathname,
        urlParsed: {
          pathname: url.pathname,
          pathnameOriginal: url.pathname,
          search: Object.fromEntries(url.searchParams),
          searchOriginal: url.search || null,
          hostname: url.hostname,
        },
      }
      const matching = pages.flatMap((page) => {
        const routeParams = page.match(url.pathname, urlFields)
        return routeParams ? [{ page, routeParams }] : []
      })
      if (matching.length !== 1)
        throw new Error(
          `${path}: routed by ${matching.length} pages (${matching.map((m) => m.page.folder).join(', ')})`,
        )
      const [{ page, routeParams }] = matching as [(typeof matching)[number]]
      spoil = undefined
      const context = await requestContext(host.host, api, siteHosts, siteOrigins)
      const calls = new Map<ApiCallName, unknown>()
      spoil = drift
      recording = calls
      try {
        const pageContext = { ...context, ...urlFields, routeParams } as unknown as PageContextServer
        const value = (await page.data(pageContext)) as BlockPageData
        return { page: page.folder, outcome: { ok: true, value }, calls }
      } catch (error) {
        return { page: page.folder, outcome: { ok: false, error }, calls }
      } finally {
        spoil = undefined
        recording = undefined
      }
    },
    close: () => app.formStore.close(),
  }
}

function requestContext(
  host: string,
  api: Api,
  siteHosts: ReturnType<typeof readConfig>['siteHosts'],
  siteOrigins: ReturnType<typeof readConfig>['siteOrigins'],
): Promise<RequestPageContext> {
  return createRequestPageContext(host, {
    api,
    siteHosts,
    siteOrigins,
    siteSettings: DEMO_SITE_SETTINGS,
    logger: quietLogger,
  })
}

const quietLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} }
