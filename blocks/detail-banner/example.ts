import type { DetailBannerBlock } from '../../schemas/blocks.gen'

export const detailBannerExample: DetailBannerBlock = {
  label: 'Case detail',
  title: 'Twelve plants on one cloud ERP: delivery lead time down 35%',
  desc: 'Planning and the shop floor connected through one platform.',
  image: '/demo-assets/banner-dark-1.svg',
  mobileImage: '/demo-assets/banner-dark-1-m.svg',
  logo: '/demo-assets/customer-1.svg',
  video: '/demo-assets/demo-video.mp4',
  actions: [{ fallback: 'consultCase', jump: { jumpContentType: 'FORM', formBOId: 2 } }, { fallback: 'download' }],
}
