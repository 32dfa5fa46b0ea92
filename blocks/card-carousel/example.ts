import type { CardCarouselBlock } from '../../schemas/blocks.gen'

export const cardCarouselExample: CardCarouselBlock = {
  title: 'Advantages',
  items: [
    {
      id: 1,
      title: 'Cloud-native',
      desc: 'Micro-services that scale with the peak.',
      image: '/demo-assets/art/screen-product-0-en.webp',
    },
    {
      id: 2,
      title: 'Finance and operations as one',
      desc: 'Every business document posts its voucher in real time.',
      image: '/demo-assets/art/screen-product-1-en.webp',
    },
    {
      id: 3,
      title: 'Open platform',
      desc: 'Low-code extensions and open APIs.',
      image: '/demo-assets/art/screen-product-2-en.webp',
    },
    {
      id: 4,
      title: 'Secure by design',
      desc: 'Certified data protection end to end.',
      icon: '/demo-assets/icon-shield.svg',
    },
  ],
}
