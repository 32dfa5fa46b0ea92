import { describe, expect, it } from 'vitest'
import type { Publication, ServicePage, TitleBlock } from '../../schemas/api.gen'
import { introBlocks, NEWS_PAGE_SIZE, newsPageBlocks } from '../../pages/shared/about-us-blocks'
import { articleBlocks, labelsOf, withoutLeadingDescription } from '../../pages/article-detail/to-blocks'
import { servicePageBlocks } from '../../pages/shared/service-page'
import { periodicalBlocks } from '../../pages/periodical/to-blocks'
import { publicationBlocks } from '../../pages/periodical-detail/to-blocks'
import { translatorFor } from '../../site/i18n'
import { buildI18nPayload } from '../../site/i18n/server'

const cover = (url: string) => ({ files: [{ url, type: 'image', name: 'cover' }] })
const types = (blocks: { type: string }[]) => blocks.map((b) => b.type)

describe('SPEC §2 News page (/about-us/news)', () => {
  const payload = {
    siteId: 1,
    newsType: 'NEWS' as const,
    title: { title: '新闻中心', desc: '最新动态' },
    fixedNews: [{ id: 1601, title: '置顶', createTime: '2025-01-02 08:00:00', coverMaterial: cover('/c.svg') }],
    pageNo: 2,
    firstPage: { data: [{ id: 1602, title: 'A' }], total: 22 },
  }

  it('is the title block, the fixed-news carousel, then the paged list of 9 in rows of 3', () => {
    const blocks = newsPageBlocks(payload)
    expect(types(blocks)).toEqual(['pageHeading', 'newsCarousel', 'pagedList'])
    expect(blocks[0]!.props).toEqual({ title: '新闻中心', desc: '最新动态' })
    expect(blocks[1]!.props).toEqual({
      items: [{ id: 1601, title: '置顶', image: '/c.svg', date: '2025-01-02', href: '/article-detail/news/1601' }],
    })
    expect(blocks[2]!.props).toEqual({
      source: { kind: 'news', siteId: 1, query: { type: 'NEWS' } },
      items: [{ id: 1602, title: 'A', href: '/article-detail/news/1602' }],
      total: 22,
      pageNo: 2,
      links: { path: '/about-us/news', query: {} },
      pageSize: NEWS_PAGE_SIZE,
      perRow: { desktop: 3, mobile: 1 },
    })
    expect(NEWS_PAGE_SIZE).toBe(9)
  })

  it('carries the AI variant into the list source and the pager links (?type=AI)', () => {
    const [list] = newsPageBlocks({ ...payload, newsType: 'NEWS_AI', title: {}, fixedNews: [] })
    expect(list!.type).toBe('pagedList')
    expect(list!.props).toMatchObject({
      source: { query: { type: 'NEWS_AI' } },
      links: { path: '/about-us/news', query: { type: 'AI' } },
    })
  })

  it('takes the page length as total when the backend gives none', () => {
    const blocks = newsPageBlocks({ ...payload, firstPage: { data: [{ id: 1, title: 'x' }] } })
    expect(blocks.at(-1)!.props).toMatchObject({ total: 1 })
  })
})

describe('SPEC §2 /about-us: company introduction', () => {
  it('shows title, main title, logo and the rich description', () => {
    expect(
      introBlocks({ id: 1951, title: '关于我们', mainTitle: '数字化', logo: '/l.svg', describe: '<p>x</p>' }),
    ).toEqual([
      {
        type: 'companyIntro',
        id: 'intro-1951',
        props: { title: '关于我们', mainTitle: '数字化', logo: '/l.svg', html: '<p>x</p>' },
      },
    ])
  })
})

describe('SPEC §2 /article-detail/{type}/{id}', () => {
  it('is the head (labels from the comma list, date, coverage, author, editor), then the body with anchors', () => {
    const blocks = articleBlocks(
      {
        title: 'T',
        label: 'AI, 制造，AI',
        createdAt: '2024-05-03 10:00:00',
        desc: 'D',
        content: '<h2>One</h2>',
        mediaCoverageList: [{ mediaName: 'Daily', address: 'https://e.com/a' }, { mediaName: 'No link' }],
        author: 'A',
        edit: 'E',
      },
      1601,
    )
    expect(blocks).toEqual([
      {
        type: 'articleHeader',
        id: 'article-1601',
        props: {
          title: 'T',
          labels: ['AI', '制造'],
          date: '2024-05-03',
          desc: 'D',
          author: 'A',
          editor: 'E',
          coverage: [{ name: 'Daily', href: 'https://e.com/a' }],
        },
      },
      { type: 'anchoredRichText', id: 'article-1601-body', props: { html: '<h2>One</h2>' } },
    ])
  })

  it('prefers createTime and leaves out what is empty', () => {
    const [head, ...rest] = articleBlocks(
      { title: 'T', createTime: '2025-01-01 00:00:00', createdAt: '2024-01-01 00:00:00', label: ' , ' },
      1,
    )
    expect(head!.props).toEqual({ title: 'T', date: '2025-01-01' })
    expect(rest).toEqual([])
    expect(labelsOf(null)).toEqual([])
  })

  // Issue 12: the header shows the description; a body opening with it would repeat it.
  it('leaves out a first body paragraph that reads the same as the description', () => {
    const [head, body] = articleBlocks(
      {
        title: 'T',
        desc: 'New: real-time  reports.',
        content: '\n<p class="lead">New: <b>real-time</b>&nbsp;reports.</p>\n<h2>Why</h2><p>Text</p>',
      },
      7,
    )
    expect(head!.props).toMatchObject({ desc: 'New: real-time  reports.' })
    expect(body!.props).toEqual({ html: '<h2>Why</h2><p>Text</p>' })
  })

  it.each([
    ['<p>云启ERP发布。</p><p>正文</p>', '云启ERP发布。', '<p>正文</p>'],
    ['<h3>The Summary</h3><p>x</p>', 'the summary', '<p>x</p>'],
    ['The summary<p>x</p>', 'The summary', '<p>x</p>'],
    ['<div><p>The summary</p></div><p>x</p>', 'The summary', '<p>x</p>'],
    // It stays when the first paragraph says more, comes later, or there is no description.
    ['<p>The summary, and more.</p>', 'The summary', '<p>The summary, and more.</p>'],
    ['<h2>Intro</h2><p>The summary</p>', 'The summary', '<h2>Intro</h2><p>The summary</p>'],
    ['<p>The summary</p>', undefined, '<p>The summary</p>'],
    // A nested element of the same name is not cut in half.
    ['<div><div>The summary</div>more</div>', 'The summary', '<div><div>The summary</div>more</div>'],
    ['<p>The summary</p>', '  ', '<p>The summary</p>'],
  ])('%s with description %s → %s', (html, desc, expected) => {
    expect(withoutLeadingDescription(html, desc)).toBe(expected)
  })

  it('leaves no body block when the body was only the description', () => {
    expect(articleBlocks({ title: 'T', desc: 'D', content: '<p>D</p>' }, 1)).toHaveLength(1)
  })
})

describe('SPEC §2 /services and /join-us', () => {
  it('services: a banner titled service and support, then the rich text; no button', () => {
    const blocks = servicePageBlocks(
      { describe: '<p>s</p>', bannerUrl: '/b.svg', jumpBO: { jumpContentType: 'URL', buttonLink: '/x' } },
      { key: 'services', fallbackTitle: '服务与支持', withJump: false },
    )
    expect(blocks).toEqual([
      { type: 'banner', id: 'services-banner', props: { title: '服务与支持', image: '/b.svg' } },
      { type: 'richText', id: 'services-body', props: { html: '<p>s</p>' } },
    ])
  })

  it('join-us: the banner carries the optional jump button, with or without an image (issue 21)', () => {
    const withImage = servicePageBlocks(
      {
        title: '加入我们',
        pcResource: cover('/p.svg'),
        jumpBO: { jumpContentType: 'URL', buttonTitle: '投递简历', buttonLink: 'https://jobs' },
      },
      { key: 'join-us', fallbackTitle: 'x', withJump: true },
    )
    expect(withImage[0]!.props).toEqual({
      title: '加入我们',
      image: '/p.svg',
      jump: { jumpContentType: 'URL', buttonTitle: '投递简历', buttonLink: 'https://jobs' },
    })
    const jumpBO = { jumpContentType: 'URL', buttonLink: 'https://jobs' }
    for (const picture of [undefined, null, 42, [cover('/p.svg')]]) {
      const page = { title: 'J', pcResource: picture, bannerUrl: picture, jumpBO } as unknown as ServicePage
      expect(servicePageBlocks(page, { key: 'join-us', fallbackTitle: 'x', withJump: true })).toEqual([
        { type: 'banner', id: 'join-us-banner', props: { title: 'J', jump: jumpBO } },
      ])
    }
  })
})

describe('SPEC §2 /periodical', () => {
  it('is the page-header title, then cards in rows of 2, 10 a desktop page and 1 a phone request', () => {
    const blocks = periodicalBlocks(
      1,
      { title: '企业刊物', desc: 'd' },
      { pageNo: 1, items: { data: [{ id: 1901, name: 'N', picture: '/j.svg' }], total: 6 } },
      'Publications',
    )
    expect(types(blocks)).toEqual(['pageHeading', 'pagedList'])
    expect(blocks[1]!.props).toEqual({
      source: { kind: 'publications', siteId: 1 },
      items: [{ id: 1901, title: 'N', image: '/j.svg', href: '/periodical/1901' }],
      total: 6,
      pageNo: 1,
      links: { path: '/periodical' },
      pageSize: 10,
      mobilePageSize: 1,
      perRow: { desktop: 2, mobile: 1 },
    })
  })

  it('keeps its heading when the page-header settings have no title (issue 21)', () => {
    for (const header of [{}, { title: null, desc: 'd' }, { title: 42 }] as unknown as TitleBlock[]) {
      const [heading] = periodicalBlocks(1, header, { pageNo: 1, items: { data: [], total: 0 } }, 'Publications')
      expect(heading).toMatchObject({ type: 'pageHeading', props: { title: 'Publications' } })
    }
  })
})

describe('SPEC §2 /periodical/{id}', () => {
  const base: Publication = { id: 1902, name: 'Journal', introduction: 'Intro', picture: '/j.svg' }
  const zh = translatorFor(buildI18nPayload('zh'))
  const en = translatorFor(buildI18nPayload('en'))

  it('a PUBLICATION is the journal: cover, name, introduction, optional button', () => {
    expect(
      publicationBlocks({ ...base, type: 'PUBLICATION', jumpBO: { jumpContentType: 'URL', buttonLink: '/r' } }, zh),
    ).toEqual([
      {
        type: 'publicationDetail',
        id: 'publication-1902',
        props: {
          name: 'Journal',
          cover: '/j.svg',
          introduction: 'Intro',
          jump: { jumpContentType: 'URL', buttonLink: '/r' },
        },
      },
    ])
  })

  const whitePaper: Publication = {
    ...base,
    type: 'WHITE_PAPER',
    backgroundPicture: '/bg.svg',
    publicationDescribe: '<p>w</p>',
    exampleBOS: [{ id: 1201, title: 'Case', coverMaterial: cover('/case.svg') }],
    jumpBO: { jumpContentType: 'FORM', formBO: { id: 1003 } },
  }

  it('any other type is a white paper: banner, description, cases under the fixed heading, 下载白皮书 through the jump target', () => {
    const blocks = publicationBlocks(whitePaper, zh)
    expect(types(blocks)).toEqual(['banner', 'richText', 'relatedCases', 'actionBar'])
    expect(blocks[2]!.props).toEqual({
      title: '行业企业的转型需求与应用升级',
      cards: [{ id: 1201, title: 'Case', image: '/case.svg', href: '/case-detail/1201' }],
    })
    expect(blocks[3]!.props).toEqual({ label: '下载白皮书', jump: { jumpContentType: 'FORM', formBOId: 1003 } })
  })

  it("the English site's white paper has the heading and the button label in English (issue 21)", () => {
    const blocks = publicationBlocks(whitePaper, en)
    expect(blocks[2]!.props).toMatchObject({
      title: 'Transformation needs and upgraded applications across industries',
    })
    expect(blocks[3]!.props).toMatchObject({ label: 'Download the white paper' })
  })

  it('a language pack overrides the heading and the label', () => {
    const t = translatorFor(
      buildI18nPayload('en', [
        { identification: 'cases', modular: 'editorial.whitePaper', languageSetting: 'Related stories' },
        { identification: 'editorial.whitePaper.download', languageSetting: 'Get it' },
      ]),
    )
    const blocks = publicationBlocks(whitePaper, t)
    expect(blocks[2]!.props).toMatchObject({ title: 'Related stories' })
    expect(blocks[3]!.props).toMatchObject({ label: 'Get it' })
  })

  it('a white paper without cases or a jump target still closes with the default button', () => {
    expect(types(publicationBlocks({ ...base, type: null }, zh))).toEqual(['banner', 'actionBar'])
    // Without a picture the banner still opens the page with its title (issue 21).
    const bare = publicationBlocks({ id: 3, name: 'W', backgroundPicture: 42 } as unknown as Publication, zh)
    expect(bare.map((b) => b.type)).toEqual(['banner', 'actionBar'])
    expect(bare[0]!.props).toEqual({ title: 'W' })
  })
})
