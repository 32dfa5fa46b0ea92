import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { test, visit, waitForHydration } from './support/fixture'
import { crosswise, widthsIn } from './support/coverage'
import { contentApi, siteOrigin, type Lang } from './support/hosts'

// SPEC §2 AI landing page, §8 frame messages, §9 AI carousel 530/320 px and frame default height 500.

const langs: Lang[] = ['zh', 'en']
const frameSelector = '[data-testid="ai-frame"]'

interface StoryEmployee {
  id: number
  name: string
  order?: number | null
}

/**
 * Waits until the frame has grown past its default 500 px to its content's height. The frame is an island
 * that wakes as it nears the view (docs/architecture.md "Architecture"), so it is scrolled to first, as a visitor would.
 */
async function frameGrown(page: Page): Promise<{ frame: number; content: number }> {
  await page.locator(frameSelector).scrollIntoViewIfNeeded()
  await page.waitForFunction((selector) => {
    const frame = document.querySelector(selector) as HTMLIFrameElement | null
    const content = frame?.contentDocument?.documentElement.scrollHeight ?? 0
    return frame !== null && content > 500 && Math.abs(frame.getBoundingClientRect().height - content) <= 1
  }, frameSelector)
  return page.locator(frameSelector).evaluate((frame: HTMLIFrameElement) => ({
    frame: frame.getBoundingClientRect().height,
    content: frame.contentDocument?.documentElement.scrollHeight ?? 0,
  }))
}

describe.concurrent.each(langs)('the AI landing page — %s', (lang) => {
  test.for(widthsIn(crosswise, lang))(
    '%s: dark carousel, the story in order, and the frame grown to its content',
    async (viewport, { openPage, problems }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin(lang)}/ai`)
      const types = await page
        .locator('[data-block]')
        .evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-block')))
      expect(types).toEqual(['heroCarousel', 'aiStory', 'aiFrame'])

      const carouselHeight = await page
        .locator('[data-block="heroCarousel"] .hero-carousel')
        .evaluate((el) => el.getBoundingClientRect().height)
      expect(carouselHeight).toBe(viewport === 'desktop' ? 530 : 320)

      const storyBackground = await page
        .locator('[data-block="aiStory"] .ai-story')
        .evaluate((el) => getComputedStyle(el).backgroundColor)
      const [r, g, b] = (storyBackground.match(/\d+/g) ?? []).map(Number)
      expect((r! + g! + b!) / 3).toBeLessThan(40)

      // Employees of the demo story, each once, sorted by `order`, each beside an AI adviser.
      const story = await contentApi<{ departmentLevelBOS: { employeeBOS: StoryEmployee[] }[] }>(
        `/ai/native/story?siteId=${lang === 'zh' ? 1 : 2}`,
      )
      const names = await page.locator('[data-testid="ai-story-employee"] .ai-story__name').allTextContents()
      expect(names.length).toBeGreaterThan(1)
      expect(await page.locator('[data-testid="ai-story-row"] [data-testid="ai-story-adviser"]').count()).toBe(
        names.length,
      )
      const expected = story.departmentLevelBOS
        .flatMap((d) => d.employeeBOS)
        .sort((x, y) => (x.order ?? Infinity) - (y.order ?? Infinity))
        .map((e) => e.name)
      expect(names).toEqual(expected)
      if (viewport === 'desktop') {
        // Two pairs per row on desktop, one on a phone.
        const tops = await page
          .locator('[data-testid="ai-story-row"]')
          .evaluateAll((rows) => rows.slice(0, 2).map((row) => row.getBoundingClientRect().top))
        expect(tops[0]).toBe(tops[1])
      }

      expect(await page.locator(frameSelector).getAttribute('src')).toBe('/ai/ai-native.html')
      const { frame, content } = await frameGrown(page)
      expect(frame).toBeGreaterThan(500)
      expect(Math.abs(frame - content)).toBeLessThanOrEqual(1)
    },
  )
})

describe.concurrent('the AI frame follows its content both ways (SPEC §2 AI landing page)', () => {
  test('grown on a phone, it shrinks when the window is made wide, leaving no empty band', async ({
    openPage,
    problems,
    expect,
  }) => {
    const { page } = await openPage('mobile')
    await visit(page, problems, `${siteOrigin('zh')}/ai`)
    const narrow = await frameGrown(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    // The content is shorter at 1440 px (two cards a row): the frame follows it down.
    const contentHeight = () =>
      page
        .locator(frameSelector)
        .evaluate((frame: HTMLIFrameElement) => frame.contentDocument!.documentElement.getBoundingClientRect().height)
    await expect.poll(contentHeight).toBeLessThan(narrow.content - 100)
    await expect
      .poll(async () => {
        const frame = await page.locator(frameSelector).evaluate((element) => element.getBoundingClientRect().height)
        return Math.abs(frame - (await contentHeight()))
      })
      .toBeLessThanOrEqual(1)
  })
})

describe.concurrent('AI frame messages (SPEC §8)', () => {
  test('another /ai path frames its own .html page', async ({ openPage, problems }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin('en')}/ai/ai-agents`)
    expect(await page.locator(frameSelector).getAttribute('src')).toBe('/ai/ai-agents.html')
    await frameGrown(page)
  })

  test.for(langs)(
    '%s: the frame asks for a video, the host plays it, Escape closes it',
    async (lang, { openPage, problems }) => {
      const { page } = await openPage('desktop')
      await visit(page, problems, `${siteOrigin(lang)}/ai`)
      await waitForHydration(page, frameSelector)
      await frameGrown(page)
      await page.frameLocator(frameSelector).locator('[data-testid="frame-play"]').click()
      const modal = page.locator('[data-testid="video-modal"]')
      await modal.waitFor({ state: 'visible' })
      const source = await modal
        .locator('video')
        .evaluate((video: HTMLVideoElement) => video.querySelector('source')?.getAttribute('src'))
      expect(source).toBe('/demo-assets/demo-video.webm')
      await page.keyboard.press('Escape')
      await modal.waitFor({ state: 'detached' })
    },
  )

  test('a failed playback closes the video and is reported to the frame as 视频播放失败', async ({
    openPage,
    problems,
  }) => {
    const { page } = await openPage('desktop')
    problems.expectStatus(`${siteOrigin('zh')}/demo-assets/missing-video.webm`, 404)
    await visit(page, problems, `${siteOrigin('zh')}/ai`)
    await waitForHydration(page, frameSelector)
    await frameGrown(page)
    // The framed page posts to its parent as its play button does, for a video that does not exist.
    await page
      .frameLocator(frameSelector)
      .locator('body')
      .evaluate(() => {
        window.parent.postMessage(
          { source: 'ai-native-frame', type: 'playVideo', url: '/demo-assets/missing-video.webm' },
          window.location.origin,
        )
      })
    await page
      .frameLocator(frameSelector)
      .locator('[data-testid="frame-status"]')
      .filter({ hasText: '视频播放失败' })
      .waitFor()
    expect(await page.locator('[data-testid="video-modal"]').count()).toBe(0)
  })

  test('messages from another origin, another window or of unknown shape are ignored', async ({
    openPage,
    problems,
  }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin('zh')}/ai`)
    await waitForHydration(page, frameSelector)
    await frameGrown(page)
    const modal = page.locator('[data-testid="video-modal"]')
    // Load the video modal once (it is loaded on first use), so a wrongly accepted message below would
    // show it within the same frame instead of after a network fetch.
    await page.frameLocator(frameSelector).locator('[data-testid="frame-play"]').click()
    await modal.waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })

    const send = (origin: 'own' | 'evil', from: 'frame' | 'page', data: unknown) =>
      page.evaluate(
        async ({ origin, from, data, selector }) => {
          const frame = document.querySelector(selector) as HTMLIFrameElement
          const event = new MessageEvent('message', {
            data,
            origin: origin === 'own' ? window.location.origin : 'https://evil.example',
            source: from === 'frame' ? frame.contentWindow : window,
          })
          window.dispatchEvent(event)
          // Let React render whatever the message changed (two frames: a commit and a paint).
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
          return document.querySelector('[data-testid="video-modal"]') !== null
        },
        { origin, from, data, selector: frameSelector },
      )
    const play = { source: 'ai-native-frame', type: 'playVideo', url: '/demo-assets/demo-video.webm' }

    expect(await send('evil', 'frame', play)).toBe(false)
    expect(await send('own', 'page', play)).toBe(false)
    expect(await send('own', 'frame', { ...play, source: 'someone-else' })).toBe(false)
    expect(await send('own', 'frame', { ...play, url: 'javascript:alert(1)' })).toBe(false)
    expect(await send('own', 'frame', 'playVideo')).toBe(false)
    // The same message from the page's own frame and origin does open it (the check above means something).
    expect(await send('own', 'frame', play)).toBe(true)
    expect(await send('evil', 'frame', { source: 'ai-native-frame', type: 'closeVideo' })).toBe(true)
    expect(await send('own', 'frame', { source: 'ai-native-frame', type: 'closeVideo' })).toBe(false)
  })
})
