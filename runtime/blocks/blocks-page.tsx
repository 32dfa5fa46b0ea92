import type { ComponentType } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import type { BlockDescriptor } from './descriptor'

/** What a block page's `+data.ts` returns (title/description feed `<title>` and the meta description). */
export type BlockPageData = { blocks: BlockDescriptor[]; title?: string; description?: string }

type RenderBlocks = ComponentType<{ blocks: readonly BlockDescriptor[]; route: string }>

/** The whole `+Page.tsx` of a block-built route: the blocks of its data, in order, by `RenderBlocks`. */
export function createBlocksPage(RenderBlocks: RenderBlocks): ComponentType {
  return function BlocksPage() {
    const { blocks } = useData<BlockPageData>()
    const { urlPathname } = usePageContext()
    return <RenderBlocks blocks={blocks} route={urlPathname} />
  }
}
