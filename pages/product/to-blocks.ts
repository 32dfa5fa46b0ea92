import type { ProductCategoryGroup } from '../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../blocks/descriptor'
import { blockIfAny } from '../../runtime/blocks/non-empty'
import { compact, text } from '../../mapping/from-backend'
import type { Translate } from '../../site/i18n'

/**
 * SPEC §2 /product: products grouped by category, with a side anchor list. A category whose product list is
 * absent or broken keeps its heading, description and link to its own page (issue 21: an optional list
 * never costs a section its heading).
 */
export function toBlocks(categories: readonly ProductCategoryGroup[], labels: Translate): BlockDescriptor[] {
  const groups = categories.flatMap((category) => {
    const products = (category.productList ?? []).map((product) =>
      compact({ id: product.id, title: product.name, desc: text(product.desc), href: `/product/${product.id}` }),
    )
    return [
      compact({
        anchor: `category-${category.id}`,
        title: category.name,
        desc: text(category.productCategory?.subtitle) ?? text(category.productCategory?.desc),
        href: `/product-category/${category.id}`,
        products,
      }),
    ]
  })
  return blockIfAny(groups, (nonEmptyGroups) =>
    block('productDirectory', 'products', { title: labels('products.directory.title'), groups: nonEmptyGroups }),
  )
}
