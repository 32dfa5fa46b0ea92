import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { NO_STORE } from '../../runtime/server/cache-policy'
import type { Logger } from '../../runtime/server/logger'
import { isPreviewPath } from '../../runtime/server/request-url'
import type { Api } from '../api'
import { readDraft, type DraftProblem } from '../preview/draft-api'
import { previewPathWithId, previewRouteOf } from '../preview/preview-routes'
import type { SiteOrigins } from '../urls'
import type { RenderPageFor } from './render-page-for'
import { DEFAULT_PREVIEW_TTL_MS, parsePreviewTtl, signedPreviewPath } from './preview-link'
import { previewAccessOf } from './preview-access'
import { bearerMatches } from './operations'
import type { ServerPageSettings } from '../page-context'
import { publicUrl } from './pages'

/** A draft is one item's JSON (an article with its rich text): far above any, far below harm. */
export const MAX_DRAFT_BYTES = 1024 * 1024

export interface PreviewApiOptions {
  /** Who may see a preview (the same settings the pages' preview guard reads). */
  previewSettings: Pick<ServerPageSettings, 'previewsOpen' | 'previewToken' | 'previewSecret'>
  siteOrigins: SiteOrigins
  trustProxy: boolean
  /** The backend client the pages read (the draft stands in for one of its calls). */
  api: Api
  renderPage: RenderPageFor
  logger: Logger
}

/** What `POST /api/preview/render` answers: the page rendered from the draft, and what the site did with it. */
export interface DraftRenderAnswer {
  /** The whole preview page as rendered from the draft (the live view takes its main content). */
  html?: string
  problems: DraftProblem[]
  message?: string
}

/**
 * The editors' calls (issue 23, docs/editors.md "Previews"):
 *   POST /api/preview/link    `{ path, ttl? }` with `Authorization: Bearer <PREVIEW_SECRET>` → a signed link
 *                             per site origin (for a CMS's "share" button; 404 without PREVIEW_SECRET)
 *   POST /api/preview/render  `{ path, draft }` from a preview page → that page rendered from the draft
 *                             (live preview); authorised like the page itself: `path` carries its signed
 *                             link or token (or the request its preview cookie)
 * Every answer is JSON and `no-store`.
 */
export function mountPreviewApi(app: Hono, options: PreviewApiOptions): void {
  app.use(
    '/api/preview/*',
    bodyLimit({
      maxSize: MAX_DRAFT_BYTES,
      onError: (c) => c.json({ message: `The body is larger than ${MAX_DRAFT_BYTES} bytes` }, 413, noStore),
    }),
  )

  app.post('/api/preview/link', async (c) => {
    const secret = options.previewSettings.previewSecret
    if (!secret) return c.json({ message: 'Signed preview links need PREVIEW_SECRET' }, 404, noStore)
    if (!bearerMatches(c.req.header('authorization'), secret))
      return c.json({ message: 'Authorization: Bearer <PREVIEW_SECRET> is required' }, 401, {
        ...noStore,
        'www-authenticate': 'Bearer',
      })
    const body = await jsonObject(c)
    if (!body.ok) return body.answer
    const { path, ttl } = body.value
    const route = typeof path === 'string' ? previewRouteOf(path) : null
    if (typeof path !== 'string' || !route)
      return c.json({ message: '"path" must be a preview path, e.g. /services/1961/preview' }, 400, noStore)
    const ttlMs =
      ttl === undefined ? DEFAULT_PREVIEW_TTL_MS : typeof ttl === 'string' ? parsePreviewTtl(ttl) : undefined
    if (ttlMs === undefined)
      return c.json(
        { message: '"ttl" must be days, hours, minutes or seconds (7d, 12h), at most 90 days' },
        400,
        noStore,
      )
    const now = Date.now()
    // The id's canonical spelling: the page redirects any other there, and a link names one path.
    const link = signedPreviewPath(secret, previewPathWithId(path, route.id), ttlMs, now)
    const links = Object.entries(options.siteOrigins).map(([mark, origin]) => ({ site: mark, url: `${origin}${link}` }))
    return c.json({ expiresAt: new Date(now + ttlMs).toISOString(), links }, 200, noStore)
  })

  app.post('/api/preview/render', async (c) => {
    const body = await jsonObject(c)
    if (!body.ok) return body.answer
    const { path, draft } = body.value
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//'))
      return c.json(problem('"path" must be the preview page\'s path and query'), 400, noStore)
    const url = new URL(path, publicUrl(c.req.raw, options.trustProxy))
    const pathname = decodedPath(url.pathname)
    const route = isPreviewPath(url.pathname) ? previewRouteOf(pathname) : null
    if (!route) return c.json(problem(`"${url.pathname}" is not a preview`), 400, noStore)
    if (draft === undefined) return c.json(problem('"draft" is missing'), 400, noStore)
    const search = Object.fromEntries(url.searchParams)
    if (!previewAccessOf(options.previewSettings, pathname, search, c.req.header('cookie')))
      return c.json(problem('This link does not open the preview'), 404, noStore)
    const reading = readDraft(options.api, route, draft)
    if (!reading.ok)
      return c.json(
        { problems: reading.problems, message: 'The draft cannot be shown' } satisfies DraftRenderAnswer,
        422,
        noStore,
      )
    const page = await options.renderPage(url, c.req.raw.headers, { api: reading.api })
    if (page.pageStatus !== 200) {
      options.logger.error(`[preview] draft of ${url.pathname} rendered as ${page.pageStatus}`)
      return c.json(
        {
          problems: reading.problems,
          message: `The page could not be rendered (${page.pageStatus})`,
        } satisfies DraftRenderAnswer,
        502,
        noStore,
      )
    }
    return c.json({ html: page.body, problems: reading.problems } satisfies DraftRenderAnswer, 200, noStore)
  })
}

const noStore = { 'cache-control': NO_STORE }
const problem = (message: string): DraftRenderAnswer => ({ problems: [], message })

function decodedPath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

type JsonObject = { ok: true; value: Record<string, unknown> } | { ok: false; answer: Response }

async function jsonObject(c: Context): Promise<JsonObject> {
  let value: unknown
  try {
    value = JSON.parse(await c.req.text())
  } catch (error) {
    return { ok: false, answer: c.json(problem(`The body is not JSON: ${(error as Error).message}`), 400, noStore) }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, answer: c.json(problem('The body must be a JSON object'), 400, noStore) }
  return { ok: true, value: value as Record<string, unknown> }
}
