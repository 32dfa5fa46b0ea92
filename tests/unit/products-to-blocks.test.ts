import { describe, expect, it } from 'vitest'
import type {
  Example,
  Product,
  ProductCategoryDetail,
  ProductCategoryGroup,
  Solution,
  SolutionIndustryGroup,
  ExampleIndustryGroup,
} from '../../schemas/api.gen'
import type { BlockDescriptor } from '../../blocks/descriptor'
import { toBlocks as productListBlocks } from '../../pages/product/to-blocks'
import { toBlocks as productBlocks } from '../../pages/product/@id/to-blocks'
import { toBlocks as categoryBlocks } from '../../pages/product-category/@id/to-blocks'
import { toBlocks as solutionListBlocks } from '../../pages/solution/to-blocks'
import { toBlocks as solutionBlocks } from '../../pages/solution/@id/to-blocks'
import { toBlocks as caseListBlocks } from '../../pages/cases/to-blocks'
import { toBlocks as caseBlocks } from '../../pages/case-detail/@id/to-blocks'
import type { Translate } from '../../site/i18n'

const labels: Translate = (key: string) => `<${key}>`
const files = (url: string) => ({ files: [{ url, type: 'image/svg+xml', name: url }] })
const form = { jumpContentType: 'FORM', buttonTitle: null, formBO: { id: 7 } }
const item = (id: number) => ({
  id,
  title: `Item ${id}`,
  desc: `About ${id}`,
  logo: `/i/${id}.svg`,
  pcResource: files(`/c/${id}.svg`),
})
const example = (id: number, extra: Partial<Example> = {}): Example => ({
  id,
  title: `Case ${id}`,
  customerLogo: `/l/${id}.svg`,
  coverMaterial: files(`/c/${id}.svg`),
  ...extra,
})

const fullProduct: Product = {
  id: 1401,
  name: 'ERP',
  desc: 'Cloud ERP',
  pcResource: files('/b.svg'),
  productConfig: { name: 'Challenges', configList: [item(1)] },
  productSuperiority: [item(2)],
  businessValues: [item(3)],
  coreFunctions: [{ id: 4, name: 'Finance', functionList: [item(5)] }],
  businessBluePrints: [{ id: 6, title: 'Architecture', resourceUrl: '/bp.svg' }],
  applicationScenarios: [item(7)],
  exampleBOList: [example(8)],
  jumpBO: form,
  demonstration: form,
  isShowEnterpriseDemandTitle: true,
}
const emptyProduct: Product = {
  id: 1402,
  name: 'Bare',
  productConfig: { name: 'Challenges', configList: [] },
  productSuperiority: null,
  coreFunctions: [{ id: 1, name: 'Empty', functionList: [] }],
  businessBluePrints: [{ id: 2, title: 'No picture' }],
}
const category: ProductCategoryDetail = {
  productCategory: {
    id: 1301,
    name: 'Management',
    content: '<h2>Why</h2><p>Because.</p>',
    pcResource: files('/b.svg'),
    jumpBO: form,
  },
  productList: [{ id: 1401, name: 'ERP' }],
  exampleList: [example(9)],
}
const solution: Solution = {
  id: 1501,
  name: 'Factory',
  pcResource: files('/b.svg'),
  industryState: [item(1)],
  businessScene: [item(2)],
  businessValue: [{ id: 3, name: 'Named only', description: 'CMS spelling' }],
  exampleSolutionRelationBOList: [example(4)],
}
const industry = (id: number) => ({ id, name: `Industry ${id}` })

// SPEC §2 rows of the seven routes: fixture → the block types in page order; empty sections leave no block.
const routes: Array<{ name: string; blocks: () => BlockDescriptor[]; expected: string[] }> = [
  {
    name: '/product: categories with products, in a directory with side anchors',
    blocks: () =>
      productListBlocks(
        [
          { id: 1, name: 'A', productList: [{ id: 11, name: 'P' }] },
          { id: 2, name: 'Empty', productList: [] },
        ] as ProductCategoryGroup[],
        labels,
      ),
    expected: ['productDirectory'],
  },
  { name: '/product: no products at all', blocks: () => productListBlocks([], labels), expected: [] },
  {
    name: '/product/{id}: every section filled',
    blocks: () => productBlocks(fullProduct, labels),
    expected: [
      'detailBanner',
      'featureGrid',
      'cardCarousel',
      'featureGrid',
      'tabs',
      'tabs',
      'cardCarousel',
      'caseCards',
      'consultBanner',
    ],
  },
  {
    name: '/product/{id}: empty sections do not render; the banner without a picture still does (issue 21)',
    blocks: () => productBlocks(emptyProduct, labels),
    expected: ['detailBanner', 'consultBanner'],
  },
  {
    name: '/product-category/{id}: banner, products, rich text, cases, consult',
    blocks: () => categoryBlocks(category, labels),
    expected: ['detailBanner', 'featureGrid', 'anchoredRichText', 'caseCards', 'consultBanner'],
  },
  {
    name: '/product-category/{id}: without products, content, cases or picture',
    blocks: () =>
      categoryBlocks({ productCategory: { name: 'Bare', content: ' ' }, productList: null, exampleList: [] }, labels),
    expected: ['detailBanner', 'consultBanner'],
  },
  {
    name: '/solution: one explorer, industries with and without a pictured solution',
    blocks: () =>
      solutionListBlocks(
        [
          { industry: industry(1), solutions: [{ id: 1, name: 'S', pcResource: files('/s.svg') }], examples: [] },
          { industry: industry(2), solutions: [{ id: 2, name: 'No picture' }] },
        ] as SolutionIndustryGroup[],
        labels,
      ),
    expected: ['solutionExplorer'],
  },
  { name: '/solution: no industries', blocks: () => solutionListBlocks([], labels), expected: [] },
  {
    name: '/solution/{id}: insight, scenes, values, cases',
    blocks: () => solutionBlocks(solution, labels),
    expected: ['detailBanner', 'featureGrid', 'cardCarousel', 'featureGrid', 'caseCards', 'consultBanner'],
  },
  {
    name: '/solution/{id}: empty sections do not render; the banner without a picture still does',
    blocks: () => solutionBlocks({ id: 1, name: 'Bare', industryState: [], businessScene: null }, labels),
    expected: ['detailBanner', 'consultBanner'],
  },
  {
    name: '/cases: one grouped case list',
    blocks: () =>
      caseListBlocks(
        [
          { industry: industry(1), exampleBOS: [example(1)] },
          { industry: industry(2), exampleBOS: [] },
        ] as ExampleIndustryGroup[],
        labels,
      ),
    expected: ['caseCards'],
  },
  {
    name: '/case-detail/{id}: banner and content',
    blocks: () => caseBlocks(example(1, { backgroundMaterial: files('/bg.svg'), content: '<h2>A</h2>' }), labels),
    expected: ['detailBanner', 'anchoredRichText'],
  },
  {
    name: '/case-detail/{id}: no picture, no content: the banner with its title',
    blocks: () => caseBlocks({ id: 2, title: 'Bare' }, labels),
    expected: ['detailBanner'],
  },
]

describe('product, solution and case routes → block sequence (SPEC §2)', () => {
  it.each(routes)('$name', ({ blocks, expected }) => {
    expect(blocks().map((descriptor) => descriptor.type)).toEqual(expected)
  })
})

describe('page rules inside the blocks', () => {
  it('/product/{id}: the banner carries the download then the demo button; item titles follow isShowEnterpriseDemandTitle', () => {
    const [banner, demands] = productBlocks({ ...fullProduct, isShowEnterpriseDemandTitle: false }, labels)
    expect(banner).toMatchObject({
      type: 'detailBanner',
      props: {
        actions: [
          { fallback: 'download', jump: { formBOId: 7 } },
          { fallback: 'demo', jump: { formBOId: 7 } },
        ],
      },
    })
    expect(demands).toMatchObject({ type: 'featureGrid', props: { title: 'Challenges', hideItemTitles: true } })
    expect(productBlocks(fullProduct, labels)[1].props).not.toHaveProperty('hideItemTitles')
  })

  it('case cards link to their detail pages; a section item may carry name/description for title/desc', () => {
    const blocks = solutionBlocks(solution, labels)
    expect(blocks.find((b) => b.type === 'caseCards')?.props).toMatchObject({
      groups: [{ cards: [{ id: 4, href: '/case-detail/4' }] }],
    })
    expect(blocks[3].props).toMatchObject({ items: [{ id: 3, title: 'Named only', desc: 'CMS spelling' }] })
  })

  it('/cases: one anchored group per industry with cases', () => {
    const [list] = caseListBlocks(
      [
        { industry: industry(1), exampleBOS: [example(1), example(2)] },
        { industry: industry(3), exampleBOS: [example(3)] },
      ] as ExampleIndustryGroup[],
      labels,
    )
    expect(list.props).toMatchObject({
      groups: [
        { anchor: 'industry-1', title: 'Industry 1' },
        { anchor: 'industry-3', title: 'Industry 3' },
      ],
    })
  })

  it('/solution: at most 3 example logos per industry slide, solutions link to their pages', () => {
    const examples = [1, 2, 3, 4].map((id) => example(id))
    const [explorer] = solutionListBlocks(
      [{ industry: industry(1), solutions: [{ id: 9, name: 'S', pcResource: files('/s.svg') }], examples }],
      labels,
    )
    expect(explorer.type).toBe('solutionExplorer')
    const props = explorer.props as {
      industries: Array<{ logos: unknown[]; solutions: Array<{ href: string }>; cases: unknown[] }>
    }
    expect(props.industries[0].logos).toHaveLength(3)
    expect(props.industries[0].cases).toHaveLength(4)
    expect(props.industries[0].solutions[0].href).toBe('/solution/9')
  })

  it('/case-detail/{id}: label Case detail, customer logo, video and the consult button (default label via consultCase)', () => {
    const [banner] = caseBlocks(
      example(1, { backgroundMaterial: files('/bg.svg'), videoMaterial: files('/v.mp4') }),
      labels,
    )
    expect(banner.props).toEqual({
      label: '<products.caseDetail>',
      title: 'Case 1',
      image: '/bg.svg',
      logo: '/l/1.svg',
      video: '/v.mp4',
      actions: [{ fallback: 'consultCase' }],
    })
  })
})

// Issue 21: an optional field that is absent, null or of the wrong type degrades its block, never removes
// the page's title or a list's item. The boundary removes drifted optional fields, but the mappers hold
// without it (a resource of another shape has no URL).
const missingImages: Array<[string, unknown]> = [
  ['absent', undefined],
  ['null', null],
  ['a number', 42],
  ['an array', [files('/x.svg')]],
  ['a string', '/x.svg'],
  ['files not a list', { files: { url: '/x.svg' } }],
  ['a file whose url is a number', { files: [{ url: 7 }] }],
  ['no files', { files: [] }],
]

/** The item with its picture fields set to `value` (removed when undefined). */
function withImage<T extends object>(item: T, keys: readonly string[], value: unknown): T {
  const copy = { ...item } as Record<string, unknown>
  for (const key of keys) {
    if (value === undefined) delete copy[key]
    else copy[key] = value
  }
  return copy as unknown as T
}

function bannerOf(blocks: BlockDescriptor[]) {
  const banner = blocks.find((descriptor) => descriptor.type === 'detailBanner')
  expect(banner, 'the detail banner').toBeDefined()
  expect(blocks[0]).toBe(banner)
  return banner!.props as unknown as Record<string, unknown>
}

describe('a detail page without its banner picture keeps its banner and title (issue 21)', () => {
  it.each(missingImages)('/product/{id}: picture %s', (_, value) => {
    const product = withImage(fullProduct, ['pcResource', 'mobileResource'], value)
    const banner = bannerOf(productBlocks(product, labels))
    expect(banner).toEqual({
      title: 'ERP',
      desc: 'Cloud ERP',
      actions: [
        { fallback: 'download', jump: { jumpContentType: 'FORM', formBOId: 7 } },
        { fallback: 'demo', jump: { jumpContentType: 'FORM', formBOId: 7 } },
      ],
    })
  })

  it.each(missingImages)('/solution/{id}: picture %s', (_, value) => {
    const banner = bannerOf(solutionBlocks(withImage(solution, ['pcResource', 'mobileResource'], value), labels))
    expect(banner.title).toBe(solution.name)
    expect(banner).not.toHaveProperty('image')
  })

  it.each(missingImages)('/case-detail/{id}: background and cover %s', (_, value) => {
    const bare = withImage(example(3, { desc: 'About' }), ['backgroundMaterial', 'coverMaterial'], value)
    const banner = bannerOf(caseBlocks(bare, labels))
    expect(banner).toEqual({
      label: '<products.caseDetail>',
      title: 'Case 3',
      desc: 'About',
      logo: '/l/3.svg',
      actions: [{ fallback: 'consultCase' }],
    })
  })

  it.each(missingImages)('/product-category/{id}: picture %s', (_, value) => {
    const detail = { ...category, productCategory: withImage(category.productCategory, ['pcResource'], value) }
    expect(bannerOf(categoryBlocks(detail, labels)).title).toBe(category.productCategory.name)
  })

  it('a wrongly typed optional text (description, logo) is left out, not shown', () => {
    const bare = { ...example(4), desc: 42, customerLogo: ['/l.svg'] } as unknown as Example
    expect(bannerOf(caseBlocks(bare, labels))).toEqual({
      label: '<products.caseDetail>',
      title: 'Case 4',
      image: '/c/4.svg',
      actions: [{ fallback: 'consultCase' }],
    })
  })
})

describe('/solution without pictures lists every industry and solution (issue 21)', () => {
  it.each(missingImages)('every solution picture %s', (_, value) => {
    const groups = [1, 2, 3].map((n) => ({
      industry: industry(n),
      solutions: [n * 10, n * 10 + 1].map((id) =>
        withImage({ id, name: `S${id}`, pcResource: files('/s.svg') }, ['pcResource'], value),
      ),
      examples: [withImage(example(n), ['coverMaterial'], value)],
    })) as SolutionIndustryGroup[]
    const [explorer, ...rest] = solutionListBlocks(groups, labels)
    expect(rest).toEqual([])
    expect(explorer.type).toBe('solutionExplorer')
    const { industries } = explorer.props as {
      industries: Array<{
        id: number
        name: string
        image?: string
        solutions: Array<{ id: number; title: string; image?: string }>
        cases: Array<{ id: number; title: string; image?: string }>
      }>
    }
    expect(industries.map(({ id, name }) => ({ id, name }))).toEqual(
      groups.map(({ industry }) => ({ id: industry.id, name: industry.name })),
    )
    for (const [index, slide] of industries.entries()) {
      const n = index + 1
      expect(slide).not.toHaveProperty('image')
      expect(slide.solutions.map(({ id, title }) => ({ id, title }))).toEqual([
        { id: n * 10, title: `S${n * 10}` },
        { id: n * 10 + 1, title: `S${n * 10 + 1}` },
      ])
      expect(slide.solutions.every((card) => !('image' in card))).toBe(true)
      expect(slide.cases).toEqual([expect.objectContaining({ id: n, title: `Case ${n}` })])
      expect(slide.cases[0]).not.toHaveProperty('image')
    }
  })

  it("an industry takes the first pictured solution's image when one has it", () => {
    const [explorer] = solutionListBlocks(
      [
        {
          industry: industry(1),
          solutions: [
            { id: 1, name: 'Plain' },
            { id: 2, name: 'Pictured', pcResource: files('/p.svg') },
          ],
        },
      ] as SolutionIndustryGroup[],
      labels,
    )
    const [slide] = (explorer.props as { industries: Array<{ image?: string; solutions: unknown[] }> }).industries
    expect(slide.image).toBe('/p.svg')
    expect(slide.solutions).toHaveLength(2)
  })
})

describe('case cards without covers keep their titles (issue 21)', () => {
  it.each(missingImages)('/cases: covers %s', (_, value) => {
    const [block] = caseListBlocks(
      [
        { industry: industry(1), exampleBOS: [1, 2].map((n) => withImage(example(n), ['coverMaterial'], value)) },
      ] as ExampleIndustryGroup[],
      labels,
    )
    const cards = (block.props as { groups: Array<{ cards: Array<{ title: string; image?: string }> }> }).groups[0]
      .cards
    expect(cards.map((card) => card.title)).toEqual(['Case 1', 'Case 2'])
    expect(cards.every((card) => !('image' in card))).toBe(true)
  })
})

describe('/product: a category whose product list is absent or broken keeps its heading (issue 21)', () => {
  it.each([
    ['empty', []],
    ['absent', undefined],
    ['null', null],
  ])('product list %s: the group stays with its title and link, without products', (_, productList) => {
    const [directory] = productListBlocks(
      [
        { id: 1, name: 'A', productList: [{ id: 11, name: 'P' }] },
        { id: 2, name: 'Empty', productList },
      ] as ProductCategoryGroup[],
      labels,
    )
    const groups = (directory!.props as { groups: Array<{ title: string; href: string; products: unknown[] }> }).groups
    expect(groups.map((group) => group.title)).toEqual(['A', 'Empty'])
    expect(groups[1]).toMatchObject({ href: '/product-category/2', products: [] })
  })
})
