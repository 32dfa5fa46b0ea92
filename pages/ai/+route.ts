import type { PageContext } from 'vike/types'
import { pageUrlOf } from '../../runtime/page-url'

/**
 * SPEC §2: `/ai` and every `/ai/...` path is the AI landing page. The framed static pages
 * (`/ai/<name>.html` and their files) are answered by the server before Vike (site/server/static-files.ts).
 */
export default function route(pageContext: PageContext): boolean {
  const path = pageUrlOf(pageContext).pathname.replace(/\/$/, '')
  return path === '/ai' || (path.startsWith('/ai/') && !/\.(html|js|css)$/.test(path))
}
