import type { Logger } from '../../runtime/server/logger'
import { memoryRateLimit } from '../../runtime/server/rate-limit'
import { openRateLimitStore, type SharedRateLimit } from '../../runtime/server/rate-limit-store'

/**
 * The rate limit `POST /api/internal/form` applies: counted in RATE_LIMIT_DB_PATH, shared by the workers.
 * A file that cannot be opened (a read-only disk, a bad path) costs the limit its sharing, not the site
 * its enquiries: each worker then counts in its own memory, said in one log line. A count that fails
 * later (the disk full, the lock held past the busy timeout) is made in memory too, logged at most once
 * per window.
 */
export function sharedEnquiryRateLimit(
  path: string,
  rate: { limit: number; windowMs: number },
  logger: Logger,
): SharedRateLimit {
  const inMemory = memoryRateLimit(rate.limit, rate.windowMs)
  let store: SharedRateLimit
  try {
    store = openRateLimitStore(path, rate.limit, rate.windowMs)
  } catch (error) {
    logger.error(
      `[rate limit] cannot open RATE_LIMIT_DB_PATH ${path} (${describe(error)}): ENQUIRY_RATE_LIMIT is counted per worker`,
    )
    return { path: null, retryAfter: (client, now) => inMemory.retryAfter(client, now), close() {} }
  }
  let loggedAt = -Infinity
  return {
    path,
    retryAfter(client, now = Date.now()) {
      try {
        return store.retryAfter(client, now)
      } catch (error) {
        if (now - loggedAt >= rate.windowMs) {
          loggedAt = now
          logger.error(`[rate limit] cannot count in ${path} (${describe(error)}): counting in this worker's memory`)
        }
        return inMemory.retryAfter(client, now)
      }
    },
    close() {
      store.close()
    },
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
