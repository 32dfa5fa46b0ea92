import { describe, expect, it } from 'vitest'
import {
  defaultSiteHosts,
  hostnameOf,
  markForHost,
  parseSiteHostEntries,
  parseSiteHosts,
  resolveSite,
} from '../../site/hosts'
import { htmlLangOf, langOfMark } from '../../site/lang'
import { alternateLinks, configuredSiteUrl, siteOriginsOf, siteUrl } from '../../site/urls'

// docs/architecture.md "Running" / issue 2 §4: SITE_HOSTS maps site marks to hosts; the request's host picks the site.

const sites = [
  { id: 1, title: '中文站', mark: 'cn', logo: '/demo-assets/logo.svg' },
  { id: 2, title: 'English', mark: 'en', logo: '/demo-assets/logo.svg' },
]
const defaultHosts = parseSiteHosts(undefined)

describe('parseSiteHosts', () => {
  it.each([
    [undefined, { cn: 'localhost', en: 'en.localhost' }],
    ['', { cn: 'localhost', en: 'en.localhost' }],
    ['   ', { cn: 'localhost', en: 'en.localhost' }],
    ['cn=www.example.cn,en=www.example.com', { cn: 'www.example.cn', en: 'www.example.com' }],
    [' cn = WWW.Example.CN , en=example.com:8080 ,', { cn: 'www.example.cn', en: 'example.com' }],
    ['en=en.localhost', { en: 'en.localhost' }],
    ['cn=localhost.', { cn: 'localhost' }],
  ])('%j → %j', (spec, expected) => {
    expect(parseSiteHosts(spec)).toEqual(expected)
  })

  it.each([
    ['cn', /"cn" is not of the form mark=host/],
    ['=localhost', /"=localhost" is not of the form/],
    ['cn=', /"cn=" is not of the form/],
    ['cn=localhost,en=localhost', /host "localhost" is given to both "cn" and "en"/],
    ['cn=localhost:3000,en=localhost:4000', /host "localhost" is given to both "cn" and "en"/],
    ['cn=localhost:0', /"cn=localhost:0" has a port outside 1–65535/],
    ['cn=localhost:70000', /"cn=localhost:70000" has a port outside 1–65535/],
  ])('rejects %j', (spec, message) => {
    expect(() => parseSiteHosts(spec)).toThrow(message)
  })
})

describe('parseSiteHostEntries (issue 10: SITE_HOSTS ports are for links only)', () => {
  it.each([
    [
      'cn=localhost:3000,en=en.localhost:3000',
      [
        ['cn', 'localhost', 3000],
        ['en', 'en.localhost', 3000],
      ],
    ],
    [
      'cn=www.example.cn,en=WWW.Example.com:8443',
      [
        ['cn', 'www.example.cn', null],
        ['en', 'www.example.com', 8443],
      ],
    ],
    [
      'cn=[::1]:8080,en=[::2]',
      [
        ['cn', '::1', 8080],
        ['en', '::2', null],
      ],
    ],
    ['cn=localhost:', [['cn', 'localhost', null]]],
  ])('%j', (spec, expected) => {
    expect(parseSiteHostEntries(spec)).toEqual(expected.map(([mark, hostname, port]) => ({ mark, hostname, port })))
  })

  it('defaults to the demo hosts on the listening port', () => {
    expect(defaultSiteHosts(3000)).toBe('cn=localhost:3000,en=en.localhost:3000')
    expect(defaultSiteHosts(0)).toBe('cn=localhost,en=en.localhost')
    expect(markForHost('en.localhost:4000', parseSiteHosts(defaultSiteHosts(3000)))).toBe('en')
  })
})

describe('hostnameOf', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['EN.LOCALHOST:3000', 'en.localhost'],
    ['en.localhost', 'en.localhost'],
    ['example.com.', 'example.com'],
    ['[::1]:3000', '::1'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (header, expected) => {
    expect(hostnameOf(header)).toBe(expected)
  })
})

describe('resolveSite (host → site)', () => {
  it.each([
    ['localhost:3000', 'cn'],
    ['localhost', 'cn'],
    ['en.localhost:3000', 'en'],
    ['en.localhost:8080', 'en'],
    ['EN.localhost', 'en'],
    ['127.0.0.1:3000', 'cn'], // unknown host → first site
    ['example.org', 'cn'],
    [undefined, 'cn'],
  ])('%j → site %s', (host, mark) => {
    expect(resolveSite(host, sites, defaultHosts)?.mark).toBe(mark)
  })

  it('gives a host mapped to a mark no site carries the first site', () => {
    expect(resolveSite('fr.localhost', sites, { ...defaultHosts, fr: 'fr.localhost' })?.mark).toBe('cn')
  })

  it('follows the backend order for the fallback', () => {
    expect(resolveSite('example.org', [...sites].reverse(), defaultHosts)?.mark).toBe('en')
  })

  it('has no site when the backend lists none', () => {
    expect(resolveSite('localhost', [], defaultHosts)).toBeUndefined()
  })

  it('finds the mark of a host regardless of port', () => {
    expect(markForHost('en.localhost:1234', defaultHosts)).toBe('en')
    expect(markForHost('other:1234', defaultHosts)).toBeUndefined()
  })
})

describe('langOfMark', () => {
  it.each([
    ['cn', 'zh', 'zh-CN'],
    ['CN', 'zh', 'zh-CN'],
    ['zh', 'zh', 'zh-CN'],
    ['zh-CN', 'zh', 'zh-CN'],
    ['en', 'en', 'en'],
    ['fr', 'en', 'en'],
    ['', 'en', 'en'],
  ] as const)('mark %j → %s (%s)', (mark, lang, tag) => {
    expect(langOfMark(mark)).toBe(lang)
    expect(htmlLangOf(langOfMark(mark))).toBe(tag)
  })
})

describe('site URLs', () => {
  const current = { protocol: 'http:', port: '3000' }
  const origins = siteOriginsOf(parseSiteHostEntries('cn=localhost:3000,en=en.localhost:3000'), 'http')

  it.each([
    ['cn=localhost:3000,en=en.localhost:3000', 'http', { cn: 'http://localhost:3000', en: 'http://en.localhost:3000' }],
    ['cn=www.example.cn,en=www.example.com', 'https', { cn: 'https://www.example.cn', en: 'https://www.example.com' }],
    [
      'cn=www.example.cn:443,en=www.example.com:80',
      'https',
      { cn: 'https://www.example.cn', en: 'https://www.example.com:80' },
    ],
    ['cn=[::1]:8080', 'http', { cn: 'http://[::1]:8080' }],
  ] as const)('%s over %s → %j', (spec, protocol, expected) => {
    expect(siteOriginsOf(parseSiteHostEntries(spec), protocol)).toEqual(expected)
  })

  it('builds absolute URLs on the configured origin of a site only', () => {
    expect(configuredSiteUrl('en', origins, '/product/3?x=1')).toBe('http://en.localhost:3000/product/3?x=1')
    expect(configuredSiteUrl('cn', origins, 'about-us')).toBe('http://localhost:3000/about-us')
    expect(configuredSiteUrl('fr', origins, '/')).toBeUndefined()
    expect(configuredSiteUrl(undefined, origins, '/')).toBeUndefined()
  })

  it('links the same path on the other host, keeping the browser protocol and port', () => {
    expect(siteUrl('en', defaultHosts, current, '/product/3?x=1')).toBe('http://en.localhost:3000/product/3?x=1')
    expect(siteUrl('cn', defaultHosts, { protocol: 'https:', port: '' }, '/')).toBe('https://localhost/')
    expect(siteUrl('fr', defaultHosts, current, '/')).toBeUndefined()
  })

  it('lists one hreflang alternate per site plus x-default (the first site)', () => {
    expect(alternateLinks(sites, origins, '/news')).toEqual([
      { hreflang: 'zh-CN', href: 'http://localhost:3000/news' },
      { hreflang: 'en', href: 'http://en.localhost:3000/news' },
      { hreflang: 'x-default', href: 'http://localhost:3000/news' },
    ])
  })

  it('lists no alternates for a single site', () => {
    expect(alternateLinks(sites.slice(0, 1), origins, '/')).toEqual([])
    expect(alternateLinks(sites, { cn: origins.cn! }, '/')).toEqual([])
  })
})
