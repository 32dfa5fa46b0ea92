import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { beforeAll, describe, expect, it } from 'vitest'
import { blockExamples, savedBlockExamples } from '../../blocks/examples.gen'
import { registry } from '../../blocks/registry.gen'
import { preloadBlocks, RenderBlocks } from '../../blocks/renderer'
import { block, type BlockDescriptor, type BlockType } from '../../blocks/descriptor'
import { buildI18nPayload } from '../../site/i18n/server'
import { DEMO_SITE_SETTINGS } from '../../content/site-settings'
import { getPurifier } from '../../runtime/rich-text/purifier'
import { MAX_DOTS } from '../../ui/carousel/carousel-settings'

const types = Object.keys(registry) as BlockType[]

function withPage(children: ReactNode, lang: 'zh' | 'en' = 'en') {
  const pageContext = {
    urlPathname: '/blocks',
    i18n: buildI18nPayload(lang),
    siteSettings: DEMO_SITE_SETTINGS,
  } as unknown as PageContext
  return <VikeReactProviderPageContext pageContext={pageContext}>{children}</VikeReactProviderPageContext>
}

function renderBlock(descriptor: BlockDescriptor, lang: 'zh' | 'en' = 'en'): string {
  return renderToString(withPage(<RenderBlocks blocks={[descriptor]} route="/blocks" />, lang))
}

beforeAll(() => preloadBlocks(types))
// The server's sanitizer loads jsdom on its first use, seconds on a busy machine: loaded here, under the
// hook's limit, so that cost does not fall on whichever example first holds rich text (anchoredRichText).
beforeAll(() => void getPurifier(), 30_000)

describe('every registered block server-renders its example (docs/architecture.md: registry → every example renders)', () => {
  it.each(types)('%s', (type) => {
    const html = renderBlock(block(type, `example-${type}`, blockExamples[type]) as BlockDescriptor)
    expect(html).toContain(`data-block="${type}"`)
    expect(html).not.toMatch(/<template|<!--\$\?-->/) // rendered at once, no Suspense fallback
  })
})

const saved = (Object.keys(savedBlockExamples) as BlockType[]).flatMap((type) =>
  Object.entries(savedBlockExamples[type] ?? {}).map(([name, props]) => ({ type, name, props })),
)

describe("every example saved beside a block (blocks/<kebab>/examples/*.json, the workbench's) server-renders", () => {
  it('there is at least one, so this path is exercised', () => expect(saved.length).toBeGreaterThan(0))

  it.each(saved)('$type: $name', ({ type, name, props }) => {
    const html = renderBlock({ type, id: `example-${name}`, props } as BlockDescriptor)
    expect(html).toContain(`data-block="${type}"`)
  })
})

describe('block content', () => {
  it('heroCarousel renders every slide, loads the first image at once and the others lazily (SPEC §9)', () => {
    const html = renderBlock(block('heroCarousel', 'h', blockExamples.heroCarousel))
    for (const slide of blockExamples.heroCarousel.slides) expect(html).toContain(slide.title)
    expect(html).toContain('src="/demo-assets/art/banner-banner-711-dark.svg"')
    expect(html).not.toContain(' src="/demo-assets/art/banner-banner-712-light.svg"')
    expect(html).toContain('data-lazy-src="/demo-assets/art/banner-banner-712-light.svg"')
    expect(html).toContain('data-lazy="pending"')
  })

  it('a carousel in the first two blocks loads its first image at once, one further down lazily (issue 13: LCP)', () => {
    const heading = block('pageHeading', 'p', { title: 'T' })
    const page = (blocks: ReturnType<typeof block>[]) =>
      renderToString(withPage(<RenderBlocks blocks={blocks} route="/blocks" />))
    const hero = block('heroCarousel', 'h', blockExamples.heroCarousel)
    const underHeading = page([heading, hero])
    expect(underHeading).toContain(' src="/demo-assets/art/banner-banner-711-dark.svg"')
    expect(underHeading).toContain('fetchPriority="high"')
    expect(underHeading).toContain('data-lazy-src="/demo-assets/art/banner-banner-712-light.svg"')
    expect(page([heading, block('pageHeading', 'q', { title: 'U' }), hero])).not.toContain(
      ' src="/demo-assets/art/banner-banner-711-dark.svg"',
    )
    const first = blockExamples.newsCarousel.items[0]!.image!
    const news = block('newsCarousel', 'n', blockExamples.newsCarousel)
    expect(page([heading, news])).toContain(` src="${first}"`)
    expect(page([heading, block('pageHeading', 'q', { title: 'U' }), news])).not.toContain(` src="${first}"`)
  })

  it('a paged list under the page heading loads its first row of covers at once, the rest and a list further down lazily (issue 13: LCP)', () => {
    const heading = block('pageHeading', 'p', { title: 'T' })
    const cover = (n: number) => `/demo-assets/cover-${n}.svg`
    const items = [1, 2, 3, 4, 5].map((n) => ({ id: n, title: `Item ${n}`, image: cover(n), href: `/a/${n}` }))
    const list = block('pagedList', 'l', { ...blockExamples.pagedList, items, total: items.length })
    const page = (blocks: ReturnType<typeof block>[]) =>
      renderToString(withPage(<RenderBlocks blocks={blocks} route="/blocks" />))
    const underHeading = page([heading, list])
    for (const n of [1, 2, 3]) expect(underHeading).toContain(` src="${cover(n)}"`)
    for (const n of [4, 5]) expect(underHeading).toContain(`data-lazy-src="${cover(n)}"`)
    const further = page([heading, block('pageHeading', 'q', { title: 'U' }), list])
    expect(further).toContain(`data-lazy-src="${cover(1)}"`)
  })

  it('a paged list shows one page of items however many the backend sent (it asked for pageSize)', () => {
    const items = Array.from({ length: 500 }, (_, n) => ({ id: n + 1, title: `Item ${n + 1}`, href: `/a/${n + 1}` }))
    const pageSize = blockExamples.pagedList.pageSize
    const html = renderBlock(block('pagedList', 'l', { ...blockExamples.pagedList, items, total: 5000 }))
    expect(html.match(/data-testid="paged-list-item"/g)).toHaveLength(pageSize)
    expect(html).toContain(`Item ${pageSize}<`)
    expect(html).not.toContain(`Item ${pageSize + 1}<`)
  })

  it('a carousel with one slide has no arrows or dots (SPEC §4: auto-advance only with several items)', () => {
    const one = { slides: [blockExamples.heroCarousel.slides[0]] }
    const html = renderBlock(block('heroCarousel', 'h', one))
    expect(html).not.toContain('swiper-button-next')
    expect(html).not.toContain('swiper-pagination')
    expect(renderBlock(block('heroCarousel', 'h', blockExamples.heroCarousel))).toContain('swiper-button-next')
    // Standing still, it needs no code in the browser: no island.
    expect(html).not.toContain('data-island')
  })

  it('a carousel of more slides than MAX_DOTS shows a counter where the dots would wrap over the slides', () => {
    const many = (count: number) => ({
      slides: Array.from({ length: count }, (_, n) => ({
        ...blockExamples.heroCarousel.slides[n % blockExamples.heroCarousel.slides.length]!,
        title: `Slide ${n + 1}`,
      })),
    })
    const dots = renderBlock(block('heroCarousel', 'h', many(MAX_DOTS)))
    expect(dots.match(/class="swiper-pagination-bullet/g)).toHaveLength(MAX_DOTS)
    expect(dots).not.toContain('carousel-counter')
    const counted = renderBlock(block('heroCarousel', 'h', many(MAX_DOTS + 1)))
    expect(counted).not.toContain('swiper-pagination-bullet')
    expect(counted).toMatch(
      new RegExp(
        `class="[^"]*carousel-counter[^"]*" aria-hidden="true"><span data-carousel-counter="">1</span> / ${MAX_DOTS + 1}</div>`,
      ),
    )
    // The slides still say where they are, and the arrows still move them.
    expect(counted).toContain(`aria-label="${MAX_DOTS + 1} / ${MAX_DOTS + 1}"`)
    expect(counted).toContain('swiper-button-next')
  })

  it('a carousel of several slides is a plain island (issue 13): its settings beside it, its controls drawn and labelled', () => {
    const { slides } = blockExamples.heroCarousel
    const zh = renderBlock(block('heroCarousel', 'h', blockExamples.heroCarousel), 'zh')
    expect(zh).toContain('data-island="plain:carousel"')
    expect(zh).not.toContain('data-island="block:')
    const props = /data-island-props="[^"]+">([^<]*)<\/script>/.exec(zh)?.[1]
    expect(JSON.parse(props ?? 'null')).toMatchObject({ autoplayMs: 5000, speed: 500, fade: true })
    expect(JSON.parse(props ?? 'null').tones).toHaveLength(slides.length)
    expect(zh).toContain('aria-label="上一张"')
    expect(zh).toContain('aria-label="第 2 张"')
    expect(zh).toContain(`aria-label="2 / ${slides.length}"`)
    expect(zh.match(/<span class="swiper-pagination-bullet/g)).toHaveLength(slides.length)
    expect(zh.match(/aria-current="true"/g)).toHaveLength(1)
    expect(renderBlock(block('heroCarousel', 'h', blockExamples.heroCarousel), 'en')).toContain(
      'aria-label="Go to slide 2"',
    )
  })

  it('newsShowcase links each item to its article and formats dates per language (SPEC §9)', () => {
    const descriptor = block('newsShowcase', 'n', blockExamples.newsShowcase)
    const en = renderBlock(descriptor, 'en')
    expect(en).toContain('href="/article-detail/news/101"')
    expect(en).toContain('2025/06/18')
    expect(renderBlock(descriptor, 'zh')).toContain('2025年6月18日')
  })

  it('consultBanner without a jump target shows the default consult label in the page language', () => {
    const html = renderBlock(block('consultBanner', 'c', { title: 'Talk to us' }), 'zh')
    expect(html).toContain('立即咨询')
  })

  it('customerWall lists every logo (CSS shows columns × rows of them, SPEC §9)', () => {
    const html = renderBlock(block('customerWall', 'w', blockExamples.customerWall))
    expect(html.match(/class="customer-wall__logo"/g)).toHaveLength(blockExamples.customerWall.logos.length)
    expect(html).toContain('<svg class="customer-globe"')
  })

  it('caseCards near the top of a page loads the covers of its first screen at once, the others lazily (issue 26: LCP)', () => {
    const groups = [0, 1].map((g) => ({
      anchor: `g${g}`,
      title: `Group ${g}`,
      cards: [1, 2, 3, 4].map((n) => ({
        id: g * 10 + n,
        href: `/case-detail/${n}`,
        title: `Case ${n}`,
        image: `/c${g}${n}.png`,
      })),
    }))
    const eagerSources = (html: string) =>
      [...html.matchAll(/<img src="([^"]+)"[^>]*fetchPriority="high"/gi)].map((m) => m[1])
    const first = renderToString(
      withPage(<RenderBlocks blocks={[block('caseCards', 'c', { groups })]} route="/cases" />),
    )
    expect(eagerSources(first)).toEqual(['/c01.png', '/c02.png', '/c03.png'])
    const lower = renderToString(
      withPage(
        <RenderBlocks
          blocks={[
            block('richText', 'a', { html: '<p>a</p>' }),
            block('richText', 'b', { html: '<p>b</p>' }),
            block('caseCards', 'c', { groups }),
          ]}
          route="/cases"
        />,
      ),
    )
    expect(eagerSources(lower)).toEqual([])
  })

  // Issue 13 (Lighthouse and axe heading-order): a block's headings follow the page's h1 without skipping a
  // level, wherever the block stands; the look comes from classes, not from the level.
  it('featureGrid titles its items one level below its own title, or h2 when it has none', () => {
    const withTitle = renderBlock(block('featureGrid', 'f', blockExamples.featureGrid))
    expect(withTitle).toContain('<h2 class="block-heading__title">')
    expect(withTitle.match(/<h3 class="feature-grid__title">/g)).toHaveLength(blockExamples.featureGrid.items.length)
    const untitled = renderBlock(block('featureGrid', 'f', { ...blockExamples.featureGrid, title: undefined }))
    expect(untitled).not.toMatch(/<h[13-6][ >]/)
    expect(untitled.match(/<h2 class="feature-grid__title">/g)).toHaveLength(blockExamples.featureGrid.items.length)
  })

  it.each(['news', 'publications', 'activities', 'media'] as const)(
    'pagedList of %s titles each card h2 (the list has no title and may follow the h1)',
    (kind) => {
      const example = blockExamples.pagedList
      const html = renderBlock(block('pagedList', 'p', { ...example, source: { ...example.source, kind } }))
      expect(html).not.toMatch(/<h[13-6][ >]/)
      expect(html.match(/<h2 class="paged-list__title">/g)).toHaveLength(example.items.length)
    },
  )

  it('richText sanitizes before it renders', () => {
    const html = renderBlock(
      block('richText', 'r', { html: '<p>ok</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' }),
    )
    expect(html).toContain('<p>ok</p>')
    expect(html).not.toMatch(/onerror|<script|alert/)
  })
})
