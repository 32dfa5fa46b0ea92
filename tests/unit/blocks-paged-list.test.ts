import { describe, expect, it } from 'vitest'
import { pageWindow } from '../../blocks/paged-list/pager'
import { listPageHref, readPageNo } from '../../mapping/list-page-query'
import { timePieces } from '../../blocks/paged-list/time-text'
import { dayOf } from '../../mapping/from-backend'
import { newsCard, publicationCard } from '../../mapping/list-cards'

describe('paged list pager (SPEC §9)', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
  })
  it('shortens a long list around the current page with gaps', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12])
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, null, 12])
  })
  it('is the same window as page by page, for every page of lists up to 40 pages', () => {
    const walked = (pageNo: number, pageCount: number) => {
      const pages: (number | null)[] = []
      for (let page = 1; page <= pageCount; page++) {
        if (Math.abs(page - pageNo) <= 2 || page === 1 || page === pageCount) pages.push(page)
        else if (pages.at(-1) !== null) pages.push(null)
      }
      return pages
    }
    for (let pageCount = 1; pageCount <= 40; pageCount++)
      for (let pageNo = 1; pageNo <= pageCount; pageNo++)
        expect(pageWindow(pageNo, pageCount), `${pageNo} of ${pageCount}`).toEqual(walked(pageNo, pageCount))
  })
  it('never walks the pages: a backend total of 10^12 gives its window at once', () => {
    const pageCount = Math.ceil(1e12 / 9)
    expect(pageWindow(1, pageCount)).toEqual([1, 2, 3, null, pageCount])
    expect(pageWindow(pageCount, pageCount)).toEqual([1, null, pageCount - 2, pageCount - 1, pageCount])
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

describe('the page of a list in the URL (?page=N)', () => {
  it('reads page 1 without the parameter and canonical numbers only', () => {
    expect(readPageNo({})).toBe(1)
    expect(readPageNo({ page: '1' })).toBe(1)
    expect(readPageNo({ page: '12' })).toBe(12)
    for (const page of ['0', '02', '-1', '1.5', 'x', '', ' 2', '1000000']) expect(readPageNo({ page })).toBeNull()
  })
  it('links page 1 to the plain URL and keeps the list query on every page', () => {
    expect(listPageHref('/periodical', {}, 1)).toBe('/periodical')
    expect(listPageHref('/periodical', {}, 3)).toBe('/periodical?page=3')
    expect(listPageHref('/about-us/news', { type: 'AI' }, 2)).toBe('/about-us/news?type=AI&page=2')
    expect(listPageHref('/activity', { place: '上海', q: 'a&b', page: '7' }, 1)).toBe(
      '/activity?place=%E4%B8%8A%E6%B5%B7&q=a%26b',
    )
  })
})

describe("an activity's time string", () => {
  it('keeps each date and time whole and breaks only at the spaces between them', () => {
    expect(timePieces('2026年5月3日 09:00 - 2026年5月5日 17:00')).toEqual([
      { text: '2026年5月3日', keep: true },
      { text: ' ', keep: false },
      { text: '09:00', keep: true },
      { text: ' ', keep: false },
      { text: '-', keep: true },
      { text: ' ', keep: false },
      { text: '2026年5月5日', keep: true },
      { text: ' ', keep: false },
      { text: '17:00', keep: true },
    ])
  })
  it('lets a long piece of free text break inside', () => {
    expect(timePieces('每周三下午在线上直播间举行的系列公开课与答疑活动')).toEqual([
      { text: '每周三下午在线上直播间举行的系列公开课与答疑活动', keep: false },
    ])
  })
})
