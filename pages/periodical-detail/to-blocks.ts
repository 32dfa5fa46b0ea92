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
export function publicationBlocks(
  publication: Publication,
  labels: Translate,
  others: readonly Publication[] = [],
): BlockDescriptor[] {
  const key = `publication-${publication.id}`
  const introduction = text(publication.introduction)
  if (publication.type === 'PUBLICATION') {
    // Issue 26: the journal's summary and contents (without the introduction shown above them)
    // and other issues, so its page is more than a cover and a line.
    const more = otherIssues(publication, others)
    return [
      block(
        'publicationDetail',
        key,
        compact({
          name: publication.name,
          cover: coverOf(publication),
          introduction,
          html: text(withoutRepeatedDescription(text(publication.publicationDescribe) ?? '', introduction)),
          jump: toBlockJump(publication.jumpBO),
          more: more.length > 0 ? { title: labels('editorial.publication.more'), items: more } : undefined,
        }),
      ),
    ]
  }
  const image = text(publication.backgroundPicture) ?? text(publication.basePicture) ?? text(publication.picture)
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

/** Other journals than `publication`, as the list gives them (newest first), at most `MORE_ISSUES`. */
export function otherIssues(publication: Publication, others: readonly Publication[]) {
  return others
    .filter((other) => other.type === 'PUBLICATION' && other.id !== publication.id)
    .slice(0, MORE_ISSUES)
    .map((other) =>
      compact({
        id: other.id,
        name: other.name,
        cover: coverOf(other),
        href: `/periodical/${other.id}`,
      }),
    )
}

/** Other issues a journal's page shows (one row of covers on desktop). */
export const MORE_ISSUES = 4

function coverOf(publication: Publication): string | undefined {
  return text(publication.picture) ?? text(publication.basePicture)
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
