import type { Example } from '../../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../../blocks/descriptor'
import { compact, firstFileUrl, text, toBlockJump } from '../../../mapping/from-backend'
import { withoutRepeatedDescription } from '../../../mapping/repeated-description'
import type { Translate } from '../../../site/i18n'

/**
 * SPEC §2 /case-detail/{id}: banner with background, title, optional video, consult button (default label
 * 咨询案例, the default form when the case has no jump target), customer logo and the label "Case detail";
 * then the rich-text content.
 */
export function toBlocks(example: Example, labels: Translate): BlockDescriptor[] {
  const image = firstFileUrl(example.backgroundMaterial) ?? firstFileUrl(example.coverMaterial)
  const desc = text(example.desc)
  // The banner shows the description: the body does not say it again (issue 26).
  const content = text(withoutRepeatedDescription(text(example.content) ?? '', desc))
  return [
    block(
      'detailBanner',
      'banner',
      compact({
        label: labels('products.caseDetail'),
        title: example.title,
        desc,
        image,
        logo: text(example.customerLogo),
        video: firstFileUrl(example.videoMaterial),
        actions: [compact({ fallback: 'consultCase' as const, jump: toBlockJump(example.jumpBO) })],
      }),
    ),
    ...(content ? [block('anchoredRichText', 'content', { html: content })] : []),
  ]
}
