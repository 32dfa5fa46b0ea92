import type { PageContext } from 'vike/types'

/** SPEC §2: `/form/{id}` and `/form/{id}/preview` show the home page with form `{id}` open. */
export default function route(pageContext: PageContext): false | { routeParams: { id: string } } {
  const match = /^\/form\/(\d+)(?:\/preview)?\/?$/.exec(pageContext.urlPathname)
  return match?.[1] ? { routeParams: { id: match[1] } } : false
}
