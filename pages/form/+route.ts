import type { PageContext } from 'vike/types'
import { pageUrlOf } from '../../runtime/page-url'

/** SPEC §2: `/form/{id}` shows the home page with form `{id}` open (the preview is pages/form-preview). */
export default function route(pageContext: PageContext): false | { routeParams: { id: string } } {
  const match = /^\/form\/(\d+)\/?$/.exec(pageUrlOf(pageContext).pathname)
  return match?.[1] ? { routeParams: { id: match[1] } } : false
}
