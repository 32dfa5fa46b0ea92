import type { DetailBannerBlock } from '../../schemas/blocks.gen'

export const detailBannerExample: DetailBannerBlock = {
  label: 'Case detail',
  title: 'Twelve plants on one cloud ERP: delivery lead time down 35%',
  desc: 'Planning and the shop floor connected through one platform.',
  image: '/demo-assets/art/banner-case-201-dark.svg',
  mobileImage: '/demo-assets/art/banner-banner-711-dark-m.svg',
  logo: '/demo-assets/art/customer-1.webp',
  video: '/demo-assets/demo-video.mp4',
  actions: [{ fallback: 'consultCase', jump: { jumpContentType: 'FORM', formBOId: 2 } }, { fallback: 'download' }],
}
