import type { Hono } from 'hono'
import type { Logger } from './logger'

/** Options of the embedded content API (content/index.ts). */
export interface ContentApiOptions {
  dbPath?: string
}

/**
 * Loads the embedded content API (`createContentApi()` from `content/`). Imported lazily so a server
 * pointed at API_BASE_URL never opens the demo database; if the module cannot be loaded the failure is
 * logged and `/api/internal/*` answers 503 instead of the server refusing to start.
 */
const CONTENT_MODULE = new URL('../../content/index.ts', import.meta.url).href

export async function loadContentApi(logger: Logger, options?: ContentApiOptions): Promise<Hono | null> {
  try {
    const module = (await import(CONTENT_MODULE)) as {
      createContentApi?: (options?: ContentApiOptions) => Hono | Promise<Hono>
    }
    if (typeof module.createContentApi !== 'function') throw new Error('content/index.ts does not export createContentApi')
    return await module.createContentApi(options)
  } catch (error) {
    logger.error(`[content] the embedded content API could not be loaded: ${error instanceof Error ? error.stack : String(error)}`)
    return null
  }
}
