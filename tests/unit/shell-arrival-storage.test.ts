// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { cameFromSamePath, restoreScrollPosition } from '../../site/actions/go-to'
import {
  PREFERRED_LANG_KEY,
  PREFERRED_SITE_ID_KEY,
  SWITCH_SITE_ID_ATTRIBUTE,
  SWITCH_SITE_MARK_ATTRIBUTE,
} from '../../site/shell/language-preference'
import { rememberSiteInUse } from '../../site/shell/shell-behaviours'

// Issue 26 "no long task on arrival": a page's first use of browser storage waits, on the main thread, for
// the browser process. Arriving at a page asks none; SPEC §4 "Language" is still kept (the site in use is
// remembered as the page is left) and so is a filter's scroll position (site/actions/go-to.ts).

const english = { id: 2, title: 'CloudLead', mark: 'en', logo: null }
const chinese = { id: 1, title: '云启数智', mark: 'cn', logo: null }

/** A storage that counts every time the page reaches for it. */
function countedStorage() {
  const values = new Map<string, string>()
  const counted = { reached: 0, values }
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
  return { counted, storage: () => ((counted.reached += 1), storage) }
}

/** A window of its own (a frame's), as each page load has. */
function freshWindow(): Window {
  const frame = document.createElement('iframe')
  document.body.append(frame)
  return frame.contentWindow!
}

function hide(view: Window): void {
  Object.defineProperty(view.document, 'visibilityState', { configurable: true, value: 'hidden' })
  view.document.dispatchEvent(new Event('visibilitychange'))
}

function leave(view: Window): void {
  view.dispatchEvent(new Event('pagehide'))
}

/** The language switch's link to `site`, as the server renders it (site/shell/LanguageSwitcher.tsx). */
function switchLink(view: Window, site: { id: number; mark: string }, current = false): HTMLAnchorElement {
  const link = view.document.createElement('a')
  link.href = 'http://en.localhost/'
  // As the switch's island does once awake; jsdom cannot follow the link.
  link.addEventListener('click', (event) => event.preventDefault())
  link.setAttribute(SWITCH_SITE_ID_ATTRIBUTE, String(site.id))
  link.setAttribute(SWITCH_SITE_MARK_ATTRIBUTE, site.mark)
  if (current) link.setAttribute('aria-current', 'true')
  link.append(view.document.createElement('span'))
  view.document.body.append(link)
  return link
}

describe('the site in use is remembered as the page is left, not on arrival (SPEC §4 Language)', () => {
  it('asks no storage on arrival, and writes the site once the page is hidden', () => {
    const view = freshWindow()
    const { counted, storage } = countedStorage()
    rememberSiteInUse(english, [chinese, english], storage, view)
    expect(counted.reached).toBe(0)

    hide(view)
    expect(Object.fromEntries(counted.values)).toEqual({ [PREFERRED_LANG_KEY]: 'en', [PREFERRED_SITE_ID_KEY]: '2' })
  })

  it('writes it as the page is left (pagehide) without having been hidden first', () => {
    const view = freshWindow()
    const { counted, storage } = countedStorage()
    rememberSiteInUse(chinese, [chinese, english], storage, view)
    leave(view)
    expect(counted.values.get(PREFERRED_SITE_ID_KEY)).toBe('1')
  })

  it("remembers the language switch's choice as it is clicked, and leaving the page keeps it", () => {
    const view = freshWindow()
    const { counted, storage } = countedStorage()
    rememberSiteInUse(chinese, [chinese, english], storage, view)
    switchLink(view, chinese, true).click()
    expect(counted.reached, 'the current site is no choice').toBe(0)

    switchLink(view, english).querySelector('span')!.click()
    expect(Object.fromEntries(counted.values)).toEqual({ [PREFERRED_LANG_KEY]: 'en', [PREFERRED_SITE_ID_KEY]: '2' })
    hide(view)
    leave(view)
    expect(Object.fromEntries(counted.values)).toEqual({ [PREFERRED_LANG_KEY]: 'en', [PREFERRED_SITE_ID_KEY]: '2' })
  })

  it('remembers nothing where there is one site, and survives storage that throws', () => {
    const single = freshWindow()
    const { counted, storage } = countedStorage()
    rememberSiteInUse(chinese, [chinese], storage, single)
    leave(single)
    expect(counted.reached).toBe(0)

    const blocked = freshWindow()
    const refuse = (): Storage => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    rememberSiteInUse(chinese, [chinese, english], refuse, blocked)
    expect(() => switchLink(blocked, english).click()).not.toThrow()
    expect(() => leave(blocked)).not.toThrow()
  })
})

describe("a filter's scroll position is restored without asking storage on other arrivals", () => {
  /** A page at `url` opened from `referrer`, whose session storage counts how often it is reached. */
  function arrival(url: string, referrer: string, kept?: { path: string; y: number }) {
    const { counted, storage } = countedStorage()
    if (kept) storage().setItem('kept-scroll-position', JSON.stringify(kept))
    counted.reached = 0
    const location = new URL(url)
    const scrolledTo: number[] = []
    const view = {
      document: { referrer },
      location: { origin: location.origin, pathname: location.pathname },
      get sessionStorage() {
        return storage()
      },
      scrollTo: (_x: number, y: number) => void scrolledTo.push(y),
    } as unknown as Window
    return { view, counted, scrolledTo }
  }

  it('asks no storage when the page was opened from another page, another site or nothing', () => {
    for (const referrer of [
      '',
      'https://www.baidu.com/s?wd=erp',
      'http://localhost/activity/1701',
      'http://en.localhost/activity',
    ]) {
      const { view, counted, scrolledTo } = arrival('http://localhost/activity?type=x', referrer, {
        path: '/activity',
        y: 640,
      })
      restoreScrollPosition(view)
      expect(counted.reached, referrer).toBe(0)
      expect(scrolledTo, referrer).toEqual([])
    }
  })

  it('restores the position kept for this path when the page was opened from the same path, and forgets it', () => {
    const { view, counted, scrolledTo } = arrival('http://localhost/activity?type=x', 'http://localhost/activity', {
      path: '/activity',
      y: 640,
    })
    restoreScrollPosition(view)
    expect(scrolledTo).toEqual([640])
    expect(counted.values.has('kept-scroll-position')).toBe(false)
  })

  it('ignores a position kept for another path', () => {
    const { view, scrolledTo } = arrival('http://localhost/media?page=2', 'http://localhost/media', {
      path: '/activity',
      y: 640,
    })
    restoreScrollPosition(view)
    expect(scrolledTo).toEqual([])
  })

  it('compares origin and path only, and takes an unreadable referrer for none', () => {
    const here = { origin: 'http://localhost:4200', pathname: '/activity' }
    expect(cameFromSamePath('http://localhost:4200/activity?type=a#top', here)).toBe(true)
    expect(cameFromSamePath('http://localhost:4201/activity', here)).toBe(false)
    expect(cameFromSamePath('http://localhost:4200/activity/', here)).toBe(false)
    expect(cameFromSamePath('not a url', here)).toBe(false)
    expect(cameFromSamePath('', here)).toBe(false)
  })
})
