import type { CustomerWallBlock } from '../../schemas/blocks.gen'

/** The demo's customers (their word marks are art/customer-<n>.webp). */
const customers = [
  'Huaxin Precision Machinery',
  'Northstar EV Components',
  'Zhongda Electric',
  'Bluepeak Foods',
  'Runtong Chain Stores',
  'Jingcheng Department Store',
  'Oceania Home',
  'Tianhe Fresh',
  'Meridian Power',
  'Shengda Gas',
  'Lumen Energy Services',
  'Yuanfeng Petrochemical',
  'Keystone Logistics',
  'Hangyu Supply Chain',
]

export const customerWallExample: CustomerWallBlock = {
  title: 'Trusted by industry leaders',
  desc: 'More than 3,000 enterprises run their operations on our platform.',
  logos: customers.map((name, index) => ({
    id: index + 1,
    name,
    logo: `/demo-assets/art/customer-${index + 1}.webp`,
  })),
  moreHref: '/cases',
}
