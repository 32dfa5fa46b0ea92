import type { PageContext } from 'vike/types'

/** SPEC §2: `/form/{id}` shows the home page with form `{id}` open (the preview is pages/form-preview). */
export default function route(pageContext: PageContext): false | { routeParams: { id: string } } {
  const match = /^\/form\/(\d+)\/?$/.exec(pageContext.urlPathname)
  return match?.[1] ? { routeParams: { id: match[1] } } : false
}
