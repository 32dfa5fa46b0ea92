// @vitest-environment jsdom
import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildI18nPayload } from '../../runtime/i18n/resources'
import { HeaderThemeProvider, useReportBannerTheme, type BannerTheme } from '../../runtime/shell/header-theme'
import {
  languageHref,
  PREFERRED_LANG_KEY,
  PREFERRED_SITE_ID_KEY,
  rememberLanguage,
} from '../../runtime/shell/language-preference'
import { SiteHeader } from '../../runtime/shell/SiteHeader'
import { DEMO_SITE_SETTINGS } from '../../content/site-settings'
import type { SiteSettings } from '../../runtime/site/settings'

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

function Banner({ theme }: { theme: BannerTheme }) {
  const report = useReportBannerTheme()
  useEffect(() => report(theme), [report, theme])
  return null
}

let container: HTMLDivElement
let root: Root

async function render(pathname: string, banner?: BannerTheme, siteSettings?: SiteSettings): Promise<HTMLElement> {
  await act(async () => {
    root.render(
      <VikeReactProviderPageContext pageContext={pageContext(pathname, siteSettings)}>
        <HeaderThemeProvider>
          <SiteHeader />
          {banner && <Banner theme={banner} />}
        </HeaderThemeProvider>
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

describe('header theme', () => {
  it('is light and solid without a banner', async () => {
    const header = await render('/')
    expect(header.dataset.theme).toBe('light')
    expect(header.dataset.solid).toBe('true')
  })

  it('follows a dark banner, and turns solid white once the page scrolls', async () => {
    const header = await render('/', 'dark')
    expect(header.dataset.theme).toBe('dark')
    expect(header.dataset.solid).toBe('false')
    await act(async () => {
      window.scrollY = 300
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header.dataset.theme).toBe('light')
    expect(header.dataset.solid).toBe('true')
  })

  it('forgets the banner of the previous page after navigating', async () => {
    await render('/', 'dark')
    const header = await render('/product')
    expect(header.dataset.theme).toBe('light')
  })
})

describe('the go1688 area (SPEC §2 /go1688)', () => {
  it('shows the configured logo and phone numbers (site settings), the site logo elsewhere', async () => {
    const siteSettings = {
      ...DEMO_SITE_SETTINGS,
      go1688: { logo: '/files/area.png', phones: ['400-100-2000', '+86 21 6000 0000'] },
    }
    const area = await render('/go1688/supplier', undefined, siteSettings)
    expect(area.querySelector('.site-logo--go1688 img')?.getAttribute('src')).toBe('/files/area.png')
    const phones = [...area.querySelectorAll('[data-testid="go1688-phones"] a')]
    expect(phones.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['400-100-2000', 'tel:4001002000'],
      ['+86 21 6000 0000', 'tel:+862160000000'],
    ])
    const main = await render('/', undefined, siteSettings)
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
