import type { MultimediaResource } from '../../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../../blocks/descriptor'
import { compact, dayOf, firstFileUrl, text, toBlockJump } from '../../../mapping/from-backend'

/**
 * SPEC §2 /media/{id}. §4 Media play: when contact is required (isNeedContact) and the jump is a form,
 * that form is the gate before the video.
 */
export function toBlocks(resource: MultimediaResource): BlockDescriptor[] {
  const jump = toBlockJump(resource.jumpBO)
  const gate = resource.isNeedContact && jump?.jumpContentType === 'FORM' ? jump : undefined
  return [
    block(
      'mediaDetail',
      `media-${resource.id}`,
      compact({
        id: resource.id,
        title: resource.titleContent,
        date: dayOf(resource.createdAt),
        cover: firstFileUrl(resource.coverMaterial),
        video: firstFileUrl(resource.videoMaterial),
        desc: text(resource.resourceDesc),
        gate,
      }),
    ),
  ]
}
