import type { Example, Publication } from '../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../blocks/descriptor'
import { blockIfAny } from '../../runtime/blocks/non-empty'
import { compact, firstFileUrl, text, toBlockJump } from '../../mapping/from-backend'
import { withoutRepeatedDescription } from '../../mapping/repeated-description'
import type { Translate } from '../../site/i18n'

/**
 * SPEC §2 /periodical/{id}: type PUBLICATION is a journal (cover, name, introduction, optional button);
 * any other type is a white paper: banner, rich-text description, related case cards under a fixed
 * heading, and a footer button (default label 下载白皮书) acting through the shared jump handler. The heading
 * and the label are SPEC's Chinese on the Chinese site, English on the English one (`editorial.whitePaper.*`).
 */
export function publicationBlocks(publication: Publication, labels: Translate): BlockDescriptor[] {
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
  const introduction = text(publication.introduction)
  // The banner shows the introduction: the description below does not say it again (issue 26).
  const description = text(withoutRepeatedDescription(text(publication.publicationDescribe) ?? '', introduction))
  return [
    // Without a picture, the same banner on the plain banner background (issue 21).
    block(
      'banner',
      `${key}-banner`,
      compact({
        title: publication.name,
        desc: introduction,
        image,
        mobileImage: text(publication.mobileBackgroundPicture) ?? text(publication.mobileBasePicture),
      }),
    ),
    ...(description ? [block('richText', `${key}-description`, { html: description })] : []),
    ...blockIfAny((publication.exampleBOS ?? []).map(caseCard), (cards) =>
      block('relatedCases', `${key}-cases`, { title: labels('editorial.whitePaper.cases'), cards }),
    ),
    block(
      'actionBar',
      `${key}-action`,
      compact({ label: labels('editorial.whitePaper.download'), jump: toBlockJump(publication.jumpBO) }),
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
