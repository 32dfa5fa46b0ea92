import type { PageContext } from 'vike/types'

/** SPEC §2: /media/{id} and /Media/{id} (the CMS links with either spelling). */
export default function route(pageContext: PageContext) {
  const match = /^\/[mM]edia\/([^/]+)\/?$/.exec(pageContext.urlPathname)
  return match ? { routeParams: { id: match[1]! } } : false
}
