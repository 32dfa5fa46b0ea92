import type { BannerBlock } from '../../schemas/blocks.gen'

export const bannerExample: BannerBlock = {
  title: 'Service and support',
  desc: 'Implementation, training and 7x24 operations from one accountable team.',
  image: '/demo-assets/banner-light-2.svg',
  mobileImage: '/demo-assets/banner-light-2-m.svg',
  jump: { jumpContentType: 'FORM', buttonTitle: 'Contact support' },
}
