import type { ProductCategoryDetail } from '../../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../../blocks/descriptor'
import { compact, firstFileUrl, text } from '../../../mapping/from-backend'
import { bannerActions, caseSection, consultBlock, featureGrid } from '../../shared/product-sections'
import type { Translate } from '../../../site/i18n'

/** SPEC §2 /product-category/{id}: banner, its products, rich text, related cases, consult block. */
export function toBlocks(
  { productCategory: category, productList, exampleList }: ProductCategoryDetail,
  labels: Translate,
): BlockDescriptor[] {
  const image = firstFileUrl(category.pcResource)
  const products = (productList ?? []).map((product) =>
    compact({ id: product.id, title: product.name, desc: text(product.desc), href: `/product/${product.id}` }),
  )
  const content = text(category.content)
  return [
    block(
      'detailBanner',
      'banner',
      compact({
        title: category.name,
        desc: text(category.subtitle) ?? text(category.desc),
        image,
        mobileImage: firstFileUrl(category.mobileResource),
        actions: bannerActions(
          { fallback: 'consult', jump: category.jumpBO },
          { fallback: 'demo', jump: category.demonstration },
        ),
      }),
    ),
    ...featureGrid('products', labels('products.category.products'), products, compact({ desc: text(category.desc) })),
    ...(content ? [block('anchoredRichText', 'content', { html: content })] : []),
    ...caseSection('cases', labels('products.cases.related'), exampleList),
    consultBlock('consult', labels),
  ]
}
