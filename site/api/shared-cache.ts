import { isRepairedIntoEmptiness, type Api } from './client'

/** The calls every page view makes for its shell (SPEC §7: sites, language pack, menus, footer). */
export const SHARED_CALLS = ['siteList', 'languagePack', 'topNavigation', 'topHeader', 'bottomNavigation'] as const
export type SharedCall = (typeof SHARED_CALLS)[number]

export type CachedApi = Api & {
  /** Forgets every cached answer (e.g. after content changed). */
  clearSharedCache(): void
}

interface Entry {
  promise: Promise<unknown>
  /** When the answer stops being fresh; Infinity while the call is in flight. */
  expiresAt: number
}

/**
 * Wraps `api` so the shared shell calls are answered from a short-lived server-side cache: one backend
 * request per call and arguments per `ttlMs`, and concurrent page views share the request in flight.
 * Failures are not cached, nor answers the boundary repaired into emptiness (a site list with no usable
 * site, an empty navigation: `isRepairedIntoEmptiness`): the next page view asks again, so a backend that
 * recovers is seen at once (issue 21). Every other call passes through unchanged.
 */
export function cachedSharedCalls(api: Api, ttlMs: number, now: () => number = Date.now): CachedApi {
  const entries = new Map<string, Entry>()

  function cached<A extends unknown[], R>(call: SharedCall, fn: (...args: A) => Promise<R>) {
    return (...args: A): Promise<R> => {
      const key = `${call}:${JSON.stringify(args)}`
      const hit = entries.get(key)
      if (hit && hit.expiresAt > now()) return hit.promise as Promise<R>
      const entry: Entry = { promise: fn(...args), expiresAt: Number.POSITIVE_INFINITY }
      entries.set(key, entry)
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key)
      }
      entry.promise.then((answer) => {
        if (isRepairedIntoEmptiness(answer)) forget()
        else entry.expiresAt = now() + ttlMs
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
