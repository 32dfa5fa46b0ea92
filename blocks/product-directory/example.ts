import type { ProductDirectoryBlock } from '../../schemas/blocks.gen'

export const productDirectoryExample: ProductDirectoryBlock = {
  title: 'All products',
  groups: [
    {
      anchor: 'category-1',
      title: 'Enterprise management cloud',
      desc: 'Finance and operations as one.',
      icon: '/demo-assets/icon-layers.svg',
      href: '/product-category/1',
      products: [
        { id: 11, title: 'CloudLead ERP', desc: 'Cloud-native ERP for multi-entity groups.', href: '/product/11' },
        { id: 12, title: 'CloudLead HR', href: '/product/12' },
      ],
    },
    {
      anchor: 'category-2',
      title: 'Industrial internet',
      products: [{ id: 21, title: 'CloudLead MES', href: '/product/21' }],
    },
  ],
}
