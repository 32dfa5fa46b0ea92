import type { Example, Publication } from '../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../runtime/blocks/descriptor'
import { blockIfAny } from '../../runtime/blocks/non-empty'
import { compact, firstFileUrl, text, toBlockJump } from '../../mapping/from-backend'

/** The fixed wording of SPEC §2 for white papers (the same on both sites). */
export const WHITE_PAPER_CASES_HEADING = '行业企业的转型需求与应用升级'
export const WHITE_PAPER_BUTTON_LABEL = '下载白皮书'

/**
 * SPEC §2 /periodical/{id}: type PUBLICATION is a journal (cover, name, introduction, optional button);
 * any other type is a white paper: banner, rich-text description, related case cards under a fixed
 * heading, and a footer button (default label 下载白皮书) acting through the shared jump handler.
 */
export function publicationBlocks(publication: Publication): BlockDescriptor[] {
  const key = `publication-${publication.id}`
  if (publication.type === 'PUBLICATION') {
    return [
      block(
        'publicationDetail',
        key,
        compact({
          name: publication.name,
          cover: text(publication.picture) ?? text(publication.basePicture),
          introduction: text(publication.introduction),
          jump: toBlockJump(publication.jumpBO),
        }),
      ),
    ]
  }
  const image = text(publication.backgroundPicture) ?? text(publication.basePicture) ?? text(publication.picture)
  const description = text(publication.publicationDescribe)
  return [
    // Without a picture, the same banner on the plain banner background (issue 21).
    block(
      'banner',
      `${key}-banner`,
      compact({
        title: publication.name,
        desc: text(publication.introduction),
        image,
        mobileImage: text(publication.mobileBackgroundPicture) ?? text(publication.mobileBasePicture),
      }),
    ),
    ...(description ? [block('richText', `${key}-description`, { html: description })] : []),
    ...blockIfAny((publication.exampleBOS ?? []).map(caseCard), (cards) =>
      block('relatedCases', `${key}-cases`, { title: WHITE_PAPER_CASES_HEADING, cards }),
    ),
    block(
      'actionBar',
      `${key}-action`,
      compact({ label: WHITE_PAPER_BUTTON_LABEL, jump: toBlockJump(publication.jumpBO) }),
    ),
  ]
}

function caseCard(example: Example) {
  return compact({
    id: example.id,
    title: example.title,
    desc: text(example.desc),
    image: firstFileUrl(example.coverMaterial),
    href: `/case-detail/${example.id}`,
  })
}
