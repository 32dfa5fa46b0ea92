import { describe, expect, it } from 'vitest'
import { pageWindow } from '../../blocks/paged-list/pager'
import { listSources } from '../../mapping/list-sources'
import { dayOf } from '../../mapping/from-backend'
import { newsCard, publicationCard } from '../../mapping/list-cards'
import type { Api } from '../../site/api'

describe('paged list pager (SPEC §9)', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
  })
  it('shortens a long list around the current page with gaps', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12])
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, null, 12])
  })
})

describe('paged list cards', () => {
  it('turns a news item into a card linking to its article, dated by day', () => {
    const card = newsCard({
      id: 1601,
      title: 'T',
      desc: ' ',
      createTime: '2025-03-04 10:00:00',
      coverMaterial: { files: [{ url: '/a.png', type: 'image', name: 'a' }] },
    })
    expect(card).toEqual({
      id: 1601,
      title: 'T',
      image: '/a.png',
      date: '2025-03-04',
      href: '/article-detail/news/1601',
    })
  })
  it('turns a publication into a card linking to /periodical/{id}', () => {
    expect(publicationCard({ id: 1901, name: 'Journal', introduction: 'Intro', picture: '/p.png' })).toEqual({
      id: 1901,
      title: 'Journal',
      desc: 'Intro',
      image: '/p.png',
      href: '/periodical/1901',
    })
  })
  it('reads only a leading date', () => {
    expect(dayOf('yesterday')).toBeUndefined()
    expect(dayOf(null)).toBeUndefined()
  })
})

describe('paged list sources', () => {
  it('asks the news list for the AI variant only when the query says NEWS_AI, and falls back to the page length for total', async () => {
    const calls: unknown[] = []
    const api = {
      newsList: async (params: unknown) => {
        calls.push(params)
        return { data: [{ id: 1, title: 'A' }] }
      },
    } as unknown as Api
    const page = await listSources.news(api, { siteId: 1, pageNo: 2, pageSize: 9, query: { type: 'NEWS_AI' } })
    await listSources.news(api, { siteId: 1, pageNo: 1, pageSize: 9, query: {} })
    expect(calls).toEqual([
      { siteId: 1, pageNo: 2, pageSize: 9, type: 'NEWS_AI' },
      { siteId: 1, pageNo: 1, pageSize: 9, type: 'NEWS' },
    ])
    expect(page).toEqual({ items: [{ id: 1, title: 'A', href: '/article-detail/news/1' }], total: 1 })
  })
})
