import { Hono } from 'hono'
import { completeSiteSettings, resolveSiteSettings, type SiteSettings, type SiteSettingsOverrides } from '../settings'
import type { Logger } from '../../runtime/server/logger'

/**
 * Creates the embedded content API: the app `/api/internal/*` is mounted on when API_BASE_URL is unset.
 * The entry point passes it in (server/embedded-content.ts), so the engine imports no content; it is
 * called only when needed, so a server pointed at API_BASE_URL never loads the demo content or opens
 * the form database.
 */
export type ContentApiFactory = (load?: ModuleLoader) => Promise<Hono>

/**
 * Loads a module by its file path: the development server passes Vite's `ssrLoadModule`, which loads
 * the demo content afresh after an edit; without one the factory imports it as usual.
 */
export type ModuleLoader = (path: string) => Promise<Record<string, unknown>>

/**
 * The content API behind `/api/internal/*` and the pages' in-process calls, replaceable while the server
 * runs: the development server swaps in the demo content reloaded after an edit (issue 25). Requests
 * reach it with or without the `/api/internal` prefix; `beforeRequest` may replace it first.
 */
export function replaceableContentApi(
  initial: Hono,
  prefix: string,
  beforeRequest: () => Promise<void> = async () => {},
): { app: Hono; replace(next: Hono): void } {
  let current = initial
  const app = new Hono()
  app.all('*', async (c) => {
    await beforeRequest()
    const url = new URL(c.req.url)
    if (url.pathname.startsWith(`${prefix}/`)) url.pathname = url.pathname.slice(prefix.length)
    return current.fetch(new Request(url, c.req.raw))
  })
  return {
    app,
    replace(next) {
      const previous = current as Hono & { formStore?: { close(): void } }
      current = next
      previous.formStore?.close()
    },
  }
}

/**
 * Starts the embedded content API. If it cannot start (e.g. the demo content breaks its schemas) the
 * failure is logged and `/api/internal/*` and every page answer 503 instead of the process dying in a
 * restart loop.
 */
export async function loadContentApi(logger: Logger, create: ContentApiFactory): Promise<Hono | null> {
  try {
    return await create()
  } catch (error) {
    logger.error(
      `[content] the embedded content API could not be loaded: ${error instanceof Error ? error.stack : String(error)}`,
    )
    return null
  }
}

/** The site settings to use for what the environment leaves out (the embedded content's demo settings). */
export type DefaultSiteSettings = () => Promise<Omit<SiteSettings, 'timeZone'>>

/**
 * The site settings (site/settings.ts): the environment's, and for what it leaves out the
 * defaults the entry point passes in (loaded only then), so the demo needs no setup.
 */
export async function loadSiteSettings(
  overrides: SiteSettingsOverrides,
  defaults: DefaultSiteSettings | undefined,
): Promise<SiteSettings> {
  const complete = completeSiteSettings(overrides)
  if (complete) return complete
  if (!defaults)
    throw new Error(
      'DEFAULT_FORM_IDS, GO1688_LOGO and GO1688_PHONES must be set: this server has no demo settings to fall back on',
    )
  return resolveSiteSettings(overrides, await defaults())
}
