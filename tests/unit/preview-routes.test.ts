// Issue 23 (SPEC §6, §2): what each preview path shows — the backend call of its main item (the draft a CMS
// posts stands for that call's answer), its id and the public page "exit preview" leads to — who may see a
// preview (open demo, PREVIEW_TOKEN, a signed link) and what link shares it, and the bar's expiry wording.
import { describe, expect, it } from 'vitest'
import { expiryText } from '../../site/preview/preview-bar-state'
import { previewPathWithId, previewRouteOf } from '../../site/preview/preview-routes'
import { previewAccessOf, shareablePreviewPath } from '../../site/server/preview-access'
import { checkPreviewLink, DEFAULT_PREVIEW_TTL_MS, signedPreviewPath } from '../../site/server/preview-link'
import { PREVIEW_COOKIE } from '../../site/server/preview-token'
import { createHash } from 'node:crypto'

const SECRET = 'preview-routes-test-secret'
const TOKEN = 'preview-routes-test-token'
const HOUR = 60 * 60 * 1000
const queryOf = (link: string) => Object.fromEntries(new URL(link, 'http://x').searchParams)

describe('previewRouteOf', () => {
  it('reads every preview path of SPEC §2/§6 as its main call, id and public page', () => {
    expect(previewRouteOf('/services/1961/preview')).toEqual({
      call: 'servicePageById',
      id: 1961,
      publicPath: '/services',
    })
    expect(previewRouteOf('/join-us/1971/preview')).toEqual({ call: 'joinUsById', id: 1971, publicPath: '/join-us' })
    expect(previewRouteOf('/about-us/intro/1951/preview')).toEqual({
      call: 'introduceById',
      id: 1951,
      publicPath: '/about-us/intro',
    })
    expect(previewRouteOf('/about-us/news/1601/preview')).toEqual({
      call: 'detail',
      type: 'news',
      id: 1601,
      publicPath: '/article-detail/news/1601',
    })
    expect(previewRouteOf('/article-detail/news/2601/preview')).toEqual({
      call: 'detail',
      type: 'news',
      id: 2601,
      publicPath: '/article-detail/news/2601',
    })
    expect(previewRouteOf('/form/2/preview')).toEqual({ call: 'form', id: 2, publicPath: '/form/2' })
  })

  it('takes a trailing slash as the same path', () => {
    expect(previewRouteOf('/services/2961/preview/')).toEqual(previewRouteOf('/services/2961/preview'))
    expect(previewRouteOf('/about-us/news/1601/preview/')).toMatchObject({ call: 'detail', id: 1601 })
    expect(previewRouteOf('/form/1/preview/')).toMatchObject({ call: 'form', id: 1 })
  })

  it('answers null for a public page, another action and a preview without an id', () => {
    for (const path of [
      '/',
      '/services',
      '/services/1961',
      '/services/preview',
      '/services/abc/preview',
      '/services/1961/preview/extra',
      '/article-detail/news/1601',
      '/about-us/intro',
      '/form/1',
      '/product/1401/preview',
      '/preview',
    ])
      expect(previewRouteOf(path), path).toBeNull()
  })

  it('names the other language’s counterpart by changing the id only', () => {
    expect(previewPathWithId('/services/1961/preview', 2961)).toBe('/services/2961/preview')
    expect(previewPathWithId('/about-us/news/1601/preview/', 2601)).toBe('/about-us/news/2601/preview')
    expect(previewPathWithId('/article-detail/news/1601/preview', 2601)).toBe('/article-detail/news/2601/preview')
  })
})

describe('previewAccessOf', () => {
  const now = Date.UTC(2026, 10, 26, 12)
  const PATH = '/services/1961/preview'
  const link = signedPreviewPath(SECRET, PATH, HOUR, now)
  const closed = { previewsOpen: false, previewToken: null, previewSecret: null }
  const withSecret = { ...closed, previewSecret: SECRET }
  const withToken = { ...closed, previewToken: TOKEN }
  const tokenCookie = `${PREVIEW_COOKIE}=${createHash('sha256').update(TOKEN).digest('hex')}`

  it('lets a valid signed link in, with its expiry; refuses it expired or for another path', () => {
    expect(previewAccessOf(withSecret, PATH, queryOf(link), null, now)).toEqual({
      by: 'link',
      expiresAtS: now / 1000 + 3600,
    })
    expect(previewAccessOf(withSecret, PATH, queryOf(link), null, now + 2 * HOUR)).toBeNull()
    expect(previewAccessOf(withSecret, '/join-us/1971/preview', queryOf(link), null, now)).toBeNull()
    expect(previewAccessOf(withSecret, PATH, {}, null, now)).toBeNull()
  })

  it('lets PREVIEW_TOKEN in by query or cookie, not a wrong one', () => {
    expect(previewAccessOf(withToken, PATH, { token: TOKEN }, null)).toEqual({ by: 'token' })
    expect(previewAccessOf(withToken, PATH, {}, tokenCookie)).toEqual({ by: 'token' })
    expect(previewAccessOf(withToken, PATH, { token: 'wrong' }, null)).toBeNull()
    expect(previewAccessOf({ ...withToken, previewSecret: SECRET }, PATH, queryOf(link), null, now)).toMatchObject({
      by: 'link',
    })
  })

  it('is open only when the settings say so (the embedded demo with neither setting)', () => {
    expect(previewAccessOf({ ...closed, previewsOpen: true }, PATH, {}, null)).toEqual({ by: 'open' })
    expect(previewAccessOf(closed, PATH, {}, null)).toBeNull()
  })
})

describe('shareablePreviewPath', () => {
  const now = Date.UTC(2026, 10, 26, 12)
  const PATH = '/services/1961/preview'

  it('keeps the expiry of the link the page came by', () => {
    const link = signedPreviewPath(SECRET, PATH, 5 * HOUR, now)
    const access = { by: 'link' as const, expiresAtS: Number(queryOf(link).expires) }
    const shared = shareablePreviewPath({ previewSecret: SECRET, previewToken: null }, PATH, access, now + HOUR)
    expect(shared).toBe(link)
  })

  it('signs a new link for the default lifetime when the page came by the token', () => {
    const shared = shareablePreviewPath({ previewSecret: SECRET, previewToken: TOKEN }, PATH, { by: 'token' }, now)
    expect(shared).not.toContain(TOKEN)
    expect(checkPreviewLink(SECRET, PATH, queryOf(shared), now + DEFAULT_PREVIEW_TTL_MS - 1000)).toBe('valid')
    expect(checkPreviewLink(SECRET, PATH, queryOf(shared), now + DEFAULT_PREVIEW_TTL_MS)).toBe('expired')
  })

  it('carries the token with PREVIEW_TOKEN alone, and is the bare path on an open demo', () => {
    expect(shareablePreviewPath({ previewSecret: null, previewToken: 'a b&c' }, PATH, { by: 'token' })).toBe(
      `${PATH}?token=a+b%26c`,
    )
    expect(shareablePreviewPath({ previewSecret: null, previewToken: null }, PATH, { by: 'open' })).toBe(PATH)
  })
})

describe('expiryText', () => {
  const noonUtc = Date.UTC(2026, 10, 26, 12) / 1000

  it('words the expiry in the site’s language and time zone, naming the zone', () => {
    expect(expiryText(noonUtc, 'zh', 'Asia/Shanghai')).toBe('2026年11月26日 20:00 (Asia/Shanghai)')
    expect(expiryText(noonUtc, 'en', 'Asia/Shanghai')).toBe('26 Nov 2026, 20:00 (Asia/Shanghai)')
    expect(expiryText(noonUtc, 'en', 'UTC')).toBe('26 Nov 2026, 12:00 (UTC)')
  })

  it('counts midnight as 00, not 24', () => {
    expect(expiryText(Date.UTC(2026, 10, 26, 16) / 1000, 'en', 'Asia/Shanghai')).toBe(
      '27 Nov 2026, 00:00 (Asia/Shanghai)',
    )
  })
})
