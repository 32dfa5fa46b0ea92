/** Per-client rate limits: the interface, and a limit counted in one process's memory. */

export interface RateLimit {
  /** `null` when the client may go on; otherwise the seconds until it may try again. */
  retryAfter(client: string, now?: number): number | null
}

/**
 * A fixed budget of `limit` requests per client per `windowMs` (sliding log). Memory is bounded: at most
 * `maxClients` clients are remembered, the least recently seen forgotten first.
 */
export function memoryRateLimit(limit: number, windowMs: number, maxClients = 10_000): RateLimit {
  const seen = new Map<string, number[]>()
  return {
    retryAfter(client, now = Date.now()) {
      const recent = (seen.get(client) ?? []).filter((time) => now - time < windowMs)
      seen.delete(client)
      if (recent.length >= limit) {
        seen.set(client, recent)
        return Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000))
      }
      recent.push(now)
      seen.set(client, recent)
      if (seen.size > maxClients) seen.delete(seen.keys().next().value!)
      return null
    },
  }
}
