import type { HeroCarouselBlock } from '../../schemas/blocks.gen'

export const heroCarouselExample: HeroCarouselBlock = {
  slides: [
    {
      id: 1,
      title: 'Digital transformation, end to end',
      desc: 'Cloud ERP, supply chain and data platforms that grow with your business.',
      image: '/demo-assets/banner-dark-1.svg',
      mobileImage: '/demo-assets/banner-dark-1-m.svg',
      jump: { jumpContentType: 'FORM', buttonTitle: 'Book a consultation' },
    },
    {
      id: 2,
      title: 'Smart manufacturing suite',
      desc: 'Connect planning, production and quality on one platform.',
      image: '/demo-assets/banner-light-1.svg',
      mobileImage: '/demo-assets/banner-light-1-m.svg',
      jump: { jumpContentType: 'URL', buttonTitle: 'See products', buttonLink: '/product' },
    },
  ],
}
