import type { Example, ProductCategory, SectionItem } from '../../schemas/api.gen'
import type { BlockPropsMap } from '../../schemas/blocks.gen'
import { block, type BlockDescriptor } from '../../blocks/descriptor'
import { blockIfAny } from '../../runtime/blocks/non-empty'
import { compact, firstFileUrl, text, toBlockJump } from '../../mapping/from-backend'
import type { Translate } from '../../site/i18n'

/**
 * Section mapping shared by the product, solution and case routes (SPEC §2): backend items → block props,
 * and the rule that a section whose data is empty does not render (its block is left out).
 */

type Item = NonNullable<BlockPropsMap['featureGrid']['items']>[number]
type CaseCard = BlockPropsMap['caseCards']['groups'][number]['cards'][number]
type Action = NonNullable<BlockPropsMap['detailBanner']['actions']>[number]

/** A product/solution section item (CONTRACT: `name` may stand for `title`, `description` for `desc`). */
export function sectionItems(items: readonly SectionItem[] | null | undefined): Item[] {
  return (items ?? []).flatMap((item, index) => {
    const title = text(item.title) ?? text(item.name)
    if (!title) return []
    return [
      compact({
        id: item.id ?? index + 1,
        title,
        desc: text(item.desc) ?? text(item.description),
        icon: text(item.logo),
        image: firstFileUrl(item.pcResource),
      }),
    ]
  })
}

export function caseCard(example: Example): CaseCard {
  return compact({
    id: example.id,
    title: example.title,
    desc: text(example.desc),
    image: firstFileUrl(example.coverMaterial),
    customerName: text(example.customerName),
    logo: text(example.customerLogo),
    href: `/case-detail/${example.id}`,
  })
}

/** Banner buttons in order; a jump target the site does not know is left out. */
export function bannerActions(
  ...actions: Array<{ fallback: Action['fallback']; jump: Parameters<typeof toBlockJump>[0] }>
): Action[] {
  return actions.flatMap(({ fallback, jump }) => {
    const blockJump = toBlockJump(jump)
    return blockJump ? [{ fallback, jump: blockJump }] : []
  })
}

/** `featureGrid` of items, or nothing when there are none. */
export function featureGrid(
  id: string,
  title: string | undefined,
  items: Item[],
  extra: Partial<BlockPropsMap['featureGrid']> = {},
): BlockDescriptor[] {
  return blockIfAny(items, (gridItems) => block('featureGrid', id, compact({ title, ...extra, items: gridItems })))
}

/** `cardCarousel` of items, or nothing when there are none. */
export function cardCarousel(id: string, title: string | undefined, items: Item[]): BlockDescriptor[] {
  return blockIfAny(items, (cards) =>
    block('cardCarousel', id, compact({ title, items: cards.map(({ href: _href, ...card }) => card) })),
  )
}

/** One ungrouped `caseCards` section, or nothing when there are no cases. */
export function caseSection(
  id: string,
  title: string,
  examples: readonly Example[] | null | undefined,
): BlockDescriptor[] {
  return blockIfAny((examples ?? []).map(caseCard), (cards) =>
    block('caseCards', id, { title, groups: [{ anchor: `${id}-all`, cards }] }),
  )
}

/** The consult block closing a product, category or solution page (opens the default form). */
export function consultBlock(id: string, labels: Translate): BlockDescriptor {
  return block('consultBanner', id, { title: labels('products.consult.title'), desc: labels('products.consult.desc') })
}

/** Category banner fields shared by /product-category/{id}. */
export function categoryImage(category: ProductCategory): { image?: string; mobileImage?: string } {
  return compact({ image: firstFileUrl(category.pcResource), mobileImage: firstFileUrl(category.mobileResource) })
}
