import type { PageHeadingBlock } from '../../schemas/blocks.gen'

export const pageHeadingExample: PageHeadingBlock = {
  title: 'News',
  desc: 'Product releases, customer milestones and events.',
}
