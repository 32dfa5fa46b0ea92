import type { ServicePage } from '../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../blocks/descriptor'
import { compact, firstFileUrl, text, toBlockJump } from '../../mapping/from-backend'

/**
 * SPEC §2 /services and /join-us (§3 Service / join-us page): a banner, then the rich text. The services
 * banner is titled service and support (`fallbackTitle`) unless the page has its own title; join-us's
 * banner carries the page's optional jump button. Without an image it is the same banner, title and button
 * on the plain banner background (issue 21).
 */
export function servicePageBlocks(
  page: ServicePage,
  options: { key: string; fallbackTitle: string; withJump: boolean },
): BlockDescriptor[] {
  const title = text(page.title) ?? options.fallbackTitle
  const image = firstFileUrl(page.pcResource) ?? text(page.bannerUrl)
  const jump = options.withJump ? toBlockJump(page.jumpBO) : undefined
  const body = text(page.describe)
  return [
    block(
      'banner',
      `${options.key}-banner`,
      compact({ title, desc: text(page.legend), image, mobileImage: firstFileUrl(page.mobileResource), jump }),
    ),
    ...(body ? [block('richText', `${options.key}-body`, { html: body })] : []),
  ]
}
