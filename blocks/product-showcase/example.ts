import type { ProductShowcaseBlock } from '../../schemas/blocks.gen'

export const productShowcaseExample: ProductShowcaseBlock = {
  title: 'Products',
  desc: 'A suite that covers finance, supply chain, manufacturing and people.',
  items: [
    {
      id: 1,
      title: 'Cloud ERP',
      desc: 'Finance, procurement and inventory on one ledger.',
      image: '/demo-assets/art/screen-product-301-en.webp',
      jump: { jumpContentType: 'URL', buttonTitle: 'Learn more', buttonLink: '/product/1' },
    },
    {
      id: 2,
      title: 'Manufacturing Execution',
      desc: 'Real-time shop-floor control and traceability.',
      image: '/demo-assets/art/screen-product-302-en.webp',
      jump: {
        jumpContentType: 'DOCUMENT',
        buttonTitle: 'Download brochure',
        attachmentUrl: '/demo-assets/product-brochure.pdf',
      },
    },
    {
      id: 3,
      title: 'Data Platform',
      desc: 'Governed data for analytics and AI.',
      image: '/demo-assets/art/screen-product-303-en.webp',
    },
  ],
}
