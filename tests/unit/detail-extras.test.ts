import { describe, expect, it } from 'vitest'
import { introBlocks, INTRO_NEWS_COUNT } from '../../pages/shared/about-us-blocks'
import { MORE_ISSUES, otherIssues, publicationBlocks } from '../../pages/periodical-detail/to-blocks'
import type { Publication } from '../../schemas/api.gen'
import { pagesShowingItem } from '../../site/item-pages'

// Issue 26: journal detail and /about-us get substance from content the site already has.
const labels = (key: string) => key
const journal = (id: number, extra: Partial<Publication> = {}): Publication => ({
  id,
  name: `Issue ${id}`,
  type: 'PUBLICATION',
  picture: `/cover-${id}.svg`,
  ...extra,
})

describe('journal detail: summary, contents and other issues', () => {
  it('lists other journals, not itself nor white papers, at most MORE_ISSUES, each linking to its page', () => {
    const others = [
      journal(1),
      journal(2),
      journal(3, { type: 'WHITE_PAPER' }),
      ...[4, 5, 6, 7, 8].map((id) => journal(id)),
    ]
    const items = otherIssues(journal(2), others)
    expect(MORE_ISSUES).toBe(4)
    expect(items.map((item) => item.id)).toEqual([1, 4, 5, 6])
    expect(items[0]).toEqual({ id: 1, name: 'Issue 1', cover: '/cover-1.svg', href: '/periodical/1' })
  })

  it('gives the journal block its description without the introduction, and no "more" without others', () => {
    const current = journal(2, {
      introduction: 'What is inside.',
      publicationDescribe: '<p>What is inside.</p><h3>Contents</h3><ol><li>One</li></ol>',
    })
    const [withOthers] = publicationBlocks(current, labels, [journal(1)])
    expect(withOthers!.props).toMatchObject({
      html: '<h3>Contents</h3><ol><li>One</li></ol>',
      more: { title: 'editorial.publication.more', items: [{ id: 1, href: '/periodical/1' }] },
    })
    const [alone] = publicationBlocks(current, labels, [current])
    expect(alone!.props).not.toHaveProperty('more')
  })
})

describe('/about-us: key figures and latest news', () => {
  const intro = { id: 1951, title: 'About', describe: '<p>x</p>' }
  const extrasLabels = { figures: 'Key figures', news: 'Latest news' }

  it('adds the enterprise advantages and the newest news after the introduction', () => {
    const news = [1, 2, 3, 4].map((id) => ({ id, title: `News ${id}`, createTime: '2026-01-0' + id + ' 10:00:00' }))
    const blocks = introBlocks(intro, {
      advantages: [{ id: 7, title: '3,000+ customers', desc: 'Across industries', logo: '/i.svg' }],
      news,
      labels: extrasLabels,
    })
    expect(blocks.map((block) => block.type)).toEqual(['companyIntro', 'featureGrid', 'newsShowcase'])
    expect(blocks[1]!.props).toEqual({
      title: 'Key figures',
      variant: 'icons',
      items: [{ id: 7, title: '3,000+ customers', desc: 'Across industries', icon: '/i.svg' }],
    })
    expect(blocks[2]!.props).toMatchObject({ title: 'Latest news', moreHref: '/about-us/news' })
    expect((blocks[2]!.props as { items: unknown[] }).items).toHaveLength(INTRO_NEWS_COUNT)
  })

  it('loses only the sections whose calls gave nothing', () => {
    const blocks = introBlocks(intro, { advantages: [], news: [], labels: extrasLabels })
    expect(blocks.map((block) => block.type)).toEqual(['companyIntro'])
  })
})

describe('a published news item reaches the introduction page', () => {
  it('is among the pages a news item revalidates', () => {
    expect(pagesShowingItem('news', 1601)).toEqual(expect.arrayContaining(['/about-us', '/about_us']))
  })
})
