import type { ComponentType } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import { pageUrlOf } from '../page-url'

/** What the engine reads of a block page's `+data.ts` result; the application adds its head fields. */
export interface BlocksPageData<D> {
  blocks: D[]
}

type RenderBlocks<D> = ComponentType<{ blocks: readonly D[]; route: string }>

/** The whole `+Page.tsx` of a block-built route: the blocks of its data, in order, by `RenderBlocks`. */
export function createBlocksPage<D>(RenderBlocks: RenderBlocks<D>): ComponentType {
  return function BlocksPage() {
    const { blocks } = useData<BlocksPageData<D>>()
    return <RenderBlocks blocks={blocks} route={pageUrlOf(usePageContext()).pathname} />
  }
}
