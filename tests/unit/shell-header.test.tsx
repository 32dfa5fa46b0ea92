// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildI18nPayload } from '../../site/i18n/server'
import { headerLook, installHeaderLook, reportBannerTheme, reportHeaderOpen } from '../../site/shell/header-look'
import {
  languageHref,
  PREFERRED_LANG_KEY,
  PREFERRED_SITE_ID_KEY,
  rememberLanguage,
} from '../../site/shell/language-preference'
import { SiteHeader } from '../../site/shell/SiteHeader'
import { DEMO_SITE_SETTINGS } from '../../content/site-settings'
import type { SiteSettings } from '../../site/settings'

// SPEC §2 "Navigation behaviour": header theme from the banner; §4 "Language".
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const sites = [
  { id: 1, title: '云启数智', mark: 'cn', logo: null },
  { id: 2, title: 'CloudLead', mark: 'en', logo: null },
]

function pageContext(pathname: string, siteSettings: SiteSettings = DEMO_SITE_SETTINGS): PageContext {
  return {
    i18n: buildI18nPayload('zh', []),
    urlPathname: pathname,
    urlParsed: { origin: null, hostname: null, searchOriginal: null },
    site: sites[0],
    sites,
    lang: 'zh',
    siteHosts: { cn: 'localhost', en: 'en.localhost' },
    siteSettings,
    shell: { navigation: [{ displayName: '产品', pageAddress: '/product' }], header: [], footer: null },
  } as unknown as PageContext
}

let container: HTMLDivElement
let root: Root

/** The header's inside (its island) in a `<header>` element as the shell renders it. */
async function render(pathname: string, siteSettings?: SiteSettings): Promise<HTMLElement> {
  await act(async () => {
    root.render(
      <VikeReactProviderPageContext pageContext={pageContext(pathname, siteSettings)}>
        <header data-testid="site-header">
          <SiteHeader />
        </header>
      </VikeReactProviderPageContext>,
    )
  })
  return container.querySelector<HTMLElement>('[data-testid="site-header"]')!
}

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  window.scrollY = 0
})

describe('header look (SPEC §2 "Navigation behaviour")', () => {
  it('is solid white without a banner, follows a banner, and turns solid on scroll or an open menu', () => {
    expect(headerLook(null, false, false)).toEqual({ theme: 'light', solid: true })
    expect(headerLook('dark', false, false)).toEqual({ theme: 'dark', solid: false })
    expect(headerLook('light', false, false)).toEqual({ theme: 'light', solid: false })
    expect(headerLook('dark', true, false)).toEqual({ theme: 'light', solid: true })
    expect(headerLook('dark', false, true)).toEqual({ theme: 'light', solid: true })
  })

  it("is kept on the header element by plain code: the banner's report, the scroll, the island's menus", () => {
    const header = document.createElement('header')
    const stop = installHeaderLook(header)
    try {
      expect(header.dataset).toMatchObject({ theme: 'light', solid: 'true' })
      reportBannerTheme('dark')
      expect(header.dataset).toMatchObject({ theme: 'dark', solid: 'false', bannerTheme: 'dark' })
      window.scrollY = 300
      window.dispatchEvent(new Event('scroll'))
      expect(header.dataset).toMatchObject({ theme: 'light', solid: 'true', bannerTheme: 'dark' })
      window.scrollY = 0
      window.dispatchEvent(new Event('scroll'))
      expect(header.dataset).toMatchObject({ theme: 'dark', solid: 'false' })
      reportHeaderOpen(true)
      expect(header.dataset).toMatchObject({ theme: 'light', solid: 'true' })
      reportHeaderOpen(false)
      expect(header.dataset.solid).toBe('false')
    } finally {
      stop()
    }
  })

  it('hears from the header island when its mobile menu opens', async () => {
    const stop = installHeaderLook(document.createElement('header'))
    const reported: boolean[] = []
    const probe = document.createElement('header')
    const stopProbe = installHeaderLook(probe)
    try {
      reportBannerTheme('dark')
      const header = await render('/')
      await act(async () => header.querySelector<HTMLButtonElement>('[data-testid="mobile-menu-toggle"]')!.click())
      reported.push(probe.dataset.solid === 'true')
      await act(async () => header.querySelector<HTMLButtonElement>('[data-testid="mobile-menu-toggle"]')!.click())
      reported.push(probe.dataset.solid === 'true')
      expect(reported).toEqual([true, false])
    } finally {
      stop()
      stopProbe()
    }
  })
})

describe('the go1688 area (SPEC §2 /go1688)', () => {
  it('shows the configured logo and phone numbers (site settings), the site logo elsewhere', async () => {
    const siteSettings = {
      ...DEMO_SITE_SETTINGS,
      go1688: { logo: '/files/area.png', phones: ['400-100-2000', '+86 21 6000 0000'] },
    }
    const area = await render('/go1688/supplier', siteSettings)
    expect(area.querySelector('.site-logo--go1688 img')?.getAttribute('src')).toBe('/files/area.png')
    const phones = [...area.querySelectorAll('[data-testid="go1688-phones"] a')]
    expect(phones.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['400-100-2000', 'tel:4001002000'],
      ['+86 21 6000 0000', 'tel:+862160000000'],
    ])
    const main = await render('/', siteSettings)
    expect(main.querySelector('.site-logo--go1688')).toBeNull()
    expect(main.querySelector('[data-testid="go1688-phones"]')).toBeNull()
  })
})

describe('language links', () => {
  it('point at the other host with the same path, query and port', () => {
    const hosts = { cn: 'localhost', en: 'en.localhost' }
    expect(languageHref('en', hosts, 'http://localhost:3000', '/product/3?tab=2')).toBe(
      'http://en.localhost:3000/product/3?tab=2',
    )
    expect(languageHref('cn', hosts, 'https://en.localhost', '/')).toBe('https://localhost/')
    expect(languageHref('jp', hosts, 'http://localhost:3000', '/')).toBeUndefined()
  })

  it('remember the chosen language and site id', () => {
    const stored = new Map<string, string>()
    rememberLanguage(sites[1]!, { setItem: (key, value) => void stored.set(key, value) })
    expect(Object.fromEntries(stored)).toEqual({ [PREFERRED_LANG_KEY]: 'en', [PREFERRED_SITE_ID_KEY]: '2' })
  })

  it('show in the header only when there is more than one site', async () => {
    await render('/')
    expect(container.querySelectorAll('[data-testid="language-switcher"] [data-lang]')).toHaveLength(2)
  })
})
