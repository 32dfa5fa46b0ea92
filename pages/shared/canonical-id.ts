import { redirect, render } from 'vike/abort'

/**
 * One URL per page (issue 21): every route with an id (`/product/{id}`, `/article-detail/{type}/{id}`,
 * `/form/{id}`, the previews …) answers only the id's canonical spelling, decimal digits without a
 * leading zero. Another spelling of the same id (`01401`, `%30%31401`) is redirected there (301), keeping
 * the host (the Location is a path) and the query; any other text (`+1401`, `1401.0`, `1e3`, ` 1401`, a
 * number past 2^53) is no id: the not-found page. So no id is rendered, cached or indexed twice. Ids are
 * positive (the embedded backend answers 400 to an id 0, which the renderer would answer 500): `0` and `000`
 * are no id either.
 */

/** The canonical spelling of a route id (`01401` → `1401`); `null` when the text is no id. */
export function canonicalId(value: string): string | null {
  if (!/^[0-9]+$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? String(id) : null
}

/**
 * `pathname` (as requested, percent-encoded) with its last segment that spells `id` replaced by
 * `canonical`; Vike's `/index.pageContext.json` suffix is dropped (the redirect names the page).
 */
export function withCanonicalId(pathname: string, id: string, canonical: string): string {
  const segments = pathname.replace(/\/index\.pageContext\.json$/, '').split('/')
  for (let index = segments.length - 1; index >= 0; index--) {
    if (decodedSegment(segments[index]!) === id) {
      segments[index] = canonical
      break
    }
  }
  return segments.join('/')
}

interface RoutedPage {
  routeParams?: Record<string, string>
  urlParsed: { pathnameOriginal: string; searchOriginal: string | null }
}

/** For the guards: throws the redirect to the canonical id, or the not-found page; returns when canonical. */
export function requireCanonicalId(pageContext: RoutedPage): void {
  const id = pageContext.routeParams?.id
  if (id === undefined) return
  const canonical = canonicalId(id)
  if (canonical === null) throw render(404)
  if (canonical === id) return
  const { pathnameOriginal, searchOriginal } = pageContext.urlParsed
  throw redirect(`${withCanonicalId(pathnameOriginal, id, canonical)}${searchOriginal ?? ''}`, 301)
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
