import type { PageContext } from 'vike/types'
import type { BlockPageData } from '../blocks/page-data'
import { pageLeadImage } from '../mapping/lead-image'
import { leadImageUrl } from '../site/seo/page-head'
import { pageDataOf } from '../site/page-meta'

/** `og:image` and the summary-large-image Twitter card (vike-react): the page's banner, cover or first slide, else the logo. */
export default (pageContext: PageContext): string | null => {
  const { site, siteOrigins } = pageContext
  if (!site) return null
  const data = pageDataOf(pageContext) as Partial<BlockPageData> | undefined
  return leadImageUrl(pageLeadImage(data), site, siteOrigins?.[site.mark]) ?? null
}
