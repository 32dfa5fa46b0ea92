import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../blocks/page-data'
import { toBlocks } from '../shared/home-blocks'
import { loadMainItem } from './load-main-item'

/**
 * SPEC §2 "/": the home modules of the site, as blocks; also under the form pages, which open over the
 * home page (`/form/{id}`, its preview).
 */
export async function homePageData(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, site } = pageContext
  const modules = await loadMainItem(() => api.homepage(site.id))
  return { blocks: toBlocks(modules) }
}
