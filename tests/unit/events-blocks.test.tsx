// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { JumpTarget } from '../../schemas/api.gen'
import { registry } from '../../blocks/registry.gen'
import { block, type BlockDescriptor, type BlockType } from '../../blocks/descriptor'
import { preloadBlockTypes } from '../../runtime/blocks/loaded-blocks'
import { RenderBlocks } from '../../blocks/renderer'
import { buildI18nPayload } from '../../site/i18n/server'
import { installJumpDelegation } from '../../site/actions/jump-delegation'
import { shellModals } from '../../site/shell/modal-store'
import type { Lang } from '../../site/lang'
import { renderAndHydrateIslands } from './hydrate-islands'
import { mountPlainIsland } from '../../pages/plain-islands'
import { islandPageContextScript } from '../../runtime/islands/island-page-context'

// The activity page's blocks are presentational: every click goes through the shared action handler,
// and a FORM jump gates a review's action through the shared "form first" helper.
const runJump = vi.fn()
const gates: Array<JumpTarget | null | undefined> = []
// Jump buttons act through the page's one delegated listener (the enrol bar's, issue 26): its navigation.
const goTo = vi.fn()
vi.mock('../../site/actions/go-to', () => ({ goTo: (path: string) => goTo(path), restoreScrollPosition: () => {} }))
vi.mock('../../site/actions', () => ({
  useJumpAction: () => runJump,
  useAfterForm: () => (gate: JumpTarget | null | undefined, action: () => void) => {
    gates.push(gate)
    action()
  },
}))

let container: HTMLDivElement
let root: Root
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

beforeAll(() => preloadBlockTypes(registry, Object.keys(registry) as BlockType[]))
beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.clearAllMocks()
  vi.useRealTimers()
  gates.length = 0
})

// The site's time zone (SITE_TIME_ZONE): "today" of the date rules, whatever the process's zone.
const siteSettings = { timeZone: 'Asia/Shanghai' }
/** An instant given as a wall time of the site's zone (UTC+8). */
const siteTime = (month: number, day: number, hour = 0) => new Date(Date.UTC(2026, month - 1, day, hour - 8))

const page = (descriptor: BlockDescriptor, lang: Lang) => (
  <VikeReactProviderPageContext
    pageContext={{ urlPathname: '/activity/1', i18n: buildI18nPayload(lang), siteSettings } as unknown as PageContext}
  >
    <RenderBlocks blocks={[descriptor]} route="/activity/1" />
  </VikeReactProviderPageContext>
)
const show = (descriptor: BlockDescriptor, lang: Lang = 'en') => act(() => root.render(page(descriptor, lang)))
// Interactive blocks are islands: the server renders them, the browser hydrates them (issue 13).
const showHydrated = (descriptor: BlockDescriptor, lang: Lang = 'en') =>
  renderAndHydrateIslands(container, page(descriptor, lang), {
    urlPathname: '/activity/1',
    i18n: buildI18nPayload(lang),
    siteSettings,
  } as unknown as PageContext)
const button = () => container.querySelector('button')!

/**
 * Issue 26: the server's HTML of a block whose island reads the site's calendar, then its island run at
 * the browser's clock; returns how often the site zone's clock was read (`formatToParts`) while it ran.
 * Each test picks a quarter hour no other test reads, or the zone's kept offsets would answer instead.
 */
async function calendarReadsOfIsland(descriptor: BlockDescriptor): Promise<number> {
  container.innerHTML =
    renderToString(page(descriptor, 'en')) +
    islandPageContextScript({ urlPathname: '/activity/1', siteSettings } as unknown as PageContext)
  const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts')
  try {
    await act(() => mountPlainIsland(container.querySelector<HTMLElement>('[data-island]')!))
    return formatToParts.mock.calls.length
  } finally {
    formatToParts.mockRestore()
  }
}

describe('agendaTimeline', () => {
  const items = [
    {
      time: '09:00',
      title: 'Panel',
      speakers: [{ name: 'Zhou', position: 'CEO' }, { name: 'Li', position: 'CIO' }, { name: 'Wang' }],
    },
  ]
  it.each([
    ['zh', 'Zhou · CEO；Li · CIO；Wang'],
    ['en', 'Zhou · CEO; Li · CIO; Wang'],
  ] as const)("%s: the list joins a slot's speakers with the site language's separator", (lang, expected) => {
    show(block('agendaTimeline', 'a', { layout: 'list', items }), lang)
    expect(container.querySelector('.agenda-timeline__speakers')!.textContent).toBe(expected)
  })
  it('the list shows emptyText when there is no slot; the side timeline shows times and titles only', () => {
    show(
      block('agendaTimeline', 'a', {
        layout: 'list',
        section: { anchor: 'activity-agenda', title: 'Agenda' },
        items: [],
        emptyText: 'Coming soon',
      }),
    )
    expect(container.querySelector('#activity-agenda h2')!.textContent).toBe('Agenda')
    expect(container.querySelector('.agenda-timeline__empty')!.textContent).toBe('Coming soon')
    show(block('agendaTimeline', 't', { layout: 'side', label: 'Agenda', items }))
    expect(container.querySelector('[data-testid="agenda-timeline"]')!.textContent).toBe('09:00Panel')
  })
})

describe('guestGrid', () => {
  it.each([1, 2, 3, 5])('%i guests: columns by count (SPEC §2)', (count) => {
    show(block('guestGrid', 'g', { guests: Array.from({ length: count }, (_, i) => ({ name: `G${i}` })) }))
    expect(container.querySelector('.guest-grid')!.getAttribute('data-columns')).toBe(String(Math.min(count, 3)))
  })
})

describe('activityReviews (SPEC §4 Review button)', () => {
  it('a FORM jump gates the action; then playType URL navigates to the link', async () => {
    const jump = {
      jumpContentType: 'FORM',
      buttonTitle: 'Register to watch',
      buttonLink: '/media',
      formBOId: 1005,
    } as const
    await showHydrated(
      block('activityReviews', 'r', { reviews: [{ id: 1, title: 'Sessions', playType: 'URL', jump }] }),
    )
    act(() => button().click())
    expect(gates).toEqual([jump])
    expect(runJump).toHaveBeenCalledWith({ jumpContentType: 'URL', buttonLink: '/media' })
  })
  it('playType UPLOAD opens the attachment; a review without playType runs its own jump', async () => {
    await showHydrated(
      block('activityReviews', 'r', {
        reviews: [
          {
            id: 1,
            title: 'Slides',
            playType: 'UPLOAD',
            jump: { jumpContentType: 'DOCUMENT', attachmentUrl: '/s.pdf' },
          },
        ],
      }),
    )
    act(() => button().click())
    expect(runJump).toHaveBeenLastCalledWith({ jumpContentType: 'DOCUMENT', attachmentUrl: '/s.pdf' })
    await showHydrated(
      block('activityReviews', 'r', {
        reviews: [{ id: 1, title: 'Film', jump: { jumpContentType: 'VIDEO', attachmentUrl: '/f.mp4' } }],
      }),
    )
    act(() => button().click())
    expect(runJump).toHaveBeenLastCalledWith({ jumpContentType: 'VIDEO', attachmentUrl: '/f.mp4' })
  })
})

describe('enrolBar (SPEC §4 Enrol click, through the shared action handler)', () => {
  // "Today" in the browser once mounted: 2026-05-18 at noon in the site's zone.
  let removeDelegation: () => void
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(siteTime(5, 18, 12))
    // The enrol button is a jump button (issue 26): the page's one delegated listener runs its click.
    removeDelegation = installJumpDelegation(container, () => ({ origin: 'http://localhost:3000', defaultFormId: 1 }))
  })
  afterEach(() => removeDelegation())
  it('ALREADY_STARTED with type FORM opens the enrolment form', async () => {
    const openContact = vi.spyOn(shellModals(), 'openContact').mockImplementation(() => {})
    await showHydrated(block('enrolBar', 'e', { type: 'FORM', formId: 1004, endDate: '2026-05-18 17:00:00' }))
    expect(container.querySelector('[data-island="plain:block:enrolBar"]')).not.toBeNull()
    expect(button().dataset.status).toBe('ALREADY_STARTED')
    expect(button().textContent).toBe('Attend in person')
    act(() => button().click())
    expect(openContact).toHaveBeenCalledWith(1004)
    expect(goTo).not.toHaveBeenCalled()
  })
  it('ALREADY_STARTED with a link follows thirdLink; enrollButtonTitle is the label', async () => {
    const openContact = vi.spyOn(shellModals(), 'openContact').mockImplementation(() => {})
    await showHydrated(
      block('enrolBar', 'e', {
        type: 'LINK',
        thirdLink: '/activity',
        buttonTitle: 'Register on the event site',
        endDate: '2026-05-17 17:00:00',
      }),
    )
    expect(button().textContent).toBe('Register on the event site')
    act(() => button().click())
    expect(goTo).toHaveBeenCalledWith('/activity')
    expect(openContact).not.toHaveBeenCalled()
  })
  it("a page rendered before the day turned shows, once its island runs, today's status, label and click", async () => {
    const openContact = vi.spyOn(shellModals(), 'openContact').mockImplementation(() => {})
    // Rendered (or cached) on 05-17, when an event ending on 05-18 read ALREADY_OVER (SPEC §4, literally).
    const enrol = { type: 'FORM', formId: 1004, endDate: '2026-05-18 17:00:00' } as const
    const rendered = renderToString(
      page(block('enrolBar', 'e', { ...enrol, renderedAt: siteTime(5, 17, 12).getTime() }), 'en'),
    )
    expect(rendered).toContain('data-status="ALREADY_OVER"')
    await showHydrated(block('enrolBar', 'e', { ...enrol, renderedAt: siteTime(5, 17, 12).getTime() }))
    expect(button().dataset.status).toBe('ALREADY_STARTED')
    expect(button().disabled).toBe(false)
    expect(button().textContent).toBe('Attend in person')
    act(() => button().click())
    expect(openContact).toHaveBeenCalledWith(1004)
  })
  it("the island reads the browser's day even when it is before the render's: on the Chinese site, already ended, disabled, no jump", async () => {
    const openContact = vi.spyOn(shellModals(), 'openContact').mockImplementation(() => {})
    // Rendered on 05-20, after the end day 05-19 (ALREADY_STARTED, the literal rule); the browser's today is 05-18.
    await showHydrated(
      block('enrolBar', 'e', {
        type: 'FORM',
        formId: 1004,
        endDate: '2026-05-19 17:00:00',
        renderedAt: siteTime(5, 20, 12).getTime(),
      }),
      'zh',
    )
    expect(button().dataset.status).toBe('ALREADY_OVER')
    expect(button().disabled).toBe(true)
    expect(button().textContent).toBe('已结束')
    expect(button().hasAttribute('data-jump-target')).toBe(false)
    act(() => button().click())
    expect(openContact).not.toHaveBeenCalled()
  })
  it("a page rendered earlier the same day: the island keeps the server's status and reads no calendar (issue 26)", async () => {
    vi.setSystemTime(siteTime(6, 3, 21))
    const enrol = { type: 'FORM', formId: 1004, endDate: '2026-06-04 17:00:00' } as const
    const reads = await calendarReadsOfIsland(
      block('enrolBar', 'e', { ...enrol, renderedAt: siteTime(6, 3, 9).getTime() }),
    )
    expect(reads).toBe(0)
    expect(button().dataset.status).toBe('ALREADY_OVER')
  })
  it('ALREADY_OVER (end day after today, taken literally) is disabled and labelled already ended', () => {
    show(block('enrolBar', 'e', { type: 'FORM', formId: 1004, endDate: '2026-05-19 17:00:00' }), 'zh')
    expect(button().dataset.status).toBe('ALREADY_OVER')
    expect(button().disabled).toBe(true)
    expect(button().textContent).toBe('已结束')
  })
  it("renders with the server's render time, not the clock, until it runs in the browser", () => {
    const html = renderToString(
      page(
        block('enrolBar', 'e', {
          type: 'FORM',
          formId: 1004,
          endDate: '2026-05-19 17:00:00',
          renderedAt: siteTime(5, 20).getTime(),
        }),
        'en',
      ),
    )
    expect(html).toContain('data-status="ALREADY_STARTED"')
  })
})

describe('activityBanner (SPEC §2 live badge and live button)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(siteTime(5, 18, 12))
  })
  it('today between start and end: the live badge; a start ahead reads reserve live', () => {
    show(
      block('activityBanner', 'b', {
        layout: 'banner',
        name: 'Launch',
        liveAddress: '/live',
        startDate: '2026-05-18 13:00:00',
        endDate: '2026-05-19 17:00:00',
      }),
    )
    expect(container.querySelector('[data-testid="live-badge"]')!.textContent).toBe('Live now')
    expect(container.querySelector('[data-testid="live-button"]')!.textContent).toBe('Reserve live stream')
  })
  it("reads today in the site's zone: at 00:30 there (the day before in UTC and west of it) today's event is live", () => {
    vi.setSystemTime(new Date(siteTime(5, 18).getTime() + 30 * 60_000))
    show(
      block('activityBanner', 'b', {
        layout: 'banner',
        name: 'Launch',
        liveAddress: '/live',
        startDate: '2026-05-18 00:00:00',
        endDate: '2026-05-18 23:59:00',
      }),
    )
    expect(container.querySelector('[data-testid="live-badge"]')!.textContent).toBe('Live now')
    expect(container.querySelector('[data-testid="live-button"]')!.textContent).toBe('Go to live room')
  })
  it('its island reads the calendar only once the day has turned or the event has started (issue 26)', async () => {
    const banner = block('activityBanner', 'b', {
      layout: 'banner',
      name: 'Launch',
      liveAddress: '/live',
      startDate: '2026-06-05 10:00:00',
      endDate: '2026-06-05 17:00:00',
      renderedAt: siteTime(6, 5, 9).getTime(),
    })
    const liveButton = () => container.querySelector('[data-testid="live-button"]')!.textContent
    vi.setSystemTime(siteTime(6, 5, 9).getTime() + 40 * 60_000)
    expect(await calendarReadsOfIsland(banner)).toBe(0)
    expect(liveButton()).toBe('Reserve live stream')
    // Past the start: read again, the button now leads to the live room.
    vi.setSystemTime(siteTime(6, 5, 11).getTime() + 50 * 60_000)
    expect(await calendarReadsOfIsland(banner)).toBeGreaterThan(0)
    expect(liveButton()).toBe('Go to live room')
  })
  it('an event that starts tomorrow has no badge; the heading layout shows title and time alone', () => {
    show(
      block('activityBanner', 'b', {
        layout: 'banner',
        name: 'Later',
        startDate: '2026-05-19 09:00:00',
        endDate: '2026-05-19 17:00:00',
      }),
    )
    expect(container.querySelector('[data-testid="live-badge"]')).toBeNull()
    show(
      block('activityBanner', 'h', {
        layout: 'heading',
        name: 'Free',
        timeText: 'May 18',
        liveAddress: '/live',
        startDate: '2026-05-18 09:00:00',
        endDate: '2026-05-18 17:00:00',
      }),
    )
    expect(container.querySelector('h1')!.textContent).toBe('Free')
    expect(container.querySelector('[data-testid="live-badge"], [data-testid="live-button"]')).toBeNull()
  })
})

describe('sectionNav', () => {
  it("the server's HTML highlights the first section; every link points at its section", () => {
    const html = renderToString(
      page(
        block('sectionNav', 'n', {
          label: 'Sections',
          items: [
            { anchor: 'a-one', label: 'One' },
            { anchor: 'a-two', label: 'Two' },
          ],
        }),
        'en',
      ),
    )
    expect(html).toMatch(
      /<a href="#a-one" data-anchor="a-one" aria-current="location">One<\/a><a href="#a-two" data-anchor="a-two">Two<\/a>/,
    )
  })
})
