import { isRepairedIntoEmptiness, type Api } from './client'

/** The calls every page view makes for its shell (SPEC §7: sites, language pack, menus, footer). */
export const SHARED_CALLS = ['siteList', 'languagePack', 'topNavigation', 'topHeader', 'bottomNavigation'] as const
export type SharedCall = (typeof SHARED_CALLS)[number]
/** The shared calls made once per site, after the site list. */
const SITE_SHELL_CALLS = SHARED_CALLS.filter((call): call is Exclude<SharedCall, 'siteList'> => call !== 'siteList')

export type CachedApi = Api & {
  /** Forgets every cached answer (e.g. after content changed). */
  clearSharedCache(): void
}

interface Entry {
  promise: Promise<unknown>
  /** When the answer stops being fresh; Infinity while the call is in flight. */
  expiresAt: number
  /** When the answer arrived; Infinity while the call is in flight. */
  receivedAt: number
  /** Whether a fresh answer is being fetched while this one is served stale. */
  refreshing: boolean
}

/**
 * How long after it arrived an answer may still be served stale while a fresh one is fetched: through a
 * day of a CMS that is down or failing, the pages keep the menus, footer and strings they had.
 */
export const SHARED_STALE_LIMIT_MS = 24 * 60 * 60 * 1000

/**
 * Wraps `api` so the shared shell calls are answered from a short-lived server-side cache: one backend
 * request per call and arguments per `ttlMs`, and concurrent page views share the request in flight.
 * An answer past its `ttlMs` is served stale at once while one fresh request replaces it
 * (stale-while-revalidate): no page view waits for the shell after the first one, where it waited for two
 * more backend rounds (the site list, then the shell) once every `ttlMs`. A failed refresh, or one the
 * boundary repaired into emptiness, keeps the stale answer and tries again after another `ttlMs`, up to
 * SHARED_STALE_LIMIT_MS after it arrived. Without a cached answer, failures are not cached, nor answers
 * repaired into emptiness (a site list with no usable site, an empty navigation: `isRepairedIntoEmptiness`):
 * the next page view asks again, so a backend that recovers is seen at once (issue 21). `ttlMs` 0 caches
 * nothing beyond the request in flight. Every other call passes through unchanged.
 */
export function cachedSharedCalls(api: Api, ttlMs: number, now: () => number = Date.now): CachedApi {
  const entries = new Map<string, Entry>()

  /** Replaces `stale` with a fresh answer once one arrives; until then, and if none does, `stale` stays. */
  function refresh(key: string, stale: Entry, call: () => Promise<unknown>): void {
    stale.refreshing = true
    const keepStale = () => {
      if (entries.get(key) !== stale) return
      stale.refreshing = false
      stale.expiresAt = now() + ttlMs
    }
    call().then((answer) => {
      if (entries.get(key) !== stale) return // forgotten meanwhile (a revalidation): the next view asks anew
      if (isRepairedIntoEmptiness(answer)) return keepStale()
      const time = now()
      entries.set(key, {
        promise: Promise.resolve(answer),
        expiresAt: time + ttlMs,
        receivedAt: time,
        refreshing: false,
      })
    }, keepStale)
  }

  function cached<A extends unknown[], R>(call: SharedCall, fn: (...args: A) => Promise<R>) {
    return (...args: A): Promise<R> => {
      const key = `${call}:${JSON.stringify(args)}`
      const hit = entries.get(key)
      const time = now()
      if (hit && hit.expiresAt > time) return hit.promise as Promise<R>
      if (hit && ttlMs > 0 && time - hit.receivedAt < SHARED_STALE_LIMIT_MS) {
        if (!hit.refreshing) refresh(key, hit, () => fn(...args))
        return hit.promise as Promise<R>
      }
      const entry: Entry = {
        promise: fn(...args),
        expiresAt: Number.POSITIVE_INFINITY,
        receivedAt: Number.POSITIVE_INFINITY,
        refreshing: false,
      }
      entries.set(key, entry)
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key)
      }
      entry.promise.then((answer) => {
        if (isRepairedIntoEmptiness(answer)) return forget()
        entry.receivedAt = now()
        entry.expiresAt = entry.receivedAt + ttlMs
      }, forget)
      return entry.promise as Promise<R>
    }
  }

  return {
    ...api,
    siteList: cached('siteList', api.siteList),
    languagePack: cached('languagePack', api.languagePack),
    topNavigation: cached('topNavigation', api.topNavigation),
    topHeader: cached('topHeader', api.topHeader),
    bottomNavigation: cached('bottomNavigation', api.bottomNavigation),
    clearSharedCache: () => entries.clear(),
  }
}

/**
 * Asks the shell's calls of every site (the site list, then each site's language pack, menus and footer)
 * ahead of the first page view: a worker that has just started, or just forgot them in a revalidation, would
 * otherwise make its first page view wait for those two backend rounds before the page's own calls. Through
 * `cachedSharedCalls`, so a view that arrives meanwhile shares the requests in flight. Resolves to what failed,
 * if anything, for the caller to log; the first page view then asks again.
 */
export async function warmSharedCalls(api: Api): Promise<string | null> {
  try {
    const sites = await api.siteList()
    const shells = sites.flatMap((site) => SITE_SHELL_CALLS.map((call) => api[call](site.id)))
    const failed = (await Promise.allSettled(shells)).filter((outcome) => outcome.status === 'rejected')
    return failed.length === 0 ? null : `${failed.length} of ${shells.length} shell calls failed`
  } catch {
    return 'the site list failed'
  }
}
