import type { BusinessBlueprint, CoreFunction, Product } from '../../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../../blocks/descriptor'
import { blockIfAny } from '../../../runtime/blocks/non-empty'
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

/**
 * SPEC §2 /product/{id}, top to bottom. A section whose data is empty does not render.
 */
export function toBlocks(product: Product, labels: Translate): BlockDescriptor[] {
  const image = firstFileUrl(product.pcResource)
  const demands = product.productConfig
  return [
    block(
      'detailBanner',
      'banner',
      compact({
        title: product.name,
        desc: text(product.desc),
        image,
        mobileImage: firstFileUrl(product.mobileResource),
        actions: bannerActions(
          { fallback: 'download', jump: product.jumpBO },
          { fallback: 'demo', jump: product.demonstration },
        ),
      }),
    ),
    ...featureGrid(
      'demands',
      text(demands?.name) ?? labels('products.product.demands'),
      sectionItems(demands?.configList),
      compact({
        desc: text(demands?.desc),
        hideItemTitles: product.isShowEnterpriseDemandTitle === false ? true : undefined,
      }),
    ),
    ...cardCarousel('advantages', labels('products.product.advantages'), sectionItems(product.productSuperiority)),
    ...featureGrid('values', labels('products.product.values'), sectionItems(product.businessValues)),
    ...tabs('functions', labels('products.product.functions'), functionTabs(product.coreFunctions)),
    ...tabs('blueprints', labels('products.product.blueprints'), blueprintTabs(product.businessBluePrints)),
    ...cardCarousel('scenes', labels('products.product.scenes'), sectionItems(product.applicationScenarios)),
    ...caseSection('cases', labels('products.cases.title'), product.exampleBOList),
    consultBlock('consult', labels),
  ]
}

type Tab = Parameters<typeof block<'tabs'>>[2]['tabs'][number]

function tabs(id: string, title: string, items: Tab[]): BlockDescriptor[] {
  return blockIfAny(items, (tabs) => block('tabs', id, { title, tabs }))
}

/** Core functions: one tab per function group, listing its functions. */
function functionTabs(functions: readonly CoreFunction[] | null | undefined): Tab[] {
  return (functions ?? []).flatMap((group, index) => {
    const title = text(group.name)
    const items = sectionItems(group.functionList).map(({ image: _image, href: _href, ...item }) => item)
    return title && items.length
      ? [compact({ id: group.id ?? index + 1, title, icon: text(group.iconUrl), items })]
      : []
  })
}

/** Business blueprints: one tab per blueprint, showing its picture. */
function blueprintTabs(blueprints: readonly BusinessBlueprint[] | null | undefined): Tab[] {
  return (blueprints ?? []).flatMap((blueprint, index) => {
    const title = text(blueprint.title)
    const image = text(blueprint.resourceUrl)
    return title && image ? [compact({ id: blueprint.id ?? index + 1, title, icon: text(blueprint.logo), image })] : []
  })
}
