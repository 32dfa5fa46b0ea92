import type { HeroCarouselBlock } from '../../schemas/blocks.gen'

export const heroCarouselExample: HeroCarouselBlock = {
  slides: [
    {
      id: 1,
      title: 'Digital transformation, end to end',
      desc: 'Cloud ERP, supply chain and data platforms that grow with your business.',
      image: '/demo-assets/art/banner-banner-711-dark.svg',
      mobileImage: '/demo-assets/art/banner-banner-711-dark-m.svg',
      jump: { jumpContentType: 'FORM', buttonTitle: 'Book a consultation' },
    },
    {
      id: 2,
      title: 'Smart manufacturing suite',
      desc: 'Connect planning, production and quality on one platform.',
      image: '/demo-assets/art/banner-banner-712-light.svg',
      mobileImage: '/demo-assets/art/banner-banner-712-light-m.svg',
      jump: { jumpContentType: 'URL', buttonTitle: 'See products', buttonLink: '/product' },
    },
  ],
}
