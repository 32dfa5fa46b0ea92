import type { Hono } from 'hono'
import type { Logger } from './logger'

/**
 * Creates the embedded content API: the app `/api/internal/*` is mounted on when API_BASE_URL is unset.
 * The entry point passes it in (server/embedded-content.ts), so the engine imports no content; it is
 * called only when needed, so a server pointed at API_BASE_URL never loads the demo content or opens
 * the form database.
 */
export type ContentApiFactory = () => Promise<Hono>

/**
 * Starts the embedded content API. If it cannot start (e.g. the demo content breaks its schemas) the
 * failure is logged and `/api/internal/*` and every page answer 503 instead of the process dying in a
 * restart loop.
 */
export async function loadContentApi(logger: Logger, create: ContentApiFactory): Promise<Hono | null> {
  try {
    return await create()
  } catch (error) {
    logger.error(`[content] the embedded content API could not be loaded: ${error instanceof Error ? error.stack : String(error)}`)
    return null
  }
}
