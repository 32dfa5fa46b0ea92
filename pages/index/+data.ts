import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../runtime/blocks/blocks-page'
import { toBlocks } from './to-blocks'
import { loadMainItem } from '../shared/load-main-item'

/** SPEC §2 "/": the home modules of the site, as blocks. */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, site } = pageContext
  const modules = await loadMainItem(() => api.homepage(site.id))
  return { blocks: toBlocks(modules) }
}
