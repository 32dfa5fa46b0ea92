import type { ComponentType } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import { pageUrlOf } from '../page-url'
import type { BlockDescriptor } from './descriptor'
import type { PageSeo } from '../seo/page-seo'

/**
 * What a block page's `+data.ts` returns (title/description feed `<title>` and the meta description; `seo`
 * the link previews and structured data of the head).
 */
export type BlockPageData = { blocks: BlockDescriptor[]; title?: string; description?: string; seo?: PageSeo }

type RenderBlocks = ComponentType<{ blocks: readonly BlockDescriptor[]; route: string }>

/** The whole `+Page.tsx` of a block-built route: the blocks of its data, in order, by `RenderBlocks`. */
export function createBlocksPage(RenderBlocks: RenderBlocks): ComponentType {
  return function BlocksPage() {
    const { blocks } = useData<BlockPageData>()
    return <RenderBlocks blocks={blocks} route={pageUrlOf(usePageContext()).pathname} />
  }
}
