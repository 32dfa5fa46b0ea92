import { describe, expect, it } from 'vitest'
import { breadcrumbNode, entityNode, isoDate, organizationNode, serializeJsonLd } from '../../site/seo/json-ld'
import { previewMeta } from '../../site/seo/open-graph'
import { contactOf, pageHead } from '../../site/seo/page-head'
import { block } from '../../blocks/descriptor'
import { pageLeadImage } from '../../mapping/lead-image'

// Issue 15: link previews (Open Graph, Twitter card) and schema.org JSON-LD.

const ORIGIN = 'https://www.example.com'
const organization = organizationNode({ name: 'CloudLead', url: ORIGIN, logo: '/logo.svg', telephone: '4008206688' })
const context = { url: `${ORIGIN}/activity/2701`, origin: ORIGIN, organization }

describe('JSON-LD builders', () => {
  it('describes the organization with logo and contact point on the site origin', () => {
    expect(organization).toEqual({
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: 'CloudLead',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/logo.svg`,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: '4008206688',
        email: undefined,
      },
    })
  })

  it('numbers a breadcrumb trail with absolute items', () => {
    const node = breadcrumbNode(
      [
        { name: 'Home', path: '/' },
        { name: 'Events', path: '/activity' },
      ],
      ORIGIN,
    )
    expect(node).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Events', item: `${ORIGIN}/activity` },
      ],
    })
  })

  it('describes an event in a place that can also be followed online', () => {
    const node = entityNode(
      {
        kind: 'Event',
        name: 'Summit',
        startDate: '2026-05-18 09:00:00',
        endDate: '2026-05-19 18:00',
        place: 'Shanghai',
        onlineUrl: 'https://live.example.com/1',
        registrationUrl: 'https://reg.example.com/',
      },
      context,
    )
    expect(node).toMatchObject({
      '@type': 'Event',
      name: 'Summit',
      startDate: '2026-05-18T09:00:00',
      endDate: '2026-05-19T18:00:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: [
        { '@type': 'Place', name: 'Shanghai', address: 'Shanghai' },
        { '@type': 'VirtualLocation', url: 'https://live.example.com/1' },
      ],
      organizer: { '@id': `${ORIGIN}/#organization` },
      offers: { '@type': 'Offer', url: 'https://reg.example.com/' },
    })
    const online = entityNode({ kind: 'Event', name: 'Webinar' }, context)
    expect(online).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: context.url },
      offers: { url: context.url },
    })
  })

  it('describes news articles and videos with their required properties', () => {
    expect(
      entityNode(
        { kind: 'NewsArticle', headline: 'H', datePublished: '2026-01-02 03:04:05', image: '/c.png' },
        context,
      ),
    ).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'H',
      datePublished: '2026-01-02T03:04:05',
      image: `${ORIGIN}/c.png`,
      publisher: { '@id': `${ORIGIN}/#organization` },
      mainEntityOfPage: context.url,
    })
    expect(
      entityNode(
        { kind: 'VideoObject', name: 'V', thumbnailUrl: '/t.png', uploadDate: '2026-01-02', contentUrl: '/v.mp4' },
        context,
      ),
    ).toMatchObject({
      '@type': 'VideoObject',
      name: 'V',
      description: 'V',
      thumbnailUrl: `${ORIGIN}/t.png`,
      uploadDate: '2026-01-02',
      contentUrl: `${ORIGIN}/v.mp4`,
    })
    expect(isoDate('soon')).toBeUndefined()
  })

  it('cannot be broken out of its script element by a CMS string', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028'
    const serialized = serializeJsonLd({ '@type': 'Thing', name: hostile })
    expect(serialized).not.toMatch(/[<>&\u2028]/)
    expect(serialized.toLowerCase()).not.toContain('</script')
    expect(JSON.parse(serialized)).toEqual({ '@type': 'Thing', name: hostile })
  })
})

describe('link previews', () => {
  it('writes og:type, url, site name, locales and the Twitter card', () => {
    const meta = previewMeta({
      title: 'T',
      description: 'D',
      image: `${ORIGIN}/i.png`,
      url: `${ORIGIN}/x`,
      siteName: 'S',
      lang: 'en',
      alternateLangs: ['zh', 'en'],
      type: 'article',
    })
    expect(meta.map((tag) => [tag.key, tag.content])).toEqual([
      ['og:type', 'article'],
      ['og:url', `${ORIGIN}/x`],
      ['og:site_name', 'S'],
      ['og:locale', 'en_US'],
      ['og:locale:alternate', 'zh_CN'],
      ['twitter:title', 'T'],
      ['twitter:description', 'D'],
      ['twitter:image', `${ORIGIN}/i.png`],
    ])
  })

  it('gives a page Organization always, and its breadcrumbs and entity when it has a canonical URL', () => {
    const footer = {
      aboutEndpointsList: [{ jumpToAddress: 'tel:4008206688' }, { jumpToAddress: 'mailto:a@b.example' }],
    }
    expect(contactOf(footer)).toEqual({ telephone: '4008206688', email: 'a@b.example' })
    const head = pageHead({
      site: { mark: 'en', logo: '/logo.svg' },
      sites: [{ mark: 'cn' }, { mark: 'en' }],
      lang: 'en',
      origin: ORIGIN,
      canonical: `${ORIGIN}/media/2801`,
      title: 'V - S',
      description: null,
      siteName: 'S',
      footer,
      leadImage: undefined,
      seo: {
        breadcrumbs: [{ name: 'Home', path: '/' }],
        entity: { kind: 'VideoObject', name: 'V', contentUrl: '/v.mp4' },
      },
    })
    const graph = JSON.parse(head.jsonLd ?? '{}')['@graph'] as { '@type': string }[]
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'BreadcrumbList', 'VideoObject'])
    expect(head.meta.find((tag) => tag.key === 'og:type')?.content).toBe('website')
    expect(head.meta.find((tag) => tag.key === 'twitter:image')?.content).toBe(`${ORIGIN}/logo.svg`)
  })
})

describe('lead image', () => {
  const heading = block('pageHeading', 'h', { title: 'T' })
  it("is the route's own image, else the first banner or slide among the blocks", () => {
    const carousel = block('heroCarousel', 'c', { slides: [{ id: 1, image: '/slide.png' }] })
    const banner = block('banner', 'b', { title: 'B', image: '/banner.png' })
    expect(pageLeadImage({ blocks: [heading, carousel, banner] })).toBe('/slide.png')
    expect(pageLeadImage({ blocks: [heading, banner, carousel] })).toBe('/banner.png')
    expect(pageLeadImage({ blocks: [carousel], seo: { image: '/cover.png' } })).toBe('/cover.png')
    expect(pageLeadImage({ blocks: [heading] })).toBeUndefined()
  })
})
