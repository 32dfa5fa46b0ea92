import type { BlockDescriptor } from '../blocks/descriptor'
import type { BlockPageData } from '../blocks/page-data'

/**
 * The picture a shared link shows (issue 15): what the route's data names (`seo.image`: a detail page's
 * banner or cover), else the first banner or first carousel slide among its blocks (home, list pages).
 */
export function pageLeadImage(data: Partial<BlockPageData> | undefined): string | undefined {
  return data?.seo?.image ?? firstBannerImage(data?.blocks ?? [])
}

function firstBannerImage(blocks: readonly BlockDescriptor[]): string | undefined {
  for (const descriptor of blocks) {
    switch (descriptor.type) {
      case 'banner':
      case 'detailBanner':
        return descriptor.props.image
      case 'heroCarousel': {
        const image = descriptor.props.slides[0]?.image
        if (image) return image
        break
      }
    }
  }
  return undefined
}
