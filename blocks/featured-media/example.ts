import type { FeaturedMediaBlock } from '../../schemas/blocks.gen'

export const featuredMediaExample: FeaturedMediaBlock = { image: '/demo-assets/cover-1.svg' }
