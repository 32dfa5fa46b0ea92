import type { Logger } from './logger'

/**
 * Whether some page's route matches a routed path (`routedPathname`: percent-decoded, as Vike routes it).
 * `false` means Vike would answer the path with its not-found page, whatever else the request says.
 */
export type RouteMatcher = (pathname: string) => Promise<boolean>

/** A page's route as Vike's public global context gives it: a Route String or a route function. */
export type PageRoute = string | ((pageContext: RouteFunctionContext) => unknown)

/** What this project's route functions read of the page context: the URL, through `pageUrlOf`. */
export interface RouteFunctionContext {
  urlPathname: string
  urlParsed: { pathname: string; searchOriginal: null; hostname: null }
}

/**
 * Matches paths against the pages' routes, the way Vike's router does for this project: a Route String
 * (filesystem routes and `+route.ts` strings) through Vike's public `resolveRoute`, a route function
 * called with the path (the project's route functions read the URL only, through `pageUrlOf`). Any
 * doubt counts as a match: a route function that throws, or one the path cannot be checked against, so
 * a real page is never taken for an unknown one (it is rendered as before). The project has no
 * `onBeforeRoute` hook, which would make this table wrong.
 */
export function matchRoutes(
  routes: readonly PageRoute[],
  resolveRoute: (routeString: string, pathname: string) => { match: boolean },
): RouteMatcher {
  // Matching every route took 0.1–0.2 ms a path on the busy 2-core machine, paid by every request, kept
  // pages included: the paths of pages are remembered (at most REMEMBERED_PATHS, the oldest goes first);
  // unknown paths, which the not-found page answers from memory anyway, are matched each time.
  const routed = new Set<string>()
  return async (pathname) => {
    if (routed.has(pathname)) return true
    const matched = await matchAny(pathname)
    if (matched) {
      if (routed.size >= REMEMBERED_PATHS) routed.delete(routed.values().next().value as string)
      routed.add(pathname)
    }
    return matched
  }

  async function matchAny(pathname: string): Promise<boolean> {
    const context: RouteFunctionContext = {
      urlPathname: pathname,
      // No urlOriginal: `pageUrlOf` keeps its reading of a URL by it, and this one is not Vike's.
      urlParsed: { pathname, searchOriginal: null, hostname: null },
    }
    for (const route of routes) {
      if (typeof route === 'string') {
        if (resolveRoute(route, pathname).match) return true
        continue
      }
      try {
        if (await route(context)) return true
      } catch {
        return true
      }
    }
    return false
  }
}

/** How many paths of pages `matchRoutes` remembers. */
const REMEMBERED_PATHS = 1024

/**
 * The production build's routes, from Vike's public global context (`getGlobalContextAsync`: every
 * page's `route`, the error page left out). When they cannot be read, every path counts as a route:
 * each unknown path is then rendered, as Vike would anyway.
 */
export async function vikeRouteMatcher(logger: Logger): Promise<RouteMatcher> {
  try {
    const [{ getGlobalContextAsync }, { resolveRoute }] = await Promise.all([
      import('vike/server'),
      import('vike/routing'),
    ])
    const { pages } = await getGlobalContextAsync(true)
    const routes = Object.values(pages).flatMap((page) => (page.isErrorPage ? [] : [page.route as PageRoute]))
    if (routes.length === 0) throw new Error('the build lists no page')
    return matchRoutes(routes, resolveRoute)
  } catch (error) {
    logger.error(
      `[page] the pages' routes could not be read, every unknown path will be rendered: ${error instanceof Error ? error.message : String(error)}`,
    )
    return async () => true
  }
}
