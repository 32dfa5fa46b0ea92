import { describe, expect, it } from 'vitest'
import { hostnameOf, markForHost, parseSiteHosts, resolveSite } from '../../runtime/site/hosts'
import { htmlLangOf, langOfMark } from '../../runtime/site/lang'
import { alternateLinks, siteUrl } from '../../runtime/site/urls'

// DESIGN "Running" / issue 2 §4: SITE_HOSTS maps site marks to hosts; the request's host picks the site.

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
  ])('rejects %j', (spec, message) => {
    expect(() => parseSiteHosts(spec)).toThrow(message)
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

  it('links the same path on the other host, keeping protocol and port', () => {
    expect(siteUrl('en', defaultHosts, current, '/product/3?x=1')).toBe('http://en.localhost:3000/product/3?x=1')
    expect(siteUrl('cn', defaultHosts, { protocol: 'https:', port: '' }, '/')).toBe('https://localhost/')
    expect(siteUrl('fr', defaultHosts, current, '/')).toBeUndefined()
  })

  it('lists one hreflang alternate per site plus x-default (the first site)', () => {
    expect(alternateLinks(sites, defaultHosts, current, '/news')).toEqual([
      { hreflang: 'zh-CN', href: 'http://localhost:3000/news' },
      { hreflang: 'en', href: 'http://en.localhost:3000/news' },
      { hreflang: 'x-default', href: 'http://localhost:3000/news' },
    ])
  })

  it('lists no alternates for a single site', () => {
    expect(alternateLinks(sites.slice(0, 1), defaultHosts, current, '/')).toEqual([])
  })
})
