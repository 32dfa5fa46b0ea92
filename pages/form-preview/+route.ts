import type { PageContext } from 'vike/types'
import { pageUrlOf } from '../../runtime/page-url'

/** SPEC §2/§6: `/form/{id}/preview`, the form page as a preview (guarded, never cached). */
export default function route(pageContext: PageContext): false | { routeParams: { id: string } } {
  const match = /^\/form\/(\d+)\/preview\/?$/.exec(pageUrlOf(pageContext).pathname)
  return match?.[1] ? { routeParams: { id: match[1] } } : false
}
