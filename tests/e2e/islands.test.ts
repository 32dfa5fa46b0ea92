import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { test, visit } from './support/fixture'
import { siteOrigin, type Lang } from './support/hosts'
import { moduleFiles, type BuildManifest } from '../../runtime/islands/island-chunks'

// Issue 13: static blocks ship no JavaScript. The build's asset map names each block module's chunk;
// a page whose blocks are all static must load none of them.
const assets = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/assets.json'), 'utf8')) as Record<
  string,
  { file: string }
>
const sourceOf = new Map(Object.entries(assets).map(([source, { file }]) => [`/${file}`, source]))
const blockChunks = new Map([...sourceOf].filter(([, source]) => source.startsWith('blocks/')))

/** The block modules among the scripts the page loaded (dynamic imports included), once it is idle. */
async function blockModulesLoaded(page: Page, load: () => Promise<unknown>): Promise<string[]> {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await load()
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => document.documentElement.dataset.clientReady === 'true')
  return scripts.flatMap((path) => blockChunks.get(path) ?? [])
}

describe('i18next translates on the server only (issue 25)', () => {
  const builtFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? builtFiles(join(dir, entry.name)) : [join(dir, entry.name)],
    )
  const dist = resolve(import.meta.dirname, '../../dist')
  const holdingI18next = (dir: string) =>
    builtFiles(join(dist, dir)).filter((file) => /\.m?js$/.test(file) && readFileSync(file, 'utf8').includes('i18next'))

  it('the server build has it; no browser file does', () => {
    expect(holdingI18next('server').length).toBeGreaterThan(0)
    expect(holdingI18next('client')).toEqual([])
  })
})

describe("a preview's bar loads on previews only (issue 23)", () => {
  const dist = resolve(import.meta.dirname, '../../dist')
  const manifest = JSON.parse(readFileSync(join(dist, 'assets.json'), 'utf8')) as BuildManifest
  const holdingTheBar = (module: string) =>
    moduleFiles(manifest, [module]).filter((file) =>
      readFileSync(join(dist, 'client', file), 'utf8').includes('preview-bar__badge'),
    )

  it("its code is in its own chunk, not among the shell islands' every header wakes", () => {
    expect(holdingTheBar('site/shell/islands.tsx')).toEqual([])
    expect(holdingTheBar('pages/island-hydration.ts')).toEqual([])
    expect(holdingTheBar('site/shell/preview-bar-island.tsx').length).toBe(1)
  })
})

// Issue 26: a static page's JavaScript is the page's client code, in its entry and one chunk of what the
// entry imports (vite.config.ts), which the islands share: no sub-kilobyte chunks, no copies of modules.
describe("a page's client code is its entry and one chunk", () => {
  const dist = resolve(import.meta.dirname, '../../dist')
  const manifest = JSON.parse(readFileSync(join(dist, 'assets.json'), 'utf8')) as BuildManifest
  const pageFiles = moduleFiles(manifest, ['pages/+client.ts'])

  it('two files, neither carrying the module registry that copied chunks need', () => {
    expect(pageFiles).toHaveLength(2)
    for (const file of pageFiles) {
      expect(readFileSync(join(dist, 'client', file), 'utf8'), file).not.toContain('was not registered before')
    }
  })

  it('the islands import what they share with the page from that chunk', () => {
    const [, pageChunk] = pageFiles
    const islandFiles = moduleFiles(manifest, ['pages/island-hydration.ts', 'pages/plain-islands.ts'])
    expect(islandFiles).toContain(pageChunk)
  })
})

describe('static blocks ship no JavaScript (issue 13)', () => {
  for (const lang of ['zh', 'en'] as Lang[]) {
    test(`${lang}: /services, a banner and rich text, loads no block JavaScript and has no block island`, async ({
      openPage,
      problems,
    }) => {
      const { page } = await openPage('mobile')
      const url = `${siteOrigin(lang)}/services`
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      const loaded = await blockModulesLoaded(page, () => visit(page, problems, url))
      expect(loaded).toEqual([])
      // Only the page's client code: its entry and the one chunk it imports.
      const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/assets.json'), 'utf8'))
      expect(scripts.sort()).toEqual(
        moduleFiles(manifest as BuildManifest, ['pages/+client.ts'])
          .map((file) => `/${file}`)
          .sort(),
      )
      expect(await page.locator('[data-block]').count()).toBeGreaterThan(0)
      expect(await page.locator('[data-island^="block:"]').count()).toBe(0)
    })
  }

  test('the home page, carousels and static blocks, loads no block code and no React; its carousels play', async ({
    openPage,
    problems,
  }) => {
    const { page } = await openPage('desktop')
    const url = `${siteOrigin('zh')}/`
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const loaded = await blockModulesLoaded(page, () => visit(page, problems, url))
    expect(loaded).toEqual([])
    const sources = scripts.map((path) => sourceOf.get(path))
    expect(sources).toContain('pages/plain-islands.ts')
    expect(sources).not.toContain('pages/island-hydration.ts')
    expect(await page.locator('[data-island^="block:"]').count()).toBe(0)
    const carousel = page.locator('[data-block="heroCarousel"] [data-island="plain:carousel"]').first()
    await carousel.locator('.swiper-initialized').waitFor()
    expect(await carousel.getAttribute('data-island-hydrated')).toBe('true')
  })

  test("the home page preloads its first screen's island code; /services preloads nothing", async ({
    openPage,
    problems,
  }) => {
    const { page } = await openPage('mobile')
    await visit(page, problems, `${siteOrigin('zh')}/`)
    // At the start of the body: known once the page has rendered, after the head
    // has left (issue 26, first byte).
    const preloaded = await page.$$eval('body > link[rel="modulepreload"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    )
    // Its first screen is a carousel, a plain island: its code is preloaded, React is not.
    const sources = preloaded.map((path) => sourceOf.get(path))
    expect(sources).toContain('pages/plain-islands.ts')
    expect(sources).not.toContain('pages/island-hydration.ts')
    for (const path of preloaded) expect((await page.request.get(`${siteOrigin('zh')}${path}`)).status()).toBe(200)

    await visit(page, problems, `${siteOrigin('zh')}/services`)
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0)
  })
})
