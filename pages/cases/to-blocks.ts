import type { ExampleIndustryGroup } from '../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../blocks/descriptor'
import { blockIfAny } from '../../runtime/blocks/non-empty'
import { caseCard } from '../shared/product-sections'
import type { Translate } from '../../site/i18n'

/** SPEC §2 /cases: cases grouped by industry, with anchor navigation; industries without cases are left out. */
export function toBlocks(groups: readonly ExampleIndustryGroup[], labels: Translate): BlockDescriptor[] {
  const caseGroups = groups.flatMap(({ industry, exampleBOS }) => {
    const cards = (exampleBOS ?? []).map(caseCard)
    return cards.length ? [{ anchor: `industry-${industry.id}`, title: industry.name, cards }] : []
  })
  return blockIfAny(caseGroups, (groups) =>
    block('caseCards', 'cases', { title: labels('products.cases.title'), groups }),
  )
}
