import type { CustomerWallBlock } from '../../schemas/blocks.gen'

export const customerWallExample: CustomerWallBlock = {
  title: 'Trusted by industry leaders',
  desc: 'More than 3,000 enterprises run their operations on our platform.',
  logos: Array.from({ length: 14 }, (_, index) => ({
    id: index + 1,
    name: `Customer ${index + 1}`,
    logo: `/demo-assets/customer-${index + 1}.svg`,
  })),
  moreHref: '/cases',
}
