import type { PageContext } from 'vike/types'
import { pageUrlOf } from '../../../runtime/page-url'

/** SPEC §2: /media/{id} and /Media/{id} (the CMS links with either spelling). */
export default function route(pageContext: PageContext) {
  const match = /^\/[mM]edia\/([^/]+)\/?$/.exec(pageUrlOf(pageContext).pathname)
  return match ? { routeParams: { id: match[1]! } } : false
}
