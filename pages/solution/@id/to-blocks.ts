import type { Solution } from '../../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../../blocks/descriptor'
import { compact, firstFileUrl, text } from '../../../mapping/from-backend'
import {
  bannerActions,
  cardCarousel,
  caseSection,
  consultBlock,
  featureGrid,
  sectionItems,
} from '../../shared/product-sections'
import type { Translate } from '../../../site/i18n'

/** SPEC §2 /solution/{id}: industry insight items, business scenes carousel, business value blocks, customer cases. */
export function toBlocks(solution: Solution, labels: Translate): BlockDescriptor[] {
  const image = firstFileUrl(solution.pcResource)
  return [
    block(
      'detailBanner',
      'banner',
      compact({
        label: text(solution.industryName),
        title: solution.name,
        desc: text(solution.desc),
        image,
        mobileImage: firstFileUrl(solution.mobileResource),
        actions: bannerActions({ fallback: 'solution', jump: solution.jumpBO }),
      }),
    ),
    ...featureGrid('insight', labels('products.solution.insight'), sectionItems(solution.industryState)),
    ...cardCarousel('scenes', labels('products.solution.scenes'), sectionItems(solution.businessScene)),
    ...featureGrid('values', labels('products.solution.values'), sectionItems(solution.businessValue), {
      variant: 'cards',
    }),
    ...caseSection('cases', labels('products.cases.title'), solution.exampleSolutionRelationBOList),
    consultBlock('consult', labels),
  ]
}
