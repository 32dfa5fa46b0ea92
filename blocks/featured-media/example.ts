import type { FeaturedMediaBlock } from '../../schemas/blocks.gen'

export const featuredMediaExample: FeaturedMediaBlock = { image: '/demo-assets/art/media-801.svg' }
