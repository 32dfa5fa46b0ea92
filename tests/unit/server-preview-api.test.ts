// Issue 23 (SPEC §6): the editors' calls, through the real pipeline (Vike rendering the production build, as
// preview-links.test.ts). `POST /api/preview/link` gives a CMS's "share" button a signed link per site, only
// with PREVIEW_SECRET as bearer. `POST /api/preview/render` is live preview: the draft a CMS posts goes
// through the contract's boundary and the route's own page, authorised exactly like the preview page; what
// the site did with each broken field comes back by JSON pointer, and an unusable draft renders nothing.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkPreviewLink, signedPreviewPath } from '../../site/server/preview-link'
import { MAX_DRAFT_BYTES } from '../../site/server/preview-api'
import { PREVIEW_COOKIE } from '../../site/server/preview-token'
import { demoVikeSite, parseHtml } from './server-fixtures'

const SECRET = 'server-preview-api-test-secret'
const HOUR = 60 * 60 * 1000
const ZH = 'http://localhost:3000'
const EN = 'http://en.localhost:3000'
const PREVIEW_BAR = 'data-testid="preview-bar"'

type App = ReturnType<ReturnType<typeof demoVikeSite>['app']>['app']

const post = (app: App, url: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const h1Of = (html: string) => parseHtml(html).querySelector('h1')?.textContent

/** The backend's own answer for the item, as a CMS would start its draft from. */
async function backendItem(path: string): Promise<Record<string, unknown>> {
  const { api } = demoVikeSite('preview-api-backend')
  return { ...(await api.servicePageById(Number(/\d+/.exec(path)![0]))) }
}

describe('POST /api/preview/link', () => {
  const { app } = demoVikeSite('preview-api-link', { PREVIEW_SECRET: SECRET }).app()
  const link = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${SECRET}` }) =>
    post(app, `${ZH}/api/preview/link`, body, headers)

  it('is not there without PREVIEW_SECRET', async () => {
    const { app: open } = demoVikeSite('preview-api-link-none').app()
    const response = await post(open, `${ZH}/api/preview/link`, { path: '/services/1961/preview' })
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('asks for the secret as bearer: none, another or another scheme is 401 with WWW-Authenticate', async () => {
    const body = { path: '/services/1961/preview' }
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-secret-of-some-length' },
      { authorization: `Bearer ${SECRET}x` },
      { authorization: `Basic ${SECRET}` },
      { authorization: 'Bearer ' },
    ] as Record<string, string>[]) {
      const response = await link(body, headers)
      expect(response.status, JSON.stringify(headers)).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer')
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('refuses a path that is no preview, a bad lifetime and a body that is not a JSON object, saying why', async () => {
    for (const body of [
      { path: '/services/1961' },
      { path: 'services/1961/preview' },
      { path: 42 },
      {},
      { path: '/services/1961/preview', ttl: '91d' },
      { path: '/services/1961/preview', ttl: '7x' },
      { path: '/services/1961/preview', ttl: 7 },
      'not json',
      '[{"path":"/services/1961/preview"}]',
      'null',
    ]) {
      const response = await link(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(((await response.json()) as { message: string }).message, JSON.stringify(body)).toBeTruthy()
    }
  })

  it('gives a link per site origin, valid for the ttl, that each site opens with the preview bar', async () => {
    const before = Date.now()
    const response = await link({ path: '/services/1961/preview/', ttl: '12h' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const answer = (await response.json()) as { expiresAt: string; links: { site: string; url: string }[] }
    const expiresAt = Date.parse(answer.expiresAt)
    expect(expiresAt).toBeGreaterThanOrEqual(before + 12 * HOUR)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 12 * HOUR)
    expect(answer.links.map(({ site, url }) => [site, new URL(url).origin]).sort()).toEqual([
      ['cn', ZH],
      ['en', EN],
    ])
    for (const { url } of answer.links) {
      const parsed = new URL(url)
      expect(parsed.pathname).toBe('/services/1961/preview')
      const query = Object.fromEntries(parsed.searchParams)
      // The link's own expiry is the one answered (to the second).
      expect(Math.abs(Number(query.expires) * 1000 - expiresAt)).toBeLessThan(1000)
      expect(checkPreviewLink(SECRET, parsed.pathname, query, expiresAt - 2000)).toBe('valid')
      expect(checkPreviewLink(SECRET, parsed.pathname, query, expiresAt + 1000)).toBe('expired')
      const page = await app.request(url)
      expect(page.status, url).toBe(200)
      expect(await page.text(), url).toContain(PREVIEW_BAR)
    }
  }, 60_000)

  it('signs the canonical spelling of the id, which the page redirects to', async () => {
    const response = await link({ path: '/about-us/intro/01951/preview' })
    const { links } = (await response.json()) as { links: { url: string }[] }
    for (const { url } of links) {
      expect(new URL(url).pathname).toBe('/about-us/intro/1951/preview')
      const page = await app.request(url)
      expect(page.status, url).toBe(200)
      expect(await page.text(), url).toContain(PREVIEW_BAR)
    }
  }, 60_000)

  it('lasts 7 days without a ttl', async () => {
    const response = await link({ path: '/form/1/preview' })
    const { expiresAt } = (await response.json()) as { expiresAt: string }
    expect(Math.abs(Date.parse(expiresAt) - Date.now() - 7 * 24 * HOUR)).toBeLessThan(60_000)
  })
})

describe('POST /api/preview/render with PREVIEW_SECRET', () => {
  const { app } = demoVikeSite('preview-api-render', { PREVIEW_SECRET: SECRET }).app()
  const render = (body: unknown, origin = ZH, headers: Record<string, string> = {}) =>
    post(app, `${origin}/api/preview/render`, body, headers)

  for (const [origin, path, title] of [
    [ZH, '/services/1961/preview', '草稿：新的服务标题'],
    [EN, '/services/2961/preview', 'Draft: a new service title'],
  ] as const) {
    it(`renders the draft on ${new URL(origin).host}, listing the field it left out by its pointer`, async () => {
      const link = signedPreviewPath(SECRET, path, HOUR)
      const draft = { ...(await backendItem(path)), title, legend: ['not', 'a', 'string'] }
      const response = await render({ path: link, draft }, origin)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const answer = (await response.json()) as { html: string; problems: unknown[] }
      expect(h1Of(answer.html)).toBe(title)
      expect(answer.html).toContain(PREVIEW_BAR)
      expect(answer.problems).toEqual([
        { pointer: '/legend', problem: 'must be string,null', outcome: 'removed field' },
      ])
      // The draft stays the caller's: the preview page itself still shows what the backend has.
      const page = await app.request(`${origin}${link}`)
      expect(h1Of(await page.text())).not.toBe(title)
    }, 60_000)
  }

  it('renders a draft whose id a CMS sends as text, saying it read it as a number', async () => {
    const path = '/services/1961/preview'
    const item = (await backendItem(path)) as { id: number }
    const draft = { ...item, id: String(item.id), title: '草稿：编号为文本' }
    const response = await render({ path: signedPreviewPath(SECRET, path, HOUR), draft })
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { html: string; problems: unknown[] }
    expect(h1Of(answer.html)).toBe(draft.title)
    expect(answer.problems).toEqual([{ pointer: '/id', problem: 'must be number,null', outcome: 'read as number' }])
  }, 60_000)

  it('renders a draft with a list past its limit, its first items shown, and says it shortened the list', async () => {
    const path = '/article-detail/news/1601/preview'
    const coverage = Array.from({ length: 101 }, (_, i) => ({
      mediaName: `Outlet ${i + 1}`,
      address: `https://news.example/${i + 1}`,
    }))
    const draft = { title: 'Draft with 101 reports', content: '<p>draft</p>', mediaCoverageList: coverage }
    const response = await render({ path: signedPreviewPath(SECRET, path, HOUR), draft })
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { html: string; problems: unknown[] }
    expect(h1Of(answer.html)).toBe(draft.title)
    expect(answer.html).toContain('https://news.example/100"')
    expect(answer.html).not.toContain('https://news.example/101"')
    expect(answer.problems).toEqual([
      { pointer: '/mediaCoverageList', problem: 'must NOT have more than 100 items', outcome: 'shortened list' },
    ])
  }, 60_000)

  it('renders a draft of each kind of preview with its own page', async () => {
    const cases = [
      ['/join-us/1971/preview', { title: 'Draft join-us title' }],
      ['/about-us/intro/1951/preview', { title: 'Draft intro title', mainTitle: 'Draft intro title' }],
      ['/about-us/news/1601/preview', { title: 'Draft about-us news title', content: '<p>draft</p>' }],
      ['/article-detail/news/1601/preview', { title: 'Draft article title', content: '<p>draft</p>' }],
    ] as const
    for (const [path, draft] of cases) {
      const response = await render({ path: signedPreviewPath(SECRET, path, HOUR), draft })
      expect(response.status, path).toBe(200)
      const { html } = (await response.json()) as { html: string }
      expect(html, path).toContain(draft.title)
    }
  }, 60_000)

  it('is 404 without a link, with an expired, tampered or other-path link, as the page is', async () => {
    const draft = { title: 'Never shown' }
    const path = '/services/1961/preview'
    const expired = signedPreviewPath(SECRET, path, HOUR, Date.now() - 2 * HOUR)
    const otherPath = signedPreviewPath(SECRET, '/join-us/1971/preview', HOUR).replace(
      '/join-us/1971',
      '/services/1961',
    )
    const tampered = signedPreviewPath(SECRET, path, HOUR).replace(
      /signature=(.)/,
      (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    )
    for (const link of [path, expired, otherPath, `${path}?token=${SECRET}`, tampered]) {
      const response = await render({ path: link, draft })
      expect(response.status, link).toBe(404)
      expect(JSON.stringify(await response.json()), link).not.toContain('Never shown')
    }
  })

  it('is 400 for a path that is no preview or not the site’s own, a missing draft and a bad body', async () => {
    const link = signedPreviewPath(SECRET, '/services/1961/preview', HOUR)
    for (const body of [
      { path: '/services', draft: {} },
      { path: '/product/1401', draft: {} },
      { path: '//evil.example/services/1961/preview', draft: {} },
      { path: 'http://evil.example/services/1961/preview', draft: {} },
      { path: 42, draft: {} },
      { path: link },
      'not json',
      '[]',
    ]) {
      const response = await render(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('is 413 for a body over 1 MiB', async () => {
    const link = signedPreviewPath(SECRET, '/services/1961/preview', HOUR)
    const describe = `<p>${'x'.repeat(MAX_DRAFT_BYTES)}</p>`
    const response = await render({ path: link, draft: { title: 'Big', describe } })
    expect(response.status).toBe(413)
    expect(MAX_DRAFT_BYTES).toBe(1024 * 1024)
  })

  it('is 422 for an unusable draft, listing why, with no html', async () => {
    for (const [path, draft] of [
      ['/services/1961/preview', null],
      ['/services/1961/preview', ['a', 'list']],
      ['/article-detail/news/1601/preview', { content: '<p>an article without its title</p>' }],
    ] as const) {
      const response = await render({ path: signedPreviewPath(SECRET, path, HOUR), draft })
      expect(response.status, path).toBe(422)
      const answer = (await response.json()) as { html?: string; problems: { outcome: string }[] }
      expect(answer.html).toBeUndefined()
      expect(answer.problems.length).toBeGreaterThan(0)
      expect(answer.problems.every((problem) => problem.outcome === 'rejected')).toBe(true)
    }
  })

  it('escapes or sanitises a hostile title and rich text', async () => {
    const hostile = '<img src=x onerror=alert(1)></script><script>alert(2)</script>'
    const link = signedPreviewPath(SECRET, '/services/1961/preview', HOUR)
    const response = await render({ path: link, draft: { title: `T ${hostile}`, describe: `<p>body ${hostile}</p>` } })
    expect(response.status).toBe(200)
    const { html } = (await response.json()) as { html: string }
    const document = parseHtml(html)
    expect(document.querySelector('h1')?.textContent).toBe(`T ${hostile}`)
    expect(document.querySelectorAll('[onerror]')).toHaveLength(0)
    // The draft may reach data scripts (JSON, `<` escaped), never a script that runs.
    const running = [...document.querySelectorAll('script')].filter((script) => script.type !== 'application/json')
    expect(running.filter((script) => script.textContent?.includes('alert('))).toEqual([])
    expect(document.body.innerHTML).not.toMatch(/<script>alert/)
    expect(html).not.toMatch(/<img[^>]*onerror/i)
  }, 60_000)
})

describe('POST /api/preview/render with PREVIEW_TOKEN', () => {
  const TOKEN = 'server-preview-api-token'
  const { app } = demoVikeSite('preview-api-token', { PREVIEW_TOKEN: TOKEN }).app()
  const path = '/join-us/1971/preview'
  const render = (body: unknown, headers: Record<string, string> = {}) =>
    post(app, `${ZH}/api/preview/render`, body, headers)
  const draft = { title: 'Draft by the token' }

  it('renders for the token in the path or the preview cookie, and is 404 for neither', async () => {
    const byQuery = await render({ path: `${path}?token=${TOKEN}`, draft })
    expect(byQuery.status).toBe(200)
    expect(h1Of(((await byQuery.json()) as { html: string }).html)).toBe(draft.title)
    const cookie = `${PREVIEW_COOKIE}=${createHash('sha256').update(TOKEN).digest('hex')}`
    const byCookie = await render({ path, draft }, { cookie })
    expect(byCookie.status).toBe(200)
    expect(h1Of(((await byCookie.json()) as { html: string }).html)).toBe(draft.title)
    expect((await render({ path, draft })).status).toBe(404)
    expect((await render({ path: `${path}?token=wrong`, draft })).status).toBe(404)
  }, 60_000)
})

describe('POST /api/preview/render on the embedded demo with no setting', () => {
  it('renders for anyone, as the preview itself is open there', async () => {
    const { app } = demoVikeSite('preview-api-open').app()
    const response = await post(app, `${ZH}/api/preview/render`, {
      path: '/services/1961/preview',
      draft: { title: 'Open demo draft' },
    })
    expect(response.status).toBe(200)
    expect(h1Of(((await response.json()) as { html: string }).html)).toBe('Open demo draft')
  }, 60_000)
})
