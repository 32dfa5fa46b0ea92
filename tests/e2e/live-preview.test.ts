import { createServer, type Server } from 'node:http'
import { join, resolve } from 'node:path'
import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { close } from './support/fake-backend'
import { hostOf, requestAs, type Lang } from './support/hosts'
import { freePort, startSiteServer, type SiteServer } from './support/processes'
import { test, visit, waitForHydration, type ProblemLog } from './support/fixture'

// Issue 23 "Done when", the editor's loop in the browser (SPEC §6 previews): a share link from
// POST /api/preview/link opens the draft with its preview bar in a fresh browser, with no cookie; a
// stand-in CMS on another loopback host (127.0.0.1, a site of its own next to localhost) embeds the
// preview in a cross-site iframe and posts drafts, which the page swaps in; drafts from an origin not in
// PREVIEW_ALLOWED_ORIGINS are ignored; fields the site cannot use are listed in the bar.
// (Publishing: tests/e2e/revalidate.test.ts.)

const projectRoot = resolve(import.meta.dirname, '../..')
const SECRET = 'e2e-live-preview-secret-0123456789'
/** The demo's service page draft on each site (SPEC §2 /services/{id}/preview) and its counterpart. */
const SERVICE = { zh: 1961, en: 2961 } as const
const BAR_TEXT = {
  zh: {
    draft: '草稿预览',
    other: 'English 草稿',
    copy: '复制分享链接',
    copied: '已复制链接',
    phone: '手机',
    exit: '退出预览',
  },
  en: {
    draft: 'Draft preview',
    other: 'Chinese draft',
    copy: 'Copy share link',
    copied: 'Link copied',
    phone: 'Phone',
    exit: 'Exit preview',
  },
} as const
const other = (lang: Lang): Lang => (lang === 'zh' ? 'en' : 'zh')

let site: SiteServer
let cms: Server
let cmsPort: number
let strangerPort: number
let stranger: Server

const siteOrigin = (lang: Lang) => `http://${hostOf[lang]}:${site.port}`

/** A CMS's page: the preview in an iframe, and every message the site sends it kept in `window.messages`. */
function cmsPage(): string {
  return `<!doctype html><html lang="en"><head><title>CMS</title></head><body style="margin:0">
<iframe id="preview" title="preview" style="width:1200px;height:820px;border:0"></iframe>
<script>
  window.messages = []
  addEventListener('message', (event) => window.messages.push({ origin: event.origin, data: event.data }))
  document.getElementById('preview').src = new URLSearchParams(location.search).get('preview')
</script></body></html>`
}

async function startCms(port: number): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(cmsPage())
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return server
}

beforeAll(async () => {
  cmsPort = await freePort()
  strangerPort = await freePort()
  ;[cms, stranger] = await Promise.all([startCms(cmsPort), startCms(strangerPort)])
  site = await startSiteServer({
    name: 'live-preview-site',
    port: await freePort(),
    projectRoot,
    logDir: join(projectRoot, 'test-results'),
    env: { PREVIEW_SECRET: SECRET, PREVIEW_ALLOWED_ORIGINS: `http://127.0.0.1:${cmsPort}` },
  })
}, 120_000)

afterAll(async () => {
  await site?.stop()
  await Promise.all([cms, stranger].filter(Boolean).map((server) => close(server)))
})

/** A share link for `path` from the site's share call, as a CMS's "share" button asks for one. */
async function shareLink(lang: Lang, path: string, ttl = '2d'): Promise<string> {
  const response = await requestAs(lang, '/api/preview/link', {
    port: site.port,
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body: JSON.stringify({ path, ttl }),
  })
  expect(response.status).toBe(200)
  const { links } = JSON.parse(response.body) as { links: Array<{ site: string; url: string }> }
  const link = links.find((entry) => new URL(entry.url).hostname === hostOf[lang])
  if (!link) throw new Error(`no link for ${hostOf[lang]} in ${response.body}`)
  return link.url
}

/** The backend's answer to `path` (`/serviceAndSupport/1961`), the JSON a CMS would post as a draft. */
async function backendItem(lang: Lang, path: string): Promise<Record<string, unknown>> {
  const response = await requestAs(lang, `/api/internal${path}`, {
    port: site.port,
    headers: { 'accept-encoding': 'identity' },
  })
  return (JSON.parse(response.body) as { data: Record<string, unknown> }).data
}

async function openCms(page: Page, problems: ProblemLog, port: number, preview: string): Promise<Frame> {
  await visit(page, problems, `http://127.0.0.1:${port}/?preview=${encodeURIComponent(preview)}`)
  const frame = page.frame({ url: (url) => url.pathname.endsWith('/preview') })
  if (!frame) throw new Error('the CMS page has no preview frame')
  await frame.waitForLoadState('load')
  return frame
}

function postDraft(page: Page, siteOriginOfFrame: string, draft: unknown): Promise<void> {
  return page.evaluate(
    ([data, origin]) => {
      const frame = document.getElementById('preview') as HTMLIFrameElement
      frame.contentWindow!.postMessage({ type: 'site:preview-draft', draft: data }, origin as string)
    },
    [draft, siteOriginOfFrame] as const,
  )
}

/** Waits for the n-th `site:preview-rendered` message the CMS received, and returns it. */
async function rendered(page: Page, count: number) {
  await page.waitForFunction(
    (n) =>
      (window as unknown as { messages: Array<{ data: { type?: string } }> }).messages.filter(
        (message) => message.data?.type === 'site:preview-rendered',
      ).length >= n,
    count,
  )
  return page.evaluate(
    (n) =>
      (window as unknown as { messages: Array<{ origin: string; data: { type?: string } }> }).messages.filter(
        (message) => message.data?.type === 'site:preview-rendered',
      )[n - 1]!,
    count,
  )
}

// One at a time: the clipboard is the browser's, shared by its contexts.
describe('a share link in a fresh browser (issue 23)', () => {
  test.for(['zh', 'en'] as const)(
    '%s: shows the draft with the bar, no cookie; copy, other language, phone width and exit work',
    async (lang, { openPage, problems }) => {
      const link = await shareLink(lang, `/services/${SERVICE[lang]}/preview`)
      const { page, context } = await openPage('desktop')
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteOrigin(lang) })
      await visit(page, problems, link)
      const bar = page.getByTestId('preview-bar')
      await bar.getByText(BAR_TEXT[lang].draft).waitFor()
      expect(await bar.locator('time').getAttribute('datetime')).toBe(
        new Date(Number(new URL(link).searchParams.get('expires')) * 1000).toISOString(),
      )
      expect(await context.cookies()).toEqual([])
      expect(await page.locator('main h1').first().textContent()).toBeTruthy()

      await waitForHydration(page, '[data-testid="preview-bar"] button')
      await bar.getByRole('button', { name: BAR_TEXT[lang].copy }).click()
      await bar.getByRole('button', { name: BAR_TEXT[lang].copied }).waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)

      await bar.getByRole('button', { name: BAR_TEXT[lang].phone }).click()
      const phone = page.locator('.preview-phone iframe')
      await phone.waitFor()
      expect(await phone.evaluate((frame) => frame.getBoundingClientRect().width)).toBe(390)
      const phoneFrame = page.frames().find((frame) => frame !== page.mainFrame())!
      // The frame may still hold its first, empty document, without a root element, when first asked.
      await phoneFrame.waitForFunction(
        () => document.documentElement?.classList.contains('preview-in-phone-frame') === true,
      )
      expect(await phoneFrame.locator('[data-testid="preview-bar"]').isVisible()).toBe(false)
      expect(await phoneFrame.evaluate(() => window.innerWidth)).toBe(390)

      expect(await bar.getByRole('link', { name: BAR_TEXT[lang].exit }).getAttribute('href')).toBe(
        `${siteOrigin(lang)}/services`,
      )
      await bar.getByRole('link', { name: BAR_TEXT[lang].other }).click()
      await page.waitForURL((url) => url.hostname === hostOf[other(lang)])
      expect(new URL(page.url()).pathname).toBe(`/services/${SERVICE[other(lang)]}/preview`)
      await page.getByTestId('preview-bar').getByText(BAR_TEXT[other(lang)].draft).waitFor()
      expect(new URL(page.url()).searchParams.get('expires')).toBe(new URL(link).searchParams.get('expires'))
    },
  )

  test('a tampered or expired link is the not-found page, without the bar', async ({ openPage, problems }) => {
    const link = new URL(await shareLink('zh', `/services/${SERVICE.zh}/preview`))
    const { page } = await openPage('mobile')
    link.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 60))
    await visit(page, problems, link.href, 404)
    await page.getByTestId('not-found').waitFor()
    expect(await page.getByTestId('preview-bar').count()).toBe(0)
  })
})

describe('live preview from a CMS on another site (issue 23)', () => {
  test.for(['zh', 'en'] as const)(
    '%s: drafts posted by the CMS are swapped in, and unusable fields are listed',
    async (lang, { openPage, problems }) => {
      const { page } = await openPage('desktop')
      const frame = await openCms(page, problems, cmsPort, await shareLink(lang, `/services/${SERVICE[lang]}/preview`))
      await untilListening(page)
      const originalTitle = await frame.locator('main h1').first().textContent()

      const title = lang === 'zh' ? '实时草稿标题' : 'Live draft title'
      await postDraft(page, siteOrigin(lang), {
        ...(await backendItem(lang, `/serviceAndSupport/${SERVICE[lang]}`)),
        title,
        legend: 42,
      })
      const first = await rendered(page, 1)
      expect(first).toMatchObject({
        origin: siteOrigin(lang),
        data: { ok: true, problems: [{ pointer: '/legend', outcome: 'removed field' }] },
      })
      await frame.locator('main h1', { hasText: title }).waitFor()
      const bar = frame.getByTestId('preview-bar')
      await bar.locator('[data-pointer="/legend"]').waitFor()
      expect(await frame.locator('main [data-block="richText"]').count()).toBe(1)

      // A draft the site cannot use leaves the page as it was and says why.
      problems.expectStatus(`${siteOrigin(lang)}/api/preview/render`, 422)
      await postDraft(page, siteOrigin(lang), null)
      const second = await rendered(page, 2)
      expect(second).toMatchObject({ data: { ok: false, problems: [{ outcome: 'rejected' }] } })
      await bar.locator('[data-live="failed"]').waitFor()
      expect(await frame.locator('main h1').first().textContent()).toBe(title)
      expect(originalTitle).not.toBe(title)
    },
  )

  test('only the CMS of PREVIEW_ALLOWED_ORIGINS may frame a preview and post drafts to it', async ({
    openPage,
    problems,
  }) => {
    const link = await shareLink('zh', `/services/${SERVICE.zh}/preview`)
    const { page: strangerPage } = await openPage('desktop')
    await visit(strangerPage, problems, `http://127.0.0.1:${strangerPort}/?preview=${encodeURIComponent(link)}`)
    // The browser refuses to show the preview in another site's page (frame-ancestors).
    await expect.poll(() => problems.problems.some((problem) => problem.includes('frame-ancestors'))).toBe(true)
    expect(problems.problems.every((problem) => /frame-ancestors|ERR_BLOCKED_BY_RESPONSE/.test(problem))).toBe(true)
    problems.problems.splice(0)

    // In the CMS's frame, a message from another origin, or from a window other than the CMS, is ignored.
    const { page } = await openPage('desktop')
    const frame = await openCms(page, problems, cmsPort, link)
    await untilListening(page)
    const before = await frame.locator('main h1').first().textContent()
    const renderCalls = await frame.evaluate(
      ([draft, allowed]) => {
        let calls = 0
        const original = window.fetch.bind(window)
        window.fetch = (input, init) => {
          if (String(input).includes('/api/preview/render')) calls++
          return original(input, init)
        }
        const data = { type: 'site:preview-draft', draft }
        window.dispatchEvent(
          new MessageEvent('message', { data, origin: 'http://evil.example', source: window.parent }),
        )
        window.dispatchEvent(new MessageEvent('message', { data, origin: allowed, source: window }))
        return calls
      },
      [
        { ...(await backendItem('zh', `/serviceAndSupport/${SERVICE.zh}`)), title: 'FORGED' },
        `http://127.0.0.1:${cmsPort}`,
      ] as const,
    )
    expect(renderCalls).toBe(0)
    expect(await frame.locator('main h1').first().textContent()).toBe(before)
  })

  test('zh: a form draft opens in the form page’s modal', async ({ openPage, problems }) => {
    const { page } = await openPage('desktop')
    const frame = await openCms(page, problems, cmsPort, await shareLink('zh', '/form/1/preview'))
    await frame.getByTestId('contact-modal').waitFor()
    // The modal is the server's HTML (issue 26): the drafts' listener is the preview bar's, installed once it
    // has hydrated, in an effect after the commit. A CMS waits for the page's word that it listens.
    await untilListening(page)
    await postDraft(page, siteOrigin('zh'), { ...(await backendItem('zh', '/form/1')), name: '草稿表单名称' })
    expect(await rendered(page, 1)).toMatchObject({ data: { ok: true, problems: [] } })
    await frame.getByTestId('contact-modal').getByText('草稿表单名称').waitFor()
  })
})

/** The framed page told the CMS (`page`) `site:preview-ready`: it listens for drafts (site/preview/live-preview.ts). */
async function untilListening(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (window as unknown as { messages: Array<{ data: { type?: string } }> }).messages.some(
      (message) => message.data?.type === 'site:preview-ready',
    ),
  )
}
