import type { MiddlewareHandler } from 'hono'

/**
 * Content-Security-Policy of the site. Scripts only from the site itself (Vike's page-context blocks are
 * JSON, not scripts); inline styles are needed by React `style` props and Swiper; images and media may
 * come from the CMS's file host (any https origin) and from `data:`/`blob:` URLs, and the page may read
 * them from there (`connect-src`) to measure a banner's tone; the AI page frames same-origin static pages.
 * Development adds what Vite's dev client needs (inline module preamble,
 * eval for source maps, its HMR web socket). `mediaOrigins` adds origins for images and media beyond
 * https (the backend's own origin, which may serve files over plain http); `frameAncestors` adds origins
 * that may show the answer in a frame (a CMS showing a preview).
 */
export function contentSecurityPolicy(
  production: boolean,
  mediaOrigins: readonly string[] = [],
  frameAncestors: readonly string[] = [],
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': production ? ["'self'"] : ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...mediaOrigins],
    'media-src': ["'self'", 'blob:', 'https:', ...mediaOrigins],
    'font-src': ["'self'", 'data:'],
    // The banner images are read to learn their tone (runtime/media/image-tone.ts), from the hosts they load
    // from; `img-src` already lets a page request any of them.
    'connect-src': ["'self'", 'https:', ...mediaOrigins, ...(production ? [] : ['ws:', 'wss:'])],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'", ...frameAncestors],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * Security headers on every answer (pages, API, assets); HSTS when the site's public URLs are https
 * (PUBLIC_PROTOCOL), so browsers never try it over plain http again. An answer that brings its own
 * Content-Security-Policy keeps it (a preview that a CMS may frame: contentSecurityPolicy's
 * `frameAncestors`), and then gets no X-Frame-Options, which cannot name other origins.
 */
export function securityHeaders(
  production: boolean,
  mediaOrigins: readonly string[] = [],
  https = false,
): MiddlewareHandler {
  const csp = contentSecurityPolicy(production, mediaOrigins)
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    if (!headers.has('Content-Security-Policy')) {
      headers.set('X-Frame-Options', 'SAMEORIGIN')
      headers.set('Content-Security-Policy', csp)
    }
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
}
