import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import type { BlockDescriptor } from './descriptor'
import { RenderBlocks } from './render-blocks'

/** What a block page's `+data.ts` returns (title/description feed `<title>` and the meta description). */
export type BlockPageData = { blocks: BlockDescriptor[]; title?: string; description?: string }

/** The whole `+Page.tsx` of a block-built route: the blocks of its data, in order. */
export function BlocksPage() {
  const { blocks } = useData<BlockPageData>()
  const { urlPathname } = usePageContext()
  return <RenderBlocks blocks={blocks} route={urlPathname} />
}
