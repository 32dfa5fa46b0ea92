import type { BannerBlock } from '../../schemas/blocks.gen'

export const bannerExample: BannerBlock = {
  title: 'Service and support',
  desc: 'Implementation, training and 7x24 operations from one accountable team.',
  image: '/demo-assets/art/banner-banner-961-light.svg',
  mobileImage: '/demo-assets/art/banner-banner-961-light-m.svg',
  jump: { jumpContentType: 'FORM', buttonTitle: 'Contact support' },
}
