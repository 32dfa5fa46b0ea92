import { describe, expect, it, vi } from 'vitest'
import type { HomeModule } from '../../schemas/api.gen'
import { toBlocks } from '../../pages/shared/home-blocks'

const form = { jumpContentType: 'FORM', buttonTitle: '立即咨询', formBO: { id: 7 } }
const slide = (id: number, extra: object = {}) => ({
  id,
  title: `Slide ${id}`,
  desc: `About ${id}`,
  pcResourceUrl: `/demo-assets/banner-${id}.svg`,
  mobileResourceUrl: `/demo-assets/banner-${id}-m.svg`,
  ...extra,
})
const files = (url: string) => ({ files: [{ url, type: 'image', name: url }] })

// SPEC §2 "/": each moduleType → its block, with the props the block shows.
const cases: Array<{ name: string; module: HomeModule; expected: unknown }> = [
  {
    name: 'CAROUSEL → heroCarousel, slides with images and their jump targets',
    module: {
      id: 1,
      moduleType: 'CAROUSEL',
      carouselOpt: [slide(1, { jumpBO: form }), slide(2, { title: null, jumpBO: null })],
    },
    expected: {
      type: 'heroCarousel',
      id: 'home-module-1',
      props: {
        slides: [
          {
            id: 1,
            title: 'Slide 1',
            desc: 'About 1',
            image: '/demo-assets/banner-1.svg',
            mobileImage: '/demo-assets/banner-1-m.svg',
            jump: { jumpContentType: 'FORM', buttonTitle: '立即咨询', formBOId: 7 },
          },
          { id: 2, desc: 'About 2', image: '/demo-assets/banner-2.svg', mobileImage: '/demo-assets/banner-2-m.svg' },
        ],
      },
    },
  },
  {
    // Optional means optional (issue 21): a slide without its picture keeps its title on the plain background.
    name: 'CAROUSEL slide without an image (absent, null or of another type) keeps its title',
    module: {
      id: 4,
      moduleType: 'CAROUSEL',
      carouselOpt: [
        slide(1, { pcResourceUrl: undefined, mobileResourceUrl: undefined }),
        slide(2, { pcResourceUrl: null }),
        slide(3, { pcResourceUrl: 42 as unknown as string }),
        slide(4, { title: null, pcResourceUrl: null }),
      ],
    },
    expected: {
      type: 'heroCarousel',
      id: 'home-module-4',
      props: {
        slides: [
          { id: 1, title: 'Slide 1', desc: 'About 1' },
          { id: 2, title: 'Slide 2', desc: 'About 2', mobileImage: '/demo-assets/banner-2-m.svg' },
          { id: 3, title: 'Slide 3', desc: 'About 3', mobileImage: '/demo-assets/banner-3-m.svg' },
        ],
      },
    },
  },
  {
    name: 'CAROUSEL without carouselOpt → one slide from the module itself',
    module: {
      moduleType: 'CAROUSEL',
      title: 'Hello',
      pcResource: files('/demo-assets/b.svg'),
      mobileResource: { files: [] },
    },
    expected: {
      type: 'heroCarousel',
      id: 'home-module-at-0',
      props: { slides: [{ id: 1, title: 'Hello', image: '/demo-assets/b.svg' }] },
    },
  },
  {
    name: 'NEWS → newsShowcase, cards linking to the article page with the date of createTime',
    module: {
      id: 2,
      moduleType: 'NEWS',
      title: '新闻动态',
      newsList: [
        {
          id: 31,
          title: 'Release',
          desc: 'What is new',
          coverMaterial: files('/demo-assets/cover-1.svg'),
          createTime: '2025-06-18 09:30:00',
        },
        { id: 32, title: 'Summit', createTime: null },
      ],
    },
    expected: {
      type: 'newsShowcase',
      id: 'home-module-2',
      props: {
        title: '新闻动态',
        items: [
          {
            id: 31,
            title: 'Release',
            desc: 'What is new',
            image: '/demo-assets/cover-1.svg',
            date: '2025-06-18',
            href: '/article-detail/news/31',
          },
          { id: 32, title: 'Summit', href: '/article-detail/news/32' },
        ],
        moreHref: '/about-us/news',
      },
    },
  },
  {
    name: 'BUSINESS_CONSULTING → consultBanner with its background and jump target (DOCUMENT attachment)',
    module: {
      id: 3,
      moduleType: 'BUSINESS_CONSULTING',
      title: 'Talk to us',
      desc: 'Free assessment',
      pcResource: files('/demo-assets/cta.svg'),
      jumpBO: { jumpContentType: 'DOCUMENT', buttonTitle: 'Download', attachment: files('/demo-assets/a.pdf') },
    },
    expected: {
      type: 'consultBanner',
      id: 'home-module-3',
      props: {
        title: 'Talk to us',
        desc: 'Free assessment',
        image: '/demo-assets/cta.svg',
        jump: { jumpContentType: 'DOCUMENT', buttonTitle: 'Download', attachmentUrl: '/demo-assets/a.pdf' },
      },
    },
  },
  {
    name: 'BUSINESS_CONSULTING without a jump target → consultBanner that opens the default form; moduleName as title',
    module: {
      id: 4,
      moduleType: 'BUSINESS_CONSULTING',
      moduleName: 'Consult',
      title: '  ',
      jumpBO: { jumpContentType: 'SOMETHING_NEW' },
    },
    expected: { type: 'consultBanner', id: 'home-module-4', props: { title: 'Consult' } },
  },
  {
    name: 'SOLUTION → solutionCarousel, one slide per industry linking to its /solution slide, pictured or not (issue 21)',
    module: {
      id: 5,
      moduleType: 'SOLUTION',
      title: 'Industries',
      carouselOpt: [slide(1), slide(2, { pcResourceUrl: '' }), slide(3)],
    },
    expected: {
      type: 'solutionCarousel',
      id: 'home-module-5',
      props: {
        title: 'Industries',
        slides: [
          {
            id: 1,
            title: 'Slide 1',
            desc: 'About 1',
            image: '/demo-assets/banner-1.svg',
            mobileImage: '/demo-assets/banner-1-m.svg',
            href: '/solution#0',
          },
          { id: 2, title: 'Slide 2', desc: 'About 2', mobileImage: '/demo-assets/banner-2-m.svg', href: '/solution#1' },
          {
            id: 3,
            title: 'Slide 3',
            desc: 'About 3',
            image: '/demo-assets/banner-3.svg',
            mobileImage: '/demo-assets/banner-3-m.svg',
            href: '/solution#2',
          },
        ],
      },
    },
  },
  {
    name: 'Example → customerWall with the customers that have a logo',
    module: {
      id: 6,
      moduleType: 'Example',
      title: 'Customers',
      carouselOpt: [
        { id: 1, title: 'Acme', customerLogo: '/demo-assets/customer-1.svg' },
        { id: 2, title: 'No logo' },
      ],
    },
    expected: {
      type: 'customerWall',
      id: 'home-module-6',
      props: {
        title: 'Customers',
        logos: [{ id: 1, name: 'Acme', logo: '/demo-assets/customer-1.svg' }],
        moreHref: '/cases',
      },
    },
  },
  {
    name: 'PRODUCT → productShowcase cards; a product without a usable picture keeps its card (issue 21)',
    module: {
      id: 7,
      moduleType: 'PRODUCT',
      title: 'Products',
      carouselOpt: [
        slide(1, { jumpBO: { jumpContentType: 'URL', buttonLink: '/product/1' } }),
        slide(2, { pcResourceUrl: 42, mobileResourceUrl: null }),
        slide(3, { title: null, pcResourceUrl: null }),
      ],
    },
    expected: {
      type: 'productShowcase',
      id: 'home-module-7',
      props: {
        title: 'Products',
        items: [
          {
            id: 1,
            title: 'Slide 1',
            desc: 'About 1',
            image: '/demo-assets/banner-1.svg',
            mobileImage: '/demo-assets/banner-1-m.svg',
            jump: { jumpContentType: 'URL', buttonLink: '/product/1' },
          },
          { id: 2, title: 'Slide 2', desc: 'About 2' },
        ],
      },
    },
  },
]

describe('home toBlocks (SPEC §2 "/")', () => {
  it.each(cases)('$name', ({ module, expected }) => {
    expect(toBlocks([module], () => {})).toEqual([expected])
  })

  it('keeps the backend order', () => {
    const modules = cases.map((c) => c.module)
    expect(toBlocks(modules, () => {}).map((b) => b.type)).toEqual([
      'heroCarousel',
      'heroCarousel',
      'heroCarousel',
      'newsShowcase',
      'consultBanner',
      'consultBanner',
      'solutionCarousel',
      'customerWall',
      'productShowcase',
    ])
  })

  it.each([
    {
      name: 'an unknown moduleType',
      module: { id: 9, moduleType: 'LIVE_TICKER' },
      reason: 'unknown moduleType "LIVE_TICKER"',
    },
    {
      name: 'a moduleType named like an object property',
      module: { id: 9, moduleType: 'toString' },
      reason: 'unknown moduleType "toString"',
    },
    {
      name: 'a carousel whose slides have neither a title nor an image',
      module: { id: 9, moduleType: 'CAROUSEL', carouselOpt: [{ id: 1, desc: 'x', pcResourceUrl: null }] },
      reason: 'no slide with a title or an image',
    },
    {
      name: 'a solution carousel without images',
      module: { id: 9, moduleType: 'SOLUTION', carouselOpt: [] },
      reason: 'no industry slide with a title or an image',
    },
  ])('leaves out $name with a log, and renders the rest', ({ module, reason }) => {
    const log = vi.fn()
    const blocks = toBlocks([module, cases.find((c) => c.module.moduleType === 'NEWS')!.module], log)
    expect(blocks.map((b) => b.type)).toEqual(['newsShowcase'])
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0][0]).toContain(reason)
  })
})
