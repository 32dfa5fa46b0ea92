import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { beforeAll, describe, expect, it } from 'vitest'
import { registry } from '../../blocks/registry.gen'
import { preloadBlocks, RenderBlocks } from '../../blocks/renderer'
import type { BlockDescriptor, BlockType } from '../../blocks/descriptor'
import { translatorFor } from '../../site/i18n'
import { buildI18nPayload } from '../../site/i18n/server'
import { DEMO_SITE_SETTINGS } from '../../content/site-settings'
import { getPurifier } from '../../runtime/rich-text/purifier'
import { toBlocks as productBlocks } from '../../pages/product/@id/to-blocks'
import { toBlocks as solutionBlocks } from '../../pages/solution/@id/to-blocks'
import { toBlocks as caseBlocks } from '../../pages/case-detail/@id/to-blocks'
import { toBlocks as solutionListBlocks } from '../../pages/solution/to-blocks'
import { toBlocks as caseListBlocks } from '../../pages/cases/to-blocks'
import { servicePageBlocks } from '../../pages/shared/service-page'
import { toBlocks as homeBlocks } from '../../pages/shared/home-blocks'
import type { Example, Product, ServicePage, Solution, SolutionIndustryGroup } from '../../schemas/api.gen'

// Issue 21: a detail page whose banner picture is missing or of the wrong type still opens with its
// title as the page's h1, on the banner's plain background; lists without pictures keep every item.

const lang = 'en'
const i18n = buildI18nPayload(lang)
const t = translatorFor(i18n)

function renderPage(blocks: BlockDescriptor[]): string {
  const pageContext = { urlPathname: '/x', i18n, siteSettings: DEMO_SITE_SETTINGS } as unknown as PageContext
  return renderToString(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <RenderBlocks blocks={blocks} route="/x" />
    </VikeReactProviderPageContext>,
  )
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#x27;': "'" }

/** The text of every h1 of `html`, as a visitor reads it. */
function headings(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/gs)].map(([, inner]) =>
    inner
      .replace(/<[^>]+>/g, '')
      .replace(/&(?:lt|gt|amp|quot|#x27);/g, (entity) => ENTITIES[entity]!)
      .trim(),
  )
}

beforeAll(() => preloadBlocks(Object.keys(registry) as BlockType[]))
// The server's sanitizer loads jsdom on its first use, seconds on a busy machine: loaded here, under the
// hook's limit, so that cost does not fall on the first page holding rich text (the case detail).
beforeAll(() => void getPurifier(), 30_000)

const pictures: Array<[string, unknown]> = [
  ['absent', undefined],
  ['null', null],
  ['a number', 42],
  ['an array', [{ files: [{ url: '/x.svg' }] }]],
]

function without<T extends object>(item: T, keys: readonly string[], value: unknown): T {
  const copy = { ...item } as Record<string, unknown>
  for (const key of keys) {
    if (value === undefined) delete copy[key]
    else copy[key] = value
  }
  return copy as unknown as T
}

const detailPages: Array<[string, (value: unknown) => BlockDescriptor[], string]> = [
  [
    '/product/{id}',
    (value) =>
      productBlocks(
        without({ id: 1401, name: 'Cloud <ERP> & more', desc: 'About' } as Product, ['pcResource'], value),
        t,
      ),
    'Cloud <ERP> & more',
  ],
  [
    '/solution/{id}',
    (value) => solutionBlocks(without({ id: 1501, name: 'Smart factory' } as Solution, ['pcResource'], value), t),
    'Smart factory',
  ],
  [
    '/case-detail/{id}',
    (value) =>
      caseBlocks(
        without({ id: 1601, title: 'A case', content: '<p>Body</p>' } as Example, ['backgroundMaterial'], value),
        t,
      ),
    'A case',
  ],
]

describe('a detail page without its banner picture still has its title as the h1 (issue 21)', () => {
  for (const [route, blocksOf, title] of detailPages) {
    it.each(pictures)(`${route}: picture %s`, (_, value) => {
      const html = renderPage(blocksOf(value))
      expect(headings(html)).toEqual([title])
      expect(html).toContain('class="detail-banner detail-banner--plain"')
      // No broken picture: no image element without a source, no picture of the banner at all.
      expect(html).not.toContain('detail-banner__image')
      expect(html).not.toMatch(/<img(?![^>]*\bsrc="[^"]+")[^>]*>/)
      // The header over it learns the plain banner's tone from the page's client code.
      expect(html).toMatch(
        /data-tone-plain="dark"[^>]*data-tone-reports-header="true"|data-tone-reports-header="true"[^>]*data-tone-plain="dark"/,
      )
    })
  }

  it.each(pictures)('/join-us: picture %s, the banner keeps its title and button', (_, value) => {
    const page = without(
      {
        title: 'Join us',
        jumpBO: { jumpContentType: 'URL', buttonTitle: 'Apply', buttonLink: 'https://jobs.example' },
      },
      ['pcResource', 'bannerUrl'],
      value,
    ) as ServicePage
    const html = renderPage(servicePageBlocks(page, { key: 'join-us', fallbackTitle: 'x', withJump: true }))
    expect(headings(html)).toEqual(['Join us'])
    expect(html).toContain('class="banner banner--plain"')
    expect(html).toContain('Apply')
    expect(html).not.toContain('banner__image')
  })

  it('with a picture the banner is as before: the image, measured for its tone', () => {
    const html = renderPage(
      productBlocks({ id: 1, name: 'ERP', pcResource: { files: [{ url: '/b.svg' }] } } as Product, t),
    )
    expect(headings(html)).toEqual(['ERP'])
    expect(html).toContain('class="detail-banner"')
    expect(html).toContain('data-tone-image="/b.svg"')
    expect(html).not.toContain('data-tone-plain')
  })
})

describe('lists without pictures keep their items and titles (issue 21)', () => {
  it('/solution: every industry is a slide, every solution and case a card with a neutral placeholder', () => {
    const groups = [1, 2].map((n) => ({
      industry: { id: n, name: `Industry ${n}` },
      solutions: [{ id: n * 10, name: `Solution ${n * 10}` }],
      examples: [{ id: n * 100, title: `Case ${n * 100}` }],
    })) as SolutionIndustryGroup[]
    const html = renderPage(solutionListBlocks(groups, t))
    for (const n of [1, 2]) expect(html).toContain(`Industry ${n}`)
    // The first industry's solutions and cases show below the carousel.
    expect(html).toContain('Solution 10')
    expect(html).toContain('Case 100')
    expect(html.match(/solution-explorer__slide--plain/g)).toHaveLength(2)
    expect(html).toContain('solution-explorer__solution-image--none')
    expect(html).toContain('case-cards__image--none')
    expect(html).not.toMatch(/<img(?![^>]*\bsrc="[^"]+")[^>]*>/)
  })

  it('/cases: cards without covers show their titles', () => {
    const html = renderPage(
      caseListBlocks(
        [
          {
            industry: { id: 1, name: 'Industry' },
            exampleBOS: [
              { id: 1, title: 'First' },
              { id: 2, title: 'Second' },
            ],
          },
        ],
        t,
      ),
    )
    expect(html).toContain('First')
    expect(html).toContain('Second')
    expect(html.match(/case-cards__image--none/g)).toHaveLength(2)
  })

  it('home: product cards and industry slides without pictures keep their titles over a placeholder', () => {
    const cards = [1, 2].map((id) => ({ id, title: `Product ${id}`, pcResourceUrl: id === 1 ? null : 42 }))
    const html = renderPage(
      homeBlocks([
        { id: 1, moduleType: 'PRODUCT', title: 'Products', carouselOpt: cards },
        { id: 2, moduleType: 'SOLUTION', title: 'Industries', carouselOpt: [{ id: 3, title: 'Retail' }] },
      ] as unknown as Parameters<typeof homeBlocks>[0]),
    )
    expect(html).toContain('Product 1')
    expect(html).toContain('Product 2')
    expect(html.match(/product-showcase__image--none/g)).toHaveLength(2)
    expect(html).toContain('Retail')
    expect(html).toContain('solution-carousel__image--none')
    expect(html).not.toMatch(/<img(?![^>]*\bsrc="[^"]+")[^>]*>/)
  })

  it('home: banner slides without pictures keep their titles on the plain banner background, its tone known', () => {
    const html = renderPage(
      homeBlocks([
        {
          id: 1,
          moduleType: 'CAROUSEL',
          carouselOpt: [
            { id: 1, title: 'Plain first', pcResourceUrl: null },
            { id: 2, title: 'Pictured', pcResourceUrl: '/p.svg' },
          ],
        },
      ] as unknown as Parameters<typeof homeBlocks>[0]),
    )
    expect(html).toMatch(/<h2 class="hero-carousel__title">Plain first<\/h2>/)
    expect(html).toContain('Pictured')
    expect(html.match(/hero-carousel__slide--plain/g)).toHaveLength(1)
    // The first slide opens the page: the header is told its tone without measuring an image.
    expect(html).toMatch(/<section class="hero-carousel[^"]*"[^>]*data-tone-plain="dark"/)
    expect(html).not.toMatch(/<img(?![^>]*\bsrc="[^"]+")[^>]*>/)
  })
})
