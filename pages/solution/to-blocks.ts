import type { SolutionIndustryGroup } from '../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../blocks/descriptor'
import { blockIfAny } from '../../runtime/blocks/non-empty'
import { compact, firstFileUrl, text, toBlockJump } from '../../mapping/from-backend'
import { caseCard } from '../shared/product-sections'
import type { Translate } from '../../site/i18n'

/** SPEC §2 /solution: up to 3 example logos per industry slide. */
export const LOGOS_PER_INDUSTRY = 3

/**
 * SPEC §2 /solution: one industry carousel whose slides carry the industry's solutions and related cases.
 * A slide's picture is the first solution's image that has one; an industry without any is still a slide,
 * on the plain banner background (issue 21: an optional image never costs a list its item).
 */
export function toBlocks(groups: readonly SolutionIndustryGroup[], labels: Translate): BlockDescriptor[] {
  const industries = groups.flatMap(({ industry, solutions, examples }) => {
    const pictured = (solutions ?? []).find((solution) => firstFileUrl(solution.pcResource))
    return [
      compact({
        id: industry.id,
        name: industry.name,
        desc: text(industry.desc),
        icon: text(industry.indusIcon),
        image: firstFileUrl(pictured?.pcResource),
        mobileImage: firstFileUrl(pictured?.mobileResource),
        logos: (examples ?? [])
          .flatMap((example) =>
            text(example.customerLogo)
              ? [
                  {
                    id: example.id,
                    name: text(example.customerName) ?? example.title,
                    logo: text(example.customerLogo)!,
                  },
                ]
              : [],
          )
          .slice(0, LOGOS_PER_INDUSTRY),
        jump: toBlockJump(industry.jumpBO),
        solutions: (solutions ?? []).map((solution) =>
          compact({
            id: solution.id,
            title: solution.name,
            desc: text(solution.desc),
            image: firstFileUrl(solution.pcResource),
            href: `/solution/${solution.id}`,
          }),
        ),
        cases: (examples ?? []).map(caseCard),
      }),
    ]
  })
  return blockIfAny(industries, (slides) =>
    block('solutionExplorer', 'industries', { title: labels('products.solution.title'), industries: slides }),
  )
}
