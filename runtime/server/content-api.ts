import { resolve } from 'node:path'
import type { Hono } from 'hono'
import { completeSiteSettings, resolveSiteSettings, type SiteSettings, type SiteSettingsOverrides } from '../site/settings'
import type { Logger } from './logger'

/**
 * Loads the embedded content API (`createContentApi()` from `content/`). Imported lazily so a server
 * pointed at API_BASE_URL never loads the demo content or opens the form database. If it cannot start
 * (e.g. the demo content breaks its schemas) the failure is logged and `/api/internal/*` and every page
 * answer 503 instead of the process dying in a restart loop. A relative form database path
 * (FORM_DB_PATH, default `data/forms.sqlite`) is taken from `projectRoot`, wherever the process started.
 */
export async function loadContentApi(logger: Logger, projectRoot: string): Promise<Hono | null> {
  try {
    const { createContentApi, resolveFormDbPath } = await import('../../content/index')
    return createContentApi({ dbPath: resolve(projectRoot, resolveFormDbPath()) })
  } catch (error) {
    logger.error(`[content] the embedded content API could not be loaded: ${error instanceof Error ? error.stack : String(error)}`)
    return null
  }
}

/**
 * The site settings (runtime/site/settings.ts): the environment's, and for what it leaves out the embedded
 * content's demo settings (`content/site-settings.ts`, loaded only then), so the demo needs no setup.
 */
export async function loadSiteSettings(overrides: SiteSettingsOverrides): Promise<SiteSettings> {
  const complete = completeSiteSettings(overrides)
  if (complete) return complete
  const { DEMO_SITE_SETTINGS } = await import('../../content/site-settings')
  return resolveSiteSettings(overrides, DEMO_SITE_SETTINGS)
}
