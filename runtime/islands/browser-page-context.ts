import type { PageContext } from 'vike/types'
import type { IslandPageContextFields } from './island-page-context'

/**
 * The page context the islands render with in the browser: what the server wrote for them
 * (runtime/islands/island-page-context.ts) and the URL fields the server's page context has, so
 * components read the path (active menu item, default form) as on the server.
 */
export function browserPageContext(pageContext: IslandPageContextFields, location: Location): PageContext {
  const pathname = decodedPath(location.pathname)
  const urlParsed = {
    origin: location.origin,
    hostname: location.hostname,
    port: location.port ? Number(location.port) : null,
    protocol: location.protocol,
    pathname,
    pathnameOriginal: location.pathname,
    search: Object.fromEntries(new URLSearchParams(location.search)),
    searchAll: groupedParams(new URLSearchParams(location.search)),
    searchOriginal: location.search || null,
    hash: decodedPath(location.hash.slice(1)),
    hashOriginal: location.hash || null,
    href: location.href,
  }
  return {
    ...pageContext,
    urlOriginal: `${location.pathname}${location.search}${location.hash}`,
    urlPathname: pathname,
    urlParsed: urlParsed as PageContext['urlParsed'],
  } as PageContext
}

function decodedPath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

function groupedParams(params: URLSearchParams): Record<string, string[]> {
  const all: Record<string, string[]> = {}
  for (const [key, value] of params) (all[key] ??= []).push(value)
  return all
}
