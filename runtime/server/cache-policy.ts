/** Cache-Control values by kind of answer (docs/architecture.md "Running": pages cacheable by a CDN). */

export interface PageCacheSettings {
  /** Seconds a shared cache (CDN, reverse proxy) may serve a page without asking again. */
  sMaxAge: number
  /** Seconds a shared cache may keep serving a stale page while it refetches in the background. */
  staleWhileRevalidate: number
  /** Seconds a shared cache may serve a stale page while the site answers errors (STALE_IF_ERROR_S); 0: left out. */
  staleIfError: number
}

export const NO_STORE = 'no-store'
/** Hashed build assets never change under the same name. */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable'
/** Demo content files and the favicon keep their names when edited, so browsers revalidate after a day. */
export const DEMO_ASSET = 'public, max-age=86400'
/** A missing page may appear soon (new CMS content): a short shared lifetime only. */
export const NOT_FOUND_PAGE = 'public, max-age=0, s-maxage=10'

/** Browsers always revalidate (max-age=0); shared caches keep the page briefly and serve stale while refreshing. */
export function publicPage(settings: PageCacheSettings): string {
  const page = `public, max-age=0, s-maxage=${settings.sMaxAge}, stale-while-revalidate=${settings.staleWhileRevalidate}`
  return settings.staleIfError > 0 ? `${page}, stale-if-error=${settings.staleIfError}` : page
}

/** Cache-Control of a rendered page by method, whether it is (or may be) a preview, and status. */
export function pageCacheControl(
  request: { method: string; preview: boolean },
  status: number,
  settings: PageCacheSettings,
): string {
  if (request.method !== 'GET' && request.method !== 'HEAD') return NO_STORE
  if (request.preview) return NO_STORE
  if (status === 200) return publicPage(settings)
  if (status === 404 || status === 410) return NOT_FOUND_PAGE
  return NO_STORE
}
