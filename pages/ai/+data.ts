import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../blocks/page-data'
import { translatorFor } from '../../site/i18n'
import { toBlocks } from './to-blocks'
import { loadMainItem } from '../shared/load-main-item'

/** SPEC §2 AI landing page: its carousel and story (fetched together) and the framed static page. */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, site, i18n, urlPathname } = pageContext
  const [carousel, story] = await Promise.all([
    loadMainItem(() => api.aiCarousel(site.id)),
    loadMainItem(() => api.aiStory(site.id)),
  ])
  const t = translatorFor(i18n)
  const labels = { storyTitle: t('ai.storyTitle'), frameTitle: t('ai.frameTitle') }
  return {
    blocks: toBlocks({ carousel, story, pathname: urlPathname }, labels),
    title: story.title?.trim() || labels.frameTitle,
    description: story.description?.trim() || undefined,
  }
}
